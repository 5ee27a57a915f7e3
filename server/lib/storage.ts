import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { Config } from '../config.ts';
import { createLocalStorage } from './storage-local.ts';

// Files users upload or we generate, behind one streaming interface with two drivers: the
// local disk (DATA_DIR/storage, the default) and any S3-compatible store (S3_BUCKET set).
// Objects are always served through Forja at /files/{key}, which checks who may read them
// (server/modules/files), so a driver never hands out its own public URLs.

export type StoredObject = { key: string; size: number; etag: string; publicUrl: string };

export type ObjectInfo = {
  key: string;
  size: number;
  /** A strong validator in quotes, as sent in the ETag header. */
  etag: string;
  lastModified: Date;
};

/** An inclusive byte range, already checked against the object's size. */
export type ByteRange = { start: number; end: number };

export type ObjectBody = ObjectInfo & { stream: Readable; range?: ByteRange };

export type PutBody = Readable | Buffer | Uint8Array | string;

export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Streams `body` under `key`, replacing any existing object atomically (a reader sees the
   * old bytes or the new ones, never half a file). With `maxBytes`, the write stops and
   * throws ObjectTooLargeError as soon as the stream passes the limit; nothing is stored.
   */
  put(
    key: string,
    body: PutBody,
    contentType: string,
    options?: { maxBytes?: number },
  ): Promise<StoredObject>;
  /** The object's bytes (or the given range of them), or null when the key does not exist. */
  get(key: string, options?: { range?: ByteRange }): Promise<ObjectBody | null>;
  head(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (which must end with "/"). */
  deletePrefix(prefix: string): Promise<number>;
  publicUrl(key: string): string;
  /** Throws when the store cannot be reached (for readiness checks). */
  check(): Promise<void>;
  /** Removes temporary files a crash left behind (local driver; a no-op on S3). */
  sweepTemporary(): Promise<number>;
}

export class ObjectTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`Object larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
    this.maxBytes = maxBytes;
  }
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._\-/]{0,400}$/;

export function isSafeKey(key: string): boolean {
  return (
    SAFE_KEY.test(key) &&
    !key.split('/').some((part) => part === '' || part === '.' || part === '..')
  );
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isSafeKey(prefix.slice(0, -1))) {
    throw new Error(`Unsafe storage prefix: ${prefix}`);
  }
}

/** A file name safe for a storage key: accents folded, only [a-zA-Z0-9._-], ≤ 100 chars. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const folded = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-100);
  return folded || 'archivo';
}

export function publicUrlFor(key: string, prefix = '/files'): string {
  return `${prefix}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** Any put body as a stream. */
export function toReadable(body: PutBody): Readable {
  if (body instanceof Readable) return body;
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  return Readable.from([bytes], { objectMode: false });
}

/**
 * Counts bytes as they pass and fails the pipeline past `maxBytes`, so an oversized body is
 * refused after reading at most one chunk more than the limit, never held whole.
 */
export class ByteCounter extends Transform {
  bytes = 0;
  readonly maxBytes: number;
  constructor(maxBytes = Number.POSITIVE_INFINITY) {
    super();
    this.maxBytes = maxBytes;
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new ObjectTooLargeError(this.maxBytes));
    done(null, chunk);
  }
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else the local disk. */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.storageDriver === 's3' && config.S3_BUCKET) {
    // The AWS SDK is loaded only when configured: it is large and idle otherwise.
    const { createS3Storage } = await import('./storage-s3.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    });
  }
  return createLocalStorage(join(config.DATA_DIR, 'storage'));
}

export { createLocalStorage };
