import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompressible, registerCompression } from './compression.ts';

// A real Fastify server over HTTP, with raw bytes read off the socket (no client decoding).
describe('compression', () => {
  let app: FastifyInstance;
  let port: number;
  const big = {
    items: Array.from({ length: 400 }, (_, i) => ({ id: i, nombre: `Elemento ${i}` })),
  };
  const bigText = 'línea de registro\n'.repeat(10_000); // > 64 KB: the streaming path

  beforeAll(async () => {
    app = Fastify();
    registerCompression(app, { threshold: 8192 });
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/off', { compress: false }, async () => big);
    app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(20_000)));
    app.get('/text-stream', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(Readable.from([bigText])),
    );
    app.get('/huge', async (_request, reply) => reply.type('text/plain').send(bigText));
    app.get('/vary', async (_request, reply) => reply.header('vary', 'cookie').send(big));
    app.post('/echo', async (request) => request.body);
    app.post('/raw', { decompress: false }, async (request) => ({ got: typeof request.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
    body?: Buffer,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });

  it('compresses a large JSON body with the encoding the client prefers', async () => {
    const br = await call('/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    // Sent with its length when compressed in one go (small enough for this machine's cores).
    if (br.headers['content-length'] !== undefined)
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(big);
    const gzip = await call('/big', { 'accept-encoding': 'br;q=0.2, gzip;q=0.9' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(big);
    const any = await call('/big', { 'accept-encoding': '*' });
    expect(any.headers['content-encoding']).toBe('gzip');
  });

  it('leaves alone what is small, opted out, not compressible, or not accepted', async () => {
    for (const [path, headers] of [
      ['/small', { 'accept-encoding': 'br' }],
      ['/off', { 'accept-encoding': 'br' }],
      ['/png', { 'accept-encoding': 'br' }],
      ['/big', { 'accept-encoding': 'identity' }],
      ['/big', {}],
      ['/big', { 'accept-encoding': 'br', 'x-no-compression': '1' }],
    ] as const) {
      const res = await call(path, headers);
      expect(res.headers['content-encoding'], path).toBeUndefined();
    }
    expect(JSON.parse((await call('/off', { 'accept-encoding': 'br' })).body.toString())).toEqual(
      big,
    );
  });

  it('streams large and streamed bodies through the compressor', async () => {
    for (const path of ['/text-stream', '/huge']) {
      const res = await call(path, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(res.headers['content-length'], path).toBeUndefined();
      expect(gunzipSync(res.body).toString(), path).toBe(bigText);
    }
  });

  it('adds accept-encoding to an existing Vary', async () => {
    const res = await call('/vary', { 'accept-encoding': 'gzip' });
    expect(res.headers.vary).toBe('cookie, accept-encoding');
  });

  it('inflates a compressed request body, and refuses what it cannot read', async () => {
    const json = { nombre: 'Forja', lista: [1, 2, 3] };
    const ok = await call(
      '/echo',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      'POST',
      gzipSync(JSON.stringify(json)),
    );
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body.toString())).toEqual(json);
    const unknown = await call(
      '/echo',
      { 'content-type': 'application/json', 'content-encoding': 'foo' },
      'POST',
      Buffer.from('{}'),
    );
    expect(unknown.status).toBe(415);
    const broken = await call(
      '/echo',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      'POST',
      Buffer.from('no es gzip'),
    );
    expect(broken.status).toBe(400);
  });

  it('knows the compressible types', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/html',
      'application/javascript; charset=utf-8',
      'image/svg+xml',
      'application/manifest+json',
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/png', 'text/event-stream', 'application/zip', 'font/woff2'])
      expect(isCompressible(type), type).toBe(false);
  });
});
