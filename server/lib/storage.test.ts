import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { storageSuite } from '../test/storage-suite.ts';

// The storage contract on the local disk driver (the default), through a real server.
describe('storage: local driver', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  storageSuite(() => ({ storage: server.deps.storage, server }));
});

describe('storage configuration', () => {
  it('uses the local disk by default and S3 when S3_BUCKET is set', () => {
    expect(loadConfig({}).storageDriver).toBe('local');
    const s3 = loadConfig({
      S3_BUCKET: 'forja',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({ storageDriver: 's3', S3_REGION: 'us-east-1' });
  });

  it('stops start-up on an incomplete S3 configuration with one clear line', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ S3_BUCKET: 'forja', S3_ACCESS_KEY_ID: 'clave' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'forja', S3_ENDPOINT: 'no es una url' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
