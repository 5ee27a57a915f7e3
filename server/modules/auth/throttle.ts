import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

// Per-account sign-in throttle (issue 10: 60 attempts from 60 addresses against one account
// all reached the password check). Every attempt on an account counts; the first
// FREE_ATTEMPTS are free, then each one must wait a delay that doubles (1 s, 2 s, 4 s, …)
// up to MAX_DELAY_MS. A correct password resets the count. The owner is never locked out
// for good: the delay is capped, the count is forgotten after a quiet day, and a browser
// that has signed in to the account before carries a signed "known device" cookie whose
// attempts are counted apart from the attacker's (OWASP's device-cookie pattern).
// Shared through Redis when REDIS_URL is set, like the other limits.

export const FREE_ATTEMPTS = 5;
export const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;
export const DEVICE_COOKIE = 'forja_device';

/** The wait before attempt number `attempts + 1`, given `attempts` already made. */
export function delayAfter(attempts: number, baseMs: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(baseMs * 2 ** (attempts - FREE_ATTEMPTS), MAX_DELAY_MS);
}

export type AccountThrottle = {
  /** Counts an attempt; returns 0 when it may go ahead, else the milliseconds to wait. */
  acquire(key: string, now?: number): Promise<number>;
  reset(key: string): Promise<void>;
};

function memoryThrottle(baseMs: number): AccountThrottle {
  const state = new Map<string, { n: number; last: number }>();
  return {
    async acquire(key, now = Date.now()) {
      let s = state.get(key);
      if (s && now - s.last > FORGET_AFTER_MS) s = undefined;
      const n = s?.n ?? 0;
      const last = s?.last ?? 0;
      const wait = last + delayAfter(n, baseMs) - now;
      if (wait > 0) return wait;
      state.set(key, { n: n + 1, last: now });
      if (state.size > 50_000) {
        for (const [k, v] of state) if (now - v.last > MAX_DELAY_MS) state.delete(k);
      }
      return 0;
    },
    async reset(key) {
      state.delete(key);
    },
  };
}

// Check and count in one step, so parallel attempts cannot all slip through the check.
const ACQUIRE_SCRIPT = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local delay = 0
if n >= free then delay = math.min(tonumber(ARGV[3]) * 2 ^ (n - free), tonumber(ARGV[4])) end
if now < last + delay then return last + delay - now end
redis.call('HSET', KEYS[1], 'n', n + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0`;

function redisThrottle(redis: Redis, baseMs: number): AccountThrottle {
  const prefix = 'forja-account-throttle:';
  return {
    async acquire(key, now = Date.now()) {
      const wait = await redis.eval(
        ACQUIRE_SCRIPT,
        1,
        prefix + key,
        now,
        FREE_ATTEMPTS,
        baseMs,
        MAX_DELAY_MS,
        FORGET_AFTER_MS,
      );
      return Number(wait);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export function createAccountThrottle(opts: {
  /** The app's Redis connection (deps.redis): counts shared by every instance. */
  redis?: Redis;
  /** The first delay (AUTH_THROTTLE_BASE_MS); each further attempt doubles it. */
  baseMs: number;
}): AccountThrottle {
  return opts.redis ? redisThrottle(opts.redis, opts.baseMs) : memoryThrottle(opts.baseMs);
}

/** The known-device cookie's value for an account: an HMAC only our server can make. */
export function deviceToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`device:${email}`).digest('base64url').slice(0, 32);
}

export function isKnownDevice(secret: string, email: string, cookieHeader?: string): boolean {
  const value = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  if (!value) return false;
  const expected = Buffer.from(deviceToken(secret, email));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
