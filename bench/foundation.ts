// Foundation figures: cold start to the first 200 on /api/health, idle RSS, and /api/health
// throughput against a bare node:http server answering the same JSON, in the same run.
// Servers run pinned to core 0 and the load generator to core 1, rounds interleaved
// (Forja, bare, Forja, bare…), medians reported.
// Run: npm run build && node bench/foundation.ts
import {
  fmt,
  load,
  pinSelf,
  rssMb,
  startProcess,
  stopProcess,
  tempDir,
  waitFor200,
} from './lib.ts';

const ROUNDS = 3;
const LOAD = { connections: 50, durationMs: 4000 };
const pinned = pinSelf(1);
const SERVER_CPU = pinned ? 0 : undefined;
const forjaEnv = () => ({
  DATA_DIR: tempDir('forja-bench-'),
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
});

async function start(args: string[], port: number, env: Record<string, string> = {}) {
  const t0 = performance.now();
  const child = startProcess(args, { PORT: String(port), ...env }, SERVER_CPU);
  await waitFor200(`http://127.0.0.1:${port}/api/health`);
  return { ms: performance.now() - t0, child };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const starts: number[] = [];
const bareStarts: number[] = [];
const rps: number[] = [];
const bareRps: number[] = [];
const p95: number[] = [];
const bareP95: number[] = [];
let idleRss = 0;
let loadedRss = 0;

for (let i = 0; i < ROUNDS; i++) {
  const app = await start(['server/index.ts'], 3911, forjaEnv());
  starts.push(app.ms);
  if (i === 0) {
    await load('http://127.0.0.1:3911', '/api/health', { connections: 10, durationMs: 1000 });
    await new Promise((r) => setTimeout(r, 2000));
    idleRss = rssMb(app.child.pid!);
  } else {
    await load('http://127.0.0.1:3911', '/api/health', { connections: 10, durationMs: 500 });
  }
  const a = await load('http://127.0.0.1:3911', '/api/health', LOAD);
  rps.push(a.rps);
  p95.push(a.p95);
  if (i === 0) loadedRss = rssMb(app.child.pid!);
  await stopProcess(app.child);

  const bare = await start(['bench/bare-http-server.ts'], 3912);
  bareStarts.push(bare.ms);
  await load('http://127.0.0.1:3912', '/api/health', { connections: 10, durationMs: 500 });
  const b = await load('http://127.0.0.1:3912', '/api/health', LOAD);
  bareRps.push(b.rps);
  bareP95.push(b.p95);
  await stopProcess(bare.child);
}

console.log(
  `Forja foundation benchmark (Node ${process.version}; ${LOAD.connections} connections, ${LOAD.durationMs / 1000} s × ${ROUNDS} rounds per server; ${pinned ? 'server on core 0, load on core 1' : 'unpinned'})`,
);
console.log(
  `cold start to first 200 on /api/health: median ${fmt(median(starts), 0)} ms (runs ${starts.map((s) => fmt(s, 0)).join(', ')}) — target ≤ 1500 ms`,
);
console.log(
  `  bare node:http cold start: median ${fmt(median(bareStarts), 0)} ms; ratio ${fmt(median(starts) / median(bareStarts), 2)}×`,
);
console.log(
  `RSS idle after warm-up: ${fmt(idleRss)} MB — target ≤ 120 MB; after load: ${fmt(loadedRss)} MB`,
);
console.log(
  `GET /api/health: median ${fmt(median(rps), 0)} req/s (runs ${rps.map((r) => fmt(r, 0)).join(', ')}), p95 ${fmt(median(p95), 2)} ms`,
);
console.log(
  `bare node:http:  median ${fmt(median(bareRps), 0)} req/s (runs ${bareRps.map((r) => fmt(r, 0)).join(', ')}), p95 ${fmt(median(bareP95), 2)} ms`,
);
console.log(`ratio Forja / bare: ${fmt(median(rps) / median(bareRps), 2)} — target ≥ 0.80`);
