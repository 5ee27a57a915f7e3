import { defineConfig, devices } from '@playwright/test';
import { browserUse } from './e2e/browser.ts';

// Scale-out in a real Chromium: two Forja instances (separate processes) on PostgreSQL,
// Redis and an S3-compatible server, behind nginx round-robin, all started by
// e2e-scaleout/global-setup.ts. Run by `npm run test:services` (scripts/run-tests.ts).
const PORT = Number(process.env.E2E_PORT ?? 3314);
const baseURL = `http://127.0.0.1:${PORT}`;
process.env.E2E_SCALEOUT_PORT = String(PORT);

export default defineConfig({
  testDir: 'e2e-scaleout',
  // One flow that kills an instance: nothing else may run beside it.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/scaleout',
  globalSetup: './e2e-scaleout/global-setup.ts',
  use: { baseURL, ...browserUse },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
