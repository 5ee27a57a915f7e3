import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delayAfter } from '../modules/auth/throttle.ts';
import { cookieFrom, createUser, startTestServer, type TestServer } from '../test/server.ts';

// Issue 10, "Input and accounts": each finding of the red-team pass as a request that
// would have caught it. SQLite (npm test) and PostgreSQL (test:services).

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe('account input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('update-user refuses a null name and a name over 80 characters, keeps a good one', async () => {
    const user = await createUser(server, { name: 'Marta' });
    const nullName = await server.fetch('/api/auth/update-user', {
      cookie: user.cookie,
      json: { name: null },
    });
    expect(nullName.status).toBe(400);
    expect((await errorOf(nullName)).message).toBe('Escribe tu nombre.');
    const long = await server.fetch('/api/auth/update-user', {
      cookie: user.cookie,
      json: { name: 'x'.repeat(100_000) },
    });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe('El nombre no puede superar los 80 caracteres.');
    const ok = await server.fetch('/api/auth/update-user', {
      cookie: user.cookie,
      json: { name: 'Marta Ruiz' },
    });
    expect(ok.status).toBe(200);
    const me = (await (await server.fetch('/api/me', { cookie: user.cookie })).json()) as {
      user: { name: string };
    };
    expect(me.user.name).toBe('Marta Ruiz');
  });

  it('update-user stores only https: or /files image URLs, and refuses the rest in Spanish (issue 24)', async () => {
    const user = await createUser(server, { name: 'Iris' });
    for (const image of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      '//evil.example/a.png',
      'http://evil.example/a.png', // http: only in development; tests run as "test"
      'ftp://example.com/a.png',
      '/api/me',
      'https://',
    ]) {
      const res = await server.fetch('/api/auth/update-user', {
        cookie: user.cookie,
        json: { image },
      });
      expect({ image, status: res.status }).toEqual({ image, status: 400 });
      expect((await errorOf(res)).message).toBe(
        'La imagen tiene que ser una dirección https:// o un archivo subido a Forja (/files/…).',
      );
    }
    for (const image of ['https://example.com/yo.png', '/files/uploads/1-yo.png', null]) {
      const res = await server.fetch('/api/auth/update-user', {
        cookie: user.cookie,
        json: { image },
      });
      expect({ image, status: res.status }).toEqual({ image, status: 200 });
    }
  });

  it.each([
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/update-user',
    '/api/auth/sign-out',
    '/api/auth/anything',
    '/api/projects',
  ])('answers 400 in Spanish to arrays nested 5,000 deep on %s', async (path) => {
    const user = await createUser(server);
    const res = await server.fetch(path, {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: `{"name":${deepArray(5000)}}`,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'JSON_TOO_DEEP',
      message: 'El cuerpo de la petición tiene demasiados niveles anidados.',
    });
  });

  it('still refuses prototype keys and parses ordinary JSON', async () => {
    const proto = await server.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
    });
    expect(proto.status).toBe(400);
    const brackets = await server.fetch('/api/auth/sign-in/email', {
      json: { email: 'a@example.com', password: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' },
    });
    // Brackets inside a string are text, not nesting.
    expect(brackets.status).toBe(401);
  });

  it.each([
    ['12345678'],
    ['        '],
    ['password'],
    ['Password123'],
    ['aaaaaaaaaa'],
    ['contraseña'],
  ])('refuses the weak password %j at sign-up with a Spanish message', async (password) => {
    const res = await server.fetch('/api/auth/sign-up/email', {
      json: { name: 'Débil', email: `debil-${Math.random()}@example.com`, password },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(
      /^(Esa contraseña es demasiado fácil de adivinar|La contraseña debe tener al menos 8)/,
    );
  });

  it('refuses a weak new password on change-password', async () => {
    const user = await createUser(server);
    const res = await server.fetch('/api/auth/change-password', {
      cookie: user.cookie,
      json: { currentPassword: user.password, newPassword: '11111111' },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/demasiado fácil de adivinar/);
  });

  it('answers the billing webhook with a quiet 404 when Stripe is not configured', async () => {
    const res = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{"type":"checkout.session.completed"}',
    });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Ruta no encontrada.');
  });

  it('accepts only the configured origin: not the https twin of an http base, not Host', async () => {
    const user = await createUser(server);
    const twin = server.origin.replace('http:', 'https:');
    for (const origin of [twin, 'https://evil.example', 'null']) {
      const res = await server.fetch('/api/projects', {
        cookie: user.cookie,
        headers: { origin, host: 'evil.example' },
        json: { name: 'X', slug: `x-${Date.now()}` },
      });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('FORBIDDEN_ORIGIN');
    }
    const ours = await server.fetch('/api/projects', {
      cookie: user.cookie,
      json: { name: 'Propio', slug: `propio-${Date.now()}` },
    });
    expect(ours.status).toBe(201);
  });
});

describe.each([
  ['one minute', '60000'],
  ['two seconds', '2000'],
])('per-account sign-in throttle, first delay %s', (_label, baseMs) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      AUTH_THROTTLE_BASE_MS: baseMs,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const signIn = (email: string, password: string, cookie?: string) =>
    server.fetch('/api/auth/sign-in/email', { cookie, json: { email, password } });

  // With a one-minute first delay the counts are exact whatever the machine's speed.
  it.runIf(baseMs === '60000')(
    'slows guesses against one account, never locking the owner out',
    async () => {
      const owner = await createUser(server);
      // The owner's browser signed in before: it carries the known-device cookie.
      const first = await signIn(owner.email, owner.password);
      expect(first.status).toBe(200);
      const deviceCookie = cookieFrom(first)
        .split('; ')
        .find((c) => c.startsWith('forja_device='));
      expect(deviceCookie).toBeDefined();

      // 20 guesses fired at once (as from many addresses): only the free ones reach the
      // password check, the rest wait.
      const guesses = await Promise.all(
        Array.from({ length: 20 }, () => signIn(owner.email, 'adivinanza-1')),
      );
      const statuses = guesses.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      const limited = guesses[statuses.indexOf(429)];
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await errorOf(limited)).toEqual({
        code: 'ACCOUNT_THROTTLED',
        message: expect.stringMatching(
          /^Demasiados intentos fallidos para esta cuenta\. Espera \d+ segundos?/,
        ),
      });

      // Even the right password waits, from a browser the account has not seen…
      expect((await signIn(owner.email, owner.password)).status).toBe(429);
      // …but the owner's own browser gets in at once.
      const fromDevice = await signIn(owner.email, owner.password, deviceCookie);
      expect(fromDevice.status).toBe(200);

      // Signing in reset the count: a new browser gets in again.
      expect((await signIn(owner.email, owner.password)).status).toBe(200);
    },
  );

  it.runIf(baseMs === '2000')('the delay doubles and passes', async () => {
    const owner = await createUser(server);
    for (let i = 0; i < 5; i++) expect((await signIn(owner.email, 'mal-1234')).status).toBe(401);
    const wait1 = await signIn(owner.email, 'mal-1234');
    expect(wait1.status).toBe(429);
    expect(Number(wait1.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await signIn(owner.email, 'mal-1234')).status).toBe(401);
    const wait2 = await signIn(owner.email, owner.password);
    expect(wait2.status).toBe(429);
    expect(Number(wait2.headers.get('retry-after'))).toBeGreaterThan(2);
    expect(Number(wait2.headers.get('retry-after'))).toBeLessThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 4100));
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    // A forged device cookie is worth nothing.
    for (let i = 0; i < 6; i++) await signIn(owner.email, 'mal-1234');
    const forged = await signIn(
      owner.email,
      owner.password,
      'forja_device=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(forged.status).toBe(429);
  });

  it.runIf(baseMs === '60000')('does not throttle other accounts', async () => {
    const a = await createUser(server);
    const b = await createUser(server);
    for (let i = 0; i < 8; i++) await signIn(a.email, 'mal-1234');
    expect((await signIn(b.email, b.password)).status).toBe(200);
  });
});

describe('delayAfter', () => {
  it('is free for 5 attempts, then doubles from the base up to 15 minutes', () => {
    expect([0, 4].map((n) => delayAfter(n, 1000))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => delayAfter(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfter(40, 1000)).toBe(15 * 60_000);
  });
});
