import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer } from '../../test/server.ts';

// better-auth is loaded on the first request that needs it (docs/decisions/0160-lean-server.md):
// anonymous traffic, including requests with cookies that are not a session, never does.
describe('better-auth on first use', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is not loaded by anonymous requests, and is by the first sign-up', async () => {
    expect(server.deps.auth.loaded).toBe(false);
    expect((await server.fetch('/api/health')).status).toBe(200);
    // A cookie that is not better-auth's session (a consent or device cookie).
    const other = await server.fetch('/api/me', { cookie: 'forja_consent=1; forja_device=x' });
    expect(other.status).toBe(401);
    expect((await server.fetch('/api/projects')).status).toBe(401);
    expect(server.deps.auth.loaded).toBe(false);

    const user = await createUser(server, { name: 'Ana Gómez' });
    expect(server.deps.auth.loaded).toBe(true);
    const me = await server.fetch('/api/me', { cookie: user.cookie });
    expect(me.status).toBe(200);
  });

  it('starts loading when the sign-in form asks for the providers', async () => {
    const fresh = await startTestServer();
    try {
      expect(fresh.deps.auth.loaded).toBe(false);
      expect((await fresh.fetch('/api/auth-providers')).status).toBe(200);
      expect(fresh.deps.auth.loaded).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('still reads a session whose cookie sits among others', async () => {
    const user = await createUser(server, { name: 'Íñigo Ruiz' });
    const me = await server.fetch('/api/me', { cookie: `forja_consent=1; ${user.cookie}; x=y` });
    expect(me.status).toBe(200);
    const bad = await server.fetch('/api/me', {
      cookie: 'better-auth.session_token=not-a-signed-token',
    });
    expect(bad.status).toBe(401);
  });
});
