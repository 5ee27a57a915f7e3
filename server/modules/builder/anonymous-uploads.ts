import { createHmac, timingSafeEqual } from 'node:crypto';

// Which anonymous uploads belong to this browser. Anonymous rows are recorded with the
// user id `anonymous` (docs/product-spec.md §5), so the table cannot tell two visitors apart; the
// browser instead keeps an HttpOnly cookie listing the ids it uploaded, signed with a
// server secret so a visitor cannot add someone else's file id to it.

export const ANON_UPLOADS_COOKIE = 'forja_anon_uploads';
const MAX_IDS = 10;
const ID = /^[0-9a-f-]{36}$/;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(`builder-anonymous-uploads:${payload}`)
    .digest('base64url');
}

export function readAnonymousUploadIds(secret: string, cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  const raw = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${ANON_UPLOADS_COOKIE}=`))
    ?.slice(ANON_UPLOADS_COOKIE.length + 1);
  if (!raw) return [];
  const [payload, mac] = decodeURIComponent(raw).split('.');
  if (!payload || !mac) return [];
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [];
  return payload.split(',').filter((id) => ID.test(id));
}

/** The Set-Cookie value after adding `id` (the newest ten are kept). */
export function anonymousUploadsCookie(
  secret: string,
  previous: string[],
  id: string,
  secure: boolean,
): string {
  const ids = [...previous.filter((p) => p !== id), id].slice(-MAX_IDS);
  const payload = ids.join(',');
  const value = encodeURIComponent(`${payload}.${sign(secret, payload)}`);
  return `${ANON_UPLOADS_COOKIE}=${value}; Path=/api/builder; HttpOnly; SameSite=Lax; Max-Age=86400${secure ? '; Secure' : ''}`;
}
