import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';

// Test and bench set-up for the auth module's tables (the users table is auth's alone;
// tests that go through HTTP use server/test/server.ts createUser instead).

/** A user row written straight into the table, without a password: for benches. */
export async function insertTestUser(db: DbOrTrx, { name = 'Bench' }: { name?: string } = {}) {
  const id = newId();
  const now = new Date();
  await db
    .insertInto('users')
    .values({
      id,
      name,
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      emailVerified: 0,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/**
 * Marks a user's email as verified, as a social sign-in does (the apps' `vinculada` rule
 * shows records only to verified addresses): Forja has no email verification flow yet.
 */
export async function markEmailVerified(db: DbOrTrx, userId: string) {
  // `true` as SQL: a boolean column on PostgreSQL, 1 on SQLite.
  await db
    .updateTable('users')
    .set({ emailVerified: sql<boolean>`true` })
    .where('id', '=', userId)
    .execute();
}
