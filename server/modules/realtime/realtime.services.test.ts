import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churnFromOneSocket } from '../../hardening/realtime-churn.test-helpers.ts';
import { createUser, startTestServer, type TestServer } from '../../test/server.ts';
import { openSocket } from '../../test/ws-client.ts';

// Scale-out: two instances on one database and one Redis share the room: a message sent
// through one reaches a socket on the other, and presence lists people on both.
// Runs under `npm run test:services` (real Redis at TEST_REDIS_URL).
describe('realtime across two instances through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required: run with npm run test:services');
    const secret = randomBytes(24).toString('hex');
    a = await startTestServer({
      REDIS_URL: redisUrl,
      AUTH_SECRET: secret,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    });
    // Same database (and so the same sessions and the same room), another process state.
    const shared: Record<string, string> = a.config.DATABASE_URL
      ? { DATABASE_URL: a.config.DATABASE_URL, DATABASE_SCHEMA: a.config.DATABASE_SCHEMA ?? '' }
      : { DATA_DIR: a.dataDir };
    b = await startTestServer({ REDIS_URL: redisUrl, AUTH_SECRET: secret, ...shared });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message published on one instance to a socket on the other', async () => {
    const ana = await createUser(a, { name: 'Ana' });
    const bruno = await createUser(a, { name: 'Bruno' });
    const onA = await openSocket(`${a.url}/api/realtime`, { cookie: ana.cookie, origin: a.origin });
    const onB = await openSocket(`${b.url}/api/realtime`, {
      cookie: bruno.cookie,
      origin: b.origin,
    });

    onA.send('subscribe', { channel: 'demo-room' });
    await onA.next('subscribed');
    onB.send('subscribe', { channel: 'demo-room' });
    await onB.next('subscribed');

    // Presence is the room's, not the instance's.
    const seenOnA = await onA.next('presence', (p) => p.payload.data.users.length === 2);
    expect(seenOnA.payload.data.users.map((u) => u.metadata.displayName).sort()).toEqual([
      'Ana',
      'Bruno',
    ]);

    onB.send('publish', { channel: 'demo-room', type: 'chat', data: { text: 'Hola desde B' } });
    const published = await onB.next('published');
    const got = await onA.next('message');
    expect(got.payload).toMatchObject({
      id: published.payload.messageId,
      data: { text: 'Hola desde B' },
      userId: bruno.id,
      metadata: { displayName: 'Bruno' },
    });
    // Delivered once, not once per instance.
    onA.send('ping');
    await onA.next('pong');
    expect(onA.frames.filter((f) => f.type === 'message')).toHaveLength(1);

    const health = (await (await a.fetch('/api/functions/demo-health')).json()) as {
      realtime: { mode: string; online: number };
    };
    expect(health.realtime).toMatchObject({ mode: 'redis', online: 2 });

    await onB.close();
    const left = await onA.next('presence', (p) => p.payload.data.users.length === 1);
    expect(left.payload.data.users[0].userId).toBe(ana.id);
    await onA.close();
  });

  it('keeps a subscribe/unsubscribe flood on one instance from flooding sockets on the other (issue 24)', async () => {
    const { presence } = await churnFromOneSocket(a, b);
    expect(presence.every((n) => n >= 1)).toBe(true);
  }, 60_000);
});
