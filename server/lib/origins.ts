import type { FastifyRequest } from 'fastify';
import { messages } from '../../contracts/messages.ts';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

// The one Origin check (issue 10). It used to accept `https://<Host>` and `http://<Host>`
// for whatever Host the request named, so a base of http://… also accepted https://…
// (and any Host a proxy forwarded). Now only the configured origins count:
// PUBLIC_BASE_URL's origin, its localhost/127.0.0.1 twin for local installs, and the
// extra origins listed in ALLOWED_ORIGINS. The HTTP hook (server/app.ts), the websocket
// upgrade (realtime/routes.ts), better-auth's trusted origins and the billing return URL
// all read this list.

export function allowedOrigins(
  config: Pick<Config, 'publicBaseUrl'> & { ALLOWED_ORIGINS?: string },
): Set<string> {
  const base = new URL(config.publicBaseUrl);
  const set = new Set([base.origin]);
  const port = base.port ? `:${base.port}` : '';
  // A local install is reached as localhost or 127.0.0.1 interchangeably.
  if (base.hostname === 'localhost') set.add(`${base.protocol}//127.0.0.1${port}`);
  if (base.hostname === '127.0.0.1') set.add(`${base.protocol}//localhost${port}`);
  for (const extra of (config.ALLOWED_ORIGINS ?? '').split(',')) {
    const trimmed = extra.trim();
    if (!trimmed) continue;
    try {
      set.add(new URL(trimmed).origin);
    } catch {
      // loadConfig validates the list; an unreadable entry simply allows nothing.
    }
  }
  return set;
}

const forbidden = () =>
  new AppError('FORBIDDEN_ORIGIN', { userMessage: messages.errors.forbiddenOrigin });

/**
 * Browsers send Origin on state-changing requests and websocket upgrades; one that is not
 * ours is refused. Without Origin (a server-to-server client, an old browser), a
 * `Sec-Fetch-Site: cross-site` is refused too; `requireOrigin` refuses a missing Origin
 * outright (websocket upgrades always carry one from a browser).
 */
export function checkRequestOrigin(
  request: FastifyRequest,
  origins: Set<string>,
  opts: { requireOrigin?: boolean } = {},
): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!origins.has(origin)) throw forbidden();
    return;
  }
  if (opts.requireOrigin || request.headers['sec-fetch-site'] === 'cross-site') throw forbidden();
}
