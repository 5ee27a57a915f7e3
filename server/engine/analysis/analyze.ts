// The engine's one analysis pass over Spanish (issue 37): the text of an idea (and, later, of
// an instruction) becomes tokens with their lemmas, parts of speech, gender and number, on the
// Hunspell dictionary the engine already uses (`morphology.ts`). One tokenizer, one accent
// fold, one stop-word list (`words.ts`); everything after reads these tokens, never the raw text.

import {
  accented,
  fold,
  genderOfNoun,
  analyze as readWord,
  type Analysis as WordReading,
} from '../../lib/ai/offline/morphology.ts';
import {
  BUSINESS_NOUNS,
  DETERMINERS,
  EXTRA_NOUNS,
  IDIOM_AFTER,
  MOOD_PERIPHRASES,
  NEED_PERIPHRASES,
  PERSON_NOUNS,
  SPELLING,
  STOP_WORDS,
  VERB_FORMS,
  WERE_BEFORE,
  WRITTEN_OUT,
} from './words.ts';

export { fold };

/** How much of an idea is read: enough for several paragraphs, bounded for time. */
export const MAX_ANALYSED_CHARS = 4000;

export type Pos = 'noun' | 'verb' | 'number' | 'stop' | 'other';

export interface Token {
  /** As written: "Colmenas". */
  text: string;
  /** Folded, with the idea's spelling variants read as the word they stand for: "kiero" → "quiero". */
  norm: string;
  /** The lemma that reads best here, folded: "colmena", "querer". */
  lemma: string;
  /** Every lemma the dictionary allows for it, folded. */
  lemmas: string[];
  pos: Pos;
  /** Nouns: a noun reading exists (even when a verb reading was preferred). */
  nounLemma: string | null;
  /** Nouns: the lemma as the dictionary writes it, with accents: "revisión". */
  display: string;
  gender: 'm' | 'f' | null;
  plural: boolean;
  /** Written with a capital inside a sentence (a proper name, perhaps). */
  capital: boolean;
  /** Index in the token list. */
  i: number;
  /** A punctuation mark (, . ; : ? ! or a line break) ends the clause after this token. */
  breakAfter: boolean;
  /** That mark is a comma alone: the next word may be one more of a list. */
  commaAfter: boolean;
  /** That mark is a colon: what follows is a list or an explanation of what came before. */
  colonAfter: boolean;
  /** Inside brackets: an aside ("tamaño (raciones), sabor"), examples or values of a word. */
  aside: boolean;
  /** An arrow follows it ("Parcelas → Bancales", "->", "=>"): what it names becomes what follows. */
  arrowAfter: boolean;
  /** A slash between spaces follows it ("… a Socio / Pedido a …"): one request a part. */
  slashAfter: boolean;
}

export interface IdeaText {
  source: string;
  tokens: Token[];
  /** The folded lemmas, for fast lookups. */
  lemmaSet: Set<string>;
  /**
   * Tokens that name the writer ("soy fisioterapeuta", "somos apicultores"): the owner of the
   * app, never one of its lists.
   */
  owner: Set<number>;
}

const WORD = /[\p{L}\p{N}]+(?:[''][\p{L}]+)?|[,.;:?!¿¡()\n]|→|->|=>|⇒|(?<=\s)\/(?=\s)/gu;
/** An arrow or a slash between spaces: a mark on the word before it, never a word. */
const ARROW = /^(?:→|->|=>|⇒)$/u;
const BREAK = /^[,.;:?!()\n]$/;

function preferred(readings: WordReading[], prevNorm: string | null): WordReading | null {
  if (readings.length === 0) return null;
  const noun = readings.find((r) => r.pos === 'noun');
  const verb = readings.find((r) => r.pos === 'verb');
  // After a determiner or a preposition a noun is expected; after "que", "quién", "se", a clitic, a verb ("quién paga la luz").
  if (prevNorm && DETERMINERS.has(prevNorm) && noun) return noun;
  if (
    prevNorm &&
    /^(que|quien|se|me|te|nos|le|les|lo|la|los|las|para|a|ha|han|he|has|hemos|habia|haya|hayan)$/.test(
      prevNorm,
    ) &&
    verb
  )
    return verb;
  return noun ?? verb ?? readings[0]!;
}

/** Reads an idea into tokens. Pure and deterministic. */
/** The forms of «haber» a participle follows: "han abonado", "ya ha devuelto". */
const HABER = new Set(
  'he has ha hemos habeis han habia habias habiamos habian haya hayan hayamos habria habrian'.split(
    ' ',
  ),
);

/**
 * The last texts analysed, kept: the change reader analyses the same instruction once for the
 * grammar and once more to set its courtesy aside (decision 0264). Each call gets its own
 * copy (fresh tokens, arrays and sets), so nothing a caller does reaches another.
 */
const analysed = new Map<string, IdeaText>();
const ANALYSED_KEPT = 256;

export function analyzeText(input: string): IdeaText {
  return copyOf(analysedOnce(input));
}

/**
 * The tokens of `analyzeText`, shared with every other caller and never to be written to (no
 * copy): for the change reader, which reads the same instruction's tokens twice (its grammar and
 * its courtesy) and writes into none.
 */
export function analysedTokens(input: string): readonly Token[] {
  return analysedOnce(input).tokens;
}

function analysedOnce(input: string): IdeaText {
  const source = typeof input === 'string' ? input.slice(0, MAX_ANALYSED_CHARS) : '';
  let text = analysed.get(source);
  if (text) {
    // Map keeps insertion order: moved to the end, it is the most recent.
    analysed.delete(source);
  } else {
    text = analyseOnce(source);
    if (analysed.size >= ANALYSED_KEPT) analysed.delete(analysed.keys().next().value as string);
  }
  analysed.set(source, text);
  return text;
}

function copyOf(text: IdeaText): IdeaText {
  return {
    source: text.source,
    tokens: text.tokens.map((t) => ({ ...t, lemmas: [...t.lemmas] })),
    lemmaSet: new Set(text.lemmaSet),
    owner: new Set(text.owner),
  };
}

function analyseOnce(source: string): IdeaText {
  const raw = source.match(WORD) ?? [];
  const tokens: Token[] = [];
  let sentenceStart = true;
  let depth = 0;
  for (const piece of raw) {
    if (piece === '(') depth++;
    else if (piece === ')') depth = Math.max(0, depth - 1);
    if (ARROW.test(piece) || piece === '/') {
      const last = tokens[tokens.length - 1];
      if (last && piece === '/') last.slashAfter = true;
      else if (last) last.arrowAfter = true;
      continue;
    }
    if (BREAK.test(piece)) {
      const last = tokens[tokens.length - 1];
      if (last) {
        last.breakAfter = true;
        last.commaAfter = /^[\s,]*$/.test(piece) && piece.includes(',');
        last.colonAfter = piece === ':';
      }
      if (/[.?!\n]/.test(piece)) sentenceStart = true;
      continue;
    }
    const word = wordOf(piece);
    const { norm } = word;
    const prev = tokens[tokens.length - 1]?.norm ?? null;
    const capital = !sentenceStart && word.upper;
    sentenceStart = false;
    if (word.number) {
      const n = token(piece, norm, norm, [norm], 'number', null, capital, tokens.length);
      n.aside = depth > 0;
      tokens.push(n);
      continue;
    }
    let readings = word.base;
    // "dejen anticipo", "el deposito": a word the dictionary knows only as a verb's first person
    // ("anticipo" ← anticipar), after an article or another verb, is the noun of that verb.
    const deverbal = deverbalNoun(
      norm,
      readings,
      tokens[tokens.length - 1],
      tokens[tokens.length - 2],
    );
    if (deverbal) readings = [deverbal, ...readings];
    // "25 bonsais", "6 kiwis": a word the dictionary lacks, counted, is a noun in the plural (one
    // that ends in a vowel, whose plural is the word as written: not "8 dorms").
    if (
      readings.length === 0 &&
      /^[a-zñ]{3,}[aeiou]s$/.test(norm) &&
      tokens[tokens.length - 1]?.pos === 'number'
    )
      readings = [{ lemma: norm.slice(0, -1), pos: 'noun', gendered: false }];
    // What follows depends on the word alone while its readings are those of the word alone:
    // worked out once per word written (`wordOf`), else here.
    readings = readings === word.base ? word.ordered() : ordered(piece, norm, readings);
    // "cuánto han abonado", "si ya ha devuelto": a participle after «haber» is the verb's.
    if (
      HABER.has(tokens[tokens.length - 1]?.norm ?? '') &&
      /(ad|id)[oa]s?$|(to|cho|so)$/.test(norm) &&
      readings.some((r) => r.pos === 'verb')
    )
      readings = readings.filter((r) => r.pos === 'verb');
    // "uñas" folds to the article "unas": a word written with ñ is never a stop word.
    const { stop } = word;
    const best = stop ? null : preferred(readings, prev);
    const pos: Pos = stop
      ? 'stop'
      : word.verbForm
        ? 'verb'
        : best?.pos === 'noun'
          ? 'noun'
          : best?.pos === 'verb'
            ? 'verb'
            : 'other';
    const lemma = best ? fold(best.lemma) : norm;
    const read = readingsRead(readings, norm);
    const t = token(
      piece,
      norm,
      lemma,
      [...read.lemmas],
      pos,
      read.nounLemma,
      capital,
      tokens.length,
    );
    if (read.noun) {
      t.display = read.noun.display;
      t.gender = read.noun.gender;
      t.plural = read.noun.plural;
    }
    t.aside = depth > 0;
    tokens.push(t);
  }
  // «pagan en partes», «a partes iguales»: a way of doing it, no noun of the idea.
  for (const t of tokens)
    if (IDIOM_AFTER[t.norm]?.has(tokens[t.i - 1]?.norm ?? '')) {
      t.pos = 'stop';
      t.nounLemma = null;
      t.lemma = t.norm;
      t.lemmas = [t.norm];
    }
  // "Arreglo máquinas de coser…", "Reparo relojes": a sentence that opens with a first person
  // before the things it takes is the writer's trade, said with a verb; no noun «arreglo».
  for (const t of tokens) {
    const before = tokens[t.i - 1];
    if (before && !(before.breakAfter && !before.commaAfter)) continue;
    if (t.pos !== 'noun' || !t.norm.endsWith('o')) continue;
    const verb = t.lemmas.find((l) => l !== t.norm && /[aei]r$/.test(l));
    const next = tokens[t.i + 1];
    if (!verb || !next || t.breakAfter) continue;
    const takes =
      (next.pos === 'noun' && next.plural) || /^(los|las|mis|unos|unas)$/.test(next.norm);
    if (!takes) continue;
    t.pos = 'verb';
    t.lemma = verb;
    t.nounLemma = null;
  }
  const owner = new Set<number>();
  for (const t of tokens) {
    if (!/^(soy|somos|trabajo|trabajamos)$/.test(t.norm)) continue;
    let j = t.i + 1;
    while (j < tokens.length && /^(un|una|unos|unas|de|como|el|la|los|las)$/.test(tokens[j]!.norm))
      j++;
    const n = tokens[j];
    if (n?.nounLemma) owner.add(n.i);
    // "soy la madre coordinadora del viaje": the word after it names the writer too.
    const next = tokens[j + 1];
    if (n?.nounLemma && !n.breakAfter && next?.nounLemma && next.pos === 'noun' && !next.plural)
      owner.add(next.i);
  }
  // "fontanero autónomo: …", "Electricista autónomo. Hacer presupuestos…": an idea that opens
  // with a trade, on its own or as a freelance, is written by that person.
  const first = tokens[0];
  const after = tokens[1];
  if (
    first?.nounLemma &&
    !first.plural &&
    PERSON_NOUNS.has(first.nounLemma) &&
    (first.breakAfter ||
      (/^(autonom[oa]|freelance|independiente)$/.test(after?.norm ?? '') && !!after))
  )
    owner.add(first.i);
  // "Club de pádel en Asunción con 4 canchas. Los socios reservan…", "Gestoría de extranjería
  // en Lavapiés: …": an idea that opens by naming a business is written by it.
  if (
    first?.nounLemma &&
    !first.plural &&
    BUSINESS_NOUNS.has(first.nounLemma) &&
    !first.breakAfter &&
    after?.norm === 'de'
  )
    owner.add(first.i);
  return {
    source,
    tokens,
    lemmaSet: lemmasOf(tokens),
    owner,
  };
}

/**
 * What a word as written says before its neighbours are read, worked out once per word: the
 * analysis meets the same words in every instruction, and again in the same one worded around.
 */
interface WordAlone {
  norm: string;
  number: boolean;
  /** Written with a capital (a capital inside a sentence is a name, perhaps). */
  upper: boolean;
  /** Its readings: the dictionary's, an extra noun, a derived one. */
  base: WordReading[];
  /** `base` put in order (`ordered`), once. */
  ordered: () => WordReading[];
  stop: boolean;
  verbForm: boolean;
}
const wordsAlone = new Map<string, WordAlone>();
const WORDS_KEPT = 20_000;

function wordOf(piece: string): WordAlone {
  const known = wordsAlone.get(piece);
  if (known) return known;
  const folded = QUOTE.test(piece) ? fold(piece).replace(/['']/g, '') : fold(piece);
  const norm = SPELLING[folded] ?? folded;
  const number = /^\d+([.,]\d+)?$/.test(norm);
  let base: WordReading[] = [];
  if (!number) {
    base = norm.length >= 2 ? readWord(norm) : [];
    const extra = extraNoun(norm);
    if (extra) base = [extra, ...base.filter((r) => r.pos !== 'noun')];
    if (base.length === 0) base = derivedNoun(norm);
  }
  let inOrder: WordReading[] | null = null;
  const word: WordAlone = {
    norm,
    number,
    upper: /^\p{Lu}/u.test(piece),
    base,
    ordered: () => {
      inOrder ??= ordered(piece, norm, base);
      return inOrder;
    },
    stop: STOP_WORDS.has(norm) && !/ñ/i.test(piece),
    verbForm: VERB_FORMS.has(norm),
  };
  if (wordsAlone.size >= WORDS_KEPT) wordsAlone.clear();
  wordsAlone.set(piece, word);
  return word;
}

/**
 * The readings in order: the noun as written first ("líneas" is the plural of "línea", not of
 * "líneo"; "año", not "ano"; "cuerdas" → "cuerda", not "cuerdo"), and no noun for a verb form the
 * dictionary lacks or lists as a noun ("ven", "van", "salga").
 */
function ordered(piece: string, norm: string, readings: WordReading[]): WordReading[] {
  let out = readings;
  const chosen = out.some((r) => r.pos === 'noun') ? nounAsWritten(piece, norm, out) : undefined;
  if (chosen) out = [chosen, ...out.filter((r) => r !== chosen)];
  if (VERB_FORMS.has(norm)) out = out.filter((r) => r.pos !== 'noun');
  return out;
}

/** What a token keeps of its readings: their lemmas, and the noun's, as the dictionary writes it. */
interface ReadingsRead {
  lemmas: string[];
  nounLemma: string | null;
  noun: { display: string; gender: 'm' | 'f'; plural: boolean } | null;
}
/** Per readings list (most are a word's own, kept in `wordsAlone`) and the word's norm. */
const readOf = new WeakMap<WordReading[], Map<string, ReadingsRead>>();
function readingsRead(readings: WordReading[], norm: string): ReadingsRead {
  let byNorm = readOf.get(readings);
  const known = byNorm?.get(norm);
  if (known) return known;
  let noun = readings.find((r) => r.pos === 'noun') ?? null;
  // "herrajes" read as the plural of «herraj»: no Spanish noun ends so but a few (reloj, boj);
  // the singular of a plural in «-jes» is in «-je».
  if (
    noun &&
    /jes$/.test(norm) &&
    /j$/.test(fold(noun.lemma)) &&
    !/^(reloj|boj|carcaj)$/.test(fold(noun.lemma))
  )
    noun = { ...noun, lemma: `${noun.lemma}e` };
  let nounRead: ReadingsRead['noun'] = null;
  if (noun) {
    const display = accented(noun.lemma);
    nounRead = {
      display,
      gender: genderOfNoun(display),
      plural: fold(noun.lemma) !== norm && /s$/.test(norm),
    };
  }
  const read: ReadingsRead = {
    lemmas: [...new Set(readings.map((r) => fold(r.lemma)))],
    nounLemma: noun ? fold(noun.lemma) : null,
    noun: nounRead,
  };
  if (!byNorm) {
    byNorm = new Map();
    readOf.set(readings, byNorm);
  }
  byNorm.set(norm, read);
  return read;
}

/** The quotes a word may carry ("l'aigua"): the fold leaves them out. */
const QUOTE = /['']/;

/** Every token's lemma, lemmas and word, in that order. */
function lemmasOf(tokens: Token[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens) {
    // "las fiestas de San Roque": a saint's name, never the word «san» (a savings circle).
    if (/^(san|santa|santo)$/.test(t.norm) && /^\p{Lu}/u.test(t.text)) continue;
    out.add(t.lemma);
    for (const l of t.lemmas) out.add(l);
    out.add(t.norm);
  }
  return out;
}

/**
 * The noun reading written as the word is, singular or plural: "año" (not "ano"), "cuerdas" →
 * "cuerda" (not "cuerdo"), "lineas" → "línea" (not "líneo").
 */
function nounAsWritten(piece: string, norm: string, readings: WordReading[]) {
  const lower = piece.toLowerCase();
  const asWritten = new Set([lower, lower.replace(/s$/, ''), lower.replace(/es$/, '')]);
  const written = new Set([norm, norm.replace(/s$/, ''), norm.replace(/es$/, '')]);
  return (
    readings.find((r) => r.pos === 'noun' && asWritten.has(r.lemma.toLowerCase())) ??
    readings.find((r) => r.pos === 'noun' && written.has(fold(r.lemma)))
  );
}

function extraNoun(word: string): WordReading | null {
  const singular = EXTRA_NOUNS[word]
    ? word
    : EXTRA_NOUNS[word.replace(/es$/, '')]
      ? word.replace(/es$/, '')
      : EXTRA_NOUNS[word.replace(/s$/, '')]
        ? word.replace(/s$/, '')
        : null;
  return singular ? { lemma: EXTRA_NOUNS[singular]!, pos: 'noun', gendered: false } : null;
}

/**
 * Examples: "dejen anticipo", "el deposito", "controlar el consumo", "limpieza, desayuno, trato".
 * Not after "de": "camionetas
 * de reparto" says what the vans are for, it names no list.
 */
function deverbalNoun(
  norm: string,
  readings: WordReading[],
  prev: Token | undefined,
  before: Token | undefined,
): WordReading | null {
  if (!prev || !/o$/.test(norm) || norm.length < 5) return null;
  if (readings.length === 0 || readings.some((r) => r.pos !== 'verb')) return null;
  // The first person of an -ar, -er or -ir verb: anticipo ← anticipar, consumo ← consumir.
  const stem = norm.slice(0, -1);
  if (
    !readings.some(
      (r) => /^(.*)(ar|er|ir)$/.test(fold(r.lemma)) && fold(r.lemma).slice(0, -2) === stem,
    )
  )
    return null;
  if (/^(que|yo|se|me|te|lo|le|les|nos)$/.test(prev.norm)) return null;
  // "limpieza, desayuno, trato": one more noun of a list (not after "y": "… y visito farmacias").
  const listed = prev.commaAfter && prev.pos === 'noun' && before !== undefined;
  const after =
    listed ||
    (DETERMINERS.has(prev.norm) && !/^(de|del)$/.test(prev.norm)) ||
    /^(con|sin|el|la|los|las|un|una|su|sus)$/.test(prev.norm) ||
    prev.pos === 'verb';
  return after ? { lemma: norm, pos: 'noun', gendered: false } : null;
}

/** Nouns the dictionary lists only through a derivation: "repeticiones", "mantenciones". */
const DERIVED = /^(.{3,}(?:ci[oó]n|si[oó]n|dad|tud|miento|aje|ura|ista|ero|era))(es|s)?$/;
function derivedNoun(word: string): WordReading[] {
  const m = DERIVED.exec(word);
  if (!m) return [];
  const lemma = m[1]!.replace(/cion$/, 'ción').replace(/sion$/, 'sión');
  return [{ lemma, pos: 'noun', gendered: false }];
}

function token(
  text: string,
  norm: string,
  lemma: string,
  lemmas: string[],
  pos: Pos,
  nounLemma: string | null,
  capital: boolean,
  i: number,
): Token {
  return {
    text,
    norm,
    lemma,
    lemmas,
    pos,
    nounLemma,
    display: lemma,
    gender: null,
    plural: false,
    capital,
    i,
    breakAfter: false,
    commaAfter: false,
    colonAfter: false,
    aside: false,
    arrowAfter: false,
    slashAfter: false,
  };
}

/**
 * Where a phrase of folded lemmas or words occurs ("pista de padel", "pedir cita"): each word of
 * the phrase matches a token's word, lemma or any of its lemmas; up to `gap` stop words may sit
 * between two words of the phrase. Returns the index of its first token, or -1.
 */
export function findPhrase(text: IdeaText, phrase: string[], gap = 1): number {
  const { tokens } = text;
  const first = phrase[0];
  if (!first) return -1;
  for (let i = 0; i < tokens.length; i++) {
    if (!matches(tokens[i]!, first)) continue;
    let at = i;
    let ok = true;
    for (let k = 1; k < phrase.length; k++) {
      let next = at + 1;
      let skipped = 0;
      while (next < tokens.length && !matches(tokens[next]!, phrase[k]!)) {
        if (tokens[next]!.pos !== 'stop' || ++skipped > gap) {
          next = tokens.length;
          break;
        }
        next++;
      }
      if (next >= tokens.length) {
        ok = false;
        break;
      }
      at = next;
    }
    if (ok) return i;
  }
  return -1;
}

export function matches(t: Token, word: string): boolean {
  return t.norm === word || t.lemma === word || t.lemmas.includes(word);
}

const LETTER = /^\p{L}/u;
const QUOTE_MARK = /['"«»“”‘’]/u;

/**
 * The word a shorthand token stands for, written with its accents (`WRITTEN_OUT`): «q» → «que»,
 * «tlf» → «teléfono»; null for any other token. `around` is the text as written just before
 * and just after the token: a shorthand between quotes is a value, kept as written («la opción
 * "q"»). «x» is «por» only in lower case, between two words with a space each side and no mark
 * («cambia hortelanos x socios»; never «3 x 4», «talla X», «x, y»).
 */
export function writtenOut(
  tokens: readonly Token[],
  k: number,
  around: { before: string; after: string },
): string | null {
  const t = tokens[k]!;
  const word = WRITTEN_OUT[fold(t.text)];
  if (!word) return null;
  if (QUOTE_MARK.test(around.before.slice(-1)) || QUOTE_MARK.test(around.after.slice(0, 1)))
    return null;
  if (word !== 'por') return word;
  if (t.text !== 'x') return null;
  const prev = tokens[k - 1];
  const next = tokens[k + 1];
  return prev &&
    next &&
    !prev.breakAfter &&
    !t.breakAfter &&
    /\p{L}$/u.test(prev.text) &&
    LETTER.test(next.text) &&
    around.before.endsWith(' ') &&
    around.after.startsWith(' ')
    ? word
    : null;
}

const MOOD_WORDS = MOOD_PERIPHRASES.map(([said, mood]) => [said.split(' '), mood] as const);
const CLITICS = new Set(['me', 'nos', 'te', 'le', 'les']);
/** «no hace falta», «ya no nos hace falta», «ni X ni Y hacen falta»: not needed. */
const NEGATIONS = new Set(['no', 'ni', 'nunca', 'tampoco']);

/**
 * A periphrasis of mood that starts at token `k`, read as the mood it says (`MOOD_PERIPHRASES`,
 * `NEED_PERIPHRASES`, `WERE_BEFORE`): the index of its last token and the mood, written. «tiene
 * que ser» → «sea», «me hace falta» → «falta», «que … fuera el verde» → «sea»; null for any
 * other token. No mark may stand inside it («tiene que, ser …» is no periphrasis).
 */
export function moodAt(tokens: readonly Token[], k: number): { last: number; mood: string } | null {
  const t = tokens[k]!;
  const joined = (n: number) => {
    for (let j = k; j < k + n - 1; j++) if (!tokens[j] || tokens[j]!.breakAfter) return false;
    return !!tokens[k + n - 1];
  };
  for (const [said, mood] of MOOD_WORDS) {
    if (said[0] !== t.norm || !joined(said.length)) continue;
    if (said.every((w, j) => tokens[k + j]!.norm === w)) return { last: k + said.length - 1, mood };
  }
  // «(me) hace falta», never after «no», «ni», «nunca» or «tampoco» in its clause.
  const clitic = CLITICS.has(t.norm) && !t.breakAfter ? 1 : 0;
  const verb = tokens[k + clitic];
  if (
    verb &&
    NEED_PERIPHRASES.has(verb.norm) &&
    !verb.breakAfter &&
    tokens[k + clitic + 1]?.norm === 'falta'
  ) {
    const before = tokens[k - 1];
    let negated = false;
    for (let j = k - 1; j >= 0 && !tokens[j]!.breakAfter && !negated; j--)
      negated = NEGATIONS.has(tokens[j]!.norm);
    // (A clitic before a «hace falta» is read with it, from the clitic.)
    if (!negated && !(clitic === 0 && CLITICS.has(before?.norm ?? '') && !before!.breakAfter))
      return { last: k + clitic + 1, mood: 'falta' };
  }
  // «que … fuera el verde».
  if ((t.norm === 'fuera' || t.norm === 'fuese') && !t.breakAfter) {
    const next = tokens[k + 1];
    if (!next || !WERE_BEFORE.test(next.norm)) return null;
    let chars = 0;
    for (let j = k - 1; j >= 0 && !tokens[j]!.breakAfter; j--) {
      if (tokens[j]!.norm === 'que') return { last: k, mood: 'sea' };
      chars += tokens[j]!.text.length + 1;
      if (chars > 41) break;
    }
  }
  return null;
}

/**
 * «tanto X como Y» read as «X y Y», two things said together: where the «como» that pairs the
 * «tanto» at token `k` stands, in the same clause with words between them («Tanto la foto como
 * la descripción sobran» → «la foto y la descripción sobran»); null for any other token. Never
 * «tanto como antes» (nothing between), nor a «como» after a mark («tanto, como dije, …»).
 */
export function bothAsAt(tokens: readonly Token[], k: number): number | null {
  if (tokens[k]!.norm !== 'tanto') return null;
  for (let j = k; j < tokens.length - 1; j++) {
    if (tokens[j]!.breakAfter) return null;
    if (j > k + 1 && tokens[j + 1]!.norm === 'como') return j + 2 < tokens.length ? j + 1 : null;
  }
  return null;
}
