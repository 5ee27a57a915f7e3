import { type Kysely, sql } from 'kysely';
import type { Engine } from '../engine.ts';

// What the public page shows (issue 41, docs/decisions/0230-what-is-public.md):
// - project_tasks.is_public: 1 for a task the owner wrote or chose to show, 0 for the starter
//   tasks the builder suggests ("Implementar: …"), which stay the owner's until kept;
// - project_notes.is_public: 0 unless the owner marks the notes for the public page.
// Notes written before this migration become private (the owner never chose to publish
// them); tasks keep showing, except the builder's starter tasks.

const FORM_STARTER_TASKS = [
  'Definir el alcance del proyecto',
  'Diseñar las pantallas principales',
  'Preparar el lanzamiento',
];

export function whatIsPublicMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('project_tasks')
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('project_notes')
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The starter tasks written so far: the builder's ("Implementar: …") and the form's three.
      await sql`update project_tasks set is_public = 0 where title like ${'Implementar: %'} or title in (${sql.join(FORM_STARTER_TASKS)})`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('project_notes').dropColumn('is_public').execute();
      await db.schema.alterTable('project_tasks').dropColumn('is_public').execute();
    },
  };
}
