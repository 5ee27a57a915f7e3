import { sql } from 'kysely';
import type { Engine } from '../../db/engine.ts';
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

/** Sessions, single-pageview sessions, and the summed session length in seconds. */
export async function statsSessions(db: DbOrTrx, engine: Engine, r: Range) {
  const seconds =
    engine === 'postgres'
      ? sql<number>`extract(epoch from (max(timestamp)::timestamptz - min(timestamp)::timestamptz))`
      : sql<number>`(julianday(max(timestamp)) - julianday(min(timestamp))) * 86400`;
  const perSession = scoped(db, r)
    .where('sessionId', '<>', '')
    .select([pageviewCount.as('pageviews'), seconds.as('seconds')])
    .groupBy('sessionId')
    .as('s');
  const row = await db
    .selectFrom(perSession)
    .select([
      sql<number>`count(*)`.as('sessions'),
      sql<number>`sum(case when s.pageviews <= 1 then 1 else 0 end)`.as('bounces'),
      sql<number>`sum(s.seconds)`.as('seconds'),
    ])
    .executeTakeFirst();
  return {
    sessions: Number(row?.sessions ?? 0),
    bounces: Number(row?.bounces ?? 0),
    seconds: Number(row?.seconds ?? 0),
  };
}

export async function statsChannels(db: DbOrTrx, r: Range) {
  return scoped(db, r)
    .select(['channel', visitorCount.as('visitors')])
    .groupBy('channel')
    .orderBy('visitors', 'desc')
    .execute();
}

export async function statsReferrers(db: DbOrTrx, r: Range, limit: number) {
  return scoped(db, r)
    .where('referrerHost', 'is not', null)
    .select(['referrerHost', visitorCount.as('visitors')])
    .groupBy('referrerHost')
    .orderBy('visitors', 'desc')
    .orderBy('referrerHost')
    .limit(limit)
    .execute();
}

export async function statsPages(db: DbOrTrx, r: Range, limit: number) {
  return scoped(db, r)
    .where('type', '=', 'pageview')
    .select(['pathname', sql<number>`count(*)`.as('pageviews'), visitorCount.as('visitors')])
    .groupBy('pathname')
    .orderBy('pageviews', 'desc')
    .orderBy('pathname')
    .limit(limit)
    .execute();
}

export async function statsCampaigns(db: DbOrTrx, r: Range, limit: number) {
  return scoped(db, r)
    .where((eb) => eb.or([eb('utmSource', 'is not', null), eb('utmCampaign', 'is not', null)]))
    .select(['utmSource', 'utmMedium', 'utmCampaign', visitorCount.as('visitors')])
    .groupBy(['utmSource', 'utmMedium', 'utmCampaign'])
    .orderBy('visitors', 'desc')
    .limit(limit)
    .execute();
}

export async function statsScreens(db: DbOrTrx, r: Range) {
  // Plausible's classes; contracts/analytics.ts screenClassOf() says the same in TypeScript.
  const screen = sql<string>`case when screen_width < 576 then 'Móvil' when screen_width < 992 then 'Tableta' when screen_width < 1440 then 'Portátil' else 'Escritorio' end`;
  return scoped(db, r)
    .where('screenWidth', '>', 0)
    .select([screen.as('screen'), visitorCount.as('visitors')])
    .groupBy(sql`1`)
    .orderBy('visitors', 'desc')
    .execute();
}

export async function countTotals(db: DbOrTrx, r: Range) {
  const row = await scoped(db, r)
    .select([pageviewCount.as('pageviews'), visitorCount.as('visitors')])
    .executeTakeFirst();
  return { pageviews: Number(row?.pageviews ?? 0), visitors: Number(row?.visitors ?? 0) };
}
