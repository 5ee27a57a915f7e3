import type { Browser, Page, Request } from '@playwright/test';
import { expect, hydrate, test } from './fixtures.ts';

// Public pages start the app on the first interaction (docs/decisions/0112-hydrate-on-
// interaction.md). These tests use pages of their own, without the fixture's goto (which
// wakes the app), to act on a page whose app has not started.

const appStarted = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });

/** A page of a fresh context; `analytics` stores the consent a returning visitor gave. */
async function rawPage(browser: Browser, consent: 'none' | 'necessary' | 'analytics') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
  });
  if (consent !== 'none')
    await context.addInitScript((analytics) => {
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ necessary: true, analytics, marketing: false }),
      );
    }, consent === 'analytics');
  return context.newPage();
}

test('a visitor who only reads never starts the app; a click before it starts is not lost', async ({
  browser,
}) => {
  const page = await rawPage(browser, 'none');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await appStarted(page)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

  // A click with no pointer or key event before it (as assistive technology sends it): it
  // is held, wakes the app, and lands on the same button once the app has hydrated.
  // Until then the page shows that the click was taken.
  const taken = await page.getByRole('button', { name: 'Abrir el constructor' }).evaluate((el) => {
    (el as HTMLElement).click();
    return document.documentElement.hasAttribute('data-app-starting');
  });
  expect(taken).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Constructor de apps' });
  await expect(dialog).toBeVisible();
  expect(await appStarted(page)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-app-starting')),
  ).toBe(false);

  // The cookie banner is server HTML: the first tap on it is a click like any other.
  const other = await rawPage(browser, 'none');
  await other.goto('/pricing');
  await other.getByRole('button', { name: 'Aceptar todo' }).evaluate((el) => {
    (el as HTMLElement).click();
  });
  await expect(other.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  expect(
    await other.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null')),
  ).toEqual({ necessary: true, analytics: true, marketing: true });
  await page.context().close();
  await other.context().close();
});

test('when the app cannot load, the held click is dropped and the next interaction tries again', async ({
  browser,
}) => {
  const page = await rawPage(browser, 'necessary');
  await page.goto('/');
  // The connection drops before the app's files arrive.
  const blocked = '**/assets/start-*.js';
  await page.route(blocked, (route) => route.abort('internetdisconnected'));
  const open = page.getByRole('button', { name: 'Abrir el constructor' });
  await open.evaluate((el) => {
    (el as HTMLElement).click();
  });
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-app-starting'));
  expect(await appStarted(page)).toBe(false);

  // Back online: the next interaction starts the app, and the click given up on is not
  // replayed minutes later.
  await page.unroute(blocked);
  await hydrate(page);
  const dialog = page.getByRole('dialog', { name: 'Constructor de apps' });
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
  await open.click();
  await expect(dialog).toBeVisible();
  await page.context().close();
});

test("the page's own files are fetched before the first interaction, which then takes them from the cache", async ({
  browser,
}) => {
  const page = await rawPage(browser, 'necessary');
  await page.goto('/pricing');
  const files = ((await page.locator('#root').getAttribute('data-page-files')) ?? '').split(' ');
  expect(files[0]).toMatch(/^assets\/pricing-/);
  // Prefetched once the page is idle, with no interaction.
  await page.waitForFunction(
    (files) =>
      files.every((file) =>
        performance
          .getEntriesByType('resource')
          .some(
            (e) => e.name.endsWith(`/${file}`) && (e as PerformanceResourceTiming).responseEnd > 0,
          ),
      ),
    files,
    { timeout: 15_000 },
  );
  expect(await appStarted(page)).toBe(false);
  const fetched: string[] = [];
  page.on('requestfinished', async (req) => {
    const path = new URL(req.url()).pathname.slice(1);
    if (!files.includes(path)) return;
    const timing = await req.sizes().catch(() => null);
    // A response from the HTTP cache carries no bytes over the wire.
    if (timing && timing.responseBodySize > 0 && !(await req.response())?.fromServiceWorker())
      fetched.push(path);
  });
  await hydrate(page);
  await expect(page.getByRole('button', { name: 'Suscribirse a Starter' })).toBeVisible();
  expect(fetched).toEqual([]);
  await page.context().close();
});

test('what is typed before the app starts reaches the form', async ({ browser }) => {
  const page = await rawPage(browser, 'necessary');
  await page.goto('/');
  const form = page.getByRole('form', { name: /Ideas que se convierten en apps/ });
  const field = form.getByLabel('Correo electrónico');
  const email = `antes-${Date.now()}@example.com`;
  // The value is set and announced with no focus and no key (no interaction yet), then the
  // submit button is clicked: both wait for the app and are replayed in that order.
  await field.evaluate((el, value) => {
    (el as HTMLInputElement).value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, email);
  expect(await appStarted(page)).toBe(false);
  await form.getByRole('button', { name: 'Suscribirme' }).evaluate((el) => {
    (el as HTMLElement).click();
  });
  await expect(page.getByText('¡Suscripción exitosa! Revisa tu correo.')).toBeVisible();
  await expect(field).toHaveValue('');

  // Typed for real, key by key, while the app is still loading (focus wakes it).
  const second = await rawPage(browser, 'necessary');
  await second.goto('/');
  const secondForm = second.getByRole('form', { name: /Ideas que se convierten en apps/ });
  await secondForm.getByLabel('Correo electrónico').pressSequentially(`tecleo-${email}`);
  await secondForm.getByLabel('Correo electrónico').press('Enter');
  await expect(second.getByText('¡Suscripción exitosa! Revisa tu correo.')).toBeVisible();
  await page.context().close();
  await second.context().close();
});

test('the visit and the pageview of a public page are counted once, with or without the app', async ({
  browser,
  page,
  login,
}) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await login();
  const slug = `sin-app-${Date.now()}`;
  const res = await page.request.post('/api/projects', {
    data: { name: 'Mercado Sin App', slug, description: 'Puestos de fruta del barrio.' },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  const project = ((await res.json()) as { project: { id: string } }).project;

  const visitor = await rawPage(browser, 'analytics');
  const views: Request[] = [];
  const pageviews: unknown[] = [];
  visitor.on('request', (req) => {
    if (req.method() !== 'POST') return;
    if (req.url().endsWith(`/proyectos/${slug}/views`)) views.push(req);
    if (req.url().includes('/api/analytics/')) {
      const body = req.postDataJSON() as { events: { type: string; project_id: string }[] };
      pageviews.push(...body.events.filter((e) => e.type === 'pageview'));
    }
  });
  const logged = visitor.waitForRequest((r) => r.url().includes('/api/analytics/'));
  await visitor.goto(`/proyectos/${slug}`);
  await logged; // the client sends its batch 3 s after the first event
  expect(await appStarted(visitor)).toBe(false);
  expect(views).toHaveLength(1);
  expect(pageviews).toEqual([
    expect.objectContaining({ type: 'pageview', project_id: project.id }),
  ]);

  // The counted visit is on the page before the app starts, and stays when it hydrates,
  // with no hydration warning, counting nothing twice.
  const consoleProblems: string[] = [];
  visitor.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') consoleProblems.push(m.text());
  });
  visitor.on('pageerror', (e) => consoleProblems.push(e.message));
  await expect(visitor.getByText('1 visita', { exact: true })).toBeVisible();
  await hydrate(visitor);
  await expect(visitor.getByText('1 visita', { exact: true })).toBeVisible();
  await visitor.waitForTimeout(3500);
  expect(views).toHaveLength(1);
  expect(pageviews).toHaveLength(1);
  await visitor.context().close();

  // The HTML is kept until the project changes, with the count it was rendered with; a later
  // visitor who only reads still sees the current count.
  const html = await (await page.request.get(`/proyectos/${slug}`)).text();
  expect(html).toContain('0 visitas');
  const later = await rawPage(browser, 'necessary');
  later.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') consoleProblems.push(m.text());
  });
  later.on('pageerror', (e) => consoleProblems.push(e.message));
  await later.goto(`/proyectos/${slug}`);
  await expect(later.getByText('2 visitas', { exact: true })).toBeVisible();
  expect(await appStarted(later)).toBe(false);
  await hydrate(later);
  await expect(later.getByText('2 visitas', { exact: true })).toBeVisible();
  expect(consoleProblems).toEqual([]);
  await later.context().close();
});

test('someone signed in gets the app at once; after signing out, on the first interaction', async ({
  browser,
}) => {
  const page = await rawPage(browser, 'necessary');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Lucía Pardo',
      email: `pista-${Date.now()}@example.com`,
      password: 'contraseña-e2e-1',
    },
    headers: { origin },
  });
  expect(res.status()).toBe(200);
  // The first visit after signing in elsewhere: the app waits for an interaction, learns
  // the session and remembers that someone is signed in on this browser.
  await page.goto('/pricing');
  await hydrate(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Salir' })).toBeVisible();

  // Every later page starts the app with no interaction at all.
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await header.getByRole('button', { name: 'Salir' }).click();
  await expect(header.getByRole('link', { name: 'Empieza a crear' })).toBeVisible();
  await page.goto('/pricing');
  await page.waitForTimeout(1500);
  expect(await appStarted(page)).toBe(false);
  await page.context().close();
});
