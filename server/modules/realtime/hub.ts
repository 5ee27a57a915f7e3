import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { messages } from '../../../contracts/messages.ts';
import {
  CHAT_MAX_LENGTH,
  CHAT_RATE_MAX,
  CHAT_RATE_WINDOW_MS,
  type ChatMessage,
  FRAME_FLOOD_CLOSE,
  FRAME_FLOOD_CLOSE_CODE,
  FRAME_RATE_BURST,
  FRAME_RATE_PER_SECOND,
  PRESENCE_COALESCE_MS,
  type PresenceUser,
  REALTIME_CHANNELS,
  RECONNECT_CLOSE_CODE,
  type ServerFrame,
  SLOW_CONSUMER_CLOSE_CODE,
  SOCKET_MAX_BUFFERED_BYTES,
} from '../../../contracts/realtime.ts';
import type { Db } from '../../db/types.ts';
import { subscriberOf } from '../../lib/redis.ts';
import * as repo from './repo.ts';

// The realtime hub: websockets, channel subscriptions, presence and chat (docs/design.md "Realtime
// wire protocol"). Each instance holds its own sockets; what must reach every instance
// (messages, presence changes) goes through a fan-out: in-process by default, Redis pub/sub
// when REDIS_URL is set, with presence kept in a Redis hash so every instance sees the
// same room.

/** The part of a `ws` WebSocket the hub uses. */
export type HubSocket = {
  readonly readyState: number;
  /** Bytes queued by send() and not yet written to the network. */
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(
    event: 'message',
    listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void,
  ): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'pong', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
};

export type HubUser = { id: string; name: string };

type Client = {
  socketId: string;
  user: HubUser;
  socket: HubSocket;
  channels: Set<string>;
  alive: boolean;
  /** The frames of this socket, handled one after the other. */
  queue: Promise<void>;
  /** Closed by the hub (slow consumer, flood): nothing more is sent or handled. */
  dropped: boolean;
};

/** A user's frame allowance on this instance (token bucket), shared by their sockets. */
type FrameBucket = { tokens: number; at: number; dropped: number };

type HubEvent =
  | { kind: 'message'; channel: string; message: ChatMessage }
  | { kind: 'presence'; channel: string };

type PresenceEntry = PresenceUser;

interface Fanout {
  readonly mode: 'memory' | 'redis';
  publish(event: HubEvent): Promise<void>;
  join(channel: string, key: string, entry: PresenceEntry): Promise<void>;
  leave(channel: string, key: string): Promise<void>;
  touch(channel: string, key: string, at: string): Promise<void>;
  list(channel: string): Promise<PresenceEntry[]>;
  /**
   * The chat rate limit, per user across all their sockets (and instances): true when one
   * more message fits in the sliding window. Issue 10: per socket, 15 sockets of one user
   * sent 120 messages in 2 s.
   */
  takeChatSlot(userId: string, now: number): Promise<boolean>;
  close(): Promise<void>;
}

const OPEN = 1;
/** A presence entry not refreshed for this long belongs to a dead instance. */
const PRESENCE_TTL_MS = 90_000;
/** Sockets that do not answer a protocol ping within one interval are dropped. */
const SWEEP_INTERVAL_MS = 30_000;

function memoryFanout(deliver: (event: HubEvent) => void): Fanout {
  const rooms = new Map<string, Map<string, PresenceEntry>>();
  const sentAt = new Map<string, number[]>();
  const room = (channel: string) => {
    let r = rooms.get(channel);
    if (!r) {
      r = new Map();
      rooms.set(channel, r);
    }
    return r;
  };
  return {
    mode: 'memory',
    async publish(event) {
      deliver(event);
    },
    async join(channel, key, entry) {
      room(channel).set(key, entry);
    },
    async leave(channel, key) {
      room(channel).delete(key);
    },
    async touch(channel, key, at) {
      const entry = room(channel).get(key);
      if (entry) entry.lastSeen = at;
    },
    async list(channel) {
      return [...room(channel).values()];
    },
    async takeChatSlot(userId, now) {
      const recent = (sentAt.get(userId) ?? []).filter((t) => now - t < CHAT_RATE_WINDOW_MS);
      if (recent.length >= CHAT_RATE_MAX) {
        sentAt.set(userId, recent);
        return false;
      }
      recent.push(now);
      sentAt.set(userId, recent);
      // Forget idle users so the map does not grow with every visitor.
      if (sentAt.size > 10_000) {
        for (const [id, times] of sentAt)
          if (times.every((t) => now - t >= CHAT_RATE_WINDOW_MS)) sentAt.delete(id);
      }
      return true;
    },
    async close() {},
  };
}

async function redisFanout(
  pub: Redis,
  prefix: string,
  deliver: (event: HubEvent) => void,
  onError: (error: unknown) => void,
): Promise<Fanout> {
  // Writes go through the app's connection; subscribing takes a duplicate of it.
  const sub = subscriberOf(pub, onError);
  const eventsChannel = `${prefix}events`;
  const presenceKey = (channel: string) => `${prefix}presence:${channel}`;
  sub.on('message', (ch: string, raw: string) => {
    if (ch !== eventsChannel) return;
    try {
      deliver(JSON.parse(raw) as HubEvent);
    } catch (error) {
      onError(error);
    }
  });
  await sub.subscribe(eventsChannel);
  return {
    mode: 'redis',
    async publish(event) {
      await pub.publish(eventsChannel, JSON.stringify(event));
    },
    async join(channel, key, entry) {
      await pub.hset(presenceKey(channel), key, JSON.stringify(entry));
    },
    async leave(channel, key) {
      await pub.hdel(presenceKey(channel), key);
    },
    async takeChatSlot(userId, now) {
      // A sliding window in a sorted set shared by every instance.
      const key = `${prefix}chat-rate:${userId}`;
      const member = `${now}:${randomUUID()}`;
      const result = await pub
        .multi()
        .zremrangebyscore(key, 0, now - CHAT_RATE_WINDOW_MS)
        .zadd(key, now, member)
        .zcard(key)
        .pexpire(key, CHAT_RATE_WINDOW_MS)
        .exec();
      const count = Number(result?.[2]?.[1] ?? 0);
      if (count > CHAT_RATE_MAX) {
        await pub.zrem(key, member);
        return false;
      }
      return true;
    },
    async touch(channel, key, at) {
      const raw = await pub.hget(presenceKey(channel), key);
      if (!raw) return;
      const entry = JSON.parse(raw) as PresenceEntry;
      entry.lastSeen = at;
      await pub.hset(presenceKey(channel), key, JSON.stringify(entry));
    },
    async list(channel) {
      const all = await pub.hgetall(presenceKey(channel));
      const now = Date.now();
      const live: PresenceEntry[] = [];
      const stale: string[] = [];
      for (const [key, raw] of Object.entries(all)) {
        try {
          const entry = JSON.parse(raw) as PresenceEntry;
          if (now - Date.parse(entry.lastSeen) > PRESENCE_TTL_MS) stale.push(key);
          else live.push(entry);
        } catch {
          stale.push(key);
        }
      }
      if (stale.length > 0) await pub.hdel(presenceKey(channel), ...stale);
      return live;
    },
    async close() {
      sub.disconnect();
    },
  };
}

/** One entry per person: a user with two tabs open is online once. */
function mergePresence(entries: PresenceEntry[]): PresenceUser[] {
  const byUser = new Map<string, PresenceUser>();
  for (const e of entries) {
    const seen = byUser.get(e.userId);
    if (!seen) {
      byUser.set(e.userId, { ...e, metadata: { ...e.metadata } });
      continue;
    }
    if (e.joinedAt < seen.joinedAt) seen.joinedAt = e.joinedAt;
    if (e.lastSeen > seen.lastSeen) seen.lastSeen = e.lastSeen;
  }
  return [...byUser.values()].sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
}

export type RealtimeHub = {
  readonly mode: 'memory' | 'redis';
  readonly instanceId: string;
  attach(socket: HubSocket, user: HubUser): void;
  connections(): number;
  online(channel: string): Promise<number>;
  /**
   * Shutdown: frames already received are handled (and acknowledged), later ones are
   * dropped unanswered, then every socket is closed with RECONNECT_CLOSE_CODE so its client
   * reconnects elsewhere and resends what was not acknowledged.
   */
  drain(): Promise<void>;
  close(): Promise<void>;
};

export type HubOptions = {
  db: Db;
  /** The app's Redis connection (server/lib/redis.ts); without it, one instance's rooms. */
  redis?: Redis;
  /** Instances sharing a database share rooms; the prefix keeps deployments apart. */
  redisPrefix: string;
  log: { warn(obj: unknown, msg?: string): void };
};

export async function createRealtimeHub(opts: HubOptions): Promise<RealtimeHub> {
  const instanceId = randomUUID();
  const clients = new Map<string, Client>();
  let draining = false;
  const allowed = new Set<string>(REALTIME_CHANNELS);

  const buckets = new Map<string, FrameBucket>();

  const send = (client: Client, frame: ServerFrame) => {
    if (client.dropped || client.socket.readyState !== OPEN) return;
    // A consumer that does not read its frames is dropped rather than queued for without
    // bound (issue 24: 190 MB were queued for 15 sockets).
    if (client.socket.bufferedAmount > SOCKET_MAX_BUFFERED_BYTES) {
      drop(client, SLOW_CONSUMER_CLOSE_CODE, 'slow consumer');
      return;
    }
    client.socket.send(JSON.stringify(frame));
  };

  /** Closes a socket the hub gives up on; its 'close' event leaves its channels. */
  const drop = (client: Client, code: number, reason: string) => {
    client.dropped = true;
    clients.delete(client.socketId);
    client.socket.close(code, reason);
  };

  /** True when the user may send one more frame; every frame type counts. */
  const takeFrame = (client: Client, now: number): boolean => {
    let bucket = buckets.get(client.user.id);
    if (!bucket) {
      bucket = { tokens: FRAME_RATE_BURST, at: now, dropped: 0 };
      buckets.set(client.user.id, bucket);
      if (buckets.size > 10_000) {
        for (const [id, b] of buckets) if (b.tokens >= FRAME_RATE_BURST - 1) buckets.delete(id);
      }
    }
    bucket.tokens = Math.min(
      FRAME_RATE_BURST,
      bucket.tokens + ((now - bucket.at) / 1000) * FRAME_RATE_PER_SECOND,
    );
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      bucket.dropped = 0;
      return true;
    }
    bucket.dropped += 1;
    if (bucket.dropped === 1)
      send(client, { type: 'error', payload: { error: messages.demoFlow.chatTooFast } });
    if (bucket.dropped >= FRAME_FLOOD_CLOSE)
      drop(client, FRAME_FLOOD_CLOSE_CODE, 'too many frames');
    return false;
  };

  // Presence lists are coalesced per channel: the first change is sent at once, later ones
  // within PRESENCE_COALESCE_MS become one list at the end of the interval.
  const presenceSentAt = new Map<string, number>();
  const presencePending = new Map<string, ReturnType<typeof setTimeout>>();
  const schedulePresence = (channel: string) => {
    if (presencePending.has(channel)) return;
    const wait = (presenceSentAt.get(channel) ?? 0) + PRESENCE_COALESCE_MS - Date.now();
    if (wait <= 0) {
      broadcastPresence(channel);
      return;
    }
    const timer = setTimeout(() => {
      presencePending.delete(channel);
      broadcastPresence(channel);
    }, wait);
    timer.unref();
    presencePending.set(channel, timer);
  };
  const localSubscribers = (channel: string) =>
    [...clients.values()].filter((c) => c.channels.has(channel));

  const deliver = (event: HubEvent) => {
    if (event.kind === 'message') {
      const frame: ServerFrame = { type: 'message', payload: event.message };
      for (const c of localSubscribers(event.channel)) send(c, frame);
      return;
    }
    schedulePresence(event.channel);
  };

  function broadcastPresence(channel: string) {
    if (localSubscribers(channel).length === 0) return;
    presenceSentAt.set(channel, Date.now());
    void fanout
      .list(channel)
      .then((entries) => {
        const frame: ServerFrame = {
          type: 'presence',
          payload: { channel, data: { users: mergePresence(entries) } },
        };
        // Those subscribed when the list is read: a socket that left in between is skipped.
        for (const c of localSubscribers(channel)) send(c, frame);
      })
      .catch((error) => opts.log.warn({ err: error }, 'realtime presence failed'));
  }

  const fanout: Fanout = opts.redis
    ? await redisFanout(opts.redis, opts.redisPrefix, deliver, (error) =>
        opts.log.warn({ err: error }, 'realtime redis error'),
      )
    : memoryFanout(deliver);

  const presenceKey = (client: Client) => `${instanceId}:${client.socketId}`;

  async function subscribe(client: Client, channel: string) {
    if (!allowed.has(channel)) {
      send(client, {
        type: 'error',
        payload: { channel, error: messages.demoFlow.channelNotAllowed },
      });
      return;
    }
    if (!client.channels.has(channel)) {
      client.channels.add(channel);
      const now = new Date().toISOString();
      await fanout.join(channel, presenceKey(client), {
        userId: client.user.id,
        metadata: { displayName: client.user.name },
        joinedAt: now,
        lastSeen: now,
      });
    }
    send(client, { type: 'subscribed', payload: { channel } });
    await fanout.publish({ kind: 'presence', channel });
  }

  async function unsubscribe(client: Client, channel: string, notify = true) {
    if (!client.channels.delete(channel)) {
      if (notify) send(client, { type: 'unsubscribed', payload: { channel } });
      return;
    }
    await fanout.leave(channel, presenceKey(client));
    if (notify) send(client, { type: 'unsubscribed', payload: { channel } });
    await fanout.publish({ kind: 'presence', channel });
  }

  async function publish(client: Client, payload: Record<string, unknown>) {
    const channel = typeof payload.channel === 'string' ? payload.channel : '';
    if (!client.channels.has(channel)) {
      send(client, { type: 'error', payload: { channel, error: messages.demoFlow.notSubscribed } });
      return;
    }
    const data = payload.data as { text?: unknown } | undefined;
    if (payload.type !== 'chat' || typeof data !== 'object' || data === null) {
      send(client, {
        type: 'error',
        payload: { channel, error: messages.demoFlow.chatInvalidFrame },
      });
      return;
    }
    const text = typeof data.text === 'string' ? data.text.trim() : '';
    // docs/product-spec.md §5: an empty chat message is ignored.
    if (!text) return;
    if (text.length > CHAT_MAX_LENGTH) {
      send(client, { type: 'error', payload: { channel, error: messages.demoFlow.chatTooLong } });
      return;
    }
    const now = Date.now();
    if (!(await fanout.takeChatSlot(client.user.id, now))) {
      send(client, { type: 'error', payload: { channel, error: messages.demoFlow.chatTooFast } });
      return;
    }
    const message: ChatMessage = {
      channel,
      id: randomUUID(),
      type: 'chat',
      data: { text },
      timestamp: new Date(now).toISOString(),
      userId: client.user.id,
      metadata: { displayName: client.user.name },
    };
    await repo.insertMessage(opts.db, message);
    await fanout.publish({ kind: 'message', channel, message });
    send(client, { type: 'published', payload: { channel, messageId: message.id } });
  }

  async function handleFrame(client: Client, raw: string) {
    let frame: { type?: unknown; payload?: unknown };
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      send(client, { type: 'error', payload: { error: messages.demoFlow.chatInvalidFrame } });
      return;
    }
    const payload =
      typeof frame?.payload === 'object' && frame.payload !== null
        ? (frame.payload as Record<string, unknown>)
        : {};
    const channel = typeof payload.channel === 'string' ? payload.channel : '';
    switch (frame?.type) {
      case 'ping': {
        client.alive = true;
        send(client, { type: 'pong', payload: {} });
        const at = new Date().toISOString();
        for (const ch of client.channels) await fanout.touch(ch, presenceKey(client), at);
        return;
      }
      case 'subscribe':
        return subscribe(client, channel);
      case 'unsubscribe':
        return unsubscribe(client, channel);
      case 'publish':
        return publish(client, payload);
      default:
        send(client, { type: 'error', payload: { error: messages.demoFlow.chatInvalidFrame } });
    }
  }

  const sweep = setInterval(() => {
    for (const client of clients.values()) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      try {
        client.socket.ping();
      } catch {
        // closing already
      }
    }
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    mode: fanout.mode,
    instanceId,
    attach(socket, user) {
      if (draining) {
        socket.close(RECONNECT_CLOSE_CODE, 'server restarting');
        return;
      }
      const client: Client = {
        socketId: randomUUID(),
        user,
        socket,
        channels: new Set(),
        alive: true,
        queue: Promise.resolve(),
        dropped: false,
      };
      clients.set(client.socketId, client);
      socket.on('message', (data, isBinary) => {
        // Not handled, so not acknowledged: the client sends it again after reconnecting.
        if (draining || client.dropped) return;
        if (!takeFrame(client, Date.now())) return;
        if (isBinary) {
          send(client, { type: 'error', payload: { error: messages.demoFlow.chatInvalidFrame } });
          return;
        }
        const raw = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
        client.queue = client.queue
          .then(() => handleFrame(client, raw))
          .catch((error) => {
            opts.log.warn({ err: error }, 'realtime frame failed');
            send(client, { type: 'error', payload: { error: messages.errors.internal } });
          });
      });
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clients.delete(client.socketId);
        client.queue = client.queue.then(async () => {
          for (const channel of [...client.channels]) {
            await unsubscribe(client, channel, false).catch((error) =>
              opts.log.warn({ err: error }, 'realtime cleanup failed'),
            );
          }
        });
      });
      send(client, { type: 'connected', payload: { socketId: client.socketId } });
    },
    connections: () => clients.size,
    async online(channel) {
      return mergePresence(await fanout.list(channel)).length;
    },
    async drain() {
      draining = true;
      const open = [...clients.values()];
      await Promise.all(open.map((c) => c.queue));
      for (const client of open) client.socket.close(RECONNECT_CLOSE_CODE, 'server restarting');
    },
    async close() {
      draining = true;
      clearInterval(sweep);
      for (const timer of presencePending.values()) clearTimeout(timer);
      presencePending.clear();
      for (const client of clients.values()) {
        for (const channel of client.channels)
          await fanout.leave(channel, presenceKey(client)).catch(() => {});
        client.socket.close(RECONNECT_CLOSE_CODE, 'server restarting');
      }
      clients.clear();
      await fanout.close();
    },
  };
}
