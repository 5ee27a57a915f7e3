// Foundation figures: cold start to the first 200 on /api/health, idle RSS, and /api/health
// throughput against a bare node:http server answering the same JSON, in the same run.
// Run: node bench/foundation.ts   (build first so the server has its web shell: npm run build)
import { fmt, load, rssMb, startProcess, stopProcess, tempDir, waitFor200 } from './lib.ts';

const ROUNDS = 3;
const LOAD = { connections: 50, durationMs: 5000 };

async function coldStart(args: string[], port: number, env: Record<string, string> = {}) {
  const t0 = performance.now();
  const child = startProcess(args, { PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}/api/health`;
  await waitFor200(url);
  return { ms: performance.now() - t0, child };
}

const starts: number[] = [];
const bareStarts: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const app = await coldStart(['server/index.ts'], 3911, {
    DATA_DIR: tempDir('forja-bench-'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  });
  starts.push(app.ms);
  await stopProcess(app.child);
  const bare = await coldStart(['bench/bare-http-server.ts'], 3912);
  bareStarts.push(bare.ms);
  await stopProcess(bare.child);
}
starts.sort((a, b) => a - b);
bareStarts.sort((a, b) => a - b);

// Throughput, each server alone on the machine in turn.
const app = await coldStart(['server/index.ts'], 3911, {
  DATA_DIR: tempDir('forja-bench-'),
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
});
await load('http://127.0.0.1:3911', '/api/health', { connections: 10, durationMs: 1000 }); // warm-up
await new Promise((r) => setTimeout(r, 2000));
const idleRss = rssMb(app.child.pid!);
const appLoad = await load('http://127.0.0.1:3911', '/api/health', LOAD);
const loadedRss = rssMb(app.child.pid!);
await stopProcess(app.child);

const bare = await coldStart(['bench/bare-http-server.ts'], 3912);
await load('http://127.0.0.1:3912', '/api/health', { connections: 10, durationMs: 1000 });
const bareLoad = await load('http://127.0.0.1:3912', '/api/health', LOAD);
await stopProcess(bare.child);

const median = (xs: number[]) => xs[Math.floor(xs.length / 2)];
console.log(
  'Forja foundation benchmark (Node',
  process.version,
  `, ${LOAD.connections} connections, ${LOAD.durationMs / 1000} s per server)`,
);
console.log(
  `cold start to first 200 on /api/health: median ${fmt(median(starts), 0)} ms (runs: ${starts.map((s) => fmt(s, 0)).join(', ')}) — target ≤ 1500 ms`,
);
console.log(
  `  baseline bare node:http cold start: median ${fmt(median(bareStarts), 0)} ms; ratio ${fmt(median(starts) / median(bareStarts), 2)}×`,
);
console.log(
  `RSS idle (after warm-up): ${fmt(idleRss)} MB — target ≤ 120 MB; after load: ${fmt(loadedRss)} MB`,
);
console.log(
  `GET /api/health: ${fmt(appLoad.rps, 0)} req/s, p50 ${fmt(appLoad.p50, 2)} ms, p95 ${fmt(appLoad.p95, 2)} ms, errors ${appLoad.errors}`,
);
console.log(
  `bare node:http:  ${fmt(bareLoad.rps, 0)} req/s, p50 ${fmt(bareLoad.p50, 2)} ms, p95 ${fmt(bareLoad.p95, 2)} ms, errors ${bareLoad.errors}`,
);
console.log(`ratio Forja / bare: ${fmt(appLoad.rps / bareLoad.rps, 2)} — target ≥ 0.80`);
