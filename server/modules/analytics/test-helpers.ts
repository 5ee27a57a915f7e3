import { sql } from 'kysely';
import type { DbHandle } from '../../db/client.ts';
import type { DbOrTrx } from '../../db/types.ts';
import type { NewEvent } from './repo.ts';

// Bench set-up and read-back for analytics' tables (bench/analytics.ts): the SQL stays in
// the module that owns the tables.

/**
 * `count` events over the last 90 days, generated inside the database: ~3,000 visitors and
 * ~4,000 sessions a day, 50 pages, 6 channels, a few campaigns.
 */
export async function seedEventHistory(handle: DbHandle, projectId: string, count: number) {
  const pgEngine = handle.engine === 'postgres';
  const body = pgEngine
    ? sql`insert into analytics_events (project_id, type, timestamp, day, session_id, pathname,
          referrer, referrer_host, screen_width, channel, utm_source, utm_medium, utm_campaign,
          visitor_hash, created_at)
        select ${projectId}, case when x % 10 = 9 then 'click' else 'pageview' end,
          to_char(current_date - (x % 90), 'YYYY-MM-DD') || 'T' || lpad(((x / 90) % 24)::text, 2, '0') || ':' || lpad(((x / 2160) % 60)::text, 2, '0') || ':' || lpad(((x / 129600) % 60)::text, 2, '0') || '.000Z',
          to_char(current_date - (x % 90), 'YYYY-MM-DD'),
          's' || (x % 90) || '-' || ((x / 90) % 4000), '/p' || (x % 50),
          case when x % 6 = 1 then 'https://google.com/' when x % 6 = 2 then 'https://t.co/x' end,
          case when x % 6 = 1 then 'google.com' when x % 6 = 2 then 't.co' end,
          360 + (x % 5) * 400,
          (array['Direct','Organic Search','Social','Email','Referral','Paid Search'])[(x % 6) + 1],
          case when x % 6 = 3 then 'boletin' end, case when x % 6 = 3 then 'email' end,
          case when x % 6 = 3 then 'otono' end,
          'v' || (x % 90) || '-' || ((x / 90) % 3000), now()::text
        from generate_series(0, ${count - 1}) as x
        on conflict do nothing`
    : sql`with recursive c(x) as (select 0 union all select x + 1 from c where x < ${count - 1})
        insert or ignore into analytics_events (project_id, type, timestamp, day, session_id, pathname,
          referrer, referrer_host, screen_width, channel, utm_source, utm_medium, utm_campaign,
          visitor_hash, created_at)
        select ${projectId}, case when x % 10 = 9 then 'click' else 'pageview' end,
          date('now', '-' || (x % 90) || ' days') || 'T' || printf('%02d:%02d:%02d.000Z', (x / 90) % 24, (x / 2160) % 60, (x / 129600) % 60),
          date('now', '-' || (x % 90) || ' days'),
          's' || (x % 90) || '-' || ((x / 90) % 4000), '/p' || (x % 50),
          case when x % 6 = 1 then 'https://google.com/' when x % 6 = 2 then 'https://t.co/x' end,
          case when x % 6 = 1 then 'google.com' when x % 6 = 2 then 't.co' end,
          360 + (x % 5) * 400,
          case x % 6 when 0 then 'Direct' when 1 then 'Organic Search' when 2 then 'Social' when 3 then 'Email' when 4 then 'Referral' else 'Paid Search' end,
          case when x % 6 = 3 then 'boletin' end, case when x % 6 = 3 then 'email' end,
          case when x % 6 = 3 then 'otono' end,
          'v' || (x % 90) || '-' || ((x / 90) % 3000), datetime('now')
        from c`;
  await body.execute(handle.db);
  // PostgreSQL: autovacuum would set the visibility map soon after a bulk load; without it
  // no scan can be index-only, so the bench does it at once.
  await (pgEngine ? sql`vacuum analyze analytics_events` : sql`analyze`).execute(handle.db);
}

/** The project's events (from `fromDay` on): the bench's bare count(*) baseline. */
export async function countEvents(db: DbOrTrx, projectId: string, fromDay = '0000-00-00') {
  const row = await db
    .selectFrom('analyticsEvents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('projectId', '=', projectId)
    .where('day', '>=', fromDay)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forgets the project's day rollups, so the next request computes them. */
export async function deleteProjectRollups(db: DbOrTrx, projectId: string) {
  await db.deleteFrom('analyticsDayRollups').where('projectId', '=', projectId).execute();
}

/** The events through Kysely's plain insert: the baseline the fixed-statement insert beats. */
export async function insertEventsThroughKysely(db: DbOrTrx, rows: NewEvent[]) {
  await db.insertInto('analyticsEvents').values(rows).execute();
}
