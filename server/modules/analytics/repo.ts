import { sql } from 'kysely';
import type { AnalyticsEventsTable, DbOrTrx } from '../../db/types.ts';

// Analytics queries. Every stats query filters on (project_id, day) and reads only columns
// of the covering index analytics_events_day_idx where it can (migration 0003).

export type NewEvent = Omit<AnalyticsEventsTable, 'id'>;

const DEDUP_KEY = ['projectId', 'sessionId', 'type', 'timestamp', 'pathname'] as const;

/** Inserts the events; a row whose dedup key exists already is skipped. Returns how many landed. */
export async function insertEvents(db: DbOrTrx, rows: NewEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('analyticsEvents')
    .values(rows)
    .onConflict((oc) => oc.columns([...DEDUP_KEY]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

// ------------------------------------------------------------------ salts

export async function findSalt(db: DbOrTrx, day: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('analyticsSalts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.salt;
}

export async function insertSaltIfMissing(db: DbOrTrx, day: string, salt: string): Promise<void> {
  await db
    .insertInto('analyticsSalts')
    .values({ day, salt })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

export async function deleteSaltsBefore(db: DbOrTrx, day: string): Promise<void> {
  await db.deleteFrom('analyticsSalts').where('day', '<', day).execute();
}

// ------------------------------------------------------------------ day rollups

export async function findRollups(db: DbOrTrx, projectId: string, fromDay: string, toDay: string) {
  return db
    .selectFrom('analyticsDayRollups')
    .select(['day', 'payload'])
    .where('projectId', '=', projectId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
}

export async function saveRollup(db: DbOrTrx, projectId: string, day: string, payload: string) {
  await db
    .insertInto('analyticsDayRollups')
    .values({ projectId, day, payload, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['projectId', 'day']).doUpdateSet({ payload }))
    .execute();
}

export async function deleteRollups(db: DbOrTrx, projectId: string, days: string[]) {
  if (days.length === 0) return;
  await db
    .deleteFrom('analyticsDayRollups')
    .where('projectId', '=', projectId)
    .where('day', 'in', days)
    .execute();
}

// ------------------------------------------------------------------ stats

type Range = { projectIds: string[]; fromDay: string; toDay: string };

function scoped(db: DbOrTrx, r: Range) {
  return db
    .selectFrom('analyticsEvents')
    .where('projectId', 'in', r.projectIds)
    .where('day', '>=', r.fromDay)
    .where('day', '<=', r.toDay);
}

const pageviewCount = sql<number>`sum(case when type = 'pageview' then 1 else 0 end)`;
const visitorCount = sql<number>`count(distinct visitor_hash)`;

export async function statsByDay(db: DbOrTrx, r: Range) {
  return scoped(db, r)
    .select(['day', pageviewCount.as('pageviews'), visitorCount.as('visitors')])
    .groupBy('day')
    .orderBy('day')
    .execute();
}

/** Every event of one site's day, only the columns the aggregates need (one index range). */
export async function findDayEvents(db: DbOrTrx, projectId: string, day: string, afterId = 0) {
  let query = db
    .selectFrom('analyticsEvents')
    .select([
      'id',
      'type',
      'visitorHash',
      'sessionId',
      'timestamp',
      'channel',
      'referrerHost',
      'pathname',
      'screenWidth',
      'utmSource',
      'utmMedium',
      'utmCampaign',
    ])
    .where('projectId', '=', projectId)
    .where('day', '=', day);
  if (afterId > 0) query = query.where('id', '>', afterId);
  return query.execute();
}
