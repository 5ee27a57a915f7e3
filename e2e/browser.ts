import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What every Playwright config here shares: Debian's Chromium (no browser download is
 * possible), Spanish locale and Madrid time, traces and screenshots kept on failure.
 */
export const browserUse = {
  locale: 'es-ES',
  timezoneId: 'Europe/Madrid',
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  },
} satisfies PlaywrightTestConfig['use'];
