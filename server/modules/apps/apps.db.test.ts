import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_RECORD_QUOTA,
  type AppDefinition,
  type AppRecord,
} from '../../../contracts/app-definition.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';
import { countForProjects, insertRecords } from './records.repo.ts';

// The running app's records API (issue 20) over real HTTP on a real database (SQLite here,
// PostgreSQL under vitest.services.config.ts): the authorisation matrix of every records
// endpoint × who asks × each access rule, and bad input.

type Actor = 'anonymous' | 'visitor' | 'author' | 'owner' | 'otherOwner';
const ACTORS: Actor[] = ['anonymous', 'visitor', 'author', 'owner', 'otherOwner'];
const RULES = ['publica', 'catalogo', 'privada'] as const;
type Rule = (typeof RULES)[number];

let server: TestServer;
let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
let projectId: string;
let otherProjectId: string;

const cookieOf = (actor: Actor) => (actor === 'anonymous' ? undefined : users[actor].cookie);

function definitionWith(rule: Rule, extraFields = 0): { entities: unknown[] } {
  return {
    entities: [
      {
        key: 'avisos',
        label: 'Aviso',
        rule,
        fields: [
          { key: 'titulo', label: 'Título', type: 'text', required: true },
          { key: 'detalle', label: 'Detalle', type: 'longtext', required: false },
          {
            key: 'estado',
            label: 'Estado',
            type: 'choice',
            required: false,
            options: ['Abierto', 'Cerrado'],
          },
          { key: 'precio', label: 'Precio', type: 'money', required: false },
          { key: 'fecha', label: 'Fecha', type: 'date', required: false },
          { key: 'ok', label: 'Confirmado', type: 'boolean', required: false },
          { key: 'nota', label: 'Nota', type: 'rating', required: false },
          { key: 'correo', label: 'Correo', type: 'email', required: false },
          { key: 'web', label: 'Web', type: 'url', required: false },
          { key: 'lugar', label: 'Lugar', type: 'reference', required: false, ref: 'lugares' },
          ...Array.from({ length: extraFields }, (_, i) => ({
            key: `f${i}`,
            label: `Campo ${i}`,
            type: 'text',
            required: false,
          })),
        ],
      },
      {
        key: 'lugares',
        label: 'Lugar',
        labelPlural: 'Lugares',
        rule: 'catalogo',
        fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
      },
    ],
  };
}

async function putDefinition(definition: unknown, cookie = users.owner.cookie, id = projectId) {
  const res = await server.fetch(`/api/apps/${id}/definition`, {
    method: 'PUT',
    cookie,
    json: { definition },
  });
  return res;
}

async function setRule(rule: Rule) {
  const res = await putDefinition(definitionWith(rule));
  expect(res.status).toBe(200);
}

/** A record of `avisos` written by the author while public, then the entity set to `rule`. */
async function authorsRecord(rule: Rule): Promise<string> {
  await setRule('publica');
  const res = await server.fetch(`/api/apps/${projectId}/records/avisos`, {
    cookie: users.author.cookie,
    json: { data: { titulo: 'Del autor' } },
  });
  expect(res.status).toBe(201);
  const { record } = (await res.json()) as { record: AppRecord };
  await setRule(rule);
  return record.id;
}

const records = (path = '') => `/api/apps/${projectId}/records/avisos${path}`;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
  });
  users = {
    owner: await createUser(server, { name: 'Dueña' }),
    visitor: await createUser(server, { name: 'Visitante' }),
    author: await createUser(server, { name: 'Autora' }),
    otherOwner: await createUser(server, { name: 'Otra dueña' }),
  };
  const project = await createProject(server, users.owner, {
    name: 'Club de lectura',
    description: 'Una app para organizar préstamos de libros entre socios del club',
  });
  projectId = project.id;
  const other = await createProject(server, users.otherOwner, {
    name: 'Otro club',
    description: 'Reservas de pistas de pádel',
  });
  otherProjectId = other.id;
  for (const [p, u] of [
    [projectId, users.owner],
    [otherProjectId, users.otherOwner],
  ] as const) {
    const res = await server.fetch(`/api/projects/${p}/launch`, { cookie: u.cookie, json: {} });
    expect(res.status).toBe(200);
  }
});

afterAll(async () => {
  await server?.close();
});

describe('the definition', () => {
  it('is derived from the concept on first read, with examples in Spanish, and versioned', async () => {
    const res = await server.fetch(`/api/apps/${projectId}/definition`);
    expect(res.status).toBe(200);
    const { definition } = (await res.json()) as { definition: AppDefinition };
    expect(definition.version).toBe(1);
    expect(definition.entities.length).toBeGreaterThan(0);
    expect(definition.navigation).toEqual(definition.entities.map((e) => e.key));
    const summary = await server.fetch(`/api/apps/${projectId}/summary`, {
      cookie: users.owner.cookie,
    });
    const body = (await summary.json()) as {
      summary: { entities: { key: string; count: number; examples: number }[] };
    };
    const seeded = body.summary.entities.filter((e) => e.examples > 0);
    expect(seeded.length).toBeGreaterThan(0);
    // Examples of a readable entity come back as records marked `isExample`.
    const open = definition.entities.find((e) => e.rule !== 'privada') ?? definition.entities[0];
    const list = await server.fetch(`/api/apps/${projectId}/records/${open.key}`, {
      cookie: users.owner.cookie,
    });
    const page = (await list.json()) as { records: AppRecord[] };
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.isExample)).toBe(true);
    // Removed in one click.
    const removed = await server.fetch(`/api/apps/${projectId}/examples`, {
      method: 'DELETE',
      cookie: users.owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { removed: number }).removed).toBeGreaterThan(0);
  });

  it('accepts entities with only key, label, rule and fields, and derives the rest', async () => {
    const res = await putDefinition(definitionWith('publica'));
    expect(res.status).toBe(200);
    const { definition } = (await res.json()) as { definition: AppDefinition };
    const avisos = definition.entities[0];
    expect(avisos.labelPlural).toBe('Avisos');
    expect(avisos.views.calendar).toEqual({ dateField: 'fecha' });
    expect(avisos.views.board).toEqual({ statusField: 'estado' });
    expect(avisos.views.list.filterFields).toEqual(['estado', 'ok', 'lugar']);
  });

  it('is changed by the owner only, and a bad one is refused in Spanish', async () => {
    for (const actor of ['visitor', 'otherOwner'] as const) {
      const res = await putDefinition(definitionWith('publica'), users[actor].cookie);
      expect(res.status).toBe(403);
    }
    expect((await putDefinition(definitionWith('publica'), '')).status).toBe(401);
    const bad = definitionWith('publica');
    (bad.entities[0] as { fields: { ref?: string }[] }).fields[9].ref = 'nadie';
    const res = await putDefinition(bad);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('INVALID_DEFINITION');
    expect(body.error.message).toMatch(/apunta a una entidad que no existe/);
  });
});

type Call = { method: string; path: string; json?: unknown };
const ok = (method: string) => (method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200);

/** What each actor gets, per rule (contracts/app-definition.ts canRead/canCreate/canChange). */
function expected(rule: Rule, actor: Actor, kind: 'read' | 'create' | 'change'): number {
  if (actor === 'owner') return kind === 'create' ? 201 : 200;
  if (actor === 'anonymous') return kind === 'read' && rule !== 'privada' ? 200 : 401;
  if (kind === 'read') return rule === 'privada' ? 403 : 200;
  if (kind === 'create') return rule === 'publica' ? 201 : 403;
  return rule === 'publica' && actor === 'author' ? 200 : 403;
}

describe('authorisation matrix: every records endpoint × who asks × each rule', () => {
  for (const rule of RULES) {
    for (const actor of ACTORS) {
      it(`${rule} × ${actor}`, async () => {
        const recordId = await authorsRecord(rule);
        const calls: [Call, 'read' | 'create' | 'change'][] = [
          [{ method: 'GET', path: records() }, 'read'],
          [{ method: 'GET', path: records(`/${recordId}`) }, 'read'],
          [{ method: 'POST', path: records(), json: { data: { titulo: 'Nuevo' } } }, 'create'],
          [
            {
              method: 'PATCH',
              path: records(`/${recordId}`),
              json: { data: { titulo: 'Cambio' } },
            },
            'change',
          ],
          [{ method: 'DELETE', path: records(`/${recordId}`) }, 'change'],
        ];
        for (const [call, kind] of calls) {
          const res = await server.fetch(call.path, {
            method: call.method,
            cookie: cookieOf(actor),
            json: call.json,
          });
          let want = expected(rule, actor, kind);
          if (want === 200 && call.method === 'DELETE') want = 204;
          if (want === 201 && call.method !== 'POST') want = ok(call.method);
          expect(`${call.method} ${res.status}`).toBe(`${call.method} ${want}`);
          if (res.status >= 400) {
            const body = (await res.json()) as { error: { code: string; message: string } };
            expect(body.error.message).toMatch(/[a-záéíóúñ]/i);
            expect(body.error.message).not.toMatch(/unauthorized|forbidden|error/i);
          }
        }
        // What was refused changed nothing.
        const after = await server.fetch(records(`/${recordId}`), {
          cookie: users.owner.cookie,
        });
        const deletedByActor = expected(rule, actor, 'change') === 200;
        expect(after.status).toBe(deletedByActor ? 404 : 200);
        if (!deletedByActor) {
          const { record } = (await after.json()) as { record: AppRecord };
          expect(record.data.titulo).toBe('Del autor');
        }
      });
    }
  }

  it('a visitor cannot edit another visitor’s record in a public entity: 403 with a clear message', async () => {
    const recordId = await authorsRecord('publica');
    const res = await server.fetch(records(`/${recordId}`), {
      method: 'PATCH',
      cookie: users.visitor.cookie,
      json: { data: { titulo: 'No es mío' } },
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Solo puedes editar o borrar los registros que has creado tú.');
  });

  it('another project’s owner is a visitor here, and cannot reach records through their own app', async () => {
    const recordId = await authorsRecord('publica');
    const res = await server.fetch(`/api/apps/${otherProjectId}/records/avisos/${recordId}`, {
      cookie: users.otherOwner.cookie,
    });
    expect([404]).toContain(res.status);
  });

  it('an app answers 404 once its project is unlaunched or private, at once', async () => {
    const fresh = await createProject(server, users.owner, { name: 'Se lanza y se retira' });
    const definitionOf = (actor: Actor) =>
      server.fetch(`/api/apps/${fresh.id}/definition`, { cookie: cookieOf(actor) });
    // A project is launched when it is created (docs/product-spec.md §4).
    expect((await definitionOf('anonymous')).status).toBe(200);
    await server.fetch(`/api/projects/${fresh.id}/unlaunch`, {
      cookie: users.owner.cookie,
      json: {},
    });
    for (const actor of ['anonymous', 'visitor'] as const) {
      const gone = await definitionOf(actor);
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { error: { message: string } }).error.message).toBe(
        'Esta app no existe o no está publicada.',
      );
    }
    // The owner still reaches it (to shape it before launching again).
    expect((await definitionOf('owner')).status).toBe(200);
    await server.fetch(`/api/projects/${fresh.id}/launch`, {
      cookie: users.owner.cookie,
      json: {},
    });
    expect((await definitionOf('anonymous')).status).toBe(200);
    const hide = await server.fetch(`/api/projects/${fresh.id}`, {
      method: 'PATCH',
      cookie: users.owner.cookie,
      json: { isPublic: false },
    });
    expect(hide.status).toBe(200);
    expect((await definitionOf('visitor')).status).toBe(404);
  });
});

describe('bad input: 4xx in Spanish, never a 5xx, nothing stored', () => {
  const post = (data: unknown, cookie = users.author.cookie) =>
    server.fetch(records(), { cookie, json: { data } });
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; message: string } }).error;

  beforeAll(async () => {
    await setRule('publica');
  });

  it('refuses wrong types with the field named', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ titulo: 42 }, /«Título» debe ser un texto/],
      [{ titulo: 'x', precio: 'mucho' }, /«Precio» debe ser un importe/],
      [{ titulo: 'x', fecha: '2024-02-30' }, /«Fecha» debe ser una fecha/],
      [{ titulo: 'x', ok: 'sí' }, /«Confirmado» debe ser sí o no/],
      [{ titulo: 'x', nota: 6 }, /«Nota» debe ser una valoración de 1 a 5/],
      [{ titulo: 'x', correo: 'no-es-correo' }, /«Correo» debe ser un email válido/],
      [{ titulo: 'x', web: 'javascript:alert(1)' }, /«Web» debe ser un enlace/],
      [{ titulo: 'x', estado: 'Otro' }, /«Estado» debe ser una de sus opciones/],
      [{ titulo: null }, /«Título» es obligatorio/],
      [{ titulo: 'x', precio: 1e13 }, /«Precio» debe ser un importe/],
    ];
    for (const [data, message] of cases) {
      const res = await post(data);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(message);
    }
    const body = await server.fetch(records(), { cookie: users.author.cookie, json: { nada: 1 } });
    expect(body.status).toBe(400);
    expect((await errorOf(body)).message).toBe('Los datos del registro no son válidos.');
  });

  it('refuses unknown fields', async () => {
    const res = await post({ titulo: 'x', autorId: 'yo' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('El campo «autorId» no existe en Aviso.');
  });

  it('refuses 1 MB strings and oversized records', async () => {
    const huge = 'a'.repeat(1024 * 1024);
    const res = await post({ titulo: huge });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toMatch(/[áéíóú]|demasiado|supera/i);
    const long = await post({ titulo: 'b'.repeat(201) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe(
      'El campo «Título» no puede superar los 200 caracteres.',
    );
    const almost = await post({ titulo: 'x', detalle: 'c'.repeat(5001) });
    expect(almost.status).toBe(400);
  });

  it('refuses a reference to another project’s record', async () => {
    // A record of the other app's entity…
    const other = await server.fetch(`/api/apps/${otherProjectId}/definition`, {
      method: 'PUT',
      cookie: users.otherOwner.cookie,
      json: { definition: definitionWith('publica') },
    });
    expect(other.status).toBe(200);
    const lugar = await server.fetch(`/api/apps/${otherProjectId}/records/lugares`, {
      cookie: users.otherOwner.cookie,
      json: { data: { nombre: 'Pista ajena' } },
    });
    const foreignId = ((await lugar.json()) as { record: AppRecord }).record.id;
    const res = await post({ titulo: 'x', lugar: foreignId });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      'El campo «Lugar» debe apuntar a un registro de Lugares de esta app.',
    );
    // …while one of this app's own is accepted.
    const own = await server.fetch(`/api/apps/${projectId}/records/lugares`, {
      cookie: users.owner.cookie,
      json: { data: { nombre: 'Sala 1' } },
    });
    const ownId = ((await own.json()) as { record: AppRecord }).record.id;
    const good = await post({ titulo: 'x', lugar: ownId });
    expect(good.status).toBe(201);
    const filtered = await server.fetch(records(`?lugar=${ownId}`));
    const page = (await filtered.json()) as { records: AppRecord[] };
    expect(page.records.map((r) => r.data.lugar)).toEqual([ownId]);
  });

  it('stores HTML and script as the text it is', async () => {
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    const res = await post({ titulo: text, detalle: text });
    expect(res.status).toBe(201);
    const { record } = (await res.json()) as { record: AppRecord };
    const read = await server.fetch(records(`/${record.id}`));
    const back = (await read.json()) as { record: AppRecord };
    expect(back.record.data.titulo).toBe(text);
    expect(back.record.data.detalle).toBe(text);
    expect(read.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('50 concurrent PATCHes of one record: no 5xx, no write lost', async () => {
    expect((await putDefinition(definitionWith('publica', 20))).status).toBe(200);
    const created = await post({ titulo: 'Concurrido' });
    const { record } = (await created.json()) as { record: AppRecord };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.fetch(records(`/${record.id}`), {
          method: 'PATCH',
          cookie: users.author.cookie,
          json: { data: { [`f${i % 20}`]: `valor ${i}` } },
        }),
      ),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const read = await server.fetch(records(`/${record.id}`));
    const { record: final } = (await read.json()) as { record: AppRecord };
    expect(final.data.titulo).toBe('Concurrido');
    for (let f = 0; f < 20; f++) {
      expect([`valor ${f}`, `valor ${f + 20}`, `valor ${f + 40}`]).toContain(final.data[`f${f}`]);
    }
    await setRule('publica');
  });

  it('lists with search, sort and cursor pagination', async () => {
    await setRule('publica');
    for (const [i, estado] of ['Abierto', 'Cerrado', 'Abierto'].entries()) {
      const res = await post({ titulo: `Página ${i} zeta`, estado, precio: i * 10 });
      expect(res.status).toBe(201);
    }
    const search = await server.fetch(records('?q=ZETA&limit=2'));
    const first = (await search.json()) as { records: AppRecord[]; nextCursor: string | null };
    expect(first.records.map((r) => r.data.titulo)).toEqual(['Página 2 zeta', 'Página 1 zeta']);
    expect(first.nextCursor).not.toBeNull();
    const next = await server.fetch(
      records(`?q=zeta&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`),
    );
    const second = (await next.json()) as { records: AppRecord[]; nextCursor: string | null };
    expect(second.records.map((r) => r.data.titulo)).toEqual(['Página 0 zeta']);
    expect(second.nextCursor).toBeNull();
    const sorted = await server.fetch(records('?q=zeta&sort=-precio'));
    const byPrice = (await sorted.json()) as { records: AppRecord[] };
    expect(byPrice.records.map((r) => r.data.precio)).toEqual([20, 10, 0]);
    const filtered = await server.fetch(records('?q=zeta&estado=Cerrado'));
    expect(((await filtered.json()) as { records: AppRecord[] }).records).toHaveLength(1);
    for (const query of ['?sort=nada', '?color=rojo', '?cursor=xyz', '?limit=1000']) {
      const res = await server.fetch(records(query));
      expect(res.status).toBe(400);
    }
  });

  it('sorts by the field the definition names, from its index on SQLite, missing values last', async () => {
    const def = definitionWith('publica') as { entities: Record<string, unknown>[] };
    def.entities[0].views = { list: { sortField: 'precio', sortDir: 'desc' } };
    expect((await putDefinition(def)).status).toBe(200);
    for (const [i, precio] of [7.5, undefined, 120, 7.5, 0.25].entries()) {
      const res = await post({
        titulo: `Orden ${i} omega`,
        ...(precio === undefined ? {} : { precio }),
      });
      expect(res.status).toBe(201);
    }
    const page = async (query: string) =>
      (await (await server.fetch(records(query))).json()) as {
        records: AppRecord[];
        nextCursor: string | null;
      };
    const prices = (rs: AppRecord[]) => rs.map((r) => r.data.precio ?? null);
    // The definition's default order: highest first, the record without a price last.
    expect(prices((await page('?q=omega')).records)).toEqual([120, 7.5, 7.5, 0.25, null]);
    const first = await page('?q=omega&sort=precio&limit=2');
    expect(prices(first.records)).toEqual([0.25, 7.5]);
    const second = await page(
      `?q=omega&sort=precio&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    const third = await page(
      `?q=omega&sort=precio&limit=2&cursor=${encodeURIComponent(second.nextCursor ?? '')}`,
    );
    expect([...prices(second.records), ...prices(third.records)]).toEqual([7.5, 120, null]);
    if (server.deps.dbHandle.engine === 'sqlite') {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select * from app_records where project_id = ${projectId} and entity_key = 'avisos' order by json_extract(data, '$.precio') desc nulls last, id desc limit 21`.execute(
        server.deps.db,
      );
      const details = plan.rows.map((r) => r.detail).join(' | ');
      expect(details).toContain('app_records_sort_precio');
      expect(details).not.toContain('TEMP B-TREE');
    }
    await setRule('publica');
  });
});

describe('removing a field hides its values until the owner confirms', () => {
  it('hides, brings back, and deletes for good on confirmation', async () => {
    await setRule('publica');
    const created = await server.fetch(records(), {
      cookie: users.owner.cookie,
      json: { data: { titulo: 'Con detalle', detalle: 'Se esconde' } },
    });
    const id = ((await created.json()) as { record: AppRecord }).record.id;
    const without = definitionWith('publica');
    const fields = (without.entities[0] as { fields: { key: string }[] }).fields;
    (without.entities[0] as { fields: unknown[] }).fields = fields.filter(
      (f) => f.key !== 'detalle',
    );
    const res = await putDefinition(without);
    const { definition } = (await res.json()) as { definition: AppDefinition };
    expect(definition.entities[0].removedFields.map((f) => f.key)).toContain('detalle');
    const hidden = await server.fetch(records(`/${id}`));
    expect(((await hidden.json()) as { record: AppRecord }).record.data.detalle).toBeUndefined();
    // Back again: the value is still there.
    await setRule('publica');
    const shown = await server.fetch(records(`/${id}`));
    expect(((await shown.json()) as { record: AppRecord }).record.data.detalle).toBe('Se esconde');
    // Removed and confirmed: gone for good.
    await putDefinition(without);
    const confirm = await server.fetch(
      `/api/apps/${projectId}/definition/removed-fields/avisos/detalle`,
      { method: 'DELETE', cookie: users.owner.cookie },
    );
    expect(confirm.status).toBe(200);
    await setRule('publica');
    const gone = await server.fetch(records(`/${id}`));
    expect(((await gone.json()) as { record: AppRecord }).record.data.detalle).toBeUndefined();
  });

  it('CSV per entity for the owner only, formulas neutralised', async () => {
    await server.fetch(records(), {
      cookie: users.author.cookie,
      json: { data: { titulo: '=HYPERLINK("x")' } },
    });
    const res = await server.fetch(`/api/apps/${projectId}/csv/avisos`, {
      cookie: users.owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split('\r\n')[0]).toMatch(/^"id","Título",/);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const visitor = await server.fetch(`/api/apps/${projectId}/csv/avisos`, {
      cookie: users.visitor.cookie,
    });
    expect(visitor.status).toBe(403);
  });
});

// Needs the built web app (`npm run build`), as `npm test` does.
describe('the app’s page', () => {
  it('is server-rendered at /proyectos/{slug}/app, 404 when not live, and /app on a custom domain', async () => {
    const p = await createProject(server, users.owner, {
      name: 'Con dominio',
      slug: `con-dominio-app-${Date.now()}`,
      description: 'Préstamos de libros entre vecinos',
    });
    const page = await server.fetch(`/proyectos/${p.slug}/app`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="app-runtime"');
    expect(html).toContain('<title>Con dominio · Forja</title>');
    expect((await server.fetch('/proyectos/no-existe-nada/app')).status).toBe(404);

    await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: users.owner.cookie,
      json: { domain: 'custom', customDomain: 'app-vecinos.example.org' },
    });
    const port = Number(new URL(server.url).port);
    const hit = (path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, headers: { host: 'app-vecinos.example.org' } },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect(await hit('/app')).toMatchObject({ status: 302, location: `/p/${p.slug}/app` });
    expect((await hit(`/p/${p.slug}/app`)).status).toBe(200);

    await server.fetch(`/api/projects/${p.id}/unlaunch`, { cookie: users.owner.cookie, json: {} });
    expect((await server.fetch(`/proyectos/${p.slug}/app`)).status).toBe(404);

    // Deleting the project deletes its app's definition and records.
    const before = await server.deps.db
      .selectFrom('appRecords')
      .select('id')
      .where('projectId', '=', p.id)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const del = await server.fetch(`/api/projects/${p.id}`, {
      method: 'DELETE',
      cookie: users.owner.cookie,
    });
    expect(del.status).toBe(204);
    for (const table of ['appRecords', 'appDefinitions'] as const) {
      const left = await server.deps.db
        .selectFrom(table)
        .select('projectId')
        .where('projectId', '=', p.id)
        .execute();
      expect(left).toEqual([]);
    }
  });
});

describe('rate limits', () => {
  it('refuses writes past RATE_LIMIT_APP_WRITES_PER_MINUTE with a Spanish 429', async () => {
    const limited = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_APP_WRITES_PER_MINUTE: '3',
    });
    try {
      const owner = await createUser(limited, { name: 'Dueña' });
      const p = await createProject(limited, owner, { name: 'Limitada' });
      const put = await limited.fetch(`/api/apps/${p.id}/definition`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { definition: definitionWith('publica') },
      });
      expect(put.status).toBe(200);
      const statuses: number[] = [];
      let last: Response | null = null;
      // Counted per route: the PUT above is another counter.
      for (let i = 0; i < 4; i++) {
        last = await limited.fetch(`/api/apps/${p.id}/records/avisos`, {
          cookie: owner.cookie,
          json: { data: { titulo: `Aviso ${i}` } },
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const body = (await (last as Response).json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/[Dd]emasiad|[Ee]spera|intent/);
    } finally {
      await limited.close();
    }
  });
});

describe('the record quota under concurrent creates', () => {
  it('lets exactly one of six creates in the same instant take the last place', async () => {
    const owner = await createUser(server, { name: 'Dueña al límite' });
    const project = await createProject(server, owner, {
      name: 'Cupo justo',
      description: 'Avisos del barrio para comprobar el cupo de registros',
    });
    expect(
      (await server.fetch(`/api/projects/${project.id}/launch`, { cookie: owner.cookie, json: {} }))
        .status,
    ).toBe(200);
    expect((await putDefinition(definitionWith('publica'), owner.cookie, project.id)).status).toBe(
      200,
    );
    // Fill the owner's quota up to one place below the limit, straight in the table.
    const limit = APP_RECORD_QUOTA.Free;
    const used = await countForProjects(server.deps.db, [project.id]);
    const now = new Date().toISOString();
    const rows = Array.from({ length: limit - 1 - used }, (_, i) => ({
      id: `cupo-${i}`,
      projectId: project.id,
      entityKey: 'avisos',
      data: JSON.stringify({ titulo: `Aviso ${i}` }),
      authorId: owner.id,
      isExample: 0,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await insertRecords(server.deps.db, rows.slice(i, i + 200));

    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.fetch(`/api/apps/${project.id}/records/avisos`, {
          cookie: owner.cookie,
          json: { data: { titulo: `A la vez ${i}` } },
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 402, 402, 402, 402, 402]);
    expect(await countForProjects(server.deps.db, [project.id])).toBe(limit);
  });
});
