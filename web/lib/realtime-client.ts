import {
  type ChatMessage,
  CONNECT_TIMEOUT_MS,
  HEARTBEAT_INTERVAL_MS,
  type PresenceUser,
  REALTIME_PATH,
  RECONNECT_CLOSE_CODE,
  RESTART_RECONNECT_MAX_MS,
  reconnectDelayMs,
  type ServerFrame,
} from '../../contracts/realtime.ts';

// One channel over the realtime websocket (docs/product-spec.md §§4, 7, 9). States: disconnected
// → connecting → connected → subscribed. Connect timeout 10 s; heartbeat ping every 25 s;
// on close the subscribed flag is cleared, messages waiting to be sent are rejected, and
// if it was subscribed or a subscription was pending it reconnects after 2^attempt s
// (capped at 30 s) plus up to 1 s of jitter. A close with RECONNECT_CLOSE_CODE is an
// instance shutting down cleanly: the client reconnects within half a second (the load
// balancer picks another instance) and sends again, in order, every message the closing
// server had not acknowledged; the server handles every frame it received before closing,
// so nothing is sent twice and nothing acknowledged is lost.

export type RealtimeStatus = 'disconnected' | 'connecting' | 'connected' | 'subscribed';

export type ChannelHandlers = {
  onStatus?: (status: RealtimeStatus) => void;
  onMessage?: (message: ChatMessage) => void;
  onPresence?: (users: PresenceUser[]) => void;
  /** A Spanish error from the server (too long, too fast…) or the connection. */
  onError?: (error: string) => void;
};

type Pending = { resolve: (id: string) => void; reject: (error: Error) => void };

export class RealtimeClosedError extends Error {}

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

export class RealtimeChannel {
  readonly channel: string;
  private readonly url: string;
  private readonly handlers: ChannelHandlers;
  private socket: WebSocket | null = null;
  private status: RealtimeStatus = 'disconnected';
  private wantSubscription = false;
  private closedByUs = false;
  private attempt = 0;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  /** Texts waiting for the subscription before they can be sent. */
  private queued: { text: string; pending: Pending }[] = [];
  /** Sent, waiting for the server's `published` (answered in order). */
  private inFlight: { text: string; pending: Pending }[] = [];
  private pings: ((ms: number) => void)[] = [];
  private pingStarted: number[] = [];

  constructor(channel: string, handlers: ChannelHandlers = {}, url = realtimeUrl()) {
    this.channel = channel;
    this.handlers = handlers;
    this.url = url;
  }

  get state(): RealtimeStatus {
    return this.status;
  }

  /** Connects (if needed) and joins the channel. */
  subscribe(): void {
    this.wantSubscription = true;
    this.closedByUs = false;
    if (!this.socket) this.connect();
    else if (this.status === 'connected') this.sendFrame('subscribe', { channel: this.channel });
  }

  /** Sends a chat text; resolves with its id once the server has published it. */
  publish(text: string): Promise<string> {
    const trimmed = text.trim();
    // docs/product-spec.md §5: an empty chat message is ignored.
    if (!trimmed) return Promise.resolve('');
    return new Promise((resolve, reject) => {
      const pending = { resolve, reject };
      if (this.status === 'subscribed') this.sendPublish(trimmed, pending);
      else this.queued.push({ text: trimmed, pending });
    });
  }

  /** Round-trip time of one ping, in milliseconds. */
  ping(): Promise<number> {
    return new Promise((resolve, reject) => {
      if (!this.socket || this.socket.readyState !== WebSocket.OPEN) {
        reject(new RealtimeClosedError('connection closed'));
        return;
      }
      this.pings.push(resolve);
      this.pingStarted.push(performance.now());
      this.sendFrame('ping', {});
    });
  }

  close(): void {
    this.closedByUs = true;
    this.wantSubscription = false;
    clearTimeout(this.reconnectTimer);
    if (this.socket?.readyState === WebSocket.OPEN && this.status === 'subscribed')
      this.sendFrame('unsubscribe', { channel: this.channel });
    this.socket?.close(1000);
    this.teardown();
  }

  private setStatus(status: RealtimeStatus) {
    if (this.status === status) return;
    this.status = status;
    this.handlers.onStatus?.(status);
  }

  private connect() {
    clearTimeout(this.reconnectTimer);
    this.setStatus('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.handlers.onError?.('failed to create instance');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.connectTimer = setTimeout(() => {
      if (socket.readyState !== WebSocket.OPEN) {
        this.handlers.onError?.('connection timeout');
        socket.close();
        // Some browsers never fire close for a socket still connecting.
        this.onClose(socket);
      }
    }, CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(this.connectTimer);
      this.attempt = 0;
      this.setStatus('connected');
      this.heartbeat = setInterval(() => this.sendFrame('ping', {}), HEARTBEAT_INTERVAL_MS);
      if (this.wantSubscription) this.sendFrame('subscribe', { channel: this.channel });
    };
    socket.onmessage = (event) => this.onFrame(event.data);
    socket.onclose = (event) => this.onClose(socket, event.code);
    socket.onerror = () => {
      // A close event follows; the error itself carries nothing useful.
    };
  }

  private onFrame(raw: unknown) {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(raw)) as ServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'subscribed':
        if (frame.payload.channel !== this.channel) return;
        this.setStatus('subscribed');
        for (const { text, pending } of this.queued.splice(0)) this.sendPublish(text, pending);
        return;
      case 'unsubscribed':
        if (frame.payload.channel === this.channel && this.status === 'subscribed')
          this.setStatus('connected');
        return;
      case 'message':
        if (frame.payload.channel === this.channel) this.handlers.onMessage?.(frame.payload);
        return;
      case 'presence':
        if (frame.payload.channel === this.channel)
          this.handlers.onPresence?.(frame.payload.data.users);
        return;
      case 'published':
        this.inFlight.shift()?.pending.resolve(frame.payload.messageId);
        return;
      case 'pong': {
        const started = this.pingStarted.shift();
        const done = this.pings.shift();
        if (done && started !== undefined) done(performance.now() - started);
        return;
      }
      case 'error': {
        // An error about a publish answers the oldest one waiting.
        const pending = this.inFlight.shift()?.pending;
        if (pending) pending.reject(new Error(frame.payload.error));
        else this.handlers.onError?.(frame.payload.error);
        return;
      }
      default:
    }
  }

  private onClose(socket: WebSocket, code?: number) {
    if (this.socket !== socket) return;
    if (code === RECONNECT_CLOSE_CODE && !this.closedByUs) {
      // Unacknowledged sends go back to the front of the queue, in their order.
      this.queued.unshift(...this.inFlight.splice(0));
      this.teardown(true);
      this.wantSubscription = true;
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = setTimeout(
        () => {
          if (!this.closedByUs) this.connect();
        },
        Math.floor(Math.random() * RESTART_RECONNECT_MAX_MS),
      );
      return;
    }
    const shouldReconnect =
      !this.closedByUs && (this.status === 'subscribed' || this.wantSubscription);
    this.teardown();
    if (shouldReconnect) {
      this.handlers.onError?.('connection closed');
      this.scheduleReconnect();
    }
  }

  /** Clears the connection's state; whatever was waiting is rejected unless `keepQueued`. */
  private teardown(keepQueued = false) {
    clearTimeout(this.connectTimer);
    clearInterval(this.heartbeat);
    this.socket = null;
    const error = new RealtimeClosedError('queued messages rejected on close');
    if (!keepQueued) {
      for (const { pending } of this.queued.splice(0)) pending.reject(error);
      for (const { pending } of this.inFlight.splice(0)) pending.reject(error);
    }
    this.pings.splice(0);
    this.pingStarted.splice(0);
    this.setStatus('disconnected');
  }

  private scheduleReconnect() {
    clearTimeout(this.reconnectTimer);
    const delay = reconnectDelayMs(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      if (!this.closedByUs) this.connect();
    }, delay);
  }

  private sendPublish(text: string, pending: Pending) {
    this.inFlight.push({ text, pending });
    this.sendFrame('publish', { channel: this.channel, type: 'chat', data: { text } });
  }

  private sendFrame(type: string, payload: unknown) {
    if (this.socket?.readyState === WebSocket.OPEN)
      this.socket.send(JSON.stringify({ type, payload }));
  }
}
