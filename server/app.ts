import { existsSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
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
import { createClusterEvents } from './lib/cluster-events.ts';
import { registerCompression } from './lib/compression.ts';
import { AppError, errorBody } from './lib/errors.ts';
import { createFastRoutes } from './lib/fast-routes.ts';
import { registerFormBodyParser } from './lib/form-body.ts';
import { registerJsonBodyParser } from './lib/json-body.ts';
import { checkLazyDependencies } from './lib/lazy-deps.ts';
import { createMailer } from './lib/mailer.ts';
import { allowedOrigins, checkRequestOrigin } from './lib/origins.ts';
import { createRedis } from './lib/redis.ts';
import { resolveSecret } from './lib/secrets.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { registerStaticFiles } from './lib/static-files.ts';
import { createStorage } from './lib/storage.ts';
import { createAnalyticsCaches } from './modules/analytics/service.ts';
import { createAuth } from './modules/auth/auth.ts';
import { registerModules, startBackgroundWork } from './modules/index.ts';
import { createProjectCaches } from './modules/projects/caches.ts';
import { createRealtimeHub } from './modules/realtime/hub.ts';
import { sendPage } from './send-page.ts';
import { createWebShell } from './web-shell.ts';

z.config(z.locales.es());

// WEB_DIST_DIR lets parallel test runs serve separate builds.
const DIST_DIR = process.env.WEB_DIST_DIR
  ? join(process.cwd(), process.env.WEB_DIST_DIR)
  : join(import.meta.dirname, '..', 'dist', 'web');
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths called by other servers (signed by them), not by browsers. */
const ORIGIN_EXEMPT = [
  /^\/api\/billing\/webhook$/,
  // Anonymous analytics ingest from launched pages on any domain (issue 8); it changes no
  // account state and the session cookie (SameSite=Lax) does not ride cross-site.
  /^\/api\/analytics\/[^/]+\/log$/,
];

/** State-changing requests are origin-checked (server/lib/origins.ts). */
function checkOrigin(request: FastifyRequest, origins: Set<string>) {
  if (!STATE_CHANGING.has(request.method)) return;
  const path = request.url.split('?')[0];
  if (ORIGIN_EXEMPT.some((re) => re.test(path))) return;
  checkRequestOrigin(request, origins);
}

/** One registered route, as the hardening suites enumerate them (server/hardening). */
export type RouteEntry = { method: string; url: string; websocket: boolean; hasBody: boolean };
export type BuiltApp = { app: App; deps: AppDeps; routes: RouteEntry[] };

export async function buildApp(
  opts: { config?: Config; dbHandle?: DbHandle } = {},
): Promise<BuiltApp> {
  const config = opts.config ?? loadConfig();
  await checkLazyDependencies(config);
  const dbHandle = opts.dbHandle ?? (await openDatabase(config));
  await migrateToLatest(dbHandle, config.DATABASE_SCHEMA);

  // (Fastify's types expect Ajv's compiler signatures here; zod's are what every route uses.)
  const zodOnlySchemaController = {
    compilersFactory: {
      buildValidator: () => validatorCompiler,
      buildSerializer: () => serializerCompiler,
    },
  } as unknown as FastifyServerOptions['schemaController'];
  const headers = securityHeaders({ secure: config.secureCookies });
  const lifecycle = { draining: false };
  // The liveness probe is answered in front of Fastify (server/lib/fast-routes.ts).
  const fastRoutes = createFastRoutes({ headers, bypass: () => lifecycle.draining });
  const app = Fastify({
    serverFactory: fastRoutes.serverFactory as FastifyServerOptions['serverFactory'],
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy:
      config.TRUST_PROXY === 'true'
        ? true
        : config.TRUST_PROXY === 'false'
          ? false
          : config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    // While draining after SIGTERM, a request that still arrives on an open keep-alive
    // connection is served (with Connection: close) rather than refused with a 503 that a
    // proxy may not retry for a POST: the database stays open until in-flight work ends.
    return503OnClosing: false,
    // Every schema is a zod schema, compiled by fastify-type-provider-zod: handing Fastify
    // these compilers up front keeps it from building its default Ajv validator and
    // fast-json-stringify serializer, which nothing would use (~1.5 MB of heap, 4 MB of RSS;
    // docs/decisions/0160-lean-server.md).
    schemaController: zodOnlySchemaController,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  registerFormBodyParser(app);
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        websocket: Boolean((route as { websocket?: boolean }).websocket),
        hasBody: Boolean(route.schema?.body),
      });
  });

  const secret = resolveSecret(config.DATA_DIR, 'auth-secret', config.AUTH_SECRET);
  const redis = await createRedis(config.REDIS_URL, app.log);
  const events = await createClusterEvents({
    redis,
    prefix: `forja:${config.DATABASE_SCHEMA ?? 'default'}:`,
    log: app.log,
  });
  const webShell = createWebShell({ distDir: DIST_DIR, publicBaseUrl: config.publicBaseUrl });
  const storage = await createStorage(config);
  // Temporary files a crash left half-written are removed before serving.
  await storage.sweepTemporary();
  // Not an error: a volume mounted on every instance is a valid setup, but a common mistake.
  if (config.multiInstance && storage.driver === 'local')
    app.log.warn(
      'multi-instance mode (DATABASE_URL + REDIS_URL) with local storage: DATA_DIR/storage must be shared by every instance, or set S3_BUCKET',
    );
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.DATA_DIR, 'outbox'),
  });
  const deps: AppDeps = {
    config,
    authSecret: secret,
    dbHandle,
    db: dbHandle.db,
    storage,
    mailer,
    auth: createAuth({ config, dbHandle, secret, mailer }),
    webShell,
    ai: await createAiClient(config),
    redis,
    events,
    realtimeHub: await createRealtimeHub({
      db: dbHandle.db,
      redis,
      // Instances that share a database share rooms; another schema is another deployment.
      redisPrefix: `forja-rt:${config.DATABASE_SCHEMA ?? 'default'}:`,
      log: app.log,
    }),
    projectCaches: createProjectCaches(),
    analyticsCaches: createAnalyticsCaches(),
    lifecycle,
    fastRoutes,
  };

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
  registerCompression(app, { threshold: 8192 });
  await app.register(rateLimit, {
    global: false,
    redis,
    // Per deployment (schema), like the realtime and cluster-event keys: two deployments
    // sharing one Redis must not share counters.
    nameSpace: `forja-rl:${config.DATABASE_SCHEMA ?? 'default'}:`,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody('RATE_LIMITED', messages.errors.rateLimited),
      retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
    }),
  });

  let background: { stop(): Promise<void> } | undefined;
  app.addHook('onClose', async () => {
    await background?.stop();
    await deps.realtimeHub.close();
    await events.close();
    redis?.disconnect();
    await dbHandle.close();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 is a dependency that is off or unreachable (payments, AI), not a bug: a warning.
      if (error.status === 503) request.log.warn({ err: error.cause ?? error }, error.code);
      else if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
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
    const assets = `${join(DIST_DIR, 'assets')}/`;
    registerStaticFiles(app, {
      root: DIST_DIR,
      // The shell is only served through the web-shell renderer, with its meta filled in.
      // (Dot paths, such as the server renderer in .ssr, are never served.)
      refuse: (pathname) => pathname === '/index.html',
      cacheControl: (pathname) =>
        join(DIST_DIR, pathname).startsWith(assets)
          ? 'public, max-age=31536000, immutable'
          : undefined,
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

  await registerModules(app, deps);
  background = await startBackgroundWork(deps, app.log);
  return { app, deps, routes };
}
