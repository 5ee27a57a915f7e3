import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeOperation, ChangeSuggestion } from '../../../contracts/app-changes.ts';
import type { AppDefinition } from '../../../contracts/app-definition.ts';
import { CHANGE_OPERATIONS_JSON_SCHEMA } from '../../lib/ai/structured-output.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';
import { operationsFromModel } from './changes.ts';

// Who sees what and the mails as change operations (issue 38 item 7), operations posted as
// they are, and the "¿Querías decir…?" suggestions of a refusal (issue 39 item 3), over real
// HTTP on a real database (SQLite here, PostgreSQL under vitest.services.config.ts).

type Change = {
  id: string;
  baseVersion: number;
  summary: string[];
  operations: ChangeOperation[];
  removesData: boolean;
};
type Refusal = { error: { code: string; message: string; suggestions: ChangeSuggestion[] } };

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let projectId: string;

const base = () => `/api/apps/${projectId}`;

const DEFINITION = {
  entities: [
    {
      key: 'ninos',
      label: 'Niño',
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'email_familia', label: 'Email de la familia', type: 'email', required: true },
      ],
    },
    {
      key: 'partes',
      label: 'Parte',
      rule: 'privada',
      fields: [
        { key: 'nino', label: 'Niño', type: 'reference', required: true, ref: 'ninos' },
        { key: 'notas', label: 'Notas', type: 'longtext', required: false },
      ],
    },
    {
      key: 'citas',
      label: 'Cita',
      rule: 'privada',
      fields: [
        { key: 'fecha', label: 'Fecha', type: 'datetime', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: false,
          options: ['Pedida', 'Confirmada'],
        },
      ],
    },
  ],
};

const post = (body: unknown, cookie = owner.cookie) =>
  server.fetch(`${base()}/changes`, { cookie, json: body });
async function proposal(body: unknown): Promise<Change> {
  const res = await post(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { change: Change }).change;
}
async function applied(change: Change): Promise<AppDefinition> {
  const res = await server.fetch(`${base()}/changes/${change.id}/apply`, {
    cookie: owner.cookie,
    json: {},
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { definition: AppDefinition }).definition;
}
async function reset() {
  const res = await server.fetch(`${base()}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition: DEFINITION },
  });
  expect(res.status).toBe(200);
}
const entity = (d: AppDefinition, key: string) => d.entities.find((e) => e.key === key)!;
const spanish = /[áéíóúñ¿¡«]|\b(?:el|la|no|de|que)\b/;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
  });
  owner = await createUser(server, { name: 'Dueña' });
  stranger = await createUser(server, { name: 'Otra' });
  const project = await createProject(server, owner, { name: 'Guardería', description: '' });
  projectId = project.id;
  await reset();
});

afterAll(async () => {
  await server?.close();
});

describe('who sees what and the mails, as changes', () => {
  it('sets each of the six rules through { operations }, with anonymous and linkField, as new versions', async () => {
    await reset();
    const rules = ['publica', 'catalogo', 'privada', 'propia'] as const;
    for (const rule of rules) {
      const d = await applied(
        await proposal({ operations: [{ op: 'setRule', entity: 'citas', rule }] }),
      );
      expect(entity(d, 'citas').rule).toBe(rule);
    }
    const form = await proposal({
      operations: [{ op: 'setRule', entity: 'citas', rule: 'formulario', anonymous: true }],
      instruction: 'que cualquiera pida cita sin cuenta',
    });
    expect(form.summary).toEqual([
      'Cualquiera, también sin cuenta, podrá enviar «Citas» y cada uno verá solo lo suyo; tú lo verás todo',
    ]);
    const d1 = await applied(form);
    expect(entity(d1, 'citas')).toMatchObject({ rule: 'formulario', anonymous: true });
    const linked = await proposal({
      operations: [
        { op: 'setRule', entity: 'partes', rule: 'vinculada', linkField: 'nino' },
        { op: 'setAccountField', entity: 'ninos', field: 'email_familia' },
      ],
    });
    expect(linked.removesData).toBe(false);
    const d2 = await applied(linked);
    expect(entity(d2, 'partes')).toMatchObject({ rule: 'vinculada', linkField: 'nino' });
    expect(entity(d2, 'ninos').accountField).toBe('email_familia');
    // The settings survive a later, unrelated change.
    const d3 = await applied(
      await proposal({
        operations: [
          { op: 'renameField', entity: 'partes', field: 'notas', label: 'Observaciones' },
        ],
      }),
    );
    expect(entity(d3, 'partes')).toMatchObject({ rule: 'vinculada', linkField: 'nino' });
    expect(entity(d3, 'citas').anonymous).toBe(true);
    const versions = (await (
      await server.fetch(`${base()}/versions`, { cookie: owner.cookie })
    ).json()) as {
      versions: { instruction: string | null }[];
    };
    expect(
      versions.versions.some((v) => v.instruction === 'que cualquiera pida cita sin cuenta'),
    ).toBe(true);
  });

  it('sets the mails on a new record and on a change of a choice field', async () => {
    await reset();
    const change = await proposal({
      operations: [{ op: 'setNotify', entity: 'citas', onCreate: true, onChangeOf: 'estado' }],
    });
    expect(change.summary).toEqual([
      'Avisarte por email de cada registro nuevo de «Citas»',
      'Avisar por email a quien envió cada registro de «Citas» cuando cambie «Estado»',
    ]);
    const d = await applied(change);
    expect(entity(d, 'citas').notify).toEqual({ onCreate: true, onChangeOf: 'estado' });
    const off = await applied(
      await proposal({ operations: [{ op: 'setNotify', entity: 'citas', onChangeOf: null }] }),
    );
    expect(entity(off, 'citas').notify).toEqual({ onCreate: true, onChangeOf: null });
  });

  it('reads them from everyday words', async () => {
    await reset();
    const change = await proposal({ instruction: 'cada familia ve solo lo de su hijo' });
    expect(change.operations).toEqual([
      { op: 'setRule', entity: 'partes', rule: 'vinculada', linkField: 'nino' },
      { op: 'setAccountField', entity: 'ninos', field: 'email_familia' },
    ]);
    const mail = await proposal({ instruction: 'avísame por correo cuando llegue una cita' });
    expect(mail.operations).toEqual([{ op: 'setNotify', entity: 'citas', onCreate: true }]);
  });

  it('refuses inconsistent or malformed operations with a Spanish 400, changing nothing', async () => {
    await reset();
    const before = await (
      await server.fetch(`${base()}/definition`, { cookie: owner.cookie })
    ).json();
    const bad: unknown[] = [
      [{ op: 'setRule', entity: 'partes', rule: 'vinculada', linkField: 'notas' }],
      [{ op: 'setRule', entity: 'partes', rule: 'vinculada', linkField: 'nino' }],
      [{ op: 'setNotify', entity: 'citas', onChangeOf: 'fecha' }],
      [{ op: 'setAccountField', entity: 'ninos', field: 'nombre' }],
      [{ op: 'setRule', entity: 'citas', rule: 'privada', anonymous: true }],
      [{ op: 'setRule', entity: 'nadie', rule: 'privada' }],
      [{ op: 'setRule', entity: 'citas', rule: 'secreta' }],
      [{ op: 'borrarTodo' }],
      [],
      'setRule',
    ];
    for (const operations of bad) {
      const res = await post({ operations });
      expect(res.status, JSON.stringify(operations)).toBe(400);
      const body = (await res.json()) as Refusal;
      expect(body.error.code).toBe('INVALID_OPERATIONS');
      expect(body.error.message).toMatch(spanish);
    }
    const vinculada = await post({
      operations: [{ op: 'setRule', entity: 'partes', rule: 'vinculada', linkField: 'nino' }],
    });
    expect(((await vinculada.json()) as Refusal).error.message).toContain('cuenta de cada uno');
    expect(
      await (await server.fetch(`${base()}/definition`, { cookie: owner.cookie })).json(),
    ).toEqual(before);
  });

  it('is the owner’s only: another account gets the same 404 as for a missing app', async () => {
    const res = await post(
      { operations: [{ op: 'setRule', entity: 'citas', rule: 'publica' }] },
      stranger.cookie,
    );
    expect(res.status).toBe(404);
  });
});

describe('a refusal is never a dead end', () => {
  it('offers at most three suggestions, each valid on the current version and proposable as operations', async () => {
    await reset();
    const res = await post({ instruction: 'avísame por correo cuando llegue una reserva' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refusal;
    expect(body.error.code).toBe('CHANGE_NOT_UNDERSTOOD');
    expect(body.error.message).toMatch(spanish);
    const { suggestions } = body.error;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    // The app's word for the same kind of record comes first.
    expect(suggestions[0]!.operations).toEqual([
      { op: 'setNotify', entity: 'citas', onCreate: true },
    ]);
    for (const s of suggestions) {
      expect(s.summary.length).toBeGreaterThan(0);
      expect(s.operations.every((o) => o.op === 'setNotify')).toBe(true);
      // Each one is a valid proposal on this version.
      const change = await proposal({ operations: s.operations });
      expect(change.summary).toEqual(s.summary);
    }
    const d = await applied(await proposal({ operations: suggestions[0]!.operations }));
    expect(d.entities.some((e) => e.notify?.onCreate === true)).toBe(true);
  });

  it('suggests the app’s nearest name for a word it does not know, and a part it understood', async () => {
    await reset();
    const kin = await post({ instruction: 'añade el teléfono a los alumnos' });
    expect(kin.status).toBe(422);
    expect(((await kin.json()) as Refusal).error.suggestions[0]?.operations).toEqual([
      {
        op: 'addField',
        entity: 'ninos',
        field: { label: 'Teléfono', type: 'phone', required: false },
      },
    ]);
    const res = await post({
      instruction: 'quita las notas de los partes y haz magia con las fechas',
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refusal;
    expect(body.error.suggestions.length).toBeLessThanOrEqual(3);
    expect(body.error.suggestions.map((s) => s.operations)).toContainEqual([
      { op: 'removeField', entity: 'partes', field: 'notas' },
    ]);
  });
});

describe('the model path', () => {
  const flat = (op: Record<string, unknown>) => ({
    entity: null,
    field: null,
    label: null,
    labelPlural: null,
    rule: null,
    anonymous: null,
    linkField: null,
    onCreate: null,
    onChangeOf: null,
    type: null,
    required: null,
    options: null,
    ref: null,
    newField: null,
    fields: null,
    primaryColor: null,
    secondaryColor: null,
    theme: null,
    layout: null,
    ...op,
  });

  it('asks for every property of the new operations and reads them into the contract', () => {
    const item = CHANGE_OPERATIONS_JSON_SCHEMA.properties.operations.items;
    expect(item.properties.op.enum).toEqual(
      expect.arrayContaining(['setAccountField', 'setNotify']),
    );
    expect(item.properties.rule.enum).toEqual(
      expect.arrayContaining(['formulario', 'propia', 'vinculada']),
    );
    for (const key of Object.keys(flat({ op: 'setRule' })))
      expect(item.required as readonly string[]).toContain(key);
    expect(
      operationsFromModel({
        operations: [
          flat({ op: 'setRule', entity: 'partes', rule: 'vinculada', linkField: 'nino' }),
          flat({ op: 'setAccountField', entity: 'ninos', field: 'email_familia' }),
          flat({ op: 'setRule', entity: 'citas', rule: 'formulario', anonymous: true }),
          flat({ op: 'setNotify', entity: 'citas', onCreate: true, onChangeOf: '' }),
        ],
      }),
    ).toEqual([
      { op: 'setRule', entity: 'partes', rule: 'vinculada', linkField: 'nino' },
      { op: 'setAccountField', entity: 'ninos', field: 'email_familia' },
      { op: 'setRule', entity: 'citas', rule: 'formulario', anonymous: true },
      { op: 'setNotify', entity: 'citas', onCreate: true, onChangeOf: null },
    ]);
  });

  it('asks for a balance as addTotal’s `minus` and reads it, its null `via` the first reference (decision 0279)', () => {
    const item = CHANGE_OPERATIONS_JSON_SCHEMA.properties.operations.items;
    expect(item.required as readonly string[]).toContain('minus');
    const minus = item.properties.minus.anyOf[0];
    expect(minus.required).toEqual(['from', 'via', 'field']);
    const addTotal = (minus: unknown) =>
      flat({
        op: 'addTotal',
        entity: 'clientes',
        from: 'cargos',
        via: null,
        field: 'importe',
        label: 'Saldo',
        minus,
      });
    expect(
      operationsFromModel({
        operations: [addTotal({ from: 'pagos', via: null, field: 'importe' }), addTotal(null)],
      }),
    ).toEqual([
      {
        op: 'addTotal',
        entity: 'clientes',
        from: 'cargos',
        field: 'importe',
        label: 'Saldo',
        minus: { from: 'pagos', field: 'importe' },
      },
      { op: 'addTotal', entity: 'clientes', from: 'cargos', field: 'importe', label: 'Saldo' },
    ]);
    // A `minus` without the field it subtracts is not an operation.
    expect(
      operationsFromModel({ operations: [addTotal({ from: 'pagos', via: null, field: null })] }),
    ).toBeNull();
  });
});
