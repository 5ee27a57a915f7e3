import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

// The load generator of bench/projects-public.ts, in its own thread so that the client's
// work does not share the server's event loop (which would flatter the bare baseline).

const { url, headers, durationMs, concurrency } = workerData as {
  url: string;
  headers: Record<string, string>;
  durationMs: number;
  concurrency: number;
};

const latencies: number[] = [];
let errors = 0;
const end = performance.now() + durationMs;
const start = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      latencies.push(performance.now() - t0);
    }
  }),
);
parentPort?.postMessage({ latencies, errors, elapsedMs: performance.now() - start });
