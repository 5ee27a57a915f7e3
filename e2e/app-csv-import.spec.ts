import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { DEVICES, ownerApp } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Issue 38 §6, in Chromium: the owner of a club's app brings in the members she keeps in a
// spreadsheet. A file with a bad row first (the Spanish error of that row, nothing imported,
// the file still chosen), then the good one (saved by Excel: Windows-1252, `;`, decimal
// commas): the preview shows how its columns are read and its first rows; "Importar 3
// registros" writes them and the list shows them. Desktop and phone; screenshots in
// /work/shots-csvin.

const SHOTS = '/work/shots-csvin';

const definition = {
  entities: [
    {
      key: 'socios',
      label: 'Socio',
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'cuota', label: 'Cuota', type: 'money', required: false },
        { key: 'alta', label: 'Fecha de alta', type: 'date', required: false },
        { key: 'activo', label: 'Activo', type: 'boolean', required: false },
        {
          key: 'categoria',
          label: 'Categoría',
          type: 'choice',
          required: false,
          options: ['Infantil', 'Juvenil', 'Sénior'],
        },
      ],
    },
  ],
};

const header = 'Nombre;Cuota;Fecha de alta;Activo;Categoria;DNI\r\n';
const bad = `${header}Lucía Gómez;45,50;07/03/2024;sí;senior;1X\r\nPedro Ruiz;cuarenta;;no;Juvenil;2X\r\n`;
const good = `${header}Lucía Gómez;45,50;07/03/2024;sí;senior;1X\r\nPedro Ruiz;1.200,00;15/09/2023;no;JUVENIL;2X\r\nÁngela Núñez;30;2024-01-10;Si;Infantil;3X\r\n`;

for (const [device, width] of DEVICES) {
  test(`the owner imports members from a CSV with a preview (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Marta Tesorera');
    const project = await ownerApp(page, origin, {
      name: 'Club de remo',
      slug: `remo-${device}-${Date.now()}`,
      definition,
    });

    await page.goto(`/proyectos/${project.slug}/app`);
    await hydrate(page);
    await expect(page.getByTestId('csv-export')).toBeVisible();
    await page.getByTestId('csv-import').click();
    const dialog = page.getByTestId('csv-import-dialog');
    await expect(
      dialog.getByRole('heading', { name: 'Importar socios desde un CSV' }),
    ).toBeVisible();

    // A file with a bad row: its error in Spanish; nothing can be imported.
    await dialog.getByTestId('csv-import-file').setInputFiles({
      name: 'socios-con-error.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad, 'latin1'),
    });
    const errors = dialog.getByTestId('csv-import-errors');
    await expect(errors).toContainText('Filas con errores (1)');
    await expect(errors).toContainText('Fila 3: el campo «Cuota» debe ser un importe.');
    await expect(dialog.getByTestId('csv-import-confirm')).toBeDisabled();
    await expect(dialog.getByTestId('csv-import-chosen')).toHaveText(
      'Archivo: socios-con-error.csv',
    );
    await page.screenshot({ path: `${SHOTS}/${device}-1-errores.png` });

    // The good file (Windows-1252, as Excel saves it): the columns, the rows, the import.
    await dialog.getByTestId('csv-import-file').setInputFiles({
      name: 'socios.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good, 'latin1'),
    });
    const report = dialog.getByTestId('csv-import-report');
    await expect(report).toContainText('«Categoria» → Categoría');
    await expect(report).toContainText('Se ignoran: «DNI»');
    await expect(report).toContainText('3 filas en el archivo');
    await expect(report).toContainText('Todas las filas son correctas.');
    const preview = dialog.getByTestId('csv-import-preview');
    await expect(preview).toContainText('Ángela Núñez');
    await expect(preview).toContainText('Sénior');
    await expect(preview.getByRole('row')).toHaveCount(4);
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="csv-import-dialog"]')
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );
    await page.screenshot({ path: `${SHOTS}/${device}-2-vista-previa.png` });
    await dialog.getByRole('button', { name: 'Importar 3 registros' }).click();
    await expect(page.getByText('3 registros importados en Socios.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const list = page.getByTestId('records');
    await expect(list).toContainText('Lucía Gómez');
    await expect(list).toContainText('Pedro Ruiz');
    await expect(list).toContainText('Ángela Núñez');
    await page.screenshot({ path: `${SHOTS}/${device}-3-registros.png`, fullPage: true });

    // The same action sits next to "Descargar CSV" in the owner's "Datos de la app" card.
    await page.goto(`/proyecto/${project.slug}`);
    await hydrate(page);
    const cardImport = page.getByTestId('csv-import');
    await cardImport.scrollIntoViewIfNeeded();
    await expect(cardImport).toBeVisible();
    await cardImport.click();
    await expect(
      page.getByTestId('csv-import-dialog').getByRole('heading', {
        name: 'Importar socios desde un CSV',
      }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${device}-4-tarjeta-datos.png` });

    const res = await page.request.get(`/api/apps/${project.id}/records/socios?limit=10`);
    const { records } = (await res.json()) as {
      records: { data: Record<string, unknown> }[];
    };
    expect(records.find((r) => r.data.nombre === 'Pedro Ruiz')?.data).toMatchObject({
      cuota: 1200,
      alta: '2023-09-15',
      activo: false,
      categoria: 'Juvenil',
    });
  });
}
