import { type Browser, chromium } from '@playwright/test';
import { fmt } from './lib.ts';
import { startPagesServer } from './pages-server.ts';

// What starting the app on the first interaction costs the visitor who acts
// (docs/decisions/0112-hydrate-on-interaction.md): on the four pages of bench/pages.ts, with
// the CPU slowed 4× as on a mid-range phone, the time from a visitor's first mouse move —
// 3 s after load, when the app's files have been prefetched — to the app being ready
// (`<html data-app="ready">`). Baseline in the same run, rounds interleaved: the time from
// navigation to ready when the app starts at once after the first paint, as it does for a
// signed-in visitor and did for everyone before 0112.
//   npm run build && node bench/first-interaction.ts [rounds=5]
// Prints figures only; nothing here passes or fails.

const ROUNDS = Number(process.argv[2] ?? 5);
const CPU_SLOWDOWN = 4;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** Milliseconds until the app is ready: from the first mouse move, or from navigation. */
async function measure(browser: Browser, url: string, mode: 'wake' | 'at-once') {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript((atOnce) => {
    if (atOnce) localStorage.setItem('forja:signed-in', '1');
    const w = window as unknown as { __woke?: number; __ready?: number };
    addEventListener('pointermove', () => (w.__woke ??= performance.now()), true);
    // On the document, not <html>: this runs before the parser has created it.
    new MutationObserver(() => {
      if (document.documentElement?.dataset.app === 'ready') w.__ready ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  }, mode === 'at-once');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  if (mode === 'wake') {
    await page.waitForTimeout(3000);
    await page.mouse.move(5, 5);
    await page.mouse.move(9, 9);
  }
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
    timeout: 60_000,
  });
  const { woke, ready } = await page.evaluate(() => {
    const w = window as unknown as { __woke?: number; __ready?: number };
    return { woke: w.__woke ?? 0, ready: w.__ready ?? Number.NaN };
  });
  await context.close();
  return mode === 'wake' ? ready - woke : ready;
}

const { server, pages } = await startPagesServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const wake = new Map<string, number[]>(pages.map((p) => [p, []]));
  const atOnce = new Map<string, number[]>(pages.map((p) => [p, []]));
  await measure(browser, `${server.url}/`, 'wake'); // warm the server and the browser
  for (let round = 0; round < ROUNDS; round++)
    for (const path of pages) {
      wake.get(path)!.push(await measure(browser, `${server.url}${path}`, 'wake'));
      atOnce.get(path)!.push(await measure(browser, `${server.url}${path}`, 'at-once'));
    }
  console.log(
    `App ready, CPU ${CPU_SLOWDOWN}× slower, local network; medians of ${ROUNDS} interleaved rounds`,
  );
  console.log(
    `${'page'.padEnd(30)}${'first move → ready ms'.padEnd(24)}${'navigation → ready ms (at once)'.padEnd(34)}ratio`,
  );
  for (const path of pages) {
    const w = median(wake.get(path)!);
    const a = median(atOnce.get(path)!);
    console.log(
      `${path.padEnd(30)}${String(Math.round(w)).padEnd(24)}${String(Math.round(a)).padEnd(34)}${fmt(w / a, 2)}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
