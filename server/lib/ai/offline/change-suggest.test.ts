// "¿Querías decir…?" (issue 39 item 3): the steps of change-suggest.ts, each with its examples and
// counter-examples on the evaluation definitions. A failure names the step it protects.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { EVAL_DESIGN } from './change-evaluate.ts';
import { suggestChanges } from './change-suggest.ts';

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
