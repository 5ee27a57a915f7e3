import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVICES, freshPage, ownerApp } from './app-setup.ts';
import { expect, hydrate, test } from './fixtures.ts';

// Issue 38 (done-when b), in Chromium: a nursery. The owner keeps the children, each with
// their family's email, and the daily reports (`vinculada` by child). Two families sign up
// in the app, confirm their email from it (the link in the mail brings them back) and each
// sees only their own child's reports, which name the child (the family reads its own
// child's record, decision 0247), never the other child. Desktop and phone; screenshots in /work/shots-nursery.

const SHOTS = '/work/shots-nursery';

const definition = {
  entities: [
    {
      key: 'partes',
      label: 'Parte diario',
      labelPlural: 'Partes diarios',
      rule: 'vinculada',
      linkField: 'nino',
      fields: [
        { key: 'resumen', label: 'Resumen', type: 'text', required: true },
        { key: 'nino', label: 'Niño', type: 'reference', required: true, ref: 'ninos' },
        { key: 'siesta', label: 'Siesta', type: 'boolean', required: false },
        { key: 'panales', label: 'Pañales', type: 'number', required: false },
      ],
    },
    {
      key: 'ninos',
      label: 'Niño',
      rule: 'privada',
      accountField: 'correo_familia',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'correo_familia', label: 'Correo de la familia', type: 'email', required: true },
      ],
    },
  ],
};

/** The confirmation link mailed to `to` (quoted-printable undone), once it is in the outbox. */
function linkFor(to: string): string {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    for (const f of readdirSync(outbox)) {
      const raw = readFileSync(join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!raw.includes(`To: ${to}`)) continue;
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(raw)?.[0];
      if (link) return link;
    }
  } catch {
    return '';
  }
  return '';
}

for (const [device, width] of DEVICES) {
  test(`a nursery: each family sees only its own child's daily reports (${device})`, async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Directora Ana');
    const project = await ownerApp(page, origin, {
      name: 'Escuela infantil Gorriones',
      slug: `gorriones-${device}-${Date.now()}`,
      definition,
    });
    const appUrl = `/proyectos/${project.slug}/app`;
    const stamp = Date.now();
    const families = [
      { name: 'Familia López', email: `lopez-${device}-${stamp}@example.com`, child: 'Lucas' },
      { name: 'Familia Ruiz', email: `ruiz-${device}-${stamp}@example.com`, child: 'Vera' },
    ];
    const api = (path: string, data: object) =>
      page.request.post(`/api/apps/${project.id}/records/${path}`, {
        data: { data },
        headers: { origin },
      });
    for (const f of families) {
      const child = await api('ninos', { nombre: f.child, correo_familia: f.email });
      expect(child.status()).toBe(201);
      const id = ((await child.json()) as { record: { id: string } }).record.id;
      expect(
        (
          await api('partes', { resumen: `${f.child} ha comido todo`, nino: id, siesta: true })
        ).status(),
      ).toBe(201);
    }

    for (const [i, f] of families.entries()) {
      const other = families[1 - i]!;
      const p = await freshPage(browser, baseURL ?? '', width);
      await p.goto(appUrl);
      await hydrate(p);
      const app = p.getByTestId('app-runtime');
      await app.getByRole('button', { name: 'Crear cuenta' }).click();
      const dialog = p.getByRole('dialog');
      await dialog.getByLabel('Nombre').fill(f.name);
      await dialog.getByLabel('Correo electrónico').fill(f.email);
      await dialog.getByLabel('Contraseña').fill('contraseña-segura-1');
      await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
      // Not confirmed yet: nothing of anyone's, and the bar that sends the link.
      const bar = p.getByTestId('verify-email');
      await expect(bar).toContainText(`confirma que ${f.email} es tu correo`);
      await expect(p.getByText(`${f.child} ha comido todo`)).toHaveCount(0);
      await p.screenshot({ path: `${SHOTS}/${device}-${i + 1}-sin-confirmar.png` });
      await bar.getByRole('button', { name: 'Enviarme el enlace' }).click();
      await expect(bar).toContainText(`Te hemos enviado un enlace a ${f.email}`);
      await expect.poll(() => linkFor(f.email), { timeout: 10_000 }).not.toBe('');
      const link = new URL(linkFor(f.email));
      await p.goto(`${link.pathname}${link.search}`);
      await hydrate(p);
      await expect(p).toHaveURL(new RegExp(`${appUrl}`));
      await expect(p.getByText(`${f.child} ha comido todo`)).toBeVisible();
      await expect(p.getByText(`${other.child} ha comido todo`)).toHaveCount(0);
      await expect(p.getByTestId('verify-email')).toHaveCount(0);
      await expect(p.getByTestId('tab-ninos')).toHaveCount(0);
      // The report names its child (decision 0247): the family reads its own child's record.
      const card = p.getByRole('button', { name: new RegExp(`${f.child} ha comido todo`) });
      const childOf = (scope: typeof card, label: RegExp) =>
        scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect(childOf(card, /^Niño:$/)).toHaveText(f.child);
      await p.screenshot({ path: `${SHOTS}/${device}-${i + 1}-su-parte.png` });
      await card.click();
      const detail = p.getByTestId('app-runtime');
      await expect(childOf(detail, /^Niño$/)).toHaveText(f.child);
      await expect(detail.getByText(other.child, { exact: true })).toHaveCount(0);
      await p.screenshot({
        path: `${SHOTS}/${device}-${i + 1}-su-parte-ficha.png`,
        fullPage: true,
      });
      await p.context().close();
    }
  });
}
