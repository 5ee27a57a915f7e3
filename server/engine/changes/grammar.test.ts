// One generic test for the change grammar (decision 0241): every rule reads each of its examples
// as exactly those operations and none of its counter-examples; every skipped span leaves what
// its examples say. A failure names the rule it protects.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changeOperationsSchema } from '../../../contracts/app-changes.ts';
import { type DataModel, dataModelSchema } from '../../../contracts/data-model.ts';
import { analyzeText } from '../analysis/analyze.ts';
import { CHANGE_RULES, CLAUSE_EXAMPLES, NEAREST_EXAMPLES } from './grammar.ts';
import {
  clausesOf,
  compilePattern,
  nearestByGrammar,
  readByGrammar,
  withoutCourtesy,
  withoutSkipped,
} from './interpret.ts';
import { SKIP_PHRASES } from './words.ts';

const definitions: Record<string, DataModel> = Object.fromEntries(
  Object.entries(
    JSON.parse(
      readFileSync(new URL('../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>,
  ).map(([k, v]) => [k, dataModelSchema.parse(v)]),
);
const model = (name: string) => {
  const m = definitions[name];
  if (!m) throw new Error(`definición desconocida: ${name}`);
  return m;
};

describe('the change grammar (server/engine/changes)', () => {
  it('gives every rule its own id, a pattern that compiles, examples and counter-examples', () => {
    const ids = CHANGE_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of CHANGE_RULES) {
      expect(() => compilePattern(r.pattern), r.id).not.toThrow();
      expect(r.examples.length, r.id).toBeGreaterThan(0);
      expect(r.counterExamples.length, r.id).toBeGreaterThan(0);
    }
  });

  for (const rule of CHANGE_RULES)
    it(`${rule.id}: reads its examples, and none of its counter-examples`, () => {
      for (const [definition, instruction, operations] of rule.examples) {
        const readings = readByGrammar(instruction, model(definition), [rule]);
        expect(
          readings.map((r) => r.operations),
          `${rule.id}: «${instruction}»`,
        ).toEqual([changeOperationsSchema.parse(operations)]);
      }
      for (const [definition, instruction, count] of rule.questions ?? [])
        expect(
          readByGrammar(instruction, model(definition), [rule]).length,
          `${rule.id}: «${instruction}»`,
        ).toBe(count);
      for (const [definition, instruction] of rule.counterExamples)
        expect(
          readByGrammar(instruction, model(definition), [rule]),
          `${rule.id}: «${instruction}»`,
        ).toEqual([]);
    });

  it('rule-propia-own-records: records that already reach each person stay vinculada', () => {
    // A repair shop whose repairs reach each client (found by hand, issue 39): «que cada cliente
    // vea solo sus reparaciones» must not make clients create repairs.
    const shop = dataModelSchema.parse({
      entities: [
        {
          key: 'clientes',
          label: 'Cliente',
          labelPlural: 'Clientes',
          rule: 'privada',
          accountField: 'email',
          fields: [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            { key: 'email', label: 'Email', type: 'email', required: false },
          ],
        },
        {
          key: 'reparaciones',
          label: 'Reparación',
          labelPlural: 'Reparaciones',
          rule: 'vinculada',
          linkField: 'cliente',
          fields: [
            {
              key: 'cliente',
              label: 'Cliente',
              type: 'reference',
              ref: 'clientes',
              required: true,
            },
            { key: 'falla', label: 'Falla', type: 'text', required: false },
          ],
        },
      ],
    });
    const rule = CHANGE_RULES.filter((r) => r.id === 'rule-propia-own-records');
    expect(
      readByGrammar('que cada cliente vea solo sus reparaciones', shop, rule).map(
        (r) => r.operations,
      ),
    ).toEqual([
      [{ op: 'setRule', entity: 'reparaciones', rule: 'vinculada', linkField: 'cliente' }],
    ]);
  });

  for (const span of SKIP_PHRASES)
    it(`skips the span ${span.id}`, () => {
      for (const [said, left] of span.examples)
        expect(
          withoutSkipped(
            analyzeText(said).tokens,
            // A span of the clause reader's text alone is skipped with the others of that text.
            span.textOnly ? (s) => !!(s.text || s.textOnly) : (s) => !s.textOnly,
          )
            .kept.map((t) => t.norm)
            .join(' '),
          `${span.id}: «${said}»`,
        ).toBe(left);
    });

  it('cuts the courtesy out of the instruction as written, for the clause reader', () => {
    const cases: [string, string][] = [
      // An order asked as a question is the order, its infinitive read as one ("quitarla").
      ['Hola, ¿puedes añadir el móvil a los clientes, por favor?', 'añade el móvil a los clientes'],
      ['¿Me podrías quitarlas?', 'quitalas'],
      ['Habría que quitar la foto y añadir el móvil.', 'quita la foto y añade el móvil.'],
      // Inside the request: the modal before an order that points back at what was named.
      ['Las notas, ¿me podrías quitarlas?', 'Las notas, ¿quitalas?'],
      // The pronoun before the modal goes after the order (span pronoun-modal).
      ['La raza la podéis quitar', 'La raza quitala'],
      ['¿Me quitas la fianza?', 'quita la fianza'],
      ['Quiero que crees Salas con nombre', 'crea Salas con nombre'],
      // A question followed by more is left to the sentence that holds it.
      [
        '¿Me podrías quitar las notas? Ya no las uso.',
        '¿Me podrías quitar las notas? Ya no las uso.',
      ],
      ['Y de paso, ¿puedes quitar la fianza?', 'quita la fianza'],
      [
        'Llama Piezas a las obras, y de paso ponerlo todo en cuadrícula',
        'Llama Piezas a las obras, y ponlo todo en cuadrícula',
      ],
      [
        'Quita la fianza y de paso pon la app en rosa',
        'Quita la fianza y de paso pon la app en rosa',
      ],
      // An order said in another person is the order the clause reader reads.
      [
        'Quitad los metros, que todas miden lo mismo, y llamad Vecinos a los hortelanos.',
        'quita los metros, que todas miden lo mismo, y llama Vecinos a los hortelanos.',
      ],
      [
        'Pónganme el tema moderno. Además, creen Adoptantes.',
        'Pónganme el tema moderno. Además, crea Adoptantes.',
      ],
      ['Quitaría la dificultad Media', 'quita la dificultad Media'],
      ['hacé obligatorio el dorsal', 'haz obligatorio el dorsal'],
      // Not an indicative, a pronoun said with it, nor a need.
      ['Quitan la fianza los martes', 'Quitan la fianza los martes'],
      ['Cámbiele el nombre a Dirección', 'Cámbiele el nombre a Dirección'],
      ['Haría, por favor, falta el correo', 'Haría falta el correo'],
      ['¡Hola! 😊 Quita la fianza. Gracias.', 'Quita la fianza'],
      ['añade, por favor, el móvil', 'añade el móvil'],
      [
        'Hola, «Llegó el» no se entiende, ponle Fecha de llegada',
        '«Llegó el» no se entiende, ponle Fecha de llegada',
      ],
      ['Parcelas, por favor, → Bancales, xfa', 'Parcelas → Bancales'],
      ['Y, ya que estamos, ¿les añades «Foto»?', '¿les añades «Foto»?'],
      ['¿y, por favor, si quitamos el móvil?', '¿y si quitamos el móvil?'],
      // Shorthand written out as the word it stands for, never between quotes nor «x» as a sign.
      ['q el tlf sea obligatorio', 'que el teléfono sea obligatorio'],
      ['Q la cuota tenga tb semestral, porfa', 'que la cuota tenga también semestral'],
      ['añade el tlfno a los clientes', 'añade el teléfono a los clientes'],
      // (a reason said in shorthand is still a reason, and is skipped)
      ['pon el tfno xq lo piden', 'pon el teléfono'],
      ['cambia hortelanos x socios', 'cambia hortelanos por socios'],
      ['añade la opción "q" a la talla', 'añade la opción "q" a la talla'],
      ['añade la medida 3 x 4', 'añade la medida 3 x 4'],
      ['añade la talla X a las camisetas', 'añade la talla X a las camisetas'],
      // A periphrasis of mood written as the mood; never «no hace falta», «ni … hacen falta».
      ['el email tiene que ser obligatorio', 'el email sea obligatorio'],
      ['las familias tienen q tener email tb', 'las familias tengan email también'],
      ['la foto ya no tiene por qué ser obligatoria', 'la foto ya no sea obligatoria'],
      ['en mascotas me hace falta el peso', 'en mascotas falta el peso'],
      ['Hace, por favor, falta el piso', 'falta el piso'],
      ['la idea es que el color fuera el verde', 'la idea es que el color sea el verde'],
      ['ya no nos hace falta el peso', 'ya no nos hace falta el peso'],
      ['Ni la portada ni el enlace hacen falta', 'Ni la portada ni el enlace hacen falta'],
      ['los árbitros fuera, que ya no pitan', 'los árbitros fuera, que ya no pitan'],
      ['el socio tiene que poner su foto', 'el socio tiene que poner su foto'],
      // «tanto X como Y» is «X y Y»; never «tanto como antes».
      [
        'Tanto la foto como la descripción sobran; bórrenlas',
        'la foto y la descripción sobran; bórrenlas',
      ],
      ['no la usamos tanto como antes', 'no la usamos tanto como antes'],
      // Only courtesy: left whole, to be refused as it is.
      ['¡Muchas gracias!', 'Muchas gracias!'],
      ['Hola, buenas tardes', 'buenas tardes'],
    ];
    for (const [said, left] of cases) expect(withoutCourtesy(said), said).toBe(left);
  });

  it('splits a compound instruction into the clauses the owner wrote', () => {
    for (const [said, clauses] of CLAUSE_EXAMPLES) expect(clausesOf(said), said).toEqual(clauses);
  });

  it('offers the nearest readings of what it does not read whole', () => {
    for (const [definition, instruction, first] of NEAREST_EXAMPLES)
      expect(
        nearestByGrammar(instruction, model(definition))[0]?.operations ?? null,
        instruction,
      ).toEqual(first && changeOperationsSchema.parse(first));
  });

  it('reads nothing of what no rule covers', () => {
    expect(readByGrammar('quita la raza de las mascotas', model('veterinaria'))).toEqual([]);
    expect(readByGrammar('', model('veterinaria'))).toEqual([]);
  });
});
