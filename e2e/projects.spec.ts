import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import JSZip from 'jszip';
import { expect, test } from './fixtures.ts';

// Projects end to end: create, tasks, notes, files, launch, design, specification,
// export, search and the public page, in a real Chromium against the real server.

const SHOTS = '/tmp/shots/projects';
mkdirSync(SHOTS, { recursive: true });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** axe on one part of the page (a dialog), so toasts elsewhere are not part of the audit. */
async function expectNoSeriousAxe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const uniq = () => Math.random().toString(36).slice(2, 7);

async function createViaForm(page: Page, name: string) {
  await page.goto('/proyecto/nuevo');
  await page.getByLabel('Nombre del proyecto').fill(name);
  await page.getByRole('button', { name: 'Crear proyecto' }).click();
  await expect(page.getByText('¡Proyecto creado con éxito!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function createViaApi(page: Page, name: string, slug: string) {
  const res = await page.request.post('/api/projects', {
    data: { name, slug },
    headers: {
      origin: new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).origin,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('create a project from the form, with the slug derived and checked', async ({
  page,
  login,
  expectAccessible,
}) => {
  await login();
  const taken = `ocupado-${uniq()}`;
  await page.goto('/mis-proyectos');
  await createViaApi(page, 'Ocupado', taken);

  await page.goto('/proyecto/nuevo');
  await expectAccessible();
  const submit = page.getByRole('button', { name: 'Crear proyecto' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Nombre del proyecto').fill('Mi App de Reservas!');
  await expect(page.getByLabel('Slug')).toHaveValue('mi-app-de-reservas');
  await page.getByLabel('Slug').fill(`${taken.toUpperCase()} `);
  await expect(page.getByLabel('Slug')).toHaveValue(taken);
  await expect(page.getByText('Este slug ya está en uso. Por favor elige otro.')).toBeVisible();
  await expect(submit).toBeDisabled();
  const slug = `reservas-${uniq()}`;
  await page.getByLabel('Slug').fill(slug);
  await expect(page.getByText('Slug disponible')).toBeVisible();
  await page.getByLabel('Descripción (opcional)').fill('Reservas para una clínica');
  await page.screenshot({ path: `${SHOTS}/new-project-desktop.png`, fullPage: true });
  await submit.click();
  await expect(page.getByText('¡Proyecto creado con éxito!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/proyecto/${slug}$`));
  await expect(page.getByRole('list', { name: 'Tareas' }).getByTestId('task')).toHaveCount(3);
  // Made by hand: there is no builder concept to show.
  await expect(page.getByRole('region', { name: 'Concepto' })).toHaveCount(0);
});

test('tasks: add with Enter, tick, reorder by mouse and keyboard, delete; positions persist', async ({
  page,
  login,
}) => {
  await login();
  await createViaForm(page, `Tareas ${uniq()}`);
  const tasks = page.getByRole('list', { name: 'Tareas' }).getByTestId('task');
  const input = page.getByLabel('Nueva tarea');
  await input.press('Enter'); // empty: ignored
  await input.fill('Escribir el README');
  await input.press('Enter');
  await expect(page.getByText('Tarea agregada')).toBeVisible();
  await expect(tasks).toHaveCount(4);
  await expect(tasks.nth(3)).toContainText('Escribir el README');

  await page.getByRole('checkbox', { name: 'Escribir el README' }).click();
  await expect(page.getByRole('checkbox', { name: 'Escribir el README' })).toBeChecked();

  // Keyboard: the last task moves up to the top with the arrow key on its handle.
  const handle = page.getByRole('button', { name: /Reordenar «Escribir el README»/ });
  for (let i = 0; i < 3; i++) {
    await handle.focus();
    await handle.press('ArrowUp');
    await expect(tasks.nth(2 - i)).toContainText('Escribir el README');
  }
  // Mouse: drag the first task onto the last one.
  await tasks.nth(0).dragTo(tasks.nth(3));
  await expect(tasks.nth(3)).toContainText('Escribir el README');

  await page.reload();
  await expect(tasks.nth(3)).toContainText('Escribir el README');
  await expect(page.getByRole('checkbox', { name: 'Escribir el README' })).toBeChecked();

  await page.getByRole('button', { name: 'Eliminar la tarea «Escribir el README»' }).click();
  await expect(page.getByText('Tarea eliminada')).toBeVisible();
  await expect(tasks).toHaveCount(3);
});

test('notes with a Markdown preview, and an image upload with a thumbnail', async ({
  page,
  login,
}) => {
  await login();
  await createViaForm(page, `Notas ${uniq()}`);
  const notes = page.getByLabel('Notas en Markdown');
  await notes.fill('## Decisiones\n\n**Usar PostgreSQL** <img src=x onerror="window.__xss=1">');
  await page.getByRole('tab', { name: 'Vista previa' }).click();
  await expect(page.getByRole('heading', { name: 'Decisiones' })).toBeVisible();
  await page.getByRole('tab', { name: 'Editar' }).click();
  await page.getByRole('button', { name: 'Guardar notas' }).click();
  await expect(page.getByText('Notas guardadas')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Archivo subido')).toBeVisible();
  const files = page.getByRole('list', { name: 'Archivos' });
  await expect(files.getByRole('link', { name: 'logo.png' })).toBeVisible();
  await expect(files.locator('img')).toHaveAttribute(
    'src',
    /\/files\/projects\/.+\/[\w-]{22}\.png$/,
  );
  // The owner's session reads the stored file: the thumbnail really loads.
  await expect
    .poll(() => files.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.locator('input[type="file"]').setInputFiles({
    name: 'falso.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no soy un png'),
  });
  await expect(page.getByText('Error al subir archivo')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notas en Markdown')).toHaveValue(/Usar PostgreSQL/);
});

test('launch with logs, unlaunch with confirmation, the deploy fallback, and URL copy', async ({
  page,
  login,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login();
  const name = `Lanzar ${uniq()}`;
  await createViaForm(page, name);

  // The public address is shown whole at the top, with its copy button (issue 41).
  const url = await page.getByTestId('public-url').textContent();
  expect(url).toMatch(/^http:\/\/localhost:\d+\/proyectos\/[\w-]+$/);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('URL copiada al portapapeles')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enlace copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await page.getByRole('button', { name: 'Despublicar' }).first().click();
  await expect(page.getByRole('alertdialog')).toContainText(
    '¿Seguro que quieres despublicar este proyecto?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Despublicar' }).click();
  await expect(page.getByText('Proyecto despublicado exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lanzar proyecto' })).toBeVisible();
  await expect(page.getByText('Sin Lanzar').first()).toBeVisible();

  await page.getByRole('button', { name: 'Lanzar proyecto' }).click();
  await expect(page.getByText('¡Proyecto lanzado exitosamente!').last()).toBeVisible();
  const log = page.getByRole('list', { name: 'Registro del lanzamiento' });
  await expect(log).toContainText('Validando el proyecto');
  await expect(log).toContainText('Proyecto publicado');
  await expect(page.getByText('Activa').first()).toBeVisible();

  // The deploy function fails: the spec's fallback writes the same fields directly.
  await page.getByRole('button', { name: 'Despublicar' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Despublicar' }).click();
  await expect(page.getByRole('button', { name: 'Lanzar proyecto' })).toBeVisible();
  await page.route('**/api/functions/project-deploy', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"UNAVAILABLE","message":"Servicio de despliegue caído"}}',
    }),
  );
  await page.getByRole('button', { name: 'Lanzar proyecto' }).click();
  await expect(
    page.getByText('Error al lanzar proyecto: Servicio de despliegue caído'),
  ).toBeVisible();
  await expect(page.getByText('¡Proyecto lanzado exitosamente!').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a lanzar' })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/').pop();
  const pub = await page.request.get(`/api/functions/public-project-get/proyectos/${slug}`);
  expect(pub.status()).toBe(200);
});

test('change the design and see it on the public page; the private page shows the unavailable card', async ({
  page,
  login,
  expectAccessible,
}) => {
  await login();
  const name = `Diseño ${uniq()}`;
  await createViaForm(page, name);
  await page.getByLabel('Tema').selectOption('dark');
  await page.getByLabel('Diseño', { exact: true }).selectOption('sidebar');
  await page.getByLabel('Color primario').fill('#1d4ed8');
  await page
    .getByLabel('CSS personalizado')
    .fill(
      'h1 { letter-spacing: 0.1em } @import url(https://evil.example/x.css); </style><script>window.__xss=1</script>',
    );
  await page.getByRole('button', { name: 'Guardar diseño' }).click();
  await expect(page.getByText('¡Personalización de diseño guardada!')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/owner-desktop.png`, fullPage: true });

  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`/proyectos/${slug}`);
  const root = page.locator('.forja-proyecto');
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(root).toHaveAttribute('data-layout', 'sidebar');
  await expect(page.getByRole('heading', { level: 1, name })).toHaveCSS('letter-spacing', /px/);
  expect(await root.locator('style').textContent()).toBe(
    '.forja-proyecto h1 { letter-spacing: 0.1em }',
  );
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expect(page).toHaveTitle(new RegExp(name));
  await expectAccessible();
  await page.screenshot({ path: `${SHOTS}/public-desktop.png`, fullPage: true });

  // Server-injected head tags on a fresh load of /p/{slug}.
  const html = await (await page.request.get(`/p/${slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${name} · Forja">`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/proyectos\//);

  await page.goto(`/proyectos/no-existe-${uniq()}`);
  await expect(page.getByRole('heading', { name: 'Proyecto no encontrado' })).toBeVisible();
  await expect(page.getByText('Este proyecto no existe o no es público.')).toBeVisible();
});

const isExportPost = (r: Request) =>
  r.method() === 'POST' && /\/api\/projects\/[^/]+\/export(\?|$)/.test(r.url());

test('generate the specification and export the zip, then browse the source', async ({
  page,
  login,
}) => {
  await login();
  await createViaForm(page, `Export ${uniq()}`);
  await page.getByRole('button', { name: 'Generar especificación' }).click();
  await expect(page.getByText('¡Especificación generada con éxito!')).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // Before any export the source dialog offers to make one, and makes it without the data.
  await page.getByRole('button', { name: 'Ver Código Fuente' }).click();
  const source = page.getByRole('dialog', { name: 'Código fuente' });
  await expect(
    source.getByRole('heading', { name: 'Todavía no hay ninguna exportación' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/source-empty.png` });
  await expectNoSeriousAxe(page, '[role="dialog"]');
  const fromDialog = page.waitForRequest(isExportPost);
  await source.getByRole('button', { name: 'Generar exportación' }).click();
  expect(new URL((await fromDialog).url()).search).toBe('');
  await expect(source.getByRole('tree', { name: 'Archivos del proyecto' })).toBeVisible();
  await source.getByRole('button', { name: 'Cerrar' }).click();

  // The card reuses that export; the seed-data checkbox starts unticked.
  const includeData = page.getByRole('checkbox', { name: 'Incluir los datos de la app' });
  // The innermost block holding both the card's title and the checkbox: the export card.
  const exportCard = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Exportar Código', exact: true }) })
    .filter({ has: includeData })
    .last();
  await expect(includeData).not.toBeChecked();
  await expect(
    page.getByText('Los registros de tu app en vivo se añaden al proyecto como datos iniciales.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Exportar código' }).click();
  await expect(page.getByText('Usando exportación existente')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar ZIP' }).click();
  const download = await downloadPromise;
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const zipFiles = Object.keys(zip.files).filter((f) => !zip.files[f].dir);
  expect(zipFiles.some((f) => /(^|\/)README\.md$/.test(f))).toBe(true);
  // The running app as a project: package.json, README.md and forja.app.json at the root.
  for (const name of ['package.json', 'README.md', 'forja.app.json'])
    expect(zip.file(name)).not.toBeNull();

  // Ticked, the export request carries includeData=1 (the server takes that parameter).
  await includeData.check();
  const withData = page.waitForRequest(isExportPost);
  await exportCard.getByRole('button', { name: 'Regenerar' }).click();
  const params = new URL((await withData).url()).searchParams;
  expect(params.get('includeData')).toBe('1');
  expect(params.get('regenerate')).toBe('1');
  expect((await (await withData).response())?.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Ver Código Fuente' }).click();
  const tree = source.getByRole('tree', { name: 'Archivos del proyecto' });
  const items = tree.getByRole('treeitem');
  // A real tree: every file of the zip is in it, folders open and close, and the README
  // nearest the top is open first.
  await expect(tree.getByRole('treeitem', { name: 'README.md' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(source.getByRole('heading', { level: 3, name: /README\.md$/ })).toBeVisible();
  await expect(source.locator('.source-code [class^="hljs-"]').first()).toBeVisible();
  const folder = tree.locator('[role="treeitem"][aria-expanded="false"]').first();
  const folderName = (await folder.textContent()) ?? '';
  const closedCount = await items.count();
  await folder.click();
  await expect(tree.getByRole('treeitem', { name: folderName, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await items.count()).toBeGreaterThan(closedCount);
  await tree.getByRole('treeitem', { name: folderName, exact: true }).click();
  await expect(items).toHaveCount(closedCount);

  // The keyboard: Right opens the folder, Down enters it, Left goes back up and closes it.
  const reopened = tree.getByRole('treeitem', { name: folderName, exact: true });
  await reopened.focus();
  await page.keyboard.press('ArrowRight');
  await expect(reopened).toHaveAttribute('aria-expanded', 'true');
  const level = Number(await reopened.getAttribute('aria-level'));
  await page.keyboard.press('ArrowDown');
  await expect(tree.locator(':focus')).toHaveAttribute('aria-level', String(level + 1));
  await page.keyboard.press('ArrowLeft');
  await expect(reopened).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(reopened).toHaveAttribute('aria-expanded', 'false');

  // Open every folder; the tree then lists exactly…
  for (let i = 0; i < 100; i++) {
    const closed = tree.locator('[role="treeitem"][aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  // …the files of the zip the dialog's own link downloads (the export made with the data).
  const dialogDownload = page.waitForEvent('download');
  await source.getByRole('link', { name: 'Descargar ZIP' }).click();
  const latest = await JSZip.loadAsync(await readFile(await (await dialogDownload).path()));
  const latestFiles = Object.keys(latest.files).filter((f) => !latest.files[f].dir);
  const fileNames = await tree.locator('[role="treeitem"]:not([aria-expanded])').allTextContents();
  expect(fileNames.sort()).toEqual(latestFiles.map((f) => f.split('/').at(-1)).sort());

  // A code file (whatever the generator names it) opens highlighted, with its size and lines.
  const codeFile = tree.getByRole('treeitem', { name: /\.(tsx?|jsx?)$/ }).first();
  const codeName = ((await codeFile.textContent()) ?? '').trim();
  await codeFile.press('Enter');
  await expect(codeFile).toHaveAttribute('aria-selected', 'true');
  const codeRegion = source.getByRole('region', { name: /^Contenido de / });
  await expect(codeRegion).toHaveAccessibleName(new RegExp(`[/ ]${codeName.replace('.', '\\.')}$`));
  await expect(codeRegion.locator('.hljs-keyword').first()).toBeVisible();
  await expect(source.getByTestId('source-file-stats')).toHaveText(
    /^\d[\d.,]* (bytes?|kB|MB) · (1 línea|\d[\d.]* líneas)$/,
  );

  // Copiar puts the file, as shown, on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await source.getByRole('button', { name: `Copiar ${codeName}` }).click();
  await expect(page.getByText('Archivo copiado al portapapeles')).toBeVisible();
  await expect(source.getByRole('button', { name: `Copiar ${codeName}` })).toHaveText('Copiado');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(0);
  expect(copied).toBe(await codeRegion.locator('code').textContent());

  await page.screenshot({ path: `${SHOTS}/source-1280.png` });
  await expectNoSeriousAxe(page, '[role="dialog"]');

  // At phone width the tree sits above the viewer and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  const treeBox = await tree.boundingBox();
  const codeBox = await codeRegion.boundingBox();
  expect(treeBox && codeBox && treeBox.y + treeBox.height <= codeBox.y).toBe(true);
  const dialogBox = await source.boundingBox();
  expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 390).toBe(true);
  await page.screenshot({ path: `${SHOTS}/source-390.png` });
  await expectNoSeriousAxe(page, '[role="dialog"]');

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(source).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ver Código Fuente' })).toBeFocused();
});

test('search and filter the list; archive, restore and delete', async ({
  page,
  login,
  expectAccessible,
}) => {
  await login();
  await page.goto('/mis-proyectos');
  await expect(page.getByText('Aún no tienes proyectos')).toBeVisible();
  const tag = uniq();
  await createViaApi(page, `Floristería ${tag}`, `flores-${tag}`);
  await createViaApi(page, `Gimnasio ${tag}`, `gym-${tag}`);
  await createViaApi(page, `Recetas ${tag}`, `cocina-${tag}`);
  await page.reload();
  const list = page.getByRole('list', { name: 'Proyectos' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Recetas');
  await expectAccessible();
  await page.screenshot({ path: `${SHOTS}/list-desktop.png`, fullPage: true });

  await page.getByLabel('Buscar por nombre o slug').fill('GYM');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Gimnasio');
  await page.getByLabel('Buscar por nombre o slug').fill('');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  const gym = list.getByRole('listitem').filter({ hasText: 'Gimnasio' });
  await gym.getByRole('button', { name: 'Archivar' }).click();
  await expect(page.getByText('Proyecto archivado')).toBeVisible();
  await page.getByText('Archivados', { exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Proyecto restaurado')).toBeVisible();
  await page.getByText('Activos', { exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  const recetas = list.getByRole('listitem').filter({ hasText: 'Recetas' });
  await recetas.getByRole('switch').click();
  await expect(page.getByText('Proyecto ahora es privado')).toBeVisible();
  await recetas.getByRole('button', { name: /Eliminar/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Estás seguro de eliminar este proyecto? Esta acción no se puede deshacer.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

test('another user’s project answers "Proyecto no encontrado" and returns to my projects', async ({
  page,
  login,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  const slug = `ajeno-${uniq()}`;
  const email = `otro-${uniq()}@example.com`;
  const origin = new URL(otherPage.url()).origin;
  await otherPage.request.post('/api/auth/sign-up/email', {
    data: { name: 'Otro', email, password: 'contraseña-e2e-1' },
    headers: { origin },
  });
  await otherPage.request.post('/api/projects', {
    data: { name: 'Ajeno', slug },
    headers: { origin },
  });
  await other.close();

  await login();
  await page.goto(`/proyecto/${slug}`);
  await expect(page.getByText('Proyecto no encontrado')).toBeVisible();
  await expect(page).toHaveURL(/\/mis-proyectos$/);
});

test('dashboard and pages at phone width', async ({ page, login, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login();
  await createViaForm(page, `Móvil ${uniq()}`);
  // Reload so the success toast (the layout's, styled by sonner) is not part of the audit.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Tareas' }).getByTestId('task')).toHaveCount(3);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/owner-phone.png`, fullPage: true });
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > 390.5)
      // The section bar scrolls sideways on purpose (issue 41): its links may lie beyond.
      .filter((el) => !el.closest('nav[aria-label="Secciones del proyecto"] ul'))
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
  );
  expect(wide).toEqual([]);
  await expectAccessible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Proyectos recientes')).toBeVisible();
  await expect(page.locator('dl').first()).toContainText('Proyectos');
  await expectAccessible();
  await page.screenshot({ path: `${SHOTS}/dashboard-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/mis-proyectos');
  await expect(page.getByRole('list', { name: 'Proyectos' }).getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/list-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
