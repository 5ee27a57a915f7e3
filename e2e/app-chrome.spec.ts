import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEVICES, freshPage, ownerApp, qaShots } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Issue 41 §1, in Chromium: the running app is the owner's app. Three apps with different
// colours and themes (a light one, a dark one, one with a very light primary colour), each at
// 390 and 1280 px, as a signed-out visitor, a signed-in visitor and the owner: no platform
// header or footer, the app's name and initial, its colour on the header, the tabs and the
// «Añadir» button with readable text, the tabs a visitor may use (the owner sees the private
// one, marked), a sign-up that speaks as the app; axe finds no serious or critical violation
// and leaves no contrast "incomplete" on the header and tabs. Screenshots in /work/shots-chrome.

const SHOTS = '/work/shots-chrome';
// The QA round's screenshots (B10).

const APPS = [
  { name: 'Clasefácil', theme: 'modern', layout: 'grid', primaryColor: '#7c3aed' },
  { name: 'Noches de bachata', theme: 'dark', layout: 'dashboard', primaryColor: '#22c55e' },
  { name: 'Academia Ámbar', theme: 'classic', layout: 'sidebar', primaryColor: '#fef3c7' },
] as const;

const definition = {
  entities: [
    {
      key: 'clases',
      label: 'Clase',
      rule: 'catalogo',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        {
          key: 'nivel',
          label: 'Nivel',
          type: 'choice',
          required: false,
          options: ['Inicial', 'Medio', 'Avanzado'],
        },
      ],
    },
    {
      key: 'inscripciones',
      label: 'Inscripción',
      rule: 'formulario',
      fields: [
        { key: 'clase', label: 'Clase', type: 'reference', required: true, ref: 'clases' },
        { key: 'telefono', label: 'Teléfono', type: 'phone', required: false },
      ],
    },
    {
      key: 'pagos',
      label: 'Pago',
      rule: 'privada',
      fields: [
        { key: 'concepto', label: 'Concepto', type: 'text', required: true },
        { key: 'importe', label: 'Importe', type: 'money', required: true },
      ],
    },
  ],
};

/** axe on the app: no serious or critical violation, no contrast left unchecked on its header. */
async function expectReadable(page: Page) {
  const axe = await new AxeBuilder({ page }).include('[data-testid="app-runtime"]').analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  const unchecked = axe.incomplete
    .filter((v) => v.id === 'color-contrast')
    .flatMap((v) => v.nodes.map((n) => n.target.join(' ')))
    .filter((t) => t.includes('header') || t.includes('tab-'));
  expect(unchecked).toEqual([]);
}

for (const [device, width] of DEVICES) {
  test(`the running app wears the owner's colours and name (${device})`, async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Olga Dueña');

    for (const [i, look] of APPS.entries()) {
      const project = await ownerApp(page, origin, {
        name: look.name,
        slug: `chrome-${i}-${device}-${Date.now()}`,
        definition,
      });
      const design = await page.request.put(`/api/projects/${project.id}/design`, {
        data: {
          primaryColor: look.primaryColor,
          secondaryColor: '#0f766e',
          theme: look.theme,
          layout: look.layout,
          customCss: '',
        },
        headers: { origin },
      });
      expect(design.status(), await design.text()).toBe(200);
      const clase = await page.request.post(`/api/apps/${project.id}/records/clases`, {
        data: { data: { nombre: 'Salsa de los martes', nivel: 'Inicial' } },
        headers: { origin },
      });
      expect(clase.status()).toBe(201);
      const appUrl = `/proyectos/${project.slug}/app`;
      const shot = (p: Page, who: string) =>
        p.screenshot({ path: `${SHOTS}/${device}-${i + 1}-${look.theme}-${who}.png` });

      // A visitor without an account: the app's own chrome, only the tabs they may use.
      const visitor = await freshPage(browser, baseURL ?? '', width);
      await visitor.goto(appUrl);
      await hydrate(visitor);
      const app = visitor.getByTestId('app-runtime');
      await expect(app.getByRole('heading', { level: 1, name: look.name })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Precios' })).toHaveCount(0);
      await expect(visitor.getByRole('link', { name: 'Hecha con Forja' })).toBeVisible();
      await expect(app.getByTestId('tab-clases')).toBeVisible();
      await expect(app.getByTestId('tab-inscripciones')).toBeVisible();
      await expect(app.getByTestId('tab-pagos')).toHaveCount(0);
      await expect(visitor).toHaveTitle(look.name);
      await shot(visitor, '1-sin-cuenta');
      await expectReadable(visitor);

      // The sign-up speaks as the app.
      await app.getByRole('button', { name: 'Crear cuenta' }).click();
      const dialog = visitor.getByRole('dialog');
      await expect(
        dialog.getByRole('heading', { name: `Crea tu cuenta en ${look.name}` }),
      ).toBeVisible();
      await expect(dialog).not.toContainText('mensajes');
      await expect(dialog).not.toContainText('Forja');
      // The dialog is drawn outside the app's root and still wears its colour.
      const submitColor = await dialog
        .getByRole('button', { name: 'Crear cuenta' })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(submitColor).toBe(
        look.primaryColor === '#fef3c7'
          ? 'rgb(254, 243, 199)'
          : look.primaryColor === '#22c55e'
            ? 'rgb(34, 197, 94)'
            : 'rgb(124, 58, 237)',
      );
      await dialog.getByLabel('Nombre').fill('Lucía Pérez');
      await dialog
        .getByLabel('Correo electrónico')
        .fill(`lucia-${i}-${device}-${Date.now()}@example.com`);
      await dialog.getByLabel('Contraseña').fill('contraseña-segura-1');
      await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(visitor.getByText(`Ya tienes cuenta en ${look.name}.`)).toBeVisible();
      await expect(app.getByTestId('app-user')).toContainText('Lucía');
      await expect(app.getByTestId('tab-pagos')).toHaveCount(0);
      await shot(visitor, '2-con-cuenta');
      await expectReadable(visitor);

      // The owner: every tab, the private one marked; the primary button in the app's colour.
      await page.goto(`${appUrl}?seccion=pagos`);
      await hydrate(page);
      const owned = page.getByTestId('app-runtime');
      await expect(owned.getByTestId('tab-pagos')).toContainText('(privada: solo tú y tu equipo)');
      const add = owned.getByRole('button', { name: 'Añadir Pago' });
      await expect(add).toBeVisible();
      const [background, color] = await add.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color];
      });
      expect(background).toBe(
        look.primaryColor === '#fef3c7'
          ? 'rgb(254, 243, 199)'
          : look.primaryColor === '#22c55e'
            ? 'rgb(34, 197, 94)'
            : 'rgb(124, 58, 237)',
      );
      expect(color).toBe(look.primaryColor === '#7c3aed' ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)');
      await shot(page, '3-duena');
      await expectReadable(page);
      await visitor.context().close();
    }
  });
}

// Seen on a phone (6 Dec 2026): a private tab past the phone's width carried its hidden label
// («privada: solo tú y tu equipo») out of the scrolling tab bar, and the whole page scrolled
// sideways.
test('on a phone, tabs past the width scroll inside their bar, never the page', async ({
  page,
  login,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.setViewportSize({ width: 390, height: 844 });
  await login('Olga Dueña');
  const list = (key: string, label: string, rule: string) => ({
    key,
    label,
    rule,
    fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
  });
  const project = await ownerApp(page, origin, {
    name: 'Escuela infantil Los Pinos',
    slug: `chrome-tabs-${Date.now()}`,
    definition: {
      entities: [
        list('partes', 'Parte diario', 'catalogo'),
        list('actividades', 'Actividad', 'catalogo'),
        list('menus', 'Menú del comedor', 'catalogo'),
        list('ninos', 'Niño', 'privada'),
        list('familias', 'Familia', 'privada'),
      ],
    },
  });
  await page.goto(`/proyectos/${project.slug}/app`);
  await hydrate(page);
  await expect(page.getByTestId('tab-familias')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );

  // B10: the bar says it scrolls. At its start, a fade with a chevron on the right only; swiped
  // to the end, on the left only. Neither is read out nor takes a tap: the navigation still
  // holds the five tabs, and nothing else.
  const tabs = page.getByTestId('app-tabs');
  const nav = page.getByRole('navigation', { name: 'Escuela infantil Los Pinos' });
  await expect(tabs.getByTestId('tabs-more-end')).toBeVisible();
  await expect(tabs.getByTestId('tabs-more-start')).toHaveCount(0);
  await expect(nav.getByRole('button')).toHaveCount(5);
  await expect(tabs.getByTestId('tabs-more-end')).toHaveAttribute('aria-hidden', 'true');
  const QA_SHOTS = qaShots();
  await page.screenshot({ path: `${QA_SHOTS}/b10-movil-1-pestanas-al-principio.png` });
  await tabs.getByTestId('tabs-more-end').screenshot({
    path: `${QA_SHOTS}/b10-movil-borde-derecho.png`,
  });
  await nav.evaluate((n) => n.scrollTo({ left: n.scrollWidth }));
  await expect(tabs.getByTestId('tabs-more-start')).toBeVisible();
  await expect(tabs.getByTestId('tabs-more-end')).toHaveCount(0);
  await page.screenshot({ path: `${QA_SHOTS}/b10-movil-2-pestanas-al-final.png` });
  // The keyboard reaches the last tab, which comes into view; a tap on it opens its list.
  await nav.evaluate((n) => n.scrollTo({ left: 0 }));
  await page.getByTestId('tab-partes').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(page.getByTestId('tab-familias')).toBeFocused();
  await expect(page.getByTestId('tab-familias')).toBeInViewport({ ratio: 1 });
  await page.getByTestId('tab-familias').click();
  await expect(page.getByTestId('tab-familias')).toHaveAttribute('aria-current', 'page');
  // Opened on the last list, its tab is in view at once.
  await page.reload();
  await hydrate(page);
  await expect(page.getByTestId('tab-familias')).toBeInViewport({ ratio: 1 });
  await expect(tabs.getByTestId('tabs-more-start')).toBeVisible();
  await page.screenshot({ path: `${QA_SHOTS}/b10-movil-3-abierta-en-la-ultima.png` });
  // On a desktop the five fit: no fade.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(tabs.getByTestId('tabs-more-start')).toHaveCount(0);
  await expect(tabs.getByTestId('tabs-more-end')).toHaveCount(0);
  await page.screenshot({ path: `${QA_SHOTS}/b10-escritorio-pestanas.png` });
});
