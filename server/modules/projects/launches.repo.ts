import type { DbOrTrx, LaunchesTable } from '../../db/types.ts';

// Launch records: one row per launch of a project; at most one is active.

export async function findActiveLaunch(db: DbOrTrx, projectId: string) {
  return db
    .selectFrom('launches')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('launchStatus', '=', 'active')
    .orderBy('updatedAt', 'desc')
    .executeTakeFirst();
}

export async function findLatestLaunch(db: DbOrTrx, projectId: string) {
  return db
    .selectFrom('launches')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('updatedAt', 'desc')
    .executeTakeFirst();
}

export async function insertLaunch(db: DbOrTrx, row: LaunchesTable): Promise<void> {
  await db.insertInto('launches').values(row).execute();
}

export async function updateLaunch(
  db: DbOrTrx,
  launchId: string,
  patch: Partial<Omit<LaunchesTable, 'id' | 'projectId' | 'userId'>>,
) {
  await db.updateTable('launches').set(patch).where('id', '=', launchId).execute();
}

export async function deactivateLaunches(
  db: DbOrTrx,
  projectId: string,
  at: string,
): Promise<number> {
  const r = await db
    .updateTable('launches')
    .set({ launchStatus: 'inactive', updatedAt: at })
    .where('projectId', '=', projectId)
    .where('launchStatus', '=', 'active')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The project whose active launch serves this custom domain, if any. */
export async function findProjectByCustomDomain(db: DbOrTrx, domain: string) {
  return db
    .selectFrom('launches')
    .innerJoin('projects', 'projects.id', 'launches.projectId')
    .select(['projects.id as projectId', 'projects.slug as slug'])
    .where('launches.customDomain', '=', domain)
    .where('launches.launchStatus', '=', 'active')
    .executeTakeFirst();
}

export async function customDomainUsedElsewhere(
  db: DbOrTrx,
  domain: string,
  projectId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('launches')
    .select('id')
    .where('customDomain', '=', domain)
    .where('launchStatus', '=', 'active')
    .where('projectId', '!=', projectId)
    .executeTakeFirst();
  return row !== undefined;
}
