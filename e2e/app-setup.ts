// A running app made from a definition over the API, as the owner signed in on `page`: the
// project, its definition, and none of the examples the engine seeds. Shared by the specs of
// the running app (rules, team, records around a record, CSV import, suggestions).
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export async function ownerApp(
  page: Page,
  origin: string,
  // The definition as the specs write it; the server validates it (a 200 is expected).
  opts: { name: string; slug: string; definition: object; keepExamples?: boolean },
): Promise<{ id: string; slug: string }> {
  const created = await page.request.post('/api/projects', {
    data: { name: opts.name, slug: opts.slug },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string; slug: string } };
  const put = await page.request.put(`/api/apps/${project.id}/definition`, {
    data: { definition: opts.definition },
    headers: { origin },
  });
  expect(put.status()).toBe(200);
  if (!opts.keepExamples)
    await page.request.delete(`/api/apps/${project.id}/examples`, { headers: { origin } });
  return project;
}

/**
 * A page in a browser context of its own (another person: no cookies shared), with consent
 * stored, at the width of a desktop (1280) or a phone (390).
 */
export async function freshPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 500 ? 844 : 800 },
  });
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
  });
  return context.newPage();
}
