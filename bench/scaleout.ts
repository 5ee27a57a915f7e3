// Scale-out figures: the public project page's requests per second and p95 latency with
//   1. one instance on PostgreSQL + Redis, direct;
//   2. the same one instance behind nginx (what the proxy hop costs);
//   3. two instances behind nginx, round-robin (the ratio 3 / 2 is the scale-out gain);
//   4. one instance on SQLite, direct (the embedded default, for comparison).
// Rounds are interleaved (1, 2, 3, 4, 1, 2, …) and medians reported. The load generator is
// undici in this process (it reports p95; wrk does not), so it shares the machine's cores
// with the servers: on a 2-core machine two instances cannot double anything, and the
// figures say how close they come.
// Run: node bench/scaleout.ts [seconds=4] [connections=32] [rounds=3]
//      (PostgreSQL and Redis from TEST_DATABASE_URL / TEST_REDIS_URL, or the local defaults)
import { cpus } from 'node:os';
import { createProjectThroughApi, signUpThroughApi } from '../server/test/api-client.ts';
import { startCluster, startInstance, startNginx } from '../server/test/cluster.ts';
import { freePort } from '../server/test/http.ts';
import { fmt, type LoadResult, load } from './lib.ts';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
const SECONDS = Number(process.argv[2] ?? 4);
const CONNECTIONS = Number(process.argv[3] ?? 32);
const ROUNDS = Number(process.argv[4] ?? 3);

const cluster = await startCluster({ count: 2, env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
const [one, two] = cluster.instances;
const proxyOne = await startNginx([one.port]);
const proxyTwo = await startNginx([one.port, two.port]);
const sqlitePort = await freePort();
const sqlite = await startInstance(
  'forja-sqlite',
  { PUBLIC_BASE_URL: `http://127.0.0.1:${sqlitePort}`, RATE_LIMIT_AUTH_PER_MINUTE: '1000' },
  sqlitePort,
);

// The same public project on both databases.
async function publishProject(baseUrl: string, origin: string): Promise<string> {
  const user = await signUpThroughApi(baseUrl, origin);
  const project = await createProjectThroughApi(baseUrl, origin, user.cookie, {
    name: 'Reservas del club',
    description: 'Reservas de pistas, horarios y pagos para un club deportivo de barrio.',
  });
  return `/api/functions/public-project-get/proyectos/${project.slug}`;
}
const pgPath = await publishProject(one.url, cluster.publicUrl);
const sqlitePath = await publishProject(sqlite.url, sqlite.url);

type Setup = { name: string; origin: string; path: string };
const setups: Setup[] = [
  { name: '1 instance, PostgreSQL, direct', origin: one.url, path: pgPath },
  { name: '1 instance behind nginx', origin: proxyOne.url, path: pgPath },
  { name: '2 instances behind nginx', origin: proxyTwo.url, path: pgPath },
  { name: '1 instance, SQLite, direct', origin: sqlite.url, path: sqlitePath },
];

// Warm-up: JIT, connection pools, the page cache.
for (const s of setups) await load(s.origin, s.path, { connections: 8, durationMs: 1000 });

const results = new Map<string, LoadResult[]>(setups.map((s) => [s.name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const s of setups) {
    const r = await load(s.origin, s.path, {
      connections: CONNECTIONS,
      durationMs: SECONDS * 1000,
    });
    if (r.errors > 0) console.warn(`${s.name}: ${r.errors} errors in round ${round + 1}`);
    results.get(s.name)?.push(r);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = setups.map((s) => {
  const rs = results.get(s.name) ?? [];
  return {
    name: s.name,
    rps: median(rs.map((r) => r.rps)),
    p95: median(rs.map((r) => r.p95)),
    errors: rs.reduce((n, r) => n + r.errors, 0),
  };
});

console.log(
  `Forja scale-out benchmark (Node ${process.version}, ${cpus().length} cores; GET public project JSON; ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} interleaved rounds, medians; load generator undici in this process)`,
);
for (const s of summary)
  console.log(
    `  ${s.name.padEnd(34)} ${fmt(s.rps, 0).padStart(8)} req/s   p95 ${fmt(s.p95, 1).padStart(6)} ms   errors ${s.errors}`,
  );
const by = (name: string) => summary.find((s) => s.name === name)!;
const single = by('1 instance behind nginx');
const double = by('2 instances behind nginx');
const direct = by('1 instance, PostgreSQL, direct');
const lite = by('1 instance, SQLite, direct');
console.log(
  `  ratio 2 instances / 1 instance (both behind nginx): ${fmt(double.rps / single.rps, 2)}× req/s, p95 ${fmt(double.p95 / single.p95, 2)}×`,
);
console.log(`  nginx hop: ${fmt(single.rps / direct.rps, 2)}× the direct req/s`);
console.log(`  SQLite / PostgreSQL, one instance direct: ${fmt(lite.rps / direct.rps, 2)}× req/s`);

await proxyOne.close();
await proxyTwo.close();
await sqlite.stop('SIGTERM');
await cluster.close();
process.exit(0);
