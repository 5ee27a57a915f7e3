import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Analytics end to end (issue 8): a visitor who allows analytics is counted on the owner's
// "Analítica" card; do-not-track or no consent means no request at all.

const SHOTS = '/tmp/shots/analytics';
mkdirSync(SHOTS, { recursive: true });
const uniq = () => Math.random().toString(36).slice(2, 7);

async function createProject(page: Page, baseURL: string) {
  const slug = `analitica-${uniq()}`;
  const res = await page.request.post('/api/projects', {
    data: { name: 'Agenda de Yoga', slug, description: 'Reservas de clases de yoga' },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { project } = (await res.json()) as { project: { id: string; slug: string } };
  return project;
}

/** A fresh visitor: its own storage, with the given consent and do-not-track setting. */
async function visitor(
  browser: Browser,
  baseURL: string,
  opts: { consent: boolean | null; dnt?: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  await context.addInitScript(
    ({ consent, dnt }) => {
      if (consent !== null)
        localStorage.setItem(
          'cookie-consent',
          JSON.stringify({ necessary: true, analytics: consent, marketing: false }),
        );
      if (dnt) Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
    },
    { consent: opts.consent, dnt: opts.dnt ?? false },
  );
  return context;
}

test("a consenting visit is counted on the owner's analytics card", async ({
  page,
  login,
  browser,
  baseURL,
  expectAccessible,
}) => {
  await login();
  const project = await createProject(page, baseURL!);

  const ctx = await visitor(browser, baseURL!, { consent: true });
  const v = await ctx.newPage();
  const sent = v.waitForResponse(
    (r) => r.url().endsWith(`/api/analytics/${project.id}/log`) && r.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await v.goto(`/proyectos/${project.slug}?utm_source=boletin&utm_medium=email&utm_campaign=otono`);
  await expect(v.getByRole('heading', { level: 1, name: 'Agenda de Yoga' })).toBeVisible();
  const res = await sent;
  expect(res.status()).toBe(202);
  const body = res.request().postDataJSON() as { events: Record<string, unknown>[] };
  expect(body.events[0]).toMatchObject({
    type: 'pageview',
    pathname: `/proyectos/${project.slug}`,
    utm_campaign: 'otono',
  });
  await ctx.close();

  await page.goto(`/proyecto/${project.slug}`);
  const card = page.getByRole('region', { name: 'Analítica' });
  await expect(card.getByText('Visitantes', { exact: true }).first()).toBeVisible();
  await expect(card.locator('dd').first()).toHaveText('1');
  await expect(card.getByText('Correo electrónico')).toBeVisible();
  await expect(card.getByText('otono · boletin · email')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historial de envíos' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await card.screenshot({ path: `${SHOTS}/card-1280.png` });
  await expectAccessible();
  // Table view of the same numbers.
  await card.getByRole('button', { name: 'Ver tabla' }).click();
  await expect(card.getByRole('table')).toBeVisible();
  await card.getByRole('button', { name: '30 días' }).click();
  await expect(card.getByRole('button', { name: '30 días' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(30);

  await page.setViewportSize({ width: 390, height: 900 });
  await card.getByRole('button', { name: 'Ver gráfico' }).click();
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await card.screenshot({ path: `${SHOTS}/card-390.png` });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByText('Visitantes en los últimos 7 días')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
});

test('an empty card explains how to get traffic', async ({ page, login, baseURL }) => {
  await login();
  const project = await createProject(page, baseURL!);
  await page.goto(`/proyecto/${project.slug}`);
  await expect(page.getByText('Aún no hay visitas en los últimos 7 días.')).toBeVisible();
  await expect(page.getByText(/Añade parámetros UTM/)).toBeVisible();
  const card = page.getByRole('region', { name: 'Analítica' });
  await card.screenshot({ path: `${SHOTS}/empty-1280.png` });
});

for (const [name, opts] of [
  ['do-not-track', { consent: true, dnt: true }],
  ['analytics refused', { consent: false }],
  ['no consent given yet', { consent: null }],
] as const) {
  test(`no analytics request with ${name}`, async ({ page, login, browser, baseURL }) => {
    await login();
    const project = await createProject(page, baseURL!);
    const ctx = await visitor(browser, baseURL!, opts);
    const v = await ctx.newPage();
    const requests: string[] = [];
    v.on('request', (r) => {
      if (r.url().includes('/api/analytics/')) requests.push(r.url());
    });
    await v.goto(`/proyectos/${project.slug}`);
    await expect(v.getByRole('heading', { level: 1, name: 'Agenda de Yoga' })).toBeVisible();
    await v.goto('/pricing');
    await v.waitForTimeout(4_000); // past the 3 s flush delay
    await v.close(); // pagehide
    expect(requests).toEqual([]);
    await ctx.close();
  });
}
