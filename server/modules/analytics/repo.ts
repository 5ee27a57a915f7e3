import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { AnalyticsEventsTable, DbOrTrx } from '../../db/types.ts';

// Analytics queries. Every stats query filters on (project_id, day) and reads only columns
// of the covering index analytics_events_day_idx where it can (migration 0003).

export type NewEvent = Omit<AnalyticsEventsTable, 'id'>;

// The insert is the ingest hot path: Kysely would rebuild and recompile (through the
// camelCase plugin) a 2,000-parameter query tree for every batch of 100. The statement text
// only depends on the engine and the row count, so it is built once and reused (node:sqlite
// then hits its prepared-statement cache too); the values stay bound parameters.
const COLUMNS: [keyof NewEvent, string][] = [
  ['projectId', 'project_id'],
  ['type', 'type'],
  ['timestamp', 'timestamp'],
  ['day', 'day'],
  ['userId', 'user_id'],
  ['userEmail', 'user_email'],
  ['sessionId', 'session_id'],
  ['pathname', 'pathname'],
  ['referrer', 'referrer'],
  ['referrerHost', 'referrer_host'],
  ['screenWidth', 'screen_width'],
  ['channel', 'channel'],
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmContent', 'utm_content'],
  ['utmTerm', 'utm_term'],
  ['properties', 'properties'],
  ['visitorHash', 'visitor_hash'],
  ['createdAt', 'created_at'],
];
const DEDUP_COLUMNS = 'project_id, session_id, type, timestamp, pathname';
const insertSqlCache = new Map<string, string>();

function insertSql(postgres: boolean, count: number): string {
  const key = `${postgres ? 'pg' : 'sqlite'}:${count}`;
  let text = insertSqlCache.get(key);
  if (text) return text;
  const width = COLUMNS.length;
  const tuples: string[] = [];
  for (let r = 0; r < count; r++) {
    const marks = COLUMNS.map((_, c) => (postgres ? `$${r * width + c + 1}` : '?'));
    tuples.push(`(${marks.join(', ')})`);
  }
  text = `insert into analytics_events (${COLUMNS.map(([, c]) => c).join(', ')}) values ${tuples.join(', ')} on conflict (${DEDUP_COLUMNS}) do nothing`;
  insertSqlCache.set(key, text);
  return text;
}

/** Inserts the events; a row whose dedup key exists already is skipped. Returns how many landed. */
export async function insertEvents(db: DbOrTrx, rows: NewEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const params: unknown[] = [];
  for (const row of rows) for (const [key] of COLUMNS) params.push(row[key] ?? null);
  const result = await db.executeQuery(CompiledQuery.raw(insertSql(postgres, rows.length), params));
  return Number(result.numAffectedRows ?? 0);
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

/** Closed days with events but no rollup yet, every site (background rollup; one index scan). */
export async function findDaysWithoutRollup(db: DbOrTrx, fromDay: string, beforeDay: string) {
  return db
    .selectFrom('analyticsEvents as e')
    .select(['e.projectId', 'e.day'])
    .distinct()
    .where('e.day', '>=', fromDay)
    .where('e.day', '<', beforeDay)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('analyticsDayRollups as r')
            .select(sql`1`.as('one'))
            .whereRef('r.projectId', '=', 'e.projectId')
            .whereRef('r.day', '=', 'e.day'),
        ),
      ),
    )
    .orderBy('e.day', 'desc')
    .execute() as Promise<{ projectId: string; day: string }[]>;
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
