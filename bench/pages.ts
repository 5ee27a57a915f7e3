import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hasWrk, loadWithWrkAsync, pinSelf } from './lib.ts';
import { startPagesServer } from './pages-server.ts';

// Fast pages (issue 9): Lighthouse 12's default mobile run (simulated slow 4G, 4× CPU) on
// the four pages that matter, and requests per second of a public project page's HTML
// against bare node:http serving the very same bytes, in the same run (goal ratio ≥ 0.8, issue 25).
//   npm run build && node bench/pages.ts [lighthouseRuns=1] [loadSeconds=5] [concurrency=16]
// loadSeconds=0 skips the throughput part. WEB_DIST_DIR=dist/other measures another build.
// Prints figures only; nothing here passes or fails.

const RUNS = Number(process.argv[2] ?? 1);
const DURATION_MS = Number(process.argv[3] ?? 5) * 1000;
const CONCURRENCY = Number(process.argv[4] ?? 16);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Audit = {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
};
type LhResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
};

type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  jsBeforePaintKb: number;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

function figuresOf(lhr: LhResult): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
    networkRequestTime?: number;
  }>;
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as {
    observedFirstContentfulPaint?: number;
    observedNavigationStart?: number;
  };
  const fcp = metrics.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  // Request times are relative to the first request, which is the navigation itself.
  const beforePaint = scripts.filter((s) => (s.networkRequestTime ?? 0) < fcp);
  const kb = (list: typeof scripts) => list.reduce((n, s) => n + (s.transferSize ?? 0), 0) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsKb: kb(scripts),
    jsBeforePaintKb: kb(beforePaint),
  };
}

function load(
  url: string,
  headers: Record<string, string>,
): Promise<{ rps: number; p95: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./projects-load-worker.ts', import.meta.url), {
      workerData: { url, headers, durationMs: DURATION_MS, concurrency: CONCURRENCY },
    });
    worker.once('error', reject);
    worker.once('message', (m: { latencies: number[]; errors: number; elapsedMs: number }) => {
      const sorted = m.latencies.sort((a, b) => a - b);
      resolve({
        rps: sorted.length / (m.elapsedMs / 1000),
        p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
        errors: m.errors,
      });
      worker.terminate();
    });
  });
}

async function main() {
  const { server, user, project, pages } = await startPagesServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  try {
    await server.fetch(`/api/projects/${project.id}/design`, {
      method: 'PUT',
      cookie: user.cookie,
      json: {
        primaryColor: '#15803d',
        secondaryColor: '#0e7490',
        theme: 'modern',
        layout: 'grid',
        customCss: 'h2 { letter-spacing: 0.01em; }',
      },
    });
    // The design changed the project: render its page once more before measuring it.
    await (await fetch(`${server.url}/proyectos/${project.slug}`)).arrayBuffer();

    console.log(
      `Lighthouse ${RUNS} run(s) per page, default mobile (simulated slow 4G, 4× CPU); medians`,
    );
    console.log(
      'page                              perf  a11y  bp   seo   LCP ms  CLS    TBT ms  JS KB  JS before paint KB',
    );
    for (const path of pages) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        // LH_REPORT_DIR=/some/dir keeps each full report, to see which audits cost points.
        if (process.env.LH_REPORT_DIR)
          writeFileSync(
            join(process.env.LH_REPORT_DIR, `${path.replace(/\W+/g, '_') || 'root'}-${i}.json`),
            JSON.stringify(result.lhr),
          );
        const lhr = result.lhr as unknown as LhResult & { runtimeError?: { code: string } };
        // A run Lighthouse could not complete (NO_FCP, NO_NAVSTART on a starved machine) has
        // no figures; it is reported and left out of the medians.
        if (lhr.runtimeError)
          console.log(`  ${path}: run ${i + 1} failed (${lhr.runtimeError.code})`);
        else runs.push(figuresOf(lhr));
      }
      const m = (k: keyof PageFigures) => median(runs.map((r) => r[k]));
      console.log(
        `${path.padEnd(34)}${String(m('performance')).padEnd(6)}${String(m('accessibility')).padEnd(6)}${String(m('bestPractices')).padEnd(5)}${String(m('seo')).padEnd(6)}${m('lcp').toFixed(0).padEnd(8)}${m('cls').toFixed(3).padEnd(7)}${m('tbt').toFixed(0).padEnd(8)}${m('jsKb').toFixed(1).padEnd(7)}${m('jsBeforePaintKb').toFixed(1)}`,
      );
    }

    if (DURATION_MS === 0) return;
    // Throughput: the page's HTML as a browser asks for it, against bare node:http sending
    // the same bytes with the same content headers. Interleaved rounds, medians.
    const pageUrl = `${server.url}/proyectos/${project.slug}`;
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const sample = await fetch(pageUrl, { headers });
    const bytes = Buffer.from(await sample.arrayBuffer());
    const encoding = sample.headers.get('content-encoding');
    const raw = await (await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } })).text();
    const body = encoding ? (await import('node:zlib')).gzipSync(raw) : Buffer.from(raw);
    const bare: Server = createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(body);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    const gz = { 'accept-encoding': 'gzip' };
    await load(bareUrl, gz);
    await load(pageUrl, gz);
    const bareRps: number[] = [];
    const pageRps: number[] = [];
    let errors = 0;
    for (let round = 0; round < 3; round++) {
      const b = await load(bareUrl, gz);
      const p = await load(pageUrl, gz);
      bareRps.push(b.rps);
      pageRps.push(p.rps);
      errors += b.errors + p.errors;
    }
    // The worker above shares this process with both servers and tops out near the bare
    // server's rate, which flatters the ratio. wrk (apt-get install wrk), pinned to the other
    // core while this process (both servers) is pinned to the first, can saturate the bare
    // server and tells the cost per request as it is.
    const wrk: { bare: number[]; page: number[] } = { bare: [], page: [] };
    if (hasWrk() && pinSelf(0)) {
      const run = (url: string) =>
        loadWithWrkAsync(url, {
          connections: CONCURRENCY,
          seconds: DURATION_MS / 1000,
          cpu: 1,
          headers: gz,
        });
      await run(pageUrl);
      for (let round = 0; round < 3; round++) {
        wrk.bare.push((await run(bareUrl)).rps);
        wrk.page.push((await run(pageUrl)).rps);
      }
    }
    bare.close();
    console.log(
      `\n/proyectos/{slug} HTML (${raw.length} B, ${bytes.length} B as sent with ${encoding ?? 'no'} encoding; ${CONCURRENCY} concurrent, 3 interleaved rounds of ${DURATION_MS / 1000} s)`,
    );
    console.log(`  bare node:http   ${median(bareRps).toFixed(0)} req/s`);
    console.log(`  public page      ${median(pageRps).toFixed(0)} req/s  (${errors} errors)`);
    console.log(
      `  ratio            ${(median(pageRps) / median(bareRps)).toFixed(2)}   goal ≥ 0.80`,
    );
    if (wrk.bare.length > 0) {
      console.log('  with wrk on the other core (this process, both servers, on the first):');
      console.log(`  bare node:http   ${median(wrk.bare).toFixed(0)} req/s`);
      console.log(`  public page      ${median(wrk.page).toFixed(0)} req/s`);
      console.log(`  ratio            ${(median(wrk.page) / median(wrk.bare)).toFixed(2)}`);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
}

await main();
