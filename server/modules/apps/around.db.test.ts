import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppDefinition,
  AppRecord,
  ListRecordsResponse,
  RecordTotalsResponse,
} from '../../../contracts/app-definition.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';
import { generateProject } from './test-helpers.ts';

// The records around a record (issue 38 §4; docs/decisions/0237-records-around-a-record.md),
// over real HTTP on a real database (SQLite here; PostgreSQL with `vitest.services.config.ts`):
// the list of a hive's inspections (the list endpoint filtered by the reference) and its
// totals obey every rule of the inspections (a visitor sees only what they may read under
// propia, formulario and vinculada; equipo and lector see all); a hive with none gives 0; a
// total that does not hold is a 400 in Spanish.

type Rule = 'publica' | 'catalogo' | 'privada' | 'formulario' | 'propia' | 'vinculada';
const RULES: Rule[] = ['publica', 'catalogo', 'privada', 'formulario', 'propia', 'vinculada'];
type Actor = 'anonymous' | 'author' | 'linked' | 'stranger' | 'equipo' | 'lector' | 'owner';
const ACTORS: Actor[] = ['anonymous', 'author', 'linked', 'stranger', 'equipo', 'lector', 'owner'];

let server: TestServer;
let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
let projectId: string;
let hiveId: string;
let emptyHiveId: string;
let linkedPersonId: string;
let otherPersonId: string;

const TOTALS = [
  { from: 'revisiones', via: 'colmena', label: 'Revisiones' },
  { from: 'revisiones', via: 'colmena', field: 'kilos', label: 'Kilos de miel' },
  { from: 'revisiones', via: 'colmena', field: 'coste', label: 'Gasto' },
];

function definition(rule: Rule, totals: unknown = TOTALS) {
  return {
    entities: [
      {
        key: 'colmenas',
        label: 'Colmena',
        rule: 'publica',
        totals,
        fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
      },
      {
        key: 'revisiones',
        label: 'Revisión',
        labelPlural: 'Revisiones',
        rule,
        ...(rule === 'vinculada' && { linkField: 'persona' }),
        fields: [
          { key: 'nota', label: 'Nota', type: 'text', required: true },
          { key: 'colmena', label: 'Colmena', type: 'reference', required: false, ref: 'colmenas' },
          { key: 'kilos', label: 'Kilos', type: 'number', required: false },
          { key: 'coste', label: 'Coste', type: 'money', required: false },
          { key: 'persona', label: 'Persona', type: 'reference', required: false, ref: 'personas' },
        ],
      },
      {
        key: 'personas',
        label: 'Persona',
        rule: 'privada',
        accountField: 'correo',
        fields: [
          { key: 'nombre', label: 'Nombre', type: 'text', required: true },
          { key: 'correo', label: 'Correo', type: 'email', required: true },
        ],
      },
    ],
  };
}

async function putDefinition(def: unknown) {
  return server.fetch(`/api/apps/${projectId}/definition`, {
    method: 'PUT',
    cookie: users.owner.cookie,
    json: { definition: def },
  });
}

async function create(user: TestUser, entity: string, data: Record<string, unknown>) {
  const res = await server.fetch(`/api/apps/${projectId}/records/${entity}`, {
    cookie: user.cookie,
    json: { data },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { record: AppRecord }).record.id;
}

// The hive's inspections: the owner's two (one linked to the linked account's person), the
// author's one, the stranger's one; and one of another hive that never counts.
const WRITTEN = {
  ownerLinked: { kilos: 10, coste: 12.5 },
  ownerOther: { kilos: 5, coste: 4 },
  author: { kilos: 3, coste: 1.25 },
  stranger: { kilos: 7, coste: 2 },
};
let ids: Record<keyof typeof WRITTEN, string>;

/** The inspections of the hive each actor may read, under each rule. */
function readable(rule: Rule, actor: Actor): (keyof typeof WRITTEN)[] | 'refused' {
  const all: (keyof typeof WRITTEN)[] = ['ownerLinked', 'ownerOther', 'author', 'stranger'];
  if (actor === 'owner' || actor === 'equipo' || actor === 'lector') return all;
  if (rule === 'publica' || rule === 'catalogo') return all;
  if (actor === 'anonymous' || rule === 'privada') return 'refused';
  if (rule === 'formulario' || rule === 'propia')
    return actor === 'author' ? ['author'] : actor === 'stranger' ? ['stranger'] : [];
  // vinculada: the record that points at the linked account's person.
  return actor === 'linked' ? ['ownerLinked'] : [];
}

const cookieOf = (actor: Actor) => (actor === 'anonymous' ? undefined : users[actor].cookie);

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_APP_READS_PER_MINUTE: '100000',
  });
  users = {
    owner: await createUser(server, { name: 'Apicultora' }),
    author: await createUser(server, { name: 'Ayudante' }),
    linked: await createUser(server, { name: 'Familia' }),
    stranger: await createUser(server, { name: 'Vecina' }),
    equipo: await createUser(server, { name: 'Monitora' }),
    lector: await createUser(server, { name: 'Lectora' }),
  };
  // A verified address, as a social sign-in gives (vinculada shows records only to those).
  await server.deps.db
    .updateTable('users')
    .set({ emailVerified: sql<boolean>`true` })
    .where('id', '=', users.linked.id)
    .execute();
  const project = await createProject(server, users.owner, {
    name: 'Colmenar',
    description: 'Mis colmenas y sus revisiones',
  });
  projectId = project.id;
  expect((await putDefinition(definition('publica'))).status).toBe(200);
  for (const [email, role] of [
    [users.equipo.email, 'equipo'],
    [users.lector.email, 'lector'],
  ])
    expect(
      (
        await server.fetch(`/api/apps/${projectId}/team`, {
          cookie: users.owner.cookie,
          json: { email, role },
        })
      ).status,
    ).toBe(201);
  hiveId = await create(users.owner, 'colmenas', { nombre: 'Colmena del roble' });
  emptyHiveId = await create(users.owner, 'colmenas', { nombre: 'Colmena nueva' });
  const otherHive = await create(users.owner, 'colmenas', { nombre: 'Colmena del pino' });
  linkedPersonId = await create(users.owner, 'personas', {
    nombre: 'Lucía',
    correo: users.linked.email,
  });
  otherPersonId = await create(users.owner, 'personas', {
    nombre: 'Mario',
    correo: 'mario@example.com',
  });
  const row = (who: keyof typeof WRITTEN, person: string) => ({
    nota: who,
    colmena: hiveId,
    persona: person,
    ...WRITTEN[who],
  });
  ids = {
    ownerLinked: await create(users.owner, 'revisiones', row('ownerLinked', linkedPersonId)),
    ownerOther: await create(users.owner, 'revisiones', row('ownerOther', otherPersonId)),
    author: await create(users.author, 'revisiones', row('author', otherPersonId)),
    stranger: await create(users.stranger, 'revisiones', row('stranger', otherPersonId)),
  };
  // Another hive's inspection: never in this hive's list nor its totals.
  await create(users.owner, 'revisiones', {
    nota: 'otra',
    colmena: otherHive,
    kilos: 100,
    coste: 100,
  });
});
afterAll(async () => {
  await server?.close();
});

async function totalsOf(actor: Actor, id = hiveId) {
  const res = await server.fetch(`/api/apps/${projectId}/records/colmenas/${id}/totals`, {
    cookie: cookieOf(actor),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as RecordTotalsResponse).totals;
}

describe('the inspections of a hive and its totals × every rule × every viewer', () => {
  for (const rule of RULES) {
    it(rule, async () => {
      expect((await putDefinition(definition(rule))).status).toBe(200);
      for (const actor of ACTORS) {
        const expected = readable(rule, actor);
        // The related list: the list endpoint filtered by the reference to the hive.
        const list = await server.fetch(
          `/api/apps/${projectId}/records/revisiones?colmena=${hiveId}&limit=100`,
          { cookie: cookieOf(actor) },
        );
        if (expected === 'refused') {
          expect(`${rule} ${actor} list ${list.status}`).toMatch(/ (401|403)$/);
          // The hive's totals leave out the list the viewer may not open.
          expect(await totalsOf(actor)).toEqual([]);
          continue;
        }
        expect(`${rule} ${actor} list ${list.status}`).toBe(`${rule} ${actor} list 200`);
        const got = ((await list.json()) as ListRecordsResponse).records.map((r) => r.id).sort();
        expect(`${rule} ${actor} ${got.join(',')}`).toBe(
          `${rule} ${actor} ${expected
            .map((k) => ids[k])
            .sort()
            .join(',')}`,
        );
        const totals = await totalsOf(actor);
        const kilos = expected.reduce((n, k) => n + WRITTEN[k].kilos, 0);
        const coste = expected.reduce((n, k) => n + WRITTEN[k].coste, 0);
        expect({ rule, actor, values: totals.map((t) => [t.label, t.kind, t.value]) }).toEqual({
          rule,
          actor,
          values: [
            ['Revisiones', 'count', expected.length],
            ['Kilos de miel', 'sum', kilos],
            ['Gasto', 'sum', coste],
          ],
        });
      }
    });
  }

  it('a hive with no inspection: 0 and an empty list', async () => {
    expect((await putDefinition(definition('publica'))).status).toBe(200);
    const totals = await totalsOf('stranger', emptyHiveId);
    expect(totals.map((t) => t.value)).toEqual([0, 0, 0]);
    const list = await server.fetch(
      `/api/apps/${projectId}/records/revisiones?colmena=${emptyHiveId}`,
      { cookie: users.stranger.cookie },
    );
    expect(((await list.json()) as ListRecordsResponse).records).toEqual([]);
  });

  it('a value that is not a number adds nothing; a missing record is a 404', async () => {
    expect((await putDefinition(definition('publica'))).status).toBe(200);
    const missing = await server.fetch(`/api/apps/${projectId}/records/colmenas/no-existe/totals`, {
      cookie: users.owner.cookie,
    });
    expect(missing.status).toBe(404);
    // A record kept under another entity key is not a hive.
    const wrong = await server.fetch(
      `/api/apps/${projectId}/records/colmenas/${ids.author}/totals`,
      { cookie: users.owner.cookie },
    );
    expect(wrong.status).toBe(404);
  });

  it('an app under privada: the hive itself is refused to a visitor', async () => {
    const def = definition('publica');
    def.entities[0].rule = 'privada';
    expect((await putDefinition(def)).status).toBe(200);
    const res = await server.fetch(`/api/apps/${projectId}/records/colmenas/${hiveId}/totals`, {
      cookie: users.stranger.cookie,
    });
    expect(res.status).toBe(403);
    expect((await totalsOf('lector')).map((t) => t.value)).toEqual([4, 25, 19.75]);
  });
});

describe('a total that does not hold is a 400 in Spanish', () => {
  const cases: [string, unknown, RegExp][] = [
    [
      'from no entity',
      [{ from: 'abejas', via: 'colmena', label: 'Abejas' }],
      /«Abejas» de «Colmena» cuenta registros de una entidad que no existe/,
    ],
    [
      'via no reference',
      [{ from: 'revisiones', via: 'kilos', label: 'Revisiones' }],
      /necesita un campo de «Revisión» que apunte a «Colmena»/,
    ],
    [
      'via a reference to another entity',
      [{ from: 'revisiones', via: 'persona', label: 'Revisiones' }],
      /necesita un campo de «Revisión» que apunte a «Colmena»/,
    ],
    [
      'field not a number',
      [{ from: 'revisiones', via: 'colmena', field: 'nota', label: 'Notas' }],
      /solo puede sumar un campo de número o de dinero de «Revisión»/,
    ],
    [
      'more than 6',
      Array.from({ length: 7 }, (_, i) => ({
        from: 'revisiones',
        via: 'colmena',
        label: `Total ${i}`,
      })),
      /como mucho 6 totales/,
    ],
    [
      'two with one label',
      [TOTALS[0], { ...TOTALS[1], label: 'Revisiones' }],
      /dos totales llamados «Revisiones»/,
    ],
  ];
  for (const [name, totals, message] of cases)
    it(name, async () => {
      const res = await putDefinition(definition('publica', totals));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('INVALID_DEFINITION');
      expect(body.error.message).toMatch(message);
    });
});

describe('the change operations addTotal and removeTotal', () => {
  async function propose(operations: unknown[]) {
    return server.fetch(`/api/apps/${projectId}/changes`, {
      cookie: users.owner.cookie,
      json: { operations },
    });
  }
  async function apply(res: Response) {
    expect(res.status).toBe(200);
    const { change } = (await res.json()) as { change: { id: string; summary: string[] } };
    const applied = await server.fetch(`/api/apps/${projectId}/changes/${change.id}/apply`, {
      cookie: users.owner.cookie,
      json: { confirm: true },
    });
    expect(applied.status).toBe(200);
    return change.summary;
  }

  it('adds a sum and a count with a Spanish summary, removes one, and a removed field takes its total', async () => {
    expect((await putDefinition(definition('publica', []))).status).toBe(200);
    const summary = await apply(
      await propose([
        { op: 'addTotal', entity: 'colmenas', from: 'revisiones', field: 'kilos', label: 'Kilos' },
        { op: 'addTotal', entity: 'colmenas', from: 'revisiones', label: 'Visitas' },
      ]),
    );
    expect(summary).toEqual([
      'Sumar en cada ficha de «Colmenas» «Kilos» de sus «Revisiones», como «Kilos»',
      'Contar en cada ficha de «Colmenas» sus «Revisiones», como «Visitas»',
    ]);
    expect((await totalsOf('owner')).map((t) => [t.label, t.value])).toEqual([
      ['Kilos', 25],
      ['Visitas', 4],
    ]);
    expect(
      await apply(await propose([{ op: 'removeTotal', entity: 'colmenas', label: 'Visitas' }])),
    ).toEqual(['Dejar de mostrar «Visitas» en «Colmenas»']);
    expect((await totalsOf('owner')).map((t) => t.label)).toEqual(['Kilos']);
    // Removing the summed field takes the total with it (never a definition that does not hold).
    await apply(await propose([{ op: 'removeField', entity: 'revisiones', field: 'kilos' }]));
    expect(await totalsOf('owner')).toEqual([]);
  });

  it('a total that does not hold is refused in Spanish', async () => {
    expect((await putDefinition(definition('publica', []))).status).toBe(200);
    const cases: [unknown, RegExp][] = [
      [
        { op: 'addTotal', entity: 'revisiones', from: 'colmenas', label: 'X' },
        /«Colmena» no tiene ningún campo que apunte a «Revisión»/,
      ],
      [
        { op: 'addTotal', entity: 'colmenas', from: 'revisiones', field: 'nota', label: 'X' },
        /«Nota» de «Revisión» no es un número ni un importe/,
      ],
      [
        { op: 'removeTotal', entity: 'colmenas', label: 'Nada' },
        /«Colmena» no tiene ningún total llamado «Nada»/,
      ],
    ];
    for (const [op, message] of cases) {
      const res = await propose([op]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
  });
});

describe('an app made from an idea comes with its totals', () => {
  it('what each friend has paid, from the idea of a shared flat', async () => {
    const id = await generateProject(
      server,
      users.owner,
      'compartimos depto con 3 amigos y queremos anotar quien pagó la luz, el super, internet, las expensas, y que nos diga cuanto le debe cada uno a quien',
    );
    const res = await server.fetch(`/api/apps/${id}/definition`, { cookie: users.owner.cookie });
    expect(res.status).toBe(200);
    const { definition } = (await res.json()) as { definition: AppDefinition };
    const totals = definition.entities.flatMap((e) => e.totals ?? []);
    expect(totals.length).toBeGreaterThan(0);
    // Each one holds: a list that points at its entity, a number or money field.
    for (const e of definition.entities)
      for (const t of e.totals ?? []) {
        const from = definition.entities.find((x) => x.key === t.from);
        expect(from?.fields.find((f) => f.key === t.via)?.ref).toBe(e.key);
        if (t.field)
          expect(['number', 'money']).toContain(from?.fields.find((f) => f.key === t.field)?.type);
      }
  });
});

// Decision 0279: what each customer owes in a shop's «fiado», the sum of their charges less
// the sum of their payments, each list under its own scope.
describe('a balance: charged less paid', () => {
  let ledgerId: string;
  let anaId: string;
  const SALDO = {
    from: 'cargos',
    via: 'cliente',
    field: 'importe',
    label: 'Saldo',
    minus: { from: 'pagos', via: 'cliente', field: 'importe' },
  };
  const ledger = (pagos: Rule, totals: unknown[] = [SALDO]) => ({
    entities: [
      {
        key: 'clientes',
        label: 'Cliente',
        rule: 'publica',
        totals,
        fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
      },
      ...(['cargos', 'pagos'] as const).map((key) => ({
        key,
        label: key === 'cargos' ? 'Cargo' : 'Pago',
        rule: key === 'cargos' ? 'publica' : pagos,
        fields: [
          { key: 'concepto', label: 'Concepto', type: 'text', required: false },
          { key: 'cliente', label: 'Cliente', type: 'reference', required: true, ref: 'clientes' },
          { key: 'importe', label: 'Importe', type: 'money', required: true },
          { key: 'unidades', label: 'Unidades', type: 'number', required: false },
        ],
      })),
    ],
  });
  const put = async (def: unknown) =>
    server.fetch(`/api/apps/${ledgerId}/definition`, {
      method: 'PUT',
      cookie: users.owner.cookie,
      json: { definition: def },
    });
  const add = async (user: TestUser, entity: string, data: Record<string, unknown>) => {
    const res = await server.fetch(`/api/apps/${ledgerId}/records/${entity}`, {
      cookie: user.cookie,
      json: { data },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { record: AppRecord }).record.id;
  };
  const balanceOf = async (actor: Actor, id = anaId) => {
    const res = await server.fetch(`/api/apps/${ledgerId}/records/clientes/${id}/totals`, {
      cookie: cookieOf(actor),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as RecordTotalsResponse).totals;
  };

  beforeAll(async () => {
    const project = await createProject(server, users.owner, {
      name: 'Fiado de la tienda',
      description: 'Lo que cada cliente se lleva fiado y lo que va pagando',
    });
    ledgerId = project.id;
    expect((await put(ledger('propia'))).status).toBe(200);
    expect(
      (
        await server.fetch(`/api/apps/${ledgerId}/team`, {
          cookie: users.owner.cookie,
          json: { email: users.lector.email, role: 'lector' },
        })
      ).status,
    ).toBe(201);
    anaId = await add(users.owner, 'clientes', { nombre: 'Ana' });
    const luis = await add(users.owner, 'clientes', { nombre: 'Luis' });
    // Ana: 12,50 + 30 + 7,60 charged (50,10); 20 + 0,10 paid by the owner, 5 by the stranger.
    for (const importe of [12.5, 30, 7.6])
      await add(users.owner, 'cargos', { cliente: anaId, importe, unidades: 1 });
    await add(users.owner, 'pagos', { cliente: anaId, importe: 20, unidades: 1 });
    await add(users.owner, 'pagos', { cliente: anaId, importe: 0.1, unidades: 1 });
    await add(users.stranger, 'pagos', { cliente: anaId, importe: 5, unidades: 1 });
    // Luis's never count in Ana's.
    await add(users.owner, 'cargos', { cliente: luis, importe: 100 });
    await add(users.owner, 'pagos', { cliente: luis, importe: 1 });
  });

  it('the owner and a reader of both lists get what she owes; a payment moves it', async () => {
    for (const actor of ['owner', 'lector'] as const)
      expect(await balanceOf(actor)).toEqual([
        {
          label: 'Saldo',
          from: 'cargos',
          via: 'cliente',
          field: 'importe',
          kind: 'balance',
          value: 25,
          minus: { from: 'pagos', via: 'cliente', field: 'importe' },
        },
      ]);
    // She pays more than she owes: the shop owes her, a negative balance to the cent.
    const extra = await add(users.owner, 'pagos', { cliente: anaId, importe: 37.35 });
    expect((await balanceOf('owner')).map((t) => t.value)).toEqual([-12.35]);
    const removed = await server.fetch(`/api/apps/${ledgerId}/records/pagos/${extra}`, {
      method: 'DELETE',
      cookie: users.owner.cookie,
    });
    expect(removed.status).toBeLessThan(300);
    expect((await balanceOf('owner')).map((t) => t.value)).toEqual([25]);
  });

  it('each list under its own scope: payments propia count only the viewer’s own', async () => {
    // The stranger reads every charge (publica) and only their own payment (propia).
    expect((await balanceOf('stranger')).map((t) => t.value)).toEqual([50.1 - 5]);
    expect((await balanceOf('author')).map((t) => t.value)).toEqual([50.1]);
  });

  it('left out for whoever may not read the payments, as the payments total is', async () => {
    expect((await put(ledger('privada'))).status).toBe(200);
    try {
      const labels = async (actor: Actor) => (await balanceOf(actor)).map((t) => t.label);
      expect(await labels('stranger')).toEqual([]);
      expect(await labels('anonymous')).toEqual([]);
      expect(await labels('lector')).toEqual(['Saldo']);
      // Beside what was charged, which the stranger may read.
      const both = [{ from: 'cargos', via: 'cliente', field: 'importe', label: 'Cargado' }, SALDO];
      expect((await put(ledger('privada', both))).status).toBe(200);
      expect((await balanceOf('stranger')).map((t) => [t.label, t.value])).toEqual([
        ['Cargado', 50.1],
      ]);
    } finally {
      expect((await put(ledger('propia'))).status).toBe(200);
    }
  });

  it('a balance that does not hold is a 400 in Spanish; one without it still holds', async () => {
    const cases: [unknown, RegExp][] = [
      [
        { ...SALDO, field: undefined },
        /«Saldo» de «Cliente» solo puede restar de una suma, no de una cuenta/,
      ],
      [
        { ...SALDO, minus: { ...SALDO.minus, field: 'unidades' } },
        /resta «Unidades» de «Importe»: los dos tienen que ser números, o importes en la misma moneda/,
      ],
      [
        { ...SALDO, minus: { ...SALDO.minus, via: 'importe' } },
        /necesita un campo de «Pago» que apunte a «Cliente»/,
      ],
      [{ ...SALDO, minus: { from: 'pagos', via: 'cliente' } }, /./],
    ];
    for (const [total, message] of cases) {
      const res = await put(ledger('propia', [total]));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    const { minus: _minus, ...plain } = SALDO;
    expect((await put(ledger('propia', [plain]))).status).toBe(200);
    expect((await balanceOf('owner')).map((t) => [t.kind, t.value])).toEqual([['sum', 50.1]]);
    expect((await put(ledger('propia'))).status).toBe(200);
  });

  it('addTotal with `minus` makes one, summarised in Spanish; removing the payments takes it', async () => {
    const propose = async (operations: unknown[]) =>
      server.fetch(`/api/apps/${ledgerId}/changes`, {
        cookie: users.owner.cookie,
        json: { operations },
      });
    const apply = async (res: Response) => {
      expect(res.status).toBe(200);
      const { change } = (await res.json()) as { change: { id: string; summary: string[] } };
      const applied = await server.fetch(`/api/apps/${ledgerId}/changes/${change.id}/apply`, {
        cookie: users.owner.cookie,
        json: { confirm: true },
      });
      expect(applied.status).toBe(200);
      return change.summary;
    };
    expect((await put(ledger('propia', []))).status).toBe(200);
    const refused = await propose([
      { op: 'addTotal', entity: 'clientes', from: 'cargos', label: 'Saldo', minus: SALDO.minus },
    ]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'Un saldo resta una suma de otra: di qué campo de número o de dinero de «Cargo» se suma antes de restar.',
    );
    const mismatch = await propose([
      {
        op: 'addTotal',
        entity: 'clientes',
        from: 'cargos',
        field: 'importe',
        label: 'Saldo',
        minus: { from: 'pagos', field: 'unidades' },
      },
    ]);
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { error: { message: string } }).error.message).toContain(
      '«Unidades» de «Pago» no se puede restar de «Importe» de «Cargo»: los dos tienen que ser números, o importes en la misma moneda.',
    );
    const summary = await apply(
      await propose([
        {
          op: 'addTotal',
          entity: 'clientes',
          from: 'cargos',
          field: 'importe',
          label: 'Saldo',
          minus: { from: 'pagos', field: 'importe' },
        },
      ]),
    );
    expect(summary).toEqual([
      'Mostrar en cada ficha de «Clientes» «Importe» de sus «Cargos» menos «Importe» de sus «Pagos», como «Saldo»',
    ]);
    expect((await balanceOf('owner')).map((t) => [t.label, t.kind, t.value])).toEqual([
      ['Saldo', 'balance', 25],
    ]);
    const def = await server.fetch(`/api/apps/${ledgerId}/definition`, {
      cookie: users.owner.cookie,
    });
    const { definition: stored } = (await def.json()) as { definition: AppDefinition };
    expect(stored.entities[0]?.totals).toEqual([SALDO]);
    // Removing the payments' amount leaves no half balance: the total goes with it.
    await apply(await propose([{ op: 'removeField', entity: 'pagos', field: 'importe' }]));
    expect(await balanceOf('owner')).toEqual([]);
    expect((await put(ledger('propia'))).status).toBe(200);
  });
});
