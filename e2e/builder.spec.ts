import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

// The builder in a real Chromium against the real server (offline engine).

const SHOTS = '/tmp/shots/builder';
mkdirSync(SHOTS, { recursive: true });

const STAGES = [
  'Analizando tu idea…',
  'Creando la especificación técnica…',
  'Guardando el proyecto…',
  'Asignando la URL de lanzamiento…',
  'Generando la vista previa…',
];
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf000000030101007a0b9b3a0000000049454e44ae426082',
  'hex',
);

test('generates from an idea, shows the five stages and the card, and opens the owner page', async ({
  page,
  login,
  expectAccessible,
}) => {
  await login('Nuria Campos');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Crea tu app con IA' })).toBeVisible();
  const generar = page.getByRole('button', { name: 'Generar' });
  await expect(generar).toBeDisabled();
  await expectAccessible();

  await page
    .getByLabel('Describe tu idea de app')
    .fill(
      'Una app para que las bibliotecas de barrio presten libros, gestionen reservas y avisen de devoluciones',
    );
  await expect(generar).toBeEnabled();
  await generar.click();

  const progress = page.getByTestId('generation-progress');
  for (const [i, message] of STAGES.entries()) {
    await expect(progress.locator('li').nth(i)).toHaveText(message);
  }
  const card = page.getByTestId('result-card');
  await expect(card).toBeVisible();
  await expect(progress.locator('li[data-state="done"]')).toHaveCount(5);
  await expect(card.getByText(/Complejidad: (Baja|Media|Alta)/)).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Funcionalidades clave' })).toBeVisible();
  await expect(
    card.getByRole('heading', { name: 'Historias de usuario' }).locator('..').locator('li'),
  ).toHaveCount(3);
  await expect(card.getByRole('img', { name: /Vista previa de/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generar' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/create-result-desktop.png`, fullPage: true });

  const publicLink = card.getByRole('link', { name: 'Ver página pública' });
  const publicHref = await publicLink.getAttribute('href');
  expect(publicHref).toMatch(/^\/proyectos\/[a-z0-9-]+$/);
  // The running app itself, one tap from the result (issue 41).
  await expect(card.getByRole('link', { name: 'Abrir App en Vivo' })).toHaveAttribute(
    'href',
    `${publicHref}/app`,
  );
  await card.getByRole('link', { name: 'Abrir panel del proyecto' }).click();
  await expect(page).toHaveURL(new RegExp(`/proyecto/${publicHref?.split('/').pop()}$`));
});

test('shows the spec’s alerts for a file too large and one of the wrong type, and lists a good one', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/create');
  await page.getByRole('tab', { name: 'Subir' }).click();
  const input = page.getByLabel('Elegir archivos');

  await input.setInputFiles({
    name: 'memoria.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'El archivo memoria.pdf es demasiado grande. Tamaño máximo: 10MB.',
  );

  await input.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await expect(page.getByRole('alert')).toHaveText('El tipo de archivo .txt no está soportado.');

  // Right extension, wrong bytes: the server refuses it and the message says which file.
  await input.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4 no soy una imagen'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'El contenido del archivo foto.png no corresponde a su extensión.',
  );

  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const list = page
    .getByRole('region', { name: 'Archivos subidos' })
    .or(page.locator('section[aria-labelledby="archivos-subidos"]'));
  await expect(list.getByText('logo.png')).toBeVisible();
  await expect(list.getByText(/0,00 MB/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/upload-desktop.png`, fullPage: true });

  // The upload is attached to the next generation and listed on its card.
  await page.getByRole('tab', { name: /Crear/ }).click();
  await expect(
    page.getByRole('list', { name: 'Archivos adjuntos a la generación' }).getByText('logo.png'),
  ).toBeVisible();
  await page
    .getByLabel('Describe tu idea de app')
    .fill('Una app para diseñar logotipos de marcas locales');
  await page.getByRole('button', { name: 'Generar' }).click();
  await expect(
    page.getByTestId('result-card').getByText('Archivos de contexto: logo.png'),
  ).toBeVisible();
});

test('fills the prompt from a category, from a template, and lists and deletes history', async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/create');
  const prompt = page.getByLabel('Describe tu idea de app');

  await page.getByRole('button', { name: 'Planificación de viajes' }).click();
  await expect(prompt).toHaveValue(/planificador de viajes/i);

  await page.getByRole('tab', { name: 'Historial' }).click();
  await page.getByRole('tab', { name: 'Plantillas' }).click();
  await page.getByRole('button', { name: 'Usar la plantilla Reservas para clínicas' }).click();
  await expect(page.getByRole('tab', { name: /Crear/ })).toHaveAttribute('aria-selected', 'true');
  await expect(prompt).toHaveValue(
    /^Crea una aplicación basada en la plantilla «Reservas para clínicas»: Los pacientes reservan/,
  );

  await page.getByRole('button', { name: 'Generar' }).click();
  const name = await page
    .getByTestId('result-card')
    .getByRole('heading', { level: 3 })
    .textContent();

  await page.getByRole('tab', { name: 'Historial' }).click();
  const card = page.getByTestId('builder-project-card').filter({ hasText: name ?? '' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Generado')).toBeVisible();
  await card.getByRole('button', { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    '¿Seguro que quieres eliminar este proyecto? Esta acción no se puede deshacer.',
  );
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('builder-project-card')).toHaveCount(0);
  await expect(
    page.getByText('Aún no has generado ningún proyecto.', { exact: false }),
  ).toBeVisible();
});

test('signed out, /create and the modal on / ask to sign in and bring the visitor back', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/create');
  await expect(
    page.getByRole('heading', { name: 'Inicia sesión para crear tu app' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcreate',
  );
  await expectAccessible();

  await page.goto('/');
  await page
    .getByRole('button', { name: /Abrir el constructor/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Constructor de apps' });
  await expect(modal).toBeVisible();
  const box = await modal.boundingBox();
  const viewport = page.viewportSize();
  expect(Math.round(box?.width ?? 0)).toBe(Math.round((viewport?.width ?? 0) * 0.95));
  expect(Math.round(box?.height ?? 0)).toBe(Math.round((viewport?.height ?? 0) * 0.85));
  await expect(
    modal.getByRole('heading', { name: 'Inicia sesión para crear tu app' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/modal-signed-out-desktop.png` });

  // Sign up from the modal and come back to / with the builder open.
  await modal.getByRole('link', { name: 'Crear una cuenta' }).click();
  await expect(page).toHaveURL(/\/registro\?redirect=/);
  await page.getByLabel('Nombre').fill('Pablo Ruiz');
  await page.getByLabel('Correo electrónico').fill(`e2e-modal-${Date.now()}@example.com`);
  await page.getByLabel('Contraseña').fill('contraseña-e2e-1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
  const reopened = page.getByRole('dialog', { name: 'Constructor de apps' });
  await expect(reopened.getByRole('tab', { name: /Crear/ })).toBeVisible();
  await expect(reopened.getByLabel('Describe tu idea de app')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/modal-signed-in-desktop.png` });
});

test('works at phone width', async ({ page, login, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login();
  await page.goto('/create');
  await page.getByRole('button', { name: 'Finanzas personales' }).click();
  await page.getByRole('button', { name: 'Generar' }).click();
  await expect(page.getByTestId('result-card')).toBeVisible();
  await expectAccessible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/create-result-phone.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByTestId('builder-project-card')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/history-phone.png`, fullPage: true });
});

test('a generated project shows its concept on the owner page and on the public page, with starter tasks', async ({
  page,
  login,
  expectAccessible,
}) => {
  const SHOTS_CONCEPT = '/tmp/shots/concept';
  mkdirSync(SHOTS_CONCEPT, { recursive: true });
  await login('Olga Ferrer');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/create');
  await page
    .getByLabel('Describe tu idea de app')
    .fill(
      'Una app para que los huertos urbanos repartan parcelas, turnos de riego y cosechas entre vecinos',
    );
  await page.getByRole('button', { name: 'Generar' }).click();
  const card = page.getByTestId('result-card');
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const features = await card
    .getByRole('region', { name: 'Funcionalidades clave' })
    .locator('li')
    .allTextContents();
  const stack = await card
    .getByRole('region', { name: 'Stack tecnológico' })
    .locator('li')
    .allTextContents();
  expect(features.length).toBeGreaterThanOrEqual(4);

  // Owner page: the concept card, and one starter task per key feature (up to five).
  await card.getByRole('link', { name: 'Abrir panel del proyecto' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const concept = page.getByRole('region', { name: 'Concepto' });
  await expect(concept.getByRole('img', { name: `Vista previa de ${name}` })).toBeVisible();
  await expect(concept.getByText('Generado con el motor offline')).toBeVisible();
  await expect(concept.getByText(/^Complejidad: (Baja|Media|Alta)$/)).toBeVisible();
  await expect(concept.getByRole('region', { name: 'Idea original' })).toContainText(
    'huertos urbanos repartan parcelas',
  );
  await expect(concept.getByRole('region', { name: 'Stack tecnológico' }).locator('li')).toHaveText(
    stack,
  );
  const stories = concept.getByRole('region', { name: 'Historias de usuario' }).locator('li');
  expect(await stories.count()).toBeGreaterThanOrEqual(3);
  await expect(stories.first()).toHaveText(/^Como /);
  const specToggle = concept.getByText('Ver la especificación técnica');
  const spec = concept.locator('details article');
  await expect(spec).toBeHidden();
  await specToggle.click();
  await expect(spec.getByRole('heading', { level: 1 })).toContainText(name);
  const tasks = page.getByRole('list', { name: 'Tareas' }).getByTestId('task');
  await expect(tasks).toHaveCount(Math.min(5, features.length));
  await expect(tasks.first()).toContainText(`Implementar: ${features[0]}`);
  await expect(page.getByLabel('Notas en Markdown')).toHaveValue(new RegExp(`^# ${name}`));
  // The starter tasks and note are the owner's (decision 0230): the first task is kept for
  // the public page; the others and the note stay private.
  await page
    .getByRole('button', { name: `Mostrar «Implementar: ${features[0]}» en la página pública` })
    .click();
  await expect(
    page.getByRole('button', {
      name: `Ocultar «Implementar: ${features[0]}» de la página pública`,
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_CONCEPT}/owner-desktop.png`, fullPage: true });

  // Public page: preview image, category, complexity, stack, stories and the specification.
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`/proyectos/${slug}`);
  const preview = page.getByRole('img', { name: `Vista previa de ${name}` });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(
    page.locator('.forja-proyecto header').getByText(/^Complejidad: (Baja|Media|Alta)$/),
  ).toBeVisible();
  const publicStack = page.getByRole('region', { name: 'Stack tecnológico' }).locator('li');
  await expect(publicStack).toHaveText(stack);
  const publicStories = page.getByRole('region', { name: 'Historias de usuario' }).locator('li');
  expect(await publicStories.count()).toBeGreaterThanOrEqual(3);
  const progress = page.getByRole('region', { name: 'Progreso' });
  await expect(progress.getByText(`Implementar: ${features[0]}`)).toBeVisible();
  await expect(progress.getByText(`Implementar: ${features[1]}`)).toHaveCount(0);
  await expect(page.getByText('Generado con el motor offline')).toHaveCount(0);
  const publicSpec = page.getByRole('region', { name: 'Especificación técnica' });
  await publicSpec.getByText('Ver la especificación técnica').click();
  await expect(publicSpec.getByRole('heading', { level: 1 })).toContainText(name);
  await expectAccessible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_CONCEPT}/public-desktop.png`, fullPage: true });

  // og:image is the project's raster card (PNG 1200×630, issue 9), absolute, on a fresh
  // load of /p/{slug}; the card itself is a real PNG.
  const html = await (await page.request.get(`/p/${slug}`)).text();
  const og = html.match(
    /<meta property="og:image" content="(http:\/\/localhost:\d+\/og\/proyectos\/[\w-]+\.png\?v=[\w-]+)">/,
  );
  expect(og).not.toBeNull();
  const ogCard = await page.request.get(og![1]);
  expect(ogCard.headers()['content-type']).toBe('image/png');
  expect((await ogCard.body()).subarray(1, 4).toString()).toBe('PNG');

  // Phone width: both pages fit without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, shot] of [
    [`/proyectos/${slug}`, 'public-phone'],
    [`/proyecto/${slug}`, 'owner-phone'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('img', { name: `Vista previa de ${name}` })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_CONCEPT}/${shot}.png`, fullPage: true });
  }
});
