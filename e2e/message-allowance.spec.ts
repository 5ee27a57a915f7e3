import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

// B9, found testing the running app: «Pide un cambio» said a change costs a message but not how
// many the owner had left. On the Free plan (spec §9: 5 messages a day, 25 a month) the card
// says today's and the month's, and a change read counts at once. Desktop and phone;
// screenshots in /work/qa-shots.

const QA_SHOTS = process.env.QA_SHOTS_DIR ?? '/work/qa-shots';

for (const [device, width] of [
  ['escritorio', 1280],
  ['movil', 390],
] as const) {
  test(`the running app's «Pide un cambio» says the Free plan's messages left (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    mkdirSync(QA_SHOTS, { recursive: true });
    const origin = new URL(baseURL ?? '').origin;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await login('Rosa, del taller');
    const created = await page.request.post('/api/projects', {
      data: {
        name: 'Talleres de cerámica',
        slug: `mensajes-${device}-${Date.now()}`,
        description: 'Inscripciones a talleres de cerámica',
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    const { project } = (await created.json()) as { project: { id: string; slug: string } };

    await page.goto(`/proyectos/${project.slug}/app`);
    await page.getByTestId('open-change-card').click();
    const card = page.getByTestId('change-card');
    const allowance = card.getByTestId('message-allowance');
    await expect(allowance).toHaveText('Plan Free: hoy llevas 0 de 5 mensajes y este mes 0 de 25.');
    await card.getByRole('textbox').fill('pon el color principal en verde');
    await card.getByRole('button', { name: 'Proponer cambio' }).click();
    await expect(allowance).toHaveText('Plan Free: hoy llevas 1 de 5 mensajes y este mes 1 de 25.');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${QA_SHOTS}/b9-pide-un-cambio-${device}.png` });

    // The dashboard's counters say the same.
    await page.goto('/dashboard');
    await expect(page.getByRole('progressbar', { name: 'Mensajes de hoy' })).toHaveAttribute(
      'aria-valuetext',
      '1 de 5 usados',
    );
    await expect(page.getByRole('progressbar', { name: 'Créditos de mensajes' })).toHaveAttribute(
      'aria-valuetext',
      '1 de 25 usados',
    );
  });
}
