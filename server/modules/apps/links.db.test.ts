import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppChange, AppRecord } from '../../../contracts/app-definition.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, PNG_BYTES, uploadForm } from '../projects/test-helpers.ts';
import { readChanges } from './test-helpers.ts';

// Decision 0247, over real HTTP on a real database (SQLite here, PostgreSQL under
// vitest.services.config.ts): (1) a family linked to a child (the people entity's
// `accountField`) reads its own child's record, so the daily reports show «Niño: Lucas»,
// and never another child's; (2) an anonymous submission's private link opens the files of
// its record, and nothing else does.

let server: TestServer;
let owner: TestUser;
let lopez: TestUser;
let ruiz: TestUser;
let unverified: TestUser;
let stranger: TestUser;
let nursery: string;
let lucas: string;
let vera: string;
let lucasReport: string;

type Json = Record<string, unknown>;
const body = async <T = Json>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) =>
  (await body<{ error: { code: string; message: string } }>(res)).error;

const nurseryDefinition = {
  entities: [
    {
      key: 'partes',
      label: 'Parte diario',
      labelPlural: 'Partes diarios',
      rule: 'vinculada',
      linkField: 'nino',
      fields: [
        { key: 'resumen', label: 'Resumen', type: 'text', required: true },
        { key: 'nino', label: 'Niño', type: 'reference', required: true, ref: 'ninos' },
      ],
    },
    {
      key: 'ninos',
      label: 'Niño',
      rule: 'privada',
      accountField: 'correo_familia',
      totals: [{ label: 'Partes', from: 'partes', via: 'nino' }],
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'correo_familia', label: 'Correo de la familia', type: 'email', required: true },
        { key: 'alergias', label: 'Alergias', type: 'text', required: false },
        { key: 'foto', label: 'Foto', type: 'image', required: false },
      ],
    },
  ],
};

async function launchedApp(def: unknown, name: string): Promise<string> {
  const project = await createProject(server, owner, {
    name,
    description: 'Una escuela infantil: los niños, sus familias y los partes diarios',
  });
  const put = await server.fetch(`/api/apps/${project.id}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition: def },
  });
  expect(put.status).toBe(200);
  const launch = await server.fetch(`/api/projects/${project.id}/launch`, {
    cookie: owner.cookie,
    json: {},
  });
  expect(launch.status).toBe(200);
  return project.id;
}

const path = (entity: string, rest = '') => `/api/apps/${nursery}/records/${entity}${rest}`;
const get = (url: string, user: TestUser | null) => server.fetch(url, { cookie: user?.cookie });

async function create(app: string, entity: string, user: TestUser | null, data: Json) {
  const res = await server.fetch(`/api/apps/${app}/records/${entity}`, {
    cookie: user?.cookie,
    json: { data },
  });
  expect(res.status).toBe(201);
  return body<{ record: AppRecord; access?: { token: string; path: string } }>(res);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: 'Directora Ana' });
  lopez = await createUser(server, { name: 'Familia López' });
  ruiz = await createUser(server, { name: 'Familia Ruiz' });
  unverified = await createUser(server, { name: 'Sin confirmar' });
  stranger = await createUser(server, { name: 'Otra persona' });
  // Verified addresses, as a social sign-in gives (linked records reach only those).
  await server.deps.db
    .updateTable('users')
    .set({ emailVerified: sql<boolean>`true` })
    .where('id', 'in', [lopez.id, ruiz.id, stranger.id])
    .execute();
  nursery = await launchedApp(nurseryDefinition, 'Escuela infantil Gorriones');
  const photo = await server.fetch(`/api/apps/${nursery}/uploads`, {
    method: 'POST',
    cookie: owner.cookie,
    body: uploadForm('lucas.png', PNG_BYTES, 'image/png'),
  });
  expect(photo.status).toBe(201);
  const { url } = await body<{ url: string }>(photo);
  // The family's address as the owner typed it, in capitals: matched without case.
  lucas = (
    await create(nursery, 'ninos', owner, {
      nombre: 'Lucas',
      correo_familia: lopez.email.toUpperCase(),
      alergias: 'Frutos secos',
      foto: url,
    })
  ).record.id;
  vera = (
    await create(nursery, 'ninos', owner, {
      nombre: 'Vera',
      correo_familia: ruiz.email,
      alergias: 'Lactosa',
    })
  ).record.id;
  lucasReport = (
    await create(nursery, 'partes', owner, { resumen: 'Lucas ha comido todo', nino: lucas })
  ).record.id;
  await create(nursery, 'partes', owner, { resumen: 'Vera ha dormido', nino: vera });
  // The unverified account claims López's address through a second child (it is not theirs).
  await create(nursery, 'ninos', owner, { nombre: 'Hugo', correo_familia: unverified.email });
});

afterAll(async () => {
  await server?.close();
});

describe('a family reads its own child, and only its own', () => {
  it('the report names its child: the family reads that child’s record', async () => {
    const list = await body<{ records: AppRecord[] }>(await get(path('partes'), lopez));
    expect(list.records.map((r) => r.data.resumen)).toEqual(['Lucas ha comido todo']);
    expect((await get(path('partes', `/${lucasReport}`), lopez)).status).toBe(200);
    expect((await get(path('partes', `/${lucasReport}`), ruiz)).status).toBe(404);
    const childId = list.records[0]?.data.nino as string;
    expect(childId).toBe(lucas);
    const child = await get(path('ninos', `/${childId}`), lopez);
    expect(child.status).toBe(200);
    const { record } = await body<{ record: AppRecord }>(child);
    expect(record.data.nombre).toBe('Lucas');
    expect(record.data.alergias).toBe('Frutos secos');
    // Its child's totals too (the reports they may read).
    const totals = await get(path('ninos', `/${lucas}/totals`), lopez);
    expect(totals.status).toBe(200);
    expect((await body<{ totals: { value: number }[] }>(totals)).totals[0]?.value).toBe(1);
    // And its child's photo.
    const photo = await get(String(record.data.foto), lopez);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
  });

  it('another family, a stranger, an unverified account and nobody signed in do not', async () => {
    for (const [who, status] of [
      [ruiz, 403],
      [stranger, 403],
      [unverified, 403],
      [null, 401],
    ] as const) {
      const res = await get(path('ninos', `/${lucas}`), who);
      expect(res.status).toBe(status);
      const text = JSON.stringify(await body(res));
      expect(text).not.toContain('Lucas');
      expect(text).not.toContain('Frutos secos');
      expect((await get(path('ninos', `/${lucas}/totals`), who)).status).toBe(status);
    }
    // The Ruiz family reads Vera, not Lucas; a record that does not exist answers the same.
    expect((await get(path('ninos', `/${vera}`), ruiz)).status).toBe(200);
    const missing = await get(path('ninos', '/no-existe'), ruiz);
    expect(missing.status).toBe(403);
    expect((await errorOf(missing)).message).toBe(
      (await errorOf(await get(path('ninos', `/${lucas}`), ruiz))).message,
    );
    // Lucas's photo is López's and the owner's only.
    const { record } = await body<{ record: AppRecord }>(
      await get(path('ninos', `/${lucas}`), owner),
    );
    expect((await get(String(record.data.foto), ruiz)).status).toBe(404);
    expect((await get(String(record.data.foto), null)).status).toBe(404);
  });

  it('the children’s list stays closed, and the family changes nothing', async () => {
    expect((await get(path('ninos'), lopez)).status).toBe(403);
    const patch = await server.fetch(path('ninos', `/${lucas}`), {
      method: 'PATCH',
      cookie: lopez.cookie,
      json: { data: { nombre: 'Lucas Pérez' } },
    });
    expect(patch.status).toBe(403);
    expect((await errorOf(patch)).message).toMatch(/[a-záéíóúñ]/);
    const remove = await server.fetch(path('ninos', `/${lucas}`), {
      method: 'DELETE',
      cookie: lopez.cookie,
    });
    expect(remove.status).toBe(403);
    const { record } = await body<{ record: AppRecord }>(
      await get(path('ninos', `/${lucas}`), owner),
    );
    expect(record.data.nombre).toBe('Lucas');
  });

  it('the family hears when its child changes, not when another child does', async () => {
    const stream = await server.fetch(`/api/apps/${nursery}/events`, { cookie: lopez.cookie });
    expect(stream.status).toBe(200);
    const changes = readChanges(stream, 2);
    await new Promise((r) => setTimeout(r, 100));
    // Vera's change first: were it heard, it would be the first of the two notices read.
    for (const [id, alergias] of [
      [vera, 'Lactosa y huevo'],
      [lucas, 'Frutos secos y kiwi'],
      [lucas, 'Frutos secos'],
    ] as const) {
      const res = await server.fetch(path('ninos', `/${id}`), {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { data: { alergias } },
      });
      expect(res.status).toBe(200);
    }
    const heard = (await changes).filter((c: AppChange) => c.entityKey === 'ninos');
    expect(heard.map((c) => c.recordId)).toEqual([lucas, lucas]);
  });
});

describe('an anonymous submission’s private link opens its files', () => {
  it('with its token, and for nobody else', async () => {
    const app = await launchedApp(
      {
        entities: [
          {
            key: 'solicitudes',
            label: 'Solicitud',
            labelPlural: 'Solicitudes',
            rule: 'formulario',
            anonymous: true,
            fields: [
              { key: 'nombre', label: 'Nombre', type: 'text', required: true },
              { key: 'presupuesto', label: 'Presupuesto', type: 'file', required: false },
              { key: 'plano', label: 'Plano', type: 'image', required: false },
            ],
          },
        ],
      },
      'Reformas Martín',
    );
    const mine = await create(app, 'solicitudes', null, { nombre: 'Cocina nueva' });
    const other = await create(app, 'solicitudes', null, { nombre: 'Baño' });
    const token = mine.access?.token ?? '';
    const otherToken = other.access?.token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The owner answers with a quote and a plan.
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const quote = await body<{ url: string; value: string }>(
      await server.fetch(`/api/apps/${app}/uploads`, {
        method: 'POST',
        cookie: owner.cookie,
        body: uploadForm('Presupuesto cocina.pdf', pdf, 'application/pdf'),
      }),
    );
    const plan = await body<{ url: string }>(
      await server.fetch(`/api/apps/${app}/uploads`, {
        method: 'POST',
        cookie: owner.cookie,
        body: uploadForm('plano.png', PNG_BYTES, 'image/png'),
      }),
    );
    const patched = await server.fetch(`/api/apps/${app}/records/solicitudes/${mine.record.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { data: { presupuesto: quote.value, plano: plan.url } },
    });
    expect(patched.status).toBe(200);
    // The private link shows the record with its file…
    const shown = await body<{ record: AppRecord }>(await get(`${mine.access?.path}`, null));
    expect(shown.record.data.presupuesto).toBe(
      (await body<{ record: AppRecord }>(patched)).record.data.presupuesto,
    );
    // …and the file and the image open with its token, privately.
    for (const url of [quote.url, plan.url]) {
      const opened = await get(`${url}?token=${token}`, null);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('cache-control')).toBe('private, no-store');
      // Without it, with another submission's token, a bad one, or as another account: 404.
      expect((await get(url, null)).status).toBe(404);
      expect((await get(`${url}?token=${otherToken}`, null)).status).toBe(404);
      expect((await get(`${url}?token=${'x'.repeat(43)}`, null)).status).toBe(404);
      expect((await get(`${url}?token=${otherToken}`, stranger)).status).toBe(404);
      expect((await get(url, stranger)).status).toBe(404);
      // The owner always.
      expect((await get(url, owner)).status).toBe(200);
    }
    const pdfBytes = Buffer.from(
      await (await get(`${quote.url}?token=${token}`, null)).arrayBuffer(),
    );
    expect(pdfBytes.equals(pdf)).toBe(true);
  });
});
