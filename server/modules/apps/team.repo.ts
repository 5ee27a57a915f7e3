import type { TeamRole } from '../../../contracts/app-definition.ts';
import type { DbOrTrx } from '../../db/types.ts';

// app_team_members: the people an owner invited to an app's team, by lowercased email
// (issue 38 §3; docs/decisions/0232-the-team.md). One row per app and email.

export type TeamRow = { id: string; email: string; role: TeamRole };

export async function listMembers(db: DbOrTrx, projectId: string): Promise<TeamRow[]> {
  return db
    .selectFrom('appTeamMembers')
    .select(['id', 'email', 'role'])
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function countMembers(db: DbOrTrx, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('appTeamMembers')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The role of the account with this (lowercased) email in the app's team, if any. */
export async function findRole(
  db: DbOrTrx,
  projectId: string,
  email: string,
): Promise<TeamRole | null> {
  const row = await db
    .selectFrom('appTeamMembers')
    .select('role')
    .where('projectId', '=', projectId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Adds a member; false when the app already has one with this email (the unique index). */
export async function insertMember(
  db: DbOrTrx,
  row: {
    id: string;
    projectId: string;
    email: string;
    role: TeamRole;
    invitedBy: string;
    createdAt: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('appTeamMembers')
    .values(row)
    .onConflict((oc) => oc.columns(['projectId', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes one member of the app's team: the removed row (null when there was none). */
export async function deleteMember(
  db: DbOrTrx,
  projectId: string,
  memberId: string,
): Promise<TeamRow | null> {
  const row = await db
    .selectFrom('appTeamMembers')
    .select(['id', 'email', 'role'])
    .where('projectId', '=', projectId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  const result = await db
    .deleteFrom('appTeamMembers')
    .where('projectId', '=', projectId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? row : null;
}

/** The emails of the app's team (the new-record mails, issue 38 §6). */
export async function memberEmails(db: DbOrTrx, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('appTeamMembers')
    .select('email')
    .where('projectId', '=', projectId)
    .execute();
  return rows.map((r) => r.email);
}

export async function deleteProjectMembers(db: DbOrTrx, projectId: string): Promise<void> {
  await db.deleteFrom('appTeamMembers').where('projectId', '=', projectId).execute();
}
