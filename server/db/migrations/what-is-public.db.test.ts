import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/server.ts';
import { type DbHandle, openDatabase } from '../client.ts';
import { allMigrations } from './index.ts';

// Migration 0011 (decision 0230) on data written before it: the starter tasks stop showing
// on the public page, the owner's own tasks keep showing, and every note becomes private.
// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).

describe('migration 0011: what is public', () => {
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
    const before = await migrator.migrateTo('0009-record-access');
    expect(before.error).toBeUndefined();
  });

  afterAll(async () => {
    await handle?.close();
    await store.dispose();
  });

  it('hides the starter tasks and the notes, and keeps the owner’s tasks public', async () => {
    const db = handle.rawDb;
    const now = new Date().toISOString();
    const authNow = handle.engine === 'postgres' ? new Date() : now;
    const verified = handle.engine === 'postgres' ? false : 0;
    await sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Irene', 'irene@example.com', ${verified}, ${authNow}, ${authNow})`.execute(db);
    await sql`insert into projects (id, user_id, name, slug, status, is_public, is_launched,
        view_count, created_at, updated_at)
      values ('p1', 'u1', 'Academia', 'academia', 'active', 1, 1, 0, ${now}, ${now})`.execute(db);
    const titles = [
      'Implementar: Clases por niveles',
      'Definir el alcance del proyecto',
      'Preparar el lanzamiento',
      'Llamar al proveedor de espejos',
    ];
    for (const [i, title] of titles.entries())
      await sql`insert into project_tasks (id, project_id, user_id, title, done, position,
          created_at, updated_at)
        values (${`t${i}`}, 'p1', 'u1', ${title}, 0, ${i}, ${now}, ${now})`.execute(db);
    await sql`insert into project_notes (id, project_id, user_id, content, created_at, updated_at)
      values ('n1', 'p1', 'u1', 'PRIVADO: el alquiler sube', ${now}, ${now})`.execute(db);

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const tasks = await sql<{ title: string; is_public: number }>`
      select title, is_public from project_tasks order by position`.execute(db);
    expect(tasks.rows.map((r) => [r.title, Number(r.is_public)])).toEqual([
      ['Implementar: Clases por niveles', 0],
      ['Definir el alcance del proyecto', 0],
      ['Preparar el lanzamiento', 0],
      ['Llamar al proveedor de espejos', 1],
    ]);
    const notes = await sql<{ is_public: number }>`select is_public from project_notes`.execute(db);
    expect(notes.rows.map((r) => Number(r.is_public))).toEqual([0]);
  });
});
