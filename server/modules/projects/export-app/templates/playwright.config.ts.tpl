import { defineConfig } from '@playwright/test';
import { chromiumDelSistema } from './tests/navegador.ts';

// La prueba de humo en un navegador real. Usa el Chromium de CHROMIUM_PATH o el del sistema
// (/usr/bin/chromium) si lo hay; si no, el de Playwright, que `npm test` instala si falta
// (tests/navegador.ts).

const puerto = Number(process.env.E2E_PORT ?? 4173);
const chromium = chromiumDelSistema();
const datos = `test-results/datos-${Date.now()}`;
/** El código de puesta en marcha de la prueba (SETUP_TOKEN): la cuenta que crea es la del dueño. */
export const CODIGO_DUENO = 'codigo-de-la-prueba-de-humo-0123456789';

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${puerto}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'vite build && node server/index.ts',
    url: `http://127.0.0.1:${puerto}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(puerto),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${puerto}`,
      DATA_DIR: datos,
      SETUP_TOKEN: CODIGO_DUENO,
    },
  },
});
