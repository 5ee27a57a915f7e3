import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './http.ts';

// Scale-out tests run real, separate Forja processes (node server/index.js), so nothing
// can be shared through a module-level variable the way two apps in one process could.
// They share one PostgreSQL schema, one Redis and one AUTH_SECRET, as a deployment would;
// each has its own DATA_DIR, so a file found by the other instance came through shared
// storage, not a common disk.

const ROOT = join(import.meta.dirname, '..', '..');
/** Node 24 from the devDependency: the system node may be older. */
export const NODE_BIN = existsSync(join(ROOT, 'node_modules', '.bin', 'node'))
  ? join(ROOT, 'node_modules', '.bin', 'node')
  : process.execPath;

export type Instance = {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed (JSON log lines), for diagnosing a failure. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (drain) or SIGKILL (crash); resolves when the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Starts `node server/index.js` with `env` and waits until /api/health/ready answers 200. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<Instance> {
  const p = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), `forja-${name}-`));
  const child = spawn(NODE_BIN, ['server/index.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(p),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${p}`;
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  try {
    await waitFor(
      async () => {
        if (ended) throw new Error('exited');
        return (await fetch(`${url}/api/health/ready`)).status === 200;
        // Generous: on a loaded 2-core CI machine a cold start can take tens of seconds.
      },
      `${name} to be ready`,
      120_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${name} did not start: ${(error as Error).message}\n${out.slice(-3000)}`);
  }
  return {
    name,
    port: p,
    url,
    dataDir,
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export type Cluster = {
  instances: Instance[];
  /** The address every instance believes it is served at (PUBLIC_BASE_URL). */
  publicUrl: string;
  env: Record<string, string>;
  /** Starts one more instance of the same deployment (for example after a kill). */
  addInstance(name: string, port?: number): Promise<Instance>;
  close(): Promise<void>;
};

/**
 * Starts `count` instances on one PostgreSQL schema (TEST_DATABASE_URL) and one Redis
 * (TEST_REDIS_URL). `publicPort` is the proxy's port when one is put in front.
 */
export async function startCluster(
  opts: { count?: number; env?: Record<string, string>; publicPort?: number } = {},
): Promise<Cluster> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl)
    throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are required: npm run test:services');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const publicPort = opts.publicPort ?? (await freePort());
  const publicUrl = `http://127.0.0.1:${publicPort}`;
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    AUTH_SECRET: randomBytes(24).toString('hex'),
    PUBLIC_BASE_URL: publicUrl,
    ...opts.env,
  };
  const instances: Instance[] = [];
  const addInstance = async (name: string, port?: number) => {
    const instance = await startInstance(name, env, port);
    instances.push(instance);
    return instance;
  };
  // One after the other: the first one runs the migrations.
  try {
    for (let i = 0; i < (opts.count ?? 2); i++) await addInstance(`forja-${i + 1}`);
  } catch (error) {
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    throw error;
  }
  return {
    instances,
    publicUrl,
    env,
    addInstance,
    async close() {
      await Promise.all(instances.map((i) => i.stop('SIGKILL')));
      for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

export type ProxyServer = { port: number; url: string; dir: string; close(): Promise<void> };

/** nginx's binary: Debian's package (.ci/run installs it when missing). */
export const NGINX_BIN = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * nginx, round-robin over the given upstream ports, with the production settings of
 * deploy/nginx.conf (retry on another instance, websockets, unbuffered streams), written to a
 * temporary prefix so it runs unprivileged on a free port.
 */
export async function startNginx(upstreamPorts: number[], port?: number): Promise<ProxyServer> {
  if (!NGINX_BIN) throw new Error('nginx is not installed: apt-get install -y nginx');
  const p = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'forja-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const upstreams = upstreamPorts.map((u) => `server 127.0.0.1:${u} max_fails=1 fail_timeout=2s;`);
  const conf = nginxConfig({ listen: `127.0.0.1:${p}`, upstreams, dir });
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const test = spawnSync(NGINX_BIN, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${p}`;
  try {
    await waitFor(async () => (await fetch(`${url}/api/health`)).status === 200, 'nginx', 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${(error as Error).message} ${out}`);
  }
  return {
    port: p,
    url,
    dir,
    async close() {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The test's nginx.conf: the same proxy settings as deploy/nginx.conf, local paths. */
export function nginxConfig(opts: { listen: string; upstreams: string[]; dir: string }): string {
  return `daemon off;
worker_processes 1;
pid ${opts.dir}/nginx.pid;
error_log ${opts.dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${opts.dir}/client_body;
  proxy_temp_path ${opts.dir}/proxy;
  fastcgi_temp_path ${opts.dir}/fastcgi;
  uwsgi_temp_path ${opts.dir}/uwsgi;
  scgi_temp_path ${opts.dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream forja {
    ${opts.upstreams.join('\n    ')}
    keepalive 32;
  }
  server {
    listen ${opts.listen};
    include ${join(ROOT, 'deploy', 'nginx-proxy.conf')};
  }
}
`;
}
