import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// Kysely's SqliteDialect speaks the better-sqlite3 interface. This adapter gives it
// node:sqlite instead, so the embedded default needs no native addon.

function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string')
    return value;
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

export function openSqlite(path: string): { database: SqliteDatabase; raw: DatabaseSync } {
  const raw = new DatabaseSync(path, { timeout: 5000 });
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA busy_timeout = 5000');

  // Prepared statements are cached per SQL text, with whether they return rows: queries
  // repeat constantly, and asking the statement for its columns is a native call.
  type Prepared = { stmt: ReturnType<DatabaseSync['prepare']>; reader: boolean };
  const cache = new Map<string, Prepared>();
  const prepareCached = (sql: string): Prepared => {
    let prepared = cache.get(sql);
    if (!prepared) {
      const stmt = raw.prepare(sql);
      prepared = { stmt, reader: stmt.columns().length > 0 };
      if (cache.size > 500) cache.clear();
      cache.set(sql, prepared);
    }
    return prepared;
  };

  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const { stmt, reader } = prepareCached(sql);
      return {
        reader,
        all: (params) => stmt.all(...params.map(toSqlValue)) as unknown[],
        run: (params) => {
          const r = stmt.run(...params.map(toSqlValue));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (params) => stmt.iterate(...params.map(toSqlValue)) as IterableIterator<unknown>,
      };
    },
  };
  return { database, raw };
}
