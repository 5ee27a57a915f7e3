import type { DbOrTrx, DesignCustomizationsTable } from '../../db/types.ts';

// Design customizations: one row per project (theme, custom CSS).

export async function findDesign(db: DbOrTrx, projectId: string) {
  return db
    .selectFrom('designCustomizations')
    .selectAll()
    .where('projectId', '=', projectId)
    .executeTakeFirst();
}

export async function upsertDesign(db: DbOrTrx, row: DesignCustomizationsTable): Promise<void> {
  await db
    .insertInto('designCustomizations')
    .values(row)
    .onConflict((oc) =>
      oc.column('projectId').doUpdateSet({
        designData: row.designData,
        themeConfig: row.themeConfig,
        customCss: row.customCss,
        designStatus: row.designStatus,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}
