import { describe, expect, it } from 'vitest';
import {
  appDefinitionInputSchema,
  canCreate,
  canRead,
  definitionFromDataModel,
  definitionProblems,
  normalizeAppDefinition,
  pluralOf,
  type RecordRelation,
  type RecordRole,
  readScope,
  recordAccess,
} from './app-definition.ts';
import { type DataEntity, dataModelSchema } from './data-model.ts';

// The app definition contract (issue 20): what a client may leave out is derived, what
// cannot work is refused with a Spanish reason, and the rules table is the issue's.

const minimal = {
  entities: [
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
          required: true,
          options: ['Pendiente', 'Hecha'],
        },
        { key: 'mascota', label: 'Mascota', type: 'reference', required: false, ref: 'mascotas' },
      ],
    },
    {
      key: 'mascotas',
      label: 'Mascota',
      rule: 'publica',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
  ],
};

describe('app definition', () => {
  it('derives plurals, views and navigation from the minimum', () => {
    const def = normalizeAppDefinition(appDefinitionInputSchema.parse(minimal));
    expect(def.version).toBe(1);
    expect(def.navigation).toEqual(['citas', 'mascotas']);
    const [citas, mascotas] = def.entities;
    expect(citas.labelPlural).toBe('Citas');
    expect(citas.views.calendar).toEqual({ dateField: 'fecha' });
    expect(citas.views.board).toEqual({ statusField: 'estado' });
    expect(citas.views.list.filterFields).toEqual(['estado', 'mascota']);
    expect(mascotas.views.calendar).toBeNull();
    expect(mascotas.views.board).toBeNull();
    expect(mascotas.views.list.searchFields).toEqual(['nombre']);
  });

  it('keeps a given navigation order and completes it', () => {
    const def = normalizeAppDefinition(
      appDefinitionInputSchema.parse({ ...minimal, navigation: ['mascotas'] }),
    );
    expect(def.navigation).toEqual(['mascotas', 'citas']);
  });

  it('refuses what cannot work, in Spanish', () => {
    const broken = structuredClone(minimal);
    broken.entities[0].fields[2].ref = 'duenos';
    const a = appDefinitionInputSchema.safeParse(broken);
    expect(a.success).toBe(false);
    expect(a.error?.issues[0].message).toBe(
      'El campo «Mascota» de «Cita» apunta a una entidad que no existe.',
    );
    const twice = structuredClone(minimal);
    twice.entities[1].key = 'citas';
    expect(appDefinitionInputSchema.safeParse(twice).error?.issues[0].message).toBe(
      'Hay dos entidades con la clave «citas».',
    );
    const board = { ...structuredClone(minimal) };
    (board.entities[1] as Record<string, unknown>).views = { board: { statusField: 'nombre' } };
    expect(appDefinitionInputSchema.safeParse(board).error?.issues[0].message).toBe(
      'El tablero de «Mascota» necesita un campo de opciones.',
    );
  });

  it('makes Spanish plurals', () => {
    expect(['Cita', 'Préstamo', 'Lugar', 'Canción', 'Luz', 'Rubí', 'Socio'].map(pluralOf)).toEqual([
      'Citas',
      'Préstamos',
      'Lugares',
      'Canciones',
      'Luces',
      'Rubíes',
      'Socios',
    ]);
    expect(
      ['Parte diario', 'Menú del comedor', 'Solicitud de cambio', 'Pago pendiente'].map(pluralOf),
    ).toEqual(['Partes diarios', 'Menús del comedor', 'Solicitudes de cambio', 'Pagos pendientes']);
  });

  it('has the issue’s access rules', () => {
    const change = (
      rule: 'publica' | 'catalogo' | 'privada',
      role: RecordRole,
      isAuthor: boolean,
    ) => recordAccess({ rule }, role, { isAuthor, isLinked: false, managed: false }).change;
    expect(canRead({ rule: 'privada' }, 'visitor')).toBe(false);
    expect(canRead({ rule: 'catalogo' }, 'anonymous')).toBe(true);
    expect(canCreate({ rule: 'publica' }, 'visitor')).toBe(true);
    expect(canCreate({ rule: 'publica' }, 'anonymous')).toBe(false);
    expect(canCreate({ rule: 'catalogo' }, 'visitor')).toBe(false);
    expect(change('publica', 'visitor', true)).toBe(true);
    expect(change('publica', 'visitor', false)).toBe(false);
    expect(change('catalogo', 'visitor', true)).toBe(false);
    expect(change('privada', 'owner', false)).toBe(true);
  });
});

// Issue 38: formulario, propia, vinculada (docs/decisions/0212-who-sees-what.md).
describe('who sees what: the per-record rules', () => {
  const none: RecordRelation = { isAuthor: false, isLinked: false, managed: false };
  const author: RecordRelation = { ...none, isAuthor: true };
  const linked: RecordRelation = { ...none, isLinked: true };

  it('formulario: signed-in visitors submit; anyone only with anonymous; each reads their own', () => {
    const f = { rule: 'formulario' as const };
    expect(canCreate(f, 'visitor')).toBe(true);
    expect(canCreate(f, 'anonymous')).toBe(false);
    expect(canCreate({ ...f, anonymous: true }, 'anonymous')).toBe(true);
    expect(readScope(f, 'visitor')).toBe('own');
    expect(readScope(f, 'anonymous')).toBe('none');
    expect(readScope(f, 'owner')).toBe('all');
    expect(recordAccess(f, 'visitor', author)).toEqual({ read: true, change: true });
    expect(recordAccess(f, 'visitor', { ...author, managed: true })).toEqual({
      read: true,
      change: false,
    });
    expect(recordAccess(f, 'visitor', none)).toEqual({ read: false, change: false });
    expect(recordAccess(f, 'anonymous', { ...none, hasToken: true })).toEqual({
      read: true,
      change: false,
    });
    expect(recordAccess(f, 'owner', none)).toEqual({ read: true, change: true });
  });

  it('propia: members create and edit their own only; nobody signed out', () => {
    const p = { rule: 'propia' as const };
    expect(canCreate(p, 'visitor')).toBe(true);
    expect(canCreate({ ...p, anonymous: true }, 'anonymous')).toBe(false);
    expect(recordAccess(p, 'visitor', author)).toEqual({ read: true, change: true });
    expect(recordAccess(p, 'visitor', { ...author, managed: true }).change).toBe(true);
    expect(recordAccess(p, 'visitor', none).read).toBe(false);
    expect(recordAccess(p, 'anonymous', { ...none, hasToken: true }).read).toBe(false);
  });

  it('vinculada: the linked account reads, nobody but the owner writes', () => {
    const v = { rule: 'vinculada' as const };
    expect(canCreate(v, 'visitor')).toBe(false);
    expect(readScope(v, 'visitor')).toBe('linked');
    expect(recordAccess(v, 'visitor', linked)).toEqual({ read: true, change: false });
    expect(recordAccess(v, 'visitor', author)).toEqual({ read: false, change: false });
    expect(recordAccess(v, 'anonymous', linked).read).toBe(false);
  });

  it('the person a signed-in account is linked to: read, never written (decision 0247)', () => {
    const account: RecordRelation = { ...none, isAccount: true };
    for (const rule of ['privada', 'propia', 'formulario', 'vinculada'] as const) {
      expect(recordAccess({ rule }, 'visitor', account)).toEqual({ read: true, change: false });
      expect(recordAccess({ rule }, 'visitor', none).read).toBe(false);
      expect(recordAccess({ rule }, 'anonymous', account).read).toBe(false);
    }
  });
});

describe('who sees what: the definition’s access settings', () => {
  const people = {
    key: 'familias',
    label: 'Familia',
    rule: 'privada',
    accountField: 'correo',
    fields: [
      { key: 'nombre', label: 'Nombre', type: 'text', required: true },
      { key: 'correo', label: 'Correo', type: 'email', required: true },
    ],
  };
  const reports = {
    key: 'partes',
    label: 'Parte diario',
    rule: 'vinculada',
    linkField: 'familia',
    fields: [
      { key: 'texto', label: 'Texto', type: 'longtext', required: true },
      { key: 'familia', label: 'Familia', type: 'reference', required: true, ref: 'familias' },
    ],
  };
  const bookings = {
    key: 'reservas',
    label: 'Reserva',
    rule: 'formulario',
    anonymous: true,
    fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
  };
  const problemsOf = (entities: unknown[]) => {
    const parsed = appDefinitionInputSchema.safeParse({ entities });
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };

  it('accepts a consistent one and keeps its settings through normalisation', () => {
    const parsed = appDefinitionInputSchema.parse({ entities: [people, reports, bookings] });
    const def = normalizeAppDefinition(parsed);
    expect(def.entities.map((e) => [e.rule, e.anonymous, e.linkField, e.accountField])).toEqual([
      ['privada', undefined, undefined, 'correo'],
      ['vinculada', undefined, 'familia', undefined],
      ['formulario', true, undefined, undefined],
    ]);
    // A stored definition from before the new settings reads as it did.
    expect(
      normalizeAppDefinition(appDefinitionInputSchema.parse(minimal)).entities[0],
    ).not.toHaveProperty('anonymous');
    // The data model accepts the same settings.
    const model = [people, reports, bookings].map((e) => ({ ...e, labelPlural: `${e.label}s` }));
    expect(dataModelSchema.safeParse({ entities: model }).success).toBe(true);
    expect(
      dataModelSchema.safeParse({ entities: [model[0], { ...model[1], linkField: 'texto' }] })
        .success,
    ).toBe(false);
  });

  it('refuses the inconsistent ones in Spanish', () => {
    expect(problemsOf([people, { ...reports, linkField: 'texto' }])).toEqual([
      '«Parte diario» es vinculada: necesita un campo de referencia que diga a quién pertenece cada registro.',
    ]);
    expect(problemsOf([{ ...people, accountField: undefined }, reports])).toEqual([
      'El campo «Familia» de «Parte diario» apunta a «Familia», que necesita un campo de email con la cuenta de cada uno.',
    ]);
    expect(problemsOf([{ ...people, accountField: 'nombre' }, reports])[0]).toBe(
      'La cuenta de cada «Familia» debe ser uno de sus campos de email.',
    );
    expect(problemsOf([{ ...bookings, rule: 'propia' }])).toEqual([
      '«Reserva» solo puede aceptar envíos sin cuenta con la regla «formulario».',
    ]);
    expect(problemsOf([people, { ...reports, linkField: undefined }])).toHaveLength(1);
    expect(problemsOf([{ ...reports, rule: 'privada' }, people])).toEqual([
      'Solo una entidad con la regla «vinculada» indica a quién pertenece.',
    ]);
    expect(definitionProblems({ entities: [people, reports] as never })).toEqual([]);
    const notified = (onChangeOf: string | null) => ({
      ...bookings,
      anonymous: undefined,
      notify: { onCreate: true, onChangeOf },
    });
    expect(problemsOf([notified(null)])).toEqual([]);
    expect(problemsOf([notified('nombre')])).toEqual([
      'El aviso por cambios de «Reserva» necesita uno de sus campos de opciones.',
    ]);
    expect(
      normalizeAppDefinition(appDefinitionInputSchema.parse({ entities: [notified(null)] }))
        .entities[0].notify,
    ).toEqual({ onCreate: true, onChangeOf: null });
  });
});

describe('a currency only on money (decision 0275)', () => {
  it('a money field turned into text leaves its currency behind', () => {
    const def = normalizeAppDefinition(
      appDefinitionInputSchema.parse({
        entities: [
          {
            key: 'pedidos',
            label: 'Pedido',
            rule: 'privada',
            fields: [
              { key: 'total', label: 'Total', type: 'text', required: false, currency: 'MXN' },
              { key: 'propina', label: 'Propina', type: 'money', required: false, currency: 'MXN' },
            ],
          },
        ],
      }),
    );
    expect(def.entities[0]?.fields.map((f) => f.currency)).toEqual([undefined, 'MXN']);
  });
});

describe('the calendar and board a data model carries (the engine chose them)', () => {
  const entity = (views?: DataEntity['views']) => ({
    key: 'tramites',
    label: 'Trámite',
    labelPlural: 'Trámites',
    rule: 'privada' as const,
    fields: [
      { key: 'asunto', label: 'Asunto', type: 'text' as const, required: true },
      { key: 'apertura', label: 'Fecha de apertura', type: 'date' as const, required: true },
      { key: 'plazo', label: 'Próximo plazo', type: 'date' as const, required: false },
      {
        key: 'estado',
        label: 'Estado',
        type: 'choice' as const,
        required: true,
        options: ['Abierto', 'Cerrado'],
      },
    ],
    ...(views ? { views } : {}),
  });
  const viewsOf = (views?: DataEntity['views']) =>
    definitionFromDataModel({ entities: [entity(views)] }).entities[0]!.views;
  it('keeps them: the deadline, not the first date', () =>
    expect(viewsOf({ calendar: { dateField: 'plazo' }, board: null })).toMatchObject({
      calendar: { dateField: 'plazo' },
      board: null,
    }));
  it('derives them when the model says nothing', () =>
    expect(viewsOf()).toMatchObject({
      calendar: { dateField: 'apertura' },
      board: { statusField: 'estado' },
    }));
  it('derives again a view whose field is gone or of another type', () =>
    expect(
      viewsOf({ calendar: { dateField: 'borrada' }, board: { statusField: 'asunto' } }),
    ).toMatchObject({ calendar: { dateField: 'apertura' }, board: { statusField: 'estado' } }));
});
