import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type BuiltApp, buildApp, type RouteEntry } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { createHttpClient, freePort, type RequestOptions } from './http.ts';

// Integration tests start the real server on an ephemeral port and talk HTTP to it.
// With TEST_DATABASE_URL set (npm run test:services) the database is the real PostgreSQL,
// in a schema of its own that is dropped afterwards; otherwise a temporary SQLite file.

export type TestServer = {
  url: string;
  origin: string;
  deps: AppDeps;
  /** The Fastify app, for tests of its lifecycle (the SIGTERM drain). */
  app: BuiltApp['app'];
  config: Config;
  dataDir: string;
  /** Every route the app registered (the hardening suites are generated from it). */
  routes: RouteEntry[];
  /** fetch against the server, with our Origin header on state-changing requests. */
  fetch(path: string, init?: RequestOptions): Promise<Response>;
  close(): Promise<void>;
};

/**
 * Where one suite keeps its data: a temporary folder and, with TEST_DATABASE_URL, the name
 * of a PostgreSQL schema of its own. `dispose` drops the schema and removes the folder.
 */
export function createTestStore() {
  const dataDir = mkdtempSync(join(tmpdir(), 'forja-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  return {
    dataDir,
    pgUrl,
    schema,
    async dispose() {
      if (pgUrl && schema) {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const store = createTestStore();
  const { dataDir, pgUrl, schema } = store;
  const baseEnv: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    // PostgreSQL + Redis is multi-instance mode, where AUTH_SECRET is required.
    ...(pgUrl
      ? {
          DATABASE_URL: pgUrl,
          DATABASE_SCHEMA: schema!,
          AUTH_SECRET: randomBytes(24).toString('hex'),
        }
      : {}),
    ...env,
  };
  // PUBLIC_BASE_URL must carry the real port (origin checks, launch URLs): pick it first.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PUBLIC_BASE_URL: url, ...baseEnv, PORT: String(port) });
  const { app, deps, routes } = await buildApp({ config });
  await app.listen({ port, host: '127.0.0.1' });
  const origin = new URL(deps.config.publicBaseUrl).origin;

  return {
    url,
    origin,
    deps,
    app,
    config: deps.config,
    dataDir,
    routes,
    fetch: createHttpClient(url, origin).fetch,
    async close() {
      // A test that left a response open (an unread body, a stream) must not hold the server
      // open: its connections are cut as it closes.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await store.dispose();
    },
  };
}

/**
 * A second instance of `peer`'s deployment, for scale-out tests: on PostgreSQL it shares the
 * schema and AUTH_SECRET (one database, sessions valid on both); on SQLite it is a server of
 * its own. Both share whatever Redis `env` names.
 */
export function startPeerServer(
  peer: TestServer,
  env: Record<string, string> = {},
): Promise<TestServer> {
  return startTestServer({
    ...env,
    ...(peer.config.DATABASE_URL
      ? {
          DATABASE_URL: peer.config.DATABASE_URL,
          DATABASE_SCHEMA: peer.config.DATABASE_SCHEMA ?? '',
          AUTH_SECRET: peer.config.AUTH_SECRET ?? '',
        }
      : {}),
  });
}

export type TestUser = {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
};

let userCounter = 0;

/** Signs a new user up through the real auth endpoint and returns its session cookie. */
export async function createUser(
  server: TestServer,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<TestUser> {
  userCounter += 1;
  const name = overrides.name ?? `Usuaria ${userCounter}`;
  const email = overrides.email ?? `u${userCounter}-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'contraseña-segura-1';
  const res = await server.fetch('/api/auth/sign-up/email', { json: { name, email, password } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = cookieFrom(res);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, name, email, password, cookie };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
