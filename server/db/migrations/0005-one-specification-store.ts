import { type Kysely, sql } from 'kysely';
import type { Engine } from '../engine.ts';

// Decision 0120: a project's specification is stored once. `projects.specification` was a
// copy of the builder's appData.detailedSpec; it goes. A value with no appData copy moves
// into appData (or, for a project without a concept, into project_specifications), then
// the column is dropped. Forward-only, the same on SQLite and PostgreSQL.

type Row = {
  id: string;
  user_id: string;
  name: string;
  app_data: string | null;
  specification: string;
  created_at: string;
};

function parseObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

export function oneSpecificationStoreMigration(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<Row>`
        select id, user_id, name, app_data, specification, created_at
        from projects where specification is not null and specification <> ''`.execute(db);
      for (const row of rows) {
        const data = parseObject(row.app_data);
        if (data) {
          if (typeof data.detailedSpec === 'string' && data.detailedSpec.trim()) continue;
          data.detailedSpec = row.specification;
          await sql`update projects set app_data = ${JSON.stringify(data)}
            where id = ${row.id}`.execute(db);
        } else {
          await sql`insert into project_specifications
            (id, project_id, user_id, title, content, spec_type, created_at, updated_at)
            values (${`migrated-${row.id}`}, ${row.id}, ${row.user_id},
              ${`Especificación técnica de ${row.name}`}, ${row.specification}, 'technical',
              ${row.created_at}, ${row.created_at})`.execute(db);
        }
      }
      await db.schema.alterTable('projects').dropColumn('specification').execute();
    },
  };
}
