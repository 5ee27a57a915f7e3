import { createRequire } from 'node:module';
import type { ServerFrame } from '../../contracts/realtime.ts';

// A real `ws` client for the realtime tests (ws ships without type declarations here, so
// it is loaded through require and given the small shape the tests use).

type WsSocket = {
  readyState: number;
  send(data: string): void;
  close(): void;
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'open', cb: () => void): void;
  on(event: 'close', cb: (code: number) => void): void;
  on(event: 'error', cb: (error: Error) => void): void;
  on(event: 'unexpected-response', cb: (req: unknown, res: { statusCode: number }) => void): void;
};
type WsCtor = new (url: string, opts: { headers: Record<string, string> }) => WsSocket;

const require = createRequire(import.meta.url);
const WebSocket = require('ws') as WsCtor;

export type TestSocket = {
  frames: ServerFrame[];
  send(type: string, payload?: unknown): void;
  sendRaw(raw: string): void;
  /** Resolves with the first frame (already received or coming) that matches. */
  next<T extends ServerFrame['type']>(
    type: T,
    where?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  /** Called with the close code when the server (or anything else) closes the socket. */
  onClose(cb: (code: number) => void): void;
  close(): Promise<void>;
};

export function openSocket(url: string, headers: Record<string, string>): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    const frames: ServerFrame[] = [];
    const waiters: { test: (f: ServerFrame) => boolean; done: (f: ServerFrame) => void }[] = [];
    const consumed = new Set<ServerFrame>();
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString('utf8')) as ServerFrame;
      frames.push(frame);
      for (const w of [...waiters]) {
        if (!consumed.has(frame) && w.test(frame)) {
          consumed.add(frame);
          waiters.splice(waiters.indexOf(w), 1);
          w.done(frame);
        }
      }
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () => {
      resolve({
        frames,
        send(type, payload = {}) {
          ws.send(JSON.stringify({ type, payload }));
        },
        sendRaw(raw) {
          ws.send(raw);
        },
        next(type, where, timeoutMs = 5000) {
          const test = (f: ServerFrame) =>
            f.type === type && (!where || where(f as Extract<ServerFrame, { type: typeof type }>));
          const ready = frames.find((f) => !consumed.has(f) && test(f));
          if (ready) {
            consumed.add(ready);
            return Promise.resolve(ready as Extract<ServerFrame, { type: typeof type }>);
          }
          return new Promise((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error(`no ${type} frame; got ${JSON.stringify(frames)}`)),
              timeoutMs,
            );
            waiters.push({
              test,
              done: (f) => {
                clearTimeout(timer);
                res(f as Extract<ServerFrame, { type: typeof type }>);
              },
            });
          });
        },
        onClose(cb) {
          ws.on('close', (code) => cb(code));
        },
        close() {
          return new Promise((r) => {
            if (ws.readyState === 3) return r();
            ws.on('close', () => r());
            ws.close();
          });
        },
      });
    });
  });
}

/** Opens a socket expecting the upgrade to be refused; resolves with the HTTP status. */
export function refusedStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
    ws.on('open', () => {
      ws.close();
      reject(new Error('upgrade was accepted'));
    });
    ws.on('error', () => {});
  });
}
