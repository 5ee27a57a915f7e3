import type { Redis } from 'ioredis';

// The app's one Redis connection (rate limits, readiness, publishing cache invalidations and
// realtime events), built by buildApp when REDIS_URL is set. A subscribed connection can do
// nothing else, so the two subscribers (cluster events, the realtime hub) each take a
// `duplicate()` of it, with the same options; nobody else opens a connection.

/** ioredis is loaded only when configured: it costs ~20 MB of memory for nothing otherwise. */
export async function createRedis(
  url: string | undefined,
  log: { warn(obj: unknown, msg?: string): void },
): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, { maxRetriesPerRequest: 2 });
  // Logged, not thrown: ioredis reconnects by itself and readiness reports the outage.
  redis.on('error', (error) => log.warn({ err: error }, 'redis error'));
  return redis;
}

/** A subscriber connection beside `redis` (closed by its owner; `redis` by buildApp). */
export function subscriberOf(redis: Redis, onError: (error: unknown) => void): Redis {
  const sub = redis.duplicate();
  sub.on('error', onError);
  return sub;
}
