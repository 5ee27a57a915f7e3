import type { Kysely } from 'kysely';
import type { Engine } from '../engine.ts';

// The running app's data (issue 20), owned by server/modules/apps: one definition per
// project (the app's entities, fields and screens, contracts/app-definition.ts) and its
// records, each a JSON object validated against that definition. No foreign keys, like the
// other per-project tables: deleting a project removes its app through the apps service.

export function appRecordsMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_definitions')
        .addColumn('project_id', 'text', (c) => c.primaryKey())
        .addColumn('definition', 'text', (c) => c.notNull())
        /** Counts saves: 1 for the derived definition, +1 per owner change. */
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('app_records')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('entity_key', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('author_id', 'text', (c) => c.notNull())
        .addColumn('is_example', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The list's default order and its keyset cursor: newest first within one entity.
      await db.schema
        .createIndex('app_records_entity_created_idx')
        .on('app_records')
        .columns(['project_id', 'entity_key', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('app_records_author_idx')
        .on('app_records')
        .column('author_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('app_records').execute();
      await db.schema.dropTable('app_definitions').execute();
    },
  };
}
