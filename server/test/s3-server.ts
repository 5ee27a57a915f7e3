import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../lib/storage-s3.ts';

// A real S3-compatible server (s3rver, in-process, files in a temporary directory) for the
// services run. `env` is what Forja needs to use it: pass it to startTestServer.
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), 'forja-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  keepPutsWhole(s3);
  const { port } = await s3.run();
  const env = {
    S3_BUCKET: 'forja-test',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = createS3Client({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  await client.send(new CreateBucketCommand({ Bucket: env.S3_BUCKET }));
  return {
    env,
    client,
    async close() {
      client.destroy();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

// S3 guarantees that a PUT replaces an object whole: concurrent PUTs of one key leave one of
// the bodies, never a mix. s3rver's filesystem store opens the object's file for writing
// as each request arrives, so two PUTs in the same millisecond interleave their bytes (and
// its size and MD5, kept in a second file, can disagree with the bytes). Its PUTs of one
// key are queued here, one after the other, which is the guarantee S3 gives.
function keepPutsWhole(s3: S3rver) {
  const store = (
    s3 as unknown as {
      store: { putObject(object: { bucket: string; key: string }): Promise<unknown> };
    }
  ).store;
  const putObject = store.putObject.bind(store);
  const queues = new Map<string, Promise<unknown>>();
  store.putObject = (object) => {
    const id = `${object.bucket}/${object.key}`;
    const previous = queues.get(id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => putObject(object));
    queues.set(id, next);
    void next
      .finally(() => {
        if (queues.get(id) === next) queues.delete(id);
      })
      .catch(() => undefined);
    return next;
  };
}
