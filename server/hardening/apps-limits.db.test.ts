import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_RECORD_QUOTA, type AppRecord } from '../../contracts/app-definition.ts';
import { countForProjects, insertRecords, listHiddenSets } from '../modules/apps/records.repo.ts';
import { sweepUnusedImages } from '../modules/apps/service.ts';
import { createProject, PNG_BYTES, uploadForm } from '../modules/projects/test-helpers.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../test/server.ts';

// Issue 40, the running app's limits (rows 2, 3, 6, 8, 9, 10, 11 of its table), each row as
// the attack that reproduced it, over real HTTP on a real database (SQLite here, PostgreSQL
// under vitest.services.config.ts): what visitors can spend, versions with a bound, what a
// removed list leaves behind, tampered cursors, keys named like Object.prototype's, the CSV.

let server: TestServer;
let owner: TestUser;
let visitors: TestUser[];

const VISITOR_RECORDS = 3;
const APP_RECORDS = 5;
const VISITOR_UPLOADS = 2;
const VERSIONS_KEPT = 5;

type Json = Record<string, unknown>;
const body = async <T = Json>(res: Response) => (await res.json()) as T;
const messageOf = async (res: Response) =>
  (await body<{ error: { code: string; message: string } }>(res)).error;

async function launchedApp(user: TestUser, definition: unknown, name = 'Tablón') {
  const project = await createProject(server, user, {
    name,
    description: 'Avisos del barrio para probar los límites de la app',
  });
  const put = await server.fetch(`/api/apps/${project.id}/definition`, {
    method: 'PUT',
    cookie: user.cookie,
    json: { definition },
  });
  expect(put.status).toBe(200);
  return project.id;
}

const avisos = (rule = 'publica', extra: Json[] = []) => ({
  entities: [
    {
      key: 'avisos',
      label: 'Aviso',
      rule,
      fields: [
        { key: 'titulo', label: 'Título', type: 'text', required: true },
        { key: 'foto', label: 'Foto', type: 'image', required: false },
        ...extra,
      ],
    },
  ],
});

const create = (projectId: string, user: TestUser | null, data: Json, entity = 'avisos') =>
  server.fetch(`/api/apps/${projectId}/records/${entity}`, {
    cookie: user?.cookie,
    json: { data },
  });

const put = (projectId: string, definition: unknown) =>
  server.fetch(`/api/apps/${projectId}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition },
  });

const versionsOf = async (projectId: string) =>
  (
    await body<{ versions: { version: number }[] }>(
      await server.fetch(`/api/apps/${projectId}/versions`, { cookie: owner.cookie }),
    )
  ).versions.map((v) => v.version);

const upload = (projectId: string, user: TestUser, tag: string) =>
  server.fetch(`/api/apps/${projectId}/uploads`, {
    method: 'POST',
    cookie: user.cookie,
    body: uploadForm(`${tag}.png`, Buffer.concat([PNG_BYTES, Buffer.from(tag)])),
  });

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
    APP_VISITOR_RECORDS_PER_DAY: String(VISITOR_RECORDS),
    APP_VISITORS_RECORDS_PER_DAY: String(APP_RECORDS),
    APP_VISITOR_UPLOADS_PER_DAY: String(VISITOR_UPLOADS),
    APP_VERSIONS_KEPT: String(VERSIONS_KEPT),
  });
  owner = await createUser(server, { name: 'Dueña' });
  visitors = [];
  for (const name of ['Ana', 'Beto', 'Carla'])
    visitors.push(await createUser(server, { name: `Visitante ${name}` }));
});
afterAll(async () => {
  await server?.close();
});

describe("row 2: visitors cannot spend the owner's quota", () => {
  it("row 2: a visitor's records never take the owner's last place; visitors are capped per day, each and together", async () => {
    const quotaOwner = await createUser(server, { name: 'Dueña al límite' });
    const projectId = await launchedApp(quotaOwner, avisos());
    const other = await launchedApp(quotaOwner, avisos(), 'Otra app');
    // The owner's own records up to one place below the plan's quota, straight in the table.
    const limit = APP_RECORD_QUOTA.Free;
    const used = await countForProjects(server.deps.db, [projectId, other]);
    const now = new Date().toISOString();
    const rows = Array.from({ length: limit - 1 - used }, (_, i) => ({
      id: `propio-${i}`,
      projectId: other,
      entityKey: 'avisos',
      data: JSON.stringify({ titulo: `Aviso ${i}` }),
      authorId: quotaOwner.id,
      isExample: 0,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await insertRecords(server.deps.db, rows.slice(i, i + 200));

    const [ana, beto] = visitors;
    const statuses: number[] = [];
    for (let i = 0; i < VISITOR_RECORDS + 1; i += 1)
      statuses.push((await create(projectId, ana, { titulo: `De Ana ${i}` })).status);
    // Ana's fourth of the day is refused with a message of its own, in Spanish.
    expect(statuses).toEqual([201, 201, 201, 429]);
    const anaRefused = await create(projectId, ana, { titulo: 'Otra más' });
    const anaError = await messageOf(anaRefused);
    expect(anaError.code).toBe('APP_VISITOR_DAILY_LIMIT');
    expect(anaError.message).toMatch(/Has añadido hoy .* registros/);
    // Beto takes the app's last two visitor places of the day, then the app is full for visitors.
    expect((await create(projectId, beto, { titulo: 'De Beto 1' })).status).toBe(201);
    expect((await create(projectId, beto, { titulo: 'De Beto 2' })).status).toBe(201);
    const full = await create(projectId, beto, { titulo: 'De Beto 3' });
    expect(full.status).toBe(429);
    const fullError = await messageOf(full);
    expect(fullError.code).toBe('APP_VISITORS_DAILY_LIMIT');
    expect(fullError.message).toMatch(/visitantes/);
    // The owner is not capped by the visitors' limits, and her last place is still hers.
    expect((await create(projectId, quotaOwner, { titulo: 'Mío' })).status).toBe(201);
    const over = await create(projectId, quotaOwner, { titulo: 'Uno de más' });
    expect(over.status).toBe(402);
    expect((await messageOf(over)).code).toBe('APP_RECORD_QUOTA');
    const summary = await body<{
      summary: { quota: { used: number; limit: number }; visitorsToday: { records: number } };
    }>(await server.fetch(`/api/apps/${projectId}/summary`, { cookie: quotaOwner.cookie }));
    expect(summary.summary.quota.used).toBe(limit);
    expect(summary.summary.visitorsToday.records).toBe(APP_RECORDS);
  });

  it("row 2: the owner deletes a visitor's records in one step; nobody else can", async () => {
    const projectId = await launchedApp(owner, avisos(), 'Borrado en bloque');
    const [, , carla] = visitors;
    const [ana] = visitors;
    for (let i = 0; i < 2; i += 1)
      expect((await create(projectId, carla, { titulo: `Spam ${i}` })).status).toBe(201);
    expect((await create(projectId, ana, { titulo: 'De Ana' })).status).toBe(201);
    expect((await create(projectId, owner, { titulo: 'De la dueña' })).status).toBe(201);
    const path = `/api/apps/${projectId}/visitors/${carla.id}/records`;
    // Not the owner: a visitor (even the author) and a signed-out request are refused.
    const byCarla = await server.fetch(path, { method: 'DELETE', cookie: carla.cookie });
    expect(byCarla.status).toBe(403);
    expect((await messageOf(byCarla)).message).toMatch(/dueño/);
    expect((await server.fetch(path, { method: 'DELETE' })).status).toBe(401);
    // The owner's own records are not "a visitor's".
    const self = await server.fetch(`/api/apps/${projectId}/visitors/${owner.id}/records`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(self.status).toBe(400);
    const done = await server.fetch(path, { method: 'DELETE', cookie: owner.cookie });
    expect(done.status).toBe(200);
    expect(await body(done)).toEqual({ removed: 2 });
    const list = await body<{ records: AppRecord[] }>(
      await server.fetch(`/api/apps/${projectId}/records/avisos?limit=100`),
    );
    const authors = list.records.filter((r) => !r.isExample).map((r) => r.authorId);
    expect(authors.sort()).toEqual([ana.id, owner.id].sort());
  });
});

describe('row 3: versions with a bound', () => {
  it('row 3: a definition over the size limit is a 413 in Spanish', async () => {
    const projectId = await launchedApp(owner, avisos(), 'Definición enorme');
    const option = (e: number, f: number, o: number) =>
      `Opción ${e}-${f}-${o} `.padEnd(60, 'x').slice(0, 60);
    const huge = {
      entities: Array.from({ length: 12 }, (_, e) => ({
        key: `lista_${e}`,
        label: `Lista ${e}`,
        rule: 'privada',
        fields: Array.from({ length: 30 }, (_, f) => ({
          key: `campo_${f}`,
          label: `Campo ${f}`.padEnd(60, 'y'),
          type: 'choice',
          required: false,
          options: Array.from({ length: 20 }, (_, o) => option(e, f, o)),
        })),
      })),
    };
    const before = await versionsOf(projectId);
    const res = await put(projectId, huge);
    expect(res.status).toBe(413);
    const error = await messageOf(res);
    expect(error.code).toBe('DEFINITION_TOO_LARGE');
    expect(error.message).toMatch(/La definición de la app es demasiado grande \(máximo \d+ KB\)/);
    expect(await versionsOf(projectId)).toEqual(before);
  });

  it('row 3: writing the same definition again makes no version', async () => {
    const projectId = await launchedApp(owner, avisos(), 'Sin cambios');
    const before = await versionsOf(projectId);
    for (let i = 0; i < 3; i += 1) expect((await put(projectId, avisos())).status).toBe(200);
    expect(await versionsOf(projectId)).toEqual(before);
    expect((await put(projectId, avisos('catalogo'))).status).toBe(200);
    expect((await versionsOf(projectId)).length).toBe(before.length + 1);
  });

  it('row 3: old versions are pruned to the newest ones and the first, which still restores', async () => {
    const projectId = await launchedApp(owner, avisos(), 'Muchas versiones');
    for (let i = 0; i < 12; i += 1)
      expect((await put(projectId, avisos(i % 2 ? 'catalogo' : 'publica'))).status).toBe(200);
    const kept = await versionsOf(projectId);
    const newest = kept[0] as number;
    expect(kept).toEqual([...Array.from({ length: VERSIONS_KEPT }, (_, i) => newest - i), 1]);
    const pruned = await server.fetch(`/api/apps/${projectId}/versions/3/restore`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(pruned.status).toBe(404);
    expect((await messageOf(pruned)).message).toMatch(/versión/);
    const first = await server.fetch(`/api/apps/${projectId}/versions/1/restore`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(first.status).toBe(200);
  });
});

describe('row 6: a removed list stays removed', () => {
  it('row 6: re-adding a removed entity with its key never shows the old records; restoring the version that had them does', async () => {
    const pedidos = (rule: string) => ({
      entities: [
        avisos().entities[0],
        {
          key: 'pedidos',
          label: 'Pedido',
          rule,
          fields: [{ key: 'detalle', label: 'Detalle', type: 'text', required: true }],
        },
      ],
    });
    const projectId = await launchedApp(owner, pedidos('privada'), 'Pedidos privados');
    expect(
      (await create(projectId, owner, { detalle: 'Secreto de la dueña' }, 'pedidos')).status,
    ).toBe(201);
    const hadThem = (await versionsOf(projectId))[0] as number;
    // "quita la entidad Pedidos", then an entity with the same key under another rule.
    expect((await put(projectId, avisos())).status).toBe(200);
    expect((await put(projectId, pedidos('publica'))).status).toBe(200);
    const seen = async (user: TestUser | null) =>
      JSON.stringify(
        await body(
          await server.fetch(`/api/apps/${projectId}/records/pedidos`, { cookie: user?.cookie }),
        ),
      );
    expect(await seen(null)).not.toContain('Secreto');
    expect(await seen(visitors[0] as TestUser)).not.toContain('Secreto');
    expect(await seen(owner)).not.toContain('Secreto');
    const csv = await server.fetch(`/api/apps/${projectId}/csv/pedidos`, { cookie: owner.cookie });
    expect(await csv.text()).not.toContain('Secreto');
    const summary = await body<{ summary: { entities: { key: string; count: number }[] } }>(
      await server.fetch(`/api/apps/${projectId}/summary`, { cookie: owner.cookie }),
    );
    expect(summary.summary.entities.find((e) => e.key === 'pedidos')?.count).toBe(0);
    // The new list's own records…
    expect(
      (await create(projectId, visitors[0] as TestUser, { detalle: 'Nuevo' }, 'pedidos')).status,
    ).toBe(201);
    // …go when the owner restores the version that had the old ones, which come back.
    const restored = await server.fetch(`/api/apps/${projectId}/versions/${hadThem}/restore`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(restored.status).toBe(200);
    expect(await seen(owner)).toContain('Secreto');
    expect(await seen(owner)).not.toContain('Nuevo');
    expect((await server.fetch(`/api/apps/${projectId}/records/pedidos`)).status).toBe(401);
    // And restoring the newest version of the re-added list brings its records back instead.
    const latest = (await versionsOf(projectId))[1] as number;
    await server.fetch(`/api/apps/${projectId}/versions/${latest}/restore`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(await seen(null)).toContain('Nuevo');
    expect(await seen(null)).not.toContain('Secreto');
  });
});

describe('row 3 and row 6 together: pruning ends what a removed list kept aside', () => {
  it('row 3: the records of a removed list are deleted once no kept version had them', async () => {
    const withNotas = {
      entities: [
        avisos().entities[0],
        {
          key: 'notas',
          label: 'Nota',
          rule: 'privada',
          fields: [{ key: 'texto', label: 'Texto', type: 'text', required: true }],
        },
      ],
    };
    // The project's name gives the engine's first lists; this one gives none keyed `notas`.
    const projectId = await launchedApp(owner, withNotas, 'Lista quitada');
    expect((await create(projectId, owner, { texto: 'Nota vieja' }, 'notas')).status).toBe(201);
    expect((await put(projectId, avisos())).status).toBe(200);
    // (The first version's lists, kept aside too, stay with it: the first is always kept.)
    const notas = async () =>
      (await listHiddenSets(server.deps.db, projectId)).filter((h) => h.key === 'notas');
    expect(await notas()).toHaveLength(1);
    // While a kept version had them they stay; once pruned past them, they go.
    for (let i = 0; i < VERSIONS_KEPT + 1; i += 1)
      expect((await put(projectId, avisos(i % 2 ? 'publica' : 'catalogo'))).status).toBe(200);
    expect(await notas()).toEqual([]);
  });
});

describe('row 8: tampered cursors', () => {
  it('row 8: an offset of 1e20, 1e308 or 2^63 is a 400 in Spanish, never a 500', async () => {
    const projectId = await launchedApp(owner, avisos(), 'Cursores');
    const cursors = ['{"offset":1e20}', '{"offset":1e308}', '{"offset":9223372036854775808}'];
    for (const raw of cursors) {
      const cursor = Buffer.from(raw).toString('base64url');
      const res = await server.fetch(
        `/api/apps/${projectId}/records/avisos?sort=titulo&cursor=${cursor}`,
      );
      expect(res.status, raw).toBe(400);
      const error = await messageOf(res);
      expect(error.code).toBe('INVALID_CURSOR');
      expect(error.message).toBe('El cursor de la lista no es válido.');
    }
  });
});

describe('row 9: keys named like Object.prototype', () => {
  it('row 9: a field keyed "constructor" is a plain key: records, lists, sorting and the CSV', async () => {
    const projectId = await launchedApp(
      owner,
      avisos('publica', [
        { key: 'constructor', label: 'Constructor', type: 'text', required: false },
      ]),
      'Obras',
    );
    const created = await create(projectId, visitors[1] as TestUser, { titulo: 'Sin constructor' });
    expect(created.status).toBe(201);
    const { record } = await body<{ record: AppRecord }>(created);
    expect(Object.hasOwn(record.data, 'constructor')).toBe(false);
    // A record stored before the field existed.
    const now = new Date().toISOString();
    await insertRecords(server.deps.db, [
      {
        id: `antiguo-${projectId}`,
        projectId,
        entityKey: 'avisos',
        data: JSON.stringify({ titulo: 'Antiguo' }),
        authorId: owner.id,
        isExample: 0,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const old = await body<{ record: AppRecord }>(
      await server.fetch(`/api/apps/${projectId}/records/avisos/antiguo-${projectId}`),
    );
    expect(Object.hasOwn(old.record.data, 'constructor')).toBe(false);
    expect(
      (await create(projectId, owner, { titulo: 'Con', constructor: 'Obras García' })).status,
    ).toBe(201);
    const sorted = await server.fetch(`/api/apps/${projectId}/records/avisos?sort=constructor`);
    expect(sorted.status).toBe(200);
    const csv = await (
      await server.fetch(`/api/apps/${projectId}/csv/avisos`, { cookie: owner.cookie })
    ).text();
    expect(csv).not.toContain('function');
    expect(csv).toContain('"Obras García"');
    // A PATCH of another field keeps the key absent; setting it then works.
    const patched = await server.fetch(`/api/apps/${projectId}/records/avisos/${record.id}`, {
      method: 'PATCH',
      cookie: (visitors[1] as TestUser).cookie,
      json: { data: { titulo: 'Cambiado' } },
    });
    expect(patched.status).toBe(200);
    expect(
      Object.hasOwn((await body<{ record: AppRecord }>(patched)).record.data, 'constructor'),
    ).toBe(false);
    // An entity keyed `constructor` is a list like any other.
    const withEntity = {
      entities: [
        ...avisos().entities,
        {
          key: 'constructor',
          label: 'Constructora',
          rule: 'publica',
          fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
        },
      ],
    };
    expect((await put(projectId, withEntity)).status).toBe(200);
    expect((await create(projectId, owner, { nombre: 'Obras García' }, 'constructor')).status).toBe(
      201,
    );
    const listed = await body<{ records: AppRecord[] }>(
      await server.fetch(`/api/apps/${projectId}/records/constructor`),
    );
    expect(listed.records.map((r) => r.data.nombre)).toContain('Obras García');
    const csvEntity = await server.fetch(`/api/apps/${projectId}/csv/constructor`, {
      cookie: owner.cookie,
    });
    expect(csvEntity.status).toBe(200);
  });
});

describe('row 10: what visitors upload', () => {
  it('row 10: uploads are capped per visitor a day, counted, and the unused ones removed after a while', async () => {
    const projectId = await launchedApp(owner, avisos(), 'Fotos');
    const [ana] = visitors as [TestUser];
    const urls: string[] = [];
    for (let i = 0; i < VISITOR_UPLOADS; i += 1) {
      const res = await upload(projectId, ana, `ana-${i}`);
      expect(res.status).toBe(201);
      urls.push((await body<{ url: string }>(res)).url);
    }
    const refused = await upload(projectId, ana, 'ana-de-mas');
    expect(refused.status).toBe(429);
    const error = await messageOf(refused);
    expect(error.code).toBe('APP_VISITOR_DAILY_UPLOADS');
    expect(error.message).toMatch(/imágenes/);
    // The owner is not capped by the visitors' limit.
    const own = await upload(projectId, owner, 'duena');
    expect(own.status).toBe(201);
    const ownUrl = (await body<{ url: string }>(own)).url;
    const summary = await body<{ summary: { visitorsToday: { uploads: number } } }>(
      await server.fetch(`/api/apps/${projectId}/summary`, { cookie: owner.cookie }),
    );
    expect(summary.summary.visitorsToday.uploads).toBe(VISITOR_UPLOADS);
    // One of Ana's images is used by a record; the other is not.
    const [used, unused] = urls as [string, string];
    expect((await create(projectId, ana, { titulo: 'Con foto', foto: used })).status).toBe(201);
    // Nothing is removed while it is recent…
    expect(await sweepUnusedImages(server.deps, { now: new Date() })).toBe(0);
    // (An image no record holds yet is its uploader's only; the owner's too.)
    expect((await server.fetch(unused, { cookie: ana.cookie })).status).toBe(200);
    expect((await server.fetch(unused)).status).toBe(404);
    // …and a day later the unused visitor image goes; the used one and the owner's stay.
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await sweepUnusedImages(server.deps, { now: dayLater })).toBeGreaterThanOrEqual(1);
    expect((await server.fetch(unused, { cookie: ana.cookie })).status).toBe(404);
    expect((await server.fetch(used)).status).toBe(200);
    expect((await server.fetch(ownUrl, { cookie: owner.cookie })).status).toBe(200);
  });
});

describe('row 11: the CSV keeps the data', () => {
  it('row 11: numbers and phones stay as they are, formulas in text are neutralised, and a ; variant reads in Spanish spreadsheets', async () => {
    const projectId = await launchedApp(
      owner,
      avisos('publica', [
        { key: 'saldo', label: 'Saldo', type: 'number', required: false },
        { key: 'precio', label: 'Precio', type: 'money', required: false },
        { key: 'telefono', label: 'Teléfono', type: 'phone', required: false },
      ]),
      'Hoja de cálculo',
    );
    expect(
      (
        await create(projectId, owner, {
          titulo: '=HYPERLINK("http://x","y")',
          saldo: -3,
          precio: 3.5,
          telefono: '+34 600 111 222',
        })
      ).status,
    ).toBe(201);
    expect((await create(projectId, owner, { titulo: '-3', saldo: 2 })).status).toBe(201);
    expect((await create(projectId, owner, { titulo: '@SUM(A1)', saldo: 1 })).status).toBe(201);
    const comma = await (
      await server.fetch(`/api/apps/${projectId}/csv/avisos`, { cookie: owner.cookie })
    ).text();
    expect(comma).not.toContain("'-3");
    expect(comma).not.toContain("'+34");
    expect(comma).toContain(',-3,');
    expect(comma).toContain(',3.5,');
    expect(comma).toContain('"+34 600 111 222"');
    expect(comma).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(comma).toContain('"\'@SUM(A1)"');
    expect(comma).toContain('"-3"');
    const semi = await server.fetch(`/api/apps/${projectId}/csv/avisos?separador=punto-y-coma`, {
      cookie: owner.cookie,
    });
    expect(semi.status).toBe(200);
    const text = await semi.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"id";"Título";"Foto";"Saldo";"Precio";"Teléfono";/);
    expect(text).toContain(';-3;3,5;"+34 600 111 222";');
    const bad = await server.fetch(`/api/apps/${projectId}/csv/avisos?separador=tab`, {
      cookie: owner.cookie,
    });
    expect(bad.status).toBe(400);
  });
});
