import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEVICES, freshPage, ownerApp, pngImage } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Decision 0249, in Chromium: a visitor without an account books a stay in a rural house,
// attaching the payment receipt (a PDF) and a photo of their ID the form asks for; the photo
// shows in the form before sending; after sending, the private link shows the booking with
// its receipt, which opens (the same bytes); another visitor with the file's address but not
// the link gets nothing. Desktop and phone; screenshots in /work/shots-anon-upload (looked at).

const SHOTS = '/work/shots-anon-upload';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% Justificante de pago: 120 EUR\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A real 120×80 PNG: a card with a dark band. */
const cardPng = () => pngImage(120, 80, (_x, y) => (y < 20 ? [30, 60, 110] : [240, 230, 210]));

const definition = {
  entities: [
    {
      key: 'reservas',
      label: 'Reserva',
      labelPlural: 'Reservas',
      rule: 'formulario',
      anonymous: true,
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'justificante', label: 'Justificante de pago', type: 'file', required: true },
        { key: 'documento', label: 'Foto del DNI', type: 'image', required: false },
      ],
    },
  ],
};

for (const [device, width] of DEVICES) {
  test(`a visitor without an account books with a PDF and sees it through the private link (${device})`, async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    const shot = (p: Page, name: string) =>
      p.screenshot({ path: `${SHOTS}/${device}-${name}.png`, fullPage: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Casa Rural El Olmo');
    const project = await ownerApp(page, origin, {
      name: 'Casa Rural El Olmo',
      slug: `olmo-${device}-${Date.now()}`,
      definition,
    });

    // The visitor, signed out, fills the booking and attaches the receipt and the photo.
    const a = await freshPage(browser, baseURL ?? '', width);
    await a.goto(`/proyectos/${project.slug}/app`);
    await hydrate(a);
    const form = a.getByTestId('record-form');
    await form.getByLabel('Nombre *').fill('Marta Gil');
    await form.locator('input[type="file"][accept*="pdf"]').setInputFiles({
      name: 'Justificante de pago.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(form.getByTestId('file-chosen')).toContainText('Justificante de pago.pdf');
    await form
      .locator('input[type="file"][accept^="image/"]')
      .setInputFiles({ name: 'dni.png', mimeType: 'image/png', buffer: cardPng() });
    // The photo shows before sending (its upload token opens it to this visitor only).
    const preview = form.locator('img').first();
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(120);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await shot(a, '1-formulario-con-archivos');
    await form.getByRole('button', { name: 'Guardar' }).click();
    const sent = a.getByTestId('record-sent');
    await expect(sent).toBeVisible();
    await shot(a, '2-enviado');
    const href = (await sent.getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/#clave=[A-Za-z0-9_-]{43}$/);

    // Through the private link: the booking, its receipt (it opens) and the photo.
    await a.goto(href);
    await hydrate(a);
    const detail = a.getByTestId('record-detail');
    await expect(detail.getByRole('heading', { name: 'Marta Gil' })).toBeVisible();
    const pdfLink = detail.getByRole('link', { name: /Justificante de pago\.pdf/ });
    await expect(pdfLink).toBeVisible();
    const pdfHref = (await pdfLink.getAttribute('href')) ?? '';
    expect(pdfHref).toContain('?token=');
    const opened = await a.request.get(pdfHref);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await opened.body()).equals(PDF)).toBe(true);
    const photo = detail.getByRole('img', { name: 'Foto del DNI' });
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(120);
    await shot(a, '3-enlace-privado');

    // Another visitor with the file's address but not the link: nothing.
    const b = await freshPage(browser, baseURL ?? '', width);
    const bare = pdfHref.replace(/\?.*$/, '');
    expect((await b.request.get(bare)).status()).toBe(404);
    // The owner sees the booking with its receipt.
    const list = await page.request.get(`/api/apps/${project.id}/records/reservas`);
    const { records } = (await list.json()) as {
      records: { data: Record<string, unknown> }[];
    };
    expect(String(records[0]?.data.justificante)).toContain('name=Justificante+de+pago.pdf');
    await a.context().close();
    await b.context().close();
  });
}
