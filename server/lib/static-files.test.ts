import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticFiles } from './static-files.ts';

// A real Fastify server over HTTP on a folder laid out like dist/web.
describe('static files', () => {
  let app: FastifyInstance;
  let origin: string;
  let root: string;
  const script = 'export const saludo = "hola";\n'.repeat(50);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'forja-static-'));
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, '.ssr'));
    writeFileSync(join(root, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(root, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(join(root, 'index.html'), '<html></html>');
    writeFileSync(join(root, '.ssr', 'entry-server.js'), 'import x from "y";');
    writeFileSync(join(root, 'secreto.txt'), 'no');
    app = Fastify();
    registerStaticFiles(app, {
      root,
      refuse: (pathname) => pathname === '/index.html',
      cacheControl: (pathname) =>
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : undefined,
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send('No encontrado'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${origin}${path}`, { method, headers: { 'accept-encoding': 'identity', ...headers } });

  it('serves a file with its type, validators and cache policy', async () => {
    const res = await get('/assets/app-1a2b.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
    const robots = await get('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=0');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('sends the precompressed copy the browser prefers', async () => {
    const br = await fetch(`${origin}/assets/app-1a2b.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(await br.text()).toBe(script); // fetch decodes it
    const gzip = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // The bytes on the wire are the .gz file's.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      httpGet(`${origin}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    expect(gunzipSync(raw).toString()).toBe(script);
    const none = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 to a matching ETag or an unchanged date', async () => {
    const first = await get('/robots.txt');
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    expect((await get('/robots.txt', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/robots.txt', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get('/robots.txt', { 'if-none-match': 'W/"otro"' })).status).toBe(200);
    expect(
      (await get('/robots.txt', { 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' })).status,
    ).toBe(200);
  });

  it('serves one byte range, and 416 past the end', async () => {
    const res = await get('/robots.txt', { range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 0-9/23');
    expect(await res.text()).toBe('User-agent');
    const tail = await get('/robots.txt', { range: 'bytes=-3' });
    expect(await tail.text()).toBe(' /\n');
    const past = await get('/robots.txt', { range: 'bytes=100-' });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */23');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get('/robots.txt', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('23');
    expect(await res.text()).toBe('');
  });

  it('hands dot paths, refused paths, escapes and missing files to the not-found handler', async () => {
    for (const path of [
      '/.ssr/entry-server.js',
      '/%2essr/entry-server.js',
      '/index.html',
      '/assets/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/nada.js',
      '/assets',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('No encontrado');
    }
  });
});
