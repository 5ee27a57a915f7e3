// Runs every test and ends with one summary line ("N passed, N failed, N skipped").
//   node scripts/run-tests.ts            build, Vitest (SQLite), Playwright (Chromium)
//   node scripts/run-tests.ts --services the data-layer suites against PostgreSQL + Redis, then
//                                        the scale-out browser flow through nginx
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const services = process.argv.includes('--services');
const bin = (name: string) => `node_modules/.bin/${name}`;
mkdirSync('test-results', { recursive: true });

function run(cmd: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };

function addVitest(file: string) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites?: number;
    };
    totals.passed += r.numPassedTests;
    // A suite whose setup failed runs no test: count it as one failure, not as nothing.
    totals.failed += r.numFailedTests || (r.numFailedTestSuites ?? 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    totals.failed += 1;
    console.error(`No Vitest results in ${file}`);
  }
}

function addPlaywright(file: string) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    totals.passed += r.stats.expected + r.stats.flaky;
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
  } catch {
    totals.failed += 1;
    console.error(`No Playwright results in ${file}`);
  }
}

let exit = 0;
if (services) {
  const out = 'test-results/vitest-services.json';
  rmSync(out, { force: true });
  exit |= run(bin('vitest'), [
    'run',
    '--config',
    'vitest.services.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
    ...process.argv.slice(3),
  ]);
  addVitest(out);
  // Scale-out in a browser: two instances behind nginx (playwright.scaleout.config.ts).
  // It serves the built web app; build it when this run comes without `npm test` before it.
  if (!existsSync('dist/web/index.html')) {
    exit |= run(bin('vite'), ['build', '--logLevel', 'warn']);
    if (exit === 0) exit |= run(process.execPath, ['scripts/compress-assets.ts']);
    if (exit === 0) exit |= run(process.execPath, ['scripts/bundle-server-deps.ts']);
    if (exit === 0) exit |= run(process.execPath, ['scripts/bundle-server.ts']);
  }
  const scaleOut = 'test-results/playwright-scaleout.json';
  rmSync(scaleOut, { force: true });
  exit |= run(
    bin('playwright'),
    ['test', '--config', 'playwright.scaleout.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: scaleOut },
  );
  addPlaywright(scaleOut);
} else {
  exit |= run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (exit === 0) exit |= run(process.execPath, ['scripts/compress-assets.ts']);
  // The browser tests start the server as `npm start` does: with the bundled dependencies and
  // the bundled server.
  if (exit === 0) exit |= run(process.execPath, ['scripts/bundle-server-deps.ts']);
  if (exit === 0) exit |= run(process.execPath, ['scripts/bundle-server.ts']);
  if (exit !== 0) {
    console.log('\nbuild: 0 passed, 1 failed');
    process.exit(1);
  }
  const vitestOut = 'test-results/vitest.json';
  rmSync(vitestOut, { force: true });
  exit |= run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestOut}`,
  ]);
  addVitest(vitestOut);
  const pwOut = 'test-results/playwright.json';
  rmSync(pwOut, { force: true });
  exit |= run(bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut,
  });
  addPlaywright(pwOut);
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exit !== 0 || totals.failed > 0 ? 1 : 0);
