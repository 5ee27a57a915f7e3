import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconnectDelayMs } from '../../../contracts/realtime.ts';
import { createUser, startTestServer, type TestServer } from '../../test/server.ts';
import { openSocket, refusedStatus } from '../../test/ws-client.ts';

// The realtime protocol over a real websocket (ws client against the real server).

describe('realtime', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const wsUrl = () => `${server.url}/api/realtime`;
  const headers = (cookie: string) => ({ cookie, origin: server.origin });

  it('connected → subscribed → presence → publish → message to another socket → pong', async () => {
    const ana = await createUser(server, { name: 'Ana' });
    const bruno = await createUser(server, { name: 'Bruno' });
    const a = await openSocket(wsUrl(), headers(ana.cookie));
    const b = await openSocket(wsUrl(), headers(bruno.cookie));

    const connected = await a.next('connected');
    expect(connected.payload.socketId).toMatch(/[0-9a-f-]{36}/);
    await b.next('connected');

    // The frame's userId and metadata are ignored: identity comes from the session.
    a.send('subscribe', {
      channel: 'demo-room',
      userId: bruno.id,
      metadata: { displayName: 'Falsa' },
    });
    expect((await a.next('subscribed')).payload).toEqual({ channel: 'demo-room' });
    const first = await a.next('presence');
    expect(first.payload.channel).toBe('demo-room');
    expect(first.payload.data.users).toEqual([
      {
        userId: ana.id,
        metadata: { displayName: 'Ana' },
        joinedAt: expect.any(String),
        lastSeen: expect.any(String),
      },
    ]);

    b.send('subscribe', { channel: 'demo-room' });
    await b.next('subscribed');
    const both = await a.next('presence', (p) => p.payload.data.users.length === 2);
    expect(both.payload.data.users.map((u) => u.metadata.displayName).sort()).toEqual([
      'Ana',
      'Bruno',
    ]);

    a.send('publish', {
      channel: 'demo-room',
      type: 'chat',
      data: { text: '  Hola, Bruno  ' },
      userId: bruno.id,
    });
    const published = await a.next('published');
    const received = await b.next('message');
    expect(received.payload).toMatchObject({
      channel: 'demo-room',
      id: published.payload.messageId,
      type: 'chat',
      data: { text: 'Hola, Bruno' },
      userId: ana.id,
      metadata: { displayName: 'Ana' },
    });
    expect(Date.parse(received.payload.timestamp)).not.toBeNaN();
    // The sender's own socket gets the message too (one stream for the whole room).
    expect((await a.next('message')).payload.id).toBe(published.payload.messageId);

    a.send('ping', {});
    await a.next('pong');

    // Persisted: the room's history has it.
    const history = await server.fetch('/api/demo/messages?channel=demo-room', {
      cookie: bruno.cookie,
    });
    const body = (await history.json()) as { messages: { id: string; userId: string }[] };
    expect(body.messages.at(-1)).toMatchObject({ id: published.payload.messageId, userId: ana.id });

    // Leaving updates everyone's presence.
    await b.close();
    const after = await a.next('presence', (p) => p.payload.data.users.length === 1);
    expect(after.payload.data.users[0].userId).toBe(ana.id);

    a.send('unsubscribe', { channel: 'demo-room' });
    expect((await a.next('unsubscribed')).payload).toEqual({ channel: 'demo-room' });
    await a.close();
  });

  it('ignores empty messages and refuses long, unsubscribed, unknown-channel and malformed frames', async () => {
    const user = await createUser(server);
    const s = await openSocket(wsUrl(), headers(user.cookie));
    s.send('publish', { channel: 'demo-room', type: 'chat', data: { text: 'hola' } });
    expect((await s.next('error')).payload).toEqual({
      channel: 'demo-room',
      error: 'Primero tienes que unirte al canal.',
    });
    s.send('subscribe', { channel: 'sala-privada' });
    expect((await s.next('error')).payload.error).toBe('Ese canal no existe.');

    s.send('subscribe', { channel: 'demo-room' });
    await s.next('subscribed');
    s.send('publish', { channel: 'demo-room', type: 'chat', data: { text: '   ' } });
    s.send('publish', { channel: 'demo-room', type: 'chat', data: { text: 'x'.repeat(501) } });
    expect((await s.next('error')).payload.error).toBe(
      'El mensaje no puede superar los 500 caracteres.',
    );
    s.sendRaw('{esto no es json');
    expect((await s.next('error')).payload.error).toBe('Mensaje no válido.');
    s.send('publish', { channel: 'demo-room', type: 'video', data: {} });
    expect((await s.next('error')).payload.error).toBe('Mensaje no válido.');
    s.send('ping');
    await s.next('pong');
    // The empty message produced nothing.
    expect(s.frames.filter((f) => f.type === 'published' || f.type === 'message')).toEqual([]);
    await s.close();
  });

  it('rate-limits chat on one socket', async () => {
    const user = await createUser(server);
    const s = await openSocket(wsUrl(), headers(user.cookie));
    s.send('subscribe', { channel: 'demo-room' });
    await s.next('subscribed');
    for (let i = 0; i < 10; i++)
      s.send('publish', { channel: 'demo-room', type: 'chat', data: { text: `m${i}` } });
    const limited = await s.next('error');
    expect(limited.payload.error).toBe(
      'Estás enviando mensajes demasiado rápido. Espera unos segundos.',
    );
    s.send('ping');
    await s.next('pong');
    expect(s.frames.filter((f) => f.type === 'published')).toHaveLength(8);
    await s.close();
  });

  it('rate-limits chat per user across all their sockets (issue 10)', async () => {
    const user = await createUser(server);
    const sockets = await Promise.all(
      Array.from({ length: 15 }, () => openSocket(wsUrl(), headers(user.cookie))),
    );
    for (const s of sockets) {
      s.send('subscribe', { channel: 'demo-room' });
      await s.next('subscribed');
    }
    // Two each: 30 attempts, and with the subscribes and pings 60 frames, within the user's
    // frame allowance (FRAME_RATE_BURST, issue 24), so only the chat limit decides.
    for (const s of sockets)
      for (let i = 0; i < 2; i++)
        s.send('publish', { channel: 'demo-room', type: 'chat', data: { text: `m${i}` } });
    for (const s of sockets) {
      s.send('ping');
      await s.next('pong');
    }
    const published = sockets.flatMap((s) => s.frames.filter((f) => f.type === 'published'));
    expect(published).toHaveLength(8);
    await Promise.all(sockets.map((s) => s.close()));
  });

  it('refuses the upgrade without a session or from another origin', async () => {
    const user = await createUser(server);
    expect(await refusedStatus(wsUrl(), { origin: server.origin })).toBe(401);
    expect(
      await refusedStatus(wsUrl(), { cookie: user.cookie, origin: 'https://evil.example' }),
    ).toBe(403);
    expect(await refusedStatus(wsUrl(), { cookie: user.cookie })).toBe(403);
    // The https twin of an http base is not ours (issue 10).
    expect(
      await refusedStatus(wsUrl(), {
        cookie: user.cookie,
        origin: server.origin.replace('http:', 'https:'),
      }),
    ).toBe(403);
  });

  it('counts connections and online users in demo-health', async () => {
    const user = await createUser(server);
    const s = await openSocket(wsUrl(), headers(user.cookie));
    s.send('subscribe', { channel: 'demo-room' });
    await s.next('presence');
    const health = (await (await server.fetch('/api/functions/demo-health')).json()) as {
      realtime: { connections: number; online: number };
    };
    expect(health.realtime.connections).toBeGreaterThanOrEqual(1);
    expect(health.realtime.online).toBeGreaterThanOrEqual(1);
    await s.close();
  });
});

describe('reconnectDelayMs', () => {
  it('is 2^attempt seconds capped at 30 s, plus up to 1 s of jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(1000);
    expect(reconnectDelayMs(1, () => 0)).toBe(2000);
    expect(reconnectDelayMs(4, () => 0)).toBe(16_000);
    expect(reconnectDelayMs(5, () => 0)).toBe(30_000);
    expect(reconnectDelayMs(12, () => 0.999)).toBe(30_999);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(8500);
  });
});
