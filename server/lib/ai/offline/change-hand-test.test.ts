// The hand test of 7 Dec 2026 (decision 0294): two apps generated from fresh ideas, a bike
// workshop and a community garden, and the rules their owners' requests asked for. Each rule
// with the requests it reads and the ones it must leave alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChangeOperation } from '../../../../contracts/app-changes.ts';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { EVAL_DESIGN } from './change-evaluate.ts';
import { readChange } from './change-reader.ts';

const definitions = JSON.parse(
  readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const app = (name: string): DataModel => dataModelSchema.parse(definitions[name]);
const bikes = app('taller_bicis_hand');
const garden = app('huerto_hand');
const gardenB = app('huerto_hand_b');

const read = (model: DataModel, instruction: string) =>
  readChange({ instruction, model, design: EVAL_DESIGN });
const ops = (model: DataModel, instruction: string): ChangeOperation[] | null => {
  const r = read(model, instruction);
  return r.ok ? r.operations : null;
};

const turno = {
  op: 'addEntity',
  label: 'Turno',
  fields: [
    { label: 'Fecha', type: 'date', required: false },
    { label: 'Socio', type: 'reference', required: false, ref: 'socios' },
    { label: 'Tarea', type: 'choice', required: false, options: ['Regar', 'Abrir el huerto'] },
  ],
};

describe('the hand test of 7 Dec 2026', () => {
  it('reads «azul marino» as navy, and a shade of it as no colour it knows', () => {
    expect(ops(bikes, 'pon el color principal en azul marino')).toEqual([
      { op: 'setDesign', primaryColor: '#1e3a8a' },
    ]);
    expect(ops(bikes, 'ponlo en azul')).toEqual([{ op: 'setDesign', primaryColor: '#2563eb' }]);
    expect(ops(bikes, 'pon el color en azul marino oscuro')).toBeNull();
  });

  it('sets a dislike of the colour aside as the reason before the order', () => {
    expect(ops(bikes, 'el naranja no pega nada con mi taller, ponlo en azul marino')).toEqual([
      { op: 'setDesign', primaryColor: '#1e3a8a' },
    ]);
    expect(ops(bikes, 'ese naranja no me gusta, cambialo a azul')).toEqual([
      { op: 'setDesign', primaryColor: '#2563eb' },
    ]);
    // A dislike alone orders nothing.
    expect(ops(bikes, 'el naranja no me gusta')).toBeNull();
  });

  it('names a list cut short as owners do («las bicis» for Bicicleta), only where one is', () => {
    expect(ops(bikes, 'añade a las bicis el color del cuadro')).toEqual([
      {
        op: 'addField',
        entity: 'bicicletas',
        field: { label: 'Color del cuadro', type: 'text', required: false },
      },
    ]);
    expect(ops(garden, 'añade a las bicis el color del cuadro')).toBeNull();
  });

  it('reads the values after «quiero poder elegir si es …» as the field named before the colon', () => {
    expect(
      ops(
        bikes,
        'A las bicis les falta el tipo: quiero poder elegir si es de carretera, de montaña, urbana, eléctrica o infantil',
      ),
    ).toEqual([
      {
        op: 'addField',
        entity: 'bicicletas',
        field: {
          label: 'Tipo',
          type: 'choice',
          required: false,
          options: ['Carretera', 'Montaña', 'Urbana', 'Eléctrica', 'Infantil'],
        },
      },
    ]);
  });

  it('never makes fields of the values a yes/no offers, «si es A, B o C», with no name for them', () => {
    expect(
      ops(
        bikes,
        'en las bicis quiero poder elegir si es de carretera, de montaña, urbana, eléctrica o infantil',
      ),
    ).toBeNull();
    // A yes/no in a list of fields joined by «y» is one of them.
    expect(ops(bikes, 'añade a las bicis si es eléctrica, el peso y la talla')).toHaveLength(3);
  });

  it('reads «los clientes entren y vean sus bicicletas, cada uno las suyas» as each client’s', () => {
    const vinculada = [
      { op: 'setRule', entity: 'bicicletas', rule: 'vinculada', linkField: 'cliente' },
    ];
    expect(
      ops(
        bikes,
        'quiero que los clientes puedan entrar y ver sus bicicletas, pero cada uno solo las suyas',
      ),
    ).toEqual(vinculada);
    expect(
      ops(
        bikes,
        'Quisiera que mis clientes entren a la web y vean solamente sus propias bicicletas',
      ),
    ).toEqual(vinculada);
    // «sus bicis»: the list cut short, in the settings rules too.
    expect(
      ops(bikes, 'quiero que los clientes entren y vean sus bicis, cada uno las suyas'),
    ).toEqual(vinculada);
    // Neither «solo» nor «cada uno»: nobody is kept from anything.
    expect(ops(bikes, 'que los clientes vean sus bicicletas')).toBeNull();
  });

  it('reads «la lista de X» as the list X of the app', () => {
    for (const instruction of [
      'quita la lista de vecinos, no la usamos: las herramientas solo se las prestamos a los socios',
      'quita la lista de vecinos, no la usamos: solo prestamos a los socios',
    ])
      expect(ops(garden, instruction), instruction).toEqual([
        { op: 'removeEntity', entity: 'vecinos' },
      ]);
    // No list of that name: a new list still (the name after «de»).
    expect(ops(garden, 'crea una lista de proveedores con nombre y teléfono')).toEqual([
      {
        op: 'addEntity',
        label: 'Proveedor',
        fields: [
          { label: 'Nombre', type: 'text', required: false },
          { label: 'Teléfono', type: 'phone', required: false },
        ],
      },
    ]);
  });

  it('names a new list «la lista Turnos» Turno, and keeps every field with its options', () => {
    for (const instruction of [
      'crea la lista Turnos con fecha, socio y tarea con las opciones regar y abrir el huerto',
      'crea Turnos con fecha, socio y tarea con opciones regar y abrir el huerto',
      'agregá una lista de turnos con la fecha, el socio y la tarea, que puede ser regar o abrir el huerto',
      // A new list with a date opens in a calendar by itself.
      'crea turnos con la fecha, el socio y la tarea (regar o abrir el huerto), y que se vean en un calendario',
    ])
      expect(ops(gardenB, instruction), instruction).toEqual([turno]);
    // With no date, the calendar asks for something not read: refused, never dropped.
    expect(
      ops(gardenB, 'crea turnos con el socio y la tarea, y que se vean en un calendario'),
    ).toBeNull();
    expect(ops(garden, 'que las cuotas se vean en un calendario')).toBeNull();
  });

  it('never drops the fields said after a cut in a new list: all read, or the request refused', () => {
    const r = read(
      gardenB,
      'crea Turnos con fecha, socio y tarea (opciones: regar o abrir el huerto)',
    );
    if (r.ok) {
      const made = r.operations.find((o) => o.op === 'addEntity');
      expect(made?.op === 'addEntity' && made.fields.map((f) => f.label)).toEqual([
        'Fecha',
        'Socio',
        'Tarea',
      ]);
    }
    // An aside after the list is still set aside.
    expect(
      ops(gardenB, 'crea Turnos con fecha y socio, que ahora lo llevamos en una libreta'),
    ).toEqual([
      {
        op: 'addEntity',
        label: 'Turno',
        fields: [
          { label: 'Fecha', type: 'date', required: false },
          { label: 'Socio', type: 'reference', required: false, ref: 'socios' },
        ],
      },
    ]);
  });

  it('reads «que Esperas sea un formulario: …» as that list, never the people who sign up', () => {
    expect(
      ops(
        gardenB,
        'que Esperas sea un formulario: los vecinos se apuntan y solo yo veo la lista entera',
      ),
    ).toEqual([{ op: 'setRule', entity: 'esperas', rule: 'formulario' }]);
  });
});

// The review of 8 Dec 2026: a golden-wedding app with a list of album photos, and an owner who
// wants a picture of each guest.
describe('a picture of each, in an app with a list of photos, is an image field', () => {
  const wedding = dataModelSchema.parse({
    entities: [
      {
        key: 'invitados',
        label: 'Invitado',
        labelPlural: 'Invitados',
        rule: 'formulario',
        fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
      },
      {
        key: 'fotos',
        label: 'Foto',
        labelPlural: 'Fotos',
        rule: 'publica',
        fields: [{ key: 'imagen', label: 'Imagen', type: 'image', required: true }],
      },
    ],
  });
  const image = {
    op: 'addField',
    entity: 'invitados',
    field: { label: 'Foto', type: 'image', required: false },
  };
  it.each(['quiero poder subir una foto de cada invitado', 'añade una foto a los invitados'])(
    '%s → an image «Foto» on Invitado',
    (instruction) => expect(ops(wedding, instruction)).toEqual([image]),
  );
  it('"cada invitado con su foto" is never a link to the photos', () =>
    expect(JSON.stringify(ops(wedding, 'cada invitado con su foto'))).not.toContain('reference'));
  it('"vincula cada foto con un invitado" still links them', () =>
    expect(ops(wedding, 'vincula cada foto con un invitado')).toEqual([
      {
        op: 'addField',
        entity: 'fotos',
        field: { label: 'Invitado', type: 'reference', required: false, ref: 'invitados' },
      },
    ]));
});
