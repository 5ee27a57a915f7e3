// Foundation figures: cold start to the first 200 on /api/health, idle RSS, and /api/health
// throughput against a bare node:http server answering the same JSON, in the same run.
// Servers run pinned to core 0 and the load generator to core 1, rounds interleaved
// (Forja, bare, bare with headers, …), medians reported. wrk is the load generator when
// installed (apt-get install wrk).
// Run: npm run build && node bench/foundation.ts
import {
  fmt,
  hasWrk,
  type LoadResult,
  load,
  loadWithWrk,
  pinSelf,
  rssMb,
  startProcess,
  stopProcess,
  tempDir,
  waitFor200,
} from './lib.ts';

const ROUNDS = 3;
// BENCH_PORT moves the three servers' ports (base, base+1, base+2) off the defaults when
// several people bench on one machine.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3911);
const [FORJA, BARE, BARE_HEADERS] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const LOAD = { connections: 50, durationMs: 4000 };
const pinned = pinSelf(1);
const SERVER_CPU = pinned ? 0 : undefined;
// wrk (Debian's package) is the load generator when installed: a Node client tops out near
// the bare server's rate and would flatten the ratio. Otherwise undici from this process.
const WRK = hasWrk();
const measure = async (port: number): Promise<LoadResult> =>
  WRK
    ? loadWithWrk(`http://127.0.0.1:${port}/api/health`, {
        connections: LOAD.connections,
        seconds: LOAD.durationMs / 1000,
        cpu: 1,
      })
    : load(`http://127.0.0.1:${port}`, '/api/health', LOAD);
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
const bareHeadersRps: number[] = [];
const p50: number[] = [];
const bareP50: number[] = [];
let idleRss = 0;
let loadedRss = 0;

for (let i = 0; i < ROUNDS; i++) {
  const app = await start(['server/index.js'], FORJA, forjaEnv());
  starts.push(app.ms);
  if (i === 0) {
    await load(`http://127.0.0.1:${FORJA}`, '/api/health', { connections: 10, durationMs: 1000 });
    await new Promise((r) => setTimeout(r, 2000));
    idleRss = rssMb(app.child.pid!);
  } else {
    await load(`http://127.0.0.1:${FORJA}`, '/api/health', { connections: 10, durationMs: 500 });
  }
  const a = await measure(FORJA);
  rps.push(a.rps);
  p50.push(a.p50);
  if (i === 0) loadedRss = rssMb(app.child.pid!);
  await stopProcess(app.child);

  const bare = await start(['bench/bare-http-server.ts'], BARE);
  bareStarts.push(bare.ms);
  await load(`http://127.0.0.1:${BARE}`, '/api/health', { connections: 10, durationMs: 500 });
  const b = await measure(BARE);
  bareRps.push(b.rps);
  bareP50.push(b.p50);
  await stopProcess(bare.child);

  const withHeaders = await start(['bench/bare-http-server.ts'], BARE_HEADERS, {
    WITH_HEADERS: '1',
  });
  bareHeadersRps.push((await measure(BARE_HEADERS)).rps);
  await stopProcess(withHeaders.child);
}

console.log(
  `Forja foundation benchmark (Node ${process.version}; ${LOAD.connections} connections, ${LOAD.durationMs / 1000} s × ${ROUNDS} rounds per server; ${pinned ? 'server on core 0, load on core 1' : 'unpinned'}; load generator ${WRK ? 'wrk' : 'undici'})`,
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
  `GET /api/health: median ${fmt(median(rps), 0)} req/s (runs ${rps.map((r) => fmt(r, 0)).join(', ')}), p50 ${fmt(median(p50), 2)} ms`,
);
console.log(
  `bare node:http:  median ${fmt(median(bareRps), 0)} req/s (runs ${bareRps.map((r) => fmt(r, 0)).join(', ')}), p50 ${fmt(median(bareP50), 2)} ms`,
);
console.log(
  `bare node:http with Forja's security headers: median ${fmt(median(bareHeadersRps), 0)} req/s; ratio Forja / that: ${fmt(median(rps) / median(bareHeadersRps), 2)}`,
);
console.log(`ratio Forja / bare: ${fmt(median(rps) / median(bareRps), 2)} — target ≥ 0.80`);
