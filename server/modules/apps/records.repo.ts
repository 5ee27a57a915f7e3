import {
  type Expression,
  type Insertable,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import { MODEL_KEY_PATTERN } from '../../../contracts/data-model.ts';
import type { Engine } from '../../db/engine.ts';
import type { AppRecordsTable, DbOrTrx } from '../../db/types.ts';

// app_records: the running apps' records. `data` is JSON text; fields are read with the
// engine's JSON operators (SQLite json_extract, PostgreSQL ->>), so filters, search and
// sorting by a field run in the database.

export type RecordRow = Selectable<AppRecordsTable>;
export type NewRecordRow = Insertable<AppRecordsTable>;

/** A field's value as text: `json_extract(data, '$.k')` / `(data::jsonb ->> 'k')`. */
function fieldText(engine: Engine, key: string) {
  // Keys are checked against MODEL_KEY_PATTERN ([a-z0-9_]) before they get here.
  if (!MODEL_KEY_PATTERN.test(key)) throw new Error(`bad field key ${key}`);
  return engine === 'postgres'
    ? sql<string | null>`(data::jsonb ->> ${sql.lit(key)})`
    : sql<string | null>`json_extract(data, ${sql.lit(`$.${key}`)})`;
}

/** A field's value for ordering: numbers as numbers, everything else as text. */
function fieldSortable(engine: Engine, key: string, numeric: boolean) {
  const text = fieldText(engine, key);
  if (!numeric || engine === 'sqlite') return text;
  return sql`(case when jsonb_typeof(data::jsonb -> ${sql.lit(key)}) = 'number' then (data::jsonb ->> ${sql.lit(key)})::numeric end)`;
}

export type ListOptions = {
  projectId: string;
  entityKey: string;
  limit: number;
  /** Equality on a field's text value ('true'/'false' for booleans). */
  filters: { key: string; value: string }[];
  search?: { text: string; keys: string[] };
  /**
   * Which records the viewer may read (contracts/app-definition.ts readScope), in the query:
   * absent for all; their own; or the ones whose `linkKey` points at a record of
   * `personEntity` whose `accountKey` is `email` (vinculada).
   */
  scope?:
    | { authorId: string }
    | { linkKey: string; personEntity: string; accountKey: string; email: string };
  sort:
    | { by: 'createdAt' | 'updatedAt'; dir: 'asc' | 'desc'; after?: { at: string; id: string } }
    | { by: 'field'; key: string; numeric: boolean; dir: 'asc' | 'desc'; offset: number };
};

type Scoped = Pick<ListOptions, 'projectId' | 'entityKey' | 'scope'>;

/** The records of an entity the viewer may read (ListOptions.scope), as one condition. */
function visibleTo(db: DbOrTrx, engine: Engine, opts: Scoped): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [
    sql<SqlBool>`project_id = ${opts.projectId}`,
    sql<SqlBool>`entity_key = ${opts.entityKey}`,
  ];
  const scope = opts.scope;
  if (scope && 'authorId' in scope) parts.push(sql<SqlBool>`author_id = ${scope.authorId}`);
  if (scope && 'linkKey' in scope) {
    const people = db
      .selectFrom('appRecords')
      .select('id')
      .where('projectId', '=', opts.projectId)
      .where('entityKey', '=', scope.personEntity)
      .where(sql<SqlBool>`${fieldText(engine, scope.accountKey)} = ${scope.email}`);
    parts.push(sql<SqlBool>`${fieldText(engine, scope.linkKey)} in ${people}`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** A field's text value equal to `value` ('true'/'false' for booleans). */
function fieldEquals(engine: Engine, f: { key: string; value: string }): Expression<SqlBool> {
  const value = f.value;
  // SQLite reads a JSON boolean back as 1/0; PostgreSQL's ->> as 'true'/'false'.
  const wanted =
    engine === 'sqlite' && (value === 'true' || value === 'false')
      ? value === 'true'
        ? '1'
        : '0'
      : value;
  return sql<SqlBool>`cast(${fieldText(engine, f.key)} as text) = ${wanted}`;
}

/**
 * A total of the records of an entity whose reference `via` is `id` (decision 0237): how
 * many, or the sum of the numeric field `sumKey`, over only the records in the viewer's
 * scope. One query; a value that is not a JSON number adds nothing.
 */
export async function totalOf(
  db: DbOrTrx,
  engine: Engine,
  opts: Scoped & { via: string; id: string; sumKey?: string },
): Promise<number> {
  let expr: RawBuilder<number | string | null>;
  if (!opts.sumKey) expr = sql<number>`count(*)`;
  else {
    if (!MODEL_KEY_PATTERN.test(opts.sumKey)) throw new Error(`bad field key ${opts.sumKey}`);
    expr =
      engine === 'postgres'
        ? sql<
            string | null
          >`sum(case when jsonb_typeof(data::jsonb -> ${sql.lit(opts.sumKey)}) = 'number' then (data::jsonb ->> ${sql.lit(opts.sumKey)})::numeric end)`
        : sql<
            number | null
          >`sum(case when json_type(data, ${sql.lit(`$.${opts.sumKey}`)}) in ('integer', 'real') then json_extract(data, ${sql.lit(`$.${opts.sumKey}`)}) end)`;
  }
  const row = await db
    .selectFrom('appRecords')
    .select(expr.as('total'))
    .where(visibleTo(db, engine, opts))
    .where(fieldEquals(engine, { key: opts.via, value: opts.id }))
    .executeTakeFirst();
  const value = Number(row?.total ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export async function listRecords(
  db: DbOrTrx,
  engine: Engine,
  opts: ListOptions,
): Promise<RecordRow[]> {
  let q = db.selectFrom('appRecords').selectAll();
  q = q.where(visibleTo(db, engine, opts));
  for (const f of opts.filters) q = q.where(fieldEquals(engine, f));
  const search = opts.search;
  if (search?.text && search.keys.length > 0) {
    const pattern = `%${search.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(({ or }) =>
      or(
        search.keys.map(
          (k) => sql<SqlBool>`lower(${fieldText(engine, k)}) like ${pattern} escape '\\'`,
        ) as Expression<SqlBool>[],
      ),
    );
  }
  const sort = opts.sort;
  if (sort.by === 'field') {
    const expr = fieldSortable(engine, sort.key, sort.numeric);
    // Records without the value come last either way. One expression, `nulls last`: on
    // SQLite it is the expression of the sort index (ensureSortIndexes), which then gives
    // the page without reading and sorting every record of the entity (decision 0170).
    q = q
      .orderBy(sql`${expr} ${sql.raw(sort.dir)} nulls last`)
      .orderBy('id', sort.dir)
      .offset(sort.offset);
  } else {
    const col = sort.by;
    const after = sort.after;
    if (after) {
      const cmp = sort.dir === 'desc' ? '<' : '>';
      q = q.where(({ eb, or, and }) =>
        or([eb(col, cmp, after.at), and([eb(col, '=', after.at), eb('id', cmp, after.id)])]),
      );
    }
    q = q.orderBy(col, sort.dir).orderBy('id', sort.dir);
  }
  return q.limit(opts.limit).execute();
}

/** Sort indexes (SQLite) the table may have at most: each one costs every insert a JSON read. */
export const SORT_INDEX_MAX = 16;
export const SORT_INDEX_PREFIX = 'app_records_sort_';

/**
 * Expression indexes for the fields definitions sort their lists by (SQLite): one per field
 * key, shared by every app whose entities sort by a field of that key (`precio`, `fecha`),
 * on (project, entity, the field's value, id): exactly listRecords' order, so a page sorted
 * by the field is read from the index. At most SORT_INDEX_MAX; past that, the sort still
 * works, reading the entity's records. PostgreSQL: none yet (its numeric sort expression is
 * a cast; see decision 0170).
 */
export async function ensureSortIndexes(
  db: DbOrTrx,
  engine: Engine,
  keys: string[],
): Promise<void> {
  if (engine !== 'sqlite' || keys.length === 0) return;
  const existing = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'index' and name like ${`${SORT_INDEX_PREFIX}%`}`.execute(
    db,
  );
  const have = new Set(existing.rows.map((r) => r.name));
  for (const key of new Set(keys)) {
    const name = `${SORT_INDEX_PREFIX}${key}`;
    if (have.has(name)) continue;
    if (have.size >= SORT_INDEX_MAX) return;
    // fieldText checks the key; the index expression must be the query's, literally.
    await sql`create index if not exists ${sql.id(name)} on app_records (project_id, entity_key, ${fieldText(engine, key)}, id)`.execute(
      db,
    );
    have.add(name);
  }
}

export async function findRecord(
  db: DbOrTrx,
  projectId: string,
  entityKey: string,
  id: string,
): Promise<RecordRow | undefined> {
  return db
    .selectFrom('appRecords')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('entityKey', '=', entityKey)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Those of these ids that are records of that entity, in one query (the titles a page names). */
export async function findRecords(
  db: DbOrTrx,
  projectId: string,
  entityKey: string,
  ids: string[],
): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('appRecords')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('entityKey', '=', entityKey)
    .where('id', 'in', ids)
    .execute();
}

/** The same read, locking the row until the transaction ends (PostgreSQL). */
export async function findRecordForUpdate(
  db: DbOrTrx,
  engine: Engine,
  projectId: string,
  entityKey: string,
  id: string,
): Promise<RecordRow | undefined> {
  const q = db
    .selectFrom('appRecords')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('entityKey', '=', entityKey)
    .where('id', '=', id);
  return (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

/** Which of these ids are records of that entity in that project. */
export async function existingIds(
  db: DbOrTrx,
  projectId: string,
  entityKey: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('appRecords')
    .select('id')
    .where('projectId', '=', projectId)
    .where('entityKey', '=', entityKey)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * The account emails of the people these ids name (vinculada): the `accountKey` values of
 * those records of `personEntity`, lower case as stored.
 */
export async function accountEmailsOf(
  db: DbOrTrx,
  engine: Engine,
  opts: { projectId: string; personEntity: string; accountKey: string; ids: string[] },
): Promise<string[]> {
  if (opts.ids.length === 0) return [];
  const rows = await db
    .selectFrom('appRecords')
    .select(fieldText(engine, opts.accountKey).as('email'))
    .where('projectId', '=', opts.projectId)
    .where('entityKey', '=', opts.personEntity)
    .where('id', 'in', opts.ids)
    .execute();
  return rows.map((r) => r.email).filter((e): e is string => typeof e === 'string' && e !== '');
}

export async function insertRecords(db: DbOrTrx, rows: NewRecordRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('appRecords').values(rows).execute();
}

export async function updateRecordData(
  db: DbOrTrx,
  id: string,
  data: string,
  at: string,
  /** Set when the owner changes a record someone else wrote (migration 0008). */
  managedAt?: string,
): Promise<void> {
  await db
    .updateTable('appRecords')
    .set({ data, updatedAt: at, ...(managedAt && { managedAt }) })
    .where('id', '=', id)
    .execute();
}

export async function deleteRecord(db: DbOrTrx, projectId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('appRecords')
    .where('projectId', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteExamples(db: DbOrTrx, projectId: string): Promise<number> {
  const result = await db
    .deleteFrom('appRecords')
    .where('projectId', '=', projectId)
    .where('isExample', '=', 1)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes one field's stored values from every record of an entity. */
export async function dropFieldValues(
  db: DbOrTrx,
  engine: Engine,
  projectId: string,
  entityKey: string,
  fieldKey: string,
): Promise<void> {
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(fieldKey)) throw new Error(`bad field key ${fieldKey}`);
  const data =
    engine === 'postgres'
      ? sql<string>`(data::jsonb - ${sql.lit(fieldKey)})::text`
      : sql<string>`json_remove(data, ${sql.lit(`$.${fieldKey}`)})`;
  await db
    .updateTable('appRecords')
    .set({ data })
    .where('projectId', '=', projectId)
    .where('entityKey', '=', entityKey)
    .execute();
}

export async function countByEntity(
  db: DbOrTrx,
  projectId: string,
): Promise<{ entityKey: string; count: number; examples: number }[]> {
  const rows = await db
    .selectFrom('appRecords')
    .select(({ fn }) => [
      'entityKey',
      fn.countAll<number>().as('count'),
      fn.sum<number>('isExample').as('examples'),
    ])
    .where('projectId', '=', projectId)
    .groupBy('entityKey')
    .execute();
  return rows.map((r) => ({
    entityKey: r.entityKey,
    count: Number(r.count),
    examples: Number(r.examples ?? 0),
  }));
}

/**
 * Records in these projects; with `authorId` (the owner), only the ones that person created
 * and the ones their apps' `equipo` created (by_team).
 */
export async function countForProjects(
  db: DbOrTrx,
  projectIds: string[],
  authorId?: string,
): Promise<number> {
  if (projectIds.length === 0) return 0;
  let q = db
    .selectFrom('appRecords')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('projectId', 'in', projectIds);
  // The owner's quota: their own records and those their team's `equipo` created (0232).
  if (authorId !== undefined)
    q = q.where(({ or, eb }) => or([eb('authorId', '=', authorId), eb('byTeam', '=', 1)]));
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes every record one person created in a project (kept-aside ones too): how many, and
 * the entity keys they were under.
 */
export async function deleteByAuthor(
  db: DbOrTrx,
  projectId: string,
  authorId: string,
): Promise<{ removed: number; entityKeys: string[] }> {
  const keys = await db
    .selectFrom('appRecords')
    .select('entityKey')
    .distinct()
    .where('projectId', '=', projectId)
    .where('authorId', '=', authorId)
    .execute();
  const result = await db
    .deleteFrom('appRecords')
    .where('projectId', '=', projectId)
    .where('authorId', '=', authorId)
    .executeTakeFirst();
  return { removed: Number(result.numDeletedRows), entityKeys: keys.map((k) => k.entityKey) };
}

// A removed entity's records are kept aside, not deleted: their entity_key becomes
// `{key}~{set}`, which no entity key can be (MODEL_KEY_PATTERN), so no read of the app sees
// them; a version that had that set brings them back (service.writeVersion).

const hiddenKey = (key: string, set: string) => `${key}~${set}`;

/** Puts the entity's visible records aside as the set `set`. */
export async function hideRecordSet(db: DbOrTrx, projectId: string, key: string, set: string) {
  if (!MODEL_KEY_PATTERN.test(key)) throw new Error(`bad entity key ${key}`);
  await db
    .updateTable('appRecords')
    .set({ entityKey: hiddenKey(key, set) })
    .where('projectId', '=', projectId)
    .where('entityKey', '=', key)
    .execute();
}

/** Brings the set `set` of an entity's records back into view. */
export async function showRecordSet(db: DbOrTrx, projectId: string, key: string, set: string) {
  await db
    .updateTable('appRecords')
    .set({ entityKey: key })
    .where('projectId', '=', projectId)
    .where('entityKey', '=', hiddenKey(key, set))
    .execute();
}

/** The project's record sets kept aside, as { key, set }. */
export async function listHiddenSets(
  db: DbOrTrx,
  projectId: string,
): Promise<{ key: string; set: string }[]> {
  const rows = await db
    .selectFrom('appRecords')
    .select('entityKey')
    .distinct()
    .where('projectId', '=', projectId)
    .where('entityKey', 'like', '%~%')
    .execute();
  return rows.map((r) => {
    const at = r.entityKey.indexOf('~');
    return { key: r.entityKey.slice(0, at), set: r.entityKey.slice(at + 1) };
  });
}

/** Deletes a set kept aside for good. */
export async function purgeRecordSet(db: DbOrTrx, projectId: string, key: string, set: string) {
  await db
    .deleteFrom('appRecords')
    .where('projectId', '=', projectId)
    .where('entityKey', '=', hiddenKey(key, set))
    .execute();
}

/** Whether any record of the project (kept-aside ones too) holds this text (an image's name). */
export async function anyRecordMentions(
  db: DbOrTrx,
  projectId: string,
  text: string,
): Promise<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const row = await db
    .selectFrom('appRecords')
    .select('id')
    .where('projectId', '=', projectId)
    .where(sql<SqlBool>`data like ${pattern} escape '\\'`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The live records of the project that hold this text (a stored file's key), at most `max`. */
export async function recordsMentioning(
  db: DbOrTrx,
  projectId: string,
  text: string,
  max = 20,
): Promise<RecordRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('appRecords')
    .selectAll()
    .where('projectId', '=', projectId)
    .where(sql<SqlBool>`data like ${pattern} escape '\\'`)
    .limit(max)
    .execute();
}

/** Every record of an entity, oldest first (the CSV download). */
export async function allRecords(
  db: DbOrTrx,
  projectId: string,
  entityKey: string,
): Promise<RecordRow[]> {
  return db
    .selectFrom('appRecords')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('entityKey', '=', entityKey)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(100_000)
    .execute();
}

/** Changes whenever a record of the project is created, changed or deleted. */
export async function recordsStamp(db: DbOrTrx, projectId: string): Promise<string> {
  const row = await db
    .selectFrom('appRecords')
    .select(({ fn }) => [fn.countAll<number>().as('n'), fn.max('updatedAt').as('latest')])
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}:${row?.latest ?? ''}`;
}

export async function deleteProjectRecords(db: DbOrTrx, projectId: string): Promise<void> {
  await db.deleteFrom('appRecords').where('projectId', '=', projectId).execute();
}
