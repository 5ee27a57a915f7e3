import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { fill, messages } from '../../../contracts/messages.ts';
import type { StoredObjectsTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, type ErrorKind } from '../../lib/errors.ts';
import { detectFileType } from '../../lib/file-type.ts';
import { nowIso } from '../../lib/ids.ts';
import { ObjectTooLargeError, sanitizeFileName } from '../../lib/storage.ts';
import { extensionOf, FILE_TYPES, looksLikeText, matchesDetected } from './mime.ts';
import * as repo from './repo.ts';

// The one upload pipeline (issue 13) every upload goes through: builder uploads, project
// files and demo files. The bytes stream from the request to storage: the name is checked
// before any byte is read, the magic bytes on the first 4 KB, the size while streaming
// (never more than one chunk past the limit is read into memory), the key is random, the
// write is atomic (the storage driver's job), and the owner is recorded in stored_objects.

export { extensionOf };

/** Bytes file-type needs to recognise every type we accept. */
const SNIFF_BYTES = 4100;

export type UploadPolicy = {
  maxBytes: number;
  maxMb: number;
  /** Accepted extensions, lower case, without the dot. */
  extensions: readonly string[];
  /** Message (with {filename}) when the bytes are not what the extension says. */
  mismatchMessage: string;
  mismatchKind: ErrorKind;
  /** Message (with {filename}) for a file over the limit; default: the generic one. */
  tooLargeMessage?: string;
  /** Message (with {filename}) for an extension the policy does not take; default: generic. */
  unsupportedMessage?: string;
};

export type UploadOwner = {
  userId: string;
  projectId: string | null;
  kind: StoredObjectsTable['kind'];
};

export type StoredUpload = {
  key: string;
  size: number;
  mime: string;
  ext: string;
  publicUrl: string;
  /** The name as the user sent it (path stripped, trimmed). */
  originalName: string;
};

export function tooLarge(filename: string, policy: UploadPolicy) {
  return new AppError('FILE_TOO_LARGE', {
    userMessage: fill(policy.tooLargeMessage ?? messages.validation.fileTooLarge, {
      filename,
      limit: policy.maxMb,
    }),
    kind: 'PAYLOAD_TOO_LARGE',
  });
}

export function typeUnsupported(
  filename: string,
  policy?: Pick<UploadPolicy, 'unsupportedMessage'>,
) {
  const ext = extensionOf(filename);
  return new AppError('FILE_TYPE_UNSUPPORTED', {
    userMessage: policy?.unsupportedMessage
      ? fill(policy.unsupportedMessage, { filename })
      : fill(messages.validation.fileTypeUnsupported, { extension: ext ? `.${ext}` : filename }),
    kind: 'UNSUPPORTED_MEDIA_TYPE',
  });
}

export function malformedUpload(cause?: unknown) {
  return new AppError('MALFORMED_MULTIPART', {
    userMessage: messages.storage.malformedUpload,
    kind: 'BAD_REQUEST',
    cause,
  });
}

/** An unguessable id for a key: 128 random bits. */
export function randomKeyId(): string {
  return randomBytes(16).toString('base64url');
}

export function cleanFileName(filename: string): string {
  return filename.split(/[\\/]/).pop()?.trim() || 'archivo';
}

/** Refuses a name before any byte is read, so a wrong type costs no bandwidth. */
export function requireAllowedName(filename: string, policy: UploadPolicy): void {
  if (!policy.extensions.includes(extensionOf(filename))) throw typeUnsupported(filename, policy);
}

/**
 * Reads the first `bytes` bytes of `source` and pauses it. `ended` says the whole stream
 * fitted. The source is not destroyed, so the caller can still drain it.
 */
function readHead(source: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    // The parser may have failed the part before we got to it (a body cut short).
    if (source.errored || source.destroyed) {
      reject(source.errored ?? new Error('Upload stream closed before it was read'));
      return;
    }
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      source.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) {
        source.pause();
        cleanup();
        resolve({ head: Buffer.concat(chunks, length), ended: false });
      }
    };
    const onEnd = () => {
      cleanup();
      resolve({ head: Buffer.concat(chunks, length), ended: true });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(source.errored ?? new Error('Upload stream closed before its end'));
    };
    source.on('data', onData);
    source.on('close', onClose);
    source.on('end', onEnd);
    source.on('error', onError);
  });
}

/** The store itself failed (disk full, S3 unreachable): not the client's fault. */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('STORAGE_UNAVAILABLE', {
      userMessage: messages.storage.storageUnavailable,
      kind: 'UNAVAILABLE',
      cause,
    });
  }
}

/** Turns a stream error into the user's error: too large, or a broken multipart body. */
function toUploadError(error: unknown, filename: string, policy: UploadPolicy): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof ObjectTooLargeError) return tooLarge(filename, policy);
  const code = (error as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(filename, policy);
  return malformedUpload(error);
}

/**
 * Streams one uploaded file into storage under `keyFor(...)` and records its owner.
 * On any refusal the rest of the source is drained (not destroyed), so the request
 * completes and the client reads our 4xx instead of a reset connection.
 */
export async function storeUpload(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: {
    source: Readable;
    filename: string;
    policy: UploadPolicy;
    owner: UploadOwner;
    /** The key from a random id, the extension and a safe version of the name. */
    keyFor: (parts: { id: string; ext: string; safeName: string }) => string;
  },
): Promise<StoredUpload> {
  const { source, policy } = input;
  const originalName = cleanFileName(input.filename);
  const drain = () => {
    source.unpipe();
    source.on('error', () => {});
    source.resume();
  };
  try {
    requireAllowedName(originalName, policy);
    const { head, ended } = await readHead(source, SNIFF_BYTES);
    if ((source as Readable & { truncated?: boolean }).truncated && ended) {
      throw tooLarge(originalName, policy);
    }
    if (head.length === 0) {
      throw new AppError('EMPTY_FILE', {
        userMessage: fill(messages.storage.emptyFile, { filename: originalName }),
        kind: 'BAD_REQUEST',
      });
    }
    const ext = extensionOf(originalName);
    const expected = FILE_TYPES[ext];
    const detected = expected?.text ? undefined : await detectFileType(head);
    const matches = expected?.text
      ? looksLikeText(head, ended) && (await detectFileType(head)) === undefined
      : expected !== undefined && matchesDetected(expected, detected?.ext);
    if (!matches || !expected) {
      throw new AppError('FILE_CONTENT_MISMATCH', {
        userMessage: fill(policy.mismatchMessage, { filename: originalName }),
        kind: policy.mismatchKind,
      });
    }

    let sourceFailed = false;
    const body = new PassThrough();
    body.write(head);
    if (ended) body.end();
    else {
      source.on('error', (error) => {
        sourceFailed = true;
        body.destroy(error);
      });
      // Closed without its end (the client went away, the parser gave up): fail the write.
      source.on('close', () => {
        if (source.readableEnded) return;
        sourceFailed = true;
        body.destroy(new Error('Upload stream closed before its end'));
      });
      source.pipe(body);
    }
    const key = input.keyFor({ id: randomKeyId(), ext, safeName: sanitizeFileName(originalName) });
    let stored: Awaited<ReturnType<typeof deps.storage.put>>;
    try {
      stored = await deps.storage.put(key, body, expected.mime, { maxBytes: policy.maxBytes });
    } catch (error) {
      // The request's fault (too large, cut short, malformed) or the store's (503).
      if (sourceFailed || error instanceof ObjectTooLargeError) throw error;
      throw new StorageUnavailableError(error);
    }
    if ((source as Readable & { truncated?: boolean }).truncated) {
      await deps.storage.delete(key).catch(() => {});
      throw tooLarge(originalName, policy);
    }
    try {
      await repo.insertObject(deps.db, {
        key,
        ownerUserId: input.owner.userId,
        projectId: input.owner.projectId,
        kind: input.owner.kind,
        contentType: expected.mime,
        size: stored.size,
        createdAt: nowIso(),
      });
    } catch (error) {
      await deps.storage.delete(key).catch(() => {});
      throw error;
    }
    return {
      key,
      size: stored.size,
      mime: expected.mime,
      ext,
      publicUrl: stored.publicUrl,
      originalName,
    };
  } catch (error) {
    drain();
    throw toUploadError(error, originalName, policy);
  }
}
