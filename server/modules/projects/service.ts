import type { Readable } from 'node:stream';
import { messages } from '../../../contracts/messages.ts';
import {
  type DashboardSummary,
  type ListProjectsQuery,
  type Note,
  PROJECT_UPLOAD_EXTENSIONS,
  PROJECT_UPLOAD_MAX_BYTES,
  PROJECT_UPLOAD_MAX_MB,
  type Project,
  type ProjectDetail,
  type ProjectFile,
  type ProjectList,
  type RenderedNote,
  type Task,
  type UpdateProjectInput,
} from '../../../contracts/projects.ts';
import type { DbOrTrx, ProjectRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { removeAppData } from '../apps/service.ts';
import { discardObject, removeObjects, removeProjectObjects } from '../files/service.ts';
import { storeUpload, type UploadPolicy } from '../files/upload.ts';
import { toProjectDetail } from './concept.ts';
import * as content from './content.repo.ts';
import { notifyCustomDomainsChanged } from './domain-events.ts';
import { deactivateLaunches } from './launches.repo.ts';
import { renderMarkdown } from './markdown.ts';
import * as repo from './repo.ts';

// Project rules: ownership, slugs, lifecycle, tasks, notes and files. Every function takes
// the session user's id; another user's project is reported exactly like a missing one.

const t = messages.projectsFlow;
type Deps = Pick<AppDeps, 'db' | 'config'>;

export const projectNotFound = () =>
  new AppError('PROJECT_NOT_FOUND', { userMessage: messages.projects.notFound, kind: 'NOT_FOUND' });

/** The user's project row, or the same 404 whether it is missing or someone else's. */
export async function requireOwnedProject(
  db: DbOrTrx,
  userId: string,
  projectId: string,
): Promise<ProjectRow> {
  const row = await repo.findOwnedProjectRow(db, userId, projectId);
  if (!row) throw projectNotFound();
  return row;
}

export type { AppProjectDesign, AppProjectSource } from './app-source.ts';
// What the apps module (issue 20) reads about a project.
export { findAppProject, readAppDataModel, readAppDesign } from './app-source.ts';
// Creating a project is create.ts' use case (form and builder); its URL is records.ts'.
export { toGeneratedProject } from './concept.ts';
export { availableSlug, createProject, saveNewProject } from './create.ts';
export { publicUrlFor } from './records.ts';

export async function isSlugAvailable(deps: Deps, { slug }: { slug: string }): Promise<boolean> {
  if (!slug) return false;
  return !(await repo.slugExists(deps.db, slug));
}

export async function listProjects(
  deps: Deps,
  userId: string,
  query: ListProjectsQuery,
): Promise<ProjectList> {
  const status =
    query.status === 'activos' ? 'active' : query.status === 'archivados' ? 'archived' : undefined;
  const { projects, total } = await repo.findProjectsByUser(deps.db, userId, {
    q: query.q || undefined,
    status,
    offset: query.offset,
    limit: query.limit,
  });
  const next = query.offset + projects.length;
  return { projects, total, nextOffset: next < total ? next : null };
}

export async function summarizeProjects(
  deps: Deps,
  { userId }: { userId: string },
): Promise<DashboardSummary> {
  const [counts, recent] = await Promise.all([
    repo.summarizeProjectsByUser(deps.db, userId),
    repo.findProjectsByUser(deps.db, userId, { offset: 0, limit: 5 }),
  ]);
  return { ...counts, recent: recent.projects };
}

export async function getProject(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<ProjectDetail> {
  return toProjectDetail(await requireOwnedProject(deps.db, userId, projectId));
}

export async function getProjectBySlug(
  deps: Deps,
  { userId, slug }: { userId: string; slug: string },
): Promise<ProjectDetail> {
  const row = await repo.findOwnedProjectRowBySlug(deps.db, userId, slug);
  if (!row) throw projectNotFound();
  return toProjectDetail(row);
}

export async function updateProject(
  deps: Deps,
  { userId, projectId, input }: { userId: string; projectId: string; input: UpdateProjectInput },
): Promise<ProjectDetail> {
  if (Object.keys(input).length === 0) throw badRequest(t.nothingToUpdate, 'NOTHING_TO_UPDATE');
  const patch: Parameters<typeof repo.updateOwnedProject>[3] = { updatedAt: nowIso() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description || null;
  if (input.isPublic !== undefined) patch.isPublic = input.isPublic ? 1 : 0;
  if (input.status !== undefined) patch.status = input.status;
  const updated = await repo.updateOwnedProject(deps.db, userId, projectId, patch);
  if (!updated) throw projectNotFound();
  return getProject(deps, { userId, projectId });
}

export async function deleteProject(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<void> {
  await requireOwnedProject(deps.db, userId, projectId);
  const keys = await repo.findProjectStorageKeys(deps.db, projectId);
  const deleted = await repo.deleteOwnedProject(deps.db, userId, projectId);
  if (!deleted) throw projectNotFound();
  // Its running app's definition and records (issue 20).
  await removeAppData(deps, projectId);
  // Rows are gone; stored bytes follow: files, exports, preview and the builder uploads
  // attached to it. A failure here leaves an orphan file, not a broken project.
  await removeObjects(deps, keys);
  await removeProjectObjects(deps, projectId);
}

/** Spec section 4: unlaunch sets isLaunched and isPublic to 0 and deactivates every active launch. */
export async function unlaunchProject(
  deps: Pick<AppDeps, 'db' | 'config' | 'events'>,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<ProjectDetail> {
  await requireOwnedProject(deps.db, userId, projectId);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateOwnedProject(trx, userId, projectId, {
      isLaunched: 0,
      isPublic: 0,
      updatedAt: now,
    });
    await deactivateLaunches(trx, projectId, now);
  });
  notifyCustomDomainsChanged(deps.events);
  return getProject(deps, { userId, projectId });
}

// ---------- tasks ----------

export async function listTasks(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<Task[]> {
  await requireOwnedProject(deps.db, userId, projectId);
  return content.findTasks(deps.db, projectId);
}

export async function addTask(
  deps: Deps,
  { userId, projectId, title }: { userId: string; projectId: string; title: string },
): Promise<Task> {
  await requireOwnedProject(deps.db, userId, projectId);
  const now = nowIso();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const position = await content.nextTaskPosition(trx, projectId);
    await content.insertTasks(trx, [
      { id, projectId, userId, title, done: 0, position, createdAt: now, updatedAt: now },
    ]);
    await repo.touchProject(trx, projectId, now);
  });
  const task = await content.findTask(deps.db, projectId, id);
  if (!task) throw projectNotFound();
  return task;
}

const taskNotFound = () =>
  new AppError('TASK_NOT_FOUND', { userMessage: t.taskNotFound, kind: 'NOT_FOUND' });

export async function updateTask(
  deps: Deps,
  {
    userId,
    projectId,
    taskId,
    input,
  }: {
    userId: string;
    projectId: string;
    taskId: string;
    input: { title?: string; done?: boolean };
  },
): Promise<Task> {
  await requireOwnedProject(deps.db, userId, projectId);
  if (input.title === undefined && input.done === undefined)
    throw badRequest(t.nothingToUpdate, 'NOTHING_TO_UPDATE');
  const now = nowIso();
  const patch: { title?: string; done?: number; updatedAt: string } = { updatedAt: now };
  if (input.title !== undefined) patch.title = input.title;
  if (input.done !== undefined) patch.done = input.done ? 1 : 0;
  const ok = await content.updateTask(deps.db, projectId, taskId, patch);
  if (!ok) throw taskNotFound();
  await repo.touchProject(deps.db, projectId, now);
  const task = await content.findTask(deps.db, projectId, taskId);
  if (!task) throw taskNotFound();
  return task;
}

export async function removeTask(
  deps: Deps,
  { userId, projectId, taskId }: { userId: string; projectId: string; taskId: string },
): Promise<void> {
  await requireOwnedProject(deps.db, userId, projectId);
  if (!(await content.deleteTask(deps.db, projectId, taskId))) throw taskNotFound();
  await repo.touchProject(deps.db, projectId, nowIso());
}

/** Positions become 0..n-1 in the given order; the ids must be exactly the project's tasks. */
export async function reorderTasks(
  deps: Deps,
  { userId, projectId, taskIds }: { userId: string; projectId: string; taskIds: string[] },
): Promise<Task[]> {
  await requireOwnedProject(deps.db, userId, projectId);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const current = await content.findTasks(trx, projectId);
    const known = new Set(current.map((task) => task.id));
    const given = new Set(taskIds);
    if (
      given.size !== taskIds.length ||
      given.size !== known.size ||
      taskIds.some((id) => !known.has(id))
    ) {
      throw badRequest(t.invalidOrder, 'INVALID_ORDER');
    }
    for (const [position, id] of taskIds.entries()) {
      await content.updateTask(trx, projectId, id, { position, updatedAt: now });
    }
    await repo.touchProject(trx, projectId, now);
  });
  return content.findTasks(deps.db, projectId);
}

// ---------- notes ----------

const renderNote = (note: Note): RenderedNote => ({ ...note, html: renderMarkdown(note.content) });

export async function listNotes(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<RenderedNote[]> {
  await requireOwnedProject(deps.db, userId, projectId);
  return (await content.findNotes(deps.db, projectId)).map(renderNote);
}

/** The owner page edits one note: the most recent one, created when there is none. */
export async function saveNote(
  deps: Deps,
  { userId, projectId, text }: { userId: string; projectId: string; text: string },
): Promise<RenderedNote> {
  await requireOwnedProject(deps.db, userId, projectId);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const [latest] = await content.findNotes(trx, projectId);
    if (latest) await content.updateNote(trx, projectId, latest.id, text, now);
    else
      await content.insertNote(trx, {
        id: newId(),
        projectId,
        userId,
        content: text,
        createdAt: now,
        updatedAt: now,
      });
    await repo.touchProject(trx, projectId, now);
  });
  const [note] = await content.findNotes(deps.db, projectId);
  return renderNote(note);
}

// ---------- files ----------

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
  return content.findFiles(deps.db, projectId);
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
    await content.insertFile(deps.db, row);
    await repo.touchProject(deps.db, input.projectId, row.createdAt);
  } catch (error) {
    await discardObject(deps, stored.key);
    throw error;
  }
  return content.toProjectFile(row);
}

export async function removeFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { userId, projectId, fileId }: { userId: string; projectId: string; fileId: string },
): Promise<void> {
  await requireOwnedProject(deps.db, userId, projectId);
  const row = await content.findFileRow(deps.db, projectId, fileId);
  if (!row) throw notFound(t.fileNotFound, 'FILE_NOT_FOUND');
  await content.deleteFile(deps.db, projectId, fileId);
  await repo.touchProject(deps.db, projectId, nowIso());
  await discardObject(deps, row.storageKey);
}

export type { Project };

// ---- used by the analytics and files modules, which never read the projects table ----

/** True when the project exists, is public and is launched: only those collect visits. */
export async function isProjectPublished(
  deps: Pick<AppDeps, 'db'>,
  { projectId }: { projectId: string },
): Promise<boolean> {
  const row = await repo.findProjectVisibility(deps.db, projectId);
  return row?.isPublic === 1 && row.isLaunched === 1;
}

/** The project's owner and whether its page is public (a stored file's access), or undefined. */
export async function findProjectVisibility(
  deps: Pick<AppDeps, 'db'>,
  { projectId }: { projectId: string },
): Promise<{ userId: string; isPublic: boolean } | undefined> {
  const row = await repo.findProjectVisibility(deps.db, projectId);
  return row && { userId: row.userId, isPublic: row.isPublic === 1 };
}

/** The ids of every project the user owns (dashboard totals). */
export function listProjectIds(db: DbOrTrx, userId: string): Promise<string[]> {
  return repo.findProjectIdsByUser(db, userId);
}
