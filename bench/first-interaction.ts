import { type Browser, chromium } from '@playwright/test';
import { fmt } from './lib.ts';
import { startPagesServer } from './pages-server.ts';

// What starting the app on the first interaction costs the visitor who acts
// (docs/decisions/0112-hydrate-on-interaction.md): on the four pages of bench/pages.ts, with
// the CPU slowed 4× as on a mid-range phone, the time from a visitor's first mouse move —
// some seconds after load, when the prefetched files have arrived — to the app being ready
// (`<html data-app="ready">`). Two baselines in the same run, rounds interleaved:
// - the same first move when only the app's start chunk was prefetched, not the page's own
//   files (`data-page-files` removed from the server's HTML before the entry reads it);
// - the time from navigation to ready when the app starts at once after the first paint,
//   as it does for a signed-in visitor and did for everyone before 0112.
// `slow4g` emulates Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down) through
// the DevTools protocol; the default is the local network.
//   npm run build && node bench/first-interaction.ts [rounds=5] [local|slow4g]
// Prints figures only; nothing here passes or fails.

const ROUNDS = Number(process.argv[2] ?? 5);
const NETWORK = process.argv[3] === 'slow4g' ? 'slow4g' : 'local';
const CPU_SLOWDOWN = 4;
/** How long a visitor reads before the first move: the prefetch must have finished. */
const READ_MS = NETWORK === 'slow4g' ? 6000 : 3000;

type Mode = 'wake' | 'wake-start-only' | 'at-once';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** Milliseconds until the app is ready: from the first mouse move, or from navigation. */
async function measure(browser: Browser, url: string, mode: Mode) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript((mode) => {
    if (mode === 'at-once') localStorage.setItem('forja:signed-in', '1');
    const w = window as unknown as { __woke?: number; __ready?: number };
    addEventListener('pointermove', () => (w.__woke ??= performance.now()), true);
    // On the document, not <html>: this runs before the parser has created it.
    new MutationObserver(() => {
      if (document.documentElement?.dataset.app === 'ready') w.__ready ??= performance.now();
      // The entry (a module script) runs after parsing, so it never sees the list.
      if (mode === 'wake-start-only')
        document.getElementById('root')?.removeAttribute('data-page-files');
    }).observe(document, { attributes: true, childList: true, subtree: true });
  }, mode);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (NETWORK === 'slow4g')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (mode !== 'at-once') {
    await page.waitForTimeout(READ_MS);
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
  return mode === 'at-once' ? ready : ready - woke;
}

const { server, pages } = await startPagesServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const modes: Mode[] = ['wake', 'wake-start-only', 'at-once'];
  const times = new Map(
    modes.map((m) => [m, new Map<string, number[]>(pages.map((p) => [p, []]))]),
  );
  await measure(browser, `${server.url}/`, 'wake'); // warm the server and the browser
  for (let round = 0; round < ROUNDS; round++)
    for (const path of pages)
      for (const mode of modes)
        times
          .get(mode)!
          .get(path)!
          .push(await measure(browser, `${server.url}${path}`, mode));
  const networkName = NETWORK === 'slow4g' ? 'slow 4G (150 ms, 1.6 Mbit/s)' : 'local network';
  console.log(
    `App ready, CPU ${CPU_SLOWDOWN}× slower, ${networkName}; medians of ${ROUNDS} interleaved rounds (ms)`,
  );
  console.log(
    `${'page'.padEnd(32)}${'move → ready'.padEnd(14)}${'start chunk only'.padEnd(18)}${'ratio'.padEnd(8)}${'at once'.padEnd(10)}ratio`,
  );
  for (const path of pages) {
    const [w, bare, once] = modes.map((m) => median(times.get(m)!.get(path)!));
    console.log(
      `${path.padEnd(32)}${String(Math.round(w)).padEnd(14)}${String(Math.round(bare)).padEnd(18)}${fmt(w / bare, 2).padEnd(8)}${String(Math.round(once)).padEnd(10)}${fmt(w / once, 2)}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
