import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEVICES, freshPage } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Issue 20, end to end in Chromium: an idea becomes a launched project whose running app a
// visitor signs up in and writes to, another visitor sees it live and cannot touch it, the
// owner moderates it and downloads the CSV. Desktop and phone; screenshots in /tmp/shots.

const SHOTS = '/tmp/shots/app-runtime';
const IDEA =
  'Una app para que los vecinos del barrio publiquen objetos perdidos y encontrados con foto';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signUpByApi(page: Page, baseURL: string, name: string) {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name,
      email: `e2e-${randomBytes(5).toString('hex')}@example.com`,
      password: 'contraseña-e2e-1',
    },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status()).toBe(200);
}

/**
 * Fills what a lost-and-found object needs (the lost-and-found pattern's required fields: what
 * it is, its category, when and where it was found, and where it is now).
 */
async function fillObject(form: Locator, name: string) {
  await form.getByLabel('Qué es *').fill(name);
  await form.getByLabel('Categoría *').selectOption('Otro');
  await form.getByLabel('Fecha en que se encontró *').fill('2026-11-30');
  await form.getByLabel('Lugar donde se encontró *').fill('Plaza del barrio');
  await form.getByLabel('Estado *').selectOption('Guardado');
}

for (const [device, width] of DEVICES) {
  test(`the app at the launch URL, from idea to CSV (${device})`, async ({
    page,
    login,
    browser,
    baseURL,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const shot = (p: Page, name: string) =>
      p.screenshot({ path: `${SHOTS}/${device}-${name}.png`, fullPage: true });
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });

    // The owner generates a project from an idea: it is launched when it is saved.
    await login('Alba Owner');
    await page.goto('/create');
    await page.getByLabel('Describe tu idea de app').fill(IDEA);
    await page.getByRole('button', { name: 'Generar' }).click();
    const card = page.getByTestId('result-card');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('link', { name: 'Abrir panel del proyecto' }).click();
    await page.waitForURL(/\/proyecto\/[^/]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

    // "Datos de la app": objects become public (visitors add their own), examples removed.
    const dataCard = page.getByRole('heading', { name: 'Datos de la app' }).locator('xpath=../..');
    await expect(dataCard.getByRole('tab', { name: /Objetos/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dataCard.getByLabel('Quién puede escribir').selectOption('publica');
    await dataCard.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Definición guardada.')).toBeVisible();
    await expectAccessible();
    await dataCard.getByTestId('remove-examples').click();
    await expect(page.getByText(/ejemplos quitados/)).toBeVisible();
    await dataCard.scrollIntoViewIfNeeded();
    await shot(page, '1-datos-de-la-app');
    const openApp = page.getByRole('link', { name: 'Abrir App en Vivo' });
    await expect(openApp).toHaveAttribute('href', `/proyectos/${slug}/app`);

    // Visitor C is signed in and looking at the app before anything is written.
    const c = await freshPage(browser, baseURL ?? '', width);
    await signUpByApi(c, baseURL ?? '', 'Carla Visitante');
    const hydrationErrors: string[] = [];
    c.on('console', (m) => {
      if (m.type() === 'error' && /hydrat/i.test(m.text())) hydrationErrors.push(m.text());
    });
    // The first paint comes from the server: the app's name and its (empty) list.
    const html = await (await c.request.get(`/proyectos/${slug}/app`)).text();
    expect(html).toContain('data-testid="app-runtime"');
    expect(html).toContain('Todavía no hay objetos.');
    await c.goto(`/proyectos/${slug}/app`);
    await hydrate(c);
    await expect(c.getByTestId('app-runtime')).toBeVisible();
    await expect(c.getByText('Todavía no hay objetos.')).toBeVisible();

    // Visitor B arrives from the public page and signs up without leaving the app.
    const b = await freshPage(browser, baseURL ?? '', width);
    await b.goto(`/proyectos/${slug}`);
    await hydrate(b);
    await b.getByTestId('open-app').click();
    await expect(b).toHaveURL(new RegExp(`/proyectos/${slug}/app$`));
    await b.getByRole('button', { name: 'Crear cuenta' }).first().click();
    const dialog = b.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Bruno Vecino');
    await dialog
      .getByLabel('Correo electrónico')
      .fill(`e2e-${randomBytes(5).toString('hex')}@example.com`);
    await dialog.getByLabel('Contraseña').fill('contraseña-e2e-1');
    await shot(b, '2-registro-en-la-app');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(b.getByTestId('app-user')).toHaveText('Hola, Bruno Vecino');
    await expect(b).toHaveURL(new RegExp(`/proyectos/${slug}/app$`));

    // B creates a record with an image.
    await b.getByTestId('add-record').click();
    const form = b.getByTestId('record-form');
    await fillObject(form, 'Llaves con llavero <b>rojo</b>');
    await form
      .getByLabel('Descripción')
      .fill('Encontradas junto a la fuente <script>alert(1)</script>');
    await form.getByLabel('Foto').setInputFiles({
      name: 'llaves.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(form.locator('img')).toBeVisible();
    await form.getByRole('button', { name: 'Guardar' }).click();
    const detail = b.getByTestId('record-detail');
    await expect(
      detail.getByRole('heading', { name: 'Llaves con llavero <b>rojo</b>', exact: true }),
    ).toBeVisible();
    await expect(detail.getByRole('img', { name: 'Foto' })).toBeVisible();
    expect(
      await detail
        .getByRole('img', { name: 'Foto' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1);
    await expect(detail.getByRole('button', { name: 'Editar' })).toBeVisible();
    await shot(b, '3-registro-creado');

    // C sees it without reloading, and cannot change it.
    const bCard = c
      .getByTestId('record-card')
      .filter({ hasText: 'Llaves con llavero <b>rojo</b>' });
    await expect(bCard).toBeVisible();
    await shot(c, '4-en-directo');
    await bCard.click();
    await expect(c.getByTestId('not-yours')).toHaveText(
      'Solo puedes editar o borrar los registros que has creado tú.',
    );
    await expect(c.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expect(c.getByRole('button', { name: 'Borrar' })).toHaveCount(0);
    const info = await (await c.request.get(`/api/apps/by-slug/${slug}`)).json();
    const projectId: string = info.app.projectId;
    const list = await (await c.request.get(`/api/apps/${projectId}/records/objetos`)).json();
    const bRecordId: string = list.records[0].id;
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await c.request.fetch(`/api/apps/${projectId}/records/objetos/${bRecordId}`, {
        method,
        data: method === 'PATCH' ? { data: { titulo: 'Mías' } } : undefined,
        headers: { origin: new URL(baseURL ?? '').origin },
      });
      expect(res.status()).toBe(403);
      expect((await res.json()).error.message).toBe(
        'Solo puedes editar o borrar los registros que has creado tú.',
      );
    }
    await shot(c, '5-no-es-tuyo');
    // C adds one of their own.
    await c.getByRole('button', { name: 'Volver' }).click();
    await c.getByTestId('add-record').click();
    await fillObject(c.getByTestId('record-form'), 'Paraguas azul');
    await c.getByTestId('record-form').getByRole('button', { name: 'Guardar' }).click();
    await expect(c.getByTestId('record-detail')).toBeVisible();
    await c.getByRole('button', { name: 'Volver' }).click();

    // The owner deletes B's record from the app; C's list loses it live.
    await page.goto(`/proyectos/${slug}/app`);
    await expect(page.getByText(/Estás viendo tu app como dueño/)).toBeVisible();
    await expectAccessible();
    await page.getByTestId('record-card').filter({ hasText: 'Llaves con llavero' }).click();
    await page.getByRole('button', { name: 'Borrar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Borrar' }).click();
    await expect(page.getByText('Registro borrado.')).toBeVisible();
    await expect(
      c.getByTestId('record-card').filter({ hasText: 'Llaves con llavero' }),
    ).toHaveCount(0);
    await expect(c.getByTestId('record-card').filter({ hasText: 'Paraguas azul' })).toBeVisible();
    await shot(page, '6-dueno');

    // The CSV has the header and C's record, nothing else.
    const csv = await page.request.get(`/api/apps/${projectId}/csv/objetos`);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"id","Qué es","Categoría","Foto","Fecha en que se encontró",/);
    expect(lines[1]).toContain('"Paraguas azul"');

    // Issue 40: the owner removes everything C created in one step, after a confirmation.
    await page.getByTestId('record-card').filter({ hasText: 'Paraguas azul' }).click();
    await page
      .getByRole('button', { name: 'Eliminar todos los registros de este visitante' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar todos' }).click();
    await expect(page.getByText('Registros del visitante eliminados: 1.')).toBeVisible();
    await expect(c.getByTestId('record-card').filter({ hasText: 'Paraguas azul' })).toHaveCount(0);
    expect(hydrationErrors).toEqual([]);
    await b.context().close();
    await c.context().close();
  });
}
