import { sql } from 'kysely';
import type { DbOrTrx } from './types.ts';

/**
 * Serialises the transactions that take the same `key` until each ends, so a check and the
 * write it allows are one step (a quota, a daily cap). SQLite needs nothing: its one
 * connection runs one transaction at a time. PostgreSQL takes a transaction-scoped advisory
 * lock, which names no table, so no module locks another's rows to get it.
 */
export async function lockForTransaction(
  trx: DbOrTrx,
  engine: 'sqlite' | 'postgres',
  key: string,
): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
