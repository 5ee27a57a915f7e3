import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 10, "keep the attacks": an XSS corpus stored in every field that is shown back
// (project name and description, task titles, notes, custom CSS), rendered in Chromium on
// every page that shows user content. No script may run (no dialog, no marker set), and
// the platform header may never be covered, however the custom CSS tries (issue 24 adds the
// bad-string and bad-url escapes of an at-rule prelude).

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '"><script>window.__xss=4</script>',
  "'><img src=x onerror=alert(5)>",
  '<iframe src="javascript:window.top.__xss=6"></iframe>',
  '<a href="javascript:window.__xss=7">clic</a>',
  '[clic](javascript:window.__xss=8)',
  '![x](x" onerror="window.__xss=9)',
  '<details open ontoggle="window.__xss=10">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=11">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=12>">',
  '<input autofocus onfocus="window.__xss=13">',
  '<body onload="window.__xss=14">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<object data="javascript:window.__xss=15"></object>',
  '<form><button formaction="javascript:window.__xss=16">x</button></form>',
  '<div style="background:url(javascript:window.__xss=17)">x</div>',
  '<a href="data:text/html,<script>alert(18)</script>">d</a>',
  '{{constructor.constructor("window.__xss=19")()}}',
  '<template><script>window.__xss=20</script></template>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=21">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '`<img src=x onerror=window.__xss=22>`',
];

/** The red-team's phishing overlay and its variants: all must stay inside the box. */
const HOSTILE_CSS = `
h1::before { content: "Tu sesión ha caducado. Vuelve a entrar en forja-login.example"; position: absolute; top: -3000px; left: -3000px; padding: 5000px; z-index: 2147483647; background: #fff; color: #b00; font-size: 40px }
body::after { content: ""; position: fixed; inset: 0; z-index: 2147483647; background: rgba(255,0,0,.9) }
:root { position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 99999 }
section { position: relative; top: -1900px; z-index: 100; box-shadow: 0 0 0 1999px #f00 }
html + * { display: none } body ~ header { display: none } ~ * { display: none }
header { position: sticky; top: 0; z-index: 2147483647; margin-top: -1999px; background: #f00 }
@media screen and "a
; .platform-header{display:none !important} body::after{content:"";position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,255,.9)} x{" { p { color: red } }
@supports 'a
; header{visibility:hidden !important} x{' { p { color: red } }
p { background: url(a"b
; } .platform-header{opacity:0 !important} }
`;

async function expectHeaderOnTop(page: Page) {
  const header = page.getByRole('banner').first();
  await expect(header).toBeVisible();
  const covered = await page.evaluate(() => {
    const h = document.querySelector('header.platform-header');
    if (!h) return ['no platform header'];
    const box = h.getBoundingClientRect();
    const wrong: string[] = [];
    for (const fx of [0.05, 0.25, 0.5, 0.75, 0.95]) {
      for (const fy of [0.2, 0.5, 0.8]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        const el = document.elementFromPoint(x, y);
        if (!el || !h.contains(el)) wrong.push(`${Math.round(x)},${Math.round(y)}: ${el?.tagName}`);
      }
    }
    if (box.top < -1 || box.height < 20) wrong.push(`header box ${box.top},${box.height}`);
    return wrong;
  });
  expect(covered).toEqual([]);
}

async function expectNoScriptRan(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

test('the XSS corpus stays inert and the header on top on every page with user content', async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await login('Ana <img src=x onerror=alert(1)>');
  const origin = new URL(baseURL!).origin;
  const api = (method: string, path: string, data?: unknown) =>
    page.request.fetch(path, { method, data, headers: { origin } });

  const slug = `xss-${Date.now()}`;
  const created = await api('POST', '/api/projects', {
    name: `Proyecto ${PAYLOADS[1]}`.slice(0, 120),
    slug,
    description: PAYLOADS.join(' ').slice(0, 2000),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string } };
  for (const title of PAYLOADS.slice(0, 12))
    expect((await api('POST', `/api/projects/${project.id}/tasks`, { title })).status()).toBe(201);
  const note = `# Notas\n\n${PAYLOADS.join('\n\n')}\n\n${'>'.repeat(2000)}a\n\n${'_a'.repeat(3000)}`;
  // Shown on the public page too (notes are the owner's until marked so, decision 0230).
  expect(
    (
      await api('PUT', `/api/projects/${project.id}/notes`, { content: note, isPublic: true })
    ).status(),
  ).toBe(200);
  const design = await api('PUT', `/api/projects/${project.id}/design`, {
    primaryColor: '#1d4ed8',
    secondaryColor: '#9333ea',
    theme: 'modern',
    layout: 'grid',
    customCss: HOSTILE_CSS,
  });
  expect(design.status(), await design.text()).toBe(200);
  expect((await api('POST', `/api/projects/${project.id}/launch`, {})).status()).toBe(200);

  const pages = [
    `/proyectos/${slug}`,
    `/p/${slug}`,
    `/proyecto/${slug}`,
    '/mis-proyectos',
    '/dashboard',
  ];
  let views = 0;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoScriptRan(page, dialogs);
      await expectHeaderOnTop(page);
      if (path.startsWith('/proyectos/'))
        await page.screenshot({ path: `test-results/hardening-public-${width}.png` });
      // Scrolled into the user content, the header still wins.
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(100);
      await expectHeaderOnTop(page);
      views += 1;
      if (path.startsWith('/proyectos/'))
        await page.screenshot({
          path: `test-results/hardening-public-${width}.png`,
          fullPage: false,
        });
    }
  }
  // The header is not only painted on top: a real click on its link works (issue 24's overlay
  // made it unclickable).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/proyectos/${slug}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Precios' }).click({ timeout: 5000 });
  await expect(page).toHaveURL(/\/pricing$/);

  // Without the hostile CSS the same content renders as inert text (a look, 390 px wide).
  const plain = await api('PUT', `/api/projects/${project.id}/design`, {
    primaryColor: '#1d4ed8',
    secondaryColor: '#9333ea',
    theme: 'modern',
    layout: 'grid',
    customCss: 'h1::before { content: "★ "; position: absolute; left: -3000px; padding: 4000px }',
  });
  expect(plain.status()).toBe(200);
  await page.goto(`/proyectos/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: /Proyecto <img/ })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectHeaderOnTop(page);
  await page.screenshot({ path: 'test-results/hardening-public-plain-390.png' });
  await expectNoScriptRan(page, dialogs);

  // Signed out, the public page again.
  await page.context().clearCookies();
  await page.goto(`/proyectos/${slug}`);
  await page.waitForLoadState('networkidle');
  await expectNoScriptRan(page, dialogs);
  await expectHeaderOnTop(page);
  views += 1;
  console.log(`xss corpus: ${PAYLOADS.length} payloads × ${views} page views, 0 scripts ran`);
});

test('the running app shows hostile labels and records as text: list, detail and form', async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await login('Ana App');
  const origin = new URL(baseURL!).origin;
  const api = (method: string, path: string, data?: unknown) =>
    page.request.fetch(path, { method, data, headers: { origin } });
  const slug = `xss-app-${Date.now()}`;
  const created = await api('POST', '/api/projects', { name: 'App hostil', slug });
  expect(created.status(), await created.text()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string } };
  expect((await api('POST', `/api/projects/${project.id}/launch`, {})).status()).toBe(200);

  // The definition's labels and options are the owner's text too (and a model's, issue 20).
  const ENTITY = '<img src=x onerror="window.__xss=30">';
  const ENTITY_PLURAL = '<svg onload="window.__xss=31"></svg>';
  const TITLE_LABEL = '<script>window.__xss=32</script>';
  const OPTION = '<b onmouseover="window.__xss=34">x</b>';
  const definition = await api('PUT', `/api/apps/${project.id}/definition`, {
    definition: {
      entities: [
        {
          key: 'avisos',
          label: ENTITY,
          labelPlural: ENTITY_PLURAL,
          rule: 'publica',
          fields: [
            { key: 'titulo', label: TITLE_LABEL, type: 'text', required: true },
            { key: 'detalle', label: '"><img src=x onerror=alert(33)>', type: 'longtext' },
            { key: 'estado', label: 'Fase', type: 'choice', options: [OPTION, 'Cerrado'] },
            { key: 'precio', label: 'Precio', type: 'money' },
          ].map((f) => ({ required: false, ...f })),
        },
      ],
    },
  });
  expect(definition.status(), await definition.text()).toBe(200);
  const detail = PAYLOADS.join('\n\n').slice(0, 5000);
  for (const [i, titulo] of PAYLOADS.slice(0, 12).entries()) {
    const res = await api('POST', `/api/apps/${project.id}/records/avisos`, {
      data: { titulo, detalle: detail, estado: OPTION, precio: 10 + i },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The server's first paint carries the payloads escaped, never as markup.
  const html = await (await page.request.get(`/proyectos/${slug}/app`)).text();
  expect(html).toContain('data-testid="app-runtime"');
  for (const raw of [PAYLOADS[0], PAYLOADS[1], ENTITY, TITLE_LABEL, OPTION])
    expect(html).not.toContain(raw);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The owner's view, then a visitor's (signed out).
    await page.goto(`/proyectos/${slug}/app`);
    await page.waitForLoadState('networkidle');
    await expectNoScriptRan(page, dialogs);
    // List: every title is text, the entity's labels too.
    for (const payload of PAYLOADS.slice(0, 12))
      await expect(
        page.getByTestId('record-card').filter({ hasText: payload }).first(),
      ).toBeVisible();
    await expect(page.locator('#entity-title')).toContainText(ENTITY_PLURAL);
    await page.screenshot({ path: `test-results/hardening-app-list-${width}.png` });
    // Detail: the title as a heading, the long text and the option as text.
    await page.getByTestId('record-card').filter({ hasText: PAYLOADS[1] }).first().click();
    const shown = page.getByTestId('record-detail');
    await expect(shown.getByRole('heading', { name: PAYLOADS[1] })).toBeVisible();
    await expect(shown).toContainText(PAYLOADS[5]);
    await expect(shown).toContainText(OPTION);
    await expect(shown).toContainText(TITLE_LABEL);
    await expectNoScriptRan(page, dialogs);
    await page.screenshot({ path: `test-results/hardening-app-detail-${width}.png` });
    // Form: the values are back in the inputs as typed, the labels as text.
    await shown.getByRole('button', { name: 'Editar' }).click();
    const form = page.getByTestId('record-form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox').first()).toHaveValue(PAYLOADS[1]);
    await expect(form).toContainText(TITLE_LABEL);
    await expect(form.locator('textarea').first()).toHaveValue(detail);
    await expectNoScriptRan(page, dialogs);
    await page.screenshot({ path: `test-results/hardening-app-form-${width}.png` });
  }
  await page.context().clearCookies();
  await page.goto(`/proyectos/${slug}/app`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('record-card').filter({ hasText: PAYLOADS[0] })).toBeVisible();
  await expectNoScriptRan(page, dialogs);
});

test('the sign-up form refuses a weak password in Spanish', async ({ page }) => {
  await page.goto('/registro');
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Correo electrónico').fill(`debil-${Date.now()}@example.com`);
  for (const weak of ['12345678', 'password', 'contraseña']) {
    await page.getByLabel('Contraseña').fill(weak);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText(/Esa contraseña es demasiado fácil de adivinar/)).toBeVisible();
    await expect(page).toHaveURL(/\/registro$/);
  }
  await page.screenshot({ path: 'test-results/hardening-weak-password-1280.png' });
  await page.getByLabel('Contraseña').fill('una-clave-de-verdad-7');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the pricing page says which payments mode runs', async ({ page }) => {
  await page.goto('/pricing');
  // The e2e server runs over http without Stripe: the local test checkout.
  await expect(page.locator('[data-payments-mode="local"]')).toHaveText(
    'Los pagos están en modo de prueba: ninguna compra genera cargos reales.',
  );
});
