import type { Kysely } from 'kysely';
import type { Engine } from '../engine.ts';

// The team of a running app (issue 38 §3; docs/decisions/0232-the-team.md), owned by
// server/modules/apps:
// - app_team_members: the people an owner invited to one app, by email (lowercased) with a
//   role (`equipo` | `lector`); one row per app and email (the unique index decides between
//   two invitations of the same email in the same instant);
// - app_records.by_team: 1 when a member of the `equipo` role created the record: it counts in
//   the owner's record quota as the owner's own do, not in the visitors' daily caps.

export function appTeamMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_team_members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('invited_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('app_team_members_project_email_idx')
        .on('app_team_members')
        .columns(['project_id', 'email'])
        .unique()
        .execute();
      await db.schema
        .alterTable('app_records')
        .addColumn('by_team', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('app_records').dropColumn('by_team').execute();
      await db.schema.dropTable('app_team_members').execute();
    },
  };
}
