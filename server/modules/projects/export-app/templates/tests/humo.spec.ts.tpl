import { expect, test } from '@playwright/test';
import { nombreApp } from '../comun/app.ts';
import { entidades } from '../comun/definicion.ts';
import { referrersOf } from '../kit/totals.ts';
import { CODIGO_DUENO } from '../playwright.config.ts';

// Prueba de humo en el navegador: la app abre, se crea la cuenta del dueño (con el enlace de
// puesta en marcha), se recorren las secciones, se añade un registro (y se ve lo que apunta a
// él y sus totales) y se importa otro desde un CSV.

// La primera sección sin referencias obligatorias: su formulario se rellena sin otros registros.
const sencilla =
  entidades.find((e) => e.fields.every((c) => !c.required || c.type !== 'reference')) ??
  entidades[0];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/** Un CSV de una fila con los campos obligatorios, si ninguno pide subir algo ni otro registro. */
function csvDe(): string | null {
  const campos = sencilla.fields.filter((c) => c.required);
  if (campos.some((c) => ['image', 'file', 'reference'].includes(c.type))) return null;
  const celda = (tipo: string, opciones?: string[]) =>
    tipo === 'choice'
      ? (opciones?.[0] ?? '')
      : tipo === 'rating' || tipo === 'number' || tipo === 'money'
        ? '3'
        : tipo === 'boolean'
          ? 'sí'
          : tipo === 'date'
            ? '15/03/2026'
            : tipo === 'datetime'
              ? '15/03/2026 10:30'
              : tipo === 'email'
                ? 'ana@example.com'
                : tipo === 'phone'
                  ? '600 000 000'
                  : tipo === 'url'
                    ? 'https://example.com'
                    : 'Importada';
  const cabecera = campos.length > 0 ? campos : sencilla.fields.filter((c) => c.type === 'text');
  if (cabecera.length === 0) return null;
  return `${cabecera.map((c) => c.label).join(';')}\n${cabecera.map((c) => celda(c.type, c.options)).join(';')}\n`;
}

test('abre la app, crea la cuenta, añade un registro y sale', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: nombreApp })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
  await page.goto(`/registro?dueno=${CODIGO_DUENO}`);
  await expect(page.getByText('Vas a crear la cuenta del dueño de esta app.')).toBeVisible();
  await page.getByLabel('Nombre').fill('Dueña');
  await page.getByLabel('Email').fill('duena@example.com');
  await page.getByLabel('Contraseña').fill('contrasena-segura-1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Hola, Dueña')).toBeVisible();

  for (const entidad of entidades) {
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: entidad.labelPlural })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: entidad.labelPlural })).toBeVisible();
  }

  await page.goto(`/${sencilla.key}/nuevo`);
  for (const campo of sencilla.fields.filter((c) => c.required)) {
    const control = page.locator(`#campo-${campo.key}`);
    if (campo.type === 'choice' || campo.type === 'rating' || campo.type === 'reference')
      await control.selectOption({ index: 1 });
    else if (campo.type === 'image') {
      await control.setInputFiles({ name: 'punto.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: campo.label })).toBeVisible();
    } else if (campo.type === 'file') {
      await control.setInputFiles({ name: 'acta.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText('acta.pdf')).toBeVisible();
    } else if (campo.type === 'boolean') await control.check();
    else if (campo.type === 'date') await control.fill('2026-03-15');
    else if (campo.type === 'datetime') await control.fill('2026-03-15T10:30');
    else if (campo.type === 'number' || campo.type === 'money') await control.fill('3');
    else if (campo.type === 'email') await control.fill('ana@example.com');
    else if (campo.type === 'phone') await control.fill('+34 600 000 000');
    else if (campo.type === 'url') await control.fill('https://example.com');
    else await control.fill(`Prueba de ${campo.label}`);
  }
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro creado.')).toBeVisible();
  // La ficha: las listas que apuntan a él, vacías, y sus totales.
  for (const { from } of referrersOf(entidades, sencilla))
    await expect(page.locator(`[data-related="${from.key}"]`)).toBeVisible();
  if (sencilla.totals?.length)
    await expect(page.getByRole('region', { name: 'Totales' })).toBeVisible();

  const csv = csvDe();
  if (csv) {
    await page.goto(`/${sencilla.key}/importar`);
    await page
      .getByLabel('Elegir archivo')
      .setInputFiles({ name: 'datos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Todas las filas son correctas.')).toBeVisible();
    await page.getByRole('button', { name: 'Importar 1 registro' }).click();
    await expect(page.getByText(`1 registro importado en ${sencilla.labelPlural}.`)).toBeVisible();
  }

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});
