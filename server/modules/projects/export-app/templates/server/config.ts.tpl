import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// La configuración sale de las variables de entorno (README.md, «Variables de entorno»).

export type Config = {
  puerto: number;
  host: string;
  urlPublica: string;
  baseDatos: string | null;
  rutaSqlite: string;
  carpetaSubidas: string;
  emailDueno: string | null;
  secreto: string;
  cookiesSeguras: boolean;
};

/** El secreto de las sesiones: AUTH_SECRET, o uno aleatorio guardado junto a los datos. */
function secretoDe(env: NodeJS.ProcessEnv, carpetaDatos: string): string {
  if (env.AUTH_SECRET && env.AUTH_SECRET.length >= 32) return env.AUTH_SECRET;
  const ruta = resolve(carpetaDatos, 'secreto');
  if (existsSync(ruta)) return readFileSync(ruta, 'utf8').trim();
  mkdirSync(dirname(ruta), { recursive: true });
  const secreto = randomBytes(32).toString('hex');
  writeFileSync(ruta, secreto, { mode: 0o600 });
  return secreto;
}

export function leerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const puerto = Number(env.PORT ?? 3000);
  if (!Number.isInteger(puerto) || puerto < 0 || puerto > 65535)
    throw new Error('PORT debe ser un número de puerto válido.');
  const carpetaDatos = resolve(env.DATA_DIR ?? 'data');
  const urlPublica = (env.PUBLIC_URL ?? `http://localhost:${puerto}`).replace(/\/$/, '');
  return {
    puerto,
    host: env.HOST ?? '0.0.0.0',
    urlPublica,
    baseDatos: env.DATABASE_URL || null,
    rutaSqlite: env.SQLITE_PATH ?? resolve(carpetaDatos, 'app.db'),
    carpetaSubidas: resolve(env.UPLOADS_DIR ?? resolve(carpetaDatos, 'subidas')),
    emailDueno: env.ADMIN_EMAIL ? env.ADMIN_EMAIL.trim().toLowerCase() : null,
    secreto: secretoDe(env, carpetaDatos),
    cookiesSeguras: urlPublica.startsWith('https://'),
  };
}
