import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError } from 'fastify';
import { Migrator } from 'kysely';
import { ARCHIVO_MAX_MB } from '../comun/archivos.ts';
import { textos } from '../comun/textos.ts';
import { crearAuth, prepararDueno, rolDe, rutasAuth, usuarioDe } from './auth.ts';
import { type Config, leerConfig } from './config.ts';
import { crearCorreo } from './correo.ts';
import { abrirBaseDatos } from './db.ts';
import { rutasEquipo } from './equipo.ts';
import { cuerpoError, ErrorApi, prohibido } from './errores.ts';
import { migraciones } from './migraciones.ts';
import { rutasRegistros } from './registros.ts';
import { rutasSubidas } from './subidas.ts';

// El servidor: la API (/api/*) y la web ya construida (dist/), con cabeceras de seguridad,
// límite de peticiones y errores en español.

const WEB = fileURLToPath(new URL('../dist/', import.meta.url));

const CABECERAS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};

export async function construirApp(env: NodeJS.ProcessEnv = process.env) {
  const config: Config = leerConfig(env);
  const base = await abrirBaseDatos(config);
  const migrador = new Migrator({
    db: base.db,
    provider: { getMigrations: async () => migraciones(base.motor, config.carpetaSubidas) },
  });
  const { error } = await migrador.migrateToLatest();
  if (error) throw error;
  const correo = crearCorreo(config, base);
  const auth = crearAuth(config, base, correo);
  // Mientras la app no tiene dueño, el código para crear su cuenta (server/index.ts lo muestra).
  const codigoDueno = await prepararDueno(config, base);

  const app = Fastify({
    logger: env.LOG_LEVEL ? { level: env.LOG_LEVEL } : false,
    bodyLimit: 64 * 1024,
    trustProxy: config.confiarEnProxy,
  });
  app.addHook('onClose', () => base.cerrar());
  app.addHook('onSend', async (request, reply) => {
    for (const [clave, valor] of Object.entries(CABECERAS)) reply.header(clave, valor);
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/subidas/'))
      reply.header('cache-control', 'no-store');
    if (config.cookiesSeguras)
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // Los cambios solo desde esta misma web: un Origin ajeno recibe 403.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const origen = request.headers.origin;
    if (origen && origen !== config.urlPublica && origen !== `http://${request.headers.host}`)
      throw prohibido(textos.errores.origen, 'ORIGEN_AJENO');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ErrorApi)
      return reply.status(error.estado).send(cuerpoError(error.codigo, error.message));
    const estado = error.statusCode ?? 500;
    if (estado === 413)
      return reply
        .status(413)
        .send(cuerpoError('DEMASIADO_GRANDE', textos.errores.demasiadoGrande));
    if (estado === 429)
      return reply
        .status(429)
        .send(cuerpoError('DEMASIADAS_PETICIONES', textos.errores.demasiadasPeticiones));
    if (estado >= 400 && estado < 500)
      return reply
        .status(estado)
        .send(cuerpoError('PETICION_INVALIDA', textos.errores.peticionInvalida));
    request.log.error(error);
    return reply.status(500).send(cuerpoError('ERROR_INTERNO', textos.errores.interno));
  });

  await app.register(rateLimit, {
    max: config.peticionesPorMinuto,
    timeWindow: '1 minute',
    errorResponseBuilder: () =>
      new ErrorApi(429, 'DEMASIADAS_PETICIONES', textos.errores.demasiadasPeticiones),
  });
  // Imágenes de hasta 5 MB (server/subidas.ts lo comprueba) y archivos de hasta ARCHIVO_MAX_MB.
  await app.register(multipart, {
    limits: { fileSize: ARCHIVO_MAX_MB * 1024 * 1024, files: 1 },
  });

  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/yo', async (request) => {
    const usuario = await usuarioDe(auth, request);
    return { usuario, rol: await rolDe(base, usuario) };
  });
  rutasAuth(app, config, base, auth);
  rutasEquipo(app, { base, auth });
  const registros = rutasRegistros(app, { config, base, auth, correo });
  const subidas = rutasSubidas(app, { config, base, auth, registros });
  // Cada hora, las subidas sin cuenta que ningún registro guarda pasadas 24 horas se borran.
  const barrido = setInterval(
    () => subidas.barrer().catch((fallo) => app.log.error(fallo)),
    60 * 60 * 1000,
  );
  barrido.unref();
  app.addHook('onClose', async () => clearInterval(barrido));

  const hayWeb = existsSync(`${WEB}index.html`);
  if (hayWeb) await app.register(fastifyStatic, { root: WEB, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (hayWeb && request.method === 'GET' && !request.url.startsWith('/api/'))
      return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(cuerpoError('NO_ENCONTRADO', textos.errores.noEncontrado));
  });

  return { app, config, codigoDueno, base, barrerSubidas: subidas.barrer };
}
