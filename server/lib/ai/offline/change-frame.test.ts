import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { EVAL_DESIGN } from './change-evaluate.ts';
import { readFrame } from './change-frame.ts';
import { readChange } from './change-reader.ts';

// The second reading (change-frame.ts, decision 0180): what it proposes when the clause reader
// refuses, and, above all, what it must never propose. Sentences written for these tests, on
// the evaluation's definitions.

const defs = JSON.parse(
  readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const on = (name: string): DataModel => dataModelSchema.parse(defs[name]);
const read = (name: string, instruction: string) =>
  readChange({ instruction, model: on(name), design: { ...EVAL_DESIGN } });
const ops = (name: string, instruction: string) => {
  const r = read(name, instruction);
  return r.ok ? r.operations : r.reason;
};
const frame = (name: string, instruction: string) => readFrame(instruction, on(name));

describe('the frame reads one intent and the names around it', () => {
  it('removes what a topic names, whatever is said of it before the order', () => {
    expect(ops('coro', 'Ya no usamos la parte de ensayos, elimínala')).toEqual([
      { op: 'removeEntity', entity: 'ensayos' },
    ]);
    expect(ops('gimnasio', 'Eso de la intensidad nos sobra, quitadla')).toEqual([
      { op: 'removeField', entity: 'clases', field: 'intensidad' },
    ]);
    expect(
      ops('protectora', 'Juguetón no lo ponemos nunca como opción de carácter, bórralo'),
    ).toEqual([
      {
        op: 'removeOptions',
        entity: 'peludos_en_acogida',
        field: 'caracter',
        options: ['Juguetón'],
      },
    ]);
  });

  it('renames with a new name written as it should be seen', () => {
    expect(ops('huerto', 'Hortelanos, ¿se podrían llamar Socios del huerto?')).toEqual([
      { op: 'renameEntity', entity: 'hortelanos', label: 'Socio del huerto' },
    ]);
    expect(ops('coro', 'En la ficha de coristas cambia Móvil por Teléfono móvil')).toEqual([
      { op: 'renameField', entity: 'coristas', field: 'movil', label: 'Teléfono móvil' },
    ]);
  });

  it('adds a field said as a need, and a yes/no asked with "si"', () => {
    expect(ops('coro', 'Convendría tener la fecha de alta de cada corista')).toEqual([
      {
        op: 'addField',
        entity: 'coristas',
        field: { label: 'Fecha de alta', type: 'date', required: false },
      },
    ]);
    expect(frame('huerto', 'Quisiera marcar si cada parcela tiene sombra')).toEqual([
      {
        op: 'addField',
        entity: 'parcelas',
        field: { label: 'Tiene sombra', type: 'boolean', required: false },
      },
    ]);
    expect(ops('liga_futbol', 'Los equipos no tienen email y lo pedimos siempre, añádelo')).toEqual(
      [
        {
          op: 'addField',
          entity: 'equipos',
          field: { label: 'Email', type: 'email', required: false },
        },
      ],
    );
  });

  it('adds values written in capitals to the one choice field named', () => {
    expect(ops('club_lectura', 'Nos falta Teatro entre los géneros, ¿lo añades?')).toEqual([
      { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro'] },
    ]);
  });

  it('changes a type said with a plain type word, or to a list of values', () => {
    expect(
      ops(
        'coro',
        'La sala de los ensayos prefiero escogerla de una lista: Capilla, Aula 3 o Salón',
      ),
    ).toEqual([
      {
        op: 'changeFieldType',
        entity: 'ensayos',
        field: 'sala',
        type: 'choice',
        options: ['Capilla', 'Aula 3', 'Salón'],
      },
    ]);
  });

  it('reads two requests one by one, the second about the list the first names', () => {
    expect(
      ops(
        'veterinaria',
        'En la ficha de veterinarios cambia Especialidad por Área y borra la foto',
      ),
    ).toEqual([
      { op: 'renameField', entity: 'veterinarios', field: 'especialidad', label: 'Área' },
      { op: 'removeField', entity: 'veterinarios', field: 'foto' },
    ]);
  });
});

describe('what the twenty-second team set taught the frame (0180)', () => {
  it('reads a demonstrative or a connector as pointing back at the list named before', () => {
    expect(
      ops('gimnasio', 'Las reservas las llevamos en la recepción; quitad esa parte de la app.'),
    ).toEqual([{ op: 'removeEntity', entity: 'reservas' }]);
    expect(
      ops('coro', 'Los ensayos los apuntamos en el tablón, así que bórralos de la app.'),
    ).toEqual([{ op: 'removeEntity', entity: 'ensayos' }]);
  });

  it('reads "debería decir" and "donde ahora dice" as renames', () => {
    expect(ops('gimnasio', 'Fecha de alta debería decir Fecha de inscripción.')).toEqual([
      {
        op: 'renameField',
        entity: 'abonados',
        field: 'fecha_de_alta',
        label: 'Fecha de inscripción',
      },
    ]);
    expect(ops('coro', '¿Puedes poner Cantantes donde ahora dice Coristas?')).toEqual([
      { op: 'renameEntity', entity: 'coristas', label: 'Cantante' },
    ]);
  });

  it('takes the values of a list from the sentence after the question', () => {
    expect(
      ops(
        'coro',
        'El compositor de las obras, ¿lo puedes convertir en opciones? Bach, Mozart y Verdi.',
      ),
    ).toEqual([
      {
        op: 'changeFieldType',
        entity: 'obras',
        field: 'compositor',
        type: 'choice',
        options: ['Bach', 'Mozart', 'Verdi'],
      },
    ]);
  });

  it('never reads a colour in a name, nor "desde hoy" as part of a new name', () => {
    const r = read(
      'club_lectura',
      'El lugar de las reuniones quiero elegirlo entre Rosa Blanca, Biblioteca y Café Central.',
    );
    if (r.ok) expect(r.operations).not.toContainEqual(expect.objectContaining({ op: 'setDesign' }));
    expect(ops('huerto', 'Parcelas pasa a llamarse Bancales desde hoy.')).toEqual([
      { op: 'renameEntity', entity: 'parcelas', label: 'Bancal' },
    ]);
  });

  it('removes a value said as the topic, out of its field, never the field', () => {
    expect(ops('gimnasio', 'Anual no la vende nadie; fuera de la cuota.')).toEqual([
      { op: 'removeOptions', entity: 'abonados', field: 'cuota', options: ['Anual'] },
    ]);
  });
});

describe('the frame never proposes what was not asked', () => {
  it('refuses a removal whose object it does not know, even beside a list it knows', () => {
    // "raza" is no field of the shelter's dogs: never the list instead.
    expect(frame('protectora', 'Quita la raza de los peludos en acogida')).toBeNull();
    expect(frame('liga_futbol', 'Borra las tarjetas de los jugadores')).toBeNull();
    expect(frame('huerto', 'El abono de las parcelas ya no lo necesito, fuera')).toBeNull();
    expect(frame('panaderia', 'Borra los encargos antiguos')).toBeNull();
    expect(frame('veterinaria', 'Borra los clientes que no vengan')).toBeNull();
  });

  it('refuses removals of some records: a topic narrowed down, a relative clause, "solo las de…"', () => {
    expect(ops('veterinaria', 'Las citas de los lunes bórralas')).toBe('not_understood');
    expect(ops('veterinaria', 'Los clientes morosos quítalos')).toBe('not_understood');
    expect(ops('veterinaria', 'Las mascotas fallecidas elimínalas')).toBe('not_understood');
    expect(ops('veterinaria', 'Borra las notas, pero solo las de este mes')).toBe('not_understood');
    expect(ops('gimnasio', 'Los abonados que no paguen elimínalos')).toBe('not_understood');
    expect(ops('veterinaria', 'Quita el nombre del veterinario que se fue')).toBe('not_understood');
    // Said of the whole list, it is the list.
    expect(ops('veterinaria', 'Los veterinarios no los usamos, bórralos')).toEqual([
      { op: 'removeEntity', entity: 'veterinarios' },
    ]);
    // "Llama a Marta" is someone to call.
    expect(frame('veterinaria', 'Llama a Marta, la veterinaria')).toBeNull();
  });

  it('refuses a field named for a list that does not have it', () => {
    expect(frame('gimnasio', 'En los monitores, borra el teléfono')).toBeNull();
    expect(frame('gimnasio', 'quita el teléfono porque me lo piden los monitores')).toEqual([
      { op: 'removeField', entity: 'abonados', field: 'telefono' },
    ]);
    expect(frame('gimnasio', 'quita el nombre porque me lo piden los monitores')).toBeNull();
  });

  it('refuses names that match two targets', () => {
    expect(frame('veterinaria', 'Quita la foto')).toBeNull();
    expect(frame('veterinaria', 'Quita la mascota')).toBeNull();
  });

  it('refuses conditions, negations and questions about consequences', () => {
    expect(frame('veterinaria', 'si ya no hay citas canceladas, quita el estado')).toBeNull();
    expect(frame('veterinaria', 'no, por favor, borres la raza')).toBeNull();
    expect(frame('veterinaria', 'no quitamos las citas, borra la raza')).toBeNull();
    expect(frame('veterinaria', 'no quiero que el precio sea obligatorio')).toBeNull();
    expect(frame('veterinaria', 'quiero saber si puedo quitar la raza')).toBeNull();
  });

  it('refuses a pronoun that does not agree with the thing named first', () => {
    expect(frame('veterinaria', 'La raza ya no nos sirve de nada. Quítalos.')).toBeNull();
  });

  it('refuses a second part it cannot read, or a second order beside the first', () => {
    expect(frame('veterinaria', 'quita la raza y arregla lo de las citas')).toBeNull();
    expect(
      frame('veterinaria', 'La dirección de los clientes no sirve, quítala y poné el DNI'),
    ).toBeNull();
    expect(frame('liga_futbol', 'quita los goles local y visitante')).toBeNull();
  });

  it('refuses a value in lower case or without its field, and what would be set as a value', () => {
    expect(frame('gimnasio', 'quita la media')).toBeNull();
    expect(frame('gimnasio', 'quita la Media')).toBeNull();
    expect(frame('protectora', 'cambia la zona a Triana')).toBeNull();
    expect(frame('veterinaria', 'cambia el precio a móvil')).toBeNull();
  });

  it('refuses orders that are not changes to the app', () => {
    expect(frame('coro', 'Mándales a los coristas un aviso y quita la cuerda')).toBeNull();
    expect(frame('gimnasio', 'Borra la reserva de Marta de mañana')).toBeNull();
  });
});
