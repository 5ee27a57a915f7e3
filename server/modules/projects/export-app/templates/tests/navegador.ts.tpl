import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// El Chromium de la prueba de humo: el de CHROMIUM_PATH, el del sistema (/usr/bin/chromium) o,
// si no hay ninguno, el de Playwright. `npm test` ejecuta antes este archivo (`pretest`): en
// una máquina sin ninguno, descarga el de Playwright una sola vez (`playwright install chromium`).

/** El Chromium del sistema, o undefined para usar el de Playwright. */
export function chromiumDelSistema(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

if (import.meta.main && !chromiumDelSistema() && !existsSync(chromium.executablePath())) {
  console.log('No hay Chromium para la prueba de humo: se instala el de Playwright.');
  const instalar = spawnSync('playwright', ['install', 'chromium'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  process.exit(instalar.status ?? 1);
}
