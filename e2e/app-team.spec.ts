import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEVICES, freshPage, ownerApp } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Issue 38 §3, in Chromium: the owner invites a person to the app's team from the "Equipo"
// card of the project page (a bad email first: a Spanish error); that person signs up with
// the invited email, opens the app and sees and manages the records of a private list as
// the owner does; once removed, the list is private to them again. Desktop and phone;
// screenshots in /work/shots-team.

const SHOTS = '/work/shots-team';

const definition = {
  entities: [
    {
      key: 'salidas',
      label: 'Salida',
      rule: 'privada',
      fields: [
        { key: 'titulo', label: 'Título', type: 'text', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: false,
          options: ['Prevista', 'Hecha'],
        },
      ],
    },
  ],
};

for (const [device, width] of DEVICES) {
  test(`the owner invites a team member who manages a private list (${device})`, async ({
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
      name: 'Escuela de vela',
      slug: `vela-${device}-${Date.now()}`,
      definition,
    });
    const first = await page.request.post(`/api/apps/${project.id}/records/salidas`, {
      data: { data: { titulo: 'Salida del sábado', estado: 'Prevista' } },
      headers: { origin },
    });
    expect(first.status()).toBe(201);
    const appUrl = `/proyectos/${project.slug}/app`;
    const memberEmail = `e2e-monitora-${device}-${Date.now()}@example.com`;

    // The owner's "Equipo" card: a bad email is refused in Spanish, then the invitation.
    await page.goto(`/proyecto/${project.slug}`);
    const form = page.getByTestId('team-invite');
    await form.scrollIntoViewIfNeeded();
    await expect(page.getByText('Todavía no has invitado a nadie.')).toBeVisible();
    await form.getByLabel('Email').fill('monitora-sin-arroba');
    await form.getByRole('button', { name: 'Invitar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Escribe un email válido' }),
    ).toBeVisible();
    const card = form.locator('xpath=..');
    await card.screenshot({ path: `${SHOTS}/${device}-0-tarjeta-error.png` });
    await form.getByLabel('Email').fill(memberEmail.toUpperCase());
    await form
      .getByLabel('Rol')
      .selectOption({ label: 'Equipo: ve y gestiona todos los registros' });
    await form.getByRole('button', { name: 'Invitar' }).click();
    const members = page.getByTestId('team-members');
    await expect(members).toContainText(memberEmail);
    await expect(members).toContainText('Equipo: ve y gestiona todos los registros');
    await expect(page.getByText(`Has invitado a ${memberEmail} al equipo.`)).toBeVisible();
    await expect(page.getByText('1 de 50 personas')).toBeVisible();
    // Twice: a Spanish 409 in place.
    await form.getByLabel('Email').fill(memberEmail);
    await form.getByRole('button', { name: 'Invitar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `${memberEmail} ya forma parte del equipo.` }),
    ).toBeVisible();
    // The app's own word for the role.
    const words = page.getByTestId('team-words');
    await words.getByLabel('Nombre del rol «Equipo»').fill('Monitores');
    await words.getByRole('button', { name: 'Guardar nombres' }).click();
    await expect(members).toContainText('Monitores: ve y gestiona todos los registros');
    // The card's controls are named and readable (axe, serious and critical).
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="team-invite"]')
      .include('[data-testid="team-members"]')
      .include('[data-testid="team-words"]')
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );
    await members.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/${device}-1-tarjeta-equipo.png` });

    // The member signs up with that email (their ordinary account) and opens the app.
    const m = await freshPage(browser, baseURL ?? '', width);
    const signUp = await m.request.post('/api/auth/sign-up/email', {
      data: { name: 'Nuria Monitora', email: memberEmail, password: 'contraseña-e2e-1' },
      headers: { origin },
    });
    expect(signUp.status()).toBe(200);
    await m.goto(appUrl);
    await hydrate(m);
    await expect(m.getByTestId('team-bar')).toHaveText(
      'Formas parte de «Monitores» en esta app: ves y gestionas todos los registros.',
    );
    await expect(m.getByText('Salida del sábado')).toBeVisible();
    await expect(m.getByTestId('open-change-card')).toHaveCount(0);
    await shot(m, '2-el-equipo-ve-la-lista-privada');

    // Changes a record…
    await m.getByText('Salida del sábado').click();
    const detail = m.getByTestId('record-detail');
    await expect(
      detail.getByRole('heading', { name: 'Salida del sábado', exact: true }),
    ).toBeVisible();
    await detail.getByRole('button', { name: 'Editar' }).click();
    await m.getByLabel('Título *').fill('Salida del sábado (hecha)');
    await m.getByLabel('Estado').selectOption('Hecha');
    await m.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      m
        .getByTestId('record-detail')
        .getByRole('heading', { name: 'Salida del sábado (hecha)', exact: true }),
    ).toBeVisible();
    await shot(m, '3-el-equipo-edita');
    // …and adds one.
    await m.goto(appUrl);
    await hydrate(m);
    await m.getByTestId('add-record').click();
    await m.getByLabel('Título *').fill('Salida del domingo');
    await m.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      m
        .getByTestId('record-detail')
        .getByRole('heading', { name: 'Salida del domingo', exact: true }),
    ).toBeVisible();

    // The owner sees both.
    await page.goto(appUrl);
    await expect(page.getByText('Salida del sábado (hecha)')).toBeVisible();
    await expect(page.getByText('Salida del domingo')).toBeVisible();
    await shot(page, '4-la-duena-ve-lo-del-equipo');

    // Removed: the list is the owner's again.
    await page.goto(`/proyecto/${project.slug}`);
    await page.getByRole('button', { name: `Quitar a ${memberEmail} del equipo` }).click();
    await expect(page.getByText('Todavía no has invitado a nadie.')).toBeVisible();
    await m.goto(appUrl);
    await hydrate(m);
    await expect(m.getByText('Sección privada del dueño.')).toBeVisible();
    await expect(m.getByText('Salida del domingo')).toHaveCount(0);
    await expect(m.getByTestId('team-bar')).toHaveCount(0);
    await shot(m, '5-sin-equipo-ya-no-la-ve');
  });
}
