// Bench: credit consumptions per second with 50 concurrent users, on SQLite and on
// PostgreSQL (database `test` at 127.0.0.1:5432, a schema of its own dropped after).
// Run: node_modules/.bin/node bench/credits.ts   (BENCH_SECONDS=5 by default)
// Prints figures and a ratio against a baseline measured in the same run on the same
// connection: a plain `select 1` round trip at the same concurrency. Never asserts.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { type DbHandle, migrateToLatest, openDatabase } from '../server/db/client.ts';
import { insertTestUser } from '../server/modules/auth/test-helpers.ts';
import { upsertLedgerGrant } from '../server/modules/billing/repo.ts';
import { consumeCredit } from '../server/modules/billing/service.ts';
import { sumLedgerUsage } from '../server/modules/billing/test-helpers.ts';
import { fmt, tempDir } from './lib.ts';

const USERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function seedUsers(handle: DbHandle): Promise<string[]> {
  const ids: string[] = [];
  const now = Date.now();
  const periodStart = new Date(now - 86_400_000).toISOString();
  const periodEnd = new Date(now + 30 * 86_400_000).toISOString();
  for (let i = 0; i < USERS; i++) {
    const userId = await insertTestUser(handle.db, { name: `Bench ${i}` });
    ids.push(userId);
    // A paid ledger large enough never to run out during the run.
    await upsertLedgerGrant(handle.db, {
      userId,
      planName: 'Elite',
      periodStart,
      periodEnd,
      messageLimit: 1_000_000_000,
      integrationLimit: 1_000_000_000,
    });
  }
  return ids;
}

/** Runs `op` in one loop per user for SECONDS; returns operations per second. */
async function measure(
  userIds: string[],
  op: (userId: string) => Promise<unknown>,
): Promise<{ perSecond: number; total: number }> {
  const until = performance.now() + SECONDS * 1000;
  let total = 0;
  const started = performance.now();
  await Promise.all(
    userIds.map(async (userId) => {
      while (performance.now() < until) {
        await op(userId);
        total++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: total / elapsed, total };
}

async function benchEngine(label: string, handle: DbHandle) {
  const userIds = await seedUsers(handle);
  const deps = { db: handle.db, dbHandle: handle };
  // Warm-up: connections, statement caches, JIT.
  await measureShort(userIds, (u) => consumeCredit(deps, { userId: u, kind: 'message' }));
  const baseline = await measure(userIds, () => sql`select 1`.execute(handle.db));
  const messages = await measure(userIds, (u) =>
    consumeCredit(deps, { userId: u, kind: 'message' }),
  );
  const integrations = await measure(userIds, (u) =>
    consumeCredit(deps, { userId: u, kind: 'integration' }),
  );
  const used = await sumLedgerUsage(handle.db);
  console.log(`\n${label} (${USERS} usuarios concurrentes, ${SECONDS} s por medida)`);
  console.log(`  línea base select 1        ${fmt(baseline.perSecond, 0).padStart(10)} ops/s`);
  console.log(
    `  consumo de mensaje         ${fmt(messages.perSecond, 0).padStart(10)} ops/s   ratio ${fmt(messages.perSecond / baseline.perSecond, 3)} de la línea base`,
  );
  console.log(
    `  consumo de integración     ${fmt(integrations.perSecond, 0).padStart(10)} ops/s   ratio ${fmt(integrations.perSecond / baseline.perSecond, 3)} de la línea base`,
  );
  // Every consumption counted exactly once (warm-up included).
  console.log(
    `  créditos registrados: ${used.messages} mensajes (${messages.total} medidos + ${USERS * 5} de calentamiento), ${used.integrations} integraciones (${integrations.total} medidos)`,
  );
}

async function measureShort(userIds: string[], op: (userId: string) => Promise<unknown>) {
  await Promise.all(
    userIds.map(async (u) => {
      for (let i = 0; i < 5; i++) await op(u);
    }),
  );
}

// SQLite
{
  const dir = tempDir('forja-bench-credits-');
  const handle = await openDatabase({
    DATA_DIR: dir,
    DATABASE_URL: undefined,
    DATABASE_SCHEMA: undefined,
  });
  await migrateToLatest(handle);
  try {
    await benchEngine('SQLite (node:sqlite, WAL)', handle);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// PostgreSQL
{
  const schema = `bench_credits_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({
    DATA_DIR: tempDir('forja-bench-pg-'),
    DATABASE_URL: PG_URL,
    DATABASE_SCHEMA: schema,
  });
  try {
    await migrateToLatest(handle, schema);
    await benchEngine('PostgreSQL (pool de 10 conexiones)', handle);
  } catch (error) {
    console.log(`\nPostgreSQL no disponible en ${PG_URL}: ${(error as Error).message}`);
  } finally {
    await handle.close();
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect().then(
      async () => {
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      },
      () => undefined,
    );
  }
}
