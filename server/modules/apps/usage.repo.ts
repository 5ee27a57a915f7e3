import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types.ts';

// app_visitor_usage: what visitors created in an app on one UTC day (issue 40). One row per
// visitor and one per app (user_id ALL_VISITORS); counts only grow (a deleted record or a
// removed image gives nothing back), so a daily cap cannot be reset by deleting.

export const ALL_VISITORS = '*';

export type Usage = { records: number; uploads: number; uploadBytes: number };
const NONE: Usage = { records: 0, uploads: 0, uploadBytes: 0 };

/** Today's (or `day`'s) counts of these users in the project; missing rows read as zero. */
export async function readUsage(
  db: DbOrTrx,
  projectId: string,
  day: string,
  userIds: string[],
): Promise<Map<string, Usage>> {
  const rows = await db
    .selectFrom('appVisitorUsage')
    .select(['userId', 'records', 'uploads', 'uploadBytes'])
    .where('projectId', '=', projectId)
    .where('day', '=', day)
    .where('userId', 'in', userIds)
    .execute();
  const found = new Map<string, Usage>(userIds.map((u) => [u, { ...NONE }]));
  for (const r of rows)
    found.set(r.userId, {
      records: Number(r.records),
      uploads: Number(r.uploads),
      uploadBytes: Number(r.uploadBytes),
    });
  return found;
}

/** Adds to a user's (or ALL_VISITORS') counts of the day. */
export async function addUsage(
  db: DbOrTrx,
  row: { projectId: string; userId: string; day: string } & Partial<Usage>,
): Promise<void> {
  const records = row.records ?? 0;
  const uploads = row.uploads ?? 0;
  const uploadBytes = row.uploadBytes ?? 0;
  await db
    .insertInto('appVisitorUsage')
    .values({
      projectId: row.projectId,
      userId: row.userId,
      day: row.day,
      records,
      uploads,
      uploadBytes,
    })
    .onConflict((oc) =>
      oc.columns(['projectId', 'userId', 'day']).doUpdateSet({
        records: sql<number>`app_visitor_usage.records + ${records}`,
        uploads: sql<number>`app_visitor_usage.uploads + ${uploads}`,
        uploadBytes: sql<number>`app_visitor_usage.upload_bytes + ${uploadBytes}`,
      }),
    )
    .execute();
}

/** Forgets the days before `day` (the caps are per day). */
export async function deleteUsageBefore(db: DbOrTrx, day: string): Promise<void> {
  await db.deleteFrom('appVisitorUsage').where('day', '<', day).execute();
}

export async function deleteProjectUsage(db: DbOrTrx, projectId: string): Promise<void> {
  await db.deleteFrom('appVisitorUsage').where('projectId', '=', projectId).execute();
}
