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
  /** De quién se fía para leer X-Forwarded-For (TRUST_PROXY): nadie, todos, saltos o direcciones. */
  confiarEnProxy: boolean | string | ((direccion: string, salto: number) => boolean);
  /** El código de puesta en marcha fijado por SETUP_TOKEN (si no, uno aleatorio al arrancar). */
  codigoDueno: string | null;
  /** El servidor de correo (SMTP_URL, p. ej. smtps://usuario:clave@smtp.ejemplo.com:465). */
  smtpUrl: string | null;
  /** El remitente de los avisos (MAIL_FROM). */
  remitente: string;
  /** Las peticiones por minuto de cada dirección (RATE_LIMIT_PER_MINUTE). */
  peticionesPorMinuto: number;
  /**
   * Lo que puede subir quien no tiene cuenta a un formulario abierto (ANON_UPLOADS_*): por
   * dirección, al minuto y al día; entre todos, al día, en número y en MB.
   */
  subidasAnonimas: { porMinuto: number; porDia: number; appPorDia: number; mbPorDia: number };
};

const NOMBRES_DE_RED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const DIRECCION = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY, como en Forja: vacío o `false`, nadie; las direcciones de los proxies separadas
 * por comas (`127.0.0.1`, `10.0.0.0/8`, `loopback`), solo ellas; `true` o un número de saltos,
 * cualquiera que llegue (solo si a la app no se llega más que a través del proxy).
 */
function confianzaDe(valor: string | undefined): Config['confiarEnProxy'] {
  const texto = (valor ?? '').trim();
  if (texto === '' || texto === 'false' || texto === '0') return false;
  if (texto === 'true') return true;
  if (/^[1-9]$/.test(texto)) {
    const saltos = Number(texto);
    return (_direccion, salto) => salto < saltos;
  }
  const direcciones = texto.split(',').map((d) => d.trim());
  if (direcciones.every((d) => NOMBRES_DE_RED.has(d) || DIRECCION.test(d)))
    return direcciones.join(',');
  throw new Error(
    'TRUST_PROXY debe ser las direcciones de tus proxies separadas por comas (por ejemplo 127.0.0.1), true o el número de proxies.',
  );
}

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

function codigoDe(valor: string | undefined): string | null {
  const codigo = (valor ?? '').trim();
  if (codigo === '') return null;
  if (!/^[\w-]{20,200}$/.test(codigo))
    throw new Error('SETUP_TOKEN debe tener al menos 20 letras, números, - o _.');
  return codigo;
}

function smtpDe(valor: string | undefined): string | null {
  const url = (valor ?? '').trim();
  if (url === '') return null;
  if (!/^smtps?:\/\/\S+$/.test(url))
    throw new Error(
      'SMTP_URL debe ser una dirección smtp:// o smtps://, por ejemplo smtps://usuario:clave@smtp.ejemplo.com:465.',
    );
  return url;
}

/** Un número entero positivo de una variable, o su valor por defecto. */
function enteroDe(env: NodeJS.ProcessEnv, nombre: string, porDefecto: number): number {
  const texto = (env[nombre] ?? '').trim();
  if (texto === '') return porDefecto;
  const numero = Number(texto);
  if (!Number.isInteger(numero) || numero < 1)
    throw new Error(`${nombre} debe ser un número entero mayor que cero.`);
  return numero;
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
    confiarEnProxy: confianzaDe(env.TRUST_PROXY),
    codigoDueno: codigoDe(env.SETUP_TOKEN),
    smtpUrl: smtpDe(env.SMTP_URL),
    remitente: env.MAIL_FROM?.trim() || `Avisos <avisos@${new URL(urlPublica).hostname}>`,
    peticionesPorMinuto: enteroDe(env, 'RATE_LIMIT_PER_MINUTE', 300),
    subidasAnonimas: {
      porMinuto: enteroDe(env, 'ANON_UPLOADS_PER_MINUTE', 5),
      porDia: enteroDe(env, 'ANON_UPLOADS_PER_DAY', 10),
      appPorDia: enteroDe(env, 'ANON_UPLOADS_APP_PER_DAY', 50),
      mbPorDia: enteroDe(env, 'ANON_UPLOADS_APP_MB_PER_DAY', 200),
    },
  };
}
