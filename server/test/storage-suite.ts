import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { resolveSecret } from '../lib/secrets.ts';
import { ObjectTooLargeError, type Storage } from '../lib/storage.ts';
import { signedFileUrl } from '../modules/files/service.ts';
import type { TestServer } from './server.ts';

// The storage contract, run against every driver: the local disk in the normal run
// (storage.test.ts) and a real S3-compatible server in the services run
// (storage.services.test.ts). `context()` is read inside each test, after beforeAll.

export type StorageSuiteContext = { storage: Storage; server: TestServer };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `total` pseudo-random bytes produced chunk by chunk, hashed as they are produced. */
function generatedStream(total: number, chunkSize = 256 * 1024) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const chunk = randomBytes(Math.min(chunkSize, total - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function storageSuite(context: () => StorageSuiteContext) {
  const prefix = `suite-${randomBytes(4).toString('hex')}`;

  it('puts, heads, gets and deletes an object', async () => {
    const { storage } = context();
    const key = `${prefix}/a/hola.txt`;
    const stored = await storage.put(key, 'hola, mundo', 'text/plain');
    expect(stored).toMatchObject({ key, size: 11, publicUrl: `/files/${key}` });
    expect(stored.etag).toMatch(/^".+"$/);
    const info = await storage.head(key);
    expect(info).toMatchObject({ key, size: 11 });
    const object = await storage.get(key);
    expect(object?.size).toBe(11);
    expect((await readAll(object!.stream)).toString()).toBe('hola, mundo');
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete(key);
  });

  it('replaces an object whole and changes its ETag', async () => {
    const { storage } = context();
    const key = `${prefix}/replace.bin`;
    const first = await storage.put(key, Buffer.from('primera versión'), 'text/plain');
    const second = await storage.put(key, Buffer.from('segunda, más larga'), 'text/plain');
    expect(second.etag).not.toBe(first.etag);
    const object = await storage.get(key);
    expect((await readAll(object!.stream)).toString()).toBe('segunda, más larga');
  });

  it('reads byte ranges', async () => {
    const { storage } = context();
    const key = `${prefix}/range.txt`;
    await storage.put(key, '0123456789abcdef', 'text/plain');
    const middle = await storage.get(key, { range: { start: 3, end: 7 } });
    expect(middle?.size).toBe(16);
    expect((await readAll(middle!.stream)).toString()).toBe('34567');
    const tail = await storage.get(key, { range: { start: 14, end: 15 } });
    expect((await readAll(tail!.stream)).toString()).toBe('ef');
  });

  it('refuses a stream past maxBytes and stores nothing', async () => {
    const { storage } = context();
    const key = `${prefix}/too-large.bin`;
    const { stream } = generatedStream(3 * 1024 * 1024, 64 * 1024);
    await expect(
      storage.put(key, stream, 'application/octet-stream', { maxBytes: 1024 * 1024 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.head(key)).toBeNull();
    // Exactly at the limit is accepted.
    const exact = await storage.put(key, Buffer.alloc(1024), 'application/octet-stream', {
      maxBytes: 1024,
    });
    expect(exact.size).toBe(1024);
  });

  it('streams a 25 MB upload and reads the same bytes back', async () => {
    const { storage } = context();
    const key = `${prefix}/big/25mb.bin`;
    const total = 25 * 1024 * 1024;
    const source = generatedStream(total);
    const stored = await storage.put(key, source.stream, 'application/octet-stream', {
      maxBytes: 30 * 1024 * 1024,
    });
    expect(stored.size).toBe(total);
    const object = await storage.get(key);
    expect(object?.size).toBe(total);
    const hash = createHash('sha256');
    let read = 0;
    for await (const chunk of object!.stream) {
      hash.update(chunk as Buffer);
      read += (chunk as Buffer).length;
    }
    expect(read).toBe(total);
    expect(hash.digest('hex')).toBe(source.digest());
  }, 120_000);

  it('keeps concurrent writes of one key whole (no errors, one writer wins)', async () => {
    const { storage } = context();
    const key = `${prefix}/same-key.bin`;
    const bodies = Array.from({ length: 12 }, (_, i) => Buffer.alloc(64 * 1024 + i, i + 1));
    const results = await Promise.allSettled(
      bodies.map((body) => storage.put(key, Readable.from([body]), 'application/octet-stream')),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const object = await storage.get(key);
    const bytes = await readAll(object!.stream);
    expect(bodies.map(sha256)).toContain(sha256(bytes));
  });

  it('deletes every object under a prefix and nothing else', async () => {
    const { storage } = context();
    await storage.put(`${prefix}/p/1/a.txt`, 'a', 'text/plain');
    await storage.put(`${prefix}/p/1/sub/b.txt`, 'b', 'text/plain');
    await storage.put(`${prefix}/p/10/c.txt`, 'c', 'text/plain');
    const removed = await storage.deletePrefix(`${prefix}/p/1/`);
    expect(removed).toBe(2);
    expect(await storage.head(`${prefix}/p/1/a.txt`)).toBeNull();
    expect(await storage.head(`${prefix}/p/1/sub/b.txt`)).toBeNull();
    expect(await storage.head(`${prefix}/p/10/c.txt`)).not.toBeNull();
    expect(await storage.deletePrefix(`${prefix}/nada/`)).toBe(0);
    await expect(storage.deletePrefix('../')).rejects.toThrow();
  });

  it('answers null for missing and unsafe keys', async () => {
    const { storage } = context();
    expect(await storage.head(`${prefix}/no-existe.png`)).toBeNull();
    expect(await storage.get(`${prefix}/no-existe.png`)).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../fuera.txt', 'x', 'text/plain')).rejects.toThrow();
    await storage.check();
  });

  it('serves objects through /files with ETag, Range and 404 for missing ones', async () => {
    const { storage, server } = context();
    const key = `${prefix}/served/plano.pdf`;
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(4000)]);
    await storage.put(key, body, 'application/pdf');
    // Objects nobody recorded are nobody's: only a signed link opens them.
    const secret = resolveSecret(server.config.DATA_DIR, 'auth-secret', server.config.AUTH_SECRET);
    const url = signedFileUrl(secret, key);
    expect((await server.fetch(`/files/${key}`)).status).toBe(404);

    const full = await server.fetch(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('application/pdf');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const etag = full.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await full.arrayBuffer()).equals(body)).toBe(true);

    const partial = await server.fetch(url, { headers: { range: 'bytes=0-7' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-7/${body.length}`);
    expect(await partial.text()).toBe('%PDF-1.4');

    const suffix = await server.fetch(url, { headers: { range: 'bytes=-10' } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(body.subarray(-10))).toBe(true);

    const outside = await server.fetch(url, { headers: { range: 'bytes=99999-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${body.length}`);

    const revalidated = await server.fetch(url, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);

    const missing = await server.fetch(`/files/${prefix}/served/no-existe.pdf`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });
}
