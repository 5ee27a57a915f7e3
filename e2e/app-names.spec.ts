import type { Page } from '@playwright/test';
import { DEVICES, ownerApp, qaShots } from './app-setup.ts';
import { expect, test } from './fixtures.ts';

// Decision 0293, in Chromium: a record without text of its own (a repair with only its
// references, a date and a status) is named by what it points at wherever it is shown — its
// board card, its calendar entry, the «Reparación» dropdown of another list's form — as its
// list card already was: «Jorge Pérez · Orbea Alma», never «8 de diciembre de 2026». The
// server sends those titles with each page: no request per referenced record. Screenshots in
// QA_SHOTS_DIR.

const privada = (key: string, label: string, fields: object[], views: object = {}) => ({
  key,
  label,
  rule: 'privada',
  fields,
  views,
});
const ref = (key: string, label: string, to: string, required = true) => ({
  key,
  label,
  type: 'reference',
  required,
  ref: to,
});

const definition = {
  entities: [
    privada(
      'reparaciones',
      'Reparación',
      [
        ref('cliente', 'Cliente', 'clientes'),
        ref('bici', 'Bicicleta', 'bicis', false),
        { key: 'entrada', label: 'Entrada', type: 'date', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: true,
          options: ['Recibida', 'En reparación', 'Lista'],
        },
      ],
      { board: { statusField: 'estado' }, calendar: { dateField: 'entrada' } },
    ),
    privada('clientes', 'Cliente', [
      { key: 'nombre', label: 'Nombre', type: 'text', required: true },
    ]),
    privada('bicis', 'Bicicleta', [
      { key: 'modelo', label: 'Modelo', type: 'text', required: true },
      ref('dueno', 'Cliente', 'clientes', false),
    ]),
    privada('piezas', 'Pieza', [
      { key: 'nombre', label: 'Pieza', type: 'text', required: true },
      ref('reparacion', 'Reparación', 'reparaciones'),
    ]),
  ],
};

const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

for (const [device, width] of DEVICES) {
  test(`a record without text is named by its references on the board, the calendar and a dropdown (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const shots = qaShots();
    const shot = (p: Page, name: string) =>
      p.screenshot({ path: `${shots}/nombres-${device}-${name}.png`, fullPage: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Marta Lozano');
    const project = await ownerApp(page, origin, {
      name: 'Reparaciones en orden',
      slug: `bicis-${device}-${Date.now()}`,
      definition,
    });
    const add = async (entity: string, data: Record<string, string>) => {
      const res = await page.request.post(`/api/apps/${project.id}/records/${entity}`, {
        data: { data },
        headers: { origin },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { record: { id: string } }).record.id;
    };
    const jorge = await add('clientes', { nombre: 'Jorge Pérez' });
    const ana = await add('clientes', { nombre: 'Ana Ruiz' });
    const orbea = await add('bicis', { modelo: 'Orbea Alma', dueno: jorge });
    const trek = await add('bicis', { modelo: 'Trek Marlin', dueno: ana });
    // Two repairs that come in the same day: only their references tell them apart.
    const today = day(new Date());
    await add('reparaciones', { cliente: jorge, bici: orbea, entrada: today, estado: 'Recibida' });
    await add('reparaciones', { cliente: ana, bici: trek, entrada: today, estado: 'Lista' });

    // Every request for one referenced record, while the board, the calendar and the form load.
    const oneByOne: string[] = [];
    page.on('request', (req) => {
      if (/\/records\/(clientes|bicis)\/[^/?]+$/.test(new URL(req.url()).pathname))
        oneByOne.push(req.url());
    });

    const appUrl = `/proyectos/${project.slug}/app`;
    // The list's cards, named as before (by the records they point at), now with the titles the
    // server sent: before, one request per customer and per bike on the page.
    await page.goto(appUrl);
    await expect(
      page.getByTestId('record-card').filter({ hasText: 'Jorge Pérez · Orbea Alma' }),
    ).toBeVisible();
    await page.goto(`${appUrl}?vista=tablero`);
    const board = page.getByTestId('board');
    await expect(board).toBeVisible();
    const cards = board.getByTestId('board-card');
    await expect(cards.filter({ hasText: 'Jorge Pérez · Orbea Alma' })).toBeVisible();
    await expect(
      page.locator('[data-board-column="Lista"]').getByTestId('board-card'),
    ).toContainText('Ana Ruiz · Trek Marlin');
    // Never the entry date, which both share.
    await expect(cards.filter({ hasText: /de 20\d\d/ })).toHaveCount(0);
    await expect(
      cards.filter({ hasText: 'Jorge Pérez' }).getByTestId('move-handle'),
    ).toHaveAccessibleName('Mover «Jorge Pérez · Orbea Alma» a otra columna');
    await shot(page, '1-tablero');

    await page.goto(`${appUrl}?vista=calendario`);
    const calendar = page.getByTestId('calendar');
    await expect(calendar.getByRole('button', { name: 'Jorge Pérez · Orbea Alma' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'Ana Ruiz · Trek Marlin' })).toBeVisible();
    await shot(page, '2-calendario');

    // Another list's form: the «Reparación» dropdown names each repair the same way.
    await page.goto(`${appUrl}?seccion=piezas`);
    await page.getByRole('button', { name: 'Añadir Pieza' }).click();
    const select = page.getByTestId('record-form').getByLabel('Reparación *');
    const either = /^(Jorge Pérez · Orbea Alma|Ana Ruiz · Trek Marlin)$/;
    await expect(select.locator('option')).toHaveText(['Elige…', either, either]);
    await expect(select.locator('option', { hasText: 'Jorge Pérez · Orbea Alma' })).toHaveCount(1);
    await select.selectOption({ label: 'Ana Ruiz · Trek Marlin' });
    await shot(page, '3-desplegable');
    expect(oneByOne).toEqual([]);
  });
}
