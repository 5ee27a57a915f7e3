import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changeOperationsSchema } from '../../../../contracts/app-changes.ts';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { dataModelOf, generateAppDefinition } from '../../../engine/index.ts';
import { EVAL_DESIGN } from './change-evaluate.ts';
import { readChange } from './change-reader.ts';
import { SETTING_RULES } from './change-settings.ts';
import { suggestChanges } from './change-suggest.ts';

// Each rule of change-settings.ts protects its own examples and counter-examples (issue 39
// items 4 and 5): one generic test runs them through the whole reader.

const raw = JSON.parse(
  readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const definitions: Record<string, DataModel> = Object.fromEntries(
  Object.entries(raw).map(([k, v]) => [k, dataModelSchema.parse(v)]),
);
const read = (definition: string, instruction: string) =>
  readChange({ instruction, model: definitions[definition]!, design: EVAL_DESIGN });

describe('the reader of who sees what and the mails (change-settings.ts)', () => {
  for (const rule of SETTING_RULES) {
    describe(rule.id, () => {
      it('reads its examples exactly (null: a question, never a change)', () => {
        expect(rule.examples.length).toBeGreaterThan(0);
        for (const example of rule.examples) {
          const reading = read(example.definition, example.instruction);
          if (example.expected === null) {
            expect(reading.ok, example.instruction).toBe(false);
            continue;
          }
          expect(reading, example.instruction).toMatchObject({ ok: true });
          if (!reading.ok) continue;
          expect(changeOperationsSchema.parse(reading.operations)).toEqual(example.expected);
          expect(reading.summary.length).toBeGreaterThan(0);
        }
      });
      it('leaves its counter-examples alone', () => {
        for (const counter of rule.counterExamples) {
          const reading = read(counter.definition, counter.instruction);
          const ops = reading.ok ? reading.operations : [];
          const mine = ops.filter(
            (o) =>
              o.op === 'setNotify' ||
              o.op === 'setAccountField' ||
              o.op === 'addTotal' ||
              o.op === 'removeTotal' ||
              (o.op === 'setRule' && ['formulario', 'propia', 'vinculada'].includes(o.rule)),
          );
          // A counter-example of one rule may be another setting rule's example.
          const other = SETTING_RULES.some(
            (r) =>
              r !== rule &&
              r.examples.some(
                (e) => e.instruction === counter.instruction && e.definition === counter.definition,
              ),
          );
          if (!other) expect(mine, counter.instruction).toEqual([]);
        }
      });
    });
  }

  it('says the amounts are in that currency already, or that it is not changed by asking', () => {
    expect(read('tejidos_cusco', 'los precios en soles')).toMatchObject({
      ok: false,
      reason: 'nothing_to_change',
      message: 'Los importes de tu app ya están en soles: no hay nada que cambiar.',
    });
    expect(read('veterinaria', 'pon los precios en soles')).toMatchObject({
      ok: false,
      reason: 'not_understood',
    });
    expect(read('veterinaria', 'pon los precios en soles')).not.toMatchObject({
      message: expect.stringContaining('No he entendido'),
    });
  });

  it('summarises each new setting in Spanish', () => {
    const reading = read('guarderia', 'cada familia ve solo lo de su hijo');
    expect(reading).toMatchObject({
      ok: true,
      summary: [
        'Cada registro de «Partes diarios» lo verá la persona a la que apunta «Niño», con la cuenta de su email; tú los gestionarás',
        'El email «Email de la familia» será la cuenta de cada persona de «Niños»',
      ],
    });
    expect(read('veterinaria', 'avísame por correo cuando llegue una cita')).toMatchObject({
      ok: true,
      summary: ['Avisarte por email de cada registro nuevo de «Citas»'],
    });
  });

  it('asks which email is the account when the person has none', () => {
    const reading = read('gimnasio', 'que cada monitor vea solo las clases de su monitor');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toContain('necesita un campo de email');
  });

  it('a question copied as a name is never a new field («quiero ver cuánto se ha gastado…»)', () => {
    const reading = read(
      'veterinaria',
      'En la ficha de cada cliente quiero ver cuánto se ha gastado en total en la clínica',
    );
    if (reading.ok)
      for (const op of reading.operations)
        if (op.op === 'addField') expect(op.field.label).not.toMatch(/^Cu[aá]nto/);
  });

  it('a copula after the name is no part of it («de qué tipo es: …» names «Tipo»)', () => {
    const reading = read(
      'prestamo_herramientas',
      'En las herramientas quiero poner de qué tipo es: manual, eléctrica o de jardín',
    );
    expect(reading.ok).toBe(true);
    if (reading.ok)
      expect(reading.operations).toContainEqual(
        expect.objectContaining({
          op: 'addField',
          field: expect.objectContaining({ label: 'Tipo', type: 'choice' }),
        }),
      );
  });

  it('what is made, said after the verb, is what mails: never who makes it', () => {
    const reading = read(
      'veterinaria',
      'Mandame un mail cada vez que un cliente me pida una cita nueva',
    );
    expect(reading).toMatchObject({
      ok: true,
      operations: [{ op: 'setNotify', entity: 'citas', onCreate: true }],
    });
  });

  it('a mail already sent is nothing to change, said so', () => {
    const model = structuredClone(definitions.veterinaria!);
    const citas = model.entities.find((e) => e.key === 'citas')!;
    citas.notify = { onCreate: true, onChangeOf: null };
    const reading = readChange({
      instruction: 'avísame por correo cuando llegue una cita',
      model,
      design: EVAL_DESIGN,
    });
    expect(reading).toMatchObject({ ok: false, reason: 'nothing_to_change' });
    if (!reading.ok) expect(reading.message).toContain('Ya te aviso por email');
  });

  it('«each sees only theirs» on a form is nothing to change: it would close it to visitors without an account', () => {
    const model = structuredClone(definitions.veterinaria!);
    const citas = model.entities.find((e) => e.key === 'citas')!;
    citas.rule = 'formulario';
    citas.anonymous = true;
    const reading = readChange({
      instruction: 'Quiero que cada cliente vea solo sus citas',
      model,
      design: EVAL_DESIGN,
    });
    expect(reading).toMatchObject({ ok: false, reason: 'nothing_to_change' });
    if (!reading.ok) expect(reading.message).toContain('cada persona ya ve solo lo que ha enviado');
    // On a private list it is a change: each signed-in client sees only theirs.
    const plain = readChange({
      instruction: 'Quiero que cada cliente vea solo sus citas',
      model: definitions.veterinaria!,
      design: EVAL_DESIGN,
    });
    expect(plain.ok).toBe(true);
  });

  it('how many of a list’s records is a count, never a field («Hechas», «Ver cuántos inscriptos hay»)', () => {
    for (const [definition, instruction] of [
      ['autoescuela', 'En cada vehículo quiero ver cuántas prácticas lleva hechas'],
      ['apicultores', 'En cada capacitación quiero ver cuántos inscriptos hay'],
    ] as const) {
      const reading = read(definition, instruction);
      if (reading.ok) expect(reading.operations.every((o) => o.op !== 'addField')).toBe(true);
    }
  });

  it('who sees what is never a link between the two lists', () => {
    for (const [definition, instruction] of [
      ['apicultores', 'Quiero que cada apicultor cargue sus cosechas y vea nada más las suyas'],
      ['mensajeria', 'Que cada cliente pueda ver los envíos que van a su nombre'],
      ['compania_teatro', 'Que cada intérprete vea solo los papeles que tiene'],
    ] as const) {
      const reading = read(definition, instruction);
      if (reading.ok)
        expect(
          reading.operations.some((o) => o.op === 'addField' && o.field.type === 'reference'),
        ).toBe(false);
    }
    // A link asked for is still one.
    expect(read('veterinaria', 'cada cita la atiende un veterinario').ok).toBe(true);
  });

  it('never suggests a question or a wish as a new name («Ver cuánto se ha gastado…»)', () => {
    const suggestions = suggestChanges(
      {
        instruction:
          'En la ficha de cada cliente quiero ver cuánto se ha gastado en total en el taller',
        model: dataModelOf(
          generateAppDefinition(
            'Tengo un taller pequeño de reparación de bicis. Quiero apuntar las bicis que me dejan los clientes: de quién es, qué avería tiene, el presupuesto y en qué estado está la reparación.',
          ),
        ),
        design: EVAL_DESIGN,
      },
      3,
      5000,
    );
    for (const s of suggestions)
      for (const line of s.summary) expect(line).not.toMatch(/«(Ver|Cuánto)/);
  });
});
