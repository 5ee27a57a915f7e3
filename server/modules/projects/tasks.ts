import { messages } from '../../../contracts/messages.ts';
import type { Task } from '../../../contracts/projects.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { projectNotFound, requireOwnedProject } from './ownership.ts';
import * as tasksRepo from './project-tasks.repo.ts';
import * as repo from './repo.ts';

// A project's tasks: list, add, edit, remove, reorder (owner only).

const t = messages.projectsFlow;
type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function listTasks(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<Task[]> {
  await requireOwnedProject(deps.db, userId, projectId);
  return tasksRepo.findTasks(deps.db, projectId);
}

export async function addTask(
  deps: Deps,
  { userId, projectId, title }: { userId: string; projectId: string; title: string },
): Promise<Task> {
  await requireOwnedProject(deps.db, userId, projectId);
  const now = nowIso();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const position = await tasksRepo.nextTaskPosition(trx, projectId);
    await tasksRepo.insertTasks(trx, [
      {
        id,
        projectId,
        userId,
        title,
        done: 0,
        position,
        isPublic: 1,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await repo.touchProject(trx, projectId, now);
  });
  const task = await tasksRepo.findTask(deps.db, projectId, id);
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
    input: { title?: string; done?: boolean; isPublic?: boolean };
  },
): Promise<Task> {
  await requireOwnedProject(deps.db, userId, projectId);
  if (input.title === undefined && input.done === undefined && input.isPublic === undefined)
    throw badRequest(t.nothingToUpdate, 'NOTHING_TO_UPDATE');
  const now = nowIso();
  const patch: { title?: string; done?: number; isPublic?: number; updatedAt: string } = {
    updatedAt: now,
  };
  if (input.title !== undefined) patch.title = input.title;
  if (input.done !== undefined) patch.done = input.done ? 1 : 0;
  if (input.isPublic !== undefined) patch.isPublic = input.isPublic ? 1 : 0;
  const ok = await tasksRepo.updateTask(deps.db, projectId, taskId, patch);
  if (!ok) throw taskNotFound();
  await repo.touchProject(deps.db, projectId, now);
  const task = await tasksRepo.findTask(deps.db, projectId, taskId);
  if (!task) throw taskNotFound();
  return task;
}

export async function removeTask(
  deps: Deps,
  { userId, projectId, taskId }: { userId: string; projectId: string; taskId: string },
): Promise<void> {
  await requireOwnedProject(deps.db, userId, projectId);
  if (!(await tasksRepo.deleteTask(deps.db, projectId, taskId))) throw taskNotFound();
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
    const current = await tasksRepo.findTasks(trx, projectId);
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
      await tasksRepo.updateTask(trx, projectId, id, { position, updatedAt: now });
    }
    await repo.touchProject(trx, projectId, now);
  });
  return tasksRepo.findTasks(deps.db, projectId);
}
