import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser } from '@playwright/test';
import { currentYear } from '../contracts/forms.ts';
import { messages } from '../contracts/messages.ts';
import { expect, test } from './fixtures.ts';

// Pages work before their JavaScript (issue 23, docs/decisions/0112-hydrate-on-interaction.md,
// amendment of 2026-11-25): every test runs twice, in a browser without JavaScript and in one
// with it, where the taps come as a person's do (the app may or may not have started yet).
// The visitor is fresh (no stored consent), so these tests use their own contexts rather
// than the fixture's page.

const SHOTS = 'test-results/screenshots/no-script';

async function visitor(browser: Browser, javaScriptEnabled: boolean, width = 390) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    javaScriptEnabled,
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
  return context.newPage();
}

/** The rows the server's SQLite file holds for `email` in the newsletter list. */
function newsletterRows(email: string): number {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, 'forja.sqlite'), {
    readOnly: true,
  });
  try {
    const row = db
      .prepare('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ?')
      .get(email) as { n: number };
    return Number(row.n);
  } finally {
    db.close();
  }
}

function outboxMailWith(token: string): string {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  try {
    return (
      readdirSync(outbox)
        .map((f) => readFileSync(join(outbox, f), 'utf8'))
        .find((raw) => raw.includes(token)) ?? ''
    );
  } catch {
    return '';
  }
}

let publicSlug = '';

test.beforeAll(async ({ browser }) => {
  // A public project page to visit: its owner signs up and creates it through the API.
  const base = test.info().project.use.baseURL!;
  const origin = new URL(base).origin;
  const context = await browser.newContext({ baseURL: base });
  const email = `e2e-sin-js-${Date.now()}@example.com`;
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { name: 'Lucía Prieto', email, password: 'contraseña-e2e-1' },
    headers: { origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  publicSlug = `sin-js-${Date.now()}`;
  const res = await context.request.post('/api/projects', {
    data: { name: 'Huerto Sin JS', slug: publicSlug, description: 'Cestas de verdura.' },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
});

for (const js of [false, true]) {
  const mode = js ? 'con JavaScript' : 'sin JavaScript';

  test.describe(mode, () => {
    test('the menu opens on every kind of page, and the footer shows this year', async ({
      browser,
    }) => {
      const page = await visitor(browser, js);
      for (const path of ['/', '/pricing', '/demo', '/empresa', `/proyectos/${publicSlug}`]) {
        await page.goto(path);
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        const menu = page.getByRole('dialog', { name: 'Menú' });
        await expect(menu, path).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Precios' })).toBeVisible();
        if (path === '/')
          await page.screenshot({ path: `${SHOTS}/menu-${js ? 'js' : 'sin-js'}-390.png` });
        await menu.getByRole('button', { name: 'Cerrar menú' }).click();
        await expect(menu, path).toBeHidden();
        await expect(page.getByRole('contentinfo')).toContainText(`© ${currentYear()} Forja`);
      }
      // A link in the menu leads on, and the next page has it closed.
      await page.goto('/');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page
        .getByRole('dialog', { name: 'Menú' })
        .getByRole('link', { name: 'Habla con nosotros' })
        .click();
      await expect(page).toHaveURL(/\/contacto$/);
      await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
      await page.context().close();
    });

    test('consent is stored in a cookie and the next page is served without the banner', async ({
      browser,
    }) => {
      const page = await visitor(browser, js, 1280);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Aviso de cookies' });
      await expect(banner).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/banner-${js ? 'js' : 'sin-js'}-1280.png` });
      await banner.getByRole('button', { name: 'Aceptar todo' }).click();
      await expect(banner).toBeHidden();
      await expect
        .poll(
          async () =>
            (await page.context().cookies()).find((c) => c.name === 'cookie-consent')?.value,
        )
        .toBe('a1m1');
      // The server reads it: the next page has no banner at all, not one hidden by a script.
      await page.goto('/pricing');
      await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The preferences open as a dialog and save the switches.
      const other = await visitor(browser, js);
      await other.goto('/demo');
      await other.getByRole('button', { name: 'Preferencias' }).click();
      const prefs = other.getByRole('dialog', { name: 'Preferencias de cookies' });
      await expect(prefs).toBeVisible();
      await other.screenshot({ path: `${SHOTS}/preferencias-${js ? 'js' : 'sin-js'}-390.png` });
      await prefs.getByRole('switch', { name: 'Analítica' }).check();
      await prefs.getByRole('button', { name: 'Guardar preferencias' }).click();
      await expect(prefs).toBeHidden();
      await expect(other.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
      await expect
        .poll(
          async () =>
            (await other.context().cookies()).find((c) => c.name === 'cookie-consent')?.value,
        )
        .toBe('a1m0');
      await other.goto('/cookies');
      await expect(other.locator('[data-cookie-banner]')).toHaveCount(0);
      await expect(other.getByRole('switch', { name: 'Analítica' })).toBeChecked();
      await expect(other.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
      await page.context().close();
      await other.context().close();
    });

    test('the newsletter form subscribes, and the contact form sends', async ({ browser }) => {
      const page = await visitor(browser, js, 1280);
      await page.goto('/');
      const email = `sin-js-${js ? 'on' : 'off'}-${Date.now()}@example.com`;
      const section = page.getByRole('region', { name: 'Newsletter' });
      await section.getByLabel('Correo electrónico').fill(email);
      await section.getByRole('button', { name: 'Suscribirme' }).click();
      await expect(page.getByText(messages.newsletter.success)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/newsletter-${js ? 'js' : 'sin-js'}-1280.png` });
      await expect.poll(() => newsletterRows(email)).toBe(1);

      await page.goto('/contacto');
      const form = page.getByRole('form', { name: 'Formulario de contacto' });
      const token = `sin-js-${js ? 'on' : 'off'}-${Date.now()}`;
      await form.getByLabel('Nombre').fill('Julia Navarro');
      await form.getByLabel('Correo electrónico').fill('julia@example.com');
      await form.getByLabel('Mensaje').fill('Demasiado corto');
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      // The same Spanish message from the browser's app or from the server, and nothing typed
      // is lost.
      await expect(page.getByText(messages.site.contactMessageTooShort)).toBeVisible();
      await expect(form.getByLabel('Nombre')).toHaveValue('Julia Navarro');
      await page.screenshot({ path: `${SHOTS}/contacto-error-${js ? 'js' : 'sin-js'}-1280.png` });
      await form
        .getByLabel('Mensaje')
        .fill(`Queremos un portal para 40 franquicias. Referencia ${token}.`);
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(
        page.getByText('¡Mensaje enviado! Te responderemos en un día laborable.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/contacto/);
      await expect.poll(() => outboxMailWith(token)).toMatch(/^To: hola@forja\.app$/m);
      await page.context().close();
    });

    test("the call to action reaches the builder's sign-in, and a plan's button sign-in", async ({
      browser,
    }) => {
      const page = await visitor(browser, js);
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: 'Empieza a crear' }).first().click();
      await expect(page).toHaveURL(/\/create$/);
      await expect(
        page.getByRole('heading', { name: 'Inicia sesión para crear tu app' }),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/create-${js ? 'js' : 'sin-js'}-390.png` });
      await page.getByRole('link', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcreate$/);
      await expect(page.getByRole('button', { name: messages.auth.signIn })).toBeVisible();

      // The hero's builder button: the modal with the app, /create without it; both ask to
      // sign in.
      await page.goto('/');
      await page.getByRole('button', { name: 'Abrir el constructor' }).click();
      if (js) await expect(page.getByRole('dialog', { name: 'Constructor de apps' })).toBeVisible();
      else await expect(page).toHaveURL(/\/create\??$/);
      await expect(
        page.getByRole('heading', { name: 'Inicia sesión para crear tu app' }),
      ).toBeVisible();

      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Suscribirse a Pro' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing$/);
      await page.context().close();
    });
  });
}

test('without JavaScript, a bad address gets the Spanish error from the server, never a 5xx', async ({
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post('/formularios/newsletter', {
    form: { email: 'no-es-un-correo', volver: '/blog' },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(422);
  expect(res.headers()['cache-control']).toBe('no-store');
  const html = await res.text();
  expect(html).toContain(messages.site.newsletterEmailInvalid);
  expect(html).toContain('value="no-es-un-correo"');

  // Another site's form is refused (the origin check), rendered in Spanish too.
  const foreign = await page.request.post('/formularios/newsletter', {
    form: { email: 'ana@example.com', volver: '/' },
    headers: { origin: 'https://otro.example' },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain(messages.errors.forbiddenOrigin);

  // A good one goes back to the page it came from (never to another site).
  const ok = await page.request.post('/formularios/newsletter', {
    form: { email: `vuelta-${Date.now()}@example.com`, volver: '//otro.example/x' },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(ok.status()).toBe(303);
  expect(ok.headers().location).toBe('/?enviado=newsletter#newsletter');
});

test('a choice made just before following a link is kept (with JavaScript, app not started)', async ({
  browser,
}) => {
  const page = await visitor(browser, true, 1280);
  await page.goto('/');
  // The two clicks come within a few milliseconds, before the app can have started.
  await page.evaluate(() => {
    const buttons = [...document.querySelectorAll('button')];
    buttons.find((b) => b.textContent === 'Aceptar todo')?.click();
    document.querySelector<HTMLAnchorElement>('footer a[href="/pricing"]')?.click();
  });
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
  await page.context().close();
});
