import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeerServer, startTestServer, type TestServer } from '../../test/server.ts';

// Key guessing spread over two instances meets one /files miss limit (issue 10 + 11): the
// counter lives in Redis, not in either process. Runs under `npm run test:services`.
describe('/files miss limit shared through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required: run with npm run test:services');
    const env = {
      REDIS_URL: redisUrl,
      RATE_LIMIT_FILE_MISSES_PER_MINUTE: '6',
      TRUST_PROXY: 'true',
    };
    a = await startTestServer(env);
    b = await startPeerServer(a, env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts misses made on either instance, per client', async () => {
    const [x, y, z] = randomBytes(3);
    const guesser = `10.${x}.${y}.${z}`;
    const guess = (s: TestServer, client: string) =>
      s.fetch(`/files/uploads/${randomBytes(16).toString('hex')}-logo.png`, {
        headers: { 'x-forwarded-for': client },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await guess(i % 2 ? b : a, guesser)).status);
    // Six misses in all (three on each instance), then 429 on both.
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429, 429]);
    const refused = await guess(a, guesser);
    expect(refused.headers.get('retry-after')).toBe('60');
    // Another client is not affected.
    expect((await guess(b, `10.${z}.${y}.${x}`)).status).toBe(404);
  });
});
