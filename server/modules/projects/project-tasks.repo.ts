import type { Task } from '../../../contracts/projects.ts';
import type { DbOrTrx, ProjectTasksTable } from '../../db/types.ts';

// A project's tasks (project_tasks). Callers have already checked the project is the user's;
// the queries still filter by projectId so one project never reaches another's rows.

type TaskRow = Pick<
  ProjectTasksTable,
  'id' | 'title' | 'done' | 'position' | 'isPublic' | 'createdAt' | 'updatedAt'
>;
const toTask = (r: TaskRow): Task => ({
  id: r.id,
  title: r.title,
  done: Number(r.done) === 1,
  position: Number(r.position),
  isPublic: Number(r.isPublic) === 1,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function findTasks(db: DbOrTrx, projectId: string): Promise<Task[]> {
  const rows = await db
    .selectFrom('projectTasks')
    .select(['id', 'title', 'done', 'position', 'isPublic', 'createdAt', 'updatedAt'])
    .where('projectId', '=', projectId)
    .orderBy('position', 'asc')
    .orderBy('createdAt', 'asc')
    .execute();
  return rows.map(toTask);
}

export async function insertTasks(db: DbOrTrx, rows: ProjectTasksTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('projectTasks').values(rows).execute();
}

export async function nextTaskPosition(db: DbOrTrx, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('projectTasks')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function findTask(
  db: DbOrTrx,
  projectId: string,
  taskId: string,
): Promise<Task | undefined> {
  const row = await db
    .selectFrom('projectTasks')
    .select(['id', 'title', 'done', 'position', 'isPublic', 'createdAt', 'updatedAt'])
    .where('projectId', '=', projectId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  return row ? toTask(row) : undefined;
}

export async function updateTask(
  db: DbOrTrx,
  projectId: string,
  taskId: string,
  patch: Partial<Pick<ProjectTasksTable, 'title' | 'done' | 'position' | 'isPublic' | 'updatedAt'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('projectTasks')
    .set(patch)
    .where('projectId', '=', projectId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteTask(db: DbOrTrx, projectId: string, taskId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('projectTasks')
    .where('projectId', '=', projectId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
