import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The owner page on a phone, what the public page shows, and limits with a way on (issue 41).
// Screenshots land in SHOTS (default /work/shots-41) to be looked at.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots-41';
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const IDEA =
  'Una academia de baile: los alumnos se apuntan a clases de salsa y bachata por niveles y pagan la mensualidad';

async function generate(page: Page, prompt = IDEA) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post('/api/builder/generate', {
    data: { prompt },
    headers: { origin },
  });
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  const last = JSON.parse(text.trim().split('\n').at(-1) ?? '{}') as {
    type: string;
    project?: { slug: string; name: string };
  };
  expect(last.type, text).toBe('result');
  return last.project!;
}

/** Whether the element is wholly inside the viewport, below the sticky header and bar. */
async function onFirstScreen(locator: Locator, page: Page) {
  const box = await locator.boundingBox();
  const { height } = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('on a phone the first screen opens the app, asks for a change and shares; the section bar jumps', async ({
  page,
  login,
  context,
  expectAccessible,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(PHONE);
  await login('Lucía Baile');
  const project = await generate(page);
  await page.goto(`/proyecto/${project.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

  const summary = page.getByTestId('owner-summary');
  const openApp = summary.getByRole('link', { name: 'Abrir App en Vivo' });
  const askChange = summary.getByRole('link', { name: 'Pide un cambio' });
  await expect(openApp).toHaveAttribute('href', `/proyectos/${project.slug}/app`);
  expect(await onFirstScreen(openApp, page)).toBe(true);
  expect(await onFirstScreen(askChange, page)).toBe(true);
  expect(await onFirstScreen(summary.getByRole('button', { name: 'Compartir' }), page)).toBe(true);
  await expect(summary.getByText('Lanzado')).toBeVisible();

  // The public address whole, never cut, and its copy button with a confirmation.
  const url = page.getByTestId('public-url');
  await expect(url).toHaveText(new RegExp(`^http://localhost:\\d+/proyectos/${project.slug}$`));
  expect(await url.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await summary.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(summary.getByRole('button', { name: 'Enlace copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.textContent());
  await page.screenshot({ path: `${SHOTS}/owner-390-first-screen.png` });
  await page.screenshot({ path: `${SHOTS}/owner-390-full.png`, fullPage: true });

  // "Pide un cambio": one tap to the change card, its field in sight.
  await askChange.click();
  await expect(page).toHaveURL(/#cambios$/);
  const field = page.getByTestId('change-card').getByRole('textbox');
  await expect(field).toBeInViewport();

  // The section bar stays in sight and every link lands on its section, not under the bar.
  const bar = page.getByRole('navigation', { name: 'Secciones del proyecto' });
  for (const [label, id] of [
    ['Concepto', 'concepto'],
    ['App', 'app'],
    ['Datos', 'datos'],
    ['Diseño', 'diseno'],
    ['Tareas y notas', 'tareas'],
    ['Exportar', 'exportar'],
    ['Analítica', 'analitica'],
  ] as const) {
    await bar.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(bar).toBeInViewport();
    // The bar marks where the reader is, and keeps that link in sight.
    const link = bar.getByRole('link', { name: label, exact: true });
    const atEnd0 = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (!atEnd0) await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(link).toBeInViewport();
    const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(() =>
        page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id),
      )
      .toBeGreaterThanOrEqual(barBottom - 1);
    const top = await page.evaluate(
      (id) => document.getElementById(id)!.getBoundingClientRect().top,
      id,
    );
    // At the top of the screen, unless the page ends before it can scroll that far.
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (!atEnd) expect(top).toBeLessThan(barBottom + 40);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await bar.getByRole('link', { name: 'Tareas y notas', exact: true }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/owner-390-section-bar.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/owner-1280-first-screen.png` });
  await page.screenshot({ path: `${SHOTS}/owner-1280-full.png`, fullPage: true });
});

test('the public page shows only what the owner chose, and the cards say so', async ({
  page,
  login,
  browser,
}) => {
  await login('Tomás Dueño');
  const project = await generate(page);
  await page.goto(`/proyecto/${project.slug}`);
  const path = `/proyectos/${project.slug}`;
  await expect(page.getByTestId('tasks-public-hint')).toContainText(path);
  await expect(page.getByTestId('files-public-hint')).toContainText(path);
  await expect(page.getByTestId('notes-public-hint')).toHaveText(
    'Solo tú ves estas notas: no aparecen en la página pública.',
  );

  // A private note and a task of the owner's own.
  const notes = page.getByLabel('Notas en Markdown');
  await notes.fill('PRIVADO: el alquiler del local sube en enero');
  await page.getByRole('button', { name: 'Guardar notas' }).click();
  await expect(page.getByText('Notas guardadas')).toBeVisible();
  await page.getByLabel('Nueva tarea').fill('Abrir la clase de kizomba');
  await page.getByLabel('Nueva tarea').press('Enter');
  await expect(page.getByText('Tarea agregada')).toBeVisible();
  const starters = page.getByRole('button', { name: /^Mostrar «Implementar: / });
  expect(await starters.count()).toBeGreaterThan(0);

  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  const seen = async () => {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    return (await visitor.locator('main').textContent()) ?? '';
  };
  let text = await seen();
  expect(text).toContain('Abrir la clase de kizomba');
  expect(text).not.toContain('Implementar:');
  expect(text).not.toContain('PRIVADO');
  expect(text).not.toContain('Generado con el motor offline');
  await page.setViewportSize(PHONE);
  await page.locator('#tareas').screenshot({ path: `${SHOTS}/owner-390-tasks-notes-files.png` });
  await visitor.setViewportSize(PHONE);
  await visitor.screenshot({ path: `${SHOTS}/public-390.png`, fullPage: true });
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.screenshot({ path: `${SHOTS}/public-1280.png`, fullPage: true });

  // The owner marks the notes public, knowing it: then visitors read them.
  await notes.fill('Abrimos la inscripción de **enero** el lunes');
  await page.getByLabel('Mostrar estas notas en la página pública').check();
  await expect(page.getByTestId('notes-public-hint')).toContainText(
    `Cualquiera que visite ${path} leerá estas notas`,
  );
  // The first save's toast may still be on screen: wait for this save's answer instead.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/notes') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByRole('button', { name: 'Guardar notas' }).click();
  await saved;
  await expect(page.getByText('Notas guardadas').last()).toBeVisible();
  text = await seen();
  expect(text).toContain('Abrimos la inscripción de enero el lunes');
  // The owner's own look at the public page is the visitor's.
  await page.goto(path);
  expect((await page.locator('main').textContent())?.replace(/\d+ visitas?/, '')).toBe(
    text.replace(/\d+ visitas?/, ''),
  );
  await visitor.close();
});

test('the Free plan’s daily cap offers the plans, in the builder and when asking for a change', async ({
  page,
  login,
}) => {
  await login('Nora Límite');
  let project = await generate(page);
  for (let i = 1; i < 5; i++) project = await generate(page, `${IDEA} (versión ${i + 1})`);

  // "Pide un cambio" costs a message too: the toast of the cap carries "Ver planes".
  await page.goto(`/proyecto/${project.slug}#cambios`);
  const card = page.getByTestId('change-card');
  await card.getByRole('textbox').fill('pon el color principal en verde');
  await card.getByRole('button', { name: 'Proponer cambio' }).click();
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'límite diario de 5 mensajes' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Ver planes' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/limit-change-1280.png` });
  await toast.getByRole('button', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.setViewportSize(PHONE);
  await page.goto('/create');
  await page.getByLabel('Describe tu idea de app').fill(`${IDEA} (otra versión)`);
  await page.getByRole('button', { name: 'Generar', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'límite diario de 5 mensajes' });
  await expect(alert).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/limit-390.png` });
  await alert.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('plan-Free')).toContainText('exportación de código');
  await page.screenshot({ path: `${SHOTS}/pricing-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/pricing-1280.png`, fullPage: true });
});
