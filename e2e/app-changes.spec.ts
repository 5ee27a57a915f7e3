import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEVICES, freshPage } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Issue 27, end to end in Chromium: an idea becomes a launched app; a visitor has it open in a
// second browser; the owner asks for three changes in Spanish (a rule, a colour, a field) —
// on the control panel on desktop, in the owner's view of the app on a phone — each shows its
// summary, is applied, and reaches the visitor's page without a reload; «Deshacer» brings the
// removed field and its values back. Screenshots in /tmp/changes-api-shots.

const SHOTS = '/tmp/changes-api-shots';
// A neighbours' lost-and-found board: the engine lets anyone signed in post (decision 0244),
// and step 1 makes adding the owner's only.
const IDEA = 'Una app para publicar en el barrio los objetos perdidos y encontrados con foto';

/** A visitor with an account of their own, in a browser context of their own. */
async function visitorPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const page = await freshPage(browser, baseURL, width);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Carla Visitante',
      email: `e2e-${randomBytes(5).toString('hex')}@example.com`,
      password: 'contraseña-e2e-1',
    },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status()).toBe(200);
  return page;
}

/** Asks for a change on the card and checks the summary it shows before anything changes. */
async function ask(card: Locator, instruction: string, summary: string) {
  await card.getByLabel('Qué quieres cambiar').fill(instruction);
  await card.getByRole('button', { name: 'Proponer cambio' }).click();
  const proposal = card.getByTestId('change-proposal');
  await expect(proposal).toBeVisible();
  await expect(proposal.getByRole('listitem')).toHaveText([summary]);
  return proposal;
}

for (const [device, width] of DEVICES) {
  test(`the owner changes the running app by asking, and undoes it (${device})`, async ({
    page,
    login,
    browser,
    baseURL,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    const shot = (p: Page, name: string) =>
      p.screenshot({ path: `${SHOTS}/${device}-${name}.png`, fullPage: true });
    const cardShot = (name: string) =>
      page.getByTestId('change-card').screenshot({ path: `${SHOTS}/${device}-${name}.png` });
    /** axe on the card alone: no violation of any impact. */
    const cardAccessible = async () => {
      const results = await new AxeBuilder({ page })
        .include('[data-testid="change-card"]')
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    const origin = new URL(baseURL ?? '').origin;

    // Generate → the project is saved and launched. The owner is on a paid plan: the Free
    // plan's five messages a day would not cover the generation and five proposals.
    await login('Alba Owner');
    const plans = (await (await page.request.get('/api/plans')).json()) as {
      plans: { name: string; priceId: string }[];
    };
    const pro = plans.plans.find((p) => p.name === 'Pro')!;
    const checkout = await page.request.post('/api/functions/stripe-checkout', {
      data: { priceId: pro.priceId, planName: 'Pro' },
      headers: { origin },
    });
    const checkoutId = ((await checkout.json()) as { url: string }).url.split('/').at(-1);
    const paid = await page.request.post(`/api/billing/local-checkout/${checkoutId}/complete`, {
      data: {},
      headers: { origin },
    });
    expect(paid.status()).toBe(200);
    await page.goto('/create');
    await page.getByLabel('Describe tu idea de app').fill(IDEA);
    await page.getByRole('button', { name: 'Generar' }).click();
    const result = page.getByTestId('result-card');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await result.getByRole('link', { name: 'Abrir panel del proyecto' }).click();
    await page.waitForURL(/\/proyecto\/[^/]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    const info = await page.request.get(`/api/apps/by-slug/${slug}`);
    const { app } = (await info.json()) as { app: { projectId: string } };
    // A record whose description the field removal will hide and «Deshacer» bring back.
    const created = await page.request.post(`/api/apps/${app.projectId}/records/objetos`, {
      data: {
        data: {
          titulo: 'Bicicleta azul',
          categoria: 'Otro',
          fecha_hallazgo: '2026-11-30',
          lugar: 'Parque del barrio',
          estado: 'Guardado',
          descripcion: 'Encontrada junto al parque',
        },
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);

    // The visitor has the app open in a second browser: the neighbours' board lets anyone add.
    const v = await visitorPage(browser, baseURL ?? '', width);
    await v.goto(`/proyectos/${slug}/app?seccion=objetos`);
    await hydrate(v);
    await expect(v.getByRole('button', { name: /Bicicleta azul/ }).first()).toBeVisible();
    await expect(v.getByTestId('add-record')).toBeVisible();
    // A mark on this document: a reload would lose it.
    await v.evaluate(() => {
      (window as unknown as { sinRecargar: boolean }).sinRecargar = true;
    });

    // Where the owner asks: the control panel (desktop) or the owner's view of the app (phone).
    if (device === 'movil') {
      await page.goto(`/proyectos/${slug}/app`);
      await page.getByTestId('open-change-card').click();
      await page.screenshot({ path: `${SHOTS}/${device}-0-vista-del-dueno.png` });
    }
    const card = page.getByTestId('change-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('change-history').getByRole('listitem')).toHaveCount(1);

    // Not understood: the answer says so, with examples, and nothing changes.
    await card.getByLabel('Qué quieres cambiar').fill('<b>haz</b> que sea mágica');
    await card.getByRole('button', { name: 'Proponer cambio' }).click();
    const refusal = card.getByTestId('change-refusal');
    await expect(refusal).toContainText('No he entendido la petición');
    await expect(refusal).toContainText('Por ejemplo:');
    // The markup typed is never drawn as markup.
    await expect(refusal).toContainText('haz');
    await expect(refusal.locator('b')).toHaveCount(0);
    await cardShot('1-no-entendido');
    await cardAccessible();

    // Markup in a quoted name is read as a name and shown as text; «Descartar» drops it.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const hostile = await ask(
      card,
      'añade el campo «<img src=x onerror=alert(1)>» a los objetos',
      'Añadir el campo «<img src=x onerror=alert(1)>» (texto) a «Objeto»',
    );
    await expect(hostile.locator('img')).toHaveCount(0);
    await hostile.getByRole('button', { name: 'Descartar' }).click();
    await expect(card.getByTestId('change-proposal')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // 1. A rule: only the owner adds objects now; the visitor's button goes.
    let proposal = await ask(
      card,
      'que solo yo pueda añadir objetos',
      'Solo tú podrás añadir en «Objetos»; los demás podrán ver la lista',
    );
    await cardShot('2-propuesta');
    await cardAccessible();
    await expectAccessible();
    await proposal.getByRole('button', { name: 'Aplicar' }).click();
    await expect(card.getByTestId('change-done')).toContainText('versión 2');
    await expect(v.getByTestId('add-record')).toHaveCount(0);
    await shot(v, '2-solo-la-duena-anade');
    // The visitor opens the record (in the page, no reload).
    await v
      .getByRole('button', { name: /Bicicleta azul/ })
      .first()
      .click();
    const detail = v.getByTestId('record-detail');
    await expect(detail.getByText('Encontrada junto al parque')).toBeVisible();

    // 2. A colour: the visitor's app is drawn in green.
    proposal = await ask(
      card,
      'pon el color principal en verde',
      'Cambiar el color principal a verde (#16a34a)',
    );
    await proposal.getByRole('button', { name: 'Aplicar' }).click();
    await expect(card.getByTestId('change-done')).toContainText('versión 3');
    await expect(v.getByTestId('app-runtime')).toHaveAttribute('style', /--app-primary:\s*#16a34a/);

    // 3. A field: removing it asks for confirmation; the visitor stops seeing its value.
    proposal = await ask(
      card,
      'quita la descripción de los objetos',
      'Quitar el campo «Descripción» de «Objeto» y sus valores',
    );
    await expect(proposal).toContainText('restaurando la versión anterior vuelven');
    await proposal.getByRole('button', { name: 'Aplicar' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Aplicar un cambio que quita datos?');
    await confirm.getByRole('button', { name: 'Sí, aplicar' }).click();
    await expect(card.getByTestId('change-done')).toContainText('versión 4');
    await expect(detail.getByText('Encontrada junto al parque')).toHaveCount(0);
    await expect(
      detail.getByRole('heading', { name: 'Bicicleta azul', exact: true }),
    ).toBeVisible();
    await shot(v, '3-visitante-sin-descripcion');

    // The history lists the versions, newest first, with the instruction and the date.
    const history = card.getByTestId('change-history').getByRole('listitem');
    await expect(history).toHaveCount(4);
    await expect(history.first()).toContainText('Versión 4');
    await expect(history.first()).toContainText('quita la descripción de los objetos');
    await expect(history.first()).toContainText(/\d{4}/);
    await cardShot('4-historial');

    // «Deshacer»: version 5 is version 3 again, and the description comes back for the visitor.
    await card.getByRole('button', { name: 'Deshacer' }).click();
    await expect(card.getByTestId('change-done')).toContainText(
      'Restaurada la versión 3: ahora es la versión 5.',
    );
    await expect(detail.getByText('Encontrada junto al parque')).toBeVisible();
    await expect(v.getByTestId('app-runtime')).toHaveAttribute('style', /--app-primary:\s*#16a34a/);
    await expect(history.first()).toContainText('Restauración de la versión 3');
    await shot(v, '5-visitante-tras-deshacer');
    await cardShot('5-deshacer');
    // The visitor's page was never reloaded.
    expect(
      await v.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar),
    ).toBe(true);
    await expectAccessible();

    // Another tab applies a change first: this one gets the conflict message, nothing else.
    await ask(card, 'usa el tema oscuro', 'Usar el tema oscuro');
    const other = await page.request.post(`/api/apps/${app.projectId}/changes`, {
      data: { instruction: 'pon el color secundario en azul' },
      headers: { origin },
    });
    const { change } = (await other.json()) as { change: { id: string } };
    const otherApply = await page.request.post(
      `/api/apps/${app.projectId}/changes/${change.id}/apply`,
      { data: {}, headers: { origin } },
    );
    expect(otherApply.status()).toBe(200);
    await card.getByTestId('change-proposal').getByRole('button', { name: 'Aplicar' }).click();
    await expect(card.getByTestId('change-error')).toContainText('Tu app ha cambiado');
    await expect(card.getByTestId('change-proposal')).toHaveCount(0);
    await expect(history.first()).toContainText('Versión 6');
    await cardShot('6-conflicto');

    if (device === 'escritorio') {
      // A manual save on the design card is a version too, and the history shows it at once.
      const designCard = page
        .getByRole('heading', { name: 'Personalizar Diseño' })
        .locator('xpath=../..');
      await designCard.getByLabel('Tema').selectOption('classic');
      await designCard.getByRole('button', { name: 'Guardar diseño' }).click();
      await expect(history.first()).toContainText('Versión 7');
      await expect(history.first()).toContainText('Cambio hecho a mano en el diseño');
    }
    await v.context().close();
  });
}
