import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type E2EUser = { name: string; email: string; password: string };

/** A brand-new account, signed up through the API in the page's own cookie jar. */
async function signUp(page: Page, baseURL: string, name = 'Marta García'): Promise<E2EUser> {
  const user = {
    name,
    email: `e2e-${randomBytes(5).toString('hex')}@example.com`,
    password: 'contraseña-e2e-1',
  };
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: user,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  return user;
}

/**
 * Wakes the app of a server-rendered page with a mouse move and waits until it has hydrated
 * (`<html data-app="ready">`); a page without #root (an API answer, a file) passes at once.
 */
export async function hydrate(page: Page) {
  const isApp = await page.evaluate(() => !!document.getElementById('root')).catch(() => false);
  if (!isApp) return;
  // Two moves: a move to where the mouse already is fires no event.
  await page.mouse.move(3, 3);
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

type Fixtures = {
  /** Signs a new user in (cookie set on the page's context) and returns them. */
  login: (name?: string) => Promise<E2EUser>;
  /** Asserts axe finds no serious or critical violations on the current page. */
  expectAccessible: () => Promise<void>;
};

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // The cookie banner is tested on its own; other tests start with consent stored.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-keep-banner')) {
        localStorage.setItem(
          'cookie-consent',
          JSON.stringify({ necessary: true, analytics: false, marketing: false }),
        );
      }
    });
    // Public pages arrive server-rendered and the app hydrates them on the first interaction
    // (docs/decisions/0112-hydrate-on-interaction.md): move the mouse, as a person would, and
    // wait for the app before the test clicks or types. e2e/hydration.spec.ts covers what
    // happens when someone acts before it is ready.
    const goto = page.goto.bind(page);
    page.goto = async (url, opts) => {
      const res = await goto(url, opts);
      await hydrate(page);
      return res;
    };
    const reload = page.reload.bind(page);
    page.reload = async (opts) => {
      const res = await reload(opts);
      await hydrate(page);
      return res;
    };
    await use(page);
  },
  login: async ({ page, baseURL }, use) => {
    await use((name) => signUp(page, baseURL!, name));
  },
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };
