import { messages } from '../../../contracts/messages.ts';
import type {
  DashboardSummary,
  ListProjectsQuery,
  ProjectDetail,
  ProjectList,
  UpdateProjectInput,
} from '../../../contracts/projects.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { closeVisitorStreams, removeAppData } from '../apps/service.ts';
import { removeObjects, removeProjectObjects } from '../files/service.ts';
import { projectNotFound, requireOwnedProject } from './ownership.ts';
import { toProjectDetail } from './project-mapper.ts';
import * as repo from './repo.ts';

// A user's projects: the list, the dashboard summary, one project, its edit and its removal;
// and what other modules may ask about a project without reading the projects table.

const t = messages.projectsFlow;
type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function isSlugAvailable(deps: Deps, { slug }: { slug: string }): Promise<boolean> {
  if (!slug) return false;
  return !(await repo.slugExists(deps.db, slug));
}

export async function listProjects(
  deps: Deps,
  { userId, query }: { userId: string; query: ListProjectsQuery },
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
  deps: Deps & Pick<AppDeps, 'events'>,
  { userId, projectId, input }: { userId: string; projectId: string; input: UpdateProjectInput },
): Promise<ProjectDetail> {
  if (Object.keys(input).length === 0) throw badRequest(t.nothingToUpdate, 'NOTHING_TO_UPDATE');
  // The contract's keys are the columns' names (updateProjectSchema is strict): a flag is
  // stored as 0/1 and an emptied text as null.
  const patch: Parameters<typeof repo.updateOwnedProject>[3] = {
    ...Object.fromEntries(
      Object.entries(input).map(([key, value]) => [
        key,
        typeof value === 'boolean' ? Number(value) : value === '' ? null : value,
      ]),
    ),
    updatedAt: nowIso(),
  };
  const updated = await repo.updateOwnedProject(deps.db, userId, projectId, patch);
  if (!updated) throw projectNotFound();
  // Made private: its running app's visitors lose their live streams at once (issue 40 §6).
  if (input.isPublic === false) closeVisitorStreams(deps, projectId);
  return getProject(deps, { userId, projectId });
}

export async function deleteProject(
  deps: Pick<AppDeps, 'db' | 'storage' | 'events'>,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<void> {
  await requireOwnedProject(deps.db, userId, projectId);
  const keys = await repo.findProjectStorageKeys(deps.db, projectId);
  const deleted = await repo.deleteOwnedProject(deps.db, userId, projectId);
  if (!deleted) throw projectNotFound();
  // Its running app's definition and records (issue 20), and its visitors' live streams.
  await removeAppData(deps, { projectId });
  closeVisitorStreams(deps, projectId);
  // Rows are gone; stored bytes follow: files, exports, preview and the builder uploads
  // attached to it. A failure here leaves an orphan file, not a broken project.
  await removeObjects(deps, keys);
  await removeProjectObjects(deps, projectId);
}

// ---- asked by the analytics, files and apps modules, which never read the projects table ----

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
export function listProjectIds(
  deps: Pick<AppDeps, 'db'>,
  { userId }: { userId: string },
): Promise<string[]> {
  return repo.findProjectIdsByUser(deps.db, userId);
}
