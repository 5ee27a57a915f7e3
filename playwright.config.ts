import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { browserUse } from './e2e/browser.ts';

// Browser tests run in a real Chromium (Debian's package) against the real server,
// started here on its embedded defaults with a fresh data directory.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'forja-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: { baseURL, ...browserUse },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node server/index.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: baseURL,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '100000',
      // e2e/analytics.spec.ts signs this operator up to see /admin/analitica.
      ADMIN_EMAILS: 'operador-e2e@example.com',
    },
  },
});
