import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';

// The whole product through nginx over two instances: sign up, chat, generate, then the
// instance holding the chat's websocket is killed (kill -9) mid-flow; nginx's retry and
// the client's reconnect keep the user working: launch, public page, chat again, and
// everything acknowledged before the kill is still there.

const SHOTS = '/tmp/shots/scaleout';
mkdirSync(SHOTS, { recursive: true });

type InstanceInfo = { name: string; url: string; pid: number };
const instances = (): InstanceInfo[] =>
  JSON.parse(process.env.SCALEOUT_INSTANCES ?? '[]') as InstanceInfo[];

/** The instance whose realtime hub holds a socket (asked directly, not through nginx). */
async function instanceWithSocket(): Promise<InstanceInfo | undefined> {
  for (const inst of instances()) {
    const res = await fetch(`${inst.url}/api/functions/demo-health`).catch(() => null);
    if (!res?.ok) continue;
    const health = (await res.json()) as { realtime: { connections: number } };
    if (health.realtime.connections > 0) return inst;
  }
  return undefined;
}

/** Server-rendered pages take input only once React has hydrated them. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

async function enterWorkspace(page: Page) {
  await page.goto('/demo/app');
  const modal = page.getByTestId('welcome-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Saltar' }).click();
  await expect(modal).toBeHidden();
}

async function say(page: Page, text: string) {
  await page.getByLabel('Mensaje para la sala').fill(text);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  // Cleared only once the server acknowledged it (`published`).
  await expect(page.getByLabel('Mensaje para la sala')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Mensajes de la sala' })).toContainText(text);
}

test('sign-up, chat, generate, kill an instance, launch and open the public page through nginx', async ({
  page,
  context,
}) => {
  expect(instances()).toHaveLength(2);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Sign up through the form.
  const email = `escala-${Date.now()}@example.com`;
  await page.goto('/registro');
  await waitForHydration(page);
  await page.getByLabel('Nombre').fill('Elena Escala');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-larga');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The chat in a second tab, kept open for the whole flow.
  const chat = await context.newPage();
  await enterWorkspace(chat);
  await expect(chat.getByTestId('realtime-status')).toHaveText('En la sala');
  const before = `Antes del corte ${Date.now()}`;
  await say(chat, before);

  // Generate.
  await page.goto('/create');
  await waitForHydration(page);
  await page
    .getByLabel('Describe tu idea de app')
    .fill('Una app para que un club de montaña organice salidas, material y seguros');
  await page.getByRole('button', { name: 'Generar' }).click();
  const card = page.getByTestId('result-card');
  await expect(card).toBeVisible();
  const publicHref = await card
    .getByRole('link', { name: 'Ver página pública' })
    .getAttribute('href');
  const slug = publicHref?.split('/').pop() ?? '';
  expect(slug).toMatch(/^[a-z0-9-]+$/);

  // Kill -9 the instance that holds the chat's websocket.
  const victim = await instanceWithSocket();
  expect(victim, 'one instance holds the chat socket').toBeDefined();
  process.kill(victim!.pid, 'SIGKILL');

  // The chat reconnects through nginx to the survivor and works again.
  await expect(chat.getByTestId('realtime-status')).not.toHaveText('En la sala', {
    timeout: 10_000,
  });
  await expect(chat.getByTestId('realtime-status')).toHaveText('En la sala', { timeout: 20_000 });
  const after = `Después del corte ${Date.now()}`;
  await say(chat, after);

  // The user goes on: owner page, unlaunch and launch again, public page.
  await card.getByRole('link', { name: 'Abrir panel del proyecto' }).click();
  await expect(page).toHaveURL(new RegExp(`/proyecto/${slug}$`));
  await page.getByRole('button', { name: 'Despublicar' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Despublicar' }).click();
  await expect(page.getByText('Proyecto despublicado exitosamente')).toBeVisible();
  await page.getByRole('button', { name: 'Lanzar proyecto' }).click();
  await expect(page.getByText('¡Proyecto lanzado exitosamente!').last()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/owner-after-kill-desktop.png`, fullPage: true });

  await page.goto(`/proyectos/${slug}`);
  const title = page.locator('header').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const projectName = (await title.textContent())?.trim() ?? '';
  expect(projectName.length).toBeGreaterThan(0);
  await expect(page.getByText('Proyecto no encontrado')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/public-after-kill-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/public-after-kill-phone.png`, fullPage: true });

  // Nothing acknowledged was lost: the project is listed, both messages are in the history.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mis-proyectos');
  await expect(page.getByText(projectName, { exact: true }).first()).toBeVisible();
  await chat.reload();
  const history = chat.getByRole('list', { name: 'Mensajes de la sala' });
  await expect(history).toContainText(before);
  await expect(history).toContainText(after);
  await chat.screenshot({ path: `${SHOTS}/chat-after-kill-desktop.png`, fullPage: true });
});
