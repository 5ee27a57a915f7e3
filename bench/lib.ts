import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';

// Helpers shared by the benchmarks: start processes, load them over loopback, summarise.

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const fmt = (n: number, digits = 1) =>
  n.toLocaleString('es', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function waitFor200(url: string, timeoutMs = 20_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status === 200) {
        await res.arrayBuffer();
        return performance.now() - start;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Starts `node args…`. With `cpu`, the process is pinned to that core (taskset) so that a
 * server and the load generator do not fight over the same core and runs compare fairly.
 */
/**
 * How Forja is started in production (package.json's start, the Dockerfile): V8's own memory
 * reducer off, since server/lib/idle-memory.ts returns memory when the server is quiet and V8's
 * reducer, running minutes into the load, drops the optimized request path (decision 0160).
 */
export const FORJA_START = ['--no-memory-reducer', 'server/index.js'];

export function startProcess(
  args: string[],
  env: Record<string, string>,
  cpu?: number,
): ChildProcess {
  const opts = {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[],
  };
  if (cpu !== undefined)
    return spawn('taskset', ['-c', String(cpu), process.execPath, ...args], opts);
  return spawn(process.execPath, args, opts);
}

/** Pins the current process (the load generator) to one core, when taskset exists. */
export function pinSelf(cpu: number): boolean {
  const r = spawnSync('taskset', ['-pc', String(cpu), String(process.pid)], { stdio: 'ignore' });
  return r.status === 0;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export type LoadResult = {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

/** Keeps `connections` requests in flight against one URL for `durationMs`; bounded and self-stopping. */
export async function load(
  origin: string,
  path: string,
  opts: { connections: number; durationMs: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections: opts.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + opts.durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await pool.request({ path, method: 'GET', headers: opts.headers });
        await res.body.arrayBuffer();
        if (res.statusCode >= 400) errors++;
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const elapsed = performance.now() - t0;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / (elapsed / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** True when Debian's `wrk` is installed: a C load generator that outruns any Node client. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** Loads `url` with wrk pinned to `cpu`; parses requests/s and latency percentiles. */
type WrkOptions = {
  connections: number;
  seconds: number;
  cpu?: number;
  headers?: Record<string, string>;
};

function wrkCommand(url: string, opts: WrkOptions): [string, string[]] {
  const headerArgs = Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const args = [
    '-t1',
    `-c${opts.connections}`,
    `-d${opts.seconds}s`,
    '--latency',
    ...headerArgs,
    url,
  ];
  return opts.cpu !== undefined
    ? ['taskset', ['-c', String(opts.cpu), 'wrk', ...args]]
    : ['wrk', args];
}

function parseWrk(out: string): LoadResult {
  const ms = (label: string) => {
    const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return Number.NaN;
    const v = Number(m[1]);
    return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? Number.NaN);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    requests,
    errors: non2xx,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50: ms('50%'),
    p95: Number.NaN,
    p99: ms('99%'),
  };
}

/** wrk against a server in another process (this one waits for it). */
export function loadWithWrk(url: string, opts: WrkOptions): LoadResult {
  const [command, args] = wrkCommand(url, opts);
  return parseWrk(spawnSync(command, args, { encoding: 'utf8' }).stdout ?? '');
}

/** wrk against a server in this process, whose event loop must stay free while it runs. */
export function loadWithWrkAsync(url: string, opts: WrkOptions): Promise<LoadResult> {
  const [command, args] = wrkCommand(url, opts);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('close', () => resolve(parseWrk(out)));
  });
}

/** CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
