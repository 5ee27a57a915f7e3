// What loading on first use costs (issue 25): in a freshly started server (node server/index.js),
// the first request that needs a lazily loaded part against the next request of the same
// kind, which finds it loaded. Parts: better-auth (a sign-up sent straight to the API, the
// worst case, and one through the form, which preloads it), the PNG renderer (an Open Graph
// card never drawn before), the zip writer (a project export sent straight to the API, and
// one from the control panel, which preloads it), the offline concept engine (a
// first generation sent straight to the API, and one from the builder, which preloads it), the
// CSS sanitiser (the first public page with custom CSS) and the Markdown renderer with its
// HTML allow-list (the first note previewed). Rounds are separate server processes; medians
// of the difference. The AI SDK, the S3 client, Stripe and the SMTP
// transport are imported at start-up when configured, so their first use costs nothing.
// Run: node bench/first-use.ts [rounds=3]
import { randomBytes } from 'node:crypto';
import { FORJA_START, fmt, startProcess, stopProcess, tempDir, waitFor200 } from './lib.ts';

const ROUNDS = Number(process.argv[2] ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3921);
const origin = `http://127.0.0.1:${PORT}`;

async function timed(path: string, init: RequestInit = {}) {
  const t0 = performance.now();
  const res = await fetch(`${origin}${path}`, init);
  const body = await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status >= 400) throw new Error(`${path}: ${res.status} ${Buffer.from(body)}`);
  return { ms, res, body };
}

const json = (body: unknown, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    origin,
    ...(cookie ? { cookie } : {}),
  },
  body: JSON.stringify(body),
});

async function signUp() {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const r = await timed(
    '/api/auth/sign-up/email',
    json({ name: 'Banco de pruebas', email, password: 'contraseña-segura-1' }),
  );
  const cookie = r.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ms: r.ms, cookie };
}

async function createProject(cookie: string) {
  const slug = `banco-${randomBytes(4).toString('hex')}`;
  const r = await timed('/api/projects', json({ name: `Proyecto ${slug}`, slug }, cookie));
  const id = (
    JSON.parse(Buffer.from(r.body).toString()) as { project?: { id: string }; id?: string }
  ).project?.id as string;
  return { id, slug };
}

// A public project with custom CSS, so that its public page runs the CSS sanitiser.
async function publicProjectWithCss(cookie: string) {
  const { id, slug } = await createProject(cookie);
  const put = (path: string, body: unknown) =>
    timed(path, { ...json(body, cookie), method: 'PUT' });
  await timed(`/api/projects/${id}`, { ...json({ isPublic: true }, cookie), method: 'PATCH' });
  await put(`/api/projects/${id}/design`, {
    primaryColor: '#f97316',
    secondaryColor: '#fbbf24',
    theme: 'modern',
    layout: 'grid',
    customCss: '.tarjeta { color: #333; border-radius: 8px; }',
  });
  return slug;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const parts = [
  'better-auth (sign-up)',
  'better-auth (via the form)',
  'PNG renderer (OG card)',
  'zip writer (export)',
  'offline engine (generate)',
  'CSS sanitiser (public page)',
  'offline engine (builder)',
  'Markdown renderer (note)',
  'zip writer (from the panel)',
] as const;
const firsts = new Map<string, number[]>(parts.map((p) => [p, []]));
const seconds = new Map<string, number[]>(parts.map((p) => [p, []]));

const startServer = () =>
  startProcess(FORJA_START, {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir('forja-first-use-'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  });

for (let round = 0; round < ROUNDS; round++) {
  // As a person signs up: the form asks for the providers as it opens (which starts loading
  // better-auth), the person types for a second, then sends it.
  const form = startServer();
  try {
    await waitFor200(`${origin}/api/health`);
    await timed('/api/auth-providers');
    await new Promise((r) => setTimeout(r, 1000));
    const signedUp = await signUp();
    firsts.get(parts[1])!.push(signedUp.ms);
    seconds.get(parts[1])!.push((await signUp()).ms);
    // As a person generates: the builder asks for its templates as it opens (which starts
    // loading the offline engine), the person types the idea for a second, then sends it.
    await timed('/api/builder/templates', { headers: { cookie: signedUp.cookie } });
    await new Promise((r) => setTimeout(r, 1000));
    const idea = (prompt: string) => json({ prompt }, signedUp.cookie);
    firsts
      .get(parts[6])!
      .push(
        (await timed('/api/builder/generate', idea('Una agenda de citas para una peluquería'))).ms,
      );
    seconds
      .get(parts[6])!
      .push(
        (await timed('/api/builder/generate', idea('Un inventario para una ferretería de barrio')))
          .ms,
      );
    // As a person exports: the control panel asks for the latest export as it opens (which
    // starts loading the generator), the person reads for a second, then presses "Exportar".
    const { id: e1 } = await createProject(signedUp.cookie);
    const { id: e2 } = await createProject(signedUp.cookie);
    await timed(`/api/projects/${e1}/export`, { headers: { cookie: signedUp.cookie } });
    await new Promise((r) => setTimeout(r, 1000));
    firsts
      .get(parts[8])!
      .push((await timed(`/api/projects/${e1}/export`, json({}, signedUp.cookie))).ms);
    seconds
      .get(parts[8])!
      .push((await timed(`/api/projects/${e2}/export`, json({}, signedUp.cookie))).ms);
  } finally {
    await stopProcess(form);
  }

  const child = startServer();
  try {
    await waitFor200(`${origin}/api/health`);
    const a = await signUp();
    const b = await signUp();
    firsts.get(parts[0])!.push(a.ms);
    seconds.get(parts[0])!.push(b.ms);

    firsts.get(parts[2])!.push((await timed('/og/sitio.png?ruta=/')).ms);
    seconds.get(parts[2])!.push((await timed('/og/sitio.png?ruta=/pricing')).ms);

    // The first note a person previews (markdown-it is required on the first render).
    const preview = (content: string) =>
      timed('/api/projects/markdown-preview', json({ content }, a.cookie));
    firsts.get(parts[7])!.push((await preview('# Ideas\n\n- **Citas** por *WhatsApp*')).ms);
    seconds.get(parts[7])!.push((await preview('## Precios\n\n1. Corte\n2. Tinte')).ms);

    const { id: p1 } = await createProject(a.cookie);
    const { id: p2 } = await createProject(a.cookie);
    firsts.get(parts[3])!.push((await timed(`/api/projects/${p1}/export`, json({}, a.cookie))).ms);
    seconds.get(parts[3])!.push((await timed(`/api/projects/${p2}/export`, json({}, a.cookie))).ms);

    const idea = (prompt: string) => json({ prompt }, a.cookie);
    firsts
      .get(parts[4])!
      .push(
        (await timed('/api/builder/generate', idea('Una agenda de citas para una peluquería'))).ms,
      );
    seconds
      .get(parts[4])!
      .push(
        (await timed('/api/builder/generate', idea('Un inventario para una ferretería de barrio')))
          .ms,
      );

    const s1 = await publicProjectWithCss(a.cookie);
    const s2 = await publicProjectWithCss(a.cookie);
    const page = (slug: string) => timed(`/api/functions/public-project-get/proyectos/${slug}`);
    firsts.get(parts[5])!.push((await page(s1)).ms);
    seconds.get(parts[5])!.push((await page(s2)).ms);
  } finally {
    await stopProcess(child);
  }
}

console.log(
  `First use of each lazily loaded part (Node ${process.version}; ${ROUNDS} fresh servers; medians) — target: adds ≤ 150 ms once`,
);
for (const part of parts) {
  const f = median(firsts.get(part)!);
  const s = median(seconds.get(part)!);
  console.log(
    `${part.padEnd(26)} first ${fmt(f, 0).padStart(5)} ms, next ${fmt(s, 0).padStart(5)} ms, added ${fmt(f - s, 0).padStart(5)} ms`,
  );
}
