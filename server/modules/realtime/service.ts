import { messages } from '../../../contracts/messages.ts';
import {
  CHAT_HISTORY_LIMIT,
  type ChatMessage,
  REALTIME_CHANNELS,
} from '../../../contracts/realtime.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { createRealtimeHub, type RealtimeHub } from './hub.ts';
import * as repo from './repo.ts';

// What other modules may ask of realtime: its hub's figures, a room's recent messages,
// and removing one user's messages (demo "delete my data").

const hubs = new WeakMap<AppDeps, Promise<RealtimeHub>>();

type HubDeps = Pick<AppDeps, 'db' | 'config'> & AppDeps;

/** The app's one hub, created on first use. */
export function realtimeHubFor(
  deps: HubDeps,
  log: { warn(obj: unknown, msg?: string): void },
): Promise<RealtimeHub> {
  let hub = hubs.get(deps);
  if (!hub) {
    hub = createRealtimeHub({
      db: deps.db,
      redisUrl: deps.config.REDIS_URL,
      // Instances that share a database share rooms; another schema is another deployment.
      redisPrefix: `forja-rt:${deps.config.DATABASE_SCHEMA ?? 'default'}:`,
      log,
    });
    hubs.set(deps, hub);
  }
  return hub;
}

export type RealtimeStats = { connections: number; online: number; mode: 'memory' | 'redis' };

export async function getRealtimeStats(deps: AppDeps): Promise<RealtimeStats> {
  const pending = hubs.get(deps);
  if (!pending)
    return { connections: 0, online: 0, mode: deps.config.REDIS_URL ? 'redis' : 'memory' };
  const hub = await pending;
  return {
    connections: hub.connections(),
    online: await hub.online(REALTIME_CHANNELS[0]).catch(() => 0),
    mode: hub.mode,
  };
}

export async function listRecentMessages(
  deps: Pick<AppDeps, 'db'>,
  opts: { channel: string },
): Promise<ChatMessage[]> {
  if (!(REALTIME_CHANNELS as readonly string[]).includes(opts.channel))
    throw notFound(messages.demoFlow.channelNotAllowed, 'CHANNEL_NOT_FOUND');
  return repo.listRecentMessages(deps.db, opts.channel, CHAT_HISTORY_LIMIT);
}

export async function deleteUserMessages(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string },
): Promise<number> {
  return repo.deleteUserMessages(deps.db, opts.userId);
}
