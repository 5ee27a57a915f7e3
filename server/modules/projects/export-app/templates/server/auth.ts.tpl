import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nombreApp } from '../comun/app.ts';
import type { Rol } from '../comun/definicion.ts';
import { rellenar, textos } from '../comun/textos.ts';
import { appMessages, fill } from '../kit/texts.ts';
import type { Config } from './config.ts';
import type { Correo } from './correo.ts';
import type { BaseDatos } from './db.ts';
import { cuerpoError } from './errores.ts';

// Las cuentas: Better Auth con email y contraseña en /api/auth/*, sobre la misma base de datos.
// El dueño de la app es la cuenta que se creó con el código de puesta en marcha: mientras no
// hay dueño, la app lo muestra al arrancar (o lo toma de SETUP_TOKEN) y solo quien lo tiene
// crea la cuenta del dueño; con ADMIN_EMAIL, además, esa cuenta ha de ser la de ese email, y
// nadie más puede crearla. Iniciar sesión tiene un límite por cuenta, además del de cada IP.

export function crearAuth(config: Config, base: BaseDatos, correo?: Correo) {
  return betterAuth({
    appName: nombreApp,
    baseURL: config.urlPublica,
    basePath: '/api/auth',
    secret: config.secreto,
    trustedOrigins: [config.urlPublica],
    database: { db: base.db, type: base.motor },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    // Una cuenta confirma su correo cuando lo pide (POST /api/auth/send-verification-email y el
    // enlace que le llega): es lo que necesita para ver los registros de una entidad
    // «vinculada». El correo sale por server/correo.ts (la tabla app_correos y, con SMTP_URL,
    // el servidor de correo). Nada se envía al crear la cuenta.
    ...(correo && {
      emailVerification: {
        sendOnSignUp: false,
        autoSignInAfterVerification: true,
        expiresIn: 60 * 60 * 24,
        sendVerificationEmail: async ({
          user,
          url,
        }: {
          user: { email: string; name: string };
          url: string;
        }) => {
          const m = appMessages.mail;
          await correo.enviar([
            {
              to: user.email,
              subject: fill(m.verifySubject, { app: nombreApp }),
              text: fill(m.verifyText, {
                name: user.name || user.email,
                app: nombreApp,
                link: url,
              }),
            },
          ]);
        },
      },
    }),
    // El límite de peticiones lo pone Fastify (server/app.ts).
    rateLimit: { enabled: false },
    user: {
      modelName: 'auth_usuarios',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    session: {
      modelName: 'auth_sesiones',
      expiresIn: 60 * 60 * 24 * 30,
      fields: {
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
      },
    },
    account: {
      modelName: 'auth_cuentas',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'auth_verificaciones',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    advanced: {
      useSecureCookies: config.cookiesSeguras,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.cookiesSeguras },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof crearAuth>;
export type Usuario = { id: string; name: string; email: string; emailVerificado: boolean };

// Los códigos de error de Better Auth, en español.
const TEXTO_ERROR: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: textos.errores.credenciales,
  INVALID_PASSWORD: textos.errores.credenciales,
  USER_NOT_FOUND: textos.errores.credenciales,
  CREDENTIAL_ACCOUNT_NOT_FOUND: textos.errores.credenciales,
  USER_ALREADY_EXISTS: textos.errores.emailUsado,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: textos.errores.emailUsado,
  PASSWORD_TOO_SHORT: textos.errores.contrasenaCorta,
  PASSWORD_TOO_LONG: textos.errores.contrasenaLarga,
  INVALID_EMAIL: textos.errores.emailInvalido,
};

export function cabecerasDe(request: FastifyRequest): Headers {
  const cabeceras = new Headers();
  for (const [clave, valor] of Object.entries(request.headers)) {
    if (Array.isArray(valor)) for (const v of valor) cabeceras.append(clave, v);
    else if (valor !== undefined) cabeceras.set(clave, String(valor));
  }
  return cabeceras;
}

/** El resumen de un código de dueño (en la base de datos se guarda solo esto). */
const resumenDe = (codigo: string) => createHash('sha256').update(codigo).digest('hex');

function mismoCodigo(codigo: string, resumen: string): boolean {
  const dado = Buffer.from(resumenDe(codigo));
  const guardado = Buffer.from(resumen);
  return dado.length === guardado.length && timingSafeEqual(dado, guardado);
}

async function filaDueno(base: BaseDatos) {
  return base.db
    .selectFrom('auth_dueno')
    .select(['usuario_id', 'codigo'])
    .where('id', '=', 'dueno')
    .executeTakeFirst();
}

/**
 * Al arrancar: si la app aún no tiene dueño, el código de puesta en marcha (SETUP_TOKEN o uno
 * aleatorio nuevo) para crear su cuenta; si ya lo tiene, null.
 */
export async function prepararDueno(config: Config, base: BaseDatos): Promise<string | null> {
  await base.db
    .insertInto('auth_dueno')
    .values({ id: 'dueno', usuario_id: null, codigo: null, creado_en: new Date().toISOString() })
    .onConflict((conflicto) => conflicto.column('id').doNothing())
    .execute();
  if ((await filaDueno(base))?.usuario_id) return null;
  const codigo = config.codigoDueno ?? randomBytes(24).toString('base64url');
  await base.db
    .updateTable('auth_dueno')
    .set({ codigo: resumenDe(codigo) })
    .where('id', '=', 'dueno')
    .where('usuario_id', 'is', null)
    .execute();
  return codigo;
}

// El límite por cuenta de iniciar sesión: LIBRES intentos por VENTANA, cuente la IP que cuente
// (detrás de un proxy cada intento puede traer otra). Un navegador que ya entró en la cuenta
// lleva una cookie firmada y sus intentos se cuentan aparte, para que un ataque no deje fuera
// al dueño.
const LIBRES = 10;
const VENTANA = 15 * 60_000;
const DISPOSITIVO = 'app_dispositivo';
const intentos = new Map<string, { n: number; desde: number }>();

/** Cuenta un intento; devuelve 0 si puede seguir o los milisegundos que faltan. */
function contarIntento(clave: string, ahora = Date.now()): number {
  let estado = intentos.get(clave);
  if (!estado || ahora - estado.desde >= VENTANA) estado = { n: 0, desde: ahora };
  if (estado.n >= LIBRES) return estado.desde + VENTANA - ahora;
  estado.n++;
  intentos.set(clave, estado);
  if (intentos.size > 50_000)
    for (const [otra, valor] of intentos) if (ahora - valor.desde >= VENTANA) intentos.delete(otra);
  return 0;
}

const firmaDispositivo = (config: Config, email: string) =>
  createHmac('sha256', config.secreto).update(`dispositivo:${email}`).digest('base64url');

function esDispositivoConocido(config: Config, email: string, cookies?: string): boolean {
  const valor = cookies
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${DISPOSITIVO}=`))
    ?.slice(DISPOSITIVO.length + 1);
  if (!valor) return false;
  const esperado = Buffer.from(firmaDispositivo(config, email));
  const dado = Buffer.from(valor);
  return dado.length === esperado.length && timingSafeEqual(dado, esperado);
}

const enviarError = (reply: FastifyReply, estado: number, codigo: string, mensaje: string) =>
  reply
    .status(estado)
    .header('content-type', 'application/json; charset=utf-8')
    .send(cuerpoError(codigo, mensaje));

/** Pasa /api/auth/* a Better Auth y traduce sus errores. */
export function rutasAuth(app: FastifyInstance, config: Config, base: BaseDatos, auth: Auth) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    async handler(request, reply) {
      const ruta = new URL(request.url, config.urlPublica).pathname;
      const cuerpo = { ...((request.body ?? {}) as Record<string, unknown>) };
      const email = typeof cuerpo.email === 'string' ? cuerpo.email.trim().toLowerCase() : '';
      const cookiesPropias: string[] = [];
      let reclamaDueno = false;
      let claveIntentos: string | null = null;

      if (request.method === 'POST' && ruta === '/api/auth/sign-up/email') {
        const { codigoDueno } = cuerpo;
        delete cuerpo.codigoDueno;
        const dueno = await filaDueno(base);
        const pendiente =
          dueno && !dueno.usuario_id && typeof dueno.codigo === 'string' ? dueno.codigo : null;
        const esEmailDueno = config.emailDueno !== null && email === config.emailDueno;
        if (codigoDueno !== undefined || (esEmailDueno && pendiente)) {
          if (codigoDueno === undefined)
            return enviarError(reply, 403, 'CUENTA_DEL_DUENO', textos.errores.cuentaDelDueno);
          const valido =
            pendiente !== null &&
            typeof codigoDueno === 'string' &&
            mismoCodigo(codigoDueno, pendiente) &&
            (config.emailDueno === null || esEmailDueno);
          if (!valido)
            return enviarError(reply, 403, 'CUENTA_DEL_DUENO', textos.errores.codigoDueno);
          reclamaDueno = true;
        }
      }

      if (request.method === 'POST' && ruta === '/api/auth/sign-in/email' && email) {
        const conocido = esDispositivoConocido(config, email, request.headers.cookie);
        claveIntentos = `${conocido ? 'dispositivo' : 'cuenta'}:${email}`;
        const espera = contarIntento(claveIntentos);
        if (espera > 0) {
          const minutos = Math.ceil(espera / 60_000);
          reply.header('retry-after', String(Math.ceil(espera / 1000)));
          return enviarError(
            reply,
            429,
            'DEMASIADOS_INTENTOS',
            rellenar(textos.errores.demasiadosIntentos, { minutos }),
          );
        }
      }

      const cabeceras = cabecerasDe(request);
      const init: RequestInit = { method: request.method, headers: cabeceras };
      if (request.method === 'POST') {
        init.body = JSON.stringify(cuerpo);
        cabeceras.set('content-type', 'application/json');
        cabeceras.delete('content-length');
      }
      const respuesta = await auth.handler(
        new Request(new URL(request.url, config.urlPublica), init),
      );
      const texto = await respuesta.text();

      if (respuesta.status < 400 && reclamaDueno) {
        let creado: { user?: { id?: string } } = {};
        try {
          creado = JSON.parse(texto) as typeof creado;
        } catch {
          // sin cuenta nueva que leer: nadie pasa a ser el dueño
        }
        if (creado.user?.id)
          await base.db
            .updateTable('auth_dueno')
            .set({ usuario_id: creado.user.id, codigo: null })
            .where('id', '=', 'dueno')
            .where('usuario_id', 'is', null)
            .execute();
      }
      if (respuesta.status < 400 && claveIntentos) {
        intentos.delete(`cuenta:${email}`);
        intentos.delete(`dispositivo:${email}`);
        const segura = config.cookiesSeguras ? '; Secure' : '';
        cookiesPropias.push(
          `${DISPOSITIVO}=${firmaDispositivo(config, email)}; Path=/api/auth; Max-Age=31536000; HttpOnly; SameSite=Lax${segura}`,
        );
      }

      reply.status(respuesta.status);
      for (const [clave, valor] of respuesta.headers) {
        if (clave === 'set-cookie' || clave === 'content-length') continue;
        reply.header(clave, valor);
      }
      const cookies = [...respuesta.headers.getSetCookie(), ...cookiesPropias];
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (respuesta.status < 400) return reply.send(texto);
      let codigo = 'ERROR_DE_CUENTA';
      try {
        codigo = (JSON.parse(texto) as { code?: string }).code ?? codigo;
      } catch {
        // no es JSON
      }
      const mensaje =
        TEXTO_ERROR[codigo] ??
        (respuesta.status === 401 ? textos.errores.sinSesion : textos.errores.peticionInvalida);
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(cuerpoError(codigo, mensaje));
    },
  });
}

/** La cuenta con sesión, o null. */
export async function usuarioDe(auth: Auth, request: FastifyRequest): Promise<Usuario | null> {
  const sesion = await auth.api.getSession({ headers: cabecerasDe(request) });
  if (!sesion) return null;
  const { id, name, email, emailVerified } = sesion.user;
  return { id, name, email: email.toLowerCase(), emailVerificado: emailVerified === true };
}

/** Si la cuenta es la del dueño: la que se creó con el código de puesta en marcha. */
export async function esDueno(base: BaseDatos, usuario: Usuario): Promise<boolean> {
  return (await filaDueno(base))?.usuario_id === usuario.id;
}

/**
 * El rol de quien pide: sin cuenta, el dueño, una persona del equipo (su cuenta tiene el email
 * al que el dueño la invitó) o cualquier otra cuenta.
 */
export async function rolDe(base: BaseDatos, usuario: Usuario | null): Promise<Rol> {
  if (!usuario) return 'anonimo';
  if (await esDueno(base, usuario)) return 'dueno';
  const miembro = await base.db
    .selectFrom('app_equipo')
    .select('rol')
    .where('email', '=', usuario.email)
    .executeTakeFirst();
  return miembro?.rol === 'equipo' || miembro?.rol === 'lector' ? miembro.rol : 'visitante';
}
