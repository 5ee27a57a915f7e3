import type { RouteEntry } from '../app.ts';

// The route table as the hardening suites see it: every route the app registered, with
// the few facts a generated attack needs. A new route is attacked without anyone adding it
// here; only routes that must be treated differently are named.

/** Routes that take multipart uploads (the storage suites attack those). */
export const MULTIPART_ROUTES = new Set([
  'POST /api/projects/:id/files',
  'POST /api/builder/uploads',
  'POST /api/demo/files',
]);

/** Called by other servers, not by browsers (own signature checks). */
export const SERVER_TO_SERVER = new Set(['POST /api/billing/webhook']);

/** better-auth's endpoints behind the `/api/auth/*` wildcard that the suites call. */
export const AUTH_WILDCARD_PATHS = [
  'sign-out',
  'update-user',
  'change-password',
  'reset-password',
  'request-password-reset',
  'send-verification-email',
  'verify-email',
  'change-email',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'list-accounts',
  'unlink-account',
  'delete-user',
  'get-session',
  'no-existe',
];

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function routeKey(r: RouteEntry): string {
  return `${r.method} ${r.url}`;
}

/** The API routes, without HEAD twins, websockets or the SPA/static catch-alls. */
export function apiRoutes(routes: RouteEntry[]): RouteEntry[] {
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = routeKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return (
      r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.websocket && r.url.startsWith('/api/')
    );
  });
}

/** Concrete paths for a route: params filled from `values`, wildcards expanded. */
export function concretePaths(url: string, values: Record<string, string>): string[] {
  const filled = url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(values[name] ?? values.id ?? 'x'),
  );
  if (!filled.endsWith('/*')) return [filled];
  return AUTH_WILDCARD_PATHS.map((p) => filled.replace(/\*$/, p));
}
