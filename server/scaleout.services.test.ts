import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlansResponse, SubscriptionView } from '../contracts/billing.ts';
import type { GenerationLine } from '../contracts/builder.ts';
import type { ProjectFile } from '../contracts/projects.ts';
import { RECONNECT_CLOSE_CODE } from '../contracts/realtime.ts';
import {
  type Cluster,
  type Instance,
  type ProxyServer,
  startCluster,
  startNginx,
  waitFor,
} from './test/cluster.ts';
import { createHttpClient, type HttpClient } from './test/http.ts';
import { startS3Server } from './test/s3-server.ts';
import { openSocket } from './test/ws-client.ts';

// Scale-out (issue 11): two real Forja processes on one PostgreSQL schema, one Redis and
// one S3-compatible bucket (s3rver), each with its own DATA_DIR and memory, and nginx
// round-robin in front. Everything a user
// does on one instance holds on the other. Runs under `npm run test:services`.

// Real processes on a shared 2-core machine: starting and stopping them takes time.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

const cookieFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function signUp(client: HttpClient, name = 'Usuaria') {
  const email = `s-${randomBytes(5).toString('hex')}@example.com`;
  const res = await client.fetch('/api/auth/sign-up/email', {
    json: { name, email, password: 'contraseña-segura-1' },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, cookie: cookieFrom(res) };
}

async function readLines(res: Response): Promise<GenerationLine[]> {
  return (await res.text())
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GenerationLine);
}

/** A raw GET with a chosen Host header (fetch does not let a test set Host). */
function hitHost(port: number, host: string, path: string) {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every file under `dir`, recursively (empty when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('two instances on PostgreSQL + Redis + S3', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let cluster: Cluster;
  let a: HttpClient;
  let b: HttpClient;
  let instA: Instance;
  let instB: Instance;

  beforeAll(async () => {
    s3 = await startS3Server();
    cluster = await startCluster({
      env: {
        ...s3.env,
        RATE_LIMIT_AUTH_PER_MINUTE: '6',
        RATE_LIMIT_GENERATE_PER_MINUTE: '100',
        // Each test sends its own X-Forwarded-For, so limits are per test, not per machine.
        TRUST_PROXY: 'true',
      },
    });
    [instA, instB] = cluster.instances;
    a = createHttpClient(instA.url, cluster.publicUrl);
    b = createHttpClient(instB.url, cluster.publicUrl);
  });
  afterAll(async () => {
    await cluster?.close();
    await s3?.close();
  });

  const fromClient = () => {
    const [x, y, z] = randomBytes(3);
    return { 'x-forwarded-for': `10.${x}.${y}.${z}` };
  };

  it('a session created on one instance works on the other, and signing out ends it on both', async () => {
    const headers = fromClient();
    const user = await signUp({ fetch: (p, i) => a.fetch(p, { ...i, headers }) }, 'Lucía');
    const me = await b.fetch('/api/me', { cookie: user.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: user.id, email: user.email } });

    const out = await b.fetch('/api/auth/sign-out', { cookie: user.cookie, json: {}, headers });
    expect(out.status).toBe(200);
    expect((await a.fetch('/api/me', { cookie: user.cookie })).status).toBe(401);
  });

  it('a file uploaded through one instance downloads through the other, from the bucket, not a disk', async () => {
    const user = await signUp(a);
    const created = await a.fetch('/api/projects', {
      cookie: user.cookie,
      json: { name: 'Con archivos', slug: `archivos-${randomBytes(4).toString('hex')}` },
    });
    const { project } = (await created.json()) as { project: { id: string } };
    // A real PDF header and 2 MB of body: more than one network chunk, less than a part.
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
      randomBytes(2 * 1024 * 1024),
      Buffer.from('\ntrailer\n<<>>\n%%EOF\n'),
    ]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'plano.pdf');
    const up = await a.fetch(`/api/projects/${project.id}/files`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(up.status).toBe(201);
    const { file } = (await up.json()) as { file: ProjectFile };

    const down = await b.fetch(file.publicUrl, { cookie: user.cookie });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await b.fetch(file.publicUrl, {
      cookie: user.cookie,
      headers: { range: 'bytes=0-7' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('%PDF-1.4');

    const key = decodeURIComponent(file.publicUrl.replace(/^\/files\//, ''));
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }),
    );
    expect(head.ContentLength).toBe(bytes.length);
    for (const inst of [instA, instB]) {
      const onDisk = filesUnder(join(inst.dataDir, 'storage')).filter((f) =>
        f.endsWith(key.split('/').at(-1)!),
      );
      expect(onDisk).toEqual([]);
    }

    // Deleted through B: gone from the bucket, and for A.
    const del = await b.fetch(`/api/projects/${project.id}/files/${file.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(del.status).toBeLessThan(300);
    await expect(
      s3.client.send(new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key })),
    ).rejects.toThrow();
    expect((await a.fetch(file.publicUrl, { cookie: user.cookie })).status).toBe(404);
  });

  it('an auth brute force spread over both instances hits one shared limit', async () => {
    const headers = fromClient();
    // A different account each time: this is the per-client limit, not the per-account one.
    const attempt = (c: HttpClient) =>
      c.fetch('/api/auth/sign-in/email', {
        json: {
          email: `nadie-${randomBytes(4).toString('hex')}@example.com`,
          password: 'no-importa-1',
        },
        headers,
      });
    const statuses: number[] = [];
    for (const c of [a, b, a, b, a, b, a, b]) statuses.push((await attempt(c)).status);
    // RATE_LIMIT_AUTH_PER_MINUTE=6 for the deployment, not 6 per instance.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    const refused = await attempt(a);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it("a Free user's 12 concurrent generations spread over both instances succeed exactly 5 times", async () => {
    const headers = fromClient();
    const user = await signUp({ fetch: (p, i) => a.fetch(p, { ...i, headers }) });
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? a : b).fetch('/api/builder/generate', {
          cookie: user.cookie,
          json: { prompt: `Una app para organizar torneos de pádel entre amigos, versión ${i}` },
        }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 402 || s === 429)).toBe(true);
    // Every accepted stream ends with a saved project.
    for (const r of replies.filter((x) => x.status === 200)) {
      const lines = await readLines(r);
      expect(lines.at(-1)?.type).toBe('result');
    }
    for (const r of replies.filter((x) => x.status !== 200)) await r.body?.cancel();
    const sub = (await (
      await b.fetch('/api/billing/subscription', { cookie: user.cookie })
    ).json()) as SubscriptionView;
    expect(sub.daily).toEqual({ used: 5, limit: 5 });
    const list = (await (await a.fetch('/api/projects', { cookie: user.cookie })).json()) as {
      projects: unknown[];
    };
    expect(list.projects).toHaveLength(5);
  });

  it('a local checkout completed on one instance shows the plan on the other', async () => {
    const headers = fromClient();
    const user = await signUp({ fetch: (p, i) => a.fetch(p, { ...i, headers }) });
    const plans = (await (await a.fetch('/api/plans')).json()) as PlansResponse;
    const plan = plans.plans.find((p) => p.name === 'Builder')!;
    const started = await a.fetch('/api/functions/stripe-checkout', {
      cookie: user.cookie,
      json: { priceId: plan.priceId, planName: 'Builder' },
    });
    expect(started.status).toBe(200);
    const id = ((await started.json()) as { url: string }).url.split('/').at(-1)!;
    // Opened on B, completed on A, read on B.
    expect(
      (await b.fetch(`/api/billing/local-checkout/${id}`, { cookie: user.cookie })).status,
    ).toBe(200);
    const done = await a.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: user.cookie,
      json: {},
    });
    expect(done.status).toBe(200);
    const sub = (await (
      await b.fetch('/api/billing/subscription', { cookie: user.cookie })
    ).json()) as SubscriptionView;
    expect(sub).toMatchObject({ planName: 'Builder', status: 'active' });
    // Completing it again on B grants nothing twice.
    const again = await b.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: user.cookie,
      json: {},
    });
    expect(again.status).toBeLessThan(500);
    const after = (await (
      await a.fetch('/api/billing/subscription', { cookie: user.cookie })
    ).json()) as SubscriptionView;
    expect(after.messages).toEqual(sub.messages);
  });

  it('chat sent on one instance reaches the other, with presence of both', async () => {
    const ana = await signUp(a, 'Ana');
    const bruno = await signUp(b, 'Bruno');
    const onA = await openSocket(`${instA.url}/api/realtime`, {
      cookie: ana.cookie,
      origin: cluster.publicUrl,
    });
    const onB = await openSocket(`${instB.url}/api/realtime`, {
      cookie: bruno.cookie,
      origin: cluster.publicUrl,
    });
    try {
      onA.send('subscribe', { channel: 'demo-room' });
      await onA.next('subscribed');
      onB.send('subscribe', { channel: 'demo-room' });
      await onB.next('subscribed');
      for (const s of [onA, onB]) {
        const seen = await s.next('presence', (p) =>
          ['Ana', 'Bruno'].every((n) =>
            p.payload.data.users.some((u) => u.metadata.displayName === n),
          ),
        );
        expect(seen.payload.data.users.map((u) => u.userId)).toEqual(
          expect.arrayContaining([ana.id, bruno.id]),
        );
      }
      onA.send('publish', { channel: 'demo-room', type: 'chat', data: { text: 'Hola desde A' } });
      const published = await onA.next('published');
      const got = await onB.next('message', (m) => m.payload.id === published.payload.messageId);
      expect(got.payload).toMatchObject({ data: { text: 'Hola desde A' }, userId: ana.id });
      // Saved once, readable through either instance.
      const history = (await (
        await b.fetch('/api/demo/messages?channel=demo-room', { cookie: bruno.cookie })
      ).json()) as { messages: { id: string }[] };
      expect(history.messages.filter((m) => m.id === published.payload.messageId)).toHaveLength(1);
      // Leaving on A is seen on B.
      await onA.close();
      await onB.next('presence', (p) => !p.payload.data.users.some((u) => u.userId === ana.id));
    } finally {
      await onA.close();
      await onB.close();
    }
  });

  it('a custom domain launched through one instance is served by the other at once, not after its cache expires', async () => {
    const user = await signUp(a);
    const slug = `dominio-${randomBytes(4).toString('hex')}`;
    const created = await a.fetch('/api/projects', {
      cookie: user.cookie,
      json: { name: 'Con dominio', slug },
    });
    expect(created.status).toBe(201);
    const { project } = (await created.json()) as { project: { id: string } };
    const host = `${slug}.example.org`;
    // B looks the host up first and caches "no such domain" for 30 s.
    expect((await hitHost(instB.port, host, '/')).status).not.toBe(302);
    const put = await a.fetch(`/api/projects/${project.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'custom', customDomain: host },
    });
    expect(put.status).toBe(200);
    // Redis pub/sub delivers within milliseconds; a 10 s bound is well below the 30 s TTL.
    await waitFor(
      async () => (await hitHost(instB.port, host, '/')).location === `/p/${slug}`,
      'the other instance to see the new domain',
      10_000,
    );
    // And unlaunching through B frees it on A.
    expect((await hitHost(instA.port, host, '/')).status).toBe(302);
    await b.fetch(`/api/projects/${project.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'subdomain' },
    });
    await waitFor(
      async () => (await hitHost(instA.port, host, '/')).status !== 302,
      'the first instance to forget the domain',
      10_000,
    );
  });

  it('readiness reports database, Redis and storage', async () => {
    for (const inst of [instA, instB]) {
      const res = await fetch(`${inst.url}/api/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'ok',
        checks: { database: 'ok', redis: 'ok', storage: 'ok' },
      });
    }
  });
});

describe('AUTH_SECRET in multi-instance mode', () => {
  it('refuses to start without it, with one clear line', async () => {
    const { spawnSync } = await import('node:child_process');
    const { NODE_BIN } = await import('./test/cluster.ts');
    const r = spawnSync(NODE_BIN, ['server/index.js'], {
      encoding: 'utf8',
      timeout: 20_000,
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        PORT: '0',
      },
    });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: AUTH_SECRET is required .*multi-instance/);
  });
});

describe('readiness when Redis goes down', () => {
  it('answers 503 naming Redis, and 200 again once it is back', async () => {
    const { spawn } = await import('node:child_process');
    const { freePort } = await import('./test/http.ts');
    const redisPort = await freePort();
    const startRedis = () =>
      spawn(
        'redis-server',
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
    let redis = startRedis();
    await waitFor(async () => {
      const net = await import('node:net');
      return new Promise<boolean>((resolve) => {
        const s = net.connect(redisPort, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
    }, 'redis-server');
    const cluster = await startCluster({
      count: 1,
      env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    });
    try {
      const [inst] = cluster.instances;
      redis.kill('SIGKILL');
      await waitFor(
        async () => (await fetch(`${inst.url}/api/health/ready`)).status === 503,
        'readiness to fail',
        30_000,
      );
      const down = await fetch(`${inst.url}/api/health/ready`);
      expect(await down.json()).toMatchObject({
        status: 'error',
        checks: { database: 'ok', redis: 'error', storage: 'ok' },
      });
      // Liveness stays cheap and green: Redis is not the process's health.
      expect((await fetch(`${inst.url}/api/health`)).status).toBe(200);
      redis = startRedis();
      await waitFor(
        async () => (await fetch(`${inst.url}/api/health/ready`)).status === 200,
        'readiness to recover',
        60_000,
      );
    } finally {
      redis.kill('SIGKILL');
      await cluster.close();
    }
  });
});

describe('SIGTERM drain', () => {
  it('finishes an in-flight generation stream, closes websockets with the reconnect code, and exits 0', async () => {
    const cluster = await startCluster({
      count: 1,
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000', SHUTDOWN_TIMEOUT_MS: '15000' },
    });
    try {
      const [inst] = cluster.instances;
      const c = createHttpClient(inst.url, cluster.publicUrl);
      const user = await signUp(c);
      const socket = await openSocket(`${inst.url}/api/realtime`, {
        cookie: user.cookie,
        origin: cluster.publicUrl,
      });
      socket.send('subscribe', { channel: 'demo-room' });
      await socket.next('subscribed');
      const closed = new Promise<number>((resolve) => socket.onClose(resolve));

      const res = await c.fetch('/api/builder/generate', {
        cookie: user.cookie,
        json: { prompt: 'Una app para reservar pistas de tenis en el club del barrio' },
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain('"progress"');

      const t0 = Date.now();
      inst.child.kill('SIGTERM');
      // The stream the instance had accepted runs to its result.
      let rest = new TextDecoder().decode(first.value);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        rest += new TextDecoder().decode(value);
      }
      const lines = rest
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as GenerationLine);
      expect(lines.at(-1)?.type).toBe('result');
      expect(await closed).toBe(RECONNECT_CLOSE_CODE);
      const exit = await inst.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - t0).toBeLessThan(15_000);
      // Nothing listens any more.
      await expect(fetch(`${inst.url}/api/health`)).rejects.toThrow();
    } finally {
      await cluster.close();
    }
  });
});

describe('nginx round-robin over two instances', () => {
  let cluster: Cluster;
  let proxy: ProxyServer;
  let web: HttpClient;

  beforeAll(async () => {
    const { freePort } = await import('./test/http.ts');
    const proxyPort = await freePort();
    cluster = await startCluster({
      publicPort: proxyPort,
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000', TRUST_PROXY: 'true' },
    });
    proxy = await startNginx(
      cluster.instances.map((i) => i.port),
      proxyPort,
    );
    web = createHttpClient(proxy.url, proxy.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await cluster?.close();
  });

  it('spreads requests over both instances, keeps the session, and survives one being killed', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const health = (await (await web.fetch('/api/functions/demo-health')).json()) as {
        deployment: { instanceId: string };
      };
      seen.add(health.deployment.instanceId);
    }
    expect(seen.size).toBe(2);

    const user = await signUp(web, 'Marta');
    const gen = await web.fetch('/api/builder/generate', {
      cookie: user.cookie,
      json: { prompt: 'Una app para que una protectora de animales gestione adopciones' },
    });
    expect(gen.status).toBe(200);
    const result = (await readLines(gen)).at(-1) as Extract<GenerationLine, { type: 'result' }>;
    expect(result.type).toBe('result');
    const slug = result.project.slug;

    // Two sockets through the proxy, most likely one per instance: the room is shared.
    const s1 = await openSocket(`${proxy.url}/api/realtime`, {
      cookie: user.cookie,
      origin: proxy.url,
    });
    const s2 = await openSocket(`${proxy.url}/api/realtime`, {
      cookie: user.cookie,
      origin: proxy.url,
    });
    s1.send('subscribe', { channel: 'demo-room' });
    s2.send('subscribe', { channel: 'demo-room' });
    await s1.next('subscribed');
    await s2.next('subscribed');
    s1.send('publish', { channel: 'demo-room', type: 'chat', data: { text: 'Antes del corte' } });
    const acked = await s1.next('published');
    await s2.next('message', (m) => m.payload.id === acked.payload.messageId);

    // One instance dies without warning (kill -9): every request still succeeds.
    await cluster.instances[0].stop('SIGKILL');
    for (let i = 0; i < 6; i++) {
      const page = await web.fetch(`/api/functions/public-project-get/proyectos/${slug}`);
      expect(page.status).toBe(200);
      const me = await web.fetch('/api/me', { cookie: user.cookie });
      expect(me.status).toBe(200);
    }
    // The acknowledged message is still there, read through the survivor.
    const history = (await (
      await web.fetch('/api/demo/messages?channel=demo-room', { cookie: user.cookie })
    ).json()) as { messages: { id: string }[] };
    expect(history.messages.map((m) => m.id)).toContain(acked.payload.messageId);
    await s1.close();
    await s2.close();
  });
});
