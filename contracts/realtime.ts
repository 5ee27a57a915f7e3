// The realtime wire protocol (docs/design.md "Realtime wire protocol", docs/product-spec.md §7): one
// websocket, JSON frames `{type, payload}`. Identity comes from the session cookie; the
// `userId` and `metadata` a client puts in a frame are accepted for compatibility and
// ignored.

export const REALTIME_PATH = '/api/realtime';
/** The only channel the product uses (docs/product-spec.md §7). */
export const DEMO_ROOM = 'demo-room';
export const REALTIME_CHANNELS = [DEMO_ROOM] as const;

/** Longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 500;
/** Per user, across all their sockets: at most this many chat messages in any window of CHAT_RATE_WINDOW_MS. */
export const CHAT_RATE_MAX = 8;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** Last messages shown when entering the room (docs/product-spec.md §7). */
/**
 * Every frame a client sends counts (issue 24): per user, a bucket of FRAME_RATE_BURST frames
 * refilled at FRAME_RATE_PER_SECOND. Frames past it are dropped with one chatTooFast error;
 * a client that goes on sending FRAME_FLOOD_CLOSE more is closed with FRAME_FLOOD_CLOSE_CODE.
 */
export const FRAME_RATE_BURST = 60;
export const FRAME_RATE_PER_SECOND = 5;
export const FRAME_FLOOD_CLOSE = 500;
/** RFC 6455 1008 "Policy Violation". */
export const FRAME_FLOOD_CLOSE_CODE = 1008;
/** At most one presence list per channel in this interval; later changes are coalesced. */
export const PRESENCE_COALESCE_MS = 250;
/** A socket with more than this many bytes not yet sent is a slow consumer and is closed. */
export const SOCKET_MAX_BUFFERED_BYTES = 1_000_000;
/** RFC 6455 1013 "Try Again Later": the client reconnects with its usual backoff. */
export const SLOW_CONSUMER_CLOSE_CODE = 1013;
export const CHAT_HISTORY_LIMIT = 20;

// docs/product-spec.md §9: realtime timings.
export const CONNECT_TIMEOUT_MS = 10_000;
export const HEARTBEAT_INTERVAL_MS = 25_000;
export const RECONNECT_CAP_MS = 30_000;
export const RECONNECT_JITTER_MS = 1_000;
/**
 * Close code an instance sends to every socket when it shuts down (RFC 6455 1012 "Service
 * Restart"): the client reconnects at once (through the load balancer, to another
 * instance) and sends again whatever the closing server had not acknowledged.
 */
export const RECONNECT_CLOSE_CODE = 1012;
/** The short, jittered wait before that reconnect, so clients do not arrive all at once. */
export const RESTART_RECONNECT_MAX_MS = 500;

/** 2^attempt seconds, capped at 30 s, plus up to 1 s of random jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(2 ** Math.max(0, attempt) * 1000, RECONNECT_CAP_MS);
  return base + Math.floor(random() * RECONNECT_JITTER_MS);
}

export type PresenceMetadata = { displayName: string };
export type PresenceUser = {
  userId: string;
  metadata: PresenceMetadata;
  joinedAt: string;
  lastSeen: string;
};

export type ChatMessage = {
  channel: string;
  id: string;
  type: 'chat';
  data: { text: string };
  timestamp: string;
  userId: string;
  metadata: PresenceMetadata;
};

export type ClientFrame =
  | {
      type: 'subscribe';
      payload: { channel: string; userId?: string; metadata?: Record<string, unknown> };
    }
  | { type: 'unsubscribe'; payload: { channel: string } }
  | {
      type: 'publish';
      payload: {
        channel: string;
        type: string;
        data: { text?: unknown };
        userId?: string;
        metadata?: Record<string, unknown>;
      };
    }
  | { type: 'ping'; payload?: Record<string, never> };

export type ServerFrame =
  | { type: 'connected'; payload: { socketId: string } }
  | { type: 'subscribed'; payload: { channel: string } }
  | { type: 'unsubscribed'; payload: { channel: string } }
  | { type: 'message'; payload: ChatMessage }
  | { type: 'presence'; payload: { channel: string; data: { users: PresenceUser[] } } }
  | { type: 'published'; payload: { channel: string; messageId: string } }
  | { type: 'pong'; payload: Record<string, never> }
  | { type: 'error'; payload: { channel?: string; error: string } };

export type RecentMessagesResponse = { messages: ChatMessage[] };
