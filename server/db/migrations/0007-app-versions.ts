import type { Kysely } from 'kysely';
import type { Engine } from '../engine.ts';

// "Change the app by asking" (issue 27), owned by server/modules/apps: every write of a
// running app's definition or design makes a numbered version (a snapshot of both, with what
// made it and who), and a proposal read from an instruction is kept until it is applied.
// The version number is the definition's `revision`, taken by a compare-and-set on
// app_definitions; the unique (project_id, version) index is the last guard against a
// duplicate. No foreign keys, like the other per-project tables.

export function appVersionsMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_versions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        /** The app definition (JSON) as it was after this version. */
        .addColumn('definition', 'text', (c) => c.notNull())
        /** The design (JSON: colours, theme, layout, custom CSS) as it was. */
        .addColumn('design', 'text', (c) => c.notNull())
        /** `first`, `change` (asked in words), `edit` (data card), `design`, `restore`, `purge`. */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('instruction', 'text')
        .addColumn('restored_from', 'integer')
        .addColumn('author_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('app_versions_project_version_uq')
        .on('app_versions')
        .columns(['project_id', 'version'])
        .unique()
        .execute();
      await db.schema
        .createTable('app_change_proposals')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        /** The version the proposal was read against; applying needs it to be current. */
        .addColumn('base_version', 'integer', (c) => c.notNull())
        .addColumn('instruction', 'text', (c) => c.notNull())
        .addColumn('operations', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('removes_data', 'integer', (c) => c.notNull().defaultTo(0))
        /** The version it made once applied; null while pending. */
        .addColumn('applied_version', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('app_change_proposals_project_idx')
        .on('app_change_proposals')
        .columns(['project_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('app_change_proposals').execute();
      await db.schema.dropTable('app_versions').execute();
    },
  };
}
