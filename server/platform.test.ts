import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { resolveSecret } from './lib/secrets.ts';
import { signedFileUrl } from './modules/files/service.ts';
import { startTestServer, type TestServer } from './test/server.ts';

describe('platform', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers /api/health with the engine and version', async () => {
    const res = await server.fetch('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      db: 'sqlite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      ai: { provider: 'offline', structuredOutput: null, structuredOutputSetting: null },
    });
  });

  it('sends the security headers on API and HTML responses', async () => {
    for (const path of ['/api/health', '/', '/no-existe']) {
      const res = await server.fetch(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the app shell in Spanish with per-route title and description', async () => {
    const res = await server.fetch('/login');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Inicia sesión · Forja</title>');
    expect(html).toMatch(/<meta name="description" content="Entra en Forja/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/login">/);
    // Exactly one <title>: the template's own is replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers an unknown page with 404 and the Spanish 404 title', async () => {
    const res = await server.fetch('/una/pagina/que/no/existe');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Página no encontrada · Forja</title>');
  });

  it("serves the browser's assets but not the server's files beside them", async () => {
    // npm test builds the web app first: dist/web holds the assets and the server renderer
    // (.ssr), which was served to anyone who asked for it.
    const asset = (await (await server.fetch('/')).text()).match(/\/assets\/[\w-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    expect((await server.fetch(asset!)).status).toBe(200);
    for (const path of [
      '/.ssr/entry-server.js',
      '/%2essr/entry-server.js',
      '/.vite/manifest.json',
      '/index.html',
    ]) {
      const res = await server.fetch(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/import|"file"|<html/);
    }
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await server.fetch('/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'Ruta no encontrada.' },
    });
    const post = await server.fetch('/api/no-existe', { json: { a: 1 } });
    expect(post.status).toBe(404);
  });

  it('turns malformed JSON into a Spanish 400, never a 500', async () => {
    const res = await server.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.c", ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_JSON', message: 'El cuerpo de la petición no es JSON válido.' },
    });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await server.fetch('/api/auth/sign-up/email', {
      json: { name: 'x'.repeat(5000), email: 'a@example.com', password: '12345678' },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await server.fetch('/api/auth/sign-in/email', {
      json: { email: 'a@example.com', password: '12345678' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'FORBIDDEN_ORIGIN', message: 'Origen de la petición no permitido.' },
    });
    const crossSite = await server.fetch('/api/auth/sign-in/email', {
      json: { email: 'a@example.com', password: '12345678' },
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('never exposes a stack trace', async () => {
    const res = await server.fetch('/files/..%2F..%2Fetc%2Fpasswd');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('auth rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('rate-limits auth endpoints per client with a Spanish 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await server.fetch('/api/auth/sign-in/email', {
        json: { email: `rl${i}@example.com`, password: 'whatever-123' },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.',
        );
      }
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('sign-in providers', () => {
  it('offers Google and GitHub only when both their id and secret are configured', async () => {
    const plain = await startTestServer();
    const social = await startTestServer({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'github-id',
    });
    try {
      expect(await (await plain.fetch('/api/auth-providers')).json()).toEqual({
        google: false,
        github: false,
      });
      expect(await (await social.fetch('/api/auth-providers')).json()).toEqual({
        google: true,
        github: false,
      });
    } finally {
      await plain.close();
      await social.close();
    }
  });
});

describe('storage', () => {
  let server: TestServer;
  // Objects nobody recorded are nobody's: a signed link is the only way to read them.
  const signed = (key: string) =>
    signedFileUrl(resolveSecret(server.config.DATA_DIR, 'auth-secret'), key);
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves stored files with a safe type, nosniff and a sandboxing CSP', async () => {
    await server.deps.storage.put(
      'uploads/1-prueba.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'image/png',
    );
    const res = await server.fetch(signed('uploads/1-prueba.png'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('never serves a stored file as HTML', async () => {
    await server.deps.storage.put('uploads/2-x.html', '<script>alert(1)</script>', 'text/html');
    const res = await server.fetch(signed('uploads/2-x.html'));
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses keys that climb out of the storage root', async () => {
    await expect(server.deps.storage.put('../fuera.txt', 'x', 'text/plain')).rejects.toThrow();
    expect((await server.fetch('/files/uploads/..%2F..%2Fforja.sqlite')).status).toBe(404);
  });
});

describe('mailer outbox', () => {
  it('writes real MIME .eml files and lists them newest first', async () => {
    const server = await startTestServer();
    try {
      await server.deps.mailer.send({
        to: 'ana@example.com',
        subject: 'Hola desde Forja',
        text: 'Primer mensaje',
      });
      await server.deps.mailer.send({
        to: 'ana@example.com',
        subject: 'Segundo',
        html: '<p>Ñandú</p>',
      });
      const outbox = await server.deps.mailer.listOutbox();
      expect(outbox).toHaveLength(2);
      expect(outbox[0].raw).toContain('Subject: Segundo');
      expect(outbox[1].raw).toContain('To: ana@example.com');
    } finally {
      await server.close();
    }
  });
});

describe('config', () => {
  it('stops start-up on invalid configuration with one clear line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'skynet' })).toThrow(/AI_PROVIDER/);
  });

  it('defaults to SQLite, port 3000 and secure cookies only over https', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      dbEngine: 'sqlite',
      publicBaseUrl: 'http://localhost:3000',
      secureCookies: false,
    });
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://forja.example/' })).toMatchObject({
      secureCookies: true,
      publicBaseUrl: 'https://forja.example',
    });
  });
});
