import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { storageSuite } from './storage-suite.ts';

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

  storageSuite(() => ({ storage: server.deps.storage, server }));
});
