import type { DbOrTrx } from '../../db/types.ts';

// app_definitions: one running app's definition per project (JSON text).

export async function findDefinition(db: DbOrTrx, projectId: string) {
  return db
    .selectFrom('appDefinitions')
    .selectAll()
    .where('projectId', '=', projectId)
    .executeTakeFirst();
}

/** Inserts the first definition; false when another request already did. */
export async function insertDefinitionOnce(
  db: DbOrTrx,
  row: { projectId: string; definition: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('appDefinitions')
    .values({
      projectId: row.projectId,
      definition: row.definition,
      revision: 1,
      updatedBy: null,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflict((oc) => oc.column('projectId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateDefinition(
  db: DbOrTrx,
  row: { projectId: string; definition: string; userId: string; at: string },
): Promise<void> {
  await db
    .updateTable('appDefinitions')
    .set((eb) => ({
      definition: row.definition,
      revision: eb('revision', '+', 1),
      updatedBy: row.userId,
      updatedAt: row.at,
    }))
    .where('projectId', '=', row.projectId)
    .execute();
}

export async function deleteDefinition(db: DbOrTrx, projectId: string): Promise<void> {
  await db.deleteFrom('appDefinitions').where('projectId', '=', projectId).execute();
}

/**
 * The definition row read to be written in the same transaction: held until it ends on
 * PostgreSQL (`for update`); SQLite's transaction already holds the whole database.
 */
export async function findDefinitionForUpdate(
  db: DbOrTrx,
  engine: 'sqlite' | 'postgres',
  projectId: string,
) {
  const q = db.selectFrom('appDefinitions').selectAll().where('projectId', '=', projectId);
  return (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

/**
 * Compare-and-set: writes the definition as revision `expected + 1` only if it is still at
 * `expected`. False when another write got there first (nothing is written then).
 */
export async function replaceDefinitionAt(
  db: DbOrTrx,
  row: { projectId: string; expected: number; definition: string; userId: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('appDefinitions')
    .set({
      definition: row.definition,
      revision: row.expected + 1,
      updatedBy: row.userId,
      updatedAt: row.at,
    })
    .where('projectId', '=', row.projectId)
    .where('revision', '=', row.expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) === 1;
}
