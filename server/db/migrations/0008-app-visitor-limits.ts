import type { Kysely } from 'kysely';
import type { Engine } from '../engine.ts';

// The running apps' limits (issue 40), owned by server/modules/apps:
// - app_visitor_usage counts what visitors created in an app per UTC day (records, uploaded
//   images and their bytes), one row per visitor and one per app (user_id '*'); deleting a
//   record or an image gives nothing back, so the daily caps hold;
// - app_versions.record_sets names, per entity key, the set of records a version had
//   (JSON, null = the app's first sets): a removed entity's records are kept aside under
//   that set and come back only with a version that had them.

export function appVisitorLimitsMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_visitor_usage')
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('records', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('uploads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('upload_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('app_visitor_usage_pk', ['project_id', 'user_id', 'day'])
        .execute();
      await db.schema
        .createIndex('app_visitor_usage_day_idx')
        .on('app_visitor_usage')
        .column('day')
        .execute();
      await db.schema.alterTable('app_versions').addColumn('record_sets', 'text').execute();
      // The unused-image sweep reads the app images of a window of upload times.
      await db.schema
        .createIndex('stored_objects_kind_created_idx')
        .on('stored_objects')
        .columns(['kind', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('stored_objects_kind_created_idx').execute();
      await db.schema.alterTable('app_versions').dropColumn('record_sets').execute();
      await db.schema.dropTable('app_visitor_usage').execute();
    },
  };
}
