import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { createUser, startTestServer, type TestServer } from '../test/server.ts';
import { storageSuite } from '../test/storage-suite.ts';

// The storage contract on the S3 driver, against a real S3-compatible server (s3rver)
// started here, with Forja configured only through its S3_* variables.

describe('storage: S3 driver', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer(s3.env);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('is the configured driver and writes into the bucket, not the disk', async () => {
    expect(server.deps.storage.driver).toBe('s3');
    await server.deps.storage.put('check/bucket.txt', 'en el bucket', 'text/plain');
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: 'check/bucket.txt' }),
    );
    expect(head.ContentLength).toBe(12);
    expect(head.ContentType).toBe('text/plain');
  });

  it('streams a 24 MB upload through the upload pipeline into the bucket, serves it, deletes it', async () => {
    const user = await createUser(server);
    const size = 24 * 1024 * 1024;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'memoria.pdf');
    const res = await server.fetch('/api/demo/files', {
      method: 'POST',
      body: form,
      cookie: user.cookie,
    });
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as { file: { id: string; storageUrl: string } };
    const key = file.storageUrl.replace('/files/', '');
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }),
    );
    expect(head.ContentLength).toBe(size);
    expect(head.ContentType).toBe('application/pdf');
    // Not on the local disk.
    expect(existsSync(join(server.dataDir, 'storage', key))).toBe(false);

    const whole = await server.fetch(file.storageUrl, { cookie: user.cookie });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);
    const tail = await server.fetch(file.storageUrl, {
      cookie: user.cookie,
      headers: { range: `bytes=${size - 100}-` },
    });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(pdf.subarray(size - 100))).toBe(true);
    expect((await server.fetch(file.storageUrl)).status).toBe(404);

    const del = await server.fetch(`/api/demo/files/${file.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(del.status).toBe(204);
    await expect(
      s3.client.send(new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
  }, 120_000);

  it('refuses an oversized upload on S3 and leaves nothing in the bucket', async () => {
    const user = await createUser(server);
    const form = new FormData();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(26 * 1024 * 1024)]);
    form.append('file', new Blob([big]), 'enorme.pdf');
    const res = await server.fetch('/api/demo/files', {
      method: 'POST',
      body: form,
      cookie: user.cookie,
    });
    expect(res.status).toBe(413);
    const rows = await server.deps.db
      .selectFrom('storedObjects')
      .select('key')
      .where('ownerUserId', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET, Prefix: `demo-files/${user.id}/` }),
    );
    expect(listed.Contents ?? []).toEqual([]);
  }, 120_000);

  storageSuite(() => ({ storage: server.deps.storage, server }));
});

describe('storage: S3 unreachable', () => {
  it('answers uploads and downloads with a Spanish 503, never a 400 or a 500', async () => {
    const s3 = await startS3Server();
    const server = await startTestServer(s3.env);
    try {
      const user = await createUser(server);
      const form = () => {
        const f = new FormData();
        f.append('file', new Blob([Buffer.from('%PDF-1.4\nhola')]), 'nota.pdf');
        return f;
      };
      const ok = await server.fetch('/api/demo/files', {
        method: 'POST',
        body: form(),
        cookie: user.cookie,
      });
      expect(ok.status).toBe(201);
      const { file } = (await ok.json()) as { file: { storageUrl: string } };
      await s3.close();

      const up = await server.fetch('/api/demo/files', {
        method: 'POST',
        body: form(),
        cookie: user.cookie,
      });
      expect(up.status).toBe(503);
      expect(((await up.json()) as { error: { message: string } }).error.message).toBe(
        'No hemos podido guardar ni leer el archivo ahora mismo. Inténtalo de nuevo en unos minutos.',
      );
      const down = await server.fetch(file.storageUrl, { cookie: user.cookie });
      expect(down.status).toBe(503);
    } finally {
      await server.close();
    }
  }, 60_000);
});
