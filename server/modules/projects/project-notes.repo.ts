import type { Note } from '../../../contracts/projects.ts';
import type { DbOrTrx, ProjectNotesTable } from '../../db/types.ts';

// A project's notes (project_notes). Callers have already checked the project is the user's;
// the queries still filter by projectId so one project never reaches another's rows.

type NoteRow = Pick<ProjectNotesTable, 'id' | 'content' | 'isPublic' | 'createdAt' | 'updatedAt'>;
const toNote = (r: NoteRow): Note => ({
  id: r.id,
  content: r.content,
  isPublic: Number(r.isPublic) === 1,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function findNotes(db: DbOrTrx, projectId: string): Promise<Note[]> {
  const rows = await db
    .selectFrom('projectNotes')
    .select(['id', 'content', 'isPublic', 'createdAt', 'updatedAt'])
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
  isPublic: boolean,
  at: string,
): Promise<void> {
  await db
    .updateTable('projectNotes')
    .set({ content, isPublic: isPublic ? 1 : 0, updatedAt: at })
    .where('projectId', '=', projectId)
    .where('id', '=', noteId)
    .execute();
}
