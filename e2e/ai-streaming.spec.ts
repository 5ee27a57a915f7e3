import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeProvider, startFakeProvider } from '../server/test/fake-openai-provider.ts';
import { expect, test } from './fixtures.ts';

// The builder against a streaming model (issue 12): a second Forja server, started here with
// AI_PROVIDER=openai-compatible, talks to the local OpenAI-compatible test server, which
// writes the concept a few characters at a time. The default e2e server stays offline.

const SHOTS = '/tmp/shots/ai';
mkdirSync(SHOTS, { recursive: true });
const PORT = Number(process.env.E2E_PORT ?? 3210) + 50;
const BASE = `http://localhost:${PORT}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let provider: FakeProvider;
let forja: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  provider = startFakeProvider({ tokenDelayMs: 25 });
  const providerUrl = await provider.listen();
  provider.reset('ollama');
  dataDir = mkdtempSync(join(tmpdir(), 'forja-e2e-ai-'));
  forja = spawn(process.execPath, ['server/index.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: BASE,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '100000',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: providerUrl,
      AI_MODEL: 'modelo-local',
      AI_TIMEOUT_MS: '5000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the streaming Forja server did not start');
});

test.afterAll(async () => {
  forja?.kill('SIGTERM');
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

for (const [label, width] of [
  ['desktop', 1280],
  ['phone', 390],
] as const) {
  test(`the result card fills in as the model writes (${label})`, async ({ page, login }) => {
    await login('Lucía Ferrer');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/create');
    await page
      .getByLabel('Describe tu idea de app')
      .fill('Una app de rutas de senderismo por niveles, con mapas sin conexión');
    // Every state the draft card goes through, recorded in the page as it happens.
    await page.evaluate(() => {
      const seen: { name: string; features: number }[] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const card = document.querySelector('[data-testid="draft-card"]');
        if (!card) return;
        const name = card.querySelector('[data-testid="draft-name"]')?.textContent ?? '';
        const features = card.querySelectorAll('[data-testid="draft-features"] li').length;
        const last = seen.at(-1);
        if (!last || last.name !== name || last.features !== features)
          seen.push({ name, features });
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Generar' }).click();

    const draft = page.getByTestId('draft-card');
    await expect(draft).toBeVisible();
    await expect(draft.getByRole('status')).toHaveText('La IA está escribiendo el concepto…');
    await expect(page.getByTestId('draft-name')).toHaveText('RutaVerde');
    await expect
      .poll(() => page.getByTestId('draft-features').locator('li').count())
      .toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: `${SHOTS}/draft-${label}.png`, fullPage: true });

    const card = page.getByTestId('result-card');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(draft).toHaveCount(0);
    await expect(card.getByRole('heading', { name: 'RutaVerde' })).toBeVisible();
    await expect(card.getByText('Salud')).toBeVisible();
    await expect(card.getByText('Mapa sin conexión')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/result-${label}.png`, fullPage: true });

    // The name was written before any feature, and the features arrived a few at a time
    // (under load the browser may paint two lines that arrived together at once).
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { name: string; features: number }[] }).seen,
    );
    expect(seen.some((s) => s.name === 'RutaVerde' && s.features === 0)).toBe(true);
    const counts = [...new Set(seen.map((s) => s.features))];
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBe(0);
    expect(counts.at(-1)).toBe(5);
    expect(counts.length).toBeGreaterThanOrEqual(4);
  });
}

test('"Ver Especificación" shows the document as the model writes it', async ({
  page,
  login,
  baseURL,
}) => {
  await login('Andrés Soler');
  const slug = `huerto-${Date.now()}`;
  const created = await page.request.post('/api/projects', {
    data: { name: 'Huerto Compartido', slug, description: 'Parcelas de un huerto urbano' },
    headers: { origin: new URL(baseURL as string).origin },
  });
  expect(created.status()).toBe(201);
  // A slow model: the short test document takes a few seconds to write.
  provider.state.tokenDelayMs = 150;
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/proyecto/${slug}`);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { specSeen: string[] }).specSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="spec-draft"]')?.textContent;
        if (text && text !== seen.at(-1)) seen.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Generar especificación' }).click();
    const draft = page.getByTestId('spec-draft');
    await expect(draft).toBeVisible();
    await expect(page.getByText('La IA está escribiendo la especificación…')).toBeVisible();
    await expect(draft).toContainText('# RutaVerde');
    await page.screenshot({ path: `${SHOTS}/spec-draft-desktop.png` });
    // The saved document replaces the draft, rendered.
    await expect(page.getByText('¡Especificación generada con éxito!')).toBeVisible({
      timeout: 15_000,
    });
    await expect(draft).toHaveCount(0);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'RutaVerde' })).toBeVisible();
    await expect(dialog.getByText('Especificación técnica de prueba.')).toBeVisible();
    // The draft grew piece by piece, each state a start of the final document.
    const seen = await page.evaluate(() => (window as unknown as { specSeen: string[] }).specSeen);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    const full = seen.at(-1) as string;
    expect(full).toContain('Especificación técnica de prueba.');
    for (const text of seen) expect(full.startsWith(text)).toBe(true);
  } finally {
    provider.state.tokenDelayMs = 25;
  }
});

test("the demo's AI note appears token by token as the model writes it", async ({
  page,
  login,
}) => {
  await login('Pablo Notas');
  provider.state.tokenDelayMs = 150;
  try {
    await page.goto('/demo/app');
    const modal = page.getByTestId('welcome-modal');
    await modal.getByRole('button', { name: 'Saltar' }).click();
    await expect(modal).toBeHidden();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { noteSeen: string[] }).noteSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="note-stream"]')?.textContent;
        if (text && text !== 'Pensando…' && text !== seen.at(-1)) seen.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page
      .getByLabel('Texto para resumir')
      .fill('Reunión de lanzamiento de la app de reservas.');
    await page.getByRole('button', { name: 'Generar nota' }).click();
    await expect(page.getByText('Nota generada correctamente')).toBeVisible({ timeout: 15_000 });
    const seen = await page.evaluate(() => (window as unknown as { noteSeen: string[] }).noteSeen);
    // It grew a piece at a time, each state a start of the note; the saved note is whole.
    const full = 'Nota de prueba escrita por el modelo local.';
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const text of seen) expect(full.startsWith(text)).toBe(true);
    await expect(page.getByTestId('notes-list').locator(':scope > li').first()).toContainText(full);
  } finally {
    provider.state.tokenDelayMs = 25;
  }
});
