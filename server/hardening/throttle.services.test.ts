import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

// Scale-out: the per-account sign-in throttle lives in Redis, so guesses spread over two
// instances (and many client addresses) count once. `npm run test:services`.
describe('per-account throttle shared through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required: run with npm run test:services');
    const env = {
      REDIS_URL: redisUrl,
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      AUTH_THROTTLE_BASE_MS: '60000',
      TRUST_PROXY: 'true',
    };
    a = await startTestServer(env);
    b = await startTestServer(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts attempts on one account made on either instance from any address', async () => {
    const email = `objetivo-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await server.fetch('/api/auth/sign-in/email', {
        json: { email, password: 'adivinanza-1' },
        headers: { 'x-forwarded-for': `10.9.${i}.${randomBytes(1)[0]}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
