import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../contracts/messages.ts';
import { REALTIME_PATH } from '../../../contracts/realtime.ts';
import type { App, AppDeps } from '../../deps.ts';
import { allowedOrigins, checkRequestOrigin } from '../../lib/origins.ts';
import { requireUser, type SessionUser } from '../auth/session.ts';
import type { HubSocket } from './hub.ts';

// GET /api/realtime: the websocket of the realtime protocol. The upgrade is refused (before
// any socket exists) without a session or from a foreign Origin: browsers send cookies on
// cross-site websocket upgrades, so the Origin check is what stops another site from
// chatting as our user.

/** 16 KB: a chat frame is at most 500 characters of text plus its envelope. */
const MAX_FRAME_BYTES = 16 * 1024;

export async function registerRealtimeRoutes(app: App, deps: AppDeps) {
  let drainHub: () => Promise<void> = async () => {};
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // Instead of the plugin's plain close: finish the frames already received, then close
    // every socket with the reconnect code (SIGTERM drain, docs/operations.md).
    preClose(done) {
      const wss = this.websocketServer;
      drainHub()
        .catch((error) => app.log.warn({ err: error }, 'realtime drain failed'))
        .finally(() => {
          wss.close();
          done();
        });
    },
  });
  const hub = deps.realtimeHub;
  drainHub = () => hub.drain();
  const users = new WeakMap<FastifyRequest, SessionUser>();
  const origins = allowedOrigins(deps.config);

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      preValidation: async (request) => {
        checkRequestOrigin(request, origins, { requireOrigin: true });
        users.set(request, await requireUser(deps, request, messages.demoFlow.chatUnauthorized));
      },
    },
    // Synchronous on purpose: a frame sent right after the upgrade must find its listener.
    (socket, request) => {
      const user = users.get(request);
      if (!user) {
        socket.close(1008, 'unauthorized');
        return;
      }
      hub.attach(socket as unknown as HubSocket, {
        id: user.id,
        name: (user.name || user.email.split('@')[0]).slice(0, 60),
      });
    },
  );
}
