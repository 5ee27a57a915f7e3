import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationLine } from '../../../contracts/builder.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject as createTestProject } from '../projects/test-helpers.ts';

// Issue 10 "private means private, and uploads never collide", each attack as a test,
// through the real server. Runs on SQLite (npm test) and PostgreSQL (test:services).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid PNG whose bytes differ per `tag` (data after IEND is ignored by decoders). */
const pngFor = (tag: string) => Buffer.concat([PNG, Buffer.from(`·${tag}·`)]);

function form(name: string, bytes: Buffer): FormData {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)]), name);
  return f;
}

async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** A raw POST, for bodies fetch would never produce. */
function rawPost(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${path}`,
      {
        method: 'POST',
        headers: {
          origin: server.origin,
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('files: uploads never collide, private means private', () => {
  let server: TestServer;
  let ana: TestUser;
  let bea: TestUser;
  let carlos: TestUser;

  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
    });
    ana = await createUser(server, { name: 'Ana' });
    bea = await createUser(server, { name: 'Bea' });
    carlos = await createUser(server, { name: 'Carlos' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const createProject = async (user: TestUser, name: string) => {
    const res = await server.fetch('/api/projects', {
      cookie: user.cookie,
      json: { name, slug: `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}` },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { project: { id: string } }).project.id;
  };

  it('three users uploading logo.png in the same instant each get their own bytes', async () => {
    const users = [ana, bea, carlos];
    const rounds = 12;
    for (let round = 0; round < rounds; round++) {
      const sent = users.map((u) => pngFor(`${u.id}-${round}`));
      const responses = await Promise.all(
        users.map((u, i) =>
          server.fetch('/api/builder/uploads', {
            method: 'POST',
            body: form('logo.png', sent[i]),
            cookie: u.cookie,
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
      const files = await Promise.all(
        responses.map(async (r) => ((await r.json()) as { file: { storageUrl: string } }).file),
      );
      expect(new Set(files.map((f) => f.storageUrl)).size).toBe(3);
      for (const [i, u] of users.entries()) {
        const served = await server.fetch(files[i].storageUrl, { cookie: u.cookie });
        expect(served.status).toBe(200);
        expect((await bytesOf(served)).equals(sent[i])).toBe(true);
      }
    }
  });

  it('50 parallel demo uploads by one user: no 5xx, every stored file whole and distinct', async () => {
    const user = await createUser(server, { name: 'Diana' });
    const sent = Array.from({ length: 50 }, (_, i) => pngFor(`demo-${i}`));
    const responses = await Promise.all(
      sent.map((bytes) =>
        server.fetch('/api/demo/files', {
          method: 'POST',
          body: form('captura.png', bytes),
          cookie: user.cookie,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // 30 per minute per user (the demo's upload limit); the rest are a Spanish 429.
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
    const urls = new Set<string>();
    for (const res of responses) {
      if (res.status !== 201) {
        await res.body?.cancel();
        continue;
      }
      const { file } = (await res.json()) as { file: { storageUrl: string } };
      urls.add(file.storageUrl);
      const served = await bytesOf(await server.fetch(file.storageUrl, { cookie: user.cookie }));
      expect(sent.some((b) => b.equals(served))).toBe(true);
    }
    expect(urls.size).toBe(30);
  });

  it('answers a malformed multipart body with a Spanish 400 on all three upload endpoints', async () => {
    const projectId = await createProject(ana, 'Multipart');
    const endpoints = [
      '/api/builder/uploads',
      `/api/projects/${projectId}/files`,
      '/api/demo/files',
    ];
    const boundary = 'XyZ123';
    const bodies: { name: string; headers: Record<string, string>; body: string }[] = [
      {
        name: 'no boundary',
        headers: { 'content-type': 'multipart/form-data' },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--${boundary}--\r\n`,
      },
      {
        name: 'garbage',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: 'esto no es un formulario \u0000\u0001\u0002 ni de lejos',
      },
      {
        name: 'unterminated part',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${PNG.toString('latin1')}`,
      },
      {
        name: 'part cut short after 200 KB',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n${'x'.repeat(200_000)}`,
      },
    ];
    for (const endpoint of endpoints) {
      for (const b of bodies) {
        const res = await rawPost(server, endpoint, { ...b.headers, cookie: ana.cookie }, b.body);
        expect({ endpoint, name: b.name, status: res.status }).toEqual({
          endpoint,
          name: b.name,
          status: 400,
        });
        const message = (JSON.parse(res.body) as { error: { message: string } }).error.message;
        expect(message).toMatch(/[áéíóúñ]/);
      }
    }
  });

  it('serves private objects to their owner only, as private, no-store', async () => {
    // A signed-in user's builder upload.
    const up = await server.fetch('/api/builder/uploads', {
      method: 'POST',
      body: form('plano.png', pngFor('privado')),
      cookie: ana.cookie,
    });
    const upload = ((await up.json()) as { file: { storageUrl: string } }).file.storageUrl;
    // A file of a private project, and its export.
    const projectId = await createProject(ana, 'Privado');
    await server.deps.db
      .updateTable('projects')
      .set({ isPublic: 0 })
      .where('id', '=', projectId)
      .execute();
    const pf = await server.fetch(`/api/projects/${projectId}/files`, {
      method: 'POST',
      body: form('foto.png', pngFor('proyecto')),
      cookie: ana.cookie,
    });
    expect(pf.status).toBe(201);
    const fileUrl = ((await pf.json()) as { file: { publicUrl: string } }).file.publicUrl;
    const ex = await server.fetch(`/api/projects/${projectId}/export`, {
      json: {},
      cookie: ana.cookie,
    });
    expect(ex.status).toBeLessThan(300);
    const exportRow = await server.deps.db
      .selectFrom('codeExports')
      .select('storageKey')
      .where('projectId', '=', projectId)
      .executeTakeFirstOrThrow();
    const exportUrl = `/files/${exportRow.storageKey}`;

    for (const url of [upload, fileUrl, exportUrl]) {
      const anonymous = await server.fetch(url);
      expect({ url, status: anonymous.status }).toEqual({ url, status: 404 });
      await anonymous.body?.cancel();
      const stranger = await server.fetch(url, { cookie: bea.cookie });
      expect(stranger.status).toBe(404);
      await stranger.body?.cancel();
      const owner = await server.fetch(url, { cookie: ana.cookie });
      expect(owner.status).toBe(200);
      expect(owner.headers.get('cache-control')).toBe('private, no-store');
      await owner.body?.cancel();
    }

    // Once the project is public its files are public and cacheable; its export is not.
    await server.deps.db
      .updateTable('projects')
      .set({ isPublic: 1 })
      .where('id', '=', projectId)
      .execute();
    const open = await server.fetch(fileUrl);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await bytesOf(open)).equals(pngFor('proyecto'))).toBe(true);
    expect((await server.fetch(exportUrl)).status).toBe(404);
    expect((await server.fetch(upload)).status).toBe(404);
  });

  it('deleting a project removes its files, export, preview and attached builder uploads', async () => {
    const up = await server.fetch('/api/builder/uploads', {
      method: 'POST',
      body: form('boceto.png', pngFor('adjunto')),
      cookie: bea.cookie,
    });
    const uploaded = ((await up.json()) as { file: { id: string; storageUrl: string } }).file;
    const gen = await server.fetch('/api/builder/generate', {
      json: { prompt: 'Una app para organizar torneos de pádel', fileIds: [uploaded.id] },
      cookie: bea.cookie,
    });
    expect(gen.status).toBe(200);
    const lines = (await gen.text())
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as GenerationLine);
    const project = (lines.at(-1) as Extract<GenerationLine, { type: 'result' }>).project;
    const pf = await server.fetch(`/api/projects/${project.id}/files`, {
      method: 'POST',
      body: form('foto.png', pngFor('borrar')),
      cookie: bea.cookie,
    });
    const fileUrl = ((await pf.json()) as { file: { publicUrl: string } }).file.publicUrl;
    await server.fetch(`/api/projects/${project.id}/export`, { json: {}, cookie: bea.cookie });
    const keys = (
      await server.deps.db
        .selectFrom('storedObjects')
        .select('key')
        .where('projectId', '=', project.id)
        .execute()
    ).map((r) => r.key);
    // The upload, the project file, the export and the preview.
    expect(keys.length).toBeGreaterThanOrEqual(4);
    expect(keys).toContain(uploaded.storageUrl.replace('/files/', ''));
    expect(keys).toContain(fileUrl.replace('/files/', ''));
    for (const key of keys) expect(await server.deps.storage.head(key)).not.toBeNull();

    const del = await server.fetch(`/api/projects/${project.id}`, {
      method: 'DELETE',
      cookie: bea.cookie,
    });
    expect(del.status).toBe(204);
    for (const key of keys) expect(await server.deps.storage.head(key)).toBeNull();
    const left = await server.deps.db
      .selectFrom('storedObjects')
      .select('key')
      .where('key', 'in', keys)
      .execute();
    expect(left).toEqual([]);
    expect((await server.fetch(uploaded.storageUrl, { cookie: bea.cookie })).status).toBe(404);
  });
});

describe('files: enumeration and start-up sweep', () => {
  it('finds nothing by guessing keys, and refuses a client that keeps missing', async () => {
    const server = await startTestServer();
    try {
      const user = await createUser(server);
      const up = await server.fetch('/api/builder/uploads', {
        method: 'POST',
        body: form('logo.png', PNG),
        cookie: user.cookie,
      });
      expect(up.status).toBe(201);
      const now = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 80; i++) {
        const res = await server.fetch(`/files/uploads/${now - i}-logo.png`);
        statuses.push(res.status);
        await res.body?.cancel();
      }
      expect(statuses.filter((s) => s === 200)).toEqual([]);
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
      const limited = await server.fetch('/files/uploads/x.png');
      expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
        'Demasiadas peticiones de archivos inexistentes. Espera un minuto.',
      );
    } finally {
      await server.close();
    }
  });

  it('limits misses only: after 70 misses, public images and the owner’s own files still load (issue 24)', async () => {
    const server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    try {
      const owner = await createUser(server);
      const up = await server.fetch('/api/builder/uploads', {
        method: 'POST',
        body: form('logo.png', PNG),
        cookie: owner.cookie,
      });
      const ownUpload = ((await up.json()) as { file: { storageUrl: string } }).file.storageUrl;
      const project = await createTestProject(server, owner);
      const pf = await server.fetch(`/api/projects/${project.id}/files`, {
        method: 'POST',
        body: form('foto.png', PNG),
        cookie: owner.cookie,
      });
      expect(pf.status).toBe(201);
      const publicImage = ((await pf.json()) as { file: { publicUrl: string } }).file.publicUrl;
      // A page with 70 broken images in the same project, loaded by the owner's browser.
      const space = publicImage.split('/').slice(0, 4).join('/');
      const statuses: number[] = [];
      for (let i = 0; i < 70; i++) {
        const res = await server.fetch(`${space}/roto-${i}.png`, { cookie: owner.cookie });
        statuses.push(res.status);
        await res.body?.cancel();
      }
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
      // Hits are never refused: the public image (signed out and in) and the owner's upload.
      for (const [url, cookie] of [
        [publicImage, undefined],
        [publicImage, owner.cookie],
        [ownUpload, owner.cookie],
      ] as const) {
        const res = await server.fetch(url, cookie ? { cookie } : {});
        expect({ url, status: res.status }).toEqual({ url, status: 200 });
        await res.body?.cancel();
      }
      // Misses elsewhere are counted on their own: another space still answers 404.
      const elsewhere = await server.fetch(`/files/uploads/${Date.now()}-nada.png`);
      expect(elsewhere.status).toBe(404);
    } finally {
      await server.close();
    }
    // Its own server and 75 requests: room for a loaded CI machine.
  }, 60_000);

  it('sweeps temporary files a crash left behind at start-up, and only those', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forja-sweep-'));
    const root = join(dataDir, 'storage');
    mkdirSync(join(root, '.tmp'), { recursive: true });
    mkdirSync(join(root, 'uploads'), { recursive: true });
    const old = new Date(Date.now() - 10 * 60_000);
    const stale = join(root, '.tmp', 'c0ffee');
    const legacy = join(root, 'uploads', 'logo.png.1234.1700000000000.tmp');
    const fresh = join(root, '.tmp', 'en-curso');
    const kept = join(root, 'uploads', 'logo.png');
    for (const f of [stale, legacy, fresh, kept]) writeFileSync(f, 'x');
    for (const f of [stale, legacy, kept]) utimesSync(f, old, old);
    const server = await startTestServer({ DATA_DIR: dataDir });
    try {
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(legacy)).toBe(false);
      // A temporary file that may still be written by another process stays; objects stay.
      expect(existsSync(fresh)).toBe(true);
      expect(existsSync(kept)).toBe(true);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
