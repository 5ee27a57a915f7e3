import { DEVICES, ownerProject, qaShots } from './app-setup.ts';
import { expect, test } from './fixtures.ts';

// B9, found testing the running app: «Pide un cambio» said a change costs a message but not how
// many the owner had left. On the Free plan (spec §9: 5 messages a day, 25 a month) the card
// says today's and the month's, and a change read counts at once. Desktop and phone;
// screenshots in /work/qa-shots.

for (const [device, width] of DEVICES) {
  test(`the running app's «Pide un cambio» says the Free plan's messages left (${device})`, async ({
    page,
    login,
    baseURL,
  }) => {
    const { project } = await ownerProject(page, login, baseURL, {
      owner: 'Rosa, del taller',
      width,
      name: 'Talleres de cerámica',
      slug: `mensajes-${device}-${Date.now()}`,
      description: 'Inscripciones a talleres de cerámica',
    });

    await page.goto(`/proyectos/${project.slug}/app`);
    await page.getByTestId('open-change-card').click();
    const card = page.getByTestId('change-card');
    const allowance = card.getByTestId('message-allowance');
    await expect(allowance).toHaveText('Plan Free: hoy llevas 0 de 5 mensajes y este mes 0 de 25.');
    await card.getByRole('textbox').fill('pon el color principal en verde');
    await card.getByRole('button', { name: 'Proponer cambio' }).click();
    await expect(allowance).toHaveText('Plan Free: hoy llevas 1 de 5 mensajes y este mes 1 de 25.');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${qaShots()}/b9-pide-un-cambio-${device}.png` });

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
