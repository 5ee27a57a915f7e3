import type { Kysely } from 'kysely';
import type { Engine } from '../engine.ts';

// Who sees what (issue 38, docs/decisions/0212-who-sees-what.md), on app_records:
// - `access_token_hash`: the SHA-256 (hex) of the private token an anonymous `formulario`
//   submission is answered with, so its sender can read it back; null for every other record;
// - `managed_at`: when the owner (or, later, the team) last changed a record someone else
//   wrote; a `formulario` record's author can no longer edit it from then on;
// - an index for the "only my own records" lists (`formulario`, `propia`): one entity's
//   records by one author, newest first, as the list and its keyset cursor read them.

export function recordAccessMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('app_records').addColumn('access_token_hash', 'text').execute();
      await db.schema.alterTable('app_records').addColumn('managed_at', 'text').execute();
      await db.schema
        .createIndex('app_records_entity_author_created_idx')
        .on('app_records')
        .columns(['project_id', 'entity_key', 'author_id', 'created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('app_records_entity_author_created_idx').execute();
      await db.schema.alterTable('app_records').dropColumn('managed_at').execute();
      await db.schema.alterTable('app_records').dropColumn('access_token_hash').execute();
    },
  };
}
