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
//   the thing just named ("de cómo se devolvió la herramienta") and asks for nothing else;
// - `→`, `/`: no token, the mark written after the token before: an arrow ("→", "->", "=>") or
//   a slash between spaces ("… a Socio / Mascota a …").
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
      /** Said to be required with it ("… una foto y que sea obligatoria"). */
      required?: true;
      /** The name written by the owner after «que se llame», taken as written. */
      written?: true;
    }
  /** `capitals`: every value written with a capital (lower-case words may be talk). */
  | { op: 'addOptions'; field: string; options: string; capitals?: true }
  /**
   * A list or a field (`$target`, in the list `in` when a heading names it) given the new name
   * `$label`, written with a capital as it should be seen.
   */
  | {
      op: 'rename';
      target: string;
      label: string;
      in?: string;
      /** The old name written as it is seen ("cambia Dirección por Domicilio", never "cambia la zona a Triana"). */
      asSeen?: true;
      /** The new name closes the request, so a "y" is part of it ("… que diga Nombre y apellido"). */
      toTheEnd?: true;
      /**
       * The words around the names say which they are ("donde pone pagado que diga cobrado",
       * "… es muy largo, déjalo en peludos"): written in lower case too.
       */
      anyCase?: true;
      /** A new name of one word ("… por socios"): what a rule takes in lower case. */
      oneWord?: true;
      /**
       * Said as "el nombre de X": a new name that opens with «Nombre» ("… por Nombre completo")
       * is the new name of the list's field Nombre, never of the list.
       */
      nameOf?: true;
      /**
       * A list and the reference fields to it named after it ("Cliente → Socio" where each
       * Pedido has a Cliente): the list, which renames them with it (two renames said at once).
       */
      listFirst?: true;
    }
  /**
   * What `$target` names, taken out of the app: a value of a choice field (its field said with
   * it, in `$from`, or anywhere in the instruction, or the word "opción"), a list, or a field.
   * `option` only reads a value ("quítalo de las opciones").
   */
  | {
      op: 'remove';
      target: string;
      from?: string;
      only?: 'option';
      in?: string;
      /** The values said to stay ("… y dejad Fácil y Difícil"): exactly the others of the field. */
      keep?: string;
    }
  /**
   * A field's new type: a plain type word (`$typeName`: "texto", "número", "fecha", "sí o
   * no") or a choice among `$options`, each written with a capital. `in`: the list a heading
   * names ("parcelas: el número como texto").
   */
  | {
      op: 'changeType';
      field: string;
      /** `$typeName`, or the type word the rule says itself ("fecha y hora"). */
      typeName?: string;
      options?: string;
      in?: string;
      /** Only a field of this type ("… que lleve también la hora": a date). */
      from?: FieldType;
    }
  | { op: 'renameEntity'; entity: string; label: string }
  /** A rule of who sees what; `formulario` only from this grammar so far. */
  | { op: 'setRule'; entity: string; rule: 'formulario' }
  /** Everyone sees the list and adds to it (`publica`), or only the owner sees it (`privada`). */
  | { op: 'setRule'; entity: string; rule: 'publica' | 'privada' }
  /** A field made required. */
  /** A field made required (`in`: the list whose records must not be saved without it). */
  | {
      op: 'required';
      field: string;
      in?: string;
      /** Made optional instead («que no haga falta rellenar el X»). */
      optional?: true;
    }
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
  /** One operation, or (a compound said as one sentence) several, all of which must read. */
  yields: OpTemplate | OpTemplate[];
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

/** Where the screen says a name, then what it should say: «donde pone X que diga Y». */
const WHERE_IT_SAYS =
  'donde|lo que? pone|dice|sale {target} me|nos? gustaria? @wish? que? ponga|diga|pusiera|dijera|pon|mejor {newName} ~aside';

/** A name said to be too long or odd: «X es muy largo (para el menú)». */
const TOO_LONG =
  '{target} es|son|queda|quedan|suena|suenan muy|demasiado|un? poco? largo|larga|largos|largas|raro|rara|feo|fea|formal|formales|serio|seria|antiguo|antigua|confuso|confusa|tecnico|tecnica para? el|la? menu|pantalla?';

/** An example's rename of a field: its list, its key, its new label. */
const renamedField = (entity: string, field: string, label: string) => ({
  op: 'renameField',
  entity,
  field,
  label,
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

const FILE_FOR_DOCUMENT: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads:
    'a file each record keeps for a document, named by the document ("En las bodas agreguen un archivo para el contrato firmado")',
  yields: { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$media' },
};

const ADD_OPTION: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'one more option of an existing choice field',
  yields: { op: 'addOptions', field: '$field', options: '$options' },
};

const RENAME_LIST: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'a list renamed (the reference fields named after it go with it)',
  yields: { op: 'renameEntity', entity: '$entity', label: '$label' },
};

const ADD_OPTION_WRITTEN: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'values added to a choice field, each written with a capital',
  yields: { op: 'addOptions', field: '$field', options: '$options', capitals: true },
};

const RENAME_WRITTEN: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'a list or a field renamed, the new name written as it should be seen',
  yields: { op: 'rename', target: '$target', label: '$newName' },
};

/**
 * "… vea las entregas que están a su nombre", "… vea las cocciones que tiene asignadas": the
 * records that point at the person who sees them (rule-vinculada-in-their-name).
 */
const IN_THEIR_NAME =
  '@can? entre|entrar? y? @seeOwn ver? @only? los|las {entity} que esta|estan|tiene|tienen|figura|figuran a? su? nombre|asignados|asignadas|asignado|asignada ~aside';

const RULE_PUBLICA: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'everyone sees a list and adds to it',
  yields: { op: 'setRule', entity: '$entity', rule: 'publica' },
};

const RULE_PRIVADA: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'only the owner sees a list',
  yields: { op: 'setRule', entity: '$entity', rule: 'privada' },
};

const CHANGE_TYPE: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'a field of another type',
  yields: { op: 'changeType', field: '$field', typeName: '$typeName' },
};

const REMOVE: Omit<ChangeRule, 'id' | 'pattern' | 'examples' | 'counterExamples'> = {
  reads: 'a list, a field or a value taken out of the app',
  yields: { op: 'remove', target: '$target' },
};

export const CHANGE_RULES: ChangeRule[] = [
  {
    id: 'remove-value-others-enough',
    ...REMOVE,
    yields: { op: 'remove', target: '$target', from: '$field', keep: '$kept' },
    reads:
      'a choice field whose other values are enough, then the value to remove ("La dificultad con Fácil y Difícil basta, quita Media")',
    pattern: '@det? {field} con {kept} basta|sobra|vale|alcanza|bastan|valen @remove {target}',
    examples: [
      [
        'coro',
        'La dificultad con Fácil y Difícil basta, quita Media',
        [{ op: 'removeOptions', entity: 'obras', field: 'dificultad', options: ['Media'] }],
      ],
      [
        'gimnasio',
        'La intensidad con Media y Alta basta, quita Suave',
        [{ op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Suave'] }],
      ],
    ],
    counterExamples: [
      ['coro', 'La dificultad con Fácil basta, quita Media'],
      ['coro', 'La dificultad con Fácil y Difícil basta, quita el compositor'],
    ],
  },
  {
    id: 'remove-topic-comma-pronoun',
    ...REMOVE,
    reads:
      'a list, field or value named, then its removal with a pronoun and perhaps why ("La raza de las mascotas, quítala, que nunca la rellenamos")',
    pattern: '@det=det? {target} @removeIt=pron ~aside',
    examples: [
      [
        'veterinaria',
        'La raza de las mascotas, quítala, que nunca la rellenamos',
        [{ op: 'removeField', entity: 'mascotas', field: 'raza' }],
      ],
      [
        'panaderia',
        'Las hornadas, bórralas, las llevamos en papel',
        [{ op: 'removeEntity', entity: 'hornadas' }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'Los clientes morosos, quítalos'],
      ['veterinaria', 'La raza de las mascotas, quítalo'],
      ['veterinaria', 'La raza, quítala, solo la de los perros'],
    ],
  },
  {
    id: 'remove-after-a-sentence',
    ...REMOVE,
    reads:
      'a sentence of talk about a list, then its removal ("Los árbitros los asigna la asociación, no nosotros. Borra los árbitros nomás")',
    pattern: '~sentence @remove @det? @part=part? de|del? {target} nomas|ya?',
    examples: [
      [
        'liga_futbol',
        'Los árbitros los asigna la asociación, no nosotros. Borra los árbitros nomás',
        [{ op: 'removeEntity', entity: 'arbitros' }],
      ],
      [
        'panaderia',
        'Las hornadas las llevamos en papel. Borra las hornadas',
        [{ op: 'removeEntity', entity: 'hornadas' }],
      ],
    ],
    counterExamples: [
      // The sentence names another list, or holds an order.
      ['panaderia', 'Los productos los llevamos en papel. Borra las hornadas'],
      ['panaderia', 'Si no hay hornadas. Borra las hornadas'],
    ],
  },
  {
    id: 'rename-should-be-called',
    ...RENAME_WRITTEN,
    reads:
      'a list or a field that should be called otherwise ("El compositor de las obras debería llamarse Autor, pues también cantamos piezas populares")',
    pattern: '@det? {target} deberia|debe|podria llamarse|decir {newName} ~aside',
    examples: [
      [
        'coro',
        'El compositor de las obras debería llamarse Autor, pues también cantamos piezas populares',
        [{ op: 'renameField', entity: 'obras', field: 'compositor', label: 'Autor' }],
      ],
      [
        'veterinaria',
        'La fecha de nacimiento de las mascotas debería decir Nacimiento',
        [
          {
            op: 'renameField',
            entity: 'mascotas',
            field: 'fecha_de_nacimiento',
            label: 'Nacimiento',
          },
        ],
      ],
    ],
    counterExamples: [
      ['coro', 'El compositor de las obras debería llamarse autor'],
      ['coro', 'El compositor debería llamarse Autor, el de los ensayos'],
    ],
  },
  {
    id: 'rename-under-heading-prefer',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', in: '$entity', asSeen: true },
    reads:
      "in a list named first, a field the owner prefers to read otherwise (\"En las parcelas, 'Número' prefiero que diga 'Nº de parcela'\")",
    pattern: 'en @det? {entity} @det? {target} @wish que se? diga|ponga|llame {newName}',
    examples: [
      [
        'huerto',
        "En las parcelas, 'Número' prefiero que diga 'Nº de parcela'",
        [{ op: 'renameField', entity: 'parcelas', field: 'numero', label: 'Nº de parcela' }],
      ],
      [
        'veterinaria',
        'En los clientes, Dirección prefiero que diga Domicilio',
        [{ op: 'renameField', entity: 'clientes', field: 'direccion', label: 'Domicilio' }],
      ],
    ],
    counterExamples: [
      ['huerto', "En los hortelanos, 'Número' prefiero que diga 'Nº de parcela'"],
      ['veterinaria', 'En los clientes, dirección prefiero que diga Domicilio'],
    ],
  },
  {
    id: 'option-field-should-have-too',
    ...ADD_OPTION_WRITTEN,
    reads:
      'a choice field that should have one more value too, perhaps after what the owner says of themselves ("Este año entran los juveniles, necesito que la categoria tenga Juvenil también")',
    pattern:
      '~context @wish? que @det? {field} tenga|tengan|incluya|incluyan @also? {options} @also?',
    examples: [
      [
        'liga_futbol',
        'Este año entran los juveniles, necesito que la categoria tenga Juvenil también.',
        [{ op: 'addOptions', entity: 'equipos', field: 'categoria', options: ['Juvenil'] }],
      ],
      [
        'coro',
        'Ahora tenemos niños, quiero que la cuerda tenga también Voces blancas',
        [{ op: 'addOptions', entity: 'coristas', field: 'cuerda', options: ['Voces blancas'] }],
      ],
    ],
    counterExamples: [
      [
        'liga_futbol',
        'Este año entran los juveniles, necesito que la categoria tenga juvenil también.',
      ],
      ['liga_futbol', 'Si entran los juveniles, necesito que la categoria tenga Juvenil también.'],
    ],
  },
  {
    id: 'required-as-a-favour',
    reads:
      'a field asked for as required ("¿Me regala las plazas como obligatorias? Sin eso no sabemos cuánta gente cabe")',
    pattern:
      '@give @det=det? {field} como obligatorio|obligatoria|obligatorios|obligatorias ~aside',
    yields: { op: 'required', field: '$field' },
    examples: [
      [
        'gimnasio',
        'Me regala las plazas como obligatorias? Sin eso no sabemos cuánta gente cabe',
        [{ op: 'setRequired', entity: 'clases', field: 'plazas', required: true }],
      ],
      [
        'veterinaria',
        '¿Me pone la raza de las mascotas como obligatoria?',
        [{ op: 'setRequired', entity: 'mascotas', field: 'raza', required: true }],
      ],
    ],
    counterExamples: [['gimnasio', '¿Me regala los socios como obligatorios?']],
  },

  {
    id: 'required-put-as',
    reads:
      'a field set as required with «pon» or «colocá» ("colocá la fecha de devolución como obligatoria"; «colocar» is «poner»)',
    pattern:
      '@putAs @det=det? {field} como obligatorio|obligatoria|obligatorios|obligatorias ~aside',
    yields: { op: 'required', field: '$field' },
    examples: [
      [
        'prestamo_herramientas',
        'colocá la fecha de devolución como obligatoria',
        [{ op: 'setRequired', entity: 'prestamos', field: 'fecha_de_devolucion', required: true }],
      ],
      [
        'veterinaria',
        'coloca la raza como obligatoria',
        [{ op: 'setRequired', entity: 'mascotas', field: 'raza', required: true }],
      ],
      [
        'veterinaria',
        'pon la raza de las mascotas como obligatoria',
        [{ op: 'setRequired', entity: 'mascotas', field: 'raza', required: true }],
      ],
    ],
    counterExamples: [
      // A list is no field; a new field is added, not made required.
      ['gimnasio', 'coloca los abonados como obligatorios'],
      ['veterinaria', 'coloca un campo alergias como obligatorio'],
      ['veterinaria', 'colocamos la raza como obligatoria'],
    ],
  },

  {
    id: 'optional-no-need-to-fill',
    reads:
      'a field that need not be filled in ("que no haga falta rellenar el nº de socio", "que no sea obligatorio poner el email")',
    pattern:
      'que? no haga|sea|tenga|haya falta|necesario|obligatorio|que rellenar|poner|completar|indicar|llenar @det {field}',
    yields: { op: 'required', field: '$field', optional: true },
    examples: [
      [
        'prestamo_herramientas',
        'que no haga falta rellenar el nº de socio',
        [{ op: 'setRequired', entity: 'vecinos', field: 'n_de_socio', required: false }],
      ],
      [
        'veterinaria',
        'que no sea obligatorio poner el nombre de las mascotas',
        [{ op: 'setRequired', entity: 'mascotas', field: 'nombre', required: false }],
      ],
    ],
    counterExamples: [
      // No field of the app so named; asked to be required.
      ['prestamo_herramientas', 'que no haga falta rellenar el color del carné'],
      ['prestamo_herramientas', 'que haga falta rellenar el nº de socio'],
    ],
  },
  {
    id: 'optional-topic-no-longer-required',
    reads:
      'a field named first, then that it need no longer be required ("El documento del peregrino ya no hace falta que sea obligatorio")',
    pattern:
      '@det {field} ya? no hace|haria falta que sea|siga|este obligatorio|obligatoria|requerido|requerida ~aside',
    yields: { op: 'required', field: '$field', optional: true },
    examples: [
      [
        'albergue_camino',
        'El documento del peregrino ya no hace falta que sea obligatorio, hay quien no lo lleva encima',
        [{ op: 'setRequired', entity: 'peregrinos', field: 'documento', required: false }],
      ],
    ],
    counterExamples: [
      // Said to be needed: required, never optional.
      ['albergue_camino', 'El documento del peregrino hace falta que sea obligatorio'],
    ],
  },
  {
    id: 'required-no-record-without-it',
    reads:
      'a field that is required, so no record may be saved without it ("El chip es obligatorio por ley, así que no debería dejarme guardar un peludo sin él")',
    pattern:
      '@det? {field} es obligatorio|obligatoria|imprescindible|necesario|necesaria por? ley? asi que no deberia|debe|debería|puede dejarme|dejar guardar|crear|apuntar|anadir un|una {entity} sin el|ella',
    yields: { op: 'required', field: '$field', in: '$entity' },
    examples: [
      [
        'protectora',
        'El chip es obligatorio por ley, así que no debería dejarme guardar un peludo sin él.',
        [
          {
            op: 'setRequired',
            entity: 'peludos_en_acogida',
            field: 'chip',
            required: true,
          },
        ],
      ],
      [
        'veterinaria',
        'La raza es imprescindible, así que no debería dejarme guardar una mascota sin ella',
        [{ op: 'setRequired', entity: 'mascotas', field: 'raza', required: true }],
      ],
    ],
    counterExamples: [
      // The field is not the record's.
      [
        'veterinaria',
        'La especie es imprescindible, así que no debería dejarme guardar una cita sin ella',
      ],
      [
        'veterinaria',
        'La especie es imprescindible, así que no debería dejarme guardar una mascota',
      ],
    ],
  },
  {
    id: 'compound-private-and-field',
    reads:
      'a list only the owner sees, and a field added to it ("¿Se puede hacer que nadie más que yo vea a los veterinarios? Y, ya que estamos, ¿les añades el móvil?")',
    pattern:
      'se @can hacer que nadie mas que yo vea|pueda|vean ver? a? @det? {entity} y? les|le? @add @det? {plainLabel}',
    yields: [
      { op: 'setRule', entity: '$entity', rule: 'privada' },
      { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    ],
    examples: [
      [
        'veterinaria',
        '¿Se puede hacer que nadie más que yo vea a los veterinarios? Y, ya que estamos, ¿les añades el móvil?',
        [
          { op: 'setRule', entity: 'veterinarios', rule: 'privada' },
          {
            op: 'addField',
            entity: 'veterinarios',
            field: { label: 'Móvil', type: 'phone', required: false },
          },
        ],
      ],
      [
        'liga_futbol',
        '¿Se puede hacer que nadie más que yo vea a los árbitros? Y, de paso, ¿les añades el email?',
        [
          { op: 'setRule', entity: 'arbitros', rule: 'privada' },
          {
            op: 'addField',
            entity: 'arbitros',
            field: { label: 'Email', type: 'email', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      [
        'veterinaria',
        '¿Se puede hacer que nadie más que yo vea a los veterinarios? Y ¿les añades la mascota?',
      ],
      [
        'veterinaria',
        '¿Se puede hacer que nadie más que yo vea a los veterinarios de tarde? Y ¿les añades el móvil?',
      ],
    ],
  },

  {
    id: 'remove-with-reason',
    ...REMOVE,
    reads:
      'a list or a field removed, and why in a clause of its own ("Borrá los árbitros, eso lo lleva la federación")',
    pattern:
      'haga|hagan|haz? el? favor? de? @remove @det? @part=part? de|del? {target} entera|entero? ~reason',
    examples: [
      [
        'liga_futbol',
        'Borrá los árbitros, eso lo lleva la federación',
        [{ op: 'removeEntity', entity: 'arbitros' }],
      ],
      [
        'huerto',
        'Quita la sección Hortelanos entera, ya sé yo quién lleva cada parcela',
        [{ op: 'removeEntity', entity: 'hortelanos' }],
      ],
      [
        'liga_futbol',
        'Haga el favor de suprimir la sección de Partidos; los resultados los lleva la federación.',
        [{ op: 'removeEntity', entity: 'partidos' }],
      ],
      // The list said by its plural, though another list has a field of its singular name.
      [
        'grupo_folklorico',
        'Quita los trajes, los prestamos de otra forma',
        [{ op: 'removeEntity', entity: 'trajes' }],
      ],
    ],
    counterExamples: [
      // A list's singular name is also a field (Traje of each Cuadro, Mensaje of each
      // Mensaje): a question, never the field.
      ['grupo_folklorico', 'Quita el traje, lo llevamos en papel'],
      ['radio_comunitaria', 'Borra el mensaje, no lo leemos'],
      // A field found by its name alone: talk of another list may say where.
      ['veterinaria', 'Quita las notas, las de las citas'],
      ['veterinaria', 'Quita las citas, solo las de los lunes'],
      ['veterinaria', 'Quita las citas de los lunes, no vienen'],
      // An order in what follows is another request, never a reason.
      ['gimnasio', 'Quita las reservas, los lunes avísame'],
      // "y" joins a second request, never a reason.
      [
        'panaderia',
        '¿Me quitas «Recoger por la tarde» de encargos? Y el campo Pagado, ¿puede llamarse Cobrado?',
      ],
    ],
  },
  {
    id: 'remove-restated-said-first',
    ...REMOVE,
    reads:
      'a thing removed and, after «o sea», another name of the app: the first, if «o sea» only restates it (its twin rule reads the second; two readings, the reader asks which)',
    pattern: '@remove @det? {target} o|es sea|decir @det? {target2}',
    examples: [
      [
        'veterinaria',
        'quita la raza, o sea la especie',
        [{ op: 'removeField', entity: 'mascotas', field: 'raza' }],
      ],
    ],
    counterExamples: [
      // Without «o sea», two names are two things removed (another rule's).
      ['veterinaria', 'quita la raza y la especie'],
    ],
  },
  {
    id: 'remove-restated-said-second',
    reads:
      'a thing removed and, after «o sea», another name of the app: the second, if «o sea» corrects the first (its twin rule reads the first; two readings, the reader asks which)',
    yields: { op: 'remove', target: '$target2' },
    pattern: '@remove @det? {target} o|es sea|decir @det? {target2}',
    examples: [
      [
        'veterinaria',
        'quita la raza, o sea la especie',
        [{ op: 'removeField', entity: 'mascotas', field: 'especie' }],
      ],
    ],
    counterExamples: [['veterinaria', 'quita la raza y la especie']],
  },
  {
    id: 'rename-better-called',
    ...RENAME_WRITTEN,
    reads:
      'a list or a field better called otherwise, the new name written as it should be seen ("Mejor que Veterinarios se llame Doctores, es como nos llaman los clientes")',
    pattern: 'mejor? que {target} se llame|llamen {newName} ~aside',
    examples: [
      [
        'veterinaria',
        'Mejor que Veterinarios se llame Doctores, es como nos llaman los clientes',
        [{ op: 'renameEntity', entity: 'veterinarios', label: 'Doctor' }],
      ],
      [
        'coro',
        'Mejor que Coristas se llame Cantores',
        [{ op: 'renameEntity', entity: 'coristas', label: 'Cantor' }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'Mejor que Veterinarios se llame doctores'],
      ['veterinaria', 'Mejor que el cliente se llame Pedro'],
    ],
  },
  {
    id: 'option-add-lacking-then-add-them',
    ...ADD_OPTION_WRITTEN,
    reads:
      'values a choice field lacks, then their addition with a pronoun ("oye en especie me faltan Huron y Pajaro, añadelos")',
    pattern: 'oye? en @det? {field} me|nos|les? @lack {options} @addIt',
    examples: [
      [
        'veterinaria',
        'oye en especie me faltan Huron y Pajaro, añadelos',
        [{ op: 'addOptions', entity: 'mascotas', field: 'especie', options: ['Huron', 'Pajaro'] }],
      ],
      [
        'club_lectura',
        'En género nos falta Teatro, añádelo',
        [{ op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro'] }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'en especie me faltan hurones, añadelos'],
      ['veterinaria', 'en raza me faltan Huron y Pajaro, añadelos'],
    ],
  },
  {
    id: 'option-add-can-also-be-set',
    ...ADD_OPTION_WRITTEN,
    reads:
      'a value a choice field can also be given, written with a capital ("Que en el estado de las herramientas se pueda poner también Perdida")',
    pattern: 'que? en @det? {field} se @can poner|elegir|marcar|escoger @also {options}',
    examples: [
      [
        'prestamo_herramientas',
        'Que en el estdo de las herramientas se pueda poner tambien Perdida',
        [{ op: 'addOptions', entity: 'herramientas', field: 'estado', options: ['Perdida'] }],
      ],
      [
        'veterinaria',
        'Que en el estado de las citas se pueda elegir también No presentada',
        [{ op: 'addOptions', entity: 'citas', field: 'estado', options: ['No presentada'] }],
      ],
    ],
    counterExamples: [
      [
        'prestamo_herramientas',
        'Que en el estado de las herramientas se pueda poner tambien perdida',
      ],
      ['prestamo_herramientas', 'Que en el nombre de las herramientas se pueda poner tambien Pala'],
    ],
  },
  {
    id: 'field-noticed-lacking-then-add-it',
    reads:
      'a field the owner noticed a list lacks, then its addition ("Me he dado cuenta de que a los socios les falta el teléfono, añadídselo")',
    pattern: 'he dado cuenta de que a @det? {entity} les @lack @det? {plainLabel} @addIt',
    yields: { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    examples: [
      [
        'club_lectura',
        'Me he dado cuenta de que a los socios les falta el teléfono, añadídselo',
        [
          {
            op: 'addField',
            entity: 'socios',
            field: { label: 'Teléfono', type: 'phone', required: false },
          },
        ],
      ],
      [
        'coro',
        'Me he dado cuenta de que a las obras les falta el año, añádeselo',
        [
          {
            op: 'addField',
            entity: 'obras',
            field: { label: 'Año', type: 'text', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'Me he dado cuenta de que a los socios les falta el libro, añadídselo'],
      ['club_lectura', 'Me he dado cuenta de que a los socios les falta el teléfono, quitádselo'],
    ],
  },
  {
    id: 'rule-publica-sign-up-alone',
    ...RULE_PUBLICA,
    yields: { op: 'setRule', entity: '$where', rule: 'publica' },
    reads:
      'people who sign up to a list themselves ("quiero que los abonados puedan apuntarse solos a las reservas")',
    pattern: 'que? @det? {who} @can @addSelf solos|solas a|en el|la|los|las|cada {where}',
    examples: [
      [
        'gimnasio',
        'quiero que los abonados puedan apuntarse solos a las reservas',
        [{ op: 'setRule', entity: 'reservas', rule: 'publica' }],
      ],
      [
        'gimnasio',
        'quiero que los abonados puedan apuntarse solos a cada reserva',
        [{ op: 'setRule', entity: 'reservas', rule: 'publica' }],
      ],
    ],
    counterExamples: [['gimnasio', 'quiero que los abonados puedan apuntarse a las reservas']],
  },
  {
    id: 'rule-publica-sign-themselves-up',
    ...RULE_PUBLICA,
    reads:
      'a list whose people sign themselves up ("Que los hortelanos se puedan dar de alta ellos mismos")',
    pattern: 'que @det? {entity} se @can dar de alta ellos|ellas? mismos|mismas|solos|solas',
    examples: [
      [
        'huerto',
        'Que los hortelanos se puedan dar de alta ellos mismos',
        [{ op: 'setRule', entity: 'hortelanos', rule: 'publica' }],
      ],
      [
        'coro',
        'que los coristas se puedan dar de alta solos',
        [{ op: 'setRule', entity: 'coristas', rule: 'publica' }],
      ],
    ],
    counterExamples: [['huerto', 'Que los hortelanos se puedan dar de alta']],
  },

  {
    id: 'type-that-of-then-pronoun',
    ...CHANGE_TYPE,
    reads:
      '"lo de" a field, then its new type with a pronoun ("oye lo de las páginas cámbialo a texto que a veces ponemos unas 300")',
    pattern: 'oye? lo|eso de|del @det? {field} @changeIt a|en|como @det? {typeName} ~aside',
    examples: [
      [
        'club_lectura',
        'oye lo de las páginas cámbialo a texto que a veces ponemos unas 300 y cosas así',
        [{ op: 'changeFieldType', entity: 'libros', field: 'paginas', type: 'text' }],
      ],
      [
        'huerto',
        'Lo del número de las parcelas pásalo a texto',
        [{ op: 'changeFieldType', entity: 'parcelas', field: 'numero', type: 'text' }],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'lo de las páginas cámbialo a Capítulos'],
      ['club_lectura', 'lo de las páginas de los socios cámbialo a texto'],
    ],
  },

  {
    id: 'remove-value-keep-others',
    reads:
      'a value named with its field, its removal, and the values that stay ("La dificultad Media no nos sirve, quitadla y dejad Fácil y Difícil.")',
    pattern: '@det=det? {target} ~said ~connector @removeIt=pron y @keep {kept}',
    yields: { op: 'remove', target: '$target', only: 'option', keep: '$kept' },
    examples: [
      [
        'coro',
        'La dificultad Media no nos sirve, quitadla y dejad Fácil y Difícil.',
        [{ op: 'removeOptions', entity: 'obras', field: 'dificultad', options: ['Media'] }],
      ],
      [
        'gimnasio',
        'La intensidad Suave ya nadie la pide, quítala y deja Media y Alta',
        [{ op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Suave'] }],
      ],
    ],
    counterExamples: [
      // What stays is not what the field would have left.
      ['coro', 'La dificultad Media no nos sirve, quitadla y dejad Fácil.'],
      ['coro', 'La dificultad Media no nos sirve, quitadla y dejad Fácil y Muy difícil.'],
    ],
  },
  {
    id: 'option-add-not-fitting',
    ...ADD_OPTION_WRITTEN,
    reads:
      'things that fit no value of a choice field, then the values to add ("Tenemos herramientas de electricidad y de pintura que no encajan en ninguna categoría, añade Electricidad y Pintura")',
    pattern:
      'tenemos|hay {about} que no encajan|entran|caben|encaja|entra|cabe en ninguna|ningun|ninguno @fieldWord? {field} @add {options}',
    examples: [
      [
        'prestamo_herramientas',
        'Tenemos herramientas de electricidad y de pintura que no encajan en ninguna categoría, añade Electricidad y Pintura',
        [
          {
            op: 'addOptions',
            entity: 'herramientas',
            field: 'categoria',
            options: ['Electricidad', 'Pintura'],
          },
        ],
      ],
      [
        'club_lectura',
        'Tenemos libros de teatro que no encajan en ningún género, añade Teatro',
        [{ op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro'] }],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'Tenemos libros de teatro que no encajan en ningún autor, añade Teatro'],
      ['club_lectura', 'Tenemos libros de teatro que no encajan en ningún género, añade teatro'],
    ],
  },
  {
    id: 'rule-privada-clients-must-not-see',
    ...RULE_PRIVADA,
    reads:
      'a list others must not see, only the owner ("los veterinarios que los clientes no los vean es que eso es cosa nuestra que solo lo vea yo vaya")',
    pattern:
      '@det? {entity} que @det? {who} no @det? @seeOwn es? que? eso? es? cosa? nuestra|mia? que solo lo|la|los|las? @seeOwn yo vaya?',
    examples: [
      [
        'veterinaria',
        'los veterinarios que los clientes no los vean es que eso es cosa nuestra que solo lo vea yo vaya',
        [{ op: 'setRule', entity: 'veterinarios', rule: 'privada' }],
      ],
      [
        'gimnasio',
        'los monitores que los abonados no los vean, que solo los vea yo',
        [{ op: 'setRule', entity: 'monitores', rule: 'privada' }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'los veterinarios de tarde que los clientes no los vean que solo los vea yo'],
    ],
  },
  {
    id: 'compound-heading-rename-and-remove',
    reads:
      'in a list named first, a field renamed as it is seen and another removed ("En la ficha de clientes cambia Dirección por Domicilio y borra las notas")',
    pattern:
      'en la? ficha|lista|parte|seccion? de|del? @det? {entity} @renameName {target} por|a {newName} y @remove @det? {other}',
    yields: [
      { op: 'rename', target: '$target', label: '$newName', in: '$entity', asSeen: true },
      { op: 'remove', target: '$other', in: '$entity' },
    ],
    examples: [
      [
        'veterinaria',
        'En la ficha de clientes cambia Dirección por Domicilio y borra las notas',
        [
          { op: 'renameField', entity: 'clientes', field: 'direccion', label: 'Domicilio' },
          { op: 'removeField', entity: 'clientes', field: 'notas' },
        ],
      ],
      [
        'veterinaria',
        'En la ficha de veterinarios cambia Especialidad por Área y borra la foto',
        [
          { op: 'renameField', entity: 'veterinarios', field: 'especialidad', label: 'Área' },
          { op: 'removeField', entity: 'veterinarios', field: 'foto' },
        ],
      ],
    ],
    counterExamples: [
      // Citas has no Notas: never the notes of another list.
      ['veterinaria', 'En la ficha de citas cambia Motivo por Razón y borra las notas'],
      // "cambia la zona a Triana" sets a value.
      ['veterinaria', 'En la ficha de clientes cambia dirección por Domicilio y borra las notas'],
    ],
  },
  {
    id: 'compound-heading-remove-and-add',
    reads:
      'under a list as a heading, a field removed and another added ("parcelas: quitar con riego (ya todas tienen) y agregar foto")',
    pattern: '{entity} @remove @det? {target} ~brackets y @add @det? {plainLabel}',
    yields: [
      { op: 'remove', target: '$target', in: '$entity' },
      { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    ],
    examples: [
      [
        'huerto',
        'parcelas: quitar con riego (ya todas tienen) y agregar foto',
        [
          { op: 'removeField', entity: 'parcelas', field: 'con_riego' },
          {
            op: 'addField',
            entity: 'parcelas',
            field: { label: 'Foto', type: 'image', required: false },
          },
        ],
      ],
      [
        'huerto',
        'hortelanos: quitar el turno de riego y agregar email',
        [
          { op: 'removeField', entity: 'hortelanos', field: 'turno_de_riego' },
          {
            op: 'addField',
            entity: 'hortelanos',
            field: { label: 'Email', type: 'email', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      // Hortelanos has no Con riego.
      ['huerto', 'hortelanos: quitar con riego y agregar foto'],
      ['huerto', 'parcelas: quitar con riego (si no tienen) y agregar foto'],
    ],
  },
  {
    id: 'compound-required-and-rename',
    reads:
      'a field made required, and another renamed as it is seen ("telefono de hortelanos obligatorio xfa, y Con riego cambialo a Riego por goteo")',
    pattern: '{field} obligatorio|obligatoria y {target} @changeIt a|por {newName}',
    yields: [
      { op: 'required', field: '$field' },
      { op: 'rename', target: '$target', label: '$newName', asSeen: true },
    ],
    examples: [
      [
        'huerto',
        'telefono de hortelanos obligatorio xfa, y Con riego cambialo a Riego por goteo',
        [
          { op: 'setRequired', entity: 'hortelanos', field: 'telefono', required: true },
          { op: 'renameField', entity: 'parcelas', field: 'con_riego', label: 'Riego por goteo' },
        ],
      ],
      [
        'veterinaria',
        'raza de las mascotas obligatoria, y Motivo cámbialo a Razón de la visita',
        [
          { op: 'setRequired', entity: 'mascotas', field: 'raza', required: true },
          { op: 'renameField', entity: 'citas', field: 'motivo', label: 'Razón de la visita' },
        ],
      ],
    ],
    counterExamples: [
      // A type, not a name; a name in lower case may be a value.
      ['huerto', 'telefono de hortelanos obligatorio, y Con riego cambialo a texto'],
      ['huerto', 'telefono de hortelanos obligatorio, y con riego cambialo a Riego por goteo'],
    ],
  },

  {
    id: 'rule-publica-everyone-sees-and-adds',
    ...RULE_PUBLICA,
    reads:
      'a list everyone sees and anyone adds to ("La lista de hortelanos que la vea todo el mundo y se pueda apuntar quien quiera")',
    pattern:
      '@det? @part? de|del? {entity} @wish? que @det? @can? @seeOwn todo el mundo y que? se? cualquiera|quien? @can @addSelf quien|cualquiera? quiera? uno|una? ~aside',
    examples: [
      [
        'huerto',
        'La lista de hortelanos que la vea todo el mundo y se pueda apuntar quien quiera',
        [{ op: 'setRule', entity: 'hortelanos', rule: 'publica' }],
      ],
      [
        'prestamo_herramientas',
        'Los préstamos quiero que los pueda ver todo el mundo y que cualquiera pueda anotar uno, así no tengo que andar haciéndolo yo.',
        [{ op: 'setRule', entity: 'prestamos', rule: 'publica' }],
      ],
    ],
    counterExamples: [
      // Seeing alone is no adding: a catálogo, another rule.
      ['huerto', 'La lista de hortelanos que la vea todo el mundo'],
      [
        'huerto',
        'La lista de hortelanos de este año que la vea todo el mundo y se pueda apuntar quien quiera',
      ],
    ],
  },
  {
    id: 'rule-publica-open-to-all',
    ...RULE_PUBLICA,
    reads:
      'a list left open to everyone, anyone adding to it ("Dejad los préstamos abiertos a todos, que cualquier vecino pueda apuntar lo que se lleva")',
    pattern:
      'dejad|deja|dejen|deje @det? {entity} abiertos|abiertas|abierto|abierta a todos que cualquier|cualquiera {who}? @can @addSelf lo? que? se? lleva|llevan|lleve?',
    examples: [
      [
        'prestamo_herramientas',
        'Dejad los préstamos abiertos a todos, que cualquier vecino pueda apuntar lo que se lleva.',
        [{ op: 'setRule', entity: 'prestamos', rule: 'publica' }],
      ],
      [
        'gimnasio',
        'Deja las reservas abiertas a todos, que cualquier abonado pueda apuntarse',
        [{ op: 'setRule', entity: 'reservas', rule: 'publica' }],
      ],
    ],
    counterExamples: [['prestamo_herramientas', 'Dejad los préstamos abiertos a todos']],
  },
  {
    id: 'rule-publica-public',
    ...RULE_PUBLICA,
    reads:
      'a list made public, people adding to it themselves ("Los encargos que sean públicos, que la gente los haga sola desde casa")',
    pattern:
      '@det? {entity} que sean|sea publicos|publicas que la? gente|cualquiera|todos @det? haga|hagan|apunte|apunten|pida|pidan solos|solas|sola|solo desde? casa?',
    examples: [
      [
        'panaderia',
        'Los encargos que sean públicos, que la gente los haga sola desde casa',
        [{ op: 'setRule', entity: 'encargos', rule: 'publica' }],
      ],
      [
        'gimnasio',
        'Las reservas que sean públicas, que la gente las haga sola',
        [{ op: 'setRule', entity: 'reservas', rule: 'publica' }],
      ],
    ],
    counterExamples: [
      ['panaderia', 'Los encargos de los lunes que sean públicos, que la gente los haga sola'],
    ],
  },
  {
    id: 'rule-privada-only-me-now',
    ...RULE_PRIVADA,
    reads:
      'a list anyone sees now that only the owner is to see ("Los veterinarios, que ahora los ve cualquiera, quiero que solo los vea yo")',
    pattern:
      '@det? {entity} que ahora? @det? @seeOwn cualquiera|todos|todo el? mundo? @wish? que solo @det? @seeOwn yo',
    examples: [
      [
        'veterinaria',
        'Los veterinarios, que ahora los ve cualquiera, quiero que solo los vea yo',
        [{ op: 'setRule', entity: 'veterinarios', rule: 'privada' }],
      ],
      [
        'huerto',
        'Las parcelas, que ahora las ve todo el mundo, quiero que solo las vea yo',
        [{ op: 'setRule', entity: 'parcelas', rule: 'privada' }],
      ],
    ],
    counterExamples: [
      [
        'veterinaria',
        'Los veterinarios de tarde, que ahora los ve cualquiera, quiero que solo los vea yo',
      ],
    ],
  },
  {
    id: 'field-each-should-have',
    reads:
      'a new field each record should have ("Quisiera que cada corista tuviera su fecha de incorporación")',
    pattern: 'que? cada {entity} @carry su|un|una|el|la {plainLabel}',
    yields: { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    examples: [
      [
        'panaderia',
        'que cada encargo lleve la fecha de entrega',
        [
          {
            op: 'addField',
            entity: 'encargos',
            field: { label: 'Fecha de entrega', type: 'date', required: false },
          },
        ],
      ],
      [
        'coro',
        'Quisiera que cada corista tuviera su fecha de incorporación',
        [
          {
            op: 'addField',
            entity: 'coristas',
            field: { label: 'Fecha de incorporación', type: 'date', required: false },
          },
        ],
      ],
      [
        'huerto',
        'que cada parcela tenga un número de contador',
        [
          {
            op: 'addField',
            entity: 'parcelas',
            field: { label: 'Número de contador', type: 'number', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      // A list named: a reference, read elsewhere.
      ['veterinaria', 'que cada cita tenga su veterinario'],
      ['veterinaria', 'que cada cita tenga el veterinario'],
      ['coro', 'que cada corista tenga su fecha de incorporación obligatoria'],
    ],
  },
  {
    id: 'field-each-should-have-required',
    reads:
      'a new field each record should have, said to be required ("que cada encargo tenga una foto y que sea obligatoria", "que cada parcela tenga un número de contador obligatorio")',
    pattern:
      'que? cada {entity} @carry su|un|una|el|la {plainLabel} y? que? sea|este? obligatorio|obligatoria|obligatorios|obligatorias',
    yields: {
      op: 'addField',
      entity: '$entity',
      label: '$plainLabel',
      type: '$fromLabel',
      required: true,
    },
    examples: [
      [
        'panaderia',
        'que cada encargo tenga una foto y que sea obligatoria',
        [
          {
            op: 'addField',
            entity: 'encargos',
            field: { label: 'Foto', type: 'image', required: true },
          },
        ],
      ],
      [
        'coro',
        'que cada corista tenga su fecha de incorporación obligatoria',
        [
          {
            op: 'addField',
            entity: 'coristas',
            field: { label: 'Fecha de incorporación', type: 'date', required: true },
          },
        ],
      ],
      [
        'huerto',
        'Que cada parcela lleve un número de contador, y que sea obligatorio',
        [
          {
            op: 'addField',
            entity: 'parcelas',
            field: { label: 'Número de contador', type: 'number', required: true },
          },
        ],
      ],
    ],
    counterExamples: [
      // A list named: a reference, read elsewhere; no word of required: the rule before.
      ['veterinaria', 'que cada cita tenga su veterinario y que sea obligatorio'],
      ['panaderia', 'que cada encargo tenga una foto'],
      ['panaderia', 'que cada encargo tenga una foto y que sea bonita'],
    ],
  },
  {
    id: 'field-yes-no-named',
    reads:
      'a yes/no field with the name the owner gives it ("¿Me pones en las piezas un sí o no que se llame Para regalar?", "Agréguenle a los invitados un campo de sí o no que diga Necesita transporte")',
    pattern:
      'me|nos? @addAsked @to @det? {entity} un|una @fieldWord? de? si o no que se? llame|diga|ponga {writtenLabel}',
    yields: {
      op: 'addField',
      entity: '$entity',
      label: '$writtenLabel',
      type: 'boolean',
      written: true,
    },
    examples: [
      [
        'albergue_camino',
        'Añade a las reservas un sí o no que diga Bici en garaje',
        [
          {
            op: 'addField',
            entity: 'reservas',
            field: { label: 'Bici en garaje', type: 'boolean', required: false },
          },
        ],
      ],
      [
        'veterinaria',
        '¿Me pones en las mascotas un sí o no que se llame Necesita bozal?',
        [
          {
            op: 'addField',
            entity: 'mascotas',
            field: { label: 'Necesita bozal', type: 'boolean', required: false },
          },
        ],
      ],
      [
        'gimnasio',
        'Añade a los abonados un campo de sí o no que diga Quiere factura',
        [
          {
            op: 'addField',
            entity: 'abonados',
            field: { label: 'Quiere factura', type: 'boolean', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      // The name said in lower case may be talk; an order as the name.
      ['gimnasio', 'Añade a los abonados un campo de sí o no que diga quita la foto'],
      ['gimnasio', 'Añade a los abonados un sí o no'],
      // A name cut before what it was going to say; a clause after the name.
      ['albergue_camino', 'Añade a las reservas un sí o no que diga Bici en'],
      ['albergue_camino', 'Añade a las reservas un sí o no que diga Bici si la traen'],
    ],
  },
  {
    id: 'field-yes-no-of',
    reads:
      'a yes/no field said as «un sí o no de» its name ("¿Me añades a las reservas un sí o no de Bici en garaje?"): the name, never a field «Sí o no de …»',
    pattern:
      'me|nos? @addAsked @to @det? {entity} un|una @fieldWord? de? si o no de|para {writtenLabel}',
    yields: {
      op: 'addField',
      entity: '$entity',
      label: '$writtenLabel',
      type: 'boolean',
      written: true,
    },
    examples: [
      [
        'albergue_camino',
        '¿Me añades a las reservas un sí o no de Bici en garaje?',
        [
          {
            op: 'addField',
            entity: 'reservas',
            field: { label: 'Bici en garaje', type: 'boolean', required: false },
          },
        ],
      ],
      [
        'gimnasio',
        'Añade a los abonados un campo de sí o no de quiere factura',
        [
          {
            op: 'addField',
            entity: 'abonados',
            field: { label: 'Quiere factura', type: 'boolean', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      // A list or a field of the app after «de» (whose), an order as the name.
      ['gimnasio', 'Añade a los abonados un sí o no de la cuota'],
      ['gimnasio', 'Añade a los abonados un sí o no de quita la foto'],
    ],
  },
  {
    id: 'field-would-be-good-to-have',
    reads:
      'a new field it would be good to keep for each record ("Sería conveniente tener el correo electrónico de cada corista")',
    pattern:
      'seria|es conveniente|bueno|util|interesante tener|guardar|apuntar @det {plainLabel} de cada {entity}',
    yields: { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    examples: [
      [
        'coro',
        'Sería conveniente tener el correo electronico de cada corista',
        [
          {
            op: 'addField',
            entity: 'coristas',
            field: { label: 'Correo electrónico', type: 'email', required: false },
          },
        ],
      ],
      [
        'huerto',
        'Sería útil tener la fecha de alta de cada hortelano',
        [
          {
            op: 'addField',
            entity: 'hortelanos',
            field: { label: 'Fecha de alta', type: 'date', required: false },
          },
        ],
      ],
    ],
    counterExamples: [['coro', 'Sería conveniente tener la obra de cada corista']],
  },
  {
    id: 'field-yes-no-mark-if',
    reads:
      'a yes/no field asked as what to mark of each record ("marcar si cada producto es sin gluten")',
    pattern: 'marcar|indicar|saber|apuntar|anotar si cada {entity} es|esta {boolLabel}',
    yields: { op: 'addField', entity: '$entity', label: '$boolLabel', type: 'boolean' },
    examples: [
      [
        'panaderia',
        'Me gustaría marcar si cada producto es sin gluten',
        [
          {
            op: 'addField',
            entity: 'productos',
            field: { label: 'Sin gluten', type: 'boolean', required: false },
          },
        ],
      ],
      [
        'coro',
        'Quiero marcar si cada obra es navideña',
        [
          {
            op: 'addField',
            entity: 'obras',
            field: { label: 'Navideña', type: 'boolean', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['panaderia', 'Me gustaría marcar si cada producto es de un encargo'],
      ['panaderia', 'Me gustaría marcar si cada producto es sin gluten y quita el precio'],
    ],
  },
  {
    id: 'field-lacking-then-add-it',
    reads:
      'a field a list lacks, then its addition with a pronoun ("Los árbitros no tienen email y lo necesitamos, añádelo")',
    pattern: '@det? {entity} no @carry @det? {plainLabel} y? lo|la? @useVerb? siempre? @addIt',
    yields: { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    examples: [
      [
        'liga_futbol',
        'Los árbitros no tienen email y lo necesitamos, añádelo',
        [
          {
            op: 'addField',
            entity: 'arbitros',
            field: { label: 'Email', type: 'email', required: false },
          },
        ],
      ],
      [
        'liga_futbol',
        'Los equipos no tienen email y lo pedimos siempre, añádelo',
        [
          {
            op: 'addField',
            entity: 'equipos',
            field: { label: 'Email', type: 'email', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['liga_futbol', 'Los árbitros no tienen email y lo necesitamos, quítalo'],
      ['liga_futbol', 'Los árbitros no tienen equipo y lo necesitamos, añádelo'],
    ],
  },
  {
    id: 'required-topic-then-pronoun',
    reads:
      'a field named first, what is said of it, then "hazlo obligatorio" ("El telefono del hortelano es imprescindible, hazlo obligatorio.")',
    pattern:
      '@det=det? {field} ~said ~connector @makeIt=pron obligatorio|obligatoria|obligatorios|obligatorias',
    yields: { op: 'required', field: '$field' },
    examples: [
      [
        'huerto',
        'El telefono del hortelano es imprescindible, hazlo obligatorio.',
        [{ op: 'setRequired', entity: 'hortelanos', field: 'telefono', required: true }],
      ],
      [
        'veterinaria',
        'La raza de las mascotas siempre la sabemos, hazla obligatoria',
        [{ op: 'setRequired', entity: 'mascotas', field: 'raza', required: true }],
      ],
    ],
    counterExamples: [
      ['huerto', 'El telefono del hortelano es imprescindible, hazla obligatoria.'],
      ['huerto', 'El telefono del hortelano si lo tiene, hazlo obligatorio.'],
    ],
  },

  {
    id: 'option-add-among',
    ...ADD_OPTION_WRITTEN,
    reads:
      'values written with capitals added among a choice field\'s options ("¿me agregás Espelta entre los tipos de masa?", "Nos falta Teatro entre los géneros")',
    pattern: 'nos|me|les? @addOrLack {options} entre|a|al|en @det? {field} ~aside',
    examples: [
      [
        'panaderia',
        '¿me agregás Espelta entre los tipos de masa? empezamos a hacerla',
        [
          {
            op: 'addOptions',
            entity: 'productos',
            field: 'tipo_de_masa',
            options: ['Espelta'],
          },
        ],
      ],
      [
        'club_lectura',
        'Nos falta Teatro entre los géneros',
        [{ op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro'] }],
      ],
    ],
    counterExamples: [
      // Lower case: a word of talk as much as a value.
      ['club_lectura', 'Nos falta teatro entre los géneros'],
      // Not a choice.
      ['club_lectura', 'Nos falta Teatro en el autor'],
      ['club_lectura', 'Nos falta Teatro entre los géneros, en las reuniones'],
    ],
  },
  {
    id: 'option-add-to-field-first',
    ...ADD_OPTION_WRITTEN,
    reads:
      'values added to a choice field named first with «a» ("A la titulación de los monitores añádale Nivel 3")',
    pattern: 'a|al @det? {field} @add {options}',
    examples: [
      [
        'veterinaria',
        'A la especie de las mascotas añádele Hurón',
        [{ op: 'addOptions', entity: 'mascotas', field: 'especie', options: ['Hurón'] }],
      ],
      [
        'veterinaria',
        'Al estado de las citas agrégale No presentada',
        [{ op: 'addOptions', entity: 'citas', field: 'estado', options: ['No presentada'] }],
      ],
    ],
    counterExamples: [
      // Not a choice field; a value in lower case may be talk.
      ['veterinaria', 'A la raza de las mascotas añádele Mestizo'],
      ['veterinaria', 'A la especie de las mascotas añádele la raza'],
    ],
  },
  {
    id: 'option-add-under-heading',
    ...ADD_OPTION_WRITTEN,
    reads: 'a choice field as a heading, then values to add ("Género: añadid Teatro y Biografía.")',
    pattern: '{field} @add {options}',
    examples: [
      [
        'club_lectura',
        'Género: añadid Teatro y Biografía.',
        [
          {
            op: 'addOptions',
            entity: 'libros',
            field: 'genero',
            options: ['Teatro', 'Biografía'],
          },
        ],
      ],
      [
        'coro',
        'Cuerda: añade Barítono',
        [{ op: 'addOptions', entity: 'coristas', field: 'cuerda', options: ['Barítono'] }],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'Género: añadid teatro'],
      ['club_lectura', 'Autor: añadid Teatro'],
    ],
  },
  {
    id: 'rename-could-be-called',
    ...RENAME_WRITTEN,
    reads:
      'a list or a field that could be called otherwise ("Coristas, ¿se podrían llamar Cantores?")',
    pattern: '{target} se @can llamar {newName}',
    examples: [
      [
        'coro',
        'Coristas, ¿se podrían llamar Cantores?',
        [{ op: 'renameEntity', entity: 'coristas', label: 'Cantor' }],
      ],
      [
        'huerto',
        'Hortelanos, ¿se podrían llamar Socios del huerto?',
        [{ op: 'renameEntity', entity: 'hortelanos', label: 'Socio del huerto' }],
      ],
    ],
    counterExamples: [
      // The new name is written as it should be seen.
      ['coro', 'Coristas, ¿se podrían llamar cantores?'],
      ['coro', 'Coristas, ¿se podrían llamar Obras?'],
    ],
  },
  {
    id: 'rename-name-then-new',
    ...RENAME_WRITTEN,
    reads:
      'a rename asked, and the new name in the next sentence ("¿Podemos cambiarle el nombre a Reseñas? Mejor Opiniones")',
    pattern:
      'podemos|podes|puedes|podrias? @renameName el nombre a|de @det? {target} mejor|que|pon|ponle diga? {newName}',
    examples: [
      [
        'club_lectura',
        '¿Podemos cambiarle el nombre a Reseñas? Mejor Opiniones',
        [{ op: 'renameEntity', entity: 'resenas', label: 'Opinión' }],
      ],
      [
        'veterinaria',
        '¿Podés cambiarle el nombre a Veterinarios? Que diga Doctores',
        [{ op: 'renameEntity', entity: 'veterinarios', label: 'Doctor' }],
      ],
    ],
    counterExamples: [['club_lectura', '¿Podemos cambiarle el nombre a Reseñas? Mejor opiniones']],
    // The list Monitores or the reference Monitor of each Clase: a question.
    questions: [['gimnasio', 'Cambiele el nombre a Monitor, que diga Coach', 2]],
  },
  {
    id: 'rename-name-then-new-one-word',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true, oneWord: true },
    reads:
      'a rename asked, and the new name of one word after it, in lower case too ("cambiale el nombre a reservas, que se llamen inscripciones")',
    pattern:
      'podemos|podes|puedes|podrias? @renameName el nombre a|de @det? {target} y? mejor|que|pon|ponle se? diga|llame|llamen? {newName}',
    examples: [
      [
        'gimnasio',
        'cambiale el nombre a reservas, que se llamen inscripciones',
        [{ op: 'renameEntity', entity: 'reservas', label: 'Inscripción' }],
      ],
      [
        'club_lectura',
        'cambiale el nombre a reseñas, que diga críticas',
        [{ op: 'renameEntity', entity: 'resenas', label: 'Crítica' }],
      ],
    ],
    // The list Equipos or the reference Equipo of each Jugador: a question.
    questions: [['liga_futbol', 'cambiale el nombre a equipo, que diga club', 2]],
    counterExamples: [
      ['club_lectura', 'cambiale el nombre a reseñas, que diga algo más corto'],
      ['club_lectura', 'cambiale el nombre a reseñas, que diga que sí'],
      ['club_lectura', 'cambiale el nombre a reseñas, que diga texto'],
    ],
  },
  {
    id: 'rename-name-then-new-under-heading',
    ...RENAME_WRITTEN,
    yields: {
      op: 'rename',
      target: '$target',
      label: '$newName',
      in: '$entity',
      toTheEnd: true,
      anyCase: true,
    },
    reads:
      'in a list named first, a field to rename, then what it should say ("En reservas, cambiale el nombre a Asistió: que diga Vino a clase")',
    pattern:
      'en @det? {entity} @renameName el nombre a|al|de|del @det? {target} y? que se? diga|llame|ponga {newName}',
    examples: [
      [
        'gimnasio',
        'En reservas, cambiale el nombre a Asistió: que diga Vino a clase',
        [renamedField('reservas', 'asistio', 'Vino a clase')],
      ],
      // The words around say which are names: in lower case too.
      [
        'gimnasio',
        'en reservas, cambiale el nombre a asistió: que diga vino a clase',
        [renamedField('reservas', 'asistio', 'Vino a clase')],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'En clases, cambiale el nombre a Asistió: que diga Vino a clase'],
      ['gimnasio', 'En reservas, cambiale el nombre a Asistió: que diga que sí'],
      ['gimnasio', 'En reservas, cambiale el nombre a Asistió: que diga texto'],
    ],
  },
  {
    id: 'rename-wish-called',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a field or a list that would better be called otherwise ("El campo Llegó el conviene que se llame Fecha de llegada", "Cuota al día conviene que pase a llamarse Cuota pagada")',
    pattern:
      '@det? campo? {target} conviene|convendria|preferiria|prefiero|seria mejor|bueno? que se llame|llamen|llamara|llamase {newName}',
    examples: [
      [
        'protectora',
        'El campo Llegó el conviene que se llame Fecha de llegada.',
        [renamedField('peludos_en_acogida', 'llego_el', 'Fecha de llegada')],
      ],
      [
        'coro',
        'Cuota al día conviene que se llame Cuota pagada.',
        [renamedField('coristas', 'cuota_al_dia', 'Cuota pagada')],
      ],
      // The words around say which are names: in lower case too.
      [
        'protectora',
        'el campo llegó el conviene que se llame fecha de llegada.',
        [renamedField('peludos_en_acogida', 'llego_el', 'Fecha de llegada')],
      ],
    ],
    counterExamples: [
      ['coro', 'Cuota al día conviene que se llame texto.'],
      ['coro', 'Cuota al día conviene que se llame Obras.'],
    ],
  },
  {
    id: 'rename-wish-called-from-now',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a field or a list that would better come to be called otherwise ("Cuota al día conviene que pase a llamarse Cuota pagada")',
    pattern:
      '@det? campo? {target} conviene|convendria|preferiria|prefiero|seria mejor|bueno? que pase|pasen|pasara|pasase a llamarse {newName}',
    examples: [
      [
        'coro',
        'Cuota al día conviene que pase a llamarse Cuota pagada.',
        [renamedField('coristas', 'cuota_al_dia', 'Cuota pagada')],
      ],
      [
        'coro',
        'cuota al día conviene que pase a llamarse cuota pagada.',
        [renamedField('coristas', 'cuota_al_dia', 'Cuota pagada')],
      ],
    ],
    counterExamples: [
      ['coro', 'Cuota al día conviene que pase a ser obligatoria.'],
      ['coro', 'Cuota al día conviene que pase a llamarse texto.'],
    ],
  },
  {
    id: 'rename-under-heading-change-it',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', in: '$entity', anyCase: true },
    reads:
      'a list as a heading, one of its fields, then its new name pointing back at it ("En los encargos, «Recoger por la tarde» cámbialo a «Por la tarde»")',
    pattern: 'en @det? {entity} @det? {target} @changeIt a|por|como {newName}',
    examples: [
      [
        'panaderia',
        'En los encargos, «Recoger por la tarde» cámbialo a «Por la tarde»',
        [renamedField('encargos', 'recoger_por_la_tarde', 'Por la tarde')],
      ],
      [
        'panaderia',
        'en los encargos, «recoger por la tarde» cámbialo a «por la tarde»',
        [renamedField('encargos', 'recoger_por_la_tarde', 'Por la tarde')],
      ],
    ],
    counterExamples: [
      ['panaderia', 'En las hornadas, «Recoger por la tarde» cámbialo a «Por la tarde»'],
      ['panaderia', 'En los encargos, «Recoger por la tarde» cámbialo a texto'],
      ['panaderia', 'En los encargos, el precio cámbialo a obligatorio'],
    ],
  },
  {
    id: 'rename-under-heading-that-it-say',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', in: '$entity' },
    reads:
      'a list as a heading, one of its fields with its article and what it should say ("En los clientes, la dirección que diga «Domicilio»")',
    pattern: 'en @det? {entity} @det {target} que diga|digan|ponga|pongan {newName} ~aside',
    examples: [
      [
        'veterinaria',
        'En los clientes, la dirección que diga «Domicilio»',
        [{ op: 'renameField', entity: 'clientes', field: 'direccion', label: 'Domicilio' }],
      ],
      [
        'veterinaria',
        'En las mascotas, la fecha de nacimiento que diga Nacido el',
        [
          {
            op: 'renameField',
            entity: 'mascotas',
            field: 'fecha_de_nacimiento',
            label: 'Nacido el',
          },
        ],
      ],
    ],
    counterExamples: [
      // Not a field of that list; a value in lower case may be talk.
      ['veterinaria', 'En las citas, la dirección que diga Domicilio'],
      ['veterinaria', 'En los clientes, la dirección que diga algo'],
    ],
  },
  {
    id: 'rename-under-heading',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', in: '$entity' },
    reads:
      'a list as a heading, one of its fields and its new name ("En abonados, Cuota llámela Tipo de cuota")',
    pattern: 'en @det? {entity} @det? {target} @callIt {newName}',
    examples: [
      [
        'gimnasio',
        'En abonados, Cuota llámela Tipo de cuota',
        [{ op: 'renameField', entity: 'abonados', field: 'cuota', label: 'Tipo de cuota' }],
      ],
      [
        'veterinaria',
        'En clientes, Dirección llámala Domicilio',
        [{ op: 'renameField', entity: 'clientes', field: 'direccion', label: 'Domicilio' }],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'En clases, Cuota llámela Tipo de cuota'],
      ['gimnasio', 'En abonados, Cuota llámela número'],
    ],
  },
  {
    id: 'rename-that-it-be-called',
    ...RENAME_WRITTEN,
    reads:
      'a field or a list said with its article, and the name it should have ("que la descripción de los servicios se llame Qué incluye")',
    pattern: 'que el|la|los|las {target} se llame|llamen {newName} ~aside',
    examples: [
      [
        'albergue_camino',
        'que la descripción de los servicios se llame Qué incluye',
        [{ op: 'renameField', entity: 'servicios', field: 'descripcion', label: 'Qué incluye' }],
      ],
      [
        'veterinaria',
        'que la raza se llame Variedad',
        [{ op: 'renameField', entity: 'mascotas', field: 'raza', label: 'Variedad' }],
      ],
    ],
    counterExamples: [
      // A question word without its accent opens a clause, never a name.
      ['albergue_camino', 'que la descripción de los servicios se llame que incluye'],
      // A new name in lower case may be talk.
      ['veterinaria', 'que la raza se llame variedad'],
    ],
  },
  {
    id: 'rename-now-called',
    ...RENAME_WRITTEN,
    reads:
      'a list or a field said with its article and the name it has from now on ("Los alumnos ahora se llaman Estudiantes")',
    pattern: 'el|la|los|las {target} ahora|ya se llama|llaman ahora? {newName} ~aside',
    examples: [
      [
        'escuela_musica',
        'Los alumnos ahora se llaman Estudiantes',
        [{ op: 'renameEntity', entity: 'alumnos', label: 'Estudiante' }],
      ],
      [
        'veterinaria',
        'La raza ya se llama Variedad',
        [{ op: 'renameField', entity: 'mascotas', field: 'raza', label: 'Variedad' }],
      ],
    ],
    counterExamples: [
      // Without «ahora» or «ya», it says what they are called: talk.
      ['escuela_musica', 'Los alumnos se llaman Estudiantes'],
      // A new name in lower case may be talk.
      ['veterinaria', 'los clientes ahora se llaman socios'],
    ],
  },
  {
    id: 'rename-that-it-be-called-under-heading',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', in: '$entity' },
    reads:
      'a list as a heading, one of its fields with its article and the name it should have ("En servicios, que la descripción se llame Qué incluye")',
    pattern: 'en @det? {entity} que el|la|los|las {target} se llame|llamen {newName} ~aside',
    examples: [
      [
        'albergue_camino',
        'En servicios, que la descripción se llame Qué incluye',
        [{ op: 'renameField', entity: 'servicios', field: 'descripcion', label: 'Qué incluye' }],
      ],
    ],
    counterExamples: [
      ['albergue_camino', 'En peregrinos, que la descripción se llame Qué incluye'],
    ],
  },
  {
    id: 'rename-where-it-says-first',
    ...RENAME_WRITTEN,
    yields: {
      op: 'rename',
      target: '$target',
      label: '$newName',
      asSeen: true,
      toTheEnd: true,
      anyCase: true,
    },
    reads:
      'where the screen says a name, what it should say instead ("donde pone Pagado que diga Cobrado", "Lo que pone Cuota al día me gustaría que pusiera Al corriente")',
    pattern: WHERE_IT_SAYS,
    examples: [
      [
        'panaderia',
        'donde pone Pagado que diga Cobrado',
        [renamedField('encargos', 'pagado', 'Cobrado')],
      ],
      // The words around say which are names: in lower case too.
      [
        'panaderia',
        'donde pone pagado que diga cobrado',
        [renamedField('encargos', 'pagado', 'Cobrado')],
      ],
      [
        'coro',
        'Lo que pone Cuota al día me gustaría que pusiera Al corriente.',
        [renamedField('coristas', 'cuota_al_dia', 'Al corriente')],
      ],
      [
        'coro',
        'Donde pone Cuota al día, que ponga Al corriente de pago',
        [renamedField('coristas', 'cuota_al_dia', 'Al corriente de pago')],
      ],
      [
        'protectora',
        'Donde dice Llegó el, mejor Fecha de llegada',
        [renamedField('peludos_en_acogida', 'llego_el', 'Fecha de llegada')],
      ],
    ],
    // Nombre is a field of every list: which one is a question.
    questions: [['liga_futbol', 'Donde dice Nombre que diga Nombre y apellido', 3]],
    counterExamples: [
      ['panaderia', 'donde pone Pagado que diga Cobrado y quita el precio'],
      ['panaderia', 'donde pone Pagado que diga que sí'],
    ],
  },
  {
    id: 'rename-where-it-says-under-heading',
    ...RENAME_WRITTEN,
    yields: {
      op: 'rename',
      target: '$target',
      label: '$newName',
      in: '$entity',
      asSeen: true,
      anyCase: true,
    },
    reads:
      'in a list (or its screen) named first, where it says a name, what it should say instead ("En mascotas, donde dice Dueño pon Responsable")',
    pattern: `en @det? ficha|formulario|pantalla|listado? de|del? @det? {entity} ${WHERE_IT_SAYS}`,
    examples: [
      [
        'veterinaria',
        'En mascotas, donde dice Dueño pon Responsable',
        [renamedField('mascotas', 'dueno', 'Responsable')],
      ],
      [
        'veterinaria',
        'en mascotas, donde dice dueño pon responsable',
        [renamedField('mascotas', 'dueno', 'Responsable')],
      ],
      [
        'veterinaria',
        'En la ficha de los veterinarios, donde pone Especialidad prefiero que ponga Área.',
        [renamedField('veterinarios', 'especialidad', 'Área')],
      ],
      [
        'prestamo_herramientas',
        'En vecinos, donde pone Portal que ponga Dirección, que no todos viven en un bloque',
        [renamedField('vecinos', 'portal', 'Dirección')],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'En clientes, donde dice Dueño pon Responsable'],
      ['veterinaria', 'En mascotas, donde dice Dueño pon el teléfono'],
    ],
  },
  {
    id: 'rename-too-long-leave-as',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', toTheEnd: true, anyCase: true },
    reads:
      'a name that is too long or odd, and the shorter one to leave instead ("Peludos en acogida es muy largo, déjalo en Peludos")',
    pattern: `${TOO_LONG} lo|la|los|las? podemos|podriamos|puedes|podrias|podeis|pueden|podrian? dejar|dejalo|dejala|dejalos|dejalas|dejadlo|dejadla|ponlo|ponla en|como {newName}`,
    examples: [
      [
        'protectora',
        'Peludos en acogida es muy largo, déjalo en Peludos',
        [{ op: 'renameEntity', entity: 'peludos_en_acogida', label: 'Peludo' }],
      ],
      [
        'protectora',
        'peludos en acogida es muy largo, déjalo en peludos',
        [{ op: 'renameEntity', entity: 'peludos_en_acogida', label: 'Peludo' }],
      ],
      [
        'protectora',
        'Peludos en acogida es muy largo para el menú, ¿lo podemos dejar en Peludos?',
        [{ op: 'renameEntity', entity: 'peludos_en_acogida', label: 'Peludo' }],
      ],
      [
        'panaderia',
        "'Recoger por la tarde' es muy largo, déjalo en 'Por la tarde'",
        [renamedField('encargos', 'recoger_por_la_tarde', 'Por la tarde')],
      ],
    ],
    counterExamples: [
      ['protectora', 'Peludos en acogida es muy largo, déjalo en Paseos'],
      ['protectora', 'Peludos en acogida es muy largo, déjalo en Peludos y quita el chip'],
    ],
  },
  {
    id: 'rename-too-long-called',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a name that is too long or odd, and the one it should have ("Peludos en acogida es muy largo, que se llame solo Peludos")',
    pattern: `${TOO_LONG} mejor? que se llame|llamen solo|solamente|simplemente? {newName}`,
    examples: [
      [
        'gimnasio',
        'Monitores es muy formal, que se llame solo Profes',
        [{ op: 'renameEntity', entity: 'monitores', label: 'Profe' }],
      ],
      [
        'protectora',
        'Peludos en acogida es muy largo, que se llame solo Peludos',
        [{ op: 'renameEntity', entity: 'peludos_en_acogida', label: 'Peludo' }],
      ],
      [
        'veterinaria',
        'Fecha de nacimiento es muy largo, que se llame Nacimiento',
        [renamedField('mascotas', 'fecha_de_nacimiento', 'Nacimiento')],
      ],
    ],
    counterExamples: [['protectora', 'Peludos en acogida es muy largo, que se llame solo Paseos']],
  },
  {
    id: 'option-instead-of-under-heading',
    reads:
      'in a choice field named first, the value to put instead of another ("En posición, en vez de Centrocampista poné Medio")',
    pattern:
      'en @det? {field} en vez|lugar de {target} que? pon|pone|poned|ponga|pongan|diga|sea|mejor {options}',
    yields: [
      { op: 'remove', target: '$target', from: '$field', only: 'option' },
      { op: 'addOptions', field: '$field', options: '$options', capitals: true },
    ],
    examples: [
      [
        'liga_futbol',
        'En posición, en vez de Centrocampista poné Medio',
        [
          {
            op: 'removeOptions',
            entity: 'jugadores',
            field: 'posicion',
            options: ['Centrocampista'],
          },
          { op: 'addOptions', entity: 'jugadores', field: 'posicion', options: ['Medio'] },
        ],
      ],
      [
        'coro',
        'En dificultad, en vez de Media que ponga Intermedia',
        [
          { op: 'removeOptions', entity: 'obras', field: 'dificultad', options: ['Media'] },
          { op: 'addOptions', entity: 'obras', field: 'dificultad', options: ['Intermedia'] },
        ],
      ],
    ],
    counterExamples: [
      ['coro', 'En dificultad, en vez de Media que ponga intermedia'],
      ['coro', 'En dificultad, en vez de Fácil y Media que ponga Intermedia'],
      ['coro', 'En compositor, en vez de Media que ponga Intermedia'],
    ],
  },
  {
    id: 'option-removed-from-field-said-first',
    reads:
      'a choice field said first with «de», then the value removed from it ("Del tipo de masa quita Centeno, ya no lo hacemos")',
    pattern: 'de|del @det? {field} @remove @det? {target} ~aside',
    yields: { op: 'remove', target: '$target', from: '$field', only: 'option' },
    examples: [
      [
        'panaderia',
        'Del tipo de masa quita Centeno, ya no lo hacemos',
        [{ op: 'removeOptions', entity: 'productos', field: 'tipo_de_masa', options: ['Centeno'] }],
      ],
      // A value named like a list is still a value of the field said.
      [
        'grupo_folklorico',
        'Del rol quita Bailarín',
        [{ op: 'removeOptions', entity: 'bailarines', field: 'rol', options: ['Bailarín'] }],
      ],
    ],
    counterExamples: [
      // Not a value of that field.
      ['grupo_folklorico', 'Del rol quita Mediana'],
      ['grupo_folklorico', 'Del rol quita el correo'],
    ],
  },
  {
    id: 'option-no-longer-then-removed',
    reads:
      'a value the owner no longer has, then removed from the choice field named, with a pronoun that points back at it ("Ya no hacemos centeno, quítalo del tipo de masa")',
    pattern:
      'ya no hacemos|hay|tenemos|usamos|damos|vendemos|ofrecemos|trabajamos @det? {target} @removeIt de|del @det? {field} ~aside',
    yields: { op: 'remove', target: '$target', from: '$field', only: 'option' },
    examples: [
      [
        'panaderia',
        'Ya no hacemos centeno, quítalo del tipo de masa',
        [{ op: 'removeOptions', entity: 'productos', field: 'tipo_de_masa', options: ['Centeno'] }],
      ],
      [
        'clinica_fisio',
        'Ya no damos pilates terapéutico, quítalo del tipo de sesión',
        [
          {
            op: 'removeOptions',
            entity: 'sesiones',
            field: 'tipo',
            options: ['Pilates terapéutico'],
          },
        ],
      ],
    ],
    counterExamples: [
      // Not a value of that field; the field itself is what is removed from.
      ['panaderia', 'Ya no hacemos pan de molde, quítalo del tipo de masa'],
      ['panaderia', 'Ya no usamos el tipo de masa, quítalo del tipo de masa'],
    ],
  },
  {
    id: 'option-changed-for-under-heading',
    reads:
      'in a choice field named first, a value changed for another, both written as seen ("En el estado de los préstamos cambia Devuelto por Entregado"): one value for another, never a new name of the field',
    pattern:
      'en @det? {field} ,? cambia|cambiá|cambiad|cambie|cambien|cambiale|cambiele|cambiales @det? {target} por {options}',
    yields: [
      { op: 'remove', target: '$target', from: '$field', only: 'option' },
      { op: 'addOptions', field: '$field', options: '$options', capitals: true },
    ],
    examples: [
      [
        'coro',
        'En la dificultad de las obras cambia Media por Intermedia',
        [
          { op: 'removeOptions', entity: 'obras', field: 'dificultad', options: ['Media'] },
          { op: 'addOptions', entity: 'obras', field: 'dificultad', options: ['Intermedia'] },
        ],
      ],
      [
        'liga_futbol',
        'En posición, cambiá «Centrocampista» por «Volante»',
        [
          {
            op: 'removeOptions',
            entity: 'jugadores',
            field: 'posicion',
            options: ['Centrocampista'],
          },
          { op: 'addOptions', entity: 'jugadores', field: 'posicion', options: ['Volante'] },
        ],
      ],
    ],
    counterExamples: [
      // Not a value of the field named: another rule's, or a question.
      ['coro', 'En la dificultad de las obras cambia Compositor por Autor'],
      ['coro', 'En compositor, cambia Media por Intermedia'],
      // The new value in lower case may be talk.
      ['coro', 'En la dificultad de las obras cambia Media por otra cosa'],
    ],
  },
  {
    id: 'rename-put-instead-of',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', asSeen: true },
    reads:
      'a new name to put instead of the old one, written as seen ("¿Puedes poner Encuentros en vez de Partidos?")',
    pattern:
      'que? poner|pon|pone|pones|pongan|ponga|poned|diga|mejor {newName} en vez|lugar de {target}',
    examples: [
      [
        'liga_futbol',
        '¿Puedes poner Encuentros en vez de Partidos?',
        [{ op: 'renameEntity', entity: 'partidos', label: 'Encuentro' }],
      ],
      [
        'veterinaria',
        'Pon Domicilio en vez de Dirección',
        [renamedField('clientes', 'direccion', 'Domicilio')],
      ],
    ],
    counterExamples: [
      ['liga_futbol', '¿Puedes poner Encuentros en vez de partidos?'],
      ['liga_futbol', '¿Puedes poner encuentros en vez de Partidos?'],
    ],
  },
  {
    id: 'rename-topic-then-name',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a list or a field named first, then "cámbiale el nombre a" its new name ("Al campo de los partidos cámbiale el nombre a Cancha, acá nadie dice campo")',
    pattern:
      'a|al? @det? {target} cambiale|cambiales|cambiadle|cambiadles|cambiele|cambieles el nombre a|por {newName} ~aside',
    examples: [
      [
        'liga_futbol',
        'Al campo de los partidos cámbiale el nombre a Cancha, acá nadie dice campo.',
        [renamedField('partidos', 'campo', 'Cancha')],
      ],
      [
        'protectora',
        'Llegó el, cambiale el nombre a Fecha de llegada',
        [renamedField('peludos_en_acogida', 'llego_el', 'Fecha de llegada')],
      ],
    ],
    // Libro is the list and the reference of each Reseña and Reunión to it: which one is a question.
    questions: [['club_lectura', 'Al libro cambiadle el nombre a Lectura, por favor.', 3]],
    counterExamples: [['liga_futbol', 'Al campo de los partidos cámbiale el nombre a Jugadores']],
  },
  {
    id: 'rename-topic-then-pronoun',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a field named first, then its rename pointing back at it ("El Alta de los socios, ¿lo podés renombrar a Fecha de alta?")',
    pattern:
      '@det? {target} lo|la|los|las podes|puedes|podrias|podeis|pueden|podrian|podemos renombrar|llamar a|como|por? {newName}',
    examples: [
      [
        'club_lectura',
        'El Alta de los socios, ¿lo podés renombrar a Fecha de alta?',
        [renamedField('socios', 'alta', 'Fecha de alta')],
      ],
    ],
    counterExamples: [['club_lectura', 'El Alta de los socios, ¿lo podés renombrar a Libros?']],
  },
  {
    id: 'rename-topic-under-heading-pronoun',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', in: '$entity', anyCase: true },
    reads:
      'a field named first, the list it is in, then its rename pointing back at it ("Turno de tarde, en veterinarios, renómbralo como Horario de tarde")',
    pattern:
      '@det? {target} en @det? {entity} renombralo|renombrala|llamalo|llamala como|a|por? {newName}',
    examples: [
      [
        'veterinaria',
        'Turno de tarde, en veterinarios, renómbralo como Horario de tarde',
        [renamedField('veterinarios', 'turno_de_tarde', 'Horario de tarde')],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'Turno de tarde, en clientes, renómbralo como Horario de tarde'],
    ],
  },
  {
    id: 'rename-where-it-says',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName' },
    reads:
      'a new name put where the old one is said ("¿Podrías poner Socios donde ahora dice Vecinos?")',
    pattern: 'poner|pon|pone|poned {newName} donde ahora? dice|pone {target}',
    examples: [
      [
        'prestamo_herramientas',
        '¿Podrías poner Socios donde ahora dice Vecinos?',
        [{ op: 'renameEntity', entity: 'vecinos', label: 'Socio' }],
      ],
      [
        'veterinaria',
        'Pon Domicilio donde ahora dice Dirección',
        [{ op: 'renameField', entity: 'clientes', field: 'direccion', label: 'Domicilio' }],
      ],
    ],
    counterExamples: [['prestamo_herramientas', '¿Podrías poner socios donde ahora dice Vecinos?']],
  },

  {
    id: 'rename-name-to-it-for',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', nameOf: true, toTheEnd: true },
    reads:
      'the name of a list or a field changed «a» it, the new one after «por» ("Cámbiele el nombre a Acudiente por Responsable")',
    pattern:
      'habria|hay|tendriamos|tenemos? que? @renameName el nombre a @det? entidad|lista|campo? {target} por {newName} ~aside',
    examples: [
      [
        'escuela_musica',
        'Cámbiele el nombre a Acudiente por Responsable, así le decimos aquí',
        [renamedField('alumnos', 'acudiente', 'Responsable')],
      ],
      [
        'veterinaria',
        'hay que cambiarle el nombre a los veterinarios por Doctores',
        [{ op: 'renameEntity', entity: 'veterinarios', label: 'Doctor' }],
      ],
    ],
    counterExamples: [
      // No «por»: «a» says the new name, a question for the rest of the reader.
      ['veterinaria', 'cámbiale el nombre a Doctores'],
    ],
  },
  {
    id: 'rename-name-of',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', nameOf: true, toTheEnd: true },
    reads:
      'the name of a list or a field changed to another, written as it should be seen ("cambia el nombre de Encargos por Pedidos", "Hay que cambiar el nombre del campo Campo de los partidos por Estadio")',
    pattern:
      'habria|hay|tendriamos|tenemos? que? @renameName el nombre de|del|al @det? entidad|lista|campo? {target} por|a {newName}',
    examples: [
      [
        'panaderia',
        'cambia el nombre de Encargos por Pedidos',
        [{ op: 'renameEntity', entity: 'encargos', label: 'Pedido' }],
      ],
      [
        'veterinaria',
        'Habría que cambiar el nombre de la entidad Veterinarios por Doctores.',
        [{ op: 'renameEntity', entity: 'veterinarios', label: 'Doctor' }],
      ],
      [
        'gimnasio',
        'Hay que cambiar el nombre de Abonados por Clientes.',
        [{ op: 'renameEntity', entity: 'abonados', label: 'Cliente' }],
      ],
      [
        'liga_futbol',
        'Hay que cambiar el nombre del campo Campo de los partidos por Estadio.',
        [renamedField('partidos', 'campo', 'Estadio')],
      ],
      [
        'veterinaria',
        'cambia el nombre del campo Especialidad por Área',
        [renamedField('veterinarios', 'especialidad', 'Área')],
      ],
      // «Nombre completo» is the new name of the field Nombre, never of the list.
      [
        'veterinaria',
        'cambia el nombre de los clientes por Nombre completo',
        [renamedField('clientes', 'nombre', 'Nombre completo')],
      ],
      [
        'gimnasio',
        'cambia el nombre del abonado por nombre completo',
        [renamedField('abonados', 'nombre', 'Nombre completo')],
      ],
      [
        'veterinaria',
        'cambia el nombre de Clientes por Nombre y apellidos',
        [renamedField('clientes', 'nombre', 'Nombre y apellidos')],
      ],
    ],
    counterExamples: [
      ['panaderia', 'cambia el nombre de Encargos por texto'],
      ['panaderia', 'cambia el nombre de los encargos por pedidos'],
      ['panaderia', 'cambia el nombre de Encargos por Pedidos y quita el pagado'],
    ],
  },
  {
    id: 'rename-name-of-one-word',
    ...RENAME_WRITTEN,
    yields: {
      op: 'rename',
      target: '$target',
      label: '$newName',
      nameOf: true,
      anyCase: true,
      oneWord: true,
    },
    reads:
      'the name of a list or a field changed to another of one word, in lower case too ("cambia el nombre de vecinos por socios")',
    pattern:
      'habria|hay|tendriamos|tenemos? que? @renameName el nombre de|del|al @det? entidad|lista|campo? {target} por|a {newName}',
    examples: [
      [
        'prestamo_herramientas',
        'cambia el nombre de vecinos por socios',
        [{ op: 'renameEntity', entity: 'vecinos', label: 'Socio' }],
      ],
      [
        'veterinaria',
        'habría que cambiar el nombre de la entidad veterinarios por doctores.',
        [{ op: 'renameEntity', entity: 'veterinarios', label: 'Doctor' }],
      ],
    ],
    counterExamples: [
      ['panaderia', 'cambia el nombre de los encargos por algo más corto'],
      ['gimnasio', 'cambia el nombre de los abonados por nombre'],
      ['panaderia', 'cambia el nombre de los encargos por texto'],
    ],
  },
  {
    id: 'option-change-for-under-heading',
    reads:
      'in a choice field named first, one value changed for another ("En posición cambiá Centrocampista por Volante", "en la cuerda cambia Bajo por Barítono")',
    pattern: 'en @det? {field} @renameName @det? {target} por {options} ~aside',
    yields: [
      { op: 'remove', target: '$target', from: '$field', only: 'option' },
      { op: 'addOptions', field: '$field', options: '$options', capitals: true },
    ],
    examples: [
      [
        'liga_futbol',
        'En posición cambiá Centrocampista por Volante, acá nadie dice centrocampista jaja',
        [
          {
            op: 'removeOptions',
            entity: 'jugadores',
            field: 'posicion',
            options: ['Centrocampista'],
          },
          { op: 'addOptions', entity: 'jugadores', field: 'posicion', options: ['Volante'] },
        ],
      ],
      [
        'coro',
        'en la cuerda cambia Bajo por Barítono',
        [
          { op: 'removeOptions', entity: 'coristas', field: 'cuerda', options: ['Bajo'] },
          { op: 'addOptions', entity: 'coristas', field: 'cuerda', options: ['Barítono'] },
        ],
      ],
    ],
    counterExamples: [
      ['coro', 'en la cuerda cambia Bajo por barítono'],
      ['coro', 'en la cuerda cambia Oboe por Barítono'],
      ['coro', 'en la dificultad cambia Bajo por Barítono'],
    ],
  },
  {
    id: 'option-change-for-in-field',
    reads:
      'one value changed for another, then the choice field it is in ("cambia Poesía por Teatro en los géneros")',
    pattern: '@renameName {target} por {options} en @det? {field}',
    yields: [
      { op: 'remove', target: '$target', from: '$field', only: 'option' },
      { op: 'addOptions', field: '$field', options: '$options', capitals: true },
    ],
    examples: [
      [
        'club_lectura',
        'cambia Poesía por Teatro en los géneros',
        [
          { op: 'removeOptions', entity: 'libros', field: 'genero', options: ['Poesía'] },
          { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro'] },
        ],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'cambia Poesía por teatro en los géneros'],
      ['club_lectura', 'cambia Poesía por Teatro en los libros'],
    ],
  },
  {
    id: 'rename-change-for-under-heading',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', in: '$entity', anyCase: true },
    reads:
      'in a list named first, a field changed for its new name ("En Bicis de préstamo, cambia \'Con cesta\' por \'Lleva cesta\'", "en los peludos en acogida cambia apodo por nombre")',
    pattern:
      'en la? ficha|lista|parte|seccion? de|del? @det? {entity} @renameName @det? {target} por {newName}',
    examples: [
      [
        'prestamo_herramientas',
        "En Bicis de préstamo, cambia 'Con cesta' por 'Lleva cesta'",
        [renamedField('bicis_de_prestamo', 'con_cesta', 'Lleva cesta')],
      ],
      [
        'protectora',
        'en los peludos en acogida cambia apodo por nombre',
        [renamedField('peludos_en_acogida', 'apodo', 'Nombre')],
      ],
    ],
    counterExamples: [
      ['protectora', 'en los paseos cambia apodo por nombre'],
      ['protectora', 'en los peludos en acogida cambia apodo por texto'],
    ],
  },
  {
    id: 'rename-change-for-asked',
    ...RENAME_WRITTEN,
    reads:
      'a name asked to be changed for another, both written as seen ("¿Me cambias Plazas por Aforo?")',
    yields: { op: 'rename', target: '$target', label: '$label', asSeen: true },
    pattern: 'me|nos? cambias|cambiais @det? {target} por {label}',
    examples: [
      ['gimnasio', '¿Me cambias Plazas por Aforo?', [renamedField('clases', 'plazas', 'Aforo')]],
    ],
    // Nombre is a field of every list: which one is a question.
    questions: [['liga_futbol', '¿Me cambias Nombre por Nombre completo?', 3]],
    counterExamples: [
      ['gimnasio', '¿Me cambias plazas por Aforo?'],
      ['gimnasio', '¿Me cambias Plazas por texto?'],
    ],
  },
  {
    id: 'rename-change-for-in-list',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', in: '$entity', anyCase: true },
    reads:
      'a field changed for its new name, then the list it is in ("Cambiá Campo por Estadio en los partidos")',
    pattern: '@renameName @det? {target} por {newName} en @det? {entity}',
    examples: [
      [
        'liga_futbol',
        'Cambiá Campo por Estadio en los partidos.',
        [renamedField('partidos', 'campo', 'Estadio')],
      ],
    ],
    counterExamples: [
      ['liga_futbol', 'Cambiá Campo por Estadio en los jugadores.'],
      ['liga_futbol', 'Cambiá campo por texto en los partidos.'],
    ],
  },

  {
    id: 'option-change-for-field-first',
    reads:
      'a choice field, then one of its values changed for another ("cambiar el estado En reparación por Averiada")',
    pattern:
      'podemos|podriamos|puedes|podrias|podeis? @renameName @det? {field} {target} por {options} ~aside',
    yields: [
      { op: 'remove', target: '$target', from: '$field', only: 'option' },
      { op: 'addOptions', field: '$field', options: '$options', capitals: true },
    ],
    examples: [
      [
        'prestamo_herramientas',
        '¿Podemos cambiar el estado En reparación por Averiada? Es como lo decimos aquí.',
        [
          {
            op: 'removeOptions',
            entity: 'herramientas',
            field: 'estado',
            options: ['En reparación'],
          },
          { op: 'addOptions', entity: 'herramientas', field: 'estado', options: ['Averiada'] },
        ],
      ],
      [
        'veterinaria',
        'Cambia la especie Conejo por Hurón',
        [
          { op: 'removeOptions', entity: 'mascotas', field: 'especie', options: ['Conejo'] },
          { op: 'addOptions', entity: 'mascotas', field: 'especie', options: ['Hurón'] },
        ],
      ],
    ],
    counterExamples: [
      // A value the field does not have; a new value in lower case; a field of no options.
      ['prestamo_herramientas', 'cambia el estado Perdida por Averiada'],
      ['prestamo_herramientas', 'cambia el estado En reparación por averiada'],
      ['prestamo_herramientas', 'cambia la fianza En reparación por Averiada'],
    ],
  },
  {
    id: 'option-change-for-in-field-as-seen',
    reads:
      'a value written as it is seen, one that opens with «En», changed for another, then its choice field ("cambia En reparación por Averiada en el estado")',
    pattern: '@renameName {target} por {options} en @det? {field} ~aside',
    yields: [
      { op: 'remove', target: '$target', from: '$field', only: 'option' },
      { op: 'addOptions', field: '$field', options: '$options', capitals: true },
    ],
    examples: [
      [
        'prestamo_herramientas',
        'cambia En reparación por Averiada en el estado de las herramientas',
        [
          {
            op: 'removeOptions',
            entity: 'herramientas',
            field: 'estado',
            options: ['En reparación'],
          },
          { op: 'addOptions', entity: 'herramientas', field: 'estado', options: ['Averiada'] },
        ],
      ],
    ],
    counterExamples: [
      ['prestamo_herramientas', 'cambia En reparación por Averiada en la categoría'],
      ['prestamo_herramientas', 'cambia en reparación por Averiada en el estado'],
    ],
  },
  {
    id: 'rename-arrow',
    ...RENAME_WRITTEN,
    reads:
      'an old name, an arrow and the new name written as it should be seen ("Parcelas → Bancales", "Especie -> Tipo de animal")',
    pattern: '{target} → {newName} ~aside',
    examples: [
      [
        'huerto',
        'Parcelas → Bancales',
        [{ op: 'renameEntity', entity: 'parcelas', label: 'Bancal' }],
      ],
      [
        'veterinaria',
        'Especie -> Tipo de animal',
        [renamedField('mascotas', 'especie', 'Tipo de animal')],
      ],
    ],
    counterExamples: [
      // No arrow; a new name in lower case; what the arrow points at is an order.
      ['huerto', 'Parcelas Bancales'],
      ['huerto', 'Parcelas → bancales'],
      ['veterinaria', 'Especie → quitar'],
    ],
  },
  {
    id: 'rename-arrows-two',
    reads:
      'two renames by arrows, joined by «y» or a slash ("Cliente → Socio y Mascota → Paciente", "Clientes → Socios / Citas → Visitas")',
    pattern: '{target} → {newName} /? y|e? {target2} → {newName2} ~aside',
    yields: [
      { op: 'rename', target: '$target', label: '$newName', listFirst: true },
      { op: 'rename', target: '$target2', label: '$newName2', listFirst: true },
    ],
    examples: [
      [
        'veterinaria',
        'Cliente → Socio y Mascota → Paciente',
        [
          { op: 'renameEntity', entity: 'clientes', label: 'Socio' },
          { op: 'renameEntity', entity: 'mascotas', label: 'Paciente' },
        ],
      ],
      [
        'veterinaria',
        'Clientes → Socios / Especie → Tipo de animal',
        [
          { op: 'renameEntity', entity: 'clientes', label: 'Socio' },
          renamedField('mascotas', 'especie', 'Tipo de animal'),
        ],
      ],
    ],
    counterExamples: [
      // Each old name must be in the app, each new name one name written with a capital.
      ['veterinaria', 'Cliente → Socio y Pedido → Reserva'],
      ['veterinaria', 'Cliente → Socio y Mascota → paciente'],
    ],
  },
  {
    id: 'rename-two-slash',
    reads:
      'two renames said with one verb, split by a slash ("renombra Cliente a Socio / Mascota a Paciente")',
    pattern: '@rename @det? {target} a|por|como {newName} / @det? {target2} a|por|como {newName2}',
    yields: [
      { op: 'rename', target: '$target', label: '$newName', listFirst: true },
      { op: 'rename', target: '$target2', label: '$newName2', listFirst: true },
    ],
    examples: [
      [
        'veterinaria',
        'renombra Cliente a Socio / Mascota a Paciente',
        [
          { op: 'renameEntity', entity: 'clientes', label: 'Socio' },
          { op: 'renameEntity', entity: 'mascotas', label: 'Paciente' },
        ],
      ],
      [
        'liga_futbol',
        'Renombra Jugadores a Futbolistas / Campo a Estadio',
        [
          { op: 'renameEntity', entity: 'jugadores', label: 'Futbolista' },
          renamedField('partidos', 'campo', 'Estadio'),
        ],
      ],
    ],
    counterExamples: [
      // No slash: the rest of the reader reads it; an old name the app lacks; lower case.
      ['veterinaria', 'renombra Cliente a Socio Mascota a Paciente'],
      ['veterinaria', 'renombra Cliente a Socio / Pedido a Reserva'],
      ['veterinaria', 'renombra Cliente a Socio / Mascota a paciente'],
    ],
  },

  {
    id: 'rename-two-then-two-names',
    reads:
      'two names, then their two new names in the same order ("En alquileres, Desde y Hasta que se llamen Recogida y Devolución", "que los goles local y los goles visitante se llamen Goles en casa y Goles fuera")',
    pattern:
      '@wish? que? @det? campos? {target} y|e @det? {target2} que? se llamen|llamaran|llamasen {newName} y|e {newName2} ~aside',
    yields: [
      { op: 'rename', target: '$target', label: '$newName', anyCase: true },
      { op: 'rename', target: '$target2', label: '$newName2', anyCase: true },
    ],
    examples: [
      [
        'liga_futbol',
        'Quiero que los goles local y los goles visitante se llamen Goles en casa y Goles de visita',
        [
          renamedField('partidos', 'goles_local', 'Goles en casa'),
          renamedField('partidos', 'goles_visitante', 'Goles de visita'),
        ],
      ],
      [
        'veterinaria',
        'que Clientes y Mascotas se llamen Socios y Pacientes',
        [
          { op: 'renameEntity', entity: 'clientes', label: 'Socio' },
          { op: 'renameEntity', entity: 'mascotas', label: 'Paciente' },
        ],
      ],
    ],
    counterExamples: [
      // One old name, or one new name: no pair to match one by one.
      ['escuela_surf', 'Desde que se llame Recogida y Devolución'],
      ['escuela_surf', 'Desde y Hasta que se llamen Fechas'],
      ['escuela_surf', 'Desde y Salida que se llamen Recogida y Devolución'],
    ],
  },
  {
    id: 'rename-two-then-two-names-under-heading',
    reads:
      'in a list named first, two fields, then their two new names in the same order ("En alquileres, Desde y Hasta que se llamen Recogida y Devolución")',
    pattern:
      'en @det? {entity} @det? campos? {target} y|e @det? {target2} que? se llamen|llamaran|llamasen {newName} y|e {newName2} ~aside',
    yields: [
      { op: 'rename', target: '$target', label: '$newName', in: '$entity', anyCase: true },
      { op: 'rename', target: '$target2', label: '$newName2', in: '$entity', anyCase: true },
    ],
    examples: [
      [
        'escuela_surf',
        'En alquileres, Desde y Hasta que se llamen Recogida y Devolución',
        [
          renamedField('alquileres', 'desde', 'Recogida'),
          renamedField('alquileres', 'hasta', 'Devolución'),
        ],
      ],
      // The words around say which are names: in lower case too.
      [
        'escuela_surf',
        'en alquileres, desde y hasta que se llamen recogida y devolución',
        [
          renamedField('alquileres', 'desde', 'Recogida'),
          renamedField('alquileres', 'hasta', 'Devolución'),
        ],
      ],
    ],
    counterExamples: [
      ['escuela_surf', 'En alquileres, Desde que se llame Recogida y Devolución'],
      ['escuela_surf', 'En alquileres, Desde y Hasta que se llamen Fechas'],
      // A name the app lacks.
      ['escuela_surf', 'En alquileres, Desde y Salida que se llamen Recogida y Devolución'],
    ],
  },

  {
    id: 'type-date-takes-time',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', typeName: 'fecha y hora', from: 'date' },
    reads:
      'a date that should take the time too ("Ocupo que la fecha de recogida lleve también la hora", "El día del paseo que lleve también la hora")',
    pattern:
      'ocupo|ocupamos? @wish? que? @det? {field} que? puede|pueda|podria|deberia|tiene? que? llevar|lleve|tenga|incluya tambien? la? hora ~aside',
    examples: [
      [
        'panaderia',
        'Ocupo que la fecha de recogida de los encargos lleve también la hora, que a las nueve se nos amontona todo el mundo.',
        [
          {
            op: 'changeFieldType',
            entity: 'encargos',
            field: 'fecha_de_recogida',
            type: 'datetime',
          },
        ],
      ],
      [
        'protectora',
        'El día del paseo que lleve también la hora',
        [{ op: 'changeFieldType', entity: 'paseos', field: 'dia', type: 'datetime' }],
      ],
      [
        'panaderia',
        '¿La fecha de recogida puede llevar también la hora? Vienen a horas concretas',
        [
          {
            op: 'changeFieldType',
            entity: 'encargos',
            field: 'fecha_de_recogida',
            type: 'datetime',
          },
        ],
      ],
    ],
    counterExamples: [
      // Only a date takes the time.
      ['panaderia', 'Que el producto lleve también la hora'],
      ['panaderia', 'Que la fecha de recogida lleve también la hora y el precio'],
    ],
  },
  {
    id: 'type-must-take-letters',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', typeName: 'texto', from: 'number' },
    reads:
      'a number that must take letters, so text ("El número de parcela tiene que admitir letras, tenemos la 12A y la 12B")',
    pattern: '@det? {field} tiene|tendria|deberia|debe que? admitir|aceptar letras ~aside',
    examples: [
      [
        'huerto',
        'El número de parcela tiene que admitir letras, tenemos la 12A y la 12B',
        [{ op: 'changeFieldType', entity: 'parcelas', field: 'numero', type: 'text' }],
      ],
    ],
    counterExamples: [
      // Only a number is given letters.
      ['huerto', 'El hortelano tiene que admitir letras'],
      ['huerto', 'El número de parcela tiene que admitir letras y números romanos'],
    ],
  },
  {
    id: 'type-prefer-in-stars-required',
    reads:
      'a field the owner prefers in stars, and that must always be filled in ("La dificultad de las obras la prefiero en estrellas, y que haya que ponerla siempre")',
    pattern:
      '@det=det? {field} lo|la|los|las prefiero|preferimos|quiero|queremos en|con estrellas y que haya|tenga que ponerla|ponerlo|rellenarla|rellenarlo siempre',
    yields: [
      { op: 'changeType', field: '$field', typeName: 'estrellas' },
      { op: 'required', field: '$field' },
    ],
    examples: [
      [
        'coro',
        'La dificultad de las obras la prefiero en estrellas, y que haya que ponerla siempre.',
        [
          { op: 'changeFieldType', entity: 'obras', field: 'dificultad', type: 'rating' },
          { op: 'setRequired', entity: 'obras', field: 'dificultad', required: true },
        ],
      ],
    ],
    counterExamples: [
      [
        'coro',
        'La dificultad de las obras la prefiero en estrellas, y que haya que ponerla siempre y quita el compositor',
      ],
    ],
  },
  {
    id: 'type-rated-with-stars',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', typeName: 'estrellas' },
    reads:
      'a field rated with stars, said as a wish ("Haz que la intensidad se puntúe con estrellas", "que la intensidad se puntúe de 1 a 5 estrellas")',
    pattern:
      'haz|haced|haga|hagan|quiero? que @det? {field} se puntue|puntuen|valore|valoren|califique|califiquen|evalue|evaluen|mida|midan con|de|del estrellas|estrellitas|1 a|al? 5? estrellas?',
    examples: [
      [
        'gimnasio',
        'Haz que la intensidad se puntue con estrellas',
        [{ op: 'changeFieldType', entity: 'clases', field: 'intensidad', type: 'rating' }],
      ],
      [
        'gimnasio',
        'que la intensidad de las clases se puntúe de 1 a 5 estrellas',
        [{ op: 'changeFieldType', entity: 'clases', field: 'intensidad', type: 'rating' }],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'Haz que la intensidad se puntue con números'],
      ['gimnasio', 'Haz que la intensidad se puntúe con colores'],
    ],
  },
  {
    id: 'type-date-without-time',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', typeName: 'fecha' },
    reads:
      'a field changed to a date, and the time it must not take said again ("Cambia la fecha de las reuniones a tipo fecha, sin la hora")',
    pattern:
      'cambia|cambiad|cambie|cambien|pasa|pasad|pase|pasen|convierte|pon|deja @det? {field} a|en|como tipo? fecha pero|solo? sin la? hora',
    examples: [
      [
        'club_lectura',
        'Cambia la fecha de las reuniones a tipo fecha, sin la hora',
        [{ op: 'changeFieldType', entity: 'reuniones', field: 'fecha', type: 'date' }],
      ],
    ],
    counterExamples: [
      [
        'club_lectura',
        'Cambia la fecha de las reuniones a tipo fecha, sin la hora y quita el lugar',
      ],
      ['club_lectura', 'Cambia las reuniones a tipo fecha, sin la hora'],
    ],
  },
  {
    id: 'type-prefer-as',
    ...CHANGE_TYPE,
    reads:
      'a field named first, then the type the owner prefers or needs it in ("La dificultad de las obras la prefiero en estrellas", "la hora de las clases la necesito como fecha y hora, no como texto")',
    pattern:
      '@det=det? {field} lo|la|los|las prefiero|preferiria|preferimos|quiero|querria|queremos|necesito|necesitamos en|como|con {typeName} no? como? texto?',
    examples: [
      [
        'coro',
        'La dificultad de las obras la prefiero en estrellas',
        [{ op: 'changeFieldType', entity: 'obras', field: 'dificultad', type: 'rating' }],
      ],
      [
        'gimnasio',
        'Qué pena con usted, pero la hora de las clases la necesito como fecha y hora, no como texto.',
        [{ op: 'changeFieldType', entity: 'clases', field: 'hora', type: 'datetime' }],
      ],
    ],
    counterExamples: [
      ['coro', 'La dificultad de las obras la prefiero en azul'],
      ['coro', 'Los ensayos los prefiero en estrellas'],
      ['coro', 'La dificultad de las obras la prefiero en estrellas y quita el compositor'],
    ],
  },
  {
    id: 'field-yes-no-mark-in-each-if',
    reads:
      'a yes/no field asked as what to mark in each record ("Quiero marcar en cada parcela si tiene compostera", "necesito marcar en cada venta si es con envío")',
    pattern:
      'marcar|marca|marcad|marque|marquen|indicar|apuntar|anotar tambien? en|a|para cada {entity} si es|esta? {boolLabel}',
    yields: { op: 'addField', entity: '$entity', label: '$boolLabel', type: 'boolean' },
    examples: [
      [
        'huerto',
        'Quiero marcar en cada parcela si tiene compostera',
        [
          {
            op: 'addField',
            entity: 'parcelas',
            field: { label: 'Tiene compostera', type: 'boolean', required: false },
          },
        ],
      ],
      [
        'libreria_usada',
        'necesito marcar en cada venta si es con envío',
        [
          {
            op: 'addField',
            entity: 'ventas',
            field: { label: 'Con envío', type: 'boolean', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['huerto', 'Quiero marcar en cada cosecha si tiene compostera'],
      ['huerto', 'Quiero marcar en cada parcela si tiene compostera y quita los metros'],
    ],
  },
  {
    id: 'rename-we-say',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'the word the owner does not say and the one they say ("En la asociación no decimos vecinos, decimos socios. ¿Lo puedes cambiar?", "Aquí nadie dice parcelas, decimos bancales")',
    pattern:
      'en? @det? {place}? aqui|aca? nadie|no les|le|se? dice|decimos {target} les|le|se? decimos|dice|sino {newName} lo|la|los|las|se? puedes|podes|puede|podeis|podrias|podriais? cambiar|cambialo|cambiala|cambiadlo|cambielo? el? nombre?',
    examples: [
      [
        'prestamo_herramientas',
        'En la asociación no decimos vecinos, decimos socios. ¿Lo puedes cambiar?',
        [{ op: 'renameEntity', entity: 'vecinos', label: 'Socio' }],
      ],
      [
        'huerto',
        'Aquí nadie dice parcelas, decimos bancales. Cámbialo, porfa.',
        [{ op: 'renameEntity', entity: 'parcelas', label: 'Bancal' }],
      ],
    ],
    counterExamples: [
      ['huerto', 'Aquí nadie dice parcelas, decimos que sí'],
      ['huerto', 'Aquí nadie dice cosechas, decimos bancales'],
    ],
  },
  {
    id: 'rename-we-call',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a list or a field named first, and what the owner calls it ("Las reseñas nosotros las llamamos opiniones. ¿Se puede cambiar el nombre?", "las hornadas ahora las llamamos tandas")',
    pattern:
      '@det {target} nosotros|nosotras|aqui|aca|ahora? lo|la|los|las llamamos|decimos {newName} lo|la|los|las|se? puedes|podes|puede|podeis|podrias|podriais? cambiar|cambialo|cambiala|cambiadlo|cambielo? el? nombre?',
    examples: [
      [
        'club_lectura',
        'Las reseñas nosotros las llamamos opiniones. ¿Se puede cambiar el nombre?',
        [{ op: 'renameEntity', entity: 'resenas', label: 'Opinión' }],
      ],
      [
        'panaderia',
        'las hornadas ahora las llamamos tandas',
        [{ op: 'renameEntity', entity: 'hornadas', label: 'Tanda' }],
      ],
    ],
    counterExamples: [
      ['panaderia', 'las hornadas ahora las llamamos cuando hay pan'],
      ['panaderia', 'las tandas ahora las llamamos hornadas'],
    ],
  },
  {
    id: 'rename-to-them-we-say',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a list or a field named first with «a», and what the owner calls it ("A las reseñas nosotros les decimos opiniones, ¿lo puedes cambiar?", "A los socios en el fondo les decimos miembros, cámbielo")',
    pattern:
      'a|al @det? {target} nosotros|nosotras|aqui|aca|ahora? en? el? fondo? le|les|lo|la|los|las decimos|llamamos {newName} lo|la|los|las|se? puedes|podes|puede|podeis|podrias|podriais? cambiar|cambialo|cambiala|cambiadlo|cambielo|cambiela? el? nombre?',
    examples: [
      [
        'club_lectura',
        'A las reseñas nosotros les decimos opiniones, ¿lo puedes cambiar?',
        [{ op: 'renameEntity', entity: 'resenas', label: 'Opinión' }],
      ],
      [
        'club_lectura',
        'A los socios en el fondo les decimos miembros, cámbielo por favor',
        [{ op: 'renameEntity', entity: 'socios', label: 'Miembro' }],
      ],
    ],
    counterExamples: [
      ['panaderia', 'A las hornadas les decimos que no'],
      ['panaderia', 'A las tandas les decimos hornadas'],
    ],
  },
  {
    id: 'rename-to-them-say',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', listFirst: true },
    reads:
      'a list named first with «a», by its plural, and the order to call it otherwise ("A los clientes decíles Socios", "A los veterinarios dígales Doctores"): the list, and the references named after it with it',
    pattern:
      'a|al @det {target} dile|diles|decile|deciles|decidles|digale|digales|diganles {newName} ~aside',
    examples: [
      [
        'veterinaria',
        'A los veterinarios deciles Doctores, que es como se dice acá',
        [{ op: 'renameEntity', entity: 'veterinarios', label: 'Doctor' }],
      ],
      [
        'veterinaria',
        'A las mascotas dígales Pacientes',
        [{ op: 'renameEntity', entity: 'mascotas', label: 'Paciente' }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'A los veterinarios deciles que vengan temprano'],
      ['veterinaria', 'A los doctores deciles Veterinarios'],
    ],
  },
  {
    id: 'rename-we-call-them-proposed',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a new name proposed for a list or a field ("¿Y si a los encargos les llamamos Reservas?")',
    pattern:
      'y|que? tal|por? que? no? si? a|al? @det? {target} les|le|los|las|lo|la? llamamos {newName}',
    examples: [
      [
        'panaderia',
        '¿Y si a los encargos les llamamos Reservas?',
        [{ op: 'renameEntity', entity: 'encargos', label: 'Reserva' }],
      ],
      [
        'club_lectura',
        '¿Y si a las reuniones las llamamos Tertulias?',
        [{ op: 'renameEntity', entity: 'reuniones', label: 'Tertulia' }],
      ],
    ],
    counterExamples: [
      ['panaderia', '¿Y si a los encargos les llamamos Reservas y quitamos el precio?'],
      ['panaderia', '¿Y si a los encargos les llamamos Productos?'],
    ],
  },
  {
    id: 'rename-we-change',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', asSeen: true, anyCase: true },
    reads: 'a rename proposed in the first person plural ("¿Cambiamos Obras por Repertorio?")',
    pattern: 'y|que? tal|por? que? no? si? cambiamos|renombramos @det? {target} por|a {newName}',
    examples: [
      [
        'coro',
        '¿Cambiamos Obras por Repertorio?',
        [{ op: 'renameEntity', entity: 'obras', label: 'Repertorio' }],
      ],
      [
        'coro',
        '¿Y si renombramos las obras a Repertorio?',
        [{ op: 'renameEntity', entity: 'obras', label: 'Repertorio' }],
      ],
    ],
    counterExamples: [
      ['coro', '¿Cambiamos Obras por Ensayos?'],
      ['coro', '¿Cambiamos Conciertos por Repertorio?'],
    ],
  },
  {
    id: 'rename-we-call-proposed-name-first',
    ...RENAME_WRITTEN,
    reads:
      'a new name proposed first, then what it names ("¿Qué tal si llamamos Tandas a las hornadas?")',
    pattern: 'y|que? tal|por? que? no? si? llamamos {newName} a|al @det? {target}',
    examples: [
      [
        'panaderia',
        '¿Qué tal si llamamos Tandas a las hornadas?',
        [{ op: 'renameEntity', entity: 'hornadas', label: 'Tanda' }],
      ],
    ],
    counterExamples: [
      ['panaderia', '¿Qué tal si llamamos tandas a las hornadas?'],
      ['panaderia', '¿Qué tal si llamamos Tandas a los socios?'],
    ],
  },
  {
    id: 'rename-asked-then-what-we-say',
    ...RENAME_WRITTEN,
    yields: { op: 'rename', target: '$target', label: '$newName', anyCase: true },
    reads:
      'a rename asked, and what it should say, or what the owner says now, in the next sentence ("¿Se puede cambiar el nombre de Abonados? Ahora les decimos Clientes", "¿podés cambiarle el nombre a veterinarios? que diga doctores")',
    pattern:
      'se? puede|podria|puedes|podes|podrias @renameName el nombre a|de|del @det? {target} ahora? que|le|les|lo|la|los|las? se? decimos|llamamos|diga|digan|ponga|pongan|llame|llamen {newName}',
    examples: [
      [
        'gimnasio',
        '¿Se puede cambiar el nombre de Abonados? Ahora les decimos Clientes',
        [{ op: 'renameEntity', entity: 'abonados', label: 'Cliente' }],
      ],
      [
        'veterinaria',
        '¿podés cambiarle el nombre a veterinarios? que diga doctores',
        [{ op: 'renameEntity', entity: 'veterinarios', label: 'Doctor' }],
      ],
    ],
    counterExamples: [
      ['gimnasio', '¿Se puede cambiar el nombre de Abonados? Ahora les decimos que no'],
      ['gimnasio', '¿Se puede cambiar el nombre de Socios? Ahora les decimos Clientes'],
    ],
  },
  {
    id: 'option-widen-with',
    ...ADD_OPTION,
    reads:
      'a choice field to be widened with more values ("El género de los libros conviene ampliarlo con Teatro y Biografía")',
    pattern:
      '@det? {field} conviene|convendria|hay|habria|tendriamos|deberiamos|podriamos que? ampliarlo|ampliarla|ampliarlos|ampliarlas con la|las|el|los? opcion|opciones|valor|valores? {options}',
    examples: [
      [
        'club_lectura',
        'El género de los libros conviene ampliarlo con Teatro y Biografía.',
        [{ op: 'addOptions', entity: 'libros', field: 'genero', options: ['Teatro', 'Biografía'] }],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'El género de los libros conviene ampliarlo con Novela'],
      ['club_lectura', 'El autor de los libros conviene ampliarlo con Teatro y Biografía'],
    ],
  },
  {
    id: 'option-also-have',
    ...ADD_OPTION,
    reads:
      'a choice field that should also have a value ("q el turno de riego tb tenga Noche", "que la cuerda también admita Barítono")',
    pattern:
      'que|q? @det {field} que? tambien|tb|tmb tenga|admita|acepte|incluya|permita|admite|acepta|incluye la|el|como? opcion|valor? {options}',
    examples: [
      [
        'huerto',
        'q el turno de riego tb tenga Noche',
        [{ op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] }],
      ],
      [
        'coro',
        'que la cuerda también admita Barítono',
        [{ op: 'addOptions', entity: 'coristas', field: 'cuerda', options: ['Barítono'] }],
      ],
    ],
    counterExamples: [
      ['huerto', 'q el turno de riego tb tenga Mañana'],
      ['huerto', 'q el nombre tb tenga Noche'],
    ],
  },
  {
    id: 'option-in-also-be',
    ...ADD_OPTION_WRITTEN,
    reads:
      'more values a choice field should show ("Estaría bien que en las cuerdas estuvieran también Mezzosoprano y Barítono")',
    pattern:
      'que? en @det {field} que? esten|estuvieran|estuviesen|haya|hubiera|aparezcan|aparecieran|salgan|salieran tambien {options}',
    examples: [
      [
        'coro',
        'Estaría bien que en las cuerdas estuvieran también Mezzosoprano y Barítono',
        [
          {
            op: 'addOptions',
            entity: 'coristas',
            field: 'cuerda',
            options: ['Mezzosoprano', 'Barítono'],
          },
        ],
      ],
    ],
    counterExamples: [
      ['coro', 'Estaría bien que en las cuerdas estuvieran también mezzosopranos'],
      ['coro', 'Estaría bien que en los ensayos estuvieran también Mezzosoprano y Barítono'],
    ],
  },
  {
    id: 'option-choose-also-in',
    ...ADD_OPTION_WRITTEN,
    reads:
      'a value that could also be chosen, then the choice field after "en" ("Se tendría que poder elegir también Noche en el turno de riego")',
    pattern:
      'que? se? pueda|puedan|pudiera|pudieran|tendria|tendrian|deberia|deberian|debe|tiene que? poder? tambien? elegir|escoger|seleccionar|marcar|poner tambien {options} en|entre @det {field}',
    examples: [
      [
        'huerto',
        'Se tendría que poder elegir también Noche en el turno de riego.',
        [{ op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] }],
      ],
      [
        'huerto',
        'Que se pueda elegir también Noche en el turno de riego',
        [{ op: 'addOptions', entity: 'hortelanos', field: 'turno_de_riego', options: ['Noche'] }],
      ],
    ],
    counterExamples: [
      ['huerto', 'Que se pueda elegir también noche en el turno de riego'],
      ['huerto', 'Que se pueda elegir también Noche en las parcelas'],
    ],
  },
  {
    id: 'remove-do-without',
    ...REMOVE,
    reads:
      'what the owner does without ("Prescindamos de la sala", "Podemos prescindir de la convocatoria")',
    pattern:
      'podemos|podeis? prescindid|prescinde|prescindan|prescinda|prescindir|prescindamos de @det? {target} ~aside',
    examples: [
      [
        'coro',
        'Prescindamos de la sala',
        [{ op: 'removeField', entity: 'ensayos', field: 'sala' }],
      ],
      [
        'coro',
        'Podemos prescindir de la convocatoria, nadie la mira',
        [{ op: 'removeField', entity: 'ensayos', field: 'convocatoria' }],
      ],
    ],
    counterExamples: [
      ['coro', 'Prescindamos de la sala y del compositor'],
      ['coro', 'No podemos prescindir de la sala'],
    ],
  },
  {
    id: 'remove-do-without-in',
    ...REMOVE,
    yields: { op: 'remove', target: '$target', in: '$entity' },
    reads:
      'what the owner does without, in a list ("Prescindid de la convocatoria en los ensayos")',
    pattern:
      'prescindid|prescinde|prescindan|prescinda|prescindir|prescindamos de @det? {target} en|de @det? {entity}',
    examples: [
      [
        'coro',
        'Prescindid de la convocatoria en los ensayos',
        [{ op: 'removeField', entity: 'ensayos', field: 'convocatoria' }],
      ],
    ],
    counterExamples: [
      ['coro', 'Prescindid de la convocatoria en las obras'],
      ['coro', 'Prescindid de la convocatoria en los ensayos y de la sala'],
    ],
  },
  {
    id: 'rename-where-it-says-in-list',
    ...RENAME_WRITTEN,
    yields: {
      op: 'rename',
      target: '$target',
      label: '$newName',
      in: '$entity',
      asSeen: true,
      anyCase: true,
    },
    reads:
      'where the screen says a name, in a list named after it, what it should say instead ("Donde pone Dueño en las mascotas prefiero que ponga Propietario")',
    pattern:
      'donde|lo que? pone|dice|sale {target} en @det? {entity} me|nos? gustaria? @wish? que? ponga|diga|pusiera|dijera|pon|mejor {newName} ~aside',
    examples: [
      [
        'veterinaria',
        'Donde pone Dueño en las mascotas prefiero que ponga Propietario, que es más serio.',
        [renamedField('mascotas', 'dueno', 'Propietario')],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'Donde pone Dueño en los clientes prefiero que ponga Propietario'],
      ['veterinaria', 'Donde pone Dueño en las mascotas prefiero que ponga el teléfono'],
    ],
  },
  {
    id: 'option-not-have',
    ...REMOVE,
    yields: { op: 'remove', target: '$target', from: '$field', only: 'option' },
    reads:
      'a value a choice field should no longer have ("la intensidad que no tenga media", "que la cuerda ya no admita Bajo")',
    pattern:
      'que? @det {field} que? ya? no tenga|admita|acepte|incluya|permita la|el? opcion|valor? {target}',
    examples: [
      [
        'gimnasio',
        'la intensidad que no tenga media',
        [{ op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Media'] }],
      ],
      [
        'coro',
        'que la cuerda ya no admita Bajo',
        [{ op: 'removeOptions', entity: 'coristas', field: 'cuerda', options: ['Bajo'] }],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'la intensidad que no tenga Extrema'],
      ['gimnasio', 'la cuota que no tenga media'],
    ],
  },
  {
    id: 'field-yes-no-box-of',
    reads:
      'a yes/no field asked as a box named by its state ("mete una casilla de esterilizado en mascotas")',
    pattern: '@add una|la? casilla de|para|que diga? {boolLabel} a|en|para @det? {entity}',
    yields: { op: 'addField', entity: '$entity', label: '$boolLabel', type: 'boolean' },
    examples: [
      [
        'veterinaria',
        'mete una casilla de esterilizado en mascotas',
        [
          {
            op: 'addField',
            entity: 'mascotas',
            field: { label: 'Esterilizado', type: 'boolean', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'mete una casilla de esterilizado en cosechas'],
      ['veterinaria', 'mete una casilla de esterilizado y quita la raza en mascotas'],
    ],
  },
  {
    id: 'field-each-has-then-add-it',
    reads:
      'what each record has, then its addition with a pronoun ("Cada jugador tiene un email, ponlo porfa")',
    pattern:
      'cada {entity} @carry un {plainLabel} ponlo|anadelo|agregalo|metelo|incluyelo|ponedlo|anadidlo|agregadlo|pongalo|anadalo|agreguelo',
    yields: { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    examples: [
      [
        'liga_futbol',
        'Cada jugador tiene un email, ponlo porfa',
        [
          {
            op: 'addField',
            entity: 'jugadores',
            field: { label: 'Email', type: 'email', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['liga_futbol', 'Cada jugador tiene un email, quítalo'],
      ['liga_futbol', 'Cada jugador tiene un equipo, añádelo'],
      // The pronoun points at what each has.
      ['liga_futbol', 'Cada jugador tiene un email, ponla'],
    ],
  },
  {
    id: 'field-each-has-then-add-it-feminine',
    reads:
      'what each record has, said with «una», then its addition with a pronoun ("Cada socio tiene una foto, añádela")',
    pattern:
      'cada {entity} @carry una {plainLabel} ponla|anadela|agregala|metela|incluyela|ponedla|anadidla|agregadla|pongala|anadala|agreguela',
    yields: { op: 'addField', entity: '$entity', label: '$plainLabel', type: '$fromLabel' },
    examples: [
      [
        'club_lectura',
        'Cada socio tiene una dirección, añádela',
        [
          {
            op: 'addField',
            entity: 'socios',
            field: { label: 'Dirección', type: 'text', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'Cada socio tiene una dirección, añádelo'],
      ['club_lectura', 'Cada socio tiene una reseña, añádela'],
    ],
  },
  {
    id: 'required-must-assign',
    reads:
      'a field that must always be given, said as what must be assigned ("Que sea obligatorio asignar el hortelano en las parcelas, no quiero ninguna sin nadie")',
    pattern:
      'que? sea obligatorio asignar|poner|rellenar|indicar|elegir|escoger|meter @det? {field} en @det? {entity} ~aside',
    yields: { op: 'required', field: '$field', in: '$entity' },
    examples: [
      [
        'huerto',
        'Que sea obligatorio asignar el hortelano en las parcelas, no quiero ninguna sin nadie.',
        [{ op: 'setRequired', entity: 'parcelas', field: 'hortelano', required: true }],
      ],
    ],
    counterExamples: [['huerto', 'Que sea obligatorio asignar el hortelano en las cosechas']],
  },
  {
    id: 'required-must-fill',
    reads:
      'a field that must always be filled in, said as what has to be filled ("que haya que rellenar el teléfono", "que sea necesario indicar siempre la raza")',
    pattern:
      'que? haya|tenga|sea que|obligatorio|necesario rellenar|poner|completar|indicar|llenar siempre? @det? {field}',
    yields: { op: 'required', field: '$field' },
    examples: [
      [
        'gimnasio',
        'que haya que rellenar el teléfono',
        [{ op: 'setRequired', entity: 'abonados', field: 'telefono', required: true }],
      ],
      [
        'veterinaria',
        'Que sea necesario indicar siempre la raza de las mascotas',
        [{ op: 'setRequired', entity: 'mascotas', field: 'raza', required: true }],
      ],
    ],
    counterExamples: [
      // Not needed is optional, never required.
      ['gimnasio', 'que no haya que rellenar el teléfono'],
      ['gimnasio', 'que haya que rellenar el teléfono cuando la cuota sea anual'],
    ],
  },
  {
    id: 'remove-everything-of',
    ...REMOVE,
    reads: 'everything of a list, which is the list ("borra todo lo de los ensayos")',
    pattern: '@remove todo lo de|del @det? {target}',
    examples: [
      ['coro', 'borra todo lo de los ensayos', [{ op: 'removeEntity', entity: 'ensayos' }]],
    ],
    counterExamples: [['coro', 'borra todo lo de los ensayos y la sala']],
  },
  {
    id: 'type-topic-then-pronoun',
    ...CHANGE_TYPE,
    reads:
      'a field named first, then its new type with a pronoun ("Las piezas de la hornada, cámbialas a texto, que a veces ponemos «dos bandejas»")',
    pattern:
      'oye? lo|eso? de|del? @det=det? {field} @changeIt=pron a|en|como @det? {typeName} ~aside',
    examples: [
      [
        'panaderia',
        'Las piezas de la hornada, cámbialas a texto, que a veces ponemos «dos bandejas».',
        [{ op: 'changeFieldType', entity: 'hornadas', field: 'piezas', type: 'text' }],
      ],
      [
        'club_lectura',
        'Las páginas de los libros, pásalas a texto',
        [{ op: 'changeFieldType', entity: 'libros', field: 'paginas', type: 'text' }],
      ],
    ],
    counterExamples: [
      // "cámbialo a Número" is a name, "móvil" no plain type, and the pronoun must agree.
      ['panaderia', 'Las piezas de la hornada, cámbialas a bandejas'],
      ['panaderia', 'Las piezas de la hornada, cámbialo a texto'],
      ['panaderia', 'Las piezas de la hornada, cámbialas a texto, que los productos son pocos'],
    ],
  },
  {
    id: 'type-under-heading',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', typeName: '$typeName', in: '$entity' },
    reads:
      'a list as a heading, one of its fields and its new type ("parcelas: el numero como texto, hay 12A y 12B")',
    pattern: '{entity} @det? {field} a|en|como {typeName} ~aside',
    examples: [
      [
        'huerto',
        'parcelas: el numero como texto, hay 12A y 12B',
        [{ op: 'changeFieldType', entity: 'parcelas', field: 'numero', type: 'text' }],
      ],
      [
        'club_lectura',
        'libros: las páginas como texto',
        [{ op: 'changeFieldType', entity: 'libros', field: 'paginas', type: 'text' }],
      ],
    ],
    counterExamples: [
      // Hortelanos has no Número.
      ['huerto', 'hortelanos: el numero como texto'],
      ['huerto', 'parcelas: el numero como nombre'],
    ],
  },
  {
    id: 'type-choice-from-list',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', options: '$options' },
    reads:
      'a field chosen from a list of values written with capitals ("la raza de las mascotas que se elija de una lista: Mestizo o De raza")',
    pattern: '@det? {field} mejor? que se @choose de|desde una? lista|desplegable {options}',
    examples: [
      [
        'veterinaria',
        'la raza de las mascotas que se elija de una lista: Mestizo o De raza',
        [
          {
            op: 'changeFieldType',
            entity: 'mascotas',
            field: 'raza',
            type: 'choice',
            options: ['Mestizo', 'De raza'],
          },
        ],
      ],
      [
        'veterinaria',
        'La raza mejor que se elija de una lista: Mestizo, Labrador, Pastor alemán u Otra',
        [
          {
            op: 'changeFieldType',
            entity: 'mascotas',
            field: 'raza',
            type: 'choice',
            options: ['Mestizo', 'Labrador', 'Pastor alemán', 'Otra'],
          },
        ],
      ],
    ],
    counterExamples: [
      // Values in lower case may be talk; one value is no list.
      ['veterinaria', 'la raza de las mascotas que se elija de una lista: mestizo o de raza'],
      ['veterinaria', 'la raza de las mascotas que se elija de una lista: Mestizo'],
    ],
  },
  {
    id: 'type-choice-as-list',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', options: '$options' },
    reads:
      'a field asked for as a list, and its values after the question ("¿Me regala la especialidad de los monitores como lista? Yoga, Pilates, Spinning y Musculación")',
    pattern:
      '@give? @det=det? {field} @det=pron? @can? @changeVerb? mejor? como|en lista|desplegable|opciones {options}',
    examples: [
      [
        'albergue_camino',
        'Las noches mejor como lista: 1, 2 y 3 o más',
        [
          {
            op: 'changeFieldType',
            entity: 'reservas',
            field: 'noches',
            type: 'choice',
            options: ['1', '2', '3 o más'],
          },
        ],
      ],
      [
        'gimnasio',
        '¿Me regala la especialidad de los monitores como lista? Yoga, Pilates, Spinning y Musculación',
        [
          {
            op: 'changeFieldType',
            entity: 'monitores',
            field: 'especialidad',
            type: 'choice',
            options: ['Yoga', 'Pilates', 'Spinning', 'Musculación'],
          },
        ],
      ],
      [
        'gimnasio',
        'La especialidad del monitor, ¿la puedes convertir en opciones? Yoga, Pilates y Spinning.',
        [
          {
            op: 'changeFieldType',
            entity: 'monitores',
            field: 'especialidad',
            type: 'choice',
            options: ['Yoga', 'Pilates', 'Spinning'],
          },
        ],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'La especialidad del monitor, ¿lo puedes convertir en opciones? Yoga y Pilates'],
      ['gimnasio', 'La especialidad del monitor como lista? yoga y pilates'],
      ['albergue_camino', 'Las noches mejor como lista: 3 o más'],
    ],
  },
  {
    id: 'type-choice-range',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', options: '$options' },
    reads:
      'a field chosen among the whole numbers of a range ("que las noches se elijan de 1 a 5", "la puntuación como lista del 1 al 10")',
    pattern: 'que? @det? {field} mejor? que? se @choose de|del {options}',
    examples: [
      [
        'albergue_camino',
        'que las noches se elijan de 1 a 5',
        [
          {
            op: 'changeFieldType',
            entity: 'reservas',
            field: 'noches',
            type: 'choice',
            options: ['1', '2', '3', '4', '5'],
          },
        ],
      ],
    ],
    counterExamples: [
      // Not a range of a few whole numbers; a range on a field that is a choice already.
      ['albergue_camino', 'que las noches se elijan de 1 a 100'],
      ['albergue_camino', 'que las noches se elijan de 5 a 1'],
      ['gimnasio', 'que la intensidad se elija de 1 a 5'],
    ],
  },
  {
    id: 'type-choice-range-as-list',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', options: '$options' },
    reads:
      'a field asked for as a list of the whole numbers of a range ("Las noches mejor como lista: del 1 al 4")',
    pattern: '@det? {field} mejor? como|en lista|desplegable|opciones de|del {options}',
    examples: [
      [
        'albergue_camino',
        'Las noches mejor como lista: del 1 al 4',
        [
          {
            op: 'changeFieldType',
            entity: 'reservas',
            field: 'noches',
            type: 'choice',
            options: ['1', '2', '3', '4'],
          },
        ],
      ],
    ],
    counterExamples: [
      ['albergue_camino', 'Las noches mejor como lista: del 1 al 40'],
      ['gimnasio', 'la intensidad como lista del 1 al 5'],
    ],
  },
  {
    id: 'type-choice-among',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', options: '$options' },
    reads:
      'a field the owner prefers to choose among values ("El lugar de las reuniones prefiero elegirlo entre Biblioteca, Café Central y Casa de Marta")',
    pattern: '@det=det? {field} @wish @chooseIt=pron entre {options}',
    examples: [
      [
        'club_lectura',
        'El lugar de las reuniones prefiero elegirlo entre Biblioteca, Café Central y Casa de Marta.',
        [
          {
            op: 'changeFieldType',
            entity: 'reuniones',
            field: 'lugar',
            type: 'choice',
            options: ['Biblioteca', 'Café Central', 'Casa de Marta'],
          },
        ],
      ],
      [
        'coro',
        'La sala de los ensayos quiero elegirla entre Capilla y Salón',
        [
          {
            op: 'changeFieldType',
            entity: 'ensayos',
            field: 'sala',
            type: 'choice',
            options: ['Capilla', 'Salón'],
          },
        ],
      ],
    ],
    counterExamples: [['coro', 'La sala de los ensayos quiero elegirlo entre Capilla y Salón']],
  },
  {
    id: 'type-choice-use-options',
    ...CHANGE_TYPE,
    yields: { op: 'changeType', field: '$field', options: '$options' },
    reads:
      'for a field, the options to use ("Para la sala de los ensayos, usad opciones: Local del coro o Iglesia de San Antón")',
    pattern: 'para|en @det? {field} @use @det? opciones {options}',
    examples: [
      [
        'coro',
        'Para la sala de los ensayos, usad opciones: Local del coro o Iglesia de San Antón.',
        [
          {
            op: 'changeFieldType',
            entity: 'ensayos',
            field: 'sala',
            type: 'choice',
            options: ['Local del coro', 'Iglesia de San Antón'],
          },
        ],
      ],
      [
        'club_lectura',
        'Para el lugar de las reuniones, usa opciones: Biblioteca o Café',
        [
          {
            op: 'changeFieldType',
            entity: 'reuniones',
            field: 'lugar',
            type: 'choice',
            options: ['Biblioteca', 'Café'],
          },
        ],
      ],
    ],
    counterExamples: [
      // Género is a choice already: its options are another change.
      ['club_lectura', 'Para el género, usa opciones: Teatro o Biografía'],
    ],
  },

  {
    id: 'remove-topic-then-pronoun',
    ...REMOVE,
    reads:
      'a list, field or value named first, what is said of it, then its removal with a pronoun ("Las hornadas no las vamos a controlar más, quítalas de la app")',
    pattern:
      '~context @det=det? @part=part? de|del? {target} ~said ~connector @removeIt=pron ~appPlace ~aside',
    examples: [
      [
        'veterinaria',
        'Somos solo dos en la clínica y la parte de Veterinarios no nos sirve, elimínala',
        [{ op: 'removeEntity', entity: 'veterinarios' }],
      ],
      [
        'panaderia',
        'Las hornadas no las vamos a controlar más, quítalas de la app',
        [{ op: 'removeEntity', entity: 'hornadas' }],
      ],
      [
        'prestamo_herramientas',
        'Las bicis de préstamo las hemos donado al colegio, así que quítalas de la app.',
        [{ op: 'removeEntity', entity: 'bicis_de_prestamo' }],
      ],
      [
        'huerto',
        'El teléfono de los hortelanos no quiero guardarlo más, bórralo, por la protección de datos',
        [{ op: 'removeField', entity: 'hortelanos', field: 'telefono' }],
      ],
      [
        'protectora',
        'Miedoso no me gusta como opción de carácter, sácalo',
        [
          {
            op: 'removeOptions',
            entity: 'peludos_en_acogida',
            field: 'caracter',
            options: ['Miedoso'],
          },
        ],
      ],
      [
        'gimnasio',
        'La intensidad Suave ya nadie la pide, quitadla',
        [{ op: 'removeOptions', entity: 'clases', field: 'intensidad', options: ['Suave'] }],
      ],
    ],
    counterExamples: [
      // Some of its records, not the list.
      ['veterinaria', 'Las citas de los lunes, bórralas'],
      // The list Obras or the reference Obra of each Ensayo: a question.
      ['coro', 'la obra ya no la necesito, bórrala'],
      ['prestamo_herramientas', 'El vecino ya no hace falta, bórralo.'],
      ['veterinaria', 'Los clientes morosos, quítalos'],
      // The pronoun points at something else.
      ['veterinaria', 'La raza ya no la usamos, quítalos'],
      // A condition, and talk that names another list.
      ['veterinaria', 'Las citas si ya no vienen, bórralas'],
      ['veterinaria', 'Las notas ya no las usamos en las citas, quítalas'],
      // A value alone, its field never said.
      ['protectora', 'Miedoso no me gusta, sácalo'],
      // What the owner says of themselves names another list.
      [
        'veterinaria',
        'Somos dos si no hay citas y la parte de Veterinarios no nos sirve, elimínala',
      ],
      // "y bórralo": no comma, no talk closed.
      ['huerto', 'El teléfono de los hortelanos y bórralo'],
    ],
  },
  {
    id: 'remove-no-longer-used',
    ...REMOVE,
    reads:
      'what the owner no longer uses, then its removal with a pronoun ("Ya no necesito la lista de obras, elimínala")',
    pattern:
      'ya? no @useVerb @det=det? @part=part? de|del? {target} ~connector @removeIt=pron ~appPlace ~aside',
    examples: [
      [
        'coro',
        'Ya no necesito la lista de obras, elimínala',
        [{ op: 'removeEntity', entity: 'obras' }],
      ],
      [
        'gimnasio',
        'Ya no usamos la intensidad, quítala',
        [{ op: 'removeField', entity: 'clases', field: 'intensidad' }],
      ],
      // team-24/081: «ocupo» is «necesito» in Mexico.
      [
        'catering',
        'No ocupo la empresa del cliente, bórrela',
        [{ op: 'removeField', entity: 'clientes', field: 'empresa' }],
      ],
      [
        'prestamo_herramientas',
        'Ya no cobramos la fianza, quítala',
        [{ op: 'removeField', entity: 'herramientas', field: 'fianza' }],
      ],
    ],
    counterExamples: [
      ['coro', 'Ya no necesito la lista de obras, elimínalos'],
      ['coro', 'Ya no necesito las obras difíciles, elimínalas'],
      // "Quítalo de las opciones" takes out a value, never the field.
      ['prestamo_herramientas', 'Ya no usamos el estado, quítalo de las opciones'],
    ],
  },
  {
    id: 'remove-no-longer-used-option',
    ...REMOVE,
    yields: { op: 'remove', target: '$target', only: 'option' },
    reads:
      'a value the owner no longer uses, taken out of the options ("Ya no usamos el estado En reparación, quítalo de las opciones")',
    pattern:
      'ya? no @useVerb @det=det? {target} ~connector @removeIt=pron de|del las|los? opciones',
    examples: [
      [
        'prestamo_herramientas',
        'Ya no usamos el estado En reparacion, quítalo de las opciones',
        [
          {
            op: 'removeOptions',
            entity: 'herramientas',
            field: 'estado',
            options: ['En reparación'],
          },
        ],
      ],
      [
        'coro',
        'Ya no hacemos la dificultad Media, quítala de las opciones',
        [{ op: 'removeOptions', entity: 'obras', field: 'dificultad', options: ['Media'] }],
      ],
    ],
    counterExamples: [
      ['prestamo_herramientas', 'Ya no usamos el estado, quítalo de las opciones'],
      ['prestamo_herramientas', 'Ya no usamos el estado En reparacion, quítala de las opciones'],
    ],
  },
  {
    id: 'remove-topic-then-demonstrative',
    ...REMOVE,
    reads:
      'a list named first, what is said of it, then "borrad esa parte de la app" ("Las hornadas las apuntamos en la libreta de siempre; borrad esa parte de la app.")',
    pattern:
      '@det=det? @part=part? de|del? {target} ~said ~connector @remove ese|esa|esos|esas|eso @part? ~appPlace',
    examples: [
      [
        'panaderia',
        'Las hornadas las apuntamos en la libreta de siempre; borrad esa parte de la app.',
        [{ op: 'removeEntity', entity: 'hornadas' }],
      ],
      [
        'protectora',
        'Las familias acogedoras ya las llevamos en otra hoja, eliminad esa tabla de aquí.',
        [{ op: 'removeEntity', entity: 'familias_acogedoras' }],
      ],
    ],
    counterExamples: [
      ['panaderia', 'Las hornadas las apuntamos en la libreta; borrad esa parte de los productos.'],
      ['panaderia', 'Las hornadas de los lunes; borrad esa parte de la app.'],
    ],
  },
  {
    id: 'remove-part-out',
    ...REMOVE,
    reads:
      'a list said as a part of the app, «fuera» ("fuera la lista de reservas", "Ya no hacemos reservas, así que fuera la sección de reservas")',
    pattern: '~context fuera @det @part=part de|del? {target} ~aside',
    examples: [
      ['gimnasio', 'fuera la lista de reservas', [{ op: 'removeEntity', entity: 'reservas' }]],
      [
        'gimnasio',
        'Ya no hacemos reservas, así que fuera la sección de reservas',
        [{ op: 'removeEntity', entity: 'reservas' }],
      ],
    ],
    counterExamples: [
      // A field is no part of the app; talk that names another list may say where.
      ['veterinaria', 'fuera la sección de notas'],
      ['gimnasio', 'fuera la parte de reservas, solo la de los lunes'],
    ],
  },
  {
    id: 'remove-part',
    ...REMOVE,
    reads:
      'a list said as a part of the app, removed ("Eliminen la parte de reservas, ahora la entrada es libre")',
    pattern: '~context @remove @det @part=part de|del? {target} ~aside',
    examples: [
      [
        'gimnasio',
        'Eliminen la parte de reservas, ahora la entrada es libre',
        [{ op: 'removeEntity', entity: 'reservas' }],
      ],
      // What is no longer done, said first (a context of its own).
      [
        'gimnasio',
        'Ya no hacemos reservas, borra la lista de reservas',
        [{ op: 'removeEntity', entity: 'reservas' }],
      ],
      [
        'veterinaria',
        'Quita la sección de veterinarios, somos dos y no nos hace falta',
        [{ op: 'removeEntity', entity: 'veterinarios' }],
      ],
    ],
    counterExamples: [
      // A field is no part of the app.
      ['veterinaria', 'Quita la sección de notas'],
      // Talk that names another list may say where.
      ['gimnasio', 'Eliminen la parte de reservas, solo la de los lunes'],
    ],
  },
  {
    id: 'remove-left-over',
    ...REMOVE,
    reads:
      'what is left over ("sobra"), then perhaps its removal ("sobra la tabla de Veterinarios: elimínala", "Eso del turno de riego sobra, quitadlo")',
    pattern:
      'sobra|sobran @det=det? @part=part? de|del? {target} ~connector @removeIt=pron? ~appPlace',
    examples: [
      [
        'veterinaria',
        'Somos una clínica de una sola veterinaria, así que sobra la tabla de Veterinarios: elimínala.',
        [{ op: 'removeEntity', entity: 'veterinarios' }],
      ],
      [
        'veterinaria',
        'sobra la raza de las mascotas',
        [{ op: 'removeField', entity: 'mascotas', field: 'raza' }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'sobra la tabla de Veterinarios: elimínalo'],
      ['veterinaria', 'sobran las citas de los lunes'],
    ],
  },
  {
    id: 'remove-that-of-left-over',
    ...REMOVE,
    reads: '"eso de X sobra" and perhaps its removal ("Eso del turno de riego sobra, quitadlo")',
    pattern: 'eso|lo de|del @det? {target} nos|me? sobra|sobran ~connector @removeIt=pron? ~aside',
    examples: [
      [
        'huerto',
        'Eso del turno de riego sobra, quitadlo',
        [{ op: 'removeField', entity: 'hortelanos', field: 'turno_de_riego' }],
      ],
      [
        'gimnasio',
        'Eso de la intensidad nos sobra, quitadla',
        [{ op: 'removeField', entity: 'clases', field: 'intensidad' }],
      ],
    ],
    counterExamples: [['huerto', 'Eso del turno de riego de los lunes sobra, quitadlo']],
  },
  {
    id: 'remove-value-out-of-field',
    ...REMOVE,
    yields: { op: 'remove', target: '$target', from: '$from' },
    reads:
      'a value named first, what is said of it, then "fuera del género" ("Poesía no la leemos nunca; fuera del género.")',
    pattern: '{target} ~said ~connector fuera de|del @det? {from}',
    examples: [
      [
        'club_lectura',
        'Poesía no la leemos nunca; fuera del género.',
        [{ op: 'removeOptions', entity: 'libros', field: 'genero', options: ['Poesía'] }],
      ],
      [
        'protectora',
        'Miedoso no lo usamos nunca, fuera del carácter',
        [
          {
            op: 'removeOptions',
            entity: 'peludos_en_acogida',
            field: 'caracter',
            options: ['Miedoso'],
          },
        ],
      ],
    ],
    counterExamples: [
      // Never the field itself.
      ['club_lectura', 'Género no lo usamos nunca; fuera de los libros.'],
      ['club_lectura', 'Poesía no la leemos nunca; fuera del autor.'],
    ],
  },
  {
    id: 'remove-value-said-then-taken-out-of-field',
    ...REMOVE,
    yields: { op: 'remove', target: '$target', from: '$from' },
    reads:
      'a value named first, what is said of it, then its removal with a pronoun out of its field ("Cancelada ya no la usamos, sácala del estado de las citas")',
    pattern:
      '@det? {target} ~said ~connector @removeIt de|del @det? opciones? de|del? @det? {from} ~aside',
    examples: [
      [
        'veterinaria',
        'Cancelada ya no la usamos, sácala del estado de las citas',
        [{ op: 'removeOptions', entity: 'citas', field: 'estado', options: ['Cancelada'] }],
      ],
      [
        'liga_futbol',
        'Alevín no lo usamos; borralo de las opciones de categoría',
        [{ op: 'removeOptions', entity: 'equipos', field: 'categoria', options: ['Alevín'] }],
      ],
      [
        'panaderia',
        'El centeno no se vende nada, quítalo del tipo de masa.',
        [
          {
            op: 'removeOptions',
            entity: 'productos',
            field: 'tipo_de_masa',
            options: ['Centeno'],
          },
        ],
      ],
    ],
    counterExamples: [
      // Never the field itself, nor a value of another field.
      ['veterinaria', 'El estado ya no lo usamos, sácalo de las citas'],
      ['veterinaria', 'Cancelada ya no la usamos, sácala de la especie'],
    ],
  },
  {
    id: 'remove-field-said-then-taken-out-of-list',
    ...REMOVE,
    yields: { op: 'remove', target: '$target', in: '$entity' },
    reads:
      'a field named first, what is said of it, then its removal with a pronoun out of its list ("La fianza al final no la cobramos nunca, sacala de las herramientas")',
    pattern: '@det? {target} ~said ~connector @removeIt de|del @det? {entity} ~aside',
    examples: [
      [
        'prestamo_herramientas',
        'La fianza al final no la cobramos nunca, sacala de las herramientas.',
        [{ op: 'removeField', entity: 'herramientas', field: 'fianza' }],
      ],
    ],
    counterExamples: [
      // A field of another list, or the app itself.
      ['prestamo_herramientas', 'La fianza no la cobramos nunca, sácala de los vecinos'],
      ['prestamo_herramientas', 'La fianza no la cobramos nunca, sácala de la aplicación'],
    ],
  },

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
      // A file word, then the name as written: the name is the field's, the word its type.
      [
        'veterinaria',
        'añade un archivo Informe a las citas',
        [
          {
            op: 'addField',
            entity: 'citas',
            field: { label: 'Informe', type: 'file', required: false },
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
    id: 'file-field-for-document',
    ...FILE_FOR_DOCUMENT,
    pattern: 'en @det? {entity} @add @det? @fileWord=media para @det? {plainLabel}',
    examples: [
      [
        'veterinaria',
        'En las citas añade un archivo para el informe firmado',
        [
          {
            op: 'addField',
            entity: 'citas',
            field: { label: 'Informe firmado', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      // A photo for something is a photo ("una foto para el álbum").
      ['veterinaria', 'En las mascotas añade una foto para la ficha'],
      ['veterinaria', 'En las citas añade un archivo para el informe y quita el precio'],
    ],
  },
  {
    id: 'file-field-for-document-to-list',
    ...FILE_FOR_DOCUMENT,
    pattern: '@add a|en @det? {entity} @det? @fileWord=media para @det? {plainLabel}',
    examples: [
      [
        'veterinaria',
        'Añade a las citas un archivo para el informe firmado',
        [
          {
            op: 'addField',
            entity: 'citas',
            field: { label: 'Informe firmado', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [['veterinaria', 'Añade a las mascotas una foto para la ficha']],
  },
  {
    id: 'file-field-for-document-list-last',
    ...FILE_FOR_DOCUMENT,
    pattern: '@add @det? @fileWord=media para @det? {plainLabel} a|en @det? {entity}',
    examples: [
      [
        'veterinaria',
        'añade un pdf para el consentimiento firmado a las citas',
        [
          {
            op: 'addField',
            entity: 'citas',
            field: { label: 'Consentimiento firmado', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [['veterinaria', 'añade una foto para la ficha a las mascotas']],
  },
  {
    id: 'file-field-document-in-format',
    ...FILE_FOR_DOCUMENT,
    reads:
      'a document each record keeps, said with its file format after it ("Ponle a los insumos la factura en PDF"): a file named by the document',
    pattern: '@add a|en @det? {entity} @det? {plainLabel} en @fileWord=media',
    examples: [
      [
        'food_truck',
        'Ponle a los insumos la factura en PDF',
        [
          {
            op: 'addField',
            entity: 'insumos',
            field: { label: 'Factura', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      // A photo is no file format.
      ['veterinaria', 'Añade a las mascotas la cartilla en foto'],
      ['veterinaria', 'Añade a las citas el informe en papel'],
    ],
  },
  {
    id: 'file-field-document-in-format-list-first',
    ...FILE_FOR_DOCUMENT,
    reads:
      'a document each record keeps in a file format, the list said first ("En cada finca quiero poder subir la nota simple en PDF"): a file named by the document, never «… en PDF»',
    pattern:
      'en cada|el|la|los|las? {entity} @wish? @can? @upload @det? {plainLabel} en @fileWord=media',
    examples: [
      [
        'food_truck',
        'En cada insumo quiero poder subir la factura en PDF',
        [
          {
            op: 'addField',
            entity: 'insumos',
            field: { label: 'Factura', type: 'file', required: false },
          },
        ],
      ],
      [
        'food_truck',
        'En los insumos añade el albarán firmado en PDF',
        [
          {
            op: 'addField',
            entity: 'insumos',
            field: { label: 'Albarán firmado', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      // A photo is no file format; paper is no file.
      ['veterinaria', 'En cada mascota añade la cartilla en foto'],
      ['veterinaria', 'En las citas añade el informe en papel'],
    ],
  },
  {
    id: 'file-field-document-in-format-list-last',
    ...FILE_FOR_DOCUMENT,
    reads:
      'a document in a file format, the list said after it ("Quiero poder subir la ficha técnica en PDF de cada receta"): a file named by the document',
    pattern:
      '@wish? @can? @upload @det? {plainLabel} en @fileWord=media de|a|en cada|el|la|los|las {entity}',
    examples: [
      [
        'food_truck',
        'Quiero poder subir la factura en PDF de cada insumo',
        [
          {
            op: 'addField',
            entity: 'insumos',
            field: { label: 'Factura', type: 'file', required: false },
          },
        ],
      ],
      [
        'food_truck',
        'añade la factura en PDF a los insumos',
        [
          {
            op: 'addField',
            entity: 'insumos',
            field: { label: 'Factura', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'añade la cartilla en foto a las mascotas'],
      // The PDF of a field the list has is no new document.
      ['coro', 'quiero subir la partitura en PDF en cada corista nuevo'],
    ],
  },
  {
    id: 'file-field-to-upload-document-in-format',
    ...FILE_FOR_DOCUMENT,
    reads:
      'a field asked for uploading a document in a file format ("¿Me regala un campo en las ventas para subir el certificado de calidad en PDF?"): a file named by the document',
    pattern:
      'me|nos? @give? @add? un|una @fieldWord en|a @det? {entity} para @upload @det? {plainLabel} en @fileWord=media',
    examples: [
      [
        'food_truck',
        '¿Me regala un campo en los insumos para subir la factura en PDF?',
        [
          {
            op: 'addField',
            entity: 'insumos',
            field: { label: 'Factura', type: 'file', required: false },
          },
        ],
      ],
      [
        'food_truck',
        'añade un campo a los insumos para adjuntar el albarán firmado en PDF',
        [
          {
            op: 'addField',
            entity: 'insumos',
            field: { label: 'Albarán firmado', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['veterinaria', '¿Me regala un campo en las mascotas para subir la cartilla en foto?'],
      ['veterinaria', 'añade un campo a las citas para poner el informe en papel'],
    ],
  },
  {
    id: 'file-field-attach-document-in-format',
    ...FILE_FOR_DOCUMENT,
    reads:
      'a document that can be attached to each record, its file format said last ("Que se pueda adjuntar el pagaré firmado en cada renta, en PDF"): a file named by the document',
    pattern:
      'que se @can @upload @det? {plainLabel} a|en cada|el|la|los|las {entity} en? @fileWord=media',
    examples: [
      [
        'food_truck',
        'Que se pueda adjuntar la factura firmada en cada insumo, en PDF',
        [
          {
            op: 'addField',
            entity: 'insumos',
            field: { label: 'Factura firmada', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'Que se pueda subir la cartilla en cada mascota, en foto'],
      ['coro', 'Que se pueda subir la partitura a cada corista nuevo en PDF'],
    ],
  },
  {
    id: 'file-field-upload-document-in-format',
    ...FILE_FOR_DOCUMENT,
    reads:
      'a document uploaded in a file format to each record of a list ("subir la partitura en PDF en cada ensayo")',
    pattern: 'subir @det? {plainLabel} en @fileWord=media a|en cada {entity}',
    examples: [
      [
        'coro',
        'quiero subir la partitura en PDF en cada ensayo para que se la descarguen',
        [
          {
            op: 'addField',
            entity: 'ensayos',
            field: { label: 'Partitura', type: 'file', required: false },
          },
        ],
      ],
    ],
    counterExamples: [['coro', 'quiero subir la partitura en PDF en cada corista nuevo']],
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
      // A plural in «-ones» the dictionary lacks keeps its accent in the singular.
      [
        'finca_cafetera',
        'renombra Jornadas a Recolecciones',
        [{ op: 'renameEntity', entity: 'jornadas', label: 'Recolección' }],
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
      // What is asked for is a record of the list that points at the one named: settings.
      ['cooperativa_carpinteria', 'avísame por correo cuando reserven una máquina'],
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
    counterExamples: [
      ['veterinaria', 'mándame un whatsapp cada vez que alguien pida cita'],
      // A «Reserva de máquina» is made, never a Máquina: settings (decision 0299).
      ['cooperativa_carpinteria', 'mándame un correo cada vez que alguien reserve una máquina'],
    ],
  },
  {
    id: 'notify-on-create-there-is',
    reads: 'a mail to the owner when there is a new record of a list',
    pattern: '@sendMe un|una? @mail cuando|si hay|haya @det? {entity} nuevo|nueva|nuevos|nuevas?',
    yields: { op: 'setNotify', entity: '$entity', onCreate: true },
    examples: [
      [
        'panaderia',
        'Mándame un email cuando haya un encargo nuevo',
        [{ op: 'setNotify', entity: 'encargos', onCreate: true }],
      ],
      [
        'veterinaria',
        'mándame un correo si hay una cita nueva',
        [{ op: 'setNotify', entity: 'citas', onCreate: true }],
      ],
    ],
    counterExamples: [
      ['panaderia', 'mándame un sms cuando haya un encargo nuevo'],
      ['panaderia', 'mándame un email cuando haya'],
    ],
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
    id: 'rule-vinculada-in-their-name',
    reads:
      'each person sees the records that are in their name or assigned to them ("Que cada socio pueda ver las entregas que están a su nombre", "Que cada cervecero vea las cocciones que tiene asignadas"): the records point at them, whoever writes them',
    pattern: `que? cada {person} ${IN_THEIR_NAME}`,
    yields: { op: 'setRule', entity: '$entity', person: '$person', rule: 'vinculada' },
    examples: [
      [
        'club_lectura',
        'Que cada socio pueda ver las reseñas que están a su nombre',
        [
          { op: 'setRule', entity: 'resenas', rule: 'vinculada', linkField: 'socio' },
          { op: 'setAccountField', entity: 'socios', field: 'email' },
        ],
      ],
      [
        'club_lectura',
        'Que cada socio entre y vea las reseñas que tiene a su nombre, las seguimos apuntando nosotros',
        [
          { op: 'setRule', entity: 'resenas', rule: 'vinculada', linkField: 'socio' },
          { op: 'setAccountField', entity: 'socios', field: 'email' },
        ],
      ],
      [
        'club_lectura',
        'Que cada socio vea las reseñas que tiene asignadas',
        [
          { op: 'setRule', entity: 'resenas', rule: 'vinculada', linkField: 'socio' },
          { op: 'setAccountField', entity: 'socios', field: 'email' },
        ],
      ],
    ],
    counterExamples: [
      // What each one wrote is theirs: propia, never «a su nombre».
      ['club_lectura', 'Que cada socio vea las reseñas que ha escrito'],
      // Vecinos have no email to be the account: the settings rules ask.
      ['prestamo_herramientas', 'Que cada vecino vea los préstamos que están a su nombre'],
      // Not each person: a name said of the list.
      ['club_lectura', 'Que se vean las reseñas que están a su nombre'],
    ],
  },
  {
    id: 'rule-vinculada-in-their-name-after-talk',
    reads:
      'the same, after a sentence of talk ("Los socios quieren ver desde el móvil lo que han traído. Que cada socio pueda ver las entregas que están a su nombre")',
    pattern: `~sentence que? cada {person} ${IN_THEIR_NAME}`,
    yields: { op: 'setRule', entity: '$entity', person: '$person', rule: 'vinculada' },
    examples: [
      [
        'club_lectura',
        'Los socios quieren verlas desde el móvil. Que cada socio entre y vea las reseñas que tiene a su nombre, las seguimos apuntando nosotros',
        [
          { op: 'setRule', entity: 'resenas', rule: 'vinculada', linkField: 'socio' },
          { op: 'setAccountField', entity: 'socios', field: 'email' },
        ],
      ],
    ],
    counterExamples: [
      [
        'club_lectura',
        'Las reseñas las escriben ellos. Que cada socio vea las reseñas que ha escrito',
      ],
    ],
  },
  {
    id: 'account-field-is-account',
    reads: 'a person\'s email field is their account ("el email de cada socio es su cuenta")',
    pattern:
      'que? el|la? {field} de|del cada? {entity} es|sea|sera su cuenta|usuario para? entrar|ingresar|acceder? a|en? la|el? app|aplicacion|web|plataforma?',
    yields: { op: 'setAccountField', entity: '$entity', field: '$field' },
    examples: [
      // «su usuario», «para entrar»: the same account, said as what it is for.
      [
        'club_hockey',
        'Que el email de cada entrenador sea su cuenta para entrar',
        [{ op: 'setAccountField', entity: 'entrenadores', field: 'email' }],
      ],
      [
        'albergue_camino',
        'El correo del peregrino será su usuario para entrar',
        [{ op: 'setAccountField', entity: 'peregrinos', field: 'email' }],
      ],
      // Where they enter, said after it.
      [
        'club_lectura',
        'El email de cada socio será su usuario para entrar en la aplicación',
        [{ op: 'setAccountField', entity: 'socios', field: 'email' }],
      ],
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
      ['club_lectura', 'el email de cada socio es su cuenta para pagar'],
    ],
  },
  {
    id: 'account-field-enters-with',
    reads:
      'a person\'s email field is what they enter with ("el email de cada socio es con el que va a entrar, ponlo como su cuenta")',
    pattern:
      'que? el|la? {field} de|del cada? {entity} es|sera con el|la que va|van? a? entrar|entra|entran|ingresar|ingresa|acceder|accede a|en? la|el? app|aplicacion|web|plataforma? ponlo|ponla|ponelo|pongalo|dejalo|usalo? como|de? su? cuenta|usuario?',
    yields: { op: 'setAccountField', entity: '$entity', field: '$field' },
    examples: [
      [
        'club_lectura',
        'El email de cada socio es con el que va a entrar en la app, ponlo como su cuenta',
        [{ op: 'setAccountField', entity: 'socios', field: 'email' }],
      ],
      [
        'club_hockey',
        'El email de cada entrenador es con el que entra',
        [{ op: 'setAccountField', entity: 'entrenadores', field: 'email' }],
      ],
    ],
    counterExamples: [
      // Not an email; not what they enter with.
      ['club_lectura', 'El nombre de cada socio es con el que va a entrar'],
      ['club_lectura', 'El email de cada socio es con el que le escribimos'],
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
    id: 'notify-on-change-said-first',
    reads:
      'the change said first, then the mail to the author of the record ("Cuando cambie el estado de la cita, mándele un correo al cliente", "…, que le llegue un correo a quien la pidió")',
    pattern:
      'cuando @changes @det? {field} @notifyAuthor un|una? @mail? @to? @det? {who}? quien|quienes? @proclitic? @madeRecord?',
    yields: { op: 'setNotify', field: '$field', onChangeOf: true },
    examples: [
      [
        'veterinaria',
        'Cuando cambie el estado de la cita, mándele un correo al cliente',
        [{ op: 'setNotify', entity: 'citas', onChangeOf: 'estado' }],
      ],
      [
        'guarderia',
        'cuando cambie el estado de la solicitud avisa a la familia',
        [{ op: 'setNotify', entity: 'solicitudes', onChangeOf: 'estado' }],
      ],
    ],
    counterExamples: [
      // Not a choice, another channel, or the owner's own mail (no onChangeOf).
      ['veterinaria', 'Cuando cambie la raza de la mascota, mándele un correo al cliente'],
      ['veterinaria', 'Cuando cambie el estado de la cita, mándele un whatsapp al cliente'],
      ['veterinaria', 'Cuando cambie el estado de la cita, avísame'],
    ],
  },
  {
    id: 'notify-on-change-said-first-mail-arrives',
    reads:
      'the change said first, then the mail that arrives to the author of the record ("Cuando cambie el estado de una herramienta, que le llegue un correo a quien la pidió")',
    pattern:
      'cuando @changes @det? {field} que? le|les llegue|lleguen un|una? @mail @to? @det? {who}? quien|quienes? @proclitic? @madeRecord?',
    yields: { op: 'setNotify', field: '$field', onChangeOf: true },
    examples: [
      [
        'prestamo_herramientas',
        'Cuando cambie el estado de una herramienta, que le llegue un correo a quien la pidió',
        [{ op: 'setNotify', entity: 'herramientas', onChangeOf: 'estado' }],
      ],
      [
        'veterinaria',
        'Cuando cambie el estado de una cita, que le llegue un correo a quien la hizo',
        [{ op: 'setNotify', entity: 'citas', onChangeOf: 'estado' }],
      ],
    ],
    counterExamples: [
      // The owner's own mail is no onChangeOf (that mails the author); not a choice.
      ['veterinaria', 'Cuando cambie el estado de la cita, que me llegue un correo'],
      ['veterinaria', 'Cuando cambie la raza de la mascota, que le llegue un correo al cliente'],
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
