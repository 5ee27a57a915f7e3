import { currentYear } from '../contracts/forms.ts';
import { expect, test } from './fixtures.ts';

test('sign up, sign out, then sign in through /login?redirect=/create lands on /create', async ({
  page,
  expectAccessible,
}) => {
  const email = `alta-${Date.now()}@example.com`;
  await page.goto('/registro');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await expectAccessible();
  await page.getByLabel('Nombre').fill('Carmen Ruiz');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-larga');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Proyectos' })).toBeVisible();
  await header.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Empieza a crear' })).toBeVisible();

  await page.goto('/login?redirect=/create');
  await expectAccessible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-larga');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/create$/);
});

test('a wrong password shows a Spanish error and stays on /login', async ({ page, login }) => {
  const user = await login();
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill('no-es-esta-clave');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a guarded route sends a signed-out visitor to sign in with a return URL', async ({
  page,
}) => {
  await page.goto('/mis-proyectos');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmis-proyectos$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
});

test('the header changes with the session', async ({ page, login }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Empieza a crear' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expectHeaderLinks(header);
  await login();
  await page.reload();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Proyectos' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Empieza a crear' })).toHaveCount(0);
});

async function expectHeaderLinks(header: import('@playwright/test').Locator) {
  await expect(header.getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/pricing');
  await expect(header.getByRole('link', { name: 'Empresas' })).toHaveAttribute(
    'href',
    '/enterprise',
  );
  await expect(header.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
}

test('the mobile menu works at 390 px', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menú' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Precios' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Empieza a crear' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('link', { name: 'Habla con nosotros' }).click();
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(dialog).toBeHidden();
});

test("footer carries every link of the spec and this year's ©", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/pricing',
    '/enterprise',
    '/affiliates',
    '/create',
    '/empresa',
    '/casos',
    '/blog',
    '/talento',
    '/contacto',
    '/privacidad',
    '/terminos',
    '/cookies',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  // The spec's "© 2024" was the year it was written: the server renders the current one.
  await expect(footer).toContainText(`© ${currentYear()} Forja`);
});

test('unknown pages show the Spanish 404 with a way home', async ({ page, expectAccessible }) => {
  const res = await page.goto('/esta-pagina-no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page).toHaveTitle(/Página no encontrada/);
  await expectAccessible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the cookie banner stores the choice under cookie-consent', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('e2e-keep-banner', '1');
  });
  await page.goto('/');
  // The fixture's stored choice reached the cookie the server reads: both go.
  await page.evaluate(() => localStorage.removeItem('cookie-consent'));
  await page.context().clearCookies({ name: 'cookie-consent' });
  await page.reload();
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Preferencias' }).click();
  await page.getByRole('switch', { name: 'Analítica' }).click();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'),
  );
  expect(stored).toEqual({ necessary: true, analytics: true, marketing: false });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie-consent');
  expect(cookie?.value).toBe('a1m0');
  await page.reload();
  await expect(banner).toBeHidden();
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
});
