import { type Kysely, sql } from 'kysely';
import type { Engine } from '../engine.ts';

// Who each stored object belongs to (issue 10 "private means private"): /files checks the
// owner and the project's visibility here before serving a byte. Owned by
// server/modules/files. No foreign keys: an object outlives nothing, and the owner column
// also holds `anonymous` for the builder's signed-out uploads.

export function storedObjectsMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stored_objects')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('owner_user_id', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('stored_objects_project_idx')
        .on('stored_objects')
        .column('project_id')
        .execute();
      await db.schema
        .createIndex('stored_objects_owner_idx')
        .on('stored_objects')
        .column('owner_user_id')
        .execute();

      // Objects stored before this table existed (grouped, so a key listed twice cannot
      // break the primary key).
      const backfill = [
        [
          'uploaded_files',
          'storage_key',
          'user_id',
          'project_id',
          "'upload'",
          'file_type',
          'file_size',
        ],
        [
          'project_files',
          'storage_key',
          'user_id',
          'project_id',
          "'project-file'",
          'mime_type',
          'size',
        ],
        [
          'demo_files',
          'storage_key',
          'user_id',
          'null',
          "'demo-file'",
          "'application/octet-stream'",
          'file_size',
        ],
        [
          'code_exports',
          'storage_key',
          'user_id',
          'project_id',
          "'export'",
          "'application/zip'",
          'file_size',
        ],
      ] as const;
      // Constants ('…', null) are selected as they are; columns through min().
      const agg = (expr: string) =>
        /^(null|'.*')$/.test(expr) ? sql.raw(expr) : sql`min(${sql.raw(expr)})`;
      for (const [table, key, owner, project, kind, type, size] of backfill) {
        await sql`insert into stored_objects (key, owner_user_id, project_id, kind, content_type, size, created_at)
          select ${sql.raw(key)}, min(${sql.raw(owner)}), ${agg(project)}, ${sql.raw(kind)},
            ${agg(type)}, max(${sql.raw(size)}), min(created_at)
          from ${sql.raw(table)}
          where ${sql.raw(key)} not in (select key from stored_objects)
          group by ${sql.raw(key)}`.execute(db);
      }
      await sql`insert into stored_objects (key, owner_user_id, project_id, kind, content_type, size, created_at)
        select substr(preview_url, 8), min(user_id), min(id), 'preview', 'image/svg+xml', 0, min(created_at)
        from projects where preview_url like '/files/previews/%'
        and substr(preview_url, 8) not in (select key from stored_objects)
        group by substr(preview_url, 8)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('stored_objects').execute();
    },
  };
}
