// Server memory while it receives 10 concurrent 24 MB uploads (issue 10: uploads were held
// in memory whole, 166 MB → 563 MB). Starts Forja as a child process, signs up 10 users,
// each uploads a 24 MB PDF to /api/demo/files at the same time, and samples the server's
// RSS every 20 ms. Prints idle RSS, peak RSS and the growth. Rounds are repeated and the
// median reported. `--app <dir>` runs another checkout (e.g. the code before this change,
// unpacked with `git archive <commit> | tar -x -C <dir>` and node_modules linked in).
// Run: node bench/upload-memory.ts [--app <dir>]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fmt, rssMb, startProcess, stopProcess, tempDir, waitFor200 } from './lib.ts';

const ROUNDS = 3;
const UPLOADS = 10;
const SIZE = 24 * 1024 * 1024;
const appArg = process.argv.indexOf('--app');
const appDir = resolve(appArg > 0 ? process.argv[appArg + 1] : '.');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(SIZE - 9, 0x41)]);

function hwmMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function signUp(base: string, i: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: `Bench ${i}`,
      email: `bench-${i}-${Date.now()}@example.com`,
      password: 'contraseña-segura-1',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return (res.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
}

const idle: number[] = [];
const peak: number[] = [];
const growth: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const port = 4300 + round;
  const base = `http://127.0.0.1:${port}`;
  const child = startProcess([join(appDir, 'server', 'index.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir('forja-upload-mem-'),
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: base,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  });
  try {
    await waitFor200(`${base}/api/health`);
    const cookies = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => signUp(base, i)));
    // Let start-up garbage settle before the idle reading.
    await new Promise((r) => setTimeout(r, 1500));
    const before = rssMb(child.pid!);
    let max = before;
    const sampler = setInterval(() => {
      max = Math.max(max, rssMb(child.pid!));
    }, 20);
    const statuses = await Promise.all(
      cookies.map(async (cookie) => {
        const form = new FormData();
        form.append('file', new Blob([pdf]), 'memoria.pdf');
        const res = await fetch(`${base}/api/demo/files`, {
          method: 'POST',
          headers: { cookie, origin: base },
          body: form,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    clearInterval(sampler);
    max = Math.max(max, rssMb(child.pid!));
    if (statuses.some((s) => s !== 201)) throw new Error(`upload statuses: ${statuses.join(',')}`);
    idle.push(before);
    peak.push(max);
    growth.push(max - before);
    console.log(
      `round ${round + 1}: idle ${fmt(before)} MB, peak ${fmt(max)} MB (+${fmt(max - before)} MB), VmHWM ${fmt(hwmMb(child.pid!))} MB`,
    );
  } finally {
    await stopProcess(child);
  }
}
console.log(`app: ${appDir}`);
console.log(
  `${UPLOADS} concurrent uploads of ${SIZE / 1024 / 1024} MB — median idle ${fmt(median(idle))} MB, ` +
    `median peak ${fmt(median(peak))} MB, median growth ${fmt(median(growth))} MB ` +
    `(${fmt(median(growth) / ((UPLOADS * SIZE) / 1024 / 1024), 2)}× the bytes uploaded)`,
);
