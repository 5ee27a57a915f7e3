import type { Kysely } from 'kysely';
import type { Engine } from '../engine.ts';

// The demo's credit purchases (docs/product-spec.md §7 "Demo checkout"): one row per checkout,
// completed at most once (status moves open -> completed in one conditional UPDATE, in the
// same transaction that adds the credits). Owned by server/modules/demo.

export function demoCheckoutsMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('demo_checkouts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('credits', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('demo_checkouts_user_idx')
        .on('demo_checkouts')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('demo_checkouts').execute();
    },
  };
}
