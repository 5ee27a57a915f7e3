import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertSafeKey,
  assertSafePrefix,
  ByteCounter,
  isSafeKey,
  publicUrlFor,
  type Storage,
  toReadable,
} from './storage.ts';

// The S3 driver (AWS S3, MinIO, Garage, R2, Ceph…) through the official SDK. Uploads are
// streamed with lib-storage's multipart Upload: at most `queueSize` parts of `partSize`
// bytes are in memory per upload, whatever the file's size. S3 writes are atomic per key
// (the object appears whole when the upload completes), so no temporary names are needed;
// an aborted multipart upload is cancelled so no parts are left behind.

export type S3StorageOptions = {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  publicPrefix?: string;
};

const PART_SIZE = 5 * 1024 * 1024; // S3's minimum part size
const QUEUE_SIZE = 2;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region || 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const publicPrefix = options.publicPrefix ?? '/files';

  return {
    driver: 's3',
    async put(key, body, contentType, putOptions = {}) {
      assertSafeKey(key);
      const counter = new ByteCounter(putOptions.maxBytes);
      const pass = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: pass, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // The source failing (or passing the limit) cancels the upload, so nothing is stored;
      // S3 failing stops the source. The first cause is the error reported.
      let feedError: unknown;
      const feeding = pipeline(toReadable(body), counter, pass).catch(async (error) => {
        feedError = error;
        await upload.abort().catch(() => {});
      });
      let result: Awaited<ReturnType<Upload['done']>>;
      try {
        result = await upload.done();
        await feeding;
        if (feedError) throw feedError;
      } catch (error) {
        pass.destroy();
        await feeding;
        throw feedError ?? error;
      }
      const etag = 'ETag' in result && result.ETag ? result.ETag : `"${counter.bytes}"`;
      return { key, size: counter.bytes, etag, publicUrl: publicUrlFor(key, publicPrefix) };
    },
    async get(key, getOptions = {}) {
      if (!isSafeKey(key)) return null;
      const { range } = getOptions;
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = out.ContentRange
          ? Number(out.ContentRange.split('/')[1])
          : Number(out.ContentLength ?? 0);
        return {
          key,
          size: total,
          etag: out.ETag ?? '""',
          lastModified: out.LastModified ?? new Date(0),
          stream: out.Body as Readable,
          range,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          key,
          size: Number(out.ContentLength ?? 0),
          etag: out.ETag ?? '""',
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      let count = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
          count += keys.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return count;
    },
    publicUrl(key) {
      return publicUrlFor(key, publicPrefix);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async sweepTemporary() {
      return 0;
    },
  };
}
