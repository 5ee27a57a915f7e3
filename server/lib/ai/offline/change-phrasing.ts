// Phrasings the change reader rewrites before reading (issue 27, fourth pass, decision 0180):
// an owner who describes a need ("necesito saber el teléfono de cada cliente"), writes
// formally ("Les agradecería que…"), types in a hurry ("q", "tb", "xfa"), gives context first
// ("…, así que…") or says a rename as "cambia X por Y". Each rewrite turns the phrasing into
// one the reader already reads with its usual checks (names must resolve, one target, no
// guessing): a rewrite never names a target itself, so what the reader does not resolve is
// still refused.

import {
  COLOURS,
  ENTITY_WORDS,
  FIELD_WORDS,
  LAYOUT_WORDS,
  RULE_PATTERNS,
  THEME_WORDS,
  TYPE_WORDS,
  verbIntent,
  wordPattern,
} from './change-lexicon.ts';
import { analyze, fold, pluralize } from './morphology.ts';

/** What loose() wrote for each pattern, by flags then source (many are asked per call). */
const looseSources = new Map<string, Map<string, string>>();
const looseStateless = new Map<string, Map<string, RegExp>>();

/** A pattern written without accents that also matches the accented letters. */
function loose(source: string, flags = 'iu'): RegExp {
  // A global or sticky pattern keeps where it stopped (lastIndex): each caller gets its own.
  const stateful = flags.includes('g') || flags.includes('y');
  let known = looseStateless.get(flags);
  if (!stateful) {
    const re = known?.get(source);
    if (re) return re;
  }
  let sources = looseSources.get(flags);
  if (!sources) {
    sources = new Map();
    looseSources.set(flags, sources);
  }
  let out = sources.get(source);
  if (out === undefined) {
    out = looseSource(source);
    sources.set(source, out);
  }
  const re = new RegExp(out, flags);
  if (!stateful) {
    if (!known) {
      known = new Map();
      looseStateless.set(flags, known);
    }
    known.set(source, re);
  }
  return re;
}

function looseSource(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\' && source[i + 1] === 'b') {
      // A word boundary that knows accented letters ("colocá", "añadí").
      out += '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';
      i++;
      continue;
    }
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '[') inClass = true;
    if (c === ']') inClass = false;
    const accented: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'úü', n: 'ñ' };
    out += !inClass && accented[c] ? `[${c}${accented[c]}]` : c;
  }
  return out;
}

/** Context before the request: "Llevo un tiempo…, así que quiero que…" keeps what follows. */
const CONTEXT_THEN = loose(
  '^[^]*?(?:[,.;]\\s*|\\s+)(?:asi que|por eso|por lo que|de modo que|de manera que)[,]?\\s+(?=\\S)',
);
/** A wish that opens a sentence (a sentence that holds one is no trailing remark). */
const WISH =
  '(?:estaria bien|habria que|hay que|necesit\\w*|quiero|queremos|quisiera|me gustaria|nos gustaria|seria bueno|convendria|deberia\\w*)';

const TRAILING_YES_NO = loose('\\s*,\\s*(?:si o no|si/no)\\s*$');
const NEGATED = loose('^(?:no|nunca|tampoco|ni)\\b');

/** "Armá una entidad Sanción con …", "ármame una tabla de …": to build is to create. */
const BUILD = loose(
  '\\b(?:arma|armad|armame|arme|armeme|monta|montad|montame|monte|abre|abrid|abrime|abreme|abra|abrame|habilita|habilitad|habilite|prepara|preparad|prepare|preparame)\\s+(?=(?:una|un)\\s+(?:entidad|tabla|ficha|apartado|seccion|lista|registro|listado)\\b)',
  'giu',
);
const NEW_THING_AFTER_COLON = loose(
  '^[^:.;]*?:\\s*(?:(?:un|una) (?:ficha|tabla|entidad|lista|listado|apartado|seccion|registro) (?:de |llamad[oa] |que se llame )?|(?:algo|una cosa) (?:que se llame|llamad[oa]) )(\\p{L}+),? con\\s+',
);
const NEW_NAMED_COLON = loose(
  '^(?:(?:una? )?nuev[oa] (?:ficha|tabla|entidad|lista|listado|apartado|seccion|registro|pantalla)|(?:ficha|tabla|entidad|lista|listado|apartado|seccion|registro|pantalla) nuev[oa])(?: de| llamad[oa])? (\\p{L}+):\\s*(?=\\S)',
);
const NEED_THEN_CREATE = loose(
  '^(?:necesit\\p{L}*|vamos a necesitar|nos hace falta|hace falta|queremos|quiero)\\b[^.;:!?]*[.;!]\\s+(?=crea\\b)',
);
/** "que le pongamos el teléfono", "que quitemos la foto": we-forms of a request, as an order. */
const WE_FORMS: Record<string, string> = {
  pongamos: 'pon',
  anadamos: 'añade',
  agreguemos: 'agrega',
  metamos: 'mete',
  incluyamos: 'incluye',
  quitemos: 'quita',
  saquemos: 'saca',
  borremos: 'borra',
  eliminemos: 'elimina',
  cambiemos: 'cambia',
  renombremos: 'renombra',
  creemos: 'crea',
  hagamos: 'haz',
};
const WE_FORM = loose(
  '^(?:que )?(?:(le|les) )?(pongamos|anadamos|agreguemos|metamos|incluyamos|quitemos|saquemos|borremos|eliminemos|cambiemos|renombremos|creemos|hagamos)\\b',
);
/** "que los coristas puedan consultar los ensayos, pero que solo yo pueda crearlos": catálogo. */
const SEE_BUT_ONLY_I = loose(
  '^(?:que )?(?:los|las) [^,]+? (?:puedan|pueden|pudieran|podran) (?:ver|consultar|mirar|leer) (los|las) ([^,]+?),? pero (?:que )?solo (?:yo|nosotros) (?:pueda|pudiera|podamos|pueda yo) (?:crear|anadir|agregar|editar|modificar|cambiar|tocar|meter|poner)(?:los|las)?$',
);
/**
 * "Los partidos deberían poder verlos todos, pero que solo yo pueda añadirlos", "los ensayos
 * que los vean todos pero solo yo los cambie": the thing first, seen by all, changed by one.
 */
const ALL_SEE_ONLY_I = loose(
  '^(?:que )?(los|las) ([^,]+?),? (?:que )*(?:(?:deberian|deben|tendrian que|tienen que) )?(?:poder )?(?:verl[oa]s|l[oa]s vean|l[oa]s puedan ver|puedan verl[oa]s|l[oa]s pueda ver) (?:todos|todo el mundo|cualquiera),? (?:pero|aunque) (?:que )?solo (?:yo|nosotros) (?:l[oa]s )?(?:pueda |podamos |pudiera )?(?:cre|anad|agreg|edit|modific|cambi|toc|met|pon|escrib)\\p{L}*(?: (?:o|y) (?:cre|anad|agreg|edit|modific|cambi|toc|met|pon|escrib)\\p{L}*)?[.!]*$',
);
/** "los voluntarios se apuntan en un papel … y es un caos, que los paseos los pueda añadir cualquiera". */
/** Any form of a verb of change ("pongamos", "quitemos", "añadiríamos"): never a story. */
const CHANGE_STEMS =
  /\b(?:pon|pong|pus|anad|agreg|quit|borr|elimin|cambi|renombr|cre[ae]|sac|saqu|met|inclu|suprim)\p{L}*/u;
const LEAD_THEN_CREATE =
  /^([^:.;]+):\s*(?=(?:[Cc]rea|[Cc]read|[Cc]ree|[Aa]grega|[Aa]gregad|[Aa]gregue|[Aa]ñade|[Aa]ñadid|[Aa]ñada)\s+\p{Lu})/u;
const LEAD_THEN_CREATE_WITH = loose(
  '^([^:.;]+):\\s*(?=(?:crea|cread|cree|crear|creen)\\s+\\p{L}+\\s+con\\s)',
);

/**
 * "En los equipos, quita la categoría Veteranos", "En las reseñas, añade las páginas leídas":
 * where first, then one order that adds or removes, reads as the order with where after it.
 */
const WHERE_FIRST = loose(
  '^en (?:(el|la|los|las) )?([^,;:]+?),? (anade|agrega|pon|mete|incluye|quita|borra|elimina|saca|renombra|cambia) ([^,;:.!?]+?)[.!]*$',
);

function whereAfter(
  text: string,
  isEntity: (phrase: string) => boolean,
  isField: (phrase: string) => boolean,
): string {
  const m = WHERE_FIRST.exec(text);
  if (!m || !isEntity(m[2]!) || /\s(?:y|e)\s/u.test(` ${m[4]} `)) return text;
  const adds = /^(?:anade|agrega|pon|mete|incluye)$/u.test(fold(m[3]!));
  const article = m[1] ? `${m[1]} ` : '';
  const verb = fold(m[3]!);
  if (verb !== 'renombra' && verb !== 'cambia')
    return `${m[3]} ${m[4]} ${adds ? 'a' : 'de'} ${article}${m[2]}`;
  // "En los paseos, renombra voluntario a Paseador", "hortelanos: teléfono → Móvil" ("cambia
  // teléfono por Móvil"): the old name is the entity's own field, where it ends ("a", "como",
  // "por" may be inside a name: "enlace a la editorial").
  const ws = m[4]!.split(/\s+/u);
  for (let i = 1; i < ws.length - 1; i++) {
    if (!(verb === 'cambia' ? /^por$/u : /^(?:a|como|por)$/u).test(fold(ws[i]!))) continue;
    const old = ws.slice(0, i).join(' ');
    if (isField(`${old} de ${article}${m[2]}`))
      return `${m[3]} ${old} de ${article}${m[2]} ${ws.slice(i).join(' ')}`;
  }
  return text;
}

/**
 * "añade una entidad Donación, privada, con el importe y la fecha", "crea Donaciones privadas
 * con …", "crea una tabla pública de Propuestas con …": the new entity's rule said as an
 * adjective beside its name is the rule, said as the reader reads it after the fields.
 */
const CREATE_HEAD = loose(
  '^((?:crea|crear|anade|anadir|agrega|agregar|monta|arma|haz) (?:(?:una|un) )?(?:(?:entidad|tabla|lista|seccion|ficha|apartado) )?)([^;:]*?)(?=,? con\\b)',
);
const RULE_ADJECTIVE = loose(
  '(?:,\\s*|\\s+)(privad[oa]s?|public[oa]s?|abiert[oa]s? a todos)(?=,|\\s|$)',
  'iu',
);
const RULE_CLAUSE: Record<string, string> = {
  privad: 'y que solo lo vea yo',
  public: 'y que cualquiera pueda añadir',
  abiert: 'y que cualquiera pueda añadir',
};

/**
 * "Haz un apartado de Reparaciones con …", "Montad una lista de proveedores con …": a new
 * container named by what it holds is that new entity ("crea Reparaciones con …").
 */
const MAKE_CONTAINER = loose(
  '^(?:haz|haced|haga|hagan|hace|crea|cread|cree|creen|anade|anadid|anada|agrega|agregad|agregue)(?:me|nos)? (?:un|una) (?:nuev[oa] )?(?:apartado|seccion|lista|tabla|listado|registro|pestana|modulo|ficha|hoja|entidad) (?:de|para) (?:los |las )?(\\p{L}+)(?=,? con\\b)',
);

function entityRuleAdjective(input: string): string {
  const text = input.replace(MAKE_CONTAINER, 'crea $1');
  const m = CREATE_HEAD.exec(text);
  if (!m) return text;
  const head = m[2]!;
  const adjective = RULE_ADJECTIVE.exec(` ${head}`);
  if (!adjective) return text;
  const name = ` ${head}`.replace(RULE_ADJECTIVE, '').trim();
  if (!name) return text;
  const rule = RULE_CLAUSE[fold(adjective[1]!).slice(0, 6)];
  if (!rule) return text;
  const rest = text
    .slice(m[0].length)
    .replace(/^,\s*/u, ' ')
    .replace(/[.!]+$/u, '');
  return `${m[1]}${name}${rest} ${rule}`;
}

/**
 * Renames said by what the screen shows: "Donde pone Especialidad prefiero que ponga Área", "Lo
 * que pone Cuota al día me gustaría que pusiera Al corriente", "En la ficha de los veterinarios,
 * donde dice X que diga Y".
 */
const POINTED_NOT_NEEDED = loose(
  '^(?:(?:y|pero) )?(?:ese|esa|eso|esos|esas|este|esta|esto|estos|estas)(?: (?:dato|datos|campo|campos|apartado|parte))?,? (?:(?:me|nos|ya|no|te) )*(?:sobra|sobran|no hace falta|no hacen falta|no sirve|no sirven|no lo necesito|no lo necesitamos|no la necesito|no la necesitamos)[.!]*$',
);
/** "Parcelas → Bancales": old, arrow, new (one arrow: two are the grammar's `rename-arrows-two`). */
const ARROW_RENAME =
  /^\s*[«"']?([^,;.:→>⇒]+?)[»"']?\s*(?:→|->|=>|⇒)\s*[«"']?([^,;→>⇒]+?)[»"']?[.!]*$/u;

/** Written as a name: a capital first ("Encuentros", "«Ha venido»"). loose() matches either case. */
const capitalised = (x: string | undefined) =>
  x !== undefined && /^[\s¿«"'‘“]*[A-ZÁÉÍÓÚÑ]/u.test(x);

function renameIdioms(input: string): string {
  const text = input;
  const arrow = ARROW_RENAME.exec(text);
  // In lower case ("alta → fecha de alta") the new name must be a plain one that asks nothing
  // ("pagado → que sea obligatorio" is no name).
  if (
    arrow &&
    (capitalised(arrow[2]) ||
      (newName(arrow[2]!) &&
        asksNothing(arrow[2]!) &&
        !/^(?:que|no|ya|se|si|sin|con|a|de|en|para|por)\b/u.test(fold(arrow[2]!).trim())))
  )
    return `cambia ${arrow[1]!.trim()} por ${arrow[2]!.trim()}`;
  return text;
}

/**
 * "Nos han donado material de pintura y no sé en qué categoría meterlo. Añade Pintura y
 * Electricidad.": values to add, said alone after a sentence that names one field with options,
 * are that field's new options.
 */
const ADD_VALUES_ALONE =
  /^(?:¿\s*)?(?:[Yy] )?(?:me |nos )?(?:[Aa][ñn]ade|[Aa]grega|[Pp]on|[Mm]ete|[Ii]ncluye|[Aa][ñn]adid|[Aa]gregad|[Aa]gregá|[Aa][ñn]ades|[Aa]gregas|[Aa]gregás|[Pp]ones|[Mm]etes)(?:le|les)? ((?:[A-ZÁÉÍÓÚÑ][^,;.!?]*?)(?:(?:, | y | e )[A-ZÁÉÍÓÚÑ][^,;.!?]*?)*)[.!?]*$/u;

function valuesForNamedField(text: string, choiceField: (phrase: string) => string | null): string {
  const sentences = text.split(/(?<=[.;!?])\s+/u);
  if (sentences.length < 2) return text;
  const last = sentences[sentences.length - 1]!;
  const m = ADD_VALUES_ALONE.exec(last);
  if (!m) return text;
  const words = sentences
    .slice(0, -1)
    .join(' ')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const fields = new Set<string>();
  for (let n = 1; n <= 3; n++)
    for (let i = 0; i + n <= words.length; i++) {
      const label = choiceField(words.slice(i, i + n).join(' '));
      if (label) fields.add(label);
    }
  if (fields.size !== 1) return text;
  // "¿La posición puede ser obligatoria? ¿Y me añades Lateral?": what the sentences before ask
  // stays; only what they tell ("La posición no tiene Lateral.") goes.
  const before = sentences.slice(0, -1).join(' ');
  const order = `añade ${m[1]} a ${[...fields][0]}`;
  const f = fold(before);
  const asks = REQUIRED_WORDS.test(f) || RULE_PATTERNS.some(([re]) => re.test(f));
  return asks ? `${before} ${order}.` : order;
}

/**
 * "Los ensayos ahora los puede cambiar cualquiera; que solo yo pueda crearlos": how the thing is
 * now, then the wish about it; the wish is read with the thing named before.
 */
const NOW_THEN_WISH = loose(
  '^((?:el|la|los|las) [^,;.]+?),? ahora (?:mismo )?(?:lo |la |los |las )?(?:puede|pueden|es|son|esta|estan|tiene|tienen|sale|salen|pone|dice|deja|dejan|ve|ven)\\b[^;.]*[;.]\\s*(que .+)$',
);

function typeAndStateIdioms(text: string): string {
  let out = text.replace(NOW_THEN_WISH, '$1 $2');
  // "El número de parcela a veces lleva letra, así que tendría que admitir letras": the thing
  // named first is what should hold text.
  out = out.replace(
    loose(
      '^((?:el|la|los|las) [^,;.]+?) (?:a veces |ahora |siempre )?(?:lleva|llevan|tiene|tienen|es|son)\\b[^;.]*?,? (?:asi que|por eso|por lo que) (?:tendria que|tiene que|deberia|debe|que) (?:admitir|aceptar|admita|acepte) letras\\b',
    ),
    'que $1 sea texto',
  );
  // "Comics no leemos nunca, quita esa opción del género": the value named first.
  out = out.replace(
    /^([A-ZÁÉÍÓÚÑ][\p{L}]*(?: [A-ZÁÉÍÓÚÑ][\p{L}]*)?) [^,;.]*[,;.]\s*(?:[Qq]uita|[Bb]orra|[Ee]limina|[Ss]aca|[Qq]uitad|[Bb]orrad)(?:la)? esa opci[oó]n (del|de la|de los|de las|de) ([^,;.]+)[.!]*$/u,
    'quita la opción $1 $2 $3',
  );
  // "prefiero ver las clases en tarjetas", "pon las clases en tarjetas": how lists look.
  out = out.replace(
    loose(
      '^(?:(?:prefiero|quiero|quisiera|me gustaria|mejor) ver|pon|ponme|muestra|muestrame|ensename) (?:las|los|todas las|todos los) [^,;.]+? (en (?:tarjetas|cuadricula|rejilla|mosaico))(?=[,;.]|$)',
    ),
    'que todo se vea $1',
  );
  // "Pasá el dorsal a texto y hacelo obligatorio" (voseo with its pronoun, after another order):
  // "hazlo", "ponlo".
  out = out
    .replace(/(?<=\by )hac[eé](lo|la|los|las)\b/giu, 'haz$1')
    .replace(/(?<=\by )pon[eé](lo|la|los|las|le|les)\b/giu, 'pon$1');
  // "Me gustaría una sección de Noticias con …": a new list, asked for as a thing.
  out = out.replace(
    loose(
      '^(?:me gustaria|nos gustaria|quiero|quisiera|queremos|quisieramos|querriamos|necesito|necesitamos|necesitaria|necesitariamos|(?:nos |me )?(?:hace|haria) falta|seria util|seria bueno|(?:nos |me )?vendria bien) (?:una|un) (?:seccion|tabla|lista|entidad|ficha|apartado|listado) (?:de |para )?(?=[^,;.]+? con\\b)',
    ),
    'crea ',
  );
  // "Cada partido lo pita un árbitro, que se pueda elegir": choosing it is what a link does.
  out = out.replace(loose(',\\s*que se (?:pueda|puedan) (?:elegir|escoger|seleccionar)[.!]*$'), '');
  return out;
}

/**
 * A reason that closes the request and can be nothing else: "…, por los alérgicos", "…, es el
 * verde de nuestro cartel". ("… porque …", "…, que me lo ha pedido mi socia" are spans the
 * grammar skips: server/engine/changes/words.ts, decision 0257.)
 */
const REASON_TAIL = loose(
  ',\\s*por (?:los|las) \\p{L}+(?: \\p{L}+)?[.!]*$|,\\s*(?:que )?es (?:el|la|los|las|nuestro|nuestra) [^;?.!,]+ (?:de|del) (?:nuestr[oa]s?|la|el|los|las|mi|mis) [^;?.!,]+[.!?]*$|,\\s*(?:que )?(?:es|son) (?:como|lo que|asi como|asi) [^;?!]*[.!?]*$',
);
function dropReasonTail(input: string): string {
  let text = input;
  for (let i = 0; i < 4; i++) {
    const next = text.replace(REASON_TAIL, '');
    if (next === text) break;
    text = next;
  }
  text = text.trim();
  return text || input;
}

const ADDS_BEFORE =
  /\b(?:anade|anadir|agrega|agregar|pon|poner|mete|meter|incluye|incluir|crea|crear)\b/u;
const WITH_THE_OPTIONS =
  /(?:\bcon (?:las|estas|las siguientes|los|los siguientes) (?:opciones|valores):? |, que se (?:elija|escoja|seleccione|pueda elegir|pueda escoger) entre )(?=[A-ZÁÉÍÓÚÑ])/gu;
const CHOOSE_AFTER_COLON = loose(
  ':\\s*(?:(?:quiero|quisiera|queremos|quisieramos|me gustaria|nos gustaria) )?(?:poder |que se pueda |que pueda )?(?:elegir|escoger|seleccionar|marcar|poner) (?:si es|si son|si era|entre) ([^.;:¿?]+?(?:,|\\s(?:o|u)\\s)[^.;:¿?]+)$',
  'iu',
);
const CALENDAR_CLOSING =
  /,?\s*y que (?:se (?:vean|vea|muestren|muestre)|salgan|salga|aparezcan|aparezca) en (?:un|el) calendario[.!]?$/iu;
const CREATE_WITH_DATE =
  /^(?:(?:por favor|porfa),? )?(?:crea|cread|cree|crear|haz|haced|monta|arma)(?:me|nos)? [^,;.:]*?\bcon\b.*\bfechas?\b/u;
const MAY_BE_CLOSING =
  /,\s*que (?:puede|pueden|podra|podran) ser (?=[^,;.:¿?]+ (?:o|u) [^,;.:¿?]+[.!]?$)/gu;
const WITH_THE_LOWER_OPTIONS = /\bcon (?:las|estas) opciones:? (?=[a-zñáéíóú])/gu;
const TOPIC_COMMA_ORDER = loose(
  '^((?:el|la|los|las) [^,;]+?), ((?:quit|borr|elimin|sac)\\p{L}*?(lo|la|los|las))\\b',
  'iu',
);
const ON_ITS_CARD = loose(
  '\\ben (?:la|las) (?:ficha|fichas|pantalla|vista|tarjeta) de (cada|los|las|el|la) ',
  'giu',
);
const THAT_PART = loose(
  '[,;.]? (?:asi que |entonces )?¿?(?:(?:me|nos) )?(?:eliminad|elimina|eliminen|elimine|quita|quitad|quiten|quite|borra|borrad|borren|borre|saca|sacad|fuera) (?:esa|esta|toda esa|toda esta) (?:seccion|parte|tabla|entidad|lista|apartado|cosa)(?: entera| completa| entera)?(?:,? (?:porfa|por favor))?[.!?]*$',
  'iu',
);
const QUOTED_THEN_NEW_NAME =
  /^(?:[^"«“';,]*?\blo de ([^"«“';,]+?)(?= (?:no|ya|queda|es|suena|se)\b)|["«“']([^"»”']+)["»”'])[^,;]*[,;] (?:que se llame|que diga|que ponga|ll[aá]ma(?:lo|la|los|las)|p[oó]n(?:le|les)|ponedle|c[aá]mbiale el nombre a|mejor) ['"«“]?([^'"»”,;]+?)['"»”]?[.!]*$/iu;
const TO_IT_CALL = /\b(al|a la) ([^,;]+?),? ll[aá]ma(?:lo|la) ([^,;]+?)[.!]*$/iu;
const LOOK_WORD_BEFORE =
  /\b(?:color|colores|tema|diseno|aspecto|fondo|estilo|look|apariencia|menu|modo|disposicion|letra|letras|logo|nombre|titulo|portada)$/u;
/** "… de la aplicación", "… en la app": the whole app, never one of its parts. */
const THE_APP_ITSELF = loose(
  '(?:,? (?:de|en|a|para) (?:la|el|mi|nuestra|nuestro|esta|este) (?:aplicacion|app|programa|sistema))(?=[,.;!?]|$)',
  'giu',
);

const THING_THEN_WISH = loose(
  ' y ((?:en|de) (?:los|las|el|la) \\p{L}+ )?((?:el|la|los|las|lo de|lo del) [^,;.]+?) que (sean?|se llamen?) ',
  'giu',
);
const WISH_THEN_WHY = loose(
  '\\b((?:sean?|quedan?) (?:obligatori[oa]s?|opcional(?:es)?|requerid[oa]s?))( (?:que|porque|pues|ya que|asi) .+)$',
  'iu',
);

const SPARE_THEN_ORDER = loose(
  '\\b(?:eso |esto )?(?:sobra|sobran|fuera|no sirve|no sirven|no hace falta|no hacen falta) (?=(?:quit|borr|elimin|sac)\\p{L}*(?:lo|la|los|las)\\b)',
  'giu',
);
const NAMED_THEN_NEW_NAME = loose(
  '^((?:el|la|los|las|lo de(?: la| las| los| el)?|lo del) [^,;]+?),? (?:cambiale|cambiales|cambiadle|cambiadles|ponle|ponles|cambiele|cambieles|pongale|pongales) (?:el )?nombre (?:a|por) ([^,;]+)$',
  'iu',
);

/** "llevar la cuenta del peso" → "llevar el peso": the thing kept count of is the field. */
const KEEP_COUNT_OF = loose(
  '\\b(llevar|anade) (?:la cuenta|el control|un control|el registro|un registro|el seguimiento|un seguimiento) (del|de)\\s+',
  'giu',
);
const RECORD_OF_WITH = loose(
  '^¿?\\s*(?:(?:se podria|se puede|podemos|podriamos|puedes|podrias|quiero|queremos|quisiera|necesito|necesitamos|me gustaria|nos gustaria|hay que|habria que|seria bueno|estaria bien|(?:me |nos )?(?:gustaria|encantaria)) )?(?:llevar|lleva|llevad|lleve|llevemos) (?:un|el) (?:registro|control|listado|seguimiento) de (\\p{L}+) con ',
);
/** "añade si la mascota está esterilizada" → "añade ¿esterilizada? a la mascota". */
const ADD_IF_STATE = loose(
  '^anade si (el|la|un|una|cada) ([^,.;?]+?) (?:es|esta|estan|son) ([^,.;?]+?)(?: o no)?$',
);
const ADD_IF_STATE_AFTER = loose(
  '(,\\s*(?:y |e )?|\\s(?:y|e)\\s)anade (?:tambien )?si (?:el|la|un|una|cada) (\\p{L}+(?: \\p{L}+)?) (?:es|esta|estan|son) (\\p{L}+(?: \\p{L}+)?)(?: o no)?(?=\\s*(?:[,.;]|$))',
  'giu',
);
/** "En los encargos que se marque si el pan está rebanado": a yes/no of the entity named. */
const PLACE_FOR = loose(
  '\\b(?:un|una) (?:lugar|sitio|espacio|hueco|campo) ((?:en|a) (?:el|la|los|las) [^,:]+? )?para (?:(?:poner|anotar|apuntar|guardar|indicar|meter|escribir|registrar|llevar|saber) )?(?=(?:el|la|los|las|un|una|su|sus)\\b)',
  'iu',
);
const BOX_OF = loose('\\b(?:una |la )?casilla (?:de|para|que diga) (\\p{L}+)\\b', 'iu');
const YES_NO_OF = loose('\\b(?:un campo )?(\\p{L}+) de si o no\\b', 'iu');
const IN_MARK_IF = loose(
  '^en (?:el |la |los |las |cada )?([^,]+?),? (?:que )?(?:se )?(?:pueda |pudiera |puedan )?(?:marque|marcar|indique|indicar|anote|anotar|apunte|apuntar|sepa|saber|vea|ver) si (?:[^,.;?]+? )?(?:es|esta|estan|son) ([^,.;? ]+)(?: o no)?$',
);
/** "email en hortelanos", "cada hortelano con su fecha de alta": a field and where, no verb. */
const BARE_FIELD_IN = loose('^([^,.;:]+?) (?:en|para) (?:los |las |el |la )?([^,.;:]+)$');
const pluralOf = (phrase: string) => pluralize(phrase.trim());
const EACH_WITH_ITS = loose('^cada ([^,.;:]+?) con (?:su|sus) ([^,.;:]+)$');
const ADD_IF_HAS = loose('^anade si (el|la|un|una|cada) (\\p{L}+) (tiene|lleva|hay) ([^,.;?]+)$');
/** "añade las reparaciones: cada reparación con A, B y C" → "crea reparación con A, B y C". */
const ADD_EACH_WITH = loose(
  '^anade (?:un registro de |una lista de )?[^,:]*?[,:]? cada (\\p{L}+) con ',
);

/**
 * A thing said first, then that it is not needed ("La foto del veterinario ya no hace falta",
 * "El barrio de los equipos no lo necesitamos", "La merienda incluida sobra"), or a reason
 * about it and then a removal that refers back with a pronoun of the same gender and number
 * ("La fianza ya no la cobramos, sáquela", "Las hornadas no las ocupo, bórralas", "…, fuera"):
 * one sentence that removes the thing named first (0180, sixth pass). What follows must ask
 * nothing ("…, la mandamos por correo"); "no hace falta que sea obligatorio" is not a removal.
 */
const TOPIC = '(?:pero |y |e )?(el|la|los|las|lo de|lo del) ((?:(?! que )[^,.;:])+?)';
const NOT_NEEDED_WORDS =
  '(?:ya )?no (?:(?:(lo|la|los|las|le|les) )?(?:hace falta|hacen falta|sirve|sirven|se usa|se usan|usamos|uso|utilizamos|necesito|necesitamos|ocupo|ocupamos|manejamos|rellena nadie|rellenamos|apunto|apuntamos|anoto|anotamos|cobro|cobramos|llevamos|registramos)|(lo|la|los|las) (?:quiero|queremos))(?: para nada| nunca| mas)?(?! que)';
const TOPIC_NOT_NEEDED = loose(`^${TOPIC},? ${NOT_NEEDED_WORDS}(?:[,:]?\\s+(.*))?$`);
const TOPIC_SPARE = loose(
  `^${TOPIC},? (?:ya )?(?:sobra|sobran|esta de mas|estan de mas)(?:[,:]?\\s+(.*))?$`,
);
const IN_SPARE = loose(
  '^en (?:el |la |los |las )?([^,]+?),? (?:ya )?(?:sobra|sobran) (el|la|los|las) ([^,.;:]+?)(?:[,:]\\s+(.*))?$',
);
const TOPIC_THEN_REMOVE = loose(
  `^${TOPIC},? ((?:ya |que )?(?:no|nunca|nadie|sobra|sobran)\\b[^.;:]*?)[,.;:]?\\s+(\\p{L}+)(?: porfa| por favor)?$`,
);
const TOPIC_BACK = loose(`^${TOPIC},? (\\p{L}+)(?: porfa| por favor)?(?:,\\s*(.*))?$`);
const THING_THEN_SET = loose(
  '^(?:(el|la|los|las) )?([^,]+?)(?:,? ((?:esta|es|son|estan|ahora|ya) [^,]+?))?,? (\\p{L}+) ((?:obligatori|opcional|como |a |en )[^,;:]*(?::.*)?)$',
);
const SET_BACK = /^(?:hac|haz|hag|pon|dej|pas|conviert|vuelv)\p{L}*?(los|las|lo|la)$/u;
const PUT_WITH_LIST = loose(
  '^¿?(?:se podria |se puede |podrias |puedes |podeis |podriais )?poner (el|la|los|las) ([^,:]+?) (?:con|como|en) (?:una lista|un desplegable|opciones)[:,]?\\s+(.+)$',
);
const IS_NOW_PUT_AS = loose(
  '^(el|la|los|las) ([^,;.]+?) (?:esta|estan|es|son) (?:como|de tipo|en) [^;.?¿]+[;.]\\s*¿?(?:se (?:puede|podria) |podrias |puedes )?(?:poner|pasar|cambiar|dejar)(?:lo|la|los|las)? (?:como|a|en) ([^?]+)\\??$',
);
const REMOVE_BACK = /^(?:quit|borr|elimin|sac|saqu|suprim)\p{L}*?(los|las|lo|la)$/u;
const POINTING_REMOVAL =
  /(?:^|[,.;:]\s*)(\p{L}+) (?:ese|esa|este|esta|esos|esas|estos|estas) (?:campos?|datos?|entidad(?:es)?|tablas?|seccion(?:es)?|apartados?)(?: porfa| por favor)?$/u;
const cliticOf = (article: string) => {
  const a = fold(article);
  return a === 'el' || a.startsWith('lo ') ? 'lo' : a;
};

/** The removal a sentence asks for when it names a thing and says it is not needed, or null. */
/** An order whose object is a pronoun: "bórrenlas", "quítela, por favor", "déjenlo como opcional". */
const PRONOUN_ORDER =
  /^¿?(?:quit|qu[ií]t|borr|b[oó]rr|elimin|elim[ií]n|suprim|retir|sac|s[aá]c|dej|d[eé]j|pon|p[oó]n|pas|p[aá]s|cambi|c[aá]mbi|agreg|agr[eé]g|a[nñ]ad|a[nñ][aá]d|marc|m[aá]rc)\p{L}*?(?:lo|la|los|las|le|les)\b[^.;!?]{0,30}?(?:,? (?:porfa|por favor))?[.!?]*$/iu;
const PREDICATE_START = new Set(['no', 'ya', 'se', 'nunca', 'tampoco', 'ahora', 'hoy']);

function pronounOrderAfter(sentence: string, next: string): string | null {
  // ("…; hágame el favor de suprimirla": the order after the courtesy, which the grammar skips
  // as a span, `modal-pointing`.)
  const order = next.trim();
  if (!PRONOUN_ORDER.test(order) || order.split(/\s+/).length > 6) return null;
  // "Ya no mandamos nada a arreglar, así que el estado En reparación no tiene sentido": the
  // thing is named after "así que", "por eso", "y".
  const words = sentence
    .trim()
    .replace(/[.;!]+$/u, '')
    .replace(
      /^.*(?:(?:,\s*|\s)(?:asi que|así que|por eso|entonces)|\sy(?=\s[^,;]*\sno\s))\s+(?=(?:el|la|los|las|lo de)\s)/iu,
      '',
    )
    .split(/\s+/);
  // The thing named: the words before the sentence's own verb, or before "no", "ya", "se".
  const end = words.findIndex(
    (w, i) =>
      i > 0 &&
      (PREDICATE_START.has(fold(w)) ||
        (!/^\p{Lu}/u.test(w) &&
          analyze(fold(w.replace(/[,;:]+$/u, ''))).some((a) => a.pos === 'verb') &&
          !analyze(fold(w.replace(/[,;:]+$/u, ''))).some((a) => a.pos === 'noun'))),
  );
  if (end < 2) return null;
  const named = words.slice(0, end).join(' ').replace(/,$/u, '');
  // A sentence that already asks ("sobran", "no tiene por qué ser obligatorio", "quisiera que
  // cada parcela tuviera una foto") is the request; the order after it only says "do it".
  if (!asksNothing(words.slice(end).join(' '))) {
    const said = words.join(' ');
    return notNeeded(said) ?? said;
  }
  // The pronoun must agree with what was named ("La raza …; quítalos" names nothing).
  const clitic = /(los|las|lo|la)$/u.exec(
    fold(order.split(/\s/u)[0]!).replace(/[^a-zñ]+/gu, ''),
  )?.[1];
  const article = fold(words[0]!);
  const several = /\s(?:y|e)\s/u.test(named) || /^tanto$/u.test(article);
  const agrees: Record<string, string[]> = {
    lo: ['el', 'lo', 'un', 'del'],
    la: ['la', 'una'],
    los: several ? ['el', 'los', 'la', 'tanto', 'unos', 'ni'] : ['los', 'unos'],
    las: several ? ['la', 'las', 'tanto', 'unas', 'ni'] : ['las', 'unas'],
  };
  if (clitic && !agrees[clitic]!.includes(article)) return null;
  return `${named.replace(/^tanto (.+?) como /iu, '$1 y ')} ${order.replace(/^¿/u, '').replace(/[.!?]+$/u, '')}`;
}

const ENTITY_NEEDS = loose(
  '^(?:y )?(?:a )?(el|la|los|las) ([^,;.]+?) (?:tambien |ahora |ya )?(?:necesita|necesitan|necesitarian|necesitaria|requiere|requieren|deberia tener|deberian tener|tiene que tener|tienen que tener|debe tener|deben tener|tendria que tener|tendrian que tener) (?:tambien )?(?:un |una |el |la |los |las |su |sus )?((?!que\\b|ser\\b|estar\\b)[^,;.?!]+?)[.!]*$',
);

/** "Ya no hacemos paseos, elimina esa parte": what is no longer done. */
const NO_LONGER_DONE = loose(
  '^ya no (?:hacemos|usamos|tenemos|llevamos|prestamos|damos|organizamos|manejamos|gestionamos|controlamos|ofrecemos|hago|uso|tengo|llevo|manejo|gestiono) (?:(?:el|la|los|las) )?([^,;.]+)',
);

/**
 * "Las reseñas no las usa nadie, eliminad esa sección entera", "Ya no manejamos reservas, …
 * ¿Me elimina esa parte, porfa?": "esa parte" is the list of things the text named.
 */
function wholePartRemoved(text: string, isEntity: (phrase: string) => boolean): string | null {
  const whole = THAT_PART.exec(text);
  if (!whole) return null;
  const named = /^((?:el|la|los|las) [^,;]+?) (?:no|ya|se|nunca|sobra|sobran)\b/iu.exec(text);
  const done = NO_LONGER_DONE.exec(text);
  if (named) return `quita ${named[1]}`;
  if (done) return `quita ${done[1]}`;
  // "Nadie escribe reseñas; eliminad esa parte entera": the one list of things named.
  const lists = entitiesIn(text.slice(0, whole.index), isEntity);
  return lists.length === 1 ? `quita ${lists[0]}` : null;
}

/**
 * "El 'Alta' de los socios no se entiende, que ponga Fecha de inscripción", "En las parcelas,
 * 'Número' prefiero que diga 'Nº de parcela'", "mejor que la descripción diga Ingredientes",
 * "'Llegó el' no queda bien, cámbialo a 'Fecha de llegada'": a name, then what it should say.
 */
function nameSays(
  text: string,
  isEntity: (phrase: string) => boolean,
  isField: (phrase: string) => boolean,
): string | null {
  const m = NAME_SAYS.exec(text.trim());
  if (!m) return null;
  const [, where, the, old, of, owner, to] = m;
  const scope = owner ?? where;
  const known = isField(old!) || isEntity(old!);
  // ("cámbialo a texto" is a type.)
  const said = fold(to!).trim();
  // (In lower case, "cámbialo a número y ya está" is a type; "Fecha de llegada" is a name.)
  if (
    TYPE_WORDS.some(
      ([w]) => said === w || (/^\p{Ll}/u.test(to!.trim()) && said.startsWith(`${w} `)),
    )
  )
    return null;
  if (!known || !newName(to!) || !asksNothing(to!)) return null;
  if (scope && !isEntity(scope)) return null;
  return `renombra ${the ? `${the} ` : ''}${old!.trim()}${scope ? ` ${of ?? 'de'} ${scope.trim()}` : ''} a ${to!.trim()}`;
}
const NAME_SAYS = loose(
  `^(?:en (?:el |la |los |las )?([^,'"«]+?)(?:,\\s*|\\s+(?=mejor que )))?(?:mejor que )?(?:(el|la|los|las) )?['"«‘“]?([^,'"»’”]+?)['"»’”]?(?: (de|del) (?:los |las |el |la )?([^,'"«]+?))?(?:,? (?:no se entiende|no queda bien|queda raro|suena (?:raro|feo|mal)|no me gusta|no nos gusta|confunde|no es claro))?,? (?:(?:yo )?(?:prefiero|preferiria|preferimos|mejor) )?(?:(?:que )?(?:ponga|diga|se llame|pusiera|dijera)|c[aá]mbia(?:lo|la) (?:a|por)|ll[aá]ma(?:lo|la)) ['"«‘“]?([^,'"»’”?!.]+?)['"»’”]?[.!?]*$`,
);

/**
 * "Ahora también hacemos Kamut y Trigo sarraceno, agrégalos al tipo de masa", "Miedoso suena
 * feo, sácalo de las opciones de carácter": the values named before (capitals mark them), then
 * an order whose pronoun points at them and the field they belong to.
 */
function valuesPointed(
  text: string,
  choiceField: (phrase: string) => string | null,
  isOption: (phrase: string) => boolean,
): string | null {
  const m = VALUES_POINTED.exec(text.trim());
  if (!m) return null;
  const [, head, verb, prep, field] = m;
  if (!choiceField(field!)) return null;
  const intent = verbIntent(fold(verb!));
  if (intent !== 'add' && intent !== 'remove') return null;
  const values: string[] = [];
  // The sentence that names them, the last before the order.
  const named = head!.split(/(?<=[.!?;:])\s+/u).at(-1)!;
  // «y», «e», «o» as words: not the last letter of «Pequeño» (\b ends at a letter with a tilde).
  const segments = named.split(/\s*(?:,|(?<!\p{L})[yeo](?!\p{L}))\s*/u);
  for (const [k, segment] of segments.entries()) {
    const words = segment.split(/\s+/u).filter(Boolean);
    // The first word of all is a value only if it is one already ("Miedoso suena feo").
    const start = words.findIndex((w, i) => /^\p{Lu}/u.test(w) && (k > 0 || i > 0 || isOption(w)));
    if (start < 0) continue;
    const run = [words[start]!];
    for (const w of words.slice(start + 1)) {
      if (PREDICATE_START.has(fold(w))) break;
      const a = analyze(fold(w));
      if (a.some((x) => x.pos === 'verb') && !a.some((x) => x.pos === 'noun')) break;
      run.push(w);
    }
    values.push(run.join(' '));
  }
  if (values.length === 0 || values.length > 6) return null;
  const order = intent === 'add' ? 'añade' : 'quita';
  return `${order} ${values.join(', ').replace(/, ([^,]+)$/u, ' y $1')} ${prep} ${field}`;
}
const VALUES_POINTED =
  /^(.+?),\s*(?:y\s+)?((?:quit|qu[ií]t|sac|s[aá]c|saqu|borr|b[oó]rr|elimin|elim[ií]n|agreg|agr[eé]g|a[nñ]ad|a[nñ][aá]d|met|m[eé]t|inclu|incl[uú]y|sum|s[uú]m)\p{L}*?)(?:lo|la|los|las)\s+(a|al|de|del|en)\s+(?:(?:las|los) opciones (?:de|del)\s+)?((?:el |la |los |las )?[^,;.!?]+?)[.!]*$/iu;

const ALL_LOOK =
  /\b(?:(?:ver|consultar|mirar|leer)(?:lo|la|los|las)? (?:todos|todas|todo el mundo|cualquiera|la gente|los demas)|(?:todos|todas|todo el mundo|cualquiera|la gente|los demas) (?:(?:lo|la|los|las) )?(?:puedan?|podran?) (?:ver|consultar|mirar|leer)|(?:lo|la|los|las) (?:puedan?|podran?) (?:ver|consultar|mirar|leer) (?:todos|todas|todo el mundo|cualquiera|la gente|los demas))\b/u;
const ONLY_I_ADD =
  /\bsolo (?:yo|nosotros) (?:(?:lo|la|los|las) )?(?:pueda |podamos )?(?:anad|agreg|cre|met|inclu|dar de alta|d[eé] de alta|apunt|anot|registr|edit|modifi)[a-z]*/u;

/** The names of lists of things in `text`, longest first, each where it is written. */
function entitiesIn(text: string, isEntity: (phrase: string) => boolean): string[] {
  const words = text.split(/[^\p{L}\p{N}º]+/u).filter(Boolean);
  const found: string[] = [];
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(4, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (n === 1 && /^(?:el|la|los|las|de|del|en|y)$/iu.test(phrase)) break;
      if (!isEntity(phrase)) continue;
      found.push(phrase);
      i += n - 1;
      break;
    }
  return found;
}

function notNeeded(sentence: string): string | null {
  // "Somos cuarenta y ensayamos en la parroquia, así que la sala no hace falta": why, then
  // what is not needed.
  const text = sentence
    .trim()
    .replace(/[.!]+$/u, '')
    .replace(CONTEXT_THEN, '');
  // The remainder asks nothing, or is "fuera" / a removal referring back to the thing.
  const rest = (article: string, tail: string | undefined) => {
    if (!tail) return true;
    // A last part that removes ("…, fuera", "…, quitadla", "…. Bórralas porfa") must agree.
    const last = /(?:^|[,.;:]\s*)(\p{L}+)(?: porfa| por favor)?$/u.exec(fold(tail).trim());
    const back = last ? REMOVE_BACK.exec(last[1]!) : null;
    if (back && back[1] !== cliticOf(article)) return false;
    // "…; eliminad esa entidad", "…, quita ese campo": the removal pointing back at the thing.
    const pointing = POINTING_REMOVAL.exec(fold(tail).trim());
    if (pointing && verbIntent(pointing[1]!) === 'remove')
      return asksNothing(tail.slice(0, pointing.index));
    const before = back || last?.[1] === 'fuera' ? tail.slice(0, last!.index) : tail;
    return asksNothing(before);
  };
  let m = TOPIC_SPARE.exec(text);
  if (m && rest(m[1]!, m[3])) return `quita ${m[1]} ${m[2]!.trim()}`;
  m = TOPIC_NOT_NEEDED.exec(text);
  const clitic = m?.[3] ?? m?.[4];
  if (m && (!clitic || fold(clitic) === cliticOf(m[1]!)) && rest(m[1]!, m[5]))
    return `quita ${m[1]} ${m[2]!.trim()}`;
  // "Lo del cómic quitadlo, que aquí no lee nadie tebeos": the thing, then its removal.
  m = TOPIC_BACK.exec(text);
  if (m && REMOVE_BACK.exec(fold(m[3]!))?.[1] === cliticOf(m[1]!) && (!m[4] || asksNothing(m[4])))
    return `quita ${fold(m[1]!).startsWith('lo ') ? '' : `${m[1]} `}${m[2]!.trim()}`;
  m = IN_SPARE.exec(text);
  if (m && rest(m[2]!, m[4])) return `quita ${m[2]} ${m[3]!.trim()} de ${m[1]!.trim()}`;
  m = TOPIC_THEN_REMOVE.exec(text);
  if (m) {
    const back = REMOVE_BACK.exec(fold(m[4]!));
    const reason = m[3]!.trim();
    if (back && back[1] === cliticOf(m[1]!) && asksNothing(reason))
      return `quita ${m[1]} ${m[2]!.trim()}`;
  }
  return null;
}

/** Options said as "that it also has / admits X" and "that it does not have X". */
const OPTION_ALSO = loose(
  '^(?:en (?:el |la |los |las )?([^,]+?),? )?(?:que )?(el|la) ([^,]+?) (?:que )?(?:tambien )?(?:tenga|tuviera|tuviese|admita|admitiera|admitiese|acepte|aceptara|aceptase|incluya|incluyera|incluyese|pueda ser|pudiera ser|permita|permitiera) tambien (?:la opcion |el valor |como opcion )?([^,;]+)$',
);
/**
 * "Conviene que el tipo de masa admita también Espelta", "Las categorías de los equipos
 * deberían incluir también Juvenil", "El género de los libros conviene ampliarlo con Teatro":
 * a wish that a field take more values.
 */
const OPTION_WISH = loose(
  '^(?:(?:conviene|convendria|seria bueno|seria conveniente|seria necesario|es necesario|hace falta|haria falta) que )?(el|la|los|las) ([^,]+?),? (?:(?:deberia|deberian|debe|deben|tendria que|tendrian que|tiene que|tienen que|conviene que|convendria que) )?(?:admita|admitan|admitir|incluya|incluyan|incluir|acepte|acepten|aceptar) tambien (?:la opcion |las opciones |el valor |los valores |como opcion )?([^,;]+)$',
);
/** "en el estado de las citas falta una o sea que se pueda poner no vino": the missing value. */
const OPTION_MISSING = loose(
  '^(?:en )?(el|la) ([^,]+?),? (?:falta|faltaria|hace falta) (?:una|uno|otra|otro)(?: opcion| mas)?,? (?:o sea,? )?(?:que se pueda (?:poner|elegir|marcar|escoger)|que sea|anade|pon) ([^,;]+)$',
);

const ADD_FIELD_VALUE = loose('^(?:anade|agrega|mete|incluye|pon) (el|la) ([^,;:]+)$');
/**
 * "En posición cambiá Centrocampista por Volante", "En hornadas cambia Piezas por Unidades y …":
 * in a field with options, one for another; in a list, a field renamed. (Said alone, the grammar
 * reads them: `option-change-for-under-heading`, `rename-change-for-under-heading`; this is for
 * what follows or precedes them.)
 */
const CHANGE_FOR_IN = loose(
  '^en (.+?),? cambia(?:le)? (?:el |la |los |las )?([^,]+?) por ([^,;]+)$',
);
const NOT_A_NAME = new Set([
  'texto',
  'numero',
  'fecha',
  'opciones',
  'si o no',
  'casilla',
  'tipo',
  'color',
  'tema',
  'diseno',
  'estilo',
  'fondo',
]);

function plainName(phrase: string): boolean {
  const f = fold(phrase.replace(/['"«»‘’“”]/gu, '')).trim();
  const first = f.split(/\s+/)[0] ?? '';
  if (NOT_A_NAME.has(f) || first === 'tipo' || /\bpor\b/.test(f)) return false;
  if (first === 'un' || first === 'una' || first === 'otro' || first === 'otra') return false;
  if (COLOURS[first] !== undefined) return false;
  return !THEME_WORDS.some(([w]) => f === w || f.startsWith(`${w} `));
}

/** The new name of "cambia X por Y": a plain name, and not a type ("por fecha y hora"). */
function newName(phrase: string): boolean {
  const f = fold(phrase.replace(/['"«»‘’“”]/gu, '')).trim();
  return plainName(phrase) && !TYPE_WORDS.some(([w]) => f === w);
}

const withA = (article: string, rest: string) =>
  `${fold(article) === 'el' ? 'al' : `a ${article}`} ${rest}`;

/** "que en los préstamos hubiera unas observaciones" → "en los préstamos añade unas observaciones". */
/** "que haya cosechas con los kilos y la fecha", "que haya también salas o sea con …": a new entity. */
const THERE_BE_WITH = loose(
  '^(?:y )?(?:que )?(?:haya|hubiera|hubiese|exista|existan) (?:tambien )?(?:otra cosa que sean? )?(?:unas? |unos |las |los )?(\\p{L}+),? (?:o sea,? )?con ',
);
const THERE_WERE = loose(
  '^(?:que )?en (.+?) (?:hubiera|hubiese|haya|hubieran|hubiesen|hayan) (.+)$',
);
/** "que la sala de los ensayos tenga opciones: A o B" → a change of type with those options. */
/** "que los jugadores tengan un teléfono" → "añade un teléfono a los jugadores". */
const THEY_HAVE = loose(
  '^(?:que )?(los|las) ([^,]+?) (?:tengan|lleven|incluyan) (?:tambien )?(?:(un|una|unos|unas|el|la|los|las) )?([^,;]+?)(?: tambien)?$',
);
/** "que las parcelas se vean en tarjetas": the layout is the app's. */
const SEEN_AS = loose(
  '^(?:que )?(?:los|las|el|la) ([^,]+?) (?:se vean?|salgan?|aparezcan?|se muestren?) (en|como) ([^,;]+)(,.*)?$',
);
const HAS_OPTIONS = loose(
  '^(?:que )?(el|la) ([^,:]+?) (?:tenga|tuviera|sea de|sea con) opciones:? (.+)$',
);
const REQUIRED_WORDS = loose('\\b(?:obligatori|opcional|requerid)');

/**
 * Words that make a trailing "…, que …" part of the request ("…, que sea obligatorio", "…,
 * que también se pueda elegir Noche", "…, que solo lo vea yo") rather than its reason ("…,
 * que nadie la lee", "…, que la ley lo pide"): a subjunctive that asks, "también", a word of
 * filling in, of a rule or of the design.
 */
const ASKING_WORDS = loose(
  '\\b(?:sea|sean|fuera|fueran|tenga|tengan|tuviera|tuvieran|pueda|puedan|pudiera|pudieran|llame|llamen|salga|salgan|aparezca|aparezcan|vea|vean|elija|elijan|escoja|escojan|lleve|lleven|haya|hayan|incluya|incluyan|admita|acepte|permita|quede|queden|toque|toquen|mire|miren|tambien|obligatori\\w*|opcional\\w*|requerid\\w*|vaci[oa]s?|en blanco|rellen\\w*|imprescindible\\w*|color\\w*|tema|estilo|diseno|modo|menu|fondo|cada)\\b',
);
/** An infinitive with a pronoun ("ponerla", "felicitarles"): said of the reason, not an order. */
const INFINITIVE_CLITIC = /(?:ar|er|ir)(?:lo|la|los|las|le|les|me|nos|se|selo|sela)$/;

/** A stretch of words that asks for nothing: no verb of change, no word of a request. */
const CONDITION_WORDS =
  /^(?:si|salvo|excepto|menos|siempre que|en caso|a no ser|solo si|cuando|pero|aunque|sino|ni|y si|o si)\b/u;

/**
 * "conejos ya no atendemos, sacá Conejo de la especie", "quitad la dirección y las notas, no
 * las rellena nadie", "el chip q sea obligatorio pls, sin chip no sale nadie": a part between
 * commas with a verb of its own that asks for nothing is context or a reason, and goes, as long
 * as another part asks for something. A bare name ("Los ensayos, que solo los pueda crear yo")
 * is a topic and stays; so does a condition ("si…", "cuando…", "salvo…"), which the reader must
 * see to refuse the change.
 */
export function dropIdleClauses(input: string): string {
  // Whole sentences first ("Nos hemos quedado sin bajos; quita Bajo de las cuerdas."), then
  // parts between commas.
  const sentences = input.split(/(?<=[.;:!])\s+/u);
  let text = input;
  if (sentences.length > 1) {
    const idle = sentences.map((sentence, i) => {
      if (i !== 0 && i !== sentences.length - 1) return false;
      // What a colon announces ("una lista: Mestizo y Desconocida") is the request's own.
      if (i > 0 && /:\s*$/u.test(sentences[i - 1]!)) return false;
      const bare = sentence.replace(/[.;:!]+$/u, '');
      return idleClause(bare, 0);
    });
    if (idle.some(Boolean) && !idle.every(Boolean))
      text = sentences.filter((_, i) => !idle[i]).join(' ');
  }
  const parts = text.split(/,\s+/u);
  if (parts.length < 2) return text;
  if (/[:;]/u.test(text)) return text;
  // In the middle, only a reason opened by "que" ("Quitad los metros, que todas miden lo mismo,
  // y llamad …"): other middle parts are items of a list.
  const idle = parts.map((part, i) =>
    i !== 0 && i !== parts.length - 1 && !/^que\s/iu.test(part) ? false : idleClause(part, i),
  );
  if (idle.every(Boolean) || !idle.some(Boolean)) return text;
  return parts.filter((_, i) => !idle[i]).join(', ');
}

/** A part that asks for nothing and has a verb of its own (dropIdleClauses). */
function idleClause(part: string, i: number): boolean {
  {
    const f = fold(part).trim();
    if (f.split(/\s+/u).length < (i === 0 ? 3 : 2) || /[¿?]/u.test(part)) return false;
    // "no las rellena nadie", "no la usa nadie": nobody does it, a reason.
    if (/^no (?:lo |la |los |las |le |les )?\p{L}+ (?:nunca )?nadie$/u.test(f)) return true;
    // The last item of a list ("con el título, la socia que lo propone y si está aprobada").
    if (i > 0 && (/^(?:el|la|los|las|un|una|unos|unas|y|e|o)\b/u.test(f) || /\s(?:y|e)\s/u.test(f)))
      return false;
    // "Abrimos también los sábados, añade Sábado…": what we do now, "también" included, is why.
    const weDo =
      i === 0 &&
      /^(?:ya |ahora )?[a-z]+(?:amos|emos|imos)\b/u.test(f) &&
      verbIntent(f.split(/\s+/u).find((w) => /(?:amos|emos|imos)$/u.test(w))!) === undefined;
    if (
      CONDITION_WORDS.test(f) ||
      !asksNothing(weDo ? part.replace(/\btambi[eé]n\b/giu, '') : part)
    )
      return false;
    // A clause: a verb of its own, or a negated word ("sin dorsal no juega nadie").
    if (/(?:^|\s)no \p{L}+/u.test(f) || /\b(?:es|son|esta|estan|hay|era|fue)\b/u.test(f))
      return true;
    return f
      .split(/[^a-z0-9ñ]+/u)
      .some(
        (w) =>
          w.length > 1 &&
          analyze(w).some((a) => a.pos === 'verb') &&
          !analyze(w).some((a) => a.pos === 'noun'),
      );
  }
}

export function asksNothing(segment: string): boolean {
  const f = fold(segment);
  if (ASKING_WORDS.test(f)) return false;
  if (RULE_PATTERNS.some(([re]) => re.test(f))) return false;
  if (f.split(/[^a-z0-9ñ]+/).some((w) => COLOURS[w] !== undefined)) return false;
  if (THEME_WORDS.some(([w]) => wordPattern(w).test(f))) return false;
  if (LAYOUT_WORDS.some(([w]) => wordPattern(w).test(f))) return false;
  return !f
    .split(/[^a-z0-9ñ]+/)
    .some((w) => w && verbIntent(w) !== undefined && !INFINITIVE_CLITIC.test(w));
}

const CONDITION_START =
  /^(?:no|y|e|o|u|si|salvo|excepto|cuando|mientras|menos|siempre|a no ser|en caso|pero|aunque|sin|ni|solo|con|en|de|a|al|para|por)\b/;

const isInfinitive = (word: string) => {
  const w = fold(word);
  return (
    /^[a-z]+(?:ar|er|ir)(?:lo|la|los|las|le|les|me|nos|se)?$/.test(w) &&
    analyze(w).some((a) => a.pos === 'verb')
  );
};

/**
 * The reason or purpose an owner adds after the request ("quita la descripción, que nadie la
 * lee", "…, para felicitarles", "…, que ese día cerramos", "quita la talla S, nadie la pide")
 * asks for nothing: it is dropped, last part first. Dropping can only lose words, and only
 * words that ask for nothing, so it never makes a change (0180, fifth pass).
 */
function dropTrailingReason(text: string): string {
  let out = text;
  for (;;) {
    const m = /([,:])\s*([^,;:]+?)\s*[.!]*$/u.exec(out);
    if (!m || m.index === 0) return out;
    const segment = m[2]!;
    const f = fold(segment);
    const first = f.split(/\s+/)[0] ?? '';
    const second = f.split(/\s+/)[1] ?? '';
    // After a colon come values ("…: efectivo, tarjeta"); only "…: sin ella no puedo …" is a reason.
    if (m[1] === ':' && first !== 'sin' && first !== 'porque') return out;
    // "…, que ella prefiere que la llamen": what somebody prefers or says is the reason.
    if (
      first === 'que' &&
      /^que (?:el|ella|ellos|ellas|yo|nosotros|nosotras|usted|ustedes) (?:prefiere|prefieren|prefiero|preferimos|quiere|quieren|dice|dicen|tiene|tienen|es|son|esta|estan|no)\b/.test(
        f,
      ) &&
      !RULE_PATTERNS.some(([re]) => re.test(f))
    ) {
      out = out.slice(0, m.index);
      continue;
    }
    const reason =
      (m[1] === ':' && asksNothing(segment)) ||
      // "…, así les decimos acá", "…, es más corto", "…, aquí en México así les decimos".
      ['asi', 'aqui', 'aca', 'es', 'son', 'total', 'ahora'].includes(first) ||
      // "…, al final la junta no compró ninguna": what happened.
      (first === 'al' && second === 'final') ||
      // "…, sin que yo lo capture", "…, sin tener que escribirme": what it spares the owner.
      (first === 'sin' && (second === 'que' || second === 'tener')) ||
      // "…, como el de niños": a comparison in passing.
      (first === 'como' && ['el', 'la', 'los', 'las', 'lo'].includes(second)) ||
      ((first === 'que' || first === 'pues') && !/^(?:que|pues) (?:no|nunca|ni|si)\b/.test(f)) ||
      (first === 'para' && (second === 'que' || isInfinitive(second))) ||
      // Not a condition or a contrast ("…, si no la usamos", "…, pero no en las citas").
      (!CONDITION_START.test(f) &&
        /\b(?:no|nadie|nunca|nada|ninguno|ninguna)\b/.test(f) &&
        !/\bsi o no\b|\bsi\/no\b/.test(f) &&
        f.split(/\s+/).length >= 3);
    if (!reason || !asksNothing(segment)) return out;
    out = out.slice(0, m.index);
  }
}

/** "la fianza debería llamarse Depósito", "que los X pasen a llamarse Y": a rename. */
const SHOULD_BE_CALLED = loose(
  '^¿?\\s*(?:que )?(?:(el|la|los|las) )?(.+?),?\\s*¿?\\s*(?:deberia|deberian|debe|deben|tendria que|tendrian que|tiene que|tienen que|podria|podrian|puede|pueden|ha de|han de|mejor que se|prefiero que se) llamar(?:se|los|las|lo|la)? ([^?]+?)\\?*$',
);
/** "… puede llamarse como quiera", "cada socio podría llamarse …": no rename of a name. */
const NOT_RENAMED = loose(
  '^(?:como|que|lo|la|los|las|cualquier\\p{L}*|algo|otr[oa]s?|distint\\p{L}*|diferente\\p{L}*|igual|asi|de)\\b',
);
/**
 * The old name first, then the new one (0180, sixth pass): "Lo de 'Nº de carné' cambiadlo por
 * 'Número de socia'", "en hornadas, lo de Piezas ponle 'Cantidad de piezas'", "A los árbitros
 * decile Referís", "Coristas preferiría llamarlo 'Voces'", "'Vacunado' mejor se llame 'Vacunas
 * al día'", "Abonados se debería llamar Afiliados", "y las reseñas, que se llamen Opiniones".
 */
const NAME_FIRST_RENAME = loose(
  '^(?:y |e |pero )?(?:(?:en|para) ([^,]+?),? )?(?:a )?(?:lo de |lo del )?((?:el |la |los |las )?[^,]+?),? (?:(?:que |mejor |y |ahora |desde ahora |a partir de ahora )*(?:se )?(?:llamen?|(?<=se )llaman?|deberia llamarse|deberian llamarse|deberia llamar|deberian llamar|llamaria|llamarian)|cambi(?:a|ad|e|ale|adle|ele)(?:lo|la|los|las) (?:por|a)|(?:lo|la|los|las) cambiaria (?:por|a)|(?:dile|diles|decile|deciles|decidle|decidles|digale|digales|llamalo|llamala|llamalos|llamalas|llamadlo|llamadla|llamadlos|llamadlas|llamelo|llamela|llamelos|llamelas|llamenlo|llamenla)|(?:preferiria|prefiero|preferimos|prefeririamos|querria|quisiera|queremos|quisieramos) (?:que se llamen?|llamarlo|llamarla|llamarlos|llamarlas)|(?:ponle|ponedle|pongale|ponele|ponles|ponedles|pongales|poneles))(?: mejor)? ([^,;]+)$',
);
/** The rename of NAME_FIRST_RENAME, or null. */
function renameNameFirst(text: string): string | null {
  const m = NAME_FIRST_RENAME.exec(text);
  if (m) {
    const old = m[2]!.trim();
    const to = m[3]!.trim().replace(/^(?:solo|solamente|simplemente|nada mas|nomas) /iu, '');
    // The old name asks nothing by itself; the new one is a plain name without an article, and
    // "ponle" renames only "lo de X" (a thing that exists) to a name written as one (quoted or
    // capitalised): "a los jugadores ponle Email" adds a field.
    const put = /\bpon(?:le|edle|gale|ele|les|edles|gales|eles)\s/u.test(fold(m[0]!));
    if (
      plainName(old) &&
      asksNothing(old) &&
      newName(to) &&
      !ARTICLE_START.test(to) &&
      (!put || (/\blo del? /u.test(fold(m[0]!)) && /^['"«‘“]|^\p{Lu}/u.test(to)))
    )
      return `renombra ${old}${m[1] ? ` de ${m[1].trim()}` : ''} a ${to}`;
  }
  return null;
}

const ARTICLE_START = loose('^(?:el|la|los|las|un|una|unos|unas|lo|al|del|de|que|mas|muy)\\b');

/** "en las mascotas, en vez de Dueño pon Propietario": the new name for an old one. */
const INSTEAD_AFTER = loose(
  '^(.*?)\\b(?:que )?(?:ponga|pongan|diga|digan|salga|salgan|aparezca) ([^,;]+?) en (?:vez|lugar) de ([^,;]+)$',
  'iu',
);
const INSTEAD_PUT = loose(
  '^(?:(?:en|para) (.+?),? )?en (?:vez|lugar) de (.+?),? (?:pon|ponle|poned|pone|ponga|escribe|llamalo|llamala|que ponga|que diga|quiero|queremos) (.+)$',
);
/** "en el estado que también se pueda elegir No se presentó": one more option. */
const ALSO_CHOOSE = loose(
  '^(?:(?:en|a|para) )?(?:(el|la|los|las) )?([^,]+?),? (?:que )?(?:tambien )?(?:se )?(?:pueda|puedan|pudiera|pudieran|podamos|puedas) (?:tambien )?(?:elegir|escoger|seleccionar|marcar|poner|ser) (?:tambien )?(?:la opcion |el valor |como opcion )?([^,;]+)$',
);
/** "añade el sábado a las opciones del día", "quita Cómic de las opciones de género". */
const AMONG_OPTIONS = loose(
  '^(anade|agrega|mete|incluye|pon|quita|saca|borra|elimina) (?:el |la |los |las )?(.+?) (a|en|de) (?:las|los) (?:opciones|valores) (?:del|de la|de los|de las|de) ([^,;]+)$',
);
/** "que la especialidad se elija de una lista: A, B", "el lugar que se escoja entre A, B y C". */
const CHOSEN_FROM = loose(
  '^((?:(?!\\b(?:elija|elijan|escoja|escojan|seleccione|seleccionen)\\b)[^:])+?\\b(?:y|e) )?(?:que )?(el|la|los|las) ((?:(?! y | e | sea | sean )[^:,])+?),? (?:que )?(?:se )?(?:elija|elijan|eligiera|eligieran|escoja|escojan|escogiera|seleccione|seleccionen|seleccionara|deberia elegir|deberia escoger|deberian elegir|podria elegir)(?:se)? (?:de (?:una lista|un desplegable)(?: con)?|de entre|entre|desde una lista(?: con)?|con opciones)[:,]?\\s+(.+)$',
);
/** "el campo del partido quiero que sea una lista": the wish after the name. */
const NAME_THEN_WISH = loose(
  '^((?:el|la|los|las) [^,]+?),? (?:quiero|queremos|quisiera|me gustaria|nos gustaria|necesito|prefiero) que (?=(?:sea|sean|pase|pasen|se llame|se llamen|tenga|tengan)\\b)',
);
/** "en el formulario de alta de clientes quiero que salga el móvil", "en la ficha de cada clase quiero ver una foto". */
const ON_SCREEN = loose(
  '^(?:en|dentro de) (?:el|la) (?:formulario|ficha|pantalla|vista|listado|detalle|tarjeta)s? (?:de alta )?(?:de |del )(?:alta de )?(?:cada )?([^,]+?),? (?:me gustaria|nos gustaria|quiero|queremos|quisiera|necesito|estaria bien|falta)(?: que)? (?:salga|salgan|aparezca|aparezcan|se vea|se vean|ver|poner|tener|haya|hubiera|pueda ver|poder ver)\\b(?: tambien)?\\s*',
);
/** "quiero registrar las cosechas: de qué parcela, la fecha y los kilos": a new list of things. */
const RECORD_THINGS = loose(
  '^(?:quiero|queremos|quisiera|querria|querriamos|necesito|necesitamos|me gustaria|nos gustaria) (?:registrar|llevar el registro de|llevar la cuenta de|llevar el control de|apuntar|anotar|guardar) (?:a )?(?:las|los) (\\p{L}+(?: (?:de|del) \\p{L}+)?)(?::| con)\\s+(?!cada\\b)',
);
/** "un apartado de préstamos donde cada préstamo tenga un libro…": its fields. */
const PLACE_WHERE = loose(
  '\\b((?:un|una) (?:apartado|seccion|tabla|lista|registro|listado|pestana) (?:de|para) (?:las |los )?\\p{L}+) (?:donde|en (?:el|la) que|en que) (?:cada \\p{L}+ )?(?:tenga|tengan|tiene|lleve|lleva|haya|se apunte|se apunten|se guarde|se guarden|apunte|guarde)\\s+',
);

/**
 * Leading sentences of context ("Tenemos muchos clientes nuevos y no sabemos …; estaría bien
 * …"): a sentence of six words or more with no verb of change, before a last sentence that
 * asks, is dropped. What is dropped can only lose a change, never make one.
 */
function dropContextSentences(text: string): string {
  const parts = text.split(/(?<=[.;])\s+/u).filter((p) => p.trim());
  if (parts.length < 2) return text;
  let i = 0;
  while (i < parts.length - 1) {
    const words = fold(parts[i]!)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const changes =
      words.some((w) => verbIntent(w) !== undefined) ||
      /\b(?:obligatori|opcional|color|modo|tema|diseno)/.test(words.join(' '));
    if (words.length < 6 || changes) break;
    i++;
  }
  return parts.slice(i).join(' ');
}

/**
 * Sentences after the request that only tell the story ("¿Se puede hacer que la fecha de
 * devolución sea obligatoria? La gente se olvida de devolver las cosas…", "…? Nos reunimos cada
 * mes en casa de una"): four words or more, a verb that is not one of change, no word of a
 * request, not opened by "y" / "también". Dropped; a sentence of values after a question ("¿Se
 * podría poner la raza con una lista? Mestizo, Labrador y Europeo común") is joined to it.
 */
function dropTrailingSentences(text: string): string {
  const parts = text.split(/(?<=[.;?!])\s+/u).filter((p) => p.trim());
  if (parts.length < 2) return text;
  const out = [parts[0]!];
  for (const part of parts.slice(1)) {
    const prev = out[out.length - 1]!;
    const f = fold(part);
    const ws = f.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (/\?\s*$/u.test(prev) && /^[^,.;:?]+(?:, [^,.;:?]+)*,? (?:y|o|e|u) [^,.;:?]+/u.test(f)) {
      out[out.length - 1] = `${prev.replace(/\?\s*$/u, '')}: ${part}`;
      continue;
    }
    // "alta → Fecha de alta": an arrow is a rename, never a story; "ensayos solo para mí",
    // "reservas abiertas a todos": a rule is asked for, even with no verb of change.
    const story =
      !/(?:→|->|=>|⇒)/u.test(part) &&
      !RULE_PATTERNS.some(([re]) => re.test(f)) &&
      !asksNothing(out.join(' ')) &&
      (ws.length >= 4 || (ws.length === 3 && /^(?:nadie|nunca|no)$/.test(ws[0]!))) &&
      !new RegExp(`\\b${WISH}\\b`).test(f) &&
      !ws.some((w) => ENTITY_WORDS.has(w) || FIELD_WORDS.has(w)) &&
      !/^(?:y|e|tambien|ademas|pero|o)$/.test(ws[0]!) &&
      !ws.some((w) => verbIntent(w) !== undefined) &&
      !/\b(?:obligatori|opcional|color|modo|tema|diseno|menu|fondo|llam)/.test(ws.join(' ')) &&
      ws.some((w) => analyze(w).some((a) => a.pos === 'verb'));
    if (!story) out.push(part);
  }
  return out.join(' ');
}

/**
 * The spoken voice (0180, seventh pass): a request said aloud and typed as said, with no
 * commas. Fillers before it ("oye mira a ver pues …"), a self-correction ("el teléfono bueno
 * el móvil", "horneadas no bueno mejor tandas", "que solo los vea yo bueno no que …": the
 * second wording replaces the first), and a purpose with "pa" ("pa felicitarles"). Each
 * rewrite only drops words. ("eso" pointing back, "bueno" / "vale" before "y" or "que" are
 * spans the grammar skips: words.ts, `that-one`, `spoken-filler`.)
 */
const ARTICLE_WORDS = '(?:el|la|los|las|un|una|unos|unas)';
const SAID_BETTER = loose(
  `\\b${ARTICLE_WORDS} \\p{L}+(?: de \\p{L}+)?,? (?:no,? )?(?:bueno|digo),? (?:no,? )?(?:mejor,? )?(?=${ARTICLE_WORDS}\\s)`,
  'giu',
);
const WORD_BETTER = loose('\\b\\p{L}+,? (?:no,? )?bueno,? (?:no,? )?mejor,? (?=\\p{L})', 'giu');
const CLAUSE_BETTER = /\bque\b[^,.;]*? bueno,? no,? (?=que\b)/giu;
/** "en los vecinos que salga el correo", "que se vea si tienen caseta": what must show is added. */
const SHOW_IT = loose(
  '(?<!(?:quiero|quisiera|queremos|gustaria|necesito|necesitamos) )\\bque (?:salga|salgan|aparezca|aparezcan|se vea(?= si\\b))(?: tambien)? (?=(?:el|la|los|las|un|una|si)\\b)',
  'giu',
);
/** "que en las citas salga también el veterinario": the place first, then what must show. */
const IN_SHOW_IT = loose(
  '(^|[,;.]\\s*|\\by )(?:(?:quiero|queremos|quisiera|me gustaria|nos gustaria|necesito) )?que en (el|la|los|las) ([^,;.]+?),? (?:salga|salgan|aparezca|aparezcan)(?: tambien)? (?=(?:el|la|los|las|un|una|si)\\b)',
  'giu',
);
const SPOKEN_PURPOSE = loose('\\s+(?:pues )?pa (\\p{L}+)', 'giu');

/**
 * "el peso o sea cuántos kilos pesa y …", "el precio, o sea, cuánto se cobró, …": a gloss that
 * describes the thing just named; "quién pita o sea el árbitro", "la partitura o sea un enlace a
 * la partitura": a description, then the name it means.
 */
const GLOSS_AFTER = loose(
  ',? o sea,? (?:cuant|quien|cuando|donde|como|cual)\\p{L}*(?: [^,]*?)?(?:,|(?= y | e )|$)',
  'giu',
);
const GLOSS_BEFORE = loose(
  '\\b(?:(?:quien|quienes|cuando|donde|cuanto|cuanta|cuantos|cuantas|como)(?: \\p{L}+){1,3}|(?:el|la|los|las) \\p{L}+) o sea,? (?=(?:el|la|los|las|un|una) \\p{L})',
  'giu',
);

function unspoken(input: string): string {
  let text = input;
  text = text.replace(CLAUSE_BETTER, 'que ');
  text = text.replace(SAID_BETTER, '').replace(WORD_BETTER, '');
  text = text
    .replace(GLOSS_AFTER, ' ')
    .replace(GLOSS_BEFORE, '')
    .replace(/\s{2,}/gu, ' ');
  text = text.replace(IN_SHOW_IT, '$1en $2 $3 añade ').replace(SHOW_IT, 'añade ');
  text = text.replace(SPOKEN_PURPOSE, (all, verb: string) => (isInfinitive(verb) ? '' : all));
  return text;
}

/**
 * "Ya no tenemos bicis de talla S, quita esa opción" (or "…, quita esa talla"): the option named
 * before, then removed; never the whole field.
 */
const POINTED_OPTION = loose(
  '^(.+?)[,.;]\\s*(?:y |asi que |entonces )?((?:quit|sac|saqu|borr|elimin|suprim)\\p{L}*) (?:esa|esta) (opcion|\\p{L}+)(?: porfa| por favor)?[.!]*$',
);

function pointedOption(text: string, choiceField: (phrase: string) => string | null): string {
  const m = POINTED_OPTION.exec(text);
  if (!m) return text;
  const words = m[1]!.split(/\s+/u).map((w) => w.replace(/[«»"',.;:¿?¡!]+/gu, ''));
  // "…, quita esa talla": the value of the field named, not the field.
  const pointed = fold(m[3]!);
  const found: string[] = [];
  for (let i = 0; i < words.length - 1; i++)
    for (let n = 3; n >= 1; n--) {
      const value = words[i + n];
      if (!value || !/^[\p{Lu}\p{N}]/u.test(value)) continue;
      const field = words.slice(i, i + n).join(' ');
      if (/^\p{Lu}/u.test(words[i]!) && i > 0) continue;
      if (pointed !== 'opcion' && fold(field).split(/\s+/u).at(-1) !== pointed) continue;
      if (choiceField(field)) found.push(`${m[2]} ${value} de ${field}`);
    }
  return found.length === 1 ? found[0]! : text;
}

const RATED_WITH_STARS = loose(
  '^(?:haz |haced |haga |hagan |quiero |me gustaria )?que (el|la|los|las) ([^,;.]+?) se (?:puntue|puntuen|valore|valoren|califique|califiquen|evalue|evaluen|mida|midan) (?:con (?:estrellas|estrellitas)|(?:de 1 a 5|del 1 al 5)(?: estrellas)?)(?=[.!]*$)',
  'giu',
);
const IN_X_CHOSEN_THERE = loose(
  '\\ben (el|la|los|las) ([^,;.]+?),? que (el|la|los|las) ([^,;.]+?) se (elija|elijan|escoja|escojan|seleccione|seleccionen) de (ahi|alli|esa lista|esa tabla|la lista|ellos|ellas)\\b',
  'giu',
);

/**
 * A reason said after the request with no comma ("quita el portal que no sirve pa nada",
 * "pon la XL que hay gente muy alta", "ponles el móvil también que es que el fijo ya no lo coge
 * nadie"): the last "que …" (or "porque …") that asks for nothing is dropped, last first, while
 * something that asks is left before it. Only words that ask nothing are lost.
 */
function dropSpokenReason(text: string): string {
  let out = text;
  for (;;) {
    const at = Math.max(out.lastIndexOf(' que '), out.lastIndexOf(' porque '));
    if (at <= 0) return out;
    const segment = out.slice(at + 1);
    const before = out.slice(0, at);
    // "agrégales el veterinario que las atiende y un campo de observaciones": the list goes on
    // after the relative clause; only the clause goes.
    const more = /^(que [^,;.]+?) (y|e) ((?:un|una|el|la|los|las) [^,;.]+)$/u.exec(segment);
    if (
      more &&
      asksNothing(more[1]!) &&
      !asksNothing(before) &&
      fold(more[1]!).split(/\s+/).length >= 2
    ) {
      out = `${before} ${more[2]} ${more[3]}`;
      continue;
    }
    const words = fold(segment).split(/\s+/);
    if (words.length < 2 || !asksNothing(segment) || asksNothing(before)) return out;
    // "… que no se pueda borrar" asks; "… que se vea" asks (ASKING_WORDS); "que si …" is a condition.
    if (words[1] === 'si' || words[1] === 'cada') return out;
    // "… y lo que sobre", "todo lo que no se use": "que" names a thing, not a reason.
    const last = fold(before).split(/\s+/).at(-1) ?? '';
    if (/^(?:lo|el|la|los|las|todo|toda|todos|todas|y|e|o|algo|cosa|cosas)$/u.test(last))
      return out;
    // "Haz que la intensidad se puntúe con estrellas": what to make so is the request.
    if (/^(?:haz|haced|haga|hagan|hace|hacer|hagamos|procura|procurad|procure)$/u.test(last))
      return out;
    out = before;
  }
}

/**
 * Formal syntax (0180, seventh pass): the thing first with a relative clause between commas
 * that only describes it ("Los socios, que ahora solo se pueden contactar por correo, deberían
 * tener…"), an impersonal need ("se debe poder indicar…", "quiero poder marcar…"; "haría falta
 * agregar…" is the span `modal-order`), the moment of use ("al dar de alta una bici quiero poder marcar…"), "tanto X como
 * Y", "ni X ni Y hacen falta", and a rename wished ("X conviene que se llame Y", "sería mejor
 * llamarla Y"). Each becomes the plain order; names are still resolved by the reader.
 */
const THING_AS_NOW = loose(
  '\\b((?:el|la|los|las) [^,;]+?), que (?:ahora|hoy|hoy en dia|antes|al final|actualmente|de momento|por ahora|ya|todavia|aun)\\b[^,;]*?, (?=\\S)',
  'giu',
);
const CAN_NOTE = loose(
  '\\b(?:(?:que )?se (?:debe|deberia|tiene que|podria|debiera) poder|(?:quiero|queremos|quisiera|quisieramos|necesito|necesitamos) poder|(?:que )?se pueda|hay que poder) (?:indicar|marcar|apuntar|anotar|registrar|guardar|poner)\\b(?! (?:cualquiera|todos|todo el mundo|la gente|solos?|solas?)\\b)',
  'giu',
);
const AT_MOMENT = loose(
  '^(?:quiero que |quisiera que |me gustaria que )?al (?:crear|dar de alta|tomar|registrar|anadir|apuntar|hacer) (?:un|una|el|la|cada) ([^,;]+?),? (?=anade\\b)',
);
const NEITHER_NOR = loose(
  '^ni ([^,;]+?) ni ([^,;]+?) (?:hacen falta|sobran|se usan|hacen ninguna falta)(?: ya)?(?=[.;,]|$)',
);
function formal(input: string): string {
  let text = input;
  // "Sería necesario que el turno de riego, que ahora es una lista, pasara a ser…": a clause
  // between commas that says how the thing is now describes it, wherever it stands.
  text = text.replace(THING_AS_NOW, '$1 ');
  text = text.replace(CAN_NOTE, 'añade');
  text = text.replace(AT_MOMENT, 'en $1 ');
  text = text.replace(NEITHER_NOR, 'quita $1 y $2');
  return text;
}

/**
 * Rewrites one request; the reader reads the result as usual. `isEntity` says whether a
 * phrase names an entity of the app (a heading "herramientas: añade marca" is not a field
 * with options).
 */

/** "Cámbiame …", "Quítanos …": the order, for me (the dative says nothing more). */
const FOR_ME = loose(
  '^(cambia|quita|borra|saca|anade|agrega|pon|elimina|renombra)(?:me|nos)\\b',
  'iu',
);
/** "se pueda elegir entre A, B y C", "prefiero elegirlo de una lista: A, B y C": a list. */
const CHOSEN_AMONG = loose(
  '\\b(?:(?:que )?se (?:pueda|puedan) (?:elegir|escoger|seleccionar)|(?:lo |la |los |las )?(?:prefiero|preferiria|quiero|quisiera) (?:elegir|escoger|seleccionar)(?:lo|la|los|las)? de una lista) (?:entre|de entre|:)\\s*(?=[A-ZÁÉÍÓÚÑ\'"«])',
  'giu',
);
/** "Que en turno de riego también se pueda elegir Noche": one more option. */
const ALSO_CHOSEN = loose(
  '^(?:que )?en (?:el |la |los |las )?([^,;]+?),? (?:tambien )?se (?:pueda|puedan) (?:elegir|escoger|seleccionar|poner) (?:tambien )?([A-ZÁÉÍÓÚÑ\'"«][^,;?]*)[.!]*$',
);
/** "toda la parte de Obras", "el apartado de Reservas": the entity. */
const PART_OF = loose(
  '\\b(?:toda )?(?:la parte|la seccion|el apartado|la pestana|la tabla|la lista|el listado) (?:de|del) (?:los |las )?(?=[A-ZÁÉÍÓÚÑ])',
  'gu',
);

function everydayIdioms(input: string): string {
  let text = input.replace(FOR_ME, (_all, verb: string) =>
    fold(verb) === 'anade' ? 'añade' : fold(verb),
  );
  const also = ALSO_CHOSEN.exec(text);
  if (also && capitalised(also[2])) return `añade ${also[2]!.trim()} a ${also[1]!.trim()}`;
  text = text.replace(CHOSEN_AMONG, (all, at: number, whole: string) =>
    capitalised(whole.slice(at + all.length)) ? 'sea una lista: ' : all,
  );
  return text.replace(PART_OF, (all, at: number, whole: string) =>
    capitalised(whole.slice(at + all.length)) ? '' : all,
  );
}

const HEADING_COLON = loose(
  '^(?:(?:en|para) )?(?:(?:la |el )?(?:seccion|apartado|tabla|lista|listado|pantalla|ficha)(?: de)? )?(el |la |los |las )?([^,:;.¿?]+?):\\s+(?=\\S)',
);

/**
 * "Socios: teléfono", "bicis de préstamo: talla XL, y la talla obligatoria", "clases: sala (sala
 * 1, sala 2, exterior)": under a heading that names an entity, a note that is only a name (no
 * verb, no word of a request, rule or design) is something to add there. An existing field so
 * named is refused when the change is applied; "talla XL" is the option of Talla.
 */
function bareNote(rest: string): boolean {
  let depth = 0;
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[,.;:!?¿]/u.test(c)) {
      end = i;
      break;
    }
  }
  const note = rest.slice(0, end).trim();
  const f = fold(note);
  const ws = f.split(/[^a-z0-9ñ]+/u).filter(Boolean);
  if (ws.length === 0 || ws.length > 8 || !/^\p{L}/u.test(f)) return false;
  if (/[→>=«»"']/u.test(note) || !asksNothing(note)) return false;
  // "Mascotas: Hurón": one capitalised word may be a value of a field not named; ask.
  if (ws.length === 1 && /^\p{Lu}/u.test(note)) return false;
  if (
    /^(?:no|ni|sin|ya|que|si|solo|mejor|como|con|de|del|a|al|en|para|por|tambien|y|e|o|u|todo|todos|nada|mas|menos|muy)\b/u.test(
      f,
    ) ||
    /\b(?:fuera|sobra|sobran|falta|faltan|nada|nadie|mejor|antes|ahora|despues|ya|no)\b/u.test(f)
  )
    return false;
  // A verb of its own ("Socios: pagan tarde") is a remark, not a name.
  return !ws.some(
    (w) =>
      w.length > 2 &&
      analyze(w).some((a) => a.pos === 'verb') &&
      !analyze(w).some((a) => a.pos === 'noun'),
  );
}

export function rephrase(
  input: string,
  isEntity: (phrase: string) => boolean = () => false,
  choiceField: (phrase: string) => string | null = () => null,
  knowsWord: (word: string) => boolean = () => false,
  isField: (phrase: string) => boolean = () => false,
  isOption: (phrase: string) => boolean = () => false,
): string {
  let text = input;
  // "el chip ponelo obligatorio porque sin chip no sale nadie, y el apodo que se llame
  // Nombre": a reason ends where another request begins; it asks nothing, and goes.
  text = text.replace(
    /\s*\b(?:porque|ya que|puesto que|dado que) ([^;?.!]*?),\s*y\s+([^;?.!]+)/giu,
    (all, reason: string, next: string) =>
      asksNothing(next) || !asksNothing(reason) ? all : `, y ${next}`,
  );
  text = valuesPointed(text, choiceField, isOption) ?? text;
  // "quita la lista de vecinos": «lista de» before a list of the app is the word for a list, as
  // «la tabla de vecinos» is ("añade una lista de precios" keeps it: no list is named).
  text = text.replace(
    /\b(?:la|una|esa|esta|toda la) (?:lista|listado) de (?:los |las )?(\p{L}+(?: \p{L}+)?)\b/giu,
    (all, what: string) => {
      const name = [what, what.split(' ')[0]!].find((w) => isEntity(w));
      return name ? all.replace(/(?:lista|listado) de (?:los |las )?/iu, 'tabla de ') : all;
    },
  );
  const part = wholePartRemoved(text, isEntity);
  if (part) return part;
  // "Los socios, que los puedan ver todos, pero que solo yo pueda añadir socios nuevos", "La
  // lista de hortelanos que la puedan consultar todos, pero que solo yo añada gente": all
  // look, only the owner adds: the catálogo of the one list named.
  const folded = fold(text);
  if (ALL_LOOK.test(folded) && ONLY_I_ADD.test(folded)) {
    const named = entitiesIn(text, isEntity);
    if (named.length > 0 && new Set(named.map((l) => fold(pluralize(l)))).size === 1)
      return `que solo yo pueda crear ${named[0]}`;
  }
  text = nameSays(text, isEntity, isField) ?? text;
  // "¿La raza de las mascotas puede ser un desplegable con …?": what it could be, asked.
  text = text.replace(
    /^(¿?\s*)(el|la|los|las) ([^,;?]+?) (?:puede|podr[ií]a|pueden|podr[ií]an) ser (?=\p{L})/iu,
    '$1que $2 $3 sea ',
  );
  // "que cualquiera pueda anotarse a los paseos": to sign up.
  text = text.replace(/\b(?:anot|inscrib|sum)(?:arse|irse)\b/giu, 'apuntarse');
  // "La cuota la quiero con opciones: …", "El campo quiero elegirlo de una lista: …": a choice.
  text = text.replace(
    /\b(?:(?:lo|la|los|las) (?:quiero|queremos|necesito|necesitamos|prefiero|preferimos) con|(?:quiero|queremos|prefiero|preferimos|necesito|necesitamos) (?:elegir|escoger|seleccionar)(?:lo|la|los|las) de) (?:una lista(?: de opciones)?|un desplegable|opciones|unas opciones)(?= ?:)/giu,
    'quiero que tenga opciones',
  );
  // "llama a los paseos Salidas": the thing, then its new name (a capital marks it).
  text = text.replace(
    /\b([Ll]l[aá]m(?:a|e|ad|en|á)) (?:a (el|la|los|las) |(al) )([^,;.]+?) ([A-ZÁÉÍÓÚÑ«"'“][^,;.?!\s]*(?: [^,;.?!\s]+){0,2})(?=\s*$|\s*[,;.?!]| y )/gu,
    (
      all,
      verb: string,
      the: string | undefined,
      al: string | undefined,
      what: string,
      to: string,
    ) =>
      isEntity(what) || isField(what) ? `${verb} ${to} a ${the ?? (al ? 'el' : '')} ${what}` : all,
  );
  // "que Coristas pasara a llamarse Voces y que Obras se llamara Repertorio": "se llame".
  text = text
    .replace(/\b(?:pase|pasara|pasase|pasaría|pasaria)n? a llamarse\b/giu, 'se llame')
    .replace(/\bse (?:llamara|llamase|llamaría|llamaria)n?\b/giu, 'se llame');
  // "… y, además, admitir la opción Carrilero": to admit an option is to add it.
  text = text.replace(
    /\b(?:admitir|admita|admitan|aceptar|acepte|acepten|permitir|permita|permitan) (?=(?:tambi[eé]n )?(?:la opci[oó]n|las opciones|el valor|los valores)\b)/giu,
    'añade ',
  );
  // "quitale centeno al tipo de masa ya no lo hacemos": a closing reason with no comma.
  text = text.replace(
    /(\p{L})\s+((?:ya no|que ya no|que no) (?:(?:lo|la|los|las|le|les) )?\p{L}+(?:amos|emos|imos)(?: mas| más| nunca)?)[.!]*$/u,
    '$1, $2',
  );
  // "¿Me cambia 'Plazas' por 'Aforo'?", "¿Nos renombra …?": asked of usted, the order.
  text = text.replace(
    /^(¿?\s*)(?:me|nos) (?:(cambi)|(renombr))(?:a|e|as|ás|es)\b/iu,
    (_all, open: string, change?: string) => `${open}${change ? 'cambia' : 'renombra'}`,
  );
  // "Haz que la valoración se puntúe con estrellas" where it is in stars already: the grammar
  // (`type-rated-with-stars`) reads the change; the clause reader says it is so already.
  text = text.replace(RATED_WITH_STARS, 'cambia $1 $2 a tipo estrellas');
  // "…, y en los paseos que el voluntario se elija de ahí": where, then what is chosen.
  text = text.replace(IN_X_CHOSEN_THERE, 'que $3 $4 de $1 $2 se $5 de $6');
  text = pointedOption(text, choiceField);
  // "En las parcelas: añade una foto…", "Clientes: añadir teléfono": where, as a heading; what
  // follows is read as a request of its own.
  // (After a greeting too: "Hola, encargos: abiertos a todo el mundo".)
  const unwrapped = dropReasonTail(text);
  const heading = HEADING_COLON.exec(unwrapped);
  if (heading && isEntity(heading[2]!)) {
    let rest = unwrapped.slice(heading[0].length);
    if (bareNote(rest)) rest = `añade ${rest}`;
    // "paseos: voluntario → Paseador": the order read, then where after it.
    return whereAfter(
      `en ${heading[1] ?? ''}${heading[2]}, ${rephrase(rest, isEntity, choiceField, knowsWord, isField)}`,
      isEntity,
      isField,
    );
  }
  // "Se debería poder apuntar quién marca en cada partido: crea Goles con …": the need before
  // the colon is why, as read before any of it is rewritten into an order of its own.
  // ("crea goles con …" in lower case too: "con" after one word says it is a new list.)
  const need = LEAD_THEN_CREATE.exec(text) ?? LEAD_THEN_CREATE_WITH.exec(text);
  if (need && !CHANGE_STEMS.test(fold(need[1]!))) text = text.slice(need[0].length);
  text = everydayIdioms(text);
  text = text.replace(/\s+/gu, ' ').trim();
  text = whereAfter(dropReasonTail(text), isEntity, isField);
  text = valuesForNamedField(renameIdioms(entityRuleAdjective(text)), choiceField);
  text = typeAndStateIdioms(text);
  // "No quiero que nadie más que yo vea los monitores", "Las herramientas no quiero que las vea
  // nadie, solo yo": not wanting anyone to see it is wanting nobody to see it.
  text = text.replace(
    loose('\\bno (?:quiero|queremos|quisiera|me gustaria) que (?=[^,;.]*\\bnadie\\b)'),
    'que ',
  );
  // "quita el precio, fuera de la cita": out of the entity is where, not the entity removed.
  const outOf = loose(',?\\s+fuera (de|del) (?=(?:el |la |los |las )?[^,;.]+[.!]*$)').exec(text);
  if (outOf) {
    const before = text.slice(0, outOf.index);
    const removes = /\b(?:quit|borr|elimin|sac|suprim)\p{L}*/u.test(fold(before));
    text = `${removes ? '' : 'quita '}${before} ${outOf[1]} ${text.slice(outOf.index + outOf[0].length)}`;
  }
  text = unspoken(text);
  text = formal(text);
  // Diminutives: "los peluditos" are the Peludos, "oscurita" is dark, "sencillito" simple,
  // "que se apunten solitos" by themselves.
  text = text.replace(
    /\b(\p{L}{3,}?)(?:it|cit)(o|a|os|as)\b/giu,
    (all, stem: string, end: string) => {
      const base = `${stem}${end}`;
      if (/^(?:oscur|clar|sencill|bonit|limpi|modern|redondead|sol)$/iu.test(stem)) return base;
      return isEntity(base) || knowsWord(fold(base)) ? base : all;
    },
  );
  // "A las bicis les falta el tipo: quiero poder elegir si es de carretera, de montaña, urbana o
  // eléctrica": after a colon, the wish to choose introduces the values of the field named
  // before it ("… el tipo: carretera, montaña, urbana o eléctrica"); «de» before a value is the
  // copula's ("es de montaña"), never part of it.
  text = text.replace(
    CHOOSE_AFTER_COLON,
    (_all, values: string) =>
      `: ${values.replace(/(^|,\s*|\s(?:o|u|y|e)\s)de\s+(?=\p{L})/gu, '$1')}`,
  );
  // "con las opciones A, B o C", "una sala, que se elija entre A, B o C": the options.
  text = text.replace(WITH_THE_OPTIONS, (all, at: number, whole: string) =>
    // After an addition the options are the new field's; otherwise an existing field's.
    !all.startsWith(',')
      ? 'con opciones '
      : ADDS_BEFORE.test(fold(whole.slice(0, at)))
        ? ' con opciones '
        : ' que se elija entre ',
  );

  // "crea la lista Turnos con fecha, socio y tarea con las opciones regar y abrir el huerto":
  // after an addition, options in lower case are the new field's too (hand test, 7 Dec 2026).
  text = text.replace(WITH_THE_LOWER_OPTIONS, (all, at: number, whole: string) =>
    ADDS_BEFORE.test(fold(whole.slice(0, at))) ? 'con opciones ' : all,
  );
  // "crea turnos con la fecha, el socio y la tarea, y que se vean en un calendario": a new list
  // with a date opens in a calendar by itself (its views are derived, contracts/data-model.ts),
  // so the wish asks for nothing more; said of a list the app has, it stays (and is refused).
  text = text.replace(CALENDAR_CLOSING, (all, at: number, whole: string) =>
    CREATE_WITH_DATE.test(fold(whole.slice(0, at))) ? '' : all,
  );
  // "agregá una lista de turnos con la fecha, el socio y la tarea, que puede ser regar o abrir
  // el huerto": what the last new field may be, one thing or another, closing the request.
  text = text.replace(MAY_BE_CLOSING, (all, at: number, whole: string) =>
    ADDS_BEFORE.test(fold(whole.slice(0, at))) ? ' con opciones ' : all,
  );

  // "Las notas de los abonados, bórrelas": the thing, a comma, the order with its pronoun.
  text = text.replace(TOPIC_COMMA_ORDER, (all, thing: string, order: string, clitic: string) => {
    const article = fold(thing.split(' ')[0]!);
    const agrees: Record<string, string[]> = {
      lo: ['el'],
      la: ['la'],
      los: ['los'],
      las: ['las'],
    };
    return agrees[fold(clitic)]?.includes(article) ? `${thing} ${order}` : all;
  });
  // "hacé obligatoria la fecha" (voseo): "haz".
  text = text.replace(/\bhac[eé](?= (?:obligatori|opcional))/giu, 'haz');
  // "ocupo la forma de pago" (Mexico): "necesito".
  text = text.replace(/\bocup(?:o|amos|aria|ariamos)\b/giu, 'necesito');
  // "el móvil en la ficha de cada cliente": the screen of an entity is the entity.
  // (At the start, "En la ficha de cada clase quiero ver…", it names where; read elsewhere.)
  text = text.replace(ON_ITS_CARD, (all, each: string, at: number) =>
    at > 0 ? `a ${each} ` : all,
  );
  // "marcar si cada una tiene luces": a yes/no of the entity named before.
  text = text.replace(
    /\b(marcar|indicar|apuntar|anotar|añade) si cada (?:una|uno) (tiene|lleva|es|esta) /giu,
    '$1 si $2 ',
  );
  // "Los ensayos, que solo los pueda crear yo; y la fecha, que no sea obligatoria": a name,
  // a comma, and the wish about it is one request, as without the comma.
  text = text.replace(
    /(^|[;.]\s*|\by\s+)((?:el|la|los|las) [^,;.]+?), (que [^,;.]+)/giu,
    (all, lead: string, thing: string, wish: string) =>
      // A bare name (a few words, no verb of its own), not a story before the request.
      asksNothing(wish) ||
      !asksNothing(thing) ||
      thing.split(/\s+/u).length > 5 ||
      /\s(?:y|e|se|es|son|esta|está|estan|están)\s/iu.test(` ${thing} `)
        ? all
        : `${lead}${thing} ${wish}`,
  );
  // "Se necesita una sección de Salas con …": the need.
  text = text.replace(/^se necesitan? /iu, 'necesito ');
  // "Los monitores también necesitan un teléfono de contacto": what a list of things needs is
  // a field of theirs.
  const needs = ENTITY_NEEDS.exec(text);
  if (needs && isEntity(needs[2]!) && !isEntity(needs[3]!) && asksNothing(needs[3]!))
    text = `añade ${needs[3]!.trim()} a ${needs[1]} ${needs[2]!.trim()}`;
  // "que se llame solo Bicis": only that name.
  text = text.replace(
    /\b(se llamen?|ll[aá]ma(?:lo|la|los|las)|p[oó]n(?:le|les)) (?:solo|sólo|simplemente) (?=\p{L})/gu,
    '$1 ',
  );
  // '"Llegó el" no se entiende nada, ponle Fecha de llegada': the name quoted, a comment, the
  // new name.
  const quoted = QUOTED_THEN_NEW_NAME.exec(text);
  if (quoted && newName(quoted[3]!))
    text = `renombra ${quoted[1] ?? quoted[2]} a ${quoted[3]!.trim()}`;
  // "… y al escudo llámalo Insignia": a rename with the thing first.
  text = text.replace(
    TO_IT_CALL,
    (_all, the: string, what: string, to: string) =>
      `renombra ${fold(the) === 'al' ? 'el' : 'la'} ${what.trim()} a ${to.trim()}`,
  );
  // "…, ¿llámalo Autor?": a question that is an order is the order.
  text = text.replace(
    /¿\s*((?:llam|quit|qu[ií]t|borr|b[oó]rr|pon|p[oó]n|a[nñ]ad|agreg|agr[eé]g|cambi|c[aá]mbi|renombr|sac|s[aá]c|elimin|elim[ií]n)\p{L}*(?:lo|la|los|las|le|les)\b[^?]*)\?/giu,
    '$1',
  );
  // Not after a word of its look ("el color de la app", "el tema de la aplicación").
  if (!isEntity('aplicacion') && !isEntity('app'))
    text = text.replace(THE_APP_ITSELF, (all, at: number, whole: string) =>
      LOOK_WORD_BEFORE.test(fold(whole.slice(0, at))) || /\bcomo$/u.test(fold(whole.slice(0, at)))
        ? all
        : '',
    );
  // "me gustaría que fuera morada": after "que", "fuera" is "sea", never "out".
  text = text.replace(/\bque (?:fuera|fuese)(n?)\b/giu, 'que sea$1');
  // ", que es el color de la clínica,", ", como el logo del gym,": said in passing, between
  // commas, before more of the request.
  text = text.replace(BUILD, 'crea ');
  // "Vamos a necesitar llevar el control de vacunas: una ficha de Vacuna con …", "…: algo
  // que se llame Propuesta, con …": what comes after the colon is the new list of things.
  text = text.replace(NEW_THING_AFTER_COLON, (_all, entity: string) => `crea ${entity} con `);
  // "nuevo apartado Pagos: abonado, fecha, importe", "Sección nueva Conciertos: fecha y lugar":
  // a note that names a new list (a capital marks its name) and its fields after a colon.
  // "nuevo" already says it is a name: in lower case too ("nuevo apartado pagos: …").
  text = text.replace(NEW_NAMED_COLON, (all, entity: string) =>
    !isEntity(entity) && !/^(?:para|con|de|del|que|donde|y|e|o|el|la|los|las)$/u.test(fold(entity))
      ? `crea ${entity} con `
      : all,
  );
  // "Necesitamos llevar las tarjetas. Armá una entidad Sanción …": a short need, then the
  // request that creates what it needs.
  text = text.replace(NEED_THEN_CREATE, '');
  // Each sentence that names a thing and says it is not needed is its removal.
  // A removal alone in the next sentence ("… no la usamos nunca. Quitadla.") refers back.
  const sentences = text.split(/(?<=[.;!])\s+/u);
  const read: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    const next = sentences[i + 1];
    // "…, así que ese dato me sobra. Suprime la hora de las clases.": what points at the thing
    // and says it is not needed is said again by the removal that follows.
    if (
      next &&
      POINTED_NOT_NEEDED.test(fold(sentence).replace(CONTEXT_THEN, '').trim()) &&
      /^(?:quit|borr|elimin|sac|saqu|suprim)\p{L}*\s+(?:el|la|los|las|lo)\s/u.test(
        fold(next).trim(),
      )
    )
      continue;
    const alone =
      next &&
      /^\p{L}+(?: (?:esa|ese|esos|esas|ambos|ambas|los dos|las dos) (?:entidad|entidades|campo|campos|opcion|opciones))?,?(?: porfa| por favor)?[.!]*$/u.test(
        next.trim(),
      );
    const joined = alone ? notNeeded(`${sentence.replace(/[.;!]+$/u, '')}, ${next}`) : null;
    if (joined) i++;
    // "Tanto la foto como la descripción sobran; bórrenlas, por favor.", "El Nº de socio no
    // tiene por qué ser obligatorio; déjenlo como opcional.": an order whose object is only a
    // pronoun, after a sentence that names the thing and asks nothing itself. What the sentence
    // names, before its own verb, is the order's object ("El Nº de socio déjenlo como …").
    const pointed = !joined && next ? pronounOrderAfter(sentence, next) : null;
    if (pointed) {
      read.push(`${pointed}.`);
      i++;
      continue;
    }
    const rewritten =
      joined ??
      notNeeded(sentence) ??
      (sentences.length > 1 ? renameNameFirst(sentence.trim().replace(/[.!]+$/u, '')) : null);
    read.push(rewritten ? `${rewritten}.` : sentence);
  }
  text = read.join(' ');
  // "La hora de las clases está como texto …; ¿se puede poner como fecha y hora?": what the
  // thing is now, then what it should be.
  const now = IS_NOW_PUT_AS.exec(text);
  if (now && plainName(now[2]!)) text = `cambia ${now[1]} ${now[2]!.trim()} a ${now[3]!.trim()}`;
  // Context is dropped only when it does not start with a negation ("no hace falta que …, así
  // que …" keeps the negation in sight of the reader).
  if (!NEGATED.test(text)) text = dropContextSentences(text.replace(CONTEXT_THEN, ''));
  text = dropTrailingSentences(text);
  text = text.replace(WE_FORM, (_all, clitic: string | undefined, verb: string) => {
    const order = WE_FORMS[fold(verb)]!;
    return clitic ? `${order === 'añade' ? 'añáde' : order}${fold(clitic)}` : order;
  });
  text = text.replace(SEE_BUT_ONLY_I, 'que solo yo pueda crear $1 $2');
  const seen = ALL_SEE_ONLY_I.exec(text);
  if (seen && isEntity(seen[2]!)) text = `que solo yo pueda crear ${seen[1]} ${seen[2]}`;
  // "ponles una foto vale una foto de cada perrete": after "vale", "o sea", "bueno", the same
  // words again only repeat what was said.
  text = text.replace(
    /(\b\p{L}+ \p{L}+) (?:vale|o sea|bueno|digo) (.+)$/iu,
    (all, said: string, again: string) => (fold(again).startsWith(fold(said)) ? said : all),
  );
  // "lo de la raza eso sobra quítalo": said not needed, then the order; the order is enough.
  text = text.replace(SPARE_THEN_ORDER, '');
  // "la duración en minutos cámbiale el nombre a minutos": the thing first, then its new name.
  const named = NAMED_THEN_NEW_NAME.exec(text);
  if (named && plainName(named[1]!) && newName(named[2]!))
    text = `renombra ${named[1]!.trim()} a ${named[2]!.trim()}`;
  // "quita los metros y el hortelano que sea obligatorio", "… y en las citas el precio que sea
  // obligatorio": a second request in the spoken order, the thing first.
  text = text.replace(
    THING_THEN_WISH,
    (all, where: string | undefined, thing: string, verb: string) =>
      // "… y el dni también que sea obligatorio": a new field, added already required.
      /\btambi[eé]n$/iu.test(thing) ? all : ` y que ${where ?? ''}${thing} ${verb} `,
  );
  // "… que sea obligatorio que si no no les puedo avisar": after the wish, why.
  text = text.replace(WISH_THEN_WHY, (all, wish: string, why: string) =>
    asksNothing(why) ? wish : all,
  );
  text = text.trim().replace(/[.!]+$/u, '');
  text = dropTrailingReason(text);
  if (!/[,;:]/u.test(text)) text = dropSpokenReason(text);
  text = text.replace(NAME_THEN_WISH, 'que $1 ');
  text = text.replace(ON_SCREEN, 'en $1 añade ');
  text = text.replace(RECORD_THINGS, (_all, entity: string) => `crea ${entity} con `);
  text = text.replace(PLACE_WHERE, '$1 con ');
  // "agregar clase de prueba a las reservas, sí o no": a trailing type word is the type of the
  // field just named, not a second field called "Sí o no".
  text = text.replace(TRAILING_YES_NO, ' (sí o no)');
  // "si cada jugador tiene ficha o no": the yes/no is the question, without "o no".
  text = text.replace(
    /(\bsi (?:cada |el |la |los |las )?[^,;?(]+?) o no\b(?! (?:sea|sean|tenga|tengan)\b)/giu,
    '$1',
  );
  // "¿Se podría llevar un registro de Reparaciones con qué herramienta, la fecha y el coste?":
  // a record of something the app does not have yet, with what it holds, is a new list.
  const record = RECORD_OF_WITH.exec(text);
  if (record && !isEntity(record[1]!))
    text = `crea ${record[1]} con ${text.slice(record[0].length).replace(/\?\s*$/u, '')}`;
  // (After a need, the span need-order has made "llevar" "añade".)
  text = text.replace(
    KEEP_COUNT_OF,
    (_all, verb: string, de: string) => `${verb} ${fold(de) === 'del' ? 'el ' : ''}`,
  );
  // "un lugar en los encargos para poner la forma de cobro", "un campo para el peso de los
  // abonados": the place is the field; what it is for is its name.
  text = text.replace(PLACE_FOR, (_all, where: string | undefined) => (where ? `${where} ` : ''));
  // "una casilla de esterilizado", "un campo pagado de sí o no": a yes/no named by its state.
  text = text.replace(BOX_OF, '¿$1?').replace(YES_NO_OF, '¿$1?');
  let m = ADD_IF_STATE.exec(text);
  if (m && (isEntity(m[2]!) || !/\s/u.test(m[2]!.trim())))
    return `añade ¿${m[3]!.trim()}? a ${m[2]!.trim()}`;
  // "Haced obligatoria la raza, y añadid también si la mascota está castrada": the same, as
  // the second request.
  text = text.replace(ADD_IF_STATE_AFTER, (all, lead: string, thing: string, state: string) =>
    isEntity(thing) || !/\s/u.test(thing.trim())
      ? `${lead}añade ¿${state.trim()}? a ${thing.trim()}`
      : all,
  );
  m = IN_MARK_IF.exec(text);
  if (m) return `en ${m[1]!.trim()} añade ¿${m[2]!.trim()}?`;
  m = ADD_IF_HAS.exec(text);
  if (m) return `añade ¿${m[3]} ${m[4]!.trim()}? a ${m[2]}`;
  m = THERE_BE_WITH.exec(text);
  if (m && !isEntity(m[1]!) && fold(m[1]!).endsWith('s') && !REQUIRED_WORDS.test(text)) {
    // "… y cada clase en una sala": the link after the fields is a request of its own.
    const fields = text
      .slice(m[0].length)
      .replace(loose(' y cada (\\p{L}+) (?:en|con|de) (una?) '), '. cada $1 tiene $2 ')
      .replace(loose(' y (?=cada )'), '. ');
    text = `crea ${m[1]} con ${fields}`;
  }
  m = THERE_WERE.exec(text);
  if (m) text = `en ${m[1]} añade ${m[2]}`;
  m = SHOULD_BE_CALLED.exec(text);
  if (
    m &&
    plainName(m[2]!) &&
    newName(m[3]!) &&
    !NOT_RENAMED.test(fold(m[3]!).trim()) &&
    // "… podría llamarse consulta si quieres": a name carries no condition.
    !/\b(?:si|cuando|pero|aunque|porque|que|mejor|quieres|quiere|prefieres)\b/u.test(fold(m[3]!)) &&
    !/^(?:cada|cualquier|nadie|todo|todos|todas)\b/u.test(fold(m[2]!).trim())
  )
    return `renombra ${m[1] ? `${m[1]} ` : ''}${m[2]!.trim()} a ${m[3]!.trim()}`;
  const renamed = renameNameFirst(text);
  if (renamed) return renamed;
  // "que en vez de motivo ponga síntomas", "que ponga socios en vez de abonados": the same
  // rename, the wish said with "que" and either name first.
  text = text
    .replace(/^(.*?)\bque (en (?:vez|lugar) de )/iu, '$1$2')
    .replace(INSTEAD_AFTER, (all, lead: string, to: string, from: string) =>
      plainName(from) && newName(to) ? `${lead}en vez de ${from.trim()} pon ${to.trim()}` : all,
    );
  // "el motivo de la cita, en vez de motivo ponga síntomas": the topic said first repeats the
  // name replaced.
  const topicFirst =
    /^(.+?),? (en (?:vez|lugar) de (\S+(?: \S+)?) (?:pon|ponga|pongan|escribe|que ponga|que diga) .+)$/iu.exec(
      text,
    );
  if (topicFirst && fold(topicFirst[1]!).includes(fold(topicFirst[3]!))) text = topicFirst[2]!;
  m = INSTEAD_PUT.exec(text);
  if (m && plainName(m[2]!) && newName(m[3]!) && !isEntity(m[3]!))
    return `renombra ${m[2]!.trim()}${m[1] ? ` de ${m[1].trim()}` : ''} a ${m[3]!.trim()}`;
  m = ALSO_CHOOSE.exec(text);
  // Without an article the field is named after "en" ("en especie que se pueda elegir
  // también Hurón"), and the values are written as names.
  if (
    m &&
    /\btambi[eé]n\b/iu.test(m[0]) &&
    !isEntity(m[2]!) &&
    (m[1] || (/^(?:en|para)\s/iu.test(m[0]) && /^['"«‘“]?\p{Lu}/u.test(m[3]!.trim())))
  )
    return `añade la opción ${m[3]!.trim()} ${m[1] ? withA(m[1], m[2]!) : `a ${m[2]!.trim()}`}`;
  m = AMONG_OPTIONS.exec(text);
  if (m && !isEntity(m[4]!)) {
    const [, verb, value, , field] = m;
    return fold(verb!).startsWith('quit') || /^(?:sac|borr|elimin)/.test(fold(verb!))
      ? `quita la opción ${value!.trim()} de ${field!.trim()}`
      : `añade la opción ${value!.trim()} a ${field!.trim()}`;
  }
  // (After "… y": "Que la fecha sea obligatoria y que el campo se elija entre A, B y C".)
  m = CHOSEN_FROM.exec(text);
  if (m && !isEntity(m[3]!) && (!m[1] || !asksNothing(m[1])))
    return `${m[1] ?? ''}cambia ${m[2]} ${m[3]} a opciones: ${m[4]}`;
  m = THEY_HAVE.exec(text);
  if (m && isEntity(m[2]!) && !REQUIRED_WORDS.test(m[4]!))
    return `añade ${m[3] ? `${m[3]} ` : ''}${m[4]!.trim()} a ${m[1]} ${m[2]}`;
  // No verb at all: the whole request is the field and its entity.
  m = EACH_WITH_ITS.exec(text);
  // A link ("cada reseña con su libro") is read as a reference elsewhere.
  if (
    m &&
    isEntity(m[1]!) &&
    !isEntity(m[2]!) &&
    !isEntity(pluralOf(m[2]!)) &&
    asksNothing(m[2]!) &&
    !REQUIRED_WORDS.test(m[2]!)
  )
    return `añade ${m[2]!.trim()} a ${m[1]!.trim()}`;
  m = BARE_FIELD_IN.exec(text);
  if (
    m &&
    isEntity(m[2]!) &&
    !isEntity(m[1]!) &&
    m[1]!.trim().split(/\s+/).length <= 3 &&
    asksNothing(m[1]!) &&
    !/\b(?:no|sin|ni|nada|nunca|tampoco|ningun|ninguna|ninguno)\b/u.test(fold(m[1]!))
  )
    return `añade ${m[1]!.trim()} a ${m[2]!.trim()}`;
  // "ponle color naranja y que los productos salgan en tarjetas": the same, after "y".
  text = text.replace(
    /(\sy\s+|,\s*)(?:que )?(?:los|las|el|la) ([^,;.]+?) (?:se vean?|salgan?|aparezcan?|se muestren?) (en|como) ([^,;.]+)$/iu,
    (all, joint: string, what: string, how: string, layout: string) =>
      isEntity(what) && LAYOUT_WORDS.some(([w]) => fold(layout).trim() === w)
        ? `${joint}que se vea ${how} ${layout.trim()}`
        : all,
  );
  m = SEEN_AS.exec(text);
  // Only a layout: "que las mascotas se vean en rojo" is the colour of one thing (refused).
  if (m && isEntity(m[1]!) && LAYOUT_WORDS.some(([w]) => fold(m![3]!).trim() === w))
    return `que se vea ${m[2]} ${m[3]!.trim()}${m[4] ?? ''}`;
  m = HAS_OPTIONS.exec(text);
  if (m && !isEntity(m[2]!)) return `cambia ${m[1]} ${m[2]} a opciones: ${m[3]}`;
  text = text.replace(ADD_EACH_WITH, (_all, entity: string) => `crea ${entity} con `);
  // "La fecha de nacimiento de los jugadores hacela obligatoria", "El Nº de socio déjelo como
  // número", "La descripción … está muy grande, déjala como texto corto", "apto con niños
  // pasadlo a lista: …": the thing first, then a verb that refers back to it (same gender and
  // number as its article) and what it must be.
  m = THING_THEN_SET.exec(text);
  if (m) {
    const [, article, thing, reason, verb, what] = m;
    const back = SET_BACK.exec(fold(verb!));
    const agrees = back && (!article || back[1] === cliticOf(article));
    if (agrees && plainName(thing!) && asksNothing(thing!) && (!reason || asksNothing(reason))) {
      const name = `${article ? `${article} ` : ''}${thing!.trim()}`;
      if (REQUIRED_WORDS.test(what!)) return `que ${name} sea ${what!.trim()}`;
      const type = /^(?:como|a|en) (.+)$/u.exec(what!.trim());
      const word = type ? fold(type[1]!).split(/[\s:]/u)[0] : '';
      if (type && TYPE_WORDS.some(([w]) => fold(type[1]!).startsWith(w) || w === word))
        return `cambia ${name} a ${type[1]!.trim()}`;
    }
  }
  // "¿Se podría poner la raza con una lista? Mestizo, Labrador…": a list for an existing field.
  m = PUT_WITH_LIST.exec(text);
  if (m && !isEntity(m[2]!)) return `cambia ${m[1]} ${m[2]!.trim()} a opciones: ${m[3]}`;
  // "en las citas, que el estado tenga también 'No se presentó'": where, then the option.
  m = OPTION_ALSO.exec(text);
  if (m && (!m[1] || isEntity(m[1])))
    return `añade la opción ${m[4]!.trim()} ${withA(m[2]!, m[3]!)}${m[1] ? ` de ${m[1].trim()}` : ''}`;
  m = OPTION_WISH.exec(text) ?? OPTION_MISSING.exec(text);
  if (m && !isEntity(m[2]!)) return `añade la opción ${m[3]!.trim()} ${withA(m[1]!, m[2]!)}`;
  // "añade el género Teatro", "añade el turno Noche": a choice field named alone, then a value.
  m = ADD_FIELD_VALUE.exec(text);
  if (m) {
    const rest = m[2]!.trim().split(/\s+/);
    for (let k = Math.min(3, rest.length - 1); k >= 1; k--) {
      const name = rest.slice(0, k).join(' ');
      const value = rest.slice(k).join(' ');
      const label = choiceField(name);
      // The value as a name, capitalised ("el estado civil" is a new field, not an option).
      const capitalised = /^\p{Lu}/u.test(value);
      if (label && capitalised && !isEntity(value) && plainName(value) && rest.length - k <= 3)
        return `añade la opción ${value} a ${withA(m[1]!, label.toLowerCase())}`.replace(
          ' a a ',
          ' a ',
        );
    }
  }
  // "cambia Dirección por Domicilio en las mascotas": a rename in the list named.
  m = CHANGE_FOR_IN.exec(text);
  if (m && plainName(m[2]!) && newName(m[3]!))
    return `renombra ${m[2]!.trim()} de ${m[1]!.trim()} a ${m[3]!.trim()}`;
  return text;
}
