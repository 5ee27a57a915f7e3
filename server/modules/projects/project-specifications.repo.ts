import type { DbOrTrx, ProjectSpecificationsTable } from '../../db/types.ts';

// Project specifications: generated documents, newest first.

export async function findSpecifications(db: DbOrTrx, projectId: string) {
  return db
    .selectFrom('projectSpecifications')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function findLatestSpecification(db: DbOrTrx, projectId: string) {
  return db
    .selectFrom('projectSpecifications')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export async function insertSpecification(
  db: DbOrTrx,
  row: ProjectSpecificationsTable,
): Promise<void> {
  await db.insertInto('projectSpecifications').values(row).execute();
}
