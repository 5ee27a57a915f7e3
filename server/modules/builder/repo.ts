import type { Insertable, Selectable } from 'kysely';
import type {
  DbOrTrx,
  LaunchesTable,
  ProjectRow,
  ProjectsTable,
  TemplatesTable,
  UploadedFilesTable,
} from '../../db/types.ts';

// Builder queries. The project and launch tables are shared with the projects module;
// the builder only inserts into them and reads the user's list.

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

export async function slugsStartingWith(db: DbOrTrx, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('projects')
    .select('slug')
    .where((eb) =>
      eb.or([eb('slug', '=', base), eb('slug', 'like', `${base.replace(/[%_\\]/g, '')}-%`)]),
    )
    .execute();
  return rows.map((r) => r.slug);
}

export async function insertProjectRow(db: DbOrTrx, row: ProjectsTable): Promise<void> {
  await db.insertInto('projects').values(row).execute();
}

export async function insertLaunchRow(db: DbOrTrx, row: LaunchesTable): Promise<void> {
  await db.insertInto('launches').values(row).execute();
}

export async function findProjectsByUser(
  db: DbOrTrx,
  userId: string,
  limit = 200,
): Promise<ProjectRow[]> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
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
