import { describe, expect, it } from 'vitest';
import { CsvRefused, checkCsvRows, readCsvTable, referenceResolver } from './csv-import.ts';
import type { AppEntity, AppField } from './definition.ts';
import { entityOf, labelledField as f } from './entities.fixture.ts';
import { changedMail, changedMails, createdMails } from './notify.ts';
import { readableTotals, referrersOf, totalSource } from './totals.ts';

// The kit's shared rules for what surrounds a record: which totals a viewer gets, who is mailed,
// and how a CSV's rows become records (decisions 0237, 0238; issue 38 §6).

const entity = (
  key: string,
  rule: AppEntity['rule'],
  fields: AppField[],
  extra: Partial<AppEntity> = {},
): AppEntity => entityOf(key, fields, { labelPlural: `${key}s`, rule, ...extra });

const colmena = entity('colmena', 'publica', [f('nombre', 'text', { required: true })], {
  totals: [
    { from: 'revision', via: 'colmena', label: 'Revisiones' },
    { from: 'revision', via: 'colmena', field: 'kilos', label: 'Kilos' },
    { from: 'gasto', via: 'colmena', field: 'importe', label: 'Gastado' },
    { from: 'revision', via: 'colmena', field: 'nota', label: 'Notas sumadas' },
    { from: 'borrada', via: 'colmena', label: 'De una sección que ya no existe' },
  ],
});
const revision = entity('revision', 'propia', [
  f('colmena', 'reference', { ref: 'colmena', required: true }),
  f('kilos', 'number'),
  f('nota', 'text'),
]);
const gasto = entity('gasto', 'privada', [
  f('importe', 'money', { required: true }),
  f('colmena', 'reference', { ref: 'colmena' }),
]);
const all = [colmena, revision, gasto];

describe('totals', () => {
  it('lists every reference that points at an entity', () => {
    expect(referrersOf(all, colmena).map(({ from, via }) => `${from.key}.${via.key}`)).toEqual([
      'revision.colmena',
      'gasto.colmena',
    ]);
  });

  it('keeps only the totals that hold together and that the viewer may open', () => {
    const labels = (role: Parameters<typeof readableTotals>[2]) =>
      readableTotals(colmena, all, role).map((t) => t.total.label);
    expect(labels('owner')).toEqual(['Revisiones', 'Kilos', 'Gastado']);
    expect(labels('lector')).toEqual(['Revisiones', 'Kilos', 'Gastado']);
    // A visitor reads their own revisions, never the private expenses.
    expect(labels('visitor')).toEqual(['Revisiones', 'Kilos']);
    expect(labels('anonymous')).toEqual([]);
    expect(totalSource(colmena, { from: 'revision', via: 'nota', label: 'x' }, all)).toBeNull();
  });
});

describe('notify mails', () => {
  const cita = entity(
    'cita',
    'formulario',
    [f('nombre', 'text'), f('estado', 'choice', { options: ['Pendiente', 'Confirmada'] })],
    { notify: { onCreate: true, onChangeOf: 'estado' } },
  );
  const base = { entity: cita, app: 'Clínica', link: 'https://x.es/cita/1' };

  it('tells the owner and the team of a new record, never whoever created it', () => {
    const to = (authorEmail: string | null) =>
      createdMails({
        ...base,
        authorEmail,
        ownerEmail: 'Duena@x.es',
        teamEmails: ['equipo@x.es', 'EQUIPO@x.es', 'duena@x.es'],
      }).map((m) => m.to);
    expect(to('ana@x.es')).toEqual(['Duena@x.es', 'equipo@x.es']);
    expect(to(null)).toEqual(['Duena@x.es', 'equipo@x.es']);
    expect(to('duena@x.es')).toEqual(['equipo@x.es']);
    expect(to('equipo@x.es')).toEqual(['Duena@x.es']);
    const [mail] = createdMails({
      ...base,
      authorEmail: null,
      ownerEmail: 'd@x.es',
      teamEmails: [],
    });
    expect(mail?.subject).toBe('Nuevo registro en citas · Clínica');
    expect(mail?.text).toContain('https://x.es/cita/1');
    expect(
      createdMails({
        ...base,
        entity: { ...cita, notify: undefined },
        authorEmail: null,
        ownerEmail: 'd@x.es',
        teamEmails: [],
      }),
    ).toEqual([]);
  });

  it('tells the author when someone else changes the chosen option', () => {
    const change = (after: string, byId: string | null) =>
      changedMail({
        ...base,
        before: { estado: 'Pendiente' },
        after: { estado: after },
        authorId: 'ana',
        authorEmail: 'ana@x.es',
        byId,
      });
    expect(change('Confirmada', 'duena')).toEqual({
      to: 'ana@x.es',
      subject: 'Estado: Confirmada · Clínica',
      text: expect.stringContaining('https://x.es/cita/1'),
    });
    expect(change('Pendiente', 'duena')).toBeNull();
    expect(change('Confirmada', 'ana')).toBeNull();
  });

  // Decision 0250: a vinculada record's change reaches the person it is about.
  const reparacion = entity(
    'reparacion',
    'vinculada',
    [
      f('equipo', 'text'),
      f('cliente', 'reference', { ref: 'clientes' }),
      f('estado', 'choice', { options: ['Recibida', 'Lista para recoger'] }),
    ],
    { linkField: 'cliente', notify: { onCreate: false, onChangeOf: 'estado' } },
  );
  const taller = {
    entity: reparacion,
    app: 'Taller Pepe',
    link: 'https://x.es/reparacion/7',
    before: { estado: 'Recibida', equipo: 'Móvil' },
    after: { estado: 'Lista para recoger', equipo: 'Móvil' },
    authorId: 'pepe',
    authorEmail: 'pepe@x.es',
    byId: 'pepe',
    byEmail: 'pepe@x.es',
    linkedEmail: 'marta@x.es',
  };

  it('tells the linked person of a vinculada record, in words for them, once', () => {
    // The owner wrote it and changes it: only the customer hears.
    expect(changedMails(taller)).toEqual([
      {
        to: 'marta@x.es',
        subject: 'Estado: Lista para recoger · Taller Pepe',
        text: 'Un registro de «reparacions» de «Taller Pepe» que te corresponde ha cambiado: Estado es ahora «Lista para recoger».\n\nÁbrelo aquí, con tu cuenta de este correo: https://x.es/reparacion/7',
      },
    ]);
    // A team member wrote it and the owner changes it: the member (as before) and the customer.
    const byOwner = changedMails({
      ...taller,
      authorId: 'eva',
      authorEmail: 'eva@x.es',
    });
    expect(byOwner.map((mail) => mail.to)).toEqual(['eva@x.es', 'marta@x.es']);
    expect(byOwner[0]?.text).toContain('Lo que enviaste en «reparacions»');
    // The customer's address is the author's (any case): one mail, the author's.
    expect(
      changedMails({ ...taller, authorId: 'eva', authorEmail: 'Marta@x.es' }).map((m) => m.to),
    ).toEqual(['Marta@x.es']);
    // The customer's address is whoever changed it: none to them.
    expect(changedMails({ ...taller, byEmail: ' MARTA@x.es ' })).toEqual([]);
    // No reference or no email on the person: nobody.
    expect(changedMails({ ...taller, linkedEmail: null })).toEqual([]);
    expect(changedMails({ ...taller, linkedEmail: '  ' })).toEqual([]);
    // The same option, another field changed: nothing.
    expect(changedMails({ ...taller, after: { ...taller.before, equipo: 'Tablet' } })).toEqual([]);
  });

  it('names the record in each mail, as its card does (decision 0293)', () => {
    const name = 'Jorge Pérez · Orbea Alma';
    const [linked] = changedMails({ ...taller, linkedName: name });
    expect(linked).toEqual({
      to: 'marta@x.es',
      subject: 'Jorge Pérez · Orbea Alma · Estado: Lista para recoger · Taller Pepe',
      text: 'Un registro de «reparacions» de «Taller Pepe» que te corresponde, «Jorge Pérez · Orbea Alma», ha cambiado: Estado es ahora «Lista para recoger».\n\nÁbrelo aquí, con tu cuenta de este correo: https://x.es/reparacion/7',
    });
    // Each recipient by what they may read: the author's name and the customer's may differ.
    const both = changedMails({
      ...taller,
      authorId: 'eva',
      authorEmail: 'eva@x.es',
      name,
      linkedName: 'Jorge Pérez',
    });
    expect(both.map((m) => m.text.split('\n')[0])).toEqual([
      '«Jorge Pérez · Orbea Alma», lo que enviaste en «reparacions» de «Taller Pepe», ha cambiado: Estado es ahora «Lista para recoger».',
      'Un registro de «reparacions» de «Taller Pepe» que te corresponde, «Jorge Pérez», ha cambiado: Estado es ahora «Lista para recoger».',
    ]);
    // An empty name says only the list, as before.
    expect(changedMails({ ...taller, linkedName: '  ' })[0]?.subject).toBe(
      'Estado: Lista para recoger · Taller Pepe',
    );
    const created = createdMails({
      ...base,
      authorEmail: null,
      ownerEmail: 'd@x.es',
      teamEmails: ['eq@x.es'],
      name: 'Lucía · Salsa',
    });
    expect(created.map((m) => m.subject)).toEqual([
      'Nuevo registro en citas: Lucía · Salsa · Clínica',
      'Nuevo registro en citas: Lucía · Salsa · Clínica',
    ]);
    expect(created[0]?.text).toContain('de tu app «Clínica»: «Lucía · Salsa».');
    expect(created[1]?.text).toContain('de cuyo equipo formas parte: «Lucía · Salsa».');
  });

  it('tells no linked person outside vinculada: the author only, as before', () => {
    for (const rule of ['formulario', 'propia', 'publica', 'privada'] as const) {
      const other = { ...reparacion, rule };
      expect(changedMails({ ...taller, entity: other })).toEqual([]);
      const mails = changedMails({ ...taller, entity: other, byId: 'duena', byEmail: 'd@x.es' });
      expect(mails).toEqual([changedMail({ ...taller, entity: other, byId: 'duena' })]);
      expect(mails.map((m) => m.to)).toEqual(['pepe@x.es']);
    }
  });
});

describe('CSV rows as records', () => {
  const table = (text: string) => readCsvTable(revision, Buffer.from(text));

  it('resolves references by title without case or accents, and numbers the rows as a spreadsheet', () => {
    const resolver = referenceResolver(revision.fields[0] as AppField, colmena, [
      { id: 'c1', data: { nombre: 'Colmena del Roble' } },
      { id: 'c2', data: { nombre: 'Pino' } },
      { id: 'c3', data: { nombre: 'Pino' } },
    ]);
    const rows = checkCsvRows(
      table('Colmena;Kilos;Nota\ncolmena DEL roble;1.234,5;=SUMA(A1)\n\npino;2;\n'),
      {
        resolvers: new Map([['colmena', resolver]]),
        check: (data) => data as never,
        messageOf: () => null,
      },
    );
    expect(rows.clean).toEqual([
      { row: 2, data: { colmena: 'c1', kilos: 1234.5, nota: '=SUMA(A1)' } },
    ]);
    expect(rows.errors).toEqual([
      { row: 4, message: 'Fila 4: «pino» coincide con varios registros de colmenas: usa su id.' },
    ]);
  });

  it('refuses a file without a matching column, or without rows, in Spanish', () => {
    expect(() => table('Otra\n1\n')).toThrow(CsvRefused);
    expect(() => table('Kilos\n')).toThrow('El archivo solo tiene la fila de los nombres');
  });
});

describe('a record named by a date is found as shown and as stored', () => {
  it('«8 de diciembre de 2026» and «2026-12-08» both name the visit', () => {
    const visita: AppEntity = {
      ...colmena,
      key: 'visitas',
      label: 'Visita',
      labelPlural: 'Visitas',
      fields: [{ key: 'fecha', label: 'Fecha', type: 'date', required: true }],
    };
    const resolver = referenceResolver(
      { key: 'visita', label: 'Visita', type: 'reference', ref: 'visitas', required: false },
      visita,
      [{ id: 'v1', data: { fecha: '2026-12-08' } }],
    );
    expect(resolver('8 de diciembre de 2026')).toEqual({ id: 'v1' });
    expect(resolver('2026-12-08')).toEqual({ id: 'v1' });
  });
});
