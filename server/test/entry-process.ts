import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real entry point, `node server/index.js`, in a process of its own, with a fresh data
// directory and a free port: for the tests of what server/index.js decides before the app
// loads (which bundle, which warning).

const root = new URL('../..', import.meta.url).pathname;
const running = new Set<ChildProcess>();

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts the entry with `env` over the test's own; resolves once it answers or exits. */
export async function startEntry(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'forja-entry-data-'));
  const child = spawn(process.execPath, ['server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    output: () => output,
    exitCode: () => child.exitCode,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      running.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Kills whatever a failed test left running (for afterAll). */
export function killEntries() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}
