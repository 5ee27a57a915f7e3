// The change grammar's word lists (issue 39 item 1, decision 0241): every word the grammar's rules
// name by class, folded (lowercase, no accents). A class is matched against a token's written
// form and every lemma the analysis pass gives it (`server/engine/analysis`), so "añádeles",
// "agregá" and "añadir" are one class without listing each form.

import type { FieldType } from '../../../contracts/data-model.ts';
/**
 * The type a new field gets from the words of its name (eval/changes/README.md, "Types of new
 * fields"), folded, first match wins, text otherwise. The one table of type words of a name:
 * the grammar's `typeFromName` and the change reader's `inferType` (and the suggestions) read it;
 * the lexicon's `TYPE_WORDS` are types said by name («de tipo número»), not names (decision
 * 0273). "Hora" alone is text: only a date with its time is datetime.
 */
export const FIELD_TYPE_WORDS: readonly [RegExp, FieldType][] = [
  [/^(?:esta|es|tiene|si esta|si es|si tiene|hay)\b/, 'boolean'],
  [/\b(?:telefono|movil|celular|tlf|whatsapp)\b/, 'phone'],
  [/\b(?:email|e-mail|correo|mail)\b/, 'email'],
  [/\b(?:fecha y hora|dia y hora|fecha con hora)\b/, 'datetime'],
  [/\b(?:fecha|cumpleanos|dia de|nacimiento)\b/, 'date'],
  [/\b(?:precio|importe|coste|costo|fianza|pago|tarifa|cuota)\b/, 'money'],
  [/\b(?:foto|fotos|imagen|logo|escudo|portada)\b/, 'image'],
  [/\b(?:archivo|fichero|adjunto|pdf|audio|grabacion|curriculum|justificante)\b/, 'file'],
  [/\b(?:web|enlace|link|url|pagina web)\b/, 'url'],
  [/\b(?:valoracion|puntuacion|estrellas)\b/, 'rating'],
  [/\b(?:notas|descripcion|observaciones|comentarios)\b/, 'longtext'],
  // A count or a measure: "páginas leídas", "altura", "unidades".
  [
    /\b(?:numero de|cantidad|edad|peso|kilos|metros|plazas|n|paginas|altura|unidades|piezas|goles|puntos|aforo|capacidad|stock|calorias|kilometros|km|horas|minutos|temperatura|grados|litros)\b|^no de\b|\bnº/,
    'number',
  ],
];

/** The type of a new field named so (folded words, question marks ignored). */
export function typeFromName(folded: string): FieldType {
  const text = folded.replace(/[¿?]/g, ' ').trim();
  return FIELD_TYPE_WORDS.find(([re]) => re.test(text))?.[1] ?? 'text';
}

/**
 * A plural possessive that opens a list's new name, and its singular: «Mis alumnos» is the
 * list whose label is «Mi alumno» (a list's label is singular, eval/changes/README.md).
 */
export const PLURAL_POSSESSIVES: Readonly<Record<string, string>> = {
  mis: 'mi',
  tus: 'tu',
  sus: 'su',
  nuestros: 'nuestro',
  nuestras: 'nuestra',
  vuestros: 'vuestro',
  vuestras: 'vuestra',
};

const words = (text: string) => new Set(text.split(/\s+/u).filter(Boolean));

/** Word classes by name; a rule's `@name` element is one token of the class. */
export const WORD_CLASSES: Record<string, Set<string>> = {
  /** Verbs that add something (lemmas and the forms the dictionary lacks). */
  add: words(
    'anadir anade anadan anadid agregar agrega agregue agreguen agregad agregale agregales poner pon ponga pongan poned ponle ponles meter mete meta metele metan incluir incluye incluya incluid crear crea cree creen cread sumar suma incorporar incorpora colocar coloca',
  ),
  /** Verbs that rename. */
  rename: words(
    'renombrar renombra renombre renombren renombrad renombras renombres renombrais renombreis renombrame renombremos',
  ),
  /** "poder" in the forms an owner uses to say what a record may hold. */
  can: words('poder puede pueden pueda puedan podra podran podria podrian puedes podes podrias'),
  /** Verbs that say a record carries something. */
  carry: words(
    'llevar lleva lleve lleven tener tiene tenga tengan incluir incluye incluya adjuntar adjunta adjunte subir sube suba',
  ),
  /**
   * Verbs of putting a document in a record, said wished or as an order («quiero poder subir la
   * ficha técnica en PDF», «adjunte el pagaré en PDF»); with the verbs that add.
   */
  upload: words(
    'subir sube suba suban adjuntar adjunta adjunte adjunten cargar carga cargue carguen anadir anade agregar agrega agregue poner pon ponle incluir incluye',
  ),
  /** Verbs that ask to rate a record; each gives its field's label (RATING_LABELS). */
  rate: words('valorar valoren valore puntuar puntuen puntue calificar califiquen califique'),
  /** Words that ask for the wish: "quiero que…", "me gustaría que…". */
  wish: words('quiero queremos quisiera quisieramos necesito necesitamos prefiero preferimos'),
  /** "también", "además": the option is one more. */
  also: words('tambien ademas'),
  /** Determiners a name may be written with. */
  det: words('el la los las un una unos unas'),
  /** "a", "al", "en", "para": where a new field goes. */
  to: words('a al en para'),
  /** "de", "del": whose. */
  of: words('de del'),
  /** A field said as a field: "un campo categoría". */
  fieldWord: words('campo columna dato apartado casilla'),
  /** What a field may be that is no option of it: "puede ser obligatoria" asks for a required field. */
  notOption: words(
    'obligatorio obligatoria obligatorios obligatorias opcional opcionales optativo optativa requerido requerida vacio vacia nulo nula campo',
  ),
  /**
   * «3 o más», «10 o menos»: after a number and «o», closing a list of options, part of the
   * last value, never one of its own.
   */
  orMore: words('mas menos'),
  /** «de 1 a 5», «del 1 al 10»: the word between the two ends of a range of numbers. */
  rangeTo: words('a al hasta'),
  /** Words that join two things or say where: never inside a new name. */
  joins: words('y e o u ni a al'),
  /** Words that open a clause of talk: never inside a list of options. */
  clause: words('que porque me te se lo le les nos ya pues para si cuando'),
  /** "avísame", "avísanos", "notifícame": a mail to the owner. */
  notifyMe: words(
    'avisame avisanos avisenme avisadme avisarme notificame notificanos notifiquenme',
  ),
  /** "mándame", "envíame": followed by a mail. */
  sendMe: words('mandame mandanos enviame envianos mandeme envieme'),
  /** A mail, the only channel `notify` has (WhatsApp, SMS are refused elsewhere). */
  mail: words('correo email mail notificacion aviso'),
  /** "cuando", "en cuanto": a new record arrives. */
  when: words('cuando'),
  /** Verbs of a record that arrives or is asked for. */
  arrive: words(
    'llegue lleguen entre entren pidan pida reserven reserve soliciten solicite encarguen encargue apunten apunte inscriban inscriba',
  ),
  /** Verbs of the people who send a request through a form. */
  submit: words(
    'pidan pida reserven reserve soliciten solicite encarguen encargue apunten apunte inscriban inscriba envien envie manden mande dejen deje rellenen rellene aparten aparte apartar',
  ),
  /** "pero", "y", "aunque": what the owner keeps for themselves comes after. */
  but: words('pero aunque y'),
  /** "solo", "solamente". */
  only: words('solo solamente unicamente'),
  /** The owner: "yo", "nosotros". */
  me: words('yo nosotros'),
  /** "vea", "pueda ver": who reads the records. */
  see: words('vea veamos veo pueda podamos ver lea gestione'),
  /** "todas", "todos", "las de todos". */
  all: words('todas todos'),
  /**
   * Words a new name never holds: "paciente en las citas" says where, "móvil del dueño" whose
   * (the rest of the reader reads those).
   */
  notInLabel: words('en para del el la los las un una unos unas con sin que si cuando donde como'),
  /**
   * Words a name written after «que diga», «que se llame» never holds: they open a clause
   * («… que diga Bici en garaje que es importante»); «en», «de», «con» may be part of it
   * («Bici en garaje», «Pago con tarjeta»).
   */
  notInWrittenName: words('que porque para si cuando donde como pero aunque'),
  /** Words a plain new name never holds: a type, a condition, a wish, a description. */
  notInName: words(
    'tipo como que con sin si obligatorio obligatoria opcional cada para cuando donde solo tambien llamado llamada llamados llamadas',
  ),
  /**
   * «Qué incluye», «Cuándo llegó»: a question word, written with its accent and a capital,
   * opens a new name as part of it (a «que» without accent is a clause, never a name).
   */
  asksInName: words('que cuanto cuanta cuantos cuantas como donde cuando quien cual'),
  /**
   * «entre con su correo y vea solo sus clases»: who enters the app is a person of a list, and
   * what they see are the records that point at them (`vinculada`, read by the settings rules).
   */
  entersApp: words('entre entren entra entrar ingrese ingresen ingresa ingresar acceda accedan'),
  /** "ve", "vea", "pueda ver": what each person sees (`propia`, `vinculada`). */
  seeOwn: words('ve ven vea vean vera veran ver puede pueda pueden puedan gestione gestionen'),
  /** "lo suyo", "las suyas": what each person made. */
  own: words('suyo suya suyos suyas'),
  /** Verbs that mail the author of a record ("avisa al cliente", "mándale un correo"). */
  notifyAuthor: words(
    'avisa avise avisen avisad avisale avisales avisenle avisenles avisele aviseles notifica notifique notifiquen notificale notificales notifiquele mandale mandales mandele mandeles enviale enviales enviele envieles',
  ),
  /** What the author did to a record, said after «a quien la …» ("a quien la pidió"). */
  madeRecord: words(
    'creo hizo pidio cargo registro agrego anoto reservo mando envio subio dio apunto inscribio',
  ),
  /** A record's field that changes: "cuando cambie el estado". */
  changes: words('cambie cambien cambia cambian actualice actualicen'),
  /**
   * Another channel or a time: `notify` only mails on a new record or a changed choice, so a
   * reading with one of these words is no reading (the settings rules refuse it, decision 0235).
   */
  notMail: words(
    'whatsapp wasap sms telegram mensaje llamada llamar recordatorio recuerde manana antes dia semana mes toque toquen',
  ),
  /** Verbs and words that show something on a record: "muestra", "que se vea", "que salga". */
  show: words(
    'muestra muestre muestren mostrar ensena ensene vea vean ver aparezca aparezcan salga salgan pon ponga',
  ),
  /** "cuántos", "cuántas". */
  howMany: words('cuantos cuantas'),
  /** "tiene", "hay", "lleva": how many of them a record has. */
  has: words('tiene tienen hay lleva llevan'),
  /** "el número de", "el total de": a count said as a noun. */
  countNoun: words('numero cantidad total recuento'),
  /** "la suma de", "el total de": a sum. */
  sumNoun: words('suma total'),
  /** "cuenta", "suma": verbs of a count or a sum. */
  countVerb: words('cuenta cuente contar'),
  sumVerb: words('suma sume sumar'),
  /** Verbs that remove, said with what they remove after them ("quita", "borrad", "eliminen"). */
  remove: words(
    'quita quitad quiten quite quitar borra borrad borren borre borrar elimina eliminad eliminen elimine eliminar suprime suprimid supriman suprima suprimir retira retirad retiren retire saca sacad saquen saque sacar',
  ),
  /** The same verbs with a pronoun pointing back at what was named ("quítalas", "bórralo"). */
  removeIt: new Set(
    [
      'quita quitad quite quiten',
      'borra borrad borre borren',
      'elimina eliminad elimine eliminen',
      'saca sacad saque saquen',
      'suprime suprimid suprima supriman',
      'retira retirad retire retiren',
    ]
      .flatMap((forms) => forms.split(' '))
      .flatMap((verb) => ['lo', 'la', 'los', 'las'].map((p) => `${verb}${p}`)),
  ),
  /** Verbs that change a field's type, with a pronoun ("cámbialas a texto", "pásalo a número"). */
  changeIt: new Set(
    'cambia cambiad cambie cambien pasa pasad pase pasen convierte convertid convierta conviertan'
      .split(' ')
      .flatMap((verb) => ['lo', 'la', 'los', 'las'].map((p) => `${verb}${p}`)),
  ),
  /** Verbs that change a field's type, said alone ("¿la puedes convertir en opciones?"). */
  changeVerb: words('cambiar convertir pasar poner'),
  /** "que se elija", "que se escoja": a value chosen. */
  choose: words('elija elijan escoja escojan seleccione seleccionen elige escoge'),
  /** "elegirlo", "escogerla": chosen, with a pronoun. */
  chooseIt: new Set(
    'elegir escoger seleccionar'
      .split(' ')
      .flatMap((verb) => ['lo', 'la', 'los', 'las'].map((p) => `${verb}${p}`)),
  ),
  /** "usad", "usa", "pon": the options to use. */
  use: words('usa usad usen use utiliza utilizad pon poned'),
  /** "¿me regala …?", "¿me das …?": asked as a favour. */
  give: words('regala regalas regale da das de dais pone pones ponga'),
  /** "pon", "colocá": set a field so ("colocá la fecha como obligatoria"; «colocar» is «poner»). */
  putAs: words('pon poned pongan coloca colocad coloque coloquen'),
  /** "nos falta", "me faltan": what a choice field lacks. */
  lack: words('falta faltan'),
  /** "cambiarle el nombre", "ponerle otro nombre". */
  renameName: words(
    'cambiarle cambiale cambia cambiar cambiad cambie cambien cambias cambiais cambiele cambienle cambiales cambieles cambiadle',
  ),
  /** "llámela", "llámalo": a new name for what was named, with a pronoun. */
  callIt: new Set(
    'llama llamad llame llamen'
      .split(' ')
      .flatMap((verb) => ['lo', 'la', 'los', 'las'].map((p) => `${verb}${p}`)),
  ),
  /** Verbs of adding a record of one's own: "que cualquier vecino pueda apuntar …". */
  addSelf: words(
    'apuntar apuntarse anotar anotarse inscribirse registrarse reservar pedir crear anadir agregar',
  ),
  /** "añádelo", "agrégala": added, with a pronoun pointing back. */
  addIt: new Set(
    'anade anadid anada anadan agrega agregad agregue agreguen pon poned ponga pongan mete meted'
      .split(' ')
      .flatMap((verb) =>
        ['lo', 'la', 'los', 'las', 'selo', 'sela', 'selos', 'selas'].map((p) => `${verb}${p}`),
      ),
  ),
  /** "hazlo obligatorio", "ponla obligatoria": made so, with a pronoun pointing back. */
  makeIt: new Set(
    'haz haced haga hagan pon poned ponga pongan deja dejad deje dejen coloca colocad coloque coloquen'
      .split(' ')
      .flatMap((verb) => ['lo', 'la', 'los', 'las'].map((p) => `${verb}${p}`)),
  ),
  /** What the owner says of themselves before a request: "Somos solo dos …", "Tenemos …". */
  weAre: words('somos estamos tenemos trabajamos hacemos este esta ahora ya'),
  /** Object pronouns before a verb ("los asigna", "la pide"): that verb is said, not ordered. */
  proclitic: words('lo la los las le les me te nos se'),
  /** Numbers said as words or digits: "solo dos". */
  number: words('un uno una dos tres cuatro cinco seis siete ocho nueve diez 1 2 3 4 5 6 7 8 9 10'),
  /** Words that never stand in that context: a condition or an exception. */
  notContext: words('si cuando excepto salvo menos pero'),
  /** "dejad Fácil y Difícil": the values that stay. */
  keep: words('deja dejad deje dejen manten mantened mantenga mantengan'),
  /** A list said as a part of the app: "la parte de reservas", "la tabla de Veterinarios". */
  part: words('lista tabla parte seccion apartado pestana modulo'),
  /** What the owner no longer does with something: "ya no necesito la lista de obras". */
  useVerb: words(
    'necesito necesitamos ocupo ocupamos uso usamos utilizamos queremos quiero hacemos hago vendemos llevamos apuntamos apunto anotamos anoto cobramos registramos tenemos tengo damos prestamos manejamos organizamos ofrecemos pedimos',
  ),
  /** Words that carry the sentence on to the request: "así que quítalas". */
  connector: words('asi que por eso entonces pues luego y'),
  /** Where a removal takes something out of: the app itself ("de la app", "de aquí"). */
  appPlace: words('de del la el aplicacion programa web sistema aqui ahi'),
  /** The first word of what is said of a topic named first ("Las hornadas no las…", "… ya no"). */
  topicNext: words(
    'ya no nos me lo la los las le les nunca tampoco se es son esta estan ahora siempre casi apenas',
  ),
  /** Words of a condition or a restriction: never the owner's talk around a request. */
  notTalk: words('si cuando solo solamente unicamente excepto salvo menos pero aunque mientras'),
  /** Verbs of wanting or needing, said of the thing in talk ("no quiero guardarlo más"). */
  talkVerb: words('quiero queremos necesito necesitamos falta faltan hace hacen ponemos metemos'),
  /** "opciones", "opción". */
  options: words('opciones opcion valores'),
  /** Words of a rating scale: "del 1 al 5", "de una a cinco estrellas", "con estrellas". */
  scale: words(
    'de del a al con en 1 2 3 4 5 6 7 8 9 10 uno una dos tres cuatro cinco seis siete ocho nueve diez estrella estrellas puntos nota',
  ),
};

/** A media noun ("una foto", "un archivo") and the type of the field it asks for. */
export const MEDIA_TYPES: Record<string, FieldType> = {
  foto: 'image',
  fotos: 'image',
  fotografia: 'image',
  imagen: 'image',
  archivo: 'file',
  fichero: 'file',
  documento: 'file',
  adjunto: 'file',
  pdf: 'file',
  audio: 'file',
};
WORD_CLASSES.media = new Set(Object.keys(MEDIA_TYPES));
/** A file word only ("un archivo para el contrato firmado": the document is the name). */
WORD_CLASSES.fileWord = new Set(
  Object.entries(MEDIA_TYPES)
    .filter(([w, type]) => type === 'file' && w !== 'audio')
    .map(([w]) => w),
);
/** "añade", or asked of someone: "¿me pones …?", "¿me agregas …?". */
WORD_CLASSES.addAsked = new Set([
  ...WORD_CLASSES.add!,
  ...words('pones pone agregas agregues anades anadas'),
]);
/** "añade", or "nos falta": values a choice field is to have. */
WORD_CLASSES.addOrLack = new Set([...WORD_CLASSES.add!, ...WORD_CLASSES.lack!]);

/**
 * A person's child said as a kinship word ("cada familia ve solo lo de su hijo"): the list of
 * children, whatever the app calls it, is one whose label is one of `CHILD_LABELS`.
 */
export const KIN_WORDS = new Set([
  'hijo',
  'hija',
  'hijos',
  'hijas',
  'nino',
  'nina',
  'peque',
  'bebe',
]);
export const CHILD_LABELS = new Set([
  'nino',
  'nina',
  'ninos',
  'ninas',
  'alumno',
  'alumna',
  'alumnos',
  'alumnas',
  'peque',
  'peques',
  'bebe',
  'bebes',
  'hijo',
  'hija',
  'hijos',
  'hijas',
  'menor',
  'menores',
  'pequeno',
  'pequenos',
]);

/** The label a rating verb gives its field (eval/changes/README.md: valoración, puntuación → rating). */
export const RATING_LABELS: Record<string, string> = {
  valorar: 'Valoración',
  valoren: 'Valoración',
  valore: 'Valoración',
  puntuar: 'Puntuación',
  puntuen: 'Puntuación',
  puntue: 'Puntuación',
  calificar: 'Calificación',
  califiquen: 'Calificación',
  califique: 'Calificación',
};

/**
 * The order an infinitive asks for once a modal before it is skipped ("¿puedes quitar …?" →
 * "quita …"): the form the clause reader reads as an order (folded; the pronoun follows it).
 */
export const ORDER_OF_INFINITIVE: Record<string, string> = {
  quitar: 'quita',
  borrar: 'borra',
  eliminar: 'elimina',
  sacar: 'saca',
  anadir: 'añade',
  agregar: 'agrega',
  poner: 'pon',
  cambiar: 'cambia',
  guardar: 'pon',
  dejar: 'deja',
  pasar: 'pasa',
  convertir: 'convierte',
  renombrar: 'renombra',
  crear: 'crea',
  incluir: 'incluye',
  meter: 'mete',
  marcar: 'marca',
  llamar: 'llama',
  hacer: 'haz',
  suprimir: 'suprime',
  retirar: 'retira',
  pedir: 'añade',
};

/**
 * What an owner needs to do with a thing, said after a need ("necesito saber el teléfono de
 * cada cliente", "me falta apuntar la raza", "quiero poder elegir la talla"): to add it, as a
 * field. Only the span `need-order` reads these as "añade"; a modal never does ("¿podemos
 * elegir …?" asks for nothing to be added). Folded infinitives.
 */
export const NEEDS_ADDED: readonly string[] = [
  'saber',
  'guardar',
  'apuntar',
  'anotar',
  'registrar',
  'llevar',
  'marcar',
  'elegir',
  'indicar',
  'poner',
  'meter',
  'tener',
  'escoger',
  'seleccionar',
  'cargar',
  'subir',
  'adjuntar',
  'agregar',
  'anadir',
  'incluir',
  'asignar',
  'incorporar',
];

/**
 * Spans the grammar skips before reading (issue 39: courtesy, context and reasons are spans, not
 * rewrites of the text). Each has an id, where it may stand, its words, and examples run by the
 * generic test (`grammar.test.ts`).
 * - `anywhere`: the words, wherever they stand ("por favor").
 * - `start`: the words opening the instruction, then a comma ("hola,", "oye,").
 * - `opening`: the words that wrap the order as a question or a wish ("¿puedes …?", "me
 *   gustaría …"), with or without a comma.
 * - `end`: the words closing it, after a mark ("…. Gracias"); `closing`: with or without one
 *   ("… gracias", "… si puedes").
 * - `contextBefore`: what the owner tells first ("Como a veces se nos olvida quién tiene cada
 *   cosa, …"), opened by one of the phrases, up to the comma before one of the wishes `until`.
 * - `reasonBefore`: a clause before a connector that hands over to the request ("ya no
 *   atendemos conejos, así que …"): everything up to the connector goes.
 * - `reasonAfter`: a reason after the request, after a comma ("…, que me lo ha pedido mi
 *   socia") or not ("… porque me lo piden"): everything from the connector goes.
 */
export interface SkipPhrase {
  id: string;
  where:
    | 'anywhere'
    | 'start'
    | 'opening'
    | 'end'
    | 'closing'
    | 'contextBefore'
    | 'reasonBefore'
    | 'reasonAfter';
  /** `contextBefore`: the wishes after the comma that ends the context. */
  until?: string[];
  /**
   * Words separated by spaces; a word may be several spellings (`a|b`), optional (`a?`), or
   * `*`, one to four words of the writer's own ("estimada Marta,"). The words are written
   * together, with no mark between them, but for one that opens with a comma (`,pero?`:
   * "Perdona, pero …").
   */
  phrases: string[];
  /** A reason after the request with or without a comma before it ("… porque me lo piden"). */
  bare?: true;
  /** A reason after the request that runs to the end in one clause (no stop after it). */
  lastClause?: true;
  /**
   * `lastClause`: the reason says what the writer will do («… así los llamo cuando falta uno»):
   * a verb in the first person after it («llamo», «veo») is no order; one in another person
   * still is («… así lo cambias»).
   */
  firstPerson?: true;
  /** An opening span only before an infinitive ("desearía eliminar …"). */
  beforeInfinitive?: true;
  /**
   * An opening span only before one of these words; an infinitive may carry its pronoun
   * ("¿puedes quitarla?": the clause reader reads "quitarla" as "quítala").
   */
  before?: string[];
  /**
   * An order asked with a modal or a wish: the span only before a verb of
   * `ORDER_OF_INFINITIVE`, which the clause reader is handed as the order it asks for, as is a
   * second one after "y" ("… y añadir el móvil"). `infinitive`: with or without its pronoun
   * ("¿puedes quitarla?" → "quitala"); `pointing`: only with its pronoun ("…, habría que
   * quitarlos"); `finite`: an infinitive or the second person ("¿me añades …?", "quiero que
   * quites …" → "añade", "quita"); `proclitic`: the span opens with the pronoun, the
   * infinitive has none ("El peso lo podéis quitar" → "quitalo"); `need`: a verb of
   * `NEEDS_ADDED`, with or without "le", is "añade" ("necesito apuntarle la raza" → "añade").
   */
  orders?: 'infinitive' | 'finite' | 'pointing' | 'proclitic' | 'need';
  /**
   * An order asked as a question ("¿Podemos llamar Tandas a las hornadas?"): when the question
   * is the whole message, its marks go with the span; a question followed by more ("¿Se podría
   * poner la raza con una lista? Mestizo, …") keeps the span.
   */
  asked?: true;
  /** An opening span is not one before these words ("además de …", "también que …"). */
  notBefore?: string[];
  /**
   * An `anywhere` span only where a mark (a comma, a stop) or the end of the message follows
   * it: a word that closes what was said ("…, quítala nomás, al final …", "…, bo, nunca lo
   * usamos"), never one inside it.
   */
  beforeMark?: true;
  /** A span never right after these words ("ya no más": no longer, said of it). */
  notAfter?: string[];
  /** An `anywhere` span only inside a clause: never opening the message or after a mark. */
  inClause?: true;
  /**
   * An `anywhere` span only opening its sentence, after a comma, or after a lead of its
   * sentence opened by one of these words with no mark in it ("En las mascotas necesito …",
   * "Para cada obra, quiero poder …"); never after a colon.
   */
  lead?: string[];
  /**
   * An `anywhere` span only in the last sentence of the message, or one the next carries on
   * ("…. Y de la especie quita Conejo"): a need said before another request ("Necesitamos
   * llevar las tarjetas. Armá una entidad …") is why, read with what follows.
   */
  lastSentence?: true;
  /**
   * Not before one of these verbs, then a plural thing and a colon or "con" (not "cada"): a
   * need of a new list and what it holds ("Quiero registrar las cosechas: de qué parcela, …").
   */
  notNewList?: string[];
  /** An `anywhere` span only right after one of these words ("nadie de fuera": outsiders). */
  after?: string[];
  /**
   * Also cut out of the text the clause reader reads (`withoutCourtesy`, decision 0257): it is
   * courtesy around any request, never part of one.
   */
  text?: true;
  /**
   * Cut out of the text the clause reader reads only: the grammar reads its own openings
   * (`asking`), so that no rule reads more than its examples ("¿Se puede renombrar obra a
   * Pieza?", team-22/116, stays a question, as the clause reader answers it).
   */
  textOnly?: true;
  /** An instruction and what is left of it once the span is skipped (folded words). */
  examples: [string, string][];
}

/**
 * What opens a correction or a restatement of the name just said ("quita la raza, o sea la
 * especie", "…, bueno no, la especie", "…, mejor dicho el móvil"): never a reason or an aside
 * after a request; which of the two names is meant, the reader asks (folded words).
 */
export const CORRECTION_OPENINGS: readonly string[] = [
  'o sea',
  'es decir',
  'mejor dicho',
  'quiero decir',
  'bueno no',
  'digo',
  'perdon',
];

export const SKIP_PHRASES: SkipPhrase[] = [
  {
    id: 'courtesy',
    where: 'anywhere',
    phrases: [
      'por favor',
      'porfa',
      'porfavor',
      'porfis',
      'xfa',
      'xfavor',
      'pls',
      'plis',
      'please',
      'si no es molestia',
      'si puedes',
    ],
    text: true,
    examples: [
      ['por favor, añade el móvil a los clientes', 'anade el movil a los clientes'],
      ['añade el móvil a los clientes, porfa', 'anade el movil a los clientes'],
      ['añade, por favor, el móvil a los clientes', 'anade el movil a los clientes'],
      ['quita porfis las notas', 'quita las notas'],
    ],
  },
  {
    id: 'need-order',
    where: 'anywhere',
    // A need of something to do with a thing is its addition, wherever the need opens ("En las
    // mascotas, necesito saber el peso", "Para cada obra quiero poder elegir el estilo"). Never
    // a need denied ("ya no necesito saber …").
    phrases: [
      'yo|nosotros? necesito|necesitamos|necesitaria|necesitariamos|quiero|queremos|quisiera|convendria poder?',
      // "ocupo saber …" (Mexico): "necesito".
      'yo|nosotros? ocupo|ocupamos|ocuparia|ocupariamos poder?',
      'yo|nosotros? me|nos falta|gustaria poder?',
      'me|nos vendria bien poder?',
      'me|nos haria falta poder?',
      'estaria bien|bueno poder?',
      'seria bueno poder?',
    ],
    orders: 'need',
    lead: ['en', 'para', 'a', 'de'],
    lastSentence: true,
    notNewList: ['registrar', 'apuntar', 'anotar', 'guardar'],
    notAfter: ['no', 'ya', 'nunca', 'tampoco', 'ni'],
    textOnly: true,
    examples: [
      ['Necesito saber el teléfono de cada cliente', 'saber el telefono de cada cliente'],
      ['En las mascotas, me falta apuntar el peso', 'en las mascotas apuntar el peso'],
      ['Para cada obra quiero poder elegir el estilo', 'para cada obra elegir el estilo'],
      ['Nos gustaría llevar el peso de cada perro', 'llevar el peso de cada perro'],
      ['ocupo saber en cada producto si es vegano', 'saber en cada producto si es vegano'],
      // Not a need denied, nor inside a clause, nor a need of a thing, nor a verb of no addition.
      [
        'la fianza pásala a sí o no que solo queremos saber si la han dejado',
        'la fianza pasala a si o no que solo queremos saber si la han dejado',
      ],
      [
        'quiero poder elegir el tamaño de la mascota: pequeño, mediano o grande',
        'elegir el tamano de la mascota pequeno mediano o grande',
      ],
      [
        'Necesito llevar el peso de cada mascota. Y de la especie quita Conejo',
        'llevar el peso de cada mascota y de la especie quita conejo',
      ],
      [
        'Necesito apuntar las cosechas: la fecha y los kilos',
        'necesito apuntar las cosechas la fecha y los kilos',
      ],
      [
        'Necesitamos llevar las tarjetas. Armá una entidad Sanción con el jugador',
        'necesitamos llevar las tarjetas arma una entidad sancion con el jugador',
      ],
      ['Ya no necesito saber el peso', 'ya no necesito saber el peso'],
      ['Necesitamos la fianza', 'necesitamos la fianza'],
      ['Quiero poder borrar las citas', 'quiero poder borrar las citas'],
    ],
  },
  {
    id: 'by-the-way',
    where: 'anywhere',
    phrases: ['ya que estamos', 'ya de paso', 'de paso', 'por cierto'],
    examples: [
      [
        'Renombra Herramienta a Utensilio y, ya que estamos, quita la fianza',
        'renombra herramienta a utensilio y quita la fianza',
      ],
    ],
  },
  {
    id: 'by-the-way-order',
    where: 'anywhere',
    phrases: ['ya que estamos', 'ya de paso', 'de paso'],
    orders: 'infinitive',
    textOnly: true,
    examples: [
      [
        'Llama Piezas a las obras, y de paso ponerlo todo en cuadrícula',
        'llama piezas a las obras y ponerlo todo en cuadricula',
      ],
    ],
  },
  {
    id: 'greeting',
    where: 'start',
    phrases: [
      'estimado|estimada|estimados|estimadas *?',
      'oye|mira|bueno|vale|che? una|otra cosa|pregunta|peticion|duda|consulta|cosita|cosilla',
      'un favor',
      'oye',
      'mira',
      'che',
      'a ver',
    ],
    text: true,
    examples: [
      ['Oye, renombra Herramienta a Utensilio', 'renombra herramienta a utensilio'],
      ['Estimada Marta: quitad la fianza', 'quitad la fianza'],
      ['Otra cosa: quitad la fianza', 'quitad la fianza'],
      ['Mira, una cosilla: quitad la fianza', 'quitad la fianza'],
    ],
  },
  {
    id: 'hello',
    where: 'opening',
    phrases: [
      'hola|holaa|holaaa|holis|buenas|please|porfis equipo|chicos|chicas|gente?',
      'estimado|estimada|estimados|estimadas',
      'hola|holaa|holis|buenas a todos|todas',
      'buenas tardes|noches',
      'buenos dias',
    ],
    text: true,
    examples: [
      ['Hola, renombra Herramienta a Utensilio', 'renombra herramienta a utensilio'],
      ['hola equipo quitad la fianza', 'quitad la fianza'],
      ['Buenas tardes. Hola a todos: quitad la fianza', 'quitad la fianza'],
    ],
  },
  {
    id: 'asking-lead',
    where: 'start',
    phrases: [
      'te|os|les|le? queria|queriamos|quiero|quisiera pedir|pedirte|pediros|pedirles|pedirle un|unos|una cambio|cambios|cosa|favor|ajuste',
      'te|os|les|le? queria|queriamos|quiero|quisiera pedir|pedirte|pediros|pedirles|pedirle algo',
      'te|os|les|le? queria|queriamos|quiero|quisiera pedir|pedirte|pediros|pedirles|pedirle un|unos|una? cambio|cambios|cosa|favor|ajuste|algo en|para|de la|el app|aplicacion|programa',
      'te|os|les? vengo|escribo a|para pedir|pedirte|pediros|pedirles|pedirle un|unos|una? cambio|cambios|cosa|favor|ajuste|algo',
      'te|os|les? vengo|escribo a|para pedir|pedirte|pediros|pedirles|pedirle un|unos|una? cambio|cambios|cosa|favor|ajuste|algo en|para|de la|el app|aplicacion|programa',
    ],
    text: true,
    examples: [
      ['Quería pedir un cambio: quitad la fianza', 'quitad la fianza'],
      ['Te escribo para pedirte una cosa. Quita la fianza', 'quita la fianza'],
      ['Os quería pedir un cambio en la app: quitad la fianza', 'quitad la fianza'],
    ],
  },
  {
    id: 'if-so-kind',
    where: 'start',
    phrases: [
      'si es|eres|fuera|fueras|sois|fuerais|son|fueran usted|ustedes? tan amable|amables',
      'si me hace|haces el favor',
    ],
    text: true,
    examples: [
      ['Si es tan amable, quite la fianza', 'quite la fianza'],
      ['si me haces el favor, quita la fianza', 'quita la fianza'],
    ],
  },
  {
    // When the change holds from: every change holds from now on ("De ahora en adelante a los
    // profesores dígales Docentes", "…, a partir de hoy").
    id: 'from-now-on',
    where: 'opening',
    phrases: ['de ahora|hoy en adelante', 'a partir de ahora|hoy', 'desde ahora|hoy'],
    text: true,
    examples: [
      [
        'De ahora en adelante a los profesores dígales Docentes',
        'a los profesores digales docentes',
      ],
      ['A partir de hoy, quitad la fianza', 'quitad la fianza'],
    ],
  },
  {
    id: 'from-now-on-closing',
    where: 'closing',
    phrases: ['de ahora|hoy en adelante', 'a partir de ahora|hoy', 'desde ahora|hoy'],
    text: true,
    examples: [['quitad la fianza a partir de hoy', 'quitad la fianza']],
  },
  {
    id: 'favor-of',
    where: 'opening',
    phrases: ['haga|hagan|haz|hazme|haced|hagame|haganme|hacedme usted|ustedes? el favor de'],
    text: true,
    examples: [['Haga el favor de suprimir la fianza', 'suprimir la fianza']],
  },
  {
    id: 'linking',
    where: 'opening',
    phrases: [
      'y? luego|despues|ademas|encima|tambien',
      'y? por cierto',
      'y? ya que estamos',
      'y? ya? de paso',
    ],
    notBefore: ['de', 'que'],
    text: true,
    examples: [
      ['Y luego quita la fianza', 'quita la fianza'],
      ['Además, cread Préstamos con la fecha', 'cread prestamos con la fecha'],
      ['Y, ya que estamos, ¿les añades el móvil?', 'les anades el movil'],
      ['Además de la fianza quita el estado', 'ademas de la fianza quita el estado'],
    ],
  },
  {
    id: 'and-then',
    where: 'start',
    phrases: ['y'],
    text: true,
    examples: [['Y, quita la fianza', 'quita la fianza']],
  },
  {
    id: 'someone-says',
    where: 'opening',
    phrases: [
      'mi|mis|nuestro|nuestra|nuestros|nuestras|el|la|los|las * dice|dicen|pide|piden|opina|opinan|cree|creen|sugiere|sugieren|propone|proponen que',
    ],
    text: true,
    examples: [
      ['Mi socio dice que quitemos la fianza', 'quitemos la fianza'],
      ['Mi amiga Pepa pide que la fianza sea opcional', 'la fianza sea opcional'],
    ],
  },
  {
    id: 'sorry',
    where: 'opening',
    phrases: [
      'que pena ,pero?',
      'que pena con usted ,pero?',
      'que pena contigo ,pero?',
      'perdon|perdona|perdone|perdonen|perdonad|disculpa|disculpe|disculpen|disculpad ,pero?',
      'perdon|perdona|perdone|perdonen|perdonad|disculpa|disculpe|disculpen|disculpad la molestia ,pero?',
      'siento|lamento molestar|molestarte|molestarle|molestarles ,pero?',
    ],
    text: true,
    examples: [
      ['Qué pena con usted, pero la fianza quítela', 'la fianza quitela'],
      ['Perdona la molestia. Quita la fianza', 'quita la fianza'],
    ],
  },
  {
    id: 'would-be-good',
    where: 'opening',
    phrases: [
      'seria conveniente|mejor|ideal|genial que',
      'preferiria|prefeririamos|querria|querriamos que',
      'me|nos encantaria que',
      'les|le|te|os? escribo porque',
      'les|le|te|os? escribo para pedir|pedirles|pedirle|solicitar|decirles|decirle que?',
      'les|le|te|os? queria|quiero pedir|pedirles|pedirle que',
      'agradeceria|agradeceriamos|ruego|rogaria|pido|pediria|pedimos|solicito|solicitamos que?',
    ],
    text: true,
    examples: [
      ['Sería conveniente que la fianza fuera opcional', 'la fianza fuera opcional'],
      ['Les escribo para pedirles que quiten la fianza', 'quiten la fianza'],
      ['Ruego que eliminen la fianza', 'eliminen la fianza'],
    ],
  },
  {
    id: 'context-wish',
    where: 'contextBefore',
    phrases: [
      'como',
      'despues de',
      'tras',
      'llevo',
      'llevamos',
      'hemos',
      'desde',
      'ahora que',
      'al final',
    ],
    until: [
      'estaria bien',
      'habria que',
      'hay que',
      'necesito|necesitamos|necesitaria|necesitariamos|necesita|necesitan',
      'quiero|queremos|quisiera',
      'me|nos gustaria',
      'seria bueno',
      'convendria',
      'deberia|deberiamos|deberian|deberias',
    ],
    text: true,
    examples: [
      [
        'Como a veces se nos olvida quién tiene cada cosa, estaría bien que en los préstamos hubiera unas observaciones',
        'en los prestamos hubiera unas observaciones',
      ],
      ['Ahora que somos más, hay que poner el móvil a los socios', 'poner el movil a los socios'],
      ['Como la fianza, quita el depósito', 'como la fianza quita el deposito'],
    ],
  },
  {
    id: 'formal-request',
    where: 'anywhere',
    phrases: [
      'les|le|te|os agradeceria|agradeceriamos|ruego|rogaria|pido|pediria|pedimos|solicito|solicitamos que?',
      'procedan|proceda|proceder|proceded|procede a',
      'solicito|solicitamos|desearia|deseariamos|deseo|necesitaria|necesitariamos|convendria que',
      'estaria bien que',
      'seria bueno que',
      'me encantaria que',
    ],
    text: true,
    examples: [
      ['Buenos días, les agradecería que quitaran la fianza', 'quitaran la fianza'],
      ['Procedan a eliminar la fianza', 'eliminar la fianza'],
    ],
  },
  {
    id: 'formal-wish',
    where: 'opening',
    phrases: ['solicito|solicitamos|desearia|deseariamos|quisiera|quisieramos'],
    beforeInfinitive: true,
    text: true,
    examples: [
      ['Desearía eliminar la fianza', 'eliminar la fianza'],
      ['Desearía la fianza opcional', 'desearia la fianza opcional'],
    ],
  },
  {
    id: 'you-there',
    where: 'opening',
    phrases: ['ustedes|vos|usted|tu', 'che|oye|mira|bueno|vale|ey|hey'],
    text: true,
    examples: [
      ['Ustedes quiten la fianza', 'quiten la fianza'],
      ['Che sacá la fianza', 'saca la fianza'],
    ],
  },
  {
    id: 'another-thing',
    where: 'start',
    phrases: ['otra cosa', 'ta|oye|mira|bueno|ah ,otra cosa'],
    text: true,
    examples: [
      [
        'Ta, otra cosa: el portal de los vecinos cambiale el nombre a Dirección',
        'el portal de los vecinos cambiale el nombre a direccion',
      ],
      ['Otra cosa, quita la fianza', 'quita la fianza'],
      ['Otra cosa más, quita la fianza', 'otra cosa mas quita la fianza'],
    ],
  },
  {
    id: 'spoken-lead',
    where: 'opening',
    phrases: ['oye|mira|pues|bueno|vale|venga|y|e', 'a ver', 'es que'],
    notBefore: ['si'],
    text: true,
    examples: [
      ['Pues bueno, quita la fianza', 'quita la fianza'],
      ['A ver, es que la fianza sobra', 'la fianza sobra'],
      ['Y si quitamos la fianza', 'y si quitamos la fianza'],
    ],
  },
  {
    id: 'asking',
    where: 'opening',
    phrases: [
      'puedes',
      'podrias',
      'podeis',
      'puede',
      'podria',
      'pueden',
      'podrian',
      'me gustaria',
      'nos gustaria',
      'gustaria',
      'hay que',
      'necesito',
      'necesitamos',
      'quiero',
      'queremos',
      'quisiera',
      'quiero que',
      'me',
    ],
    examples: [
      ['¿Puedes renombrar Herramienta a Utensilio?', 'renombrar herramienta a utensilio'],
      ['¿Me renombras Herramienta a Utensilio?', 'renombras herramienta a utensilio'],
      ['Hola, quiero que renombres Herramienta a Utensilio', 'renombres herramienta a utensilio'],
    ],
  },
  {
    id: 'make-that',
    where: 'opening',
    phrases: [
      'se? puedes|podes|podrias|podeis|podriais|puede|podria|pueden|podrian hacer',
      // "¿Me regala …?" (Colombia) asks for what follows: a wish here, a thing to add elsewhere.
      'me|nos regala|regalas|regalan|regalaria|regalarias',
    ],
    before: ['que'],
    asked: true,
    textOnly: true,
    examples: [
      [
        '¿Se puede hacer que cualquiera pueda añadir parcelas?',
        'que cualquiera pueda anadir parcelas',
      ],
      [
        '¿Podrías hacer que las herramientas solo las vea yo?',
        'que las herramientas solo las vea yo',
      ],
      ['¿Puedes hacer obligatoria la fianza?', 'hacer obligatoria la fianza'],
      ['¿Me regala que las reseñas las puedan ver todos?', 'que las resenas las puedan ver todos'],
    ],
  },
  {
    id: 'modal-order',
    where: 'opening',
    phrases: [
      'me|nos? puedes|podes|podrias|podeis|podriais|puede|podria|pueden|podrian',
      'me|nos gustaria',
      'quiero|queremos|quisieramos|queria|queriamos|necesito|necesitamos',
      // "Les quería pedir un apartado de proveedores …": to ask for a thing is to add it.
      'les|le|te|os queria|queriamos|quiero',
      'hay|habria|tenemos|tendriamos|tienes que',
      'debemos|deberiamos',
      'se puede|podria|pueden|podrian',
      'seria|es posible',
      'vamos a',
      'podemos|podriamos',
      // "Haría falta agregar a las reuniones el número de asistentes": a need of an order.
      'haria|hace falta',
      'seria|es necesario',
      'conviene|convendria',
      'seria conveniente|bueno',
    ],
    orders: 'infinitive',
    asked: true,
    textOnly: true,
    examples: [
      ['¿Puedes quitar la fianza?', 'quitar la fianza'],
      ['¿Me podrías quitarla?', 'quitarla'],
      ['¿Podemos llamar Tandas a las hornadas?', 'llamar tandas a las hornadas'],
      ['Habría que añadir una entidad Donación', 'anadir una entidad donacion'],
      ['Tendríamos que llamar Socios a los vecinos', 'llamar socios a los vecinos'],
      [
        'Les quería pedir un apartado de proveedores con nombre y teléfono',
        'pedir un apartado de proveedores con nombre y telefono',
      ],
      // Not before another verb, nor before a thing.
      [
        '¿Se podría llevar un registro de reparaciones?',
        'se podria llevar un registro de reparaciones',
      ],
      ['Necesitamos la fianza', 'necesitamos la fianza'],
      [
        'Haría falta agregar a las reuniones el número de asistentes.',
        'agregar a las reuniones el numero de asistentes',
      ],
      ['Hace falta el correo', 'hace falta el correo'],
    ],
  },
  {
    id: 'you-asked',
    where: 'opening',
    phrases: ['me|nos'],
    orders: 'finite',
    asked: true,
    textOnly: true,
    examples: [
      ['¿Me añades la masa Espelta?', 'anades la masa espelta'],
      ['¿Nos quitas la fianza?', 'quitas la fianza'],
      ['Me gusta la fianza', 'me gusta la fianza'],
    ],
  },
  {
    id: 'wish-you',
    where: 'opening',
    phrases: [
      'quiero|queremos|quisiera|quisieramos|necesito|necesitamos|querria|preferiria que',
      'me|nos gustaria que',
      'te|os pido que',
    ],
    orders: 'finite',
    textOnly: true,
    examples: [
      [
        'Quiero que crees Reparaciones con herramienta y fecha',
        'crees reparaciones con herramienta y fecha',
      ],
      // Before no order, the wish alone is the span wish-opening.
      ['Quiero que la fianza sea opcional', 'la fianza sea opcional'],
    ],
  },
  {
    id: 'impersonal-se',
    where: 'opening',
    phrases: ['que? se'],
    before: [
      'renombre',
      'elimine',
      'quite',
      'borre',
      'cambie',
      'anada',
      'agregue',
      'cree',
      'incorpore',
      'renombren',
      'eliminen',
      'quiten',
      'borren',
      'cambien',
      'anadan',
      'agreguen',
      'creen',
      'incorporen',
      'renombrara',
      'eliminara',
      'quitara',
      'borrara',
      'cambiara',
      'anadiera',
      'agregara',
      'incorporara',
      'creara',
    ],
    textOnly: true,
    examples: [
      ['Que se renombre la entidad Vecinos como Socios', 'renombre la entidad vecinos como socios'],
      ['Que se pueda elegir el estado', 'que se pueda elegir el estado'],
    ],
  },
  {
    id: 'something-like',
    where: 'anywhere',
    // "… por algo más claro, tipo 'En activo desde'": the example is the new name.
    phrases: [
      'algo mas? claro|corto|sencillo|normal|facil|entendible|bonito? ,tipo|como',
      'algo mas? claro|corto|sencillo|normal|facil|entendible|bonito? ,por ejemplo',
      'algo mas? claro|corto|sencillo|normal|facil|entendible|bonito? ,algo como',
      'algo mas? claro|corto|sencillo|normal|facil|entendible|bonito? ,del estilo de',
    ],
    textOnly: true,
    examples: [
      [
        "¿Podemos cambiar 'Colegiado desde' por algo más claro, tipo 'En activo desde'?",
        'cambiar colegiado desde por en activo desde',
      ],
      ['Cambia Cuota por algo más corto como Pago', 'cambia cuota por pago'],
      // Something said alone is no new name's example.
      ['Añade algo más claro', 'anade algo mas claro'],
    ],
  },
  {
    id: 'pronoun-modal',
    where: 'anywhere',
    phrases: [
      // (You, or we: «los puede cambiar cualquiera» says who may, it asks for nothing.)
      'me|nos? lo|la|los|las|le|les podeis|podriais|podrias|puedes|podes|podriamos|podemos',
      'lo|la|los|las|le|les hay|habria que',
      // Only in a question after the thing it points at: "El móvil, ¿me lo añades?".
      'me|nos? lo|la|los|las|le|les',
    ],
    orders: 'proclitic',
    textOnly: true,
    examples: [
      [
        '¿El Nº de carné lo podéis llamar Número de socio?',
        'el nº de carne llamar numero de socio',
      ],
      ['La raza la podéis quitar', 'la raza quitar'],
      // A question after a comma that names the thing: the order that points back at it.
      ['El peso, ¿lo puedes dejar opcional?', 'el peso dejar opcional'],
      [
        'El barrio de los equipos, ¿le podés cambiar el nombre a Localidad?',
        'el barrio de los equipos cambiar el nombre a localidad',
      ],
      ['Mejor así. ¿Lo podéis cambiar?', 'mejor asi cambiar'],
      ['El móvil, ¿me lo añades?', 'el movil anades'],
      ['La raza me la quitas y ya', 'la raza me la quitas y ya'],
      [
        'Cada reunión la organiza un socio, ¿lo podés agregar?',
        'cada reunion la organiza un socio lo podes agregar',
      ],
      // Not before an order, nor said of someone else.
      ['Las fotos las podemos ver todos', 'las fotos las podemos ver todos'],
      ['Los ensayos los puede cambiar cualquiera', 'los ensayos los puede cambiar cualquiera'],
    ],
  },
  {
    id: 'modal-pointing',
    where: 'anywhere',
    phrases: [
      'hay|habria|habra que',
      'hace|haria falta',
      'conviene|convendria',
      'seria bueno|mejor|necesario|conveniente',
      'es necesario',
      'se debe|deberia|deben|deberian',
      'debemos|deberiamos',
      'tenemos|tendriamos que',
      'me|nos? podrias|podeis|podriais|podria|podrian|puedes|puede|pueden',
      'podriamos|podemos',
      'haga|hagan|haz|hazme|haced|hagame|haganme|hacedme usted|ustedes? el favor de',
    ],
    orders: 'pointing',
    textOnly: true,
    examples: [
      [
        'Los árbitros, que al final no usamos, habría que quitarlos de la aplicación.',
        'los arbitros que no usamos quitarlos de la aplicacion',
      ],
      [
        'El compositor de las obras, ¿podríamos llamarlo Autor?',
        'el compositor de las obras llamarlo autor',
      ],
      ['Los socios, habría que llamar a todos', 'los socios habria que llamar a todos'],
      [
        'La convocatoria de los ensayos ya no la necesitamos; hágame el favor de suprimirla.',
        'la convocatoria de los ensayos ya no la necesitamos suprimirla',
      ],
    ],
  },
  {
    id: 'thanks',
    where: 'closing',
    phrases: [
      'muchas|mil? gracias',
      'muchas|mil? gracias de antemano',
      'muchas|mil? gracias por todo',
      'un saludo|abrazo',
      'saludos cordiales?',
    ],
    text: true,
    examples: [
      ['añade un tipo a las herramientas. Gracias', 'anade un tipo a las herramientas'],
      ['añade un tipo a las herramientas, ¡muchas gracias!', 'anade un tipo a las herramientas'],
      ['quita la fianza gracias de antemano', 'quita la fianza'],
      ['Quita la fianza. Un saludo.', 'quita la fianza'],
    ],
  },
  {
    // A list removed "with all its data": what removing a list does anyway (it is confirmed).
    id: 'with-all-its-data',
    where: 'anywhere',
    phrases: [
      'con todo y sus datos',
      'con todos sus datos',
      'con todos sus registros',
      'con sus datos',
      'con todo lo que tiene|tienen adentro|dentro?',
    ],
    text: true,
    examples: [
      ['borra la lista de bonos con sus datos', 'borra la lista de bonos'],
      ['Borrá Productos con todo lo que tiene adentro', 'borra productos'],
      ['borren la lista de mesas con todo y sus datos', 'borren la lista de mesas'],
    ],
  },
  {
    id: 'when-you-can',
    where: 'closing',
    phrases: [
      'si no es molestia',
      'si no te|les|os importa',
      'si puedes|podeis|pueden|puede|podes',
      'si es posible',
      'si se puede',
      'cuando puedas|podais|puedan|pueda',
      'y ya esta',
      'y listo',
      'y nada mas',
      'nada mas',
      'eso es todo',
    ],
    text: true,
    examples: [
      ['Renombra Herramienta a Utensilio y ya está', 'renombra herramienta a utensilio'],
      ['quita la fianza cuando puedas', 'quita la fianza'],
      ['quita la fianza, si no os importa', 'quita la fianza'],
    ],
  },
  {
    id: 'reason-before',
    where: 'reasonBefore',
    phrases: ['asi que', 'por eso', 'por lo que', 'de modo que'],
    examples: [
      [
        'ya no atendemos conejos, así que el estado de la cita puede ser también perdida',
        'el estado de la cita puede ser tambien perdida',
      ],
      // A request that points back with a pronoun ("quítalas") is about what was said before.
      [
        'Las bicis las hemos donado, así que quítalas',
        'las bicicletas las hemos donado asi que quitalas',
      ],
    ],
  },
  {
    id: 'reason-after',
    where: 'reasonAfter',
    phrases: ['porque', 'ya que', 'que me lo', 'que nos lo', 'que asi', 'que a veces', 'que hay'],
    examples: [
      [
        'el precio de las tartas lo quiero como texto, que hay tartas a consultar',
        'el precio de las tartas lo quiero como texto',
      ],
      [
        'añade el tamaño a los peludos con opciones pequeño y grande porque me lo piden',
        'anade el tamano a los peludos con opciones pequeno y grande',
      ],
      [
        'añade el tamaño a los peludos con opciones pequeño y grande, que me lo ha pedido mi socia',
        'anade el tamano a los peludos con opciones pequeno y grande',
      ],
      [
        'lo de las páginas cámbialo a texto que a veces ponemos unas 300',
        'lo de las paginas cambialo a texto',
      ],
    ],
  },
  {
    // What the change lets the writer do, after it, with no comma («… así los llamo cuando
    // falta uno», «… así sabemos quién pagó»): a purpose, never part of a name. Not «así que»
    // (what follows is the request), nor a clause that asks for something of its own.
    id: 'so-that',
    where: 'reasonAfter',
    phrases: [
      'asi lo|la|los|las|le|les|me|nos|se|te',
      'asi puedo|podemos|sabemos|sabre|veo|vemos|tengo|tenemos',
    ],
    bare: true,
    lastClause: true,
    firstPerson: true,
    text: true,
    examples: [
      [
        'che, agregale el celular a los jugadores así los llamo cuando falta uno',
        'agregale el celular a los jugadores',
      ],
      ['añade quién pagó a los gastos así sabemos a quién cobrar', 'anade quien pago a los gastos'],
      ['quita la foto así que pon el email', 'quita la foto asi que pon el email'],
      ['añade el email así lo cambias tú', 'anade el email asi lo cambias tu'],
    ],
  },
  {
    id: 'because',
    where: 'reasonAfter',
    phrases: ['porque', 'ya que', 'puesto que', 'dado que'],
    bare: true,
    lastClause: true,
    text: true,
    examples: [
      ['quita la fianza ya que nadie la paga', 'quita la fianza'],
      ['quita la fianza, puesto que nadie la paga.', 'quita la fianza'],
    ],
  },
  {
    // What a yes/no means, said again after it ("si está agradecida, o sea si ya le dimos las
    // gracias"); never "o sea" before another name, which corrects the first.
    id: 'that-is-if',
    where: 'reasonAfter',
    phrases: ['o sea si', 'es decir si'],
    lastClause: true,
    text: true,
    examples: [
      [
        'En cada cita quiero marcar si está cobrada, o sea si ya nos pagaron',
        'en cada cita quiero marcar si esta cobrada',
      ],
    ],
  },
  {
    // What the owner's people will do with it, said after the request with a pronoun that
    // points back at it ("… en cada ensayo para que se la descarguen", "…, para que lo vean los
    // padres"): a purpose, never part of a name. ("un campo para que el cliente diga su
    // alergia" keeps its purpose: no pronoun, it says what the field is.)
    id: 'purpose-pointing-back',
    where: 'reasonAfter',
    phrases: ['para que se|me|te|nos|os? lo|la|los|las|le|les', 'para que se|lo|la|los|las|le|les'],
    bare: true,
    lastClause: true,
    text: true,
    examples: [
      [
        'sube la partitura en PDF a cada ensayo para que se la descarguen',
        'sube la partitura en pdf a cada ensayo',
      ],
      [
        'añade una foto a cada mascota, para que la reconozcan en recepción',
        'anade una foto a cada mascota',
      ],
    ],
  },
  {
    // What the owner will send the people of a record, said after the request ("…, pa
    // mandarles una promo", "… para felicitarlos"): a purpose, never a field of its own
    // («Promo»). Only verbs of writing to someone with the pronoun that points at them.
    id: 'purpose-writing-to-them',
    where: 'reasonAfter',
    phrases: [
      'para|pa mandarles|mandarle|enviarles|enviarle|escribirles|escribirle|avisarles|avisarle|recordarles|recordarle|felicitarlos|felicitarlas|felicitarles|felicitarlo|felicitarla',
    ],
    lastClause: true,
    text: true,
    examples: [
      [
        'añade el cumpleaños de los clientes, pa mandarles una promo',
        'anade el cumpleanos de los clientes',
      ],
      [
        'añade la fecha de nacimiento a las mascotas, para felicitarlas',
        'anade la fecha de nacimiento a las mascotas',
      ],
      // Without a mark it may run on into another request («… pues pa felicitarles y el dni
      // también que sea obligatorio»): left to the rest of the reader.
      [
        'añade la fecha de nacimiento a las mascotas pa felicitarlas y quita la raza',
        'anade la fecha de nacimiento a las mascotas para felicitarlas y quita la raza',
      ],
      // A purpose that says what the field is stays.
      [
        'añade un campo para mandar la factura a los clientes',
        'anade un campo para mandar la factura a los clientes',
      ],
    ],
  },
  {
    // Big pictures after a comma, closing a wish for cards: how cards look, nothing to change.
    id: 'big-pictures-end',
    where: 'end',
    phrases: ['con las? fotos|imagenes grandes|grandotas|grandotes|enormes|grandecitas'],
    text: true,
    examples: [
      [
        'Que las listas se vean como tarjetas, con fotos grandotas',
        'que las listas se vean como tarjetas',
      ],
      // Not after a mark: part of what is asked.
      ['Crea Galerías con fotos grandes', 'crea galerias con fotos grandes'],
    ],
  },
  {
    // «mejor» closing an order: the owner prefers it so ("Platillos que se llame Menú mejor").
    id: 'better-closing',
    where: 'closing',
    phrases: ['mejor'],
    text: true,
    examples: [
      ['Platillos que se llame Menú mejor', 'platillos que se llame menu'],
      ['quita la fianza mejor', 'quita la fianza'],
    ],
  },
  {
    // «…, agréguela nomás», «… que se llame 'Bicicletas' nomás, es más corto», «… Electricidad
    // po»: a regional tag (Chile, Mexico: "just") that closes what was said; never «ya no más»
    // (no longer), never inside a clause («no más de tres»).
    id: 'regional-tag',
    where: 'anywhere',
    phrases: ['nomas', 'no mas', 'po'],
    beforeMark: true,
    notAfter: ['ya'],
    text: true,
    examples: [
      [
        'en las bicis falta la talla XL, agréguela nomás',
        'en las bicicletas falta la talla xl agreguela',
      ],
      ['A los guías llámelos Instructores no más', 'a los guias llamelos instructores'],
      [
        'La fianza de las herramientas, quitala nomás, al final no cobramos nada po',
        'la fianza de las herramientas quitala al final no cobramos nada',
      ],
      ['Los socios ya no más', 'los socios ya no mas'],
      ['que no haya no más de tres turnos', 'que no haya no mas de tres turnos'],
    ],
  },
  {
    // «Quiero que la fianza sea opcional», «Me gustaría que Vecinos pasara a llamarse Usuarios»:
    // the wish that opens the message, for the clause reader (the grammar reads its own
    // openings, `asking`).
    id: 'wish-opening',
    where: 'opening',
    phrases: [
      'quiero|queremos|quisiera|quisieramos|necesito|necesitamos que',
      'me|nos gustaria que',
    ],
    // «Me gustaría que fuera morada»: «que fuera» is read whole («sea»), never «fuera» (out).
    notBefore: ['fuera', 'fuese', 'fueran', 'fuesen'],
    textOnly: true,
    examples: [
      ['Quiero que la fianza sea opcional', 'la fianza sea opcional'],
      ['Me gustaría que Vecinos pasara a llamarse Usuarios', 'vecinos pasara a llamarse usuarios'],
      ['Quiero la fianza opcional', 'quiero la fianza opcional'],
    ],
  },
  {
    // «Ponedla en verde, que es el color de la clínica, y con el menú a la izquierda», «Póngala
    // negra con rojo, como el logo del gym, y …»: said in passing, between commas.
    id: 'in-passing',
    where: 'anywhere',
    phrases: [
      ',que es|son el|la|los|las color|colores de|del *',
      ',como el|la|los|las logo|logos|escudo|escudos|web|marca|marcas|uniforme|uniformes|camiseta|camisetas de|del *',
    ],
    beforeMark: true,
    text: true,
    examples: [
      [
        'Ponedla en verde, que es el color de la clínica, y con el menú a la izquierda.',
        'ponedla en verde y con el menu a la izquierda',
      ],
      [
        'Póngala negra con rojo, como el logo del gym, y con un tablero al entrar',
        'pongala negra con rojo y con un tablero al entrar',
      ],
      ['Pon el color de la clínica', 'pon el color de la clinica'],
    ],
  },
  {
    // «en los peludos que ponga también si es apto con gatos como lo de los niños»: a closing
    // comparison only points at another field.
    id: 'like-the-other',
    where: 'closing',
    phrases: ['como|igual que? lo|el|la|los|las de|del *'],
    text: true,
    examples: [
      [
        'en los peludos que ponga también si es apto con gatos como lo de los niños',
        'en los peludos que ponga tambien si es apto con gatos',
      ],
    ],
  },
  {
    // «… que no los vea nadie de fuera»: outsiders, never «fuera» (out) as an order.
    id: 'from-outside',
    where: 'anywhere',
    phrases: ['de fuera'],
    after: ['nadie', 'gente', 'persona', 'personas'],
    text: true,
    examples: [
      [
        'Los ensayos en privado, que no los vea nadie de fuera',
        'los ensayos en privado que no los vea nadie',
      ],
      ['La raza de fuera', 'la raza de fuera'],
    ],
  },
  {
    // «… añade teatro bueno y novela negra también», «… que se llamen doctores vale que aquí
    // todo el mundo dice doctor»: a spoken filler before «y» or «que» says nothing.
    id: 'spoken-filler',
    where: 'anywhere',
    phrases: ['bueno|vale|vaya'],
    before: ['y', 'e', 'que'],
    inClause: true,
    text: true,
    examples: [
      [
        'el género añade teatro bueno y novela negra también',
        'el genero anade teatro y novela negra tambien',
      ],
      // After a mark it opens what follows.
      ['Quita la fianza, bueno y la raza', 'quita la fianza bueno y la raza'],
    ],
  },
  {
    // «la merienda eso fuera», «la descripción eso sobra que nadie la lee»: «eso» points back
    // at what was just named.
    id: 'that-one',
    where: 'anywhere',
    phrases: ['eso'],
    before: [
      'fuera',
      'sobra',
      'sobran',
      'quitalo',
      'quitala',
      'borralo',
      'borrala',
      'eliminalo',
      'eliminala',
    ],
    inClause: true,
    text: true,
    examples: [
      ['la merienda eso fuera', 'la merienda fuera'],
      ['quita eso', 'quita eso'],
    ],
  },
  {
    // The same tag closing the message once what closes it is set aside («… agréguela nomás y
    // ya está»).
    id: 'regional-tag-closing',
    where: 'closing',
    phrases: ['nomas', 'no mas', 'po'],
    notAfter: ['ya'],
    text: true,
    examples: [
      [
        'en las bicis falta la talla XL, agréguela nomás y ya está',
        'en las bicicletas falta la talla xl agreguela',
      ],
      ['Los socios ya no más', 'los socios ya no mas'],
    ],
  },
  {
    // «Sacale En reparación al estado, bo, nunca lo usamos»: a filler between two commas says
    // nothing (Uruguay «bo», Argentina «che», Chile «po»).
    id: 'filler-between-commas',
    where: 'anywhere',
    phrases: [',bo|che|po|pues|vale|bueno|eh|mira|oye'],
    beforeMark: true,
    text: true,
    examples: [
      [
        'Sacale En reparación al estado de las herramientas, bo, nunca lo usamos.',
        'sacale en reparacion al estado de las herramientas nunca lo usamos',
      ],
      ['Quita la fianza, pues ya no la cobramos', 'quita la fianza pues ya no la cobramos'],
    ],
  },
  {
    // «La fianza al final no la cobramos nunca, sacala …»: «al final», «la verdad» before a
    // negation say nothing of the thing.
    id: 'after-all-not',
    where: 'anywhere',
    phrases: ['al final', 'la verdad', 'en realidad', 'de momento', 'por ahora'],
    before: ['no'],
    inClause: true,
    text: true,
    examples: [
      [
        'La fianza al final no la cobramos nunca, sacala de las herramientas.',
        'la fianza no la cobramos nunca sacala de las herramientas',
      ],
      ['Quita la fianza al final', 'quita la fianza al final'],
      // After a mark it opens a reason of its own.
      ['Quita la fianza, al final no la cobramos', 'quita la fianza al final no la cobramos'],
    ],
  },
  {
    // «…, si no luego no hay a quién cobrarle»: what happens otherwise, a reason (never «si no
    // es …», a condition).
    id: 'otherwise-after',
    where: 'reasonAfter',
    phrases: ['si no luego|despues|pues'],
    lastClause: true,
    text: true,
    examples: [
      [
        'Que el teléfono del cliente sea obligatorio, si no luego no sabemos de quién es',
        'que el telefono del cliente sea obligatorio',
      ],
      [
        'Que el teléfono sea obligatorio, si no es un cliente nuevo',
        'que el telefono sea obligatorio si no es un cliente nuevo',
      ],
    ],
  },
  {
    id: 'asked-by',
    where: 'reasonAfter',
    phrases: [
      'que me|nos lo|la|los|las ha|han|habia|habian pedido',
      'que me|nos lo|la|los|las pide|piden',
    ],
    lastClause: true,
    text: true,
    examples: [
      [
        'Quítalo de los clientes, por favor, que me lo ha pedido mi socia',
        'quitalo de los clientes',
      ],
      ['quita la fianza, que nos la piden los socios', 'quita la fianza'],
    ],
  },
];

/**
 * Each currency a money field may be in (kit/definition.ts), as owners name it (folded): the
 * first is how the reader says it back. «pesos» alone is any peso: the app's own, if it is one.
 */
export const CURRENCY_NAMES: Readonly<Record<string, readonly string[]>> = {
  EUR: ['euros', 'euro'],
  USD: ['dolares', 'dolar', 'dolares americanos', 'dolares estadounidenses'],
  MXN: ['pesos mexicanos', 'peso mexicano'],
  COP: ['pesos colombianos', 'peso colombiano'],
  ARS: ['pesos argentinos', 'peso argentino'],
  CLP: ['pesos chilenos', 'peso chileno'],
  PEN: ['soles', 'sol', 'soles peruanos'],
  DOP: ['pesos dominicanos', 'peso dominicano'],
  GTQ: ['quetzales', 'quetzal'],
  UYU: ['pesos uruguayos', 'peso uruguayo'],
  BOB: ['bolivianos', 'boliviano'],
  PYG: ['guaranies', 'guarani'],
  CRC: ['colones', 'colon'],
  HNL: ['lempiras', 'lempira'],
  NIO: ['cordobas', 'cordoba'],
};
/** How each currency is said back to the owner, with its accents. */
export const CURRENCY_SAID: Readonly<Record<string, string>> = {
  EUR: 'euros',
  USD: 'dólares',
  MXN: 'pesos mexicanos',
  COP: 'pesos colombianos',
  ARS: 'pesos argentinos',
  CLP: 'pesos chilenos',
  PEN: 'soles',
  DOP: 'pesos dominicanos',
  GTQ: 'quetzales',
  UYU: 'pesos uruguayos',
  BOB: 'bolivianos',
  PYG: 'guaraníes',
  CRC: 'colones',
  HNL: 'lempiras',
  NIO: 'córdobas',
};
/** The peso currencies: «en pesos» is the app's own when it is one of them. */
export const PESO_CURRENCIES: readonly string[] = ['MXN', 'COP', 'ARS', 'CLP', 'DOP', 'UYU'];
/**
 * The words that may stand around a currency in a request about the app's amounts («que los
 * precios salgan en soles», «pon todo en euros»): anything else (a field to add, a list) is
 * another request, read elsewhere.
 */
export const CURRENCY_TALK: ReadonlySet<string> = new Set(
  (
    'pon poned ponga pongan ponme ponlo ponlos ponlas quiero queremos quisiera necesito que se ' +
    'esten este sean sea salgan salga aparezcan aparezca muestren muestre muestra vean vea ' +
    'cambia cambiad cambie cambien pasa pasad pase pasen cambiar pasar poner mostrar ver ' +
    'el la los las lo todos todas todo de del mi mis la app aplicacion en a por favor porfa ' +
    'ya ahora mejor me gustaria tambien y precios precio importes importe montos monto ' +
    'cantidades cantidad costes coste costos costo tarifas tarifa cuotas cuota pagos pago ' +
    'cobros dinero moneda cifras valores cuentas'
  ).split(' '),
);

/**
 * What a new name (of a field, a list, or a rename) never is, whoever read it (decision 0288):
 * a filler or a pronoun («… se llaman como quieren», «renombra mascotas a eso»), a type or a
 * word for a field or a list with no name of its own («un sí o no», «una tabla»), or a clause
 * («Como quieren», «Lo que sea»). The reading is refused as not understood, never shown as a
 * change. `whole`: the name, folded, is one of these; `opens`: the name, lower case with the
 * accents as written (a «Cómo llegó» with its accent is a name), opens with one of these words.
 * Each entry's `examples` must be refused and its `counterExamples` read with the name given
 * (`change-reader.test.ts`).
 */
export interface NotANewName {
  id: string;
  whole?: readonly string[];
  opens?: readonly string[];
  /** The name holds one of these words after its first (lower case, accents as written). */
  holds?: readonly string[];
  /** Only the name of a new list (a field «Lista de precios» is a name). */
  onlyList?: true;
  /** [definition, instruction]: refused. */
  examples: [string, string][];
  /** [definition, instruction, the name read]. */
  counterExamples: [string, string, string][];
}

export const NOT_A_NEW_NAME: readonly NotANewName[] = [
  {
    id: 'filler-or-pronoun',
    whole: [
      'asi',
      'eso',
      'esto',
      'aquello',
      'ello',
      'ellos',
      'ella',
      'ellas',
      'el',
      'algo',
      'nada',
      'todo',
      'cosa',
      'otra cosa',
      'cualquier cosa',
      'mismo',
      'misma',
      'lo mismo',
      'igual',
      'otro',
      'otra',
      'lo que sea',
      'cualquiera',
      'uno',
      'una',
      'esas cosas',
      'esas',
      'esos',
      'estas cosas',
      'cosas',
      'otras cosas',
      'etc',
      'etcetera',
    ],
    examples: [
      ['veterinaria', 'renombra mascotas a eso'],
      ['veterinaria', 'las mascotas ahora se llaman ellos'],
      ['veterinaria', 'las mascotas ahora se llaman así'],
      ['veterinaria', 'renombra mascotas a otra cosa'],
      ['veterinaria', 'que la raza se llame lo mismo'],
      ['veterinaria', 'Necesito llevar los tratamientos: cada uno con su mascota y el medicamento'],
    ],
    counterExamples: [
      ['veterinaria', 'renombra mascotas a Pacientes', 'Paciente'],
      ['veterinaria', 'que la raza se llame Linaje', 'Linaje'],
    ],
  },
  {
    id: 'clause',
    // (A purpose with a verb of filling a field in, «un campo para subir el certificado», or
    // that verb itself, «Elegir el tipo de consulta», says what the field is for, never its
    // name; «Para llevar», «Para regalar» are names. A relative «que» or an order inside it:
    // «Tarjetas que se sacan», «En especialidad añade Ortodoncia».)
    opens: [
      'como',
      'lo que',
      'lo de',
      'según',
      'segun',
      'cada uno',
      'cada una',
      'en el',
      'en la',
      'en los',
      'en las',
      'para subir',
      'para poner',
      'para guardar',
      'para apuntar',
      'para anotar',
      'para escribir',
      'para meter',
      'para cargar',
      'para adjuntar',
      'para elegir',
      'para marcar',
      'elegir',
      'escoger',
      'seleccionar',
      'poner',
      'apuntar',
      'anotar',
      'elija',
      'escoja',
    ],
    holds: ['que', 'añade', 'agrega', 'quita', 'borra', 'elimina', 'renombra', 'me', 'te', 'nos'],
    examples: [
      ['veterinaria', 'los clientes ahora se llaman como quieren'],
      ['veterinaria', 'que las mascotas se llamen como el dueño quiera'],
      ['veterinaria', 'los clientes ahora se llaman como yo quiera'],
      ['escuela_musica', '¿me regala un campo para subir el certificado de la EPS de cada alumno?'],
      [
        'veterinaria',
        'cuando doy de alta una cita quiero elegir el tipo de consulta: revisión, urgencia o vacunación',
      ],
    ],
    counterExamples: [
      ['veterinaria', 'los clientes ahora se llaman Socios', 'Socio'],
      ['veterinaria', 'añade a los clientes un campo Cómo nos conoció', 'Cómo nos conoció'],
      ['panaderia', 'añade a los encargos un sí o no que diga Para regalar', 'Para regalar'],
    ],
  },
  {
    // «crea una lista de Proveedores»: a list of proveedores is named «Proveedor», never «Lista
    // de Proveedores».
    id: 'list-word-in-list-name',
    opens: ['lista de', 'listado de', 'tabla de'],
    onlyList: true,
    examples: [['panaderia', 'crea una lista de Proveedores']],
    counterExamples: [
      ['panaderia', 'crea una lista de proveedores con nombre', 'Proveedor'],
      ['panaderia', 'añade a los productos una lista de precios', 'Lista de precios'],
    ],
  },
  {
    id: 'type-or-field-word',
    whole: [
      'si o no',
      'si/no',
      'si no',
      'campo',
      'columna',
      'dato',
      'tabla',
      'lista',
      'desplegable',
      'casilla',
      'opcion',
      'opciones',
      'texto libre',
      'pdf',
      'en pdf',
    ],
    examples: [
      ['albergue_camino', 'Añade a las reservas un sí o no'],
      ['veterinaria', 'añade una lista a las mascotas'],
      ['taller_ceramica', 'En los cursos quiero poder subir el programa como archivo, en PDF'],
    ],
    counterExamples: [
      [
        'veterinaria',
        'añade a las mascotas un sí o no que se llame Necesita bozal',
        'Necesita bozal',
      ],
      ['veterinaria', 'añade la fecha de vacunación a las mascotas', 'Fecha de vacunación'],
    ],
  },
];
