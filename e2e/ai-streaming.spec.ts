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
  forja = spawn(process.execPath, ['server/index.ts'], {
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
