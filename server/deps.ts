import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { Db } from './db/types.ts';
import type { AiClient } from './lib/ai/client.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Storage } from './lib/storage.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { WebShell } from './web-shell.ts';

/** Everything a module needs, built once at start-up and passed down explicitly. */
export type AppDeps = {
  config: Config;
  dbHandle: DbHandle;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  auth: Auth;
  webShell: WebShell;
  ai: AiClient;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
