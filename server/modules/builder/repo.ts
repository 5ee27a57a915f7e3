import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, TemplatesTable, UploadedFilesTable } from '../../db/types.ts';

// Builder queries: its uploads and templates. Projects and launches are the projects
// module's; the builder saves a project through its use case (projects/create.ts).

export type UploadedFileRow = Selectable<UploadedFilesTable>;
export type TemplateRow = Selectable<TemplatesTable>;

export async function insertUploadedFile(
  db: DbOrTrx,
  row: Insertable<UploadedFilesTable>,
): Promise<void> {
  await db.insertInto('uploadedFiles').values(row).execute();
}

export async function findUploadedFilesByIds(
  db: DbOrTrx,
  ids: string[],
): Promise<UploadedFileRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('uploadedFiles').selectAll().where('id', 'in', ids).execute();
}

/** Attaches files to a project; returns how many were still unattached (and so attached). */
export async function attachUploadedFiles(
  db: DbOrTrx,
  ids: string[],
  projectId: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('uploadedFiles')
    .set({ projectId })
    .where('id', 'in', ids)
    .where('projectId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listTemplates(db: DbOrTrx): Promise<TemplateRow[]> {
  return db
    .selectFrom('templates')
    .selectAll()
    .orderBy('isFeatured', 'desc')
    .orderBy('name', 'asc')
    .execute();
}

/** Inserts the templates that are not there yet; an operator's edits to existing ones stay. */
export async function insertMissingTemplates(db: DbOrTrx, rows: TemplatesTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('templates')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
