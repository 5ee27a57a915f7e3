import { describe, expect, it } from 'vitest';
import type { AppEntity, AppField } from './definition.ts';
import { entityOf, field as fieldOf } from './entities.fixture.ts';
import {
  fieldsInTitle,
  leadTitle,
  namedBy,
  namingReferences,
  recordName,
  recordTitle,
  titleParts,
  titleReference,
  titleReferences,
} from './titles.ts';

// What names a record: a person's words, never an id (issue 41 §2).
const field = (key: string, type: AppField['type'], ref?: string): AppField =>
  fieldOf(key, type, ref ? { ref } : {});
const entity = (fields: AppField[]): AppEntity =>
  entityOf('inscripciones', fields, { label: 'Inscripción', labelPlural: 'Inscripciones' });

describe('recordTitle', () => {
  it('is the first text value', () => {
    const e = entity([field('fecha', 'date'), field('nombre', 'text')]);
    expect(recordTitle(e, { data: { fecha: '2026-05-04', nombre: 'Lucía' } })).toBe('Lucía');
  });
  it('never an id: a join record is named by what it points at, else by the entity', () => {
    const e = entity([
      field('alumno', 'reference', 'alumnos'),
      field('clase', 'reference', 'clases'),
    ]);
    const data = { alumno: '724506fa-a40f-46e2-bdec-15979ff972d0', clase: 'c1' };
    expect(recordTitle(e, { data })).toBe('Inscripción');
    expect(titleReference(e, { data })).toEqual({ key: 'alumno', ref: 'alumnos' });
    expect(titleReference(e, { data }, 'alumno')).toEqual({ key: 'clase', ref: 'clases' });
    // Two enrolments of one student read apart: both references name the record.
    expect(titleReferences(e, { data }).map((r) => r.key)).toEqual(['alumno', 'clase']);
    expect(titleReferences(e, { data }, 'alumno').map((r) => r.key)).toEqual(['clase']);
  });
  it('else another readable value, never an image address, shortened when long', () => {
    const e = entity([
      field('foto', 'image'),
      field('estado', 'choice'),
      field('notas', 'longtext'),
    ]);
    expect(recordTitle(e, { data: { foto: '/files/x.png', estado: 'Pagado' } })).toBe('Pagado');
    expect(recordTitle(e, { data: { foto: '/files/x.png' } })).toBe('Inscripción');
    // With nothing of its own, the entity and when it was made tell two apart.
    expect(
      recordTitle(e, { data: { foto: '/files/x.png' }, createdAt: '2026-05-04T10:30:00Z' }),
    ).toMatch(/^Inscripción · 4 may 2026, \d{2}:30$/);
    const long = 'a'.repeat(200);
    expect(recordTitle(e, { data: { notas: long } })).toHaveLength(80);
  });
  it('a file is named by its name', () => {
    const e = entity([field('acta', 'file')]);
    expect(recordTitle(e, { data: { acta: '/x/a.pdf?bytes=1&name=Acta+de+junio.pdf' } })).toBe(
      'Acta de junio.pdf',
    );
  });
});

describe('leadTitle and fieldsInTitle', () => {
  const required = (f: AppField): AppField => ({ ...f, required: true });
  it('a record that belongs to another is named by it first (a dog’s daily report)', () => {
    const e = entity([
      required(field('perro', 'reference', 'perros')),
      field('fecha', 'date'),
      field('descanso', 'text'),
    ]);
    const data = { perro: 'p1', fecha: '2026-05-04', descanso: 'Siesta larga' };
    expect(leadTitle(e, { data })).toEqual({ key: 'perro', ref: 'perros', own: null });
    expect(fieldsInTitle(titleParts(e, { data }))).toEqual(['perro']);
    // Seen from the dog's own page, the dog is not said again.
    expect(leadTitle(e, { data }, 'perro')).toBeNull();
  });
  it('a booking names its court, then the name it must have, which its card does not repeat', () => {
    const e = entity([
      required(field('pista', 'reference', 'pistas')),
      required(field('nombre', 'text')),
      field('hora', 'datetime'),
    ]);
    const data = { pista: 'p2', nombre: 'Lucía', hora: '2026-05-04T10:00' };
    expect(leadTitle(e, { data })).toEqual({ key: 'pista', ref: 'pistas', own: 'nombre' });
    expect(fieldsInTitle(titleParts(e, { data }))).toEqual(['pista', 'nombre']);
  });
  it('never for a record that leads with its own fields, an optional reference or a join', () => {
    const own = entity([field('nombre', 'text'), field('perro', 'reference', 'perros')]);
    expect(leadTitle(own, { data: { nombre: 'Ana', perro: 'p1' } })).toBeNull();
    expect(fieldsInTitle(titleParts(own, { data: { nombre: 'Ana', perro: 'p1' } }))).toEqual([]);
    expect(
      leadTitle(entity([field('perro', 'reference', 'perros'), field('nota', 'text')]), {
        data: { perro: 'p1', nota: 'x' },
      }),
    ).toBeNull();
    // A join without text is named by the records it points at: its card hides nothing.
    const join = entity([
      required(field('alumno', 'reference', 'alumnos')),
      field('clase', 'reference', 'clases'),
    ]);
    expect(fieldsInTitle(titleParts(join, { data: { alumno: 'a1', clase: 'c1' } }))).toEqual([]);
    // Its parts say so: the two references name it, and no record leads it.
    expect(titleParts(join, { data: { alumno: 'a1', clase: 'c1' } })).toEqual({
      refs: [
        { key: 'alumno', ref: 'alumnos' },
        { key: 'clase', ref: 'clases' },
      ],
      lead: null,
    });
  });
});

describe('an amount, a number or a date names a record as a person reads it', () => {
  it.each([
    ['money', 19.9, '19,90 €'],
    ['number', 1234.5, '1234,5'],
    ['date', '2026-12-08', '8 de diciembre de 2026'],
  ] as const)('%s %s → %s', (type, value, title) =>
    expect(
      recordTitle(entity([field('v', type)]), { data: { v: value } }).replace(/\u00a0/g, ' '),
    ).toBe(title),
  );
  it('a money field in pesos: «$ 18.000,00»', () =>
    expect(
      recordTitle(entity([{ ...field('v', 'money'), currency: 'ARS' }]), {
        data: { v: 18000 },
      }).replace(/\u00a0/g, ' '),
    ).toBe('$ 18.000,00'));
  it('a text still names it as typed', () =>
    expect(recordTitle(entity([field('t', 'text')]), { data: { t: '2026-12-08' } })).toBe(
      '2026-12-08',
    ));
});

describe('recordName: one name wherever a record is shown (board, calendar, dropdown, mail)', () => {
  // A repair with only dates, amounts and references (the hand test of decision 0293).
  const repair = entity([
    field('cliente', 'reference', 'clientes'),
    field('bici', 'reference', 'bicis'),
    field('entrada', 'date'),
    field('importe', 'money'),
  ]);
  const titles: Record<string, string> = { c1: 'Jorge Pérez', b1: 'Orbea Alma' };
  const known = (_f: AppField, id: string) => titles[id] ?? null;
  const data = { cliente: 'c1', bici: 'b1', entrada: '2026-12-08', importe: 45 };

  it('a record without text is named by its references’ titles, not by its entry date', () => {
    expect(recordTitle(repair, { data })).toBe('8 de diciembre de 2026');
    expect(recordName(repair, { data }, known)).toBe('Jorge Pérez · Orbea Alma');
    // The side the viewer came from (a customer's repairs) is not said again.
    expect(recordName(repair, { data }, known, 'cliente')).toBe('Orbea Alma');
    // What the server sent with the record, by field key, names it the same.
    expect(
      recordName(repair, { data }, namedBy({ cliente: 'Jorge Pérez', bici: 'Orbea Alma' })),
    ).toBe('Jorge Pérez · Orbea Alma');
  });

  it('a title the viewer may not read is left out; none known: its own value, as before', () => {
    // A visitor who reads the customers but not the private bikes.
    expect(recordName(repair, { data }, namedBy({ cliente: 'Jorge Pérez' }))).toBe('Jorge Pérez');
    expect(recordName(repair, { data }, () => null)).toBe('8 de diciembre de 2026');
    expect(recordName(repair, { data }, namedBy(undefined))).toBe('8 de diciembre de 2026');
    expect(recordName(repair, { data: {}, createdAt: '2026-12-08T10:30:00' }, () => null)).toMatch(
      /^Inscripción · 8 dic 2026/,
    );
  });

  it('a record with text of its own keeps it, whatever it points at', () => {
    const named = entity([field('aparato', 'text'), ...repair.fields]);
    const withText = { data: { ...data, aparato: 'Móvil con la pantalla rota' } };
    expect(recordName(named, withText, known)).toBe('Móvil con la pantalla rota');
    expect(namingReferences(named, withText)).toEqual([]);
  });

  it('a record that belongs to another: that record first, then its required text', () => {
    const booking = entity([
      { ...field('pista', 'reference', 'pistas'), required: true },
      { ...field('nombre', 'text'), required: true },
    ]);
    const record = { data: { pista: 'p2', nombre: 'Lucía' } };
    expect(recordName(booking, record, () => 'Pista 2')).toBe('Pista 2 · Lucía');
    expect(recordName(booking, record, () => null)).toBe('Lucía');
    expect(namingReferences(booking, record).map((r) => [r.field.key, r.id])).toEqual([
      ['pista', 'p2'],
    ]);
  });

  it('asks only for the references that name it: the first two with a value', () => {
    const three = entity([...repair.fields, field('taller', 'reference', 'talleres')]);
    const record = { data: { ...data, taller: 't1' } };
    expect(namingReferences(three, record).map((r) => r.id)).toEqual(['c1', 'b1']);
    expect(namingReferences(three, { data: { bici: 'b1', taller: '' } }).map((r) => r.id)).toEqual([
      'b1',
    ]);
  });
});
