// Storage throughput: upload and download MB/s of a 24 MB file through Forja (the demo
// upload endpoint and /files) on the S3 driver and on the local driver, against the same
// bytes written directly to the S3 server (AWS SDK) and directly to disk (fs streams), in
// the same run. The S3 server is s3rver, in this process. Rounds are interleaved
// (Forja S3, direct S3, Forja local, direct disk, …) and medians reported.
// Run: node bench/storage.ts
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { startS3Server } from '../server/test/s3-server.ts';
import { fmt, startProcess, stopProcess, tempDir, waitFor200 } from './lib.ts';

const ROUNDS = 5;
const SIZE = 24 * 1024 * 1024;
const MB = SIZE / 1024 / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(SIZE - 9, 0x41)]);

async function time(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return MB / ((performance.now() - t0) / 1000);
}

async function drain(res: Response): Promise<number> {
  let n = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) n += chunk.length;
  return n;
}

async function startForja(port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`;
  const child = startProcess([join(import.meta.dirname, '..', 'server', 'index.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir('forja-bench-storage-'),
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: base,
    ...env,
  });
  await waitFor200(`${base}/api/health`);
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'contraseña-segura-1',
    }),
  });
  const cookie = (res.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { base, child, cookie };
}

type Forja = Awaited<ReturnType<typeof startForja>>;

async function throughForja(f: Forja) {
  let url = '';
  const up = await time(async () => {
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'memoria.pdf');
    const res = await fetch(`${f.base}/api/demo/files`, {
      method: 'POST',
      headers: { cookie: f.cookie, origin: f.base },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${res.status} ${await res.text()}`);
    url = ((await res.json()) as { file: { storageUrl: string } }).file.storageUrl;
  });
  const down = await time(async () => {
    const res = await fetch(`${f.base}${url}`, { headers: { cookie: f.cookie } });
    if ((await drain(res)) !== SIZE) throw new Error('short download');
  });
  // Keep the demo list (and the per-user upload limit) from filling up between rounds.
  await fetch(`${f.base}/api/demo/delete-my-data`, {
    method: 'POST',
    headers: { cookie: f.cookie, origin: f.base },
  }).catch(() => {});
  return { up, down };
}

const s3 = await startS3Server();
const diskDir = mkdtempSync(join(tmpdir(), 'forja-bench-disk-'));
const forjaS3 = await startForja(4410, s3.env);
const forjaLocal = await startForja(4411, {});
const results: Record<string, { up: number[]; down: number[] }> = {
  'Forja → S3 (s3rver)': { up: [], down: [] },
  'direct S3 (AWS SDK)': { up: [], down: [] },
  'Forja → local disk': { up: [], down: [] },
  'direct disk (fs)': { up: [], down: [] },
};
const push = (name: string, r: { up: number; down: number }) => {
  results[name].up.push(r.up);
  results[name].down.push(r.down);
};

try {
  for (let round = 0; round < ROUNDS; round++) {
    push('Forja → S3 (s3rver)', await throughForja(forjaS3));
    const key = `bench/${round}.pdf`;
    push('direct S3 (AWS SDK)', {
      up: await time(async () => {
        await s3.client.send(
          new PutObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key, Body: pdf }),
        );
      }),
      down: await time(async () => {
        const out = await s3.client.send(
          new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }),
        );
        let n = 0;
        for await (const c of out.Body as AsyncIterable<Uint8Array>) n += c.length;
        if (n !== SIZE) throw new Error('short S3 read');
      }),
    });
    push('Forja → local disk', await throughForja(forjaLocal));
    const file = join(diskDir, `${round}.pdf`);
    push('direct disk (fs)', {
      up: await time(async () => {
        await new Promise<void>((resolve, reject) => {
          const w = createWriteStream(file);
          w.on('error', reject);
          w.end(pdf, () => resolve());
        });
      }),
      down: await time(async () => {
        let n = 0;
        await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
          for await (const c of source) n += c.length;
        });
        if (n !== SIZE) throw new Error('short disk read');
      }),
    });
  }
} finally {
  await stopProcess(forjaS3.child);
  await stopProcess(forjaLocal.child);
  await s3.close();
  rmSync(diskDir, { recursive: true, force: true });
}

console.log(`${MB} MB file, ${ROUNDS} interleaved rounds, medians (MB/s):`);
const rows = Object.entries(results).map(([name, r]) => ({
  name,
  up: median(r.up),
  down: median(r.down),
}));
for (const r of rows) {
  console.log(
    `  ${r.name.padEnd(22)} upload ${fmt(r.up).padStart(8)}   download ${fmt(r.down).padStart(8)}`,
  );
}
const [fs3, ds3, floc, ddisk] = rows;
console.log(
  `Forja/direct on S3: upload ${fmt(fs3.up / ds3.up, 2)}×, download ${fmt(fs3.down / ds3.down, 2)}×; ` +
    `Forja/direct on disk: upload ${fmt(floc.up / ddisk.up, 2)}×, download ${fmt(floc.down / ddisk.down, 2)}×`,
);
