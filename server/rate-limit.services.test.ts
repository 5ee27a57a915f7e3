import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeerServer, startTestServer, type TestServer } from './test/server.ts';

// Scale-out: two instances share one Redis, so a client's auth attempts count once across
// both. Runs under `npm run test:services` (real Redis at TEST_REDIS_URL).
describe('auth rate limit shared through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required: run with npm run test:services');
    // A per-run client address keeps counters of earlier runs out of the way.
    a = await startTestServer({
      REDIS_URL: redisUrl,
      RATE_LIMIT_AUTH_PER_MINUTE: '4',
      TRUST_PROXY: 'true',
    });
    // The same deployment: counters are kept per database schema, so B shares A's.
    b = await startPeerServer(a, {
      REDIS_URL: redisUrl,
      RATE_LIMIT_AUTH_PER_MINUTE: '4',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts attempts made on either instance', async () => {
    const [x, y, z] = randomBytes(3);
    const client = `10.${x}.${y}.${z}`;
    const attempt = (s: TestServer) =>
      s.fetch('/api/auth/sign-in/email', {
        // A new account each time: the per-client limit, not the per-account throttle.
        json: {
          email: `nadie-${randomBytes(4).toString('hex')}@example.com`,
          password: 'no-importa-1',
        },
        headers: { 'x-forwarded-for': client },
      });
    const statuses: number[] = [];
    for (const s of [a, b, a, b, a, b]) statuses.push((await attempt(s)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
