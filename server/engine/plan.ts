// From an idea to a plan (issue 37): which app patterns it asks for, what of the idea fills each
// pattern's entities, and which of its own details become fields. A word that fills no slot
// never becomes an entity: not a typo, slang, a pronoun, a filler, a time or a place said in
// passing. The plan is what `emit.ts` turns into the app definition and `text.ts` into words.

import { ATTRIBUTES } from '../lib/ai/offline/lexicon.ts';
import { feminine, pluralize } from '../lib/ai/offline/morphology.ts';
import { capitalize } from '../lib/ai/offline/spanish.ts';
import {
  analyzeText,
  findPhrase,
  fold,
  type IdeaText,
  matches,
  type Token,
} from './analysis/analyze.ts';
import {
  ANIMAL_NOUNS,
  BUSINESS_NOUNS,
  COUNTABLE,
  EVENT_NOUNS,
  FEMININE_NOUNS,
  GROUP_NOUNS,
  KINSHIP,
  LOOSE_PEOPLE,
  MASCULINE_NOUNS,
  MEANS,
  NEVER_ENTITIES,
  PERSON_NOUNS,
  PLACE_NOUNS,
  RECORD_OF_VERB,
  SERVICE_NOUNS,
  STAFF_OF_BUSINESS,
  THING_NOUNS,
} from './analysis/words.ts';
import { eachIsNoOwner, eachOwner, ideaDetails } from './details.ts';
import { PATTERNS } from './patterns/catalogue.ts';
import { choosePatterns, FALLBACK_ID, patternScores } from './patterns/choose.ts';
import { applyVariantFields } from './patterns/schema.ts';
import type {
  AppPattern,
  PatternEntity,
  PatternField,
  PatternRule,
  PatternVariant,
  SlotKind,
} from './patterns/types.ts';
import { LOG_EVENTS } from './tables/log-events.ts';
import { MEASURES } from './tables/measures.ts';
import { SALE_UNITS } from './tables/sale-units.ts';
import { SET_PHRASES } from './tables/set-phrases.ts';
import {
  ASK_VERBS,
  actObjects,
  bookers,
  OPENED_RULE,
  ORDER_RECORDS,
  severalStaff,
  VISITOR_ACTS,
  visitorActs,
  visitorCreations,
} from './who-creates.ts';

export interface PlannedEntity {
  /** `pattern:id`, unique in the plan. */
  ref: string;
  pattern: string;
  source: PatternEntity;
  label: string;
  labelPlural: string;
  gender: 'm' | 'f';
  /** The idea's word that named it, folded; null when the pattern's label stayed. */
  filledBy: string | null;
  fields: PatternField[];
  /** Other refs merged into this one (an entity shared by two patterns). */
  aliases: string[];
  /** The idea's other words it stands for, folded ("bebés y niños" → Socio for both). */
  said?: string[];
  /** The idea says its visitors create these records: the rule that lets them (who-creates.ts). */
  rule?: PatternRule;
}

export interface AppPlan {
  idea: IdeaText;
  patterns: { pattern: AppPattern; score: number }[];
  entities: PlannedEntity[];
  main: PlannedEntity;
  /** The idea's business or group, when it names one: "peluquería", "club de remo". */
  place: { display: string; gender: 'm' | 'f' } | null;
  /** Idea details added as fields, for the description. */
  details: PatternField[];
}

/** Scores below this choose nothing: the idea gets the small fallback app. */
const MAX_ENTITIES = 8;

/** Pattern labels that say nothing of their own: the idea's list of kinds types them instead. */
const GENERIC_LABELS = new Set([
  'producto',
  'objeto',
  'recurso',
  'elemento',
  'articulo',
  'material',
  'cosa',
  'equipo',
  'servicio',
  'lugar',
  'espacio',
  'item',
  'pieza',
  'tipo',
  'animal',
  'mascota',
  'plato',
  'vehiculo',
  'anuncio',
  'publicacion',
  'oferta',
]);

const CLASS_OF: Record<Exclude<SlotKind, 'record'>, Set<string>> = {
  person: PERSON_NOUNS,
  thing: THING_NOUNS,
  animal: ANIMAL_NOUNS,
  place: PLACE_NOUNS,
  service: SERVICE_NOUNS,
  event: EVENT_NOUNS,
  group: GROUP_NOUNS,
};

/**
 * The variant of a pattern the idea asks for (types.ts, PatternVariant): the first whose cue the
 * idea says and none of whose `unless`. At most one, as a list.
 */
export function variantsFor(pattern: AppPattern, idea: IdeaText): PatternVariant[] {
  const said = (text: string) => {
    const words = fold(text).split(/\s+/).filter(Boolean);
    return words.length === 1 ? idea.lemmaSet.has(words[0]!) : findPhrase(idea, words) >= 0;
  };
  const v = (pattern.variants ?? []).find((x) => x.cues.some(said) && !(x.unless ?? []).some(said));
  return v ? [v] : [];
}

const cap = capitalize;

function nounTokens(idea: IdeaText): Token[] {
  // "quién pagó la luz", "quién paga la luz", "que se apunten": a verb that also reads as a noun
  // ("pago", "apunte") names nothing.
  return idea.tokens.filter(
    (t) =>
      t.nounLemma !== null &&
      t.norm.length >= 3 &&
      !(/[óé]$/.test(t.text.toLowerCase()) && !/[óé]$/.test(t.display)) &&
      !(t.pos === 'verb' && /^(quien|se)$/.test(idea.tokens[t.i - 1]?.norm ?? '')) &&
      // "el que falta paga multa", "la que cobra": a verb after «el que», whatever else it is.
      !(
        /^(que|quien)$/.test(idea.tokens[t.i - 1]?.norm ?? '') &&
        /^(el|la|los|las)$/.test(idea.tokens[t.i - 2]?.norm ?? '') &&
        t.lemmas.some((l) => /[aei]r$/.test(l))
      ) &&
      !whichDate(idea, t) &&
      !collectionOf(idea, t) &&
      !vocative(idea, t) &&
      !kindValue(idea, t) &&
      !sizeInList(idea, t) &&
      !seatsOf(idea, t) &&
      !deviceUsed(idea, t) &&
      !setPhraseAt(idea, t),
  );
}

/**
 * "que el cliente pueda ver desde su celu en qué estado va", "pidan por whatsapp": the device or
 * channel a thing is done from names no list; "reparación de celulares" still does.
 */
function deviceUsed(idea: IdeaText, t: Token): boolean {
  if (!MEANS.has(t.nounLemma ?? '') && !MEANS.has(t.norm)) return false;
  let j = t.i - 1;
  while (
    j >= 0 &&
    /^(el|la|los|las|su|sus|mi|mis|tu|tus|un|una|nuestro|nuestra)$/.test(idea.tokens[j]!.norm)
  )
    j--;
  return /^(desde|por|en|con|via)$/.test(idea.tokens[j]?.norm ?? '');
}

/**
 * "con plazas limitadas (máx 8)", "quedan 3 plazas": places as seats are how many fit in
 * something, no place of the app ("plazas de garaje" still are).
 */
function seatsOf(idea: IdeaText, t: Token): boolean {
  if (t.nounLemma !== 'plaza' || !t.plural) return false;
  const next = idea.tokens[t.i + 1];
  const prev = idea.tokens[t.i - 1];
  if (next?.norm === 'de' && !t.breakAfter) return false;
  return (
    /^(limitadas|libres|disponibles|maximas|max|maximo)$/.test(next?.norm ?? '') ||
    prev?.pos === 'number' ||
    /^(con|sin|hay|quedan|cupo|numero|las|de)$/.test(prev?.norm ?? '')
  );
}

/** Sizes a thing comes in; some read as nouns ("chica", "familiar"). */
const SIZES = new Set(
  'chica chico pequena pequeno mediana mediano grande familiar individual gigante mini'.split(' '),
);

/**
 * "hay chica, mediana y familiar": a size said beside another size names the sizes of a thing
 * (a field's options), no people.
 */
function sizeInList(idea: IdeaText, t: Token): boolean {
  if (t.plural || !SIZES.has(t.norm)) return false;
  const near = [t.i - 2, t.i - 1, t.i + 1, t.i + 2].map((k) => idea.tokens[k]);
  return near.some(
    (x, k) =>
      !!x &&
      x !== t &&
      SIZES.has(x.norm) &&
      // two apart only across «y», «o» or a comma
      (k === 1 ||
        k === 2 ||
        /^(y|o|e|u)$/.test(idea.tokens[k === 0 ? t.i - 1 : t.i + 1]?.norm ?? '') ||
        (k === 0 ? idea.tokens[t.i - 2]?.commaAfter : t.commaAfter)),
  );
}

/** "obra social", "redes sociales": a set phrase starts at t, and its noun names nothing. */
function setPhraseAt(idea: IdeaText, t: Token): boolean {
  const phrases = SET_PHRASES.get(t.norm);
  if (!phrases || t.breakAfter) return false;
  return phrases.some((p) => {
    const words = p.split(' ');
    return words.every(
      (w, k) =>
        idea.tokens[t.i + k]?.norm === w &&
        (k === words.length - 1 || !idea.tokens[t.i + k]!.breakAfter),
    );
  });
}

/** Words for the kinds of a record, whose values may follow in brackets. */
const KIND_HEADS = new Set(['tipo', 'nivel', 'categoria', 'modalidad', 'formato', 'clase']);

/**
 * "tipo (rodaje, series, tirada larga)": the values in brackets of a word for kinds are that
 * field's options (details.ts), no list nor the kinds of another.
 */
function kindValue(idea: IdeaText, t: Token): boolean {
  // "Por categorías: clásicos, de autor, sin alcohol": the values after a colon, too.
  if (!t.aside) {
    for (let j = t.i - 1; j >= Math.max(0, t.i - 12); j--) {
      const b = idea.tokens[j]!;
      if (b.colonAfter) return KIND_HEADS.has(b.nounLemma ?? '');
      if (b.breakAfter && !b.commaAfter) return false;
    }
    return false;
  }
  let j = t.i - 1;
  while (j >= 0 && idea.tokens[j]!.aside) j--;
  return KIND_HEADS.has(idea.tokens[j]?.nounLemma ?? '');
}

/**
 * "se me está yendo de las manos, chamo", "quilla, ayúdame": someone spoken to, between a comma
 * and the end of the clause, names no list.
 */
function vocative(idea: IdeaText, t: Token): boolean {
  if (t.plural || !(LOOSE_PEOPLE.has(t.nounLemma ?? '') || SPOKEN_TO.has(t.norm))) return false;
  const prev = idea.tokens[t.i - 1];
  const atStart = t.i === 0 || (!!prev && prev.breakAfter && !prev.commaAfter);
  return (!!prev?.commaAfter || atStart) && (t.breakAfter || t.i === idea.tokens.length - 1);
}

/** Words said to the reader, never a list: "bro", "parce", "quilla", "mija". */
const SPOKEN_TO = new Set([
  'bro',
  'parce',
  'quilla',
  'mija',
  'mijo',
  'tio',
  'tia',
  'compa',
  'weon',
]);

/** Nouns that name a collection of things: "archivo de partituras", "banco de semillas". */
const COLLECTIONS = new Set(
  'archivo banco biblioteca coleccion catalogo fondo acervo videoteca fonoteca mediateca registro diario'.split(
    ' ',
  ),
);

/** "Archivo de partituras": the collection's word names no list; its things do. */
function collectionOf(idea: IdeaText, t: Token): boolean {
  if (!COLLECTIONS.has(t.nounLemma ?? '') || t.plural) return false;
  const next = idea.tokens[t.i + 1];
  // "registro de mis pescas": a possessive between.
  const skip = /^(mis|nuestros|nuestras|sus)$/.test(idea.tokens[t.i + 2]?.norm ?? '') ? 1 : 0;
  const thing = idea.tokens[t.i + 2 + skip];
  return next?.norm === 'de' && !!thing?.nounLemma && thing.pos === 'noun' && thing.plural;
}

/** "fechas de entrada y salida", "hora de salida": which date a word says, not a thing. */
function whichDate(idea: IdeaText, t: Token): boolean {
  let j = t.i - 1;
  // "… de entrada y salida": the second word of the pair too.
  if (/^(y|o)$/.test(idea.tokens[j]?.norm ?? '')) j -= 2;
  return (
    idea.tokens[j]?.norm === 'de' &&
    /^(fecha|fechas|hora|horas|horario)$/.test(idea.tokens[j - 1]?.norm ?? '')
  );
}

/**
 * A noun of the idea that may name an entity: known, not a filler, not said in passing, not
 * part of a proper name ("Punta Cana", "Valle Sagrado": written with a capital mid-sentence).
 */
function usableNoun(t: Token): boolean {
  const lemma = t.nounLemma;
  if (!lemma || NEVER_ENTITIES.has(lemma) || NEVER_ENTITIES.has(t.norm)) return false;
  // "que cada uno vote solo 1 vez": a stop word (an article, «solo», «unos») names no list.
  return !t.capital && t.pos !== 'stop';
}

/** Units and spans of time: "con los kilos", "por día" measure a record, they are no thing. */
const UNITS = new Set(
  'kilo kilogramo gramo litro metro kilometro hora minuto dia semana mes ano quincena vez caloria hectarea tonelada libra arroba quintal galon onza'.split(
    ' ',
  ),
);

/**
 * "que los guiris escaneen un QR": a word that does what a verb says is someone, however the
 * dictionary knows it; "con los kilos": what comes with a record is a measure of it.
 */
function notAThing(idea: IdeaText, t: Token): boolean {
  if (UNITS.has(t.nounLemma ?? t.norm)) return true;
  const next = idea.tokens[t.i + 1];
  let j = t.i - 1;
  while (j >= 0 && ARTICLE.test(idea.tokens[j]!.norm)) j--;
  const before = idea.tokens[j];
  // "con la letra, los acordes y el audio": one of what comes with a record.
  for (let k = t.i - 1; k >= Math.max(0, t.i - 10); k--) {
    const x = idea.tokens[k]!;
    if (x.norm === 'con') return k < t.i - 1;
    // "apuntar las salidas: la zona, las especies, los kilos": what is noted of a record.
    if (x.colonAfter) return true;
    if (x.breakAfter && !x.commaAfter) break;
    if (!(ARTICLE.test(x.norm) || /^(y|e|su|sus)$/.test(x.norm) || x.pos === 'noun')) break;
  }
  return (
    !!next &&
    !t.breakAfter &&
    next.pos === 'verb' &&
    before?.norm === 'que' &&
    j < t.i - 1 &&
    t.plural
  );
}

/**
 * The plural of a label: its noun and the adjectives agreeing with it ("repuesto usado" →
 * "repuestos usados"), never its complement ("línea de pedido" → "líneas de pedido"); the
 * platform's one phrase rule (decision 0276).
 */
export const pluralPhrase = (label: string): string => pluralize(label);

function labelFromWord(display: string) {
  const singular = display.toLowerCase();
  return {
    label: capitalize(singular),
    labelPlural: capitalize(pluralPhrase(singular)),
  };
}

interface Filled {
  display: string;
  folded: string;
  gender: 'm' | 'f';
  /** The idea listed several of its kind ("bicis y kayaks"): the label stays, these are its types. */
  kinds?: string[];
  /** With kinds: the first of them names the entity too. */
  named?: boolean;
  /** Every word of the idea this took (a list of people). */
  consumed?: string[];
  /** How the listed things are sold ("por libra, por docena"): options of «Se vende por». */
  units?: string[];
  /** Two kinds of people «entre … y …» (peopleBetween): its kinds are theirs, whatever is used. */
  traders?: boolean;
}

/**
 * Things whose name is a noun and its complement, one item of a list however its words agree
 * ("sillas de ruedas, muletas y andadores": the wheels are not one more kind).
 */
export const COMPOUND_NOUNS = new Set([
  'silla de ruedas',
  'pie de gato',
  'maquina de coser',
  'tabla de surf',
  'traje de bano',
  'saco de dormir',
  'bolsa de dormir',
  'casco de moto',
  'tienda de campana',
  'botas de agua',
]);

/** The token that ends "por libra" after the item at `i`, or null. */
function saleUnitAfter(tokens: Token[], i: number): Token | null {
  const por = tokens[i + 1];
  const unit = tokens[i + 2];
  if (tokens[i]?.breakAfter || por?.norm !== 'por' || por.breakAfter || !unit) return null;
  return SALE_UNITS.has(unit.nounLemma ?? unit.norm) ? unit : null;
}

/** The words of a list item after its head noun: "sillas [de ruedas]", "trajes [de charro]". */
const complements = new WeakMap<Token, Token>();

/**
 * The complement of the noun at `i` that belongs to the item ("trajes de charro, vestidos…"):
 * a compound of the lexicon, or a complement whose number is not that of the next item while the
 * head's is ("tarros de miel, bloques de cera": the list goes on with heads, not with honeys).
 * "clases de guitarra, piano y canto" lists the complements: no complement is taken.
 */
function itemComplement(tokens: Token[], i: number): Token | null {
  const head = tokens[i];
  const de = tokens[i + 1];
  const comp = tokens[i + 2];
  if (!head?.nounLemma || head.breakAfter || de?.norm !== 'de' || de.breakAfter) return null;
  // After «de» a word is a noun, whatever else the dictionary says of it ("trajes de charro"),
  // but an infinitive ("máquinas de coser" is in the lexicon).
  const nominal =
    comp?.pos === 'noun' ||
    ((comp?.pos === 'verb' || comp?.pos === 'other') &&
      /^[a-zñ]{3,}$/.test(comp.norm) &&
      !/(ar|er|ir)$/.test(comp.norm));
  if (!comp || !nominal || comp.capital || comp.aside) return null;
  const singularHead = fold(head.text).replace(/s$/, '');
  if (
    COMPOUND_NOUNS.has(`${head.nounLemma} de ${comp.norm}`) ||
    COMPOUND_NOUNS.has(`${singularHead} de ${comp.norm}`)
  )
    return comp;
  let j = i + 3;
  if (!comp.commaAfter) {
    if (!/^(y|o|e|u)$/.test(tokens[j]?.norm ?? '')) return null;
    j++;
  }
  while (ARTICLE.test(tokens[j]?.norm ?? '')) j++;
  const next = tokens[j];
  if (!next?.nounLemma || next.pos !== 'noun') return null;
  // "pan de jamón y dulce de lechosa": the next item has a complement of its own, so each
  // complement is its item's (not "clases de guitarra, piano y canto").
  const own = tokens[j + 1];
  if (
    own?.norm === 'de' &&
    !next.breakAfter &&
    !own.breakAfter &&
    tokens[j + 2]?.pos === 'noun' &&
    !tokens[j + 2]!.capital
  )
    return comp;
  // Things listed are said in the plural: "campaña de frazadas y ropa" lists what it collects.
  return head.plural && next.plural && !comp.plural ? comp : null;
}

/** Nouns coordinated with t ("bicis y kayaks", "túnicas, cirios, faroles"), t included. */
function coordinated(idea: IdeaText, t: Token): Token[] {
  const { tokens } = idea;
  // "sillas de ruedas, muletas…" read from «ruedas»: the item is its head's.
  const head = tokens[t.i - 2];
  if (head && tokens[t.i - 1]?.norm === 'de' && itemComplement(tokens, head.i) === t) t = head;
  const out = [t];
  let i = t.i;
  while (out.length < 12) {
    // "sillas de ruedas, muletas": the item's complement is skipped, and kept for its name.
    const comp = itemComplement(tokens, i);
    if (comp) {
      complements.set(tokens[i]!, comp);
      i = comp.i;
    }
    // "el lechón por libra, los pasteles…": how it is sold is skipped.
    i = saleUnitAfter(tokens, i)?.i ?? i;
    const cur = tokens[i]!;
    let next = i + 1;
    // "herramientas: taladros, escaleras…": what follows a colon (or a full stop) is examples of
    // the word before, which names the list; a comma, "y" or brackets go on with it.
    // Names in brackets ("3 salas (El Manicomio, La Bóveda…)") are the list's records, not kinds.
    const bracketed = !!tokens[next]?.aside && !cur.aside && !tokens[next]?.capital;
    if (cur.breakAfter && !cur.commaAfter && !bracketed) break;
    // "camas clínicas y andadores": a word that agrees with the item and reads as an adjective
    // ("clínicas", "eléctricas", "usados") qualifies it; the list goes on after it.
    const adj = tokens[next];
    if (
      !cur.breakAfter &&
      adj &&
      adj.pos === 'noun' &&
      cur.gender &&
      adj.gender === cur.gender &&
      adj.plural === cur.plural &&
      ADJECTIVE_END.test(adj.norm) &&
      /^(y|o|e|u)$/.test(tokens[next + 1]?.norm ?? '')
    )
      next++;
    if (!cur.breakAfter) {
      if (!/^(y|o|e|u)$/.test(tokens[next]?.norm ?? '')) break;
      next++;
    }
    while (/^(el|la|los|las|un|una|unos|unas)$/.test(tokens[next]?.norm ?? '')) next++;
    const n = tokens[next];
    if (!n) break;
    // "documentos, celulares y mochilas": a device said in the plural among things is one more
    // thing ("nombre, celular y dirección" stays a list of fields; "platos y precios" too).
    const known =
      n.nounLemma &&
      n.pos === 'noun' &&
      (!NEVER_ENTITIES.has(n.nounLemma) ||
        (n.plural &&
          t.plural &&
          DEVICES.test(n.nounLemma) &&
          !NEVER_ENTITIES.has(t.nounLemma ?? '')));
    // A word the dictionary lacks ("kayaks") in a list of things is one more of them.
    const unknown = n.pos === 'other' && n.norm.length >= 3 && /^[a-zñ]+$/.test(n.norm);
    if (!known && !unknown) break;
    // "14 caballos y el veterinario": a person is never one more kind of a thing.
    const person = (x: Token) => PERSON_NOUNS.has(x.nounLemma ?? x.norm);
    if (person(n) && !person(t)) break;
    out.push(n);
    i = next;
    if (!cur.breakAfter && /^(y|o|e|u)$/.test(tokens[next - 1]?.norm ?? '')) break;
  }
  // "las prendas (talla, marca, estado, precio)": what is said of each one, its fields, not its
  // kinds; half of them or more words of a field are enough.
  const said = out.slice(1);
  if (
    said.length >= 2 &&
    said.filter((x) => ATTRIBUTES[x.nounLemma ?? x.norm]).length * 2 >= said.length
  )
    return [...coordinatedBefore(idea, t, false), t];
  // The kinds said before it: "(verdura, huevos, pan)", "el baño o el corte".
  // "pan de jamón y dulce de lechosa": the last item's complement, as the others had theirs.
  const last = out[out.length - 1]!;
  const before = out[out.length - 2];
  const lastComp = tokens[last.i + 2];
  if (
    before &&
    complements.has(before) &&
    !complements.has(last) &&
    !last.breakAfter &&
    tokens[last.i + 1]?.norm === 'de' &&
    lastComp?.pos === 'noun' &&
    !lastComp.capital
  )
    complements.set(last, lastComp);
  return [...coordinatedBefore(idea, t, out.length >= 2), ...out];
}

const ARTICLE = /^(el|la|los|las|un|una|unos|unas)$/;

/** Endings of words that qualify a noun when they follow it: «clínicas», «eléctricas», «usados». */
const ADJECTIVE_END = /(ic[ao]s?|ales?|bles?|os[ao]s?|iv[ao]s?|ad[ao]s?|id[ao]s?|ares?)$/;

/** Devices, which also name a contact field: "celulares" among lost things are things. */
const DEVICES =
  /^(celular|movil|telefono|tableta|tablet|portatil|ordenador|computador|computadora|laptop|cargador)$/;

/** Nouns listed just before t in the same list ("verdura, huevos, pan"), first first. */
function coordinatedBefore(idea: IdeaText, t: Token, goesOn = false): Token[] {
  const { tokens } = idea;
  const skipBack = (j: number) => {
    while (j >= 0 && ARTICLE.test(tokens[j]!.norm)) j--;
    return j;
  };
  const listed = (p: Token | undefined): p is Token =>
    !!p &&
    // A word the dictionary lacks ("hallacas, pan de jamón…") in a list of things is one of them.
    ((!!p.nounLemma && p.pos === 'noun' && !NEVER_ENTITIES.has(p.nounLemma)) ||
      (goesOn &&
        p.pos === 'other' &&
        !p.capital &&
        /^[a-zñ]{4,}s$/.test(p.norm) &&
        !PERSON_NOUNS.has(t.nounLemma ?? ''))) &&
    // "el grupo de montaña, un álbum": a complement is no item of the list.
    !/^(de|del)$/.test(tokens[p.i - 1]?.norm ?? '') &&
    PERSON_NOUNS.has(p.nounLemma ?? p.norm) === PERSON_NOUNS.has(t.nounLemma ?? '');
  const before: Token[] = [];
  let i = skipBack(t.i - 1);
  const conjunction = i >= 0 && /^(y|o|e|u)$/.test(tokens[i]!.norm);
  if (conjunction) i = skipBack(i - 1);
  else if (!tokens[i]?.commaAfter) return before;
  while (i >= 0 && before.length < 11) {
    // "el lechón por libra, los pasteles": the item before how it is sold.
    if (i >= 2 && tokens[i - 1]?.norm === 'por' && saleUnitAfter(tokens, i - 2)?.i === i) i -= 2;
    let p = tokens[i];
    // "trajes de charro, vestidos de escaramuza y disfraces": the item is the head of its
    // complement.
    const head = tokens[i - 2];
    if (p && head && tokens[i - 1]?.norm === 'de' && itemComplement(tokens, i - 2) === p) {
      complements.set(head, p);
      p = head;
      i -= 2;
    }
    if (!listed(p)) break;
    const end = complements.get(p) ?? saleUnitAfter(tokens, p.i) ?? p;
    if (before.length > 0 || /^(y|o|e|u)$/.test(tokens[end.i + 1]?.norm ?? '') || end.commaAfter)
      before.unshift(p);
    else break;
    const j = skipBack(i - 1);
    if (!tokens[j]?.commaAfter) break;
    i = j;
  }
  // "los trajes y el escenario, campaña con meta": one word before a comma is no list, unless
  // the list goes on after t ("trajes de charro, vestidos de escaramuza y disfraces").
  const item = before[0];
  return conjunction ||
    before.length >= 2 ||
    (goesOn &&
      item &&
      (complements.has(item) || complements.has(t) || saleUnitAfter(tokens, item.i)))
    ? before
    : [];
}

/** A listed word as the idea says it, singular: "salidas" → "Salida" (not the participle "salido"). */
function kindWord(x: Token): string {
  const comp = complements.get(x);
  if (comp) return `${kindWord({ ...x, i: -1 } as Token)} de ${comp.text.toLowerCase()}`;
  if (!x.nounLemma) return x.norm.replace(/s$/, '');
  const countable = COUNTABLE[x.nounLemma];
  // "ropa" → "prenda"; never the generic "producto" for one kind among others.
  if (countable && fold(countable) !== 'producto') return countable;
  const written = x.text.toLowerCase();
  // The dictionary's lemma of another gender than the word written ("salidas" → "salido").
  if (x.plural && /as$/.test(written) && /o$/.test(x.display)) return `${x.display.slice(0, -1)}a`;
  return x.display;
}

/** A record's words that say only that something is noted: what is noted names it instead. */
const GENERIC_RECORDS = new Set(['registro', 'entrada']);

/** Words that name no list said in passing ("en casa") but do when counted: "3 casas". */
const COUNTED_THINGS = new Set(['casa']);

const NUMBER_WORDS =
  /^(dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien|ciento|mil|varios|varias)$/;

/**
 * "tengo 40 colmenas", "seis botes", "14 caballos": the things the idea counts are its own, and
 * fill the pattern's core thing (or animal, or place) before any noun of the class said elsewhere.
 */
function countedNoun(
  entity: PatternEntity,
  idea: IdeaText,
  nouns: Token[],
  used: Set<string>,
): Token | null {
  if (!entity.core || !['thing', 'animal', 'place'].includes(entity.slot ?? '')) return null;
  for (const t of nouns) {
    const lemma = t.nounLemma!;
    // "tenemos 3 casas rurales": a word said in passing elsewhere ("en casa") is the thing
    // when the idea counts it.
    const counted = COUNTED_THINGS.has(lemma) && !t.capital;
    if (!t.plural || used.has(lemma) || !(usableNoun(t) || counted) || t.pos !== 'noun') continue;
    const prev = idea.tokens[t.i - 1];
    if (!prev || !(prev.pos === 'number' || NUMBER_WORDS.test(prev.norm))) continue;
    // "la terminal tres cruces", "el colegio dos ríos": a count right after a noun is a name.
    const named = idea.tokens[t.i - 2];
    if (prev.pos !== 'number' && named?.pos === 'noun' && !named.plural && !named.breakAfter)
      continue;
    if (
      PERSON_NOUNS.has(lemma) ||
      EVENT_NOUNS.has(lemma) ||
      GROUP_NOUNS.has(lemma) ||
      SERVICE_NOUNS.has(lemma) ||
      // "un viñedo de 30 hectáreas": a measure, not the things.
      UNITS.has(lemma)
    )
      continue;
    return t;
  }
  return null;
}

/**
 * "mi café", "nuestra tienda": one of a kind, the writer's own business, not the app's records;
 * so is its trade ("tienda online de cosmética", "taller de cerámica") and where things happen
 * ("pague en caja").
 */
function ownBusiness(idea: IdeaText, t: Token, slot?: string | null): boolean {
  if (t.plural) return false;
  // "en el barco", "en la tienda": where things happen, past its article.
  let k = t.i - 1;
  while (k > 0 && /^(el|la|mi|nuestro|nuestra)$/.test(idea.tokens[k]!.norm)) k--;
  if (k < t.i - 1 && idea.tokens[k]?.norm === 'en') return true;
  const prev = idea.tokens[t.i - 1]?.norm ?? '';
  if (/^(mi|nuestro|nuestra|tu)$/.test(prev)) return true;
  if (prev === 'en') return true;
  // "tengo un taller", "llevamos una academia", "somos una peña": the business itself, never a
  // service it offers; a place it rents out («tengo un coworking… que las reserven») may be it.
  if (/^(un|una)$/.test(prev) && slot !== 'place') {
    const verb = idea.tokens[t.i - 2];
    if (verb && /^(tener|llevar|ser|montar|abrir|regentar|dirigir)$/.test(verb.lemma)) return true;
  }
  if (prev === 'de') {
    for (let j = t.i - 2; j >= Math.max(0, t.i - 3); j--) {
      const b = idea.tokens[j]!;
      if (BUSINESS_NOUNS.has(b.norm) || BUSINESS_NOUNS.has(b.nounLemma ?? '')) return true;
    }
  }
  return false;
}

/** "trabajo en una consulta": a place said in passing, not a name of the app's records. */
function afterEn(idea: IdeaText, t: Token): boolean {
  let j = t.i - 1;
  while (
    j >= 0 &&
    /^(un|una|unos|unas|el|la|los|las|mi|mis|su|sus|nuestra|nuestro)$/.test(idea.tokens[j]!.norm)
  )
    j--;
  return idea.tokens[j]?.norm === 'en';
}

/** "del club", "de la asociación": one place the idea's things belong to, said after a noun. */
function ofThe(idea: IdeaText, t: Token): boolean {
  const a = idea.tokens[t.i - 1];
  const b = idea.tokens[t.i - 2];
  const owner = (x: Token | undefined) => !!x && x.pos === 'noun' && !x.breakAfter;
  if (a?.norm === 'del') return owner(b);
  return /^(el|la)$/.test(a?.norm ?? '') && b?.norm === 'de' && owner(idea.tokens[t.i - 3]);
}

/** "quieren cambiar con otra compañera": one of the people, said of one, names no list. */
function oneOfThem(idea: IdeaText, t: Token): boolean {
  return !t.plural && /^(otra|otro)$/.test(idea.tokens[t.i - 1]?.norm ?? '');
}

/** One of the entity's own names in the idea, the earliest first. */
function fillByNames(
  entity: PatternEntity,
  idea: IdeaText,
  used: Set<string>,
  pattern: AppPattern,
): Filled | null {
  const nouns = nounTokens(idea);
  // "montamos una brigada vecinal… que los voluntarios se apunten a las jornadas": what people
  // sign up to, said so, names the event before any other of its names said earlier.
  if (entity.slot === 'event' && entity.objects) {
    const object = namedByObject(entity, idea, used);
    if (object) return object;
  }
  // "un mapa de huariques de Lima, esos sitios chiquitos…": what the app is a list of, said
  // so, names it before any of its names said after.
  if (entity.listOf) {
    const listed = namedAfterList(entity, idea, used);
    if (listed) return listed;
  }
  let best: {
    at: number;
    /** Lower is better: where the name is said, moved by how the idea says it. */
    rank: number;
    counted: boolean;
    display: string;
    folded: string;
    female?: boolean;
  } | null = null;
  // "módulos con lecciones de audio": names that group the entity give way to its first name.
  const ownWord = fold(entity.names?.[0] ?? '');
  const grouped =
    !!entity.groupedBy?.length &&
    nouns.some((x) => (x.nounLemma === ownWord || x.norm === ownWord) && !x.aside);
  for (const n of entity.names ?? []) {
    const f = fold(n);
    if (used.has(f)) continue;
    if (grouped && entity.groupedBy!.some((g) => fold(g) === f)) continue;
    const words = f.split(/\s+/);
    // "12 socias" is said of the name "socio".
    const she = personName(entity, n) && words.length === 1 ? fold(feminine(n)) : f;
    const female = new Set(she !== f ? [she, fold(pluralize(feminine(n)))] : []);
    let position = -1;
    let rank = 0;
    let counted = false;
    if (words.length === 1) {
      // Said outside brackets first: "el estado (…, esperando repuesto, …) … el inventario de
      // repuestos" names the stock by its second mention.
      const said = nouns.filter(
        (x) =>
          (x.nounLemma === f || x.norm === f || matches(x, f) || female.has(x.norm)) &&
          !(female.size > 0 && afterBusiness(idea, x)) &&
          !idea.owner.has(x.i) &&
          !(entity.slot === 'record' && afterEn(idea, x)) &&
          !(entity.slot === 'person' && oneOfThem(idea, x)) &&
          // "una liga de pádel en el club", "el campeonato de truco del club", "las embarcaciones
          // del club": the club it happens in or belongs to, not the teams nor the boats.
          !(
            !x.plural &&
            BUSINESS_NOUNS.has(x.nounLemma ?? x.norm) &&
            (afterEn(idea, x) || ofThe(idea, x))
          ) &&
          // "averías (ascensor, goteras, luz del portal)": an example in brackets brings no list.
          // "el catálogo (jugadores, duración, edad)": nor are people said there the app's.
          !(x.aside && (!entity.core || entity.slot === 'person')),
      );
      const t = said.find((x) => !x.aside) ?? said[0];
      position = t ? t.i : -1;
      // "con 22 residentes": people the idea counts are named before any said in passing.
      const prev = t ? idea.tokens[t.i - 1] : undefined;
      counted =
        !!t &&
        entity.slot === 'person' &&
        !!prev &&
        (prev.pos === 'number' || NUMBER_WORDS.test(prev.norm));
      // "Mantenimiento de extintores… en cada inspección anotar…": a record's name said as the
      // trade (singular, "de" and a plural) gives way to any other name of it the idea uses.
      // "llevo el control de las 12 colmenas": an article or a count may come between.
      let k = t ? t.i + 2 : -1;
      while (
        k > 0 &&
        /^(los|las|mis|sus|nuestros|nuestras)$|^\d+$/.test(idea.tokens[k]?.norm ?? '')
      )
        k++;
      const of = k > 0 ? idea.tokens[k] : undefined;
      if (
        t &&
        entity.slot === 'record' &&
        !t.plural &&
        idea.tokens[t.i + 1]?.norm === 'de' &&
        of?.plural &&
        of.pos === 'noun'
      )
        rank += 1000;
    } else position = findPhrase(idea, words);
    if (position < 0) continue;
    rank += position;
    // The list's own word (its first name: "envío", "cita") wins over another of its names said
    // earlier ("recoger y entregar paquetes … que el cliente cree el envío").
    // Not when the word is one item of a list of kinds ("mantenimiento: revisiones, ITV, averías").
    const said = idea.tokens[position];
    // ("…, clases de baile, una excursión al año": an article between.)
    const before = ARTICLE.test(idea.tokens[position - 1]?.norm ?? '')
      ? idea.tokens[position - 2]
      : idea.tokens[position - 1];
    const listed =
      !!said &&
      (said.aside ||
        (said.commaAfter && nextIsNoun(idea, position)) ||
        !!before?.commaAfter ||
        !!before?.colonAfter);
    if (entity.slot === 'record' && fold(entity.names?.[0] ?? '') === f && rank < 1000 && !listed)
      rank -= 10000;
    // A kind in a list names the record only when nothing else does.
    if ((entity.slot === 'record' || entity.slot === 'event') && listed) rank += 2000;
    // "que pidan vacaciones y permisos": one kind of the record said with another that is none
    // of its names is a kind (its Tipo), not the record's name: «Solicitud».
    // (Only when another is one of the record's own kinds: «Vacaciones» of a request's Tipo.)
    if (entity.slot === 'record' && said && !said.aside) {
      const kinds = new Set(
        entity.fields
          // (A Tipo that is a list of its own, or its choice instead: a request's kinds.)
          .flatMap((x) => (x.key === 'tipo' && x.instead ? [x.instead] : []))
          .flatMap((x) => x.options ?? [])
          .map((o) => fold(o).replace(/e?s$/, '')),
      );
      const others = coordinated(idea, said).filter((x) => x !== said && !x.aside);
      if (others.some((x) => kinds.has((x.nounLemma ?? x.norm).replace(/e?s$/, '')))) continue;
    }
    if (!best || (counted && !best.counted) || (counted === best.counted && rank < best.rank))
      best = {
        at: position,
        rank,
        counted,
        display: n,
        folded: f,
        female: saidFeminine(entity, idea, position, n),
      };
  }
  if (!best)
    return (
      namedAfterList(entity, idea, used) ??
      namedByObject(entity, idea, used) ??
      namedByVerb(entity, idea) ??
      calledBy(entity, idea) ??
      staffOfBusiness(entity, idea, used)
    );
  // "un banco de tiempo entre mayores del barrio y estudiantes": two kinds of people who trade
  // with each other are one list, the pattern's, whose Tipo says which.
  const at = idea.tokens[best.at];
  const pair = at && entity.slot !== 'record' ? peopleBetween(idea, at) : null;
  if (pair)
    return {
      display: entity.label,
      folded: best.folded,
      gender: entity.gender,
      consumed: pair.map((x) => x.nounLemma!),
      kinds: pair.map((x) => cap(kindWord(x))),
      traders: true,
    };
  // "al fontanero o electricista que toque", "14 auxiliares y enfermeras": two kinds of the
  // people said together are all of them; the list keeps the pattern's word (Técnico, Empleado).
  const said = idea.tokens[best.at];
  if (said && (entity.slot === 'person' || entity.slot === null) && !said.aside) {
    const names = new Set((entity.names ?? []).map(fold));
    const person = (l: string) => PERSON_NOUNS.has(l) || names.has(l);
    const people = coordinated(idea, said).filter((x) => person(x.nounLemma ?? x.norm));
    // Said without an article between ("el mensajero y el cliente" are two roles), and none of
    // them a name of another list of the app ("de mayores y las familias").
    const others = new Set(
      pattern.entities.filter((e) => e.id !== entity.id).flatMap((e) => (e.names ?? []).map(fold)),
    );
    const oneRole = people.every(
      (x, k) =>
        !others.has(x.nounLemma ?? x.norm) &&
        !KINSHIP.has(x.nounLemma ?? x.norm) &&
        (k === 0 || x.i - people[k - 1]!.i <= 2),
    );
    if (
      oneRole &&
      people.length >= 2 &&
      new Set(people.map((x) => x.nounLemma ?? x.norm)).size >= 2
    )
      return {
        display: entity.label,
        folded: best.folded,
        gender: entity.gender,
        consumed: people.map((x) => x.nounLemma ?? x.norm),
      };
  }
  // "las enfermeras", "las vecinas": people are named as the idea names them.
  if (best.female) return { display: feminine(best.display), folded: best.folded, gender: 'f' };
  const token = idea.tokens[best.at];
  if (token?.nounLemma && entity.slot && entity.slot !== 'person' && entity.slot !== 'record') {
    const listed = countable(token, entity, idea);
    if (listed.kinds) return { ...listed, folded: best.folded };
  }
  const first = entity.names && fold(entity.names[0] ?? '') === best.folded;
  return {
    display: best.display,
    folded: best.folded,
    gender: first ? entity.gender : genderOfWord(best.display, entity.gender),
  };
}

/** After token i (and an article), a noun or a word the dictionary lacks: one more of a list. */
/**
 * "entre mayores del Albaicín y estudiantes de la uni", "entre los vecinos y los comercios": the
 * two kinds of people «entre … y …» joins, when `t` is one of them.
 */
function peopleBetween(idea: IdeaText, t: Token): Token[] | null {
  const { tokens } = idea;
  const person = (x: Token | undefined) =>
    !!x?.nounLemma && x.pos === 'noun' && x.plural && PERSON_NOUNS.has(x.nounLemma);
  for (let k = t.i - 1; k >= Math.max(0, t.i - 8); k--) {
    const b = tokens[k]!;
    if (b.breakAfter) return null;
    if (b.norm !== 'entre') continue;
    let j = k + 1;
    if (/^(los|las)$/.test(tokens[j]?.norm ?? '')) j++;
    const a = tokens[j];
    if (!person(a) || a!.breakAfter) return null;
    j++;
    // "del Albaicín", "de la uni": a complement of the first.
    for (let n = 0; n < 4 && !/^(y|e)$/.test(tokens[j]?.norm ?? ''); n++) {
      if (tokens[j]?.breakAfter || tokens[j]?.pos === 'verb') return null;
      j++;
    }
    if (!/^(y|e)$/.test(tokens[j]?.norm ?? '')) return null;
    j++;
    if (/^(los|las)$/.test(tokens[j]?.norm ?? '')) j++;
    const other = tokens[j];
    if (!person(other) || other!.nounLemma === a!.nounLemma) return null;
    return t === a || t === other ? [a!, other!] : null;
  }
  return null;
}

function nextIsNoun(idea: IdeaText, i: number): boolean {
  let j = i + 1;
  while (ARTICLE.test(idea.tokens[j]?.norm ?? '')) j++;
  const n = idea.tokens[j];
  return !!n && (n.pos === 'noun' || n.pos === 'other');
}

/** "que cada vecino vote": the record a verb of the idea makes ("voto"), named by it. */
function namedByVerb(entity: PatternEntity, idea: IdeaText): Filled | null {
  if (!entity.verbs) return null;
  for (const t of idea.tokens) {
    if (t.pos !== 'verb') continue;
    const lemma = t.lemmas.find((l) => entity.verbs![l]);
    if (!lemma) continue;
    const display = entity.verbs[lemma]!;
    return { display, folded: fold(display), gender: genderOfWord(display, entity.gender) };
  }
  return null;
}

const OBJECT_SKIP = /^(el|la|los|las|un|una|unos|unas|al|del|sus|su)$/;

/**
 * "votar las mociones" → the poll is Moción; "votar por el mejor proyecto" → the options are
 * Proyecto (pattern data `objects`): the noun a phrase of the entity takes as its object.
 */
function namedByObject(entity: PatternEntity, idea: IdeaText, used: Set<string>): Filled | null {
  if (!entity.objects) return null;
  const { tokens } = idea;
  for (const phrase of entity.objects) {
    const [verb, ...after] = fold(phrase).split(/\s+/);
    for (const t of tokens) {
      if (t.pos !== 'verb' || !t.lemmas.includes(verb!)) continue;
      let j = t.i + 1;
      let ok = true;
      for (const w of after) {
        while (OBJECT_SKIP.test(tokens[j]?.norm ?? '') && tokens[j]?.norm !== w) j++;
        if (tokens[j]?.norm !== w && !(w === 'mejor' && tokens[j]?.norm === 'mejores')) {
          ok = false;
          break;
        }
        j++;
      }
      if (!ok) continue;
      while (
        OBJECT_SKIP.test(tokens[j]?.norm ?? '') ||
        (after.length > 0 && /^mejor(es)?$/.test(tokens[j]?.norm ?? ''))
      )
        j++;
      // A direct object only: "votar por…", "votar al mejor…" are other phrases.
      if (after.length === 0 && /^(por|a|en|que|mejor|mejores|si|no)$/.test(tokens[j]?.norm ?? ''))
        continue;
      const n = tokens[j];
      const lemma = n?.nounLemma;
      if (!n || !lemma || !usableNoun(n) || used.has(lemma) || n.aside) continue;
      // "votamos el siguiente": an adjective said as a pronoun names nothing.
      if (
        /^(siguiente|proximo|primero|ultimo|otro|mismo|ganador|favorito|preferido|solo|unico|vez)$/.test(
          lemma,
        )
      )
        continue;
      // "reservan paseos", "reservan sus prácticas": a service or an event booked is no resource.
      if (
        (entity.slot === 'place' || entity.slot === 'thing') &&
        (SERVICE_NOUNS.has(lemma) ||
          EVENT_NOUNS.has(lemma) ||
          PERSON_NOUNS.has(lemma) ||
          /^practica$/.test(lemma))
      )
        continue;
      // "que se apunten a los voluntarios": people signed up are no event;
      // "apuntarse a los huecos libres", "a una plaza": a free place in something names no event.
      if (
        entity.slot === 'event' &&
        (PERSON_NOUNS.has(lemma) || /^(hueco|plaza|sitio|lugar|vez|lista)$/.test(lemma))
      )
        continue;
      // "alquilamos sillas, mesas y manteles": a list of things is the kinds of the thing.
      if (entity.slot === 'thing') return countable(n, entity, idea);
      return { display: n.display, folded: lemma, gender: n.gender ?? entity.gender };
    }
  }
  return null;
}

/** Words for the kinds of what a directory lists: "un directorio de oficios". */
const LIST_KIND_WORDS =
  /^(oficio|rubro|gremio|sector|especialidad|servicio|tipo|categoria|profesion)$/;

/** "un directorio de mariachis": the complement of a word for a list of them names them. */
function namedAfterList(entity: PatternEntity, idea: IdeaText, used: Set<string>): Filled | null {
  if (!entity.listOf) return null;
  // Each word with the preposition its complement follows: «de» unless written ("mapa con").
  const after = new Map<string, Set<string>>();
  for (const entry of entity.listOf) {
    const [word = '', prep = 'de'] = fold(entry).split(/\s+/);
    after.set(word, (after.get(word) ?? new Set()).add(prep));
  }
  const { tokens } = idea;
  for (const t of tokens) {
    const preps = after.get(t.nounLemma ?? t.norm);
    if (!preps || t.breakAfter || !preps.has(tokens[t.i + 1]?.norm ?? '')) continue;
    let j = t.i + 2;
    while (ARTICLE.test(tokens[j]?.norm ?? '')) j++;
    const n = tokens[j];
    if (!n || n.aside) continue;
    // "un listado de fontaneros, electricistas, pintores": kinds of them, the list keeps its word.
    // ("maestros de obra, gasfiteros…": after its complement.)
    const last =
      tokens[j + 1]?.norm === 'de' && tokens[j + 2] && !n.breakAfter ? tokens[j + 2]! : n;
    // ("mapa de huariques de Lima, esos sitios…": a place's proper name ends the phrase.)
    if (
      /^(y|e|o|u)$/.test(tokens[last.i + 1]?.norm ?? '') ||
      (last.commaAfter && !(last !== n && last.capital))
    )
      return null;
    // A word the dictionary lacks, in the plural ("mariachis"): its singular as written.
    if (!n.nounLemma && n.pos === 'other' && !n.capital && /^[a-zñ]{4,}s$/.test(n.norm)) {
      const singular = n.norm.replace(/s$/, '');
      if (used.has(singular) || NEVER_ENTITIES.has(singular)) continue;
      return {
        display: n.text.toLowerCase().replace(/s$/, ''),
        folded: singular,
        gender: /a$/.test(singular) ? 'f' : 'm',
      };
    }
    const lemma = n.nounLemma;
    if (!lemma || !n.plural || !usableNoun(n) || used.has(lemma)) continue;
    // "un directorio de oficios": the kinds, not the things listed.
    if (PLACE_NOUNS.has(lemma) || NEVER_ENTITIES.has(lemma) || LIST_KIND_WORDS.test(lemma))
      return null;
    // "un directorio de psicólogas": as said, «Psicóloga».
    if (/as$/.test(n.norm) && /o$/.test(n.display))
      return { display: `${n.display.slice(0, -1)}a`, folded: lemma, gender: 'f' };
    return {
      display: COUNTABLE[lemma] ?? n.display,
      folded: lemma,
      gender: n.gender ?? entity.gender,
    };
  }
  return null;
}

/** A word that brings the entity without naming it ("goleadores" → Jugador): its label stays. */
function calledBy(entity: PatternEntity, idea: IdeaText): Filled | null {
  if (!entity.callers) return null;
  // "las horas que trabajo": a caller of several words is a phrase said word after word.
  const phrase = entity.callers
    .map(fold)
    .find((c) => c.includes(' ') && findPhrase(idea, c.split(' '), 0) >= 0);
  if (phrase)
    return { display: entity.label, folded: fold(entity.label), gender: entity.gender, kinds: [] };
  const callers = new Set(entity.callers.map(fold));
  const t = idea.tokens.find(
    (x) =>
      callers.has(x.norm) ||
      callers.has(x.norm.replace(/e?s$/, '')) ||
      (x.nounLemma !== null && callers.has(x.nounLemma)) ||
      // "que los nietos comenten": a verb's lemma.
      (x.pos === 'verb' && x.lemmas.some((l) => callers.has(l))),
  );
  if (!t) return null;
  return { display: entity.label, folded: t.norm, gender: entity.gender, kinds: [] };
}

/**
 * The staff of the business the idea names ("agenda pa mi barbería" → Barbero), when the entity
 * is called so and the writer does not say they work alone.
 */
function staffOfBusiness(entity: PatternEntity, idea: IdeaText, used: Set<string>): Filled | null {
  if (
    entity.core ||
    !entity.names ||
    /\b(trabajo|atiendo) sol[oa]\b|\bsol[oa] yo\b/.test(fold(idea.source))
  )
    return null;
  const names = new Set(entity.names.map(fold));
  for (const t of idea.tokens) {
    // "unas notas": the article, not «uñas» folded.
    if (idea.owner.has(t.i) || t.pos === 'stop') continue;
    // "una clínica veterinaria": an adjective of the business, not a business of its own.
    if (afterBusiness(idea, t)) continue;
    const staff = STAFF_OF_BUSINESS[t.nounLemma ?? t.norm] ?? STAFF_OF_BUSINESS[t.norm];
    if (!staff || !names.has(fold(staff)) || used.has(fold(staff))) continue;
    return { display: staff, folded: fold(staff), gender: genderOfWord(staff, entity.gender) };
  }
  return null;
}

/** The idea says the feminine of a person's name ("enfermeras" for the name "enfermero"). */
/** "una clínica veterinaria": a word that qualifies the business names no person. */
function afterBusiness(idea: IdeaText, t: Token): boolean {
  const prev = idea.tokens[t.i - 1];
  return !!prev && (BUSINESS_NOUNS.has(prev.norm) || BUSINESS_NOUNS.has(prev.nounLemma ?? ''));
}

/** A name of a person ("socio", "enfermero"), whatever the entity's slot. */
function personName(entity: PatternEntity, name: string): boolean {
  return entity.slot === 'person' || PERSON_NOUNS.has(fold(name));
}

function saidFeminine(entity: PatternEntity, idea: IdeaText, at: number, name: string): boolean {
  if (!personName(entity, name) || name.includes(' ')) return false;
  const female = feminine(name);
  if (female === name) return false;
  const said = idea.tokens[at]?.norm ?? '';
  const f = fold(female);
  return said === f || said === fold(pluralize(female));
}

/** A noun of the idea of the entity's slot kind: a person for a person, a thing for a thing. */
/** Words for any animal, which say nothing of its kind: the list keeps its «Especie». */
const GENERIC_ANIMALS = /^(animal|mascota|peludo|peludito|bicho|animalito|paciente|rescatado)$/;

/** Verbs of paying said of each one: "cada familia paga", "cada socio aporta". */
const PAYS = /^(paga|pague|pagan|paguen|aporta|aporte|abona|abone|cotiza|debe)$/;

/** Periods a camp or a course is signed up to by: "a cada quincena", "a cada turno". */
/** A first person who makes or sells: "hago piñatas", "vendemos mermeladas", "tejo gorros". */
const MAKES =
  /^(hago|hacemos|vende|venden|vendo|vendemos|fabrico|fabricamos|elaboro|elaboramos|preparo|preparamos|produzco|producimos|tejo|tejemos|horneo|horneamos|confecciono|confeccionamos|cultivo|cultivamos|sell|sells|make|makes|bake|bakes)$/;
/** Words for any piece made: the thing is named after them («piezas de cerámica»). */
const GENERIC_MADE = /^(pieza|producto|articulo|cosa|trabajo|modelo|diseno)$/;
const SIGN_UP_PERIODS = /^(quincena|semana|turno|tanda|campamento)$/;
/** What the writer looks after for others: «doy mantenimiento a albercas», «reparamos las lanchas». */
const LOOKS_AFTER =
  /^(reparo|reparamos|arreglo|arreglamos|reviso|revisamos|inspecciono|inspeccionamos|limpio|limpiamos|fumigo|fumigamos|mantengo|mantenemos|restauro|restauramos|afino|afinamos|poda|podo|podamos)$/;
const LOOKS_AFTER_DETERMINERS = /^(los|las|unos|unas|sus|mis|nuestros|nuestras)$/;

/** The token after which a looked-after thing is said: «mantenimiento a», «reparo (las)». */
function looksAfter(idea: IdeaText, t: Token): boolean {
  let k = t.i - 1;
  if (LOOKS_AFTER_DETERMINERS.test(idea.tokens[k]?.norm ?? '')) k--;
  const v = idea.tokens[k];
  if (!v) return false;
  if (LOOKS_AFTER.test(v.norm)) return true;
  return v.norm === 'a' && /^(mantenimiento|servicio)$/.test(idea.tokens[k - 1]?.norm ?? '');
}

function fillByClass(entity: PatternEntity, idea: IdeaText, used: Set<string>): Filled | null {
  if (!entity.slot || entity.slot === 'record') return null;
  // "una veterinaria", "la academia": a business the idea is about is no person of the app.
  const nouns = nounTokens(idea).filter(
    (t) => !idea.owner.has(t.i) && !(entity.slot === 'person' && BUSINESS_NOUNS.has(t.norm)),
  );
  const cls = CLASS_OF[entity.slot];
  // "revisa estación por estación", "colmena por colmena": what is gone through one by one is
  // the thing the records are of.
  if (entity.slot === 'thing' && entity.core) {
    const one = nouns.find(
      (t) =>
        !used.has(t.nounLemma!) &&
        usableNoun(t) &&
        idea.tokens[t.i + 1]?.norm === 'por' &&
        idea.tokens[t.i + 2]?.nounLemma === t.nounLemma,
    );
    if (one) return countable(one, entity, idea);
  }
  // "inscribir a sus hijos a cada quincena", "se apuntan a cada turno": a camp's periods are
  // what people sign up to, its events, though a period names no list elsewhere.
  if (entity.slot === 'event') {
    const period = idea.tokens.find(
      (t) =>
        SIGN_UP_PERIODS.test(t.norm) &&
        idea.tokens[t.i - 1]?.norm === 'cada' &&
        idea.tokens[t.i - 2]?.norm === 'a' &&
        !used.has(t.norm),
    );
    if (period)
      return {
        display: cap(period.norm),
        folded: period.norm,
        gender: period.gender ?? entity.gender,
      };
  }
  const counted = countedNoun(entity, idea, nouns, used);
  if (counted) return countable(counted, entity, idea);
  // "los turnos de las cajeras … y el encargado dice sí o no": the people of a list are many;
  // a person said in the singular is more often a role (the one who approves). People the idea
  // counts come first ("un hogar de adultos mayores con 22 residentes").
  // "cada familia paga el viaje en cuotas": who pays, said so, are the people who pay.
  if (entity.slot === 'person' && entity.payers) {
    const payer = nouns.find(
      (t) =>
        idea.tokens[t.i - 1]?.norm === 'cada' &&
        !t.breakAfter &&
        PAYS.test(idea.tokens[t.i + 1]?.norm ?? '') &&
        !used.has(t.nounLemma!) &&
        usableNoun(t) &&
        (cls.has(t.nounLemma!) || PERSON_NOUNS.has(t.nounLemma!)),
    );
    if (payer) return countable(payer, entity, idea);
  }
  // "los investigadores piden reactivos", "las asociaciones lo solicitan": who asks, said so.
  if (entity.slot === 'person' && entity.askers) {
    const asker = bookers(idea, ASK_VERBS);
    if (
      asker?.nounLemma &&
      // "las vacaciones se piden por email": what is asked for, said in the passive.
      idea.tokens[asker.i + 1]?.norm !== 'se' &&
      !used.has(asker.nounLemma) &&
      usableNoun(asker) &&
      !NEVER_ENTITIES.has(asker.nounLemma) &&
      ![PLACE_NOUNS, THING_NOUNS, EVENT_NOUNS].some((c) => c.has(asker.nounLemma!))
    )
      return countable(asker, entity, idea);
  }
  // "somos 17 componentes", "somos unos 25 mototaxistas": who the writer's group is, counted,
  // are the app's people, whatever the word.
  if (entity.slot === 'person' && entity.members) {
    const we = nouns.find((t) => {
      if (!t.plural || used.has(t.nounLemma!) || !usableNoun(t) || PLACE_NOUNS.has(t.nounLemma!))
        return false;
      let k = t.i - 1;
      const n = idea.tokens[k];
      if (!n || !(n.pos === 'number' || NUMBER_WORDS.test(n.norm))) return false;
      k--;
      while (/^(unos|unas|como|casi|mas|de)$/.test(idea.tokens[k]?.norm ?? '')) k--;
      if (/^(somos|seremos|eramos)$/.test(idea.tokens[k]?.norm ?? '')) return true;
      // "Somos una murga de Montevideo, 17 componentes entre…": the group, then how many.
      if (!idea.tokens[k]?.commaAfter) return false;
      for (let b = k; b >= Math.max(0, k - 8); b--) {
        const x = idea.tokens[b]!;
        if (b < k && x.breakAfter && !x.commaAfter) return false;
        if (/^(somos|seremos|eramos)$/.test(x.norm)) return true;
      }
      return false;
    });
    if (we) return countable(we, entity, idea);
  }
  if (entity.slot === 'person') {
    for (const t of nouns) {
      const lemma = t.nounLemma!;
      if (used.has(lemma) || !usableNoun(t) || !t.plural || !cls.has(lemma)) continue;
      // "los socorristas…, unos 22 chavales": a loose word counted names them less than the
      // idea's own word for them.
      if (LOOSE_PEOPLE.has(lemma)) continue;
      const prev = idea.tokens[t.i - 1];
      if (prev && (prev.pos === 'number' || NUMBER_WORDS.test(prev.norm)))
        return countable(t, entity, idea);
    }
    for (const t of nouns) {
      const lemma = t.nounLemma!;
      // "el catálogo (jugadores, duración, edad)": people said in brackets are not the app's.
      if (used.has(lemma) || !usableNoun(t) || !t.plural || t.aside) continue;
      if (cls.has(lemma)) return countable(t, entity, idea);
    }
  }
  // "Hago piñatas personalizadas… si la quieren rellena de dulces", "vendemos mermeladas", "my mom
  // sells tamales": what the writer (or theirs) makes or sells is the app's thing, before any
  // other thing the idea mentions.
  if (entity.slot === 'thing' && entity.core) {
    const made = nouns.find(
      (t) =>
        t.plural &&
        t.pos === 'noun' &&
        (MAKES.test(idea.tokens[t.i - 1]?.norm ?? '') || looksAfter(idea, t)) &&
        // "hago piezas de cerámica", "hacemos trabajos de herrería": a word for any piece says
        // less than the thing named after it.
        !GENERIC_MADE.test(t.nounLemma!) &&
        !used.has(t.nounLemma!) &&
        usableNoun(t) &&
        !notAThing(idea, t) &&
        ![PERSON_NOUNS, PLACE_NOUNS, EVENT_NOUNS, GROUP_NOUNS].some((c) => c.has(t.nounLemma!)),
    );
    if (made) return countable(made, entity, idea);
  }
  for (const t of nouns) {
    const lemma = t.nounLemma!;
    if (used.has(lemma) || !usableNoun(t) || ownBusiness(idea, t, entity.slot)) continue;
    if (entity.slot === 'person' && (t.aside || oneOfThem(idea, t))) continue;
    // "cuántas cajas de cerveza quedan": a measure of something is no thing of the app.
    if (
      entity.slot === 'thing' &&
      MEASURES.has(lemma) &&
      idea.tokens[t.i + 1]?.norm === 'de' &&
      idea.tokens[t.i + 2]?.pos === 'noun'
    )
      continue;
    // "un grupo de teatro aficionado": a person's word right after a noun qualifies it.
    const before = idea.tokens[t.i - 1];
    if (entity.slot === 'person' && !t.plural && before?.pos === 'noun' && !before.breakAfter)
      continue;
    // "las donaciones de comida": a bare complement says what kind, it names no event or place.
    if (
      (entity.slot === 'event' || entity.slot === 'place') &&
      !t.plural &&
      idea.tokens[t.i - 1]?.norm === 'de' &&
      idea.tokens[t.i - 2]?.pos === 'noun'
    )
      continue;
    // "con su número de criador": a person's word that says which number is no list of people.
    if (
      entity.slot === 'person' &&
      !t.plural &&
      idea.tokens[t.i - 1]?.norm === 'de' &&
      /^(numero|codigo|carne|carnet|licencia|matricula|ficha|n)$/.test(
        idea.tokens[t.i - 2]?.norm ?? '',
      )
    )
      continue;
    if (cls.has(lemma)) return countable(t, entity, idea);
  }
  if (entity.slot === 'thing' && entity.core) {
    // Any other noun the idea counts or points at ("mis 40 colmenas", "los disfraces") that
    // belongs to no other class: the idea's own thing.
    for (const t of nouns) {
      const lemma = t.nounLemma!;
      if (used.has(lemma) || !usableNoun(t) || t.pos !== 'noun') continue;
      if (
        PERSON_NOUNS.has(lemma) ||
        PLACE_NOUNS.has(lemma) ||
        EVENT_NOUNS.has(lemma) ||
        GROUP_NOUNS.has(lemma)
      )
        continue;
      const prev = idea.tokens[t.i - 1];
      // "me aparten su rosca de reyes": a plural after «de» completes the thing before it,
      // which the writer's customers take one of; the thing is the head, not its complement.
      const head = idea.tokens[t.i - 2];
      if (
        prev?.norm === 'de' &&
        t.plural &&
        head?.pos === 'noun' &&
        head.nounLemma &&
        !head.plural &&
        !head.breakAfter &&
        !used.has(head.nounLemma) &&
        usableNoun(head) &&
        /^(su|tu)$/.test(idea.tokens[t.i - 3]?.norm ?? '') &&
        ![PERSON_NOUNS, PLACE_NOUNS, EVENT_NOUNS, GROUP_NOUNS, MEASURES].some((c) =>
          c.has(head.nounLemma!),
        )
      )
        return countable(head, entity, idea);
      if (
        prev &&
        (prev.pos === 'number' ||
          /^(mis|los|las|nuestros|nuestras|cada|unos|unas|de)$/.test(prev.norm)) &&
        t.plural &&
        !notAThing(idea, t)
      )
        return countable(t, entity, idea);
    }
  }
  return null;
}

function countable(t: Token, entity: PatternEntity, idea?: IdeaText): Filled {
  const lemma = t.nounLemma!;
  // "9 chicos q rotan", "si su papá comió": the list keeps the pattern's word (Empleado, Familiar).
  const possessed = idea && /^(su|sus)$/.test(idea.tokens[t.i - 1]?.norm ?? '');
  // "los chicos se llevan libros" are the kids, fine as Chicos; "9 chicos q rotan" are the staff.
  const staff = /^(empleado|trabajador|profesional|miembro del equipo)$/.test(fold(entity.label));
  if (
    entity.slot === 'person' &&
    ((staff && (LOOSE_PEOPLE.has(lemma) || LOOSE_PEOPLE.has(t.norm))) ||
      (possessed && KINSHIP.has(lemma)))
  )
    return {
      display: entity.label,
      folded: lemma,
      gender: entity.gender,
      kinds: [],
    };
  let listed = idea ? coordinated(idea, t) : [t];
  // "tiene sillas de ruedas, muletas y andadores … hay dos sillas que no sabemos": the word
  // counted later was listed with its kinds earlier.
  if (idea && listed.length < 2 && !t.aside)
    for (const other of idea.tokens) {
      // (A word the dictionary lacks is its plural without the «s»: "hallacas".)
      const its = other.nounLemma ?? other.norm.replace(/s$/, '');
      if (other === t || its !== lemma || other.aside) continue;
      const there = coordinated(idea, other);
      // Three or more, said as kinds ("la sala y el bloque" are two things reserved).
      if (there.length >= 3 && there.every((x) => !x.aside)) {
        listed = there;
        break;
      }
    }
  // "lo que sabe hacer (clases de guitarra, coser…)": an example in brackets is one kind of the
  // list, not its name; the pattern's word stays and the examples are its types.
  if (t.aside && entity.slot !== 'person') {
    const kinds = listed.length >= 2 ? [...new Set(listed.map((x) => cap(kindWord(x))))] : [];
    return { display: entity.label, folded: lemma, gender: entity.gender, kinds };
  }
  // "los músicos, los ensayos y las partituras": what is listed beside the people is no person.
  if (listed.length >= 2 && entity.slot === 'person') {
    const thing = (x: Token) => {
      const l = x.nounLemma ?? x.norm;
      return (
        !PERSON_NOUNS.has(l) &&
        (EVENT_NOUNS.has(l) ||
          THING_NOUNS.has(l) ||
          PLACE_NOUNS.has(l) ||
          SERVICE_NOUNS.has(l) ||
          ANIMAL_NOUNS.has(l))
      );
    };
    // (A person said in the singular among things is one detail of a list: "artista, sello, año".)
    const people = listed.filter((x) => !thing(x));
    if (people.length < listed.length && t.plural) listed = people.length >= 2 ? people : [t];
  }
  if (listed.length >= 2 && entity.slot === 'person') {
    // "madres y padres": the pattern's own word (Socio, Familia) for all of them.
    return {
      display: entity.label,
      folded: lemma,
      gender: entity.gender,
      kinds: [],
      consumed: listed.map((x) => x.nounLemma ?? x.norm),
    };
  }
  if (listed.length >= 2) {
    const kinds = [...new Set(listed.map((x) => cap(kindWord(x))))];
    const units = idea
      ? [
          ...new Set(
            listed.flatMap((x) => {
              const unit = saleUnitAfter(idea.tokens, (complements.get(x) ?? x).i);
              return unit ? [cap(unit.display)] : [];
            }),
          ),
        ]
      : [];
    // A pattern word of its own ("Receta") gives way to the first kind the idea lists ("juegos y
    // dinámicas" → Juego, of type Juego or Dinámica); a generic one ("Producto") stays.
    if (
      !GENERIC_LABELS.has(fold(entity.label)) &&
      t.pos === 'noun' &&
      (entity.slot === 'thing' || entity.slot === 'service')
    ) {
      const display = COUNTABLE[lemma] ?? t.display;
      return {
        display,
        folded: lemma,
        gender: t.gender ?? entity.gender,
        kinds,
        named: true,
        units,
      };
    }
    return { display: entity.label, folded: lemma, gender: entity.gender, kinds, units };
  }
  // "las emprendedoras", "las socias": a person is named as the idea names them.
  if (entity.slot === 'person' && /as?$/.test(t.norm) && !/a$/.test(fold(t.display))) {
    const female = feminine(t.display);
    if (female !== t.display && fold(pluralize(female)) === t.norm.replace(/s?$/, 's'))
      return { display: female, folded: lemma, gender: 'f' };
  }
  const display = COUNTABLE[lemma] ?? t.display;
  // "los socorristas", "las estudiantes": a word of either gender takes its article's.
  const article = idea?.tokens[t.i - 1]?.norm ?? '';
  const either = /(ista|ante|ente)$/.test(fold(display)) && !COUNTABLE[lemma];
  const byArticle = /^(los|unos|el|un|mis|nuestros)$/.test(article)
    ? 'm'
    : /^(las|unas|la|una|nuestras)$/.test(article)
      ? 'f'
      : null;
  return {
    display,
    folded: lemma,
    gender:
      either && byArticle
        ? byArticle
        : COUNTABLE[lemma]
          ? genderOfWord(display, entity.gender)
          : (t.gender ?? entity.gender),
  };
}

function genderOfWord(display: string, fallback: 'm' | 'f'): 'm' | 'f' {
  const f = fold(display.split(' ')[0] ?? display);
  if (FEMININE_NOUNS.has(f)) return 'f';
  if (MASCULINE_NOUNS.has(f)) return 'm';
  if (/(cion|sion|dad|tad|tud|umbre|ie|sis|itis)$/.test(f)) return 'f';
  if (/a$/.test(f)) return 'f';
  if (/(o|or|aje|an|on|l|r|n|s|z|e|i|u|y|d|t|k|x)$/.test(f)) return 'm';
  return fallback;
}

function planPattern(
  pattern: AppPattern,
  idea: IdeaText,
  used: Set<string>,
  primary: boolean,
  withSecond = false,
): PlannedEntity[] {
  const filled = new Map<string, Filled | null>();
  const variants = variantsFor(pattern, idea);
  // A variant may fill an entity by other names, or only by them ("Medicamento", not "ejercicio").
  const dropped_ = new Set(variants[0]?.drop ?? []);
  const entities = pattern.entities
    .filter((e) => !dropped_.has(e.id))
    .map((e) => {
      const change = variants[0]?.entities[e.id];
      if (
        !change ||
        (change.names === undefined &&
          change.slot === undefined &&
          change.core === undefined &&
          change.rule === undefined)
      )
        return e;
      return {
        ...e,
        names: change.names ?? e.names,
        slot: change.slot === undefined ? e.slot : change.slot,
        core: change.core ?? e.core,
        rule: change.rule ?? e.rule,
        // The variant's own first name ("concurso") has the variant's gender.
        gender: change.names && change.gender ? change.gender : e.gender,
      };
    });
  // 0. "cada salida apunto fecha, zona…": an outing the idea notes each time is the record
  // of a logbook, whatever word it says for it; not the thing the log is about.
  const noted = primary ? notedEach(idea) : null;
  const record = noted
    ? entities.find((e) => e.details && e.slot === 'record' && e.id === pattern.main)
    : undefined;
  // "llevo un registro de mis salidas": the record's generic word gives way to what is noted.
  const named = record ? fillByNames(record, idea, new Set(used), pattern) : null;
  if (
    noted?.nounLemma &&
    record &&
    (!named ||
      GENERIC_RECORDS.has(named.folded) ||
      // "cada salida anotar …, pa saber cuándo le toca mantenimiento": the record is what is
      // noted each time, not what its notes are for.
      (named.folded !== noted.nounLemma &&
        (onlyForPurpose(idea, named.folded) || onlyAsTrade(idea, named.folded))))
  ) {
    filled.set(record.id, {
      display: COUNTABLE[noted.nounLemma] ?? noted.display,
      folded: noted.nounLemma,
      gender: noted.gender ?? record.gender,
    });
    used.add(noted.nounLemma);
  }
  // 1. Each entity's own names ("reserva", "turno"), records first.
  const order = [...entities].sort((a, b) => rank(a) - rank(b));
  const nouns = nounTokens(idea);
  for (const entity of order) {
    if (filled.has(entity.id)) continue;
    // "Tenemos 6 grúas … dónde está el carro": the vehicles the idea counts as its own fill the
    // core thing before one of the pattern's names said of something else.
    const counted = countedNoun(entity, idea, nouns, used);
    const fleet = counted && VEHICLES.has(counted.nounLemma ?? '') ? counted : null;
    const f = fleet ? countable(fleet, entity, idea) : fillByNames(entity, idea, used, pattern);
    if (f) for (const w of [f.folded, ...(f.consumed ?? [])]) used.add(w);
    filled.set(entity.id, f);
  }
  // 2. The core slots, from nouns of their kind; 3. the other people the idea names.
  for (const pass of ['core', 'people'] as const) {
    const kinds = new Set<SlotKind>(
      entities.filter((e) => filled.get(e.id) && e.slot).map((e) => e.slot!),
    );
    for (const entity of order) {
      if (filled.get(entity.id) || !entity.slot || entity.slot === 'record') continue;
      if (pass === 'core' ? !entity.core : entity.core || entity.slot !== 'person') continue;
      const counted = pass === 'core' ? countedNoun(entity, idea, nouns, used) : null;
      if (pass === 'core' && kinds.has(entity.slot) && entity.slot !== 'person' && !counted)
        continue;
      const f = counted ? countable(counted, entity, idea) : fillByClass(entity, idea, used);
      if (f) {
        for (const w of [f.folded, ...(f.consumed ?? [])]) used.add(w);
        kinds.add(entity.slot);
      }
      filled.set(entity.id, f);
    }
  }
  // 4. "los mochileros reserven su cama", "las bandas arriendan": who books, named by the idea,
  // is the list of the people who book, when the pattern keeps one only if it is named.
  const booked = VISITOR_ACTS.reservar!;
  const booker =
    booked.patterns.includes(pattern.id) || booked.within.includes(pattern.id)
      ? bookers(idea)
      : null;
  const lemma = booker?.nounLemma;
  let bookedBy: string | null = null;
  if (booker && lemma && !used.has(lemma) && !NEVER_ENTITIES.has(lemma))
    for (const entity of order)
      if (entity.members && !entity.core && !filled.get(entity.id) && entity.slot !== 'record') {
        const f = countable(booker, entity, idea);
        used.add(f.folded);
        filled.set(entity.id, f);
        bookedBy = entity.id;
        break;
      }
  // "los pedidos de anillas": a word that names the pattern's record is never its thing.
  const recordNames = new Set(
    entities.filter((e) => e.slot === 'record').flatMap((e) => (e.names ?? []).map(fold)),
  );
  for (const entity of entities) {
    const f = filled.get(entity.id);
    if (entity.slot === 'thing' && f && !f.kinds?.length && recordNames.has(f.folded)) {
      filled.set(entity.id, null);
      used.delete(f.folded);
    }
  }
  // 5. "4 artistas", "trabajo con otra compañera": the people who give the service, named by
  // the idea's word for them when it counts them.
  for (const entity of order) {
    if (!entity.staff || filled.get(entity.id)) continue;
    const several = severalStaff(idea);
    if (!several) break;
    const counted =
      several !== true && several.nounLemma && !used.has(several.nounLemma) ? several : null;
    const f = counted
      ? countable(counted, entity, idea)
      : { display: entity.label, folded: fold(entity.label), gender: entity.gender };
    used.add(f.folded);
    filled.set(entity.id, f);
  }
  const out: PlannedEntity[] = [];
  const yielded = new Map<string, string>();
  const dropped = new Set<string>();
  const ordered = [
    ...entities.filter((e) => e.id === pattern.main),
    ...entities.filter((e) => e.id !== pattern.main),
  ];
  for (const entity of ordered) {
    const f = filled.get(entity.id) ?? null;
    if (!f && !entity.core) continue;
    if (!f && entity.whenFilled) {
      dropped.add(entity.id);
      continue;
    }
    // "mapa de las fuentes de agua": the places are one kind, no list of kinds beside them.
    const generic = entity.onlyWhenGeneric;
    const by = generic ? filled.get(generic.entity) : null;
    if (!f && generic && by && !by.kinds?.length && !generic.words.includes(by.folded)) {
      dropped.add(entity.id);
      continue;
    }
    if (!f && withSecond && entity.yieldsToSecond) continue;
    // "los players", "jugadores con su elo" and no team: the players take the teams' place.
    if (!f && entity.yieldsTo && filled.get(entity.yieldsTo)) {
      yielded.set(entity.id, entity.yieldsTo);
      continue;
    }
    // A second pattern brings its main record and what the idea names, not its generic lists;
    // "la gente se registra como voluntario para cada limpieza": a record between two of its
    // lists the idea names (who signs up, to what) comes with them.
    const between =
      entity.slot === 'record' &&
      entity.fields.filter(
        (x) =>
          x.type === 'reference' &&
          x.ref !== entity.id &&
          (filled.get(x.ref ?? '') || x.ref === pattern.main),
      ).length >= 2;
    if (!f && !primary && entity.id !== pattern.main && !entity.keptWithMain && !between) continue;
    // "…el presupuesto y los repuestos" in a repair shop: the quotes the idea names, without the
    // invoices it never asks for; a second pattern's main record gives way to its other record.
    if (
      !f &&
      !primary &&
      entity.slot === 'record' &&
      entities.some((e) => e !== entity && e.slot === 'record' && e.core && filled.get(e.id))
    )
      continue;
    // "las cuotas y las actividades": a word that names another list of the app (of this pattern
    // or one read before) is no kind of this one; a list left with fewer than two kinds has none,
    // and is named by the one left when it is its own word ("los hermanos, las cuotas y los
    // enseres" → Enser).
    if (f?.kinds?.length && !f.traders) {
      const lists = new Set([
        ...used,
        ...entities
          .filter((e) => e.id !== entity.id)
          .flatMap((e) => {
            const g = filled.get(e.id);
            return [fold(e.label), ...(g ? [g.folded, fold(g.display)] : [])];
          }),
      ]);
      lists.delete(f.folded);
      const singular = (w: string) => fold(w).replace(/e?s$/, '');
      const own = f.kinds.filter((k) => !lists.has(fold(k)) && !lists.has(singular(k)));
      if (own.length < f.kinds.length) {
        if (own.length === 1 && singular(own[0]!) === singular(f.folded)) {
          f.display = own[0]!;
          f.named = true;
        }
        f.kinds = own.length >= 2 ? own : [];
      }
    }
    // The variant's words for an entity the idea names with none of its own ("Medición").
    const told = variants.map((v) => v.entities[entity.id]).find((c) => c?.label);
    // "los hijos llaman para saber si su papá comió": the residents' family, named by one
    // kinship, keeps the list's word for all of them (Familiar).
    const kin =
      f !== null &&
      KINSHIP.has(f.folded) &&
      !/^(padre|madre|papa|mama)$/.test(f.folded) &&
      /^familia(r|res)?$/.test(fold(told?.label ?? entity.label));
    const words =
      f && (!f.kinds || f.named) && !kin
        ? labelFromWord(f.display)
        : told?.label
          ? { label: told.label, labelPlural: told.labelPlural ?? pluralPhrase(told.label) }
          : { label: entity.label, labelPlural: entity.labelPlural };
    let fields = entity.fields.map((x) => ({ ...x }));
    for (const v of variants) {
      const change = v.entities[entity.id];
      if (change) fields = applyVariantFields(fields, change);
    }
    // Guests and bands who book have no member's number.
    if (entity.id === bookedBy)
      fields = fields.filter((x) => !/^numero de socio$/.test(fold(x.label)));
    // A list that sorts its records by a Categoría of its own (lost things) keeps it: the
    // idea's examples add no Tipo beside it.
    const sorted = fields.some((x) => x.type === 'choice' && fold(x.label) === 'categoria');
    // "adopción de gallinas rescatadas", "protectora de galgos": animals of one kind, named by it,
    // need no «Especie» of dogs and cats.
    if (
      entity.slot === 'animal' &&
      f &&
      !f.kinds?.length &&
      !GENERIC_ANIMALS.test(f.folded) &&
      fields.some((x) => x.key === 'especie' && x.type === 'choice')
    )
      fields = fields.filter((x) => x.key !== 'especie');
    // "el lechón por libra, los pasteles por docena": those are how the things are sold.
    const soldBy = fields.find((x) => x.key === 'unidad' && x.type === 'choice');
    if (soldBy && f?.units && f.units.length > 0)
      soldBy.options = [
        ...f.units,
        ...(soldBy.options ?? []).filter((o) => !f.units!.some((u) => fold(u) === fold(o))),
      ];
    if (f?.kinds && f.kinds.length > 0 && !sorted) {
      const tipo = fields.find((x) => fold(x.label) === 'tipo');
      if (tipo?.type === 'choice' || tipo?.type === 'text') {
        tipo.type = 'choice';
        tipo.options = [...f.kinds, 'Otro'];
      } else if (!tipo)
        fields.splice(1, 0, {
          key: 'tipo',
          label: 'Tipo',
          type: 'choice',
          options: [...f.kinds, 'Otro'],
          required: true,
        });
    }
    out.push({
      ref: `${pattern.id}:${entity.id}`,
      pattern: pattern.id,
      source: entity,
      label: words.label,
      labelPlural: words.labelPlural,
      gender: f && (!f.kinds || f.named) && !kin ? f.gender : (told?.gender ?? entity.gender),
      filledBy: f && (!f.kinds || f.named) ? f.folded : null,
      fields,
      aliases: [],
      ...(f?.consumed && { said: f.consumed }),
      ...(entity.rulesByName?.[fold(words.label)] && {
        rule: entity.rulesByName[fold(words.label)],
      }),
    });
  }
  for (const e of out)
    for (const f of e.fields) {
      const to = f.ref ? yielded.get(f.ref) : undefined;
      if (to) f.ref = to;
    }
  // A reference to a list left out (or never called: a vote's questions) becomes its stand-in,
  // when it has one.
  const kept = new Set(out.map((e) => e.source.id));
  for (const e of out)
    e.fields = e.fields.map((f) =>
      f.ref && (dropped.has(f.ref) || !kept.has(f.ref)) && f.instead
        ? { ...f.instead, ...(f.instead.options ? { options: [...f.instead.options] } : {}) }
        : f,
    );
  // A list that needs one left out (its required reference) goes with it, unless the idea names it.
  return out.filter(
    (e) =>
      e.filledBy !== null ||
      !e.fields.some((f) => f.type === 'reference' && f.required && f.ref && dropped.has(f.ref)),
  );
}

function rank(e: PatternEntity): number {
  if (e.slot === 'record') return 0;
  if (e.names && e.names.length > 0) return 1;
  return 2;
}

/** The idea's business, club or group, for the name: a place or group noun no entity took. */
function placeOf(idea: IdeaText, used: Set<string>): AppPlan['place'] {
  for (const t of nounTokens(idea)) {
    const lemma = t.nounLemma!;
    if (used.has(lemma)) continue;
    const business = BUSINESS_NOUNS.has(t.norm) || BUSINESS_NOUNS.has(t.norm.replace(/s$/, ''));
    if (
      !(business || BUSINESS_NOUNS.has(lemma) || PLACE_NOUNS.has(lemma) || GROUP_NOUNS.has(lemma))
    )
      continue;
    if (
      [
        'mesa',
        'turno',
        'clase',
        'curso',
        'categoria',
        'seccion',
        'division',
        'familia',
        'equipo',
        'grupo',
        'lugar',
        'punto',
        'espacio',
        'ruta',
        'plaza',
        'sitio',
        'liga',
      ].includes(lemma)
    )
      continue;
    const next = idea.tokens[t.i + 1];
    const after = idea.tokens[t.i + 2];
    // As written when it is one ("la peña", not the dictionary's "pena"), else its lemma.
    // A place said in the plural is named in the singular: "tenemos dos salas" → «de la sala».
    // («salas» is read as «sala»: the spelling variants give its norm, not its number.)
    const plural = t.plural || (/s$/.test(fold(t.text)) && !/s$/.test(t.norm));
    const asWritten = !plural;
    let display = asWritten ? t.text.toLowerCase() : t.display.toLowerCase();
    // "panaderia" typed without its accent: the dictionary's "panadería" (never a ñ it lacks).
    if (
      !/[áéíóúüñ]/i.test(display) &&
      /[áéíóú]/i.test(t.display) &&
      !/ñ/i.test(t.display) &&
      fold(t.display) === fold(display)
    )
      display = t.display.toLowerCase();
    if (
      next?.norm === 'de' &&
      after &&
      after.pos !== 'stop' &&
      after.nounLemma &&
      !NEVER_ENTITIES.has(after.nounLemma)
    )
      // A proper name keeps its capital, all of it: «la peluquería de Valencia», «la parroquia
      // de San Juan de Lurigancho» (never «…de San»).
      display = `${display} de ${after.capital ? properName(idea, after) : after.text.toLowerCase()}`;
    const gender =
      business && !BUSINESS_NOUNS.has(lemma) ? genderOfWord(t.text, 'm') : (t.gender ?? 'm');
    return { display, gender };
  }
  return null;
}

/**
 * A proper name as the app's name may say it: its first word, or a saint's two («San Juan», never
 * «…de San»).
 */
function properName(idea: IdeaText, first: Token): string {
  const next = idea.tokens[first.i + 1];
  if (
    /^(san|santa|santo|nuestra|virgen|don|dona)$/.test(first.norm) &&
    next?.capital &&
    !first.breakAfter
  )
    return `${first.text} ${next.text}`;
  return first.text;
}

/** Merges entities of two patterns that are the same thing (one Socio for fees and events). */
function namesOf(x: PlannedEntity): Set<string> {
  return new Set([fold(x.label), ...(x.source.names ?? []).map(fold)]);
}

/**
 * Merges entities of two patterns that are the same thing: one Socio for fees and events, one
 * Actividad for a club's calendar and its registrations, one record where both patterns name it.
 */
function sameThing(x: PlannedEntity, e: PlannedEntity): boolean {
  if (fold(x.label) === fold(e.label)) return true;
  // A thing one pattern left unnamed, and a list of the other named by one of its names: the
  // book club's «Libro» and the loans' «Objeto», whose names hold «libro», are one list of books.
  const unnamedThing = (a: PlannedEntity, b: PlannedEntity) =>
    a.pattern !== b.pattern &&
    !a.filledBy &&
    a.source.core &&
    a.source.slot === 'thing' &&
    !!b.filledBy &&
    b.source.slot !== 'record' &&
    (a.source.names ?? []).map(fold).includes(b.filledBy);
  if (unnamedThing(x, e) || unnamedThing(e, x)) return true;
  const kx = x.source.slot;
  const ke = e.source.slot;
  if (kx && kx === ke && kx !== 'record' && x.source.core && e.source.core) {
    // "campañas de invierno … y los voluntarios se apuntan a turnos": the idea names each
    // pattern's events by a word of its own, or one of them only: two lists, a donation
    // campaign is no volunteer's shift. Unnamed, or named alike, they are one calendar.
    if (kx === 'event') return (!e.filledBy && !x.filledBy) || x.filledBy === e.filledBy;
    return !e.filledBy || !x.filledBy || x.filledBy === e.filledBy;
  }
  // The people who take part, in two patterns ("las jugadoras" who pay the club's fee): one list,
  // unless the idea names each by a word of its own.
  if (x.pattern !== e.pattern && x.source.members && e.source.members)
    return !e.filledBy || !x.filledBy || x.filledBy === e.filledBy;
  // Past its label, a list is one with another only when the same people write in both: a
  // club's requests to join, sent by strangers from a form, hold «solicitud» as a loan does, yet
  // a request to join is no loan the team notes down.
  // (Two core lists of two patterns are the idea's own; only a list brought by its name is
  // kept apart this way.)
  if ((!x.source.core || !e.source.core) && writtenByStrangers(x) !== writtenByStrangers(e))
    return false;
  if (kx === 'record' || ke === 'record') {
    // The same record when one's own name (its label, or the idea's word for it) is a name of
    // the other: an enrolment and a rental share "reserva" among their names, yet are two.
    return namesOf(x).has(fold(e.label)) || namesOf(e).has(fold(x.label));
  }
  return false;
}

/** Whether anyone without an account writes the list's records (a form open to strangers). */
function writtenByStrangers(p: PlannedEntity): boolean {
  return (p.rule ?? p.source.rule) === 'formulario' && !!p.source.anonymous;
}

function merge(into: PlannedEntity[], extra: PlannedEntity[]): void {
  for (const e of extra) {
    const same = into.find((x) => sameThing(x, e));
    if (same) {
      same.aliases.push(e.ref);
      // A chess school's pupils and its tournament's players, one list: people one pattern keeps
      // private (their birth date, their tutor) stay private, whatever the other shows.
      const people = (x: PlannedEntity) => x.source.slot === 'person' || !!x.source.members;
      if (
        people(same) &&
        people(e) &&
        (e.rule ?? e.source.rule) === 'privada' &&
        (same.rule ?? same.source.rule) === 'catalogo'
      )
        same.rule = 'privada';
      // The idea's word for it wins over a pattern's label ("Jugadora" over "Socio").
      if (!same.filledBy && e.filledBy) {
        same.label = e.label;
        same.labelPlural = e.labelPlural;
        same.gender = e.gender;
        same.filledBy = e.filledBy;
      }
      const keys = new Set(same.fields.map((f) => f.key));
      const labels = new Set(same.fields.map((f) => fold(f.label)));
      const dates = same.fields.filter((f) => f.type === 'date' || f.type === 'datetime').length;
      // One name, one picture, one long text: the second list's «Nombre», «Foto» and
      // «Descripción» beside the first's «Título», «Portada» and «De qué va» say it twice.
      const has = (type: string, required?: boolean) =>
        same.fields.some((g) => g.type === type && (!required || g.required));
      const itsName = e.fields.find((f) => f.type === 'text' && f.required);
      // A reference to a list the idea left out (a club meeting's «Libro») is dropped later: it
      // takes no place of the second list's fields.
      const planned = new Set([...into, ...extra].flatMap((x) => [x.ref, ...x.aliases]));
      const kept = () =>
        same.fields.filter(
          (g) =>
            g.type !== 'reference' ||
            !g.ref ||
            planned.has(g.ref.includes(':') ? g.ref : `${same.pattern}:${g.ref}`),
        ).length;
      for (const f of e.fields) {
        if (keys.has(f.key) || labels.has(fold(f.label)) || kept() >= 14) continue;
        if ((f === itsName && has('text', true)) || (f.type === 'image' && has('image'))) continue;
        if (f.type === 'longtext' && has('longtext') && /descripci|nota/i.test(f.label)) continue;
        // Two records merged (a booking and a rental): the second's own dates and the list it
        // points at, when the idea names neither, are the first's again, not more to fill in.
        if (
          same.source.slot === 'record' &&
          (f.type === 'date' || f.type === 'datetime') &&
          dates >= 2
        )
          continue;
        if (
          same.source.slot === 'record' &&
          f.type === 'reference' &&
          f.ref &&
          !extra.some((x) => x.source.id === f.ref && x.filledBy)
        )
          continue;
        // A reference keeps pointing into its own pattern.
        same.fields.push(
          f.ref && !f.ref.includes(':') ? { ...f, ref: `${e.pattern}:${f.ref}` } : { ...f },
        );
        keys.add(f.key);
      }
      continue;
    }
    if (into.length < MAX_ENTITIES) into.push(e);
  }
  // "la gente se inscribe online" in a chess club: a second app's record points at the first
  // app's list of the same kind (its tournament) when its own list was left out.
  const known = new Set(into.flatMap((x) => [x.ref, ...x.aliases]));
  for (const e of extra) {
    if (!into.includes(e)) continue;
    const pattern = PATTERNS.find((p) => p.id === e.pattern);
    for (const f of e.fields) {
      if (f.type !== 'reference' || !f.ref || !f.follows) continue;
      const full = f.ref.includes(':') ? f.ref : `${e.pattern}:${f.ref}`;
      if (known.has(full)) continue;
      const target = pattern?.entities.find((x) => `${e.pattern}:${x.id}` === full);
      if (!target?.slot || target.slot === 'record') continue;
      const same = into.filter(
        (x) => x.pattern !== e.pattern && x.source.core && x.source.slot === target.slot,
      );
      // The one above the others (a tournament, not its games): it points at none of them.
      const pointsAt = (x: PlannedEntity, y: PlannedEntity) =>
        x.fields.some((g) => g.type === 'reference' && (g.ref === y.source.id || g.ref === y.ref));
      const stand = same.find((x) => !same.some((y) => y !== x && pointsAt(x, y))) ?? same[0];
      if (!stand) continue;
      f.ref = stand.ref;
      f.label = stand.label;
    }
  }
}

/**
 * A reference to a list merged into another (a loan's «Cliente» when the natillera's members are
 * «Primos») is called by the list it now points at, unless the idea gave it a name of its own.
 */
function referencesByTheirListsName(entities: PlannedEntity[]): void {
  for (const target of entities)
    for (const alias of target.aliases) {
      const [patternId, id] = alias.split(':');
      const source = PATTERNS.find((p) => p.id === patternId)?.entities.find((x) => x.id === id);
      if (!source) continue;
      for (const e of entities)
        for (const f of e.fields) {
          if (f.type !== 'reference' || !f.ref) continue;
          const full = f.ref.includes(':') ? f.ref : `${e.pattern}:${f.ref}`;
          if (full === alias && fold(f.label) === fold(source.label)) f.label = target.label;
        }
    }
}

/** Two lists never share a name: the second takes its pattern's own word, or another of its names. */
function uniqueLabels(entities: PlannedEntity[]): void {
  const seen = new Set<string>();
  for (const e of entities) {
    if (!seen.has(fold(e.label))) {
      seen.add(fold(e.label));
      continue;
    }
    const options = [e.source.label, ...(e.source.names ?? []).map((n) => cap(n))];
    const free = options.find((o) => !seen.has(fold(o)));
    if (!free) continue;
    e.label = free;
    e.labelPlural =
      free === e.source.label ? e.source.labelPlural : cap(pluralPhrase(free.toLowerCase()));
    e.gender = free === e.source.label ? e.source.gender : genderOfWord(free, e.source.gender);
    e.filledBy = null;
    seen.add(fold(free));
  }
}

/** Vehicles a business counts and assigns: "3 camiones", "dos lanchas". */
const VEHICLES = new Set(
  'camion camioneta furgoneta furgon van lancha barco bote barca dron moto coche carro auto vehiculo bus autobus guagua combi grua tractomula taxi remis mototaxi'.split(
    ' ',
  ),
);

/**
 * Sites a business serves or looks after, said as many ("varias comunidades de vecinos", "unas 80
 * comunidades", "tres edificios"): one of its lists, even said with «varias».
 */
const SITES = new Set(['comunidad', 'edificio', 'urbanizacion', 'condominio', 'sucursal', 'finca']);

/** Jobs done for a client that are not services by name: "cada vuelo", "cada trabajo". */
const JOBS = new Set([
  'trabajo',
  'vuelo',
  'visita',
  'encargo',
  'salida',
  'envio',
  'obra',
  'boda',
  'evento',
]);

/** Said after "cada" but names no list: a time, a count, a day of the week. */
const EACH_NOT_A_LIST =
  /^(dia|semana|mes|ano|hora|minuto|noche|manana|tarde|quincena|trimestre|semestre|temporada|verano|invierno|primavera|otono|navidad|vez|persona|uno|una|lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde|quince|dos|tres|cuatro|cinco|seis|siete|ocho|diez)$/;

/**
 * "cada extintor con su código", "de cada póliza la fecha de renovación", "por cada quinceañera
 * tengo mil pendientes": a thing the idea says "cada" of is one of its lists, even when no
 * pattern has a list for it. It becomes an entity of its own, linked to the app's main list
 * (the main record points at it; a thing of a person points at the person). At most two.
 */
function eachOwnThings(idea: IdeaText, entities: PlannedEntity[], main: PlannedEntity): void {
  const taken = new Set<string>();
  for (const e of entities) {
    taken.add(fold(e.label));
    taken.add(fold(e.source.label));
    if (e.filledBy) taken.add(e.filledBy);
    for (const w of e.said ?? []) taken.add(w);
    for (const n of [...(e.source.names ?? []), ...(e.source.callers ?? [])]) taken.add(fold(n));
    for (const f of e.fields) taken.add(fold(f.label));
  }
  // "registrar cada entrada y salida" in a stock app: two options of one field of the pattern
  // said together (a movement's Tipo) are that field's values, not a list of their own. Not the
  // kinds the idea listed itself ("cada gallinero, las bajas, el pienso").
  const optionsTogether = (t: Token): boolean => {
    const near = idea.tokens.slice(t.i + 1, t.i + 4).map((x) => x.nounLemma ?? x.norm);
    return entities.some((e) =>
      e.source.fields.some((f) => {
        const options = (f.type === 'choice' ? (f.options ?? []) : []).map(fold);
        return (
          options.includes(t.nounLemma ?? t.norm) &&
          near.some((w) => w !== (t.nounLemma ?? t.norm) && options.includes(w))
        );
      }),
    );
  };
  let added = 0;
  for (const t of idea.tokens) {
    if (added >= 2 || entities.length >= MAX_ENTITIES) return;
    // "mis clientes con sus pólizas", "300 clientes: sus pólizas, cuándo vencen": what the app's
    // people have is a list of theirs; not what someone does with it ("suban sus vídeos").
    const prev = idea.tokens[t.i - 1]?.norm;
    const theirs =
      prev === 'sus' &&
      t.plural &&
      !t.aside &&
      // "registran sus carros (placa, modelo)": what is done with theirs, described by its own
      // fields in brackets, is a list of theirs all the same.
      (idea.tokens[t.i - 2]?.pos !== 'verb' || !!idea.tokens[t.i + 1]?.aside) &&
      !ATTRIBUTES[t.nounLemma ?? ''] &&
      !PERSON_NOUNS.has(t.nounLemma ?? '');
    const owner = theirs ? personBefore(idea, entities, t.i) : null;
    // "quiero guardar todo por lote": what a logbook's records are kept by is its thing, when the
    // pattern's own word for it said nothing (Elemento); never a list beside it.
    const per = prev === 'por' && !t.plural && !t.aside;
    // "3 camiones y 8 cargadores", "tenemos 4 salas": what the idea counts is one of its lists.
    const prevTok = idea.tokens[t.i - 1];
    const site = SITES.has(t.nounLemma ?? '');
    const numbered =
      !!prevTok &&
      ((prevTok.pos === 'number' && Number(prevTok.norm) >= 2) ||
        NUMBER_WORDS.test(prevTok.norm)) &&
      !/^(varios|varias|mil|ciento|cien)$/.test(prevTok.norm);
    // "varias comunidades de vecinos": a site said as many is counted too.
    const many = site && /^(varios|varias|muchos|muchas)$/.test(prevTok?.norm ?? '');
    const counted =
      t.plural &&
      !t.aside &&
      ((numbered &&
        (PLACE_NOUNS.has(t.nounLemma ?? '') || VEHICLES.has(t.nounLemma ?? '') || site)) ||
        many) &&
      // "un autobús de 50 plazas": a capacity, not places.
      t.nounLemma !== 'plaza' &&
      // "se juega a 30 puntos", "hasta 20 puntos": a score to reach, not places.
      !(numbered && /^(a|hasta)$/.test(idea.tokens[t.i - 2]?.norm ?? ''));
    if (prev !== 'cada' && !owner && !per && !counted) continue;
    const lemma = t.nounLemma;
    if (!lemma || t.pos !== 'noun' || t.capital || t.norm.length < 3 || idea.owner.has(t.i))
      continue;
    if (
      NEVER_ENTITIES.has(lemma) ||
      NEVER_ENTITIES.has(t.norm) ||
      EACH_NOT_A_LIST.test(lemma) ||
      UNITS.has(lemma)
    )
      continue;
    if (taken.has(lemma) || taken.has(t.norm) || optionsTogether(t)) continue;
    const person = PERSON_NOUNS.has(lemma);
    // "que cada familia vea solo sus citas": who sees what, said of the app's people; no list.
    const sees = SEE_VERBS.has(idea.tokens[t.i + 1]?.lemma ?? '');
    if (person && sees && entities.some((e) => e.source.slot === 'person')) continue;
    // "de cada disco quiero poner artista, sello…" in a shop of vinilos: the shop's own thing,
    // said with another word (eachTarget gives it the details).
    const thing = entities.some(
      (e) => e.source.core && (e.source.slot === 'thing' || e.source.slot === 'animal'),
    );
    const describes =
      idea.tokens[t.i + 1]?.pos === 'verb' || idea.tokens[t.i + 1]?.norm === 'quiero';
    if (!person && thing && idea.tokens[t.i - 2]?.norm === 'de' && describes) continue;
    // "7 tractomulas… avisar cuando le toca a cada carro": a word of the dictionary's class for the
    // app's own thing, when the idea named that thing with a word of its own (a trade's, one the
    // class lists lack), is that thing said loosely, not a list beside it.
    const loosely = entities.some(
      (e) =>
        e.source.core &&
        (e.source.slot === 'thing' || e.source.slot === 'animal') &&
        e.filledBy !== null &&
        !CLASS_OF[e.source.slot].has(e.filledBy) &&
        CLASS_OF[e.source.slot].has(lemma),
    );
    if (!person && loosely) continue;
    taken.add(lemma);
    // As the idea writes it when the dictionary lacks it ("quinceañera"), else the dictionary's.
    const written = t.text.toLowerCase();
    const asWritten = !t.plural && /[^a-z]/.test(written) && fold(written) === fold(t.display);
    const display = COUNTABLE[lemma] ?? (asWritten ? written : t.display);
    const words = labelFromWord(display);
    const id = `cada-${lemma}`;
    // Not a group, a place or a business said with the same word ("cada clase", "cada taller").
    const job =
      !person &&
      (SERVICE_NOUNS.has(lemma) || JOBS.has(lemma)) &&
      !GROUP_NOUNS.has(lemma) &&
      !PLACE_NOUNS.has(lemma) &&
      !BUSINESS_NOUNS.has(lemma);
    const fields: PatternField[] = person
      ? [
          { key: 'nombre', label: 'Nombre', type: 'text', required: true },
          { key: 'telefono', label: 'Teléfono', type: 'phone' },
          { key: 'email', label: 'Email', type: 'email' },
          { key: 'notas', label: 'Notas', type: 'longtext' },
        ]
      : job
        ? [
            // A job done is dated: "cada vuelo que hago", "cada trabajo".
            { key: 'descripcion', label: 'Descripción', type: 'text', required: true },
            { key: 'fecha', label: 'Fecha', type: 'date', required: true },
            { key: 'foto', label: 'Foto', type: 'image' },
            { key: 'notas', label: 'Notas', type: 'longtext' },
          ]
        : [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            { key: 'foto', label: 'Foto', type: 'image' },
            { key: 'notas', label: 'Notas', type: 'longtext' },
          ];
    // "registran sus carros (placa, modelo)": what they register, described in brackets, has
    // those words as its fields ("clientes con sus pólizas (auto, vida, salud)" lists kinds).
    if (owner && idea.tokens[t.i + 1]?.aside && idea.tokens[t.i - 2]?.pos === 'verb') {
      const said: string[] = [];
      for (let k = t.i + 1; idea.tokens[k]?.aside && said.length < 6; k++) {
        const x = idea.tokens[k]!;
        if (x.pos === 'noun' && x.nounLemma && !said.includes(x.nounLemma)) said.push(x.nounLemma);
      }
      if (said.length >= 2)
        fields.splice(
          1,
          0,
          ...said.map((w) => ({ key: keyOf(w), label: cap(w), type: 'text' as const })),
        );
    }
    const gender = t.gender ?? genderOfWord(display, 'm');
    // "registrar cada mantenimiento… cada carro": the pattern's own thing the idea left unnamed
    // and that kept a word that says nothing (Elemento) is this one, not another list beside it.
    const unnamed = person
      ? undefined
      : (entities.find(
          (e) =>
            e.source.core &&
            e.filledBy === null &&
            (((e.source.slot === 'thing' || e.source.slot === 'animal') &&
              /^(elemento|cosa)$/.test(fold(e.label))) ||
              // "se registra como voluntario para cada limpieza": the shifts the volunteers'
              // pattern left unnamed (Turno) are the idea's events.
              (e.source.slot === 'event' && idea.tokens[t.i - 2]?.norm === 'para')),
        ) ??
        // "arreglo guitarras, charangos, violines… registrar cada instrumento": the thing named
        // by the first of its kinds is the one the idea says «cada» of.
        (prev === 'cada' &&
        ![PERSON_NOUNS, PLACE_NOUNS, EVENT_NOUNS, GROUP_NOUNS].some((c) => c.has(lemma))
          ? entities.find(
              (e) =>
                e.source.core &&
                e.source.slot === 'thing' &&
                e.fields.some(
                  (f) =>
                    f.type === 'choice' &&
                    fold(f.label) === 'tipo' &&
                    (f.options ?? []).some((o) => fold(o) === fold(e.label)),
                ),
            )
          : undefined));
    // "qué bono tiene cada escalador": the app's people, left with the pattern's word (Miembro),
    // are the ones the idea names; not a second list of people beside them.
    const unnamedPeople = person
      ? entities.find(
          (e) =>
            e.source.core &&
            e.source.slot === 'person' &&
            e.filledBy === null &&
            !e.said &&
            e.label === e.source.label,
        )
      : undefined;
    // The list left with the pattern's word takes the idea's word instead of a list beside it.
    const named = (e: PlannedEntity) => {
      // What points at it is named after it too.
      for (const x of entities)
        for (const f of x.fields)
          if (f.type === 'reference' && fullRef(x, f.ref ?? '') === e.ref && f.label === e.label)
            f.label = words.label;
      e.label = words.label;
      e.labelPlural = words.labelPlural;
      e.gender = gender;
      e.filledBy = lemma;
      added++;
    };
    if (unnamedPeople && !owner) {
      named(unnamedPeople);
      continue;
    }
    if (per && !unnamed) continue;
    if (unnamed && !owner) {
      named(unnamed);
      continue;
    }
    const source: PatternEntity = {
      id,
      label: words.label,
      labelPlural: words.labelPlural,
      gender,
      slot: person ? 'person' : 'thing',
      core: false,
      rule: 'privada',
      fields,
    };
    const ref = `${main.pattern}:${id}`;
    const own: PlannedEntity = {
      ref,
      pattern: main.pattern,
      source,
      label: words.label,
      labelPlural: words.labelPlural,
      gender,
      filledBy: lemma,
      fields: fields.map((f) => ({ ...f })),
      aliases: [],
    };
    // A record (a visit, an order, a task) is of its thing; a thing of a person is the person's.
    const link = (from: PlannedEntity, to: PlannedEntity) =>
      from.fields.splice(1, 0, {
        key: keyOf(to.label),
        label: to.label,
        type: 'reference',
        ref: to.ref,
      });
    // "cada vuelo que hago" for a client: a job done for someone is theirs as well.
    const client =
      job && !owner
        ? entities.find(
            (e) =>
              e !== main &&
              e.source.core &&
              (e.source.slot === 'person' || /^client[ea]$/.test(fold(e.source.label))) &&
              // The staff do the job; it is not theirs.
              !/^(empleado|trabajador|miembro del equipo|voluntario|tecnico|profesional)$/.test(
                fold(e.source.label),
              ),
          )
        : undefined;
    // "los extintores de unas 80 comunidades": the thing a logbook keeps is at the site.
    const kept =
      counted && site && !person
        ? entities.find(
            (e) =>
              e !== main &&
              e.source.core &&
              (e.source.slot === 'thing' || e.source.slot === 'animal') &&
              main.fields.some(
                (f) => f.type === 'reference' && (f.ref === e.ref || f.ref === e.source.id),
              ),
          )
        : undefined;
    if (owner) link(own, owner);
    else if (kept) link(kept, own);
    else if (main.source.slot === 'person' && !person) link(own, main);
    else link(main, own);
    if (client) link(own, client);
    entities.push(own);
    added++;
  }
}

/**
 * "los partos de cada una con cuántos corderos", "por cada vaca los pesajes, vacunas, partos":
 * what happens to a logbook's animals or things, said by its own word, is a list of its own
 * pointing at them (tables/log-events.ts), at most three, never one the app already has.
 */
function logEvents(idea: IdeaText, entities: PlannedEntity[]): void {
  const thing = entities.find((e) => e.pattern === LOGBOOK_ID && e.source.id === 'cosa');
  if (!thing) return;
  const has = new Set(
    entities.flatMap((e) => [fold(e.label), e.filledBy ?? '', ...(e.said ?? [])]),
  );
  let added = 0;
  for (const event of LOG_EVENTS) {
    if (added >= 3 || entities.length >= MAX_ENTITIES) return;
    const words = new Set(event.words);
    const said = idea.tokens.some(
      (t) =>
        !t.aside &&
        (words.has(t.nounLemma ?? '') ||
          t.lemmas.some((l) => words.has(l)) ||
          // "los destetes", read by the dictionary as a verb.
          words.has(t.norm.replace(/s$/, ''))),
    );
    if (!said || has.has(fold(event.label)) || event.words.some((w) => has.has(w))) continue;
    if (event.within && has.has(fold(event.within))) continue;
    const id = `evento_${keyOf(event.label)}`;
    // «cuántos corderos»: the field the idea names by its own word is shown by it.
    const saidFields: string[] = [];
    const own = event.fields.map((f) => {
      const named = idea.tokens.find((t) =>
        (event.fieldWords?.[f.key] ?? []).includes(t.nounLemma ?? t.norm),
      );
      if (!named) return f;
      saidFields.push(named.nounLemma ?? named.norm);
      return f.key === 'crias'
        ? { ...f, label: cap(pluralPhrase(named.nounLemma ?? named.norm)) }
        : f;
    });
    const fields: PatternField[] = [
      {
        key: keyOf(thing.label),
        label: thing.label,
        type: 'reference',
        ref: thing.ref,
        required: true,
      },
      { key: 'fecha', label: 'Fecha', type: 'date', required: true },
      ...own,
    ];
    const source: PatternEntity = {
      id,
      label: event.label,
      labelPlural: event.labelPlural,
      gender: event.gender,
      slot: 'record',
      core: false,
      rule: 'privada',
      fields,
      calendar: 'fecha',
    };
    entities.push({
      ref: `${LOGBOOK_ID}:${id}`,
      pattern: LOGBOOK_ID,
      source,
      label: event.label,
      labelPlural: event.labelPlural,
      gender: event.gender,
      filledBy: fold(event.label),
      fields: fields.map((f) => ({ ...f })),
      aliases: [],
      said: [...event.words, ...saidFields],
    });
    has.add(fold(event.label));
    added++;
  }
}

/** A reference of `x`'s fields as the plan names lists: `pattern:id`. */
function fullRef(x: PlannedEntity, ref: string): string {
  return ref.includes(':') ? ref : `${x.pattern}:${ref}`;
}

/** The lists `x` points at, as `pattern:id`. */
function refsOf(x: PlannedEntity): Set<string> {
  return new Set(
    x.fields.flatMap((f) => (f.type === 'reference' && f.ref ? [fullRef(x, f.ref)] : [])),
  );
}

/** A reference to `to`, put after the first reference of `e` (the record it belongs to). */
function pointAt(e: PlannedEntity, to: PlannedEntity): void {
  const at = e.fields.findIndex((f) => f.type === 'reference') + 1;
  e.fields.splice(at, 0, { key: keyOf(to.label), label: to.label, type: 'reference', ref: to.ref });
}

/**
 * A vote is cast by one of the app's people, once: it points at the list of those who cast it.
 * The idea names them: "un voto por piso", "que cada socio vote", "que los asociados voten";
 * said of nobody, the vote is only the account's. The link "cada socio" gave the poll goes to the
 * vote.
 */
function castByTheirPeople(idea: IdeaText, entities: PlannedEntity[]): void {
  for (const e of entities) {
    if (!e.source.castBy || (e.rule ?? e.source.rule) !== 'propia') continue;
    const verbs = new Set(Object.keys(e.source.verbs ?? {}));
    const words = new Set([fold(e.label), ...(e.source.names ?? []).map(fold)]);
    let voter: PlannedEntity | null = null;
    for (const t of idea.tokens) {
      if (t.pos !== 'noun' || !t.nounLemma) continue;
      const before = idea.tokens[t.i - 1]?.norm;
      // "un voto por piso", "un voto por cada familia".
      const at = before === 'cada' && idea.tokens[t.i - 2]?.norm === 'por' ? t.i - 2 : t.i - 1;
      const per =
        idea.tokens[at]?.norm === 'por' && words.has(idea.tokens[at - 1]?.nounLemma ?? '');
      // "que cada socio vote una sola vez", "cada piso pueda votar", "que los asociados voten".
      const acts =
        (before === 'cada' || (t.plural && /^(los|las)$/.test(before ?? ''))) &&
        idea.tokens.slice(t.i + 1, t.i + 4).some((x) => x.lemmas.some((l) => verbs.has(l)));
      if (!per && !acts) continue;
      const named = entityNamed(entities, t);
      if (named && named !== e && named.source.slot !== 'record') {
        voter = named;
        break;
      }
    }
    if (!voter) continue;
    const refs = new Set([voter.ref, ...voter.aliases]);
    if ([...refsOf(e)].some((r) => refs.has(r))) continue;
    // A list of the idea's own ("cada piso"), linked to the poll by the reading of "cada": the
    // vote's, not the poll's.
    if (voter.source.id.startsWith('cada-'))
      for (const x of entities)
        if (x !== e && x !== voter && x.pattern === e.pattern)
          x.fields = x.fields.filter(
            (f) => !(f.type === 'reference' && f.ref && refs.has(fullRef(x, f.ref))),
          );
    // Who cast it is that link, no name typed beside it.
    e.fields = e.fields.filter((f) => f.key !== 'nombre' || f.type !== 'text' || e.fields[0] === f);
    pointAt(e, voter);
  }
}

/**
 * A record made on one of its person's things ("mis clientes con sus equipos, cada visita que
 * hago", "de cada piano anoto…"): when the idea keeps those things as a list of their own that
 * points at the person, the record points at the thing too.
 */
function onTheirThing(entities: PlannedEntity[]): void {
  for (const e of entities) {
    if (!e.source.ofTheirThing) continue;
    const mine = refsOf(e);
    const thing = entities.find(
      (x) =>
        x !== e &&
        x.source.id.startsWith('cada-') &&
        x.source.slot === 'thing' &&
        !mine.has(x.ref) &&
        [...refsOf(x)].some((r) => mine.has(r)),
    );
    if (thing) pointAt(e, thing);
  }
}

/** The app's list of people a noun shortly before position `at` names ("mis clientes con sus…"). */
function personBefore(idea: IdeaText, entities: PlannedEntity[], at: number): PlannedEntity | null {
  for (let j = at - 2; j >= Math.max(0, at - 6); j--) {
    const lemma = idea.tokens[j]?.nounLemma;
    if (!lemma) continue;
    const e = entities.find(
      (x) =>
        x.source.slot === 'person' &&
        (x.filledBy === lemma ||
          fold(x.label) === lemma ||
          (x.source.names ?? []).some((n) => fold(n) === lemma)),
    );
    if (e) return e;
  }
  return null;
}

function keyOf(label: string): string {
  return (
    fold(label)
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'ref'
  );
}

function eachTarget(idea: IdeaText, entities: PlannedEntity[]): PlannedEntity | null {
  // "apuntar cada día cuántos huevos pone cada gallinero": what is noted each day is a dated
  // record of the day (the pattern's), which points at the henhouse; not the henhouse itself.
  const daily = idea.tokens.some(
    (t) =>
      t.norm === 'cada' &&
      /^(dia|semana|vez|jornada|turno|noche|manana|tarde)$/.test(
        idea.tokens[t.i + 1]?.norm ?? '',
      ) &&
      NOTING.has(fold(idea.tokens[t.i - 1]?.lemma ?? '')) &&
      idea.tokens[t.i - 1]?.pos === 'verb',
  );
  if (daily) return null;
  for (const t of idea.tokens) {
    if (t.norm !== 'cada') continue;
    const n = idea.tokens[t.i + 1];
    const lemma = n?.nounLemma ?? n?.norm;
    if (!lemma) continue;
    // "cada vecino pueda reservar", "a cada repartidor": who acts or receives, not whose details.
    if (eachIsNoOwner(idea, t.i)) continue;
    // "cada quincena tiene cupo de 60 chicos": its places, which the list has (Plazas), say
    // nothing of whose the idea's other details are.
    if (
      /^(tiene|tienen|tendra|lleva)$/.test(idea.tokens[t.i + 2]?.norm ?? '') &&
      /^(cupo|cupos|plazas|aforo|capacidad|lugares)$/.test(idea.tokens[t.i + 3]?.norm ?? '')
    )
      continue;
    const e = entities.find(
      (x) =>
        x.filledBy === lemma ||
        fold(x.label) === lemma ||
        (x.source.names ?? []).some((name) => fold(name) === lemma),
    );
    if (e) {
      const owner = eachOwner(idea, entities, t.i, e);
      if (owner) return owner;
      continue;
    }
    // "de cada disco quiero poner artista, sello, año" in a shop of vinilos: a thing the idea
    // describes is the app's thing, even said with another word.
    if (n?.nounLemma && n.pos === 'noun' && !PERSON_NOUNS.has(n.nounLemma)) {
      const thing = entities.find(
        (x) => x.source.core && (x.source.slot === 'thing' || x.source.slot === 'animal'),
      );
      if (thing && idea.tokens[t.i - 1]?.norm === 'de') return thing;
    }
  }
  return null;
}

/**
 * A second pattern's record that points at its own people ("Préstamo → Persona") when the app
 * keeps another list of people (the natillera's Socios): it points at those.
 */
function peopleOfTheApp(entities: PlannedEntity[]): void {
  const present = new Set(entities.flatMap((e) => [e.ref, ...e.aliases]));
  const isPeople = (x: PatternEntity | undefined) =>
    !!x && (x.slot === 'person' || x.accountField !== undefined);
  const people = entities.find((e) => isPeople(e.source) && e.source.core);
  if (!people) return;
  for (const e of entities)
    for (const f of e.fields) {
      if (f.type !== 'reference' || !f.ref) continue;
      const full = f.ref.includes(':') ? f.ref : `${e.pattern}:${f.ref}`;
      if (present.has(full)) continue;
      const [patternId, id] = full.split(':');
      const target = PATTERNS.find((p) => p.id === patternId)?.entities.find((x) => x.id === id);
      if (!isPeople(target) || people.ref === e.ref) continue;
      f.ref = people.ref;
      // A loan's "Cliente" in a natillera points at its Socio: named by the list it now points at.
      if (target && fold(f.label) === fold(target.label)) f.label = people.label;
    }
}

/** The lists the idea says its visitors create in get a rule that lets them. */
function openToVisitors(idea: IdeaText, entities: PlannedEntity[]): void {
  const named = (lemma: string) =>
    entities.find(
      (e) =>
        e.filledBy === lemma ||
        fold(e.label) === lemma ||
        (e.source.names ?? []).some((n) => fold(n) === lemma),
    );
  for (const { object, request, own } of visitorCreations(idea, (l) => named(l) !== undefined)) {
    const e = object
      ? named(object)
      : own
        ? entities.find(
            (x) =>
              x.source.slot === 'record' &&
              x.source.core &&
              (x.source.names ?? []).some((n) => ORDER_RECORDS.test(fold(n))),
          )
        : entities.find(
            (x) =>
              x.source.slot === 'record' &&
              (x.source.names ?? []).some((n) =>
                /^(reserva|alquiler|renta|arriendo)$/.test(fold(n)),
              ),
          );
    if (request && e?.source.slot !== 'record') continue;
    const opened = e ? OPENED_RULE[e.source.rule] : undefined;
    if (e && opened) e.rule = opened;
  }
}

/** Verbs by which the people of a list look at what is theirs: "que cada socio vea sus cuotas". */
const SEE_VERBS = new Set(['ver', 'consultar', 'revisar', 'mirar', 'checar', 'chequear', 'saber']);

/**
 * A private list with a link to its person (a club's fees, a ledger's charges and payments) reaches
 * that person when the idea says they look at theirs: "que cada socio vea sus cuotas", "que los
 * clientes consulten cuánto deben". Said of nobody, the owner keeps it ("quiero ver quién debe").
 */
function seenByTheirPeople(idea: IdeaText, entities: PlannedEntity[]): void {
  for (const e of entities) {
    if ((e.rule ?? e.source.rule) !== 'privada' || !e.source.linkField) continue;
    const link = e.fields.find((f) => f.key === e.source.linkField);
    if (!link?.ref) continue;
    const full = link.ref.includes(':') ? link.ref : `${e.pattern}:${link.ref}`;
    const person = entities.find((x) => x.ref === full || x.aliases.includes(full));
    if (!person) continue;
    const words = new Set(
      [person.filledBy ?? '', fold(person.label), ...(person.source.names ?? []).map(fold)].filter(
        Boolean,
      ),
    );
    const seen = idea.tokens.some((verb) => {
      if (!verb.lemmas.some((l) => SEE_VERBS.has(l)) || verb.pos === 'noun') return false;
      const before = idea.tokens.slice(Math.max(0, verb.i - 4), verb.i);
      if (!before.some((t) => words.has(t.nounLemma ?? t.norm))) return false;
      const after = idea.tokens.slice(verb.i + 1, verb.i + 5);
      return after.some((t) => /^(su|sus|cuanto|cuanta|cuantos|cuantas)$/.test(t.norm));
    });
    if (seen) e.rule = 'vinculada';
  }
}

const LOGBOOK_ID = 'bitacora-revisiones';

/**
 * "la historia de cada paciente", "el historial de su perro o gato", "la ficha clínica de cada
 * caballo": the idea keeps a record of visits of one of its lists, a logbook of that list, even
 * when it never says «también». The token named (the patient, the dog) or null.
 */
function historyOf(idea: IdeaText): Token | null {
  const { tokens } = idea;
  for (const t of tokens) {
    if (!/^(historia|historial|historias|historiales)$/.test(t.norm)) continue;
    let j = t.i + 1;
    if (/^(clinic[oa]s?|medic[oa]s?)$/.test(tokens[j]?.norm ?? '')) j++;
    if (!/^(de|del)$/.test(tokens[j]?.norm ?? '')) continue;
    j++;
    while (/^(cada|su|sus|mis|el|la|los|las|nuestros|nuestras)$/.test(tokens[j]?.norm ?? '')) j++;
    const x = tokens[j];
    if (x?.pos === 'noun' && x.nounLemma) return x;
  }
  return null;
}

/**
 * "cada salida apunto fecha, zona…", "en cada jornada anoto…": an event the idea notes each time
 * (a noun of EVENT_NOUNS said after «cada» and before a verb of noting). Its token, or null.
 */
function notedEach(idea: IdeaText): Token | null {
  const { tokens } = idea;
  // "apuntar las salidas de pesca: …", "llevo un registro de mis salidas": the outings noted,
  // named as what the verb (or the register) takes.
  for (const t of tokens) {
    const noting = t.pos === 'verb' && NOTING.has(fold(t.lemma));
    const register = t.norm === 'registro' && tokens[t.i + 1]?.norm === 'de';
    if (!noting && !register) continue;
    let j = t.i + (register ? 2 : 1);
    while (/^(las|los|mis|nuestras|nuestros|todas|todos)$/.test(tokens[j]?.norm ?? '')) j++;
    const x = tokens[j];
    if (j > t.i + 1 && x?.nounLemma && x.plural && EVENT_NOUNS.has(x.nounLemma)) return x;
  }
  for (const t of tokens) {
    if (t.norm !== 'cada') continue;
    const x = tokens[t.i + 1];
    // "en cada visita quiero anotar …": a wish before the noting verb.
    const wish = /^(quiero|queremos|necesito|necesitamos|quisiera|me gustaria)$/.test(
      tokens[t.i + 2]?.norm ?? '',
    );
    const verb = tokens[t.i + (wish ? 3 : 2)];
    if (
      !x?.nounLemma ||
      !(EVENT_NOUNS.has(x.nounLemma) || VISIT_NOUNS.has(x.nounLemma)) ||
      (x.breakAfter && !x.commaAfter)
    )
      continue;
    if (verb?.pos === 'verb' && NOTING.has(fold(verb.lemma))) return x;
  }
  return null;
}

/**
 * Whether every mention of a word is in a clause of purpose, after "para" or "pa" in its sentence
 * ("…, pa saber cuándo le toca mantenimiento"): what the notes are for, not what is noted.
 */
function onlyForPurpose(idea: IdeaText, lemma: string): boolean {
  const { tokens } = idea;
  return everyMention(idea, lemma, (t) => {
    for (let k = t.i - 1; k >= 0; k--) {
      const b = tokens[k]!;
      if (b.breakAfter && !b.commaAfter) return false;
      if (/^(para|pa|pra)$/.test(b.norm)) return true;
    }
    return false;
  });
}

/**
 * Whether every mention of a word says the writer's trade ("le doy mantenimiento a albercas",
 * "hacemos revisiones de ascensores"): what the business does, not what is noted each time.
 */
function onlyAsTrade(idea: IdeaText, lemma: string): boolean {
  const { tokens } = idea;
  return everyMention(
    idea,
    lemma,
    (t) =>
      /^(doy|damos|hago|hacemos|ofrezco|ofrecemos)$/.test(tokens[t.i - 1]?.norm ?? '') &&
      /^(a|al|de|del)$/.test(tokens[t.i + 1]?.norm ?? ''),
  );
}

/** Whether a word is said at least once, and every time as `how` says. */
function everyMention(idea: IdeaText, lemma: string, how: (t: Token) => boolean): boolean {
  const said = idea.tokens.filter((t) => (t.nounLemma ?? t.norm) === lemma);
  return said.length > 0 && said.every(how);
}

/** Visits whose notes an idea keeps: "en cada sesión", "de cada consulta". */
const VISIT_NOUNS = new Set(['consulta', 'sesion', 'visita', 'cita', 'control', 'revision']);
const NOTING = new Set(['apuntar', 'anotar', 'registrar', 'poner', 'escribir', 'guardar']);

/**
 * "yo apuntar en cada sesión qué les he hecho", "anotar de cada consulta el peso, la grasa…": a
 * verb of noting, then "en / de / por cada" and a visit. The visit's token, or null.
 */
function visitNoted(idea: IdeaText): Token | null {
  const { tokens } = idea;
  for (const t of tokens) {
    if (t.pos !== 'verb' || !NOTING.has(fold(t.lemma))) continue;
    let j = t.i + 1;
    while (/^(le|les|me|nos|yo)$/.test(tokens[j]?.norm ?? '')) j++;
    if (/^(en|de|por|tras|despues)$/.test(tokens[j]?.norm ?? '')) j++;
    if (tokens[j]?.norm !== 'cada') continue;
    const x = tokens[j + 1];
    if (x?.nounLemma && VISIT_NOUNS.has(x.nounLemma) && !x.breakAfter) return x;
  }
  return null;
}

/** The list of the plan a token of the idea names: by its word, its label or one of its names. */
function entityNamed(entities: PlannedEntity[], t: Token): PlannedEntity | null {
  const lemma = t.nounLemma ?? t.norm;
  return (
    entities.find((e) => e.filledBy === lemma || fold(e.label) === lemma) ??
    entities.find((e) => !e.filledBy && (e.source.names ?? []).some((n) => fold(n) === lemma)) ??
    null
  );
}

/**
 * The app a visitor act asks for beside the first one when its object is something the first app
 * does not keep ("que la gente reserve clase" in a board rental → sign-ups to classes).
 */
function appBeside(first: AppPattern, act: string, idea: IdeaText): AppPattern | undefined {
  const { within, beyond } = VISITOR_ACTS[act]!;
  if (!beyond || !within.includes(first.id) || first.id === beyond.pattern) return undefined;
  const firstNames = new Set(
    first.entities.flatMap((e) => [e.label, ...(e.names ?? [])]).map(fold),
  );
  const other = actObjects(idea, act).find((o) => beyond.objects.includes(o) && !firstNames.has(o));
  return other ? PATTERNS.find((p) => p.id === beyond.pattern) : undefined;
}

export function planIdea(input: string): AppPlan {
  const idea = analyzeText(input);
  const chosen: { pattern: AppPattern; score: number }[] = choosePatterns(idea);
  if (chosen.length === 0) {
    const fallback = PATTERNS.find((p) => p.id === FALLBACK_ID);
    if (!fallback) throw new Error('Falta el patrón de reserva');
    chosen.push({ pattern: fallback, score: 0 });
  }
  // "que la gente reserve clase" in a board rental: a class to sign up to, beside the rentals,
  // never a booking of the school itself, even when the second app chosen is a booking one.
  if (chosen.length === 2) {
    const second = chosen[1]!.pattern;
    for (const act of visitorActs(idea)) {
      if (!VISITOR_ACTS[act]!.patterns.includes(second.id)) continue;
      const beside = appBeside(chosen[0]!.pattern, act, idea);
      if (beside) {
        chosen[1] = { pattern: beside, score: chosen[1]!.score };
        break;
      }
    }
  }
  // "que los socios puedan reservar calle" in a club: what the visitors do asks for its app.
  if (chosen.length === 1) {
    const first = chosen[0]!.pattern;
    const firstRecords = new Set(
      first.entities
        .filter((e) => e.slot === 'record')
        .flatMap((e) => [e.label, ...(e.names ?? [])])
        .map(fold),
    );
    const acts = visitorActs(idea);
    // The scores again only when a visitor act asks for a second app (most ideas have none).
    const scores = new Map(
      acts.length > 0 ? patternScores(idea).map((x) => [x.pattern.id, x.score]) : [],
    );
    for (const act of acts) {
      const { patterns, records, within } = VISITOR_ACTS[act]!;
      // "que la gente reserve clase" in a board rental: a class to sign up to, beside it.
      const beside = appBeside(first, act, idea);
      if (beside) {
        chosen.push({ pattern: beside, score: scores.get(beside.id) ?? 0 });
        break;
      }
      if (
        patterns.includes(first.id) ||
        within.includes(first.id) ||
        records.some((r) => firstRecords.has(r))
      )
        continue;
      const best = patterns
        .map((id) => PATTERNS.find((p) => p.id === id))
        .filter((p): p is AppPattern => !!p)
        .sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0))[0];
      if (best) {
        chosen.push({ pattern: best, score: scores.get(best.id) ?? 0 });
        break;
      }
    }
  }
  const used = new Set<string>();
  const entities = planPattern(chosen[0]!.pattern, idea, used, true, chosen.length > 1);
  // "la historia de cada paciente": the visits of a list the first app has, as a logbook of it.
  const history =
    chosen.length === 1 && chosen[0]!.pattern.id !== LOGBOOK_ID ? historyOf(idea) : null;
  // Of someone the app keeps, a patient or an animal; not of its records or its products
  // ("el historial de sus compras"): a thing's history makes the logbook the first app anyway.
  const named = history ? entityNamed(entities, history) : null;
  // "apuntar en cada sesión qué les he hecho, la zona tratada…": the notes of each visit, kept of
  // the app's patient (or animal), even when the idea never says «historia».
  const visit =
    !history && chosen.length === 1 && chosen[0]!.pattern.id !== LOGBOOK_ID
      ? visitNoted(idea)
      : null;
  // Not when a record of the app is that visit already (a CRM's «Visita» of each client).
  const visitKept = entities.some(
    (e) => e.source.slot === 'record' && e.filledBy === visit?.nounLemma,
  );
  const visited =
    visit && !visitKept
      ? (entities.find((e) => e.source.slot === 'animal' && e.filledBy) ??
        entities.find((e) => e.source.slot === 'person' && e.source.core))
      : undefined;
  const historyOwner =
    named && (named.source.slot === 'person' || named.source.slot === 'animal')
      ? named
      : (visited ?? null);
  const logbook = historyOwner ? PATTERNS.find((p) => p.id === LOGBOOK_ID) : undefined;
  if (logbook && historyOwner) {
    chosen.push({ pattern: logbook, score: 0 });
    // The visit's word names the notes now, not the service it also named ("sesión").
    if (visit?.nounLemma)
      for (const e of entities)
        if (e.filledBy === visit.nounLemma) {
          e.label = e.source.label;
          e.labelPlural = e.source.labelPlural;
          e.gender = e.source.gender;
          e.filledBy = null;
        }
    const visits = planPattern(logbook, idea, used, false).filter(
      (e) => e.source.id === logbook.main,
    );
    // A patient's or an animal's history is of consultations, not of inspections with mileage.
    for (const e of visits) {
      if (visit?.nounLemma) {
        const { label, labelPlural } = labelFromWord(visit.display);
        e.label = label;
        e.labelPlural = labelPlural;
        e.gender = genderOfWord(e.label, 'f');
        e.filledBy = visit.nounLemma;
      } else if (!e.filledBy) {
        e.label = 'Consulta';
        e.labelPlural = 'Consultas';
        e.gender = 'f';
      }
      e.fields = e.fields.filter((f) => f.key !== 'kilometros');
      const next = e.fields.find((f) => f.key === 'proxima');
      if (next) next.label = `Próxima ${e.label.toLowerCase()}`;
    }
    for (const e of visits)
      for (const f of e.fields)
        if (f.type === 'reference' && f.ref === 'cosa') {
          f.ref = historyOwner.ref;
          f.label = historyOwner.label;
        }
    // Its own list, never merged with the appointment it follows ("Consulta" is a name of both).
    for (const e of visits) if (entities.length < MAX_ENTITIES) entities.push(e);
  }
  for (const extra of chosen.slice(1))
    if (extra.pattern !== logbook) merge(entities, planPattern(extra.pattern, idea, used, false));
  uniqueLabels(entities);
  referencesByTheirListsName(entities);
  peopleOfTheApp(entities);
  openToVisitors(idea, entities);
  seenByTheirPeople(idea, entities);
  const mainRef = `${chosen[0]!.pattern.id}:${chosen[0]!.pattern.main}`;
  const main = entities.find((e) => e.ref === mainRef) ?? entities[0]!;
  eachOwnThings(idea, entities, main);
  logEvents(idea, entities);
  castByTheirPeople(idea, entities);
  onTheirThing(entities);
  // The idea's own details, on the entity that receives them: the one the idea says "de cada …"
  // of ("de cada disco quiero poner artista, sello…"), else the pattern's.
  const visitsOf = logbook
    ? entities.find((e) => e.ref === `${LOGBOOK_ID}:${logbook.main}`)
    : undefined;
  // "revisa cada pozo y apunta el nivel, el cloro…": what is noted at each check of a logbook's
  // thing is the check's, not the thing's.
  const each = eachTarget(idea, entities);
  // (Not "cada extintor (tipo, kg, fecha de fabricación)": what is said in brackets of it.)
  const bracketed = idea.tokens.some(
    (t) =>
      t.norm === 'cada' &&
      idea.tokens[t.i + 1]?.nounLemma === each?.filledBy &&
      !!idea.tokens[t.i + 2]?.aside,
  );
  const checks =
    each?.pattern === LOGBOOK_ID && each.source.slot === 'thing' && !bracketed
      ? entities.find(
          (e) => e.ref === `${LOGBOOK_ID}:${PATTERNS.find((p) => p.id === LOGBOOK_ID)?.main}`,
        )
      : undefined;
  const target =
    visitsOf ??
    checks ??
    each ??
    entities.find((e) => e.pattern === chosen[0]!.pattern.id && e.source.details) ??
    main;
  // The kinds a list's Tipo offers ("sillas de ruedas, muletas y andadores") are no fields.
  const kindsOffered = entities.flatMap((e) =>
    e.fields
      .filter((f) => f.type === 'choice' && fold(f.label) === 'tipo')
      .flatMap((f) => (f.options ?? []).flatMap((o) => [fold(o), fold(pluralPhrase(o))])),
  );
  const taken = new Set([
    ...entities.flatMap((e) => [fold(e.label), e.filledBy ?? '']),
    // What a logbook's events took ("partos … cuántos corderos"): no field of another list.
    ...entities.filter((e) => e.source.id.startsWith('evento_')).flatMap((e) => e.said ?? []),
    ...kindsOffered,
  ]);
  const ownNames = new Set([fold(target.label), ...(target.source.names ?? []).map(fold)]);
  const route = (t: Token) => {
    if (t.pos === 'verb' && !t.nounLemma) {
      const nouns = RECORD_OF_VERB[fold(t.lemma)] ?? [];
      const made = entities.find((x) =>
        nouns.some(
          (n) =>
            x.filledBy === n ||
            fold(x.label) === n ||
            (x.source.names ?? []).some((m) => fold(m) === n),
        ),
      );
      return made && made !== target ? made.fields : null;
    }
    const lemma = t.nounLemma ?? t.norm;
    const e = entities.find(
      (x) =>
        x.filledBy === lemma ||
        fold(x.label) === lemma ||
        (!x.filledBy && (x.source.names ?? []).some((n) => fold(n) === lemma)) ||
        (x.source.callers ?? []).some((c) => {
          const f = fold(c);
          return f === t.norm || f === lemma || f === t.norm.replace(/e?s$/, '');
        }),
    );
    return e && e !== target ? e.fields : null;
  };
  if (process.env.DBG)
    console.error('target', target.label, !!visitsOf, eachTarget(idea, entities)?.label);
  const details = ideaDetails(
    idea,
    entities.flatMap((e) => e.fields),
    taken,
    ownNames,
    target.fields,
    route,
  );
  target.fields.push(...details);
  // A list never shows one field twice ("por nivel (burbujas, pececitos…)" read by two rules).
  for (const e of entities) {
    const labels = new Set<string>();
    e.fields = e.fields.filter((f) => {
      const l = fold(f.label);
      if (labels.has(l)) return false;
      labels.add(l);
      return true;
    });
  }
  return { idea, patterns: chosen, entities, main, place: placeOf(idea, used), details };
}
