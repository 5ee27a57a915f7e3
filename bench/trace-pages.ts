import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startPagesServer } from './pages-server.ts';

// Where the main thread's time goes on the four pages of bench/pages.ts: a Chromium trace,
// with durations multiplied by 4 as Lighthouse's simulated mobile run does (it does not
// throttle either), every task over 30 ms and what it spent its time on (script evaluation
// and compilation by file, style, layout, parsing, GC).
//   npm run build && node bench/trace-pages.ts [runs=1]     (WAKE=1: then start the app)
// Prints figures only; nothing here passes or fails. WEB_DIST_DIR=dist/other traces another build.

const RUNS = Number(process.argv[2] ?? 1);
const SLOWDOWN = 4;

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; frame?: string }; beginData?: { url?: string } };
};

// Leaf-ish events and what they count as; time is thread (CPU) time, so a busy machine
// (other processes) does not inflate it.
const CATEGORY: Array<[RegExp, string]> = [
  [/^v8\.evaluateModule$/, 'module evaluation'],
  [/^(EvaluateScript)$/, 'script evaluation'],
  [/^(FunctionCall|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame)$/, 'script'],
  [/^(v8\.compile|v8\.compileModule|CompileScript|v8\.produceModuleCache)$/, 'compile'],
  [/^(UpdateLayoutTree|ParseAuthorStyleSheet)$/, 'style'],
  [/^(Layout)$/, 'layout'],
  [/^(PrePaint|Paint|Layerize|Commit|UpdateLayer)$/, 'paint'],
  [/^(ParseHTML)$/, 'html'],
  [/^(MinorGC|MajorGC)$/, 'gc'],
];

const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;

function summarise(events: TraceEvent[]) {
  // The page's renderer main thread: the one parsing the page's HTML.
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith('http'),
  );
  if (!parse) return [];
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const tasks = main.filter((e) => e.name === 'RunTask' && cpu(e) * SLOWDOWN > 30_000);
  return tasks.map((t) => {
    const end = t.ts + (t.dur ?? 0);
    const inside = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end);
    const by = new Map<string, number>();
    // Self time per category: each categorised event minus the categorised events in it.
    for (const e of inside) {
      const cat = CATEGORY.find(([re]) => re.test(e.name))?.[1];
      if (!cat) continue;
      const eEnd = e.ts + (e.dur ?? 0);
      const nested = inside
        .filter(
          (c) =>
            c !== e &&
            c.ts >= e.ts &&
            c.ts + (c.dur ?? 0) <= eEnd &&
            CATEGORY.some(([re]) => re.test(c.name)),
        )
        .reduce((n, c) => n + cpu(c), 0);
      const url = (e.args?.data?.url ?? '').replace(/^.*\//, '');
      const key = url ? `${cat} ${url}` : cat;
      by.set(key, (by.get(key) ?? 0) + Math.max(0, cpu(e) - nested));
    }
    const parts = [...by.entries()]
      .filter(([, d]) => d * SLOWDOWN >= 3000)
      .sort((a, b) => b[1] - a[1])
      .map(([k, d]) => `${k} ${Math.round((d * SLOWDOWN) / 1000)}`);
    return `  at ${Math.round(((t.ts - parse.ts) * SLOWDOWN) / 1000)} ms: ${Math.round((cpu(t) * SLOWDOWN) / 1000)} ms  (${parts.join(', ')})`;
  });
}

const started = await startPagesServer();
const { server } = started;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const pages = process.env.PAGES?.split(',') ?? started.pages;
  for (const path of pages) {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
      });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'v8.execute',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'v8',
        ],
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      // What a visitor who only reads costs (docs/decisions/0112-hydrate-on-interaction.md);
      // WAKE=1 then moves the mouse and traces the app's start too.
      await page.waitForTimeout(2500);
      if (process.env.WAKE) {
        await page.mouse.move(2, 2);
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
          timeout: 30_000,
        });
        await page.waitForTimeout(1500);
      }
      const buf = await browser.stopTracing();
      if (process.env.TRACE_DIR)
        writeFileSync(join(process.env.TRACE_DIR, `${path.replace(/\W+/g, '_')}-${i}.json`), buf);
      const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] };
      console.log(
        `${path} run ${i + 1}: tasks over 30 ms (CPU time × ${SLOWDOWN}; at = from HTML parse × ${SLOWDOWN})`,
      );
      for (const line of summarise(traceEvents)) console.log(line);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
