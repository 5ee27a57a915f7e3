import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDefinition, AppRecord } from '../../../contracts/app-definition.ts';
import { FIELD_TYPES } from '../../../kit/definition.ts';
import {
  enviadoPorVisitante,
  estadoDelEquipo,
  inscripcionesDelTaller,
  reservasDelTaller,
} from '../../../kit/team-fields.fixture.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';

// Decision 0270, over real HTTP on a real database (SQLite here, PostgreSQL under
// vitest.services.config.ts): the fields the team sets (`teamOnly`). A QA tester sent an
// enrolment to a workshop through its public form with «Estado» = «Confirmada» and «Pagada»
// ticked, and it was stored so. Now what a visitor (with or without an account, or `lector`)
// sends for such a field is left out: on a create the field keeps its default (a required
// choice its first option, a yes/no field «no», the rest nothing) and is not required of them;
// on a change the stored value stays. The owner and `equipo` set them as before.

let server: TestServer;
let owner: TestUser;
let visitor: TestUser;
let member: TestUser;
let reader: TestUser;
let app: string;

const estado = estadoDelEquipo;

const definition = {
  entities: [
    inscripcionesDelTaller({
      fields: [{ key: 'telefono', label: 'Teléfono', type: 'phone', required: false }],
      monitor: 'Monitor asignado',
    }),
    reservasDelTaller({ monitor: 'Monitor asignado' }),
  ],
};

const path = (entity: string, rest = '') => `/api/apps/${app}/records/${entity}${rest}`;

async function send(
  entity: string,
  user: TestUser | null,
  data: Record<string, unknown>,
  id?: string,
) {
  return server.fetch(path(entity, id ? `/${id}` : ''), {
    method: id ? 'PATCH' : 'POST',
    ...(user && { cookie: user.cookie }),
    json: { data },
  });
}

async function created(res: Response): Promise<AppRecord> {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { record: AppRecord }).record;
}

async function changed(res: Response): Promise<AppRecord> {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { record: AppRecord }).record;
}

async function read(entity: string, id: string, user: TestUser): Promise<AppRecord> {
  const res = await server.fetch(path(entity, `/${id}`), { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { record: AppRecord }).record;
}

const CONFIRMED = enviadoPorVisitante;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: 'Rosa, del taller' });
  visitor = await createUser(server, { name: 'Lucía' });
  member = await createUser(server, { name: 'Íñigo, monitor' });
  reader = await createUser(server, { name: 'Marta, lectora' });
  const project = await createProject(server, owner, {
    name: 'Talleres de cerámica',
    description: 'Talleres de cerámica de fin de semana: las inscripciones y las reservas',
  });
  app = project.id;
  const put = await server.fetch(`/api/apps/${app}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition },
  });
  expect(put.status, await put.clone().text()).toBe(200);
  const launch = await server.fetch(`/api/projects/${app}/launch`, {
    cookie: owner.cookie,
    json: {},
  });
  expect(launch.status).toBe(200);
  for (const [user, role] of [
    [member, 'equipo'],
    [reader, 'lector'],
  ] as const) {
    const invited = await server.fetch(`/api/apps/${app}/team`, {
      cookie: owner.cookie,
      json: { email: user.email, role },
    });
    expect(invited.status).toBe(201);
  }
});

afterAll(async () => {
  await server?.close();
});

describe('a visitor never sets a field the team sets', () => {
  it('a formulario sent without an account with Estado «Confirmada» and Pagada is stored with the defaults', async () => {
    const record = await created(
      await send('inscripciones', null, { nombre: 'Ana', telefono: '600 000 000', ...CONFIRMED }),
    );
    expect(record.data).toEqual({
      nombre: 'Ana',
      telefono: '600 000 000',
      estado: 'Pendiente',
      pagada: false,
    });
    // The owner reads what was stored.
    expect((await read('inscripciones', record.id, owner)).data).toEqual(record.data);
  });

  it('a signed-in visitor’s formulario: the same defaults, and the team’s required field is not asked of them', async () => {
    const record = await created(
      await send('inscripciones', visitor, { nombre: 'Lucía', ...CONFIRMED }),
    );
    expect(record.data).toEqual({ nombre: 'Lucía', estado: 'Pendiente', pagada: false });
    // Without any of them: still a record (the required «Monitor asignado» is the team's).
    const bare = await created(await send('inscripciones', visitor, { nombre: 'Lucía otra vez' }));
    expect(bare.data).toEqual({ nombre: 'Lucía otra vez', estado: 'Pendiente', pagada: false });
    // A value the field could never take is not checked either: it is left out, never a 400.
    const odd = await created(
      await send('inscripciones', visitor, { nombre: 'Rara', estado: 'Regalada', pagada: 'sí' }),
    );
    expect(odd.data).toEqual({ nombre: 'Rara', estado: 'Pendiente', pagada: false });
    // She reads her own record with the team's fields on it.
    expect((await read('inscripciones', record.id, visitor)).data.estado).toBe('Pendiente');
  });

  it('a visitor changing their own propia record cannot change a field the team sets; the rest changes', async () => {
    const record = await created(await send('reservas', visitor, { taller: 'Torno', plazas: 1 }));
    expect(record.data).toEqual({ taller: 'Torno', plazas: 1, estado: 'Pendiente', pagada: false });
    const after = await changed(
      await send('reservas', visitor, { plazas: 2, ...CONFIRMED }, record.id),
    );
    expect(after.data).toEqual({ taller: 'Torno', plazas: 2, estado: 'Pendiente', pagada: false });
    // Only the team's fields: nothing changes, and no error.
    const only = await changed(
      await send('reservas', visitor, { estado: 'Cancelada', pagada: true }, record.id),
    );
    expect(only.data).toEqual(after.data);
    expect((await read('reservas', record.id, owner)).data).toEqual(after.data);
  });

  it('the owner and equipo set them on a visitor’s record; lector, who writes as a visitor, does not', async () => {
    const record = await created(await send('reservas', visitor, { taller: 'Esmaltes' }));
    const byOwner = await changed(
      await send('reservas', owner, { estado: 'Confirmada', pagada: true }, record.id),
    );
    expect(byOwner.data).toEqual({ taller: 'Esmaltes', estado: 'Confirmada', pagada: true });
    const byMember = await changed(await send('reservas', member, { monitor: 'Íñigo' }, record.id));
    expect(byMember.data.monitor).toBe('Íñigo');
    // The visitor reads what the team set, and still cannot undo it.
    expect((await read('reservas', record.id, visitor)).data).toMatchObject({
      estado: 'Confirmada',
      pagada: true,
      monitor: 'Íñigo',
    });
    const mine = await changed(
      await send('reservas', visitor, { estado: 'Cancelada', taller: 'Esmaltes II' }, record.id),
    );
    expect(mine.data).toMatchObject({ taller: 'Esmaltes II', estado: 'Confirmada' });
    // lector creates in propia as any visitor: the team's fields are left out.
    const byReader = await created(
      await send('reservas', reader, { taller: 'Raku', ...CONFIRMED }),
    );
    expect(byReader.data).toEqual({ taller: 'Raku', estado: 'Pendiente', pagada: false });
  });

  it('the owner and equipo create with them, and for them the required ones stay required', async () => {
    const byOwner = await created(
      await send('inscripciones', owner, { nombre: 'Pedro', ...CONFIRMED }),
    );
    expect(byOwner.data).toEqual({ nombre: 'Pedro', ...CONFIRMED });
    const byMember = await created(
      await send('reservas', member, { taller: 'Torno', estado: 'Cancelada', pagada: true }),
    );
    expect(byMember.data).toEqual({ taller: 'Torno', estado: 'Cancelada', pagada: true });
    const missing = await send('inscripciones', owner, {
      nombre: 'Sin monitor',
      estado: 'Pendiente',
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(
      /Monitor asignado/,
    );
    // A bad value from the owner is still refused, in Spanish.
    const bad = await send('inscripciones', owner, {
      nombre: 'X',
      monitor: 'Y',
      estado: 'Regalada',
    });
    expect(bad.status).toBe(400);
  });
});

describe('the definition keeps teamOnly', () => {
  it('a change asked in words renames or retypes a field the team sets, which stays the team’s', async () => {
    const base = `/api/apps/${app}/changes`;
    for (const instruction of [
      'renombra el estado de las inscripciones a situación',
      'cambia el monitor asignado de las reservas a texto largo',
    ]) {
      const res = await server.fetch(base, { cookie: owner.cookie, json: { instruction } });
      expect(res.status, await res.clone().text()).toBe(200);
      const { change } = (await res.json()) as { change: { id: string } };
      const applied = await server.fetch(`${base}/${change.id}/apply`, {
        cookie: owner.cookie,
        json: {},
      });
      expect(applied.status, await applied.clone().text()).toBe(200);
    }
    const got = await server.fetch(`/api/apps/${app}/definition`, { cookie: owner.cookie });
    const { definition: stored } = (await got.json()) as { definition: AppDefinition };
    const field = (entity: string, key: string) =>
      stored.entities.find((e) => e.key === entity)?.fields.find((f) => f.key === key);
    expect(field('inscripciones', 'estado')).toMatchObject({ label: 'Situación', teamOnly: true });
    expect(field('reservas', 'monitor')).toMatchObject({ type: 'longtext', teamOnly: true });
    expect(field('reservas', 'taller')?.teamOnly).toBeUndefined();
    // And it is still enforced: a visitor's «Situación» is left out.
    const record = await created(
      await send('inscripciones', visitor, { nombre: 'Tras el cambio', estado: 'Confirmada' }),
    );
    expect(record.data.estado).toBe('Pendiente');
  });

  it('accepts it on a field of every type and gives it back as it was sent', async () => {
    const fields = FIELD_TYPES.map((type) => ({
      key: `campo_${type}`,
      label: `Campo ${type}`,
      type,
      required: false,
      teamOnly: true,
      ...(type === 'choice' && { options: ['Sí', 'No'] }),
      ...(type === 'reference' && { ref: 'inscripciones' }),
    }));
    const next = {
      entities: [
        ...definition.entities,
        {
          key: 'todo',
          label: 'Todo',
          rule: 'publica',
          fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }, ...fields],
        },
      ],
    };
    const put = await server.fetch(`/api/apps/${app}/definition`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { definition: next },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const got = await server.fetch(`/api/apps/${app}/definition`, { cookie: owner.cookie });
    const { definition: stored } = (await got.json()) as { definition: AppDefinition };
    const todo = stored.entities.find((e) => e.key === 'todo');
    expect(todo?.fields.filter((f) => f.teamOnly === true).map((f) => f.type)).toEqual([
      ...FIELD_TYPES,
    ]);
    expect(stored.entities.find((e) => e.key === 'inscripciones')?.fields[2]).toEqual(estado);
    // A visitor of the publica list sends every field: only «Nombre» is stored.
    const record = await created(
      await send('todo', visitor, {
        nombre: 'Todo',
        campo_text: 'no',
        campo_number: 3,
        campo_boolean: true,
        campo_choice: 'Sí',
      }),
    );
    expect(record.data).toEqual({ nombre: 'Todo', campo_boolean: false });
  });
});
