import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEVICES, ownerApp } from './app-setup.ts';
import { expect, test } from './fixtures.ts';

// Issue 38 §5, end to end in Chromium: the owner adds two file fields in "Datos de la app",
// uploads a PDF and an audio to a record of the running app, and sees them in its detail: the
// audio plays in the page, the PDF opens in a new tab. Desktop and phone; screenshots in
// /work/shots-file (looked at).

const SHOTS = process.env.E2E_SHOTS_FILE ?? '/work/shots-file';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Half a second of a 440 Hz tone, 8 kHz mono 8-bit: a real WAV a browser plays. */
function wav(): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate / 2);
  for (let i = 0; i < data.length; i++)
    data[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

for (const [device, width] of DEVICES) {
  test(`files in a running app: a PDF and an audio in a record (${device})`, async ({
    page,
    login,
    baseURL,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const shot = (p: Page, name: string) =>
      p.screenshot({ path: `${SHOTS}/${device}-${name}.png`, fullPage: true });
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    const origin = new URL(baseURL ?? '').origin;

    // An owner's project whose app keeps the lessons' homework.
    await login('Lucía Profesora');
    const project = await ownerApp(page, origin, {
      name: `Academia de música ${device}`,
      slug: `academia-${device}-${Date.now().toString(36)}`,
      description: 'Deberes, partituras y grabaciones de los alumnos de la academia',
      keepExamples: true,
      definition: {
        entities: [
          {
            key: 'deberes',
            label: 'Deber',
            labelPlural: 'Deberes',
            rule: 'publica',
            fields: [{ key: 'titulo', label: 'Título', type: 'text', required: true }],
          },
        ],
      },
    });

    // "Datos de la app": two fields of type «archivo».
    await page.goto(`/proyecto/${project.slug}`);
    const dataCard = page.getByRole('heading', { name: 'Datos de la app' }).locator('xpath=../..');
    for (const [n, label] of [
      [2, 'Partitura'],
      [3, 'Grabación'],
    ] as const) {
      await dataCard.getByRole('button', { name: 'Añadir campo' }).click();
      await dataCard.getByLabel(`Nombre: Campo ${n}`).fill(label);
      await dataCard.getByLabel(`Tipo: ${label}`).selectOption({ label: 'archivo' });
    }
    await dataCard.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Definición guardada.')).toBeVisible();
    await dataCard.scrollIntoViewIfNeeded();
    await dataCard.screenshot({ path: `${SHOTS}/${device}-1-campos-de-archivo.png` });

    // The running app: a record with a PDF and an audio.
    await page.goto(`/proyectos/${project.slug}/app`);
    await page.getByTestId('add-record').click();
    const form = page.getByTestId('record-form');
    await form.getByLabel('Título *').fill('Escalas de la semana');
    await expect(
      form.getByText('PDF, audio, documento de oficina, texto o ZIP.').first(),
    ).toBeVisible();
    await form.getByLabel('Partitura').setInputFiles({
      name: 'Escalas en do mayor.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByLabel('Grabación').setInputFiles({
      name: 'Grabación de Ana.wav',
      mimeType: 'audio/wav',
      buffer: wav(),
    });
    const chosen = form.getByTestId('file-chosen');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.first()).toContainText(`Escalas en do mayor.pdf (${PDF.length} bytes)`);
    await expect(chosen.nth(1)).toContainText('Grabación de Ana.wav (3,9 KB)');
    // A file that is not what its name says is refused in Spanish, and the chosen one stays.
    await form.getByLabel('Partitura').setInputFiles({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await expect(form.getByRole('alert')).toHaveText(
      'El contenido de «factura.pdf» no es lo que dice su extensión. Sube el archivo original (PDF, audio, documento de oficina, texto o ZIP).',
    );
    await expect(chosen.first()).toContainText('Escalas en do mayor.pdf');
    await expectAccessible();
    await shot(page, '2-formulario-con-archivos');
    await form.getByRole('button', { name: 'Guardar' }).click();

    // The detail: the PDF opens in a new tab, the audio plays here.
    const detail = page.getByTestId('record-detail');
    await expect(
      detail.getByRole('heading', { name: 'Escalas de la semana', exact: true }),
    ).toBeVisible();
    const pdfLink = detail.getByRole('link', { name: /Abrir PDF: Escalas en do mayor\.pdf/ });
    await expect(pdfLink).toHaveAttribute('target', '_blank');
    const pdfHref = (await pdfLink.getAttribute('href')) ?? '';
    const pdf = await page.request.get(pdfHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
    expect(pdf.headers()['x-content-type-options']).toBe('nosniff');
    const audio = detail.locator('audio');
    await expect(audio).toHaveAttribute('controls', '');
    // The browser reads the recording: half a second long.
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 })
      .toBeCloseTo(0.5, 1);
    await expect(detail.getByRole('link', { name: /Grabación de Ana\.wav/ })).toBeVisible();
    await expectAccessible();
    await shot(page, '3-detalle-con-pdf-y-audio');

    // The list names the files (their name and size) in the record's card.
    await page.getByRole('button', { name: 'Volver' }).click();
    const card = page.getByTestId('record-card').filter({ hasText: 'Escalas de la semana' });
    await expect(card).toContainText('Escalas en do mayor.pdf');
    await shot(page, '4-lista');
  });
}
