import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Transaction } from 'kysely';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { Database, Db } from './db/types.ts';
import type { AiClient } from './lib/ai/client.ts';
import type { ClusterEvents } from './lib/cluster-events.ts';
import type { FastRoutes } from './lib/fast-routes.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Storage } from './lib/storage.ts';
import type { AnalyticsCaches } from './modules/analytics/service.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { ProjectCaches } from './modules/projects/caches.ts';
import type { RealtimeHub } from './modules/realtime/hub.ts';
import type { WebShell } from './web-shell.ts';

/** Everything a module needs, built once at start-up and passed down explicitly. */
export type AppDeps = {
  config: Config;
  /** AUTH_SECRET, or the one generated once into DATA_DIR: signs sessions, links and cookies. */
  authSecret: string;
  dbHandle: DbHandle;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  auth: Auth;
  webShell: WebShell;
  ai: AiClient;
  /**
   * The one Redis connection when REDIS_URL is set (rate limits, readiness, publishing); the
   * subscribers take a duplicate of it (server/lib/redis.ts).
   */
  redis?: Redis;
  /** Cache invalidations heard by every instance (Redis pub/sub when REDIS_URL is set). */
  events: ClusterEvents;
  /** Analytics' in-memory caches: today's salt and today's running aggregates. */
  analyticsCaches: AnalyticsCaches;
  /** The realtime hub (websocket rooms, presence, chat), closed with the app. */
  realtimeHub: RealtimeHub;
  /** The projects module's in-memory caches (public pages, OG cards, custom-domain Hosts). */
  projectCaches: ProjectCaches;
  /** Set while the process drains after SIGTERM: readiness answers 503. */
  lifecycle: { draining: boolean };
  /** GET routes answered before Fastify: the liveness probe (server/lib/fast-routes.ts). */
  fastRoutes: Pick<FastRoutes, 'get' | 'answer'>;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The same dependencies with every query joining `trx`: how a use case runs another use
 * case's step inside its own transaction (`saveNewProject(inTransaction(deps, trx), …)`).
 * A Transaction is a Kysely instance, so the callee takes `deps` exactly as it always does.
 */
export function inTransaction<D extends { db: Db }>(deps: D, trx: Transaction<Database>): D {
  return { ...deps, db: trx };
}
