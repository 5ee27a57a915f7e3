// "¿Querías decir…?" (issue 39 item 3): the steps of change-suggest.ts, each with its examples and
// counter-examples on the evaluation definitions. A failure names the step it protects.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { EVAL_DESIGN } from './change-evaluate.ts';
import { suggestChanges } from './change-suggest.ts';
import { contextOf, SUGGEST_RULES } from './change-suggest-rules.ts';

const definitions: Record<string, DataModel> = Object.fromEntries(
  Object.entries(
    JSON.parse(
      readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>,
  ).map(([k, v]) => [k, dataModelSchema.parse(v)]),
);
// No time budget here: what is tested is which suggestions, not how fast (bench/changes.ts).
const suggest = (definition: string, instruction: string) =>
  suggestChanges(
    { instruction, model: definitions[definition]!, design: EVAL_DESIGN },
    undefined,
    Number.POSITIVE_INFINITY,
  ).map((s) => s.operations);

describe('step 2b: one more option of a choice field', () => {
  it.each([
    ['gimnasio', 'añade el sábado', { entity: 'clases', field: 'dia', options: ['Sábado'] }],
    [
      'club_lectura',
      'agrega el genero teatro',
      { entity: 'libros', field: 'genero', options: ['Teatro'] },
    ],
    [
      'panaderia',
      'añade horno de leña a los hornos',
      { entity: 'hornadas', field: 'horno', options: ['Horno de leña'] },
    ],
  ])('%s: «%s»', (definition, instruction, op) =>
    expect(suggest(definition, instruction)).toContainEqual([{ op: 'addOptions', ...op }]),
  );
  it('never without an adding verb, nor an option the field has', () => {
    expect(
      suggest('gimnasio', 'el lunes no abrimos')
        .flat()
        .some((o) => o.op === 'addOptions'),
    ).toBe(false);
    expect(
      suggest('gimnasio', 'añade el lunes')
        .flat()
        .some((o) => o.op === 'addOptions' && o.options.includes('Lunes')),
    ).toBe(false);
  });
});

describe('step 5: every part understood, together, before each part alone', () => {
  it('«Motivo renómbralo a Síntomas y el precio quítalo» is one change of two operations', () => {
    const [first] = suggest(
      'veterinaria',
      'En citas: Motivo renómbralo a Síntomas y el precio quítalo, lo cobramos aparte',
    );
    expect(first).toEqual([
      { op: 'renameField', entity: 'citas', field: 'motivo', label: 'Síntomas' },
      { op: 'removeField', entity: 'citas', field: 'precio' },
    ]);
  });
  it('two design wishes are one design change', () => {
    expect(
      suggest('veterinaria', 'Lo quiero verde y con un diseño limpio, sin florituras.')[0],
    ).toEqual([{ op: 'setDesign', primaryColor: '#16a34a', theme: 'minimal' }]);
  });
});

describe('step 4b: the sentences read one after the other', () => {
  it('a new list, then a reference to it, as one change (a sentence of context passed over)', () => {
    expect(
      suggest(
        'gimnasio',
        'Tenemos tres salas. Crea Salas con nombre y aforo, y que cada clase sea en una sala',
      )[0],
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Sala',
        labelPlural: 'Salas',
        fields: [
          { label: 'Nombre', type: 'text', required: false },
          { label: 'Aforo', type: 'number', required: false },
        ],
      },
      {
        op: 'addField',
        entity: 'clases',
        field: { label: 'Sala', type: 'reference', required: false, ref: 'salas' },
      },
    ]);
  });
});

describe('step 2c: a field named with a word of "required"', () => {
  it.each([
    ['liga_futbol', 'me gustaria que el dorsal fuera obligatorrio', 'jugadores', 'dorsal'],
    [
      'prestamo_herramientas',
      'que no me deje guardar un préstamo sin la fecha de devolución',
      'prestamos',
      'fecha_de_devolucion',
    ],
  ])('%s: «%s»', (definition, instruction, entity, field) =>
    expect(suggest(definition, instruction)).toContainEqual([
      { op: 'setRequired', entity, field, required: true },
    ]),
  );
  it('never when the instruction says it is optional', () => {
    expect(
      suggest('liga_futbol', 'que el dorsal no sea obligatorio')
        .flat()
        .some((o) => o.op === 'setRequired' && o.required),
    ).toBe(false);
  });
});

// The partial-reading rules (change-suggest-rules.ts, decision 0256): each rule's own examples
// are among its candidates and among the suggestions; its counter-examples get nothing from it.
describe.each(SUGGEST_RULES.map((r) => [r.id, r] as const))('rule %s', (_id, rule) => {
  it.each(rule.examples)('%s: «%s» offers it', (definition, instruction, operations) => {
    const candidates = rule
      .build(contextOf(instruction, definitions[definition]!))
      .map((b) => b.operations);
    expect(candidates).toContainEqual(operations);
    expect(suggest(definition, instruction)).toContainEqual(operations);
  });
  it.each(rule.counterExamples)('%s: «%s» gets nothing from it', (definition, instruction) => {
    expect(rule.build(contextOf(instruction, definitions[definition]!))).toEqual([]);
  });
});

describe('a new list said in everyday words, with the list it hangs from', () => {
  it.each([
    [
      'huerto',
      'Nos hace falta llevar los riegos: en cada uno, la parcela y la fecha',
      [
        {
          op: 'addEntity',
          label: 'Riego',
          fields: [
            { label: 'Parcela', type: 'reference', required: false, ref: 'parcelas' },
            { label: 'Fecha', type: 'date', required: false },
          ],
        },
      ],
    ],
    [
      'panaderia',
      'Haz una tabla de repartidores con nombre y móvil, y que en cada encargo se elija el repartidor',
      [
        {
          op: 'addEntity',
          label: 'Repartidor',
          labelPlural: 'Repartidores',
          fields: [
            { label: 'Nombre', type: 'text', required: false },
            { label: 'Móvil', type: 'phone', required: false },
          ],
        },
        {
          op: 'addField',
          entity: 'encargos',
          field: { label: 'Repartidor', type: 'reference', required: false, ref: 'repartidores' },
        },
      ],
    ],
  ])('%s: «%s»', (definition, instruction, operations) =>
    expect(suggest(definition, instruction)).toContainEqual(operations),
  );
});

describe('every suggestion is valid, in the shape the browser receives, removing only when asked', () => {
  it('no property is left undefined (a suggestion is compared as the JSON sent)', () => {
    for (const ops of suggest('veterinaria', 'Que cualquiera pueda crear citas, no solo yo.'))
      expect(JSON.parse(JSON.stringify(ops))).toEqual(ops);
  });
  it('nothing removed when the instruction asks for no removal', () => {
    const all = suggest(
      'gimnasio',
      'en las clases la intensidad media la llamamos moderada',
    ).flat();
    expect(all.some((o) => o.op.startsWith('remove'))).toBe(false);
  });
});

describe('the clauses read one after the other, with the list at their head and a pronoun', () => {
  it('«Monitores: …, fuera lo del turno y añade un teléfono» is one change of three', () => {
    expect(
      suggest(
        'gimnasio',
        'Monitores: la especialidad obligatoria, fuera lo del turno y añade un teléfono',
      )[0],
    ).toEqual([
      { op: 'setRequired', entity: 'monitores', field: 'especialidad', required: true },
      { op: 'removeField', entity: 'monitores', field: 'turno_de_tarde' },
      {
        op: 'addField',
        entity: 'monitores',
        field: { label: 'Teléfono', type: 'phone', required: false },
      },
    ]);
  });
  it('«…, póngalo obligatorio» is the field the clause before renamed', () => {
    expect(
      suggest('gimnasio', 'En abonados, cambie Notas por Lesiones, póngalo obligatorio')[0],
    ).toEqual([
      { op: 'renameField', entity: 'abonados', field: 'notas', label: 'Lesiones' },
      { op: 'setRequired', entity: 'abonados', field: 'notas', required: true },
    ]);
  });
  it('a name with a typo is the name («abonaods»), a new name never a typo («voluntaria»)', () => {
    expect(suggest('gimnasio', 'que las notas de los abonaods se llamen Lesiones')).toContainEqual([
      { op: 'renameField', entity: 'abonados', field: 'notas', label: 'Lesiones' },
    ]);
    expect(suggest('protectora', 'cambia el voluntario a voluntaria')).toContainEqual([
      { op: 'renameField', entity: 'paseos', field: 'voluntario', label: 'Voluntaria' },
    ]);
  });
  it('the list where («en monitores, …») is never what is removed', () => {
    expect(
      suggest('gimnasio', 'en monitores, fuera lo del turno')
        .flat()
        .some((o) => o.op === 'removeEntity' || (o.op === 'removeField' && o.entity === 'clases')),
    ).toBe(false);
  });
});

describe("step 2e''': a request that names no list nor field, read as said of each of the first lists", () => {
  it('«añade un campo para la talla del gorro» offers it on the first lists, one each', () => {
    const offered = suggest('gimnasio', 'añade un campo para la talla del gorro');
    const entities = definitions.gimnasio!.entities.slice(0, 3).map((e) => e.key);
    for (const entity of entities)
      expect(offered).toContainEqual([
        {
          op: 'addField',
          entity,
          field: { label: 'Talla del gorro', type: 'text', required: false },
        },
      ]);
  });
  it('not when the request names a list: only that list is offered', () =>
    expect(
      suggest('gimnasio', 'añade un campo para la talla del gorro a los abonados').every((ops) =>
        ops.every((o) => o.op !== 'addField' || o.entity === 'abonados'),
      ),
    ).toBe(true));
});
