import type { Selectable } from 'kysely';
import type { AppVersionsTable, DbOrTrx } from '../../db/types.ts';

// app_versions: the numbered versions of a running app (issue 27). A version is the
// definition and the design after one write; its number is the definition's revision.

export type VersionRow = Selectable<AppVersionsTable>;
export type NewVersion = Omit<VersionRow, 'recordSets'> & { recordSets?: string | null };

export async function insertVersion(db: DbOrTrx, row: NewVersion): Promise<void> {
  await db.insertInto('appVersions').values(row).execute();
}

/** Inserts the version unless the project already has one with that number. */
export async function insertVersionOnce(db: DbOrTrx, row: NewVersion): Promise<void> {
  await db
    .insertInto('appVersions')
    .values(row)
    .onConflict((oc) => oc.columns(['projectId', 'version']).doNothing())
    .execute();
}

export async function findVersion(db: DbOrTrx, projectId: string, version: number) {
  return db
    .selectFrom('appVersions')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function hasVersion(db: DbOrTrx, projectId: string, version: number) {
  const row = await db
    .selectFrom('appVersions')
    .select('version')
    .where('projectId', '=', projectId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

/** The project's stored definitions, newest version first (to find the last one that reads). */
export async function listVersionDefinitions(db: DbOrTrx, projectId: string, limit: number) {
  return db
    .selectFrom('appVersions')
    .select(['version', 'definition'])
    .where('projectId', '=', projectId)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
}

/** The project's versions, newest first, without their snapshots. */
export async function listVersions(db: DbOrTrx, projectId: string, limit: number) {
  return db
    .selectFrom('appVersions')
    .select(['version', 'kind', 'instruction', 'restoredFrom', 'authorId', 'createdAt'])
    .where('projectId', '=', projectId)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
}

/** Record sets per entity key (JSON text) of one version; undefined when it has none. */
export async function findRecordSets(db: DbOrTrx, projectId: string, version: number) {
  const row = await db
    .selectFrom('appVersions')
    .select('recordSets')
    .where('projectId', '=', projectId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.recordSets ?? null;
}

/** The record sets (JSON text or null) of every version the project keeps. */
export async function listRecordSets(db: DbOrTrx, projectId: string) {
  const rows = await db
    .selectFrom('appVersions')
    .select('recordSets')
    .where('projectId', '=', projectId)
    .execute();
  return rows.map((r) => r.recordSets);
}

/**
 * Keeps the project's first version and its `kept` newest (numbers are the definition's
 * revisions, so the newest are those above `latest - kept`); deletes the others. Returns how
 * many were deleted.
 */
export async function pruneVersions(
  db: DbOrTrx,
  projectId: string,
  latest: number,
  kept: number,
): Promise<number> {
  const first = await db
    .selectFrom('appVersions')
    .select(({ fn }) => fn.min<number>('version').as('first'))
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  const firstVersion = Number(first?.first ?? latest);
  const result = await db
    .deleteFrom('appVersions')
    .where('projectId', '=', projectId)
    .where('version', '>', firstVersion)
    .where('version', '<=', latest - kept)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteProjectVersions(db: DbOrTrx, projectId: string): Promise<void> {
  await db.deleteFrom('appVersions').where('projectId', '=', projectId).execute();
}
