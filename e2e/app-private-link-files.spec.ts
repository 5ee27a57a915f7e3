import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEVICES, freshPage, ownerApp, pngImage } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Decision 0247, in Chromium: a visitor without an account asks a builder for a quote and
// keeps the private link to what they sent; the owner answers by attaching the quote (a PDF)
// and a plan (an image) to the request. Through the private link the visitor sees the plan
// and opens the quote; another visitor, with the file's address but not the link, gets
// nothing. Desktop and phone; screenshots in /work/shots-private-link (looked at).

const SHOTS = '/work/shots-private-link';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** A real PNG of a plan: 160×100, a light square with a dark frame. */
const planPng = () =>
  pngImage(160, 100, (x, y) =>
    x < 6 || y < 6 || x >= 154 || y >= 94 || x === 80 ? [40, 50, 70] : [225, 235, 245],
  );

const definition = {
  entities: [
    {
      key: 'solicitudes',
      label: 'Solicitud',
      labelPlural: 'Solicitudes',
      rule: 'formulario',
      anonymous: true,
      fields: [
        { key: 'obra', label: 'Obra', type: 'text', required: true },
        { key: 'presupuesto', label: 'Presupuesto', type: 'file', required: false },
        { key: 'plano', label: 'Plano', type: 'image', required: false },
      ],
    },
  ],
};

for (const [device, width] of DEVICES) {
  test(`an anonymous request's private link opens the files the owner attached (${device})`, async ({
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
    await login('Martín Reformas');
    const project = await ownerApp(page, origin, {
      name: 'Reformas Martín',
      slug: `reformas-${device}-${Date.now()}`,
      definition,
    });
    const appUrl = `/proyectos/${project.slug}/app`;

    // The visitor sends the request (without files: here the owner attaches them).
    const a = await freshPage(browser, baseURL ?? '', width);
    await a.goto(appUrl);
    await hydrate(a);
    const form = a.getByTestId('record-form');
    await form.getByLabel('Obra *').fill('Cocina nueva, 12 m²');
    await form.getByRole('button', { name: 'Guardar' }).click();
    const href = (await a.getByTestId('record-sent').getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/#clave=[A-Za-z0-9_-]{43}$/);
    const recordId = /registro=([^&#]+)/.exec(href)?.[1] ?? '';

    // The owner attaches the quote and the plan.
    const upload = async (name: string, mimeType: string, buffer: Buffer) => {
      const res = await page.request.post(`/api/apps/${project.id}/uploads`, {
        multipart: { file: { name, mimeType, buffer } },
        headers: { origin },
      });
      expect(res.status()).toBe(201);
      return (await res.json()) as { url: string; value?: string };
    };
    const quote = await upload('Presupuesto cocina.pdf', 'application/pdf', PDF);
    const plan = await upload('plano.png', 'image/png', planPng());
    const patched = await page.request.patch(
      `/api/apps/${project.id}/records/solicitudes/${recordId}`,
      { data: { data: { presupuesto: quote.value, plano: plan.url } }, headers: { origin } },
    );
    expect(patched.status()).toBe(200);

    // Through the private link: the plan shows, the quote opens.
    await a.goto(href);
    await hydrate(a);
    const detail = a.getByTestId('record-detail');
    await expect(detail.getByRole('heading', { name: 'Cocina nueva, 12 m²' })).toBeVisible();
    const image = detail.getByRole('img', { name: 'Plano' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(160);
    const pdfLink = detail.getByRole('link', { name: /Presupuesto cocina\.pdf/ });
    await expect(pdfLink).toBeVisible();
    const pdfHref = (await pdfLink.getAttribute('href')) ?? '';
    expect(pdfHref).toContain('?token=');
    const opened = await a.request.get(pdfHref);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await opened.body()).equals(PDF)).toBe(true);
    await shot(a, '1-lo-enviado-con-archivos');

    // Another visitor with the addresses but not the link: nothing.
    const b = await freshPage(browser, baseURL ?? '', width);
    for (const url of [quote.url, plan.url]) expect((await b.request.get(url)).status()).toBe(404);
    await b.goto(href.replace(/#.*$/, ''));
    await hydrate(b);
    await expect(b.getByText('Cocina nueva, 12 m²')).toHaveCount(0);
    await a.context().close();
    await b.context().close();
  });
}
