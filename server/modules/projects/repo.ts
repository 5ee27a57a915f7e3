import { sql } from 'kysely';
import type { Project, ProjectStatus } from '../../../contracts/projects.ts';
import { runFixedStatement } from '../../db/fixed-statement.ts';
import type { DbOrTrx, ProjectRow, ProjectsTable } from '../../db/types.ts';
import { LIST_COLUMNS, toProject } from './project-mapper.ts';

// Projects' queries, private to this module (the builder goes through create.ts and
// service.ts). Every owner query filters by userId.

export async function insertProject(db: DbOrTrx, row: ProjectsTable): Promise<void> {
  await db.insertInto('projects').values(row).execute();
}

export async function findOwnedProjectRow(
  db: DbOrTrx,
  userId: string,
  projectId: string,
): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function findOwnedProjectRowBySlug(
  db: DbOrTrx,
  userId: string,
  slug: string,
): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('slug', '=', slug)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function findProjectRowBySlug(
  db: DbOrTrx,
  slug: string,
): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/**
 * What decides a public page's status and version, without the large content columns: asked on
 * every public page request. A fixed statement, as findProjectVisibility: building and compiling
 * it through Kysely was 15 % of the page's CPU under load (decision 0160).
 */
export async function findProjectVersionBySlug(
  db: DbOrTrx,
  slug: string,
): Promise<Pick<ProjectRow, 'id' | 'slug' | 'isPublic' | 'updatedAt'> | undefined> {
  const [row] = await runFixedStatement<Pick<ProjectRow, 'id' | 'slug' | 'isPublic' | 'updatedAt'>>(
    db,
    'select id, slug, is_public as "isPublic", updated_at as "updatedAt" from projects where slug = ?',
    [slug],
  );
  return row;
}

export async function slugExists(db: DbOrTrx, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** The slugs equal to `base` or of the form `base-…` (the builder numbers its slugs). */
export async function slugsStartingWith(db: DbOrTrx, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('projects')
    .select('slug')
    .where((eb) =>
      eb.or([eb('slug', '=', base), eb('slug', 'like', `${base.replace(/[%_\\]/g, '')}-%`)]),
    )
    .execute();
  return rows.map((r) => r.slug);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findProjectsByUser(
  db: DbOrTrx,
  userId: string,
  opts: { q?: string; status?: ProjectStatus; offset: number; limit: number },
): Promise<{ projects: Project[]; total: number }> {
  let base = db.selectFrom('projects').where('userId', '=', userId);
  if (opts.status) base = base.where('status', '=', opts.status);
  if (opts.q) {
    const pattern = `%${escapeLike(opts.q.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('name')})`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(${sql.ref('slug')})`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(LIST_COLUMNS)
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { projects: rows.map((r) => toProject(r)), total: Number(count.n) };
}

export async function summarizeProjectsByUser(db: DbOrTrx, userId: string) {
  const row = await db
    .selectFrom('projects')
    .where('userId', '=', userId)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('projects'),
      eb.fn.sum<number | string | null>('isLaunched').as('launched'),
      eb.fn.sum<number | string | null>('isPublic').as('public'),
      eb.fn.sum<number | string | null>('viewCount').as('totalViews'),
    ])
    .executeTakeFirstOrThrow();
  return {
    projects: Number(row.projects ?? 0),
    launched: Number(row.launched ?? 0),
    public: Number(row.public ?? 0),
    totalViews: Number(row.totalViews ?? 0),
  };
}

export async function updateOwnedProject(
  db: DbOrTrx,
  userId: string,
  projectId: string,
  patch: Partial<Omit<ProjectsTable, 'id' | 'userId' | 'createdAt'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set(patch)
    .where('id', '=', projectId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function touchProject(db: DbOrTrx, projectId: string, at: string): Promise<void> {
  await db.updateTable('projects').set({ updatedAt: at }).where('id', '=', projectId).execute();
}

export async function deleteOwnedProject(
  db: DbOrTrx,
  userId: string,
  projectId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('projects')
    .where('id', '=', projectId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds a visit and returns the count it made, in one statement (two at once get two counts). */
export async function incrementViewCount(db: DbOrTrx, projectId: string): Promise<number | null> {
  const row = await db
    .updateTable('projects')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', projectId)
    .returning('viewCount')
    .executeTakeFirst();
  return row ? Number(row.viewCount) : null;
}

/** Storage keys of everything a project owns, so they can be removed with it. */
export async function findProjectStorageKeys(db: DbOrTrx, projectId: string): Promise<string[]> {
  const [files, exports] = await Promise.all([
    db.selectFrom('projectFiles').select('storageKey').where('projectId', '=', projectId).execute(),
    db.selectFrom('codeExports').select('storageKey').where('projectId', '=', projectId).execute(),
  ]);
  return [...files, ...exports].map((r) => r.storageKey);
}

// ---- used by the analytics module (issue 8) through service.ts ----

/**
 * Who owns the project and whether it is public and launched: asked on every analytics ingest
 * batch and every stored-file request. A fixed statement, because compiling the query through
 * Kysely cost more than running it and a batch of 10 events (what the SDK sends) felt it.
 */
export async function findProjectVisibility(
  db: DbOrTrx,
  projectId: string,
): Promise<{ userId: string; isPublic: number; isLaunched: number } | undefined> {
  const [row] = await runFixedStatement<{ owner: string; visible: number; launched: number }>(
    db,
    'select user_id as owner, is_public as visible, is_launched as launched from projects where id = ?',
    [projectId],
  );
  return (
    row && { userId: row.owner, isPublic: Number(row.visible), isLaunched: Number(row.launched) }
  );
}

export async function findProjectIdsByUser(db: DbOrTrx, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('projects').select('id').where('userId', '=', userId).execute();
  return rows.map((r) => r.id);
}

// ---- used by the apps module (issue 20) through service.ts ----

export async function findProjectRowById(
  db: DbOrTrx,
  projectId: string,
): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
}

/** A project's appData, holding the row until the transaction ends (PostgreSQL). */
export async function findAppDataForUpdate(
  db: DbOrTrx,
  engine: 'sqlite' | 'postgres',
  projectId: string,
): Promise<{ appData: string | null } | undefined> {
  const q = db.selectFrom('projects').select(['appData']).where('id', '=', projectId);
  return (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

export async function updateAppData(
  db: DbOrTrx,
  projectId: string,
  appData: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ appData, updatedAt: at })
    .where('id', '=', projectId)
    .execute();
}

/** The columns an app request needs, without the large content ones. */
export async function findAppHead(db: DbOrTrx, by: { projectId: string } | { slug: string }) {
  const q = db
    .selectFrom('projects')
    .select(['id', 'userId', 'slug', 'name', 'description', 'isPublic', 'isLaunched', 'updatedAt']);
  return (
    'projectId' in by ? q.where('id', '=', by.projectId) : q.where('slug', '=', by.slug)
  ).executeTakeFirst();
}
