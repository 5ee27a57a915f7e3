import type { Locator, Page } from '@playwright/test';
import { DEVICES, freshPage, ownerApp, qaShots } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Decision 0291, in Chromium: the running app's cards say the record's status and key date
// (a deadline past is said «Fuera de plazo»), and the board's cards move between columns by
// dragging their handle (the mouse on a desktop, a finger on a phone) or from the keyboard with
// «Mover a…». A move is saved (it is there after a reload), another person sees it live, goes
// back with a toast when it cannot be saved, and a person who may not change the record has no
// handle (and the server refuses the change anyway). Screenshots in QA_SHOTS_DIR.

const definition = {
  entities: [
    {
      key: 'videos',
      label: 'Vídeo',
      rule: 'publica',
      fields: [
        { key: 'titulo', label: 'Título', type: 'text', required: true },
        {
          key: 'canal',
          label: 'Red o canal',
          type: 'choice',
          required: false,
          options: ['YouTube', 'TikTok', 'Instagram'],
        },
        { key: 'plazo', label: 'Fecha límite', type: 'date', required: false },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: true,
          options: ['Idea', 'Guion', 'En producción', 'Publicado'],
        },
      ],
      views: { board: { statusField: 'estado' }, calendar: { dateField: 'plazo' } },
    },
  ],
};

const column = (page: Page, name: string) => page.locator(`[data-board-column="${name}"]`);
const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId('board-card').filter({ hasText: title });

type Point = { x: number; y: number };

/**
 * A drag with the mouse, in steps, from the centre of `from` to the point `to`; `held` runs
 * while the card is held over it.
 */
async function mouseDrag(page: Page, from: Locator, to: Point, held: () => Promise<unknown>) {
  const box = await from.boundingBox();
  if (!box) throw new Error('no handle');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await held();
  await page.mouse.up();
}

/** A drag with a finger (touch events through the browser's own input), in steps. */
async function touchDrag(page: Page, from: Locator, to: Point, held: () => Promise<unknown>) {
  const box = await from.boundingBox();
  if (!box) throw new Error('no handle');
  const cdp = await page.context().newCDPSession(page);
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: x0, y: y0 }],
  });
  for (let i = 1; i <= 12; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + ((to.x - x0) * i) / 12, y: y0 + ((to.y - y0) * i) / 12 }],
    });
  await held();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * A point inside a column, below its heading, on screen and away from the edges (a card held
 * near an edge scrolls the board).
 */
async function inside(col: Locator) {
  const box = await col.boundingBox();
  if (!box) throw new Error('no column');
  return { x: box.x + 24, y: box.y + 24 };
}

for (const [device, width] of DEVICES) {
  test(`cards say status and date; board cards move by drag and by keyboard (${device})`, async ({
    page,
    login,
    browser,
    baseURL,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const shots = qaShots();
    const shot = (p: Page, name: string) =>
      p.screenshot({ path: `${shots}/tablero-${device}-${name}.png`, fullPage: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Nora Creadora');
    const project = await ownerApp(page, origin, {
      name: 'Mis vídeos',
      slug: `videos-${device}-${Date.now()}`,
      definition,
    });
    const add = async (data: Record<string, string>, on: Page = page) => {
      const res = await on.request.post(`/api/apps/${project.id}/records/videos`, {
        data: { data },
        headers: { origin },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { record: { id: string } }).record.id;
    };
    const navidad = await add({
      titulo: 'Especial de Navidad',
      canal: 'YouTube',
      plazo: '2099-12-12',
      estado: 'Idea',
    });
    await add({ titulo: 'Receta exprés', canal: 'TikTok', plazo: '2020-01-15', estado: 'Idea' });
    await add({ titulo: 'Tutorial de luces', canal: 'YouTube', estado: 'Guion' });
    const appUrl = `/proyectos/${project.slug}/app`;

    // The list: each card says its status and its date; a deadline past says so in words.
    await page.goto(appUrl);
    const list = page.getByTestId('records');
    const navidadCard = list.getByTestId('record-card').filter({ hasText: 'Especial de Navidad' });
    await expect(navidadCard.getByTestId('card-status')).toHaveText('Estado: Idea');
    await expect(navidadCard.getByTestId('card-date')).toHaveText('Fecha límite: 12 dic 2099');
    await expect(navidadCard.getByTestId('card-date')).not.toHaveAttribute('data-overdue', '');
    const late = list.getByTestId('record-card').filter({ hasText: 'Receta exprés' });
    await expect(late.getByTestId('card-date')).toHaveText(
      /^Fecha límite: Fuera de plazo\s*·\s*15 ene 2020$/,
    );
    await expect(late.getByTestId('card-date')).toHaveAttribute('data-overdue', '');
    // The status and the date are not said twice under the name; the channel still is.
    await expect(navidadCard.locator('dt')).toHaveText(['Red o canal:']);
    // Tidy on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await shot(page, '1-lista');
    await expectAccessible();

    // The board, and someone else watching it.
    await page.getByRole('button', { name: 'Tablero' }).click();
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(card(column(page, 'Idea'), 'Especial de Navidad')).toBeVisible();
    const watcher = await freshPage(browser, baseURL ?? '', width);
    await watcher.goto(`${appUrl}?vista=tablero`);
    await hydrate(watcher);
    await expect(card(column(watcher, 'Idea'), 'Especial de Navidad')).toBeVisible();
    await shot(page, '2-tablero');
    await expectAccessible();

    // A drag of the handle to «Guion»: the mouse on a desktop, a finger on a phone.
    const handle = card(page, 'Especial de Navidad').getByTestId('move-handle');
    await expect(handle).toHaveAccessibleName('Mover «Especial de Navidad» a otra columna');
    const target = await inside(column(page, 'Guion'));
    // While held: the card follows the pointer and the column under it is marked.
    const held = async () => {
      await expect(page.getByTestId('drag-ghost')).toHaveText('Especial de Navidad');
      await expect(column(page, 'Guion')).toHaveAttribute('data-drop-target', '');
      await shot(page, '3-arrastrando');
    };
    if (device === 'movil') await touchDrag(page, handle, target, held);
    else await mouseDrag(page, handle, target, held);
    await expect(page.getByTestId('drag-ghost')).toHaveCount(0);
    await expect(card(column(page, 'Guion'), 'Especial de Navidad')).toBeVisible();
    await expect(card(column(page, 'Idea'), 'Especial de Navidad')).toHaveCount(0);
    await expect(page.getByText('«Especial de Navidad» está ahora en «Guion».')).toBeVisible();
    // The drag opened no menu, and the other person sees it move without reloading.
    await expect(page.getByTestId('move-menu')).toHaveCount(0);
    await expect(card(column(watcher, 'Guion'), 'Especial de Navidad')).toBeVisible();
    await shot(page, '4-arrastrada');
    // Saved: it is there after a reload, and in the record itself.
    await page.reload();
    await expect(card(column(page, 'Guion'), 'Especial de Navidad')).toBeVisible();
    const saved = await page.request.get(`/api/apps/${project.id}/records/videos/${navidad}`);
    expect(
      ((await saved.json()) as { record: { data: { estado: string } } }).record.data.estado,
    ).toBe('Guion');

    // From the keyboard: the handle opens «Mover a…» with the other columns.
    const keyHandle = card(page, 'Receta exprés').getByTestId('move-handle');
    await keyHandle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Mover a…' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Guion', 'En producción', 'Publicado']);
    await expect(menu.getByRole('menuitem', { name: 'Guion' })).toBeFocused();
    await shot(page, '5-mover-a');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'En producción' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card(column(page, 'En producción'), 'Receta exprés')).toBeVisible();
    // The focus follows the card to its new column.
    await expect(
      card(column(page, 'En producción'), 'Receta exprés').getByTestId('move-handle'),
    ).toBeFocused();
    await page.reload();
    await expect(card(column(page, 'En producción'), 'Receta exprés')).toBeVisible();

    // When the move cannot be saved, the card goes back and a toast says why.
    await page.route(/\/records\/videos\/[^/?]+$/, (route) =>
      route.request().method() === 'PATCH' ? route.abort('failed') : route.continue(),
    );
    await card(page, 'Tutorial de luces').getByTestId('move-handle').click();
    await page.getByRole('menuitem', { name: 'Publicado' }).click();
    await expect(
      page.getByText(/^No se ha podido mover «Tutorial de luces» a «Publicado»: /),
    ).toBeVisible();
    await expect(card(column(page, 'Guion'), 'Tutorial de luces')).toBeVisible();
    await expect(card(column(page, 'Publicado'), 'Tutorial de luces')).toHaveCount(0);
    await page.unroute(/\/records\/videos\/[^/?]+$/);

    // A signed-in visitor moves their own video, never the owner's: no handle on those, and
    // the server refuses the change when sent all the same.
    const visitor = watcher;
    const signUp = await visitor.request.post('/api/auth/sign-up/email', {
      data: {
        name: 'Vera Visitante',
        email: `e2e-tablero-${device}-${Date.now()}@example.com`,
        password: 'contraseña-e2e-1',
      },
      headers: { origin },
    });
    expect(signUp.status()).toBe(200);
    await add({ titulo: 'Mi primer vlog', estado: 'Idea' }, visitor);
    await visitor.reload();
    await hydrate(visitor);
    await expect(card(visitor, 'Mi primer vlog').getByTestId('move-handle')).toBeVisible();
    await expect(card(visitor, 'Especial de Navidad')).toBeVisible();
    await expect(card(visitor, 'Especial de Navidad').getByTestId('move-handle')).toHaveCount(0);
    const refused = await visitor.request.patch(
      `/api/apps/${project.id}/records/videos/${navidad}`,
      { data: { data: { estado: 'Publicado' } }, headers: { origin } },
    );
    expect(refused.status()).toBe(403);
    await shot(visitor, '6-visitante');
    // Tidy on a phone: the board scrolls inside itself, the page is never wider than the screen.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
