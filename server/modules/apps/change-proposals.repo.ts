import type { Selectable } from 'kysely';
import type { AppChangeProposalsTable, DbOrTrx } from '../../db/types.ts';

// app_change_proposals: what an owner's instruction was read into (issue 27), kept until it
// is applied or it ages out.

export type ProposalRow = Selectable<AppChangeProposalsTable>;

export async function insertProposal(db: DbOrTrx, row: ProposalRow): Promise<void> {
  await db.insertInto('appChangeProposals').values(row).execute();
}

export async function findProposal(db: DbOrTrx, projectId: string, id: string) {
  return db
    .selectFrom('appChangeProposals')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markApplied(db: DbOrTrx, id: string, version: number): Promise<void> {
  await db
    .updateTable('appChangeProposals')
    .set({ appliedVersion: version })
    .where('id', '=', id)
    .execute();
}

/** Removes the project's proposals made before `before` (ISO time). */
export async function deleteOldProposals(
  db: DbOrTrx,
  projectId: string,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('appChangeProposals')
    .where('projectId', '=', projectId)
    .where('createdAt', '<', before)
    .execute();
}

export async function deleteProjectProposals(db: DbOrTrx, projectId: string): Promise<void> {
  await db.deleteFrom('appChangeProposals').where('projectId', '=', projectId).execute();
}
