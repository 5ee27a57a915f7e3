import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { DEVICES, ownerApp } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Issue 39 item 3 and issue 38 item 7, in Chromium: the owner asks "Pide un cambio" for a mail
// on a list the app does not have («reservas» where it keeps «Citas»); the refusal offers
// "¿Querías decir…?" changes; one tap proposes the first through the same review, «Aplicar»
// makes a new version, and the app then mails on each new appointment. Desktop and phone;
// screenshots in /work/shots-39.

const SHOTS = '/work/shots-39';

const definition = {
  entities: [
    {
      key: 'clientes',
      label: 'Cliente',
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'email', label: 'Email', type: 'email', required: false },
      ],
    },
    {
      key: 'citas',
      label: 'Cita',
      rule: 'formulario',
      fields: [
        { key: 'fecha', label: 'Fecha', type: 'datetime', required: true },
        { key: 'cliente', label: 'Cliente', type: 'reference', required: false, ref: 'clientes' },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: false,
          options: ['Pedida', 'Confirmada'],
        },
      ],
    },
  ],
};

for (const [device, width] of DEVICES) {
  test(`a change not understood offers "¿Querías decir…?" and one tap proposes it (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    const origin = new URL(baseURL ?? '').origin;

    await login('Rita Dueña');
    const project = await ownerApp(page, origin, {
      name: 'Clínica de Rita',
      slug: `clinica-${device}-${Date.now()}`,
      definition,
      keepExamples: true,
    });

    await page.goto(`/proyecto/${project.slug}`);
    await hydrate(page);
    const card = page.getByTestId('change-card');
    await expect(card).toBeVisible();
    await card
      .getByLabel('Qué quieres cambiar')
      .fill('avísame por correo cuando llegue una reserva');
    await card.getByRole('button', { name: 'Proponer cambio' }).click();

    const refusal = card.getByTestId('change-refusal');
    await expect(refusal).toContainText('No he entendido la petición');
    const suggestions = refusal.getByTestId('change-suggestions');
    await expect(suggestions.getByText('¿Querías decir…?')).toBeVisible();
    const options = suggestions.getByRole('button');
    expect(await options.count()).toBeGreaterThanOrEqual(1);
    expect(await options.count()).toBeLessThanOrEqual(3);
    await expect(options.first()).toContainText(
      'Avisarte por email de cada registro nuevo de «Citas»',
    );
    const axe = await new AxeBuilder({ page }).include('[data-testid="change-card"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/${device}-1-querias-decir.png` });

    // One tap: the same review as any proposal, nothing changed yet.
    await options.first().click();
    const proposal = card.getByTestId('change-proposal');
    await expect(proposal).toBeVisible();
    await expect(proposal.getByRole('listitem')).toHaveText([
      'Avisarte por email de cada registro nuevo de «Citas»',
    ]);
    await expect(card.getByTestId('change-suggestions')).toHaveCount(0);
    await card.screenshot({ path: `${SHOTS}/${device}-2-propuesta.png` });
    const before = await page.request.get(`/api/apps/${project.id}/definition`);
    const citasBefore = ((await before.json()) as { definition: typeof definition }).definition
      .entities[1] as { notify?: unknown };
    expect(citasBefore.notify).toBeUndefined();

    await proposal.getByRole('button', { name: 'Aplicar' }).click();
    await expect(card.getByTestId('change-done')).toContainText('Cambio aplicado');
    const history = card.getByTestId('change-history').getByRole('listitem');
    await expect(history.first()).toContainText('avísame por correo cuando llegue una reserva');
    await card.screenshot({ path: `${SHOTS}/${device}-3-aplicado.png` });
    const after = await page.request.get(`/api/apps/${project.id}/definition`);
    const citas = (
      (await after.json()) as {
        definition: { entities: { key: string; notify?: unknown; rule: string }[] };
      }
    ).definition.entities.find((e) => e.key === 'citas');
    expect(citas).toMatchObject({
      rule: 'formulario',
      notify: { onCreate: true, onChangeOf: null },
    });

    // "Datos de la app" shows the mail switched on.
    const dataCard = page.getByRole('heading', { name: 'Datos de la app' }).locator('xpath=../..');
    await dataCard.getByRole('tab', { name: /Citas/ }).click();
    await expect(dataCard.getByLabel('Avisarme por email de cada registro nuevo')).toBeChecked();
    await dataCard.scrollIntoViewIfNeeded();
    await dataCard.getByTestId('entity-editor').screenshot({
      path: `${SHOTS}/${device}-4-datos-de-la-app.png`,
    });
  });
}
