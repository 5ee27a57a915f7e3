import { betterAuth } from 'better-auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Rol } from '../comun/definicion.ts';
import { textos } from '../comun/textos.ts';
import type { Config } from './config.ts';
import type { BaseDatos } from './db.ts';
import { cuerpoError } from './errores.ts';

// Las cuentas: Better Auth con email y contraseña en /api/auth/*, sobre la misma base de datos.
// El dueño de la app es la cuenta de ADMIN_EMAIL o, si no está definida, la primera que se creó.

export function crearAuth(config: Config, base: BaseDatos) {
  return betterAuth({
    appName: {{nombre}},
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
export type Usuario = { id: string; name: string; email: string };

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

/** Pasa /api/auth/* a Better Auth y traduce sus errores. */
export function rutasAuth(app: FastifyInstance, config: Config, auth: Auth) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    async handler(request, reply) {
      const cabeceras = cabecerasDe(request);
      const init: RequestInit = { method: request.method, headers: cabeceras };
      if (request.method === 'POST') {
        init.body = JSON.stringify(request.body ?? {});
        cabeceras.set('content-type', 'application/json');
        cabeceras.delete('content-length');
      }
      const respuesta = await auth.handler(
        new Request(new URL(request.url, config.urlPublica), init),
      );
      reply.status(respuesta.status);
      for (const [clave, valor] of respuesta.headers) {
        if (clave === 'set-cookie' || clave === 'content-length') continue;
        reply.header(clave, valor);
      }
      const cookies = respuesta.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const cuerpo = await respuesta.text();
      if (respuesta.status < 400) return reply.send(cuerpo);
      let codigo = 'ERROR_DE_CUENTA';
      try {
        codigo = (JSON.parse(cuerpo) as { code?: string }).code ?? codigo;
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
  return sesion ? { id: sesion.user.id, name: sesion.user.name, email: sesion.user.email } : null;
}

/** Si la cuenta es la del dueño: la de ADMIN_EMAIL o, sin ella, la primera creada. */
export async function esDueno(config: Config, base: BaseDatos, usuario: Usuario) {
  if (config.emailDueno) return usuario.email.toLowerCase() === config.emailDueno;
  const primera = await base.db
    .selectFrom('auth_usuarios')
    .select('id')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return primera?.id === usuario.id;
}

export async function rolDe(
  config: Config,
  base: BaseDatos,
  usuario: Usuario | null,
): Promise<Rol> {
  if (!usuario) return 'anonimo';
  return (await esDueno(config, base, usuario)) ? 'dueno' : 'visitante';
}
