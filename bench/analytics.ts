// Bench: analytics ingest and stats (issue 8), on SQLite and on PostgreSQL (database `test`
// at 127.0.0.1:5432, a schema of its own dropped after).
// Run: node_modules/.bin/node bench/analytics.ts
//   BENCH_SECONDS (default 3) per measure, BENCH_ROUNDS (default 3) interleaved rounds,
//   BENCH_EVENTS (default 1000000) events seeded for the stats query,
//   BENCH_ENGINES (default sqlite,postgres).
// Ingest goes through the service (validation, truncation, visitor hash, channel, dedup
// insert) — everything but HTTP — and is compared with a plain batch INSERT of the same
// rows on the same connection, interleaved round by round; the figure is the median.
// Stats: p50/p95 of the full owner stats (7 queries) for one project holding BENCH_EVENTS
// events over 90 days, against a plain count(*) over the same range. Prints, never asserts.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { type DbHandle, migrateToLatest, openDatabase } from '../server/db/client.ts';
import { newId, nowIso } from '../server/lib/ids.ts';
import { insertEvents, type NewEvent } from '../server/modules/analytics/repo.ts';
import {
  computeStats,
  createAnalyticsCaches,
  ingestEvents,
  rollUpClosedDays,
} from '../server/modules/analytics/service.ts';
import {
  countEvents,
  deleteProjectRollups,
  insertEventsThroughKysely,
  seedEventHistory,
} from '../server/modules/analytics/test-helpers.ts';
import { insertTestUser } from '../server/modules/auth/test-helpers.ts';
import { NEW_PROJECT_ROW_DEFAULTS } from '../server/modules/projects/project-mapper.ts';
import { insertProject } from '../server/modules/projects/repo.ts';
import { fmt, percentile, tempDir } from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const STATS_RUNS = 40;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let seq = 0;

function clientEvent(i: number) {
  seq += 1;
  return {
    type: 'pageview',
    timestamp: new Date().toISOString(),
    session_id: `bench-${seq}`,
    pathname: `/proyectos/bench/${i % 7}`,
    referrer: i % 3 ? 'https://www.google.com/search?q=forja' : null,
    screen_width: 1280,
    utm_source: i % 5 === 0 ? 'boletin' : null,
    utm_medium: i % 5 === 0 ? 'email' : null,
    utm_campaign: null,
    utm_content: null,
    utm_term: null,
  };
}

function plainRow(projectId: string, i: number): NewEvent {
  seq += 1;
  const timestamp = new Date().toISOString();
  return {
    projectId,
    type: 'pageview',
    timestamp,
    day: timestamp.slice(0, 10),
    userId: null,
    userEmail: null,
    sessionId: `plain-${seq}`,
    pathname: `/proyectos/bench/${i % 7}`,
    referrer: i % 3 ? 'https://www.google.com/search?q=forja' : null,
    referrerHost: i % 3 ? 'google.com' : null,
    screenWidth: 1280,
    channel: i % 3 ? 'Organic Search' : 'Direct',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    properties: null,
    visitorHash: 'abcdefghijklmnopqrstuv',
    createdAt: timestamp,
  };
}

/**
 * Events per second of `op` (which handles `batch` events) for SECONDS, `workers` loops:
 * per wall-clock second, and per CPU second of this process (user + system). On a shared,
 * loaded machine the second is the steadier figure; for SQLite (in-process) it is all of
 * the work, for PostgreSQL it leaves out the server's share.
 */
async function eventsPerSecond(batch: number, workers: number, op: () => Promise<unknown>) {
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  let batches = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        await op();
        batches++;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuStart);
  const events = batches * batch;
  return {
    wall: events / ((performance.now() - started) / 1000),
    cpu: events / ((cpu.user + cpu.system) / 1e6),
  };
}

async function createProject(handle: DbHandle): Promise<string> {
  const userId = await insertTestUser(handle.db);
  const id = newId();
  await insertProject(handle.db, {
    ...NEW_PROJECT_ROW_DEFAULTS,
    id,
    userId,
    name: 'Bench',
    slug: `bench-${randomBytes(4).toString('hex')}`,
    status: 'active',
    isPublic: 1,
    isLaunched: 1,
    launchedAt: nowIso(),
    createdAt: nowIso(),
    updatedAt: nowIso(),
  });
  return id;
}

/** BENCH_EVENTS events over the last 90 days, generated inside the database. */
async function seedHistory(handle: DbHandle, projectId: string) {
  const started = performance.now();
  await seedEventHistory(handle, projectId, EVENTS);
  const rows = await countEvents(handle.db, projectId);
  return { rows, seconds: (performance.now() - started) / 1000 };
}

async function benchEngine(label: string, handle: DbHandle) {
  const config = loadConfig({
    DATA_DIR: '/tmp',
    ...(handle.engine === 'postgres' ? { DATABASE_URL: PG_URL } : {}),
  });
  const deps = { db: handle.db, config, analyticsCaches: createAnalyticsCaches() };
  const projectId = await createProject(handle);
  const client = { ip: '203.0.113.9', userAgent: 'Bench/1.0', ownHosts: ['localhost'] };
  const workers = handle.engine === 'postgres' ? 8 : 1;
  console.log(`\n${label}`);
  console.log(
    `  ingesta (${workers} bucle(s) concurrentes, ${SECONDS} s × ${ROUNDS} rondas, mediana)`,
  );
  for (const batch of [10, 100]) {
    const ingest = () =>
      ingestEvents(deps, {
        projectId,
        body: { events: Array.from({ length: batch }, (_, i) => clientEvent(i)) },
        client,
        user: null,
      });
    const plain = () =>
      insertEventsThroughKysely(
        handle.db,
        Array.from({ length: batch }, (_, i) => plainRow(projectId, i)),
      );
    // The same rows through the ingest's own cached multi-row statement, without the
    // per-event work: what is left between the two is validation, hashing and attribution.
    const prepared = () =>
      insertEvents(
        handle.db,
        Array.from({ length: batch }, (_, i) => plainRow(projectId, i)),
      );
    await eventsPerSecond(batch, workers, ingest); // warm-up
    await eventsPerSecond(batch, workers, prepared);
    const a: { wall: number; cpu: number }[] = [];
    const b: { wall: number; cpu: number }[] = [];
    const c: { wall: number; cpu: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      a.push(await eventsPerSecond(batch, workers, ingest));
      b.push(await eventsPerSecond(batch, workers, plain));
      c.push(await eventsPerSecond(batch, workers, prepared));
    }
    const wall = (xs: typeof a) => median(xs.map((x) => x.wall));
    const cpu = (xs: typeof a) => median(xs.map((x) => x.cpu));
    console.log(
      `    lotes de ${String(batch).padStart(3)}: ingesta ${fmt(wall(a), 0).padStart(9)} eventos/s · INSERT simple ${fmt(wall(b), 0).padStart(9)} eventos/s · ratio ${fmt(wall(a) / wall(b), 2)} · INSERT precompilado ${fmt(wall(c), 0)} eventos/s · ratio ${fmt(wall(a) / wall(c), 2)}`,
    );
    console.log(
      `                por segundo de CPU: ingesta ${fmt(cpu(a), 0).padStart(9)} · INSERT simple ${fmt(cpu(b), 0).padStart(9)} · INSERT precompilado ${fmt(cpu(c), 0).padStart(9)}`,
    );
  }

  const statsProject = await createProject(handle);
  const seeded = await seedHistory(handle, statsProject);
  console.log(
    `  consulta de estadísticas: ${seeded.rows.toLocaleString('es')} eventos en 90 días (sembrados en ${fmt(seeded.seconds)} s)`,
  );
  // Without the background pass (a fresh install, or before its first run), the first
  // request computes its missing days itself: measured once for 7 days, then forgotten.
  let t0 = performance.now();
  await computeStats(deps, { projectId: statsProject, days: 7 });
  const onDemandMs = performance.now() - t0;
  await deleteProjectRollups(handle.db, statsProject);
  t0 = performance.now();
  const rolled = await rollUpClosedDays(deps);
  console.log(
    `    sin pasada previa: primera petición de 7 días ${fmt(onDemandMs, 0)} ms · pasada en segundo plano: ${rolled} días en ${fmt((performance.now() - t0) / 1000)} s`,
  );
  for (const days of [7, 30, 90]) {
    const statsMs: number[] = [];
    const countMs: number[] = [];
    // The first request after the background pass: today is still computed live.
    const cold = performance.now();
    await computeStats(deps, { projectId: statsProject, days });
    const coldMs = performance.now() - cold;
    for (let i = 0; i < STATS_RUNS; i++) {
      let t = performance.now();
      await computeStats(deps, { projectId: statsProject, days });
      statsMs.push(performance.now() - t);
      t = performance.now();
      await countEvents(
        handle.db,
        statsProject,
        new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10),
      );
      countMs.push(performance.now() - t);
    }
    statsMs.sort((x, y) => x - y);
    countMs.sort((x, y) => x - y);
    console.log(
      `    days=${String(days).padEnd(2)}  primera petición ${fmt(coldMs, 0)} ms · estadísticas p50 ${fmt(percentile(statsMs, 50))} ms · p95 ${fmt(percentile(statsMs, 95))} ms   |   count(*) p50 ${fmt(percentile(countMs, 50))} ms · p95 ${fmt(percentile(countMs, 95))} ms   ratio p95 ${fmt(percentile(statsMs, 95) / percentile(countMs, 95), 1)}`,
    );
  }
}

const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

// SQLite
if (ENGINES.includes('sqlite')) {
  const dir = tempDir('forja-bench-analytics-');
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
if (ENGINES.includes('postgres')) {
  const schema = `bench_analytics_${randomBytes(4).toString('hex')}`;
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
