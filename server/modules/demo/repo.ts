import { sql } from 'kysely';
import type { DemoFile, DemoNote, DemoScrape } from '../../../contracts/demo.ts';
import type { DbOrTrx, DemoCheckoutsTable } from '../../db/types.ts';
import { nowIso } from '../../lib/ids.ts';

// Demo queries. Every read and write is filtered by the owner's user id.

// ------------------------------------------------------------------ credits

/** Creates the credits row at `credits` when missing; true when this call created it. */
export async function insertCreditsIfMissing(
  db: DbOrTrx,
  userId: string,
  credits: number,
): Promise<boolean> {
  const result = await db
    .insertInto('demoCredits')
    .values({ userId, credits, updatedAt: nowIso() })
    .onConflict((oc) => oc.column('userId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findCredits(db: DbOrTrx, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('demoCredits')
    .select('credits')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.credits) : undefined;
}

/**
 * Takes one credit when there is one: a single conditional UPDATE, so concurrent requests
 * can never take the balance below 0 (SQLite serialises; PostgreSQL re-checks the WHERE).
 */
export async function takeCredit(db: DbOrTrx, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('demoCredits')
    .set({ credits: sql`credits - 1`, updatedAt: nowIso() })
    .where('userId', '=', userId)
    .where('credits', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addCredits(db: DbOrTrx, userId: string, amount: number): Promise<void> {
  await db
    .updateTable('demoCredits')
    .set({ credits: sql`credits + ${amount}`, updatedAt: nowIso() })
    .where('userId', '=', userId)
    .execute();
}

// ------------------------------------------------------------------ notes

export async function insertNote(db: DbOrTrx, note: DemoNote & { userId: string }): Promise<void> {
  await db.insertInto('demoNotes').values(note).execute();
}

export async function listNotes(db: DbOrTrx, userId: string, limit: number): Promise<DemoNote[]> {
  return db
    .selectFrom('demoNotes')
    .select(['id', 'textInput', 'aiOutput', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function deleteNote(db: DbOrTrx, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('demoNotes')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ------------------------------------------------------------------ files

export type DemoFileRow = DemoFile & { userId: string; storageKey: string };

export async function insertFile(db: DbOrTrx, file: DemoFileRow): Promise<void> {
  await db.insertInto('demoFiles').values(file).execute();
}

export async function listFiles(db: DbOrTrx, userId: string, limit: number): Promise<DemoFile[]> {
  return db
    .selectFrom('demoFiles')
    .select(['id', 'name', 'fileSize', 'storageUrl', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, fileSize: Number(r.fileSize) })));
}

export async function findFile(
  db: DbOrTrx,
  userId: string,
  id: string,
): Promise<DemoFileRow | undefined> {
  const row = await db
    .selectFrom('demoFiles')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, fileSize: Number(row.fileSize) } : undefined;
}

export async function deleteFile(db: DbOrTrx, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('demoFiles')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listFileKeys(db: DbOrTrx, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('demoFiles')
    .select('storageKey')
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => r.storageKey);
}

// ------------------------------------------------------------------ scrapes

export async function insertScrape(
  db: DbOrTrx,
  scrape: DemoScrape & { userId: string },
): Promise<void> {
  await db
    .insertInto('demoScrapes')
    .values({ ...scrape, links: JSON.stringify(scrape.links) })
    .execute();
}

export async function listScrapes(
  db: DbOrTrx,
  userId: string,
  limit: number,
): Promise<DemoScrape[]> {
  const rows = await db
    .selectFrom('demoScrapes')
    .select(['id', 'url', 'title', 'description', 'links', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, links: parseLinks(r.links) }));
}

function parseLinks(raw: string): string[] {
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

// ------------------------------------------------------------------ delete my data

/** Removes notes, files (rows), and scrapes of the user; messages belong to realtime. */
export async function deleteUserDemoRows(db: DbOrTrx, userId: string): Promise<void> {
  await db.deleteFrom('demoNotes').where('userId', '=', userId).execute();
  await db.deleteFrom('demoFiles').where('userId', '=', userId).execute();
  await db.deleteFrom('demoScrapes').where('userId', '=', userId).execute();
}

// ------------------------------------------------------------------ checkouts

export type DemoCheckoutRow = DemoCheckoutsTable;

export async function insertCheckout(
  db: DbOrTrx,
  row: Pick<DemoCheckoutRow, 'id' | 'userId' | 'credits'>,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('demoCheckouts')
    .values({ ...row, status: 'open', createdAt: now, updatedAt: now })
    .execute();
}

export async function findCheckout(
  db: DbOrTrx,
  userId: string,
  id: string,
): Promise<DemoCheckoutRow | undefined> {
  const row = await db
    .selectFrom('demoCheckouts')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, credits: Number(row.credits) } : undefined;
}

/** Moves an open checkout to `status`; true only for the one call that closed it. */
export async function closeCheckout(
  db: DbOrTrx,
  id: string,
  status: 'completed' | 'canceled',
): Promise<boolean> {
  const result = await db
    .updateTable('demoCheckouts')
    .set({ status, updatedAt: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
