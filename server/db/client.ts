import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Engine } from './engine.ts';
import { allMigrations } from './migrations/index.ts';
import { openSqlite } from './node-sqlite.ts';
import type { Database, Db } from './types.ts';

export type DbHandle = {
  engine: Engine;
  /** Our queries: snake_case columns seen as camelCase. */
  db: Db;
  /** The same connection without the camelCase plugin, for better-auth (it maps its own fields). */
  rawDb: Kysely<unknown>;
  close(): Promise<void>;
};

export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_SCHEMA' | 'DATA_DIR'>,
): Promise<DbHandle> {
  if (config.DATABASE_URL) {
    // The PostgreSQL driver is loaded only when PostgreSQL is configured.
    const { default: pg } = await import('pg');
    const schema = config.DATABASE_SCHEMA;
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: 10,
      // A per-deployment (or per-test) schema keeps installations apart in one database.
      options: schema ? `-c search_path=${schema}` : undefined,
    });
    const dialect = new PostgresDialect({ pool });
    const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
    const rawDb = db.withoutPlugins() as unknown as Kysely<unknown>;
    return {
      engine: 'postgres',
      db,
      rawDb,
      async close() {
        await pool.end();
      },
    };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const { database } = openSqlite(join(config.DATA_DIR, 'forja.sqlite'));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database }),
    plugins: [new CamelCasePlugin()],
  });
  // Same driver and connection (so transactions serialise), without the camelCase plugin.
  const rawDb = db.withoutPlugins() as unknown as Kysely<unknown>;
  return {
    engine: 'sqlite',
    db,
    rawDb,
    async close() {
      await db.destroy();
    },
  };
}

export async function migrateToLatest(handle: DbHandle, schema?: string): Promise<void> {
  if (handle.engine === 'postgres' && schema) {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(handle.rawDb);
  }
  const migrator = new Migrator({
    db: handle.rawDb,
    provider: { getMigrations: async () => allMigrations(handle.engine) },
    // Kysely looks for its bookkeeping tables across all schemas; name ours explicitly.
    migrationTableSchema: handle.engine === 'postgres' ? schema : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** A round trip to the database, for health checks. */
export async function pingDatabase(handle: DbHandle): Promise<void> {
  await sql`select 1`.execute(handle.rawDb);
}
