import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { newId } from '../server/lib/ids.ts';
import { NEW_PROJECT_ROW_DEFAULTS } from '../server/modules/projects/project-mapper.ts';
import { insertProject } from '../server/modules/projects/repo.ts';
import { createUser, startTestServer } from '../server/test/server.ts';

// Public project endpoint vs a bare node:http server answering the same JSON, measured in
// the same run (target ratio ≥ 0.6), and p95 of GET /api/projects for a user with 1,000
// projects on SQLite (target ≤ 20 ms).
//   node bench/projects-public.ts [durationSeconds=5] [concurrency=16]
// The load comes from a worker thread; servers and client share the machine's cores.

const DURATION_MS = Number(process.argv[2] ?? 5) * 1000;
const CONCURRENCY = Number(process.argv[3] ?? 16);

type Result = { requests: number; rps: number; p50: number; p95: number; errors: number };

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./projects-load-worker.ts', import.meta.url), {
      workerData: { url, headers, durationMs: DURATION_MS, concurrency: CONCURRENCY },
    });
    worker.once('error', reject);
    worker.once('message', (m: { latencies: number[]; errors: number; elapsedMs: number }) => {
      const sorted = m.latencies.sort((a, b) => a - b);
      resolve({
        requests: sorted.length,
        rps: sorted.length / (m.elapsedMs / 1000),
        p50: pct(sorted, 50),
        p95: pct(sorted, 95),
        errors: m.errors,
      });
      worker.terminate();
    });
  });
}

async function sequential(
  url: string,
  n: number,
  headers: Record<string, string>,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) errors++;
    latencies.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: n,
    rps: n / elapsed,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    errors,
  };
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  (${r.requests} requests, ${r.errors} errors)`;

async function main() {
  const server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
  });
  try {
    const user = await createUser(server);
    const slug = 'bench-publico';
    const created = await server.fetch('/api/projects', {
      cookie: user.cookie,
      json: { name: 'Proyecto de prueba', slug, description: 'Página pública para medir' },
    });
    if (created.status !== 201) throw new Error(`create failed: ${created.status}`);
    const publicUrl = `${server.url}/api/functions/public-project-get/proyectos/${slug}`;

    // The baseline answers the very JSON the endpoint returns (same size, same headers).
    const sample = await (await fetch(publicUrl)).text();
    const bare: Server = createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(sample),
      });
      res.end(sample);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

    // Both without compression (the baseline never compresses), then the endpoint as a
    // browser asks for it (br/gzip), to show what compression costs on top.
    const identity = { 'accept-encoding': 'identity' };
    await load(bareUrl, identity); // warm-up both
    await load(publicUrl, identity);
    const baseline = await load(bareUrl, identity);
    const endpoint = await load(publicUrl, identity);
    const compressed = await load(publicUrl);
    bare.close();

    console.log(
      `Public project endpoint (${CONCURRENCY} concurrent, ${DURATION_MS / 1000} s each, ${Buffer.byteLength(sample)} B JSON)`,
    );
    console.log(`  bare node:http   ${fmt(baseline)}`);
    console.log(`  public-project   ${fmt(endpoint)}`);
    console.log(`  ratio (req/s)    ${(endpoint.rps / baseline.rps).toFixed(2)}   target ≥ 0.60`);
    console.log(
      `  p95 ratio        ${(endpoint.p95 / baseline.p95).toFixed(2)}× the baseline's p95`,
    );
    console.log(
      `  with br/gzip     ${fmt(compressed)}  (ratio ${(compressed.rps / baseline.rps).toFixed(2)})`,
    );

    // 1,000 projects for one user, inserted directly (the API's create is not what is measured).
    const many = await createUser(server);
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const at = new Date(Date.now() - i * 60_000).toISOString();
      return {
        ...NEW_PROJECT_ROW_DEFAULTS,
        id: newId(),
        userId: many.id,
        name: `Proyecto ${i}`,
        slug: `mil-${i}-${newId().slice(0, 8)}`,
        description: `Descripción del proyecto ${i}`,
        status: i % 7 === 0 ? 'archived' : 'active',
        isPublic: 1,
        isLaunched: 1,
        launchedAt: at,
        viewCount: i,
        createdAt: at,
        updatedAt: at,
      };
    });
    for (const row of rows) await insertProject(server.deps.db, row);

    const headers = { cookie: many.cookie };
    await sequential(`${server.url}/api/projects`, 50, headers);
    const firstPage = await sequential(`${server.url}/api/projects`, 300, headers);
    const search = await sequential(
      `${server.url}/api/projects?q=proyecto%2099&status=activos`,
      300,
      headers,
    );
    const all = await sequential(`${server.url}/api/projects?limit=200`, 100, headers);
    console.log(
      `\nGET /api/projects for a user with 1,000 projects (SQLite, sequential, session lookup included)`,
    );
    console.log(`  first page (50)   ${fmt(firstPage)}   target p95 ≤ 20 ms`);
    console.log(`  search + filter   ${fmt(search)}`);
    console.log(`  200 per page      ${fmt(all)}`);
  } finally {
    await server.close();
  }
}

await main();
