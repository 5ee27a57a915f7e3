import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

// The marketing site: landing sections and their links, the pages behind them, the
// newsletter and contact forms against the real server, 404s for unknown slugs.

const SERVICES: [string, string][] = [
  ['/servicios/estrategia-producto', 'Estrategia de producto'],
  ['/servicios/data-ai', 'Datos e IA'],
  ['/servicios/ingenieria-software', 'Ingeniería de software'],
  ['/servicios/cloud-devops', 'Cloud y DevOps'],
  ['/servicios/experiencia-usuario', 'Experiencia de usuario'],
];
const CASES: [string, string][] = [
  ['/casos/automatizacion-fintech', 'Conciliación automática para una fintech de pagos'],
  ['/casos/ecommerce-b2b', 'Portal B2B para un distribuidor de material eléctrico'],
  ['/casos/recomendacion-ml', 'Recomendaciones con aprendizaje automático para formación online'],
];
const SITE_PAGES: [string, string][] = [
  ['/casos', 'Proyectos reales, cifras comprobables'],
  ['/servicios', 'Del concepto a producción, con un equipo que ya lo ha hecho'],
  ['/empresa', 'Construimos la herramienta que nos habría gustado tener'],
  ['/blog', 'Guías para pasar de una idea a una app publicada'],
  ['/talento', 'Ayúdanos a que cualquiera pueda crear software en su idioma'],
  ['/contacto', 'Cuéntanos tu proyecto'],
  ['/privacidad', 'Política de privacidad'],
  ['/terminos', 'Términos del servicio'],
  ['/cookies', 'Política de cookies'],
];

test('the landing shows every section of the spec', async ({ page, expectAccessible }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(
    'Describe tu idea en español',
  );

  // Hero: calls to action and the modal builder button.
  const hero = main.locator('section[aria-labelledby="hero-titulo"]');
  await expect(hero.getByRole('link', { name: 'Empieza a crear' })).toHaveAttribute(
    'href',
    '/create',
  );
  await expect(hero.getByRole('link', { name: 'Ver precios' })).toHaveAttribute('href', '/pricing');
  await expect(hero.getByRole('button', { name: 'Abrir el constructor' })).toBeVisible();

  // docs/product-spec.md §9 claims.
  for (const claim of ['2 min', '100%', '$0', '99.9%'])
    await expect(hero.getByText(claim, { exact: true })).toBeVisible();
  await expect(hero).toContainText('código con IA');
  await expect(hero).toContainText('hosting');
  await expect(hero).toContainText('uptime');

  const capabilities = main.locator('#capacidades');
  for (const [href] of SERVICES)
    await expect(capabilities.locator(`a[href="${href}"]`)).toHaveCount(1);

  await expect(main.locator('#fases ol > li')).toHaveCount(4);

  const cases = main.locator('#casos');
  for (const [href] of CASES) await expect(cases.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(cases.getByRole('link', { name: 'Ver todos los casos' })).toHaveAttribute(
    'href',
    '/casos',
  );

  await expect(main.locator('#testimonios figure')).toHaveCount(2);
  await expect(main.locator('#sectores li')).toHaveCount(8);
  await expect(main.getByRole('link', { name: /Abrir la demo/ })).toHaveAttribute('href', '/demo');
  await expect(
    main.getByRole('heading', { name: 'Tu próxima app empieza con una frase' }),
  ).toBeVisible();
  const newsletter = main.getByRole('form', { name: /Ideas que se convierten en apps/ });
  await expect(newsletter.locator('input[type="email"][required]')).toHaveCount(1);

  await expectAccessible();
});

test('every page the landing links to answers 200 with its heading', async ({ page }) => {
  for (const [path, heading] of [...SERVICES, ...CASES, ...SITE_PAGES]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page, path).toHaveTitle(/· Forja$/);
  }
});

test('the pages other teams own that the landing links to are served', async ({ page }) => {
  for (const path of ['/create', '/pricing', '/demo']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
  }
});

test('the landing links navigate in the app', async ({ page }) => {
  await page.goto('/');
  await page.locator('#capacidades a[href="/servicios/cloud-devops"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud y DevOps' })).toBeVisible();
  await expect(page).toHaveTitle('Cloud y DevOps · Forja');
  await page.goto('/');
  await page.locator('#casos a[href="/casos/recomendacion-ml"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CASES[2][1]);
  await expect(page.getByText('+23%').first()).toBeVisible();
});

test('the modal builder button asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir el constructor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Constructor de apps' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    /^\/login\?redirect=%2F/,
  );
});

test('newsletter signup succeeds on the landing and shows the failure text on a refused address', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: /Ideas que se convierten en apps/ });
  const email = `news-${Date.now()}@example.com`;
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText('¡Suscripción exitosa! Revisa tu correo.')).toBeVisible();
  await expect(form.getByLabel('Correo electrónico')).toHaveValue('');

  // The browser accepts a dotless domain; the server does not: the spec's failure text.
  await form.getByLabel('Correo electrónico').fill('ana@localhost');
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Error al suscribirse. Por favor, intenta de nuevo.' }),
  ).toBeVisible();
});

test('the blog lists three articles, each with its page and a newsletter form', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/blog');
  const links = page.locator('main article h2 a');
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const href of hrefs) {
    const res = await page.goto(href!);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('form input[type="email"][required]')).toHaveCount(1);
  }
  await page.goto('/blog/rgpd-para-apps-pequenas');
  await expectAccessible();
});

test('the contact form validates in Spanish, then delivers the message to the team', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/contacto');
  await expectAccessible();
  await expect(page.locator(`a[href="mailto:hola@forja.app"]`).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByText('Escribe tu nombre.')).toBeVisible();
  await expect(form.getByText('Introduce un correo electrónico válido.')).toBeVisible();

  const token = `e2e-${Date.now()}`;
  await form.getByLabel('Nombre').fill('Julia Navarro');
  await form.getByLabel('Correo electrónico').fill('julia@example.com');
  await form.getByLabel('Motivo').selectOption('empresas');
  await form
    .getByLabel('Mensaje')
    .fill(`Queremos un portal para 40 franquicias. Referencia ${token}.`);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(
    page.getByText('¡Mensaje enviado! Te responderemos en un día laborable.'),
  ).toBeVisible();

  // The server's outbox (DATA_DIR/outbox) now holds the mail to the team address.
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  await expect
    .poll(
      () =>
        readdirSync(outbox)
          .map((f) => readFileSync(join(outbox, f), 'utf8'))
          .find((raw) => raw.includes(token)) ?? '',
    )
    .toMatch(/^To: hola@forja\.app$/m);
});

test('unknown service, case and article slugs show the 404 page with a 404 status', async ({
  page,
}) => {
  for (const path of ['/servicios/x', '/casos/no-existe', '/blog/no-existe']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveTitle(/Página no encontrada/);
  }
  // Client-side navigation to an unknown slug renders the same page.
  await page.goto('/servicios');
  await page.evaluate(() => {
    history.pushState({}, '', '/servicios/x');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('the cookies page changes the stored consent', async ({ page, expectAccessible }) => {
  await page.goto('/cookies');
  await expect(page.getByRole('cell', { name: 'better-auth.session_token' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'cookie-consent' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('switch', { name: 'Analítica' }).click();
  await page.getByRole('button', { name: 'Guardar mi elección' }).click();
  await expect(page.getByText('Preferencias guardadas')).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'),
  );
  expect(stored).toEqual({ necessary: true, analytics: true, marketing: false });
});

test('the landing fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/', '/servicios/data-ai', '/casos/ecommerce-b2b', '/contacto', '/cookies']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/');
  mkdirSync('/tmp/shots/site', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/site/e2e-landing-phone.png', fullPage: true });
  await page.screenshot({ path: test.info().outputPath('landing-phone.png'), fullPage: true });
});
