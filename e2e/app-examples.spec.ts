import { DEVICES, ownerProject, qaShots } from './app-setup.ts';
import { expect, test } from './fixtures.ts';

// A new app's example records read as a person would write them: an enrolment's «Nombre y
// apellidos» is a person's name («Lucía García»), never «Inscripción de ejemplo 1», and a
// workshop's name reads as one («Taller 1», not «Taller de ejemplo 1»). Desktop and phone;
// screenshots in /work/qa-shots.

for (const [device, width] of DEVICES) {
  test(`example records name people by people's names (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    // A project made from its idea: its first definition, and the examples seeded with it, come
    // from the engine (a definition put afterwards keeps those examples).
    const { origin, project } = await ownerProject(page, login, baseURL, {
      owner: 'Rosa, del taller',
      width,
      name: 'Talleres de cerámica',
      slug: `ejemplos-${device}-${Date.now()}`,
      description:
        'Inscripciones a talleres de cerámica: cada persona se apunta con su nombre y apellidos, su teléfono y el taller que elige',
    });
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
    await page.screenshot({ path: `${qaShots()}/ejemplos-${device}.png`, fullPage: true });
  });
}
