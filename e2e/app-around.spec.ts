import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEVICES, ownerApp, qaShots } from './app-setup.ts';
import { expect, test } from './fixtures.ts';

// Issue 38 §4, in Chromium: the records around a record. A hive's detail lists its
// inspections (title and key values, each a link), adds up their kilos, and its «Añadir»
// opens the inspection form with the hive already chosen; the new inspection appears on the
// hive's detail and the sum grows. Desktop and phone; screenshots in /work/shots-around.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots-around';

const definition = {
  entities: [
    {
      key: 'colmenas',
      label: 'Colmena',
      rule: 'catalogo',
      totals: [
        { from: 'revisiones', via: 'colmena', label: 'Revisiones' },
        { from: 'revisiones', via: 'colmena', field: 'kilos', label: 'Kilos de miel' },
        { from: 'revisiones', via: 'colmena', field: 'coste', label: 'Gasto en tratamientos' },
      ],
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'ubicacion', label: 'Ubicación', type: 'text', required: false },
      ],
    },
    {
      key: 'revisiones',
      label: 'Revisión',
      labelPlural: 'Revisiones',
      rule: 'catalogo',
      fields: [
        { key: 'resumen', label: 'Resumen', type: 'text', required: true },
        { key: 'colmena', label: 'Colmena', type: 'reference', required: true, ref: 'colmenas' },
        { key: 'fecha', label: 'Fecha', type: 'date', required: false },
        { key: 'kilos', label: 'Kilos', type: 'number', required: false },
        { key: 'coste', label: 'Coste', type: 'money', required: false },
      ],
    },
    // A many-to-many: who looks after which hive, through a join list with no text of its own.
    {
      key: 'apicultores',
      label: 'Apicultor',
      labelPlural: 'Apicultores',
      rule: 'catalogo',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
    {
      key: 'asignaciones',
      label: 'Asignación',
      labelPlural: 'Asignaciones',
      rule: 'catalogo',
      fields: [
        {
          key: 'apicultor',
          label: 'Apicultor',
          type: 'reference',
          required: true,
          ref: 'apicultores',
        },
        { key: 'colmena', label: 'Colmena', type: 'reference', required: true, ref: 'colmenas' },
        { key: 'desde', label: 'Desde', type: 'date', required: false },
      ],
    },
  ],
};

for (const [device, width] of DEVICES) {
  test(`a hive lists its inspections, adds up the kilos and adds one with the hive filled (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    const shot = (p: Page, name: string) =>
      p.screenshot({ path: `${SHOTS}/${device}-${name}.png`, fullPage: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });

    await login('Rosa Apicultora');
    const project = await ownerApp(page, origin, {
      name: 'Mi colmenar',
      slug: `colmenar-${device}-${Date.now()}`,
      definition,
    });
    const post = async (entity: string, data: Record<string, unknown>) => {
      const res = await page.request.post(`/api/apps/${project.id}/records/${entity}`, {
        data: { data },
        headers: { origin },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { record: { id: string } }).record.id;
    };
    const hive = await post('colmenas', { nombre: 'Colmena del roble', ubicacion: 'Ladera norte' });
    const other = await post('colmenas', { nombre: 'Colmena del pino' });
    const empty = await post('colmenas', { nombre: 'Colmena nueva' });
    await post('revisiones', {
      resumen: 'Reina vista, cría sana',
      colmena: hive,
      fecha: '2026-05-02',
      kilos: 12.5,
      coste: 8,
    });
    await post('revisiones', {
      resumen: 'Cosecha de primavera',
      colmena: hive,
      fecha: '2026-06-10',
      kilos: 18,
      coste: 4.5,
    });
    await post('revisiones', { resumen: 'Otra colmena', colmena: other, kilos: 30 });

    const keeper = await post('apicultores', { nombre: 'Rosa Martín' });
    await post('asignaciones', { apicultor: keeper, colmena: hive, desde: '2026-03-01' });
    await post('asignaciones', { apicultor: keeper, colmena: other });

    const appUrl = `/proyectos/${project.slug}/app`;
    await page.goto(`${appUrl}?seccion=colmenas&registro=${hive}`);
    const detail = page.getByTestId('record-detail');
    await expect(
      detail.getByRole('heading', { name: 'Colmena del roble', exact: true }),
    ).toBeVisible();
    // The totals, with Spanish formatting: 30,5 kilos, 12,50 €.
    const totals = detail.getByTestId('record-totals');
    await expect(totals).toContainText('Revisiones');
    await expect(totals.getByTestId('record-total')).toHaveText(['2', '30,5', '12,50 €']);
    const related = detail.getByTestId('related').filter({ hasText: 'Revisiones de' });
    await expect(
      related.getByRole('heading', { name: 'Revisiones de «Colmena del roble»' }),
    ).toBeVisible();
    await expect(related.getByTestId('related-record')).toHaveCount(2);
    await expect(related).toContainText('Cosecha de primavera');
    await expect(related).toContainText('Reina vista, cría sana');
    await expect(related).not.toContainText('Otra colmena');
    // The join list on the hive's side names the keeper, never an id.
    const keepers = detail.getByTestId('related').filter({ hasText: 'Asignaciones de' });
    await expect(keepers.getByTestId('related-record')).toHaveCount(1);
    await expect(keepers.getByTestId('related-record')).toContainText('Rosa Martín');
    await expect(keepers).toContainText('Desde: 1 de marzo de 2026');
    await shot(page, '1-colmena-con-revisiones');

    // «Añadir Revisión»: the form with the hive already chosen.
    await related.getByTestId('related-add').click();
    const form = page.getByTestId('record-form');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Colmena *')).toHaveValue(hive);
    await expect(form.getByLabel('Colmena *').locator('option:checked')).toHaveText(
      'Colmena del roble',
    );
    await form.getByLabel('Resumen *').fill('Tratamiento contra varroa');
    await form.getByLabel('Kilos').fill('2.5');
    await shot(page, '2-anadir-revision-con-la-colmena');
    await form.getByRole('button', { name: 'Guardar' }).click();

    // Back on the hive: three inspections and the sum grown.
    await expect(
      detail.getByRole('heading', { name: 'Colmena del roble', exact: true }),
    ).toBeVisible();
    await expect(related.getByTestId('related-record')).toHaveCount(3);
    await expect(totals.getByTestId('record-total')).toHaveText(['3', '33', '12,50 €']);
    await shot(page, '3-colmena-con-la-nueva-revision');

    // Another hive: only its own inspection counts.
    await page.goto(`${appUrl}?seccion=colmenas&registro=${other}`);
    await expect(
      detail.getByRole('heading', { name: 'Colmena del pino', exact: true }),
    ).toBeVisible();
    await expect(totals.getByTestId('record-total')).toHaveText(['1', '30', '0,00 €']);
    // A hive with none: the empty state in Spanish, the totals at 0.
    await page.goto(`${appUrl}?seccion=colmenas&registro=${empty}`);
    await expect(detail.getByRole('heading', { name: 'Colmena nueva', exact: true })).toBeVisible();
    await expect(totals.getByTestId('record-total')).toHaveText(['0', '0', '0,00 €']);
    await expect(related).toContainText('Todavía no hay revisiones de «Colmena nueva».');
    await shot(page, '4-colmena-sin-revisiones');

    // An inspection links back to its hive by name; clicking one in the list opens it.
    await page.goto(`${appUrl}?seccion=colmenas&registro=${hive}`);
    await related.getByRole('button', { name: /Cosecha de primavera/ }).click();
    await expect(
      page
        .getByTestId('record-detail')
        .getByRole('heading', { name: 'Cosecha de primavera', exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('record-detail')).toContainText('Colmena del roble');
    await shot(page, '5-una-revision');

    // And on the keeper's side, the hives she looks after, by name.
    await page.goto(`${appUrl}?seccion=apicultores&registro=${keeper}`);
    const hives = detail.getByTestId('related').filter({ hasText: 'Asignaciones de' });
    await expect(hives.getByTestId('related-record')).toHaveCount(2);
    await expect(hives).toContainText('Colmena del roble');
    await expect(hives).toContainText('Colmena del pino');
    await shot(page, '6-apicultora-con-sus-colmenas');

    // «Datos de la app»: the owner adds a total (a count, named by them) and it shows.
    await page.goto(`/proyecto/${project.slug}`);
    const card = page.getByTestId('totals-editor');
    await expect(card).toContainText('Kilos de miel: suma de «Kilos» de Revisiones');
    await card.getByLabel('Qué calcula').selectOption({ label: 'Contar los registros' });
    await card.getByLabel('Nombre del total').fill('Visitas');
    await card.getByRole('button', { name: 'Añadir un total' }).click();
    await expect(card).toContainText('Visitas: cuenta de Revisiones');
    await card
      .locator('xpath=..')
      .screenshot({ path: `${SHOTS}/${device}-7-datos-de-la-app-totales.png` });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Definición guardada.')).toBeVisible();
    await page.goto(`${appUrl}?seccion=colmenas&registro=${hive}`);
    await expect(totals.getByTestId('record-total')).toHaveText(['3', '33', '12,50 €', '3']);
    await expect(totals).toContainText('Visitas');
  });
}

// A booking is named by its court first, then the name it must have («Pista 2 · Lucía»): its
// payments' heading names it the same way as its own heading does, not by «Lucía» alone.
for (const [device, width] of DEVICES) {
  test(`a booking's payments are headed by the booking's own name (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    const QA_SHOTS = qaShots();
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Iker del club');
    const project = await ownerApp(page, origin, {
      name: 'Club de pádel',
      slug: `padel-${device}-${Date.now()}`,
      definition: {
        entities: [
          {
            key: 'pistas',
            label: 'Pista',
            rule: 'catalogo',
            fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
          },
          {
            key: 'reservas',
            label: 'Reserva',
            rule: 'catalogo',
            fields: [
              { key: 'pista', label: 'Pista', type: 'reference', required: true, ref: 'pistas' },
              { key: 'nombre', label: 'Nombre', type: 'text', required: true },
              { key: 'hora', label: 'Hora', type: 'datetime', required: false },
            ],
          },
          {
            key: 'pagos',
            label: 'Pago',
            rule: 'catalogo',
            fields: [
              { key: 'concepto', label: 'Concepto', type: 'text', required: true },
              {
                key: 'reserva',
                label: 'Reserva',
                type: 'reference',
                required: true,
                ref: 'reservas',
              },
              { key: 'importe', label: 'Importe', type: 'money', required: false },
            ],
          },
        ],
      },
    });
    const post = async (entity: string, data: Record<string, unknown>) => {
      const res = await page.request.post(`/api/apps/${project.id}/records/${entity}`, {
        data: { data },
        headers: { origin },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { record: { id: string } }).record.id;
    };
    const court = await post('pistas', { nombre: 'Pista 2' });
    const booking = await post('reservas', {
      pista: court,
      nombre: 'Lucía',
      hora: '2026-05-04T10:00',
    });
    await post('pagos', { concepto: 'Alquiler de palas', reserva: booking, importe: 4 });

    await page.goto(`/proyectos/${project.slug}/app?seccion=reservas&registro=${booking}`);
    const detail = page.getByTestId('record-detail');
    await expect(
      detail.getByRole('heading', { name: 'Pista 2 · Lucía', exact: true }),
    ).toBeVisible();
    const payments = detail.getByTestId('related').filter({ hasText: 'Pagos de' });
    await expect(
      payments.getByRole('heading', { name: 'Pagos de «Pista 2 · Lucía»', exact: true }),
    ).toBeVisible();
    await expect(payments.getByTestId('related-record')).toContainText('Alquiler de palas');
    await page.screenshot({
      path: `${QA_SHOTS}/titulo-relacionados-${device}.png`,
      fullPage: true,
    });
  });
}
