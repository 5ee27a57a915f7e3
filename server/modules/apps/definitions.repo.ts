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
