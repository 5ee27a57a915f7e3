import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, hydrate, test } from './fixtures.ts';

// Fast pages (issue 9): public pages arrive server-rendered and hydrate into the same app
// without a single React warning; the public project page reads without JavaScript.

/** Collects console errors and warnings (React reports hydration mismatches there). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

/** Wakes the app and resolves once it has hydrated the server's HTML (React attaches its root). */
async function waitForHydration(page: Page) {
  await hydrate(page);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
  // Let effects and the first client updates run.
  await page.waitForTimeout(300);
}

async function createPublicProject(page: Page, name: string, slug: string) {
  const res = await page.request.post('/api/projects', {
    data: { name, slug, description: 'Un huerto vecinal con reservas y turnos de riego.' },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { project: { id: string; slug: string } }).project;
}

test('marketing pages and the demo hydrate without React warnings', async ({ page }) => {
  const problems = watchConsole(page);
  for (const path of ['/', '/pricing', '/demo', '/enterprise', '/blog', '/contacto']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(problems).toEqual([]);
  // Still the same app: client-side navigation works after hydration.
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Precios' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the public project page is complete without JavaScript, hydrates cleanly and counts the visit', async ({
  browser,
  page,
  login,
}) => {
  await login();
  const project = await createPublicProject(page, 'Huerto Vecinal', `huerto-${Date.now()}`);
  await page.request.put(`/api/projects/${project.id}/design`, {
    data: {
      primaryColor: '#15803d',
      secondaryColor: '#0e7490',
      theme: 'dark',
      layout: 'grid',
      customCss: 'h2 { letter-spacing: 0.02em; }',
    },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });

  // A task the owner wrote shows publicly (the builder's starter tasks stay the owner's until
  // kept, decision 0230).
  const task = await page.request.post(`/api/projects/${project.id}/tasks`, {
    data: { title: 'Preparar los bancales de otoño' },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(task.status()).toBe(201);

  // A visitor without JavaScript reads the whole page, in the project's design.
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const plain = await noJs.newPage();
  await plain.goto(`/proyectos/${project.slug}`);
  await expect(plain.getByRole('heading', { level: 1, name: 'Huerto Vecinal' })).toBeVisible();
  await expect(plain.getByText('Preparar los bancales de otoño')).toBeVisible();
  await expect(plain.getByText('Definir el alcance del proyecto')).toHaveCount(0);
  await expect(plain.locator('[data-theme="dark"]')).toHaveCount(1);
  await noJs.close();

  // A signed-out visitor with JavaScript: hydration without warnings, then the visit counts.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  const problems = watchConsole(visitor);
  const counted = visitor.waitForResponse((r) => r.url().endsWith('/views') && r.status() === 200);
  await visitor.goto(`/proyectos/${project.slug}`);
  await waitForHydration(visitor);
  await counted;
  await expect(visitor.getByText('1 visita', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.screenshot({
      path: test.info().outputPath(`public-${width}.png`),
      fullPage: true,
    });
  }

  // Private → the unavailable card, server-rendered with 403, hydrated without warnings.
  await page.request.patch(`/api/projects/${project.id}`, {
    data: { isPublic: false },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  const res = await visitor.goto(`/proyectos/${project.slug}`);
  expect(res?.status()).toBe(403);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('heading', { name: 'Proyecto no disponible' })).toBeVisible();
  // The browser logs the document's own 403; anything else would be a problem.
  expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
  await visitorContext.close();
});
