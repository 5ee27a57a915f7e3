import type { Note, ProjectFile, Task } from '../../../contracts/projects.ts';
import { extensionOf, IMAGE_EXTENSIONS } from '../../../contracts/projects.ts';
import type {
  DbOrTrx,
  ProjectFilesTable,
  ProjectNotesTable,
  ProjectTasksTable,
} from '../../db/types.ts';

// Tasks, notes and files of a project. Callers have already checked the project is the
// user's; the queries still filter by projectId so one project never reaches another's rows.

type TaskRow = Pick<
  ProjectTasksTable,
  'id' | 'title' | 'done' | 'position' | 'createdAt' | 'updatedAt'
>;
const toTask = (r: TaskRow): Task => ({
  id: r.id,
  title: r.title,
  done: Number(r.done) === 1,
  position: Number(r.position),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function findTasks(db: DbOrTrx, projectId: string): Promise<Task[]> {
  const rows = await db
    .selectFrom('projectTasks')
    .select(['id', 'title', 'done', 'position', 'createdAt', 'updatedAt'])
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
    .select(['id', 'title', 'done', 'position', 'createdAt', 'updatedAt'])
    .where('projectId', '=', projectId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  return row ? toTask(row) : undefined;
}

export async function updateTask(
  db: DbOrTrx,
  projectId: string,
  taskId: string,
  patch: Partial<Pick<ProjectTasksTable, 'title' | 'done' | 'position' | 'updatedAt'>>,
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

type NoteRow = Pick<ProjectNotesTable, 'id' | 'content' | 'createdAt' | 'updatedAt'>;
const toNote = (r: NoteRow): Note => ({
  id: r.id,
  content: r.content,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function findNotes(db: DbOrTrx, projectId: string): Promise<Note[]> {
  const rows = await db
    .selectFrom('projectNotes')
    .select(['id', 'content', 'createdAt', 'updatedAt'])
    .where('projectId', '=', projectId)
    .orderBy('updatedAt', 'desc')
    .execute();
  return rows.map(toNote);
}

export async function insertNote(db: DbOrTrx, row: ProjectNotesTable): Promise<void> {
  await db.insertInto('projectNotes').values(row).execute();
}

export async function updateNote(
  db: DbOrTrx,
  projectId: string,
  noteId: string,
  content: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('projectNotes')
    .set({ content, updatedAt: at })
    .where('projectId', '=', projectId)
    .where('id', '=', noteId)
    .execute();
}

type FileRow = Pick<
  ProjectFilesTable,
  'id' | 'name' | 'size' | 'mimeType' | 'publicUrl' | 'createdAt'
>;
export const toProjectFile = (r: FileRow): ProjectFile => ({
  id: r.id,
  name: r.name,
  size: Number(r.size),
  mimeType: r.mimeType,
  publicUrl: r.publicUrl,
  isImage: (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(r.name)),
  createdAt: r.createdAt,
});

export async function findFiles(db: DbOrTrx, projectId: string): Promise<ProjectFile[]> {
  const rows = await db
    .selectFrom('projectFiles')
    .select(['id', 'name', 'size', 'mimeType', 'publicUrl', 'createdAt'])
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toProjectFile);
}

export async function insertFile(db: DbOrTrx, row: ProjectFilesTable): Promise<void> {
  await db.insertInto('projectFiles').values(row).execute();
}

export async function findFileRow(db: DbOrTrx, projectId: string, fileId: string) {
  return db
    .selectFrom('projectFiles')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export async function deleteFile(db: DbOrTrx, projectId: string, fileId: string): Promise<void> {
  await db
    .deleteFrom('projectFiles')
    .where('projectId', '=', projectId)
    .where('id', '=', fileId)
    .execute();
}
