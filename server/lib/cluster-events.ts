import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { subscriberOf } from './redis.ts';

// Cache invalidations that every instance must hear (a custom domain launched, a public
// page changed). One instance: handlers run in-process. With REDIS_URL: the change is also
// published on one Redis pub/sub channel and each other instance runs its handlers when it
// arrives. The publishing instance runs its own handlers at once, so it never serves its
// own stale entry, and ignores the echo of its own message.

export type ClusterEventHandler = (payload: string) => void;

export type ClusterEvents = {
  readonly mode: 'memory' | 'redis';
  readonly instanceId: string;
  /** Runs this instance's handlers now and every other instance's as soon as Redis delivers. */
  publish(topic: string, payload?: string): void;
  subscribe(topic: string, handler: ClusterEventHandler): () => void;
  close(): Promise<void>;
};

type Wire = { from: string; topic: string; payload: string };

export async function createClusterEvents(opts: {
  /** The app's Redis connection (server/lib/redis.ts); without it, in-process only. */
  redis?: Redis;
  /** Deployments sharing one Redis keep apart by prefix. */
  prefix: string;
  log: { warn(obj: unknown, msg?: string): void };
}): Promise<ClusterEvents> {
  const instanceId = randomUUID();
  const handlers = new Map<string, Set<ClusterEventHandler>>();
  const runLocal = (topic: string, payload: string) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        opts.log.warn({ err: error, topic }, 'cluster event handler failed');
      }
    }
  };
  const subscribe = (topic: string, handler: ClusterEventHandler) => {
    let set = handlers.get(topic);
    if (!set) {
      set = new Set();
      handlers.set(topic, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  };

  if (!opts.redis) {
    return {
      mode: 'memory',
      instanceId,
      publish: (topic, payload = '') => runLocal(topic, payload),
      subscribe,
      async close() {
        handlers.clear();
      },
    };
  }

  // Publishing goes through the app's connection; subscribing takes a duplicate of it.
  const pub = opts.redis;
  const onError = (error: unknown) => opts.log.warn({ err: error }, 'cluster events redis error');
  const sub = subscriberOf(pub, onError);
  const channel = `${opts.prefix}cluster-events`;
  sub.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    let wire: Wire;
    try {
      wire = JSON.parse(raw) as Wire;
    } catch {
      return;
    }
    if (wire.from === instanceId || typeof wire.topic !== 'string') return;
    runLocal(wire.topic, String(wire.payload ?? ''));
  });
  await sub.subscribe(channel);
  return {
    mode: 'redis',
    instanceId,
    publish(topic, payload = '') {
      runLocal(topic, payload);
      const wire: Wire = { from: instanceId, topic, payload };
      // Fire and forget: a lost invalidation still expires with the cache's own TTL.
      pub.publish(channel, JSON.stringify(wire)).catch(onError);
    },
    subscribe,
    async close() {
      handlers.clear();
      sub.disconnect();
    },
  };
}
