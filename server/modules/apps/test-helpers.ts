import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types.ts';
import { SORT_INDEX_PREFIX } from './records.repo.ts';

// Bench read-backs for the apps module's tables (bench/app-records.ts): the SQL stays in the
// module that owns app_records.

/** One page of an entity's records, newest first, with no access rule, search or codec: the baseline. */
export async function selectRecordsPageBare(db: DbOrTrx, projectId: string, entityKey: string) {
  return db
    .selectFrom('appRecords')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('entityKey', '=', entityKey)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(21)
    .execute();
}

/** Drops the SQLite sort index of one field key (ensureSortIndexes creates it again). */
export async function dropSortIndex(db: DbOrTrx, key: string) {
  await sql`drop index if exists ${sql.id(`${SORT_INDEX_PREFIX}${key}`)}`.execute(db);
}
