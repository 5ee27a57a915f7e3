import { rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RECONNECT_CLOSE_CODE } from '../../contracts/realtime.ts';
import { createUser, startTestServer, type TestServer } from '../test/server.ts';
import { openSocket } from '../test/ws-client.ts';
import { drainApp } from './shutdown.ts';

// The SIGTERM drain in-process (the services suite does it with real processes and a
// real signal): sockets get the reconnect code, the drain ends when work ends, and a
// request that never finishes cannot hold the process past the bound.

describe('drainApp', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    // A drained app is closed already; closing again is harmless.
    await server?.app.close().catch(() => {});
    server = undefined;
  });

  it('closes websockets with the reconnect code, turns readiness to draining, and resolves drained', async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    const user = await createUser(server);
    const socket = await openSocket(`${server.url}/api/realtime`, {
      cookie: user.cookie,
      origin: server.origin,
    });
    socket.send('subscribe', { channel: 'demo-room' });
    await socket.next('subscribed');
    const closed = new Promise<number>((resolve) => socket.onClose(resolve));

    const draining = drainApp({ app: server.app, deps: server.deps }, 10_000);
    expect(server.deps.lifecycle.draining).toBe(true);
    expect(await closed).toBe(RECONNECT_CLOSE_CODE);
    expect(await draining).toBe('drained');
  });

  it('gives up after the bound when a request never finishes', async () => {
    server = await startTestServer();
    // A request whose body never arrives: the server waits for it forever.
    const port = Number(new URL(server.url).port);
    const stuck = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => stuck.once('connect', () => resolve()));
    stuck.write(
      `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.origin}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"email":`,
    );
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    expect(await drainApp({ app: server.app, deps: server.deps }, 500)).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(5000);
    stuck.destroy();
  });
});

describe('/api/health/ready', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers 200 with the database and a storage round trip, Redis off', async () => {
    server = await startTestServer();
    const res = await server.fetch('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      status: 'ok',
      checks: { database: 'ok', redis: 'off', storage: 'ok' },
    });
  });

  it('answers 503 draining while the process drains, and liveness stays cheap', async () => {
    server = await startTestServer();
    server.deps.lifecycle.draining = true;
    const res = await server.fetch('/api/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'draining' });
    expect((await server.fetch('/api/health')).status).toBe(200);
    server.deps.lifecycle.draining = false;
  });

  it('answers 503 naming storage when the store cannot write', async () => {
    server = await startTestServer();
    // The local store's directory replaced by a plain file: every write fails (ENOTDIR).
    const root = join(server.dataDir, 'storage');
    rmSync(root, { recursive: true, force: true });
    writeFileSync(root, 'no soy un directorio');
    const res = await server.fetch('/api/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'error',
      checks: { database: 'ok', storage: 'error' },
    });
  });
});
