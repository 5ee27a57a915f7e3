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
  | { op: 'setNotify'; entity: string; onCreate: true }
  /** The author's mail when a choice field of their record changes (`$field`). */
  | { op: 'setNotify'; field: string; onChangeOf: true }
  /** Each person sees only what they created (`propia`) on `$entity`. */
  | { op: 'setRule'; entity: string; rule: 'propia' }
  /**
   * Each person sees only the records of `$entity` (or, none said, of the one list that refers
   * to them) that point at `$person`: `vinculada` through that one reference, plus the
   * person's account field when none is set and exactly one email field can be it.
   */
  | { op: 'setRule'; entity?: string; person: string; rule: 'vinculada' }
  /** The email field `$field` of `$entity` is each person's account. */
  | { op: 'setAccountField'; entity: string; field: string }
  /**
   * On each record of `$entity`, how many records of `$from` point at it, or (with `field`)
   * the sum of their number or money field; the one reference between them, never a guess.
   */
  | { op: 'addTotal'; entity: string; from: string; field?: string };

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
  /** Instructions this rule reads in more than one way: the reader asks which (their count). */
  questions?: [definition: string, instruction: string, readings: number][];
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
  {
    id: 'rule-propia-own-records',
    reads:
      'each person sees only the records of a list they made ("cada abonado ve solo sus reservas")',
    pattern: 'que? cada {who} @seeOwn ver? @only sus {entity}',
    yields: { op: 'setRule', entity: '$entity', rule: 'propia' },
    examples: [
      [
        'gimnasio',
        'cada abonado ve solo sus reservas',
        [{ op: 'setRule', entity: 'reservas', rule: 'propia' }],
      ],
      [
        'club_lectura',
        'que cada socio pueda ver solo sus reseñas',
        [{ op: 'setRule', entity: 'resenas', rule: 'propia' }],
      ],
    ],
    counterExamples: [
      // The records of someone else: vinculada, another rule.
      ['club_lectura', 'cada socio ve solo las reseñas de su socio'],
      // No list named: the settings rules ask which.
      ['gimnasio', 'cada socio ve solo lo suyo'],
      ['gimnasio', 'cada abonado ve solo sus reservas de la semana'],
    ],
  },
  {
    id: 'rule-propia-in-list',
    reads:
      'in a list named first, each person sees only what they made ("en las reseñas, que cada socio vea solo lo suyo")',
    pattern: 'en @det? {entity} que? cada {who} @seeOwn ver? @only lo|los|las @own',
    yields: { op: 'setRule', entity: '$entity', rule: 'propia' },
    examples: [
      [
        'club_lectura',
        'En las reseñas, que cada socio vea solo lo suyo',
        [{ op: 'setRule', entity: 'resenas', rule: 'propia' }],
      ],
    ],
    counterExamples: [['club_lectura', 'en las reseñas, que cada socio vea solo lo de su libro']],
  },
  {
    id: 'rule-vinculada',
    reads:
      'each person sees only the records that point at them or at their child ("cada familia ve solo lo de su hijo")',
    pattern: 'que? cada {who} @seeOwn ver? @only lo|los|las|el|la? {entity}? de su|sus {person}',
    yields: { op: 'setRule', entity: '$entity', person: '$person', rule: 'vinculada' },
    examples: [
      [
        'guarderia',
        'cada familia ve solo lo de su hijo',
        [
          { op: 'setRule', entity: 'partes_diarios', rule: 'vinculada', linkField: 'nino' },
          { op: 'setAccountField', entity: 'ninos', field: 'email_de_la_familia' },
        ],
      ],
      [
        'guarderia',
        'Que cada familia vea solo los partes diarios de su niño',
        [
          { op: 'setRule', entity: 'partes_diarios', rule: 'vinculada', linkField: 'nino' },
          { op: 'setAccountField', entity: 'ninos', field: 'email_de_la_familia' },
        ],
      ],
      [
        'club_lectura',
        'cada socio ve solo las reseñas de su socio',
        [
          { op: 'setRule', entity: 'resenas', rule: 'vinculada', linkField: 'socio' },
          { op: 'setAccountField', entity: 'socios', field: 'email' },
        ],
      ],
    ],
    counterExamples: [
      // Monitores and Vecinos have no email to be the account: the settings rules ask.
      ['gimnasio', 'que cada monitor vea solo las clases de su monitor'],
      ['prestamo_herramientas', 'cada vecino ve solo los préstamos de su vecino'],
      // Each person's own records: propia.
      ['gimnasio', 'cada abonado ve solo sus reservas'],
    ],
  },
  {
    id: 'account-field-is-account',
    reads: 'a person\'s email field is their account ("el email de cada socio es su cuenta")',
    pattern: 'que? el|la? {field} de cada {entity} es|sea|sera su cuenta',
    yields: { op: 'setAccountField', entity: '$entity', field: '$field' },
    examples: [
      [
        'club_lectura',
        'el email de cada socio es su cuenta',
        [{ op: 'setAccountField', entity: 'socios', field: 'email' }],
      ],
      [
        'guarderia',
        'el email de la familia de cada niño es su cuenta',
        [{ op: 'setAccountField', entity: 'ninos', field: 'email_de_la_familia' }],
      ],
    ],
    counterExamples: [
      // Not an email.
      ['club_lectura', 'el nombre de cada socio es su cuenta'],
      ['club_lectura', 'el email de cada socio es obligatorio'],
    ],
  },
  {
    id: 'account-field-account-is',
    reads: 'a person\'s account is their email field ("la cuenta de cada socio es su email")',
    pattern: 'que? la cuenta de cada|los|las|el|la? {entity} es|sea|sera su|el|la {field}',
    yields: { op: 'setAccountField', entity: '$entity', field: '$field' },
    examples: [
      [
        'club_lectura',
        'la cuenta de cada socio es su email',
        [{ op: 'setAccountField', entity: 'socios', field: 'email' }],
      ],
      // The one email field, said by what it is.
      [
        'club_lectura',
        'que la cuenta de cada socio sea su correo',
        [{ op: 'setAccountField', entity: 'socios', field: 'email' }],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'la cuenta de cada socio es su nombre'],
      // Two email fields would be a question; none is no reading.
      ['gimnasio', 'la cuenta de cada monitor es su correo'],
    ],
  },
  {
    id: 'notify-on-change',
    reads: 'a mail to the author of a record when a choice field of it changes',
    pattern: '@notifyAuthor un|una? @mail? @to? @det? {who}? cuando @changes @det? {field}',
    yields: { op: 'setNotify', field: '$field', onChangeOf: true },
    examples: [
      [
        'veterinaria',
        'Avisa al cliente cuando cambie el estado de la cita',
        [{ op: 'setNotify', entity: 'citas', onChangeOf: 'estado' }],
      ],
      [
        'guarderia',
        'avisa a la familia cuando cambie el estado de la solicitud',
        [{ op: 'setNotify', entity: 'solicitudes', onChangeOf: 'estado' }],
      ],
      [
        'prestamo_herramientas',
        'mándale un correo a quien la pidió cuando cambie el estado de la herramienta',
        [{ op: 'setNotify', entity: 'herramientas', onChangeOf: 'estado' }],
      ],
    ],
    counterExamples: [
      // Not a choice: the settings rules say so.
      ['veterinaria', 'avisa al cliente cuando cambie la raza de la mascota'],
      // Another channel or a time.
      ['veterinaria', 'avisa al cliente por whatsapp cuando cambie el estado de la cita'],
      ['veterinaria', 'avisa al cliente cuando cambie el estado de la cita mañana'],
      // The owner's mail on a change is no onChangeOf (that mails the author).
      ['veterinaria', 'avísame cuando cambie el estado de la cita'],
    ],
  },
  {
    id: 'total-count-how-many',
    reads:
      'how many records of a list point at each record of another ("muestra cuántas reservas tiene cada clase")',
    pattern: 'que? se? @show? @howMany {from} @has en? cada {entity}',
    yields: { op: 'addTotal', entity: '$entity', from: '$from' },
    examples: [
      [
        'gimnasio',
        'muestra cuántas reservas tiene cada clase',
        [{ op: 'addTotal', entity: 'clases', from: 'reservas', label: 'Reservas' }],
      ],
      [
        'panaderia',
        'que se vea cuántos encargos tiene cada producto',
        [{ op: 'addTotal', entity: 'productos', from: 'encargos', label: 'Encargos' }],
      ],
    ],
    // Two references from Partido to Equipo (local, visitante): which one is a question.
    questions: [['liga_futbol', 'muestra cuántos partidos tiene cada equipo', 2]],
    counterExamples: [
      // No list of that name.
      ['gimnasio', 'muestra cuántas plazas tiene cada clase'],
      ['gimnasio', 'muestra cuántas reservas tiene cada clase este mes'],
    ],
  },
  {
    id: 'total-count-in-each',
    reads:
      'in each record, the number of records of a list that point at it ("que en cada clase se vea el número de reservas")',
    pattern: 'que? en cada {entity} se? @show @det? @countNoun de @det? {from}',
    yields: { op: 'addTotal', entity: '$entity', from: '$from' },
    examples: [
      [
        'gimnasio',
        'que en cada clase se vea el número de reservas',
        [{ op: 'addTotal', entity: 'clases', from: 'reservas', label: 'Reservas' }],
      ],
      [
        'huerto',
        'en cada hortelano muestra el total de parcelas',
        [{ op: 'addTotal', entity: 'hortelanos', from: 'parcelas', label: 'Parcelas' }],
      ],
    ],
    counterExamples: [['gimnasio', 'que en cada clase se vea el número de plazas']],
  },
  {
    id: 'total-count-in-each-how-many',
    reads:
      'in each record, how many records of a list it has ("que en cada curso se vea cuántas inscripciones tiene")',
    pattern: 'que? en cada {entity} se? @show @howMany {from} @has',
    yields: { op: 'addTotal', entity: '$entity', from: '$from' },
    examples: [
      [
        'club_lectura',
        'que en cada libro se vea cuántas reseñas tiene',
        [{ op: 'addTotal', entity: 'libros', from: 'resenas', label: 'Reseñas' }],
      ],
    ],
    counterExamples: [['club_lectura', 'que en cada libro se vea cuántas páginas tiene']],
  },
  {
    id: 'total-count-verb',
    reads: 'count the records of a list of each record ("cuenta las reservas de cada clase")',
    pattern: '@countVerb @det? {from} de cada {entity}',
    yields: { op: 'addTotal', entity: '$entity', from: '$from' },
    examples: [
      [
        'gimnasio',
        'cuenta las reservas de cada clase',
        [{ op: 'addTotal', entity: 'clases', from: 'reservas', label: 'Reservas' }],
      ],
    ],
    counterExamples: [['gimnasio', 'cuenta las plazas de cada clase']],
  },
  {
    id: 'total-sum-in-each',
    reads:
      'in each record, the sum of a number field of the records that point at it ("que en cada colmena se vea la suma de kilos de sus revisiones")',
    pattern:
      'que? en cada {entity} se? @show @det? @sumNoun de @det? {field} de sus|los|las {from}',
    yields: { op: 'addTotal', entity: '$entity', from: '$from', field: '$field' },
    examples: [
      [
        'panaderia',
        'que en cada producto se vea la suma de piezas de sus hornadas',
        [
          {
            op: 'addTotal',
            entity: 'productos',
            from: 'hornadas',
            field: 'piezas',
            label: 'Piezas de hornadas',
          },
        ],
      ],
      [
        'huerto',
        'en cada hortelano muestra el total de metros de sus parcelas',
        [
          {
            op: 'addTotal',
            entity: 'hortelanos',
            from: 'parcelas',
            field: 'metros',
            label: 'Metros de parcelas',
          },
        ],
      ],
    ],
    counterExamples: [
      // Not a number.
      ['panaderia', 'que en cada producto se vea la suma de productos de sus hornadas'],
      ['huerto', 'en cada hortelano muestra el total de metros de sus parcelas de este año'],
    ],
  },
  {
    id: 'total-sum-verb',
    reads:
      'sum a number field of the records of each record ("suma los metros de las parcelas de cada hortelano")',
    pattern: '@sumVerb @det? {field} de @det? {from} de cada {entity}',
    yields: { op: 'addTotal', entity: '$entity', from: '$from', field: '$field' },
    examples: [
      [
        'huerto',
        'suma los metros de las parcelas de cada hortelano',
        [
          {
            op: 'addTotal',
            entity: 'hortelanos',
            from: 'parcelas',
            field: 'metros',
            label: 'Metros de parcelas',
          },
        ],
      ],
    ],
    counterExamples: [['huerto', 'suma los metros de cada hortelano']],
  },
];

/**
 * How a compound instruction splits (`clausesOf` of `interpret.ts`): at a full stop or a
 * semicolon, or at a comma or "y" an order follows; never inside a list. Null: one request.
 */
export const CLAUSE_EXAMPLES: [instruction: string, clauses: string[] | null][] = [
  [
    'Renombra Herramienta a Utensilio y avísame cuando llegue un préstamo',
    ['Renombra Herramienta a Utensilio', 'avísame cuando llegue un préstamo'],
  ],
  [
    'añade «No presentada» al estado; además quita la raza',
    ['añade «No presentada» al estado', 'quita la raza'],
  ],
  [
    'Por favor, añade el móvil a los clientes. Además, renombra las citas a visitas.',
    ['añade el móvil a los clientes', 'renombra las citas a visitas'],
  ],
  [
    'añade el móvil a los clientes y quita las notas, gracias',
    ['añade el móvil a los clientes', 'quita las notas'],
  ],
  ['añade un tipo a las herramientas con las opciones jardín, carpintería y electricidad', null],
  ['renombra los hortelanos a socios y las parcelas a huertos', null],
  // A pronoun carries what the clause before named.
  ['añade un campo chip a las mascotas y hazlo obligatorio', null],
];

/**
 * "¿Querías decir…?" from the grammar (`nearestByGrammar` of `interpret.ts`): an instruction
 * it does not read whole, and the first operations it offers (null: nothing to offer).
 */
export const NEAREST_EXAMPLES: [
  definition: string,
  instruction: string,
  first: unknown[] | null,
][] = [
  [
    'gimnasio',
    'muestra cuántas reservas tiene cada clase este mes',
    [{ op: 'addTotal', entity: 'clases', from: 'reservas', label: 'Reservas' }],
  ],
  [
    'liga_futbol',
    'muestra cuántos partidos tiene cada equipo',
    [
      {
        op: 'addTotal',
        entity: 'equipos',
        from: 'partidos',
        via: 'local',
        label: 'Partidos (local)',
      },
    ],
  ],
  [
    'gimnasio',
    'muestra cuántas reservas tiene cada clase y quita las notas de los abonados',
    [{ op: 'addTotal', entity: 'clases', from: 'reservas', label: 'Reservas' }],
  ],
  // A negation is never left out: "no … este mes" is not the count.
  ['gimnasio', 'no muestres cuántas reservas tiene cada clase'],
].map((x) => (x.length === 2 ? [x[0], x[1], null] : x)) as [string, string, unknown[] | null][];
