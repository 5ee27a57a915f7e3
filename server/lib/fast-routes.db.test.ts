import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server.ts';

// The liveness probe answered in front of Fastify (server/lib/fast-routes.ts) must be the
// same answer as Fastify's route (which a query string reaches): same status, headers, body.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every header but the date, lower-cased names, sorted. */
const headersOf = (res: Response) =>
  [...res.headers.entries()].filter(([name]) => name !== 'date').sort();

describe('GET /api/health before Fastify', () => {
  it('answers as the Fastify route does, byte for byte', async () => {
    const fast = await fetch(`${server.url}/api/health`);
    const routed = await fetch(`${server.url}/api/health?desde=prueba`);
    expect(fast.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(headersOf(fast)).toEqual(headersOf(routed));
    expect(await fast.text()).toBe(await routed.text());
    expect(fast.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('while draining, the probe goes through Fastify and still answers', async () => {
    server.deps.lifecycle.draining = true;
    try {
      const draining = await fetch(`${server.url}/api/health`);
      expect(draining.status).toBe(200);
      expect(await draining.json()).toMatchObject({ status: 'ok' });
    } finally {
      server.deps.lifecycle.draining = false;
    }
  });
});
