import type { CodeExportsTable, DbOrTrx } from '../../db/types.ts';

// Code exports: generated source archives of a project.

export async function findLatestExport(db: DbOrTrx, projectId: string) {
  return db
    .selectFrom('codeExports')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('exportStatus', '=', 'completed')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export async function findExport(db: DbOrTrx, projectId: string, exportId: string) {
  return db
    .selectFrom('codeExports')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', exportId)
    .executeTakeFirst();
}

export async function insertExport(db: DbOrTrx, row: CodeExportsTable): Promise<void> {
  await db.insertInto('codeExports').values(row).execute();
}

/** The newest completed export made from this state (its storage key ends with the key). */
export async function findExportByStateKey(db: DbOrTrx, projectId: string, stateKey: string) {
  return db
    .selectFrom('codeExports')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('exportStatus', '=', 'completed')
    .where('storageKey', 'like', `exports/${projectId}/%-${stateKey}.zip`)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}
