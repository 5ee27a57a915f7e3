import { describe, expect, it } from 'vitest';
import {
  type AppDefinition,
  type AppField,
  normalizeAppDefinition,
} from '../../../contracts/app-definition.ts';
import {
  EXAMPLES_PER_ENTITY,
  exampleRecords,
  NAME_RULES,
  NUMBER_EXAMPLES,
  nameKind,
  numberExamples,
  PAST_DATES,
  paidAsItsStatus,
  pastDays,
  periodExample,
  TEXT_EXAMPLES,
  textExamples,
} from './seed.ts';

// A new app's example records read as a person would write them: a person's name field gets a
// person's name («Nombre y apellidos: Lucía García»), never «Inscripción de ejemplo 1».

describe('what a text field names (NAME_RULES, as data)', () => {
  for (const rule of NAME_RULES) {
    it(`${rule.kind}: its examples, and never its counter-examples`, () => {
      for (const [entity, field] of rule.examples)
        expect(nameKind(entity, field), `${entity} · ${field}`).toBe(rule.kind);
      for (const [entity, field] of rule.counterExamples)
        expect(nameKind(entity, field), `${entity} · ${field}`).not.toBe(rule.kind);
    });
  }
});

const text = (key: string, label: string): AppField => ({
  key,
  label,
  type: 'text',
  required: true,
});
const definition: AppDefinition = normalizeAppDefinition({
  entities: [
    {
      key: 'inscripciones',
      label: 'Inscripción',
      rule: 'formulario',
      fields: [
        text('nombre_y_apellidos', 'Nombre y apellidos'),
        text('nombre_del_tutor', 'Nombre del tutor'),
        text('nombre_del_taller', 'Nombre del taller'),
      ],
    },
    { key: 'productos', label: 'Producto', rule: 'catalogo', fields: [text('nombre', 'Nombre')] },
    { key: 'perros', label: 'Perro', rule: 'privada', fields: [text('nombre', 'Nombre')] },
  ],
});
const rows = exampleRecords(definition, { projectId: 'p', ownerId: 'o', at: new Date() });
const values = (entity: string, key: string) =>
  rows
    .filter((r) => r.entityKey === entity)
    .map((r) => (JSON.parse(r.data) as Record<string, unknown>)[key]);

describe('example records', () => {
  it('a person’s name field gets people’s names; a second person on the record is someone else', () => {
    const names = values('inscripciones', 'nombre_y_apellidos');
    expect(names).toEqual(['Lucía García', 'Marcos Pérez', 'Elena Ruiz']);
    const tutors = values('inscripciones', 'nombre_del_tutor');
    expect(tutors).toHaveLength(EXAMPLES_PER_ENTITY);
    for (const tutor of tutors) expect(names).not.toContain(tutor);
  });
  it('never «<Entity> de ejemplo N»: a thing’s name reads as one, a pet’s as a pet’s', () => {
    const all = rows.flatMap((r) => Object.values(JSON.parse(r.data) as Record<string, unknown>));
    expect(all.filter((v) => typeof v === 'string' && /de ejemplo \d/.test(v))).toEqual([]);
    expect(values('productos', 'nombre')).toEqual(['Producto 1', 'Producto 2', 'Producto 3']);
    expect(values('inscripciones', 'nombre_del_taller')).toEqual([
      'Taller 1',
      'Taller 2',
      'Taller 3',
    ]);
    expect(values('perros', 'nombre')).toEqual(['Rocky', 'Luna', 'Toby']);
  });
});

describe('examples in the app’s country (decision 0275)', () => {
  const of = (currency?: 'COP') =>
    exampleRecords(
      normalizeAppDefinition({
        entities: [
          {
            key: 'pedidos',
            label: 'Pedido',
            rule: 'privada',
            fields: [
              { key: 'telefono', label: 'Teléfono', type: 'phone', required: true },
              {
                key: 'total',
                label: 'Total',
                type: 'money',
                required: true,
                ...(currency && { currency }),
              },
            ],
          },
        ],
      }),
      { projectId: 'p', ownerId: 'o', at: new Date('2026-12-07T10:00:00Z') },
    ).map((r) => JSON.parse(r.data) as Record<string, unknown>);
  it('a shop in pesos shows Colombian phones and amounts in thousands', () => {
    const [first] = of('COP');
    expect(first?.telefono).toBe('+57 300 123 4501');
    expect(first?.total).toBe(80000);
  });
  it('an app in euros keeps the Spanish ones', () => {
    const [first] = of();
    expect(first?.telefono).toBe('+34 600 123 401');
    expect(first?.total).toBe(19.9);
  });
});

describe('what a text field holds, by its label (TEXT_EXAMPLES, as data)', () => {
  for (const rule of TEXT_EXAMPLES) {
    it(`${rule.values[0]}: its examples, and never its counter-examples`, () => {
      // «Qué @ Actividad»: the label «Qué» on the list «Actividad».
      const on = (example: string) => example.split(' @ ') as [string, string?];
      for (const example of rule.examples)
        expect(textExamples(...on(example)), example).toBe(rule.values);
      for (const example of rule.counterExamples)
        expect(textExamples(...on(example)), example).not.toBe(rule.values);
    });
  }
});

describe('what a number field counts, by its label (NUMBER_EXAMPLES, as data)', () => {
  for (const rule of NUMBER_EXAMPLES) {
    it(`${rule.values.join(', ')}: its examples, and never its counter-examples`, () => {
      for (const example of rule.examples)
        expect(numberExamples(example), example).toBe(rule.values);
      for (const example of rule.counterExamples)
        expect(numberExamples(example), example).not.toBe(rule.values);
    });
  }
});

describe('a date that is always past (PAST_DATES, as data, decision 0292)', () => {
  for (const rule of PAST_DATES) {
    it(`${rule.days.join(', ')} days ago: its examples, and never its counter-examples`, () => {
      const on = (example: string) => example.split(' @ ') as [string, string?];
      for (const example of rule.examples)
        expect(pastDays(...on(example)), example).toBe(rule.days);
      for (const example of rule.counterExamples)
        expect(pastDays(...on(example)), example).not.toBe(rule.days);
    });
  }
  it('nobody in the examples is born, or joined, after today', () => {
    const at = new Date();
    const today = at.toISOString().slice(0, 10);
    const rows = exampleRecords(
      normalizeAppDefinition({
        entities: [
          {
            key: 'socios',
            label: 'Socio',
            rule: 'privada',
            fields: [
              { key: 'nombre', label: 'Nombre', type: 'text', required: true },
              { key: 'nacimiento', label: 'Fecha de nacimiento', type: 'date', required: false },
              { key: 'alta', label: 'Fecha de alta', type: 'date', required: false },
              { key: 'duracion', label: 'Duración (minutos)', type: 'number', required: false },
            ],
          },
        ],
      }),
      { projectId: 'p', ownerId: 'o', at },
    ).map((r) => JSON.parse(r.data) as Record<string, string | number>);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(String(row.nacimiento) < today).toBe(true);
      expect(String(row.alta) < today).toBe(true);
      expect([30, 45, 60]).toContain(row.duracion);
      expect(String(row.nombre)).not.toMatch(/^Socio \d/);
    }
  });
});

describe('places on a map and children (decision 0292)', () => {
  const rows = (currency?: 'COP') =>
    exampleRecords(
      normalizeAppDefinition({
        entities: [
          {
            key: 'lugares',
            label: 'Lugar',
            rule: 'publica',
            fields: [
              { key: 'nombre', label: 'Nombre', type: 'text', required: true },
              { key: 'lat', label: 'Latitud', type: 'number', required: false },
              { key: 'lon', label: 'Longitud', type: 'number', required: false },
              { key: 'entrada', label: 'Entrada', type: 'money', required: false, currency },
            ],
          },
          {
            key: 'alumnos',
            label: 'Alumno',
            rule: 'privada',
            fields: [
              { key: 'nombre', label: 'Nombre', type: 'text', required: true },
              { key: 'nacimiento', label: 'Fecha de nacimiento', type: 'date', required: false },
              { key: 'tutor', label: 'Madre, padre o tutor', type: 'text', required: false },
            ],
          },
        ],
      }),
      { projectId: 'p', ownerId: 'o', at: new Date() },
    ).map((r) => JSON.parse(r.data) as Record<string, number | string>);
  it('puts example places in the app’s country, a few streets apart', () => {
    const bogota = rows('COP').filter((r) => r.lat !== undefined);
    expect(bogota.map((r) => Math.round(Number(r.lat)))).toEqual([5, 5, 5]);
    expect(bogota.map((r) => Math.round(Number(r.lon)))).toEqual([-74, -74, -74]);
    expect(new Set(bogota.map((r) => r.lat)).size).toBe(3);
    const madrid = rows().find((r) => r.lat !== undefined);
    expect(Math.round(Number(madrid?.lat))).toBe(40);
  });
  it('a list with a guardian is of children: born a few years ago', () => {
    const year = new Date().getUTCFullYear();
    for (const r of rows().filter((x) => x.nacimiento !== undefined)) {
      const born = Number(String(r.nacimiento).slice(0, 4));
      expect(born).toBeGreaterThan(year - 10);
      expect(born).toBeLessThan(year);
    }
  });
});

describe('a fee’s period, from today back (periodExample, decision 0283)', () => {
  const today = new Date('2026-02-10T10:00:00Z');
  it.each([
    ['Mes', ['Febrero de 2026', 'Enero de 2026', 'Diciembre de 2025']],
    ['Año o mes (periodo)', ['Febrero de 2026', 'Enero de 2026', 'Diciembre de 2025']],
    ['Año', ['2026', '2025', '2024']],
    ['Trimestre', ['1.er trimestre de 2026', '4.º trimestre de 2025', '3.er trimestre de 2025']],
    ['Semestre', ['1.er semestre de 2026', '2.º semestre de 2025', '1.er semestre de 2025']],
  ] as const)('%s → %j', (label, expected) =>
    expect([0, 1, 2].map((i) => periodExample(label, i, today))).toEqual(expected),
  );
  it.each(['Mesa', 'Periodicidad', 'Años de experiencia', 'Destino'])(
    '%s names no period',
    (label) => expect(periodExample(label, 0, today)).toBeNull(),
  );
});

describe('a text its label says nothing of (decision 0283)', () => {
  const rows = exampleRecords(
    normalizeAppDefinition({
      entities: [
        {
          key: 'solicitudes',
          label: 'Solicitud de cambio',
          rule: 'privada',
          fields: [
            { key: 'respuesta', label: 'Respuesta del supervisor', type: 'text', required: false },
            { key: 'fecha', label: 'Fecha', type: 'date', required: true },
          ],
        },
        {
          key: 'recordatorios',
          label: 'Recordatorio',
          rule: 'privada',
          fields: [
            { key: 'que', label: 'Qué hay que hacer', type: 'text', required: true },
            { key: 'detalle', label: 'Detalle', type: 'text', required: true },
          ],
        },
      ],
    }),
    { projectId: 'p', ownerId: 'o', at: new Date() },
  ).map((r) => ({ entity: r.entityKey, data: JSON.parse(r.data) as Record<string, unknown> }));
  it('is left empty when optional, even as the first text: the record is named by its date', () => {
    const requests = rows.filter((r) => r.entity === 'solicitudes');
    expect(requests).toHaveLength(EXAMPLES_PER_ENTITY);
    for (const r of requests) expect(r.data.respuesta).toBeUndefined();
  });
  it('a label that says what it holds gets examples of it; one that says nothing, a marked one', () => {
    const reminders = rows.filter((r) => r.entity === 'recordatorios').map((r) => r.data);
    expect(reminders.map((d) => d.que)).toEqual([
      'Llamar para confirmar',
      'Mandar el presupuesto',
      'Pasar a cobrar',
    ]);
    expect(reminders[0]?.detalle).toBe('Detalle (primer ejemplo)');
  });
});

describe('a record’s later dates and second references (decision 0275)', () => {
  const rows = exampleRecords(
    normalizeAppDefinition({
      entities: [
        {
          key: 'equipos',
          label: 'Equipo',
          rule: 'privada',
          fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
        },
        {
          key: 'partidos',
          label: 'Partido',
          rule: 'privada',
          fields: [
            { key: 'local', label: 'Local', type: 'reference', ref: 'equipos', required: true },
            {
              key: 'visitante',
              label: 'Visitante',
              type: 'reference',
              ref: 'equipos',
              required: true,
            },
            { key: 'inicio', label: 'Inicio', type: 'datetime', required: true },
            { key: 'fin', label: 'Fin', type: 'datetime', required: false },
          ],
        },
      ],
    }),
    { projectId: 'p', ownerId: 'o', at: new Date('2026-12-07T10:00:00Z') },
  )
    .filter((r) => r.entityKey === 'partidos')
    .map((r) => JSON.parse(r.data) as Record<string, string>);
  it('a match is between two teams, and ends after it starts', () => {
    for (const m of rows) {
      expect(m.local).not.toBe(m.visitante);
      expect(m.fin! > m.inicio!).toBe(true);
    }
  });
});

describe('a list whose kinds the idea named (decision 0275)', () => {
  it('its examples are those kinds, each with its own', () => {
    const rows = exampleRecords(
      normalizeAppDefinition({
        entities: [
          {
            key: 'productos',
            label: 'Producto',
            rule: 'catalogo',
            fields: [
              { key: 'nombre', label: 'Nombre', type: 'text', required: true },
              {
                key: 'tipo',
                label: 'Tipo',
                type: 'choice',
                options: ['Lechón', 'Pastel', 'Otro'],
                required: true,
              },
            ],
          },
        ],
      }),
      { projectId: 'p', ownerId: 'o', at: new Date('2026-12-07T10:00:00Z') },
    ).map((r) => JSON.parse(r.data) as Record<string, string>);
    expect(rows.map((r) => [r.nombre, r.tipo])).toEqual([
      ['Lechón', 'Lechón'],
      ['Pastel', 'Pastel'],
      ['Producto 3', 'Otro'],
    ]);
  });
});

describe('a field whose label says nothing of what it holds is left empty, not a placeholder', () => {
  const def = normalizeAppDefinition({
    entities: [
      {
        key: 'socios',
        label: 'Socio',
        rule: 'privada',
        fields: [
          { key: 'nombre', label: 'Nombre', type: 'text', required: true },
          { key: 'cuenta', label: 'Cuenta para recibir el cobro', type: 'text', required: false },
          { key: 'obligatorio', label: 'Apodo del grupo', type: 'text', required: true },
          { key: 'pasos', label: 'Preparación paso a paso', type: 'longtext', required: false },
          { key: 'notas', label: 'Notas', type: 'longtext', required: false },
        ],
      },
    ],
  });
  const data = exampleRecords(def, { projectId: 'p', ownerId: 'o', at: new Date() }).map(
    (r) => JSON.parse(r.data) as Record<string, unknown>,
  );
  it('an optional text or long text the label says nothing of: no value', () => {
    expect(data.map((d) => d.cuenta)).toEqual([undefined, undefined, undefined]);
    expect(data.map((d) => d.pasos)).toEqual([undefined, undefined, undefined]);
  });
  it('a required one, and notes, still get theirs', () => {
    expect(data.every((d) => typeof d.obligatorio === 'string')).toBe(true);
    expect(data.every((d) => typeof d.notas === 'string')).toBe(true);
  });
});

describe('a fee marked paid says so in its status (paidAsItsStatus, decision 0297)', () => {
  const entity = {
    key: 'pagos',
    label: 'Pago',
    fields: [
      { key: 'pagada', label: 'Pagada', type: 'boolean' },
      {
        key: 'estado',
        label: 'Estado',
        type: 'choice',
        options: ['Pendiente', 'Pagado', 'Vencido'],
      },
    ],
  } as unknown as AppDefinition['entities'][number];
  it.each([
    ['Pagado', true],
    ['Pendiente', false],
    ['Vencido', false],
  ])('«Estado: %s» → «Pagada: %s»', (estado, paid) => {
    const data: Record<string, unknown> = { pagada: !paid, estado };
    paidAsItsStatus(entity, data as never);
    expect(data.pagada).toBe(paid);
  });
  it('a status with no paid option leaves the yes/no alone', () => {
    const other = {
      ...entity,
      fields: [entity.fields[0], { ...entity.fields[1], options: ['Abierta', 'Cerrada'] }],
    } as typeof entity;
    const data: Record<string, unknown> = { pagada: true, estado: 'Abierta' };
    paidAsItsStatus(other, data as never);
    expect(data.pagada).toBe(true);
  });
});
