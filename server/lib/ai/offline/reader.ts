// Reads an app idea in Spanish: tokens, lemma and part of speech for each (morphology.ts),
// then the idea's actors (vecinos, clientes), things (herramientas, pan), actions (prestar,
// encargar) with their objects, the fields it names (precio, foto) and its constraints
// ("la noche anterior", "por horas"). Pure and deterministic.

import {
  ACTORS,
  ATTRIBUTES,
  CONTAINERS,
  DISCIPLINES,
  NOUN_CONTEXT,
  STOP,
  TRAILING_ATTRIBUTES,
  VERB_CONTEXT,
  VERB_IGNORE,
  VERB_OF_EVENT,
  VERBS,
} from './lexicon.ts';
import {
  type Analysis,
  accented,
  analyze,
  feminine,
  fold,
  genderOfNoun,
  pluralize,
} from './morphology.ts';
import { capitalize } from './spanish.ts';

/** How much of an idea is read (a 2,000-character idea is read whole). */
export const MAX_READ_CHARS = 4000;

export interface Term {
  /** Folded lemma: the identity of the term. */
  key: string;
  /** Singular with accents: "préstamo". */
  singular: string;
  plural: string;
  gender: 'm' | 'f';
  count: number;
  /** Token index of the first mention. */
  first: number;
  /** For a setting, what it is of: "academias de baile" → "baile". */
  detail?: string;
  /** The idea wrote it in the plural ("herramientas") rather than as a mass/single noun ("el pan"). */
  writtenPlural: boolean;
  /** The writer's own ("mis perros", "nuestras plantas"): what the idea keeps track of. */
  owned?: boolean;
  /** Named in a list of three or more ("partidas, parejas y clasificación"). */
  listed?: boolean;
}

export interface Action {
  /** Infinitive, folded: "prestar". */
  verb: string;
  /** Infinitive with accents. */
  label: string;
  object: Term | null;
  /** Every thing the action names: "encargan el pan y los dulces" → pan, dulce. */
  objects: Term[];
  first: number;
  /** Who does it, when the idea says: "los padres reserven clases y paguen" → padre for both. */
  actor: Term | null;
  /** Read from a record another verb acts on ("publiquen ofertas", "valoren los pedidos"):
   * that verb says what people do; this one only brings its record. */
  governed?: boolean;
  /** Asked when, not done through the app: "recordarme cuándo regarlas y abonarlas". */
  asked?: boolean;
}

/** A verb phrase of the idea in the infinitive: "prestarse herramientas", "encargar el pan y los dulces". */
export interface Clause {
  verb: string;
  text: string;
  /** The idea's people do it ("los vecinos se presten"), rather than the person writing. */
  byActor: boolean;
  /** Its subject, when one of the idea's people: "y el entrenador marque la asistencia" → entrenador. */
  actor: Term | null;
  first: number;
}

export interface Attribute {
  key: string;
  first: number;
  /** The word after it: "presupuesto con proveedores" → con. */
  next: string;
}

/** A field the idea gives a record in passing: "cita para baño o corte" → Servicio: Baño/Corte. */
export interface Detail {
  /** Key of the record or thing it belongs on ("cita"). */
  on: string;
  label: string;
  type: 'choice' | 'date' | 'datetime' | 'reference';
  options?: string[];
  /** A reference's target, by key ("reserva"). */
  ref?: string;
  /** The record happens between two of these people ("entre los chavales", "se presten"). */
  between?: boolean;
}

export interface Reading {
  actors: Term[];
  things: Term[];
  actions: Action[];
  clauses: Clause[];
  /** The idea's noun phrases as written (accents restored): "actas de reuniones del equipo". */
  phrases: string[];
  attributes: Attribute[];
  /** Examples given for a thing: "herramientas (taladros, escaleras)" → herramienta: [taladro, escalera]. */
  examples: Map<string, string[]>;
  /** Where the idea happens, not a record of its own: "un barrio", "una panadería". */
  settings: Term[];
  /** Who writes the idea, when they say it: "soy dueña de una lavandería" → dueña. */
  writer: Term | null;
  /** Things named through a list/management noun: "lista de invitados" → lista. */
  containers: string[];
  /** Fields named in passing: choices, pairs of dates, what a task is done between. */
  details: Detail[];
  /** Words the details took (folded): "baño", "entrada", "estancias"; no phrase of their own. */
  passing: string[];
  constraints: string[];
  /** Words read, and how many the dictionary knew. */
  words: number;
  known: number;
}

type Kind = 'noun' | 'verb' | 'skip' | 'break';

interface Token {
  surface: string;
  folded: string;
  kind: Kind;
  lemma: string;
  /** Could name a person: a noun that inflects for gender (nieto/nieta) or ends in -ista. */
  person?: boolean;
  /** Describes the noun before it ("quesos artesanos", "está roto"): not a thing. */
  adjective?: boolean;
  /** A name written with its capital mid-sentence ("envíos a toda España"): kept as written. */
  proper?: string;
}

/** "la cocinera ve", "los candidatos envíen": a person's noun, by its form. */
function personLike(key: string, analyses: Analysis[]): boolean {
  return (
    ACTORS.has(key) ||
    /ista$/.test(key) ||
    analyses.some((a) => a.pos === 'noun' && a.gendered && fold(a.lemma) === key)
  );
}

const BREAK = /^[,.;:!?¿¡()\n]+$/;

/** After these a capital is the sentence's, not a name's. */
const SENTENCE_START = /^[.;:!?¿¡(\n]$/;

interface RawToken {
  surface: string;
  folded: string;
  isBreak: boolean;
  proper?: string;
}

function tokenize(text: string): RawToken[] {
  const parts = text.slice(0, MAX_READ_CHARS).match(/[\p{L}\p{N}]+|[,.;:!?¿¡()\n]/gu) ?? [];
  return parts.map((p, i) => {
    const folded = fold(p);
    // "Canarias", "Talavera": a capital then small letters, mid-sentence, is a name — unless it
    // is one of the words the reader knows as people, fields or places ("mi Peluquería").
    const proper =
      i > 0 &&
      !SENTENCE_START.test(parts[i - 1]!) &&
      /^\p{Lu}\p{Ll}/u.test(p) &&
      !ACTORS.has(folded) &&
      !ATTRIBUTES[folded] &&
      !CONTAINERS.has(folded) &&
      !BUSINESS.test(folded.replace(/s$/, ''))
        ? p
        : undefined;
    return { surface: p.toLowerCase(), folded, isBreak: BREAK.test(p), proper };
  });
}

/** Weak verb contexts: a word that is itself a noun stays a noun after them ("y presupuesto"). */
const WEAK_VERB_CONTEXT = new Set(['y', 'o', 'a', 'e', 'u']);

/** Businesses and places an idea is for: not records of their own. */
/** What people split between them rather than deliver: "repartir los gastos". */
const SPLIT_BETWEEN_PEOPLE = new Set(['gasto', 'cuenta', 'dinero', 'coste', 'pago', 'factura']);

const BUSINESS =
  /(eria|barrio|pueblo|ciudad|comunidad|edificio|urbanizacion|colegio|escuela|instituto|universidad|academia|clinica|consulta|gimnasio|club|asociacion|tienda|restaurante|bar|cafeteria|hotel|hostal|taller|oficina|empresa|negocio|parroquia|ayuntamiento|granja|huerto|vivero|farmacia|floristeria|fruteria|cooperativa|ong|fundacion|despacho|estudio|salon|puerto|camping|residencia|museo|biblioteca|hospital|mercado|coro|federacion|parque|piso|casa|equipo|centro|liga|grupo|pena|protector|protectora|perrera|refugio|criadero|cole|guarderia|autoescuela|albergue|comedor|polideportivo|pabellon)$/;

/** Irregular forms of very common verbs the affix rules do not produce. */
const IRREGULAR = new Set(
  'soy eres es somos sois son era eran fue fueron sea sean estoy esta estan estamos tengo tiene tienen tenemos tenga tengan puedo puede pueden podemos pueda puedan hay haya va van voy vamos vaya vayan hago hace hacen hacemos haga hagan quiero quiere quieren queremos quiera quieran digo dice dicen diga digan se sabe saben pongo pone ponen doy da dan vengo viene vienen salgo sale salen ve ven vea vean veo vemos'.split(
    ' ',
  ),
);

/** Articles and possessives: what follows is a noun. */
const DETERMINERS = new Set(
  'el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras del al'.split(
    ' ',
  ),
);

/** Prepositions after which a noun is a circumstance, not the object: "pagar con tarjeta". */
const NOT_OBJECT = new Set([
  'con',
  'por',
  'para',
  'sin',
  'en',
  'desde',
  'hasta',
  'cuando',
  'que',
  'donde',
  'segun',
  'mediante',
]);

const PARTICIPLE = /(ado|ada|ados|adas|ido|ida|idos|idas)$/;
/** Participles that do not end in -ado/-ido: "hechas a mano", "si alguno está roto". */
const IRREGULAR_PARTICIPLE =
  /^(hech|rot|abiert|escrit|impres|frit|cubiert|descubiert|devuelt|resuelt|envuelt|muert)(o|a|os|as)$/;
/** Forms of estar, ser and verbs like them: what follows says how a thing is ("está roto",
 * "son tintos", "llega abierto", "cuando estén listas"). "esta"/"este" without the accent are
 * also demonstratives ("esta tienda"): after them only a participle describes. */
const COPULA = new Set(
  'es son sea sean era eran fue fueron sera seran estan esten estaba estaban estuvo estuvieron estas estes queda quedan quede queden quedo llega llegan llegue lleguen parece parecen sale salen viene vienen'.split(
    ' ',
  ),
);
const COPULA_ACCENTED = new Set(['está', 'esté', 'estás', 'estés']);
/** Forms of estar: a bare word after them always says how something is ("está enferma"). */
const ESTAR = new Set([
  'está',
  'esté',
  'estan',
  'esten',
  'estaba',
  'estaban',
  'estuvo',
  'estuvieron',
]);

function infinitiveOf(analyses: Analysis[], folded: string): boolean {
  return analyses.some((a) => a.pos === 'verb' && fold(a.lemma) === folded);
}

/** The singular of a word the dictionary does not know: "desparasitaciones" → "desparasitación". */
function singularOf(surface: string): string {
  if (/ciones$/.test(surface)) return surface.replace(/ciones$/, 'ción');
  if (/siones$/.test(surface)) return surface.replace(/siones$/, 'sión');
  // "reuniones" → "reunión", "lugares" → "lugar": a consonant's plural adds "-es".
  if (/iones$/.test(surface)) return surface.replace(/iones$/, 'ión');
  if (/[aeiouáéíóú][lrndj]es$/.test(surface)) return surface.slice(0, -2);
  return surface.replace(/([^s])s$/u, '$1');
}

/** A word that can say how a thing is: a participle, or an adjective (a noun that inflects for
 * gender, written in one of its forms) that is not a person ("tintos", "caseras", "roto"). */
function describes(analyses: Analysis[], folded: string): boolean {
  if (IRREGULAR_PARTICIPLE.test(folded)) return true;
  if (PARTICIPLE.test(folded) && analyses.some((a) => a.pos === 'verb')) return true;
  return analyses.some((n) => {
    if (n.pos !== 'noun' || !n.gendered || ACTORS.has(fold(n.lemma))) return false;
    const female = feminine(n.lemma);
    return [n.lemma, pluralize(n.lemma), female, pluralize(female)].some((c) => fold(c) === folded);
  });
}

/** How the words before a word bear on it, beyond the word right before. */
interface Surroundings {
  /** After estar or ser ("está roto"), or in a list of what follows them ("son tintos o
   * blancos"): 'any' reads adjectives and participles as descriptions, 'participle' only
   * participles ("esta pinchada", where "esta" may be a demonstrative). */
  describing: '' | 'all' | 'any' | 'participle';
  /** After a comma or "y" that follows a noun: "entrenos, kilómetros y zapatillas". */
  inList: boolean;
}
const FINITE_VERB = /(an|en|amos|emos|imos|aron|ieron|ando|iendo|ar|er|ir)$/;

/** Object pronouns before a verb: "los alumnos las reserven", "los padres lo pagan". */
const CLITICS = new Set(['lo', 'la', 'los', 'las']);
/** Endings of a conjugated (not infinitive) verb form: "publica", "reserven", "marque". */
const CONJUGATED = /(a|e|o|an|en|as|es|amos|emos|imos|aron|ieron|aba|aban|ia|ian)$/;

function chooseReading(
  analyses: Analysis[],
  folded: string,
  surface: string,
  prev: string,
  prevKind: Kind | null,
  prevActor = false,
  prev2 = '',
  prevGeneric = false,
  prev2Verb = false,
  around: Surroundings = { describing: '', inList: false },
): { kind: Kind; lemma: string; adjective?: boolean } {
  const nouns = analyses.filter((a) => a.pos === 'noun');
  if (
    around.describing === 'all'
      ? analyses.length > 0 && !IRREGULAR.has(folded) && !infinitiveOf(analyses, folded)
      : around.describing === 'any'
        ? describes(analyses, folded)
        : around.describing === 'participle' &&
          (IRREGULAR_PARTICIPLE.test(folded) || PARTICIPLE.test(folded))
  )
    return { kind: 'skip', lemma: '', adjective: true };
  // "vendan" is vender before vendar: a verb the lexicon knows as an app action comes first.
  const verbs = analyses
    .filter((a) => a.pos === 'verb')
    .sort((x, y) => Number(!!VERBS[fold(y.lemma)]) - Number(!!VERBS[fold(x.lemma)]));
  const infinitive = verbs.find((v) => fold(v.lemma) === folded);
  if (infinitive) return { kind: 'verb', lemma: infinitive.lemma };
  // "las reserven", "los contraten": after an object pronoun a verb form is the verb.
  if (
    CLITICS.has(prev) &&
    !PERSON_COMPLEMENT.has(prev2) &&
    !prev2Verb &&
    prev2 !== 'del' &&
    nouns.length === 0 &&
    verbs.length > 0 &&
    !IRREGULAR.has(folded)
  )
    return { kind: 'verb', lemma: verbs[0]!.lemma };
  // "el organizador publica": right after a person, a conjugated form is what they do.
  if (prevActor && verbs.length > 0 && CONJUGATED.test(folded) && !IRREGULAR.has(folded))
    return { kind: 'verb', lemma: verbs[0]!.lemma };
  // "pista de tenis": after "de" a conjugated form is not an action (verbs there are infinitives).
  // "registro de entrenos": a plural the dictionary only knows as a verb form is a noun.
  if ((prev === 'de' || prev === 'del') && nouns.length === 0 && verbs.length > 0) {
    if (
      /^[a-zñ]{3,}[oa]s$/.test(folded) &&
      !PARTICIPLE.test(folded) &&
      !verbs.some((v) => fold(v.lemma) === folded)
    )
      return { kind: 'noun', lemma: singularOf(surface) };
    return { kind: 'skip', lemma: '' };
  }
  // A verb with clitics ("recogerlo") comes back as its infinitive only.
  if (
    verbs.length > 0 &&
    nouns.length === 0 &&
    /(r)(lo|la|los|las|le|les|se|me|te|nos)+$/.test(folded)
  )
    return { kind: 'verb', lemma: verbs[0]!.lemma };
  const nounContext = NOUN_CONTEXT.has(prev);
  // After an article, a word the dictionary only knows as a verb form is a noun ("el contrato"),
  // and so is a word it does not know at all ("el whatsapp", "una trivia").
  if (DETERMINERS.has(prev) && nouns.length === 0 && !IRREGULAR.has(folded)) {
    if (verbs.length > 0 && fold(verbs[0]!.lemma) === folded)
      return { kind: 'verb', lemma: verbs[0]!.lemma };
    if (/^[a-z]{3,}$/.test(folded)) return { kind: 'noun', lemma: singularOf(surface) };
  }
  // Forms of "ser", "tener", "poder"… ("somos", "tiene") are never things.
  const generic = verbs.find((v) => VERB_IGNORE.has(fold(v.lemma)));
  if (IRREGULAR.has(folded)) return { kind: 'verb', lemma: 'ser' };
  if (!nounContext && generic && !nouns.some((n) => fold(n.lemma) === folded))
    return { kind: 'verb', lemma: generic.lemma };
  // A noun read as itself or its plural ("metas") wins over a conjugated verb after "para".
  const ownNoun = nouns.find(
    (n) => fold(n.lemma) === folded || fold(pluralize(n.lemma)) === folded,
  );
  if (ownNoun && prev === 'para') return { kind: 'noun', lemma: ownNoun.lemma };
  if (nouns.length > 0 && nounContext) {
    // Prefer the noun whose lemma is this very word or its singular.
    return { kind: 'noun', lemma: bestNoun(nouns, folded, surface).lemma };
  }
  const exactNoun = nouns.some(
    (n) => fold(n.lemma) === folded || fold(pluralize(n.lemma)) === folded,
  );
  const weakContext = WEAK_VERB_CONTEXT.has(prev) && exactNoun;
  if (verbs.length > 0 && ((VERB_CONTEXT.has(prev) && !weakContext) || nouns.length === 0)) {
    if (PARTICIPLE.test(folded) && prevKind !== 'skip')
      return { kind: 'skip', lemma: '', adjective: prevKind === 'noun' };
    return { kind: 'verb', lemma: verbs[0]!.lemma };
  }
  if (nouns.length > 0) {
    const noun = bestNoun(nouns, folded, surface);
    // "pasan a recogerlo pagado": a participle after a verb or noun describes, it is not a thing.
    if (
      PARTICIPLE.test(folded) &&
      verbs.length > 0 &&
      !nounContext &&
      // "partidas, parejas y clasificación": a word that opens or continues a list is a noun.
      !around.inList &&
      prevKind !== 'break' &&
      prevKind !== null &&
      // "hagan pedidos", "tengan encargos": after doing or having, it is the thing.
      !/^(hac|hag|hic|ten|tien)/.test(prev) &&
      (noun.gendered || fold(noun.lemma) !== folded)
    )
      return { kind: 'skip', lemma: '', adjective: prevKind === 'noun' };
    // Adjectives in -al/-ble/-ivo/-ar/-il after a noun: "aportaciones semanales", "cuota
    // mensual", "profesores particulares", "club de lectura juvenil", "peluquería canina".
    if (
      prevKind === 'noun' &&
      (/(al|ales|ble|bles|ivo|iva|ivos|ivas|ario|aria|arios|arias|ar|ares|il|iles)$/.test(folded) ||
        /^(canin|felin|equin|porcin|urban|rural|casero|casera)(o|a|os|as)?$/.test(folded)) &&
      !ACTORS.has(fold(noun.lemma))
    )
      return { kind: 'skip', lemma: '', adjective: true };
    // A gendered word right after a noun is an adjective ("citas médicas", "mermeladas
    // caseras", "velas hechas a mano"), even when the dictionary also lists its feminine alone.
    if (
      prevKind === 'noun' &&
      (noun.gendered || IRREGULAR_PARTICIPLE.test(folded) || describes(nouns, folded))
    )
      return { kind: 'skip', lemma: '', adjective: true };
    // "cuánta miel saco", "qué libros leo": after a question and its noun comes the verb.
    if (prevKind === 'noun' && /^(cuant[oa]s?|que)$/.test(prev2) && verbs.length > 0)
      return { kind: 'verb', lemma: verbs[0]!.lemma };
    // "el queso llega abierto": right after "el queso", a verb form is what it does.
    if (
      prevKind === 'noun' &&
      DETERMINERS.has(prev2) &&
      verbs.length > 0 &&
      /(a|e|an|en)$/.test(folded) &&
      !IRREGULAR.has(folded)
    )
      return { kind: 'verb', lemma: verbs[0]!.lemma };
    if (
      verbs.length > 0 &&
      FINITE_VERB.test(folded) &&
      fold(noun.lemma) !== folded &&
      !folded.endsWith('es')
    )
      return { kind: 'verb', lemma: verbs[0]!.lemma };
    return { kind: 'noun', lemma: noun.lemma };
  }
  // "alquilar kayaks": a word the dictionary does not know, right after a verb, is its object.
  // "vacunas, desparasitaciones y visitas": so is one in a list of nouns.
  if (
    analyses.length === 0 &&
    ((prevKind === 'verb' && !prevGeneric) || around.inList) &&
    /^[a-zñ]{4,}$/.test(folded)
  )
    return { kind: 'noun', lemma: singularOf(surface) };
  return { kind: 'skip', lemma: '' };
}

function bestNoun(nouns: Analysis[], folded: string, surface = ''): Analysis {
  return (
    nouns.find((n) => n.lemma === surface) ??
    // "peñas" is peña, not pena: the written letters first, then the folded ones.
    nouns.find((n) => pluralize(n.lemma) === surface) ??
    nouns.find((n) => fold(n.lemma) === folded) ??
    nouns.find((n) => fold(pluralize(n.lemma)) === folded) ??
    nouns.find(
      (n) =>
        n.gendered &&
        (fold(feminine(n.lemma)) === folded || fold(pluralize(feminine(n.lemma))) === folded),
    ) ??
    nouns.find(
      (n) => folded.startsWith(fold(n.lemma)) && folded.length - fold(n.lemma).length <= 3,
    ) ??
    (surface ? { lemma: singularOf(surface), pos: 'noun', gendered: false } : undefined) ??
    nouns[0]!
  );
}

function makeTerm(lemma: string, first: number, surface = '', article = ''): Term {
  const singular = accented(lemma);
  // "las madres", "la bici": the idea's own article says the gender ("el agua" does not).
  const gender =
    article === 'la' || article === 'las' || article === 'una' || article === 'unas'
      ? 'f'
      : article === 'los' || article === 'unos'
        ? 'm'
        : genderOfNoun(singular);
  // "la lavadora", "la cocinera": a gendered noun written in the feminine keeps that form.
  const female = feminine(singular);
  const written = fold(surface);
  const own =
    gender === 'f' &&
    female !== singular &&
    (written === fold(female) || written === fold(pluralize(female)))
      ? female
      : singular;
  return {
    writtenPlural: surface !== '' && /s$/.test(surface) && fold(surface) !== fold(own),
    key: fold(singular),
    singular: own,
    plural: pluralize(own),
    gender,
    count: 1,
    first,
  };
}

const CONSTRAINT_PATTERNS: RegExp[] = [
  /\bpor (?:horas|d[ií]as|semanas|meses|turnos|zonas|barrios|whatsapp|correo|email|sms|telegram|adelantado|tallas|niveles|edades)\b/gu,
  /\b(?:la noche anterior|el d[ií]a anterior|con antelaci[oó]n|en tiempo real|a domicilio|de segunda mano|sin conexi[oó]n|sin internet|sin registro|sin spoilers|sin comisiones|sin anuncios|sin papel|sin efectivo|al instante|cerca de (?:casa|m[ií])|en el momento)\b/gu,
  /\bcada (?:d[ií]a|semana|mes|a[nñ]o|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|ma[nñ]ana|noche|\d+ (?:d[ií]as|horas|semanas|meses))\b/gu,
  /\b(?:antes|despu[eé]s) de (?:cada|la|el|las|los) \p{L}+/gu,
  /\b(?:gratis|gratuit[oa]s?|pagad[oa]s?)\b/gu,
];

function findConstraints(text: string): string[] {
  const lower = text.slice(0, MAX_READ_CHARS).toLowerCase();
  const out: { at: number; text: string }[] = [];
  for (const re of CONSTRAINT_PATTERNS) {
    for (const m of lower.matchAll(re)) out.push({ at: m.index ?? 0, text: m[0] });
  }
  out.sort((a, b) => a.at - b.at);
  return [...new Set(out.map((c) => c.text))].slice(0, 4);
}

export function readIdea(idea: string): Reading {
  const raw = tokenize(idea);
  const tokens: Token[] = [];
  /** Adjectives read after estar or ser: the words joined to them describe too. */
  const copulaAdjectives = new Set<number>();
  let known = 0;
  let words = 0;
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (t.isBreak) {
      tokens.push({ surface: t.surface, folded: t.folded, kind: 'break', lemma: '' });
      continue;
    }
    words++;
    const prev = i > 0 ? raw[i - 1]!.folded : '';
    const last = tokens[tokens.length - 1];
    // "velas aromáticas hechas a mano": past an adjective, the noun it describes is still before.
    const prevKind = last ? (last.adjective ? 'noun' : last.kind) : null;
    const analyses = /^\d+$/.test(t.folded) ? [] : analyze(t.folded);
    if (analyses.length > 0) known++;
    if (t.proper) {
      tokens.push({
        surface: t.surface,
        folded: t.folded,
        kind: 'skip',
        lemma: '',
        proper: t.proper,
      });
      continue;
    }
    if (STOP.has(t.folded) && !CONTAINERS.has(t.folded) && !ATTRIBUTES[t.folded]) {
      // Function words: a verb after one still reads as a verb, so keep its kind neutral.
      tokens.push({ surface: t.surface, folded: t.folded, kind: 'skip', lemma: '' });
      continue;
    }
    const beforeLast = tokens[tokens.length - 2]?.folded ?? '';
    // Right after a person ("el tesorero cobra"), or after a person and an object pronoun.
    const prevActor =
      last?.kind === 'noun' &&
      (ACTORS.has(fold(last.lemma)) || (!!last.person && DETERMINERS.has(beforeLast)));
    const prev2 = i > 1 ? raw[i - 2]!.folded : '';
    // "soy wedding planner": after "ser", "tener"… an unknown word is not an object.
    const prevGeneric =
      last?.kind === 'verb' && (IRREGULAR.has(last.folded) || VERB_IGNORE.has(fold(last.lemma)));
    const copula = last
      ? ESTAR.has(last.surface) || ESTAR.has(last.folded)
        ? 'all'
        : COPULA_ACCENTED.has(last.surface) || COPULA.has(last.folded)
          ? 'any'
          : last.folded === 'esta' || last.folded === 'este'
            ? 'participle'
            : ''
      : '';
    // "son tintos o blancos": the list goes on describing.
    const joined = !!last && /^(y|e|o|u|ni)$/.test(last.folded);
    const describingBefore = joined && tokens[tokens.length - 2]?.adjective === true;
    let at = tokens.length - 1;
    while (at >= 0 && DETERMINERS.has(tokens[at]!.folded)) at--;
    const joiner = tokens[at];
    const listed = tokens[at - 1];
    const inList =
      !!joiner &&
      (joiner.surface === ',' || /^(y|e|o|u)$/.test(joiner.folded)) &&
      !!listed &&
      (listed.kind === 'noun' || !!listed.adjective);
    const chosen = chooseReading(
      analyses,
      t.folded,
      t.surface,
      prev,
      prevKind,
      prevActor,
      prev2,
      prevGeneric,
      // "entreguen los deberes": after a verb, "los" is an article, not a pronoun.
      tokens[tokens.length - 2]?.kind === 'verb',
      {
        describing:
          copula || (describingBefore && copulaAdjectives.has(tokens.length - 2) ? 'any' : ''),
        inList,
      },
    );
    if (chosen.adjective && (copula || describingBefore)) copulaAdjectives.add(tokens.length);
    tokens.push({
      surface: t.surface,
      folded: t.folded,
      kind: chosen.kind,
      lemma: chosen.lemma,
      person: chosen.kind === 'noun' && personLike(fold(chosen.lemma), analyses),
      adjective: chosen.adjective,
    });
  }

  const actors = new Map<string, Term>();
  const things = new Map<string, Term>();
  const attributes = new Map<string, Attribute>();
  const containers: string[] = [];
  const actionList: {
    verb: string;
    label: string;
    first: number;
    objectAt: number;
    governed?: boolean;
  }[] = [];

  const subordinate = subordinateVerbs(tokens);
  const listed = listedNouns(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'noun') {
      const key = fold(t.lemma);
      if (STOP.has(key) && !CONTAINERS.has(key) && !ATTRIBUTES[key]) continue;
      const before = tokens[i - 1]?.folded ?? '';
      // "de segunda mano" is a condition, not a hand.
      // "hechas a mano" is how, not a hand.
      if (key === 'mano' && (before === 'segunda' || before === 'a')) continue;
      // "profesores de matemáticas", "clases de spinning": a subject taught or played says what
      // kind of person or class it is, not a record of its own.
      if (DISCIPLINES.has(key) && (before === 'de' || before === 'del')) continue;
      // "ropa de bebé", "juguetes de niño": a person in the singular, bare after "de" and a
      // thing, says what kind of thing it is; nobody uses the app as that person.
      if (
        ACTORS.has(key) &&
        before === 'de' &&
        tokens[i - 2]?.kind === 'noun' &&
        !ACTORS.has(fold(tokens[i - 2]!.lemma)) &&
        !tokens[i - 2]!.person &&
        fold(t.lemma) === t.folded
      )
        continue;
      // "club de fútbol base": what qualifies the subject goes with it.
      const two = tokens[i - 2];
      if (
        tokens[i - 1]?.kind === 'noun' &&
        DISCIPLINES.has(fold(tokens[i - 1]!.lemma)) &&
        (two?.folded === 'de' || two?.folded === 'del')
      )
        continue;
      if (CONTAINERS.has(key) && nextNounAfterDe(tokens, i) >= 0) {
        containers.push(key);
        continue;
      }
      if (ATTRIBUTES[key] && (!TRAILING_ATTRIBUTES.has(key) || things.size > 0)) {
        if (!attributes.has(key))
          attributes.set(key, { key, first: i, next: tokens[i + 1]?.folded ?? '' });
        continue;
      }
      // "y los sumilleres publican catas": a person's noun right before what they do is one of
      // the idea's people even when the list of actors does not know it.
      // "los candidatos envíen", "la recepcionista las confirme", "los nietos las valoren".
      const next = CLITICS.has(tokens[i + 1]?.folded ?? '') ? tokens[i + 2] : tokens[i + 1];
      const subject =
        !!next &&
        next.kind === 'verb' &&
        fold(next.lemma) !== next.folded &&
        !IRREGULAR.has(next.folded) &&
        DETERMINERS.has(before) &&
        (!!t.person || /(or|ora|ero|era|ista|ller|ante|ente)$/.test(key)) &&
        !things.has(key);
      const target = ACTORS.has(key) || actors.has(key) || subject ? actors : things;
      const existing = target.get(key);
      const term = existing ?? makeTerm(t.lemma, i, t.folded, before);
      if (existing) existing.count++;
      else target.set(key, term);
      if (OWNING.has(before)) term.owned = true;
      if (listed.has(i)) term.listed = true;
    } else if (t.kind === 'verb') {
      const verb = fold(t.lemma);
      if (VERB_IGNORE.has(verb) || STOP.has(verb)) continue;
      if (subordinate.has(i)) continue;
      if (isCondition(tokens, i)) continue;
      // "apuntar sus prácticas" is noting them down; "apuntarse a" is signing up.
      const reflexive =
        /(se|me|nos|te)$/.test(t.folded) ||
        ['se', 'me', 'nos', 'te'].includes(tokens[i - 1]?.folded ?? '');
      const sense = verb === 'apuntar' && !reflexive ? 'anotar' : verb;
      actionList.push({
        verb: sense,
        label: sense === verb ? t.lemma : 'anotar',
        first: i,
        objectAt: objectOf(tokens, i),
      });
    }
  }

  // A thing that is the record of an action ("préstamo" for "prestar") keeps its own term,
  // and the action is read even when only the noun was written ("reservas de pistas").
  for (const thing of things.values()) {
    const verb = VERB_OF_EVENT[thing.key];
    // "el entrenador marque la asistencia", "valoren los pedidos": what another of the idea's
    // verbs acts on is that thing, not an action of its own ("pedir cita" stays a cita).
    const governing = actionList.find((a) => a.objectAt === thing.first && a.verb !== verb);
    const ownEvent = verb ? VERBS[verb]?.event : undefined;
    const namesItsRecord = !!ownEvent && fold(ownEvent) === thing.key;
    if (governing && !REQUEST_VERBS.has(governing.verb) && !namesItsRecord) continue;
    // "confirmen su asistencia a los entrenamientos": what people attend is not what they do.
    if (attended(tokens, thing.first)) continue;
    if (verb && !actionList.some((a) => a.verb === verb)) {
      actionList.push({
        verb,
        label: verb,
        first: thing.first,
        objectAt: objectAfterEvent(tokens, thing.first),
        governed:
          !!governing &&
          !!VERBS[governing.verb] &&
          !REQUEST_VERBS.has(governing.verb) &&
          !HANDLING_VERBS.has(governing.verb),
      });
    }
  }

  const actions: Action[] = [];
  const seenVerbs = new Set<string>();
  const subjects = subjectsOf(tokens, actors);
  actionList.sort((a, b) => a.first - b.first);
  for (const a of actionList) {
    if (seenVerbs.has(a.verb)) continue;
    seenVerbs.add(a.verb);
    // "los alumnos las reserven": the pronoun says what, before any noun that follows.
    const antecedent = antecedentOf(tokens, a.first, things);
    if (antecedent >= 0) a.objectAt = antecedent;
    let object: Term | null = null;
    if (a.objectAt >= 0) {
      const key = fold(tokens[a.objectAt]!.lemma);
      object =
        things.get(key) ??
        actors.get(key) ??
        (ATTRIBUTES[key]
          ? makeTerm(tokens[a.objectAt]!.lemma, a.objectAt, tokens[a.objectAt]!.folded)
          : null);
    }
    const objects: Term[] = object ? [object] : [];
    if (a.objectAt >= 0) {
      // "el pan y los dulces", "mis entrenos, kilómetros y zapatillas": things joined by "y" or
      // a comma after the object; a field in the list ("kilómetros") is passed over.
      let complement = false;
      for (let j = a.objectAt + 1; j < Math.min(tokens.length, a.objectAt + 10); j++) {
        const u = tokens[j]!;
        if ((u.kind === 'break' && u.surface !== ',') || u.kind === 'verb') break;
        if (NOT_OBJECT.has(u.folded)) break;
        // "mis entrenos de running, …": what the object is of is not another object.
        if (u.folded === 'de' || u.folded === 'del') complement = true;
        if (u.kind !== 'noun') continue;
        if (complement) {
          complement = false;
          continue;
        }
        const joined = tokens
          .slice(a.objectAt + 1, j)
          .some((x) => x.folded === 'y' || x.folded === 'e' || x.surface === ',');
        if (joined && attributes.has(fold(u.lemma)) && !things.has(fold(u.lemma))) continue;
        const term = things.get(fold(u.lemma));
        if (!joined || !term || VERB_OF_EVENT[term.key]) break;
        // "y el ayuntamiento los arregle": a noun with its own verb starts another clause.
        const after = CLITICS.has(tokens[j + 1]?.folded ?? '') ? tokens[j + 2] : tokens[j + 1];
        if (after?.kind === 'verb' && !infinitiveForm(after)) break;
        if (!objects.includes(term)) objects.push(term);
      }
    }
    // "repartir los gastos" is splitting them, not delivering them.
    const splits = a.verb === 'repartir' && !!object && SPLIT_BETWEEN_PEOPLE.has(object.key);
    // "pidan prestados juegos" is borrowing them, not ordering them.
    const borrows = a.verb === 'pedir' && /^prestad[oa]s?$/.test(tokens[a.first + 1]?.folded ?? '');
    actions.push({
      verb: splits ? 'dividir' : borrows ? 'prestar' : a.verb,
      label: accented(a.label),
      object,
      objects,
      first: a.first,
      actor: subjects.get(a.first) ?? null,
      governed: a.governed,
      asked: asked(tokens, a.first) || undefined,
    });
  }
  // "reserven clases y paguen online", "publicar perros y gatos en adopción": a record-making
  // action that names no thing is about what the action before it in the sentence named.
  for (let k = 1; k < actions.length; k++) {
    const a = actions[k]!;
    const info = VERBS[a.verb];
    if (a.objects.length > 0 || !info?.event || PUBLIC_VERBS.has(a.verb)) continue;
    const previous = actions
      .slice(0, k)
      .reverse()
      .find(
        (p) =>
          p.objects.length > 0 &&
          !p.objects.some((o) => VERB_OF_EVENT[o.key]) &&
          !sentenceBreak(tokens, p.first, a.first),
      );
    if (!previous) continue;
    // People and records are not what a record is about: "recibir solicitudes" passes on nothing.
    if (previous.objects.some((o) => actors.has(o.key) || VERB_OF_EVENT[o.key])) continue;
    // "reserven cita para sus perros y paguen": what is paid is the appointment, not the dogs;
    // what was bought, booked or ordered is paid as itself ("reserven clases y paguen").
    const record = VERBS[previous.verb]?.event;
    if (info.money && record && !PURCHASED.has(previous.verb)) {
      const term = things.get(fold(record)) ?? makeTerm(record, previous.first);
      a.object = term;
      a.objects = [term];
      continue;
    }
    a.object = previous.object;
    a.objects = [...previous.objects];
  }

  // Examples in parentheses or after "como": kinds of the thing before them, not things.
  const examples = new Map<string, string[]>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'noun' || !things.has(fold(t.lemma))) continue;
    const opener = tokens[i + 1];
    if (!opener || !(opener.surface === '(' || opener.surface === ':' || opener.folded === 'como'))
      continue;
    const closer = opener.surface === '(' ? ')' : null;
    const kinds: string[] = [];
    for (let j = i + 2; j < Math.min(tokens.length, i + 14); j++) {
      const u = tokens[j]!;
      if (
        closer ? u.surface === closer : u.surface === '.' || u.surface === ';' || u.surface === ':'
      )
        break;
      if (u.kind === 'verb') break;
      if (u.kind === 'noun') {
        const key = fold(u.lemma);
        const term = things.get(key);
        if (term && term.first === j && term.count === 1) kinds.push(term.singular);
      }
    }
    if (kinds.length >= 2 && (closer || opener.folded === 'como')) {
      examples.set(fold(t.lemma), kinds);
      for (const k of kinds) things.delete(fold(k));
    }
  }
  // Settings: "vecinos de un barrio", "para una panadería: …".
  const settings: Term[] = [];
  for (const thing of [...things.values()]) {
    const at = thing.first;
    const before = tokens.slice(Math.max(0, at - 3), at);
    const isActor = (b: Token | undefined) => !!b && b.kind === 'noun' && ACTORS.has(fold(b.lemma));
    const t1 = tokens[at - 1];
    const t2 = tokens[at - 2];
    const t3 = tokens[at - 3];
    const afterActor =
      BUSINESS.test(thing.key) &&
      ((t1?.folded === 'de' && isActor(t2)) ||
        (!!t1 &&
          NOUN_CONTEXT.has(t1.folded) &&
          (t2?.folded === 'de' || t2?.folded === 'del') &&
          isActor(t3)));
    const firstThing = [...things.values()][0] === thing;
    const business =
      BUSINESS.test(thing.key) &&
      before.some(
        (b) =>
          b.folded === 'para' ||
          b.folded === 'mi' ||
          b.folded === 'nuestra' ||
          b.folded === 'nuestro' ||
          (firstThing && (b.folded === 'una' || b.folded === 'un')) ||
          b.folded === 'del',
      );
    // "pedir ramos a la floristería", "reserven pistas en el polideportivo": the shop or place
    // an action happens at, after the action's own thing.
    const preposition = prepositionBefore(tokens, at);
    const placed =
      BUSINESS.test(thing.key) &&
      (preposition === 'a' || preposition === 'al' || preposition === 'en') &&
      tokens.slice(Math.max(0, at - 8), at).some((b) => b.kind === 'verb') &&
      !sentenceBreak(tokens, Math.max(0, at - 8), at) &&
      [...things.values()].some((o) => o !== thing && o.first < at);
    if (
      (afterActor || business || placed) &&
      things.size > 1 &&
      !actionList.some((a) => a.objectAt === at)
    ) {
      // "una protectora": the place keeps the form the idea gave it, not the person's lemma.
      const written = tokens[at]!.folded;
      const female = feminine(thing.singular);
      if (
        female !== thing.singular &&
        (fold(female) === written || fold(pluralize(female)) === written)
      ) {
        thing.singular = female;
        thing.plural = pluralize(female);
        thing.gender = 'f';
      }
      settings.push(thing);
      things.delete(thing.key);
    }
  }

  // "academias de baile": what a setting is of belongs to the setting, not a record of its own.
  for (const setting of [...settings]) {
    if (tokens[setting.first + 1]?.folded !== 'de') continue;
    for (const thing of [...things.values()]) {
      if (
        thing.first === setting.first + 2 &&
        thing.count === 1 &&
        !actionList.some((a) => a.objectAt === thing.first)
      ) {
        things.delete(thing.key);
        setting.detail =
          thing.plural === thing.singular ? thing.singular : tokens[thing.first]!.surface;
      }
    }
  }

  // "una asociación de vecinos": the people a place is of are the place, when the idea names
  // other people who act ("los socios proponen…").
  for (const setting of settings) {
    const de = tokens[setting.first + 1]?.folded;
    if (de !== 'de' && de !== 'del') continue;
    const at = DETERMINERS.has(tokens[setting.first + 2]?.folded ?? '')
      ? setting.first + 3
      : setting.first + 2;
    const u = tokens[at];
    const person = u?.kind === 'noun' ? actors.get(fold(u.lemma)) : undefined;
    if (person && person.count === 1 && actors.size > 1) {
      actors.delete(person.key);
      setting.detail ??= u!.surface;
    }
  }

  // "juegos de mesa", "tienda de ropa": a bare singular noun after "de" says what kind of thing
  // it is, not a record of its own.
  for (const owner of [...things.values()]) {
    if (tokens[owner.first + 1]?.folded !== 'de') continue;
    const kind = [...things.values()].find((t) => t.first === owner.first + 2);
    if (
      kind &&
      kind !== owner &&
      kind.count === 1 &&
      !kind.writtenPlural &&
      !VERB_OF_EVENT[kind.key] &&
      !actionList.some((a) => a.objectAt === kind.first)
    )
      things.delete(kind.key);
  }

  let writer: Term | null = null;
  // "Soy apicultor": a person's noun right after "soy" is the writer, even one the list of
  // people does not know.
  for (const thing of [...things.values()]) {
    const before = tokens[thing.first - 1]?.folded ?? '';
    if (
      !writer &&
      (before === 'soy' || before === 'somos') &&
      thing.count === 1 &&
      (tokens[thing.first]!.person || /(or|ora|ero|era|ista|ario|aria)$/.test(thing.key))
    ) {
      writer = thing;
      things.delete(thing.key);
    }
  }
  for (const actor of [...actors.values()]) {
    const before = tokens.slice(Math.max(0, actor.first - 2), actor.first).map((b) => b.folded);
    if (!writer && (before.includes('soy') || before.includes('somos')) && actor.count === 1) {
      writer = actor;
      actors.delete(actor.key);
    }
  }

  // "pedir citas": asking for a record the idea already names is that record's own action.
  for (let k = actions.length - 1; k >= 0; k--) {
    const a = actions[k]!;
    const target = a.object ? VERB_OF_EVENT[a.object.key] : undefined;
    if (
      (a.verb === 'pedir' ||
        a.verb === 'solicitar' ||
        (a.verb === 'reservar' && target === 'citar')) &&
      target &&
      actions.some((b) => b.verb === target)
    ) {
      const own = actions.find((b) => b.verb === target)!;
      own.actor ??= a.actor;
      actions.splice(k, 1);
    }
  }
  // "recibir solicitudes" where the idea's action is already a request (an adoption, a loan):
  // the request is that action's record, not a second one.
  if (actions.some((a) => VERBS[a.verb]?.states?.[0]?.startsWith('Solicitad'))) {
    for (const key of ['solicitud', 'peticion']) things.delete(key);
    for (let k = actions.length - 1; k >= 0; k--) {
      const a = actions[k]!;
      const onRequest = a.objects.some((o) => o.key === 'solicitud' || o.key === 'peticion');
      if (a.verb === 'solicitar' || (onRequest && VERBS[a.verb]?.event)) actions.splice(k, 1);
    }
  }
  // "solicitudes de adopción": a request for a record is that record.
  for (const thing of [...things.values()]) {
    if (
      !['solicitud', 'peticion', 'pedido', 'reserva'].includes(thing.key) ||
      !['de', 'del'].includes(tokens[thing.first + 1]?.folded ?? '')
    )
      continue;
    const inner = [...things.values()].find((t) => t.first === thing.first + 2);
    const innerVerb = inner ? VERB_OF_EVENT[inner.key] : undefined;
    if (innerVerb && actions.some((a) => a.verb === innerVerb)) {
      things.delete(thing.key);
      const k = actions.findIndex((a) => a.verb === VERB_OF_EVENT[thing.key]);
      if (k >= 0 && actions[k]!.first === thing.first) actions.splice(k, 1);
    }
  }
  // Nobody named, but the action says who ("en adopción" → adoptante): that person.
  if (actors.size === 0) {
    const role = actions.map((a) => VERBS[a.verb]?.role).find(Boolean);
    if (role) {
      const person = makeTerm(role, tokens.length);
      person.writtenPlural = true;
      actors.set(person.key, person);
    }
  }

  readRide(tokens, actors, things, actions);
  mergeSynonyms(things, actions);
  const passing = new Set<string>();
  const details = readDetails(tokens, actors, things, actions, attributes, passing);

  const byWeight = (x: Term, y: Term) => y.count - x.count || x.first - y.first;
  return {
    actors: [...actors.values()].sort(
      (x, y) => Number(y.writtenPlural) - Number(x.writtenPlural) || byWeight(x, y),
    ),
    things: [...things.values()].sort((x, y) => x.first - y.first),
    actions,
    clauses: clausesOf(tokens, actors, subjects, subordinate, (i) =>
      antecedentOf(tokens, i, things),
    ).map((c) => ({ ...c, text: withoutOptions(c.text) })),
    phrases: phrasesOf(tokens).map(withoutOptions),
    attributes: [...attributes.values()],
    examples,
    settings,
    writer,
    containers,
    details,
    passing: [...passing],
    constraints: findConstraints(idea),
    words,
    known,
  };
}

/** Records whose "para A o B" names the service booked. */
const BOOKINGS = new Set(['cita', 'turno', 'reserva', 'sesion']);
/** Words that are themselves a field and take their options right after: "talla S, M o L". */
const FIELD_HEADS = new Set(['talla', 'color', 'tamano', 'nivel', 'modalidad', 'formato', 'sabor']);
/** Events and seasons that say which ones ("cromos del mundial", "colonias de verano"). */
const QUALIFIERS = new Set(
  'mundial eurocopa navidad navidades verano invierno otono primavera pascua carnaval carnavales halloween olimpiada olimpiadas'.split(
    ' ',
  ),
);
/** What a payment is for, not a thing of its own: "pagos de la señal". */
const PAYMENT_CONCEPTS = new Set(['senal', 'fianza', 'deposito']);
/** Date words that take two parts: "fechas de entrada y salida", "hora de inicio y fin". */
const DATE_HEADS: Record<string, Detail['type']> = {
  fecha: 'date',
  fechas: 'date',
  dia: 'date',
  dias: 'date',
  hora: 'datetime',
  horas: 'datetime',
};
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(DATE_HEADS, null);
/** Exchanges and loans happen between the people named after "entre". */
const BETWEEN = new Set(['intercambiar', 'prestar', 'compartir', 'regalar', 'cambiar']);

/** "vender camisetas en talla s, m o l" → "vender camisetas": the options are a field. */
function withoutOptions(text: string): string {
  const cut = text.replace(
    /\s+(en|de|con|por)\s+(talla|color|tamaño|nivel|modalidad|formato|sabor)(\s.*)?$/,
    '',
  );
  return cut.split(' ').length >= 2 ? cut : text;
}

/** One option of a list: a word, or "cambio de aceite" (a bare noun after "de"). */
function optionAt(tokens: Token[], j: number): { text: string; end: number } | null {
  const t = tokens[j];
  if (!t || t.kind === 'break' || t.kind === 'verb' || DETERMINERS.has(t.folded)) return null;
  if (t.kind === 'skip' && !t.proper && STOP.has(t.folded)) return null;
  let text = t.kind === 'noun' ? t.surface.toLowerCase() : (t.proper ?? t.surface);
  let end = j;
  const de = tokens[j + 1];
  const inner = tokens[j + 2];
  if (de?.folded === 'de' && inner?.kind === 'noun' && !DETERMINERS.has(inner.folded)) {
    text += ` de ${inner.surface.toLowerCase()}`;
    end = j + 2;
  }
  return { text, end };
}

/** "A, B o C" from j: the options and where they end; null without an "o" or with a verb after. */
function optionsFrom(tokens: Token[], j: number): { options: string[]; at: number[] } | null {
  const options: string[] = [];
  const at: number[] = [];
  let k = j;
  let closed = false;
  while (k < tokens.length) {
    const option = optionAt(tokens, k);
    if (!option) return null;
    options.push(capitalize(option.text));
    at.push(k, option.end);
    if (closed) break;
    const sep = tokens[option.end + 1];
    if (sep?.surface === ',') k = option.end + 2;
    else if (sep?.folded === 'o' || sep?.folded === 'u') {
      closed = true;
      k = option.end + 2;
    } else return null;
  }
  if (!closed || options.length < 2) return null;
  // "reservan o cancelan": options are things, not actions joined.
  const after = tokens[at[at.length - 1]! + 1];
  if (after?.kind === 'verb' && !infinitiveForm(after)) return null;
  return { options, at };
}

/** Drops things the idea names only as a detail, and from the actions that name them. */
function dropThing(things: Map<string, Term>, actions: Action[], key: string): void {
  things.delete(key);
  for (const a of actions) {
    a.objects = a.objects.filter((o) => o.key !== key);
    if (a.object?.key === key) a.object = a.objects[0] ?? null;
  }
}

/**
 * What the idea says in passing about a record, rather than things of their own: alternatives
 * ("cita para baño o corte"), two dates ("fechas de entrada y salida"), a qualifier ("cromos del
 * mundial"), what a payment is for ("pagos de la señal"), what a task happens between
 * ("limpieza entre estancias"), and the people an exchange happens between.
 */
function readDetails(
  tokens: Token[],
  actors: Map<string, Term>,
  things: Map<string, Term>,
  actions: Action[],
  attributes: Map<string, Attribute>,
  passing: Set<string>,
): Detail[] {
  const details: Detail[] = [];
  const pass = (...at: number[]) => {
    for (const j of at) if (tokens[j]) passing.add(tokens[j]!.folded);
  };
  const thingAt = (j: number) => {
    const t = tokens[j];
    return t?.kind === 'noun' ? things.get(fold(t.lemma)) : undefined;
  };
  const skipDeterminers = (j: number) => {
    while (DETERMINERS.has(tokens[j]?.folded ?? '')) j++;
    return j;
  };
  const booking = actions.find((a) => VERBS[a.verb]?.dates)?.verb;
  const bookingKey = booking ? fold(VERBS[booking]!.event!) : undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'noun' && !DATE_HEADS[t.folded]) continue;
    const key = fold(t.lemma || t.folded);
    // "cita para baño o corte", "pista de tenis o pádel", "talla S, M o L".
    const head = FIELD_HEADS.has(key) || things.has(key);
    if (head) {
      const linked = ['para', 'de', 'del'].includes(tokens[i + 1]?.folded ?? '');
      const start = FIELD_HEADS.has(key) && !linked ? i + 1 : linked ? skipDeterminers(i + 2) : -1;
      const found = start > 0 ? optionsFrom(tokens, start) : null;
      if (found) {
        let on = key;
        let label = BOOKINGS.has(key) && tokens[i + 1]?.folded === 'para' ? 'Servicio' : 'Tipo';
        if (FIELD_HEADS.has(key)) {
          label = capitalize(t.surface.toLowerCase());
          // The thing the field is of: the nearest noun before it not after "de".
          on = '';
          for (
            let j = i - 1;
            j >= 0 && tokens[j]!.kind !== 'verb' && tokens[j]!.kind !== 'break';
            j--
          ) {
            const before = tokens[j - 1]?.folded ?? '';
            const owner = thingAt(j);
            if (owner && before !== 'de' && before !== 'del') {
              on = owner.key;
              break;
            }
          }
          attributes.delete(key);
          things.delete(key);
        }
        if (on) {
          details.push({ on, label, type: 'choice', options: found.options.slice(0, 20) });
          pass(...found.at);
          for (const j of found.at) {
            const option = thingAt(j);
            if (option && option.key !== on && option.count <= 1)
              dropThing(things, actions, option.key);
          }
          i = found.at[found.at.length - 1]!;
          continue;
        }
      }
    }
    // "fechas de entrada y salida", "hora de inicio y fin": two fields on the record.
    const dateType = DATE_HEADS[t.folded];
    if (dateType && tokens[i + 1]?.folded === 'de') {
      const a = skipDeterminers(i + 2);
      const joiner = tokens[a + 1]?.folded ?? '';
      const b = skipDeterminers(a + 2);
      const first = tokens[a];
      const second = tokens[b];
      if (
        (joiner === 'y' || joiner === 'e') &&
        first &&
        second &&
        first.kind !== 'verb' &&
        second.kind !== 'verb' &&
        first.kind !== 'break' &&
        second.kind !== 'break'
      ) {
        const singular =
          dateType === 'date' && t.folded.startsWith('d')
            ? 'Día'
            : dateType === 'date'
              ? 'Fecha'
              : 'Hora';
        let on = bookingKey ?? '';
        if (!on)
          for (let j = i - 1; j >= 0; j--) {
            const owner = thingAt(j);
            if (owner) {
              on = owner.key;
              break;
            }
          }
        if (!on) on = [...things.values()][0]?.key ?? '';
        if (on) {
          for (const part of [first, second])
            details.push({
              on,
              label: `${singular} de ${part.surface.toLowerCase()}`,
              type: dateType,
            });
          pass(i, a, b);
          for (const j of [a, b]) {
            const part = thingAt(j);
            if (part && part.count <= 1) dropThing(things, actions, part.key);
          }
          const attribute = attributes.get(fold(t.lemma));
          if (attribute?.first === i) attributes.delete(attribute.key);
          i = b;
          continue;
        }
      }
    }
    const before = tokens[i - 1]?.folded ?? '';
    const article = DETERMINERS.has(before) ? (tokens[i - 2]?.folded ?? '') : before;
    // "cromos del mundial", "colonias de verano": which ones, not a record.
    if (QUALIFIERS.has(key) && (article === 'de' || before === 'del') && i > 1) {
      const thing = things.get(key);
      if (thing && thing.count <= 1) dropThing(things, actions, key);
      continue;
    }
    // "limpieza entre estancias": a task done between stays of the booking.
    if (tokens[i + 1]?.folded === 'entre' && things.has(key)) {
      const j = skipDeterminers(i + 2);
      const other = thingAt(j);
      const stay = other && other.key === 'estancia' && bookingKey ? bookingKey : other?.key;
      if (other && stay && stay !== key) {
        if (stay !== other.key && other.count <= 1) {
          dropThing(things, actions, other.key);
          pass(j);
        }
        details.push({ on: key, label: capitalize(stay), type: 'reference', ref: stay });
      }
    }
  }
  // "pagos de la señal": what a payment is for is its concept; what is paid is the booking.
  for (const a of actions) {
    const info = VERBS[a.verb];
    if (!info?.money) continue;
    const concepts = a.objects.filter((o) => PAYMENT_CONCEPTS.has(o.key));
    if (concepts.length === 0) continue;
    const record = bookingKey ? things.get(bookingKey) : undefined;
    for (const c of concepts) things.delete(c.key);
    a.objects = record ? [record] : [];
    a.object = a.objects[0] ?? null;
    details.push({
      on: fold(info.event!),
      label: 'Concepto',
      type: 'choice',
      options: [...concepts.map((c) => capitalize(c.singular)), 'Resto del pago'],
    });
  }
  // "intercambiar cromos entre los chavales": the people an exchange happens between.
  for (const a of actions) {
    if (!BETWEEN.has(a.verb)) continue;
    const event = VERBS[a.verb]?.event;
    const reflexive = tokens[a.first - 1]?.folded === 'se' || /se$/.test(tokens[a.first]!.folded);
    if (event && (reflexive || a.verb === 'intercambiar'))
      details.push({ on: fold(event), label: '', type: 'reference', between: true });
    for (let i = a.first + 1; i < Math.min(tokens.length, a.first + 8); i++) {
      if (tokens[i]!.kind === 'break' || (tokens[i]!.kind === 'verb' && i > a.first)) break;
      if (tokens[i]!.folded !== 'entre') continue;
      const j = skipDeterminers(i + 1);
      const people = thingAt(j);
      if (people?.writtenPlural && !VERB_OF_EVENT[people.key]) {
        things.delete(people.key);
        actors.set(people.key, people);
        a.actor ??= people;
        a.objects = a.objects.filter((o) => o.key !== people.key);
        if (event) details.push({ on: fold(event), label: '', type: 'reference', between: true });
      }
      break;
    }
  }
  return details;
}

/** Two words for one thing, the second the record's name: "bici" and "bicicleta" are one. */
const SYNONYMS: Record<string, string> = {
  bici: 'bicicleta',
  moto: 'motocicleta',
  ropa: 'prenda',
  peli: 'pelicula',
  foto: 'fotografia',
  cole: 'colegio',
  profe: 'profesor',
};
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(SYNONYMS, null);

/** When the idea writes both words, they are one thing under the fuller name. */
function mergeSynonyms(things: Map<string, Term>, actions: Action[]): void {
  for (const [short, full] of Object.entries(SYNONYMS)) {
    const a = things.get(short);
    const b = things.get(full);
    if (!a || !b) continue;
    b.count += a.count;
    b.first = Math.min(a.first, b.first);
    b.writtenPlural ||= a.writtenPlural;
    b.owned ||= a.owned;
    things.delete(short);
    for (const action of actions) {
      if (action.object?.key === short) action.object = b;
      action.objects = [...new Set(action.objects.map((o) => (o.key === short ? b : o)))];
    }
  }
}

const VEHICLES = new Set(['coche', 'carro', 'auto', 'furgoneta', 'vehiculo']);
const RIDE_VERBS = new Set(['llevar', 'acercar', 'recoger', 'compartir']);

/**
 * "llevar a los niños en coche a los entrenamientos", "compartir coche para ir al trabajo":
 * a ride people share. Its record (acercar → Viaje) is what the app is about; the car is how,
 * not a record of its own, and the place people are driven to is what the ride points at.
 */
function readRide(
  tokens: Token[],
  actors: Map<string, Term>,
  things: Map<string, Term>,
  actions: Action[],
): void {
  const at = tokens.findIndex((t) => t.kind === 'verb' && RIDE_VERBS.has(fold(t.lemma)));
  if (at < 0) return;
  const verb = fold(tokens[at]!.lemma);
  const near = tokens.slice(at + 1, at + 9);
  const vehicle = near.find((t) => VEHICLES.has(fold(t.lemma || t.folded)));
  // "recoger" or "llevar" alone are not rides: a car, or a person taken somewhere, says so.
  const person = near.find((t) => actors.has(fold(t.lemma || t.folded)));
  if (!vehicle && !(person && verb !== 'compartir')) return;
  if (vehicle) things.delete(fold(vehicle.lemma || vehicle.folded));
  const destination = [...things.values()]
    .filter((t) => t.first > at && t.first <= at + 10)
    .sort((x, y) => x.first - y.first)[0];
  const driver =
    actions.find((a) => a.actor && a.first <= at)?.actor ??
    [...actors.values()].sort((x, y) => x.first - y.first)[0] ??
    null;
  // The gym's "entrenar" read from "los entrenamientos" the children are driven to goes.
  for (let k = actions.length - 1; k >= 0; k--) {
    const a = actions[k]!;
    if (destination && a.first === destination.first) actions.splice(k, 1);
    else if (
      vehicle &&
      a.objects.some((o) => fold(o.singular) === fold(vehicle.lemma || vehicle.folded))
    )
      actions.splice(k, 1);
  }
  actions.push({
    verb: 'acercar',
    label: 'llevar',
    object: destination ?? null,
    objects: destination ? [destination] : [],
    first: at,
    actor: driver,
  });
  actions.sort((x, y) => x.first - y.first);
}

/** "han leído": the auxiliary before a participle. */
const AUXILIARIES = new Set([
  'ha',
  'han',
  'he',
  'hemos',
  'has',
  'habia',
  'habian',
  'hayan',
  'haya',
]);

/** Verbs that keep records rather than act on them: "registrar mis entrenamientos" is about
 * training, "gestionar las reservas" about booking. */
const HANDLING_VERBS = new Set([
  'registrar',
  'gestionar',
  'anotar',
  'controlar',
  'organizar',
  'administrar',
  'planificar',
  'seguir',
]);

/** Verbs that ask for a record the idea may name itself: "pedir cita", "reservar cita". */
const REQUEST_VERBS = new Set(['pedir', 'solicitar', 'reservar', 'hacer']);
/** Actions whose things are what is paid for: "reserven clases y paguen" pays the classes. */
const PURCHASED = new Set([
  'reservar',
  'comprar',
  'encargar',
  'alquilar',
  'contratar',
  'pedir',
  'vender',
  'publicar',
  'ofrecer',
]);
/** Ratings and votes: about the record before them, never about its thing. */
const PUBLIC_VERBS = new Set(['valorar', 'puntuar', 'opinar', 'votar', 'recomendar']);
/** Prepositions that put a person in a complement, not as the subject: "entre vecinos". */
const PERSON_COMPLEMENT = new Set([
  'a',
  'al',
  'de',
  'del',
  'con',
  'para',
  'entre',
  'por',
  'sin',
  'en',
  'sobre',
  'hacia',
]);
const SENTENCE_BREAK = new Set(['.', ';', ':', '(', ')', '!', '?', '\n']);

function sentenceBreak(tokens: Token[], from: number, to: number): boolean {
  for (let j = Math.min(from, to) + 1; j < Math.max(from, to); j++)
    if (SENTENCE_BREAK.has(tokens[j]!.surface)) return true;
  return false;
}

/** The preposition before a noun, past its article or possessive: "a los entrenamientos" → a. */
function prepositionBefore(tokens: Token[], i: number): string {
  let j = i - 1;
  while (j >= 0 && DETERMINERS.has(tokens[j]!.folded) && !/^(del|al)$/.test(tokens[j]!.folded)) j--;
  const f = tokens[j]?.folded ?? '';
  return f === 'del' || f === 'al' ? f : PERSON_COMPLEMENT.has(f) ? f : '';
}

/** "confirmen su asistencia a los entrenamientos": an event people go to, after another verb. */
function attended(tokens: Token[], i: number): boolean {
  const p = prepositionBefore(tokens, i);
  if (p !== 'a' && p !== 'al') return false;
  for (let j = i - 1; j >= Math.max(0, i - 8); j--) {
    const t = tokens[j]!;
    if (t.kind === 'break') return false;
    if (t.kind === 'verb' && !VERB_IGNORE.has(fold(t.lemma))) return true;
  }
  return false;
}

/**
 * "apunten qué plantaron en cada bancal": a verb right after "qué" (and at most one noun) that
 * follows another verb says what the first verb is about; it is not an action of its own.
 */
function subordinateVerbs(tokens: Token[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind !== 'verb' || tokens[i + 1]?.folded !== 'que') continue;
    if (VERB_IGNORE.has(fold(tokens[i]!.lemma))) continue;
    for (let j = i + 2; j < Math.min(tokens.length, i + 5); j++) {
      const t = tokens[j]!;
      if (t.kind === 'verb') {
        out.add(j);
        // "han leído": the participle belongs to it too.
        if (tokens[j + 1]?.kind === 'verb') out.add(j + 1);
        break;
      }
      if (AUXILIARIES.has(t.folded)) continue;
      // "qué libros han leído": the participle after the auxiliary is the verb.
      if (AUXILIARIES.has(tokens[j - 1]!.folded) && PARTICIPLE.test(t.folded)) {
        out.add(j);
        break;
      }
      if (t.kind === 'break' || DETERMINERS.has(t.folded) || (t.kind !== 'noun' && j > i + 2))
        break;
    }
  }
  return out;
}

/**
 * The subject of each verb when it is one of the idea's people: the nearest person before it
 * that is not in a complement ("entre vecinos"), or, for a verb joined to the one before it
 * ("reserven clases y paguen"), that verb's subject. "les mande" is the writer's.
 */
function subjectsOf(tokens: Token[], actors: Map<string, Term>): Map<number, Term | null> {
  const out = new Map<number, Term | null>();
  const personAt = (j: number): Term | null => {
    const t = tokens[j]!;
    return t.kind === 'noun' ? (actors.get(fold(t.lemma)) ?? null) : null;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'verb' && !(t.kind === 'noun' && VERB_OF_EVENT[fold(t.lemma)])) continue;
    let subject: Term | null = null;
    if (t.kind === 'verb' && (tokens[i - 1]?.folded === 'le' || tokens[i - 1]?.folded === 'les')) {
      out.set(i, null);
      continue;
    }
    let passedQue = false;
    let candidate: Term | null = null;
    for (let j = i - 1; j >= Math.max(0, i - 14); j--) {
      const u = tokens[j]!;
      if (SENTENCE_BREAK.has(u.surface)) break;
      // "y yo se los mande": the writer's.
      if (u.folded === 'yo' || u.folded === 'nosotros') break;
      if (u.folded === 'que' || u.folded === 'donde') passedQue = true;
      if (u.kind === 'verb') {
        subject = out.get(j) ?? null;
        break;
      }
      const person = personAt(j);
      const preposition = person ? prepositionBefore(tokens, j) : '';
      if (person && (preposition === '' || (passedQue && preposition !== 'de'))) {
        subject = person;
        break;
      }
      // "cuidadores de mayores que anotan": the head, not its "de" complement, unless alone.
      if (person && passedQue) candidate ??= person;
    }
    subject ??= candidate;
    // "intercambiar libros entre los alumnos": the people it happens between do it.
    if (!subject && t.kind === 'verb') {
      for (let j = i + 1; j < Math.min(tokens.length, i + 10); j++) {
        const u = tokens[j]!;
        if (u.kind === 'break' || u.kind === 'verb') break;
        const person = personAt(j);
        if (person && prepositionBefore(tokens, j) === 'entre') {
          subject = person;
          break;
        }
      }
    }
    out.set(i, subject);
  }
  return out;
}

/**
 * "los alumnos las reserven": the thing an object pronoun stands for, the nearest thing before
 * it that agrees in gender and number.
 */
function antecedentOf(tokens: Token[], i: number, things: Map<string, Term>): number {
  const t = tokens[i]!;
  const attached = /(?:ar|er|ir)(lo|la|los|las)$/.exec(t.folded)?.[1];
  const pronoun =
    attached ?? (CLITICS.has(tokens[i - 1]?.folded ?? '') ? tokens[i - 1]!.folded : '');
  if (!pronoun || t.kind !== 'verb') return -1;
  const plural = pronoun.endsWith('s');
  const female = pronoun.startsWith('la');
  let fallback = -1;
  for (let j = i - 2; j >= Math.max(0, i - 16); j--) {
    const u = tokens[j]!;
    // "mis gallinas: … vacunarlas": a pronoun reaches past a colon or a full stop.
    if (SENTENCE_BREAK.has(u.surface) && u.surface !== ':' && u.surface !== '.') break;
    if (u.kind !== 'noun') continue;
    const term = things.get(fold(u.lemma));
    if (!term) continue;
    const writtenPlural = fold(u.surface) !== term.key && /s$/.test(u.folded);
    if (writtenPlural !== plural) continue;
    if ((term.gender === 'f') === female) return j;
    if (fallback < 0) fallback = j;
  }
  return fallback;
}

const OWNING = new Set(['mi', 'mis', 'nuestro', 'nuestra', 'nuestros', 'nuestras']);

/** Nouns in a list of three or more, joined by commas and "y": "vacunas, desparasitaciones y
 * visitas", "partidas, parejas y clasificación" (articles and adjectives between them). */
function listedNouns(tokens: Token[]): Set<number> {
  const out = new Set<number>();
  let run: number[] = [];
  let joined = false;
  const close = () => {
    if (run.length >= 3) for (const k of run) out.add(k);
    run = [];
    joined = false;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'noun') {
      if (run.length > 0 && !joined) close();
      run.push(i);
      joined = false;
    } else if (t.surface === ',' || t.folded === 'y' || t.folded === 'e') joined = true;
    // "de mis perros": anything else (a preposition, a verb, a stop) ends the list.
    else if (!DETERMINERS.has(t.folded) && !t.adjective) close();
  }
  close();
  return out;
}

/** "lista de invitados": the noun after "de" that a container names. */
function nextNounAfterDe(tokens: Token[], i: number): number {
  const next = tokens[i + 1];
  if (!next || (next.folded !== 'de' && next.folded !== 'del')) return -1;
  for (let j = i + 2; j < Math.min(tokens.length, i + 5); j++) {
    const t = tokens[j]!;
    if (t.kind === 'break') return -1;
    if (t.kind === 'noun') return j;
  }
  return -1;
}

/** Verbs whose object comes after a preposition: "inscribirse en carreras". */
const OBJECT_AFTER: Record<string, string> = { inscribir: 'en', apuntar: 'a' };
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(OBJECT_AFTER, null);

/** The object of a verb: the first noun within a few words, not past punctuation. */
function objectOf(tokens: Token[], i: number): number {
  const verb = tokens[i]?.kind === 'verb' ? fold(tokens[i]!.lemma) : '';
  let passedNoun = false;
  for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
    const t = tokens[j]!;
    if (t.kind === 'break' || t.kind === 'verb') return -1;
    // "apunten qué herramientas tienen": what is noted is the noun after "qué".
    if (t.folded === 'que' && j === i + 1 && tokens[j + 1]?.kind === 'noun') continue;
    if (OBJECT_AFTER[verb] === t.folded && j === i + 1) continue;
    if (NOT_OBJECT.has(t.folded)) return -1;
    // "ofrecen sus servicios y las familias…": past a noun, the object is not looked for
    // beyond "y".
    if ((t.folded === 'y' || t.folded === 'e' || t.folded === 'o') && passedNoun) return -1;
    // "se apuntan y el tesorero cobra": a new subject starts its own clause.
    if (t.folded === 'y' || t.folded === 'e') {
      const k = DETERMINERS.has(tokens[j + 1]?.folded ?? '') ? j + 2 : j + 1;
      if (tokens[k]?.kind === 'noun' && tokens[k + 1]?.kind === 'verb') return -1;
    }
    if (t.kind === 'noun') passedNoun = true;
    if (t.kind === 'noun') {
      const key = fold(t.lemma);
      if (CONTAINERS.has(key)) continue;
      if (STOP.has(key) && !ATTRIBUTES[key]) continue;
      return j;
    }
  }
  return -1;
}

/** "reserva de pistas": the thing an event noun is about. */
function objectAfterEvent(tokens: Token[], i: number): number {
  // "pedidos semanales de fruta": past the adjectives.
  let at = i + 1;
  while (tokens[at]?.kind === 'skip' && !STOP.has(tokens[at]!.folded) && at < i + 3) at++;
  const next = tokens[at];
  if (!next || !['de', 'del', 'para'].includes(next.folded)) return -1;
  return objectOf(tokens, at);
}

const OBJECT_CLITICS = new Set(['me', 'te', 'le', 'les', 'lo', 'la', 'los', 'las', 'nos', 'os']);
const CLAUSE_END = new Set([
  'que',
  'si',
  'para',
  'cuando',
  'porque',
  'donde',
  'pero',
  'aunque',
  'mientras',
  'asi',
  'como',
]);
/** Ambiguous words never re-accented: "esta/está", "solo/sólo", "tu/tú". */
const KEEP_AS_TYPED = new Set([
  'esta',
  'este',
  'ese',
  'esa',
  'solo',
  'tu',
  'el',
  'si',
  'mas',
  'que',
  'como',
  'cuando',
  'donde',
  'mi',
  'se',
  'te',
  'de',
  'aun',
  'quien',
  'cual',
]);

/** The idea's verb phrases, each from its verb (as an infinitive) to the next verb or pause. */
function clausesOf(
  tokens: Token[],
  actors: Map<string, Term>,
  subjects: Map<number, Term | null>,
  subordinate: Set<number>,
  antecedents?: (i: number) => number,
): Clause[] {
  const out: Clause[] = [];
  const seen = new Set<string>();
  /** Verbs told inside an earlier clause's question ("recordarme cuándo regarlas y abonarlas"). */
  const covered = new Set<number>();
  /** Things an earlier clause names: a pronoun after them needs no spelling out. */
  const named = new Set<string>();
  const isPerson = (u: Token | undefined) => !!u && u.kind === 'noun' && actors.has(fold(u.lemma));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'verb' || covered.has(i)) continue;
    const verb = fold(t.lemma);
    if (VERB_IGNORE.has(verb) || STOP.has(verb)) continue;
    if (isCondition(tokens, i) || subordinate.has(i)) continue;
    let from = i;
    while (
      from > 0 &&
      i - from < 8 &&
      tokens[from - 1]!.kind !== 'break' &&
      tokens[from - 1]!.kind !== 'verb'
    )
      from--;
    const before = tokens.slice(from, i);
    // "quién viene, qué menú elige cada uno": a question in a list of details, not a purpose.
    const opener = before[0]?.folded ?? '';
    const listed =
      from > 0 && (tokens[from - 1]!.surface === ',' || tokens[from - 1]!.surface === ':');
    if (
      listed &&
      (/^(quien|quienes|cuanto|cuanta|cuantos|cuantas|cual|cuales)$/.test(opener) ||
        (opener === 'que' && before[1]?.kind === 'noun' && !DETERMINERS.has(before[1].folded)))
    )
      continue;
    const reflexive = tokens[i - 1]?.folded === 'se' || tokens[i - 1]?.folded === 'nos';
    const startsWithAnd =
      before.length > 0 &&
      (before[0]!.folded === 'y' || before[0]!.folded === 'e') &&
      !before.some((b) => b.kind === 'noun');
    const joinedToPrevious =
      out.length > 0 && ((from > 0 && tokens[from - 1]!.kind === 'verb') || startsWithAnd);
    // "que las clientas pidan cita y les mande recordatorio": done to the people, not by them.
    const toPeople =
      tokens[i - 1]?.folded === 'le' ||
      tokens[i - 1]?.folded === 'les' ||
      before.some((b) => b.folded === 'yo' || b.folded === 'nosotros');
    const actor = toPeople ? null : (subjects.get(i) ?? null);
    const byActor =
      !toPeople &&
      (!!actor ||
        before.some((b) => b.kind === 'noun' && actors.has(fold(b.lemma))) ||
        (joinedToPrevious && out[out.length - 1]!.byActor));
    // "recogerlo" is an infinitive with a pronoun; "confirme" is not ("confir" + "me").
    const isInfinitive =
      fold(t.lemma) === t.folded ||
      t.folded.replace(/(se|lo|la|los|las|le|les|me|te|nos)+$/, '') === fold(t.lemma);
    let head = isInfinitive ? t.surface : t.lemma;
    if (reflexive && !isInfinitive) head = `${t.lemma}se`;
    // "podarlos" with nothing before it that says what: "podar los bonsáis".
    const attached = /(?:ar|er|ir)(lo|la|los|las)$/.exec(t.folded)?.[1];
    if (isInfinitive && attached && antecedents) {
      const at = antecedents(i);
      const thing = at >= 0 ? tokens[at]! : undefined;
      // "contactarlos … sus mascotas": a thing that does not agree is not what it stands for.
      const agrees =
        !!thing &&
        (genderOfNoun(thing.lemma) === 'f') === attached.startsWith('la') &&
        /s$/.test(thing.folded) === attached.endsWith('s');
      if (thing && agrees && !named.has(fold(thing.lemma))) {
        head = `${t.lemma} ${attached} ${respell(thing)}`;
        named.add(fold(thing.lemma));
      }
    }
    // "que me diga cuándo podarlos y trasplantarlos": the question is what the app answers.
    const question = asked(tokens, i);
    if (question) head = `saber cuándo ${head}`;
    // "los alumnos las reserven" → "reservarlas".
    const pronoun = tokens[i - 1]?.folded ?? '';
    if (!isInfinitive && !reflexive && CLITICS.has(pronoun)) head = `${t.lemma}${pronoun}`;
    const rest: string[] = [];
    let inQuestion = false;
    let asking = question;
    let end = i;
    for (let j = i + 1; j < Math.min(tokens.length, i + 11); j++) {
      const u = tokens[j]!;
      end = j;
      // "recordarme cuándo regarlas y abonarlas": the question is what is reminded, whole.
      const nextVerb = tokens[j + 1];
      if (u.folded === 'cuando' && nextVerb && infinitiveForm(nextVerb)) {
        asking = true;
        rest.push('cuándo');
        continue;
      }
      if (asking && infinitiveForm(u)) {
        covered.add(j);
        rest.push(u.surface);
        continue;
      }
      if (
        asking &&
        (u.folded === 'y' || u.folded === 'e') &&
        nextVerb &&
        infinitiveForm(nextVerb)
      ) {
        rest.push(u.surface);
        continue;
      }
      // "apuntar qué plantaron en cada bancal": the question is what is noted, kept as written.
      if (
        u.folded === 'que' &&
        j === i + 1 &&
        [j + 1, j + 2, j + 3].some((k) => subordinate.has(k))
      ) {
        inQuestion = true;
        rest.push('qué');
        continue;
      }
      if (inQuestion && (subordinate.has(j) || AUXILIARIES.has(u.folded))) {
        rest.push(u.surface);
        continue;
      }
      if (u.kind === 'break' || u.kind === 'verb') break;
      if (CLAUSE_END.has(u.folded)) break;
      if ((u.folded === 'y' || u.folded === 'e' || u.folded === 'o') && tokens[j + 1]) {
        const next = tokens[j + 1]!;
        const after = tokens[j + 2];
        if (next.kind === 'verb' || next.folded === 'se') break;
        if (OBJECT_CLITICS.has(next.folded) && after?.kind === 'verb') break;
        // "y el entrenador marque…": another person starts their own clause.
        if (isPerson(next) || (DETERMINERS.has(next.folded) && isPerson(after))) break;
        // "y yo les mande…": the writer's own clause.
        if (next.folded === 'yo' || next.folded === 'nosotros') break;
      }
      if (OBJECT_CLITICS.has(u.folded) && tokens[j + 1]?.kind === 'verb') break;
      rest.push(u.kind === 'noun' && !KEEP_AS_TYPED.has(u.folded) ? respell(u) : respellWord(u));
    }
    while (
      rest.length > 0 &&
      /^(y|e|o|u|de|del|a|al|con|en|por|para|la|el|los|las|un|una|su|sus|mi|mis)$/.test(
        fold(rest[rest.length - 1]!),
      )
    )
      rest.pop();
    const text = [head, ...rest].join(' ');
    if (seen.has(text)) continue;
    seen.add(text);
    for (let j = from; j <= end; j++)
      if (tokens[j]!.kind === 'noun') named.add(fold(tokens[j]!.lemma));
    out.push({ verb, text, byActor, actor, first: i });
  }
  return out;
}

/** A word as the dictionary spells it (accents restored), in the form it was written in. */
function respellWord(t: Token): string {
  if (t.proper) return t.proper;
  if (KEEP_AS_TYPED.has(t.folded) || t.kind === 'break') return t.surface;
  const readings = analyze(t.folded);
  // Written correctly already ("mano", not "maño"): keep it.
  for (const a of readings) {
    const female = feminine(a.lemma);
    if ([a.lemma, pluralize(a.lemma), female, pluralize(female)].includes(t.surface))
      return t.surface;
  }
  for (const a of readings) {
    const female = feminine(a.lemma);
    for (const c of [a.lemma, pluralize(a.lemma), female, pluralize(female)]) {
      if (fold(c) === t.folded) return c;
    }
  }
  return t.surface;
}

/** A noun as the dictionary spells it, keeping the number it was written in. */
function respell(t: Token): string {
  const singular = accented(t.lemma);
  if (fold(singular) === t.folded) return singular;
  const plural = pluralize(singular);
  if (fold(plural) === t.folded) return plural;
  return t.surface;
}

/** Words that never start or continue a noun phrase. */
const NOT_CONTENT = new Set([
  ...NOUN_CONTEXT,
  ...'y e o u ni que para por con sin en a se me te le les lo nos os muy mas menos cuando donde como si no todo toda todos todas tambien ya asi pero porque cual quien quiero queremos necesito tengo tenemos hay es son esta estan ser app apps aplicacion aplicaciones plataforma web sistema programa algo nada cosa algun alguna poder hacer tener cuanto cuanta cuantos cuantas uno dos tres cuatro cinco seis diez cien mucho mucha muchos muchas poco poca pocos pocas mismo misma otro otra otros otras siempre nunca luego despues antes ahora hoy bien mal tan solo sola solos lugar vez veces alguno alguna algunos algunas ninguno ninguna'.split(
    ' ',
  ),
]);
const LINKS = new Set(['de', 'del', 'con', 'por', 'sin', 'en']);

function isContent(t: Token | undefined): boolean {
  if (!t || t.kind === 'break' || t.kind === 'verb') return false;
  if (t.proper) return true;
  if (NOT_CONTENT.has(t.folded) || /^\d+$/.test(t.folded) || t.folded.length < 2) return false;
  const analyses = analyze(t.folded);
  // "velas" is also "ve" + "las": a word read as a noun is one.
  if (t.kind !== 'noun' && analyses.some((a) => a.pos === 'verb' && VERB_IGNORE.has(fold(a.lemma))))
    return false;
  const own = analyses.some((a) => {
    if (a.pos === 'verb') return false;
    const female = feminine(a.lemma);
    return [a.lemma, pluralize(a.lemma), female, pluralize(female)].some(
      (c) => fold(c) === t.folded,
    );
  });
  if (!own && analyses.some((a) => a.pos === 'verb') && !PARTICIPLE.test(t.folded)) return false;
  return true;
}

/** Noun phrases: a noun, then adjectives and "de/con/por … noun" links, up to six words. */
function phrasesOf(tokens: Token[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // A name or an adjective does not open a phrase: "roto" in "si alguno está roto".
    if (!isContent(t) || t.proper || t.adjective) continue;
    const analyses = analyze(t.folded);
    const isNoun =
      t.kind === 'noun' || analyses.some((a) => a.pos === 'noun') || analyses.length === 0;
    if (!isNoun || analyses.some((a) => a.pos === 'verb' && fold(a.lemma) === t.folded)) continue;
    const words = [t.kind === 'noun' && !KEEP_AS_TYPED.has(t.folded) ? respell(t) : respellWord(t)];
    let j = i + 1;
    while (j < tokens.length && words.length < 8) {
      const u = tokens[j]!;
      if (isContent(u)) {
        words.push(u.kind === 'noun' && !KEEP_AS_TYPED.has(u.folded) ? respell(u) : respellWord(u));
        j++;
        continue;
      }
      // "hechas a mano", "envíos a toda España", "Madrid y Barcelona": names and manner go on.
      const named = (v: Token | undefined) => !!v?.proper || v?.folded === 'mano';
      const towards =
        (u.folded === 'a' &&
          (named(tokens[j + 1]) ||
            (/^tod[oa]s?$/.test(tokens[j + 1]?.folded ?? '') && named(tokens[j + 2])))) ||
        ((u.folded === 'y' || u.folded === 'e') && !!tokens[j - 1]?.proper && named(tokens[j + 1]));
      if (towards && words.length < 7) {
        const k = named(tokens[j + 1]) ? j + 1 : j + 2;
        for (let m = j; m <= k; m++) words.push(respellWord(tokens[m]!));
        j = k + 1;
        continue;
      }
      if (LINKS.has(u.folded)) {
        let k = j + 1;
        if (tokens[k] && NOUN_CONTEXT.has(tokens[k]!.folded) && !LINKS.has(tokens[k]!.folded)) k++;
        if (isContent(tokens[k]) && words.length + (k - j) + 1 <= 8) {
          for (let m = j; m <= k; m++) {
            const w = tokens[m]!;
            words.push(
              w.kind === 'noun' && !KEEP_AS_TYPED.has(w.folded) ? respell(w) : respellWord(w),
            );
          }
          j = k + 1;
          continue;
        }
      }
      break;
    }
    out.push(words.join(' '));
    i = j - 1;
  }
  const unique = [...new Set(out)];
  return unique.filter((p) => !unique.some((q) => q !== p && q.includes(p)));
}

/** "cuándo podarlos y trasplantarlos": an infinitive in a question after "cuándo". */
function asked(tokens: Token[], i: number): boolean {
  if (!infinitiveForm(tokens[i]!)) return false;
  for (let j = i - 1; j >= Math.max(0, i - 6); j--) {
    const t = tokens[j]!;
    if (t.folded === 'cuando') return true;
    if (t.folded === 'y' || t.folded === 'e' || t.folded === 'o' || infinitiveForm(t)) continue;
    return false;
  }
  return false;
}

/** An infinitive, alone or with its pronouns: "regar", "regarlas", "recordarme". */
function infinitiveForm(t: Token): boolean {
  if (t.kind !== 'verb') return false;
  const lemma = fold(t.lemma);
  return (
    lemma === t.folded || t.folded.replace(/(se|lo|la|los|las|le|les|me|te|nos)+$/, '') === lemma
  );
}

/** "cuando se llena un grupo", "si llueve": a condition, not something the app does. */
function isCondition(tokens: Token[], i: number): boolean {
  // "recordarme cuándo regarlas", "saber si comprarlo": before an infinitive it is a question.
  // "al acabar el curso": when, not what.
  if (tokens[i - 1]?.folded === 'al' && infinitiveForm(tokens[i]!)) return true;
  if (infinitiveForm(tokens[i]!)) return false;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const f = tokens[j]!.folded;
    if (f === 'cuando' || f === 'si' || f === 'mientras') return true;
    if (tokens[j]!.kind !== 'skip') return false;
  }
  return false;
}
