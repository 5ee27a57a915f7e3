import { type Browser, chromium, type Page } from '@playwright/test';
import { messages } from '../contracts/messages.ts';
import { fmt } from './lib.ts';
import { startPagesServer } from './pages-server.ts';

// The first tap of a visitor who has only read (issue 23, docs/decisions/0112-hydrate-on-
// interaction.md, amendment of 2026-11-25): on a phone (390 × 844, touch) with the CPU 4×
// slower through the DevTools protocol, a few seconds after load (the app's files have been
// prefetched, the app has not started), the time from the tap's pointerdown to the frame
// that shows its answer:
// - the header's menu open (on the four pages of bench/pages.ts);
// - the cookie banner gone after "Aceptar todo" (same pages);
// - the newsletter's success text after "Suscribirme" on / (a new page, from the server,
//   when the app has not started; the bar at the top shows the submit was taken at once,
//   reported as "taken").
// Against the same tap on a fresh load of the same page whose app was woken by a tap
// elsewhere and is ready (the second tap of the issue), rounds interleaved, medians.
//   npm run build && node bench/first-tap.ts [rounds=3]
// Prints figures only; nothing here passes or fails.

const ROUNDS = Number(process.argv[2] ?? 3);
const CPU_SLOWDOWN = 4;
/** How long the visitor reads before the first tap: the prefetch has finished by then. */
const READ_MS = 3000;

type Action = 'menu' | 'consent' | 'newsletter';
type Mode = 'first' | 'app-ready';

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/**
 * Runs in every document of the context: stamps the first pointerdown and the first frame
 * where the answer of the action named in sessionStorage is on screen (absolute times, so a
 * submit that loads a new page is measured across it).
 */
function probe(successText: string) {
  const now = () => performance.timeOrigin + performance.now();
  addEventListener(
    'pointerdown',
    () => {
      if (sessionStorage.getItem('bench:cond') && !sessionStorage.getItem('bench:tap'))
        sessionStorage.setItem('bench:tap', String(now()));
    },
    true,
  );
  const shown = (cond: string) => {
    if (cond === 'menu')
      return (document.getElementById('menu-movil') as HTMLDialogElement | null)?.open === true;
    if (cond === 'consent') {
      const banner = document.querySelector('[data-cookie-banner]');
      return !banner || getComputedStyle(banner).display === 'none';
    }
    return document.body?.textContent?.includes(successText) ?? false;
  };
  const tick = () => {
    const cond = sessionStorage.getItem('bench:cond');
    if (cond && sessionStorage.getItem('bench:tap')) {
      if (
        cond === 'newsletter' &&
        !sessionStorage.getItem('bench:taken') &&
        (document.documentElement.hasAttribute('data-app-starting') || shown(cond))
      )
        sessionStorage.setItem('bench:taken', String(now()));
      if (!sessionStorage.getItem('bench:shown') && shown(cond))
        sessionStorage.setItem('bench:shown', String(now()));
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const SELECTORS: Record<Action, string> = {
  menu: 'button[aria-label="Abrir menú"]',
  consent: '[data-cookie-banner] button[value="todo"]',
  newsletter: 'form[action="/formularios/newsletter"] button[type="submit"]',
};

async function measure(browser: Browser, url: string, action: Action, mode: Mode) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
  });
  // The banner stays out of the way of the other two actions.
  if (action !== 'consent')
    await context.addCookies([{ name: 'cookie-consent', value: 'a0m0', url }]);
  await context.addInitScript(probe, messages.newsletter.success);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(READ_MS);
  if (mode === 'app-ready') {
    // A tap on the heading wakes the app, as any first touch does.
    await page.tap('h1');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(300);
  }
  if (action === 'newsletter') {
    // Filled as autofill does, without events: typing would wake the app on its own.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>(
        'form[action="/formularios/newsletter"] input[type="email"]',
      );
      if (!input) return;
      input.value = `banco-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      input.scrollIntoView({ block: 'center' });
    });
    if (mode === 'app-ready') {
      // The app's state follows the field only through an input event.
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>(
          'form[action="/formularios/newsletter"] input[type="email"]',
        );
        input?.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
  await page.evaluate((cond) => sessionStorage.setItem('bench:cond', cond), action);
  await page.tap(SELECTORS[action], { noWaitAfter: true });
  await page.waitForFunction(() => sessionStorage.getItem('bench:shown'), null, {
    timeout: 60_000,
  });
  const times = await page.evaluate(() => ({
    tap: Number(sessionStorage.getItem('bench:tap')),
    shown: Number(sessionStorage.getItem('bench:shown')),
    taken: Number(sessionStorage.getItem('bench:taken') ?? Number.NaN),
  }));
  await context.close();
  return { shown: times.shown - times.tap, taken: times.taken - times.tap };
}

const { server, pages } = await startPagesServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const cases: { path: string; action: Action }[] = [
    ...pages.map((path) => ({ path, action: 'menu' as const })),
    ...pages.map((path) => ({ path, action: 'consent' as const })),
    { path: '/', action: 'newsletter' },
  ];
  const modes: Mode[] = ['first', 'app-ready'];
  const key = (c: { path: string; action: Action }, m: Mode) => `${c.action} ${c.path} ${m}`;
  const shown = new Map<string, number[]>();
  const taken = new Map<string, number[]>();
  await measure(browser, `${server.url}/`, 'menu', 'first'); // warm the server and browser
  for (let round = 0; round < ROUNDS; round++)
    for (const c of cases)
      for (const m of modes) {
        const r = await measure(browser, `${server.url}${c.path}`, c.action, m).catch((err) => {
          console.error(`${c.action} ${c.path} ${m}: ${(err as Error).message.split('\n')[0]}`);
          return { shown: Number.NaN, taken: Number.NaN };
        });
        shown.set(key(c, m), [...(shown.get(key(c, m)) ?? []), r.shown]);
        taken.set(key(c, m), [...(taken.get(key(c, m)) ?? []), r.taken]);
      }
  console.log(
    `Tap → answer on screen, 390 × 844 touch, CPU ${CPU_SLOWDOWN}× slower, local network; medians of ${ROUNDS} interleaved rounds (ms)`,
  );
  console.log(
    `${'action'.padEnd(12)}${'page'.padEnd(30)}${'first tap'.padEnd(12)}${'app ready'.padEnd(12)}ratio`,
  );
  for (const c of cases) {
    const first = median(shown.get(key(c, 'first'))!);
    const ready = median(shown.get(key(c, 'app-ready'))!);
    console.log(
      `${c.action.padEnd(12)}${c.path.padEnd(30)}${String(Math.round(first)).padEnd(12)}${String(Math.round(ready)).padEnd(12)}${fmt(first / ready, 2)}`,
    );
    if (c.action === 'newsletter')
      console.log(
        `${''.padEnd(12)}${'  taken (bar or answer)'.padEnd(30)}${String(Math.round(median(taken.get(key(c, 'first'))!))).padEnd(12)}${String(Math.round(median(taken.get(key(c, 'app-ready'))!))).padEnd(12)}`,
      );
  }
  const all = cases.flatMap((c) => shown.get(key(c, 'first'))!);
  const allReady = cases.flatMap((c) => shown.get(key(c, 'app-ready'))!);
  console.log(
    `all first taps: median ${Math.round(median(all))} ms; all taps with the app ready: median ${Math.round(median(allReady))} ms`,
  );
} finally {
  await browser.close();
  await server.close();
}
