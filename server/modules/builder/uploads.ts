import type { Readable } from 'node:stream';
import {
  BUILDER_UPLOAD_MAX_BYTES,
  BUILDER_UPLOAD_MAX_MB,
  fileExtension,
  isAllowedBuilderExtension,
  type UploadedFileRecord,
} from '../../../contracts/builder.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { detectFileType } from '../../lib/file-type.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { sanitizeFileName } from '../../lib/storage.ts';
import * as repo from './repo.ts';

// The builder uploader (spec section 5): 10 MB; .png .jpg .jpeg .zip .pdf; the bytes must
// be what the extension says (DESIGN security baseline).

export const ANONYMOUS_USER_ID = 'anonymous';

/** What each allowed extension's magic bytes must read as (file-type's `ext`). */
const EXPECTED_TYPE: Record<string, { ext: string; mime: string }> = {
  '.png': { ext: 'png', mime: 'image/png' },
  '.jpg': { ext: 'jpg', mime: 'image/jpeg' },
  '.jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  '.pdf': { ext: 'pdf', mime: 'application/pdf' },
  '.zip': { ext: 'zip', mime: 'application/zip' },
};

export const fileTooLarge = (filename: string) =>
  new AppError('FILE_TOO_LARGE', {
    userMessage: fill(messages.validation.fileTooLarge, { filename, limit: BUILDER_UPLOAD_MAX_MB }),
    kind: 'PAYLOAD_TOO_LARGE',
  });

export const fileTypeUnsupported = (filename: string) =>
  new AppError('FILE_TYPE_UNSUPPORTED', {
    userMessage: fill(messages.validation.fileTypeUnsupported, {
      extension: fileExtension(filename) || filename,
    }),
    kind: 'UNSUPPORTED_MEDIA_TYPE',
  });

/** Refuses a name before any byte is read, so a wrong type costs no bandwidth. */
export function requireAllowedName(filename: string): void {
  if (!isAllowedBuilderExtension(filename)) throw fileTypeUnsupported(filename);
}

/**
 * Reads the stream with the limit enforced while reading: past 10 MB it stops and
 * refuses, so an oversized upload is never held in memory or written.
 */
async function readLimited(stream: Readable, filename: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > BUILDER_UPLOAD_MAX_BYTES) {
      stream.resume();
      throw fileTooLarge(filename);
    }
    chunks.push(chunk as Buffer);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw fileTooLarge(filename);
  return Buffer.concat(chunks, size);
}

export async function saveBuilderUpload(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { userId: string; filename: string; stream: Readable },
): Promise<UploadedFileRecord> {
  const originalName = input.filename.split(/[\\/]/).pop()?.trim() || 'archivo';
  requireAllowedName(originalName);
  const bytes = await readLimited(input.stream, originalName);
  if (bytes.length === 0) {
    throw new AppError('EMPTY_FILE', {
      userMessage: fill(messages.builderFlow.uploadContentMismatch, { filename: originalName }),
      kind: 'BAD_REQUEST',
    });
  }
  const expected = EXPECTED_TYPE[fileExtension(originalName)];
  const detected = await detectFileType(bytes);
  if (!expected || detected?.ext !== expected.ext) {
    throw new AppError('FILE_CONTENT_MISMATCH', {
      userMessage: fill(messages.builderFlow.uploadContentMismatch, { filename: originalName }),
      kind: 'UNSUPPORTED_MEDIA_TYPE',
    });
  }

  const safeName = sanitizeFileName(originalName);
  // Spec section 7: uploads/{timestamp}-{filename}. The timestamp moves on if the key is
  // taken, so one visitor's upload never replaces another's.
  let stamp = Date.now();
  let key = `uploads/${stamp}-${safeName}`;
  for (let i = 0; i < 5 && (await deps.storage.get(key)); i++) {
    stamp += 1;
    key = `uploads/${stamp}-${safeName}`;
  }
  const stored = await deps.storage.put(key, bytes, expected.mime);
  const dot = originalName.lastIndexOf('.');
  const record = {
    id: newId(),
    userId: input.userId,
    projectId: null,
    name: (dot > 0 ? originalName.slice(0, dot) : originalName).slice(0, 200),
    originalName: originalName.slice(0, 255),
    fileType: expected.mime,
    fileSize: bytes.length,
    storageKey: key,
    storageUrl: stored.publicUrl,
    createdAt: nowIso(),
  };
  try {
    await repo.insertUploadedFile(deps.db, record);
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  return {
    id: record.id,
    userId: record.userId,
    name: record.name,
    originalName: record.originalName,
    fileType: record.fileType,
    fileSize: record.fileSize,
    storageUrl: record.storageUrl,
    createdAt: record.createdAt,
  };
}
