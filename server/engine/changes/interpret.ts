// The interpreter of the change grammar (issue 39 item 1, decision 0241): an instruction is read
// once by the engine's analysis pass (`server/engine/analysis`), the courtesy and reason spans of
// `SKIP_PHRASES` are set aside, and every rule of `CHANGE_RULES` is matched against what is left,
// whole. Every match is a reading: its slots are resolved against the app's names (the change
// reader's resolver, `change-match.ts`) and turned into operations. The interpreter never
// chooses: it returns every reading, and the reader applies each (`applyOperations`) and asks
// when two different ones survive.

import type { ChangeOperation } from '../../../contracts/app-changes.ts';
import type { DataEntity, DataField, DataModel, FieldType } from '../../../contracts/data-model.ts';
import { TYPE_WORDS, verbIntent } from '../../lib/ai/offline/change-lexicon.ts';
import { Names, type Target } from '../../lib/ai/offline/change-match.ts';
import { Lru, lruPerPair, plainCopy } from '../../lib/ai/offline/lru.ts';
import {
  accented,
  fold,
  isKnown,
  pluralize,
  analyze as readWord,
} from '../../lib/ai/offline/morphology.ts';
import { analysedTokens, bothAsAt, moodAt, type Token, writtenOut } from '../analysis/analyze.ts';
import { CHANGE_RULES, type ChangeRule, type OpTemplate } from './grammar.ts';
import {
  CHILD_LABELS,
  CORRECTION_OPENINGS,
  KIN_WORDS,
  MEDIA_TYPES,
  NEEDS_ADDED,
  ORDER_OF_INFINITIVE,
  PLURAL_POSSESSIVES,
  RATING_LABELS,
  SKIP_PHRASES,
  type SkipPhrase,
  typeFromName,
  WORD_CLASSES,
} from './words.ts';

export interface GrammarReading {
  rule: string;
  operations: ChangeOperation[];
}

// ——— patterns ———

type Element =
  | { kind: 'class'; name: string; slot?: string; optional: boolean }
  | { kind: 'words'; words: Set<string>; optional: boolean }
  | { kind: 'slot'; slot: string; optional: boolean }
  | { kind: 'many'; name: string }
  /** `→`, `/`: the mark written after the word before (see `Token.arrowAfter`, `slashAfter`). */
  | { kind: 'mark'; mark: 'arrowAfter' | 'slashAfter'; optional: boolean };

const compiled = new WeakMap<ChangeRule, Element[]>();

/** "@add", "@media=media", "el|la?", "{entity}", "{entity}?", "~scale". */
export function compilePattern(pattern: string): Element[] {
  return pattern
    .split(/\s+/u)
    .filter(Boolean)
    .map((raw): Element => {
      if (/^(?:→|\/)\??$/u.test(raw))
        return {
          kind: 'mark',
          mark: raw.startsWith('→') ? 'arrowAfter' : 'slashAfter',
          optional: raw.endsWith('?'),
        };
      const optional = raw.endsWith('?');
      const p = optional ? raw.slice(0, -1) : raw;
      if (p.startsWith('~')) {
        if (!SPECIAL_MANY.has(p.slice(1))) requireClass(p.slice(1));
        return { kind: 'many', name: p.slice(1) };
      }
      if (p.startsWith('@')) {
        const [name, slot] = p.slice(1).split('=');
        requireClass(name!);
        return { kind: 'class', name: name!, slot, optional };
      }
      const slot = /^\{(\w+)\}$/u.exec(p);
      if (slot) return { kind: 'slot', slot: slot[1]!, optional };
      return { kind: 'words', words: new Set(p.split('|')), optional };
    });
}

/**
 * `~tail` (a description of the thing just named), `~said` (what a topic named first is said to
 * be, up to the end of its clause: "Las hornadas no las vamos a controlar más,") and `~aside`
 * (a clause after the request that asks for nothing: ", ahora la entrada es libre").
 */
const SPECIAL_MANY = new Set([
  'tail',
  'said',
  'aside',
  'reason',
  'brackets',
  'context',
  'sentence',
]);

function requireClass(name: string): void {
  if (!WORD_CLASSES[name]) throw new Error(`Clase de palabras desconocida: ${name}`);
}

const inClass = (t: Token, name: string) => {
  const c = WORD_CLASSES[name]!;
  return c.has(t.norm) || t.lemmas.some((l) => c.has(l)) || c.has(t.lemma);
};

/** Longest a name slot may be; an options list may run longer. */
const MAX_SLOT = 6;
const MAX_MATCHES = 24;

type Slots = Record<string, Token[]>;

/** Every way the pattern covers all the tokens, each as its slots. */
export function matchAll(elements: Element[], tokens: Token[]): Slots[] {
  const out: Slots[] = [];
  const step = (ei: number, ti: number, slots: Slots) => {
    if (out.length >= MAX_MATCHES) return;
    if (ei === elements.length) {
      if (ti === tokens.length) out.push({ ...slots });
      return;
    }
    const el = elements[ei]!;
    const t = tokens[ti];
    if (el.kind === 'mark') {
      if (el.optional || (ti > 0 && tokens[ti - 1]![el.mark])) step(ei + 1, ti, slots);
      return;
    }
    if (el.kind === 'many' && el.name === 'tail') {
      if (ti === tokens.length || describes(tokens.slice(ti))) step(ei + 1, tokens.length, slots);
      return;
    }
    if (el.kind === 'many' && el.name === 'said') {
      // What is said of a topic opens with a word that speaks of it ("ya no", "no nos", "las
      // apuntamos"), never one that picks some of its records ("Las citas de los lunes", "Los
      // clientes morosos"), and closes its clause.
      if (!t || !WORD_CLASSES.topicNext!.has(t.norm)) return;
      for (let end = ti + 1; end <= tokens.length; end++) {
        const last = tokens[end - 1]!;
        if (!talksAt(tokens, end - 1)) return;
        if (last.breakAfter) {
          step(ei + 1, end, { ...slots, said: tokens.slice(ti, end) });
          return;
        }
      }
      return;
    }
    if (el.kind === 'many' && el.name === 'sentence') {
      // A sentence of talk before the request, closed by a full stop ("Los árbitros los asigna
      // la asociación, no nosotros. Borra …"): no order, no condition.
      if (ti !== 0) return;
      for (let end = 1; end < tokens.length; end++) {
        const last = tokens[end - 1]!;
        if (!talksAt(tokens, end - 1)) return;
        if (last.breakAfter && !last.commaAfter && !last.colonAfter) {
          step(ei + 1, end, { ...slots, said: tokens.slice(0, end) });
          return;
        }
      }
      return;
    }
    if (el.kind === 'many' && el.name === 'brackets') {
      // Words in brackets ("quitar con riego (ya todas tienen)"): an aside of talk.
      let j = ti;
      while (j < tokens.length && tokens[j]!.aside) j++;
      if (tokens.slice(ti, j).every((_x, k) => talksAt(tokens, ti + k)))
        step(ei + 1, j, { ...slots, said: tokens.slice(ti, j) });
      return;
    }
    if (el.kind === 'many' && el.name === 'context') {
      // What the owner says of themselves before the request ("Somos solo dos en la clínica
      // y …"): it opens the instruction with "somos", "tenemos" …, holds no order and ends
      // at "y" or at the end of its clause.
      if (ti !== 0 || !t || !WORD_CLASSES.weAre!.has(t.norm)) {
        step(ei + 1, ti, slots);
        return;
      }
      for (let end = 1; end < tokens.length; end++) {
        const last = tokens[end - 1]!;
        if (verbIntent(last.norm) || WORD_CLASSES.notContext!.has(last.norm)) break;
        if (last.breakAfter) step(ei + 1, end, { ...slots, context: tokens.slice(0, end) });
        else if (tokens[end]!.norm === 'y')
          step(ei + 1, end + 1, { ...slots, context: tokens.slice(0, end) });
      }
      return;
    }
    if (el.kind === 'many' && (el.name === 'aside' || el.name === 'reason')) {
      // A clause after the request, set off by a stop or a comma, that asks for nothing
      // (`~reason`: there must be one).
      if (ti === tokens.length) {
        if (el.name === 'aside') step(ei + 1, ti, slots);
      } else if (
        ti > 0 &&
        tokens[ti - 1]!.breakAfter &&
        // ("…, y el campo Pagado, ¿puede llamarse Cobrado?": "y" joins another request.)
        !FILLERS.has(tokens[ti]!.norm) &&
        // ("quita la raza, o sea la especie": a correction of the name said, never a reason.)
        !opensCorrection(tokens, ti) &&
        tokens.every((_x, k) => k < ti || talksAt(tokens, k))
      )
        step(ei + 1, tokens.length, { ...slots, aside: tokens.slice(ti) });
      return;
    }
    if (el.kind === 'many') {
      let j = ti;
      while (j < tokens.length && inClass(tokens[j]!, el.name)) j++;
      // Greedy and final: what a "many" element leaves is not a scale word.
      step(ei + 1, j, slots);
      return;
    }
    if (el.optional) step(ei + 1, ti, slots);
    if (!t) return;
    if (el.kind === 'words') {
      if (el.words.has(t.norm)) step(ei + 1, ti + 1, slots);
      return;
    }
    if (el.kind === 'class') {
      if (!inClass(t, el.name)) return;
      step(ei + 1, ti + 1, el.slot ? { ...slots, [el.slot]: [t] } : slots);
      return;
    }
    // A slot: one or more tokens, never opening with a word of no meaning ("el", "de"), never
    // across the end of a clause (a comma is allowed in a list of options).
    const list = el.slot === 'options';
    // "sin gluten": a yes/no said as what a record is may open with "sin".
    // "sin gluten": a yes/no said as what a record is may open with "sin"; "Con riego": a
    // name of the app may open with a word of no meaning other than an article or "de".
    // ("Al corriente", "Por la tarde": a new name may open with one, as part of it; whether
    // it is a name, `newNameOf` decides. Never with "a", "en", "como": they say where it goes.)
    const target = el.slot === 'target' || el.slot === 'target2';
    const opens =
      opensSlot(t, list || target) ||
      // ("cambia En reparación por Averiada": a name of the app written with a capital inside
      // the sentence may open with "en", as it is seen.)
      // ("… por «En reparación»": so may a value written with a capital.)
      ((target || list) && t.capital && !WORD_CLASSES.det!.has(t.norm)) ||
      (el.slot === 'boolLabel' && (t.norm === 'sin' || t.norm === 'con')) ||
      // («que diga Para regalar»: a written name may open with such a word, with a capital.)
      (el.slot === 'writtenLabel' && t.capital && !WORD_CLASSES.det!.has(t.norm)) ||
      // ("que se llame Qué incluye": a question word with its accent and a capital.)
      (el.slot === 'newName' && namedByQuestion(t)) ||
      (el.slot === 'newName' &&
        !WORD_CLASSES.det!.has(t.norm) &&
        !WORD_CLASSES.notInName!.has(t.norm) &&
        t.norm !== 'a' &&
        t.norm !== 'en');
    if (!opens) return;
    const max = list ? tokens.length : MAX_SLOT;
    for (let end = ti + 1; end <= Math.min(tokens.length, ti + max); end++) {
      const last = tokens[end - 1]!;
      // An order inside a name or a list is a second request, never part of it (but in a name
      // opened by a question word: «Qué incluye»).
      if (verbIntent(last.norm) && !(el.slot === 'newName' && namedByQuestion(tokens[ti]!))) break;
      if (list && (WORD_CLASSES.notOption!.has(last.norm) || WORD_CLASSES.clause!.has(last.norm)))
        break;
      // A new name holds no "y" or "a": "a socios y las parcelas a huertos" is two renames.
      if (
        /^(?:label|plainLabel)$/u.test(el.slot) &&
        (WORD_CLASSES.joins!.has(last.norm) || WORD_CLASSES.notInLabel!.has(last.norm))
      )
        break;
      if (el.slot === 'plainLabel' && WORD_CLASSES.notInName!.has(last.norm)) break;
      // A name written after «que diga» holds «en», «de» («Bici en garaje»), never a join
      // or a word that opens a clause.
      if (
        el.slot === 'writtenLabel' &&
        (WORD_CLASSES.joins!.has(last.norm) ||
          // («Para regalar»: a name may open with one, as part of it.)
          (end - 1 > ti && WORD_CLASSES.notInWrittenName!.has(last.norm)))
      )
        break;
      step(ei + 1, end, { ...slots, [el.slot]: tokens.slice(ti, end) });
      if (last.breakAfter && !(list && last.commaAfter)) break;
      // (An arrow or a slash between spaces ends what it follows: "Cliente → Socio y …".)
      if (last.arrowAfter || last.slashAfter) break;
    }
  };
  step(0, 0, {});
  return out;
}

/**
 * A word of talk: no order (other than a wish said of the thing: "no quiero guardarlo"), no
 * condition and no restriction ("si", "cuando", "solo", "excepto").
 */
function talks(t: Token, next?: Token): boolean {
  // ("somos solo dos": "solo" before a number counts, it restricts nothing.)
  if (t.norm === 'solo' && next && WORD_CLASSES.number!.has(next.norm)) return true;
  if (WORD_CLASSES.notTalk!.has(t.norm)) return false;
  // ("…, los lunes avísame": an order of the grammar's own classes asks for something.)
  if (ORDERS.some((c) => WORD_CLASSES[c]!.has(t.norm))) return false;
  // ("¿puede llamarse Cobrado?": an order with "se" is an order too.)
  const bare = t.norm.length > 5 ? t.norm.replace(/se$/u, '') : t.norm;
  return (!verbIntent(t.norm) && !verbIntent(bare)) || WORD_CLASSES.talkVerb!.has(t.norm);
}

/** The word classes of orders: a word of one of them is never talk. */
const ORDERS = [
  'notifyMe',
  'sendMe',
  'notifyAuthor',
  'removeIt',
  'addIt',
  'makeIt',
  'changeIt',
  'callIt',
];

/**
 * Whether the word at `k` is talk: `talks`, an infinitive another verb governs, or a verb after
 * its object pronoun ("los asigna la asociación": said of someone, never an order).
 */
function talksAt(tokens: Token[], k: number): boolean {
  return (
    talks(tokens[k]!, tokens[k + 1]) ||
    governed(tokens, k) ||
    (k > 0 &&
      WORD_CLASSES.proclitic!.has(tokens[k - 1]!.norm) &&
      !/(?:lo|la|los|las|le|les)$/u.test(tokens[k]!.norm))
  );
}

/** An infinitive another verb governs ("empezamos a hacerla"): talk, never an order. */
function governed(tokens: Token[], k: number): boolean {
  return (
    k > 0 &&
    /^(?:a|de)$/u.test(tokens[k - 1]!.norm) &&
    /(?:ar|er|ir)(?:lo|la|los|las)?$/u.test(tokens[k]!.norm)
  );
}

/** Words a description of the thing just named opens with ("una foto de cómo…", "con el pedido"). */
const DESCRIBES = new Set(['de', 'del', 'con', 'para', 'en', 'donde', 'que', 'sobre']);

/**
 * What follows a named thing and only describes it: it opens with a preposition, stays in one
 * clause and holds no order ("… de la herramienta, quita la fianza" and "… y quita la fianza"
 * are two requests, never a description).
 */
function describes(ts: Token[]): boolean {
  if (!DESCRIBES.has(ts[0]!.norm)) return false;
  // "un documento de identidad": a noun right after "de" is part of the name, not a description.
  if (ts[0]!.norm === 'de' && ts[1] && ts[1].pos !== 'stop') return false;
  // "un pdf del informe" may name the field ("Informe"): only a clause describes ("de cómo se
  // devolvió", "con el pedido firmado"), or a purpose ("para …").
  if (
    ts[0]!.norm !== 'para' &&
    !ts.some((t) => t.pos === 'verb' || /(?:ado|ada|ido|ida)$/u.test(t.norm))
  )
    return false;
  return ts.every(
    (t, i) =>
      (i === ts.length - 1 || !t.breakAfter) &&
      !verbIntent(t.norm) &&
      !(t.norm === 'y' && ts[i + 1] && verbIntent(ts[i + 1]!.norm)),
  );
}

/**
 * A slot never opens with a word of no meaning ("el", "de") nor with "campo" (said before a
 * name, it is not the name); a list of options may open with "no" ("«No presentada»").
 */
function opensSlot(t: Token, list: boolean): boolean {
  if (WORD_CLASSES.fieldWord!.has(t.norm) && !list) return false;
  if (t.pos !== 'stop') return true;
  return (
    list &&
    !WORD_CLASSES.det!.has(t.norm) &&
    !WORD_CLASSES.of!.has(t.norm) &&
    !WORD_CLASSES.to!.has(t.norm)
  );
}

// ——— spans set aside ———

/**
 * One word of a skipped phrase: any of its spellings (`a|b`), optional when it ends in `?`, or
 * `*`, one to four words of the writer's own ("estimada Marta").
 */
interface PhraseWord {
  words: Set<string> | null;
  optional: boolean;
  /** It may follow a mark ("Perdona, pero …"). */
  afterMark: boolean;
}

const phraseCache = new Map<string, PhraseWord[]>();
function phraseWords(p: string): PhraseWord[] {
  let out = phraseCache.get(p);
  if (!out) {
    out = p.split(' ').map((raw) => {
      const optional = raw.endsWith('?');
      const afterMark = raw.startsWith(',');
      const w = raw.slice(afterMark ? 1 : 0, optional ? -1 : undefined);
      return { words: w === '*' ? null : new Set(w.split('|')), optional, afterMark };
    });
    phraseCache.set(p, out);
  }
  return out;
}

/** The first word of a token (a joined one, "por favor", is several). */
function firstWord(t: Token): string {
  const space = t.norm.indexOf(' ');
  return space < 0 ? t.norm : t.norm.slice(0, space);
}

/** Whether the phrase may start at this token: its first word, when it must be there, is this one. */
function mayStart(els: PhraseWord[], t: Token | undefined): boolean {
  const head = els[0];
  if (!head?.words || head.optional || head.afterMark) return true;
  return !!t && head.words.has(firstWord(t));
}

const NO_SKIP: ReadonlySet<number> = new Set();
const NO_ENDS: readonly number[] = [];

/** Whether the phrase may start at some token whose first words are `firsts` (see mayStart). */
function mayStartIn(els: PhraseWord[], firsts: ReadonlySet<string>): boolean {
  const head = els[0];
  if (!head?.words || head.optional || head.afterMark) return true;
  for (const w of head.words) if (firsts.has(w)) return true;
  return false;
}

/**
 * Every token index where the phrase, starting at token `i`, may end (exclusive), longest
 * first. A token the analysis joined ("porfa" is read as "por favor") counts as its words; the
 * tokens of `skip` (spans already set aside) are stepped over, and an aside between two commas
 * ("Mi, por favor, socio dice que …") leaves no mark between the words around it.
 */
function phraseEnds(
  tokens: Token[],
  i: number,
  phrase: string | PhraseWord[],
  skip: ReadonlySet<number> = NO_SKIP,
): readonly number[] {
  const els = typeof phrase === 'string' ? phraseWords(phrase) : phrase;
  // Most phrases cannot start here: their first word, when it must be there, is not this one.
  if (!mayStart(els, tokens[i])) return NO_ENDS;
  const run: EndsRun = { tokens, i, els, skip, ends: [], longest: -1 };
  endsStep(run, i, 0, 0);
  return run.ends!.length < 2 ? run.ends! : run.ends!.sort((a, b) => b - a);
}

/** The longest end of `phraseEnds` (its first), or -1 when the phrase ends nowhere. */
function longestEnd(
  tokens: Token[],
  i: number,
  els: PhraseWord[],
  skip: ReadonlySet<number> = NO_SKIP,
): number {
  if (!mayStart(els, tokens[i])) return -1;
  const run: EndsRun = { tokens, i, els, skip, ends: null, longest: -1 };
  endsStep(run, i, 0, 0);
  return run.longest;
}

/** One search of `phraseEnds`: every end found (`ends`, without repeats) or the longest. */
interface EndsRun {
  tokens: Token[];
  i: number;
  els: PhraseWord[];
  skip: ReadonlySet<number>;
  ends: number[] | null;
  longest: number;
}

/** The next token after `ti` that no span set aside. */
function nextKept(skip: ReadonlySet<number>, ti: number): number {
  let j = ti + 1;
  while (skip.has(j)) j++;
  return j;
}

/** A mark between the kept token before `ti` and `ti`. */
function markBefore(tokens: Token[], skip: ReadonlySet<number>, ti: number): boolean {
  let prev = ti - 1;
  while (prev >= 0 && skip.has(prev)) prev--;
  if (prev < 0) return false;
  if (prev === ti - 1) return tokens[prev]!.breakAfter;
  return tokens[prev]!.commaAfter && tokens[ti - 1]!.commaAfter
    ? false
    : tokens[prev]!.breakAfter || tokens[ti - 1]!.breakAfter;
}

/** ti: the token; sub: the word inside a joined token; ei: the element. */
function endsStep(run: EndsRun, ti: number, sub: number, ei: number): void {
  const { tokens, els, skip } = run;
  if (ei === els.length) {
    if (sub === 0) {
      if (run.ends && !run.ends.includes(ti)) run.ends.push(ti);
      if (ti > run.longest) run.longest = ti;
    }
    return;
  }
  const el = els[ei]!;
  if (el.optional) endsStep(run, ti, sub, ei + 1);
  const t = tokens[ti];
  if (!t) return;
  if (!el.words) {
    if (sub !== 0 || (ti > run.i && markBefore(tokens, skip, ti))) return;
    let at = ti;
    for (let n = 1; n <= 4 && at < tokens.length; n++) {
      const after = nextKept(skip, at);
      endsStep(run, after, 0, ei + 1);
      if (after >= tokens.length || markBefore(tokens, skip, after)) break;
      at = after;
    }
    return;
  }
  // The words of a phrase are written together: no mark between them ("Hola, chicos." is a
  // greeting and a word of its own).
  if (sub === 0 && ti > run.i && markBefore(tokens, skip, ti) && !el.afterMark) return;
  // (Most tokens are one word: no list of its words to make.)
  if (!t.norm.includes(' ')) {
    if (sub !== 0 || !el.words.has(t.norm)) return;
    endsStep(run, nextKept(skip, ti), 0, ei + 1);
    return;
  }
  const parts = t.norm.split(' ');
  if (!el.words.has(parts[sub]!)) return;
  if (sub + 1 < parts.length) endsStep(run, ti, sub + 1, ei + 1);
  else endsStep(run, nextKept(skip, ti), 0, ei + 1);
}

/**
 * Where a context that opens the instruction ends (`contextBefore`: "Como a veces se nos olvida
 * …, estaría bien que …"): at the first comma followed by one of its wishes, within the same
 * sentence. `pos` when there is none.
 */
function contextEnd(tokens: Token[], pos: number, s: SkipPhrase, skip: ReadonlySet<number>) {
  if (!s.phrases.some((p) => phraseEnds(tokens, pos, p, skip).length > 0)) return pos;
  for (let j = pos; j < tokens.length - 1; j++) {
    const t = tokens[j]!;
    if (t.breakAfter && !t.commaAfter && !t.colonAfter) return pos;
    if (t.commaAfter && (s.until ?? []).some((p) => phraseEnds(tokens, j + 1, p).length > 0))
      return j + 1;
  }
  return pos;
}

/** An order with a pronoun ("quítalas", "bórralo"): it points back at what was said before. */
const pointsBack = (t: Token) => !!verbIntent(t.norm) && /.{3,}(?:lo|la|los|las)$/u.test(t.norm);

/** One of `words`. */
const oneOf = (norm: string, words: readonly string[]) => words.includes(norm);

/**
 * The order a verb of `ORDER_OF_INFINITIVE` asks for once the modal or the wish before it is
 * skipped, or null: its infinitive, with its pronoun ("quitarla" → "quitala"), or (`finite`)
 * its second person, said or wished ("¿me añades …?", "quiero que quites …" → "añade", "quita").
 * `pointing`: only an infinitive that carries its pronoun ("habría que quitarlos").
 */
function orderOf(t: Token, kind: SkipPhrase['orders']): string | null {
  // (`need`: what the owner needs to do with a thing is to add it.)
  if (kind === 'need') {
    const need = /^(\p{L}+?r)(?:le|les)?$/u.exec(t.norm);
    return need && NEEDS_ADDED.includes(need[1]!) ? 'añade' : null;
  }
  const m = /^(\p{L}+?r)(selo|sela|selos|selas|lo|la|los|las|le|les|me|nos)?$/u.exec(t.norm);
  const order = m ? ORDER_OF_INFINITIVE[m[1]!] : undefined;
  // (`proclitic`: its pronoun said before the modal, none after the infinitive.)
  if (kind === 'proclitic' && order) return m![2] ? null : order;
  if (order && (kind !== 'pointing' || m![2])) return `${order}${m![2] ?? ''}`;
  if ((kind !== 'finite' && kind !== 'proclitic') || !/(?:as|es|ais|eis)$/u.test(t.norm))
    return null;
  const lemma =
    t.lemmas.find((l) => ORDER_OF_INFINITIVE[l]) ??
    `${t.norm.replace(/(?:as|es|ais|eis)$/u, '')}ar`;
  return ORDER_OF_INFINITIVE[lemma] ?? null;
}

/**
 * The order said in another person, as the tú form the clause reader reads, or null: "Añadid",
 * "llamad" (vosotros, anywhere); and opening a sentence (`atStart`), "Quiten", "Añada" (usted,
 * ustedes), "Hacé", "Sacá" (vos), "Quitaría", "Añadiríamos" (what I would do).
 */
function personOrder(t: Token, atStart: boolean): string | null {
  const you = /^(\p{L}+[aei])d$/u.exec(t.norm);
  const lemma =
    t.lemmas.find((l) => ORDER_OF_INFINITIVE[l]) ??
    (you && ORDER_OF_INFINITIVE[`${you[1]}r`] ? `${you[1]}r` : undefined);
  if (!lemma) return null;
  const order = ORDER_OF_INFINITIVE[lemma]!;
  if (t.norm === fold(order) || t.norm === lemma) return null;
  if (you && `${you[1]}r` === lemma) return order;
  if (!atStart) return null;
  // The subjunctive's vowel is never the indicative's ("quiten", not "quitan"); one with its
  // pronoun ("cámbiele", "sacale") is left as written.
  if (/(?:lo|la|los|las|le|les|me|nos|se)$/u.test(t.norm)) return null;
  if (lemma.endsWith('ar') ? /en?$/u.test(t.norm) : /an?$/u.test(t.norm)) return order;
  if (/[áéí]$/u.test(t.text)) return order;
  if (/ria(?:mos)?$/u.test(t.norm)) return order;
  return null;
}

/**
 * Words that carry a sentence on to its order: "Además, creen …". (Not "y": "… quítela. Y
 * agregue Semestral" is read whole, the values added to the field the sentence before named.)
 */
const LINKING = new Set(['ademas', 'tambien', 'luego', 'despues']);

/** The tokens that say an order in another person, and the order (see `personOrder`). */
function personOrders(tokens: Token[], skip: ReadonlySet<number>): { at: number; text: string }[] {
  const out: { at: number; text: string }[] = [];
  const ends = (i: number) => i < 0 || (tokens[i]!.breakAfter && !tokens[i]!.commaAfter);
  for (let i = 0; i < tokens.length; i++) {
    if (skip.has(i)) continue;
    let prev = i - 1;
    while (prev >= 0 && skip.has(prev)) prev--;
    const atStart =
      ends(prev) || (LINKING.has(tokens[prev]!.norm) && (ends(prev - 1) || prev - 1 < 0));
    const order = personOrder(tokens[i]!, atStart);
    let next = i + 1;
    while (skip.has(next)) next++;
    // (Not "Haría, por favor, falta …": a need, not an order.)
    if (order && tokens[next]?.norm !== 'falta') out.push({ at: i, text: order });
  }
  return out;
}

/**
 * Whether the words from `first` on are asked: a question opened by "¿" just before them that
 * runs to the end of the message (true), or one followed by more ("¿Se podría poner la raza con
 * una lista? Mestizo, …": false); null when no "¿" opens them.
 */
function askedAt(
  all: readonly Token[],
  first: Token,
  tokens: Token[],
  spans: readonly SkipPhrase[],
): boolean | null {
  if (all[first.i - 1]?.norm !== '¿') return null;
  const closed = all.slice(first.i, -1).find((t) => t.breakAfter && !t.commaAfter && !t.colonAfter);
  if (!closed) return true;
  // What follows the question may only close the message ("… ? Y ya está", "…? Gracias").
  const next = tokens.indexOf(all[closed.i + 1]!);
  return spans.some(
    (s) =>
      (s.where === 'end' || s.where === 'closing') &&
      s.phrases.some((p) => phraseEnds(tokens, next, p).includes(tokens.length)),
  );
}

/**
 * Whether the words before the comma that closes at `i` name a thing, as a question pointing
 * back at it needs ("El cliente del encargo, ¿lo puedes …?", "Lo de la raza, ¿…?"): one clause
 * that opens with an article.
 */
function namesTheThing(tokens: Token[], i: number): boolean {
  // (Courtesy inside it and its commas are no part of the clause: "Porfa el cliente …", "El,
  // por favor, cliente …".)
  const polite = (t: Token | undefined) =>
    !!t && /^(?:porfa|porfis|plis|pls|por|favor|por favor)$/u.test(t.norm);
  let j = i - 1;
  while (j > 0 && !(tokens[j - 1]!.breakAfter && !polite(tokens[j - 1]) && !polite(tokens[j]))) j--;
  while (j < i - 1 && polite(tokens[j])) j++;
  const first = tokens[j]!.norm;
  return /^(?:el|la|los|las)$/u.test(first) || (first === 'lo' && tokens[j + 1]?.norm === 'de');
}

/** The words of each phrase of a span, in its order (see phraseWords). */
const compiledOf = new WeakMap<SkipPhrase, PhraseWord[][]>();
function compiledPhrases(s: SkipPhrase): PhraseWord[][] {
  let out = compiledOf.get(s);
  if (!out) {
    out = s.phrases.map(phraseWords);
    compiledOf.set(s, out);
  }
  return out;
}

/** Every span; those the grammar sets aside; those cut out of the text the clause reader reads. */
const EVERY_SPAN = () => true;
const GRAMMAR_SPANS = (s: SkipPhrase) => !s.textOnly;
const TEXT_SPANS = (s: SkipPhrase) => s.text === true || s.textOnly === true;

/** The spans a filter keeps, in their order: the filters are few and named, so kept per filter. */
const spansByFilter = new WeakMap<(s: SkipPhrase) => boolean, SkipPhrase[]>();
function spansOf(only: (s: SkipPhrase) => boolean): SkipPhrase[] {
  let out = spansByFilter.get(only);
  if (!out) {
    out = SKIP_PHRASES.filter(only);
    spansByFilter.set(only, out);
  }
  return out;
}

/**
 * Which tokens the spans of `SKIP_PHRASES` set aside (`only`: some of the spans), as indices
 * into `tokens`, the analysis tokens without "¿" and "¡".
 */
function skippedSpans(
  all: readonly Token[],
  only: (s: SkipPhrase) => boolean = EVERY_SPAN,
): {
  tokens: Token[];
  skip: Set<number>;
  skipped: string[];
  orders: { at: number; kind: SkipPhrase['orders']; clitic?: string }[];
  asked: boolean;
  /** Where a question after a comma opens that asks for an order: read as the order. */
  unasked: number[];
} {
  // "¿" and "¡" open a question or an exclamation; they name nothing.
  const tokens = all.filter((t) => t.norm !== '¿' && t.norm !== '¡');
  const firsts = tokens.map(firstWord);
  const firstWords = new Set(firsts);
  const question = all[0]?.norm === '¿';
  const spans = spansOf(only);
  const skip = new Set<number>();
  const skipped: string[] = [];
  // The infinitives a modal span stood before: the orders it asks for.
  const orders: { at: number; kind: SkipPhrase['orders']; clitic?: string }[] = [];
  // An `asked` span opened the one question of the message: its marks go too.
  let asked = false;
  const unasked: number[] = [];
  const drop = (from: number, to: number, id: string) => {
    for (let k = from; k < to; k++) skip.add(k);
    skipped.push(id);
  };
  for (const s of spans) {
    if (
      s.where === 'start' ||
      s.where === 'opening' ||
      s.where === 'end' ||
      s.where === 'closing' ||
      s.where === 'contextBefore' ||
      // (A span with a lead is read once what opens and closes the message is set aside.)
      s.lead
    )
      continue;
    const compiled = compiledPhrases(s);
    for (let pi = 0; pi < s.phrases.length; pi++) {
      const p = s.phrases[pi]!;
      const els = compiled[pi]!;
      // (A phrase whose first word is in no token starts nowhere.)
      if (!mayStartIn(els, firstWords)) continue;
      const head = els[0];
      const anyHead = !head?.words || head.optional || head.afterMark;
      for (let i = 0; i < tokens.length; i++) {
        if (skip.has(i) || !(anyHead || head!.words!.has(firsts[i]!))) continue;
        const end = longestEnd(tokens, i, els, skip);
        if (end < 0) continue;
        const afterBreak = i > 0 && tokens[i - 1]!.breakAfter;
        if (s.where === 'anywhere' && s.orders === 'proclitic') {
          // The pronoun before the modal ("El Nº de carné lo podéis llamar …"): the order is
          // the infinitive's, the pronoun goes after it ("llámalo"), as the clause reader reads.
          if (end >= tokens.length || !orderOf(tokens[end]!, s.orders)) continue;
          // A question after a comma that names the thing ("El cliente del encargo, ¿lo puedes
          // dejar opcional? A veces …", "El móvil, ¿me lo añades?") is the order that points
          // back: its marks go. Only there is a pronoun before a verb in the second person one.
          const pointing =
            i > 0 &&
            tokens[i - 1]!.commaAfter &&
            all[all.indexOf(tokens[i]!) - 1]?.norm === '¿' &&
            namesTheThing(tokens, i);
          const modal = tokens
            .slice(i, end)
            .some((t) => /^(?:pod|pued|hay$|habria$)/u.test(t.norm));
          if (!modal && (!pointing || /(?:ar|er|ir)$/u.test(tokens[end]!.norm))) continue;
          // (Voseo, "¿lo podés agregar?", only pointing back: elsewhere the clause reader reads
          // the question as it is.)
          if (!pointing && tokens.slice(i, end).some((t) => t.norm === 'podes')) continue;
          if (pointing) unasked.push(i);
          if (i === 0 && askedAt(all, tokens[0]!, tokens, spans)) asked = true;
          drop(i, end, s.id);
          // ("me lo añades": the pronoun of the thing, never the one of the owner.)
          const clitic = tokens
            .slice(i, end)
            .findLast((t) => /^(?:lo|la|los|las|le|les)$/u.test(t.norm))!.norm;
          orders.push({ at: end, kind: s.orders, clitic });
        } else if (s.where === 'anywhere' && s.orders) {
          // A modal inside the request, before the order it asks for ("…, habría que quitarlos").
          if (end >= tokens.length || !orderOf(tokens[end]!, s.orders)) continue;
          // (Opening the one question of the message, its marks go too.)
          if (i === 0 && askedAt(all, tokens[0]!, tokens, spans)) asked = true;
          drop(i, end, s.id);
          orders.push({ at: end, kind: s.orders });
        } else if (s.where === 'anywhere') {
          if (s.beforeMark && end < tokens.length && !tokens[end - 1]!.breakAfter) continue;
          if (s.notAfter && i > 0 && oneOf(tokens[i - 1]!.norm, s.notAfter)) continue;
          if (s.inClause && (i === 0 || tokens[i - 1]!.breakAfter)) continue;
          if (s.after && (i === 0 || !oneOf(tokens[i - 1]!.norm, s.after))) continue;
          if (s.before && (end >= tokens.length || !oneOf(tokens[end]!.norm, s.before))) continue;
          drop(i, end, s.id);
        }
        // A reason closes with a comma (or a full stop) just before the connector.
        else if (
          s.where === 'reasonBefore' &&
          afterBreak &&
          end < tokens.length &&
          !pointsBack(tokens[end]!) &&
          !/ sin (?:el|ella|ellos|ellas)(?: |$)/u.test(
            ` ${tokens
              .slice(end)
              .map((t) => t.norm)
              .join(' ')} `,
          )
        )
          drop(0, end, s.id);
        // "… porque me lo piden", "…, que me lo ha pedido mi socia": to the end.
        else if (
          s.where === 'reasonAfter' &&
          i > 1 &&
          (afterBreak || s.bare || p === 'porque' || p === 'que a veces') &&
          // (`lastClause`: no full stop, question or semicolon after it.)
          // It asks for nothing itself ("… porque sin chip no sale nadie, y el apodo que se
          // llame Nombre" holds a request of its own).
          (!s.lastClause ||
            (tokens.slice(i, -1).every((t) => !t.breakAfter || t.commaAfter || t.colonAfter) &&
              tokens
                .slice(end, s.firstPerson ? whenAfter(tokens, end) : tokens.length)
                .every(
                  (t) =>
                    !verbIntent(t.norm) ||
                    /(?:amos|emos|imos)$/u.test(t.norm) ||
                    (!!s.firstPerson && /o$/u.test(t.norm)),
                )))
        )
          drop(i, tokens.length, s.id);
      }
    }
  }
  // What opens the request ("Hola,", "¿Puedes …", "Me gustaría …"), one after another.
  for (let moved = true; moved; ) {
    moved = false;
    let pos = 0;
    while (skip.has(pos)) pos++;
    for (const s of spans) {
      if (s.where === 'contextBefore' && !moved) {
        const to = contextEnd(tokens, pos, s, skip);
        if (to > pos) {
          drop(pos, to, s.id);
          moved = true;
        }
        continue;
      }
      if (s.where !== 'start' && s.where !== 'opening') continue;
      // A question is asked whole: "¿y, por favor, si quitamos …?" does not open with "y,".
      if (s.where === 'start' && question) continue;
      if (moved) break;
      // The longest first: "quiero que" before "quiero", "buenas tardes" before "buenas".
      let best = -1;
      for (const els of compiledPhrases(s))
        for (const end of phraseEnds(tokens, pos, els, skip)) {
          // A span that would be all that is left is not one ("Hola, buenas tardes" keeps
          // "buenas tardes", never "tardes").
          if (end >= tokens.length) {
            best = tokens.length;
            break;
          }
          if (end <= best) continue;
          let lastWord = end - 1;
          while (lastWord > pos && skip.has(lastWord)) lastWord--;
          if (s.where === 'start' && !tokens[lastWord]!.breakAfter) continue;
          if (s.notBefore?.includes(tokens[end]!.norm)) continue;
          if (s.beforeInfinitive && !/^\p{L}{2,}(?:ar|er|ir)$/u.test(tokens[end]!.norm)) continue;
          if (s.before && !oneOf(tokens[end]!.norm, s.before)) continue;
          if (s.orders && !orderOf(tokens[end]!, s.orders)) continue;
          // (`asked`: inside a question, only when the question runs to the end.)
          if (s.asked && askedAt(all, tokens[pos]!, tokens, spans) === false) continue;
          best = end;
        }
      if (best > pos && best < tokens.length) {
        if (s.asked && askedAt(all, tokens[pos]!, tokens, spans)) asked = true;
        drop(pos, best, s.id);
        if (s.orders)
          for (const at of ordersFrom(tokens, best, s.orders)) orders.push({ at, kind: s.orders });
        moved = true;
      }
    }
  }
  // What closes it ("…, gracias", "… y ya está").
  for (let moved = true; moved; ) {
    moved = false;
    let last = tokens.length;
    while (last > 0 && skip.has(last - 1)) last--;
    for (const s of spans) {
      if (s.where !== 'end' && s.where !== 'closing') continue;
      // A span that would be all that is left is not one ("¡Muchas gracias!" stays whole).
      let first = 0;
      while (skip.has(first)) first++;
      const compiled = compiledPhrases(s);
      if (compiled.some((els) => longestEnd(tokens, first, els, skip) >= last)) continue;
      for (let pi = 0; pi < compiled.length; pi++) {
        const p = s.phrases[pi]!;
        const els = compiled[pi]!;
        if (!mayStartIn(els, firstWords)) continue;
        // The longest first: "muchas gracias" before "gracias".
        for (let i = Math.max(1, last - 8); i < last && !moved; i++) {
          if (skip.has(i) || longestEnd(tokens, i, els, skip) < last) continue;
          if (s.notAfter && oneOf(tokens[i - 1]!.norm, s.notAfter)) continue;
          if (s.where === 'end' && !tokens[i - 1]!.breakAfter && !/^y /u.test(p)) continue;
          drop(i, last, s.id);
          moved = true;
        }
      }
    }
  }
  // A need that opens its clause, once the openings and closings are set aside ("Porfa,
  // necesito saber …", "Quería pedir un cambio: en las mascotas necesito …").
  for (const s of spans) {
    if (!s.lead || s.where !== 'anywhere' || !s.orders) continue;
    for (const els of compiledPhrases(s)) {
      if (!mayStartIn(els, firstWords)) continue;
      for (let i = 0; i < tokens.length; i++) {
        if (skip.has(i)) continue;
        const end = longestEnd(tokens, i, els, skip);
        if (end < 0 || end >= tokens.length || !orderOf(tokens[end]!, s.orders)) continue;
        let prev = i - 1;
        while (prev >= 0 && skip.has(prev)) prev--;
        if (s.notAfter && prev >= 0 && oneOf(tokens[prev]!.norm, s.notAfter)) continue;
        if (!opensClause(tokens, i, s.lead, skip)) continue;
        if (s.lastSentence && !lastSentence(tokens, end)) continue;
        if (s.notNewList && newListAfter(tokens, end, s.notNewList)) continue;
        drop(i, end, s.id);
        orders.push({ at: end, kind: s.orders });
      }
    }
  }
  return { tokens, skip, skipped, orders, asked, unasked };
}

/**
 * Whether no sentence follows the words at `at` but one carried on ("…. Y de la especie …"),
 * nor an order after a colon ("Quiero llevar las vacunas aparte: crea Vacunas …").
 */
function lastSentence(tokens: Token[], at: number): boolean {
  for (let k = at; k < tokens.length - 1; k++) {
    const t = tokens[k]!;
    if (t.colonAfter && verbIntent(tokens[k + 1]!.norm)) return false;
    if (t.breakAfter && !t.commaAfter && !t.colonAfter) {
      const next = tokens[k + 1]!.norm;
      if (next !== 'y' && next !== 'e' && !LINKING.has(next)) return false;
    }
  }
  return true;
}

/**
 * Whether the words at `i` open their sentence, follow a comma, or follow a lead of it opened
 * by one of `lead` with no mark in it ("En las mascotas necesito …"); never after a colon.
 */
function opensClause(
  tokens: Token[],
  i: number,
  lead: readonly string[],
  skip: ReadonlySet<number>,
): boolean {
  // (What is skipped is not there: "Porfa necesito …", "Quería pedir un cambio: necesito …".)
  const before = (k: number) => {
    let p = k - 1;
    while (p >= 0 && skip.has(p)) p--;
    return p;
  };
  const prev = before(i);
  if (prev < 0) return true;
  if (tokens[prev]!.colonAfter) return false;
  if (tokens[prev]!.breakAfter) return true;
  // (A comma closing only a skipped span, "En, por favor, las mascotas …", closes nothing.)
  const breaks = (p: number) => tokens[p]!.breakAfter && !skip.has(p + 1);
  let s0 = prev;
  for (let p = before(s0); p >= 0 && !breaks(p); p = before(p)) s0 = p;
  const open = before(s0);
  if (open >= 0 && tokens[open]!.colonAfter) return false;
  return oneOf(tokens[s0]!.norm, lead);
}

/**
 * Whether the verb at `at` is one of `verbs`, then a plural thing ("las cosechas", "a los
 * proveedores") and a colon or "con", not "cada": a new list and what it holds.
 */
function newListAfter(tokens: Token[], at: number, verbs: readonly string[]): boolean {
  if (!oneOf(tokens[at]!.norm, verbs)) return false;
  let k = at + 1;
  if (tokens[k]?.norm === 'a') k++;
  if (!oneOf(tokens[k]?.norm ?? '', ['las', 'los'])) return false;
  for (let n = k + 1; n < Math.min(tokens.length - 1, k + 4); n++) {
    if (tokens[n]!.colonAfter) return tokens[n + 1]!.norm !== 'cada';
    if (tokens[n]!.breakAfter) return false;
    if (tokens[n + 1]!.norm === 'con') return tokens[n + 2]?.norm !== 'cada';
  }
  return false;
}

/**
 * The infinitive at `at` and those joined to it by "y" in the same sentence ("¿puedes quitar
 * la foto y añadir el móvil?"): the orders a modal before them asks for.
 */
function ordersFrom(tokens: Token[], at: number, kind: SkipPhrase['orders']): number[] {
  const out = [at];
  for (let i = at + 1; i < tokens.length; i++) {
    if (tokens[i - 1]!.breakAfter && !tokens[i - 1]!.commaAfter) break;
    if ((tokens[i - 1]!.norm === 'y' || tokens[i - 1]!.norm === 'e') && orderOf(tokens[i]!, kind))
      out.push(i);
  }
  return out;
}

/** The tokens left once courtesy, greetings, thanks and a leading reason are set aside. */
export function withoutSkipped(
  all: readonly Token[],
  only: (s: SkipPhrase) => boolean = GRAMMAR_SPANS,
): { kept: Token[]; skipped: string[] } {
  const { tokens, skip, skipped } = skippedSpans(all, only);
  return { kept: keptOf(tokens, skip), skipped };
}

/** The tokens not skipped, their marks as the skipped spans leave them. */
function keptOf(tokens: Token[], skip: ReadonlySet<number>): Token[] {
  // "telefono, por favor, de hortelanos": a span skipped between two commas leaves one clause.
  const joined = tokens.map((t, i) => {
    if (!t.commaAfter || !skip.has(i + 1)) return t;
    let j = i + 1;
    while (skip.has(j)) j++;
    return tokens[j - 1]!.commaAfter && j < tokens.length
      ? { ...t, breakAfter: false, commaAfter: false }
      : t;
  });
  const kept = joined.filter((_, i) => !skip.has(i));
  // A comma left dangling by a skipped span ("…, por favor") closes nothing any more.
  if (kept.length > 0) {
    const last = kept[kept.length - 1]!;
    if (last.breakAfter) kept[kept.length - 1] = { ...last, breakAfter: false, commaAfter: false };
  }
  return kept;
}

/**
 * The tokens kept of an instruction, analysed once: the reader asks for the same text's tokens
 * up to four times (its readings, its clauses, each clause alone again, the suggestions). The
 * analysis is pure and nothing here writes into its tokens or arrays.
 */
const keptCache = new Lru<string, readonly Token[]>(5_000);
function keptTokens(instruction: string): Token[] {
  let kept = keptCache.get(instruction);
  if (!kept) {
    kept = withoutSkipped(analysedTokens(instruction)).kept;
    keptCache.set(instruction, kept);
  }
  return kept as Token[];
}

/**
 * Where a clause of when or if opens after `from` («… así los llamo cuando falta uno»): what it
 * says («falta uno») is no order; the end of the tokens when none opens.
 */
function whenAfter(tokens: readonly Token[], from: number): number {
  const at = tokens.findIndex((t, i) => i >= from && /^(?:cuando|si|mientras)$/u.test(t.norm));
  return at < 0 ? tokens.length : at;
}

/** Words one of the periphrases of mood (`moodAt`) needs: the others are not looked for. */
const MAY_BE_MOOD = /\b(?:ser|tener|falta|tuvie\w*|fue(?:ra|se))\b/u;

/** A pictograph (an emoji and its joiners): the analysis reads no word in it. */
const PICTOGRAPH = /(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+/gu;

/**
 * The instruction as written, without the spans of `SKIP_PHRASES` marked `text` (courtesy,
 * greetings, thanks) and without emoji: what the clause reader of `change-reader.ts` reads. The
 * words kept are cut out of the text as written (capitals, quotes, marks), never rewritten. A
 * message that is only courtesy is left whole, to be refused as it is.
 */
export function withoutCourtesy(input: string): string {
  // "¡" opens an exclamation and names nothing.
  const source = input
    .replace(PICTOGRAPH, ' ')
    .replace(/^\s*[¡!]+\s*/u, '')
    .replace(/[ \t]{2,}/gu, ' ');
  const all = analysedTokens(source);
  // An order asked as a question is the order: its marks go with the span that asked it.
  const { tokens, skip, orders, asked, unasked } = skippedSpans(all, TEXT_SPANS);
  const tidy = (x: string) =>
    x
      .replace(/\s+([,.;:!?])/gu, '$1')
      .replace(/([¿¡])\s+/gu, '$1')
      .replace(/\s{2,}/gu, ' ')
      .trim();
  const person = personOrders(tokens, skip);
  if (skip.size === tokens.length && skip.size > 0) return input;
  // Where each token stands in the text as written.
  const at: number[] = [];
  let cursor = 0;
  for (const t of all) {
    const found = source.indexOf(t.text, cursor);
    if (found < 0) return tidy(source);
    at[t.i] = found;
    cursor = found + t.text.length;
  }
  const start = (k: number) => at[tokens[k]!.i]!;
  const end = (k: number) => start(k) + tokens[k]!.text.length;
  // Shorthand written out as the word it stands for («q el tlf» → «que el teléfono»).
  const shorthand: { at: number; text: string }[] = [];
  for (let k = 0; k < tokens.length; k++) {
    if (skip.has(k)) continue;
    const word = writtenOut(all, tokens[k]!.i, {
      before: source.slice(Math.max(0, start(k) - 1), start(k)),
      after: source.slice(end(k), end(k) + 1),
    });
    if (word) shorthand.push({ at: k, text: word });
  }
  // A periphrasis of mood written as the mood («tiene que ser» → «sea»), read on the words
  // kept («Hace, por favor, falta …»), none of them an order: its first word becomes the mood,
  // the others go.
  const moods: { at: number; text: string }[] = [];
  if (MAY_BE_MOOD.test(fold(source))) {
    const kept = keptOf(tokens, skip);
    const place = new Map(tokens.map((t, k) => [t.i, k]));
    const ordered = new Set([...orders, ...person].map((o) => o.at));
    for (let m = 0; m < kept.length; m++) {
      const mood = moodAt(kept, m);
      if (!mood) continue;
      const range = kept.slice(m, mood.last + 1).map((t) => place.get(t.i)!);
      if (range.some((k) => ordered.has(k))) continue;
      range.forEach((k, n) => {
        moods.push({ at: k, text: n === 0 ? mood.mood : '' });
      });
      m = mood.last;
    }
  }
  // «tanto X como Y»: «X y Y».
  if (/\btanto\b/u.test(fold(source))) {
    const kept = keptOf(tokens, skip);
    const place = new Map(tokens.map((t, k) => [t.i, k]));
    for (let m = 0; m < kept.length; m++) {
      const as = bothAsAt(kept, m);
      if (as === null) continue;
      moods.push({ at: place.get(kept[m]!.i)!, text: '' });
      moods.push({ at: place.get(kept[as]!.i)!, text: 'y' });
      m = as;
    }
  }
  const inMood = new Set(moods.map((w) => w.at));
  if (skip.size === 0 && person.length === 0 && shorthand.length === 0 && moods.length === 0)
    return tidy(source) || input;
  // A question read as an order (`unasked`): its «¿» goes and its «?» ends the sentence.
  const marks = source.split('');
  for (const k of unasked) {
    const open = source.lastIndexOf('¿', start(k));
    const close = source.indexOf('?', start(k));
    if (open >= 0) marks[open] = ' ';
    if (close >= 0) marks[close] = '.';
  }
  const written = marks.join('');
  // The infinitives a modal asked for, written as the orders they are ("quitarla" → "quitala").
  const said: { at: number; text: string }[] = [
    ...orders.map(({ at: k, kind, clitic }) => ({
      at: k,
      text: `${orderOf(tokens[k]!, kind)!}${clitic ?? ''}`,
    })),
    // An order said in another person is the order ("Añadid …", "Quiten …").
    ...person.filter((p) => !orders.some((o) => o.at === p.at)),
    ...shorthand.filter((w) => !orders.some((o) => o.at === w.at) && !inMood.has(w.at)),
    ...moods,
  ];
  const swaps = said
    .sort((a, b) => a.at - b.at)
    .map((w) => ({ from: start(w.at), to: end(w.at), text: w.text }));
  const copy = (a: number, b: number) => {
    let piece = '';
    let c = a;
    for (const w of swaps)
      if (w.from >= a && w.to <= b) {
        piece += written.slice(c, w.from) + w.text;
        c = w.to;
      }
    return piece + written.slice(c, b);
  };
  // What stands between words (spaces, marks, quotes, an arrow) is kept around a span cut out,
  // but for the marks that only set the span off.
  let out = '';
  let from = 0;
  for (let k = 0; k < tokens.length; ) {
    if (!skip.has(k)) {
      k++;
      continue;
    }
    let j = k;
    while (j < tokens.length && skip.has(j)) j++;
    const cutFrom = k > 0 ? end(k - 1) : 0;
    const cutTo = j < tokens.length ? start(j) : written.length;
    const before = written.slice(cutFrom, start(k));
    const after = written.slice(end(j - 1), cutTo);
    let joint: string;
    if (k === 0)
      // What opens the message ("Hola, ¿puedes …?"): the marks after it go, a "¿" stays.
      joint = `${before.replace(asked ? /[¿¡!\s]/gu : /[¡!\s]/gu, '')}${after.replace(/[\s,:.!;]/gu, '')}`;
    else if (j === tokens.length)
      // What closes it ("…, por favor?", "…. Gracias."): the marks before it go, a "?" stays.
      joint = `${before.replace(/[\s,.;!¡]/gu, '')}${after.replace(/[\s.!]/gu, '')}`;
    else if (before.includes(',') && after.includes(','))
      // Between two commas it was an aside ("añade, por favor, el móvil").
      joint = `${before.replace(/,(?=[^,]*$)/u, '')} ${after.replace(',', '')}`;
    // One comma around it still separates ("… pls, sin chip no sale nadie").
    else joint = `${before} ${after}`;
    out += copy(from, cutFrom) + joint;
    from = cutTo;
    k = j;
  }
  out += copy(from, written.length);
  if (asked) out = out.replace(/\?[\s.!]*$/u, '');
  const text = tidy(out);
  return text || input;
}

// ——— slots resolved against the app ———

const namesCache = new WeakMap<DataModel, Names>();
function namesOf(model: DataModel): Names {
  let n = namesCache.get(model);
  if (!n) {
    n = new Names(model);
    namesCache.set(model, n);
  }
  return n;
}

const normsOf = (ts: Token[]) => ts.map((t) => t.norm);

function targets(ts: Token[], model: DataModel): Target[] {
  const found = namesOf(model).match(normsOf(ts));
  if (found.length > 0) return found;
  // The words as written, when the analysis read one as another ("bicis" → "bicicletas").
  const written = ts.map((t) => fold(t.text.toLowerCase()));
  if (written.join(' ') !== normsOf(ts).join(' ')) {
    const byWritten = namesOf(model).match(written);
    if (byWritten.length > 0) return byWritten;
  }
  // «Nº de socio»: a name's words keep letters and digits only (change-match.ts), so «nº» is «n».
  const plain = written.map((w) => w.replace(/[ºª]/gu, ''));
  return plain.join(' ') === written.join(' ') ? [] : namesOf(model).match(plain);
}

/** The one entity the words name, or null. */
function entityNamed(ts: Token[], model: DataModel): DataEntity | null {
  const found = targets(ts, model).filter((x) => x.kind === 'entity');
  const keys = new Set(found.map((x) => x.entity.key));
  return keys.size === 1 ? found[0]!.entity : null;
}

/**
 * The list a rename names: an entity, also when a reference field that points at it has the same
 * name ("Renombra Herramienta a Utensilio": renaming the list renames what points at it).
 */
function listNamed(ts: Token[], model: DataModel): DataEntity | null {
  const found = targets(ts, model);
  const entities = new Set(found.filter((x) => x.kind === 'entity').map((x) => x.entity.key));
  if (entities.size !== 1) return null;
  const key = [...entities][0]!;
  const others = found.filter(
    (x) => x.kind === 'field' && !(x.field?.type === 'reference' && x.field.ref === key),
  );
  return others.length === 0 ? model.entities.find((e) => e.key === key)! : null;
}

/** "el estado del préstamo", "el estado": a field of the entity named, or the one field of the app. */
function fieldNamed(
  ts: Token[],
  model: DataModel,
): { entity: DataEntity; field: DataField } | null {
  for (let i = 1; i < ts.length - 1; i++) {
    if (!WORD_CLASSES.of!.has(ts[i]!.norm)) continue;
    let j = i + 1;
    while (j < ts.length && WORD_CLASSES.det!.has(ts[j]!.norm)) j++;
    // ("las piezas de la honrada": a typo that is a word too is read as the list when the
    // field before it is one of that list's, and only of one list so reached.)
    const owners = [
      entityNamed(ts.slice(j), model),
      ...new Set(
        namesOf(model)
          .match(normsOf(ts.slice(j)), true, true)
          .filter((x) => x.kind === 'entity')
          .map((x) => x.entity),
      ),
    ].filter((e): e is DataEntity => !!e);
    for (const entity of new Set(owners)) {
      const fields = targets(ts.slice(0, i), model).filter(
        (x) => x.kind === 'field' && x.entity.key === entity.key,
      );
      if (fields.length === 1) return { entity, field: fields[0]!.field! };
      if (owners[0]) break;
    }
  }
  const fields = targets(ts, model).filter((x) => x.kind === 'field');
  return fields.length === 1 ? { entity: fields[0]!.entity, field: fields[0]!.field! } : null;
}

/** A new name that still carries the owner's talk ("Pedidos que es más corto"). */
const SPOKEN = /\b(?:que|bueno|vale|pues|o sea|porque)\b/u;

/**
 * "Pedidos" → "Pedido", "Horneadas" → "Horneada", "Sesiones" → "Sesión": the label of a list is
 * singular (eval/changes/README.md); the plural is in the first word of a longer name.
 */
function singularLabel(label: string): string {
  const [first, ...rest] = label.split(' ');
  const f = fold(first!);
  // «Mis alumnos» → «Mi alumno»: the possessive and its noun.
  const own = PLURAL_POSSESSIVES[f];
  if (own && rest.length > 0) {
    const [noun, ...more] = rest;
    const one = singularLabel(noun!);
    const asWritten = noun![0] === noun![0]!.toUpperCase() ? one : one.toLowerCase();
    return [capital(own), asWritten, ...more].join(' ');
  }
  if (!f.endsWith('s') || f.length < 4) return label;
  const noun = readWord(f).find((a) => a.pos === 'noun' && fold(pluralize(a.lemma)) === f);
  let single: string;
  if (noun) single = accented(noun.lemma);
  else if (/[^aeiou]es$/u.test(f) && !/[^aeiou]es$/u.test(f.slice(0, -1)))
    single = accented(first!.slice(0, -2).toLowerCase());
  else single = first!.slice(0, -1);
  // «Recolecciones» → «Recolección», «Revisiones» → «Revisión» when the dictionary lacks the
  // accent (as the change reader's own singular does).
  if (/ones$/u.test(f) && f.length > 5 && fold(single) === f.slice(0, -2))
    single = `${single.slice(0, -2)}ón`;
  return [capital(single), ...rest].join(' ');
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A word as the owner wrote it, with the accents the dictionary restores when none was typed. */
function written(t: Token): string {
  const lower = t.text.toLowerCase();
  return fold(lower) !== lower ? lower : accented(t.norm);
}

/** The label of a new thing: the words said, first letter upper-case; singular when asked. */
function labelOf(ts: Token[], singular: boolean): string | null {
  if (ts.length === 0) return null;
  const out = ts.map((t, i) => {
    if (i === 0 && singular && t.plural && t.nounLemma) return t.display;
    // "ISBN", "DNI": an acronym as written; a capital mid-name ("Casa de Marta") too.
    if (/^\p{Lu}{2,}$/u.test(t.text)) return t.text;
    return t.capital && i > 0 ? t.text : written(t);
  });
  return capital(out.join(' '));
}

/**
 * A name the owner wrote after «que diga», «que se llame», as written ("Bici en garaje", never
 * "Bicicleta en garaje"): accents the dictionary restores when none was typed.
 */
function writtenLabelOf(ts: Token[]): string | null {
  if (ts.length === 0) return null;
  const out = ts.map((t, i) => {
    if (/^\p{Lu}{2,}$/u.test(t.text)) return t.text;
    if (t.capital && i > 0) return t.text;
    const lower = t.text.toLowerCase();
    return fold(lower) === t.norm ? written(t) : lower;
  });
  return capital(out.join(' '));
}

/** "1 a 5", "1 al 10", "1 hasta 5": the numbers between, at most twelve; null otherwise. */
function rangeOf(ts: Token[]): string[] | null {
  const said = WORD_CLASSES.of!.has(ts[0]?.norm ?? '') ? ts.slice(1) : ts;
  if (said.length !== 3 || !WORD_CLASSES.rangeTo!.has(said[1]!.norm)) return null;
  const [from, to] = [said[0]!.norm, said[2]!.norm];
  if (!/^\d{1,3}$/u.test(from) || !/^\d{1,3}$/u.test(to)) return null;
  const [a, b] = [Number(from), Number(to)];
  if (b <= a || b - a > 11) return null;
  return Array.from({ length: b - a + 1 }, (_x, i) => String(a + i));
}

/** "jardín, carpintería y electricidad" → ["Jardín", "Carpintería", "Electricidad"]. */
function optionsOf(ts: Token[]): string[] | null {
  // "de 1 a 5", "del 1 al 10": every whole number between the two, when a few.
  const range = rangeOf(ts);
  if (range) return range;
  const out: string[] = [];
  let cur: Token[] = [];
  const close = () => {
    if (cur.length === 0) return false;
    out.push(capital(cur.map((t, i) => (i === 0 ? t.text : t.text)).join(' ')));
    cur = [];
    return true;
  };
  for (const [i, t] of ts.entries()) {
    // ("Juvenil también": "también" says one more, it is no part of the value.)
    if (WORD_CLASSES.also!.has(t.norm)) return null;
    // ("1, 2 y 3 o más": «o más», «o menos» after a number closing the list is that value's.)
    const orMore =
      t.norm === 'o' &&
      i === ts.length - 2 &&
      WORD_CLASSES.orMore!.has(ts[i + 1]!.norm) &&
      /^\d+$/u.test(cur.at(-1)?.norm ?? '');
    if (orMore) {
      cur.push(t);
      continue;
    }
    if (/^(y|o|e|u)$/u.test(t.norm)) {
      if (!close()) return null;
      continue;
    }
    cur.push(t);
    // (A comma after the last value closes the list: "… Huron y Pajaro, añádelos".)
    if (t.commaAfter && t !== ts.at(-1) && !close()) return null;
  }
  if (!close()) return null;
  const folded = out.map((o) => fold(o));
  return new Set(folded).size === out.length ? out : null;
}

function build(template: OpTemplate, slots: Slots, model: DataModel): ChangeOperation | null {
  const slot = (name: string) => slots[name.replace(/^\$/u, '')] ?? [];
  switch (template.op) {
    case 'addField': {
      const entity = entityNamed(slot(template.entity), model);
      if (!entity) return null;
      let label: string | null;
      let type: FieldType;
      if (template.label === '$rate') label = RATING_LABELS[slot('rate')[0]?.norm ?? ''] ?? null;
      else if (template.label === '$media') {
        const t = slot('media')[0];
        label = t ? capital(t.nounLemma && t.plural ? t.display : written(t)) : null;
      } else {
        const words = slot(template.label.slice(1));
        // A yes/no said as what a record is ("sin gluten", "esterilizado") or has ("tiene
        // compostera"): a name, no order, no list.
        if (
          template.type === 'boolean' &&
          !template.written &&
          (words.length > 3 ||
            words.some(
              (t, i) =>
                verbIntent(t.norm) ||
                (t.pos === 'verb' &&
                  !(i === 0 && words.length > 1 && HAS_WORDS.has(t.norm)) &&
                  // A participle names a state ("esterilizado", "pagada").
                  !/(?:ad|id)[oa]s?$/u.test(t.norm)),
            ) ||
            words.at(-1)?.pos === 'stop' ||
            targets(words, model).length > 0)
        )
          return null;
        // (A written name never ends in a word that opens what follows: «Bici en».)
        if (template.written && words.at(-1)?.pos === 'stop') return null;
        label = template.written ? writtenLabelOf(words) : labelOf(words, false);
      }
      if (template.type === '$fromLabel') {
        // A plain name only: every word one the dictionary knows (a typo is the rest of the
        // reader's to mend), none naming a list (that is a reference, read elsewhere).
        const words = slot(template.label);
        // (A word of the field types' list is known too: "email", "pdf", "url".)
        const unknown = (t: Token) =>
          !isKnown(t.norm) && !/^\d+$/u.test(t.norm) && typeFromName(t.norm) === 'text';
        if (!label || words.some(unknown)) return null;
        if (targets(words, model).some((x) => x.kind === 'entity')) return null;
        if (words.some((t) => model.entities.some((e) => fold(e.label) === t.lemma))) return null;
        // "añade un archivo Partitura", "una foto Radiografía": the kind, then the name as written.
        const media =
          words.length > 1 && words[1]!.capital ? MEDIA_TYPES[words[0]!.norm] : undefined;
        if (media) label = labelOf(words.slice(1), false);
        type = media ?? typeFromName(fold(label ?? ''));
      } else if (template.type === '$media') {
        const t = slot('media')[0];
        const found = t ? MEDIA_TYPES[t.norm] : undefined;
        if (!found) return null;
        type = found;
      } else type = template.type;
      if (!label) return null;
      const field: { label: string; type: FieldType; required: boolean; options?: string[] } = {
        label,
        type,
        required: template.required === true,
      };
      if (template.options) {
        const options = optionsOf(slot(template.options.slice(1)));
        if (!options || options.length < 2) return null;
        field.options = options;
      }
      return { op: 'addField', entity: entity.key, field } as ChangeOperation;
    }
    case 'addOptions': {
      const named = fieldNamed(slot(template.field), model);
      if (named?.field.type !== 'choice') return null;
      const words = slot(template.options.slice(1));
      const options = optionsOf(words);
      if (!options) return null;
      if (template.capitals && !capitalised(words)) return null;
      // An option the field already has is nothing to add (the reader says so).
      const have = new Set((named.field.options ?? []).map((o) => fold(o)));
      if (options.some((o) => have.has(fold(o)))) return null;
      return {
        op: 'addOptions',
        entity: named.entity.key,
        field: named.field.key,
        options,
      } as ChangeOperation;
    }
    case 'setRule': {
      if (template.rule === 'vinculada') return null;
      const entity = listOnly(slot(template.entity), model);
      if (!entity) return null;
      // "que cada cliente vea solo sus reparaciones" where the repairs already reach each client
      // (vinculada through a reference to Clientes): they see theirs already; never `propia`,
      // which would let clients create repairs and hide the ones the shop made for them.
      // "que cada alumno entre con su correo y vea solo sus clases": who enters the app sees
      // the records that point at them (vinculada, the settings rules read it), never propia.
      if (
        template.rule === 'propia' &&
        (slots.who ?? []).some((t) => WORD_CLASSES.entersApp!.has(t.norm))
      )
        return null;
      if (template.rule === 'propia' && entity.rule === 'vinculada' && slots.who) {
        const who = listOnly(slot('who'), model);
        const link = entity.fields.find((f) => f.key === entity.linkField);
        if (who && link?.ref === who.key)
          return {
            op: 'setRule',
            entity: entity.key,
            rule: 'vinculada',
            linkField: link.key,
          } as ChangeOperation;
      }
      return { op: 'setRule', entity: entity.key, rule: template.rule } as ChangeOperation;
    }
    case 'setNotify': {
      if (Object.values(slots).some((ts) => ts.some((t) => WORD_CLASSES.notMail!.has(t.norm))))
        return null;
      if ('onChangeOf' in template) {
        const named = fieldNamed(slot(template.field), model);
        if (named?.field.type !== 'choice') return null;
        return {
          op: 'setNotify',
          entity: named.entity.key,
          onChangeOf: named.field.key,
        } as ChangeOperation;
      }
      const entity = entityNamed(slot(template.entity), model);
      if (!entity) return null;
      // "cuando alguien reserve una máquina": what is asked for may be a record of another list
      // that points at the one named (a «Reserva de máquina»): the settings reader, which knows
      // the noun each verb makes, answers; only «llegue / entre» name what arrives.
      const asked = (slots._all ?? []).some(
        (t) =>
          WORD_CLASSES.arrive!.has(t.norm) && !/^(?:llegue|lleguen|entre|entren)$/.test(t.norm),
      );
      if (
        asked &&
        model.entities.some((e) =>
          e.fields.some((f) => f.type === 'reference' && f.ref === entity.key && e !== entity),
        )
      )
        return null;
      return { op: 'setNotify', entity: entity.key, onCreate: true } as ChangeOperation;
    }
    case 'setAccountField': {
      const entity = listOnly(slot(template.entity), model);
      const said = slot(template.field);
      // "su correo", "su email": the one email field, said by what it is.
      const byType =
        entity && said.length <= 2 && typeFromName(normsOf(said).join(' ')) === 'email'
          ? only(entity.fields.filter((f) => f.type === 'email'))
          : null;
      const field = entity && (fieldOf(said, entity, model) ?? byType);
      if (!entity || field?.type !== 'email') return null;
      return { op: 'setAccountField', entity: entity.key, field: field.key } as ChangeOperation;
    }
    case 'addTotal':
      return totals(template, slots, model)[0] ?? null;
    case 'remove':
      return removal(template, slots, model);
    case 'changeType':
      return retyped(template, slots, model);
    case 'rename':
      return renamed(template, slots, model);
    case 'required': {
      const within = template.in ? listOnly(slot(template.in), model) : null;
      if (template.in && !within) return null;
      const article = slots.det?.[0]?.norm;
      const pronoun = /(los|las|lo|la)$/u.exec(slots.pron?.[0]?.norm ?? '')?.[1];
      if (article && pronoun && POINTED_BY[article] !== pronoun) return null;
      const said = slot(template.field);
      if (said.length === 0 || said.at(-1)!.pos === 'stop') return null;
      const named = fieldNamed(leading(said), model);
      // Already as asked (required, or optional): nothing for the grammar to read.
      if (!named || named.field.required === !template.optional) return null;
      if (within && named.entity !== within) return null;
      return {
        op: 'setRequired',
        entity: named.entity.key,
        field: named.field.key,
        required: !template.optional,
      } as ChangeOperation;
    }
    case 'renameEntity': {
      const entity = listNamed(slot(template.entity), model);
      const written = labelOf(slot(template.label), false);
      if (!entity || !written || SPOKEN.test(fold(written))) return null;
      const label = singularLabel(written);
      if (fold(label) === fold(entity.label)) return null;
      const taken = (e: DataEntity) =>
        e !== entity && [e.label, e.labelPlural].some((x) => fold(x) === fold(label));
      if (model.entities.some(taken)) return null;
      return { op: 'renameEntity', entity: entity.key, label } as ChangeOperation;
    }
  }
}

/** Type words that are no field's name ("móvil", "precio" could be either: never read as a type). */
/** "si tiene compostera": a yes/no may be named by what the record has. */
const HAS_WORDS = new Set(['tiene', 'tienen', 'lleva', 'llevan']);

const PLAIN_TYPES = new Set([
  'texto largo',
  'texto corto',
  'fecha y hora',
  'fecha con hora',
  'si o no',
  'parrafo',
  'texto',
  'estrellas',
  'numero',
  'numerico',
  'entero',
  'fecha',
  'booleano',
  'casilla',
]);

/** A field's new type: a plain type word, or a choice among values written with capitals. */
function retyped(
  template: Extract<OpTemplate, { op: 'changeType' }>,
  slots: Slots,
  model: DataModel,
): ChangeOperation | null {
  const slot = (name: string) => slots[name.slice(1)] ?? [];
  const article = slots.det?.[0]?.norm;
  const pronoun = /(los|las|lo|la)$/u.exec(slots.pron?.[0]?.norm ?? '')?.[1];
  if (article && pronoun && POINTED_BY[article] !== pronoun) return null;
  const said = slot(template.field);
  if (said.length === 0 || said.at(-1)!.pos === 'stop') return null;
  let named: { entity: DataEntity; field: DataField } | null;
  if (template.in) {
    const entity = listOnly(slot(template.in), model);
    const field = entity && fieldOf(said, entity, model);
    named = entity && field ? { entity, field } : null;
  } else named = fieldNamed(leading(said), model);
  if (!named) return null;
  const { entity, field } = named;
  if (template.options) {
    const words = slot(template.options);
    const options = optionsOf(words);
    // Each value written with a capital: lower-case words may be talk, not values.
    if (!options || options.length < 2 || field.type === 'choice') return null;
    if (!capitalised(words)) return null;
    return {
      op: 'changeFieldType',
      entity: entity.key,
      field: field.key,
      type: 'choice',
      options,
    } as ChangeOperation;
  }
  // A type the rule names itself ("… que lleve también la hora": fecha y hora), or the type word said.
  const literal = template.typeName !== undefined && !template.typeName.startsWith('$');
  const word = literal ? template.typeName! : normsOf(slot(template.typeName ?? '')).join(' ');
  if (!literal && !PLAIN_TYPES.has(word)) return null;
  const type = TYPE_WORDS.find(([w]) => w === word)?.[1];
  if (!type || type === field.type) return null;
  if (template.from && field.type !== template.from) return null;
  return { op: 'changeFieldType', entity: entity.key, field: field.key, type } as ChangeOperation;
}

/**
 * Each value of a list opens with a capital, as written ("Yoga, Pilates y Spinning"), or is a
 * number ("1, 2 y 3 o más": a number is never talk).
 */
function capitalised(words: Token[]): boolean {
  if (rangeOf(words)) return true;
  return words
    .filter(
      (t, i) =>
        i === 0 ||
        words[i - 1]!.commaAfter ||
        (/^(?:y|o|e|u)$/u.test(words[i - 1]!.norm) &&
          // («3 o más»: «más» is no value of its own.)
          !(WORD_CLASSES.orMore!.has(t.norm) && i === words.length - 1)),
    )
    .every((t) => /^[\p{Lu}\d]/u.test(t.text));
}

/**
 * A list or a field given a new name written with a capital ("Cantores", "Tipo de cuota"):
 * a list's label is singular; a name the app already uses, or a type word, is no new name.
 */
function renamed(
  template: Extract<OpTemplate, { op: 'rename' }>,
  slots: Slots,
  model: DataModel,
): ChangeOperation | null {
  const named = newNameOf(template, slots, model);
  if (!named) return null;
  const { said, written } = named;
  // "cambia el nombre de los clientes por Nombre completo": the field Nombre of the list, never
  // the list itself.
  if (template.nameOf && /^nombre\b/u.test(fold(written))) {
    const list = listNamed(said, model);
    const field = list?.fields.find((f) => fold(f.label) === 'nombre');
    if (!list || !field || fold(written) === 'nombre') return null;
    return {
      op: 'renameField',
      entity: list.key,
      field: field.key,
      label: written,
    } as ChangeOperation;
  }
  if (template.in) {
    const entity = listOnly(slots[template.in.slice(1)] ?? [], model);
    const field = entity && fieldOf(said, entity, model);
    if (!entity || !field || fold(field.label) === fold(written)) return null;
    return {
      op: 'renameField',
      entity: entity.key,
      field: field.key,
      label: written,
    } as ChangeOperation;
  }
  const entity = listNamed(said, model);
  if (entity) {
    // "Monitor" is the list and the reference of each Clase to it: the list is meant when
    // said by its plural ("Coristas", "Vecinos"); otherwise a question for the rest of the
    // reader. (`listFirst`: the list, whose renaming renames the references to it named after
    // it; a field of that name that is no such reference still makes it a question.)
    const plural = fold(entity.labelPlural);
    const byPlural = plural !== fold(entity.label) && normsOf(said).join(' ') === plural;
    const other = (x: ReturnType<typeof targets>[number]) =>
      x.kind === 'field' &&
      !(template.listFirst && x.field!.type === 'reference' && x.field!.ref === entity.key);
    if (!byPlural && targets(said, model).some(other)) return null;
    const single = singularLabel(written);
    if (fold(single) === fold(entity.label)) return null;
    return { op: 'renameEntity', entity: entity.key, label: single } as ChangeOperation;
  }
  const field = fieldNamed(said, model);
  if (!field || fold(field.field.label) === fold(written)) return null;
  return {
    op: 'renameField',
    entity: field.entity.key,
    field: field.field.key,
    label: written,
  } as ChangeOperation;
}

/**
 * A rename's readings: one, or (a name that is a field of several lists and of no list,
 * "Donde dice Nombre que diga Nombre y apellido") one per list, which the reader asks about.
 */
function renamings(
  template: Extract<OpTemplate, { op: 'rename' }>,
  slots: Slots,
  model: DataModel,
): (ChangeOperation | null)[][] {
  const one = renamed(template, slots, model);
  if (one || template.in) return [[one]];
  const named = newNameOf(template, slots, model);
  const found = named ? targets(named.said, model) : [];
  const lists = found.filter((x) => x.kind === 'entity');
  const owners = new Set(found.map((x) => x.entity.key));
  // Several lists' fields, or one list and reference fields to it ("Al libro …"): a question.
  if (!named || lists.length > 1 || (lists.length === 0 && owners.size < 2) || found.length < 2)
    return [[null]];
  const single = singularLabel(named.written);
  return found
    .filter((x) =>
      x.kind === 'entity'
        ? fold(x.entity.label) !== fold(single)
        : fold(x.field!.label) !== fold(named.written),
    )
    .map((x) => [
      (x.kind === 'entity'
        ? { op: 'renameEntity', entity: x.entity.key, label: single }
        : {
            op: 'renameField',
            entity: x.entity.key,
            field: x.field!.key,
            label: named.written,
          }) as ChangeOperation,
    ]);
}

/**
 * The old name said and the new name as it will be written, when the new name is one: written
 * with a capital, one name (no order, nothing joined, no talk), not a type, not already in the app.
 */
function newNameOf(
  template: Extract<OpTemplate, { op: 'rename' }>,
  slots: Slots,
  model: DataModel,
): { said: Token[]; written: string } | null {
  const slot = (name: string) => slots[name.slice(1)] ?? [];
  const said = leading(slot(template.target));
  const label = slot(template.label);
  const capital = (t: Token | undefined) => template.anyCase || /^\p{Lu}/u.test(t?.text ?? '');
  if (template.asSeen && !capital(said[0])) return null;
  if (said.length === 0 || label.length === 0 || label.length > 4) return null;
  if (template.oneWord && label.length !== 1) return null;
  // One name: no order, nothing joined ("Socios y Vecinos"), no talk ("Al corriente" opens
  // with a word that joins, written as part of the name).
  // («Qué incluye»: a name opened by a question word holds its verb.)
  const asks = namedByQuestion(label[0]!);
  if (
    label.some(
      (t, i) =>
        (verbIntent(t.norm) && !asks) ||
        (WORD_CLASSES.joins!.has(t.norm) &&
          !(i === 0 && capital(t)) &&
          !(template.toTheEnd && i > 0 && (t.norm === 'y' || t.norm === 'e')) &&
          // ("Vino a clase": an "a" before a word that is no article, inside a name to the end.)
          !(
            template.toTheEnd &&
            i > 0 &&
            t.norm === 'a' &&
            i + 1 < label.length &&
            !WORD_CLASSES.det!.has(label[i + 1]!.norm)
          )),
    )
  )
    return null;
  // ("… el nombre del abonado por nombre completo": the field Nombre's new name, in lower case too.)
  const nombre = template.nameOf && label[0]!.norm === 'nombre';
  // («Pagado el», «Nacido el», «Llegó el»: a date named by what happened on it ends in «el».)
  const onDay =
    label.length >= 2 &&
    label.at(-1)!.norm === 'el' &&
    /(?:ado|ada|ido|ida|o)$/u.test(label.at(-2)!.norm);
  if ((!capital(label[0]) && !nombre) || (label.at(-1)!.pos === 'stop' && !onDay)) return null;
  // The owner's own word ("Profes"), never the one the analysis reads it as ("profesores").
  const written = labelOf(
    label.map((t) => ({ ...t, norm: fold(t.text.toLowerCase()) })),
    false,
  );
  if (!written || (SPOKEN.test(fold(written)) && !asks)) return null;
  if (PLAIN_TYPES.has(normsOf(label).join(' '))) return null;
  // A name the app already has is no new name (but for a shorter name of the same thing:
  // "Peludos en acogida … déjalo en Peludos").
  const before = targets(said, model);
  // (Under a heading, only that list's names count: another list's «Dirección» is no bar.)
  const within = template.in ? listOnly(slot(template.in), model) : null;
  const clash = targets(label, model)
    .filter((x) => !within || x.kind === 'entity' || x.entity.key === within.key)
    .some(
      (x) =>
        !before.some(
          (b) =>
            (b.entity.key === x.entity.key && b.field?.key === x.field?.key) ||
            // (A reference to the list renamed follows it.)
            (b.kind === 'entity' && x.field?.type === 'reference' && x.field.ref === b.entity.key),
        ),
    );
  if (clash) return null;
  return { said, written };
}

/** The same values, whatever their order or accents. */
const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x) => b.some((y) => fold(y) === fold(x)));

/** The pronoun that points back at a name said with this article ("las hornadas … quítalas"). */
const POINTED_BY: Record<string, string> = { el: 'lo', la: 'la', los: 'los', las: 'las' };

/** A choice field whose options include the words said, and that option as the app writes it. */
function optionNamed(
  ts: Token[],
  fields: { entity: DataEntity; field: DataField }[],
): { entity: DataEntity; field: DataField; option: string } | null {
  const said = fold(ts.map((t) => t.text).join(' '));
  const found = fields.flatMap(({ entity, field }) =>
    field.type === 'choice'
      ? (field.options ?? [])
          .filter((o) => fold(o) === said)
          .map((option) => ({ entity, field, option }))
      : [],
  );
  return only(found);
}

/**
 * What a removal names: a value with its field ("el estado En reparación"), a value whose field
 * the instruction names elsewhere ("Miedoso no me gusta como opción de carácter, sácalo"), a list
 * ("la parte de reservas", "las hornadas") or a field ("el teléfono de los hortelanos"). Nothing
 * left over, and a pronoun that agrees with the article the name was said with.
 */
function removal(
  template: Extract<OpTemplate, { op: 'remove' }>,
  slots: Slots,
  model: DataModel,
): ChangeOperation | null {
  const ts = slots[template.target.slice(1)] ?? [];
  if (ts.length === 0 || ts.at(-1)!.pos === 'stop') return null;
  const article = slots.det?.[0]?.norm;
  const pronoun = /(los|las|lo|la)$/u.exec(slots.pron?.[0]?.norm ?? '')?.[1];
  if (article && pronoun && POINTED_BY[article] !== pronoun) return null;
  const all = model.entities.flatMap((entity) => entity.fields.map((field) => ({ entity, field })));
  const kept = template.keep ? optionsOf(slots[template.keep.slice(1)] ?? []) : null;
  if (template.keep && !kept) return null;
  const asOption = (o: { entity: DataEntity; field: DataField; option: string }) =>
    kept &&
    !sameSet(
      kept,
      (o.field.options ?? []).filter((x) => x !== o.option),
    )
      ? null
      : ({
          op: 'removeOptions',
          entity: o.entity.key,
          field: o.field.key,
          options: [o.option],
        } as ChangeOperation);
  // A field, then one of its values.
  for (let k = 1; k < ts.length; k++) {
    const fields = targets(leading(ts.slice(0, k)), model).flatMap((x) =>
      x.kind === 'field' ? [{ entity: x.entity, field: x.field! }] : [],
    );
    const o = optionNamed(ts.slice(k), fields);
    if (o) return asOption(o);
  }
  // A value alone: its field said where it is taken from, or anywhere, or the word "opción".
  const from = slots[template.from?.slice(1) ?? ''];
  const everything = slots._all ?? [];
  const words = new Set(everything.map((t) => t.norm));
  const candidates = from
    ? (() => {
        const named = fieldNamed(leading(from), model);
        return named ? [named] : [];
      })()
    : all.filter(
        ({ field }) =>
          words.has('opcion') ||
          words.has('opciones') ||
          fold(everything.map((t) => t.norm).join(' ')).includes(fold(field.label)),
      );
  const value = optionNamed(leading(ts), candidates);
  if (value) return asOption(value);
  if (template.only === 'option' || from) return null;
  const words2 = leading(ts);
  if (template.in) {
    // Under a heading ("parcelas: quitar con riego …"): a field of that list, nothing else.
    const entity = listOnly(slots[template.in.slice(1)] ?? [], model);
    const field = entity && fieldOf(words2, entity, model);
    return entity && field
      ? ({ op: 'removeField', entity: entity.key, field: field.key } as ChangeOperation)
      : null;
  }
  // ("el traje" is the list Trajes and the text field Traje of each Cuadro: a question too,
  // never the field because the list's name is also another list's field.)
  const entity = listNamed(words2, model) ?? entityNamed(words2, model);
  const part = (slots.part?.length ?? 0) > 0;
  if (entity) {
    // "la obra" is the list Obras and the reference Obra of each Ensayo: a question. The list
    // is meant when it is said as a part of the app or by its plural.
    const said = [normsOf(words2).join(' '), fold(words2.map((t) => t.text).join(' '))];
    const plural = fold(entity.labelPlural);
    const byPlural = plural !== fold(entity.label) && said.includes(plural);
    if (!part && !byPlural && targets(words2, model).some((x) => x.kind === 'field')) return null;
    const longest = Math.max(...[entity.label, entity.labelPlural].map((l) => l.split(' ').length));
    return words2.length <= longest
      ? ({ op: 'removeEntity', entity: entity.key } as ChangeOperation)
      : null;
  }
  if (part) return null;
  const field = fieldNamed(words2, model);
  if (!field) return null;
  return { op: 'removeField', entity: field.entity.key, field: field.field.key } as ChangeOperation;
}

/**
 * Whether the owner's talk around a request ("no me gusta como opción de carácter", ", ahora la
 * entrada es libre") names a list or a field other than those the reading changes: then it may
 * say where, and the reading is not sure.
 */
function talkNamesOther(slots: Slots, ops: ChangeOperation[], model: DataModel): boolean {
  const touched = new Set(ops.map((o) => ('entity' in o ? o.entity : '')));
  // A list removed, renamed or given a rule is named whole: talk that tells of other lists in
  // a clause of its own ("…, ya sé yo quién lleva cada parcela", "…, es como nos llaman los
  // clientes") cannot move it. A field found by its name alone may be scoped by that talk.
  const wholeLists = ops.every(
    (o) => o.op === 'removeEntity' || o.op === 'renameEntity' || o.op === 'setRule',
  );
  const clause = (ts: Token[]) => ts.some((t) => t.pos === 'verb');
  const names = namesOf(model);
  for (const ts of [slots.said ?? [], slots.aside ?? [], slots.context ?? []]) {
    if (wholeLists && ts !== slots.said && clause(ts)) continue;
    for (let i = 0; i < ts.length; i++)
      for (let n = 1; n <= 3 && i + n <= ts.length; n++) {
        const words = ts.slice(i, i + n);
        if (words[0]!.pos === 'stop') continue;
        const found = names.match(normsOf(words), false);
        if (found.some((x) => !touched.has(x.entity.key))) return true;
      }
  }
  return false;
}

/**
 * On each record of the list, a count or a sum of the records of another that point at it:
 * one reading per reference between them, so two (a match's home and away team) are a
 * question ("¿como local o como visitante?"), never a guess.
 */
function totals(
  template: Extract<OpTemplate, { op: 'addTotal' }>,
  slots: Slots,
  model: DataModel,
): ChangeOperation[] {
  const slot = (name: string) => slots[name.replace(/^\$/u, '')] ?? [];
  const entity = listOnly(slot(template.entity), model);
  const from = listOnly(slot(template.from), model);
  if (!entity || !from || entity === from) return [];
  const refs = from.fields.filter((f) => f.type === 'reference' && f.ref === entity.key);
  let field: DataField | null = null;
  if (template.field) {
    field = fieldOf(slot(template.field), from, model);
    if (field?.type !== 'number' && field?.type !== 'money') return [];
  }
  const base = field
    ? `${capital(field.label)} de ${from.labelPlural.toLowerCase()}`
    : capital(from.labelPlural);
  return refs.map(
    (via) =>
      ({
        op: 'addTotal',
        entity: entity.key,
        from: from.key,
        ...(refs.length > 1 && { via: via.key }),
        ...(field && { field: field.key }),
        label: refs.length > 1 ? `${base} (${via.label.toLowerCase()})` : base,
      }) as ChangeOperation,
  );
}

/**
 * `vinculada`: the person (a list named, or a kinship word for the one list of children), the
 * records (the list named, or the one list that refers to the person), the one reference
 * between them, and the person's account when none is set (their one email field). Anything
 * not so is no reading: the settings rules ask (decision 0235).
 */
function linked(
  template: Extract<OpTemplate, { rule: 'vinculada' }>,
  slots: Slots,
  model: DataModel,
): ChangeOperation[] | null {
  const said = slots[template.person.slice(1)] ?? [];
  if (said.length !== 1) return null;
  const word = said[0]!;
  const person = KIN_WORDS.has(word.norm)
    ? only(model.entities.filter((e) => CHILD_LABELS.has(fold(e.label).replace(/ /gu, ''))))
    : listOnly(said, model);
  if (!person) return null;
  const named = template.entity ? (slots[template.entity.slice(1)] ?? []) : [];
  const records =
    named.length > 0
      ? listOnly(named, model)
      : only(
          model.entities.filter(
            (e) =>
              e !== person && e.fields.some((f) => f.type === 'reference' && f.ref === person.key),
          ),
        );
  if (!records) return null;
  const link = only(records.fields.filter((f) => f.type === 'reference' && f.ref === person.key));
  if (!link) return null;
  const ops: ChangeOperation[] = [
    { op: 'setRule', entity: records.key, rule: 'vinculada', linkField: link.key },
  ];
  if (person.accountField === undefined) {
    const email = only(person.fields.filter((f) => f.type === 'email'));
    if (!email) return null;
    ops.push({ op: 'setAccountField', entity: person.key, field: email.key });
  }
  return ops;
}

/** The words without the determiner they open with. */
const leading = (ts: Token[]) => (ts[0] && WORD_CLASSES.det!.has(ts[0].norm) ? ts.slice(1) : ts);

const only = <T>(list: T[]): T | null => (list.length === 1 ? list[0]! : null);

/**
 * The one list the words name and nothing more ("reservas", "las reseñas", "partes diarios"):
 * no word left over ("reservas de la semana" is some reservations, not the list).
 */
function listOnly(ts: Token[], model: DataModel): DataEntity | null {
  const words = leading(ts);
  const entity = entityNamed(words, model);
  if (!entity) return null;
  const longest = Math.max(
    ...[entity.label, entity.labelPlural].map((l) => l.split(/\s+/u).length),
  );
  return words.length <= longest ? entity : null;
}

/** The one field of `entity` the words name, nothing more ("email de la familia", "piezas"). */
function fieldOf(ts: Token[], entity: DataEntity, model: DataModel): DataField | null {
  const words = leading(ts);
  const found = targets(words, model).filter(
    (x) => x.kind === 'field' && x.entity.key === entity.key,
  );
  const keys = new Set(found.map((x) => x.field!.key));
  if (keys.size !== 1) return null;
  const field = found[0]!.field!;
  return words.length <= field.label.split(/\s+/u).length ? field : null;
}

// ——— the readings ———

/** Every reading the grammar allows for the instruction on this app, at most one per rule and slots. */
export function readByGrammar(
  instruction: string,
  model: DataModel,
  rules: ChangeRule[] = CHANGE_RULES,
): GrammarReading[] {
  if (typeof instruction !== 'string' || instruction.length > 400) return [];
  // "añade ¿lesionado? a jugador": a yes/no field said as a question of one or two words is
  // the rest of the reader's.
  if (/¿\s*\p{L}+(?:\s+\p{L}+)?\s*\?/u.test(instruction)) return [];
  const kept = keptTokens(instruction);
  return readTokensCached(kept, model, rules);
}

/**
 * readTokens remembered by what the tokens say (their place in the list aside, which no rule
 * reads), per definition and rule list: the same request worded around ("Hola, …", "…,
 * gracias") keeps the same tokens once its courtesy is set aside. Copied out, never shared.
 */
const READINGS_KEPT = 5_000;
const readingsOf = lruPerPair<DataModel, ChangeRule[], GrammarReading[]>(READINGS_KEPT);
/**
 * What the tokens say: every property of each (those of `Token`) but its place `i`, which no
 * rule reads, in a fixed order, the yes/no ones as one character (no JSON walk, no names).
 */
function tokensKey(kept: Token[]): string {
  let key = '';
  for (const t of kept) {
    const flags =
      (t.plural ? 1 : 0) |
      (t.capital ? 2 : 0) |
      (t.breakAfter ? 4 : 0) |
      (t.commaAfter ? 8 : 0) |
      (t.colonAfter ? 16 : 0) |
      (t.aside ? 32 : 0) |
      (t.arrowAfter ? 64 : 0) |
      (t.slashAfter ? 128 : 0);
    key += `${t.text}\u0001${t.norm}\u0001${t.lemma}\u0001${t.lemmas.join('\u0002')}\u0001${t.pos}\u0001${t.nounLemma ?? '\u0004'}\u0001${t.display}\u0001${t.gender ?? '\u0004'}\u0001${String.fromCharCode(0x100 + flags)}\u0003`;
  }
  return key;
}
function readTokensCached(kept: Token[], model: DataModel, rules: ChangeRule[]): GrammarReading[] {
  if (kept.length === 0) return [];
  const byTokens = readingsOf(model, rules);
  const key = tokensKey(kept);
  let readings = byTokens.get(key);
  if (!readings) {
    readings = readTokens(kept, model, rules);
    byTokens.set(key, readings);
  }
  return plainCopy(readings);
}

function compiledRule(rule: ChangeRule): Element[] {
  let elements = compiled.get(rule);
  if (!elements) {
    elements = compilePattern(rule.pattern);
    compiled.set(rule, elements);
  }
  return elements;
}

/**
 * The words a list of rules needs, indexed once per list: each rule's words that are not
 * optional (any one of a `a|b` set), and for each word the sets it belongs to.
 */
interface RulesIndex {
  rules: ChangeRule[];
  /** Per rule, how many sets of words it needs. */
  needs: number[];
  /** Per set, its rule. */
  ruleOf: number[];
  /** Per word, the sets it is one of. */
  sets: Map<string, number[]>;
}
const rulesIndexOf = new WeakMap<ChangeRule[], RulesIndex>();
function rulesIndex(rules: ChangeRule[]): RulesIndex {
  const known = rulesIndexOf.get(rules);
  // (A list changed since it was indexed is indexed again.)
  if (known && known.rules.length === rules.length && known.rules.every((r, i) => r === rules[i]))
    return known;
  const index: RulesIndex = { rules: [...rules], needs: [], ruleOf: [], sets: new Map() };
  for (const [r, rule] of rules.entries()) {
    const needed = compiledRule(rule).filter(
      (el): el is Extract<Element, { kind: 'words' }> => el.kind === 'words' && !el.optional,
    );
    index.needs.push(needed.length);
    for (const el of needed) {
      const set = index.ruleOf.length;
      index.ruleOf.push(r);
      for (const w of el.words) {
        const list = index.sets.get(w);
        if (list) list.push(set);
        else index.sets.set(w, [set]);
      }
    }
  }
  rulesIndexOf.set(rules, index);
  return index;
}

/** Per rule, whether the words say one of each set of words it needs. */
function rulesSaying(rules: ChangeRule[], norms: Set<string>): boolean[] {
  const index = rulesIndex(rules);
  const met = new Uint8Array(index.ruleOf.length);
  const count = new Array<number>(rules.length).fill(0);
  for (const w of norms)
    for (const set of index.sets.get(w) ?? []) {
      if (met[set]) continue;
      met[set] = 1;
      count[index.ruleOf[set]!]!++;
    }
  return index.needs.map((n, r) => count[r] === n);
}

/** Every reading of the rules that cover these tokens whole. */
function readTokens(
  kept: Token[],
  model: DataModel,
  rules: ChangeRule[] = CHANGE_RULES,
): GrammarReading[] {
  if (kept.length === 0) return [];
  const out: GrammarReading[] = [];
  const seen = new Set<string>();
  // A rule one of whose words (not optional) the instruction does not say reads nothing:
  // skipped before it is matched.
  const said = rulesSaying(rules, new Set(kept.map((t) => t.norm)));
  for (const [r, rule] of rules.entries()) {
    if (!said[r]) continue;
    const elements = compiledRule(rule);
    for (const found of matchAll(elements, kept)) {
      const slots = { ...found, _all: kept };
      const y = rule.yields;
      // Each alternative is a reading of its own (two references: two totals).
      const alternatives: (ChangeOperation | null)[][] = Array.isArray(y)
        ? [y.map((part) => build(part, slots, model))]
        : y.op === 'addTotal'
          ? totals(y, slots, model).map((op) => [op])
          : y.op === 'setRule' && y.rule === 'vinculada'
            ? [linked(y, slots, model) ?? [null]]
            : y.op === 'rename'
              ? renamings(y, slots, model)
              : [[build(y, slots, model)]];
      for (const ops of alternatives) {
        if (ops.some((op) => op === null)) continue;
        if (talkNamesOther(slots, ops as ChangeOperation[], model)) continue;
        const key = JSON.stringify(ops);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ rule: rule.id, operations: ops as ChangeOperation[] });
      }
    }
  }
  return out;
}

// ——— the nearest readings, for "¿Querías decir…?" ———

/** Words never left out of a nearer reading: leaving them out says the opposite. */
const KEEP = new Set([
  'no',
  'sin',
  'nunca',
  'ni',
  'jamas',
  'tampoco',
  'nadie',
  'excepto',
  'salvo',
  'menos',
  'solo',
]);
/** At most this many words at either end are left out ("… este mes", "… de la clínica"). */
const MAX_LEFT_OUT = 3;

/**
 * The grammar's readings nearest to an instruction it does not read as a whole (issue 39 item
 * 3): its own readings first (two of them are a question: each is one to choose), then those
 * of the instruction with one, two or three words left out at either end ("muestra cuántas
 * reservas tiene cada clase este mes" → the count of reservations), fewest left out first,
 * and the readings of each clause of a compound. Never with a negation left out. Each is only
 * offered: the owner sees its summary and applies it through the same review.
 */
export function nearestByGrammar(
  instruction: string,
  model: DataModel,
  limit = 3,
): GrammarReading[] {
  if (typeof instruction !== 'string' || instruction.length > 400) return [];
  const out: GrammarReading[] = [];
  const seen = new Set<string>();
  const add = (readings: GrammarReading[]) => {
    for (const r of readings) {
      const key = JSON.stringify(r.operations);
      if (out.length >= limit || seen.has(key)) continue;
      seen.add(key);
      out.push(r);
    }
  };
  add(readByGrammar(instruction, model));
  const kept = keptTokens(instruction);
  for (let dropped = 1; dropped <= MAX_LEFT_OUT && out.length < limit; dropped++) {
    for (let atStart = 0; atStart <= dropped; atStart++) {
      const window = kept.slice(atStart, kept.length - (dropped - atStart));
      const left = [...kept.slice(0, atStart), ...kept.slice(kept.length - (dropped - atStart))];
      if (window.length < 3 || left.some((t) => KEEP.has(t.norm) || verbIntent(t.norm))) continue;
      add(readTokens(window, model));
    }
  }
  for (const clause of clausesOf(instruction) ?? []) add(readByGrammar(clause, model));
  return out;
}

// ——— compound instructions ———

/** Words that only join two requests ("…; además, …", "… y luego …"). */
const FILLERS = new Set(['y', 'e', 'ademas', 'tambien', 'luego', 'despues', 'y luego']);

/** «Qué incluye»: a question word with its accent and a capital opens a name (`asksInName`). */
function namedByQuestion(t: Token): boolean {
  return t.capital && WORD_CLASSES.asksInName!.has(t.norm) && /[áéíóú]/u.test(t.text);
}

/** Whether the words at `at` open a correction of what was just named (`CORRECTION_OPENINGS`). */
function opensCorrection(tokens: Token[], at: number): boolean {
  const two = tokens
    .slice(at, at + 2)
    .map((t) => t.norm)
    .join(' ');
  return CORRECTION_OPENINGS.some((c) => two === c || two.startsWith(`${c} `));
}

/** A token that opens a request of its own: an order ("quita", "renombra", "avísame"). */
function opensRequest(t: Token | undefined): boolean {
  if (!t) return false;
  // "… y hazlo obligatorio", "… y quítala de las citas": a pronoun carries the clause before.
  if (/.{3,}(?:lo|la|los|las)$/u.test(t.norm)) return false;
  if (verbIntent(t.norm)) return true;
  return ['add', 'rename', 'notifyMe', 'sendMe', 'notifyAuthor', 'countVerb'].some((c) =>
    WORD_CLASSES[c]!.has(t.norm),
  );
}

/**
 * The clauses of a compound instruction ("añade X y quita Y", "…; además, …"), each as the
 * words the owner wrote for it, or null when it is one request. A clause ends at a full stop
 * or a semicolon, or at a comma or "y" that an order follows (after "además", "luego" …); a
 * list of options or of names ("jardín, carpintería y electricidad") never splits, as no
 * order follows its commas.
 */
export function clausesOf(instruction: string): string[] | null {
  if (typeof instruction !== 'string' || instruction.length > 400) return null;
  const kept = keptTokens(instruction);
  if (kept.length < 4) return null;
  // Where each token was written, to give every clause in the owner's own words.
  const spans: [number, number][] = [];
  let cursor = 0;
  for (const t of kept) {
    const at = instruction.indexOf(t.text, cursor);
    if (at < 0) return null;
    spans.push([at, at + t.text.length]);
    cursor = at + t.text.length;
  }
  const cuts: [from: number, to: number][] = [];
  let start = 0;
  for (let i = 0; i < kept.length; i++) {
    const t = kept[i]!;
    const stop = t.breakAfter && !t.commaAfter && !t.colonAfter;
    let j = i + 1;
    // "y", "además", "luego" between two requests join them and belong to neither.
    if (t.breakAfter || FILLERS.has(kept[j]?.norm ?? '')) {
      while (j < kept.length && FILLERS.has(kept[j]!.norm)) j++;
      const joined = t.breakAfter || j > i + 1;
      if (joined && j < kept.length && (stop || opensRequest(kept[j]))) {
        cuts.push([start, i]);
        start = j;
        i = j - 1;
      }
    }
  }
  if (cuts.length === 0) return null;
  cuts.push([start, kept.length - 1]);
  const closing = /^[»"'”’)]+/u;
  return cuts.map(([from, to]) => {
    const end = spans[to]![1];
    const tail = closing.exec(instruction.slice(end))?.[0] ?? '';
    return instruction.slice(spans[from]![0], end + tail.length);
  });
}
