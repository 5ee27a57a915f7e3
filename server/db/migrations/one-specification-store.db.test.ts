import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/server.ts';
import { type DbHandle, openDatabase } from '../client.ts';
import { allMigrations } from './index.ts';

// Migration 0005 (decision 0120) on data written before it: runs on SQLite (npm test) and
// on PostgreSQL (npm run test:services, in a schema of its own).

describe('migration 0005: one specification store', () => {
  const store = createTestStore();
  const { pgUrl, schema, dataDir } = store;
  let handle: DbHandle;
  let migrator: Migrator;

  beforeAll(async () => {
    handle = await openDatabase({
      DATABASE_URL: pgUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
    } as Parameters<typeof openDatabase>[0]);
    if (schema) await sql`create schema ${sql.id(schema)}`.execute(handle.rawDb);
    migrator = new Migrator({
      db: handle.rawDb,
      provider: { getMigrations: async () => allMigrations(handle.engine) },
      migrationTableSchema: schema,
    });
    const before = await migrator.migrateTo('0004-stored-objects');
    expect(before.error).toBeUndefined();
  });

  afterAll(async () => {
    await handle?.close();
    await store.dispose();
  });

  it('keeps each specification once and drops projects.specification', async () => {
    const db = handle.rawDb;
    const now = new Date().toISOString();
    const authNow = handle.engine === 'postgres' ? new Date() : now;
    const verified = handle.engine === 'postgres' ? false : 0;
    await sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Irene', 'irene@example.com', ${verified}, ${authNow}, ${authNow})`.execute(db);
    const project = (id: string, appData: string | null, specification: string | null) =>
      sql`insert into projects (id, user_id, name, slug, status, is_public, is_launched,
          view_count, app_data, specification, created_at, updated_at)
        values (${id}, 'u1', ${`Proyecto ${id}`}, ${id}, 'active', 1, 1, 0, ${appData},
          ${specification}, ${now}, ${now})`.execute(db);
    // A builder project as the builder wrote it: the same text in both places.
    await project('copia', JSON.stringify({ features: ['a'], detailedSpec: '# Igual' }), '# Igual');
    // A concept without its detailed spec: the column's text moves into appData.
    await project('sin-spec', JSON.stringify({ features: ['b'] }), '# Solo columna');
    // No concept at all: the text becomes the project's first stored specification.
    await project('sin-concepto', null, '# Sin concepto');
    await project('a-mano', null, null);

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const rows = await sql<{ id: string; app_data: string | null }>`
      select * from projects order by id`.execute(db);
    expect(rows.rows.every((r) => !('specification' in r))).toBe(true);
    const appData = Object.fromEntries(
      rows.rows.map((r) => [r.id, r.app_data ? JSON.parse(r.app_data) : null]),
    );
    expect(appData).toEqual({
      'a-mano': null,
      copia: { features: ['a'], detailedSpec: '# Igual' },
      'sin-concepto': null,
      'sin-spec': { features: ['b'], detailedSpec: '# Solo columna' },
    });
    const specs = await sql<{ project_id: string; title: string; content: string }>`
      select project_id, title, content from project_specifications`.execute(db);
    expect(specs.rows).toEqual([
      {
        project_id: 'sin-concepto',
        title: 'Especificación técnica de Proyecto sin-concepto',
        content: '# Sin concepto',
      },
    ]);
  });
});
