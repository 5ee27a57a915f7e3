// The grammar of "Pide un cambio" kept as data (issue 39 item 1, decision 0241). Each rule has an
// id, a pattern over the analysis tokens, what it yields (one operation and where its slots
// come from), and its own examples and counter-examples, which `grammar.test.ts` runs. The
// interpreter (`interpret.ts`) matches a pattern against the whole instruction, once courtesy
// and reasons are set aside (`SKIP_PHRASES`), and returns every reading; the reader
// (`change-reader.ts`) applies each and asks when two differ.
//
// Pattern elements, separated by spaces (a trailing `?` makes one optional):
// - `@class`: one token of a word class of `words.ts` (its written form or any of its lemmas);
//   `@class=slot` also keeps that token in the slot;
// - `a|al|en`: one token written as one of these words (folded);
// - `{slot}`: one to six tokens (a list of options may be longer), never opening with a word of
//   no meaning and never across the end of a clause;
// - `~class`: as many tokens of the class as follow (none is fine); `~tail` is what describes
//   the thing just named ("de cómo se devolvió la herramienta") and asks for nothing else.
//
// Slots: `entity` (an existing list), `field` ("el estado del préstamo": a field, with its list
// or the one field of the app with that name), `label` (the name of something new), `options`
// (values separated by commas, "y", "o"), `media` (a photo or file word), `rate` (a rating verb).

import type { FieldType } from '../../../contracts/data-model.ts';

export type OpTemplate =
  | {
      op: 'addField';
      entity: string;
      /** `$label`, or `$media` / `$rate`: the label a media word or a rating verb gives. */
      label: string;
      /** A type, the one a media word asks for, or the one the label's words give. */
      type: FieldType | '$media' | '$fromLabel';
      options?: string;
    }
  | { op: 'addOptions'; field: string; options: string }
  | { op: 'renameEntity'; entity: string; label: string }
  /** A rule of who sees what; `formulario` only from this grammar so far. */
  | { op: 'setRule'; entity: string; rule: 'formulario' }
  /** The owner's mail when a record of the list arrives. */
  | { op: 'setNotify'; entity: string; onCreate: true };

/** An example: the definition of `eval/changes/definitions.json` it reads on, the instruction, the operations. */
export type RuleExample = [definition: string, instruction: string, operations: unknown[]];

export interface ChangeRule {
  id: string;
  /** What the rule reads, in a sentence, for the decision page and the failures of its test. */
  reads: string;
  pattern: string;
  yields: OpTemplate;
  examples: RuleExample[];
  /** Instructions this rule must not read (another rule, the old reader or a refusal answers). */
  counterExamples: [definition: string, instruction: string][];
}

const choiceField = (entity: string, label: string, options: string[]) => ({
  op: 'addField',
  entity,
  field: { label, type: 'choice', required: false, options },
});

const CHOICE_FIELD: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'a new choice field with its options',
  yields: {
    op: 'addField',
    entity: '$entity',
    label: '$label',
    type: 'choice',
    options: '$options',
  },
};

const MEDIA_FIELD: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'a photo or a file each record may carry',
  yields: { op: 'addField', entity: '$entity', label: '$media', type: '$media' },
};

const ADD_OPTION: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'one more option of an existing choice field',
  yields: { op: 'addOptions', field: '$field', options: '$options' },
};

const RENAME_LIST: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'a list renamed (the reference fields named after it go with it)',
  yields: { op: 'renameEntity', entity: '$entity', label: '$label' },
};

export const CHANGE_RULES: ChangeRule[] = [
  {
    id: 'field-to-list',
    reads: 'a new field of a list, its type from its name ("añade el móvil a los clientes")',
    pattern: '@add un|una|el|la? @fieldWord? {plainLabel} @to @det? {entity}',
    yields: { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    examples: [
      [
        'veterinaria',
        'añade el móvil a los clientes',
        [
          {
            op: 'addField',
            entity: 'clientes',
            field: { label: 'Móvil', type: 'phone', required: false },
          },
        ],
      ],
      [
        'huerto',
        'Por favor, añade un campo fecha de alta a los hortelanos',
        [
          {
            op: 'addField',
            entity: 'hortelanos',
            field: { label: 'Fecha de alta', type: 'date', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      // A type said, a condition, a wish: the rest of the reader reads them.
      ['huerto', 'añade un campo alta de tipo fecha a los hortelanos'],
      ['veterinaria', 'añade el móvil obligatorio a los clientes'],
      ['veterinaria', 'añade el móvil a los clientes y quita las notas'],
      // Not a list.
      ['veterinaria', 'añade el móvil a la ficha'],
    ],
  },
  {
    id: 'choice-field-to-list',
    ...CHOICE_FIELD,
    pattern:
      '@add un|una|el|la? @fieldWord? {label} @to @det? {entity} con @det? @options {options}',
    examples: [
      [
        'prestamo_herramientas',
        'añade un tipo a las herramientas con las opciones jardín, carpintería y electricidad',
        [choiceField('herramientas', 'Tipo', ['Jardín', 'Carpintería', 'Electricidad'])],
      ],
      [
        'gimnasio',
        'Añade una categoría a los monitores con las opciones yoga, pilates y spinning, por favor',
        [choiceField('monitores', 'Categoría', ['Yoga', 'Pilates', 'Spinning'])],
      ],
    ],
    counterExamples: [
      ['prestamo_herramientas', 'añade un tipo a las herramientas'],
      ['prestamo_herramientas', 'añade un tipo a las herramientas con las opciones jardín'],
      [
        'prestamo_herramientas',
        'añade un tipo a las herramientas con las opciones jardín, y quita la fianza',
      ],
    ],
  },
  {
    id: 'choice-field-list-first',
    ...CHOICE_FIELD,
    pattern:
      '@add @to @det? {entity} un|una|el|la? @fieldWord? {label} con @det? @options {options}',
    examples: [
      [
        'veterinaria',
        'agrega a los clientes un campo idioma con las opciones español, inglés o francés',
        [choiceField('clientes', 'Idioma', ['Español', 'Inglés', 'Francés'])],
      ],
    ],
    counterExamples: [['veterinaria', 'agrega a los clientes un campo idioma']],
  },
  {
    id: 'media-field-each-can-carry',
    ...MEDIA_FIELD,
    pattern: 'que? cada {entity} @can? @carry @det? @media=media ~tail',
    examples: [
      [
        'prestamo_herramientas',
        'cada préstamo puede llevar una foto de cómo se devolvió la herramienta',
        [
          {
            op: 'addField',
            entity: 'prestamos',
            field: { label: 'Foto', type: 'image', required: false },
          },
        ],
      ],
      [
        'panaderia',
        'que cada encargo lleve un archivo con el pedido firmado',
        [
          {
            op: 'addField',
            entity: 'encargos',
            field: { label: 'Archivo', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['prestamo_herramientas', 'cada préstamo puede llevar una herramienta'],
      // "Informe" may be the name meant: a question for the rest of the reader.
      ['veterinaria', 'cada cita puede llevar un pdf del informe'],
      // "Documento de identidad" is a name of its own, not a file described.
      ['prestamo_herramientas', 'cada préstamo puede llevar un documento de identidad'],
      ['prestamo_herramientas', 'cada préstamo puede llevar una foto y quita la fianza'],
      [
        'prestamo_herramientas',
        'cada préstamo puede llevar una foto de la herramienta, quita la fianza',
      ],
    ],
  },
  {
    id: 'media-field-lists-can-carry',
    ...MEDIA_FIELD,
    pattern: '@det? {entity} @can @carry @det? @media=media ~tail',
    examples: [
      [
        'gimnasio',
        'las reservas pueden llevar un documento',
        [
          {
            op: 'addField',
            entity: 'reservas',
            field: { label: 'Documento', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [['gimnasio', 'las reservas pueden llevar un monitor']],
  },
  {
    id: 'option-also',
    ...ADD_OPTION,
    pattern: 'que? @det? {field} @can ser @also {options}',
    examples: [
      [
        'prestamo_herramientas',
        'el estado de la herramienta puede ser también «perdida»',
        [{ op: 'addOptions', entity: 'herramientas', field: 'estado', options: ['Perdida'] }],
      ],
      [
        'veterinaria',
        'el estado de la cita puede ser también «No presentada»',
        [{ op: 'addOptions', entity: 'citas', field: 'estado', options: ['No presentada'] }],
      ],
    ],
    counterExamples: [
      // Préstamo has no Estado: no reading, and the reader refuses.
      ['prestamo_herramientas', 'el estado del préstamo puede ser también «perdido»'],
      // Nombre is no choice.
      ['veterinaria', 'el nombre del cliente puede ser también largo'],
      // Already an option.
      ['veterinaria', 'el estado de la cita puede ser también pendiente'],
    ],
  },
  {
    id: 'option-also-first',
    ...ADD_OPTION,
    pattern: 'que? @det? {field} @also @can ser {options}',
    examples: [
      [
        'liga_futbol',
        'la posición del jugador también puede ser líbero o carrilero',
        [
          {
            op: 'addOptions',
            entity: 'jugadores',
            field: 'posicion',
            options: ['Líbero', 'Carrilero'],
          },
        ],
      ],
    ],
    counterExamples: [
      ['liga_futbol', 'la posición del jugador también puede ser obligatoria'],
      ['liga_futbol', 'la posición del jugador también puede ser líbero y quita el dorsal'],
    ],
  },
  {
    id: 'rating-field',
    reads: 'a rating of each record ("que se puedan valorar las citas del 1 al 5")',
    pattern: '@wish? que? se? @can? @rate=rate @det? {entity} ~scale',
    yields: { op: 'addField', entity: '$entity', label: '$rate', type: 'rating' },
    examples: [
      [
        'veterinaria',
        'quiero que se puedan valorar las citas del 1 al 5',
        [
          {
            op: 'addField',
            entity: 'citas',
            field: { label: 'Valoración', type: 'rating', required: false },
          },
        ],
      ],
      [
        'club_lectura',
        'que se puedan puntuar los libros con estrellas',
        [
          {
            op: 'addField',
            entity: 'libros',
            field: { label: 'Puntuación', type: 'rating', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'quiero que se puedan valorar las citas y quita el precio'],
      ['veterinaria', 'quiero que se puedan valorar'],
    ],
  },
  {
    id: 'rename-list',
    ...RENAME_LIST,
    pattern: '@rename @det? {entity} a|como|por {label}',
    examples: [
      [
        'prestamo_herramientas',
        'Renombra Herramienta a Utensilio',
        [{ op: 'renameEntity', entity: 'herramientas', label: 'Utensilio' }],
      ],
      [
        'panaderia',
        'renombra los encargos a pedidos',
        [{ op: 'renameEntity', entity: 'encargos', label: 'Pedido' }],
      ],
      // A participle the dictionary knows as no noun is made singular all the same.
      [
        'panaderia',
        'Renombra Hornadas a Horneadas',
        [{ op: 'renameEntity', entity: 'hornadas', label: 'Horneada' }],
      ],
      // Monitor is also the reference of each Clase to it: the list is meant, and the field follows.
      [
        'gimnasio',
        'renombra monitor a entrenador',
        [{ op: 'renameEntity', entity: 'monitores', label: 'Entrenador' }],
      ],
    ],
    counterExamples: [
      // A field, not a list.
      ['veterinaria', 'renombra Especie a Tipo de animal'],
      // Herramienta is a list and no other field is named so: fine; Nombre is many fields.
      ['veterinaria', 'renombra Nombre a Apodo'],
      ['panaderia', 'renombra los encargos a pedidos y quita el pagado'],
      ['huerto', 'renombra los hortelanos a socios y las parcelas a huertos'],
      // Where the new name goes is no part of it.
      ['veterinaria', 'renombra mascota a paciente en las citas'],
      // Two lists with one name.
      ['panaderia', 'renombra los encargos a productos'],
      // The owner's talk is no name.
      ['panaderia', 'renombra los encargos a pedidos que es más corto'],
    ],
  },
  {
    id: 'notify-on-create',
    reads: 'a mail to the owner when a record of a list arrives',
    pattern: '@notifyMe por|con? @det? @mail? cuando @arrive @det? {entity}',
    yields: { op: 'setNotify', entity: '$entity', onCreate: true },
    examples: [
      [
        'panaderia',
        'avísame por correo cuando llegue un encargo',
        [{ op: 'setNotify', entity: 'encargos', onCreate: true }],
      ],
      [
        'veterinaria',
        'Avísame cuando entre una cita, por favor',
        [{ op: 'setNotify', entity: 'citas', onCreate: true }],
      ],
    ],
    counterExamples: [
      // Another channel, or no list named: the settings rules of change-settings.ts answer.
      ['panaderia', 'avísame por whatsapp cuando llegue un encargo'],
      ['panaderia', 'avísame cuando llegue'],
      ['veterinaria', 'avísame cuando llegue una cita mañana'],
    ],
  },
  {
    id: 'notify-on-create-send-me',
    reads: 'a mail to the owner every time someone asks for a record',
    pattern: '@sendMe un|una? @mail cada vez que alguien? @arrive @det? {entity}',
    yields: { op: 'setNotify', entity: '$entity', onCreate: true },
    examples: [
      [
        'veterinaria',
        'mándame un email cada vez que alguien pida cita',
        [{ op: 'setNotify', entity: 'citas', onCreate: true }],
      ],
    ],
    counterExamples: [['veterinaria', 'mándame un whatsapp cada vez que alguien pida cita']],
  },
  {
    id: 'rule-formulario',
    reads: 'people send records of a list through a form, and only the owner sees them all',
    pattern: 'que? @det? {who} @submit @det? {entity} @but que? @only @me @det? @see? @all',
    yields: { op: 'setRule', entity: '$entity', rule: 'formulario' },
    examples: [
      [
        'veterinaria',
        'que los clientes pidan cita pero solo yo vea todas',
        [{ op: 'setRule', entity: 'citas', rule: 'formulario' }],
      ],
      [
        'gimnasio',
        'que los abonados soliciten reservas y solo yo las vea todas',
        [{ op: 'setRule', entity: 'reservas', rule: 'formulario' }],
      ],
    ],
    counterExamples: [
      // Without an account is `anonymous` too: change-settings.ts reads it.
      ['veterinaria', 'que cualquiera pida cita sin cuenta pero solo yo vea todas'],
      ['veterinaria', 'que los clientes pidan cita'],
    ],
  },
];
