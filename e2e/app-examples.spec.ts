import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

// A new app's example records read as a person would write them: an enrolment's «Nombre y
// apellidos» is a person's name («Lucía García»), never «Inscripción de ejemplo 1», and a
// workshop's name reads as one («Taller 1», not «Taller de ejemplo 1»). Desktop and phone;
// screenshots in /work/qa-shots.

const QA_SHOTS = process.env.QA_SHOTS_DIR ?? '/work/qa-shots';

for (const [device, width] of [
  ['escritorio', 1280],
  ['movil', 390],
] as const) {
  test(`example records name people by people's names (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    mkdirSync(QA_SHOTS, { recursive: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Rosa, del taller');
    // A project made from its idea: its first definition, and the examples seeded with it, come
    // from the engine (a definition put afterwards keeps those examples).
    const created = await page.request.post('/api/projects', {
      data: {
        name: 'Talleres de cerámica',
        slug: `ejemplos-${device}-${Date.now()}`,
        description:
          'Inscripciones a talleres de cerámica: cada persona se apunta con su nombre y apellidos, su teléfono y el taller que elige',
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    const { project } = (await created.json()) as { project: { id: string; slug: string } };
    const launched = await page.request.post(`/api/projects/${project.id}/launch`, {
      data: {},
      headers: { origin },
    });
    expect(launched.status()).toBe(200);
    await page.goto(`/proyectos/${project.slug}/app`);
    const cards = page.getByTestId('record-card');
    await expect(cards).toHaveCount(3);
    // Each enrolment is named by its workshop, then by the person («Taller 1 · Lucía García»).
    await expect(cards.first()).toContainText('Lucía García');
    await expect(page.getByTestId('records')).toContainText('Taller 2 · Marcos Pérez');
    await expect(page.getByTestId('app-runtime')).not.toContainText('de ejemplo');
    await page.screenshot({ path: `${QA_SHOTS}/ejemplos-${device}.png`, fullPage: true });
  });
}
