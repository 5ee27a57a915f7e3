import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

// Issue 19: the concept's data model ("Modelo de datos") on the builder's result card and on
// the project's owner page, on a desktop and on a phone, in a real Chromium (offline engine).

const SHOTS = '/tmp/shots/data-model';
mkdirSync(SHOTS, { recursive: true });

const RULES = /^(Acceso: )?(Pública|Catálogo|Privada|Formulario|Propia|Vinculada)$/;

test('generates from an idea and shows the data model on the result card and on the owner page', async ({
  page,
  login,
  expectAccessible,
}) => {
  await login('Rocío Llorente');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/create');
  await page
    .getByLabel('Describe tu idea de app')
    .fill(
      'Una app para que los vecinos de un barrio se presten herramientas (taladros, escaleras) y se valoren después de cada préstamo',
    );
  await page.getByRole('button', { name: 'Generar' }).click();
  const card = page.getByTestId('result-card');
  await expect(card).toBeVisible();

  // The result card: each entity with its access rule and its fields.
  const model = card.getByRole('region', { name: 'Modelo de datos' });
  await expect(model).toBeVisible();
  const entities = model.getByRole('heading', { level: 5 });
  expect(await entities.count()).toBeGreaterThanOrEqual(2);
  const names = await entities.allTextContents();
  for (const name of names) {
    const entity = model
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    expect(await entity.getByRole('term').count(), name).toBeGreaterThanOrEqual(2);
  }
  // Each entity's access rule, in Spanish (the rule's name is read as "Acceso: …").
  const rules = await model.getByText(RULES).allTextContents();
  expect(rules).toHaveLength(names.length);
  // Types are named in Spanish; a reference names the entity it points to.
  const types = await model.getByRole('definition').allTextContents();
  expect(types.length).toBeGreaterThanOrEqual(names.length * 2);
  const reference = types.find((t) => t.startsWith('→'));
  expect(reference, types.join(' | ')).toBeDefined();
  expect(names).toContain(reference?.replace(/^→ (referencia a )?/, ''));
  expect(types.join(' ')).not.toMatch(/\b(text|longtext|datetime|boolean|reference)\b/);
  await expectAccessible();
  await page.screenshot({ path: `${SHOTS}/result-card-desktop.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(model).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
  await page.screenshot({ path: `${SHOTS}/result-card-phone.png`, fullPage: true });

  // The owner page: the same entities in the concept card.
  await card.getByRole('link', { name: 'Abrir panel del proyecto' }).click();
  await expect(page).toHaveURL(/\/proyecto\/[a-z0-9-]+$/);
  const concept = page.getByRole('region', { name: 'Concepto' });
  const ownerModel = concept.getByRole('region', { name: 'Modelo de datos' });
  await expect(ownerModel).toBeVisible();
  await expect(ownerModel.getByRole('heading', { level: 4 })).toHaveText(names);
  await expect(ownerModel.getByText(RULES).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
  await page.screenshot({ path: `${SHOTS}/owner-page-phone.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(ownerModel).toBeVisible();
  await expectAccessible();
  await page.screenshot({ path: `${SHOTS}/owner-page-desktop.png`, fullPage: true });
});
