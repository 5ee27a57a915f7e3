import { describe, expect, it } from 'vitest';
import {
  type AnnotatedItem,
  annotatedItemSchema,
  bestGroup,
  entityMatchQuality,
  fieldMatchQuality,
  firstNoun,
  fold,
  isBareEntity,
  type ScoredApp,
  type ScoredEntity,
  sameLabel,
  sameWord,
  scoreItem,
  setFigures,
} from './score.ts';

type FieldSpec = [label: string, type: string, ref?: string];

function entity(key: string, label: string, rule: string, fields: FieldSpec[]): ScoredEntity {
  return {
    key,
    label,
    labelPlural: `${label}s`,
    rule,
    fields: fields.map(([fieldLabel, type, ref], i) => ({
      key: `f${i}`,
      label: fieldLabel,
      type,
      ...(ref ? { ref } : {}),
    })),
  };
}

const app = (...entities: ScoredEntity[]): ScoredApp => ({ entities });

/** The README's example, parsed like a file's item. */
const HIVES: AnnotatedItem = annotatedItemSchema.parse({
  id: 'a-017',
  idea: 'tengo 40 colmenas y quiero apuntar en cada revisión si vi la reina, cuántos cuadros de cría, si hay varroa, el tratamiento y cuántos kilos de miel saqué',
  patterns: ['bitacora-revisiones'],
  entities: [
    { names: ['Colmena'], required: true, rule: 'privada' },
    { names: ['Revisión', 'Inspección', 'Visita', 'Control'], required: true, rule: 'privada' },
    { names: ['Apiario', 'Colmenar', 'Ubicación'], required: false },
    { names: ['Tratamiento'], required: false },
  ],
  relations: [{ from: 'Revisión', to: 'Colmena' }],
  keyFields: [
    { entity: 'Revisión', names: ['Reina', 'Reina vista'], type: 'boolean' },
    { entity: 'Revisión', names: ['Cuadros de cría', 'Cuadros'], type: 'number' },
    { entity: 'Revisión', names: ['Varroa'], type: 'boolean' },
    { entity: 'Revisión', names: ['Tratamiento'] },
    { entity: 'Revisión', names: ['Kilos de miel', 'Kilos', 'Miel'], type: 'number' },
    { entity: 'Revisión', names: ['Fecha'], type: 'date' },
  ],
});

const HIVE = entity('colmenas', 'Colmena', 'privada', [
  ['Nombre', 'text'],
  ['Ubicación', 'text'],
  ['Fecha de alta', 'date'],
]);
const INSPECTION = entity('revisiones', 'Revisión', 'privada', [
  ['Colmena', 'reference', 'colmenas'],
  ['Fecha', 'date'],
  ['Reina vista', 'boolean'],
  ['Cuadros de cría', 'number'],
  ['Varroa', 'boolean'],
  ['Tratamiento aplicado', 'text'],
  ['Kilos de miel', 'number'],
]);

describe('words', () => {
  it('folds accents, ñ and case', () => {
    expect(fold('Revisión Año ÉXITO')).toBe('revision ano exito');
  });

  it('agrees singular and simple plurals, and nothing else', () => {
    expect(sameWord('revisiones', 'revision')).toBe(true);
    expect(sameWord('colmena', 'colmenas')).toBe(true);
    expect(sameWord('luces', 'luz')).toBe(true);
    expect(sameWord('clases', 'clase')).toBe(true);
    expect(sameWord('profesores', 'profesor')).toBe(true);
    expect(sameWord('colmenar', 'colmena')).toBe(false);
    expect(sameWord('mesa', 'mes')).toBe(false);
  });

  it('compares whole labels word by word, articles dropped', () => {
    expect(sameLabel('Líneas de pedido', 'Línea de pedido')).toBe(true);
    expect(sameLabel('La reserva', 'Reserva')).toBe(true);
    expect(sameLabel('Línea de factura', 'Línea de pedido')).toBe(false);
  });

  it('takes the first noun after the articles, without the "de …" tail', () => {
    expect(firstNoun('Revisión de colmena')).toBe('revision');
    expect(firstNoun('Los objetos encontrados')).toBe('objetos');
  });
});

describe('an entity matches a group', () => {
  it('by label, by plural, without accents', () => {
    expect(entityMatchQuality({ label: 'Revision', labelPlural: 'Revisiones' }, 'Revisión')).toBe(
      2,
    );
    // A label written in plural still agrees with the singular name.
    expect(entityMatchQuality({ label: 'Colmenas' }, 'Colmena')).toBe(2);
    expect(
      entityMatchQuality({ label: 'Apiario', labelPlural: 'Inspecciones' }, 'Inspección'),
    ).toBe(2);
  });

  it('by the first noun: "Revisión de colmena" is a Revisión; "Colmenar" is not a Colmena', () => {
    expect(entityMatchQuality({ label: 'Revisión de colmena' }, 'Revisión')).toBe(1);
    expect(entityMatchQuality({ label: 'Objeto encontrado' }, 'Objeto perdido')).toBe(1);
    expect(entityMatchQuality({ label: 'Colmenar' }, 'Colmena')).toBe(0);
    expect(entityMatchQuality({ label: 'Informe de revisión' }, 'Revisión')).toBe(0);
  });

  it('takes its best group: a whole label before a first noun, required before optional', () => {
    const groups = annotatedItemSchema.parse({
      id: 'x',
      idea: 'x',
      patterns: ['tienda-pedidos'],
      entities: [
        { names: ['Línea de pedido'], required: false },
        { names: ['Línea'], required: true },
        { names: ['Pedido', 'Compra'], required: true },
        { names: ['Compra'], required: false },
      ],
    }).entities;
    // "Línea de pedido" agrees whole with group 0 and by first noun with group 1.
    expect(bestGroup({ label: 'Línea de pedido' }, groups)?.group).toBe(0);
    // Both agree whole for "Compra": the required group wins.
    expect(bestGroup({ label: 'Compra' }, groups)?.group).toBe(2);
    expect(bestGroup({ label: 'Factura' }, groups)).toBeNull();
  });
});

describe('a field matches a key field', () => {
  it('by equal label, by holding the name, by being held by it', () => {
    expect(fieldMatchQuality('Varroa', 'Varroa')).toBe(3);
    expect(fieldMatchQuality('Cuadro de cria', 'Cuadros de cría')).toBe(3);
    expect(fieldMatchQuality('Tratamiento aplicado', 'Tratamiento')).toBe(2);
    expect(fieldMatchQuality('Cuadros', 'Cuadros de cría')).toBe(1);
    expect(fieldMatchQuality('Precio', 'Kilos de miel')).toBe(0);
    // A parenthesised aside is not what the field is.
    expect(fieldMatchQuality('Capacidad (personas)', 'Capacidad')).toBe(3);
    expect(fieldMatchQuality('Notas (dedicatoria, tamaño…)', 'Tamaño')).toBe(0);
    // Stop words alone never make a match.
    expect(fieldMatchQuality('De la', 'Fecha de la visita')).toBe(0);
  });
});

describe('scoreItem', () => {
  it('an app a designer would draw fits, with every figure full', () => {
    const s = scoreItem(HIVES, app(HIVE, INSPECTION));
    expect(s.entities.map((e) => e.groupName)).toEqual(['Colmena', 'Revisión']);
    expect(s.required).toMatchObject({ present: 2, total: 2 });
    expect(s.relations).toMatchObject({ present: 1, total: 1, reversed: 0 });
    expect(s.keyFields).toMatchObject({ present: 6, total: 6, typed: 5, typeAgree: 5 });
    expect(s.fitsNothing).toEqual([]);
    expect(s.rules).toMatchObject({ agree: 2, total: 2 });
    expect(s.fits).toBe(true);
  });

  it('two entities that fit nothing make an otherwise full app not fit; one does not', () => {
    const queen = entity('reinas', 'Reina', 'privada', [['Nombre', 'text']]);
    const frame = entity('cuadros', 'Cuadro', 'privada', [['Nombre', 'text']]);
    const one = scoreItem(HIVES, app(HIVE, INSPECTION, queen));
    expect(one.fitsNothing).toEqual(['Reina']);
    expect(one.fits).toBe(true);
    const two = scoreItem(HIVES, app(HIVE, INSPECTION, queen, frame));
    expect(two.fitsNothing).toEqual(['Reina', 'Cuadro']);
    expect(two.fits).toBe(false);
  });

  it("the old engine's kind of app: the named nouns as entities with Nombre and Descripción", () => {
    const bare = (key: string, label: string) =>
      entity(key, label, 'privada', [
        ['Nombre', 'text'],
        ['Descripción', 'longtext'],
      ]);
    const s = scoreItem(
      HIVES,
      app(bare('colmenas', 'Colmena'), bare('reinas', 'Reina'), bare('cuadros', 'Cuadro')),
    );
    expect(s.required).toMatchObject({ present: 1, total: 2, missing: ['Revisión'] });
    expect(s.relations.missing).toEqual(['Revisión → Colmena']);
    expect(s.keyFields.present).toBe(0);
    expect(s.bare).toEqual(['Colmena', 'Reina', 'Cuadro']);
    expect(s.fits).toBe(false);
  });

  it('required groups: 3 of 4 fit, 2 of 4 do not', () => {
    const item = annotatedItemSchema.parse({
      id: 'r',
      idea: 'club',
      patterns: ['club-socios'],
      entities: ['Socio', 'Cuota', 'Actividad', 'Asistencia'].map((n) => ({
        names: [n],
        required: true,
      })),
    });
    const e = (label: string) => entity(label.toLowerCase(), label, 'privada', [['Fecha', 'date']]);
    const three = scoreItem(item, app(e('Socio'), e('Cuota'), e('Actividad')));
    expect(three.required).toMatchObject({ present: 3, total: 4, missing: ['Asistencia'] });
    expect(three.fits).toBe(true);
    const two = scoreItem(item, app(e('Socio'), e('Cuota')));
    expect(two.fractions.required).toBe(0.5);
    expect(two.fits).toBe(false);
  });

  it('a relation drawn the other way counts, and is reported as reversed', () => {
    const hiveWithLog = entity('colmenas', 'Colmena', 'privada', [
      ['Nombre', 'text'],
      ['Última revisión', 'reference', 'revisiones'],
    ]);
    const looseInspection = entity('revisiones', 'Revisión', 'privada', [['Fecha', 'date']]);
    const s = scoreItem(HIVES, app(hiveWithLog, looseInspection));
    expect(s.relations).toMatchObject({ present: 1, total: 1, reversed: 1 });
    const none = scoreItem(HIVES, app(HIVE, looseInspection));
    expect(none.relations).toMatchObject({ present: 0, missing: ['Revisión → Colmena'] });
    // Key fields present 1/6 and no relation: does not fit.
    expect(none.fits).toBe(false);
  });

  it('an item without relations counts them as full', () => {
    const item = annotatedItemSchema.parse({
      id: 'n',
      idea: 'mis lecturas',
      patterns: ['registro-personal'],
      entities: [{ names: ['Libro', 'Lectura'], required: true }],
      keyFields: [{ entity: 'Libro', names: ['Autor'] }],
    });
    const s = scoreItem(item, app(entity('libros', 'Libro', 'privada', [['Autor', 'text']])));
    expect(s.fractions.relations).toBe(1);
    expect(s.fits).toBe(true);
  });

  it('a key field with the wrong type is present, and the mismatch reported', () => {
    const textQueen = entity('revisiones', 'Revisión', 'privada', [
      ['Colmena', 'reference', 'colmenas'],
      ['Reina', 'text'],
    ]);
    const s = scoreItem(HIVES, app(HIVE, textQueen));
    expect(s.keyFields.present).toBe(1);
    expect(s.keyFields.typed).toBe(1);
    expect(s.keyFields.typeAgree).toBe(0);
    expect(s.keyFields.typeMismatches).toEqual(['Revisión.Reina: boolean ≠ text']);
  });

  it('key fields count only on the entity matched to their group', () => {
    // The measures are on Colmena, not on Revisión.
    const hiveWithMeasures = entity('colmenas', 'Colmena', 'privada', [
      ['Reina', 'boolean'],
      ['Varroa', 'boolean'],
      ['Kilos de miel', 'number'],
      ['Fecha', 'date'],
    ]);
    const s = scoreItem(
      HIVES,
      app(hiveWithMeasures, entity('revisiones', 'Revisión', 'privada', [['Notas', 'longtext']])),
    );
    expect(s.keyFields.present).toBe(0);
    expect(s.fits).toBe(false);
  });

  it('a field that is part of two names counts once; one that holds both names counts twice', () => {
    const item = annotatedItemSchema.parse({
      id: 'f',
      idea: 'préstamos',
      patterns: ['prestamos-objetos'],
      entities: [{ names: ['Préstamo'], required: true }],
      keyFields: [
        { entity: 'Préstamo', names: ['Fecha de préstamo'], type: 'date' },
        { entity: 'Préstamo', names: ['Fecha de devolución'], type: 'date' },
        { entity: 'Préstamo', names: ['Hora'] },
      ],
    });
    const onlyDate = scoreItem(item, app(entity('p', 'Préstamo', 'privada', [['Fecha', 'date']])));
    expect(onlyDate.keyFields.present).toBe(1);
    expect(onlyDate.keyFields.missing).toEqual(['Préstamo.Fecha de devolución', 'Préstamo.Hora']);
    const both = scoreItem(
      item,
      app(entity('p', 'Préstamo', 'privada', [['Fecha y hora de préstamo', 'datetime']])),
    );
    // Holds "Fecha de préstamo" and "Hora" whole; "Fecha de devolución" is not in it.
    expect(both.keyFields.present).toBe(2);
    expect(both.keyFields.missing).toEqual(['Préstamo.Fecha de devolución']);
  });

  it('rules: agreement, and whether visitors can create where they should', () => {
    const item = annotatedItemSchema.parse({
      id: 'c',
      idea: 'citas de peluquería',
      patterns: ['citas-servicio'],
      entities: [
        { names: ['Servicio'], required: true, rule: 'catalogo' },
        { names: ['Cita', 'Reserva'], required: true, rule: 'formulario' },
        { names: ['Reseña'], required: false, rule: 'publica' },
      ],
    });
    const services = entity('servicios', 'Servicio', 'catalogo', [['Precio', 'money']]);
    const owned = scoreItem(
      item,
      app(services, entity('citas', 'Cita', 'privada', [['Fecha', 'date']])),
    );
    expect(owned.rules).toMatchObject({ agree: 1, total: 2 });
    expect(owned.visitorsCreate).toMatchObject({ ok: 0, total: 1, missing: ['Cita: privada'] });
    const open = scoreItem(
      item,
      app(services, entity('reservas', 'Reserva', 'publica', [['Fecha', 'date']])),
    );
    // publica is not formulario, but visitors can create.
    expect(open.rules).toMatchObject({ agree: 1, total: 2 });
    expect(open.visitorsCreate).toMatchObject({ ok: 1, total: 1 });
  });
});

describe('isBareEntity', () => {
  it('only Nombre and Descripción (or less) is bare; any other field is not', () => {
    const e = (fields: FieldSpec[]) => entity('x', 'X', 'privada', fields);
    expect(
      isBareEntity(
        e([
          ['Nombre', 'text'],
          ['Descripción', 'longtext'],
        ]),
      ),
    ).toBe(true);
    expect(isBareEntity(e([['Título', 'text']]))).toBe(true);
    expect(
      isBareEntity(
        e([
          ['Nombre', 'text'],
          ['Precio', 'money'],
        ]),
      ),
    ).toBe(false);
    expect(
      isBareEntity(
        e([
          ['Nombre', 'text'],
          ['Apellidos', 'text'],
        ]),
      ),
    ).toBe(false);
    expect(
      isBareEntity(
        e([
          ['Nombre', 'text'],
          ['Nombre corto', 'text'],
        ]),
      ),
    ).toBe(false);
  });
});

describe('the annotation format', () => {
  it('rejects a relation or key field naming no group', () => {
    const bad = annotatedItemSchema.safeParse({
      ...HIVES,
      relations: [{ from: 'Revisión', to: 'Apicultor' }],
      keyFields: [{ entity: 'Colmenas', names: ['Nombre'] }],
    });
    expect(bad.success).toBe(false);
    // "Colmenas" is no group's name (names are singular); "Inspección", a later name, is.
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'relations.0.to',
      'keyFields.0.entity',
    ]);
    const byLaterName = annotatedItemSchema.safeParse({
      ...HIVES,
      keyFields: [{ entity: 'Inspección', names: ['Fecha'] }],
    });
    expect(byLaterName.success).toBe(true);
  });
});

describe('setFigures', () => {
  it('means per item, pooled rules and types, bare over all entities', () => {
    const good = scoreItem(HIVES, app(HIVE, INSPECTION));
    const bad = scoreItem(HIVES, app(entity('reinas', 'Reina', 'privada', [['Nombre', 'text']])));
    const f = setFigures([good, bad]);
    expect(f).toMatchObject({ items: 2, fits: 1, fitRate: 50 });
    expect(f.required).toBe(0.5);
    expect(f.relations).toBe(0.5);
    expect(f.fitsNothingPerIdea).toBe(0.5);
    expect(f.bare).toEqual({ count: 1, entities: 3 });
    expect(f.rules).toEqual({ agree: 2, total: 2 });
    expect(f.keyFieldTypes).toEqual({ agree: 5, total: 5 });
  });
});
