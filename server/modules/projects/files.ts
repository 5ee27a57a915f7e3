import type { Readable } from 'node:stream';
import { messages } from '../../../contracts/messages.ts';
import {
  PROJECT_UPLOAD_EXTENSIONS,
  PROJECT_UPLOAD_MAX_BYTES,
  PROJECT_UPLOAD_MAX_MB,
  type ProjectFile,
} from '../../../contracts/projects.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { discardObject } from '../files/service.ts';
import { storeUpload, type UploadPolicy } from '../files/upload.ts';
import { requireOwnedProject } from './ownership.ts';
import * as filesRepo from './project-files.repo.ts';
import * as repo from './repo.ts';

// A project's files: list, upload through the files module's pipeline, remove (owner only).

const t = messages.projectsFlow;
type Deps = Pick<AppDeps, 'db' | 'config'>;

export const PROJECT_UPLOAD_POLICY: UploadPolicy = {
  maxBytes: PROJECT_UPLOAD_MAX_BYTES,
  maxMb: PROJECT_UPLOAD_MAX_MB,
  extensions: PROJECT_UPLOAD_EXTENSIONS,
  mismatchMessage: t.fileContentMismatch,
  mismatchKind: 'UNPROCESSABLE',
};

export async function listFiles(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<ProjectFile[]> {
  await requireOwnedProject(deps.db, userId, projectId);
  return filesRepo.findFiles(deps.db, projectId);
}

export async function uploadFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { userId: string; projectId: string; filename: string; stream: Readable },
): Promise<ProjectFile> {
  await requireOwnedProject(deps.db, input.userId, input.projectId);
  // projects/{projectId}/{random id}.{ext}: unguessable, unique, removed with the project.
  const stored = await storeUpload(deps, {
    source: input.stream,
    filename: input.filename,
    policy: PROJECT_UPLOAD_POLICY,
    owner: { userId: input.userId, projectId: input.projectId, kind: 'project-file' },
    keyFor: ({ id, ext }) => `projects/${input.projectId}/${id}.${ext}`,
  });
  const row = {
    id: newId(),
    projectId: input.projectId,
    userId: input.userId,
    name: stored.originalName.slice(-200),
    size: stored.size,
    mimeType: stored.mime,
    storageKey: stored.key,
    publicUrl: stored.publicUrl,
    createdAt: nowIso(),
  };
  try {
    await filesRepo.insertFile(deps.db, row);
    await repo.touchProject(deps.db, input.projectId, row.createdAt);
  } catch (error) {
    await discardObject(deps, stored.key);
    throw error;
  }
  return filesRepo.toProjectFile(row);
}

export async function removeFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { userId, projectId, fileId }: { userId: string; projectId: string; fileId: string },
): Promise<void> {
  await requireOwnedProject(deps.db, userId, projectId);
  const row = await filesRepo.findFileRow(deps.db, projectId, fileId);
  if (!row) throw notFound(t.fileNotFound, 'FILE_NOT_FOUND');
  await filesRepo.deleteFile(deps.db, projectId, fileId);
  await repo.touchProject(deps.db, projectId, nowIso());
  await discardObject(deps, row.storageKey);
}
