import type { Insertable } from 'kysely';
import type { DbOrTrx, StoredObjectsTable } from '../../db/types.ts';

export async function insertObject(db: DbOrTrx, row: Insertable<StoredObjectsTable>) {
  // A key written again (a preview regenerated) keeps one row, with the newest facts.
  await db
    .insertInto('storedObjects')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        ownerUserId: row.ownerUserId,
        projectId: row.projectId ?? null,
        kind: row.kind,
        contentType: row.contentType,
        size: row.size,
      }),
    )
    .execute();
}

/** The object's uploader, kind and project, if any. */
export async function findObject(db: DbOrTrx, key: string) {
  return db
    .selectFrom('storedObjects')
    .select(['key', 'ownerUserId', 'projectId', 'kind'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The size of each of `keys` stored for the project as `kind` (the keys not found are absent). */
export async function objectSizes(
  db: DbOrTrx,
  projectId: string,
  kind: StoredObjectsTable['kind'],
  keys: string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('storedObjects')
    .select(['key', 'size'])
    .where('projectId', '=', projectId)
    .where('kind', '=', kind)
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, Number(r.size)]));
}

export async function listProjectObjectKeys(db: DbOrTrx, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('storedObjects')
    .select('key')
    .where('projectId', '=', projectId)
    .execute();
  return rows.map((r) => r.key);
}

export async function setObjectsProject(db: DbOrTrx, keys: string[], projectId: string) {
  if (keys.length === 0) return;
  await db.updateTable('storedObjects').set({ projectId }).where('key', 'in', keys).execute();
}

export async function deleteObjectRows(db: DbOrTrx, keys: string[]) {
  if (keys.length === 0) return;
  await db.deleteFrom('storedObjects').where('key', 'in', keys).execute();
}

/** Objects of one kind uploaded in [from, to) (the unused app-image sweep). */
export async function listObjectsOfKind(
  db: DbOrTrx,
  kind: StoredObjectsTable['kind'],
  from: string,
  to: string,
) {
  return db
    .selectFrom('storedObjects')
    .select(['key', 'ownerUserId', 'projectId', 'createdAt'])
    .where('kind', '=', kind)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .orderBy('createdAt')
    .limit(5000)
    .execute();
}
