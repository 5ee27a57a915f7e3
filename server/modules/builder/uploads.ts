import type { Readable } from 'node:stream';
import {
  BUILDER_UPLOAD_EXTENSIONS,
  BUILDER_UPLOAD_MAX_BYTES,
  BUILDER_UPLOAD_MAX_MB,
  type UploadedFileRecord,
} from '../../../contracts/builder.ts';
import { messages } from '../../../contracts/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { discardObject } from '../files/service.ts';
import { storeUpload, type UploadPolicy } from '../files/upload.ts';
import * as repo from './repo.ts';

// The builder uploader (docs/product-spec.md §5): 10 MB; .png .jpg .jpeg .zip .pdf; the bytes must
// be what the extension says. The bytes go through the one upload pipeline (files module).

export const ANONYMOUS_USER_ID = 'anonymous';

export const BUILDER_UPLOAD_POLICY: UploadPolicy = {
  maxBytes: BUILDER_UPLOAD_MAX_BYTES,
  maxMb: BUILDER_UPLOAD_MAX_MB,
  extensions: BUILDER_UPLOAD_EXTENSIONS.map((e) => e.slice(1)),
  mismatchMessage: messages.builderFlow.uploadContentMismatch,
  mismatchKind: 'UNSUPPORTED_MEDIA_TYPE',
};

export async function saveBuilderUpload(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { userId: string; filename: string; stream: Readable },
): Promise<UploadedFileRecord & { storageKey: string }> {
  // uploads/{random id}-{name}: the name stays readable in downloads, the id makes the key
  // unguessable and unique (issue 10: timestamp keys were found by enumeration).
  const stored = await storeUpload(deps, {
    source: input.stream,
    filename: input.filename,
    policy: BUILDER_UPLOAD_POLICY,
    owner: { userId: input.userId, projectId: null, kind: 'upload' },
    keyFor: ({ id, safeName }) => `uploads/${id}-${safeName}`,
  });
  const originalName = stored.originalName;
  const dot = originalName.lastIndexOf('.');
  const record = {
    id: newId(),
    userId: input.userId,
    projectId: null,
    name: (dot > 0 ? originalName.slice(0, dot) : originalName).slice(0, 200),
    originalName: originalName.slice(0, 255),
    fileType: stored.mime,
    fileSize: stored.size,
    storageKey: stored.key,
    storageUrl: stored.publicUrl,
    createdAt: nowIso(),
  };
  try {
    await repo.insertUploadedFile(deps.db, record);
  } catch (error) {
    await discardObject(deps, stored.key);
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
    storageKey: record.storageKey,
  };
}
