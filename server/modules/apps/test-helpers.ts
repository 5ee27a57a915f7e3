import { sql } from 'kysely';
import type { AppChange } from '../../../contracts/app-definition.ts';
import type { GenerationLine } from '../../../contracts/builder.ts';
import type { DbOrTrx } from '../../db/types.ts';
import type { TestServer, TestUser } from '../../test/server.ts';
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

// Test read-backs of the live-update stream (changes.db.test.ts, apps.services.test.ts).

/** Reads server-sent `change` events from a stream until `count` arrived. */
export async function readChanges(
  res: Response,
  count: number,
  timeoutMs = 5000,
): Promise<AppChange[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const changes: AppChange[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (changes.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) =>
        setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((l) => l.startsWith('data: '));
      if (frame.includes('event: change') && data) changes.push(JSON.parse(data.slice(6)));
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return changes;
}

/** Generates a project in the builder from `prompt` and returns its id (the provider tests). */
export async function generateProject(
  server: TestServer,
  user: TestUser,
  prompt: string,
): Promise<string> {
  const res = await server.fetch('/api/builder/generate', {
    json: { prompt },
    cookie: user.cookie,
  });
  const lines = (await res.text())
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GenerationLine);
  const last = lines.at(-1);
  if (last?.type !== 'result') throw new Error(`generation failed: ${JSON.stringify(last)}`);
  return last.project.id;
}
