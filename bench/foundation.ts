// Foundation figures: cold start to the first 200 on /api/health, idle RSS, and /api/health
// throughput against a bare node:http server answering the same JSON, in the same run.
// Servers run pinned to core 0 and the load generator to core 1, rounds interleaved
// (Forja, bare, bare with headers, …), medians reported. wrk is the load generator when
// installed (apt-get install wrk).
// Run: npm run build && node bench/foundation.ts
import {
  cpuMs,
  FORJA_START,
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
const LOAD = { connections: 50, durationMs: 2000 };
const BURSTS = 8;
const pinned = pinSelf(1);
const SERVER_CPU = pinned ? 0 : undefined;
// wrk (Debian's package) is the load generator when installed: a Node client tops out near
// the bare server's rate and would flatten the ratio. Otherwise undici from this process.
const WRK = hasWrk();
// Each server's CPU time per request, from /proc: a shared, busy machine moves requests/s
// a lot (the server waits for a core), CPU per request much less.
const measure = async (port: number, pid: number): Promise<LoadResult & { cpuUs: number }> => {
  const cpu0 = cpuMs(pid);
  const result = await generate(port);
  return { ...result, cpuUs: ((cpuMs(pid) - cpu0) * 1000) / result.requests };
};
const generate = async (port: number): Promise<LoadResult> =>
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
const cpu: number[] = [];
const bareCpu: number[] = [];
const bareHeadersCpu: number[] = [];
const idleRss: number[] = [];
const loadedRss: number[] = [];

// Start-up and idle memory: a fresh process each round (a fresh data directory for Forja).
for (let i = 0; i < ROUNDS; i++) {
  const app = await start(FORJA_START, FORJA, forjaEnv());
  starts.push(app.ms);
  // Idle RSS: after a second of warm-up load and two quiet seconds, measured every round
  // (one sample moved by ±10 MB with whatever else the machine was doing); medians reported.
  await load(`http://127.0.0.1:${FORJA}`, '/api/health', { connections: 10, durationMs: 1000 });
  await new Promise((r) => setTimeout(r, 2000));
  idleRss.push(rssMb(app.child.pid!));
  await stopProcess(app.child);

  const bare = await start(['bench/bare-http-server.ts'], BARE);
  bareStarts.push(bare.ms);
  await stopProcess(bare.child);
}

// Throughput: the three servers run side by side and take turns, BURSTS short bursts each,
// the order turning every round. On this shared machine the speed of a core moves by 20–40 %
// for tens of seconds at a time, for the bare server as much as for Forja; one long round per
// server let such a spell fall on one server's round only. Short turns spread it over all
// three. Forja is quiet between its bursts, so each burst also meets the server just after
// its idle-time memory return (server/lib/idle-memory.ts), as a real one would.
const servers = [
  { ...(await start(FORJA_START, FORJA, forjaEnv())), port: FORJA, rps, cpu, p50 },
  {
    ...(await start(['bench/bare-http-server.ts'], BARE)),
    port: BARE,
    rps: bareRps,
    cpu: bareCpu,
    p50: bareP50,
  },
  {
    ...(await start(['bench/bare-http-server.ts'], BARE_HEADERS, { WITH_HEADERS: '1' })),
    port: BARE_HEADERS,
    rps: bareHeadersRps,
    cpu: bareHeadersCpu,
    p50: [] as number[],
  },
];
for (const server of servers)
  await load(`http://127.0.0.1:${server.port}`, '/api/health', {
    connections: 10,
    durationMs: 1000,
  });
await new Promise((r) => setTimeout(r, 2000));
for (let round = 0; round < BURSTS; round++) {
  for (let k = 0; k < servers.length; k++) {
    const server = servers[(round + k) % servers.length];
    const result = await measure(server.port, server.child.pid!);
    server.rps.push(result.rps);
    server.cpu.push(result.cpuUs);
    server.p50.push(result.p50);
    if (server.port === FORJA) loadedRss.push(rssMb(server.child.pid!));
  }
}
for (const server of servers) await stopProcess(server.child);
const pairedRatio = (xs: number[], ys: number[]) => median(xs.map((x, i) => x / ys[i]));

console.log(
  `Forja foundation benchmark (Node ${process.version}; ${LOAD.connections} connections, ${ROUNDS} cold starts per server, then ${BURSTS} bursts of ${LOAD.durationMs / 1000} s per server in turn; ${pinned ? 'server on core 0, load on core 1' : 'unpinned'}; load generator ${WRK ? 'wrk' : 'undici'})`,
);
console.log(
  `cold start to first 200 on /api/health: median ${fmt(median(starts), 0)} ms (runs ${starts.map((s) => fmt(s, 0)).join(', ')}) — target ≤ 500 ms`,
);
console.log(
  `  bare node:http cold start: median ${fmt(median(bareStarts), 0)} ms; ratio ${fmt(median(starts) / median(bareStarts), 2)}×`,
);
console.log(
  `RSS idle after warm-up: median ${fmt(median(idleRss))} MB (runs ${idleRss.map((r) => fmt(r)).join(', ')}) — target ≤ 100 MB; right after the load: median ${fmt(median(loadedRss))} MB (runs ${loadedRss.map((r) => fmt(r)).join(', ')}) — target ≤ 130 MB`,
);
console.log(
  `GET /api/health: median ${fmt(median(rps), 0)} req/s (runs ${rps.map((r) => fmt(r, 0)).join(', ')}), p50 ${fmt(median(p50), 2)} ms`,
);
console.log(
  `bare node:http:  median ${fmt(median(bareRps), 0)} req/s (runs ${bareRps.map((r) => fmt(r, 0)).join(', ')}), p50 ${fmt(median(bareP50), 2)} ms`,
);
console.log(
  `bare node:http with Forja's security headers: median ${fmt(median(bareHeadersRps), 0)} req/s; ratio Forja / that: ${fmt(median(rps) / median(bareHeadersRps), 2)} — target ≥ 0.95`,
);
console.log(
  `ratio Forja / bare: ${fmt(median(rps) / median(bareRps), 2)} — target ≥ 0.80 (burst by burst: median ${fmt(pairedRatio(rps, bareRps), 2)}; with headers ${fmt(pairedRatio(rps, bareHeadersRps), 2)})`,
);
console.log(
  `server CPU per request: Forja ${fmt(median(cpu))} µs, bare ${fmt(median(bareCpu))} µs, bare with headers ${fmt(median(bareHeadersCpu))} µs; bare / Forja ${fmt(median(bareCpu) / median(cpu), 2)}, with headers / Forja ${fmt(median(bareHeadersCpu) / median(cpu), 2)}`,
);
