import type { Browser, Page } from '@playwright/test';
import { BLOG_POSTS, CASE_PAGES, SERVICE_PAGES } from '../contracts/marketing.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Server-rendered pages hydrate without a word in the console (issue 41): a React hydration
// error (#418, #423, #425…) or any other console error or uncaught exception fails the test.
// Each page is loaded in a fresh context, as a first visit, woken with a mouse move, and
// given a moment for the effects that run after hydration.

const MARKETING_PAGES = [
  '/',
  '/pricing',
  '/enterprise',
  '/affiliates',
  '/servicios',
  `/servicios/${SERVICE_PAGES[0].slug}`,
  '/casos',
  `/casos/${CASE_PAGES[0].slug}`,
  '/empresa',
  '/blog',
  `/blog/${BLOG_POSTS[0].slug}`,
  '/talento',
  '/contacto',
  '/privacidad',
  '/terminos',
  '/cookies',
  '/login',
  '/registro',
  '/demo',
];

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    timezoneId: 'America/Mexico_City',
  });
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
  });
  return context.newPage();
}

/** Loads the path, wakes the app and returns every console error and page error it caused. */
async function problemsOn(browser: Browser, path: string): Promise<string[]> {
  const page = await freshPage(browser);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${path}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${path}: ${e.message}`));
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(400);
  await hydrate(page);
  await page.waitForTimeout(700);
  await page.context().close();
  return problems;
}

test('the marketing pages hydrate with no console error', async ({ browser }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of MARKETING_PAGES) problems.push(...(await problemsOn(browser, path)));
  expect(problems).toEqual([]);
});

test('a generated project’s public page and running app hydrate with no console error', async ({
  page,
  login,
  browser,
}) => {
  await login('Irene Campos');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post('/api/builder/generate', {
    data: {
      prompt:
        'Una academia de baile: los alumnos se apuntan a clases de salsa y bachata por niveles y pagan la mensualidad',
    },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  const lines = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; project?: { slug: string } });
  const slug = lines.at(-1)?.project?.slug;
  expect(slug).toBeTruthy();
  // A second visitor's page in another time zone, and the owner's own page, both quiet.
  expect(await problemsOn(browser, `/proyectos/${slug}`)).toEqual([]);
  expect(await problemsOn(browser, `/p/${slug}`)).toEqual([]);
  // The running app at its launch URL, server-rendered too, for a signed-out visitor.
  expect(await problemsOn(browser, `/proyectos/${slug}/app`)).toEqual([]);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`/proyectos/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(700);
  expect(problems).toEqual([]);
});
