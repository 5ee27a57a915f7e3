import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changeOperationsSchema } from '../../../../contracts/app-changes.ts';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { applyOperations } from './change-apply.ts';
import { type ChangeItem, changeFigures, EVAL_DESIGN, scoreChange } from './change-evaluate.ts';
import { readChange } from './change-reader.ts';

const model: DataModel = dataModelSchema.parse({
  entities: [
    {
      key: 'clientes',
      label: 'Cliente',
      labelPlural: 'Clientes',
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'notas', label: 'Notas', type: 'longtext', required: false },
      ],
    },
    {
      key: 'mascotas',
      label: 'Mascota',
      labelPlural: 'Mascotas',
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        {
          key: 'especie',
          label: 'Especie',
          type: 'choice',
          required: true,
          options: ['Perro', 'Gato', 'Conejo'],
        },
        { key: 'dueno', label: 'Dueño', type: 'reference', required: true, ref: 'clientes' },
        { key: 'peso', label: 'Peso', type: 'number', required: false },
      ],
    },
    {
      key: 'citas',
      label: 'Cita',
      labelPlural: 'Citas',
      rule: 'privada',
      fields: [{ key: 'fecha', label: 'Fecha', type: 'datetime', required: true }],
    },
    {
      key: 'veterinarios',
      label: 'Veterinario',
      labelPlural: 'Veterinarios',
      rule: 'catalogo',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
  ],
});
const design = { ...EVAL_DESIGN };

function ops(instruction: string) {
  const r = readChange({ instruction, model, design });
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r;
}

describe('readChange', () => {
  it('reads a compound instruction, without accents, into operations and Spanish summary lines', () => {
    const r = ops('añade telefono y email a Cliente y quita las notas');
    expect(r.operations).toEqual([
      {
        op: 'addField',
        entity: 'clientes',
        field: { label: 'Teléfono', type: 'phone', required: false },
      },
      {
        op: 'addField',
        entity: 'clientes',
        field: { label: 'Email', type: 'email', required: false },
      },
      { op: 'removeField', entity: 'clientes', field: 'notas' },
    ]);
    expect(r.summary[0]).toBe('Añadir el campo «Teléfono» (teléfono) a «Cliente»');
    expect(changeOperationsSchema.safeParse(r.operations).success).toBe(true);
  });

  it('reads access rules in everyday words', () => {
    const r = ops('que solo yo pueda añadir mascotas');
    expect(r.operations).toEqual([{ op: 'setRule', entity: 'mascotas', rule: 'catalogo' }]);
    expect(r.summary[0]).toContain('Solo tú podrás crear «Mascotas»');
    expect(ops('que solo lo vea yo las citas').operations[0]).toMatchObject({ rule: 'privada' });
    expect(ops('que cualquiera pueda apuntarse a las citas').operations[0]).toMatchObject({
      rule: 'publica',
    });
  });

  it('links two entities with a reference named after the target', () => {
    expect(ops('cada cita la atiende un veterinario').operations).toEqual([
      {
        op: 'addField',
        entity: 'citas',
        field: { label: 'Veterinario', type: 'reference', required: false, ref: 'veterinarios' },
      },
    ]);
  });

  it('reads design: colour names by the written table, hex lowercased, theme and layout in one operation', () => {
    expect(ops('ponlo en verde').operations).toEqual([
      { op: 'setDesign', primaryColor: '#16a34a' },
    ]);
    expect(ops('color secundario #AABBCC y el tema oscuro con barra lateral').operations).toEqual([
      { op: 'setDesign', secondaryColor: '#aabbcc', theme: 'dark', layout: 'sidebar' },
    ]);
  });

  it('tolerates typos on existing names and corrects them in new labels', () => {
    expect(ops('quita el peso de las mascotsa').operations).toEqual([
      { op: 'removeField', entity: 'mascotas', field: 'peso' },
    ]);
    expect(ops('añade una fotto a los clientes').operations[0]).toMatchObject({
      field: { label: 'Foto', type: 'image' },
    });
  });

  it('options, required, rename and type changes', () => {
    expect(ops('añade la opción Hurón a especie').operations).toEqual([
      { op: 'addOptions', entity: 'mascotas', field: 'especie', options: ['Hurón'] },
    ]);
    expect(ops('quita la opción Conejo').operations[0]).toMatchObject({ op: 'removeOptions' });
    expect(ops('que la especie no sea obligatoria').operations[0]).toMatchObject({
      op: 'setRequired',
      required: false,
    });
    expect(ops('renombra clientes a socios').operations).toEqual([
      { op: 'renameEntity', entity: 'clientes', label: 'Socio' },
    ]);
    expect(ops('cambia el nombre de notas a observaciones').operations[0]).toMatchObject({
      op: 'renameField',
      field: 'notas',
      label: 'Observaciones',
    });
    expect(ops('cambia el peso a texto').operations[0]).toMatchObject({
      op: 'changeFieldType',
      type: 'text',
    });
  });

  it('refuses, with the catalogue text and examples, what it cannot map or what matches two targets', () => {
    const unknown = readChange({ instruction: 'hola, ¿qué tal?', model, design });
    expect(unknown).toMatchObject({ ok: false, reason: 'not_understood' });
    if (!unknown.ok) expect(unknown.message).toMatch(/Por ejemplo: «añade/);
    const twice = readChange({ instruction: 'elimina el campo nombre', model, design });
    expect(twice).toMatchObject({ ok: false, reason: 'ambiguous' });
    const missing = readChange({ instruction: 'quita la raza', model, design });
    expect(missing.ok).toBe(false);
    const exists = readChange({ instruction: 'añade notas a los clientes', model, design });
    expect(exists).toMatchObject({ ok: false, reason: 'nothing_to_change' });
    expect(readChange({ instruction: '', model, design }).ok).toBe(false);
    expect(readChange({ instruction: 'x'.repeat(5000), model, design }).ok).toBe(false);
  });

  it('is deterministic', () => {
    const a = readChange({ instruction: 'añade el móvil a los clientes', model, design });
    const b = readChange({ instruction: 'añade el móvil a los clientes', model, design });
    expect(a).toEqual(b);
  });
});

describe('applyOperations', () => {
  it('removing an entity removes the references to it and reports the data removal', () => {
    const r = applyOperations(model, design, [{ op: 'removeEntity', entity: 'clientes' }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.model.entities.map((e) => e.key)).not.toContain('clientes');
    expect(
      r.model.entities.find((e) => e.key === 'mascotas')!.fields.map((f) => f.key),
    ).not.toContain('dueno');
    expect(r.removesData).toEqual([0]);
    expect(dataModelSchema.safeParse(r.model).success).toBe(true);
    const summary = ops('elimina la entidad clientes').summary;
    expect(summary.join(' ')).toContain('«Dueño» de «Mascota»');
  });

  it('refuses a removal that would empty an entity, and keeps the input untouched', () => {
    const one = dataModelSchema.parse({
      entities: [
        {
          key: 'a',
          label: 'A',
          labelPlural: 'As',
          rule: 'privada',
          fields: [{ key: 'b', label: 'B', type: 'reference', required: true, ref: 'bs' }],
        },
        {
          key: 'bs',
          label: 'B',
          labelPlural: 'Bs',
          rule: 'privada',
          fields: [{ key: 'n', label: 'N', type: 'text', required: true }],
        },
      ],
    });
    const before = JSON.stringify(one);
    expect(applyOperations(one, design, [{ op: 'removeEntity', entity: 'bs' }]).ok).toBe(false);
    expect(JSON.stringify(one)).toBe(before);
  });

  it('reports type changes that lose values and applies design', () => {
    const r = applyOperations(model, design, [
      { op: 'changeFieldType', entity: 'mascotas', field: 'peso', type: 'text' },
      { op: 'changeFieldType', entity: 'clientes', field: 'notas', type: 'number' },
      { op: 'setDesign', primaryColor: '#16a34a' },
    ]);
    expect(r.ok && r.removesData).toEqual([1]);
    expect(r.ok && r.design.primaryColor).toBe('#16a34a');
  });
});

describe('evaluation floor on the team set (eval/changes)', () => {
  const read = (name: string) =>
    JSON.parse(readFileSync(new URL(`../../../../eval/changes/${name}`, import.meta.url), 'utf8'));
  const definitions = read('definitions.json') as Record<string, DataModel>;
  const team = read('team.json') as ChangeItem[];
  const results = team.map((item) =>
    scoreChange(item, dataModelSchema.parse(definitions[item.definition])),
  );
  const f = changeFigures(results);

  it('keeps exact matches above the floor and produces no wrong change', () => {
    expect(f.items).toBeGreaterThanOrEqual(200);
    expect(f.exactRate).toBeGreaterThanOrEqual(94);
    expect(f.wrongChanges).toBe(0);
    expect(f.refusalsCorrect).toBe(f.shouldRefuse);
  });

  it('answers every refusal with Spanish examples', () => {
    for (const r of results) {
      if (!r.reading.ok && r.reading.reason !== 'nothing_to_change')
        expect(r.reading.message).toContain('Por ejemplo');
    }
  });
});
