import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createUser, startTestServer, type TestServer } from '../../test/server.ts';

// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).
describe('accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs up, reads /api/me, signs out and signs in again', async () => {
    const user = await createUser(server, { name: 'Lucía Pérez' });
    expect(user.cookie).toMatch(/session_token=/);

    const me = await server.fetch('/api/me', { cookie: user.cookie });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: { email: string; name: string } };
    expect(body.user).toMatchObject({ email: user.email, name: 'Lucía Pérez' });

    const out = await server.fetch('/api/auth/sign-out', {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(out.status).toBe(200);
    const afterOut = await server.fetch('/api/me', { cookie: user.cookie });
    expect(afterOut.status).toBe(401);

    const signIn = await server.fetch('/api/auth/sign-in/email', {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    const me2 = await server.fetch('/api/me', { cookie });
    expect(me2.status).toBe(200);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await server.fetch('/api/auth/sign-up/email', {
      json: { name: 'Ana', email: `ana-${Date.now()}@example.com`, password: 'clave-larga-9' },
    });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('answers 401 in Spanish on /api/me when signed out', async () => {
    const res = await server.fetch('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión' },
    });
  });

  it('answers /api/session with the user, or with null (200) when signed out', async () => {
    const out = await server.fetch('/api/session');
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe('no-store');
    expect(await out.json()).toEqual({ user: null });
    const user = await createUser(server);
    const signedIn = await server.fetch('/api/session', { cookie: user.cookie });
    expect(((await signedIn.json()) as { user: { email: string } }).user.email).toBe(user.email);
    const stale = await server.fetch('/api/session', { cookie: 'better-auth.session_token=x.y' });
    expect(await stale.json()).toEqual({ user: null });
  });

  it('refuses a wrong password and a duplicate email with Spanish messages', async () => {
    const user = await createUser(server);
    const wrong = await server.fetch('/api/auth/sign-in/email', {
      json: { email: user.email, password: 'otra-cosa-123' },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'Correo o contraseña incorrectos.',
    );

    const dup = await server.fetch('/api/auth/sign-up/email', {
      json: { name: 'X', email: user.email, password: 'clave-larga-9' },
    });
    expect(dup.status).toBe(422);
    expect(((await dup.json()) as { error: { message: string } }).error.message).toBe(
      'Ya existe una cuenta con ese correo.',
    );
  });

  it('validates sign-up input with Spanish messages', async () => {
    const short = await server.fetch('/api/auth/sign-up/email', {
      json: { name: 'A', email: 'a@example.com', password: '123' },
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    const badEmail = await server.fetch('/api/auth/sign-up/email', {
      json: { name: 'A', email: 'no-es-correo', password: '12345678' },
    });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { error: { message: string } }).error.message).toBe(
      'Introduce un correo electrónico válido.',
    );
  });
});
