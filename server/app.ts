import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../contracts/messages.ts';
import { type Config, loadConfig } from './config.ts';
import { type DbHandle, migrateToLatest, openDatabase } from './db/client.ts';
import type { App, AppDeps } from './deps.ts';
import { createAiClient } from './lib/ai/client.ts';
import { AppError, errorBody } from './lib/errors.ts';
import { createMailer } from './lib/mailer.ts';
import { resolveSecret } from './lib/secrets.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { createLocalStorage } from './lib/storage.ts';
import { createAuth } from './modules/auth/auth.ts';
import { registerFileRoutes } from './modules/files/routes.ts';
import { registerModules } from './modules/index.ts';
import { sendPage } from './send-page.ts';
import { createWebShell } from './web-shell.ts';

z.config(z.locales.es());

// WEB_DIST_DIR lets parallel test runs serve separate builds.
const DIST_DIR = process.env.WEB_DIST_DIR
  ? join(process.cwd(), process.env.WEB_DIST_DIR)
  : join(import.meta.dirname, '..', 'dist', 'web');
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths called by other servers (signed by them), not by browsers. */
const ORIGIN_EXEMPT = [/^\/api\/billing\/webhook$/];

function allowedOrigins(config: Config): Set<string> {
  const base = new URL(config.publicBaseUrl);
  const set = new Set([base.origin]);
  if (base.hostname === 'localhost')
    set.add(`${base.protocol}//127.0.0.1${base.port ? `:${base.port}` : ''}`);
  if (base.hostname === '127.0.0.1')
    set.add(`${base.protocol}//localhost${base.port ? `:${base.port}` : ''}`);
  return set;
}

/** Browsers send Origin on state-changing requests; one that is not ours is refused. */
function checkOrigin(request: FastifyRequest, origins: Set<string>) {
  if (!STATE_CHANGING.has(request.method)) return;
  const path = request.url.split('?')[0];
  if (ORIGIN_EXEMPT.some((re) => re.test(path))) return;
  const origin = request.headers.origin;
  if (origin) {
    const host = request.headers.host;
    const sameHost =
      host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (!origins.has(origin) && !sameHost) {
      throw new AppError('FORBIDDEN_ORIGIN', { userMessage: messages.errors.forbiddenOrigin });
    }
    return;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new AppError('FORBIDDEN_ORIGIN', { userMessage: messages.errors.forbiddenOrigin });
  }
}

export type BuiltApp = { app: App; deps: AppDeps };

export async function buildApp(
  opts: { config?: Config; dbHandle?: DbHandle } = {},
): Promise<BuiltApp> {
  const config = opts.config ?? loadConfig();
  const dbHandle = opts.dbHandle ?? (await openDatabase(config));
  await migrateToLatest(dbHandle, config.DATABASE_SCHEMA);

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy:
      config.TRUST_PROXY === 'true'
        ? true
        : config.TRUST_PROXY === 'false'
          ? false
          : config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = resolveSecret(config.DATA_DIR, 'auth-secret', config.AUTH_SECRET);
  const webShell = createWebShell({ distDir: DIST_DIR, publicBaseUrl: config.publicBaseUrl });
  const deps: AppDeps = {
    config,
    dbHandle,
    db: dbHandle.db,
    storage: createLocalStorage(join(config.DATA_DIR, 'storage')),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(config.DATA_DIR, 'outbox'),
    }),
    auth: createAuth({ config, dbHandle, secret }),
    webShell,
    ai: await createAiClient(config),
  };

  const headers = securityHeaders({ secure: config.secureCookies });
  const origins = allowedOrigins(config);
  // One synchronous hook for every request (an async one costs a promise each time).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    try {
      checkOrigin(request, origins);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  // Small JSON replies go out as they are: compressing them costs more CPU than it saves on
  // the wire. Static assets are precompressed at build time (scripts/compress-assets.ts).
  await app.register(compress, { global: true, threshold: 8192 });
  // ioredis is loaded only when configured: it costs ~20 MB of memory for nothing otherwise.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'forja-rl:',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody('RATE_LIMITED', messages.errors.rateLimited),
      retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: 25 * 1024 * 1024, files: 1, fields: 10, parts: 12 },
  });

  app.addHook('onClose', async () => {
    redis?.disconnect();
    await dbHandle.close();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
      return reply.status(error.status).send(errorBody(error.code, error.userMessage));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply
        .status(400)
        .send(errorBody('VALIDATION_FAILED', first?.message || messages.errors.badRequest));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code;
    if (status === 429)
      return reply.status(429).send(errorBody('RATE_LIMITED', messages.errors.rateLimited));
    if (
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error instanceof SyntaxError && status === 400)
    ) {
      return reply.status(400).send(errorBody('INVALID_JSON', messages.errors.invalidJson));
    }
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send(errorBody('PAYLOAD_TOO_LARGE', messages.errors.payloadTooLarge));
    }
    if (status === 415)
      return reply
        .status(415)
        .send(errorBody('UNSUPPORTED_MEDIA_TYPE', messages.errors.unsupportedMediaType));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('BAD_REQUEST', messages.errors.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', messages.errors.internal));
  });

  if (existsSync(DIST_DIR)) {
    await app.register(fastifyStatic, {
      root: DIST_DIR,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      // The shell is only served through the web-shell renderer, with its meta filled in.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, path) => {
        if (path.includes(join('dist', 'web', 'assets')))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await webShell.renderFor(request);
    if (!page) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está compilada. Ejecuta: npm run build');
    }
    return sendPage(request, reply, page);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send(errorBody('ROUTE_NOT_FOUND', messages.errors.routeNotFound));
    }
    if (path.startsWith('/files/') || /\.[a-z0-9]{1,8}$/i.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('No encontrado');
    }
    return sendShell(request, reply);
  });
  // The static plugin's wildcard would answer "/" itself; the shell is ours to render.
  app.get('/', sendShell);
  // The public project page is the hot path: answered directly, not after a static-file miss.
  app.get('/proyectos/:slug', sendShell);
  app.get('/p/:slug', sendShell);

  await registerFileRoutes(app, deps);
  await registerModules(app, deps);
  return { app, deps };
}
