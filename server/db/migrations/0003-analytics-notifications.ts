import { type Kysely, sql } from 'kysely';
import type { Engine } from '../engine.ts';

// Issue 8: analytics ingest and notifications (docs/product-spec.md §§3, 4, 7, 9).
// - analytics_events gains the columns the server computes (visitor hash, UTC day, referrer
//   host), a JSON `properties` column for the client's custom keys, and a unique key that
//   makes a re-sent batch count once (project, session, type, timestamp, pathname).
// - analytics_day_rollups caches each closed day's aggregates, so a 90-day view reads 89
//   small rows and computes only today from events.
// - analytics_salts holds the current day's visitor-hash salt only; older rows are deleted
//   as soon as the day is over (docs/decisions/0071-analytics-privacy-and-rollups.md).
// - notification_emails is the outbound log shown as "Historial de envíos".

export function analyticsNotificationsMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('analytics_events').addColumn('properties', 'text').execute();
      await db.schema.alterTable('analytics_events').addColumn('visitor_hash', 'text').execute();
      await db.schema.alterTable('analytics_events').addColumn('day', 'text').execute();
      await db.schema.alterTable('analytics_events').addColumn('referrer_host', 'text').execute();
      // The initial index (project_id, timestamp) is replaced by the dedup key, which
      // starts with the same columns the stats queries filter on.
      await db.schema.dropIndex('analytics_events_project_idx').execute();
      await db.schema
        .createIndex('analytics_events_dedup_idx')
        .on('analytics_events')
        .columns(['project_id', 'session_id', 'type', 'timestamp', 'pathname'])
        .unique()
        .execute();
      // Covering index for the per-day stats: every column the byDay/totals query reads.
      await db.schema
        .createIndex('analytics_events_day_idx')
        .on('analytics_events')
        .columns(['project_id', 'day', 'type', 'visitor_hash', 'session_id', 'timestamp'])
        .execute();

      // One row per project and closed UTC day: that day's aggregates as JSON, computed on
      // first read and dropped when a late event for that day arrives (docs/decisions/0071).
      await db.schema
        .createTable('analytics_day_rollups')
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_day_rollups_pk', ['project_id', 'day'])
        .execute();
      await db.schema
        .createTable('analytics_salts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('notification_emails')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('recipients', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text')
        .addColumn('error', 'text')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notification_emails_project_idx')
        .on('notification_emails')
        .columns(['project_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('notification_emails_user_day_idx')
        .on('notification_emails')
        .columns(['user_id', 'day'])
        .execute();
      // Rows stored before this migration get their day from the timestamp.
      await sql`update analytics_events set day = substr(timestamp, 1, 10) where day is null`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notification_emails').execute();
      await db.schema.dropTable('analytics_salts').execute();
      await db.schema.dropTable('analytics_day_rollups').execute();
    },
  };
}
