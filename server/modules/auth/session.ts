import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/errors.ts';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  createdAt: string;
};

const SESSION_COOKIE = 'better-auth.session_token=';

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
/** Whether each session user's email is verified (kept out of what /api/session answers). */
const verifiedEmails = new WeakMap<SessionUser, boolean>();

/** True when the signed-in user's email address is verified (a social sign-in, for now). */
export function hasVerifiedEmail(user: SessionUser): boolean {
  return verifiedEmails.get(user) === true;
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The signed-in user from the session cookie, or null. Looked up once per request. */
export function findSessionUser(
  deps: Pick<AppDeps, 'auth'>,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      // better-auth answers null without its session cookie (named better-auth.session_token,
      // with __Secure- before it over HTTPS): other cookies (consent, device) do not load it.
      if (!request.headers.cookie?.includes(SESSION_COOKIE)) return null;
      const session = await deps.auth.api.getSession({ headers: toHeaders(request) });
      if (!session) return null;
      const u = session.user;
      const user: SessionUser = {
        id: u.id,
        name: u.name,
        email: u.email,
        image: u.image ?? null,
        createdAt: new Date(u.createdAt).toISOString(),
      };
      verifiedEmails.set(user, u.emailVerified === true);
      return user;
    })();
    cache.set(request, pending);
  }
  return pending;
}

/** The signed-in user, or a 401 with `message` (Spanish). */
export async function requireUser(
  deps: Pick<AppDeps, 'auth'>,
  request: FastifyRequest,
  message?: string,
): Promise<SessionUser> {
  const user = await findSessionUser(deps, request);
  if (!user) throw unauthorized(message);
  return user;
}

/**
 * A rate-limit key: the user when signed in (a shared office address must not throttle
 * colleagues), else the client address.
 */
export function userOrIpKey(deps: Pick<AppDeps, 'auth'>) {
  return async (request: FastifyRequest): Promise<string> => {
    const user = await findSessionUser(deps, request).catch(() => null);
    return user ? `user:${user.id}` : `ip:${request.ip}`;
  };
}

/**
 * These accounts' email and name, by id: the running apps' notification mails (issue 38) and
 * who sent a submission (issue 41 §2). Read here, where the users table belongs.
 */
export async function findAccounts(
  deps: Pick<AppDeps, 'db'>,
  ids: string[],
): Promise<Map<string, { email: string; name: string }>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await deps.db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name.trim() || r.email }]));
}

/**
 * One account, by id or by its email (any case), with whether that email is verified: who a
 * running app's mail goes to, to name its record with only what they may read.
 */
export async function findAccountOf(
  deps: Pick<AppDeps, 'db'>,
  who: { id: string } | { email: string },
): Promise<{ id: string; email: string; verified: boolean } | null> {
  const q = deps.db.selectFrom('users').select(['id', 'email', 'emailVerified']);
  const row = await ('id' in who
    ? q.where('id', '=', who.id)
    : q.where((eb) => eb.fn('lower', ['email']), '=', who.email.trim().toLowerCase())
  ).executeTakeFirst();
  return row ? { id: row.id, email: row.email, verified: Boolean(row.emailVerified) } : null;
}

export { toHeaders };
