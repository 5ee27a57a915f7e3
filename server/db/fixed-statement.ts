import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { DbOrTrx } from './types.ts';

// A statement written once, for the few lookups on a hot path where building and compiling
// the query through Kysely cost more than running it (decision 0160). Written with `?`
// placeholders (SQLite's); on PostgreSQL they become $1, $2, … (the text is converted once).
// Only for statements whose text has no `?` of its own (no string literal with one).

const numbered = new Map<string, string>();

function forPostgres(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replaceAll('?', () => `$${++n}`);
    numbered.set(sql, text);
  }
  return text;
}

/** Runs `sql` on whichever database `db` is, and returns its rows. */
export async function runFixedStatement<Row>(
  db: DbOrTrx,
  sql: string,
  params: readonly unknown[],
): Promise<Row[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const result = await db.executeQuery<Row>(
    CompiledQuery.raw(postgres ? forPostgres(sql) : sql, [...params]),
  );
  return result.rows;
}
