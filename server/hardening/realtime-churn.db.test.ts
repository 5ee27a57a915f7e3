import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOW_CONSUMER_CLOSE_CODE } from '../../contracts/realtime.ts';
import { createRealtimeHub, type HubSocket } from '../modules/realtime/hub.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { churnFromOneSocket } from './realtime-churn.test-helpers.ts';

// Issue 24, realtime amplifiers: every frame counts against a per-user allowance, presence
// lists are coalesced per channel, and a socket that does not read is closed.
describe('realtime churn (issue 24)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('10,000 subscribe/unsubscribe pairs from one socket reach other sockets as a few frames', async () => {
    const { presence } = await churnFromOneSocket(server);
    expect(presence.every((n) => n >= 1)).toBe(true);
  }, 60_000);

  it('closes a socket whose unsent frames pass the bound (a slow consumer)', async () => {
    const hub = await createRealtimeHub({
      db: server.deps.db,
      redisPrefix: 'churn-test:',
      log: { warn() {} },
    });
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const closed: number[] = [];
    let sent = 0;
    // A socket whose peer reads nothing: every frame stays buffered.
    const socket: HubSocket = {
      readyState: 1,
      bufferedAmount: 0,
      send(data: string) {
        sent += 1;
        (this as { bufferedAmount: number }).bufferedAmount += data.length * 50_000;
      },
      close(code?: number) {
        closed.push(code ?? 0);
      },
      terminate() {},
      ping() {},
      on(event: string, listener: (...args: unknown[]) => void) {
        listeners.set(event, listener);
        return this;
      },
    } as HubSocket;
    hub.attach(socket, { id: 'lento', name: 'Lento' });
    const frame = (type: string) =>
      listeners.get('message')?.(Buffer.from(JSON.stringify({ type, payload: {} })), false);
    for (let i = 0; i < 10; i++) frame('ping');
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toEqual([SLOW_CONSUMER_CLOSE_CODE]);
    // Nothing more was queued for it once it was over the bound.
    expect(sent).toBeLessThan(3);
    await hub.close();
  });
});
