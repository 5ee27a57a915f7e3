// Builder figures on the offline engine, against GET /api/health in the same run:
// - time from request to the first NDJSON progress line (p50/p95; target ≤ 100 ms);
// - generations per second with 10 concurrent users.
// Run: node bench/builder-generate.ts
import {
  FORJA_START,
  fmt,
  percentile,
  startProcess,
  stopProcess,
  tempDir,
  waitFor200,
} from './lib.ts';

const PORT = 3913;
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENT_USERS = 10;
// The Free plan allows 5 generations a user a day (docs/product-spec.md §9): each account does 5.
const PER_ACCOUNT = 5;
const LATENCY_SAMPLES = 40;
const THROUGHPUT_ROUNDS = 2;

const IDEAS = [
  'Una app para que las academias de baile gestionen alumnos, horarios y cobros',
  'Un CRM para talleres mecánicos con citas, presupuestos y avisos de ITV',
  'Una plataforma de cursos de cocina online con vídeos y cuestionarios',
  'Una app de finanzas para compartir gastos de piso entre estudiantes',
  'Una tienda online de plantas con suscripción mensual y guías de cuidado',
  'Un gestor de turnos para enfermeras de un hospital comarcal',
  'Una red social para intercambiar libros entre vecinos',
  'Una app para organizar torneos de pádel con ranking y reservas de pista',
];

let accountSeq = 0;
async function signUp(): Promise<string> {
  accountSeq += 1;
  const res = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({
      name: `Bench ${accountSeq}`,
      email: `bench-${accountSeq}-${Date.now()}@example.com`,
      password: 'contraseña-bench-1',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One generation; resolves with ms to the first line and ms to the end of the stream. */
async function generate(
  cookie: string,
  prompt: string,
): Promise<{ firstLine: number; total: number }> {
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/builder/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie },
    body: JSON.stringify({ prompt }),
  });
  if (res.status !== 200 || !res.body)
    throw new Error(`generate failed: ${res.status} ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let firstLine = 0;
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    if (!firstLine && text.includes('\n')) firstLine = performance.now() - t0;
  }
  if (!text.includes('"type":"result"'))
    throw new Error(`generation did not finish: ${text.slice(-300)}`);
  return { firstLine, total: performance.now() - t0 };
}

async function healthFirstByte(): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/health`);
  const reader = res.body!.getReader();
  await reader.read();
  const ms = performance.now() - t0;
  await reader.cancel();
  return ms;
}

const child = startProcess(FORJA_START, {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: tempDir('forja-bench-builder-'),
  PUBLIC_BASE_URL: BASE,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_GENERATE_PER_MINUTE: '100000',
});
try {
  // Generous: the shared machine can be slow to start a server.
  await waitFor200(`${BASE}/api/health`, 120_000);

  // Warm-up: JIT, the SQLite page cache, the engine's knowledge tables.
  const warm = await signUp();
  for (let i = 0; i < 3; i++) await generate(warm, IDEAS[i]);
  for (let i = 0; i < 20; i++) await healthFirstByte();

  // 1. Latency to the first progress line, one request at a time.
  const firstLines: number[] = [];
  const totals: number[] = [];
  const health: number[] = [];
  let cookie = '';
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    if (i % PER_ACCOUNT === 0) cookie = await signUp();
    const r = await generate(cookie, `${IDEAS[i % IDEAS.length]} (${i})`);
    firstLines.push(r.firstLine);
    totals.push(r.total);
    health.push(await healthFirstByte());
  }
  firstLines.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  health.sort((a, b) => a - b);

  // 2. Throughput: 10 users generating at once, each its 5 allowed generations.
  let generations = 0;
  let genMs = 0;
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    const cookies = await Promise.all(Array.from({ length: CONCURRENT_USERS }, () => signUp()));
    const t0 = performance.now();
    await Promise.all(
      cookies.map(async (c, u) => {
        for (let i = 0; i < PER_ACCOUNT; i++)
          await generate(c, `${IDEAS[(u + i) % IDEAS.length]} [${round}-${u}-${i}]`);
      }),
    );
    genMs += performance.now() - t0;
    generations += CONCURRENT_USERS * PER_ACCOUNT;
  }
  const genPerSec = generations / (genMs / 1000);

  // Baseline: the same 10 clients on GET /api/health.
  const healthRequests = 2000;
  const h0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_USERS }, async () => {
      for (let i = 0; i < healthRequests / CONCURRENT_USERS; i++)
        await (await fetch(`${BASE}/api/health`)).arrayBuffer();
    }),
  );
  const healthPerSec = healthRequests / ((performance.now() - h0) / 1000);

  const p = (xs: number[], q: number) => fmt(percentile(xs, q), 1);
  console.log(`Forja builder benchmark (Node ${process.version}, offline engine, SQLite)`);
  console.log(
    `request → first progress line: p50 ${p(firstLines, 50)} ms, p95 ${p(firstLines, 95)} ms (n=${LATENCY_SAMPLES}) — target ≤ 100 ms`,
  );
  console.log(
    `  baseline GET /api/health first byte: p50 ${p(health, 50)} ms, p95 ${p(health, 95)} ms`,
  );
  console.log(
    `  ratio first line / health first byte: p50 ×${fmt(percentile(firstLines, 50) / percentile(health, 50), 2)}, p95 ×${fmt(percentile(firstLines, 95) / percentile(health, 95), 2)}`,
  );
  console.log(
    `whole generation (five stages, save, preview): p50 ${p(totals, 50)} ms, p95 ${p(totals, 95)} ms`,
  );
  console.log(
    `throughput, ${CONCURRENT_USERS} concurrent users: ${fmt(genPerSec, 1)} generations/s (${generations} generations in ${fmt(genMs / 1000, 2)} s)`,
  );
  console.log(
    `  baseline GET /api/health, ${CONCURRENT_USERS} concurrent clients: ${fmt(healthPerSec, 0)} req/s`,
  );
  console.log(`  ratio generations/s ÷ health req/s: ${fmt(genPerSec / healthPerSec, 4)}`);
} finally {
  await stopProcess(child);
}
