import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEVICES, freshPage, ownerApp } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Issue 38 (first slice), in Chromium: a `formulario` entity open to visitors without an
// account. One sends a booking and gets a private link that shows it back; another visitor
// sees only the form; a signed-in member sees only their own; the owner sees all, and the
// "Datos de la app" card names the rules; a member of the team sees every booking too; when
// the owner confirms a member's booking, the member gets a mail. «Estado» is set by the team
// only (`teamOnly`, decision 0270): the visitors' form has no such control, the owner's has, and
// the member reads it on her booking. Desktop and phone; screenshots in /tmp/shots.

/** The outbox's mail to `to` that says `text` (quoted-printable soft breaks undone). */
function outboxMail(to: string, text: string): string {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return (
      readdirSync(outbox)
        .map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
        .find((raw) => raw.includes(`To: ${to}`) && raw.includes(text)) ?? ''
    );
  } catch {
    return '';
  }
}

const SHOTS = '/tmp/shots/app-rules';

const definition = {
  entities: [
    {
      key: 'reservas',
      label: 'Reserva',
      rule: 'formulario',
      anonymous: true,
      notify: { onCreate: true, onChangeOf: 'estado' },
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: false,
          options: ['Pendiente', 'Confirmada'],
          teamOnly: true,
        },
      ],
    },
  ],
};

for (const [device, width] of DEVICES) {
  test(`a booking form open to visitors without an account (${device})`, async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    const shot = (p: Page, name: string) =>
      p.screenshot({ path: `${SHOTS}/${device}-${name}.png`, fullPage: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });

    await login('Olga Dueña');
    const project = await ownerApp(page, origin, {
      name: 'Reservas del taller',
      slug: `reservas-${device}-${Date.now()}`,
      definition,
    });
    const appUrl = `/proyectos/${project.slug}/app`;

    // A visitor without an account: the form, then the private link to what they sent.
    const a = await freshPage(browser, baseURL ?? '', width);
    await a.goto(appUrl);
    await hydrate(a);
    const form = a.getByTestId('record-form');
    await expect(form).toBeVisible();
    await form.getByLabel('Nombre *').fill('Marta, sábado a las 10');
    // The team's «Estado» is not the visitor's to set.
    await expect(form.getByLabel('Estado')).toHaveCount(0);
    await shot(a, '1-formulario-sin-cuenta');
    await form.getByRole('button', { name: 'Guardar' }).click();
    const sent = a.getByTestId('record-sent');
    await expect(sent).toContainText('Enviado. Lo hemos recibido.');
    const link = sent.getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/registro=[^&#]+#clave=[A-Za-z0-9_-]{43}$/);
    await shot(a, '2-enlace-privado');
    await a.goto(href);
    await hydrate(a);
    await expect(
      a
        .getByTestId('record-detail')
        .getByRole('heading', { name: 'Marta, sábado a las 10', exact: true }),
    ).toBeVisible();
    await shot(a, '3-lo-enviado');

    // Another visitor without an account: the form, never Marta's booking.
    const b = await freshPage(browser, baseURL ?? '', width);
    await b.goto(appUrl);
    await hydrate(b);
    await expect(b.getByTestId('record-form')).toBeVisible();
    await expect(b.getByText('Marta, sábado a las 10')).toHaveCount(0);
    // Without the token, the link's record is not there.
    await b.goto(href.replace(/#.*$/, ''));
    await hydrate(b);
    await expect(b.getByText('Marta, sábado a las 10')).toHaveCount(0);

    // A signed-in member: their own booking only, with a note that says so.
    const c = await freshPage(browser, baseURL ?? '', width);
    const carmen = `e2e-reglas-${device}-${Date.now()}@example.com`;
    const signUp = await c.request.post('/api/auth/sign-up/email', {
      data: {
        name: 'Carmen Socia',
        email: carmen,
        password: 'contraseña-e2e-1',
      },
      headers: { origin },
    });
    expect(signUp.status()).toBe(200);
    const mine = await c.request.post(`/api/apps/${project.id}/records/reservas`, {
      data: { data: { nombre: 'Carmen, domingo' } },
      headers: { origin },
    });
    expect(mine.status()).toBe(201);
    await c.goto(appUrl);
    await hydrate(c);
    await expect(c.getByTestId('scope-note')).toHaveText(
      'Solo ves los registros de reservas que has enviado tú.',
    );
    await expect(c.getByText('Carmen, domingo')).toBeVisible();
    await expect(c.getByText('Marta, sábado a las 10')).toHaveCount(0);
    await shot(c, '4-solo-lo-mio');

    // The owner sees every booking; the card names the rule.
    await page.goto(appUrl);
    await expect(page.getByText('Marta, sábado a las 10')).toBeVisible();
    await expect(page.getByText('Carmen, domingo')).toBeVisible();
    await shot(page, '5-la-duena-lo-ve-todo');

    // A member of the team sees every booking too.
    const monitor = `e2e-equipo-${device}-${Date.now()}@example.com`;
    const invited = await page.request.post(`/api/apps/${project.id}/team`, {
      data: { email: monitor, role: 'equipo' },
      headers: { origin },
    });
    expect(invited.status()).toBe(201);
    const t = await freshPage(browser, baseURL ?? '', width);
    const teamSignUp = await t.request.post('/api/auth/sign-up/email', {
      data: { name: 'Toni Monitor', email: monitor, password: 'contraseña-e2e-1' },
      headers: { origin },
    });
    expect(teamSignUp.status()).toBe(200);
    await t.goto(appUrl);
    await hydrate(t);
    await expect(t.getByText('Marta, sábado a las 10')).toBeVisible();
    await expect(t.getByText('Carmen, domingo')).toBeVisible();
    await shot(t, '5b-el-equipo-lo-ve-todo');

    // The owner confirms Carmen's booking: Carmen gets a mail saying so.
    await page.getByText('Carmen, domingo').click();
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByTestId('record-form').getByLabel('Estado').selectOption('Confirmada');
    await page.getByTestId('record-form').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect
      .poll(() => outboxMail(carmen, 'Estado es ahora =C2=ABConfirmada=C2=BB'), { timeout: 10_000 })
      // A visitor's own words are never in a mail: «Lo que enviaste en…», not named.
      .toContain('Lo que enviaste en');
    // Carmen reads, on her booking, the status the owner set.
    await c.goto(appUrl);
    await hydrate(c);
    await c.getByText('Carmen, domingo').click();
    await expect(c.getByTestId('record-detail')).toContainText('Confirmada');
    await page.goto(`/proyecto/${project.slug}`);
    const dataCard = page.getByRole('heading', { name: 'Datos de la app' }).locator('xpath=../..');
    await expect(dataCard.getByLabel('Quién puede escribir')).toHaveValue('formulario');
    await expect(dataCard.getByLabel('Quién puede escribir').locator('option:checked')).toHaveText(
      'Formulario: los visitantes envían y cada uno ve solo lo suyo; tú lo ves todo',
    );
    await expect(
      dataCard.getByLabel('También sin cuenta (cada envío recibe un enlace privado)'),
    ).toBeChecked();
    await dataCard.scrollIntoViewIfNeeded();
    await shot(page, '6-datos-de-la-app');
  });
}
