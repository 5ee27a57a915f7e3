import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changeOperationsSchema } from '../../../../contracts/app-changes.ts';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { messages } from '../../../../contracts/messages.ts';
import { withoutCourtesy } from '../../../engine/changes/interpret.ts';
import { applyOperations } from './change-apply.ts';
import { EVAL_DESIGN } from './change-evaluate.ts';
import { rephrase } from './change-phrasing.ts';
import { readChange, singularLabel } from './change-reader.ts';
import { CHANGE_VARIANTS } from './change-variants.ts';

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

  it('says in the summary that a new field is required when it was asked to be', () => {
    const r = readChange({
      instruction: 'A los clientes añádeles el móvil y que sea obligatorio',
      model,
      design,
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.summary).toEqual(['Añadir el campo «Móvil» (teléfono, obligatorio) a «Cliente»']);
  });

  it('reads access rules in everyday words', () => {
    const r = ops('que solo yo pueda añadir mascotas');
    expect(r.operations).toEqual([{ op: 'setRule', entity: 'mascotas', rule: 'catalogo' }]);
    expect(r.summary[0]).toContain('Solo tú podrás añadir en «Mascotas»');
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
    // The summary says a colour of the table by its name, with its accents back.
    expect(ops('ponlo en marron').summary).toEqual([
      'Cambiar el color principal a marrón (#92400e)',
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

  it('a new list whose last field is followed by its options after a colon', () => {
    const op = ops(
      'crea una lista de Hornadas con fecha, temperatura y estado: cargando, cociendo o lista',
    ).operations[0];
    expect(op).toMatchObject({
      op: 'addEntity',
      label: 'Hornada',
      fields: [
        { label: 'Fecha', type: 'date' },
        { label: 'Temperatura', type: 'number' },
        { label: 'Estado', type: 'choice', options: ['Cargando', 'Cociendo', 'Lista'] },
      ],
    });
    // A single value after the colon is no list of options.
    expect(
      ops('crea una lista de Hornos con nombre y tipo: eléctrico').operations[0],
    ).not.toMatchObject({ fields: [{}, { type: 'choice' }] });
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
    // What is not found is quoted as written, from its first word to its last.
    const unfound = readChange({ instruction: 'quita el color de pelo', model, design });
    if (!unfound.ok) expect(unfound.message).toMatch(/^No encuentro «color de pelo» en tu app\./);
    else expect.unreachable();
    // «la lista Alumnos»: «lista» says what it is, it is no part of the name.
    const list = readChange({
      instruction: 'Cambia el nombre de la lista Alumnos por Mis alumnos',
      model,
      design,
    });
    if (!list.ok) expect(list.message).toMatch(/^No encuentro «Alumnos» en tu app\./);
    else expect.unreachable();
    const exists = readChange({ instruction: 'añade notas a los clientes', model, design });
    expect(exists).toMatchObject({ ok: false, reason: 'nothing_to_change' });
    expect(readChange({ instruction: '', model, design }).ok).toBe(false);
    expect(readChange({ instruction: 'x'.repeat(5000), model, design }).ok).toBe(false);
  });

  it('a list renamed with two plurals is one or the other in the singular; a plural the dictionary lacks keeps its accent', () => {
    expect(singularLabel('Ensayos y conciertos')).toBe('Ensayo o concierto');
    expect(singularLabel('Médicos y enfermeras')).toBe('Médico o enfermera');
    expect(singularLabel('Revisiones')).toBe('Revisión');
    expect(singularLabel('Sedes')).toBe('Sede');
    expect(singularLabel('Paredes')).toBe('Pared');
    // Not two plurals: a name as it is.
    expect(singularLabel('Nombre y apellidos')).toBe('Nombre y apellidos');
  });

  it('a new name cut short in the middle of a clause is no change', () => {
    const r = readChange({
      instruction: 'quiero subir el informe en PDF en cada cita para que lo descarguen',
      model,
      design,
    });
    if (r.ok)
      for (const o of r.operations)
        if (o.op === 'addField') expect(o.field.label).not.toMatch(/\s(para|de|en|que)$/);
    // Said whole, the same field is read.
    const whole = readChange({
      instruction: 'añade un archivo Informe a las citas',
      model,
      design,
    });
    expect(whole.ok && whole.operations[0]).toMatchObject({
      op: 'addField',
      field: { label: 'Informe', type: 'file' },
    });
  });

  it('answers a question about what a change would do, and proposes nothing', () => {
    for (const instruction of [
      '¿Y si quitamos el peso, se pierde lo guardado?',
      'Si borro el peso, ¿se pierden los datos?',
      '¿Qué pasa si quito el peso?',
      '¿Se pierde algo si quito el peso?',
    ]) {
      const r = readChange({ instruction, model, design });
      expect(r, instruction).toMatchObject({ ok: false, reason: 'nothing_to_change' });
      if (!r.ok) expect(r.message).toBe(messages.changes.whatHappens);
    }
    // Without a question it is an order; a reason saying nothing is lost does not stop it.
    expect(ops('quita el peso, que total no se pierde nada').operations).toEqual([
      { op: 'removeField', entity: 'mascotas', field: 'peso' },
    ]);
    expect(ops('¿y si quitamos el peso?').operations).toHaveLength(1);
  });

  it('is deterministic', () => {
    const a = readChange({ instruction: 'añade el móvil a los clientes', model, design });
    const b = readChange({ instruction: 'añade el móvil a los clientes', model, design });
    expect(a).toEqual(b);
  });
});

describe('readChange never changes what the instruction did not name', () => {
  const defs = JSON.parse(
    readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const on = (name: string) => dataModelSchema.parse(defs[name]);
  const read = (instruction: string, m: DataModel = model) =>
    readChange({ instruction, model: m, design });
  const refused = (instruction: string, m: DataModel = model) =>
    expect(read(instruction, m).ok, instruction).toBe(false);
  const operations = (instruction: string, m: DataModel = model) => {
    const r = read(instruction, m);
    if (!r.ok) throw new Error(`refused: ${instruction}: ${r.message}`);
    return r.operations;
  };

  it('a known Spanish word is not a typo of a name one letter away', () => {
    refused('quita el piso de las mascotas'); // "piso" is a word, not "peso"
    expect(operations('quita el peso de las mascotsa')).toEqual([
      { op: 'removeField', entity: 'mascotas', field: 'peso' },
    ]);
  });

  it('a mistyped verb is read only when it is near verbs of one intent', () => {
    expect(operations('qita el peso de las mascotas')).toEqual([
      { op: 'removeField', entity: 'mascotas', field: 'peso' },
    ]);
  });

  it('a clause with no verb it knows changes nothing, even when its noun is a field', () => {
    refused('mira las notas de los clientes');
    refused('la foto de la mascota ya no me gusta', on('veterinaria'));
  });

  it('negated removals keep what they name; the rest of the instruction still applies', () => {
    refused('no quites las notas');
    refused('no borres las citas');
    expect(operations('no quites las notas, solo añade el móvil a clientes')).toEqual([
      {
        op: 'addField',
        entity: 'clientes',
        field: { label: 'Móvil', type: 'phone', required: false },
      },
    ]);
    expect(operations('quita la raza pero no toques la especie', on('veterinaria'))).toEqual([
      { op: 'removeField', entity: 'mascotas', field: 'raza' },
    ]);
    expect(operations('borra la sala sin tocar la fecha', on('coro'))).toEqual([
      { op: 'removeField', entity: 'ensayos', field: 'sala' },
    ]);
    // Changing and keeping the same thing: ask.
    refused('quita las notas de los clientes pero no toques las notas');
    expect(operations('no elimines el peso, hazlo obligatorio')).toEqual([
      { op: 'setRequired', entity: 'mascotas', field: 'peso', required: true },
    ]);
  });

  it('"y" between two names is not a new clause, and an elided head never names another field', () => {
    const liga = on('liga_futbol');
    const r = read('quita los goles local y visitante', liga);
    if (r.ok)
      expect(r.operations).not.toContainEqual(expect.objectContaining({ field: 'visitante' }));
    expect(
      operations('renombra los hortelanos a socios y las parcelas a huertos', on('huerto')),
    ).toEqual([
      { op: 'renameEntity', entity: 'hortelanos', label: 'Socio' },
      { op: 'renameEntity', entity: 'parcelas', label: 'Huerto' },
    ]);
    refused('añade la sala a las clases y la tarifa a los abonados', on('gimnasio'));
    // Two requests run together without a verb at the join: the second never borrows the
    // first one's reading (a rule for both entities, a required flag on the wrong field, a
    // rename whose new name swallows the rest).
    // Said in the spoken order ("y los metros que sean obligatorios"), the second is a wish of
    // its own on its own field (0180, the 28 Nov pass), never the first one's field.
    expect(
      operations('agrega Noche al turno de riego y los metros que sean obligatorios', on('huerto')),
    ).toEqual([
      { op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] },
      { op: 'setRequired', entity: 'parcelas', field: 'metros', required: true },
    ]);
    refused(
      'cambia el nombre de Cita a Consulta y modo oscuro, barra lateral y color #7C3AED',
      on('veterinaria'),
    );
    refused(
      'que solo yo pueda añadir préstamos y a los vecinos ponles el piso',
      on('prestamo_herramientas'),
    );
    refused(
      'cada cita la atiende un veterinario y los veterinarios que solo los vea yo',
      on('veterinaria'),
    );
    const both = read(
      'que la raza sea obligatoria y ¿se puede quitar el campo vacunado?',
      on('veterinaria'),
    );
    if (both.ok)
      expect(both.operations).not.toContainEqual(
        expect.objectContaining({ op: 'setRequired', field: 'vacunado' }),
      );
  });

  it('a rename whose old name has words outside the name, or a replaced colour, is not guessed', () => {
    refused('cambia cuota mensual por cuota semanal', on('gimnasio'));
    expect(operations('cambia el naranja por azul')).toEqual([
      { op: 'setDesign', primaryColor: '#2563eb' },
    ]);
    expect(operations('en vez de naranja ponlo en azul')).toEqual([
      { op: 'setDesign', primaryColor: '#2563eb' },
    ]);
    // The role after the colour counts; a negated design word is not set.
    expect(operations('pon el modo oscuro con el color rosa de acento')).toEqual([
      { op: 'setDesign', secondaryColor: '#db2777', theme: 'dark' },
    ]);
    refused('sin barra lateral');
    refused('pon de color de fondo el blanco');
    // A mistyped role still names it; a word it does not know after a colour is asked about.
    expect(operations('color scundario marrón')).toEqual([
      { op: 'setDesign', secondaryColor: '#92400e' },
    ]);
    refused('pon el color verde ocuro');
    refused('pon el color vrde oscuro');
    refused('quia el campo tarjetas', on('liga_futbol'));
  });

  it('a type is never inferred from a noun that is also a name', () => {
    refused('cambia el peso a móvil');
    refused('cambia el peso a precio');
    expect(operations('cambia el peso a tipo teléfono')).toEqual([
      { op: 'changeFieldType', entity: 'mascotas', field: 'peso', type: 'phone' },
    ]);
    expect(operations('cambia el peso a texto')).toEqual([
      { op: 'changeFieldType', entity: 'mascotas', field: 'peso', type: 'text' },
    ]);
  });

  it('design words that are field names, and colours for a field, are not design', () => {
    refused('pon el escudo en rojo', on('liga_futbol'));
    expect(operations('añade un campo color a los equipos', on('liga_futbol'))).toEqual([
      {
        op: 'addField',
        entity: 'equipos',
        field: { label: 'Color', type: 'text', required: false },
      },
    ]);
    const withColour = dataModelSchema.parse({
      entities: model.entities.map((e) =>
        e.key === 'clientes'
          ? {
              ...e,
              fields: [
                ...e.fields,
                { key: 'color', label: 'Color', type: 'text', required: false },
              ],
            }
          : e,
      ),
    });
    refused('pon el color en rojo', withColour);
    expect(operations('pon el color de la app en rojo', withColour)).toEqual([
      { op: 'setDesign', primaryColor: '#dc2626' },
    ]);
    // The app's own colour roles are no field's: "principal", "secundario" say which is meant…
    expect(operations('pon el color principal en verde', withColour)).toEqual([
      { op: 'setDesign', primaryColor: '#16a34a' },
    ]);
    expect(operations('pon el color secundario en azul', withColour)).toEqual([
      { op: 'setDesign', secondaryColor: '#2563eb' },
    ]);
    // …unless a field is called so.
    const withMainColour = dataModelSchema.parse({
      entities: withColour.entities.map((e) =>
        e.key === 'clientes'
          ? {
              ...e,
              fields: [
                ...e.fields,
                { key: 'color_principal', label: 'Color principal', type: 'text', required: false },
              ],
            }
          : e,
      ),
    });
    refused('pon el color principal en verde', withMainColour);
  });

  it('a field of another entity, a field-level rule or a group rule is refused', () => {
    refused('quita el dorsal de los árbitros', on('liga_futbol'));
    refused('haz obligatorio el barrio de los jugadores', on('liga_futbol'));
    refused('borra la zona de los paseos', on('protectora'));
    // Named by context: the instruction names other entities, not the field's.
    refused('añade el móvil a las citas y quita las notas', on('veterinaria'));
    refused('reuniones: el comentario obligatorio', on('club_lectura'));
    refused('que solo yo pueda ver el teléfono de los clientes', on('veterinaria'));
    refused('que solo los socios puedan ver las reuniones', on('club_lectura'));
  });

  it('reads required and optional through negations', () => {
    expect(operations('el dorsal que no se pueda dejar vacío', on('liga_futbol'))).toEqual([
      { op: 'setRequired', entity: 'jugadores', field: 'dorsal', required: true },
    ]);
    expect(operations('que el nombre de los clientes no sea obligatorio')).toEqual([
      { op: 'setRequired', entity: 'clientes', field: 'nombre', required: false },
    ]);
    for (const optional of [
      'que el nombre de los clientes deje de ser obligatorio',
      'quítale lo obligatorio al nombre de los clientes',
    ])
      expect(operations(optional)).toEqual([
        { op: 'setRequired', entity: 'clientes', field: 'nombre', required: false },
      ]);
    expect(operations('que el peso deje de ser opcional')).toEqual([
      { op: 'setRequired', entity: 'mascotas', field: 'peso', required: true },
    ]);
    // About showing, not filling in: asked, never read as "required".
    refused('que siempre se pueda ver el peso');
    // A negated order about required is not read the other way round, nor as the order.
    refused('no hagas obligatorio el peso');
    refused('no quiero que el nombre de los clientes sea opcional');
    // A pronoun after a kept entity never lands on the reference field of the same name.
    const club = on('club_lectura');
    const r = read('no borres los socios, hazlo obligatorio', club);
    if (r.ok) expect(r.operations).not.toContainEqual(expect.objectContaining({ field: 'socio' }));
  });

  it('asks before deleting records, and reads a lone option word as an option', () => {
    refused('borra todos los datos de los clientes');
    refused('quita el campo', on('liga_futbol'));
    expect(operations('quita otro de especie', on('veterinaria'))).toEqual([
      { op: 'removeOptions', entity: 'mascotas', field: 'especie', options: ['Otro'] },
    ]);
  });
});

describe('applyOperations', () => {
  it('a new amount is in the app’s currency', () => {
    const inPesos = dataModelSchema.parse({
      entities: [
        {
          key: 'pedidos',
          label: 'Pedido',
          labelPlural: 'Pedidos',
          rule: 'privada',
          fields: [
            { key: 'total', label: 'Total', type: 'money', required: false, currency: 'MXN' },
          ],
        },
      ],
    });
    const r = applyOperations(inPesos, design, [
      {
        op: 'addField',
        entity: 'pedidos',
        field: { label: 'Propina', type: 'money', required: false },
      },
    ]);
    if (!r.ok) expect.unreachable();
    else expect(r.model.entities[0]?.fields[1]?.currency).toBe('MXN');
  });
  it('a list of two words takes its plural on the noun and its adjective', () => {
    const r = applyOperations(model, design, [
      { op: 'renameEntity', entity: 'clientes', label: 'Clase práctica' },
      { op: 'addEntity', label: 'Reserva de sala', fields: [] },
    ]);
    if (!r.ok) expect.unreachable();
    else {
      expect(r.model.entities.map((e) => e.labelPlural)).toContain('Clases prácticas');
      expect(r.model.entities.map((e) => e.labelPlural)).toContain('Reservas de sala');
    }
  });
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

  it('a list renamed «Mi cliente» is «Mis clientes» in the plural, possessive and noun', () => {
    const r = applyOperations(model, design, [
      { op: 'renameEntity', entity: 'clientes', label: 'Mi cliente' },
    ]);
    if (!r.ok) expect.unreachable();
    else
      expect(r.model.entities.find((e) => e.key === 'clientes')).toMatchObject({
        label: 'Mi cliente',
        labelPlural: 'Mis clientes',
      });
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

  it('a field the team sets (teamOnly, decision 0270) stays so when it is renamed, retyped, made required or given options', () => {
    const teamModel = dataModelSchema.parse({
      entities: model.entities.map((e) =>
        e.key === 'mascotas'
          ? {
              ...e,
              fields: e.fields.map((f) =>
                f.key === 'especie' || f.key === 'peso' ? { ...f, teamOnly: true } : f,
              ),
            }
          : e,
      ),
    });
    const r = applyOperations(teamModel, design, [
      { op: 'renameField', entity: 'mascotas', field: 'especie', label: 'Tipo' },
      { op: 'addOptions', entity: 'mascotas', field: 'especie', options: ['Hurón'] },
      { op: 'changeFieldType', entity: 'mascotas', field: 'peso', type: 'text' },
      { op: 'setRequired', entity: 'mascotas', field: 'peso', required: true },
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const fields = r.model.entities.find((e) => e.key === 'mascotas')?.fields ?? [];
    expect(fields.filter((f) => f.teamOnly).map((f) => [f.key, f.label, f.type])).toEqual([
      ['especie', 'Tipo', 'choice'],
      ['peso', 'Peso', 'text'],
    ]);
    expect(fields.find((f) => f.key === 'nombre')?.teamOnly).toBeUndefined();
    expect(dataModelSchema.safeParse(r.model).success).toBe(true);
  });
});

describe('safety rules of the third pass (0180)', () => {
  const definitions = JSON.parse(
    readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const read = (definition: string, instruction: string) =>
    readChange({ instruction, model: dataModelSchema.parse(definitions[definition]), design });

  it('asks when a singular name is an entity and a reference field to it', () => {
    const r = read('veterinaria', 'quita la mascota');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain('Por ejemplo');
    expect(read('club_lectura', 'quita el socio').ok).toBe(false);
    expect(read('veterinaria', 'quita las mascotas')).toMatchObject({
      operations: [{ op: 'removeEntity', entity: 'mascotas' }],
    });
    expect(read('veterinaria', 'quita la mascota de las citas')).toMatchObject({
      operations: [{ op: 'removeField', entity: 'citas', field: 'mascota' }],
    });
  });

  it('removes an option without its field only when written bare', () => {
    expect(read('gimnasio', 'quita la media').ok).toBe(false);
    expect(read('gimnasio', 'quita trimestral')).toMatchObject({
      operations: [
        { op: 'removeOptions', entity: 'abonados', field: 'cuota', options: ['Trimestral'] },
      ],
    });
    expect(read('prestamo_herramientas', 'quita la talla S de las bicis')).toMatchObject({
      operations: [
        { op: 'removeOptions', entity: 'bicis_de_prestamo', field: 'talla', options: ['S'] },
      ],
    });
    expect(read('prestamo_herramientas', 'quita la talla S de los vecinos').ok).toBe(false);
  });

  it('reads a comparison with another entity as an aside that proposes nothing', () => {
    expect(
      read('veterinaria', 'añade a los veterinarios un campo email, como el de los clientes'),
    ).toMatchObject({
      operations: [
        { op: 'addField', entity: 'veterinarios', field: { label: 'Email', type: 'email' } },
      ],
    });
    const r = read('club_lectura', 'añade a los socios un teléfono, como el email que ya tienen');
    expect(r.ok && r.operations).toEqual([
      {
        op: 'addField',
        entity: 'socios',
        field: { label: 'Teléfono', type: 'phone', required: false },
      },
    ]);
    // The entity of the comparison is kept: the field it already has is not added twice.
    expect(read('veterinaria', 'añade a las citas un campo motivo, como en los clientes').ok).toBe(
      false,
    );
  });

  it('refuses the whole instruction when a colour is said of a thing', () => {
    const r = read('liga_futbol', 'quita el barrio y pon el escudo en rojo');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain('pon el escudo en rojo');
  });

  it('takes a typo as a name only when no other name is within reach', () => {
    const two = dataModelSchema.parse({
      entities: [
        {
          key: 'locales',
          label: 'Local',
          labelPlural: 'Locales',
          rule: 'privada',
          fields: [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            { key: 'direccion', label: 'Dirección', type: 'text', required: false },
            { key: 'dimension', label: 'Dimensión', type: 'text', required: false },
          ],
        },
      ],
    });
    const on = (instruction: string) => readChange({ instruction, model: two, design });
    // One letter from Dirección, two from Dimensión: too close to choose.
    expect(on('quita la direcsion').ok).toBe(false);
    expect(on('quita la dimensoin')).toMatchObject({
      operations: [{ op: 'removeField', entity: 'locales', field: 'dimension' }],
    });
  });

  it('refuses a removal or rewrite said with a condition or as a choice', () => {
    const r = read('panaderia', 'que la cantidad sea opcional salvo en los encargos grandes');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain('salvo en los encargos grandes');
    expect(read('veterinaria', 'quita la raza o la especie').ok).toBe(false);
    // Politeness and a suggestion are not conditions.
    expect(read('veterinaria', 'hazme obligatorio el email si se puede')).toMatchObject({
      operations: [{ op: 'setRequired', entity: 'clientes', field: 'email', required: true }],
    });
    expect(read('veterinaria', '¿y si quitamos las notas?')).toMatchObject({
      operations: [{ op: 'removeField', entity: 'clientes', field: 'notas' }],
    });
  });

  it('creates a new entity with fields and a link to it in one sentence', () => {
    const r = read(
      'veterinaria',
      'añade un servicio con nombre, precio y duración y que cada cita tenga un servicio',
    );
    expect(r.ok && r.operations).toEqual([
      {
        op: 'addEntity',
        label: 'Servicio',
        labelPlural: 'Servicios',
        fields: [
          { label: 'Nombre', type: 'text', required: false },
          { label: 'Precio', type: 'money', required: false },
          { label: 'Duración', type: 'text', required: false },
        ],
      },
      {
        op: 'addField',
        entity: 'citas',
        field: { label: 'Servicio', type: 'reference', required: false, ref: 'servicios' },
      },
    ]);
    // Without the link it still asks where to add it.
    expect(read('veterinaria', 'añade un servicio con nombre y precio').ok).toBe(false);
    expect(
      read(
        'veterinaria',
        'añade un servicio con nombre y precio y que cada cita tenga un veterinario',
      ).ok,
    ).toBe(false);
  });
});

describe('phrasings of the fourth pass (0180)', () => {
  const definitions = JSON.parse(
    readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const read = (definition: string, instruction: string) =>
    readChange({ instruction, model: dataModelSchema.parse(definitions[definition]), design });
  const field = (entity: string, label: string, type: string) => ({
    operations: [{ op: 'addField', entity, field: { label, type, required: false } }],
  });

  it('reads a need as an addition, and "si está X" / "si tiene X" as a yes/no', () => {
    expect(read('gimnasio', 'necesito saber el teléfono de cada monitor')).toMatchObject(
      field('monitores', 'Teléfono', 'phone'),
    );
    expect(read('veterinaria', 'me falta guardar si la mascota está vacunada')).toMatchObject(
      field('mascotas', 'Vacunada', 'boolean'),
    );
    expect(read('huerto', 'quiero poder marcar si la parcela tiene caseta')).toMatchObject(
      field('parcelas', 'Tiene caseta', 'boolean'),
    );
    // A question about the data is not a need for a field.
    expect(read('veterinaria', 'quiero saber si puedo quitar la raza').ok).toBe(false);
    expect(read('huerto', 'quiero saber cuántos metros tiene cada parcela').ok).toBe(false);
  });

  it('reads "hace falta", "tiene que ser" and "una lista de X con …", never after "no"', () => {
    expect(read('veterinaria', 'en mascotas hace falta el peso')).toMatchObject(
      field('mascotas', 'Peso', 'number'),
    );
    expect(read('veterinaria', 'no hace falta el peso en las mascotas').ok).toBe(false);
    expect(read('veterinaria', 'el email de los clientes tiene que ser obligatorio')).toMatchObject(
      {
        operations: [{ op: 'setRequired', entity: 'clientes', field: 'email', required: true }],
      },
    );
    expect(read('veterinaria', 'necesito una lista de vacunas con nombre y fecha')).toMatchObject({
      operations: [{ op: 'addEntity', label: 'Vacuna' }],
    });
  });

  it('drops formal openings, hurried abbreviations and the context before the request', () => {
    expect(
      read('veterinaria', 'Les agradecería que el campo Raza pasara a ser obligatorio.'),
    ).toMatchObject({
      operations: [{ op: 'setRequired', entity: 'mascotas', field: 'raza', required: true }],
    });
    expect(read('veterinaria', 'q el tlf sea obligatorio')).toMatchObject({
      operations: [{ op: 'setRequired', entity: 'clientes', field: 'telefono', required: true }],
    });
    expect(
      read(
        'veterinaria',
        'Como cada vez tenemos más clientes, estaría bien añadir el DNI a los clientes',
      ),
    ).toMatchObject(field('clientes', 'DNI', 'text'));
    expect(
      read('prestamo_herramientas', 'colocá la fecha de devolución como obligatoria'),
    ).toMatchObject({
      operations: [
        { op: 'setRequired', entity: 'prestamos', field: 'fecha_de_devolucion', required: true },
      ],
    });
  });

  it('drops a leading sentence of context and formal wrappers, never a sentence that changes', () => {
    expect(
      read(
        'veterinaria',
        'Desde que abrimos la segunda consulta nos cuesta saber qué veterinario atiende cada cita. Por eso necesitaríamos poder asignar un veterinario a cada cita.',
      ),
    ).toMatchObject({
      operations: [
        {
          op: 'addField',
          entity: 'citas',
          field: { label: 'Veterinario', type: 'reference', ref: 'veterinarios' },
        },
      ],
    });
    expect(
      read('veterinaria', 'Por favor, procedan a eliminar el campo Raza de las mascotas.'),
    ).toMatchObject({
      operations: [{ op: 'removeField', entity: 'mascotas', field: 'raza' }],
    });
    // The pronoun refers back to the thing the sentence before says is not used, only when it
    // agrees with it in gender and number (sixth pass); otherwise it names nothing: refused.
    expect(
      read('veterinaria', 'La raza ya no la usamos para nada en la clínica. Quítala.'),
    ).toMatchObject({ operations: [{ op: 'removeField', entity: 'mascotas', field: 'raza' }] });
    expect(
      read('veterinaria', 'La raza ya no la usamos para nada en la clínica. Quítalos.').ok,
    ).toBe(false);
  });

  it('reads a trailing ", sí o no" as the type of the field just named', () => {
    expect(read('gimnasio', 'agregar clase de prueba a las reservas, sí o no')).toMatchObject(
      field('reservas', 'Clase de prueba', 'boolean'),
    );
  });

  it('reads "cambia X por Y" as a rename only when Y is a plain name', () => {
    expect(read('panaderia', 'en los encargos cambia pagado por cobrado')).toMatchObject({
      operations: [{ op: 'renameField', entity: 'encargos', field: 'pagado', label: 'Cobrado' }],
    });
    expect(read('gimnasio', 'cambia la hora por fecha y hora en las clases').ok).toBe(false);
    expect(read('veterinaria', 'cambia el estado a Atendida en las citas').ok).toBe(false);
  });

  it('reads options said as "que tenga también X" / "que no tenga X" / "campo: añadir X"', () => {
    expect(read('gimnasio', 'q la cuota tenga tb semestral')).toMatchObject({
      operations: [
        { op: 'addOptions', entity: 'abonados', field: 'cuota', options: ['Semestral'] },
      ],
    });
    expect(read('gimnasio', 'la intensidad que no tenga media')).toMatchObject({
      operations: [
        { op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Media'] },
      ],
    });
    // A heading that names an entity is not a field with options.
    expect(read('prestamo_herramientas', 'herramientas: añade marca y modelo')).toMatchObject({
      operations: [{ op: 'addField' }, { op: 'addField' }],
    });
    // An entity "with also a field" is not an option.
    expect(read('veterinaria', 'que el cliente tenga también email').ok).toBe(false);
  });

  it('reads "añade el turno Noche" as an option only for one choice field and a capitalised value', () => {
    expect(read('huerto', 'añade el turno Noche')).toMatchObject({
      operations: [
        { op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] },
      ],
    });
    // "turno" is two fields in the gym (Turno de tarde too), and "el estado civil" is a new field.
    expect(read('gimnasio', 'añade el turno Noche').ok).toBe(false);
    expect(read('veterinaria', 'añade el estado civil').ok).toBe(false);
  });

  it('reads "se vean en tarjetas" as the layout, never a colour of one thing', () => {
    expect(read('panaderia', 'quiero que los productos se vean en cuadrícula')).toMatchObject({
      operations: [{ op: 'setDesign', layout: 'grid' }],
    });
    expect(read('veterinaria', 'que las mascotas se vean en rojo').ok).toBe(false);
  });
});

describe('phrasings of the fifth pass (0180)', () => {
  const definitions = JSON.parse(
    readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const read = (definition: string, instruction: string) =>
    readChange({ instruction, model: dataModelSchema.parse(definitions[definition]), design });

  it('drops a reason or purpose after the request, never a condition', () => {
    expect(
      read('panaderia', 'quítale a los productos la descripción, que nadie la lee'),
    ).toMatchObject({
      operations: [{ op: 'removeField', entity: 'productos', field: 'descripcion' }],
    });
    expect(read('prestamo_herramientas', 'quita la talla S, nadie la pide')).toMatchObject({
      operations: [
        { op: 'removeOptions', entity: 'bicis_de_prestamo', field: 'talla', options: ['S'] },
      ],
    });
    expect(read('prestamo_herramientas', 'quita la fianza, si no la usamos').ok).toBe(false);
    expect(read('prestamo_herramientas', 'quita la fianza, que si no se usa sobra').ok).toBe(false);
  });

  it('reads "debería llamarse", "en vez de X pon Y" and "se elija de una lista" on existing names only', () => {
    expect(read('prestamo_herramientas', 'la fianza debería llamarse Depósito')).toMatchObject({
      operations: [
        { op: 'renameField', entity: 'herramientas', field: 'fianza', label: 'Depósito' },
      ],
    });
    expect(read('veterinaria', 'en las mascotas, en vez de Dueño pon Propietario')).toMatchObject({
      operations: [{ op: 'renameField', entity: 'mascotas', field: 'dueno', label: 'Propietario' }],
    });
    expect(read('veterinaria', 'el color de pelo debería llamarse Pelaje').ok).toBe(false);
    expect(
      read('liga_futbol', 'el barrio que se elija de una lista: Centro, Norte y Sur'),
    ).toMatchObject({
      operations: [
        {
          op: 'changeFieldType',
          entity: 'equipos',
          field: 'barrio',
          type: 'choice',
          options: ['Centro', 'Norte', 'Sur'],
        },
      ],
    });
  });

  it('names a new field without its relative clause or purpose', () => {
    expect(
      read(
        'prestamo_herramientas',
        'quiero registrar el correo de los vecinos para mandarles avisos',
      ),
    ).toMatchObject({
      operations: [
        {
          op: 'addField',
          entity: 'vecinos',
          field: { label: 'Correo', type: 'email', required: false },
        },
      ],
    });
    expect(
      read('liga_futbol', 'necesito un apartado para los goles: el jugador que marca y el partido'),
    ).toMatchObject({
      operations: [
        {
          op: 'addEntity',
          label: 'Gol',
          fields: [
            { label: 'Jugador', type: 'reference', ref: 'jugadores' },
            { label: 'Partido', type: 'reference', ref: 'partidos' },
          ],
        },
      ],
    });
  });
});

describe('safety and phrasings of the sixth pass (0180)', () => {
  const definitions = JSON.parse(
    readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const read = (definition: string, instruction: string) =>
    readChange({ instruction, model: dataModelSchema.parse(definitions[definition]), design });

  it('asks when "lo de X" names an entity by the singular that is also a field elsewhere', () => {
    expect(read('prestamo_herramientas', 'saque lo de vecino, que me enreda')).toMatchObject({
      ok: false,
      reason: 'ambiguous',
    });
    expect(read('club_lectura', 'quita lo del socio').ok).toBe(false);
    expect(read('prestamo_herramientas', 'quita lo de los vecinos')).toMatchObject({
      operations: [{ op: 'removeEntity', entity: 'vecinos' }],
    });
  });

  it('reads a thing said first and then not needed, or spare, as its removal', () => {
    const removes = (definition: string, instruction: string, entity: string, field: string) =>
      expect(read(definition, instruction)).toMatchObject({
        operations: [{ op: 'removeField', entity, field }],
      });
    removes('veterinaria', 'La foto del veterinario ya no hace falta.', 'veterinarios', 'foto');
    removes('liga_futbol', 'El barrio de los equipos no lo necesitamos', 'equipos', 'barrio');
    removes(
      'prestamo_herramientas',
      'La fianza ya no la cobramos, sáquela.',
      'herramientas',
      'fianza',
    );
    removes('veterinaria', 'en las citas sobra la mascota, bórrala', 'citas', 'mascota');
    // Not a removal: what follows asks for something, or the pronoun does not agree.
    expect(read('veterinaria', 'el email no hace falta que sea obligatorio').ok).toBe(false);
    expect(read('prestamo_herramientas', 'La fianza ya no la cobramos. Sácalos.').ok).toBe(false);
    expect(read('veterinaria', 'La foto sobra, quitadla que nadie la rellena.').ok).toBe(false);
  });

  it('reads a rename said with the old name first, only to a plain new name', () => {
    expect(
      read('club_lectura', "Lo de 'Nº de carné' cambiadlo por 'Número de socia'"),
    ).toMatchObject({
      operations: [
        { op: 'renameField', entity: 'socios', field: 'n_de_carne', label: 'Número de socia' },
      ],
    });
    expect(
      read('liga_futbol', 'A los árbitros decile Referís, que así les decimos acá'),
    ).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'arbitros', label: 'Referí' }],
    });
    expect(
      read('gimnasio', 'Abonados se debería llamar Afiliados, así les decimos acá'),
    ).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'abonados', label: 'Afiliado' }],
    });
    expect(read('huerto', 'cambia hortelanos x socios')).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'hortelanos', label: 'Socio' }],
    });
    // A type word is never a new name ("Importe"): a type or a rename, so it asks.
    expect(read('coro', 'Cuota al día lo cambiaría a importe').ok).toBe(false);
    // "ponle" after the entity adds a field; it renames only "lo de X".
    expect(read('gimnasio', 'a las clases ponle Sesiones')).toMatchObject({
      operations: [{ op: 'addField', entity: 'clases' }],
    });
    expect(read('panaderia', "En hornadas, lo de Piezas ponle 'Cantidad de piezas'")).toMatchObject(
      {
        operations: [
          { op: 'renameField', entity: 'hornadas', field: 'piezas', label: 'Cantidad de piezas' },
        ],
      },
    );
  });

  it('drops story around the request: openers, reported wishes, trailing sentences and reasons', () => {
    expect(
      read(
        'club_lectura',
        'Mi amiga Pepa dice que le pongamos el teléfono a los socios, que ella prefiere que la llamen',
      ),
    ).toMatchObject({
      operations: [
        { op: 'addField', entity: 'socios', field: { label: 'Teléfono', type: 'phone' } },
      ],
    });
    expect(
      read(
        'club_lectura',
        '¿Podríais poner en las reuniones la anfitriona? Nos reunimos cada mes en casa de una',
      ),
    ).toMatchObject({
      operations: [{ op: 'addField', entity: 'reuniones', field: { label: 'Anfitriona' } }],
    });
    // A second sentence that adds something is never dropped as story.
    expect(rephrase('Añade el email a los veterinarios. Y el móvil a los clientes')).toContain(
      'Y el móvil',
    );
  });

  it('reads "llevar las tarjetas" as a thing, never the layout, and options in brackets', () => {
    expect(read('liga_futbol', 'añade las tarjetas').ok).toBe(false);
    expect(
      read(
        'liga_futbol',
        'Necesitamos llevar las tarjetas. Armá una entidad Sanción con el jugador, el partido y el tipo (amarilla o roja)',
      ),
    ).toMatchObject({
      operations: [
        {
          op: 'addEntity',
          label: 'Sanción',
          fields: [
            { label: 'Jugador', type: 'reference', ref: 'jugadores' },
            { label: 'Partido', type: 'reference', ref: 'partidos' },
            { label: 'Tipo', type: 'choice', options: ['Amarilla', 'Roja'] },
          ],
        },
      ],
    });
    expect(read('liga_futbol', 'pon la app en tarjetas')).toMatchObject({
      operations: [{ op: 'setDesign', layout: 'grid' }],
    });
  });

  it('reads rules said with a setting verb, by who may do what, or after a story', () => {
    const rule = (definition: string, instruction: string, entity: string, r: string) =>
      expect(read(definition, instruction)).toMatchObject({
        operations: [{ op: 'setRule', entity, rule: r }],
      });
    rule('huerto', 'haz las parcelas privadas', 'parcelas', 'privada');
    rule('prestamo_herramientas', 'pon las herramientas en privado', 'herramientas', 'privada');
    rule('liga_futbol', 'Los árbitros que los vea solo yo', 'arbitros', 'privada');
    rule(
      'prestamo_herramientas',
      'Que cualquier vecino pueda anotar un préstamo, no solamente yo.',
      'prestamos',
      'publica',
    );
    rule(
      'coro',
      'Que los coristas puedan consultar los ensayos, pero que solo yo pueda crearlos',
      'ensayos',
      'catalogo',
    );
    // Who may reserve is not what the rule is for: Reservas, never Abonados.
    rule(
      'gimnasio',
      'que los abonados puedan reservar ellos mismos desde el celular',
      'reservas',
      'publica',
    );
    rule(
      'protectora',
      'los voluntarios se apuntan en un papel en la puerta y es un caos, q los paseos los pueda añadir cualquiera',
      'paseos',
      'publica',
    );
    // "no quiero que …" after a thing is not "no lo quiero": nothing is removed.
    expect(read('liga_futbol', 'Los árbitros, no quiero que los pibes anden llamándolos').ok).toBe(
      false,
    );
  });

  it('reads options said as "que se pueda elegir también", "estuvieran también", one for another', () => {
    expect(read('veterinaria', 'en especie que se pueda elegir también Hurón y Ave')).toMatchObject(
      {
        operations: [
          { op: 'addOptions', entity: 'mascotas', field: 'especie', options: ['Hurón', 'Ave'] },
        ],
      },
    );
    expect(
      read('coro', 'Estaría bien que en las cuerdas estuvieran también Mezzosoprano y Barítono'),
    ).toMatchObject({
      operations: [
        {
          op: 'addOptions',
          entity: 'coristas',
          field: 'cuerda',
          options: ['Mezzosoprano', 'Barítono'],
        },
      ],
    });
    expect(read('gimnasio', 'añade el sábado a las opciones del día')).toMatchObject({
      operations: [{ op: 'addOptions', entity: 'clases', field: 'dia', options: ['Sábado'] }],
    });
    expect(read('liga_futbol', 'En posición cambiá Centrocampista por Volante')).toMatchObject({
      operations: [
        {
          op: 'removeOptions',
          entity: 'jugadores',
          field: 'posicion',
          options: ['Centrocampista'],
        },
        { op: 'addOptions', entity: 'jugadores', field: 'posicion', options: ['Volante'] },
      ],
    });
    // The old option must be there: no option replaced that the field does not have.
    expect(read('liga_futbol', 'En posición cambiá Líbero por Volante').ok).toBe(false);
    expect(
      read(
        'gimnasio',
        'Qué pena con usted, pero la cuota Trimestral ya no la manejamos, quítela. Y agregue Semestral.',
      ),
    ).toMatchObject({
      operations: [
        { op: 'removeOptions', entity: 'abonados', field: 'cuota', options: ['Trimestral'] },
        { op: 'addOptions', entity: 'abonados', field: 'cuota', options: ['Semestral'] },
      ],
    });
    expect(
      read('club_lectura', 'Lo del cómic quitadlo, que aquí no lee nadie tebeos'),
    ).toMatchObject({
      operations: [{ op: 'removeOptions', entity: 'libros', field: 'genero', options: ['Cómic'] }],
    });
  });

  it('links an existing field to an entity created in the same instruction ("se elija de ahí")', () => {
    expect(
      read(
        'protectora',
        'crea una tabla de voluntarios con nombre y teléfono, y que el voluntario de los paseos se elija de esa tabla',
      ),
    ).toMatchObject({
      operations: [
        { op: 'addEntity', label: 'Voluntario', labelPlural: 'Voluntarios' },
        {
          op: 'changeFieldType',
          entity: 'paseos',
          field: 'voluntario',
          type: 'reference',
          ref: 'voluntarios',
        },
      ],
    });
    expect(
      read(
        'panaderia',
        'Quiero dar de alta a mis clientas de siempre: agrega Clientes con nombre, celular y dirección, y que en los encargos el cliente se escoja de ahí',
      ),
    ).toMatchObject({
      operations: [
        { op: 'addEntity', label: 'Cliente' },
        {
          op: 'changeFieldType',
          entity: 'encargos',
          field: 'cliente',
          type: 'reference',
          ref: 'clientes',
        },
      ],
    });
    // Nothing created before: "de ahí" names nothing.
    expect(read('protectora', 'que el voluntario de los paseos se elija de ahí').ok).toBe(false);
  });

  it('names a new field by what it is for, a yes/no by its state, and reads a field with no verb', () => {
    const adds = (
      definition: string,
      instruction: string,
      entity: string,
      label: string,
      type: string,
    ) =>
      expect(read(definition, instruction)).toMatchObject({
        operations: [{ op: 'addField', entity, field: { label, type } }],
      });
    adds(
      'gimnasio',
      'Me regala un campo para el peso de los abonados',
      'abonados',
      'Peso',
      'number',
    );
    adds(
      'veterinaria',
      'mete una casilla de esterilizado en mascotas',
      'mascotas',
      'Esterilizado',
      'boolean',
    );
    adds(
      'veterinaria',
      'Añadir en mascotas si está castrado o no.',
      'mascotas',
      'Castrado',
      'boolean',
    );
    adds(
      'panaderia',
      'En los encargos que se marque si el pan está rebanado',
      'encargos',
      'Rebanado',
      'boolean',
    );
    adds('huerto', 'email en hortelanos', 'hortelanos', 'Email', 'email');
    adds('huerto', 'cada hortelano con su fecha de alta', 'hortelanos', 'Fecha de alta', 'date');
    adds(
      'protectora',
      'las familias acogedoras tienen q tener email tb',
      'familias_acogedoras',
      'Email',
      'email',
    );
    adds(
      'liga_futbol',
      'agregale el celular a los jugadores así los llamo cuando falta uno',
      'jugadores',
      'Celular',
      'phone',
    );
    adds('protectora', 'añade un campo hora a los paseos', 'paseos', 'Hora', 'text');
    // A field with no verb must still be a name: "no" or a rule is not one.
    expect(read('huerto', 'nada de email en hortelanos').ok).toBe(false);
  });

  it('reads a type word after "un" as a type, "cambia el nombre de X por Y" for an entity, vague names as nothing', () => {
    expect(read('club_lectura', 'cambia el lugar de las reuniones a un enlace')).toMatchObject({
      operations: [{ op: 'changeFieldType', entity: 'reuniones', field: 'lugar', type: 'url' }],
    });
    expect(read('panaderia', 'cambia el nombre de Encargos por Pedidos')).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'encargos', label: 'Pedido' }],
    });
    expect(read('gimnasio', 'póngale algo más bonito a las reservas').ok).toBe(false);
    expect(
      read('liga_futbol', 'hacé que la tabla de posiciones se calcule sola con los resultados').ok,
    ).toBe(false);
    // The vosotros imperative ("quitad", "añadid") and the asking "¿me agregás…?", "¿me quitas…?".
    expect(read('gimnasio', 'quitad el monitor de las clases')).toMatchObject({
      operations: [{ op: 'removeField', entity: 'clases', field: 'monitor' }],
    });
    expect(read('huerto', '¿me agregas el correo a los hortelanos?')).toMatchObject({
      operations: [
        { op: 'addField', entity: 'hortelanos', field: { label: 'Correo', type: 'email' } },
      ],
    });
    // "… y que la sala de los ensayos sea una de ellas": the field becomes a link to the new entity.
    expect(
      read('coro', 'crea Salas con nombre y aforo y que la sala de los ensayos sea una de ellas'),
    ).toMatchObject({
      operations: [
        { op: 'addEntity', label: 'Sala' },
        {
          op: 'changeFieldType',
          entity: 'ensayos',
          field: 'sala',
          type: 'reference',
          ref: 'salas',
        },
      ],
    });
    // "poné / ¿me pones … como obligatorio?": a setting, not a new field.
    expect(read('huerto', '¿me pones el turno de riego como obligatorio?')).toMatchObject({
      operations: [
        { op: 'setRequired', entity: 'hortelanos', field: 'turno_de_riego', required: true },
      ],
    });
    // Rules: "los puedan ver y añadir todos los X", "solo los pueda cargar yo", and who does it
    // ("los socios") apart from what it is done to ("a las reuniones").
    expect(
      read('huerto', 'quiero que las parcelas las puedan ver y añadir todos los hortelanos'),
    ).toMatchObject({ operations: [{ op: 'setRule', entity: 'parcelas', rule: 'publica' }] });
    expect(read('club_lectura', 'que los libros solo los pueda cargar yo')).toMatchObject({
      operations: [{ op: 'setRule', entity: 'libros', rule: 'catalogo' }],
    });
    expect(
      read('huerto', 'quiero que los hortelanos puedan apuntarse solos a las parcelas'),
    ).toMatchObject({ operations: [{ op: 'setRule', entity: 'parcelas', rule: 'publica' }] });
    // Type changes without a change verb: "X mejor como <tipo>", "X ponlo con <tipo>".
    expect(
      read('liga_futbol', 'el barrio de los equipos mejor como lista de opciones'),
    ).toMatchObject({ ok: false });
    expect(read('club_lectura', 'las páginas de los libros mejor como texto')).toMatchObject({
      operations: [{ op: 'changeFieldType', entity: 'libros', field: 'paginas', type: 'text' }],
    });
    expect(read('huerto', 'el número de las parcelas ponlo con texto')).toMatchObject({
      operations: [{ op: 'changeFieldType', entity: 'parcelas', field: 'numero', type: 'text' }],
    });
    // "cambia X a Y" renames a field that holds no value one could mean, to a plain noun; a
    // number, a day, a size or a state after "a" may be a value: ask.
    expect(read('panaderia', 'en las hornadas, cambia Piezas a Unidades')).toMatchObject({
      operations: [{ op: 'renameField', entity: 'hornadas', field: 'piezas', label: 'Unidades' }],
    });
    expect(read('huerto', 'cambia metros a superficie')).toMatchObject({
      operations: [{ op: 'renameField', entity: 'parcelas', field: 'metros', label: 'Superficie' }],
    });
    expect(read('panaderia', 'cambia la cantidad a doce').ok).toBe(false);
    expect(read('veterinaria', 'cambia el estado de las citas a pendiente').ok).toBe(false);
    expect(read('protectora', 'cambia la zona a Triana').ok).toBe(false);
    // "… y que sea obligatoria" after a type change is about the field just changed.
    expect(
      read('club_lectura', 'cambia el lugar de las reuniones a un enlace y que sea obligatorio'),
    ).toMatchObject({
      operations: [
        { op: 'changeFieldType', entity: 'reuniones', field: 'lugar', type: 'url' },
        { op: 'setRequired', entity: 'reuniones', field: 'lugar', required: true },
      ],
    });
    // "ya no X-amos …" is a reason for a removal; "no quitamos …" still keeps what it names.
    expect(
      read('prestamo_herramientas', 'ya no cobramos fianza, quita la fianza de las herramientas'),
    ).toMatchObject({
      operations: [{ op: 'removeField', entity: 'herramientas', field: 'fianza' }],
    });
    expect(
      read('prestamo_herramientas', 'no quitamos las bicis, borra las bicis de préstamo').ok,
    ).toBe(false);
    // "(quiero) que en X salga Y": the place first, then what must show, is an addition.
    expect(read('huerto', 'quiero que en las parcelas salga también el hortelano')).toMatchObject({
      ok: false,
    });
    expect(read('huerto', 'que en los hortelanos salga también el correo')).toMatchObject({
      operations: [
        { op: 'addField', entity: 'hortelanos', field: { label: 'Correo', type: 'email' } },
      ],
    });
    // A clause whose verb sends a message asks the app to act: nothing in it is a change.
    expect(
      read('veterinaria', 'que me avise por correo cuando un cliente tenga una mascota nueva').ok,
    ).toBe(false);
    expect(read('liga_futbol', 'mandales un mensaje a los equipos que tengan partido').ok).toBe(
      false,
    );
    expect(read('club_lectura', 'Me gustaría que fuera morada y más sencillita')).toMatchObject({
      operations: [{ op: 'setDesign', primaryColor: '#9333ea', theme: 'minimal' }],
    });
  });

  it('reads the thing first, then a verb that refers back and what it must be', () => {
    expect(
      read(
        'liga_futbol',
        'La fecha de nacimiento de los jugadores hacela obligatoria, que hay que controlar las edades por categoría',
      ),
    ).toMatchObject({
      operations: [
        { op: 'setRequired', entity: 'jugadores', field: 'fecha_de_nacimiento', required: true },
      ],
    });
    expect(
      read('panaderia', 'La descripción de los productos está muy grande, déjala como texto corto'),
    ).toMatchObject({
      operations: [
        { op: 'changeFieldType', entity: 'productos', field: 'descripcion', type: 'text' },
      ],
    });
    expect(
      read('protectora', 'apto con niños pasadlo a lista: Sí, No, Con supervisión'),
    ).toMatchObject({
      operations: [
        {
          op: 'changeFieldType',
          field: 'apto_con_ninos',
          type: 'choice',
          options: ['Sí', 'No', 'Con supervisión'],
        },
      ],
    });
    expect(
      read(
        'coro',
        'La sala de ensayo debería elegirse de una lista: Sala grande, Capilla y Auditorio',
      ),
    ).toMatchObject({
      operations: [{ op: 'changeFieldType', entity: 'ensayos', field: 'sala', type: 'choice' }],
    });
    // The pronoun must agree with the thing: "la fecha … hacelo" refers to something else.
    expect(
      read('liga_futbol', 'La fecha de nacimiento de los jugadores hacelo obligatorio').ok,
    ).toBe(false);
  });

  it('reads a rename in a sentence of its own, and an entity renamed is not where a field is', () => {
    expect(
      read('club_lectura', 'La merienda incluida sobra. Y las reseñas, que se llamen Opiniones'),
    ).toMatchObject({
      operations: [
        { op: 'removeField', entity: 'reuniones', field: 'merienda_incluida' },
        { op: 'renameEntity', entity: 'resenas', label: 'Opinión' },
      ],
    });
    // An entity named as where to add still scopes the rest: Citas has no Notas.
    expect(read('veterinaria', 'añade el móvil a las citas y quita las notas').ok).toBe(false);
    expect(
      read(
        'prestamo_herramientas',
        'Quiero anotar las reparaciones: la herramienta, la fecha y unas observaciones de qué se le hizo.',
      ),
    ).toMatchObject({
      operations: [
        {
          op: 'addEntity',
          label: 'Reparación',
          fields: [{}, {}, { label: 'Observaciones', type: 'longtext' }],
        },
      ],
    });
  });

  it('reads the request inside courtesy and reasons, and a modal or another person as the order', () => {
    const removeRace = [{ op: 'removeField', entity: 'mascotas', field: 'raza' }];
    for (const wrapped of [
      'Hola, buenas tardes. Quita la raza de las mascotas, por favor. ¡Muchas gracias!',
      'Oye una cosa, quita porfa la raza de las mascotas, si no es molestia',
      'Quería pedir un cambio: quita la raza de las mascotas y ya está',
      '¿Puedes quitar la raza de las mascotas?',
      'Me gustaría quitar la raza de las mascotas',
      'Quitad la raza de las mascotas',
      'Quite la raza de las mascotas',
      'Quitá la raza de las mascotas',
      '¿Me quitas la raza de las mascotas?',
      'Quiero que quites la raza de las mascotas porque ya no la usamos',
      'Quita la raza de las mascotas, que me lo ha pedido mi socia',
    ])
      expect(read('veterinaria', wrapped), wrapped).toMatchObject({ operations: removeRace });
    expect(read('veterinaria', 'Hola, ¿qué tal?').ok).toBe(false);
    expect(read('veterinaria', 'Por favor').ok).toBe(false);
  });

  it('reads "fuera de la cita" as where, a rule adjective beside a new entity, "fuera" as "sea" after que', () => {
    expect(read('veterinaria', 'quita el precio, fuera de la cita')).toMatchObject({
      operations: [{ op: 'removeField', entity: 'citas', field: 'precio' }],
    });
    expect(read('veterinaria', 'que el color principal fuera el verde')).toMatchObject({
      operations: [{ op: 'setDesign', primaryColor: '#16a34a' }],
    });
    expect(read('protectora', 'crea Donaciones privadas con importe y fecha')).toMatchObject({
      operations: [{ op: 'addEntity', label: 'Donación', rule: 'privada' }],
    });
    expect(
      read('club_lectura', '¿Puedes mandar a cada socio un correo con el libro del mes?').ok,
    ).toBe(false);
  });

  it('reads "nadie más que yo", "no quiero que la vea nadie de fuera" and "los propios clientes" as rules', () => {
    expect(read('gimnasio', 'No quiero que nadie más que yo vea los monitores')).toMatchObject({
      operations: [{ op: 'setRule', entity: 'monitores', rule: 'privada' }],
    });
    expect(
      read(
        'prestamo_herramientas',
        'Las herramientas no quiero que las vea nadie de fuera, solo yo',
      ),
    ).toMatchObject({ operations: [{ op: 'setRule', entity: 'herramientas', rule: 'privada' }] });
    expect(
      read('panaderia', 'que los encargos los puedan hacer los propios clientes'),
    ).toMatchObject({ operations: [{ op: 'setRule', entity: 'encargos', rule: 'publica' }] });
    expect(
      read('liga_futbol', 'Que cualquier entrenador pueda dar de alta jugadores, no solo yo'),
    ).toMatchObject({ operations: [{ op: 'setRule', entity: 'jugadores', rule: 'publica' }] });
  });

  it('reads renames said by what the screen shows, an example for the new name, and "déjalo en"', () => {
    expect(
      read(
        'veterinaria',
        'En la ficha de los veterinarios, donde pone Especialidad prefiero que ponga Área.',
      ),
    ).toMatchObject({
      operations: [
        { op: 'renameField', entity: 'veterinarios', field: 'especialidad', label: 'Área' },
      ],
    });
    expect(
      read(
        'liga_futbol',
        "¿Podemos cambiar 'Colegiado desde' por algo más claro, tipo 'En activo desde'?",
      ),
    ).toMatchObject({
      operations: [{ op: 'renameField', field: 'colegiado_desde', label: 'En activo desde' }],
    });
    expect(
      read(
        'protectora',
        'Peludos en acogida es muy largo para el menú, ¿lo podemos dejar en Peludos?',
      ),
    ).toMatchObject({ operations: [{ op: 'renameEntity', entity: 'peludos_en_acogida' }] });
  });

  it('reads how a thing is now then the wish, a preferred type, "que haya que ponerla siempre", "admitir letras"', () => {
    expect(
      read('coro', 'Los ensayos ahora los puede cambiar cualquiera; que solo yo pueda crearlos'),
    ).toMatchObject({ operations: [{ op: 'setRule', entity: 'ensayos', rule: 'catalogo' }] });
    expect(
      read(
        'coro',
        'La dificultad de las obras la prefiero en estrellas, y que haya que ponerla siempre.',
      ),
    ).toMatchObject({
      operations: [
        { op: 'changeFieldType', entity: 'obras', field: 'dificultad', type: 'rating' },
        { op: 'setRequired', entity: 'obras', field: 'dificultad', required: true },
      ],
    });
    expect(read('huerto', 'El número de parcela tendría que admitir letras')).toMatchObject({
      operations: [{ op: 'changeFieldType', entity: 'parcelas', field: 'numero', type: 'text' }],
    });
    expect(read('club_lectura', 'Las reseñas las quiero subir yo')).toMatchObject({
      operations: [{ op: 'setRule', entity: 'resenas', rule: 'catalogo' }],
    });
  });

  it('finds "número de" for "Nº de", and an option of several words written with its capital', () => {
    expect(read('club_lectura', 'quita el número de carné de los socios')).toMatchObject({
      operations: [{ op: 'removeField', entity: 'socios', field: 'n_de_carne' }],
    });
    expect(read('prestamo_herramientas', 'quita el estado En reparación')).toMatchObject({
      operations: [
        {
          op: 'removeOptions',
          entity: 'herramientas',
          field: 'estado',
          options: ['En reparación'],
        },
      ],
    });
  });

  it('reads "que las reservas las pueda hacer cualquiera" and "quiero ver las clases en tarjetas"', () => {
    expect(read('gimnasio', 'que las reservas las pueda hacer cualquiera')).toMatchObject({
      operations: [{ op: 'setRule', entity: 'reservas', rule: 'publica' }],
    });
    expect(read('gimnasio', 'quiero ver las clases en tarjetas')).toMatchObject({
      operations: [{ op: 'setDesign', layout: 'grid' }],
    });
  });

  it('finds a name spelt as it sounds, and one option for another in a field named in the plural', () => {
    expect(read('coro', 'La convocatoria de los ensallos sobra, quítala')).toMatchObject({
      operations: [{ op: 'removeField', entity: 'ensayos', field: 'convocatoria' }],
    });
    expect(read('club_lectura', 'cambia Poesía por Teatro en los géneros')).toMatchObject({
      operations: [
        { op: 'removeOptions', entity: 'libros', field: 'genero', options: ['Poesía'] },
        { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro'] },
      ],
    });
    expect(read('liga_futbol', 'Pasá el dorsal a texto y hacelo obligatorio')).toMatchObject({
      operations: [
        { op: 'changeFieldType', field: 'dorsal', type: 'text' },
        { op: 'setRequired', field: 'dorsal', required: true },
      ],
    });
  });

  it('adds values said alone to the one field with options the sentence before names', () => {
    expect(
      read('coro', 'No los puedo poner en ninguna cuerda. Añade Mezzosoprano y Barítono.'),
    ).toMatchObject({
      operations: [
        {
          op: 'addOptions',
          entity: 'coristas',
          field: 'cuerda',
          options: ['Mezzosoprano', 'Barítono'],
        },
      ],
    });
    // Nothing named before: where to add them is asked, not guessed.
    expect(read('coro', 'Hace falta. Añade Mezzosoprano y Barítono.').ok).toBe(false);
  });

  it('renames the field named after "el nombre de", never the field Nombre beside it', () => {
    for (const instruction of [
      'cambia el nombre del barrio de los equipos por Zona',
      'cambia el nombre del campo Barrio por Zona',
    ])
      expect(read('liga_futbol', instruction), instruction).toMatchObject({
        operations: [{ op: 'renameField', entity: 'equipos', field: 'barrio', label: 'Zona' }],
      });
    expect(read('gimnasio', 'cambia el nombre de abonados por clientes')).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'abonados', label: 'Cliente' }],
    });
    expect(read('gimnasio', 'cambia el nombre del abonado por nombre completo')).toMatchObject({
      operations: [
        { op: 'renameField', entity: 'abonados', field: 'nombre', label: 'Nombre completo' },
      ],
    });
  });

  it('reads the thing then ", que sean obligatorias", what each has then "ponlo", options after where', () => {
    expect(read('panaderia', 'Las piezas de las hornadas, que sean obligatorias')).toMatchObject({
      operations: [{ op: 'setRequired', entity: 'hornadas', field: 'piezas', required: true }],
    });
    expect(read('liga_futbol', 'Cada jugador tiene un email, ponlo porfa')).toMatchObject({
      operations: [
        { op: 'addField', entity: 'jugadores', field: { label: 'Email', type: 'email' } },
      ],
    });
    expect(read('liga_futbol', 'Cada jugador tiene un email, ponla porfa').ok).toBe(false);
    expect(
      read('veterinaria', "en las citas, que el estado tenga tambien 'No se presentó'"),
    ).toMatchObject({
      operations: [
        { op: 'addOptions', entity: 'citas', field: 'estado', options: ['No se presentó'] },
      ],
    });
    expect(
      read('panaderia', 'queria pedir un apartado de proveedores con nombre, telefono y direccion'),
    ).toMatchObject({
      operations: [{ op: 'addEntity', label: 'Proveedor' }],
    });
  });

  it('reads what a field is now and what it should be, a list for a field, and a closing thanks', () => {
    expect(
      read(
        'gimnasio',
        'La hora de las clases está como texto y la gente escribe cualquier cosa; ¿se puede poner como fecha y hora?',
      ),
    ).toMatchObject({
      operations: [{ op: 'changeFieldType', entity: 'clases', field: 'hora', type: 'datetime' }],
    });
    expect(
      read(
        'veterinaria',
        '¿Se podría poner la raza con una lista? Mestizo, Labrador y Europeo común',
      ),
    ).toMatchObject({
      operations: [
        {
          op: 'changeFieldType',
          field: 'raza',
          type: 'choice',
          options: ['Mestizo', 'Labrador', 'Europeo común'],
        },
      ],
    });
    expect(
      read(
        'liga_futbol',
        'El campo del partido quiero que sea una lista: Municipal, Polideportivo y Colegio',
      ),
    ).toMatchObject({
      operations: [{ op: 'changeFieldType', entity: 'partidos', field: 'campo', type: 'choice' }],
    });
    expect(
      read(
        'coro',
        'Buenas tardes. Quisiera que en los ensayos se pudiera marcar si el ensayo está confirmado. Gracias.',
      ),
    ).toMatchObject({
      operations: [
        { op: 'addField', entity: 'ensayos', field: { label: 'Confirmado', type: 'boolean' } },
      ],
    });
  });

  it('reads "Cámbiele el nombre a Y" as the new name of what the sentence before is about', () => {
    expect(
      read(
        'prestamo_herramientas',
        'El portal no sirve acá, en el cerro no hay portales. Cámbiele el nombre a Dirección.',
      ),
    ).toMatchObject({
      operations: [{ op: 'renameField', entity: 'vecinos', field: 'portal', label: 'Dirección' }],
    });
    // Alone, the sentence that says it is not needed removes it; no rename without a name.
    expect(
      read('prestamo_herramientas', 'La fianza no sirve. Cámbiele el nombre a la fianza').ok,
    ).toBe(false);
  });

  it('reads "publica X en …" as posting something, not as the public rule', () => {
    expect(read('protectora', 'publica los peludos en instagram').ok).toBe(false);
    expect(read('protectora', 'que los paseos sean públicos')).toMatchObject({
      operations: [{ op: 'setRule', entity: 'paseos', rule: 'publica' }],
    });
  });
});

describe('option phrasings of the eighth pass (0180)', () => {
  const definitions = JSON.parse(
    readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const read = (definition: string, instruction: string) =>
    readChange({ instruction, model: dataModelSchema.parse(definitions[definition]), design });

  it('reads plain words after a choice field named alone before the verb as its new values', () => {
    expect(read('veterinaria', 'la especie añade hurón y tortuga')).toMatchObject({
      operations: [
        { op: 'addOptions', entity: 'mascotas', field: 'especie', options: ['Hurón', 'Tortuga'] },
      ],
    });
    expect(read('gimnasio', 'en la intensidad de las clases pon muy alta')).toMatchObject({
      operations: [
        { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Muy alta'] },
      ],
    });
    // A field said with an indefinite article or a typed name is not taken for a value.
    expect(read('veterinaria', 'en la especie añade una nota').ok).toBe(false);
    expect(read('veterinaria', 'en la especie añade observaciones').ok).toBe(false);
  });

  it('reads a wish that a field admit or include more values, or be widened with them', () => {
    expect(
      read('veterinaria', 'Sería conveniente que la especie admita también Hurón'),
    ).toMatchObject({
      operations: [{ op: 'addOptions', entity: 'mascotas', field: 'especie', options: ['Hurón'] }],
    });
    expect(
      read('gimnasio', 'La intensidad de las clases convendría ampliarla con Muy alta'),
    ).toMatchObject({
      operations: [
        { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Muy alta'] },
      ],
    });
    // A field without options takes no values; an entity that "includes" something gets a field.
    expect(
      read('veterinaria', 'Conviene que el teléfono de los clientes admita también letras').ok,
    ).toBe(false);
    expect(read('veterinaria', 'Las mascotas deberían incluir también el peso')).toMatchObject({
      operations: [
        { op: 'addField', entity: 'mascotas', field: { label: 'Peso', type: 'number' } },
      ],
    });
  });
  it('reads "X deberían poder verlos todos pero solo yo cambiarlos" as the catalogue rule', () => {
    expect(
      read('gimnasio', 'Las clases deberían poder verlas todos, aunque solo yo pueda crearlas'),
    ).toMatchObject({ operations: [{ op: 'setRule', entity: 'clases', rule: 'catalogo' }] });
    expect(read('huerto', 'las parcelas que las vean todos pero solo yo las toque')).toMatchObject({
      operations: [{ op: 'setRule', entity: 'parcelas', rule: 'catalogo' }],
    });
    // Not an entity: nothing to set a rule on.
    expect(read('huerto', 'las fotos que las vean todos pero solo yo las toque').ok).toBe(false);
  });
  it('reads "que haya X con …" as a new entity, its fields said without commas, and a link after', () => {
    expect(read('huerto', 'que haya riegos con la parcela el día y los litros')).toMatchObject({
      operations: [
        {
          op: 'addEntity',
          label: 'Riego',
          fields: [
            { label: 'Parcela', type: 'reference', ref: 'parcelas' },
            { label: 'Día' },
            { label: 'Litros' },
          ],
        },
      ],
    });
    expect(
      read(
        'liga_futbol',
        'que haya estadios con el nombre y la dirección y cada partido en un estadio',
      ),
    ).toMatchObject({
      operations: [
        { op: 'addEntity', label: 'Estadio' },
        { op: 'addField', entity: 'partidos', field: { type: 'reference', ref: 'estadios' } },
      ],
    });
    // What the app already has is not created again.
    expect(read('huerto', 'que haya parcelas con el nombre').ok).toBe(false);
  });
  it('reads an "o sea" gloss: a description after the name is dropped, a name after a description kept', () => {
    expect(
      read('huerto', 'a las parcelas ponles la orientación o sea dónde da el sol y una foto'),
    ).toMatchObject({
      operations: [
        { op: 'addField', entity: 'parcelas', field: { label: 'Orientación', type: 'text' } },
        { op: 'addField', entity: 'parcelas', field: { label: 'Foto', type: 'image' } },
      ],
    });
    expect(
      read('club_lectura', 'en los libros que salga quién lo editó o sea la editorial'),
    ).toMatchObject({
      operations: [{ op: 'addField', entity: 'libros', field: { label: 'Editorial' } }],
    });
    expect(
      read('gimnasio', 'en la intensidad de las clases falta una o sea que se pueda poner extrema'),
    ).toMatchObject({
      operations: [
        { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Extrema'] },
      ],
    });
  });
});

describe('context set aside (0180, the team-14 pass)', () => {
  const definitions = JSON.parse(
    readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
  ) as Record<string, DataModel>;
  const read = (def: string, instruction: string) =>
    readChange({
      instruction,
      model: dataModelSchema.parse(definitions[def]),
      design,
    });
  /** The operations read, or the reason nothing was proposed. */
  const ops = (def: string, instruction: string) => {
    const r = read(def, instruction);
    return r.ok ? r.operations : r.reason;
  };

  it('reads the request when a closing clause or a sentence only gives context', () => {
    const removed = [{ op: 'removeEntity', entity: 'reservas' }];
    expect(read('gimnasio', 'Borra las reservas, ahora la gente llega sin avisar')).toMatchObject({
      operations: removed,
    });
    expect(read('gimnasio', 'Quita las reservas, los lunes las revisamos')).toMatchObject({
      operations: removed,
    });
    expect(read('gimnasio', 'Tenemos dos salas nuevas. Quita las reservas.')).toMatchObject({
      operations: removed,
    });
  });

  it('reads a question that points back, a conditional order, rules and a container', () => {
    expect(
      read('gimnasio', 'La especialidad de los monitores, ¿la puedes hacer obligatoria?'),
    ).toMatchObject({
      operations: [
        { op: 'setRequired', entity: 'monitores', field: 'especialidad', required: true },
      ],
    });
    expect(read('coro', 'Pondría el tema oscuro, con eso basta')).toMatchObject({
      operations: [{ op: 'setDesign', theme: 'dark' }],
    });
    expect(read('coro', 'Preferiría que las obras solo las viera yo')).toMatchObject({
      operations: [{ op: 'setRule', entity: 'obras', rule: 'privada' }],
    });
    expect(read('coro', 'Los ensayos que solo los pueda programar yo')).toMatchObject({
      operations: [{ op: 'setRule', entity: 'ensayos', rule: 'catalogo' }],
    });
    expect(read('coro', 'Haz una tabla de giras con la fecha y el lugar')).toMatchObject({
      operations: [{ op: 'addEntity', label: 'Gira' }],
    });
    // "Haría falta …" is a need, not "haz falta".
    expect(read('coro', 'Haría falta añadir a las obras el arreglista')).toMatchObject({
      operations: [{ op: 'addField', entity: 'obras' }],
    });
  });

  it('reads each sentence on its own, a pronoun order after a need, a heading with a colon', () => {
    expect(
      read(
        'gimnasio',
        'A los monitores les falta el móvil, ¿me lo pones? Y la foto no la usamos, quítala.',
      ),
    ).toMatchObject({
      operations: [
        { op: 'addField', entity: 'monitores', field: { label: 'Móvil', type: 'phone' } },
        { op: 'removeField', entity: 'monitores', field: 'foto' },
      ],
    });
    // The order after the need asks the same: read with it; one that asks otherwise is not.
    expect(read('gimnasio', 'en las clases falta la intensidad Extrema, agrégala')).toMatchObject({
      operations: [
        { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Extrema'] },
      ],
    });
    expect(read('gimnasio', 'en las clases falta la intensidad Extrema, quítala').ok).toBe(false);
    // "¿me lo pones?" is an order, never the name of a new field.
    expect(read('gimnasio', 'A los monitores les falta el móvil, ¿me lo pones?')).toMatchObject({
      operations: [{ op: 'addField', entity: 'monitores', field: { label: 'Móvil' } }],
    });
    expect(read('gimnasio', 'Abonados: teléfono obligatorio')).toMatchObject({
      operations: [{ op: 'setRequired', entity: 'abonados', field: 'telefono', required: true }],
    });
    expect(read('gimnasio', 'Monitores es muy formal, que se llame solo Profes')).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'monitores', label: 'Profe' }],
    });
    expect(
      read('gimnasio', 'en los abonados quiero marcar si es estudiante, por los descuentos'),
    ).toMatchObject({
      operations: [{ op: 'addField', entity: 'abonados', field: { type: 'boolean' } }],
    });
  });

  it('takes the thing named first out of what follows "de", never that itself (team-15)', () => {
    expect(
      read('gimnasio', 'Alta no la pide nadie, quítala de la intensidad de las clases'),
    ).toMatchObject({
      operations: [
        { op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Alta'] },
      ],
    });
    expect(read('gimnasio', 'La foto ya no la usamos, quítala de los monitores')).toMatchObject({
      operations: [{ op: 'removeField', entity: 'monitores', field: 'foto' }],
    });
    // Out of a field, with nothing named first: refused, the field stays.
    expect(read('gimnasio', 'quítala de la intensidad de las clases').ok).toBe(false);
    // A colour in a closing description is not a second colour.
    expect(read('gimnasio', 'Ponlo en #0F766E, es el verde de nuestra camiseta')).toMatchObject({
      operations: [{ op: 'setDesign', primaryColor: '#0f766e' }],
    });
  });

  it('reads the everyday idioms of the team-15 pass', () => {
    expect(ops('gimnasio', '¿Puedes poner Profes en vez de Monitores?')).toEqual([
      { op: 'renameEntity', entity: 'monitores', label: 'Profe' },
    ]);
    expect(ops('gimnasio', 'En intensidad, en vez de Alta poné Fuerte')).toEqual([
      { op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Alta'] },
      { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Fuerte'] },
    ]);
    expect(ops('gimnasio', 'En abonados, Cuota que diga Mensualidad')).toEqual([
      { op: 'renameField', entity: 'abonados', field: 'cuota', label: 'Mensualidad' },
    ]);
    expect(ops('gimnasio', 'Reservas → Inscripciones')).toEqual([
      { op: 'renameEntity', entity: 'reservas', label: 'Inscripción' },
    ]);
    expect(ops('gimnasio', 'Reservas ya no, bórralo')).toEqual([
      { op: 'removeEntity', entity: 'reservas' },
    ]);
    expect(ops('gimnasio', 'Quita toda la parte de Reservas, la gente viene sin avisar')).toEqual([
      { op: 'removeEntity', entity: 'reservas' },
    ]);
    expect(ops('gimnasio', 'Que en intensidad también se pueda elegir Extrema')).toEqual([
      { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Extrema'] },
    ]);
    expect(
      ops('gimnasio', 'Haz que la especialidad se pueda elegir entre Yoga, Pilates y Boxeo'),
    ).toEqual([
      {
        op: 'changeFieldType',
        entity: 'monitores',
        field: 'especialidad',
        type: 'choice',
        options: ['Yoga', 'Pilates', 'Boxeo'],
      },
    ]);
    expect(
      ops('gimnasio', 'Cámbiame Cuota por Mensualidad, que es lo que pone en el recibo'),
    ).toEqual([{ op: 'renameField', entity: 'abonados', field: 'cuota', label: 'Mensualidad' }]);
    expect(ops('gimnasio', 'Clases: la hora necesito que sea obligatoria')).toEqual([
      { op: 'setRequired', entity: 'clases', field: 'hora', required: true },
    ]);
    // In lower case, a choice field's name and one more word is its new option, not a field.
    expect(ops('gimnasio', 'añadid la intensidad muy alta a las clases')).toEqual([
      { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Muy alta'] },
    ]);
    expect(ops('gimnasio', 'añade a las clases la intensidad de la música')).not.toEqual([
      { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['De la música'] },
    ]);
    // What a colon announces is the list, even when a value reads as a verb ("Desconocida").
    expect(
      ops('gimnasio', 'que la especialidad sea una lista: Yoga, Pilates y Desconocida'),
    ).toEqual([
      {
        op: 'changeFieldType',
        entity: 'monitores',
        field: 'especialidad',
        type: 'choice',
        options: ['Yoga', 'Pilates', 'Desconocida'],
      },
    ]);
    // A field said required without a verb, after other orders, is a change of its own.
    expect(
      ops('gimnasio', 'Monitores: añade el email, borra la foto y el turno de tarde obligatorio'),
    ).toEqual([
      {
        op: 'addField',
        entity: 'monitores',
        field: { label: 'Email', type: 'email', required: false },
      },
      { op: 'removeField', entity: 'monitores', field: 'foto' },
      { op: 'setRequired', entity: 'monitores', field: 'turno_de_tarde', required: true },
    ]);
    // Lower case after "en vez de", an arrow to an order, "Ya no …": not these idioms.
    expect(ops('gimnasio', 'Ya no hacemos reservas, elimina esa parte')).toEqual([
      { op: 'removeEntity', entity: 'reservas' },
    ]);
    expect(ops('gimnasio', 'en vez de la foto pon el teléfono')).not.toEqual([
      { op: 'renameField', entity: 'monitores', field: 'foto', label: 'el teléfono' },
    ]);
  });

  it('the five wrong changes team-16 found stay fixed', () => {
    // An option of the field, replaced: never the field renamed to the new option.
    expect(ops('gimnasio', '¿Podemos cambiar la intensidad Alta por Fuerte?')).toEqual([
      { op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Alta'] },
      { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Fuerte'] },
    ]);
    // A value that starts with a field's word ("Campo del Río") keeps it; a time stays whole.
    expect(
      ops('gimnasio', 'Convierte la hora de las clases en una lista: 9:00, 18:30 y 20:00'),
    ).toEqual([
      {
        op: 'changeFieldType',
        entity: 'clases',
        field: 'hora',
        type: 'choice',
        options: ['9:00', '18:30', '20:00'],
      },
    ]);
    expect(ops('gimnasio', 'que la especialidad sea una lista: Yoga y Campo del Río')).toEqual([
      {
        op: 'changeFieldType',
        entity: 'monitores',
        field: 'especialidad',
        type: 'choice',
        options: ['Yoga', 'Campo del Río'],
      },
    ]);
    // " / " separates requests: never one name running into the next.
    const slashed = ops('gimnasio', 'Renombrar Monitores a Profes / Plazas pasa a llamarse Aforo');
    expect(JSON.stringify(slashed)).not.toContain('Plazas pasa');
    // "Lateral" after asking for an option is the option, not the side menu.
    expect(ops('liga_futbol', 'La posición no tiene Lateral. ¿Y me añades Lateral?')).not.toEqual([
      { op: 'setDesign', layout: 'sidebar' },
    ]);
    expect(ops('gimnasio', 'pon el menú lateral')).toEqual([
      { op: 'setDesign', layout: 'sidebar' },
    ]);
  });

  it('the two wrong changes team-17 found stay fixed', () => {
    // Who may look, named beside the rule's entity, gets no rule of their own.
    expect(
      read('club_lectura', 'Que solo yo pueda crear reuniones, los socios que solo puedan verlas'),
    ).toMatchObject({
      operations: [{ op: 'setRule', entity: 'reuniones', rule: 'catalogo' }],
    });
    expect(read('club_lectura', 'los socios que solo puedan verlas').ok).toBe(false);
    // A word about the options before the colon is not an option ("Fijas : Yoga").
    expect(
      read(
        'gimnasio',
        'Quiero que la especialidad de los monitores tenga opciones fijas: Yoga, Pilates, Spinning y Crossfit',
      ),
    ).toMatchObject({
      operations: [
        {
          op: 'changeFieldType',
          entity: 'monitores',
          field: 'especialidad',
          type: 'choice',
          options: ['Yoga', 'Pilates', 'Spinning', 'Crossfit'],
        },
      ],
    });
  });

  it('sets aside what the team-17 pass found is only a reason (0180)', () => {
    // ", si no no sirve de nada": "si no" (otherwise) opens a reason, not a condition.
    expect(
      read(
        'club_lectura',
        'La valoración en las reseñas debería ser obligatoria, si no no sirve de nada',
      ),
    ).toMatchObject({
      operations: [{ op: 'setRequired', entity: 'resenas', field: 'valoracion', required: true }],
    });
    // What the owner says they already do reads alone as nothing to change: context.
    expect(
      read('gimnasio', 'Quita la tabla de monitores, las clases las damos siempre los mismos'),
    ).toMatchObject({ operations: [{ op: 'removeEntity', entity: 'monitores' }] });
    // A condition still shapes the request: never set aside.
    expect(read('club_lectura', 'quita la valoración de las reseñas si no es obligatoria').ok).toBe(
      false,
    );
  });

  it('reads a rename proposed in "we" as the order it is (team-17)', () => {
    expect(read('panaderia', '¿Y si a los encargos les llamamos Reservas?')).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'encargos', label: 'Reserva' }],
    });
    expect(read('coro', '¿Cambiamos Obras por Repertorio?')).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'obras', label: 'Repertorio' }],
    });
    expect(read('panaderia', '¿Qué tal si llamamos Tandas a las hornadas?')).toMatchObject({
      operations: [{ op: 'renameEntity', entity: 'hornadas', label: 'Tanda' }],
    });
    // A what-if question about something else is not a proposal.
    expect(read('veterinaria', '¿Y si el cliente no tiene móvil?').ok).toBe(false);
  });

  it('reads what the team-18 pass taught it (0180)', () => {
    // A closing "no hace falta" is the reason.
    expect(ops('gimnasio', 'Borra los monitores, cada uno lleva lo suyo y no hace falta')).toEqual([
      { op: 'removeEntity', entity: 'monitores' },
    ]);
    // "…, y la X fuera": a removal said with "fuera" after another request.
    expect(ops('club_lectura', 'Que el autor sea obligatorio y la portada fuera')).toEqual([
      { op: 'setRequired', entity: 'libros', field: 'autor', required: true },
      { op: 'removeField', entity: 'libros', field: 'portada' },
    ]);
    // The thing first, then its rename pointing back at it; where, between commas.
    expect(
      ops('huerto', 'Turno de riego, en hortelanos, renómbralo como Horario de riego'),
    ).toEqual([
      {
        op: 'renameField',
        entity: 'hortelanos',
        field: 'turno_de_riego',
        label: 'Horario de riego',
      },
    ]);
    expect(ops('coro', 'En ensayos, cámbiale el nombre a Convocatoria: que diga Aviso')).toEqual([
      { op: 'renameField', entity: 'ensayos', field: 'convocatoria', label: 'Aviso' },
    ]);
    // Two names in quotes, the first the app's: a rename, "por" inside a name included.
    expect(
      ops('panaderia', 'En los encargos, que «Recoger por la tarde» pase a llamarse «Tarde»'),
    ).toEqual([
      { op: 'renameField', entity: 'encargos', field: 'recoger_por_la_tarde', label: 'Tarde' },
    ]);
    expect(ops('gimnasio', 'Las clases preferimos llamarlas Sesiones')).toEqual([
      { op: 'renameEntity', entity: 'clases', label: 'Sesión' },
    ]);
    // A relative clause inside a list: only the clause goes, the list goes on.
    expect(
      ops('club_lectura', 'Añade a las reuniones el socio que la organiza y un campo de notas'),
    ).toEqual([
      {
        op: 'addField',
        entity: 'reuniones',
        field: { label: 'Socio', type: 'reference', required: false, ref: 'socios' },
      },
      {
        op: 'addField',
        entity: 'reuniones',
        field: { label: 'Notas', type: 'longtext', required: false },
      },
    ]);
    // The option named before, then "esa opción" / "esa talla": the option, never the field.
    expect(ops('prestamo_herramientas', 'No quedan bicis de talla M. Borra esa talla')).toEqual([
      { op: 'removeOptions', entity: 'bicis_de_prestamo', field: 'talla', options: ['M'] },
    ]);
    // "que X se elija entre …" after "y", with "el campo" named by its type alone.
    expect(
      ops(
        'liga_futbol',
        'Que los goles local sean obligatorios y que el campo se elija entre Norte y Sur',
      ),
    ).toEqual([
      { op: 'setRequired', entity: 'partidos', field: 'goles_local', required: true },
      {
        op: 'changeFieldType',
        entity: 'partidos',
        field: 'campo',
        type: 'choice',
        options: ['Norte', 'Sur'],
      },
    ]);
    expect(ops('liga_futbol', 'que el campo sea obligatorio')).toBe('not_understood');
    // "los demás solo puedan leerlas" says the catálogo again.
    expect(
      ops('coro', 'Que los ensayos solo los pueda crear yo y que los demás solo puedan verlos'),
    ).toEqual([{ op: 'setRule', entity: 'ensayos', rule: 'catalogo' }]);
    expect(ops('gimnasio', 'Pasa la fecha de las reservas a fecha, sin la hora')).toEqual(
      ops('gimnasio', 'Pasa la fecha de las reservas a fecha'),
    );
    // What we do now, "también" included, is why.
    expect(ops('huerto', 'Regamos también de noche, añade Noche al turno de riego')).toEqual([
      { op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] },
    ]);
    expect(ops('club_lectura', 'Haz que la valoración se puntúe con estrellas')).toEqual(
      'nothing_to_change',
    );
    expect(ops('gimnasio', 'Haced que la intensidad se valore de 1 a 5')).toEqual([
      { op: 'changeFieldType', entity: 'clases', field: 'intensidad', type: 'rating' },
    ]);
    expect(
      ops('prestamo_herramientas', 'Quiero marcar en cada herramienta si tiene garantía'),
    ).toEqual([
      {
        op: 'addField',
        entity: 'herramientas',
        field: { label: 'Tiene garantía', type: 'boolean', required: false },
      },
    ]);
    // Each name with its own entity.
    expect(ops('veterinaria', 'Borra la raza de las mascotas y el motivo de las citas')).toEqual([
      { op: 'removeField', entity: 'mascotas', field: 'raza' },
      { op: 'removeField', entity: 'citas', field: 'motivo' },
    ]);
  });

  it('reads what the team-19 pass taught it, and refuses what it must (0180)', () => {
    // A message that reaches somebody asks the app to act: refused, nothing added.
    expect(ops('gimnasio', 'Que les llegue un aviso a los abonados cuando cambie la clase')).toBe(
      'not_understood',
    );
    // "yo" is never the name of a new field; "únicamente debo poder …" is the catálogo.
    expect(ops('huerto', 'Las parcelas solamente debo poder crearlas yo')).toEqual([
      { op: 'setRule', entity: 'parcelas', rule: 'catalogo' },
    ]);
    // Who does it (no name of the app after the verb) is context, not an order to add.
    expect(
      ops('club_lectura', 'Los libros los elige la junta. Quita la portada de los libros.'),
    ).toEqual([{ op: 'removeField', entity: 'libros', field: 'portada' }]);
    // "les añade / les falta X": still an addition to them.
    expect(ops('coro', 'A las obras les falta el año')).toEqual([
      { op: 'addField', entity: 'obras', field: { label: 'Año', type: 'text', required: false } },
    ]);
    // "…, y en X que el Y se elija de ahí" after creating the list.
    expect(
      ops(
        'panaderia',
        'Crea Clientes con nombre y teléfono, y en encargos que el cliente se elija de ahí',
      ),
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Cliente',
        labelPlural: 'Clientes',
        fields: [
          { label: 'Nombre', type: 'text', required: false },
          { label: 'Teléfono', type: 'phone', required: false },
        ],
      },
      {
        op: 'changeFieldType',
        entity: 'encargos',
        field: 'cliente',
        type: 'reference',
        ref: 'clientes',
      },
    ]);
    // Usted: "retire", "llámela", "hágame el favor de suprimirla".
    expect(ops('veterinaria', 'Le ruego que retire la opción Otro de la especie')).toEqual([
      { op: 'removeOptions', entity: 'mascotas', field: 'especie', options: ['Otro'] },
    ]);
    expect(ops('veterinaria', 'En los veterinarios, la especialidad llámela Área')).toEqual([
      { op: 'renameField', entity: 'veterinarios', field: 'especialidad', label: 'Área' },
    ]);
    expect(
      ops('veterinaria', 'El precio de las citas ya no lo cobramos; hágame el favor de retirarlo.'),
    ).toEqual([{ op: 'removeField', entity: 'citas', field: 'precio' }]);
    // The thing first, then "cámbiale el nombre a …"; "X ahora se llaman Y".
    expect(ops('gimnasio', 'A la cuota de los abonados cámbiale el nombre a Tarifa')).toEqual([
      { op: 'renameField', entity: 'abonados', field: 'cuota', label: 'Tarifa' },
    ]);
    expect(ops('coro', 'Bueno, otra cosa: las obras ahora se llaman Piezas')).toEqual([
      { op: 'renameEntity', entity: 'obras', label: 'Pieza' },
    ]);
    // "ya no las apunto, bórralas"; "al final" before the negation says nothing of the thing.
    expect(ops('gimnasio', 'Las reservas ya no las anotamos, bórralas')).toEqual([
      { op: 'removeEntity', entity: 'reservas' },
    ]);
    expect(
      ops('veterinaria', 'La foto de los veterinarios al final no la usamos, quítala'),
    ).toEqual([{ op: 'removeField', entity: 'veterinarios', field: 'foto' }]);
    expect(ops('liga_futbol', 'Ya no apuntamos el dorsal de los jugadores, quítalo')).toEqual([
      { op: 'removeField', entity: 'jugadores', field: 'dorsal' },
    ]);
  });

  it('the wrong changes and the missed refusal team-20 found stay fixed (0180)', () => {
    // A capitalised article before a capitalised word, in a list of options, is the value's.
    expect(
      ops('veterinaria', 'La especie de las mascotas pásala a una lista: Perro, Gato o El Resto'),
    ).toEqual([
      {
        op: 'changeFieldType',
        entity: 'mascotas',
        field: 'especie',
        type: 'choice',
        options: ['Perro', 'Gato', 'El Resto'],
      },
    ]);
    // A sentence is never the name of a new list.
    expect(
      ops('coro', 'Quiero dar de alta a los solistas en una tabla aparte, con nombre y móvil'),
    ).toBe('not_understood');
    // "Recuérdele…" asks the app to act.
    expect(ops('veterinaria', 'Recuérdeles a los clientes su cita el día antes')).toBe(
      'not_understood',
    );
    // "solo quiero crearlas yo" is the catálogo; an order with its pronoun is never a field.
    expect(ops('coro', 'Las obras solo quiero añadirlas yo; el resto, que las miren')).toEqual([
      { op: 'setRule', entity: 'obras', rule: 'catalogo' },
    ]);
    // A new list's singular: the word that agrees with the noun too.
    expect(
      ops('banco_alimentos', 'Hace falta un apartado de Empresas colaboradoras: nombre y email'),
    ).toMatchObject([{ op: 'addEntity', label: 'Empresa colaboradora' }]);
    expect(ops('veterinaria', 'crea Clases prácticas con fecha')).toMatchObject([
      { op: 'addEntity', label: 'Clase práctica' },
    ]);
    // A list called «Tablas»: the word is its name, not the word for a list.
    expect(
      ops('escuela_surf', 'Las tablas que las vean todos pero que solo yo las pueda cambiar'),
    ).toEqual([{ op: 'setRule', entity: 'tablas', rule: 'catalogo' }]);
    expect(ops('escuela_surf', 'Renombra Tablas a Material')).toEqual([
      { op: 'renameEntity', entity: 'tablas', label: 'Material' },
    ]);
    // Who looks, named after the list with its own "que solo los miren": not a second list.
    expect(
      ops('gimnasio', 'Las clases que solo las pueda crear yo, y los abonados que solo las miren'),
    ).toEqual([{ op: 'setRule', entity: 'clases', rule: 'catalogo' }]);
    expect(ops('coro', 'A los ensayos ponles apuntarlos nosotros')).toBe('not_understood');
    // "llama X a Y" after "mejor" is still a rename ("se llaman" needs its "se").
    expect(ops('coro', 'Mejor llama Voces a los coristas')).toEqual([
      { op: 'renameEntity', entity: 'coristas', label: 'Voz' },
    ]);
  });

  it('reads what the second team-19/20 pass taught it, in its own words (0180, 28 Nov)', () => {
    // What a list of things needs is a field of theirs.
    expect(ops('veterinaria', 'Los clientes también necesitan un correo de contacto')).toEqual([
      {
        op: 'addField',
        entity: 'clientes',
        field: { label: 'Correo de contacto', type: 'email', required: false },
      },
    ]);
    // Asked of usted: "¿Me cambia X por Y?".
    expect(ops('club_lectura', '¿Me cambia Reseñas por Opiniones?')).toEqual([
      { op: 'renameEntity', entity: 'resenas', label: 'Opinión' },
    ]);
    // "llama a los X Y": the thing, then its new name.
    expect(ops('gimnasio', 'Llama a las clases Sesiones')).toEqual([
      { op: 'renameEntity', entity: 'clases', label: 'Sesión' },
    ]);
    expect(ops('veterinaria', 'Llama al veterinario Pepe para la cita de mañana')).toBe(
      'not_understood',
    );
    // "X puede ser …?", asked.
    expect(ops('gimnasio', '¿La especialidad de los monitores puede ser obligatoria?')).toEqual([
      { op: 'setRequired', entity: 'monitores', field: 'especialidad', required: true },
    ]);
    // "anotarse", "inscribirse": to sign up.
    expect(ops('gimnasio', 'Que cualquiera pueda inscribirse a las clases')).toEqual([
      { op: 'setRule', entity: 'clases', rule: 'publica' },
    ]);
    // "la necesito como …": wanted as.
    expect(ops('huerto', 'Los metros de las parcelas los necesito como texto')).toEqual([
      { op: 'changeFieldType', entity: 'parcelas', field: 'metros', type: 'text' },
    ]);
    // Context before the first comma, then the request; never a condition.
    expect(ops('club_lectura', 'Ahora leemos también teatro, añade Teatro al género')).toEqual([
      { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro'] },
    ]);
    expect(ops('veterinaria', 'si un día cerramos la clínica, quita los veterinarios')).toBe(
      'not_understood',
    );
    // "esa parte": the one list of things named before.
    expect(
      ops('panaderia', 'Ya no gestionamos hornadas. ¿Nos quita esa sección, por favor?'),
    ).toEqual([{ op: 'removeEntity', entity: 'hornadas' }]);
    // A name, then what it should say.
    expect(ops('gimnasio', 'En las clases, «Plazas» prefiero que diga «Cupo»')).toEqual([
      { op: 'renameField', entity: 'clases', field: 'plazas', label: 'Cupo' },
    ]);
    expect(
      ops('gimnasio', 'La especialidad de los monitores no se entiende, que ponga Disciplina'),
    ).toEqual([
      { op: 'renameField', entity: 'monitores', field: 'especialidad', label: 'Disciplina' },
    ]);
    // "¿Me regala …?" (Colombia): give me.
    expect(ops('gimnasio', '¿Me regala un campo para el peso de los abonados?')).toEqual([
      {
        op: 'addField',
        entity: 'abonados',
        field: { label: 'Peso', type: 'number', required: false },
      },
    ]);
    // A reason ends where the next request begins.
    expect(
      ops(
        'gimnasio',
        'la foto de los monitores ponla obligatoria porque la ven los socios, y la especialidad que se llame Disciplina',
      ),
    ).toEqual([
      { op: 'setRequired', entity: 'monitores', field: 'foto', required: true },
      { op: 'renameField', entity: 'monitores', field: 'especialidad', label: 'Disciplina' },
    ]);
    // Values named before, then an order whose pronoun points at them and their field.
    expect(ops('club_lectura', 'Ahora leemos Teatro y Biografía, agrégalos al género')).toEqual([
      { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro', 'Biografía'] },
    ]);
    expect(
      ops('gimnasio', 'Ya no damos clases de intensidad Alta, quítala de la intensidad'),
    ).toEqual([{ op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Alta'] }]);
    // What a pronoun removes from a field is never that field.
    expect(ops('gimnasio', 'Ya no lo usamos, quítalo de la intensidad')).toBe('not_understood');
    // A heading, then telegraphic requests separated by commas.
    expect(ops('gimnasio', 'Para los abonados: el teléfono obligatorio, fuera las notas')).toEqual([
      { op: 'setRequired', entity: 'abonados', field: 'telefono', required: true },
      { op: 'removeField', entity: 'abonados', field: 'notas' },
    ]);
    // "la quiero con opciones: …", "quiero elegirlo de una lista: …": a choice.
    expect(ops('huerto', 'El turno de riego lo quiero con opciones: Mañana y Tarde')).toEqual([
      {
        op: 'changeFieldType',
        entity: 'hortelanos',
        field: 'turno_de_riego',
        type: 'choice',
        options: ['Mañana', 'Tarde'],
      },
    ]);
    // What it is for, after the last comma.
    expect(
      ops('huerto', 'Relaciona los hortelanos con las parcelas, para saber quién riega qué'),
    ).toEqual([
      {
        op: 'addField',
        entity: 'hortelanos',
        field: { label: 'Parcela', type: 'reference', required: false, ref: 'parcelas' },
      },
    ]);
    // "Abre / habilita un apartado de X con …", "Nos haría falta una sección de X con …".
    expect(ops('gimnasio', 'Habilita una sección de Salas con nombre y aforo')).toEqual([
      {
        op: 'addEntity',
        label: 'Sala',
        fields: [
          { label: 'Nombre', type: 'text', required: false },
          { label: 'Aforo', type: 'number', required: false },
        ],
      },
    ]);
    // A short order after context that says what is enough.
    expect(ops('gimnasio', 'La intensidad con Suave y Alta basta, quita Media')).toEqual([
      { op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Media'] },
    ]);
    // All look, only the owner adds: the catálogo of the one list named.
    expect(
      ops(
        'gimnasio',
        'Los monitores que los puedan mirar todos, pero que solo yo dé de alta monitores',
      ),
    ).toEqual([{ op: 'setRule', entity: 'monitores', rule: 'catalogo' }]);
    // "Necesito apuntar a los X: …": a new list.
    expect(
      ops('huerto', 'Necesito apuntar a los proveedores de semillas: nombre y teléfono'),
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Proveedor de semillas',
        fields: [
          { label: 'Nombre', type: 'text', required: false },
          { label: 'Teléfono', type: 'phone', required: false },
        ],
      },
    ]);
    // "Ya no hacemos X, eliminadlas"; "se puedan dar de alta ellos mismos"; "entre los X".
    expect(ops('gimnasio', 'Ya no hacemos reservas, borradlas')).toEqual([
      { op: 'removeEntity', entity: 'reservas' },
    ]);
    expect(ops('gimnasio', 'Que los abonados se puedan dar de alta solos')).toEqual([
      { op: 'setRule', entity: 'abonados', rule: 'publica' },
    ]);
    expect(ops('club_lectura', '¿Me metés Teatro entre los géneros?')).toEqual([
      { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro'] },
    ]);
    // What to rename, asked; then its name in the next sentence.
    expect(ops('huerto', '¿Puedes cambiarle el nombre a Parcelas? Que diga Bancales')).toEqual([
      { op: 'renameEntity', entity: 'parcelas', label: 'Bancal' },
    ]);
    // A field and one of its values, then its removal.
    expect(ops('club_lectura', 'El género Poesía ya no lo lee nadie, quitadlo')).toEqual([
      { op: 'removeOptions', entity: 'libros', field: 'genero', options: ['Poesía'] },
    ]);
    // A layout after "y"; a closing reason with no comma; a filler between commas.
    expect(ops('gimnasio', 'pon el tema oscuro y que las clases salgan en tarjetas')).toEqual([
      { op: 'setDesign', theme: 'dark', layout: 'grid' },
    ]);
    expect(ops('gimnasio', 'quita la intensidad suave ya no la damos')).toEqual([
      { op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Suave'] },
    ]);
    expect(ops('gimnasio', 'Sacale Anual a la cuota, che, nadie la paga')).toEqual([
      { op: 'removeOptions', entity: 'abonados', field: 'cuota', options: ['Anual'] },
    ]);
    // ", además, …" between two requests; "admitir la opción"; "pasara a llamarse".
    expect(
      ops(
        'gimnasio',
        'La intensidad de las clases ha de ser obligatoria y, además, admitir la opción Extrema',
      ),
    ).toEqual([
      { op: 'setRequired', entity: 'clases', field: 'intensidad', required: true },
      { op: 'addOptions', entity: 'clases', field: 'intensidad', options: ['Extrema'] },
    ]);
    expect(
      ops(
        'gimnasio',
        'Querría que Clases pasara a llamarse Sesiones y que Monitores se llamara Entrenadores',
      ),
    ).toEqual([
      { op: 'renameEntity', entity: 'clases', label: 'Sesión' },
      { op: 'renameEntity', entity: 'monitores', label: 'Entrenador' },
    ]);
    // A new list is never named by a sentence with a verb in it.
    expect(
      ops('gimnasio', 'Quiero que al reservar una clase aparezca también el monitor que la da'),
    ).toBe('not_understood');
    // What a pronoun removes from a field, said in the plural, is never that field (team-21):
    // it is the value said before, as team-21's «Ya no vendemos la trimestral, quítela de las
    // cuotas» is annotated (0290).
    expect(ops('gimnasio', 'Ya no hacemos la suave, quítela de las intensidades')).toEqual([
      { op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Suave'] },
    ]);
    // ("cámbialo a texto" is a type, never a name.)
    expect(
      ops('huerto', 'Los metros de las parcelas cámbialos a texto, que a veces son unos 20'),
    ).toEqual([{ op: 'changeFieldType', entity: 'parcelas', field: 'metros', type: 'text' }]);
  });

  it('reads what the team-16 pass taught it (0180)', () => {
    // "X pasa a llamarse Y", "que X pasaran a llamarse Y": a rename.
    expect(ops('huerto', 'El turno de riego pasa a llamarse Horario')).toEqual([
      { op: 'renameField', entity: 'hortelanos', field: 'turno_de_riego', label: 'Horario' },
    ]);
    // A linking word opening a sentence ("Y luego", "Además,", "De paso") asks nothing.
    expect(ops('huerto', 'Quita los metros. Y luego añade una foto a las parcelas.')).toEqual([
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
      {
        op: 'addField',
        entity: 'parcelas',
        field: { label: 'Foto', type: 'image', required: false },
      },
    ]);
    // Usted and ustedes: "Haga el favor de …", "Si es tan amable, …", "Quiten …".
    expect(ops('huerto', 'Haga el favor de suprimir los metros de las parcelas')).toEqual([
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
    ]);
    expect(ops('huerto', 'Si es tan amable, quite los metros de las parcelas.')).toEqual([
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
    ]);
    expect(
      ops('huerto', 'Tema oscuro, gracias. Además, quiten los metros de las parcelas.'),
    ).toEqual([
      { op: 'setDesign', theme: 'dark' },
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
    ]);
    // "¿Se pueden quitar …?": the order.
    expect(ops('huerto', '¿Se pueden quitar los metros de las parcelas?')).toEqual([
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
    ]);
    // Notes under a heading: a bare name is added there (a field's name and a value is the
    // option); a remark with a verb of its own is not.
    expect(ops('huerto', 'Hola, parcelas: foto')).toEqual([
      {
        op: 'addField',
        entity: 'parcelas',
        field: { label: 'Foto', type: 'image', required: false },
      },
    ]);
    expect(ops('huerto', 'Hortelanos: turno de riego Noche')).toEqual([
      { op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] },
    ]);
    expect(read('huerto', 'Parcelas: pagan tarde').ok).toBe(false);
    expect(read('huerto', 'Parcelas: sin riego').ok).toBe(false);
    expect(ops('huerto', 'hortelanos: abiertos a todo el mundo')).toEqual([
      { op: 'setRule', entity: 'hortelanos', rule: 'publica' },
    ]);
    // A line with a rule and no verb of change is a request, not a story after the others.
    expect(ops('huerto', 'Quita los metros / hortelanos solo para mí')).toEqual([
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
      { op: 'setRule', entity: 'hortelanos', rule: 'privada' },
    ]);
    // A question before "¿y me añades X?" that asks something stays.
    expect(ops('huerto', '¿El turno de riego puede ser obligatorio? ¿Y me añades Noche?')).toEqual([
      { op: 'setRequired', entity: 'hortelanos', field: 'turno_de_riego', required: true },
      { op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] },
    ]);
    // "X, ¿puede llamarse Y?": a rename; "puede llamarse como quiera" is none.
    expect(ops('huerto', 'Y el campo Metros, ¿puede llamarse Superficie?')).toEqual([
      { op: 'renameField', entity: 'parcelas', field: 'metros', label: 'Superficie' },
    ]);
    expect(read('huerto', 'cada hortelano puede llamarse como quiera').ok).toBe(false);
    // A wish ("Ocupo que …", "Le agradecería que …", past subjunctive) before an idiom.
    expect(ops('huerto', 'Ocupo que los hortelanos se puedan apuntar solitos, porfa')).toEqual([
      { op: 'setRule', entity: 'hortelanos', rule: 'publica' },
    ]);
    expect(
      ops('huerto', 'Le agradecería que el turno de riego incluyera también la opción Noche.'),
    ).toEqual([
      { op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] },
    ]);
    // "…, los pone el ayuntamiento": who does it, not an order.
    expect(ops('huerto', 'quitar los metros, los pone el ayuntamiento')).toEqual([
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
    ]);
    // A capitalised value after another change of the same choice field is that field's.
    expect(ops('gimnasio', 'Agregale Sábado a los días de las clases y quitale el Lunes')).toEqual([
      { op: 'addOptions', entity: 'clases', field: 'dia', options: ['Sábado'] },
      { op: 'removeOptions', entity: 'clases', field: 'dia', options: ['Lunes'] },
    ]);
    expect(read('gimnasio', 'quita la Media').ok).toBe(false);
    // "llamad X a …" (vosotros); a reason opened by "que" between two requests.
    expect(
      ops('huerto', 'Quitad los metros, que ya no los usamos, y llamad Socios a los hortelanos.'),
    ).toEqual([
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
      { op: 'renameEntity', entity: 'hortelanos', label: 'Socio' },
    ]);
    // "a cada hortelano" is each record: the entity, not the reference to it.
    expect(ops('huerto', 'llama Socios a cada hortelano')).toEqual([
      { op: 'renameEntity', entity: 'hortelanos', label: 'Socio' },
    ]);
    expect(read('huerto', 'llama Socio al hortelano').ok).toBe(false);
    // A modal carries a second infinitive after "y (de paso)".
    expect(ops('huerto', '¿Puedes quitar los metros y de paso poner el tema oscuro?')).toEqual([
      { op: 'removeField', entity: 'parcelas', field: 'metros' },
      { op: 'setDesign', theme: 'dark' },
    ]);
    // "en verde, con negro de color secundario": the role after the second colour is its own.
    expect(ops('huerto', 'Poned la app en verde, con negro de color secundario.')).toEqual([
      { op: 'setDesign', primaryColor: '#16a34a', secondaryColor: '#000000' },
    ]);
    // "Cámbiale el nombre a X, que diga Y".
    expect(ops('huerto', 'Cámbiale el nombre a Hortelanos, que diga Socios')).toEqual([
      { op: 'renameEntity', entity: 'hortelanos', label: 'Socio' },
    ]);
    // "…, y añadid también si la parcela está vallada": a yes/no as the second request.
    expect(
      ops('huerto', 'Haced obligatorio el hortelano, y añadid también si la parcela está vallada.'),
    ).toEqual([
      { op: 'setRequired', entity: 'parcelas', field: 'hortelano', required: true },
      {
        op: 'addField',
        entity: 'parcelas',
        field: { label: 'Vallada', type: 'boolean', required: false },
      },
    ]);
    // "la opción X" after a request about a choice field is that field's.
    expect(ops('huerto', 'haz obligatorio el turno de riego y añade la opción Noche')).toEqual([
      { op: 'setRequired', entity: 'hortelanos', field: 'turno_de_riego', required: true },
      { op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] },
    ]);
    expect(read('huerto', 'añade la opción Noche').ok).toBe(false);
    // Why, "así que" what is not needed, then the removal said again.
    expect(
      ops(
        'huerto',
        'Todas miden lo mismo, así que ese dato sobra. Quita los metros de las parcelas.',
      ),
    ).toEqual([{ op: 'removeField', entity: 'parcelas', field: 'metros' }]);
    expect(
      ops(
        'huerto',
        'Regamos todos a la vez, así que el turno de riego no hace falta. Quita el turno de riego.',
      ),
    ).toEqual([{ op: 'removeField', entity: 'hortelanos', field: 'turno_de_riego' }]);
    // "¿Se podría llevar un registro de X con …?": a new list.
    expect(
      ops('huerto', '¿Se podría llevar un registro de Cosechas con la parcela y los kilos?'),
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Cosecha',
        fields: [
          { label: 'Parcela', type: 'reference', required: false, ref: 'parcelas' },
          { label: 'Kilos', type: 'number', required: false },
        ],
      },
    ]);
    // "Se tendría que poder elegir también X en el campo": the value first, then the field.
    expect(ops('huerto', 'Se debería poder elegir también Noche en el turno de riego.')).toEqual([
      { op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] },
    ]);
    // "¿les añades …?" after a sentence about one entity: them.
    expect(
      ops(
        'huerto',
        '¿Se puede hacer que solo yo vea los hortelanos? Y de paso, ¿les añades el email?',
      ),
    ).toEqual([
      { op: 'setRule', entity: 'hortelanos', rule: 'privada' },
      {
        op: 'addField',
        entity: 'hortelanos',
        field: { label: 'Email', type: 'email', required: false },
      },
    ]);
    expect(read('huerto', '¿les añades el email?').ok).toBe(false);
    // "Cread X con …, y haced que el Y de cada Z se elija de ahí".
    expect(
      ops(
        'huerto',
        'Cread una sección de Zonas con nombre, y haced que el turno de riego de cada hortelano se elija de ahí.',
      ),
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Zona',
        labelPlural: 'Zonas',
        fields: [{ label: 'Nombre', type: 'text', required: false }],
      },
      {
        op: 'changeFieldType',
        entity: 'hortelanos',
        field: 'turno_de_riego',
        type: 'reference',
        ref: 'zonas',
      },
    ]);
    // A need, a colon, then the order that creates what it needs: the need is why.
    expect(
      ops(
        'huerto',
        'Se debería poder apuntar lo que se recoge en cada parcela: crea Cosechas con la parcela y los kilos.',
      ),
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Cosecha',
        fields: [
          { label: 'Parcela', type: 'reference', required: false, ref: 'parcelas' },
          { label: 'Kilos', type: 'number', required: false },
        ],
      },
    ]);
    // Never a name that carries a condition, a field renamed to its own option, a lone
    // capitalised note that may be a value.
    expect(read('huerto', 'el hortelano puede llamarse vecino si quieres').ok).toBe(false);
    expect(read('huerto', 'turno de riego → mañana').ok).toBe(false);
    expect(read('huerto', 'Parcelas: Tomates').ok).toBe(false);
    // An order is never an option of a list after a colon.
    expect(
      read('huerto', 'añade a las parcelas qué se recoge: crea Cosechas con la parcela y los kilos')
        .ok,
    ).toBe(false);
    // "nueva sección Cosechas: fecha, kilos": a new list and its fields.
    expect(ops('huerto', 'nueva sección Cosechas: fecha, kilos')).toEqual([
      {
        op: 'addEntity',
        label: 'Cosecha',
        fields: [
          { label: 'Fecha', type: 'date', required: false },
          { label: 'Kilos', type: 'number', required: false },
        ],
      },
    ]);
    // Where first, then a rename; an arrow under a heading.
    expect(ops('huerto', 'en los hortelanos, renombra teléfono a Móvil')).toEqual([
      { op: 'renameField', entity: 'hortelanos', field: 'telefono', label: 'Móvil' },
    ]);
    expect(ops('huerto', 'hortelanos: teléfono → Móvil / tema oscuro')).toEqual([
      { op: 'renameField', entity: 'hortelanos', field: 'telefono', label: 'Móvil' },
      { op: 'setDesign', theme: 'dark' },
    ]);
  });

  it('never sets aside a condition, an exception, a heading or another request', () => {
    expect(read('gimnasio', 'Quita las reservas, salvo las de la mañana').ok).toBe(false);
    expect(read('gimnasio', 'Quita las reservas, cuando acabe el mes').ok).toBe(false);
    expect(read('prestamo_herramientas', 'quita la fianza, si no la usamos').ok).toBe(false);
    expect(read('club_lectura', 'reuniones: el comentario obligatorio').ok).toBe(false);
    // The closing words ask for something the reader cannot do: nothing is proposed.
    expect(read('gimnasio', 'Quita las reservas, los lunes avísame').ok).toBe(false);
  });
});

// The team sets are golden files now (change-golden.test.ts: the exact operations of every item,
// no percentage floor, and every refusal of theirs carrying Spanish examples, read once there).

// The team items worded around differently (change-variants.ts): which items each variant
// misses is a golden file now (change-golden.test.ts, eval/changes/golden/variants.txt).
describe('the team items worded around differently (change-variants.ts)', () => {
  it('applies each variant only where it keeps the meaning', () => {
    const byName = Object.fromEntries(CHANGE_VARIANTS.map((v) => [v.name, v]));
    expect(byName.puedes!.apply('Quita la raza de las mascotas.')).toBe(
      '¿Puedes quitar la raza de las mascotas?',
    );
    expect(byName.puedes!.apply('Que solo yo pueda crear citas')).toBe(
      'Que solo yo pueda crear citas',
    );
    expect(byName['por-favor']!.apply('Añade el móvil a los clientes.')).toBe(
      'Añade el móvil a los clientes, por favor',
    );
  });
});

// The grammar kept as data (server/engine/changes, decision 0241) is tried first: what the
// issue found refused or misread now reads as the owner meant, through the same checks.
describe('the grammar tried first (issue 39, decision 0241)', () => {
  const defs = JSON.parse(
    readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const on = (name: string) => dataModelSchema.parse(defs[name]);
  const read = (name: string, instruction: string) =>
    readChange({ instruction, model: on(name), design });

  it('reads a photo each record may carry as a photo field, not the reference it mentions', () => {
    const r = read(
      'prestamo_herramientas',
      'cada préstamo puede llevar una foto de cómo se devolvió la herramienta',
    );
    expect(r.ok && r.operations).toEqual([
      {
        op: 'addField',
        entity: 'prestamos',
        field: { label: 'Foto', type: 'image', required: false },
      },
    ]);
  });

  it('refuses a choice field the list already has, saying so', () => {
    const r = read(
      'prestamo_herramientas',
      'añade una categoría a las herramientas con las opciones jardín, carpintería y electricidad',
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('ya tiene el campo «Categoría»');
  });

  it('renames a list and the reference fields named after it', () => {
    const r = read('prestamo_herramientas', 'Renombra Herramienta a Utensilio');
    expect(r.ok && r.operations).toEqual([
      { op: 'renameEntity', entity: 'herramientas', label: 'Utensilio' },
    ]);
    expect(r.ok && r.summary).toEqual([
      'Renombrar «Herramienta» a «Utensilio»',
      'El campo «Herramienta» de «Préstamo» también pasa a llamarse «Utensilio»',
    ]);
    const applied = applyOperations(on('prestamo_herramientas'), design, r.ok ? r.operations : []);
    expect(applied.ok).toBe(true);
    if (applied.ok) {
      const prestamos = applied.model.entities.find((e) => e.key === 'prestamos')!;
      const field = prestamos.fields.find((f) => f.key === 'herramienta')!;
      expect(field.label).toBe('Utensilio');
    }
  });

  it('still asks when a name is a list and a field that does not point at it', () => {
    // "Nombre" is a field of many lists: no reading of the grammar, the reader asks.
    expect(read('veterinaria', 'renombra Nombre a Apodo').ok).toBe(false);
  });

  it('reads one more option and a rating in everyday words', () => {
    const option = read(
      'prestamo_herramientas',
      'el estado de la herramienta puede ser también «perdida»',
    );
    expect(option.ok && option.operations).toEqual([
      { op: 'addOptions', entity: 'herramientas', field: 'estado', options: ['Perdida'] },
    ]);
    const rating = read('veterinaria', 'quiero que se puedan valorar las citas del 1 al 5');
    expect(rating.ok && rating.operations).toEqual([
      {
        op: 'addField',
        entity: 'citas',
        field: { label: 'Valoración', type: 'rating', required: false },
      },
    ]);
    // Préstamo has no Estado: refused, never another list's field.
    expect(
      read('prestamo_herramientas', 'el estado del préstamo puede ser también «perdido»').ok,
    ).toBe(false);
  });

  it('reads a compound request clause by clause, and a count is never a new field', () => {
    expect(
      read(
        'prestamo_herramientas',
        'Renombra Herramienta a Utensilio y avísame cuando llegue un préstamo',
      ),
    ).toMatchObject({
      operations: [
        { op: 'renameEntity', entity: 'herramientas', label: 'Utensilio' },
        { op: 'setNotify', entity: 'prestamos', onCreate: true },
      ],
    });
    // Read whole elsewhere, it must hold the count the grammar reads in its first clause
    // (the totals of change-settings.ts read it so, decision 0262).
    const both = read(
      'gimnasio',
      'muestra cuántas reservas tiene cada clase y quita las notas de los abonados',
    );
    expect(both.ok && both.operations).toEqual([
      { op: 'addTotal', entity: 'clases', from: 'reservas', label: 'Reservas' },
      { op: 'removeField', entity: 'abonados', field: 'notas' },
    ]);
    expect(read('gimnasio', 'muestra cuántas reservas tiene cada clase este mes').ok).toBe(false);
    // Two references from Partido to Equipo: which one counts is a question.
    const two = read('liga_futbol', 'muestra cuántos partidos tiene cada equipo');
    expect(two.ok ? null : two.reason).toBe('ambiguous');
  });
});

describe('colours and alternatives that are values, not the design nor a yes/no', () => {
  it.each([
    'la salsa de cada cita: verde, roja o habanero',
    'el collar de cada mascota: rojo, azul o sin collar',
  ])('«%s» never sets the colours of the app', (instruction) => {
    const r = readChange({ instruction, model, design });
    if (r.ok) expect(r.operations.some((o) => o.op === 'setDesign')).toBe(false);
  });
  it('still the design when the look is named: «colores verde y blanco»', () => {
    expect(ops('colores verde y blanco').operations[0]?.op).toBe('setDesign');
  });
  it('«si es A o B» is a choice between A and B', () => {
    expect(ops('añade a las citas si es a domicilio o en consulta').operations).toEqual([
      {
        op: 'addField',
        entity: 'citas',
        field: {
          label: 'A domicilio o en consulta',
          type: 'choice',
          required: false,
          options: ['A domicilio', 'En consulta'],
        },
      },
    ]);
  });
  it('«si está X o no» stays a yes/no', () => {
    const r = ops('añade a las mascotas si está castrada o no');
    expect(r.operations[0]).toMatchObject({ field: { type: 'boolean' } });
  });
});

describe('a count or a sum is never a link', () => {
  it.each([
    'en cada cliente, el total de sus mascotas',
    'en cada cliente, la suma de sus mascotas',
    'quiero ver en cada veterinario cuántas citas tiene',
  ])('«%s» adds no reference field', (instruction) => {
    const r = readChange({ instruction, model, design });
    if (r.ok)
      expect(
        r.operations.some(
          (o) => o.op === 'addEntity' || (o.op === 'addField' && o.field.type === 'reference'),
        ),
      ).toBe(false);
  });
});

describe('a count the list shows already changes nothing, and says so', () => {
  it('«muestra cuántas mascotas tiene cada cliente» where each client counts them', () => {
    const counted = dataModelSchema.parse({
      entities: model.entities.map((e) =>
        e.key === 'clientes'
          ? { ...e, totals: [{ from: 'mascotas', via: 'dueno', label: 'Mascotas' }] }
          : e,
      ),
    });
    const r = readChange({
      instruction: 'muestra cuántas mascotas tiene cada cliente',
      model: counted,
      design,
    });
    expect(r).toMatchObject({ ok: false, reason: 'nothing_to_change' });
    if (!r.ok) expect(r.message).toContain('«Mascotas»');
    // Without the count, the same words add it.
    const fresh = readChange({
      instruction: 'muestra cuántas mascotas tiene cada cliente',
      model,
      design,
    });
    expect(fresh.ok && fresh.operations[0]?.op).toBe('addTotal');
  });
});

describe('renaming a list renames the counts named as it was', () => {
  it('«Mascotas» counted on each client becomes «Pacientes» with the list', () => {
    const counted = dataModelSchema.parse({
      entities: model.entities.map((e) =>
        e.key === 'clientes'
          ? {
              ...e,
              totals: [
                { from: 'mascotas', via: 'dueno', label: 'Mascotas' },
                { from: 'mascotas', via: 'dueno', label: 'Animales atendidos' },
              ],
            }
          : e,
      ),
    });
    const applied = applyOperations(counted, design, [
      { op: 'renameEntity', entity: 'mascotas', label: 'Paciente' },
    ]);
    if (!applied.ok) expect.unreachable();
    else
      expect(
        applied.model.entities.find((e) => e.key === 'clientes')?.totals?.map((t) => t.label),
      ).toEqual([
        'Pacientes',
        // A count with a name of its own keeps it.
        'Animales atendidos',
      ]);
  });
});

describe('a new list and a link to it in one sentence (decision 0288)', () => {
  it('creates the list, then reads the link as one to a list the app has', () => {
    expect(
      ops(
        'Crea una lista de Servicios con nombre y precio, y en cada cita que se pueda escoger el servicio',
      ).operations,
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Servicio',
        labelPlural: 'Servicios',
        fields: [
          { label: 'Nombre', type: 'text', required: false },
          { label: 'Precio', type: 'money', required: false },
        ],
      },
      {
        op: 'addField',
        entity: 'citas',
        field: { label: 'Servicio', type: 'reference', required: false, ref: 'servicios' },
      },
    ]);
    expect(
      ops('Crea Salas con nombre y aforo, y que cada cita diga en qué sala es').operations[1],
    ).toEqual({
      op: 'addField',
      entity: 'citas',
      field: { label: 'Sala', type: 'reference', required: false, ref: 'salas' },
    });
  });

  it('keeps every field said before the link, commas and all', () => {
    const r = ops(
      'Crea Servicios con nombre, precio y duración, y que cada cita se pueda vincular a un servicio',
    );
    expect(r.operations[0]).toMatchObject({ op: 'addEntity', label: 'Servicio' });
    expect((r.operations[0] as { fields: unknown[] }).fields).toHaveLength(3);
  });

  it('reads a field of the new list said with «cada una», after a sentence that only tells why', () => {
    expect(
      ops(
        'Queremos llevar las vacunas. Crea Vacunas con nombre y fecha, y que cada una sea de una mascota.',
      ).operations,
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Vacuna',
        fields: [
          { label: 'Nombre', type: 'text', required: false },
          { label: 'Fecha', type: 'date', required: false },
          { label: 'Mascota', type: 'reference', required: false, ref: 'mascotas' },
        ],
      },
    ]);
  });

  it('never sets aside a sentence before it that asks for something', () => {
    const r = readChange({
      instruction:
        'Quita el peso de las mascotas. Crea Servicios con nombre y precio, y que cada cita tenga su servicio',
      model,
      design,
    });
    expect(!r.ok || r.operations.some((o) => o.op === 'removeField')).toBe(true);
  });

  it('never links to a list that is neither in the app nor the new one', () => {
    const r = readChange({
      instruction:
        'Crea Salas con nombre y aforo, y en cada cita que se pueda escoger el veterinario',
      model: dataModelSchema.parse({
        entities: model.entities.filter((e) => e.key !== 'veterinarios'),
      }),
      design,
    });
    expect(r.ok).toBe(false);
  });
});

describe('what team-29 taught it (0290)', () => {
  it('sets aside «no más» closing a request (Chile, Mexico: «just»), never «ya no más»', () => {
    expect(ops('A los clientes llámalos Socios no más').operations).toEqual([
      { op: 'renameEntity', entity: 'clientes', label: 'Socio' },
    ]);
    expect(ops('Quita el peso de las mascotas no más').operations).toEqual([
      { op: 'removeField', entity: 'mascotas', field: 'peso' },
    ]);
    // A span skipped (words.ts, `regional-tag-closing`), not a rewrite.
    expect(withoutCourtesy('quita el peso no más')).toBe('quita el peso');
    expect(withoutCourtesy('quita el peso ya no más')).toBe('quita el peso ya no más');
  });

  it('never renames a field when what is changed for another is a value of a choice field', () => {
    const costumes = dataModelSchema.parse({
      entities: [
        {
          key: 'trajes',
          label: 'Traje',
          labelPlural: 'Trajes',
          rule: 'privada',
          fields: [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            {
              key: 'estado',
              label: 'Estado',
              type: 'choice',
              required: false,
              options: ['Disponible', 'Prestado', 'En compostura'],
            },
            { key: 'prestado_a', label: 'Prestado a', type: 'text', required: false },
          ],
        },
      ],
    });
    const read = (instruction: string) => readChange({ instruction, model: costumes, design });
    // Said with the new value in lower case: a question, never «Prestado a» renamed.
    for (const instruction of [
      'En el estado de los trajes cambia Prestado por ocupado',
      'En el estado de los trajes cambia «En compostura» por reparación',
    ])
      expect(read(instruction).ok, instruction).toBe(false);
    // The new value written as seen: one value for another.
    const swapped = read('En el estado de los trajes cambia Prestado por Ocupado');
    expect(swapped.ok && swapped.operations).toEqual([
      { op: 'removeOptions', entity: 'trajes', field: 'estado', options: ['Prestado'] },
      { op: 'addOptions', entity: 'trajes', field: 'estado', options: ['Ocupado'] },
    ]);
    // The field said after the verb is still renamed.
    const renamed = read('cambia Prestado a por Prestado');
    expect(renamed.ok && renamed.operations).toEqual([
      { op: 'renameField', entity: 'trajes', field: 'prestado_a', label: 'Prestado' },
    ]);
  });

  it('takes a new name between quotes as written, though it ends in «por»; unquoted, never', () => {
    expect(ops('Añade a los clientes un campo «Referido por»').operations).toEqual([
      {
        op: 'addField',
        entity: 'clientes',
        field: { label: 'Referido por', type: 'text', required: false },
      },
    ]);
    expect(
      readChange({ instruction: 'Añade a los clientes un campo Referido por', model, design }).ok,
    ).toBe(false);
  });
});

describe('a refusal’s examples are changes this app understands (hand test, decision 0292)', () => {
  const apps: DataModel[] = [
    model,
    ...Object.values(
      JSON.parse(
        readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
      ) as Record<string, DataModel>,
    )
      .slice(0, 12)
      .map((d) => dataModelSchema.parse(d)),
  ];
  it.each(apps.map((m) => [m.entities.map((e) => e.label).join(', '), m] as const))(
    '%s',
    (_, app) => {
      const refused = readChange({ instruction: 'haz magia', model: app, design: EVAL_DESIGN });
      expect(refused.ok).toBe(false);
      const message = refused.ok ? '' : refused.message;
      const examples = [...message.slice(message.indexOf('Por ejemplo')).matchAll(/«([^»]+)»/g)];
      expect(examples.length).toBeGreaterThanOrEqual(5);
      for (const [, example] of examples) {
        // Read: a change, or «tu app ya está así»; never not understood nor a question.
        const read = readChange({ instruction: example!, model: app, design: EVAL_DESIGN });
        expect(read.ok || read.reason === 'nothing_to_change', example).toBe(true);
      }
    },
  );
});

describe('what team-31 taught it (0299)', () => {
  it('reads a rename pointing back in usted («renómbrelas», «cámbielo»)', () => {
    expect(ops('Las notas de los clientes renómbrelas a Observaciones').operations).toEqual([
      { op: 'renameField', entity: 'clientes', field: 'notas', label: 'Observaciones' },
    ]);
    expect(ops('A los clientes, «Notas» cámbielo por «Comentarios»').operations).toEqual([
      { op: 'renameField', entity: 'clientes', field: 'notas', label: 'Comentarios' },
    ]);
  });
  const workshop = dataModelSchema.parse({
    entities: [
      {
        key: 'cursos',
        label: 'Curso',
        labelPlural: 'Cursos',
        rule: 'privada',
        fields: [{ key: 'titulo', label: 'Título', type: 'text', required: true }],
      },
      {
        key: 'reservas',
        label: 'Reserva',
        labelPlural: 'Reservas',
        rule: 'privada',
        fields: [
          { key: 'fecha', label: 'Fecha', type: 'date', required: true },
          {
            key: 'uso',
            label: 'Uso',
            type: 'choice',
            required: false,
            options: ['Proyecto', 'Curso', 'Personal'],
          },
        ],
      },
    ],
  });
  const read = (instruction: string) => readChange({ instruction, model: workshop, design });
  it('asks when a list said by its singular is also a value of a choice field', () => {
    for (const instruction of ['quita curso', 'borra el curso']) {
      const r = read(instruction);
      expect(r.ok, instruction).toBe(false);
      expect(r.ok ? '' : r.reason).toBe('ambiguous');
    }
    // Said by its plural or as a list: the list.
    for (const instruction of ['quita los cursos', 'quita la lista curso']) {
      const r = read(instruction);
      expect(r.ok ? r.operations : r, instruction).toEqual([
        { op: 'removeEntity', entity: 'cursos' },
      ]);
    }
  });
});

describe('what team-32 taught it (0301)', () => {
  const brewery = dataModelSchema.parse({
    entities: [
      {
        key: 'bares',
        label: 'Bar',
        labelPlural: 'Bares',
        rule: 'privada',
        fields: [
          { key: 'nombre', label: 'Nombre', type: 'text', required: true },
          { key: 'email', label: 'Email', type: 'email', required: false },
        ],
      },
      {
        key: 'pedidos',
        label: 'Pedido',
        labelPlural: 'Pedidos',
        rule: 'propia',
        fields: [
          { key: 'bar', label: 'Bar', type: 'reference', required: true, ref: 'bares' },
          { key: 'barriles', label: 'Barriles', type: 'number', required: true },
        ],
      },
      {
        key: 'cocciones',
        label: 'Cocción',
        labelPlural: 'Cocciones',
        rule: 'privada',
        fields: [
          { key: 'fecha', label: 'Fecha', type: 'date', required: true },
          {
            key: 'invitados',
            label: 'Invitados',
            type: 'number',
            required: false,
          },
        ],
      },
    ],
  });
  const read = (instruction: string) => readChange({ instruction, model: brewery, design });
  it('reads «hagan ellos mismos … y cada uno vea solo los suyos» as each making their own', () => {
    const r = read('Que los bares hagan ellos mismos las cocciones y cada uno vea solo las suyas');
    expect(r.ok ? r.operations : r).toEqual([
      { op: 'setRule', entity: 'cocciones', rule: 'propia' },
    ]);
    // Never a form only the owner reads; on a list already so, nothing to change.
    const same = read('Que los bares hagan ellos mismos los pedidos y cada uno vea solo los suyos');
    expect(same.ok ? same.operations : same.reason).toBe('nothing_to_change');
    // Sent without an account, and «solo yo los vea»: still a form.
    const form = read('que los bares hagan cocciones pero solo yo las vea');
    expect(form.ok ? form.operations : form).toEqual([
      { op: 'setRule', entity: 'cocciones', rule: 'formulario' },
    ]);
    const anon = read(
      'que cualquiera pueda hacer cocciones sin cuenta y que cada uno vea solo las suyas',
    );
    expect(anon.ok ? anon.operations : anon).toEqual([
      { op: 'setRule', entity: 'cocciones', rule: 'formulario', anonymous: true },
    ]);
  });
  it('says «cada uno vea solo lo suyo» on a list where each sees only theirs is nothing to change', () => {
    const r = read('que cada bar vea solo sus pedidos');
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toBe(
      'No hay nada que cambiar: «Pedidos» ya tiene la regla «Propia».',
    );
    // Another rule on it is a change; a rule other than «propia» set to what the list has is a
    // reading the app answers «ya está así».
    const own = read('los pedidos que solo los vea yo');
    expect(own.ok ? own.operations : own).toEqual([
      { op: 'setRule', entity: 'pedidos', rule: 'privada' },
    ]);
    const same = read('que las cocciones solo las vea yo');
    expect(same.ok ? same.operations : same).toEqual([
      { op: 'setRule', entity: 'cocciones', rule: 'privada' },
    ]);
  });
  it('keeps «De» in a value that is a range («De 50 a 100»)', () => {
    const r = read(
      'Los invitados de las cocciones cámbialos a lista: Hasta 50, De 50 a 100 y Más de 100',
    );
    expect(r.ok ? r.operations : r).toEqual([
      {
        op: 'changeFieldType',
        entity: 'cocciones',
        field: 'invitados',
        type: 'choice',
        options: ['Hasta 50', 'De 50 a 100', 'Más de 100'],
      },
    ]);
    // A «de» that is no range is still talk before the value.
    const talk = read('añade a las cocciones el lote con las opciones de primavera y de otoño');
    expect(talk.ok ? talk.operations : talk).toEqual([
      {
        op: 'addField',
        entity: 'cocciones',
        field: { label: 'Lote', type: 'choice', required: false, options: ['Primavera', 'Otoño'] },
      },
    ]);
  });
});

describe('a field said with options that the list has as text already (review of 0297)', () => {
  const model = dataModelSchema.parse({
    entities: [
      {
        key: 'cabras',
        label: 'Cabra',
        labelPlural: 'Cabras',
        rule: 'privada',
        fields: [
          { key: 'nombre', label: 'Nombre', type: 'text', required: true },
          { key: 'tipo', label: 'Raza', type: 'text', required: false },
        ],
      },
    ],
  }) as DataModel;
  it('becomes a choice of those options, never a second «Raza»', () => {
    const r = readChange({
      instruction: 'añade a las cabras la raza con las opciones majorera, tinerfeña y palmera',
      model,
      design: EVAL_DESIGN,
    });
    expect(r.ok && r.operations).toEqual([
      {
        op: 'changeFieldType',
        entity: 'cabras',
        field: 'tipo',
        type: 'choice',
        options: ['Majorera', 'Tinerfeña', 'Palmera'],
      },
    ]);
  });
  it('applying a new field of a name the list has is refused, whatever its key', () => {
    const r = applyOperations(model, EVAL_DESIGN, [
      { op: 'addField', entity: 'cabras', field: { label: 'Raza', type: 'text', required: false } },
    ]);
    expect(r.ok).toBe(false);
  });
});
