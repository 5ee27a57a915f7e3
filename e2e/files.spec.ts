import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Stored files in the browser after issue 10's access control: the owner's pages, the
// public page for a signed-out visitor, the builder's result card and the demo's files.

const SHOTS = '/tmp/shots/files';
mkdirSync(SHOTS, { recursive: true });
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf000000030101007a0b9b3a0000000049454e44ae426082',
  'hex',
);

// Images are lazy: a person scrolls to them, and so does the check (the owner page grew with
// the data model, and the files list is now below the fold).
const loaded = async (img: Locator) => {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
};

test('previews and files load for the owner, the public page for a visitor, private ones for nobody else', async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  await login('Paula Archivos');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/create');
  await page
    .getByLabel('Describe tu idea de app')
    .fill('Una app para que las protectoras de animales gestionen adopciones y voluntarios');
  await page.getByRole('button', { name: 'Generar' }).click();
  const card = page.getByTestId('result-card');
  await expect(card).toBeVisible();
  await loaded(card.getByRole('img', { name: /Vista previa de/ }));
  const publicHref = (await card
    .getByRole('link', { name: 'Ver página pública' })
    .getAttribute('href')) as string;

  // Owner page: the preview, then an uploaded image's thumbnail.
  await card.getByRole('link', { name: 'Abrir panel del proyecto' }).click();
  await loaded(page.getByRole('region', { name: 'Concepto' }).getByRole('img').first());
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Archivo subido')).toBeVisible();
  const thumb = page.getByRole('list', { name: 'Archivos' }).locator('img');
  await loaded(thumb);
  const fileSrc = (await thumb.getAttribute('src')) as string;
  await page.screenshot({ path: `${SHOTS}/owner-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/owner-390.png`, fullPage: true });

  // A signed-out visitor: the public page shows the preview and the file.
  const visitor = await browser.newContext({ baseURL, locale: 'es-ES' });
  const visitorPage = await visitor.newPage();
  await visitorPage.setViewportSize({ width: 1280, height: 800 });
  await visitorPage.goto(publicHref);
  const images = visitorPage.locator('main img');
  await expect(images.first()).toBeVisible();
  for (const img of await images.all()) await loaded(img);
  await visitorPage.screenshot({ path: `${SHOTS}/public-1280.png`, fullPage: true });
  await visitorPage.setViewportSize({ width: 390, height: 844 });
  await visitorPage.screenshot({ path: `${SHOTS}/public-390.png`, fullPage: true });
  const open = await visitorPage.request.get(fileSrc);
  expect(open.status()).toBe(200);
  expect(open.headers()['cache-control']).toBe('public, max-age=300');

  // Made private, the same file is the owner's alone.
  await page.goto(`/proyecto/${publicHref.split('/').pop()}`);
  const unlaunch = await page.request.post(
    `/api/projects/${await page.evaluate(async (slug) => {
      const res = await fetch('/api/projects?limit=50');
      const body = (await res.json()) as { projects: { id: string; slug: string }[] };
      return body.projects.find((p) => p.slug === slug)?.id;
    }, publicHref.split('/').pop())}/unlaunch`,
    { headers: { origin: baseURL as string } },
  );
  expect(unlaunch.status()).toBe(200);
  expect((await visitorPage.request.get(fileSrc)).status()).toBe(404);
  const mine = await page.request.get(fileSrc);
  expect(mine.status()).toBe(200);
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  await page.reload();
  await loaded(page.getByRole('list', { name: 'Archivos' }).locator('img'));
  await visitor.close();
});

test('a demo file opens for its owner and for nobody else', async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  await login('Rosa Demo');
  await page.goto('/demo/app');
  const modal = page.getByTestId('welcome-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Saltar' }).click();
  await page
    .locator('#demo-file')
    .setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Archivo subido')).toBeVisible();
  const link = page.getByTestId('files-list').getByRole('link', { name: 'captura.png' });
  const href = (await link.getAttribute('href')) as string;
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await loaded(popup.locator('img'));
  await popup.close();
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(href)).status()).toBe(404);
  await stranger.close();
});
