// The offline reader of change instructions (issue 27): a Spanish instruction, read against
// the app's data model and design, becomes change operations (contracts/app-changes.ts) or a
// refusal that says what was not understood. Pure and deterministic: no model, no network.
// It splits the instruction into clauses at each new verb, reads each clause by what it asks
// (rule, options, reference, design, required, rename, type, remove, add) and resolves every
// name against the labels the owner sees. When a name matches two things, or nothing, or a
// clause is not understood, nothing is proposed. See docs/decisions/0180-reading-change-instructions.md.

import {
  type ChangeOperation,
  changeOperationsSchema,
  type NewField,
  REWRITING_OPERATIONS,
} from '../../../../contracts/app-changes.ts';
import {
  type AccessRule,
  type DataEntity,
  type DataField,
  type DataModel,
  type FieldType,
  keyFromLabel,
} from '../../../../contracts/data-model.ts';
import { fill, messages } from '../../../../contracts/messages.ts';
import type { Layout, Theme } from '../../../../contracts/projects.ts';
import { clausesOf, readByGrammar, withoutCourtesy } from '../../../engine/changes/interpret.ts';
import {
  NOT_A_NEW_NAME,
  PLURAL_POSSESSIVES,
  typeFromName,
  WORD_CLASSES,
} from '../../../engine/changes/words.ts';
import { applyOperations, type ChangeDesign, summarize } from './change-apply.ts';
import {
  COLOURS,
  ENTITY_WORDS,
  FIELD_WORDS,
  FILLER,
  type Intent,
  KEEP_VERBS,
  LAYOUT_WORDS,
  RULE_PATTERNS,
  THEME_WORDS,
  TYPE_WORDS,
  UNKNOWN_SHADES,
  VERB_INTENTS,
  verbIntent,
  wordPattern,
} from './change-lexicon.ts';
import {
  distance,
  Names,
  sameTarget,
  type Target,
  type Tok,
  tokenize,
  tolerance,
} from './change-match.ts';
import { asksNothing, dropIdleClauses, rephrase } from './change-phrasing.ts';
import { readSetting } from './change-settings.ts';
import { Lru, lruPerPair, plainCopy } from './lru.ts';
import { accented, analyze, fold, isKnown, pluralize } from './morphology.ts';

export type ChangeRefusal = {
  ok: false;
  reason: 'not_understood' | 'ambiguous' | 'nothing_to_change';
  message: string;
};
export type ChangeReading =
  | { ok: true; operations: ChangeOperation[]; summary: string[] }
  | ChangeRefusal;

export interface ReadChangeInput {
  instruction: string;
  model: DataModel;
  design: ChangeDesign;
}

const t = messages.changes;
const RULE_NAMES = messages.concept.accessRules;

/** A clause the reader cannot use: why, in Spanish, and which kind of refusal. */
class Refuse extends Error {
  readonly reason: ChangeRefusal['reason'];
  readonly detail: string;
  constructor(reason: ChangeRefusal['reason'], detail: string) {
    // Caught inside the reader, never shown: no stack to record (the reader refuses often).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(detail);
    Error.stackTraceLimit = limit;
    this.reason = reason;
    this.detail = detail;
  }
}

function notUnderstood(part: string): Refuse {
  return new Refuse('not_understood', fill(t.notUnderstood, { part: part.trim() }));
}

// ——— small text helpers ———

const words = (toks: Tok[]) => toks.map((x) => x.f).join(' ');
const rawText = (toks: Tok[]) =>
  toks
    .map((x) => x.raw)
    .join(' ')
    .replace(/\s+([,.;:!?)])/g, '$1');

/** "el móvil" → "Móvil"; "fecha de alta" → "Fecha de alta"; accents restored when the dictionary knows the word. */
export function labelFrom(toks: Tok[], inList = false): string {
  const kept = stripFiller(toks, inList);
  if (kept.length === 1 && kept[0]!.kind === 'quote') return capital(fixWord(kept[0]!.raw));
  const text = kept.map((x) => (x.kind === 'word' ? fixWord(x.raw) : x.raw)).join(' ');
  return capital(text);
}

/** Common field words: a new label's typo is corrected to one of these ("fotto" → "foto"). */
const COMMON =
  'foto telefono email correo fecha precio importe imagen descripcion notas observaciones direccion nombre apellidos movil enlace valoracion puntuacion cantidad edad peso comentarios categoria tipo estado logo portada'.split(
    ' ',
  );

function fixWord(raw: string): string {
  if (raw.includes(' ')) return raw.split(' ').map(fixWord).join(' ');
  const f = fold(raw);
  if (f.length < 4 || raw !== raw.toLowerCase() || /[0-9]/.test(f)) return raw;
  if (!isKnown(f)) {
    const near = COMMON.filter((w) => distance(f, w, 1) <= 1);
    if (near.length === 1) return accented(near[0]!);
  }
  return raw === f ? accented(raw) : raw;
}

function capital(text: string): string {
  const s = text
    .trim()
    .replace(/[¿?¡!]/g, '')
    .trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

const LEADING = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'lo',
  'nuevo',
  'nueva',
  'otro',
  'otra',
  'tambien',
  'mi',
  'mis',
  'su',
  'sus',
  'de',
  'del',
  'que',
  'se',
]);

const TRAILING_COURTESY = new Set(['tambien', 'gracias', 'porfa', 'porfavor', 'please', 'favor']);

function stripFiller(toks: Tok[], inList = false): Tok[] {
  let start = 0;
  let end = toks.length;
  const skip = (x: Tok) =>
    x.kind === 'punct' ||
    (x.kind === 'word' &&
      (LEADING.has(x.f) ||
        FIELD_WORDS.has(x.f) ||
        ENTITY_WORDS.has(x.f) ||
        x.f === 'llamado' ||
        x.f === 'llamada' ||
        x.f === 'nuevo' ||
        x.f === 'nueva'));
  // "Otro" alone is a value ("quita otro de especie"), not a filler word; "Campo del Río" is a
  // name (a capital, then "de"), not the word "campo".
  const named = (i: number) =>
    (inList || /^\p{Lu}/u.test(toks[i]!.raw)) &&
    (FIELD_WORDS.has(toks[i]!.f) || ENTITY_WORDS.has(toks[i]!.f)) &&
    (toks[i + 1]?.f === 'de' || toks[i + 1]?.f === 'del');
  // "crea la lista Turnos con …": «lista» before a name written with a capital is the word for
  // a list, as «tabla» is, never part of the name ("Lista de la compra" keeps it: «de» follows).
  const listWord = (i: number) =>
    !inList &&
    (toks[i]!.f === 'lista' || toks[i]!.f === 'listado') &&
    toks[i + 1]?.kind === 'word' &&
    /^\p{Lu}/u.test(toks[i + 1]!.raw);
  while (
    start < end &&
    (skip(toks[start]!) || listWord(start)) &&
    !named(start) &&
    // "… o La Cantera": a capitalised article before a capitalised word, in a list, is the
    // value's own.
    !(
      inList &&
      /^(?:La|El|Los|Las)$/u.test(toks[start]!.raw) &&
      /^\p{Lu}/u.test(toks[start + 1]?.raw ?? '')
    ) &&
    !(start === end - 1 && MEANINGFUL_FILLER.has(toks[start]!.f)) &&
    // "Hasta 50, De 50 a 100 y Más de 100": a value that is a range keeps its «De» / «Desde»
    // («50 a 100» is not what the owner wrote); «de las fincas» before a value is still talk.
    !(inList && start === 0 && isRange(toks.slice(start, end))) &&
    // ("que se llame Qué incluye": a question word with its accent and a capital opens a name.)
    !(
      /^\p{Lu}/u.test(toks[start]!.raw) &&
      /[áéíóú]/u.test(toks[start]!.raw) &&
      WORD_CLASSES.asksInName!.has(toks[start]!.f)
    )
  )
    start++;
  // Trailing punctuation and courtesy: "un email, gracias", "el móvil por favor"; a copula
  // after the name: "de qué tipo es: carretera, montaña…" names «Tipo», never «Tipo es».
  while (
    end > start &&
    (toks[end - 1]!.kind === 'punct' ||
      TRAILING_COURTESY.has(toks[end - 1]!.f) ||
      (end - start >= 2 && /^(es|son|sea|sean|estan)$/.test(toks[end - 1]!.f)))
  ) {
    end--;
    if (toks[end]!.f === 'favor' && toks[end - 1]?.f === 'por') end--;
  }
  return toks.slice(start, end);
}

const AMOUNT =
  /^(?:\d+(?:[.,]\d+)?|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|doscientos|quinientos|mil)$/;

/** «De 50 a 100», «desde cien hasta doscientos»: a range of amounts said as one value. */
function isRange(toks: Tok[]): boolean {
  const [from, low] = toks;
  if (!from || !low || !/^(?:de|desde)$/.test(from.f) || !AMOUNT.test(low.f)) return false;
  const to = toks.findIndex((x, i) => i > 1 && /^(?:a|hasta)$/.test(x.f));
  return to > 1 && AMOUNT.test(toks[to + 1]?.f ?? '');
}

function splitList(toks: Tok[], orSplits = false): Tok[][] {
  const out: Tok[][] = [];
  let cur: Tok[] = [];
  // "el tipo (amarilla o roja)": what is in brackets belongs to the item before it.
  let depth = 0;
  for (const [i, x] of toks.entries()) {
    if (x.kind === 'punct' && (x.f === '(' || x.f === ')')) {
      depth = Math.max(0, depth + (x.f === '(' ? 1 : -1));
      cur.push(x);
    } else if (depth > 0) cur.push(x);
    else if (x.kind === 'punct' && x.f === ',') {
      out.push(cur);
      cur = [];
    } else if (
      x.kind === 'word' &&
      (x.f === 'y' || x.f === 'e' || (orSplits && (x.f === 'o' || x.f === 'u'))) &&
      // "la fecha y hora", "día y hora": one field (datetime), not two.
      !(x.f === 'y' && toks[i + 1]?.f === 'hora' && ['fecha', 'dia'].includes(toks[i - 1]?.f ?? ''))
    ) {
      out.push(cur);
      cur = [];
    } else cur.push(x);
  }
  out.push(cur);
  return out.map((s) => stripFiller(s, orSplits)).filter((s) => s.length > 0);
}

function typeWord(text: string): { type: FieldType; end: number; word: string } | null {
  for (const [w, type] of TYPE_WORDS) {
    if (text === w || text.startsWith(`${w} `)) return { type, end: w.split(' ').length, word: w };
  }
  return null;
}

/** Type words that are only ever a type, never a field's name ("texto", "número", "fecha y hora"). */
const TYPE_NAMES = new Set([
  'texto largo',
  'texto corto',
  'fecha y hora',
  'fecha con hora',
  'si o no',
  'si/no',
  'si no',
  'lista de opciones',
  'lista desplegable',
  'parrafo',
  'texto',
  'numero',
  'numerico',
  'entero',
  'dinero',
  'moneda',
  'fecha',
  'booleano',
  'casilla',
  'opciones',
  'desplegable',
  'lista',
  'referencia',
  'url',
]);

// ——— mentions ———

interface Mention {
  start: number;
  end: number;
  targets: Target[];
}

function findMentions(toks: Tok[], names: Names, knownTypos = false): Mention[] {
  const out: Mention[] = [];
  let i = 0;
  while (i < toks.length) {
    const tok = toks[i]!;
    if (tok.kind === 'punct' || tok.kind === 'hex' || (tok.kind === 'word' && verbIntent(tok.f))) {
      i++;
      continue;
    }
    // A filler word starts a name only when the whole name is written ("Con cesta", exactly).
    const filler = tok.kind === 'word' && FILLER.has(tok.f);
    let found: Mention | null = null;
    for (let n = Math.min(names.maxWords, toks.length - i); n >= (filler ? 2 : 1) && !found; n--) {
      const span = toks.slice(i, i + n);
      if (span.some((x) => x.kind === 'punct' || x.kind === 'hex')) continue;
      const last = span[span.length - 1]!;
      // A name ends in a filler word only when written exactly ("Llegó el").
      const exactOnly = n > 1 && FILLER.has(last.f);
      // "quita el campo": the word that says "a field" is not the field called "Campo", unless
      // quoted or said twice ("el campo campo").
      // "el campo del partido": followed by "de" and an entity, the word is the name.
      const ofEntity =
        ['de', 'del'].includes(toks[i + 1]?.f ?? '') &&
        names
          .match(
            toks
              .slice(i + 2, i + 2 + 4)
              .filter((x) => !['la', 'los', 'las', 'el'].includes(x.f))
              .slice(0, 1)
              .map((x) => x.f),
            false,
          )
          .some((x) => x.kind === 'entity');
      // "cambia el campo a opciones: …": no name follows "el campo", only the type it takes,
      // so the word is the name. (Where the type is read, the words before it come alone:
      // "el campo a". "que el campo sea obligatorio" is still refused: which one?)
      const nameless =
        toks[i - 1]?.f === 'el' &&
        toks[i + 1]?.f === 'a' &&
        (toks[i + 2] === undefined ||
          /^(?:opciones|lista|tipo|texto|numero|fecha)$/u.test(toks[i + 2]!.f));
      if (
        n === 1 &&
        tok.kind === 'word' &&
        (FIELD_WORDS.has(tok.f) || ENTITY_WORDS.has(tok.f)) &&
        !FIELD_WORDS.has(toks[i - 1]?.f ?? '') &&
        !ENTITY_WORDS.has(toks[i - 1]?.f ?? '') &&
        !(FIELD_WORDS.has(tok.f) && (ofEntity || nameless)) &&
        // "Las tablas que las vean todos" where the app has a list «Tablas»: its name.
        !(
          ENTITY_WORDS.has(tok.f) &&
          !['de', 'del'].includes(toks[i + 1]?.f ?? '') &&
          names.match([tok.f], false, false).some((x) => x.kind === 'entity' && x.dist === 0)
        )
      )
        continue;
      const ws = span.flatMap((x) => x.f.split(/[^a-z0-9ñ]+/).filter(Boolean));
      const targets = names.match(
        ws,
        tok.kind !== 'quote' && !filler && !exactOnly,
        knownTypos && !exactOnly,
      );
      if (targets.length > 0) found = { start: i, end: i + n, targets };
    }
    if (found) {
      out.push(found);
      i = found.end;
    } else i++;
  }
  return out;
}

const entityTargets = (m: Mention) => m.targets.filter((x) => x.kind === 'entity');
const fieldTargets = (m: Mention) => m.targets.filter((x) => x.kind === 'field');

function uniqueEntities(targets: Target[]): DataEntity[] {
  const out: DataEntity[] = [];
  for (const x of targets) if (!out.includes(x.entity)) out.push(x.entity);
  return out;
}

function ambiguous(part: string, options: string[]): Refuse {
  return new Refuse(
    'ambiguous',
    fill(t.ambiguous, { part: part.trim(), options: options.map((o) => `«${o}»`).join(' o ') }),
  );
}

function describeTarget(x: Target): string {
  return x.kind === 'entity' ? x.entity.labelPlural : `${x.field!.label}» de «${x.entity.label}`;
}

// ——— the reader ———

interface Context {
  model: DataModel;
  design: ChangeDesign;
  names: Names;
  /** The last entity an earlier clause named: "añade teléfono a Cliente y quita las notas". */
  lastEntity: DataEntity | null;
  /** The field a clause that changes nothing named: "no borres la fianza, hazla obligatoria". */
  lastField: Target | null;
  /** The last field was just renamed: a bare "y que sea obligatorio" after it is about it. */
  lastFieldRenamed?: boolean;
  /** The words of the clauses after the one being read. */
  later: Tok[];
  ops: ChangeOperation[];
}

const PREPOSITIONS = new Set(['a', 'al', 'de', 'del', 'en', 'para', 'desde', 'dentro']);

/** A verb that starts a new clause (any inflection the lexicon lists, or "que" + rule words). */
function clauseVerb(tok: Tok | undefined): Intent | undefined {
  if (tok?.kind !== 'word') return undefined;
  return verbIntent(tok.f);
}

/**
 * The verbs within a typo or two of a word ("qita" → quita, "añde" → añade), closest first:
 * empty when none is near.
 */
function nearVerbs(word: string): string[] {
  const tol = word.length >= 6 ? 2 : 1;
  const found: [string, number][] = [];
  for (const v of VERB_LIST) {
    if (Math.abs(v.length - word.length) > tol) continue;
    const d = distance(word, v, tol);
    if (d <= tol) found.push([v, d]);
  }
  return found.sort((a, b) => a[1] - b[1]).map(([v]) => v);
}

/** "toca", "deja", "mantén": a verb that keeps something as it is. */
const keepVerb = (tok: Tok | undefined) => tok?.kind === 'word' && KEEP_VERBS.has(tok.f);

const VERB_LIST = Object.keys(VERB_INTENTS).filter((v) => v.length >= 4);

const PRONOUNS = new Set(['lo', 'la', 'los', 'las', 'le', 'les', 'me', 'se', 'nos', 'te']);

/**
 * A clause that changes nothing: it says what must NOT change ("no quites las notas", "sin
 * borrar la fecha", "pero deja el nombre", "no toques la especie", "no el email") or only gives
 * a reason ("no la usamos", "porque ya no cobramos"). It proposes nothing; what it names is
 * kept: a change elsewhere in the instruction that touches it is refused.
 */
const DISLIKE =
  /\bno (?:me |nos |te |le |les )?(?:gusta|gustan|pega|pegan|convence|convencen|combina|combinan|queda bien|quedan bien|va con)\b/;
function isAsideClause(toks: Tok[]): boolean {
  let i = 0;
  while (
    i < toks.length &&
    (toks[i]!.kind === 'punct' || ['y', 'e', 'pero', 'aunque', 'ademas'].includes(toks[i]!.f))
  )
    i++;
  const first = toks[i];
  if (!first) return false;
  const text = words(toks.slice(i));
  if (/^(?:porque|pues|ya que|que ya)\b/.test(text)) return true;
  if (COMPARISON.test(text)) return true;
  // "el naranja no pega nada con mi taller", "ese verde no me gusta": a dislike tells why,
  // as "no me gusta el naranja" does; the order comes after it.
  if (DISLIKE.test(text) && !toks.some((x) => clauseVerb(x) !== undefined)) return true;
  const requiredWords = /\b(?:obligatori|opcional|requerid|vaci|rellen|en blanco)/.test(text);
  if (first.f === 'no' || first.f === 'nunca' || (first.f === 'ya' && toks[i + 1]?.f === 'no'))
    return !requiredWords;
  // "la foto ya no hace falta", "las notas no las quites": the verb itself is negated.
  const verbAt = toks.findIndex((x) => clauseVerb(x) !== undefined || keepVerb(x));
  if (verbAt > 0 && !requiredWords) {
    let j = verbAt - 1;
    while (j >= 0 && PRONOUNS.has(toks[j]!.f)) j--;
    if (j >= 0 && (toks[j]!.f === 'no' || toks[j]!.f === 'nunca')) return true;
  }
  if (first.f === 'sin') {
    let j = i + 1;
    while (j < toks.length && PRONOUNS.has(toks[j]!.f)) j++;
    return clauseVerb(toks[j]) !== undefined || keepVerb(toks[j]);
  }
  // "deja el nombre", "mantén la fecha" (but "déjalo opcional" sets a field optional).
  return keepVerb(first) && !requiredWords;
}

/**
 * "ya no prestamos bicis", "no usamos la fianza": a reason that says what is no longer done,
 * with a verb that is neither a change nor "keep" (what it names may still be removed).
 */
function noLongerDone(toks: Tok[]): boolean {
  const ws = toks.filter((x) => x.kind === 'word').map((x) => x.f);
  let i = 0;
  while (['y', 'e', 'pero', 'como', 'pues'].includes(ws[i] ?? '')) i++;
  if (ws[i] === 'ya') i++;
  if (ws[i] !== 'no' && ws[i] !== 'nunca') return false;
  i++;
  while (PRONOUNS.has(ws[i] ?? '')) i++;
  const w = ws[i] ?? '';
  return (
    /(?:amos|emos|imos)$/.test(w) &&
    !verbIntent(w) &&
    !KEEP_VERBS.has(w) &&
    analyze(w).some((a) => a.pos === 'verb')
  );
}

/**
 * ", como el de los clientes", ", igual que en los productos": a comparison that mentions
 * another entity or field in passing. It starts a clause of its own, which proposes nothing
 * (0180, third pass); ", como texto" is still a type.
 */
function comparisonAt(toks: Tok[], i: number): boolean {
  if (toks[i]?.f !== ',') return false;
  const a = toks[i + 1]?.f;
  const b = toks[i + 2]?.f;
  if (a === 'igual' && b === 'que') return true;
  if (a === 'al' && b === 'igual') return true;
  return a === 'como' && b !== undefined && COMPARISON_NEXT.has(b);
}
const COMPARISON_NEXT = new Set([
  'el',
  'la',
  'los',
  'las',
  'lo',
  'en',
  'tienen',
  'tiene',
  'ya',
  'hacen',
  'hace',
]);
const COMPARISON = /^(?:como|igual que|al igual que)\b/;

/** "el compositor obligatorio", "la foto opcional" from toks[j] to the next "y", comma or stop. */
function saidRequired(toks: Tok[], j: number): boolean {
  if (!['el', 'la', 'los', 'las'].includes(toks[j]?.f ?? '')) return false;
  let k = j + 1;
  while (k < toks.length && toks[k]!.kind !== 'punct' && toks[k]!.f !== 'y' && toks[k]!.f !== 'e')
    k++;
  const last = toks[k - 1];
  // Without a verb of its own: "el dni también que sea obligatorio" is read as it was.
  const between = toks.slice(j + 1, k - 1);
  return (
    k - j >= 3 &&
    last !== undefined &&
    /^(?:obligatori|opcional)/.test(last.f) &&
    !between.some((x) => VERBLESS_BREAKERS.has(x.f))
  );
}
/** "la dirección fuera": an article, a few words, then "fuera" at the end of the clause. */
function saidOut(toks: Tok[], j: number): boolean {
  if (!/^(?:el|la|los|las|lo)$/.test(toks[j]?.f ?? '')) return false;
  for (let k = j + 1; k < toks.length && k <= j + 6; k++) {
    const x = toks[k]!;
    if (x.kind === 'punct' || x.f === 'y') return false;
    if (x.f === 'fuera') {
      const after = toks[k + 1];
      return after === undefined || (after.kind === 'punct' && after.f !== ',') || after.f === 'y';
    }
  }
  return false;
}

const VERBLESS_BREAKERS = new Set(
  'que sea sean ser es son este esten deberia deberian debe deben tambien tiene tienen tenga tengan haya pase quede'.split(
    ' ',
  ),
);

/** Splits at sentence punctuation and at "y"/","/"luego" before a new verb or "que". */
function clauses(toks: Tok[]): Tok[][] {
  const out: Tok[][] = [];
  let cur: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const x = toks[i]!;
    if (x.kind === 'punct' && /[.;!?¿¡]/.test(x.f)) {
      out.push(cur);
      cur = [];
      continue;
    }
    // "pero …", "sin borrar …", "porque …", ", no …": a clause of its own (kept or a reason).
    const next1 = toks[i + 1];
    const boundary =
      (x.kind === 'word' && (x.f === 'porque' || x.f === 'aunque')) ||
      (x.kind === 'word' &&
        x.f === 'pero' &&
        (next1?.f === 'no' ||
          next1?.f === 'sin' ||
          keepVerb(next1) ||
          clauseVerb(next1) !== undefined)) ||
      (x.kind === 'word' &&
        x.f === 'sin' &&
        (clauseVerb(next1) !== undefined || keepVerb(next1))) ||
      (x.kind === 'word' && x.f === 'ya' && next1?.f === 'que') ||
      comparisonAt(toks, i);
    if (boundary && cur.length > 0) {
      out.push(cur);
      cur = [x];
      continue;
    }
    const joiner =
      (x.kind === 'punct' && x.f === ',') ||
      (x.kind === 'word' && ['y', 'e', 'luego', 'despues', 'ademas', 'tambien'].includes(x.f));
    // "en herramientas, quita la categoría": a heading with no verb stays with its clause.
    const heading =
      x.f === ',' &&
      ['en', 'para', 'a', 'de'].includes(cur[0]?.f ?? '') &&
      !cur.some((c) => clauseVerb(c) !== undefined || c.f === ',');
    // "que los puedan ver y añadir todos": two infinitives after one "pueda" are one clause.
    const chained =
      x.f === 'y' &&
      /^(?:ver|leer|consultar|mirar)$/.test(cur[cur.length - 1]?.f ?? '') &&
      /^(?:pueda|puedan|puede|pueden|podra|podran)$/.test(cur[cur.length - 2]?.f ?? '');
    if (joiner && cur.length > 0 && !heading && !chained) {
      let j = i + 1;
      // (", además, …": the commas around a filler too.)
      while (
        j < toks.length &&
        ((toks[j]!.kind === 'word' &&
          ['y', 'luego', 'despues', 'ademas', 'tambien', 'por', 'favor', 'solo', 'pero'].includes(
            toks[j]!.f,
          )) ||
          (toks[j]!.f === ',' &&
            [toks[j - 1]?.f, toks[j + 1]?.f].some((w) =>
              ['ademas', 'luego', 'despues'].includes(w ?? ''),
            )))
      )
        j++;
      const next = toks[j];
      // ", no …", "y sin …", ", deja …" start a clause that keeps something; not after
      // "también", and not a capitalised value ("también 'No se presentó'").
      const keeping =
        (x.f === ',' || x.f === 'y' || x.f === 'e') &&
        next !== undefined &&
        !/^\p{Lu}/u.test(next.raw) &&
        (next.f === 'no' || next.f === 'ya' || next.f === 'sin' || keepVerb(next));
      const startsClause =
        keeping ||
        (clauseVerb(next) !== undefined &&
          !(next!.f === 'falta' || next!.f === 'faltan' || next!.f === 'hace')) ||
        // "… y que cada mascota tenga…", ", que sobra": "que" after a joiner starts a clause.
        next?.f === 'que' ||
        // "…, y en cada producto que se pueda escoger el proveedor".
        (next?.f === 'en' && toks[j + 1]?.f === 'cada' && x.f === 'y') ||
        // "añade notas, borra el enlace y el compositor obligatorio": a field said required.
        saidRequired(toks, j) ||
        // "…obligatorio y la dirección fuera": a thing, then "fuera" (out) to end the clause.
        saidOut(toks, j) ||
        next?.f === 'cambia' ||
        next?.f === 'cambiar';
      if (startsClause) {
        out.push(cur);
        cur = [];
        i = j - 1;
        continue;
      }
    }
    cur.push(x);
  }
  out.push(cur);
  return out.filter((c) => c.some((x) => x.kind !== 'punct'));
}

const POLITE =
  /^(?:pero |aunque |y si |que tal si |por favor |porfa |gracias |hola |oye |bueno |vale |hola |me gustaria que |me gustaria |quiero que |quisiera que |necesito que |me podrias |nos podrias |podrias |podria |puedes |podeis |si puedes |seria posible que |seria posible |se puede |se podria |hay que |deberia |debe |tienes que |habria que |ahora |(?:y )?ya de paso |(?:y )?de paso |(?:y )?por cierto )+/;

/** The name index of a definition, built once per model object (models are never mutated here). */
const namesCache = new WeakMap<DataModel, Names>();
function namesOf(model: DataModel): Names {
  let names = namesCache.get(model);
  if (!names) {
    names = new Names(model);
    namesCache.set(model, names);
  }
  return names;
}

const NOT_A_NAME =
  /^(?:sea|sean|haya|hayan|pueda|puedan|este|esten|resulte|resulten|quede|queden|tenga|tengan|se|me|te|nos|os|lo|le|les|(?:yo|tu|nosotros|nosotras|vosotros|ellos|ellas|todos|todas|nadie|cualquiera)$)\b/u;

/** "Escribirlas yo": an order with its pronoun, or who does it, is never a field's name. */
const SAYS_WHO =
  /(?:^|\s)(?:\p{L}+(?:ar|er|ir)(?:lo|la|los|las|le|les)|yo|nosotros|nosotras)(?:\s|$)/u;

/**
 * "¿Y si quitamos la raza, se pierde lo guardado?", "Si borro la raza, ¿se pierden los datos?":
 * a question about what a change would do to what is saved, not the order to make it.
 */
const ASKS_WHAT_HAPPENS =
  /\b(?:se (?:pierde|pierden|perderia|perderian|perdera|perderan|borra|borran|borraria|borrarian|borrara|borraran)|que pasa(?:ria)? (?:con|si)|pasa(?:ria)? algo)\b[^.!]*\?/u;

/**
 * One frozen copy of each definition read, found by content: a request brings its own copy of
 * the app's definition, and the name index and readings built for a definition (the WeakMaps
 * of this reader and the grammar) are then built once per definition, not once per request.
 * Nothing is returned that points into it; the reader never writes into a definition.
 */
const canonicalOf = new WeakMap<object, DataModel>();
const canonicalByContent = new Lru<string, DataModel>(64);
const contentKey = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (v === undefined ? '\u0000undefined' : v));
function canonicalModel(model: DataModel): DataModel {
  if (typeof model !== 'object' || model === null) return model;
  const known = canonicalOf.get(model);
  if (known) return known;
  const key = contentKey(model);
  let canonical = canonicalByContent.get(key);
  if (!canonical) {
    canonical = deepFrozen(structuredClone(model));
    canonicalByContent.set(key, canonical);
    canonicalOf.set(canonical, canonical);
  }
  canonicalOf.set(model, canonical);
  return canonical;
}
function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFrozen(v);
    Object.freeze(value);
  }
  return value;
}

export function readChange(input: ReadChangeInput): ChangeReading {
  const whole = readGiven(input);
  if (whole.ok) return whole;
  return newListThenLink(input) ?? whole;
}

/**
 * Where a compound request may be cut in two: a comma, a semicolon or a full stop (with the
 * «y», «luego», «además» after it), or a bare «y que».
 */
const COMPOUND_CUT =
  /\s*[,;.]\s*(?:(?:y|e|luego|ademas|además|despues|después)\s+)?|\s+y\s+(?=que\s)/giu;

/**
 * «Crea una lista de proveedores con nombre y teléfono, y en cada producto que se pueda
 * escoger el proveedor», «Agregue Sedes con nombre y dirección, y que cada clase diga en qué
 * sede es»: a new list, then a link to it said as any link to a list the app has. Read whole,
 * the second half names a list the app lacks; cut in two, the first half creates the list and
 * the second is read on the app with it, as the owner would once the list exists. Only when
 * the first half creates one list and the second touches it (decision 0288).
 */
function newListThenLink(input: ReadChangeInput): ChangeReading | null {
  const text = input.instruction;
  if (typeof text !== 'string' || text.length > 400) return null;
  const cuts = [...text.matchAll(COMPOUND_CUT)].filter(
    (m) => m.index > 0 && m.index + m[0].length < text.length,
  );
  // (The last cut first: a comma inside the list of the new list's fields is no cut.)
  for (const cut of cuts.reverse().slice(0, 6)) {
    const first = text.slice(0, cut.index).trim();
    const rest = text.slice(cut.index + cut[0].length).trim();
    if (first.split(/\s+/u).length < 2 || rest.split(/\s+/u).length < 3) continue;
    let a = readGiven({ ...input, instruction: first });
    // «Tenemos talleres los sábados. Añade un apartado de Talleres con …, y …»: the sentences
    // before the request only tell why, when read alone they ask for nothing.
    const told = /^(.*[.!?…])\s+(\S.*)$/su.exec(first);
    if (
      !a.ok &&
      told &&
      !ordersSomething(told[1]!) &&
      !readGiven({ ...input, instruction: told[1]! }).ok
    )
      a = readGiven({ ...input, instruction: told[2]! });
    if (!a.ok) continue;
    const made = a.operations.filter((o) => o.op === 'addEntity');
    if (made.length !== 1) continue;
    const applied = applyOperations(input.model, input.design, a.operations);
    if (!applied.ok) continue;
    const before = new Set(input.model.entities.map((e) => e.key));
    const key = applied.model.entities.find((e) => !before.has(e.key))?.key;
    if (!key) continue;
    // («…, y que cada una sea de una herramienta»: «cada una» is each record of the new list.)
    const single = applied.model.entities.find((e) => e.key === key)?.label.toLowerCase();
    const b = readGiven({
      ...input,
      model: applied.model,
      instruction: single ? rest.replace(/\bcada (?:uno|una)\b/giu, `cada ${single}`) : rest,
    });
    if (!b.ok) continue;
    const touches = b.operations.some(
      (o) =>
        ('entity' in o && o.entity === key) ||
        (o.op === 'addField' && o.field.type === 'reference' && o.field.ref === key),
    );
    if (!touches) continue;
    // A field the second half gives the new list itself («que cada una sea de una herramienta»)
    // is one of its fields; a link from another list names the new one in the plural.
    const own = b.operations.filter((o) => o.op === 'addField' && o.entity === key);
    const others = b.operations.filter((o) => !own.includes(o));
    const pointed = others.some(
      (o) => o.op === 'addField' && o.field.type === 'reference' && o.field.ref === key,
    );
    const plural = applied.model.entities.find((e) => e.key === key)?.labelPlural;
    const operations = [
      ...a.operations.map((o) =>
        o.op === 'addEntity'
          ? {
              ...o,
              ...(pointed && plural && !o.labelPlural ? { labelPlural: plural } : {}),
              fields: [...o.fields, ...own.flatMap((x) => (x.op === 'addField' ? [x.field] : []))],
            }
          : o,
      ),
      ...others,
    ];
    if (!applyOperations(input.model, input.design, operations).ok) continue;
    return { ok: true, operations, summary: summarize(input.model, operations) };
  }
  return null;
}

/** Whether a text holds an order of the reader's own words («quita», «añade», «cambia»…). */
function ordersSomething(text: string): boolean {
  const classes = ['add', 'rename', 'remove', 'removeIt', 'addIt', 'makeIt', 'changeIt', 'callIt'];
  return fold(text)
    .split(/[^\p{L}]+/u)
    .some((w) => classes.some((c) => WORD_CLASSES[c]!.has(w)));
}

function readGiven(input: ReadChangeInput): ChangeReading {
  const given = { ...input, model: canonicalModel(input.model) };
  // The grammar kept as data (server/engine/changes, decision 0241) is tried first; where it
  // reads nothing the rest of this reader answers, as before.
  const grammar = readWithGrammar(given);
  if (grammar && (grammar.ok || grammar.reason !== 'not_understood'))
    return noOptionRenamed(
      noNonsenseName(
        notifiesAlready(notALinkWhenSeeing(notACount(grammar, given), given), given),
        given,
      ),
      given,
    );
  const reading = readOldWay(given);
  // Every reading of the grammar refused by the app ("Herramientas ya tiene Categoría") and
  // nothing read otherwise: the grammar's refusal says why.
  if (!reading.ok && reading.reason === 'not_understood' && grammar) return grammar;
  return noOptionRenamed(
    noNonsenseName(
      notifiesAlready(
        notALinkWhenSeeing(
          notACount(noNameCutShort(agreesWithClauses(reading, given), given), given),
          given,
        ),
        given,
      ),
      given,
    ),
    given,
  );
}

/**
 * Every new name a reading gives: of a field, a list, a field of a new list, a rename (`list`:
 * the name of a list).
 */
function newNamesOf(reading: ChangeReading): [name: string, list: boolean][] {
  if (!reading.ok) return [];
  return reading.operations.flatMap((o): [string, boolean][] =>
    o.op === 'addField'
      ? [[o.field.label, false]]
      : o.op === 'renameField'
        ? [[o.label, false]]
        : o.op === 'renameEntity'
          ? [[o.label, true]]
          : o.op === 'addEntity'
            ? [[o.label, true], ...o.fields.map((f): [string, boolean] => [f.label, false])]
            : [],
  );
}

/** A new name that is no name (`NOT_A_NEW_NAME`): a filler, a pronoun, a type word, a clause. */
function isNoName([name, list]: [string, boolean]): boolean {
  const folded = fold(name.trim().toLowerCase());
  const lower = name.trim().toLowerCase();
  const first = lower.split(/\s+/u)[0] ?? '';
  const asksInName = fold(first) !== first && WORD_CLASSES.asksInName!.has(fold(first));
  return NOT_A_NEW_NAME.some(
    (n) =>
      (list || !n.onlyList) &&
      ((n.whole ?? []).includes(folded) ||
        (n.opens ?? []).some((w) => lower === w || lower.startsWith(`${w} `)) ||
        // («Cómo nos conoció»: a name opened by a question word with its accent holds a clause.)
        (!asksInName &&
          lower
            .split(/\s+/u)
            .slice(1)
            .some((w) => (n.holds ?? []).includes(w)))),
  );
}

/**
 * «los clientes ahora se llaman como quieren» read as a rename to «Como quieren», «un sí o no»
 * as a field «Sí o no»: a change the owner would only see as nonsense is not understood.
 */
function noNonsenseName(reading: ChangeReading, given: ReadChangeInput): ChangeReading {
  if (!newNamesOf(reading).some(isNoName)) return reading;
  return refusal(
    'not_understood',
    fill(t.notUnderstood, { part: given.instruction.trim() }),
    given.model,
  );
}

/**
 * «En el estado de los trajes cambia Prestado por ocupado», «cambia «En compostura» por
 * reparación»: what is changed for another is a value of a choice field, so the reading that
 * renames a field or a list of another name (Prestado a) is never the owner's; not understood
 * (a value changed for another is read by the grammar, with the new value written as seen).
 */
function noOptionRenamed(reading: ChangeReading, given: ReadChangeInput): ChangeReading {
  if (!reading.ok || typeof given.instruction !== 'string') return reading;
  const renamed = reading.operations.flatMap((o) => {
    const entity = 'entity' in o ? given.model.entities.find((e) => e.key === o.entity) : null;
    if (o.op === 'renameEntity' && entity) return [entity.label, entity.labelPlural];
    if (o.op === 'renameField' && entity)
      return entity.fields.filter((f) => f.key === o.field).map((f) => f.label);
    return [];
  });
  if (renamed.length === 0) return reading;
  const said = fold(given.instruction)
    .replace(/[«»"“”']/gu, ' ')
    .replace(/\s+/gu, ' ');
  const options = new Set(
    given.model.entities.flatMap((e) => e.fields.flatMap((f) => (f.options ?? []).map(fold))),
  );
  const names = renamed.map(fold);
  const verb = '(?:cambia|cambie|cambien|cambiad|renombra|renombre|renombren|renombrad)';
  const changed = (name: string) =>
    new RegExp(
      `\\b${verb} (?:la opcion )?${name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')} (?:por|a) `,
      'u',
    ).test(said);
  // (The renamed name itself said after the verb: «cambia Prestado a por Prestado».)
  if (names.some(changed)) return reading;
  for (const option of options) {
    if (names.includes(option)) continue;
    if (changed(option))
      return refusal(
        'not_understood',
        fill(t.notUnderstood, { part: given.instruction.trim() }),
        given.model,
      );
  }
  return reading;
}

/** A word no name ends with:/** A word no name ends with: «Informe en PDF para» is a name cut in the middle of a clause. */
const DANGLING = /\s(?:para|de|del|en|con|que|por|a|al|y|e|o|u|sin|como|cuando|donde|si)$/iu;

/**
 * "quiero subir el informe en PDF en cada cita para que lo descarguen" read as a field «Informe
 * en PDF para»: a new name that ends in a word that opens what follows is cut short, never a
 * change; the owner is told it was not understood (with the suggestions that are).
 */
function noNameCutShort(reading: ChangeReading, given: ReadChangeInput): ChangeReading {
  if (!reading.ok) return reading;
  const names = reading.operations.flatMap((o) =>
    o.op === 'addField'
      ? [o.field.label]
      : o.op === 'renameField' || o.op === 'renameEntity'
        ? [o.label]
        : o.op === 'addEntity'
          ? [o.label]
          : [],
  );
  // («un campo «Derivado por»»: a name written between quotes is as the owner wrote it.)
  const quoted = (n: string) =>
    [...given.instruction.matchAll(/[«"“']([^»"”']+)[»"”']/gu)].some(
      (m) => fold(m[1]!.trim()) === fold(n.trim()),
    );
  if (!names.some((n) => DANGLING.test(n.trim()) && !quoted(n))) return reading;
  return refusal(
    'not_understood',
    fill(t.notUnderstood, { part: given.instruction.trim() }),
    given.model,
  );
}

/**
 * "avísame cuando llegue un encargo" where every new encargo mails the owner already: nothing
 * to change, said so, never a version that changes nothing.
 */
function notifiesAlready(reading: ChangeReading, given: ReadChangeInput): ChangeReading {
  if (!reading.ok || reading.operations.length === 0) return reading;
  // "que cada alumno vea solo sus inscripciones" on a form: each sender sees only theirs
  // already; «propia» would only close it to those without an account, which was not asked.
  const seenAlready = reading.operations.every(
    (o) =>
      o.op === 'setRule' &&
      o.rule === 'propia' &&
      given.model.entities.find((e) => e.key === o.entity)?.rule === 'formulario',
  );
  if (seenAlready) {
    const names = reading.operations.map((o) => {
      const e = given.model.entities.find((x) => x.key === (o as { entity: string }).entity);
      return e?.labelPlural ?? e?.label ?? '';
    });
    return refusal(
      'nothing_to_change',
      fill(t.ownSeenAlready, { entities: [...new Set(names)].join('», «') }),
      given.model,
    );
  }
  // "que los bares hagan ellos mismos los pedidos y cada uno vea solo los suyos" on Pedidos,
  // already «propia»: each sees only their own already, said so, as on a form above. (Other
  // rules set to what the list has are readings the app answers «ya está así».)
  const ruleAlready = reading.operations.every((o) => {
    if (o.op !== 'setRule' || o.rule !== 'propia') return false;
    return given.model.entities.find((x) => x.key === o.entity)?.rule === 'propia';
  });
  if (ruleAlready) {
    const ops = reading.operations as { entity: string; rule: keyof typeof RULE_NAMES }[];
    const names = ops.map((o) => {
      const e = given.model.entities.find((x) => x.key === o.entity);
      return e?.labelPlural ?? e?.label ?? '';
    });
    return refusal(
      'nothing_to_change',
      fill(t.ruleExists, {
        entities: [...new Set(names)].join('», «'),
        rule: RULE_NAMES[ops[0]!.rule],
      }),
      given.model,
    );
  }
  const already = reading.operations.every((o) => {
    if (o.op !== 'setNotify' || o.onCreate !== true || o.onChangeOf !== undefined) return false;
    const entity = given.model.entities.find((e) => e.key === o.entity);
    return entity?.notify?.onCreate === true;
  });
  if (!already) return reading;
  const names = reading.operations
    .map((o) => given.model.entities.find((e) => e.key === (o as { entity: string }).entity))
    .map((e) => e?.labelPlural ?? e?.label ?? '');
  return refusal(
    'nothing_to_change',
    fill(t.notifyExists, { entities: [...new Set(names)].join('», «') }),
    given.model,
  );
}

/**
 * "muestra cuántas reservas tiene cada clase este mes": how many is a count, never a new field
 * or list; what the grammar does not read as a count (decision 0237's totals) is not
 * understood, and "¿Querías decir…?" offers the nearest count.
 */
/**
 * "que cada apicultor cargue sus cosechas y vea nada más las suyas", "que cada cliente pueda ver
 * los envíos que van a su nombre": who sees what, never a link between the two lists (a wrong
 * change the owner did not ask for). What the rest of the reader reads so is refused, and
 * «¿Querías decir…?» offers the rule.
 */
function notALinkWhenSeeing(reading: ChangeReading, given: ReadChangeInput): ChangeReading {
  if (!reading.ok || typeof given.instruction !== 'string') return reading;
  const text = fold(given.instruction);
  const sees =
    /\bvean?\b.{0,40}\b(solo|solamente|nomas|nada mas|unicamente)\b/u.test(text) ||
    /\b(solo|solamente|nomas|nada mas|unicamente)\b.{0,20}\bvean?\b/u.test(text) ||
    /\b(ver|vean?)\b.{0,40}\b(a su nombre|su nombre|que tiene|que tienen|que le asign\p{L}*|las suyas|los suyos|sus|en (?:los|las) que (?:aparece|sale|esta))\b/u.test(
      text,
    );
  if (!sees) return reading;
  const links = reading.operations.some((o) => o.op === 'addField' && o.field.type === 'reference');
  if (!links) return reading;
  return refusal(
    'not_understood',
    fill(t.notUnderstood, { part: given.instruction.trim().slice(0, 200) }),
    given.model,
  );
}

function notACount(reading: ChangeReading, given: ReadChangeInput): ChangeReading {
  // "cuántas cuotas tiene cada socio", "el total pagado de sus cuotas": a count or a sum.
  if (
    !reading.ok ||
    !/\b(?:cuant[oa]s?|total|totales|suma|sumar|sumen|sume|contar|cuente|cuenten)\b/u.test(
      fold(given.instruction as string),
    )
  )
    return reading;
  // "quiero ver cuánto se ha gastado en total": a question copied as a field's name is no field.
  // "cuántas prácticas lleva hechas", "cuántos inscriptos hay": how many of a list's records is
  // a count, never a field («Hechas», «Ver cuántos inscriptos hay»).
  const text = fold(given.instruction as string);
  const counted = [...text.matchAll(/\bcuant[oa]s\s+(\p{L}+)/gu)].map((m) => m[1]!);
  const namesList = (w: string) =>
    given.model.entities.some((e) =>
      [e.label, e.labelPlural ?? '', ...fold(e.labelPlural ?? '').split(/\s+/u)].some((n) => {
        const f = fold(n);
        return f.length >= 4 && (f === w || f === w.replace(/e?s$/u, '') || w.startsWith(f));
      }),
    );
  const ofAList = counted.some(namesList);
  const adds = reading.operations.some(
    (o) =>
      o.op === 'addEntity' ||
      (o.op === 'addField' &&
        (ofAList ||
          o.field.type === 'reference' ||
          /(^|\s)cuant[oa]s?\b/.test(fold(o.field.label)))),
  );
  if (!adds) return reading;
  return refusal(
    'not_understood',
    fill(t.notUnderstood, { part: (given.instruction as string).trim().slice(0, 200) }),
    given.model,
  );
}

/**
 * A compound instruction the rest of the reader read whole, some clause of which the grammar
 * reads alone: the reading must hold what the grammar reads there, or the whole is unsure
 * ("muestra cuántas reservas tiene cada clase y quita las notas de los abonados" is no
 * reference field to Reservas): not understood, never a change the owner did not ask for.
 */
function agreesWithClauses(reading: ChangeReading, given: ReadChangeInput): ChangeReading {
  if (!reading.ok || typeof given.instruction !== 'string') return reading;
  const clauses = clausesOf(given.instruction);
  if (!clauses) return reading;
  const held = new Set(reading.operations.map((o) => JSON.stringify(o)));
  for (const clause of clauses) {
    const alone = readWithGrammar({ ...given, instruction: clause }, false);
    if (!alone?.ok) continue;
    if (!alone.operations.every((o) => held.has(JSON.stringify(o))))
      return refusal(
        'not_understood',
        fill(t.notUnderstood, { part: given.instruction.trim().slice(0, 200) }),
        given.model,
      );
  }
  return reading;
}

/**
 * The grammar's readings, each applied to the app and put through the same checks as any
 * other: one that survives is the answer; two that differ are a question, never a guess.
 * Null when the grammar reads nothing.
 */
function readWithGrammar(given: ReadChangeInput, compound = true): ChangeReading | null {
  if (typeof given.instruction !== 'string') return null;
  const readings = readByGrammar(given.instruction, given.model);
  if (readings.length === 0) return compound ? readClauses(given) : null;
  // "muestra cuántas cuotas tiene cada socio" where each socio shows them already.
  const had = readings.length > 0 ? totalAlreadyShown(readings[0]!.operations, given.model) : null;
  if (had && readings.every((r) => totalAlreadyShown(r.operations, given.model)))
    return refusal('nothing_to_change', fill(t.totalExists, had), given.model);
  const checkedReadings = readings.map((r) =>
    checked(
      proposal(asTypeChange(r.operations, given.model), given, given.instruction as string),
      given,
    ),
  );
  const ok = checkedReadings.filter((r) => r.ok);
  const distinct = new Map(ok.map((r) => [JSON.stringify(r.operations), r]));
  if (distinct.size === 1) return [...distinct.values()][0]!;
  if (distinct.size > 1)
    return refusal(
      'ambiguous',
      fill(t.ambiguous, {
        part: given.instruction.trim(),
        options: [...distinct.values()]
          .map((r) => `«${(r as { summary: string[] }).summary.join(' ')}»`)
          .join(' o '),
      }),
      given.model,
    );
  return checkedReadings[0]!;
}

/**
 * "añade a las cabras la raza con las opciones majorera, tinerfeña…" where Raza is a text field
 * already: the field becomes a choice of those options, never a second «Raza».
 */
function asTypeChange(operations: ChangeOperation[], model: DataModel): ChangeOperation[] {
  return operations.map((op) => {
    if (op.op !== 'addField' || op.field.type !== 'choice' || !op.field.options) return op;
    const entity = model.entities.find((e) => e.key === op.entity);
    const same = entity?.fields.find((f) => fold(f.label) === fold(op.field.label));
    if (same?.type !== 'text') return op;
    return {
      op: 'changeFieldType',
      entity: op.entity,
      field: same.key,
      type: 'choice',
      options: op.field.options,
    };
  });
}

/** A reading that only asks for a count or a sum the list shows already: its names, or null. */
function totalAlreadyShown(
  operations: ChangeOperation[],
  model: DataModel,
): { entity: string; label: string } | null {
  if (operations.length !== 1 || operations[0]!.op !== 'addTotal') return null;
  const op = operations[0]!;
  const entity = model.entities.find((e) => e.key === op.entity);
  const same = (entity?.totals ?? []).find(
    (x) =>
      x.from === op.from &&
      (x.field ?? null) === (op.field ?? null) &&
      (!op.via || x.via === op.via),
  );
  return entity && same ? { entity: entity.label, label: same.label } : null;
}

/**
 * A compound instruction ("renombra X a Y y avísame cuando llegue Z", "…; además, …") whose
 * every clause the grammar reads: each clause is read alone by the grammar and checked, and
 * all of them make one change, checked whole. A clause the grammar reads two ways makes the
 * whole a question; one it does not read (or the app refuses) leaves the whole to the rest of
 * the reader, which reads it in context: a clause alone loses what the others say ("añade el
 * móvil a las citas y quita las notas": Citas has no Notas, and the notes of Clientes were not
 * meant). Never a change applied in half. Null when some clause is not the grammar's.
 */
function readClauses(given: ReadChangeInput): ChangeReading | null {
  const instruction = given.instruction as string;
  const clauses = clausesOf(instruction);
  if (!clauses) return null;
  const readings = clauses.map((clause) =>
    readWithGrammar({ ...given, instruction: clause }, false),
  );
  const question = readings.find((r) => r && !r.ok && r.reason === 'ambiguous');
  if (question) return question;
  if (!readings.every((r) => r?.ok)) return null;
  const operations = readings.flatMap((r) => (r?.ok ? r.operations : []));
  return checked(proposal(operations, given, instruction), given);
}

function readOldWay(given: ReadChangeInput): ChangeReading {
  // Who sees what and the mails (change-settings.ts): rules of their own, asked first.
  if (typeof given.instruction === 'string') {
    const setting = readSetting(given.instruction, given.model, given.design, (part) => {
      const reading = readChange({ ...given, instruction: part });
      return reading.ok ? reading.operations : null;
    });
    if (setting?.ok) return { ok: true, operations: setting.operations, summary: setting.summary };
    if (setting) return refusal(setting.reason, setting.message, given.model);
  }
  // What the clause reader proposes is checked (the frame that once read its refusals again
  // is grammar rules now: server/engine/changes, decision 0252).
  return checked(readAll(given), given);
}

const YES_NO_ALTERNATIVES =
  /\bsi (?:es|son|esta|estan|era) (?:de |del |un |una )?[a-zñ]+(?: [a-zñ]+)?, (?:de |del |un |una )?[a-zñ]+(?:(?: [a-zñ]+)?, (?:de |del |un |una )?[a-zñ]+)* (?:o|u) [a-zñ]+/u;

/** A reading refused when it reads a colour in a name, or removes the place it removes from. */
function checked(reading: ChangeReading, given: ReadChangeInput): ChangeReading {
  if (!reading.ok || typeof given.instruction !== 'string') return reading;
  // "…entre Biblioteca, Café Central y Casa de Marta": a colour word that is part of a name
  // written in capitals ("Café Central", "Rosa Martínez") is that name, not a colour.
  // "Los abonados que no paguen elimínalos", "quita el nombre del veterinario que se fue":
  // a removal of what a relative clause narrows down is about some records, not the list.
  if (removesNarrowed(reading.operations, given))
    return refusal(
      'not_understood',
      fill(t.notUnderstood, { part: given.instruction.trim().slice(0, 200) }),
      given.model,
    );
  // "elegir si es de carretera, de montaña, urbana o infantil": a yes/no opening a list of
  // values that ends in «o» offers the values of one thing, never several fields (a yes/no
  // «Carretera», a text «Montaña»…); with no name for that thing, nothing is added.
  if (
    reading.operations.filter((o) => o.op === 'addField').length >= 2 &&
    YES_NO_ALTERNATIVES.test(fold(given.instruction))
  )
    return refusal(
      'not_understood',
      fill(t.notUnderstood, { part: given.instruction.trim().slice(0, 200) }),
      given.model,
    );
  const colourName = colourInName(reading.operations, given.instruction);
  if (colourName)
    return refusal('not_understood', fill(t.notUnderstood, { part: colourName }), given.model);
  // "Ya no hacemos Centeno, quítalo del tipo de masa": what a pronoun removes *from* a field or
  // a list is never that field or that list itself.
  const from = REMOVED_FROM.exec(fold(given.instruction));
  if (!from) return reading;
  const place = from[2]!;
  const named = (label: string) =>
    [fold(label), fold(pluralize(label))].some((l) => place === l || place.startsWith(`${l} `));
  const removesPlace = reading.operations.some((o) => {
    if (o.op === 'removeEntity') {
      const e = given.model.entities.find((x) => x.key === o.entity);
      return !!e && (named(e.label) || named(e.labelPlural));
    }
    if (o.op !== 'removeField') return false;
    const f = given.model.entities
      .find((x) => x.key === o.entity)
      ?.fields.find((x) => x.key === o.field);
    return !!f && named(f.label);
  });
  if (!removesPlace) return reading;
  const said =
    fold(given.instruction).length === given.instruction.length
      ? given.instruction.slice(from.index, from.index + from[1]!.length)
      : from[1]!;
  return refusal('not_understood', fill(t.notUnderstood, { part: said }), given.model);
}
const NOT_NARROWING =
  '(?:sea|sean|fuera|fueran|tenga|tengan|se pueda|se puedan|pueda|puedan|nunca|ya no l|no l|l[oa]s? |le |les |me |nos |es |son )';

/** The words of a removal's list or field followed by "que" with no comma between. */
function removesNarrowed(operations: ChangeOperation[], given: ReadChangeInput): string | null {
  const said = fold(given.instruction as string);
  for (const o of operations) {
    if (o.op !== 'removeEntity' && o.op !== 'removeField') continue;
    const entity = given.model.entities.find((e) => e.key === o.entity);
    if (!entity) continue;
    const labels = [entity.label, entity.labelPlural];
    if (o.op === 'removeField') {
      const field = entity.fields.find((f) => f.key === o.field);
      if (field) labels.push(field.label, pluralize(field.label));
    }
    for (const label of labels) {
      const words = fold(label).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
      // ("el teléfono del cliente que sea obligatorio": a wish; "… que nunca la sabemos",
      // "que no la usamos": a reason about it.)
      const m = new RegExp(`\\b(${words}) que (?!${NOT_NARROWING})`, 'u').exec(said);
      if (m) return label;
    }
  }
  return null;
}

/** The name a colour of the reading was read from, when every mention of it is part of one. */
function colourInName(operations: ChangeOperation[], instruction: string): string | null {
  const hexes = operations.flatMap((o) =>
    o.op === 'setDesign' ? [o.primaryColor, o.secondaryColor].filter((x) => !!x) : [],
  );
  for (const hex of hexes) {
    const words = Object.keys(COLOURS).filter((w) => COLOURS[w] === hex);
    const said = [...instruction.matchAll(/\p{L}+(?:\s+\p{L}+)?/gu)].map((m) => m[0]);
    const mentions = said.filter((x) => words.includes(fold(x.split(/\s+/u)[0]!)));
    const inName = (x: string) => /^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(x);
    const anyColour = [...instruction.matchAll(/\p{L}+/gu)].some((m) => words.includes(fold(m[0])));
    if (anyColour && mentions.length > 0 && mentions.every(inName)) return mentions[0]!;
  }
  return null;
}

/** "quítalo del tipo de masa", "sácala de las opciones de carácter": a pronoun, then where from. */
const REMOVED_FROM =
  /\b((?:(?:quit|sac|saqu|borr|elimin|suprim|retir)[a-zñ]*?(?:lo|la|los|las)|fuera) (?:de|del)(?: (?:el|la|los|las))?(?: opciones (?:de|del)(?: (?:el|la|los|las))?)? ([a-zñ0-9 ]+))/u;

function readAll(given: ReadChangeInput): ChangeReading {
  // "Renombrar Jugadores a Futbolistas / Campo pasa a llamarse Estadio": one request a line.
  const input =
    typeof given.instruction === 'string' && /\s\/\s/u.test(given.instruction)
      ? { ...given, instruction: given.instruction.replace(/\s+\/\s+/gu, '. ') }
      : given;
  // Answered, and nothing proposed: the owner asks before deciding.
  if (typeof input.instruction === 'string' && ASKS_WHAT_HAPPENS.test(fold(input.instruction)))
    return { ok: false, reason: 'nothing_to_change', message: t.whatHappens };
  const whole = readWhole(input);
  if (whole.ok || whole.reason !== 'not_understood') return whole;
  // "Quitad las reservas, la gente viene sin reservar", "Tenemos dos trasteros. Crea …": a
  // sentence or a closing clause that only gives context, and that proposes nothing when read
  // alone, is set aside when the rest then reads as a change (0180, the team-14 pass).
  const instruction = typeof input.instruction === 'string' ? input.instruction.trim() : '';
  for (const [kept, aside] of asideCuts(instruction)) {
    // "en las bicis falta la talla XL, agréguela nomás", "…, ¿me lo añades?": the closing
    // order only points back at what was said; it is read with it, if it asks the same.
    const back = pointsBack(aside);
    if (back) {
      const reading = readWhole({ ...input, instruction: kept });
      if (reading.ok && reading.operations.every((o) => OP_INTENT[o.op] === back)) return reading;
      continue;
    }
    if (asksForChange(aside) && !ENOUGH.test(fold(aside).trim())) continue;
    const alone = readWhole({ ...input, instruction: aside });
    // (Read alone, "los pone la federación" asks where to add: it only tells who does it.)
    const told =
      alone.ok === false &&
      alone.reason === 'ambiguous' &&
      SOMEONE_DOES_ONCE.test(fold(aside)) &&
      asksNothing(fold(aside).replace(SOMEONE_DOES, ' '));
    // "…, las clases las damos siempre los mismos": what the owner says they already do reads
    // alone as nothing to change, and asks for nothing either; it is context too.
    const idle =
      alone.ok === false && alone.reason === 'nothing_to_change' && !asksForChange(aside);
    if (alone.ok || (alone.reason !== 'not_understood' && !told && !idle)) continue;
    const reading = readWhole({ ...input, instruction: kept });
    if (reading.ok && !listGoesOn(instruction, kept, aside, reading.operations)) return reading;
  }
  // "Nos falta el móvil de los clientes, ¿me lo añades? Y el email ya no lo usamos, quítalo.":
  // two sentences, each a request of its own (or only context), read one by one.
  // Not at a colon: what comes before one says where the rest applies ("Reuniones: …").
  const sentences = instruction.split(/(?<=[.;!?…])\s+/u).filter((x) => /\p{L}/u.test(x));
  if (sentences.length < 2) return whole;
  const ops: ChangeOperation[] = [];
  for (const sentence of sentences) {
    let reading = readChange({ ...input, instruction: sentence });
    // "¿Que nadie más que yo vea a los veterinarios? Y, ya que estamos, ¿les añades el móvil?":
    // "les" is the one entity the sentence before changed.
    const before = new Set(ops.map((o) => ('entity' in o ? o.entity : '')));
    const owner =
      before.size === 1 ? input.model.entities.find((e) => before.has(e.key)) : undefined;
    if (!reading.ok && reading.reason === 'ambiguous' && owner && TO_THEM_ADD.test(fold(sentence)))
      reading = readChange({
        ...input,
        instruction: `${sentence.replace(/[?.!\s]+$/u, '')} a ${owner.labelPlural.toLowerCase()}`,
      });
    if (reading.ok) ops.push(...reading.operations);
    else if (reading.reason !== 'not_understood' || asksForChange(sentence)) return whole;
  }
  if (ops.length === 0) return whole;
  const joined = proposal(ops, input, instruction);
  return joined.ok ? joined : whole;
}

/**
 * "crea Turnos con fecha, socio y una tarea con las opciones regar y abrir": a new list whose
 * fields go on after the cut is no request with an aside after it; what is cut off names more
 * of its fields, so keeping the first half would drop them without a word (hand test of
 * 7 Dec 2026). An aside opens as one ("…, que…", "…, porque…", "…, ya no…", "…, no…").
 */
function listGoesOn(
  instruction: string,
  kept: string,
  aside: string,
  operations: ChangeOperation[],
): boolean {
  if (!operations.some((o) => o.op === 'addEntity')) return false;
  // (The aside after what is kept, at a comma: never a sentence before the request.)
  if (!instruction.startsWith(kept.trim()) || /[.;:!?…]\s*$/u.test(kept)) return false;
  const last =
    fold(kept)
      .split(/[.;:!?]/u)
      .at(-1) ?? '';
  return /\bcon\b/u.test(last) && !ASIDE_OPENING.test(fold(aside).trim());
}
const ASIDE_OPENING =
  /^(?:que|porque|pues|ya|asi que|es que|no|nunca|aunque|pero|como|la verdad|gracias|muchas gracias|vale|ok)\b/u;

/** "¿les añades …?", "añádeles …", "ponles …": an addition to them, named before. */
const TO_THEM_ADD =
  /(?:^|[^a-zñ])(?:les (?:anad|agreg|pon|met|inclu)[a-z]*|(?:anad|agreg|pon|met|inclu)[a-z]*les)(?![a-zñ])/u;

const sentencesOf = (text: string) =>
  text.split(/(?<=[.;:!?…])\s+/u).filter((x) => /\p{L}/u.test(x));

const OP_INTENT: Partial<Record<ChangeOperation['op'], Intent>> = {
  addField: 'add',
  addOptions: 'add',
  addEntity: 'add',
  removeField: 'remove',
  removeOptions: 'remove',
  removeEntity: 'remove',
};

/** "agréguela nomás", "¿me lo añades?": an order to add whose object is a pronoun. */
function pointsBack(text: string): Intent | null {
  const words = fold(text)
    .replace(/[¿?¡!.,]/gu, ' ')
    .split(/\s+/u)
    .filter((w) => w && !BACK_FILLER.has(w));
  let verb: string | undefined;
  if (words.length === 1) verb = /(?:lo|la|los|las)$/.test(words[0]!) ? words[0] : undefined;
  else if (words.length === 2 && /^(?:lo|la|los|las)$/.test(words[0]!)) verb = words[1];
  else if (
    words.length === 3 &&
    /^(?:me|nos)$/.test(words[0]!) &&
    /^(?:lo|la|los|las)$/.test(words[1]!)
  )
    verb = words[2];
  // Only an addition: a removal that points back is read with the pronoun's gender and number
  // (change-phrasing.ts, pronounOrderAfter), which this does not check.
  return verb && verbIntent(verb) === 'add' ? 'add' : null;
}
const BACK_FILLER = new Set([
  'nomas',
  'porfa',
  'por',
  'favor',
  'ya',
  'ahora',
  'tambien',
  'y',
  'pues',
  'entonces',
  'si',
  'puedes',
]);

/**
 * Where an instruction may carry context around the request: its last sentence, its first one,
 * and the words after its last comma, each as [what is read, what is set aside].
 */
function asideCuts(text: string): [string, string][] {
  const cuts: [string, string][] = [];
  const sentences = sentencesOf(text);
  if (sentences.length >= 2) {
    const last = sentences.at(-1)!;
    if (!SHAPING_TAIL.test(fold(last).replace(/^[^a-z0-9ñ]+/u, '')))
      cuts.push([sentences.slice(0, -1).join(' '), last]);
    // "Reuniones: el comentario obligatorio": a heading says where the rest applies.
    const first = sentences[0]!;
    if (!/:$/u.test(first) || first.split(/\s+/u).length > 3)
      cuts.push([sentences.slice(1).join(' '), first]);
  }
  // "Este año entran los juveniles, necesito que …", "Qué pena con usted, pero …": words
  // before the first comma that ask nothing may be context too.
  const first = text.indexOf(',');
  if (first > 0) {
    const before = text.slice(0, first);
    const after = text
      .slice(first + 1)
      .trim()
      .replace(/^(?:pero|así que|asi que|entonces|por eso|y)\s+/iu, '');
    if (
      before.split(/\s+/u).length >= 3 &&
      !/[¿?]/u.test(before) &&
      // (Not a condition, "si ya no hay citas canceladas, …", nor a list going on: "…
      // en Biblioteca, Café Central o …".)
      !SHAPING_TAIL.test(fold(before).trim()) &&
      !/\b(?:si|cuando|mientras|siempre que|en cuanto|en caso de)\b/u.test(fold(before)) &&
      /^[¿¡]?\p{Ll}/u.test(after) &&
      asksNothing(before) &&
      (after.split(/\s+/u).length >= 3 || asksForChange(after))
    )
      cuts.push([after, before]);
  }
  const comma = text.lastIndexOf(',');
  // ", salvo el teléfono", ", pero solo yo", ", con nombre y país" still shape the request.
  const head = text.slice(0, comma);
  const tail = text.slice(comma + 1);
  const folded = fold(tail).trim();
  if (
    comma > 0 &&
    (!SHAPING_TAIL.test(folded) || ENOUGH.test(folded) || PURPOSE.test(folded)) &&
    head.split(/\s+/u).length >= 2 &&
    (folded.split(/\s+/u).length >= 2 || pointsBack(tail) !== null)
  )
    cuts.push([head, tail]);
  return cuts;
}

// ", si no no sirve de nada", ", si no, no vale": "si no" (otherwise) opens a reason, never a
// condition on the request.
const SHAPING_TAIL =
  /^(?:si(?! no,? (?:no|nunca|sirve|vale|tiene sentido)\b)|que si|cuando|siempre que|mientras|salvo|excepto|menos|pero|sin|solo|aunque|y|e|o|u|ni|ademas|tambien|incluid[oa]s?|incluso|con|para|de|del|en|a|al|como)\b/;

/** ", para saber quién tiene cada una", ", para que no se nos olvide": what it is for. */
const PURPOSE =
  /^para (?:saber|que|ver|poder|tener|llevar|controlar|no|acordarnos|acordarme|enterarnos|enterarme|organizarnos|organizarme)\b/;

/**
 * ", con Fácil y Difícil basta", ", con marcar devuelto nos vale", ", sin tener que pasar por
 * mí": why, not what.
 */
const ENOUGH =
  /^(?:con\b.*\b(?:basta|bastan|alcanza|alcanzan|sobra|sobran|vale|valen|sirve|es suficiente)\b|sin (?:tener que|necesidad de|pasar por)\b)/;

/** "los pone la federación": a pronoun, a verb that is not an order, then who does it. */
const SOMEONE_DOES = /\b(?:lo|la|los|las|le|les) [a-z]+(?:a|e|an|en) (?:el|la|los|las)\b/gu;
/** The same, without `g`: a test that keeps no state. */
const SOMEONE_DOES_ONCE = new RegExp(SOMEONE_DOES.source, 'u');

/** As SOMEONE_DOES, with a direct pronoun only, the verb and the first word of who caught. */
const SOMEONE_WHO = /\b(?:lo|la|los|las) ([a-z]+(?:a|e|an|en)) (?:el|la|los|las) ([a-zñ]+)/;

/** A verb that asks for a change, other than "we" or "they" saying what they do. */
function asksForChange(text: string): boolean {
  // "…, los pone la federación", "la lleva el monitor": a pronoun before the verb and its
  // subject after it tell who does it; an order carries its pronoun after ("ponlos").
  // "…, somos solo dos y no hace falta": a closing "no hace falta" says why, not what.
  const folded = fold(text)
    .replace(SOMEONE_DOES, ' ')
    .replace(/\b(?:ya )?no (?:nos |me |les )?hacen? (?:ninguna )?falta[\s.!]*$/u, ' ');
  return (
    ASKS_TO_ACT.test(folded) ||
    // "teléfono → Móvil": an arrow asks for a new name.
    /(?:→|->|=>|⇒)/u.test(text) ||
    folded
      .split(/[^a-z0-9ñ]+/u)
      .some((w) => verbIntent(w) !== undefined && !/(?:amos|emos|imos)$/.test(w))
  );
}
/** "mándales un aviso", "avisad", "recuérdame", "cóbrales": asks for something, even if not a change. */
const ASKS_TO_ACT =
  /\b(?:mand|envi|avis|notific|notifiqu|recuerd|import|export|cobr)(?:a|e|en|ad|ed|alo|ala|alos|alas|ale|ales|ame|anos|elo|ela|ele|eles|eme|enos)\b/u;

function readWhole(input: ReadChangeInput): ChangeReading {
  const { model, design } = input;
  const instruction = typeof input.instruction === 'string' ? input.instruction.trim() : '';
  if (!instruction) return refusal('not_understood', t.empty, model);
  // WRITTEN ALL IN CAPITALS reads as lower case (capitals otherwise mark values and names);
  // a closing "y ya está", "y listo", "nada más" says nothing to change.
  let text = instruction.slice(0, 1000);
  if (!/\p{Ll}/u.test(text)) text = text.toLowerCase();
  // Courtesy, greetings and thanks are spans the grammar skips (server/engine/changes/words.ts,
  // decision 0257): the clause reader does not see them either.
  text = rewritten(text, model);
  // "sácala del estado": out of the field, something the instruction does not name.
  if (
    /^(?:quit|sac|saqu|borr|elimin)\p{L}*?(?:lo|la|los|las) (?:de|del)\b(?! (?:la app|la aplicacion|el programa|programa|aqui|ahi|todo|la web|la pagina)\b)/u.test(
      fold(text),
    )
  )
    return refusal('not_understood', fill(t.notUnderstood, { part: instruction }), model);
  // "Donde pone Cuota al día, que ponga Al corriente" that no rule of the grammar read (the app
  // has no such name): what follows «pone» is a name on the screen, never an order to put it.
  if (/^(?:en [^,]+,\s*)?(?:donde|lo que) (?:pone|dice|sale)\b/u.test(fold(text)))
    return refusal('not_understood', fill(t.notUnderstood, { part: instruction }), model);
  if (process.env.DEBUG_CHANGE) console.error('  [rephrased]', text);
  text = text.replace(
    /[\s,.;]*\b(?:y )?(?:ya esta|ya está|y listo|listo|nada mas|nada más|eso es todo|ya)[\s.!]*$/iu,
    '',
  );
  // "¿y si el título fuera opcional?", "que la raza fuera una lista": "fuera" before a required
  // word or a type is "sea", not "out".
  text = text.replace(
    /\b(?:fuera|fuese)(n?) (?=(?:opcional|obligatori|requerid|necesari|una lista|un desplegable|de tipo|de elegir|un numero|un número|una fecha|un texto|texto libre|un si o no|un sí o no|una casilla|una foto|una imagen))/giu,
    'sea$1 ',
  );

  const read = clausesReadCached(text, model, design);
  if ('refused' in read)
    return refusal(read.refused.reason, inOwnWords(read.refused.detail, instruction), model);
  return proposal(read.ops, input, instruction);
}

/**
 * The text as the clause reader reads it: courtesy set aside, articles and quoted options put
 * in, rephrased, idle clauses dropped. A pure function of the text and the definition (the
 * rephrasing asks only the definition), remembered per definition object: the reader rewrites
 * the same text for each way it reads a request (whole, its sentences, its asides) and the same
 * request worded around ("Hola, …", "…, gracias") comes back to it (decision 0264).
 */
const rewrittenOf = new WeakMap<DataModel, Lru<string, string>>();
const REWRITTEN_KEPT = 5_000;
/** The text without its courtesy (any app): the key of the rewriting. */
const courtesyLeft = new Lru<string, string>(REWRITTEN_KEPT);
function rewritten(text: string, model: DataModel): string {
  let byText = rewrittenOf.get(model);
  if (!byText) {
    byText = new Lru(REWRITTEN_KEPT);
    rewrittenOf.set(model, byText);
  }
  let plain = courtesyLeft.get(text);
  if (plain === undefined) {
    plain = withoutCourtesy(text);
    courtesyLeft.set(text, plain);
  }
  let out = byText.get(plain);
  if (out === undefined) {
    out = dropIdleClauses(
      rephrase(
        quoteOptions(withArticles(plain, model), model),
        (phrase) => entityNamed(model, phrase),
        (phrase) => choiceFieldNamed(model, phrase),
        (word) => wordsOf(model).has(word),
        (phrase) => fieldNamed(model, phrase),
        (phrase) => optionsOf(model).has(fold(phrase)),
      ),
    );
    byText.set(plain, out);
  }
  return out;
}

type ClausesRead =
  | { ops: ChangeOperation[] }
  | { refused: { reason: ChangeRefusal['reason']; detail: string } };

/**
 * The clauses of the rewritten text read on one app: a pure function of the text, the
 * definition and the design, remembered per definition and design object (never mutated
 * here), so the same request worded around ("Hola, …", "…, gracias") that rephrase() brings
 * back to the same text is read once. What is remembered is copied out, never shared.
 */
const clausesReadCache = new WeakMap<DataModel, WeakMap<ChangeDesign, Lru<string, ClausesRead>>>();
const CLAUSES_READ_KEPT = 5_000;
function clausesReadCached(text: string, model: DataModel, design: ChangeDesign): ClausesRead {
  if (typeof design !== 'object' || design === null) return readClausesOf(text, model, design);
  let byDesign = clausesReadCache.get(model);
  if (!byDesign) {
    byDesign = new WeakMap();
    clausesReadCache.set(model, byDesign);
  }
  let byText = byDesign.get(design);
  if (!byText) {
    byText = new Lru(CLAUSES_READ_KEPT);
    byDesign.set(design, byText);
  }
  let read = byText.get(text);
  if (!read) {
    read = readClausesOf(text, model, design);
    byText.set(text, read);
  }
  return 'ops' in read ? { ops: plainCopy(read.ops) } : read;
}

function readClausesOf(text: string, model: DataModel, design: ChangeDesign): ClausesRead {
  const toks = tokenize(text);
  const ctx: Context = {
    model,
    design,
    names: namesOf(model),
    lastEntity: null,
    lastField: null,
    later: [],
    ops: [],
  };
  const kept: Target[] = [];
  const gone: Target[] = [];
  const produced: { clause: Tok[]; previous: Tok[] | null; from: number; to: number }[] = [];
  const all = clauses(toks);
  try {
    for (const [i, clause] of all.entries()) {
      if (isAsideClause(clause)) {
        keepNamed(clause, ctx, noLongerDone(clause) ? gone : kept);
        continue;
      }
      const from = ctx.ops.length;
      ctx.later = all.slice(i + 1).flat();
      readClause(clause, ctx);
      produced.push({ clause, previous: i > 0 ? all[i - 1]! : null, from, to: ctx.ops.length });
    }
    checkNamed(produced, toks, kept, ctx, gone);
  } catch (error) {
    if (error instanceof Refuse) return { refused: { reason: error.reason, detail: error.detail } };
    throw error;
  }
  return { ops: ctx.ops };
}

/**
 * An answer quotes what the owner wrote, never the reader's rewriting of it ("«renombra La
 * descripción a Detalles» puede referirse…" for "La descripción no se entiende, que ponga
 * Detalles"): a quoted part the instruction does not contain is the instruction itself.
 */
function inOwnWords(detail: string, instruction: string): string {
  const said = fold(instruction).replace(/\s+/gu, ' ');
  const whole = instruction.length > 200 ? `${instruction.slice(0, 200)}…` : instruction;
  return detail.replace(/«([^»]+)»/u, (all, part: string) =>
    said.includes(fold(part).replace(/\s+/gu, ' ')) || !/\s/u.test(part.trim())
      ? all
      : `«${whole.trim()}»`,
  );
}

/** "Monitores pasa a llamarse Entrenadores desde hoy": when is not part of the new name. */
function withoutWhen(op: ChangeOperation): ChangeOperation {
  if (op.op !== 'renameEntity' && op.op !== 'renameField') return op;
  const label = op.label.replace(NAMED_WHEN, '').trim();
  return label && label !== op.label ? { ...op, label } : op;
}
const NAMED_WHEN =
  /\s+(?:desde (?:hoy|ahora|ya|mañana|manana|este (?:año|ano|mes)|esta semana)|a partir de (?:hoy|ahora|mañana|manana|ya)|de ahora en adelante|en adelante|para siempre)$/iu;

/**
 * "añade la talla xl a las bicis", "añade la posición lateral" (all in lower case, where no
 * capital marks the value): a new field named as an existing choice field and one more word or
 * two is that field's new option, not a field "Talla xl".
 */
function optionNotField(op: ChangeOperation, model: DataModel): ChangeOperation {
  if (op.op !== 'addField') return op;
  const entity = model.entities.find((e) => e.key === op.entity);
  const words = fold(op.field.label).split(/\s+/u);
  for (const f of entity?.fields ?? []) {
    if (f.type !== 'choice') continue;
    const label = fold(f.label).split(/\s+/u);
    const plural = fold(pluralize(f.label)).split(/\s+/u);
    const named = [label, plural].find((l) => l.every((w, i) => words[i] === w));
    if (!named) continue;
    const rest = op.field.label.split(/\s+/u).slice(named.length);
    if (
      rest.length === 0 ||
      rest.length > 3 ||
      /^(?:de|del|para|con|en|a|al|y|e|o|u|por|que)$/u.test(fold(rest[0]!))
    )
      continue;
    const value = rest.join(' ');
    const option = value.length <= 3 ? value.toUpperCase() : capital(value);
    if ((f.options ?? []).some((x) => fold(x) === fold(option))) continue;
    return { op: 'addOptions', entity: op.entity, field: f.key, options: [option] };
  }
  return op;
}

const ORDER_OPENING =
  /^(?:crea|cread|anade|anadid|agrega|agregad|quita|quitad|borra|borrad|elimina|pon|poned|cambia|renombra|haz|haced|mete|saca)$/u;

/** The operations read, checked together against the app, as the reading's answer. */
function proposal(
  read: ChangeOperation[],
  { model, design }: ReadChangeInput,
  instruction: string,
): ChangeReading {
  const ops = mergeDesign(read).map((o) => withoutWhen(optionNotField(o, model)));
  // "Haced que sea más fácil encontrarles familia": a new name that starts with a verb of wish
  // is a wish about the app, not a field; "¿me lo añades?" is an order, not a name.
  if (
    ops.some(
      (o) =>
        (o.op === 'addField' &&
          (NOT_A_NAME.test(fold(o.field.label)) || SAYS_WHO.test(fold(o.field.label)))) ||
        // ("Dar de alta a los voluntarios en su propia tabla" is a sentence, not a name.)
        (o.op === 'addEntity' &&
          (NOT_A_NAME.test(fold(o.label)) || o.label.trim().split(/\s+/u).length > 5)),
    )
  )
    return refusal('not_understood', fill(t.notUnderstood, { part: instruction }), model);
  // "quién marca: crea Goles con el jugador y el partido": an order is never an option.
  const optionsOf = (o: ChangeOperation): string[] =>
    o.op === 'addOptions' || o.op === 'changeFieldType'
      ? (o.options ?? [])
      : o.op === 'addField'
        ? (o.field.options ?? [])
        : [];
  if (
    ops.some((o) =>
      optionsOf(o).some((x) => {
        const ws = fold(x).split(/\s+/u);
        return ws.length >= 3 && ORDER_OPENING.test(ws[0]!);
      }),
    )
  )
    return refusal('not_understood', fill(t.notUnderstood, { part: instruction }), model);
  if (ops.length === 0)
    return refusal('not_understood', fill(t.notUnderstood, { part: instruction }), model);
  const tried = appliedCached(ops, model, design);
  if ('invalid' in tried)
    return refusal('not_understood', fill(t.notUnderstood, { part: instruction }), model);
  if ('refused' in tried) return refusal(tried.refused.reason, tried.refused.message, model);
  return { ok: true, operations: tried.operations, summary: tried.summary };
}

type Applied =
  | { invalid: true }
  | { refused: { reason: ChangeRefusal['reason']; message: string } }
  | { operations: ChangeOperation[]; summary: string[] };

/**
 * The operations validated by the contract, applied to the app and summarised: a pure function
 * of the operations, the definition and the design, remembered per definition and design
 * object, as the reader checks the same operations for each way it reads a request (the
 * grammar, its clauses, the clause reader). What is remembered is copied out, never shared.
 */
const APPLIED_KEPT = 5_000;
const appliedOf = lruPerPair<DataModel, ChangeDesign, Applied>(APPLIED_KEPT);
const opsKey = (ops: ChangeOperation[]) =>
  JSON.stringify(ops, (_k, v: unknown) => (v === undefined ? '\u0000undefined' : v));
function appliedCached(ops: ChangeOperation[], model: DataModel, design: ChangeDesign): Applied {
  if (typeof design !== 'object' || design === null) return applyChecked(ops, model, design);
  const byOps = appliedOf(model, design);
  const key = opsKey(ops);
  let tried = byOps.get(key);
  if (!tried) {
    tried = applyChecked(ops, model, design);
    byOps.set(key, tried);
  }
  return 'operations' in tried ? plainCopy(tried) : tried;
}

function applyChecked(ops: ChangeOperation[], model: DataModel, design: ChangeDesign): Applied {
  const parsed = changeOperationsSchema.safeParse(ops);
  if (!parsed.success) return { invalid: true };
  const applied = applyOperations(model, design, parsed.data);
  if (!applied.ok) return { refused: { reason: applied.reason, message: applied.message } };
  return { operations: parsed.data, summary: summarize(model, parsed.data) };
}

/** Every word of the app's entity and field labels, folded ("peludos", "acogida", "raza"). */
const wordsCache = new WeakMap<DataModel, Set<string>>();
/** Every option of every choice field of the app, folded (cached per definition). */
function optionsOf(model: DataModel): Set<string> {
  let options = optionsCache.get(model);
  if (!options) {
    options = new Set(
      model.entities.flatMap((e) => e.fields.flatMap((f) => (f.options ?? []).map(fold))),
    );
    optionsCache.set(model, options);
  }
  return options;
}
const optionsCache = new WeakMap<DataModel, Set<string>>();

function wordsOf(model: DataModel): Set<string> {
  const cached = wordsCache.get(model);
  if (cached) return cached;
  const words = new Set<string>();
  wordsCache.set(model, words);
  const add = (label: string) => {
    for (const w of fold(label).split(/[^a-z0-9ñ]+/u)) if (w.length > 2) words.add(w);
  };
  for (const e of model.entities) {
    add(e.label);
    add(e.labelPlural);
    for (const f of e.fields) add(f.label);
  }
  return words;
}

/**
 * The label of the one field of the app a phrase names, when that field has options: by its
 * label, or by its first or last word ("turno" for "Turno de riego", "masa" for "Tipo de
 * masa"), counting every field of every entity so that a word two fields share names none.
 */
function choiceFieldNamed(model: DataModel, phrase: string): string | null {
  const f = fold(phrase).trim();
  if (f.length < 4) return null;
  // "los géneros" names the field Género.
  const bare = f.replace(/^(?:el|la|los|las) /u, '');
  const forms = new Set([f, bare, bare.replace(/(?<=[^aeiou])es$|s$/u, '')]);
  const hits = model.entities.flatMap((e) =>
    e.fields.filter((x) => {
      const words = fold(x.label).split(' ');
      return [...forms].some(
        (g) => fold(x.label) === g || words[0] === g || words[words.length - 1] === g,
      );
    }),
  );
  const entityNamed = model.entities.some((e) => fold(e.label) === f || fold(e.labelPlural) === f);
  return hits.length === 1 && hits[0]!.type === 'choice' && !entityNamed ? hits[0]!.label : null;
}

/** An option as written, in the singular or plural ("Comics" for "Cómic", "Conejos"). */
function sameOption(option: string, written: string): boolean {
  const o = fold(option);
  const w = fold(written);
  if (o === w) return true;
  const singular = (x: string) => x.replace(/(?<=[^aeiou])es$|s$/u, '');
  return o.length > 3 && singular(o) === singular(w);
}

/**
 * "quita el estado En reparación": an existing option of several words, written with its capital,
 * is that option, quoted before reading, so that its "En" or "de" is not read as where.
 */
function quoteOptions(text: string, model: DataModel): string {
  let out = text;
  const options = model.entities.flatMap((e) =>
    e.fields.flatMap((f) => (f.type === 'choice' ? (f.options ?? []) : [])),
  );
  for (const option of options) {
    if (!/\s/u.test(option)) continue;
    const folded = fold(option);
    const at = fold(out).indexOf(folded);
    if (at < 0) continue;
    const before = out[at - 1] ?? ' ';
    const after = out[at + option.length] ?? ' ';
    const written = out.slice(at, at + option.length);
    if (!/[\s,;:(]/u.test(before) || /[\p{L}'"»’”]/u.test(after) || !/^\p{Lu}/u.test(written))
      continue;
    out = `${out.slice(0, at)}'${written}'${out.slice(at + option.length)}`;
  }
  return out;
}

/**
 * "que en citas salga …", "el voluntario de paseos": an entity's plural name after "en" or "de"
 * without its article reads as with it ("en las citas"), the form the rewrites know.
 */
function withArticles(text: string, model: DataModel): string {
  let out = text;
  for (const e of model.entities) {
    const plural = fold(e.labelPlural);
    const singular = fold(e.label);
    const article = /(?:a|ion|dad)$/u.test(singular) ? 'las' : 'los';
    out = out.replace(
      /(^|[^\p{L}])(en|de|En|De) (\p{L}+(?: \p{L}+)*)/gu,
      (all, lead: string, prep: string, rest: string, at: number, whole: string) => {
        const f = fold(rest);
        if (f !== plural && !f.startsWith(`${plural} `)) return all;
        // After "de", only a field of the entity before it and nothing after ("el voluntario de
        // paseos se elija …"): "número de partidos" is a new field's name.
        if (fold(prep) === 'de') {
          const after = f.slice(plural.length);
          const before = fold(whole.slice(0, at)).trim().split(/\s+/u).pop() ?? '';
          if (!/^(?:$|[,.;]| (?:se|sea|sean|pase|pasen|que|y)\b)/u.test(after)) return all;
          if (!e.fields.some((x) => fold(x.label).split(' ').pop() === before)) return all;
        }
        return `${lead}${prep} ${article} ${rest}`;
      },
    );
  }
  return out;
}

/**
 * Whether a phrase names an entity of the app, as written or with a typo where the name stays
 * clear ("pareclas", "juagdor"): each word within the reader's typo tolerance of the label's, and
 * no word the dictionary knows taken for a typo.
 */
function entityNamed(model: DataModel, phrase: string): boolean {
  const f = fold(phrase).trim();
  if (model.entities.some((e) => fold(e.label) === f || fold(e.labelPlural) === f || e.key === f))
    return true;
  const words = f.split(/\s+/u);
  return model.entities.some((e) =>
    [e.label, e.labelPlural].some((label) => {
      const ls = fold(label).split(/\s+/u);
      return (
        ls.length === words.length &&
        ls.every((l, i) => {
          const w = words[i]!;
          if (w === l) return true;
          if (isKnown(w)) return false;
          return distance(w, l, 2) <= Math.min(tolerance(w), tolerance(l));
        })
      );
    }),
  );
}

/**
 * Whether a phrase names a field of the app and no entity: "el barrio", "el campo Barrio", "el
 * barrio de los equipos" (the entity after "de" must be the field's own).
 */
function fieldNamed(model: DataModel, phrase: string): boolean {
  const f = fold(phrase)
    .trim()
    .replace(/^(?:el|la|los|las)\s+/u, '')
    .replace(/^campo\s+/u, '')
    .replace(/^['"«‘“](.*)['"»’”]$/u, '$1');
  const named = (e: DataModel['entities'][number], text: string) =>
    e.fields.some((x) => fold(x.label) === text);
  if (model.entities.some((e) => fold(e.label) === f || fold(e.labelPlural) === f)) return false;
  if (model.entities.some((e) => named(e, f))) return true;
  return model.entities.some((e) =>
    [e.label, e.labelPlural].some((label) => {
      const m = new RegExp(`^(.+?) (?:de|del) (?:(?:el|la|los|las) )?${fold(label)}$`, 'u').exec(f);
      return m ? named(e, m[1]!) : false;
    }),
  );
}

function refusal(reason: ChangeRefusal['reason'], detail: string, model: DataModel): ChangeRefusal {
  const entity = model.entities[0];
  // A link example between two of this app's lists that are not linked yet (a garden was shown
  // «cada cita la atiende un veterinario», found by a hand test); none when all are.
  const points = (a: (typeof model.entities)[number], b: (typeof model.entities)[number]) =>
    a.fields.some((f) => f.type === 'reference' && f.ref === b.key);
  const pair = model.entities
    .flatMap((a) => model.entities.map((b) => [a, b] as const))
    .find(([a, b]) => a !== b && !points(a, b) && !points(b, a));
  // A field the list has and may lose: its last optional one.
  const optional = entity?.fields.filter((f) => !f.required && f.type !== 'reference').at(-1);
  const examples = fill(t.examples, {
    entity: entity ? entity.label : 'Cliente',
    plural: entity ? entity.labelPlural.toLowerCase() : 'clientes',
    remove:
      entity && optional
        ? fill(t.exampleRemove, { field: optional.label, entity: entity.label })
        : '',
    link: pair
      ? fill(t.exampleLink, {
          from: pair[0].labelPlural.toLowerCase(),
          to: pair[1].labelPlural.toLowerCase(),
        })
      : '',
  });
  const tail = reason === 'nothing_to_change' ? '' : ` ${t.canDo} ${examples}`;
  return { ok: false, reason, message: `${detail}${tail}` };
}

/** What a clause that changes nothing names: kept as it is, and the field a pronoun may refer to. */
function keepNamed(clause: Tok[], ctx: Context, kept: Target[]): void {
  const ms = findMentions(clause, ctx.names);
  for (const m of ms) kept.push(...m.targets);
  // Only a name that is a field and nothing else ("no borres la fianza"), never the field
  // side of an entity's name ("socios" is also Reseña's field Socio).
  const fields = ms.filter((m) => entityTargets(m).length === 0).flatMap(fieldTargets);
  const distinct = fields.filter((x, i) => fields.findIndex((y) => sameTarget(x, y)) === i);
  if (distinct.length === 1) ctx.lastField = distinct[0]!;
}

function named(toks: Tok[], ctx: Context): Target[] {
  return findMentions(toks, ctx.names).flatMap((m) => m.targets);
}

/** "hazla obligatoria", "pásala a fecha", "renómbralo": the clause refers back with a pronoun. */
const PRONOUN_VERB =
  /^(?:haz|pon|deja|pasa|cambia|renombra|llama|quita|borra|elimina|saca|convierte|haga|ponga|deje|pase|cambie|renombre|llame|quite|borre|elimine|saque|convierta)(?:lo|la|los|las|le|les)$/;

/**
 * The self-check that keeps a guess from becoming a change: every operation that removes or
 * rewrites an existing entity or field must name it in the clause that produced it (by label,
 * plural, key, accent- and typo-tolerant), or in the clause just before when this one refers
 * back with a pronoun; additions must name their entity somewhere in the instruction; and
 * nothing a clause asked to keep ("no quites las notas") may be touched. Otherwise the reader
 * refuses: a refusal costs the owner a rephrasing, a wrong change costs their data.
 */
const POLITE_CONDITION =
  /\bsi (?:se puede|puedes|podes|podeis|es posible|no es molestia|te parece|quieres|no te importa)\b/g;
const CONDITION =
  /(?:^|.+ )(?:si|salvo|excepto|cuando|mientras|siempre que|a no ser|en caso de|menos en|menos los|menos las|menos el|menos la)(?: |$)/;

function checkNamed(
  produced: { clause: Tok[]; previous: Tok[] | null; from: number; to: number }[],
  toks: Tok[],
  kept: Target[],
  ctx: Context,
  gone: Target[] = [],
): void {
  const everywhere = named(toks, ctx);
  // The entities the instruction names: a field change elsewhere is a guess ("añade el móvil
  // a las citas y quita las notas" when only Cliente has Notas; "reuniones: el comentario
  // obligatorio" when the comment is Reseña's).
  // A clause that renames, removes or sets the rule of a whole entity names it for that, not
  // as the place of a field ("La merienda incluida sobra. Y las reseñas, que se llamen …").
  const wholeEntity = new Set<ChangeOperation['op']>(['renameEntity', 'removeEntity', 'setRule']);
  const entityLevel = new Set(
    produced
      .filter(
        (p) => p.to > p.from && ctx.ops.slice(p.from, p.to).every((o) => wholeEntity.has(o.op)),
      )
      .flatMap((p) => p.clause),
  );
  const fromScoping =
    entityLevel.size === 0
      ? everywhere
      : named(
          toks.filter((x) => !entityLevel.has(x)),
          ctx,
        );
  const namedEntities = new Set(
    fromScoping.filter((x) => x.kind === 'entity').map((x) => x.entity.key),
  );
  const hasEntity = (ts: Target[], key: string) =>
    ts.some((x) => x.entity.key === key && x.kind === 'entity');
  const hasField = (ts: Target[], entity: string, field: string) =>
    ts.some((x) => x.kind === 'field' && x.entity.key === entity && x.field!.key === field);
  const mentionsOf = (ts: Target[], entity: string) => ts.some((x) => x.entity.key === entity);
  const created = new Set(
    ctx.ops.flatMap((o) =>
      o.op === 'addEntity' ? [keyFromLabel(o.labelPlural ?? pluralize(o.label), 'registros')] : [],
    ),
  );
  for (const p of produced) {
    const changes = ctx.ops.slice(p.from, p.to).filter((o) => REWRITING_OPERATIONS.has(o.op));
    if (changes.length === 0) continue;
    // "que la cantidad sea opcional salvo en los encargos grandes", "quita el estado si no se
    // usa": a condition the change cannot carry; "quita la raza o la especie": a choice, not a
    // list. Whatever removes or rewrites must be said without either (0180, third pass).
    // "¿y si quitamos las notas?" proposes the change; "si" later in the clause sets a condition.
    const said = words(p.clause)
      .replace(POLITE_CONDITION, ' ')
      // "a sí o no", "opciones: Sí, No": the word "sí", not a condition.
      .replace(/\bsi(?= ,| o | u | y | ?\/|$)/g, ' ')
      .replace(/^(?:y |que tal |pero )?si /, '');
    if (CONDITION.test(said) || (changes.length > 1 && /(?:^| )[ou](?: |$)/.test(said)))
      throw notUnderstood(rawText(p.clause));
  }
  for (const p of produced) {
    const here = named(p.clause, ctx);
    const back = p.previous && p.clause.some((x) => PRONOUN_VERB.test(x.f));
    // "… y que sea obligatoria": a clause that goes on about what the one before named.
    const goesOn = /^(?:y )?(?:que )?(?:sea|sean)\b/.test(words(p.clause));
    const near = (back || goesOn) && p.previous ? [...here, ...named(p.previous, ctx)] : here;
    const part = rawText(p.clause);
    for (const op of ctx.ops.slice(p.from, p.to)) {
      let ok = true;
      switch (op.op) {
        case 'removeEntity':
        case 'renameEntity':
          ok = hasEntity(here, op.entity);
          break;
        case 'removeField':
        case 'renameField':
        case 'changeFieldType':
        case 'setRequired':
          ok =
            hasField(near, op.entity, op.field) &&
            (namedEntities.size === 0 || namedEntities.has(op.entity));
          break;
        case 'removeOptions':
        case 'addOptions': {
          const text = ` ${words(p.clause)} `;
          const valuesNamed = op.options.every((o) =>
            text.includes(
              ` ${fold(o)
                .replace(/[^a-z0-9ñ]+/g, ' ')
                .trim()} `,
            ),
          );
          // "… quita la cuota Trimestral. Y agregue Semestral": values alone after the clause
          // that named the field.
          const after =
            op.op === 'addOptions' &&
            here.length === 0 &&
            p.previous !== null &&
            hasField(named(p.previous, ctx), op.entity, op.field);
          ok =
            (hasField(near, op.entity, op.field) ||
              (op.op === 'removeOptions' && valuesNamed) ||
              after) &&
            (namedEntities.size === 0 || namedEntities.has(op.entity));
          break;
        }
        case 'setRule':
          ok =
            mentionsOf(everywhere, op.entity) ||
            created.has(op.entity) ||
            findMentions(p.clause, ctx.names, true).some((m) => hasEntity(m.targets, op.entity));
          break;
        case 'addField':
          ok = mentionsOf(everywhere, op.entity) || created.has(op.entity);
          break;
        default:
          ok = true;
      }
      if (!ok) throw notUnderstood(part);
      const touches = (x: Target) =>
        'entity' in op &&
        x.entity.key === op.entity &&
        (op.op === 'removeEntity' ||
          (x.kind === 'field' &&
            'field' in op &&
            typeof op.field === 'string' &&
            x.field!.key === op.field));
      // What a pronoun refers back to is what this clause asks to change ("no la borres, hazla
      // obligatoria"), not what it keeps.
      // What the owner says is no longer done ("ya no prestamos bicis") may be removed.
      const removes = /^remove/.test(op.op);
      const clash = back
        ? undefined
        : (kept.find(touches) ?? (removes ? undefined : gone.find(touches)));
      // The instruction both changes and keeps the same thing: ask instead.
      if (clash && op.op !== 'addField' && op.op !== 'addOptions')
        throw notUnderstood(rawText(toks));
    }
  }
}

function mergeDesign(all: ChangeOperation[]): ChangeOperation[] {
  // The same change said twice ("deberían estar abiertas a todos, que cualquiera pueda…") is
  // one change.
  const seen = new Set<string>();
  const ops = all.filter((o) => {
    const key = JSON.stringify(o);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const designs = ops.filter((o) => o.op === 'setDesign');
  if (designs.length <= 1) return ops;
  const merged: ChangeOperation = Object.assign({ op: 'setDesign' as const }, ...designs);
  const out: ChangeOperation[] = ops.filter((o) => o.op !== 'setDesign');
  out.push(merged);
  return out;
}

/** "que el Nº de socio no haga falta rellenarlo": optional. */
const NO_NEED_TO_FILL =
  /\bno (?:haga|hace) falta (?:rellenar|completar|llenar|poner)(?:lo|la|los|las)?\b/;

const SENDS =
  /^(?:que )?(?:(?:me|nos|les?|se) )?(?:(?:puedes|podrias|puede|podria|pueden|podrian|podeis) )?(?:manda|mande|manden|mandes|mandara|mandase|mandar|envia|envie|envien|envies|enviara|enviase|enviar|avisa|avise|avisen|avises|avisara|avisar|notifica|notifique|notifiquen|notificara|notificar|recuerda|recuerde|recuerden|recordad|recordar)(?:me|nos|les?)?\b/;

/** "que le llegue un mensaje a la familia cuando…", "que salte un aviso": a message, received. */
const RECEIVES =
  /\b(?:llegue|lleguen|llegara|reciba|reciban|recibiera|salte|salten|suene|aparezca)\b(?: \S+){0,2} (?:un|una|el|la) (?:mensaje|aviso|correo|email|e-mail|mail|sms|whatsapp|notificacion|recordatorio|alerta)\b/;

/** "pon / poné / ¿me pones / ponedlo / déjalo … como obligatorio": a setting, not an addition. */
const SETTING_VERB =
  /^(?:pon|pone|pones|poned|poner|ponga|pongan|deja|dejad|dejas|deje|dejen|dejar)(?:le|les|lo|la|los|las)?$/;

function readClause(clauseToks: Tok[], ctx: Context): void {
  // Politeness and "quiero que …" in front.
  let toks = clauseToks;
  for (;;) {
    while (toks[0]?.kind === 'punct') toks = toks.slice(1);
    const polite = POLITE.exec(`${words(toks)} `);
    if (!polite) break;
    toks = toks.slice(polite[0].trim().split(' ').length);
  }
  const part = rawText(clauseToks);
  // "qita el campo tarjetas": an unknown first word one or two letters from verbs of one
  // intent is that verb mistyped; from verbs of two intents ("ponr": pon? borra?) the reader
  // asks, since guessing the rest of the clause without its verb could do the opposite.
  const first = toks[0];
  if (
    first?.kind === 'word' &&
    first.f.length >= 3 &&
    !clauseVerb(first) &&
    !FILLER.has(first.f) &&
    !isKnown(first.f) &&
    !toks.some((x) => clauseVerb(x) !== undefined)
  ) {
    const near = nearVerbs(first.f);
    if (near.length > 0) {
      if (new Set(near.map((v) => VERB_INTENTS[v])).size > 1) throw notUnderstood(part);
      toks = [{ ...first, f: near[0]! }, ...toks.slice(1)];
    }
  }
  const text = words(toks);
  if (toks.length === 0) return;
  // "que me mande un whatsapp cuando…", "avísame cuando…": a clause whose verb sends a message
  // asks the app to act, not to change its data; nothing in it is read as a change.
  if (SENDS.test(text) || RECEIVES.test(text)) throw notUnderstood(part);
  // "Los árbitros los asigna la asociación": a pronoun before the verb and, after it, who does
  // it (no name of the app) tells what somebody does; an order carries its pronoun after.
  // ("les falta el teléfono", "les añade el móvil": to them, the thing; never who.)
  const someone = SOMEONE_WHO.exec(text);
  if (
    someone &&
    verbIntent(someone[1]!) !== undefined &&
    ctx.names.match([someone[2]!], false).length === 0
  )
    throw notUnderstood(part);
  const mentions = findMentions(toks, ctx.names);
  const verbIndex = toks.findIndex((x) => clauseVerb(x) !== undefined);
  const intent = verbIndex >= 0 ? clauseVerb(toks[verbIndex]) : undefined;

  if (readRule(toks, text, mentions, ctx, part)) return;
  if (
    /\bopcion(?:es)?\b|\bvalor(?:es)?\b/.test(text) &&
    readOptions(toks, mentions, intent, ctx, part)
  )
    return;
  if (readPickFrom(text, ctx, part)) return;
  if (readReference(toks, text, mentions, intent, ctx, part)) return;
  if (readDesign(toks, text, mentions, intent, ctx, part)) return;
  if (
    /\b(?:obligatori[oa]s?|opcional(?:es)?|requerid[oa]s?|vaci[oa]s?|siempre|en blanco|sin rellenar|imprescindibles?|obligacion)\b/.test(
      text,
    ) ||
    NO_NEED_TO_FILL.test(text)
  ) {
    const setting = SETTING_VERB.test(toks[verbIndex]?.f ?? '');
    if (
      intent !== 'add' ||
      setting ||
      /\bsea|sean|hazl|hazlo|haz\b/.test(text) ||
      NO_NEED_TO_FILL.test(text)
    ) {
      readRequired(toks, text, mentions, ctx, part);
      return;
    }
  }
  if (readRename(toks, text, mentions, intent, ctx, part)) return;
  if (readTypeChange(toks, text, mentions, intent, ctx, part)) return;
  if (intent === 'remove') {
    // "en especie quita Conejo": what comes before the verb counts too.
    let after = [...toks.slice(0, verbIndex), ...toks.slice(verbIndex + 1)];
    // "clientes: quita las notas": an entity named as a heading is where to remove from.
    const head = toks.slice(0, verbIndex);
    const headMentions = findMentions(head, ctx.names);
    if (
      head[head.length - 1]?.f === ':' &&
      headMentions.length === 1 &&
      entityTargets(headMentions[0]!).length > 0 &&
      head.every(
        (x, i) =>
          x.kind === 'punct' ||
          LEADING.has(x.f) ||
          (i >= headMentions[0]!.start && i < headMentions[0]!.end),
      )
    ) {
      const de: Tok = { raw: 'de', f: 'de', kind: 'word' };
      after = [
        ...toks.slice(verbIndex + 1),
        de,
        ...head.filter((x) => x.kind !== 'punct' && !LEADING.has(x.f)),
      ];
    }
    readRemove(after, findMentions(after, ctx.names), ctx, part);
    return;
  }
  if (intent === 'add') {
    readAdd(toks, verbIndex, ctx, part);
    return;
  }
  throw notUnderstood(part);
}

// ——— resolving a name ———

/** The entity a span names, or null. Ambiguity (two entities) refuses. */
function entityOf(m: Mention, part: string): DataEntity | null {
  const es = uniqueEntities(entityTargets(m));
  if (es.length > 1)
    throw ambiguous(
      part,
      es.map((e) => e.labelPlural),
    );
  return es[0] ?? null;
}

/** The field a span names, within an entity when one is given. */
function fieldOf(m: Mention, entity: DataEntity | null, ctx: Context, part: string): Target | null {
  let fs = fieldTargets(m);
  if (entity) fs = fs.filter((x) => x.entity === entity);
  if (fs.length === 0) return null;
  if (fs.length > 1 && !entity && ctx.lastEntity) {
    const inLast = fs.filter((x) => x.entity === ctx.lastEntity);
    if (inLast.length === 1) return inLast[0]!;
  }
  const distinct = fs.filter((x, i) => fs.findIndex((y) => sameTarget(x, y)) === i);
  if (distinct.length > 1) throw ambiguous(part, distinct.map(describeTarget));
  return distinct[0]!;
}

/** The entity a clause is about: "… de Cliente", "… a las mascotas", or the only one named. */
function scopeEntity(
  toks: Tok[],
  mentions: Mention[],
  part: string,
): { entity: DataEntity; mention: Mention } | null {
  for (let i = mentions.length - 1; i >= 0; i--) {
    const m = mentions[i]!;
    const prev = toks[m.start - 1];
    const prev2 = toks[m.start - 2];
    const afterPrep =
      (prev && PREPOSITIONS.has(prev.f)) ||
      (prev &&
        ['el', 'la', 'los', 'las', 'cada'].includes(prev.f) &&
        prev2 &&
        PREPOSITIONS.has(prev2.f));
    if (!afterPrep) continue;
    const e = entityOf(m, part);
    if (e) return { entity: e, mention: m };
  }
  return null;
}

// ——— rules ———

function readRule(
  toks: Tok[],
  text: string,
  allMentions: Mention[],
  ctx: Context,
  part: string,
): boolean {
  // Every everyday phrase that names a rule, with where it sits: the words of the phrase
  // ("los socios solo puedan ver") are not the entity the rule is for.
  const hits: { rule: AccessRule; start: number; end: number }[] = [];
  for (const [pattern, r] of RULE_PATTERNS) {
    for (const x of text.matchAll(globalOf(pattern)))
      hits.push({ rule: r, start: x.index!, end: x.index! + x[0].length });
  }
  if (hits.length === 0) return false;
  // "publica los peludos en instagram": "publica" opening the clause before what is published
  // is the verb (to post somewhere), not the rule "pública" (0180, sixth pass).
  if (/^publica(?:d|r)? (?:el|la|los|las|lo|un|una|unos|unas|todo|todos|todas)\b/.test(text))
    throw notUnderstood(part);
  // "que solo los socios puedan ver…": a rule for one group of people is none of the three.
  if (
    /\bsolo (?:los|las|el|la) (?!demas\b|resto\b)[a-z]+ (?:puedan|pueden|podran|pueda|puede)\b/.test(
      text,
    )
  )
    throw notUnderstood(part);
  const rules = [...new Set(hits.map((h) => h.rule))];
  // Two different rules for entities named in one clause: which goes with which? Ask.
  if (rules.length > 1 && uniqueEntities(allMentions.flatMap((m) => entityTargets(m))).length > 1)
    throw notUnderstood(part);
  let rule: AccessRule | null = rules.length === 1 ? rules[0]! : null;
  // "que todos puedan verlas pero solo yo añadirlas": only I add, the others see → catálogo.
  if (!rule && rules.includes('catalogo') && !rules.includes('privada')) rule = 'catalogo';
  if (
    !rule &&
    rules.includes('privada') &&
    /\bsolo (?:yo|tu)\b/.test(text) &&
    !/\b(?:todos|cualquiera|los demas|el resto|la gente)\b/.test(text)
  )
    rule = 'privada';
  // "que cada uno vea solo lo suyo", "que los clientes solo vean sus mascotas": each sees
  // their own records → propia since the six rules (issue 38; it was privada before), never
  // catálogo, where everyone sees everything.
  if (
    /\b(?:vea|ve|vean|ven|pueda ver|puedan ver) (?:solo )?(?:lo suyo|los suyos|las suyas|sus)\b/.test(
      text,
    )
  )
    rule = 'propia';
  if (!rule) throw new Refuse('not_understood', fill(t.notUnderstood, { part: part.trim() }));
  const offsets: number[] = [];
  let at = 0;
  for (const x of toks) {
    offsets.push(at);
    at += x.f.length + 1;
  }
  const inPhrase = (m: Mention) =>
    hits.some((h) => offsets[m.start]! >= h.start && offsets[m.start]! < h.end);
  let mentions = allMentions.filter((m) => !inPhrase(m));
  // "que los abonados puedan apuntarse solos a las reservas": who does it, just before the
  // phrase, is not what the rule is for when another entity follows "a" / "en".
  const isEntity = (m: Mention) => entityTargets(m).length > 0;
  const after = (m: Mention) =>
    ['a', 'al', 'en'].includes(toks[m.start - 1]?.f ?? '') ||
    (['a', 'en'].includes(toks[m.start - 2]?.f ?? '') && ARTICLES.has(toks[m.start - 1]?.f ?? ''));
  const who = mentions.filter(
    (m) => isEntity(m) && hits.some((h) => offsets[m.end] === h.start && h.rule === 'publica'),
  );
  if (
    who.length === 1 &&
    mentions.some((m) => isEntity(m) && m !== who[0] && m.start > who[0]!.end && after(m))
  )
    mentions = mentions.filter((m) => m !== who[0]);
  // "Que solo yo pueda crear reuniones, los socios que solo puedan verlas": the entity just
  // before "(que) solo puedan ver…" is who may look (people of the app), not what the rule is
  // for, when another entity is named; the rule is only for that one.
  const looker = (m: Mention) => {
    let i = m.end;
    if (toks[i]?.f === 'que') i++;
    if (!/^(?:solo|solamente|nomas|unicamente)$/.test(toks[i]?.f ?? '')) return false;
    // "… que solo puedan verlos", "… que solo los miren", "… que solo los puedan consultar".
    let j = i + 1;
    if (/^(?:lo|la|los|las)$/.test(toks[j]?.f ?? '')) j++;
    const can = /^(?:puedan|pueden|pueda|puede|podran)$/.test(toks[j]?.f ?? '');
    if (can) j++;
    return can
      ? /^(?:ver|consultar|mirar|leer)/.test(toks[j]?.f ?? '')
      : /^(?:vean|miren|consulten|lean)$/.test(toks[j]?.f ?? '');
  };
  const lookers = mentions.filter((m) => isEntity(m) && looker(m));
  if (
    lookers.length > 0 &&
    mentions.some((m) => isEntity(m) && !lookers.includes(m) && !inPhrase(m))
  )
    mentions = mentions.filter((m) => !lookers.includes(m));
  // A rule clause says who may do what with some entities, nothing else: another verb outside
  // the rule's words ("… préstamos y a los vecinos ponles el piso") or entities that are not a
  // list ("cada cita la atiende un veterinario y los veterinarios que solo los vea yo") means
  // two requests were run together; ask rather than give the rule to both.
  const outside = toks.filter(
    (_, i) => !hits.some((h) => offsets[i]! >= h.start && offsets[i]! < h.end),
  );
  // "haz públicas las obras", "pon las herramientas en privado", "haz que … sean públicos":
  // the verb that opens the clause only sets the rule.
  const setter =
    /^(?:haz|hazme|hace|hazlas|hazlos|hacé|pon|ponme|pone|pone|ponlas|ponlos|deja|dejame|dejalas|dejalos|vuelve|convierte)$/;
  if (
    outside.some(
      (x, i) =>
        (clauseVerb(x) !== undefined && !(i === 0 && setter.test(x.f))) ||
        /^(?:tiene|tienen|tenga|tengan|tuviera|tuvieran|lleva|lleve|lleven|atiende|atienda)$/.test(
          x.f,
        ),
    )
  )
    throw notUnderstood(part);
  requireListed(
    toks,
    mentions.filter((m) => entityTargets(m).length > 0),
  );
  // "que solo yo pueda ver el teléfono": rules are per entity; a field's visibility is not a rule.
  if (mentions.some((m) => entityTargets(m).length === 0 && fieldTargets(m).length > 0))
    throw new Refuse('not_understood', fill(t.notUnderstood, { part: part.trim() }));
  let entities = uniqueEntities(mentions.flatMap((m) => entityTargets(m)));
  if (entities.length === 0) {
    // "que cualquiera pueda reservar": the verb one letter from the entity ("reservas"). A rule
    // changes who may do what, never data; the entity must still be the only one so near.
    // Who may do it ("los abonados puedan reservar") is not what is done.
    const near = findMentions(toks, ctx.names, true)
      .filter((m) => !inPhrase(m) || m.targets.every((x) => x.dist > 0))
      .map((m) => uniqueEntities(entityTargets(m)));
    if (near.length === 1 && near[0]!.length === 1) entities = near[0]!;
  }
  const lastOp = ctx.ops[ctx.ops.length - 1];
  if (entities.length === 0 && lastOp?.op === 'addEntity') {
    // "crea una entidad Voluntario y que solo yo pueda añadirlos".
    lastOp.rule = rule;
    return true;
  }
  if (entities.length === 0) {
    // "quiero que solo yo pueda añadir herramientas": named by a field-less mention? No: by its entity words only.
    if (ctx.lastEntity) entities = [ctx.lastEntity];
    else throw new Refuse('ambiguous', fill(t.whichEntity, { part: part.trim() }));
  }
  if (entities.length > 1) {
    // Several mentions: the entity each mention names, when each is unambiguous.
    const strict = mentions
      .map((m) => uniqueEntities(entityTargets(m)))
      .filter((es) => es.length > 0);
    if (strict.some((es) => es.length > 1))
      throw ambiguous(
        part,
        entities.map((e) => e.labelPlural),
      );
  }
  void toks;
  for (const entity of entities) {
    ctx.ops.push({ op: 'setRule', entity: entity.key, rule });
    ctx.lastEntity = entity;
  }
  return true;
}

// ——— options ———

/** Adds the values a choice field does not have yet; all of them known is nothing to change. */
function pushNewOptions(ctx: Context, entity: DataEntity, f: DataField, values: string[]): void {
  const fresh = values.filter((v) => !f.options?.some((o) => fold(o) === fold(v)));
  if (fresh.length === 0)
    throw new Refuse(
      'nothing_to_change',
      fill(t.optionExists, { field: f.label, option: values.join('», «') }),
    );
  ctx.ops.push({ op: 'addOptions', entity: entity.key, field: f.key, options: fresh });
}

function readOptions(
  toks: Tok[],
  mentions: Mention[],
  intent: Intent | undefined,
  ctx: Context,
  part: string,
): boolean {
  if (intent !== 'add' && intent !== 'remove') return false;
  const optIndex = toks.findIndex((x) => /^(opcion|opciones|valor|valores)$/.test(x.f));
  if (optIndex < 0) return false;
  if (['con', 'como', 'de'].includes(toks[optIndex - 1]?.f ?? '')) return false;
  // The field: the last field mention after "a/al/en/de/del".
  const scope = scopeEntity(toks, mentions, part);
  let field: Target | null = null;
  let fieldMention: Mention | null = null;
  for (let i = mentions.length - 1; i >= 0; i--) {
    const m = mentions[i]!;
    if (m.start <= optIndex) continue;
    const prev = toks[m.start - 1];
    const prev2 = toks[m.start - 2];
    const afterPrep =
      (prev && PREPOSITIONS.has(prev.f)) ||
      (prev && ['el', 'la', 'los', 'las'].includes(prev.f) && prev2 && PREPOSITIONS.has(prev2.f));
    if (!afterPrep) continue;
    const fs = fieldTargets(m).filter((x) => x.field!.type === 'choice');
    if (fs.length === 0) continue;
    field = fieldOf(
      { ...m, targets: fs },
      scope && scope.mention !== m ? scope.entity : null,
      ctx,
      part,
    );
    fieldMention = m;
    break;
  }
  // "al horno añádele la opción Horno de leña", "en el carácter añade la opción Sociable": the
  // field named before the verb; the values are all that follows "opción".
  let valuesAfter = false;
  if (!field) {
    const before = mentions.filter((m) => m.end <= optIndex && fieldTargets(m).length > 0);
    const m = before.length === 1 ? before[0]! : null;
    const prev = m ? toks[m.start - 1] : undefined;
    const prev2 = m ? toks[m.start - 2] : undefined;
    const afterPrep =
      (prev && ['en', 'a', 'al', 'para'].includes(prev.f)) ||
      (prev &&
        ['el', 'la', 'los', 'las'].includes(prev.f) &&
        prev2 &&
        ['en', 'a', 'para'].includes(prev2.f));
    const fs = m ? fieldTargets(m).filter((x) => x.field!.type === 'choice') : [];
    if (
      m &&
      afterPrep &&
      fs.length > 0 &&
      !mentions.some((x) => x.start > optIndex && entityTargets(x).length > 0)
    ) {
      field = fieldOf(
        { ...m, targets: fs },
        scope && scope.mention !== m ? scope.entity : null,
        ctx,
        part,
      );
      fieldMention = m;
      valuesAfter = true;
    }
  }
  if (!field || !fieldMention) {
    // "quita la opción Gato": the one choice field that has it.
    if (intent === 'remove') {
      const values = splitList(toks.slice(optIndex + 1), true).map((s) => labelFrom(s));
      const holders = ctx.model.entities.flatMap((e) =>
        e.fields
          .filter(
            (f) =>
              f.type === 'choice' && values.every((v) => f.options?.some((o) => sameOption(o, v))),
          )
          .map((f) => ({ kind: 'field' as const, entity: e, field: f, dist: 0 })),
      );
      if (holders.length === 1) {
        ctx.ops.push({
          op: 'removeOptions',
          entity: holders[0]!.entity.key,
          field: holders[0]!.field.key,
          options: values.map((v) => holders[0]!.field.options!.find((o) => sameOption(o, v))!),
        });
        return true;
      }
      if (holders.length > 1) throw ambiguous(part, holders.map(describeTarget));
    }
    // "Que la cuota deje de ser obligatoria y que agregue la opción Semestral": with nothing
    // else named, the new option is for the choice field the request has just named.
    const last = lastChoiceField(ctx, () => true);
    if (intent === 'add' && mentions.length === 0 && last) {
      const values = splitList(toks.slice(optIndex + 1), true)
        .map((v) => labelFrom(v))
        .filter(Boolean);
      if (values.length > 0) {
        pushNewOptions(ctx, last.entity, last.field, values);
        return true;
      }
    }
    throw new Refuse('not_understood', fill(t.whichField, { part: part.trim() }));
  }
  // The options: between "opción(es)" and the field's preposition, else after "(:)".
  let end = fieldMention.start - 1;
  while (
    end > optIndex &&
    ['el', 'la', 'los', 'las', 'a', 'al', 'de', 'del', 'en', 'para'].includes(toks[end]!.f)
  )
    end--;
  let valueToks = valuesAfter ? toks.slice(optIndex + 1) : toks.slice(optIndex + 1, end + 1);
  if (valueToks.length === 0) {
    const colon = toks.findIndex((x) => x.f === ':');
    if (colon >= 0) valueToks = toks.slice(colon + 1);
  }
  const values = splitList(valueToks, true)
    .map((s) => labelFrom(s))
    .filter(Boolean);
  if (values.length === 0) throw notUnderstood(part);
  const f = field.field!;
  if (intent === 'add') {
    pushNewOptions(ctx, field.entity, f, values);
  } else {
    const known = values.map((v) => f.options?.find((o) => sameOption(o, v)));
    if (known.some((k) => !k))
      throw new Refuse(
        'not_understood',
        fill(t.optionMissing, { field: f.label, option: values.join('», «') }),
      );
    ctx.ops.push({
      op: 'removeOptions',
      entity: field.entity.key,
      field: f.key,
      options: known as string[],
    });
  }
  ctx.lastEntity = field.entity;
  return true;
}

// ——— references ———

/**
 * "crea Voluntarios con nombre y móvil y que en cada paseo se elija el voluntario de ahí", "…
 * y que el voluntario de los paseos se elija de esa tabla": an existing field becomes a
 * reference to the entity created just before (sixth pass). Only "de ahí" / "de esa tabla" /
 * "sea uno de ellos" and an entity created in the same instruction; the field must resolve in
 * the entity named.
 */
const PICK_FROM = [
  /^(?:que )?(?:en (?:cada|el|la|los|las) ([a-zñ ]+?),? )?(?:el|la) ([a-zñ ]+?) (?:(?:de (?:los|las|cada|el|la)|del) ([a-zñ ]+?) )?(?:se (?:elija|escoja|seleccione|elijan|escojan|seleccionen)|pase a (?:elegirse|escogerse|seleccionarse)|(?:quede|este|quede ya) (?:enlazad|vinculad|relacionad|conectad)[oa]) (?:de ahi|de alli|de ahi mismo|de esa tabla|de esa lista|de ese listado|de esa ficha|de ellos|de ellas|de ella|de el|a ella|a ellos|a ellas|a esa tabla|a esa lista|con ella|con ellos)$/,
  /^(?:que )?en (?:cada|el|la|los|las) ([a-zñ ]+?),? se (?:elija|escoja|seleccione) (?:el|la) ([a-zñ ]+?) (?:de ahi|de alli|de esa tabla|de esa lista|de ese listado|de esa ficha|de ellos|de ellas)()$/,
  // "… y que el cliente de los encargos sea uno de ellos".
  /^(?:que )?()(?:el|la) ([a-zñ ]+?) de (?:los|las|cada|el|la) ([a-zñ ]+?) (?:sea|pase a ser) (?:uno de ellos|una de ellas|uno de esos|una de esas|uno de ahi|una de ahi)$/,
];

function readPickFrom(text: string, ctx: Context, part: string): boolean {
  // "… y haced que el autor de cada libro se elija de ahí": the wish, as after "que".
  const wish = text.replace(/^(?:haz|hazme|haced|haga|hagan|hace) que /u, 'que ');
  const m = PICK_FROM.map((re) => re.exec(wish)).find(Boolean);
  if (!m) return false;
  const created = [...ctx.ops].reverse().find((o) => o.op === 'addEntity');
  if (created?.op !== 'addEntity') throw notUnderstood(part);
  const entityName = m[1] || m[3];
  if (!entityName) throw notUnderstood(part);
  const entities = uniqueEntities(
    ctx.names.match(entityName.split(' ')).filter((x) => x.kind === 'entity'),
  );
  if (entities.length !== 1) throw notUnderstood(part);
  const entity = entities[0]!;
  const fields = ctx.names
    .match(m[2]!.split(' '))
    .filter((x) => x.kind === 'field' && x.entity === entity);
  if (fields.length !== 1 || fields[0]!.field!.type === 'reference') throw notUnderstood(part);
  created.labelPlural ??= capital(pluralize(created.label));
  ctx.ops.push({
    op: 'changeFieldType',
    entity: entity.key,
    field: fields[0]!.field!.key,
    type: 'reference',
    ref: keyFromLabel(created.labelPlural, 'registros'),
  });
  ctx.lastEntity = entity;
  return true;
}

const RELATE =
  /\b(?:relaciona|relacionar|relacione|enlaza|enlazar|enlace|vincula|vincular|vincule|conecta|conectar|conecte|asocia|asociar|asocie|asigna|asignar|asigne|liga|ligar)\b/;

function readReference(
  toks: Tok[],
  text: string,
  mentions: Mention[],
  intent: Intent | undefined,
  ctx: Context,
  part: string,
): boolean {
  if (intent === 'remove' || intent === 'rename') return false;
  const ents = mentions.filter((m) => entityTargets(m).length > 0);
  if (ents.length === 1 && readHas(toks, ents[0]!, ctx, part)) return true;
  if (ents.length < 2) return false;
  const hasCada = /\bcada\b/.test(text);
  const relate = RELATE.test(text);
  const owns =
    /\b(?:tiene|tenga|tengan|pertenece|pertenezca|es de|sea de|lleva|lleve|corresponde)\b/.test(
      text,
    );
  if (!hasCada && !relate && !owns) return false;
  let owner: DataEntity | null;
  let target: DataEntity | null;
  const first = ents[0]!;
  const last = ents[ents.length - 1]!;
  if (relate || hasCada || owns) {
    // "cada cita la atiende un veterinario": owner after "cada", target the other one.
    const cadaIndex = toks.findIndex((x) => x.f === 'cada');
    const ownerMention =
      cadaIndex >= 0 ? (ents.find((m) => m.start === cadaIndex + 1) ?? first) : first;
    const targetMention = ownerMention === first ? last : first;
    // "relaciona X con Y" / "asigna un Y a cada X" read the same way.
    owner = entityOf(ownerMention, part);
    target = entityOf(targetMention, part);
  } else return false;
  if (!owner || !target || owner === target) return false;
  // "una foto de cada invitado", "cada invitado con su foto" in an app with a list of photos: a
  // picture of each is an image of its own, not a link, unless the owner says to link them.
  if (!relate && inferType(fold(target.label)) === 'image') return false;
  const label = target.label;
  const links = owner.fields.filter((f) => f.type === 'reference' && f.ref === target.key);
  // "vincula cada parcela con un hortelano obligatoriamente" when the link exists: it becomes
  // required (the only link between the two, and not required yet).
  const said = text.replace(/\bobligatoriamente\b/g, 'obligatorio');
  if (links.length === 1 && requiredMeant(said) === true && !links[0]!.required) {
    ctx.ops.push({ op: 'setRequired', entity: owner.key, field: links[0]!.key, required: true });
    ctx.lastEntity = owner;
    return true;
  }
  if (links.length > 0)
    throw new Refuse(
      'nothing_to_change',
      fill(t.referenceExists, { entity: owner.label, target: target.label }),
    );
  if (owner.fields.some((f) => f.key === keyFromLabel(label)))
    throw new Refuse(
      'nothing_to_change',
      fill(t.fieldExists, { entity: owner.label, field: label }),
    );
  const required = /\b(?:obligatori[oa]|siempre)\b/.test(text);
  ctx.ops.push({
    op: 'addField',
    entity: owner.key,
    field: { label, type: 'reference', required, ref: target.key },
  });
  ctx.lastEntity = owner;
  return true;
}

// ——— design ———

/**
 * Each colour's name and its pattern, the longest names first, compiled once. (`matchAll` reads
 * a copy of a global pattern, so one object serves every call.)
 */
let colourPatternsKept: { keys: number; list: [string, RegExp][] } | null = null;
function colourPatterns(): [string, RegExp][] {
  const names = Object.keys(COLOURS);
  if (colourPatternsKept?.keys !== names.length)
    colourPatternsKept = {
      keys: names.length,
      list: names
        .sort((a, b) => b.length - a.length)
        .map((name) => [name, new RegExp(`\\b${name}\\b`, 'g')]),
    };
  return colourPatternsKept.list;
}

/** A pattern's source with the flag `g` alone, compiled once per pattern (for `matchAll`). */
const globalPatterns = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let re = globalPatterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern.source, 'g');
    globalPatterns.set(pattern, re);
  }
  return re;
}

function findColour(text: string): { hex: string; at: number; shade: boolean }[] {
  const out: { hex: string; at: number; shade: boolean }[] = [];
  const taken: [number, number][] = [];
  for (const [name, re] of colourPatterns()) {
    for (const m of text.matchAll(re)) {
      const at = m.index!;
      if (taken.some(([s, e]) => at < e && at + name.length > s)) continue;
      taken.push([at, at + name.length]);
      const after =
        text
          .slice(at + name.length)
          .trim()
          .split(' ')[0] ?? '';
      // "verde oscuro" (a shade) or "verde ocuro" (a word it does not know after the colour).
      const unknownAfter =
        /^[a-z]{4,}$/.test(after) && !isKnown(after) && !COLOURS[after] && !FILLER.has(after);
      out.push({ hex: COLOURS[name]!, at, shade: UNKNOWN_SHADES.test(after) || unknownAfter });
    }
  }
  for (const m of text.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/g)) {
    const h = m[1]!;
    const hex = h.length === 3 ? `#${[...h].map((c) => c + c).join('')}` : `#${h}`;
    out.push({ hex, at: m.index!, shade: false });
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * "la salsa: verde, roja o habanero", "verde, amarilla o roja": colours offered as one or another,
 * or listed with words that are no colour, are the values of something the owner names, never
 * the app's design (which has one main colour and one second).
 */
function coloursAsValues(text: string, colours: { at: number }[]): boolean {
  if (colours.length === 0) return false;
  // "colores verde y blanco", "verde y marrón, y menú lateral": the look is named.
  if (
    /\b(?:colou?r(?:es)?|tema|menu|lateral|diseno|modo|paleta|fondo|estilo|app|aplicacion|web|pagina)\b/.test(
      text,
    )
  )
    return false;
  const items = text
    .replace(/[.!¡¿?]/g, ' ')
    .split(/\s*(?:,|;|\/|\by\b|\bo\b|\bu\b)\s*/)
    .map((x) => x.trim())
    .filter(Boolean);
  const colourItem = (x: string) => findColour(x).length > 0 && x.split(/\s+/).length <= 2;
  const listed = items.filter(colourItem).length;
  // One or another: "verde o roja".
  if (listed >= 2 && /\b(?:o|u)\b/.test(text) && !/\b(?:y|e)\b/.test(text)) return true;
  // Three or more short items, one of them no colour: "verde, roja o habanero".
  const short = items.filter((x) => x.split(/\s+/).length <= 2);
  return short.length >= 3 && listed >= 2 && short.some((x) => !colourItem(x));
}

function readDesign(
  toks: Tok[],
  clauseText: string,
  mentions: Mention[],
  intent: Intent | undefined,
  ctx: Context,
  part: string,
): boolean {
  // "color scundario": a typo of the role word still names the role.
  const text = clauseText.replace(/\b[a-z]{6,}\b/g, (w) =>
    isKnown(w)
      ? w
      : distance(w, 'secundario', 2) <= 2
        ? 'secundario'
        : distance(w, 'principal', 2) <= 2
          ? 'principal'
          : w,
  );
  const colours = replacedColours(findColour(text), text);
  // "pon el color vrde oscuro": a colour was asked for and none is known: ask.
  if (colours.length === 0 && /\bcolor(?:es)?\b/.test(text)) {
    const themeOrLayout =
      THEME_WORDS.some(([w]) => wordPattern(w).test(text)) ||
      LAYOUT_WORDS.some(([w]) => wordPattern(w).test(text));
    if (themeOrLayout)
      throw new Refuse('not_understood', fill(t.colourUnknown, { part: part.trim() }));
  }
  // "simple", "limpio", "actual" describe many things ("que el formulario sea más simple"):
  // a theme only when the instruction is about the app's look.
  const lookContext =
    /\b(?:tema|estilo|aspecto|diseno|apariencia|look|app|aplicacion|web|pagina|modo|hazlo|ponlo|hazla|ponla|dejalo|dejala)\b/.test(
      text,
    );
  // A colour for the app in the same clause says it is about the look too.
  const themeHit = THEME_WORDS.find(
    ([w]) =>
      wordPattern(w).test(text) && (!WEAK_THEME_WORDS.has(w) || lookContext || colours.length > 0),
  );
  const layoutHit = LAYOUT_WORDS.find(([w]) => wordPattern(w).test(text));
  const designWords =
    /\b(?:color|colores|tema|estilo|aspecto|diseno|apariencia|disposicion|distribucion|plantilla|look|fondo|modo|menu|vista)\b/.test(
      text,
    );
  if (colours.length === 0 && !themeHit && !layoutHit) return false;
  if (coloursAsValues(text, colours)) return false;
  // "¿Y me añades Lateral?" (a position): "lateral" alone is a layout only when the
  // instruction is about the look.
  if (
    layoutHit &&
    layoutHit[0] === 'lateral' &&
    colours.length === 0 &&
    !themeHit &&
    !designWords &&
    !lookContext
  )
    return false;
  // "añade las tarjetas", "llevar las tarjetas" (of a football match): a layout word with an
  // article of its own is a thing; "en tarjetas", "con un tablero" is the layout (sixth pass).
  if (layoutHit && !layoutHit[0].includes(' ') && colours.length === 0 && !themeHit) {
    const at = new RegExp(`(?:^| )(\\S+) (\\S+) ${layoutHit[0]}\\b`).exec(` x x ${text}`);
    if (
      at &&
      /^(?:el|la|los|las|mis|sus|tus)$/.test(at[2]!) &&
      !/^(?:en|con|como|de|a|tipo|formato|vista|estilo)$/.test(at[1]!)
    )
      return false;
  }
  // A colour or style word inside a field or entity instruction is not a design change.
  // "pon el escudo en rojo", "el color de las citas": a colour for one field or entity is not
  // the app's design, and the reader does not colour fields: not design (refused later).
  const named = mentions.some((m) => m.targets.length > 0 && !designWordSpan(toks, m));
  if (named) return false;
  // "el campo tarjetas": a field is meant, not the layout.
  if (toks.some((x) => FIELD_WORDS.has(x.f) || ENTITY_WORDS.has(x.f))) return false;
  // A field called "Color" or "Tema" and the word in the instruction: which one is meant?
  // The app's own roles say it ("el color principal", "el color secundario", "de acento"): a
  // field has no main colour, unless one is called so.
  const roleOfApp =
    /\bcolor (?:principal|secundari[oa]|de acento)\b/.test(text) &&
    !ctx.model.entities.some((e) =>
      e.fields.some((f) => /\b(?:principal|secundari[oa]|acento)\b/.test(fold(f.label))),
    );
  if (
    mentions.some((m) => designWordSpan(toks, m)) &&
    !roleOfApp &&
    !/\b(?:app|aplicacion|web|diseno|pagina)\b/.test(text)
  )
    throw notUnderstood(part);
  void designWords;
  if (intent === 'remove') return false;
  // "sin barra lateral", "no en azul": a design word said in the negative is not set.
  if (/\b(?:sin|no|ni|nada de)\b/.test(text)) throw notUnderstood(part);
  const op: {
    op: 'setDesign';
    primaryColor?: string;
    secondaryColor?: string;
    theme?: Theme;
    layout?: Layout;
  } = {
    op: 'setDesign',
  };
  for (const c of colours) {
    if (c.shade) throw new Refuse('not_understood', fill(t.colourUnknown, { part: part.trim() }));
    // "fondo negro", "letras blancas": parts the design has no colour for; not the main colour.
    const lead = text.slice(Math.max(0, c.at - 25), c.at);
    if (
      /\b(?:fondo|letras?|textos?|titulos?|bordes?|iconos?|enlaces?|cabecera|tipografia)(?: (?:en|de|del|color|el|la|los|las))*\s*$/.test(
        lead,
      )
    )
      throw new Refuse('not_understood', fill(t.colourUnknown, { part: part.trim() }));
    const before = text.slice(Math.max(0, c.at - 40), c.at);
    // What follows the colour names its role too: "el amarillo de color de acento", "rosa
    // como secundario".
    const roleAfterOf = (x: { at: number }) =>
      /^(?:(?:de|como|para)\s+)?(?:(?:el|la)\s+)?(?:color\s+)?(?:de\s+)?(?:acento|secundari[oa]|segundo color)\b/.test(
        text.slice(x.at).replace(/^\S+\s*/, ''),
      );
    const roleAfter = roleAfterOf(c);
    // "en morado, con gris de color secundario": the role after a later colour is that one's.
    const laterHasRole = colours.some((o) => o.at > c.at && roleAfterOf(o));
    const secondary =
      roleAfter ||
      /\b(?:secundari[oa]|acento|segundo color|segundo|secundario)\b[^,]*$/.test(before) ||
      (/\bsecundari[oa]\b/.test(text.slice(c.at)) && !/\bprincipal\b/.test(text) && !laterHasRole);
    if (secondary && !op.secondaryColor) op.secondaryColor = c.hex;
    else if (!op.primaryColor && !secondary) op.primaryColor = c.hex;
    else if (!op.secondaryColor) op.secondaryColor = c.hex;
    else throw notUnderstood(part);
  }
  // "oscuro" after a colour is a shade (refused above); elsewhere a theme.
  if (themeHit) op.theme = themeHit[1];
  if (layoutHit) op.layout = layoutHit[1];
  const d = ctx.design;
  const changes =
    (op.primaryColor && op.primaryColor !== d.primaryColor) ||
    (op.secondaryColor && op.secondaryColor !== d.secondaryColor) ||
    (op.theme && op.theme !== d.theme) ||
    (op.layout && op.layout !== d.layout);
  void changes;
  ctx.ops.push(op);
  return true;
}

/**
 * "en vez de naranja ponlo en azul", "cambia el naranja por azul", "del verde al azul": the
 * colour being replaced is not a new one. Only the colours the instruction asks for are kept.
 */
function replacedColours<T extends { at: number }>(colours: T[], text: string): T[] {
  if (colours.length < 2) {
    if (
      colours.length === 1 &&
      /\b(?:en vez de|en lugar de)\s*(?:el |la )?(?:color )?$/.test(text.slice(0, colours[0]!.at))
    )
      return [];
    return colours;
  }
  return colours.filter((c, i) => {
    const before = text.slice(Math.max(0, c.at - 30), c.at);
    if (
      /\b(?:en vez de|en lugar de|de)\s*(?:el |la )?(?:color )?$/.test(before) &&
      /\b(?:en vez|en lugar)\b/.test(before)
    )
      return false;
    const next = colours[i + 1];
    if (!next) return true;
    const between = text.slice(c.at, next.at).replace(/^\S+/, '');
    // "naranja por azul", "naranja a azul" (with "cambia"/"pasa"), "del verde al azul".
    return !(
      /^\s*(?:por|a|al)\s*(?:el |un )?$/.test(between) &&
      /\b(?:cambia|cambiar|cambie|pasa|pasar|sustituye|reemplaza|del)\b/.test(text)
    );
  });
}

const WEAK_THEME_WORDS = new Set([
  'simple',
  'sencillo',
  'sencilla',
  'sencillita',
  'sencillito',
  'limpio',
  'minimo',
  'actual',
  'elegante',
  'tradicional',
]);

function designWordSpan(toks: Tok[], m: Mention): boolean {
  const span = words(toks.slice(m.start, m.end));
  return /\b(?:color|tema|estilo|diseno|fondo)\b/.test(span);
}

// ——— required ———

function readRequired(
  toks: Tok[],
  text: string,
  mentions: Mention[],
  ctx: Context,
  part: string,
): void {
  // "la fecha obligatoria y con cesta renómbralo a…", "cambia la valoración a número y el
  // lugar obligatorio": a second request in the same clause.
  if (
    toks.some(
      (x) =>
        clauseVerb(x) === 'rename' ||
        // ("quítale lo obligatorio al nombre" removes the obligation: that is this request)
        (clauseVerb(x) === 'remove' &&
          !/\b(?:quita|quitale|quitar|quitarle|elimina|eliminale|saca|sacale|borra|borrale) (?:lo |la |el )?(?:de )?(?:que sea )?(?:obligatori|obligacion)/.test(
            text,
          )) ||
        x.f === 'llamarse' ||
        /^(?:cambia|cambiar|renombra|renombrar|llama|llamar|cambie|renombre|llame)(?:lo|la|los|las)$/.test(
          x.f,
        ) ||
        // "agrega Noche al turno y los metros obligatorios": an addition is another request.
        (clauseVerb(x) === 'add' &&
          !SETTING_VERB.test(x.f) &&
          !/^(?:quiero|necesito|falta|faltan|hace)$/.test(x.f)),
    ) ||
    toks.some((x, i) => TYPE_NAMES.has(x.f) && ['a', 'en', 'de'].includes(toks[i - 1]?.f ?? ''))
  )
    throw notUnderstood(part);
  const required = requiredMeant(text);
  if (required === null) throw notUnderstood(part);
  const scope = scopeEntity(toks, mentions, part);
  const fieldMentions = mentions.filter((m) => m !== scope?.mention && fieldTargets(m).length > 0);
  const lastOp = ctx.ops[ctx.ops.length - 1];
  if (
    fieldMentions.length === 0 &&
    lastOp?.op === 'addField' &&
    /\b(?:haz|pon|deja)(?:lo|la)\b|^(?:y )?(?:que )?(?:sea|sean)\b/.test(text)
  ) {
    lastOp.field.required = required;
    return;
  }
  // "cambia la hora de las clases a fecha y hora y que sea obligatoria": the field just changed.
  if (
    fieldMentions.length === 0 &&
    lastOp?.op === 'changeFieldType' &&
    /^(?:y )?(?:que )?(?:sea|sean)\b/.test(text)
  ) {
    const entity = ctx.model.entities.find((e) => e.key === lastOp.entity);
    const field = entity?.fields.find((f) => f.key === lastOp.field);
    if (entity && field) {
      if (field.required === required)
        throw new Refuse(
          'nothing_to_change',
          fill(required ? t.alreadyRequired : t.alreadyOptional, {
            field: field.label,
            entity: entity.label,
          }),
        );
      ctx.ops.push({ op: 'setRequired', entity: entity.key, field: field.key, required });
      ctx.lastEntity = entity;
      return;
    }
  }
  if (
    fieldMentions.length === 0 &&
    ctx.lastField &&
    (PRONOUN_VERB.test(toks[0]?.f ?? '') ||
      // "el turno de riego que se llame Turno y que sea obligatorio": the field just renamed.
      (ctx.lastFieldRenamed &&
        ['sea', 'sean'].includes(toks.find((x) => x.f !== 'y' && x.f !== 'que')?.f ?? '')))
  ) {
    // "no borres la fianza, hazla obligatoria".
    const target = ctx.lastField;
    fieldMentions.push({ start: -1, end: -1, targets: [target] });
  }
  if (fieldMentions.length === 0)
    throw new Refuse('not_understood', fill(t.whichField, { part: part.trim() }));
  requireListed(toks, fieldMentions);
  for (const m of fieldMentions) {
    const target = fieldOf(m, scope?.entity ?? null, ctx, part);
    if (!target)
      throw new Refuse(
        'not_understood',
        fill(t.fieldMissing, {
          part: rawText(toks.slice(m.start, m.end)),
          entity: scope?.entity.label ?? '',
        }),
      );
    if (target.field!.required === required)
      throw new Refuse(
        'nothing_to_change',
        fill(required ? t.alreadyRequired : t.alreadyOptional, {
          field: target.field!.label,
          entity: target.entity.label,
        }),
      );
    ctx.ops.push({
      op: 'setRequired',
      entity: target.entity.key,
      field: target.field!.key,
      required,
    });
    ctx.lastEntity = target.entity;
  }
}

/**
 * Required (true) or optional (false) as the words say it, negations included: "que no se
 * pueda dejar vacío" and "que no sea opcional" are required; "que no sea obligatorio" and "que
 * se pueda dejar en blanco" are optional. Both at once, or neither, is null: the reader asks.
 */
export function requiredMeant(text: string): boolean | null {
  const NOT = '(?:no|nunca)(?: (?:se|lo|la|los|las))?';
  const CAN_EMPTY =
    '(?:se pueda|se puedan|pueda|puedan|puede|pueden|se puede|se pueden) (?:dejar(?:se)?|quedar|estar|ir) (?:en blanco|vaci[oa]s?|sin rellenar)';
  const optionalWords = new RegExp(
    `\\b(?:opcional(?:es)?|${NOT} (?:sea|sean|es|son|este|esten) obligatori[oa]s?|no obligatori[oa]s?|${NOT} (?:haga|hace) falta|no (?:sea|sean|es|son) necesari[oa]s?)\\b`,
  );
  const requiredWords =
    /\b(?:obligatori[oa]s?|requerid[oa]s?|siempre|necesari[oa]s?|imprescindible)\b/;
  const negatedOptional = new RegExp(`\\b${NOT} (?:sea|sean|es|son) opcional(?:es)?\\b`);
  const negatedEmpty = new RegExp(`\\b(?:no|nunca) ${CAN_EMPTY}\\b`);
  const canEmpty = new RegExp(`\\b${CAN_EMPTY}\\b`);
  // "no quiero que el dueño sea opcional", "no hace falta que sea opcional": the opposite is
  // not said either; ask.
  if (/\b(?:no quiero|no queremos|no hace falta|no es necesario|no necesito) que\b/.test(text))
    return null;
  // "no hagas obligatorio el teléfono", "no lo pongas opcional": a negated order.
  const ws = text.split(' ').filter((w) => w !== 'que');
  if (ws[0] === 'no' || ws[0] === 'nunca') {
    let j = 1;
    while (j < ws.length && PRONOUNS.has(ws[j]!)) j++;
    const w = ws[j] ?? '';
    if (
      verbIntent(w) ||
      KEEP_VERBS.has(w) ||
      /^(?:hagas|haga|hagan|pongas|ponga|pongan|quieras|quiero)$/.test(w)
    )
      return null;
  }
  // "que siempre se pueda ver el teléfono": about showing, not about filling in.
  if (
    /\b(?:ver|vea|vean|aparezca|aparezcan|salga|salgan|mostrar|muestre|muestren|visible|visibles)\b/.test(
      text,
    ) &&
    !/\b(?:obligatori|requerid|vaci|en blanco|opcional)/.test(text)
  )
    return null;
  // "que deje de ser obligatorio", "quítale lo de obligatorio", "sin obligación": optional;
  // "que deje de ser opcional": required.
  if (/\b(?:deja|deje|dejen|dejar|dejara) de ser opcional(?:es)?\b/.test(text)) return true;
  if (
    /\b(?:deja|deje|dejen|dejar|dejara) de ser (?:obligatori|requerid|necesari)/.test(text) ||
    /\b(?:quita|quitale|quitar|quitarle|elimina|eliminale|saca|sacale|borra|borrale)\b.*\b(?:obligatori|obligacion)/.test(
      text,
    ) ||
    /\bsin obligacion\b/.test(text)
  )
    return false;
  if (negatedOptional.test(text) || negatedEmpty.test(text)) return true;
  if (canEmpty.test(text)) return false;
  const opt = optionalWords.test(text);
  const req = requiredWords.test(text.replace(new RegExp(optionalWords.source, 'g'), ' '));
  if (opt && req) return null;
  if (opt) return false;
  if (req || /\bvaci[oa]s?\b/.test(text)) return true;
  return null;
}

// ——— rename ———

function readRename(
  toks: Tok[],
  text: string,
  _mentions: Mention[],
  intent: Intent | undefined,
  ctx: Context,
  part: string,
): boolean {
  let oldToks: Tok[] | null = null;
  let newToks: Tok[] | null = null;
  let viaNombre = false;
  const idx = (f: (x: Tok) => boolean, from = 0) => {
    for (let i = from; i < toks.length; i++) if (f(toks[i]!)) return i;
    return -1;
  };
  const llame = idx((x) =>
    /^(llame|llamen|llamara|llamaran|llama|llamar|llamese|llamarse)$/.test(x.f),
  );
  const nombre = idx((x) => x.f === 'nombre');
  const clitic = idx((x) =>
    /^(?:renombra|renombrar|llama|llamar|cambia|cambiar|renombre|llame|cambie)(?:lo|la|los|las)$|^renombrar$/.test(
      x.f,
    ),
  );
  const pase = idx((x) => x.f === 'llamarse');
  if (clitic > 0) {
    // "con cesta renómbralo a Lleva cesta", "pagado -> llámalo Cobrado", "el barrio cambiarlo por Localidad".
    oldToks = toks.slice(0, clitic).filter((x) => x.kind !== 'punct');
    let from = clitic + 1;
    while (from < toks.length && ['a', 'por', 'como'].includes(toks[from]!.f)) from++;
    newToks = toks.slice(from);
    if (/^cambi[ae]/.test(toks[clitic]!.f) && toks[clitic + 1]?.f !== 'por') return false;
  } else if (
    pase > 1 &&
    toks[pase - 1]!.f === 'a' &&
    /^(?:pase|pasen|pasa|pasan|pasara|pasaran|pasase|pasasen)$/.test(toks[pase - 2]!.f)
  ) {
    // "que el turno de tarde pase a llamarse Turno de noche", "Campo pasa a llamarse Estadio",
    // "que las familias acogedoras pasaran a llamarse …".
    let end = pase - 2;
    if (toks[end - 1]?.f === 'que') end--;
    oldToks = toks.slice(0, end).filter((x, i) => !(i === 0 && x.f === 'que'));
    newToks = toks.slice(pase + 1);
  } else if (intent === 'rename' && toks[0] && /^(renombra|renombrar|renombre)$/.test(toks[0].f)) {
    // The separator is not inside a name ("renombra peludos en acogida a animales",
    // "renombra enlace a la editorial a web"); "a/como/por" before "en".
    const inName = new Set<number>();
    for (const m of findMentions(toks, ctx.names))
      for (let i = m.start + 1; i < m.end; i++) inName.add(i);
    let sep = -1;
    for (const seps of [['a', 'como', 'por'], ['en']]) {
      for (let i = 1; i < toks.length && sep < 0; i++)
        if (seps.includes(toks[i]!.f) && !inName.has(i)) sep = i;
      if (sep >= 0) break;
    }
    if (sep < 0) return false;
    oldToks = toks.slice(1, sep);
    newToks = toks.slice(sep + 1);
  } else if (nombre >= 0 && /\b(?:cambia|cambiar|cambie|cambiale|pon|ponle|ponga)\b/.test(text)) {
    // "cambia el nombre de Notas a Observaciones" / "ponle de nombre X a Y".
    viaNombre = true;
    const de = idx((x) => x.f === 'de' || x.f === 'del', nombre + 1);
    if (de < 0) return false;
    const sep = idx((x) => ['a', 'por', 'como'].includes(x.f), de + 1);
    if (sep < 0) return false;
    oldToks = toks.slice(de + 1, sep);
    newToks = toks.slice(sep + 1);
  } else if (llame >= 0 && /\bque\b|\bse\b/.test(text) && toks[llame - 1]?.f === 'se') {
    // "que las notas se llamen Observaciones".
    oldToks = toks.slice(0, llame - 1).filter((x) => x.f !== 'que');
    newToks = toks.slice(llame + 1);
  } else if (intent === 'rename' && llame >= 0) {
    // "llama Socios a los clientes".
    const sep = idx((x) => x.f === 'a' || x.f === 'al', llame + 1);
    if (sep < 0) return false;
    newToks = toks.slice(llame + 1, sep);
    oldToks = toks.slice(sep + 1);
  } else if (intent === 'change' && /^(cambia|cambiar|cambie)$/.test(toks[0]?.f ?? '')) {
    // "cambia X por Y"; "cambia 'pagado' a 'cobrado'" with both names quoted, or a plain
    // rename (plainRename).
    let sep = idx((x) => x.f === 'por');
    if (sep < 0) {
      sep = idx((x) => x.f === 'a');
      if (
        sep < 0 ||
        ((toks[sep + 1]?.kind !== 'quote' || toks[sep - 1]?.kind !== 'quote') &&
          !plainRename(toks.slice(1, sep), toks.slice(sep + 1), ctx))
      )
        return false;
    }
    oldToks = toks.slice(1, sep);
    newToks = toks.slice(sep + 1);
  } else if (intent === 'change' && toks[0]?.f === 'en' && headedChange(toks, ctx) > 0) {
    // "en hornadas cambia Piezas a Unidades": the entity as a heading, then a plain rename.
    const v = headedChange(toks, ctx);
    const sep = idx((x) => x.f === 'a', v + 1);
    const de: Tok = { raw: 'de', f: 'de', kind: 'word' };
    const heading = toks.slice(1, v).filter((x) => x.kind !== 'punct');
    if (
      sep < 0 ||
      !plainRename([...toks.slice(v + 1, sep), de, ...heading], toks.slice(sep + 1), ctx)
    )
      return false;
    oldToks = [...toks.slice(v + 1, sep), de, ...heading];
    newToks = toks.slice(sep + 1);
    const nt = words(stripFiller(newToks));
    if (TYPE_WORDS.some(([w]) => w === nt)) return false;
  } else return false;
  if (!oldToks) throw notUnderstood(part);
  // "renombra los hortelanos a socios y las parcelas a huertos": a second rename after "y".
  let more: Tok[] | null = null;
  for (let k = 0; k < newToks.length; k++) {
    const x = newToks[k]!;
    if (!(x.f === 'y' || x.f === 'e' || x.f === ',')) continue;
    const rest = newToks.slice(k + 1);
    const sepAt = rest.findIndex((y) => ['a', 'por', 'como'].includes(y.f));
    if (sepAt > 0 && findMentions(rest.slice(0, sepAt), ctx.names).length > 0) {
      more = rest;
      newToks = newToks.slice(0, k);
      break;
    }
    // A new name never carries another name of the app after "y": ask.
    if (findMentions(rest, ctx.names).some((m) => m.targets.every((t) => t.dist === 0)))
      throw notUnderstood(part);
  }
  if (more) {
    const done = readRename(
      [{ raw: 'renombra', f: 'renombra', kind: 'word' }, ...more],
      words(more),
      [],
      'rename',
      ctx,
      part,
    );
    if (!done) throw notUnderstood(part);
    // The first rename goes before the second.
    const second = ctx.ops.pop()!;
    readRenameOld(oldToks, newToks, ctx, part);
    ctx.ops.push(second);
    return true;
  }
  return readRenameOld(oldToks, newToks, ctx, part, viaNombre);
}

/**
 * Where "cambia" is after a heading that names one entity ("en hornadas cambia …", "en las
 * hornadas, cambia …"), or -1.
 */
function headedChange(toks: Tok[], ctx: Context): number {
  const v = toks.findIndex((x) => /^(?:cambia|cambiar|cambie)$/.test(x.f));
  if (v < 2) return -1;
  const head = toks.slice(1, v).filter((x) => x.kind !== 'punct' && !ARTICLES.has(x.f));
  const ms = findMentions(head, ctx.names);
  return ms.length === 1 &&
    ms[0]!.start === 0 &&
    ms[0]!.end === head.length &&
    uniqueEntities(entityTargets(ms[0]!)).length === 1 &&
    fieldTargets(ms[0]!).length === 0
    ? v
    : -1;
}

/** Words that are rather a value than a name: numbers, days, sizes, places, states. */
const VALUE_WORDS =
  /^(?:cero|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta|cincuenta|cien|ciento|mil|medio|media|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|hoy|manana|ayer|tarde|noche|lunes|martes|miercoles|jueves|viernes|sabado|domingo|semana|mes|ano|grande|pequen[oa]|median[oa]|alt[oa]|baj[oa]|norte|sur|este|oeste|centro|nuev[oa]|viej[oa]|si|no|ninguno|nada|todo|vacio|gratis|pendiente|hecho|listo)s?$/;

/** Field types whose "cambia X a Y" may set a value (a state, a date, a yes/no, a price). */
const VALUED_TYPES = new Set<FieldType>([
  'choice',
  'boolean',
  'date',
  'datetime',
  'money',
  'rating',
  'reference',
]);

/**
 * "cambia metros a superficie", "cambia Piezas a Unidades": a rename without quotes only when
 * the old name is one field of a type that holds no value one could mean ("cambia el estado a
 * Pagado" may set a value), and the new name is one or two words, a noun or written with a
 * capital, naming nothing of the app, no type and no number.
 */
function plainRename(oldToks: Tok[], newToks: Tok[], ctx: Context): boolean {
  const fresh = stripFiller(newToks).filter((x) => x.kind === 'word');
  if (fresh.length === 0 || fresh.length > 2 || fresh.length !== newToks.length) return false;
  const name = words(fresh);
  if (
    /\d/.test(name) ||
    fresh.some((x, i) => typeWord(words(fresh.slice(i))) || TYPE_NAMES.has(x.f) || x.f === 'tipo')
  )
    return false;
  if (findMentions(fresh, ctx.names).length > 0) return false;
  if (!fresh.every((x) => analyze(x.f).some((a) => a.pos === 'noun'))) return false;
  if (fresh.some((x) => VALUE_WORDS.test(x.f) || COLOURS[x.f] !== undefined)) return false;
  // The old name is one field, of the entity named with it ("las piezas de las hornadas").
  const ms = findMentions(oldToks, ctx.names);
  const named = ms.filter((m) => fieldTargets(m).length > 0 || entityTargets(m).length === 0);
  const scopes = uniqueEntities(ms.filter((m) => !named.includes(m)).flatMap(entityTargets));
  if (named.length !== 1 || entityTargets(named[0]!).length > 0 || scopes.length > 1) return false;
  const fields = fieldTargets(named[0]!).filter(
    (x) => scopes.length === 0 || x.entity === scopes[0],
  );
  return fields.length === 1 && !VALUED_TYPES.has(fields[0]!.field!.type);
}

function readRenameOld(
  oldToks: Tok[],
  newToks: Tok[],
  ctx: Context,
  part: string,
  viaNombre = false,
): boolean {
  // "renombra notas a Observaciones en los clientes": the entity after the new name is where.
  let tailScope: DataEntity | null = null;
  const tail = findMentions(newToks, ctx.names).find((m) => {
    const prev = newToks![m.start - 1];
    const prev2 = newToks![m.start - 2];
    return (
      m.end === newToks!.length &&
      uniqueEntities(entityTargets(m)).length === 1 &&
      // "… en los clientes", "… para las citas", "… de los clientes"; not "número de bici",
      // where "de" belongs to the new name.
      ((prev && ['en', 'para'].includes(prev.f)) ||
        (prev &&
          ['el', 'la', 'los', 'las'].includes(prev.f) &&
          prev2 &&
          ['en', 'para', 'de', 'del'].includes(prev2.f)))
    );
  });
  if (tail && tail.start > 1) {
    tailScope = uniqueEntities(entityTargets(tail))[0]!;
    let cut = tail.start;
    while (
      cut > 0 &&
      ['el', 'la', 'los', 'las', 'en', 'de', 'del', 'para'].includes(newToks[cut - 1]!.f)
    )
      cut--;
    newToks = newToks.slice(0, cut);
  }
  // Courtesy at the end ("…, gracias", "… por favor") is not part of the new name.
  let end = newToks.length;
  while (
    end > 0 &&
    (newToks[end - 1]!.kind === 'punct' || TRAILING_COURTESY.has(newToks[end - 1]!.f))
  ) {
    end--;
    if (newToks[end]!.f === 'favor' && newToks[end - 1]?.f === 'por') end--;
  }
  newToks = newToks.slice(0, end);
  // A new name is a name: no punctuation, hex or colour, no design or verb words after "y"
  // ("a Consulta y modo oscuro, barra lateral…" is two requests run together).
  if (newToks.some((x) => x.kind === 'hex' || (x.kind === 'punct' && x.f !== '(' && x.f !== ')')))
    throw notUnderstood(part);
  const yAt = newToks.findIndex((x) => x.f === 'y' || x.f === 'e');
  if (yAt >= 0) {
    const tail = words(newToks.slice(yAt + 1));
    if (
      newToks.slice(yAt + 1).some((x) => clauseVerb(x) !== undefined) ||
      findColour(tail).length > 0 ||
      THEME_WORDS.some(([w]) => wordPattern(w).test(tail)) ||
      LAYOUT_WORDS.some(([w]) => wordPattern(w).test(tail)) ||
      /\b(?:color|tema|estilo|diseno|modo|obligatori|opcional)/.test(tail)
    )
      throw notUnderstood(part);
  }
  if (stripFiller(newToks).length > 6) throw notUnderstood(part);
  const newLabel = labelFrom(newToks);
  if (!newLabel) throw notUnderstood(part);
  const oldMentions = findMentions(oldToks, ctx.names);
  if (oldMentions.length === 0)
    throw new Refuse('not_understood', fill(t.nameMissing, { part: missingName(oldToks) }));
  // "cambia cuota mensual por cuota semanal": "mensual" is not part of the field's name, so
  // this is not a rename of "Cuota" (it is an option): every word must belong to a name.
  const oldCovered = new Set<number>();
  for (const x of oldMentions) for (let i = x.start; i < x.end; i++) oldCovered.add(i);
  const oldStray = oldToks.filter(
    (x, i) =>
      !oldCovered.has(i) &&
      x.kind === 'word' &&
      !FILLER.has(x.f) &&
      !FIELD_WORDS.has(x.f) &&
      !ENTITY_WORDS.has(x.f) &&
      !['nombre', 'llamado', 'llamada', 'actual'].includes(x.f),
  );
  if (oldStray.length > 0)
    throw new Refuse('not_understood', fill(t.nameMissing, { part: missingName(oldToks) }));
  const inner = oldMentions.length > 1 ? scopeEntity(oldToks, oldMentions, part) : null;
  const scope =
    inner ??
    (tailScope ? { entity: tailScope, mention: { start: -1, end: -1, targets: [] } } : null);
  const m = scope ? oldMentions.find((x) => x !== scope.mention)! : oldMentions[0]!;
  const fieldWordsUsed = oldToks.some((x) => FIELD_WORDS.has(x.f));
  const entityWordsUsed = oldToks.some((x) => ENTITY_WORDS.has(x.f));
  const entity = !scope && !fieldWordsUsed ? entityOf(m, part) : null;
  const field = !entityWordsUsed ? fieldOf(m, scope?.entity ?? null, ctx, part) : null;
  // "renombra mascotas a pacientes": the entity's plural label, written as such, and a field
  // (the reference "Mascota" of Cita) in the singular: the plural names the entity.
  const written = words(oldToks.slice(m.start, m.end));
  const pluralNamesEntity =
    entity &&
    field &&
    field.field!.type === 'reference' &&
    field.field!.ref === entity.key &&
    written === fold(entity.labelPlural) &&
    written !== fold(field.field!.label);
  // "llama Vecinos a cada hortelano": each record is the entity's, never the reference to it.
  const eachNamesEntity =
    entity &&
    field &&
    field.field!.type === 'reference' &&
    field.field!.ref === entity.key &&
    oldToks[m.start - 1]?.f === 'cada';
  if (entity && field && !scope && !pluralNamesEntity && !eachNamesEntity)
    throw ambiguous(part, [entity.labelPlural, describeTarget(field)]);
  // "cambia el nombre de las mascotas por apodo": the entity's name, or its field "Nombre"?
  // Written with a capital ("de Clientes a Socios") it is the entity; otherwise ask.
  if (
    entity &&
    viaNombre &&
    entity.fields.some((f) => f.key === 'nombre') &&
    !oldToks.slice(m.start, m.end).some((x) => /^\p{Lu}/u.test(x.raw))
  )
    throw ambiguous(part, [entity.labelPlural, `Nombre» de «${entity.label}`]);
  if (pluralNamesEntity) return renameEntityTo(entity!, newLabel, ctx);
  if (entity) return renameEntityTo(entity, newLabel, ctx);
  if (field) {
    spokenName(newLabel);
    // "estado → cancelada": a choice field is never renamed to one of its own options.
    if (field.field!.options?.some((o) => fold(o) === fold(newLabel))) throw notUnderstood(part);
    if (fold(newLabel) === fold(field.field!.label))
      throw new Refuse('nothing_to_change', fill(t.sameName, { name: newLabel }));
    if (field.entity.fields.some((f) => f !== field.field && fold(f.label) === fold(newLabel)))
      throw new Refuse(
        'nothing_to_change',
        fill(t.fieldExists, { entity: field.entity.label, field: newLabel }),
      );
    ctx.ops.push({
      op: 'renameField',
      entity: field.entity.key,
      field: field.field!.key,
      label: newLabel,
    });
    ctx.lastEntity = field.entity;
    ctx.lastField = field;
    ctx.lastFieldRenamed = true;
    return true;
  }
  throw new Refuse('not_understood', fill(t.nameMissing, { part: missingName(oldToks) }));
}

/**
 * A new name that still carries the owner's talk ("Vino que es más corto", "Horneada no bueno
 * mejor tandas"): a reason or a self-correction the reader did not separate. Refused rather
 * than written as a name (0180, seventh pass).
 */
function spokenName(label: string): void {
  if (/\b(?:que|bueno|vale|pues|o sea|porque)\b/u.test(fold(label)))
    throw new Refuse('not_understood', fill(t.notUnderstood, { part: label }));
}

function renameEntityTo(entity: DataEntity, newLabel: string, ctx: Context): true {
  spokenName(newLabel);
  // The plural is in the first word of a multi-word name ("hogares de acogida").
  const head = (label: string) => fold(label).split(' ')[0] ?? '';
  const plural = head(newLabel).endsWith('s') && !head(entity.label).endsWith('s');
  const singular = plural ? singularLabel(newLabel) : newLabel;
  if (fold(singular) === fold(entity.label))
    throw new Refuse('nothing_to_change', fill(t.sameName, { name: entity.label }));
  // "renombra clientes a mascotas" when Mascotas exists: two entities with one name.
  if (
    ctx.model.entities.some(
      (e) =>
        e !== entity &&
        (fold(e.label) === fold(singular) || fold(e.labelPlural) === fold(singular)),
    )
  )
    throw new Refuse('nothing_to_change', fill(t.entityExists, { entity: singular }));
  ctx.ops.push({ op: 'renameEntity', entity: entity.key, label: singular });
  ctx.lastEntity = entity;
  return true;
}

/**
 * The old name of a rename that the app lacks, as the message says it: «la lista Alumnos» is
 * «Alumnos» («lista» says what it is; it is no part of the name).
 */
function missingName(oldToks: Tok[]): string {
  const at = oldToks.findIndex((x) => x.f === 'lista' || x.f === 'listas');
  const rest = oldToks.slice(at + 1);
  const named =
    at >= 0 && oldToks.slice(0, at).every((x) => LEADING.has(x.f)) && rest.length > 0
      ? rest[0]!.f === 'de'
        ? rest.slice(1)
        : rest
      : oldToks;
  return labelFrom(named.length > 0 ? named : oldToks);
}

/** "Socios" → "Socio", by the dictionary when it knows the word. */
export function singularLabel(label: string): string {
  // «Ensayos y conciertos» → «Ensayo o concierto»: one record is one or the other.
  const two = /^(\S+s) (?:y|e) (\S+s)$/u.exec(label);
  if (two) return `${singularLabel(two[1]!)} o ${singularLabel(two[2]!)}`;
  const [first, ...rest] = label.split(' ');
  const f = fold(first!);
  // «Mis alumnos» → «Mi alumno»: the possessive and its noun.
  const own = PLURAL_POSSESSIVES[f];
  if (own && rest.length > 0) {
    const [noun, ...more] = rest;
    return [
      first![0] === first![0]!.toUpperCase() ? capital(own) : own,
      singularLabel(noun!),
      ...more,
    ].join(' ');
  }
  if (!f.endsWith('s')) return label;
  const noun = analyze(f).find((a) => a.pos === 'noun' && fold(pluralize(a.lemma)) === f);
  let single: string;
  // «Sedes» → «Sede», never «Sed»: the form without its «s» is a word of its own.
  const bare = f.slice(0, -1);
  if (
    noun &&
    noun.lemma !== bare &&
    /es$/u.test(f) &&
    analyze(bare).some((a) => a.lemma === bare && (a.pos === 'noun' || a.pos === 'other'))
  )
    single = first!.slice(0, -1);
  else if (noun) single = noun.lemma;
  // «Revisiones» → «Revisión», «Bombones» → «Bombón», when the dictionary lacks the plural.
  else if (/ones$/.test(f) && f.length > 5) single = `${first!.slice(0, -4)}ón`;
  else if (/[^aeiou]es$/.test(f) && !/[^aeiou]es$/.test(fold(first!.slice(0, -1))))
    single = first!.slice(0, -2);
  else single = first!.slice(0, -1);
  const withCase = first![0] === first![0]!.toUpperCase() ? capital(single) : single;
  // «Empresas colaboradoras» → «Empresa colaboradora»: the word that agrees with the noun.
  const [next, ...after] = rest;
  const n = next ? fold(next) : '';
  const agrees =
    next &&
    /^\p{Ll}/u.test(next) &&
    n.endsWith('s') &&
    !/^(?:de|del|y|e|o|u|con|sin|para|por)$/.test(n)
      ? analyze(n).find(
          (a) =>
            a.pos === 'noun' &&
            (fold(pluralize(a.lemma)) === n || (a.gendered && n.endsWith('as'))),
        )
      : undefined;
  if (agrees) {
    const one = agrees.gendered && n.endsWith('as') ? next!.slice(0, -1) : agrees.lemma;
    return [withCase, one, ...after].join(' ');
  }
  return [withCase, ...rest].join(' ');
}

// ——— type change ———

const POINTED_SETTING = /^(?:pon|pone|poned|deja|dejad)(?:lo|la|los|las)$/;

function readTypeChange(
  toks: Tok[],
  text: string,
  mentions: Mention[],
  intent: Intent | undefined,
  ctx: Context,
  part: string,
): boolean {
  // The type: after "a", "en", "sea", "tipo", "como", "pase a ser".
  let typeAt = -1;
  let type: FieldType | null = null;
  for (let i = 1; i < toks.length; i++) {
    const prev = toks[i - 1]!.f;
    // "el día de los paseos ponlo con fecha y hora": "con" after a verb that points back.
    const pointedWith = prev === 'con' && toks.some((x) => POINTED_SETTING.test(x.f));
    if (
      !['a', 'en', 'sea', 'sean', 'tipo', 'como', 'ser', 'un', 'una', 'de'].includes(prev) &&
      !pointedWith
    )
      continue;
    const hit = typeWord(words(toks.slice(i)));
    // "cambia el contacto a móvil" may be a new name as well as a type: a word that is also a
    // field's name counts as a type only after "tipo" or "como".
    // "a un enlace", "un desplegable": a type word after "un" is a type, never a new name.
    if (
      hit &&
      !TYPE_NAMES.has(hit.word) &&
      prev !== 'tipo' &&
      prev !== 'como' &&
      prev !== 'un' &&
      prev !== 'una' &&
      !pointedWith
    )
      continue;
    if (hit) {
      typeAt = i;
      type = hit.type;
      break;
    }
  }
  if (!type) return false;
  const isChange =
    intent === 'change' ||
    intent === 'make' ||
    // "el número de las parcelas mejor como texto": the field, then the type it had better be.
    (intent === undefined &&
      toks[typeAt - 1]?.f === 'como' &&
      toks[typeAt - 2]?.f === 'mejor' &&
      typeAt >= 3) ||
    /\b(?:sea|sean|pase a ser|que sea|tipo)\b/.test(text) ||
    // "mete la especialidad como opciones: …" names an existing field: a type change.
    // (only to options: "añade las notas como texto" where Notas exists is "already there").
    (intent === 'add' &&
      toks[typeAt - 1]?.f === 'como' &&
      (type === 'choice' || toks.some((x) => /^(?:pon|poner|ponga|ponle)$/.test(x.f))));
  if (!isChange) return false;
  const before = toks.slice(0, typeAt);
  const before2 = before.filter((x) => x.f !== 'tipo');
  const ms = findMentions(before2, ctx.names);
  const scope = scopeEntity(before2, ms, part);
  const fm = ms.filter((m) => m !== scope?.mention && fieldTargets(m).length > 0);
  if (
    intent === 'add' &&
    (fm.length !== 1 || (toks[typeAt - 1]?.f !== 'como' && toks[typeAt - 2]?.f !== 'como'))
  )
    return false;
  if (fm.length !== 1) {
    if (fm.length === 0)
      throw new Refuse('not_understood', fill(t.whichField, { part: part.trim() }));
    throw notUnderstood(part);
  }
  void mentions;
  const target = fieldOf(fm[0]!, scope?.entity ?? null, ctx, part);
  if (!target) throw new Refuse('not_understood', fill(t.whichField, { part: part.trim() }));
  const f = target.field!;
  const op: ChangeOperation = {
    op: 'changeFieldType',
    entity: target.entity.key,
    field: f.key,
    type,
  };
  if (type === 'choice') {
    let con = toks.findIndex((x, i) => i > typeAt && (x.f === 'con' || x.f === ':'));
    if (con < 0 && toks[typeAt]?.f === 'opciones') con = typeAt;
    // "con opciones Ana, Luis y Marta", "con las opciones: …": the values start after the word.
    while (
      con >= 0 &&
      ['las', 'los', 'opciones', 'valores', ':'].includes(toks[con + 1]?.f ?? '') &&
      con + 1 < toks.length
    )
      con++;
    let valueToks = con >= 0 ? toks.slice(con + 1) : [];
    // "que tenga opciones fijas: Yoga, Pilates…": a word or two about the options before the
    // colon ("fijas", "cerradas", "las siguientes") is not a value; anything longer before a
    // second colon is not clear, ask rather than make "Fijas : Yoga" an option.
    // A colon between digits is an hour ("9:00"), not this.
    const colon = valueToks.findIndex(
      (x, i) => x.f === ':' && !/^\d+$/u.test(valueToks[i - 1]?.f ?? ''),
    );
    if (colon >= 0) {
      const before = valueToks.slice(0, colon);
      if (before.length > 2 || before.some((x) => x.f === ',')) throw notUnderstood(part);
      valueToks = valueToks.slice(colon + 1);
    }
    // "…: Yoga, Pilates, Crossfit y la hora pásala a fecha": a verb or a name of the app
    // among the values is a second request run in; ask.
    // A value that only contains a name ("Sala grande" for the field Sala) is a value.
    if (
      valueToks.some((x) => clauseVerb(x) !== undefined) ||
      splitList(valueToks, true).some((v) =>
        findMentions(v, ctx.names).some(
          (m) => m.end - m.start === v.length && m.targets.every((x) => x.dist === 0),
        ),
      )
    )
      throw notUnderstood(part);
    const values = splitList(valueToks, true).map((s) => labelFrom(s, true));
    if (values.length < 2)
      throw new Refuse('not_understood', fill(t.optionsNeeded, { field: f.label }));
    op.options = values;
  }
  if (type === 'reference') {
    const rest = findMentions(toks.slice(typeAt + 1), ctx.names);
    const e = rest.map((m) => entityOf(m, part)).find(Boolean);
    if (!e) throw new Refuse('not_understood', fill(t.whichEntity, { part: part.trim() }));
    op.ref = e.key;
  }
  if (f.type === type && type !== 'choice' && type !== 'reference')
    throw new Refuse(
      'nothing_to_change',
      fill(t.sameType, { field: f.label, entity: target.entity.label }),
    );
  ctx.ops.push(op);
  ctx.lastEntity = target.entity;
  // "Pasá el dorsal a texto y hacelo obligatorio": the pronoun after is this field.
  ctx.lastField = target;
  return true;
}

// ——— remove ———

/**
 * "Quita el compositor de las obras y la convocatoria de los ensayos": a list whose names each
 * say their own entity, two entities or more. Each name must be a field of its entity; anything
 * else is left to the reading of one scope.
 */
function pairedRemoval(toks: Tok[], ctx: Context): boolean {
  const parts: Tok[][] = [[]];
  for (const x of toks)
    if ((x.kind === 'punct' && x.f === ',') || x.f === 'y' || x.f === 'e') parts.push([]);
    else parts[parts.length - 1]!.push(x);
  const items = parts.filter((x) => x.length > 0);
  if (items.length < 2) return false;
  const ops: ChangeOperation[] = [];
  for (const item of items) {
    const words = item.filter((x) => x.kind !== 'punct' && !ARTICLES.has(x.f));
    const de = words.findIndex((x) => x.f === 'de' || x.f === 'del');
    if (de < 1 || de === words.length - 1) return false;
    const entities = ctx.names
      .match(
        words.slice(de + 1).map((x) => x.f),
        false,
      )
      .filter((x) => x.kind === 'entity');
    if (new Set(entities.map((x) => x.entity)).size !== 1) return false;
    const entity = entities[0]!.entity;
    const fields = ctx.names
      .match(
        words.slice(0, de).map((x) => x.f),
        false,
      )
      .filter((x) => x.kind === 'field' && x.entity === entity);
    if (fields.length !== 1) return false;
    ops.push({ op: 'removeField', entity: entity.key, field: fields[0]!.field!.key });
  }
  if (new Set(ops.map((o) => ('entity' in o ? o.entity : ''))).size < 2) return false;
  ctx.ops.push(...ops);
  return true;
}

function readRemove(toks: Tok[], mentions: Mention[], ctx: Context, part: string): void {
  if (pairedRemoval(toks, ctx)) return;
  const scope = scopeEntity(toks, mentions, part);
  const items = mentions.filter((m) => m !== scope?.mention);
  // Every word of the clause must belong to a name: an unknown word means something not there.
  const covered = new Set<number>();
  for (const m of mentions) for (let i = m.start; i < m.end; i++) covered.add(i);
  const stray = toks.filter(
    (x, i) =>
      !covered.has(i) &&
      x.kind !== 'punct' &&
      // "quita otro de especie": "otro" is an option there, not a filler word.
      (!FILLER.has(x.f) || MEANINGFUL_FILLER.has(x.f)) &&
      !FIELD_WORDS.has(x.f) &&
      !ENTITY_WORDS.has(x.f) &&
      ![
        'todo',
        'toda',
        'todos',
        'todas',
        'entera',
        'entero',
        'completo',
        'completa',
        'sus',
        'registros',
        'datos',
      ].includes(x.f),
  );
  if (stray.length > 0 && removeValues(toks, mentions, ctx, part)) return;
  if (stray.length > 0) {
    // Quoted as written, from the first word not found to the last: "color de pelo", not
    // "color pelo"; "Si borra tengo" was three words picked out of a question.
    const first = toks.indexOf(stray[0]!);
    const last = toks.indexOf(stray[stray.length - 1]!);
    throw new Refuse(
      'not_understood',
      fill(t.nameMissing, { part: rawText(toks.slice(first, last + 1)) }),
    );
  }
  if (items.length === 0 && scope) {
    // "elimina la entidad Cliente" / "borra los clientes". "Borra todos los clientes" or "los
    // datos de los clientes" asks to delete records, which a change does not do: ask.
    if (toks.some((x) => RECORD_WORDS.has(x.f)) && !toks.some((x) => ENTITY_WORDS.has(x.f)))
      throw notUnderstood(part);
    // "saca lo de vecino", "quita lo del socio": the entity is reached through "de", but the
    // singular also names another entity's field (Vecino of Préstamo), as "quita el vecino"
    // does; only the plural, the key or "la entidad …" names the entity alone (0180, sixth pass).
    const m = scope.mention;
    const name = rawText(toks.slice(m.start, m.end));
    const written = fold(name);
    const others = fieldTargets(m).filter((x) => x.entity !== scope.entity);
    if (
      others.length > 0 &&
      !toks.some((x) => ENTITY_WORDS.has(x.f)) &&
      written !== fold(scope.entity.labelPlural) &&
      written !== scope.entity.key
    )
      throw ambiguous(name, [scope.entity.labelPlural, ...others.map(describeTarget)]);
    ctx.ops.push({ op: 'removeEntity', entity: scope.entity.key });
    return;
  }
  if (items.length === 0)
    throw new Refuse('not_understood', fill(t.whatToRemove, { part: part.trim() }));
  const fieldWordsUsed = toks.some((x) => FIELD_WORDS.has(x.f));
  const entityWordsUsed = toks.some((x) => ENTITY_WORDS.has(x.f));
  requireListed(toks, items);
  for (const [k, mention] of items.entries()) {
    let m = mention;
    // "quita los goles local y visitante": the second name shares the first one's head word
    // ("Goles visitante"), not the field "Visitante".
    const prior = items[k - 1];
    if (prior && prior.end - prior.start > 1 && toks[m.start - 1]?.f === 'y') {
      const head = toks[prior.start]!.f;
      const own = toks.slice(m.start, m.end).map((x) => x.f);
      const elided = ctx.names
        .match([head, ...own], false)
        .filter((x) => x.kind === 'field' && (!scope || x.entity === scope.entity));
      if (elided.length > 0) m = { ...m, targets: elided };
    }
    const name = rawText(toks.slice(m.start, m.end));
    const field = !entityWordsUsed ? fieldOf(m, scope?.entity ?? null, ctx, name) : null;
    const entity = !scope && !fieldWordsUsed ? entityOf(m, name) : null;
    // A reference field named like the entity it points to ("Mascota" of Cita): the plural
    // ("quita las mascotas") names the entity; the singular ("quita la mascota") names both,
    // so the reader asks (0180, third pass).
    const written = fold(name);
    const selfRef =
      field &&
      entity &&
      field.field!.type === 'reference' &&
      field.field!.ref === entity.key &&
      written !== fold(field.field!.label) &&
      (written === fold(entity.labelPlural) || written === fold(entity.key));
    if (field && entity && !selfRef)
      throw ambiguous(name, [entity.labelPlural, describeTarget(field)]);
    // "quita curso": the list Cursos said by its singular, and the value Curso of the Uso of
    // each Reserva: a question (the plural or «la lista» names the list).
    if (entity && !field && written !== fold(entity.labelPlural) && written !== fold(entity.key)) {
      const value = ctx.model.entities
        .flatMap((e) => e.fields.map((f) => ({ e, f })))
        .find(({ f }) => (f.options ?? []).some((o) => fold(o) === written));
      if (value)
        throw ambiguous(name, [
          entity.labelPlural,
          `${value.f.options!.find((o) => fold(o) === written)}» de «${value.f.label}`,
        ]);
    }
    if (field && !selfRef) {
      ctx.ops.push({ op: 'removeField', entity: field.entity.key, field: field.field!.key });
      ctx.lastEntity = field.entity;
    } else if (entity) ctx.ops.push({ op: 'removeEntity', entity: entity.key });
    else
      throw new Refuse(
        'not_understood',
        fill(t.fieldMissing, { part: name, entity: scope?.entity.label ?? '' }),
      );
  }
}

/**
 * Several names in one clause must be a list ("la foto, la raza y el peso"): "la fecha de alta"
 * is one name the app does not have, not "Fecha" and "Alta".
 */
function requireListed(toks: Tok[], ms: Mention[]): void {
  const sorted = [...ms].sort((a, b) => a.start - b.start);
  for (let k = 1; k < sorted.length; k++) {
    const between = toks.slice(sorted[k - 1]!.end, sorted[k]!.start);
    if (!between.some((x) => x.f === 'y' || x.f === 'e' || x.f === ',' || x.f === 'o'))
      throw new Refuse(
        'not_understood',
        fill(t.nameMissing, { part: labelFrom(toks.slice(sorted[k - 1]!.start, sorted[k]!.end)) }),
      );
  }
}

/** Filler elsewhere, but a word that can be an option's value ("Otro", "Nuevo") when removing. */
const MEANINGFUL_FILLER = new Set(['otro', 'otra', 'otros', 'otras', 'nuevo', 'nueva', 'solo']);
const RECORD_WORDS = new Set(['todo', 'toda', 'todos', 'todas', 'datos', 'registros']);

// ——— add ———

const CREATE = /^(crea|crear|cree|creame)$/;

function readAdd(toks: Tok[], verbIndex: number, ctx: Context, part: string): void {
  const verb = toks[verbIndex]!;
  const rest = toks.slice(verbIndex + 1);
  const ms = findMentions(rest, ctx.names);
  const conAt = rest.findIndex((x) => x.f === 'con');
  if (rest.slice(0, conAt >= 0 ? conAt : rest.length).some((x) => ENTITY_WORDS.has(x.f))) {
    addEntity(rest, ctx, part);
    return;
  }
  // "agrega Clientes con nombre, celular y dirección": a plural written as a name, that the
  // app does not have, with its fields (not "con opciones …"): a new entity (sixth pass).
  const plural = rest.slice(0, conAt);
  if (
    conAt > 0 &&
    plural.every((x) => x.kind === 'word' && /^\p{Lu}/u.test(x.raw)) &&
    plural[plural.length - 1]!.f.endsWith('s') &&
    findMentions(plural, ctx.names).every((m) => entityTargets(m).length === 0) &&
    !['opciones', 'opcion', 'valores', 'las', 'los'].includes(rest[conAt + 1]?.f ?? '') &&
    splitList(rest.slice(conAt + 1)).length >= 2
  ) {
    addEntity(rest, ctx, part);
    return;
  }
  // "quita la cuota Trimestral. Y agregue Semestral": values written as names, nothing else
  // named, right after a change of options: more options of the same field (sixth pass).
  const lastOp = ctx.ops[ctx.ops.length - 1];
  if (
    ms.length === 0 &&
    (lastOp?.op === 'removeOptions' || lastOp?.op === 'addOptions') &&
    stripFiller(rest).length > 0 &&
    splitList(rest, true).every((v) => v[0]!.kind === 'quote' || /^\p{Lu}/u.test(v[0]!.raw))
  ) {
    const entity = ctx.model.entities.find((e) => e.key === lastOp.entity)!;
    const field = entity.fields.find((f) => f.key === lastOp.field)!;
    pushNewOptions(
      ctx,
      entity,
      field,
      splitList(rest, true).map((v) => labelFrom(v)),
    );
    return;
  }
  let scope = scopeEntity(rest, ms, part);
  if (!scope && verbIndex > 0) {
    // "herramientas: añade marca y modelo", "en las bicis añade una foto".
    const head = toks.slice(0, verbIndex);
    const hm = findMentions(head, ctx.names)
      .map((m) => entityOf(m, part))
      .filter(Boolean);
    if (hm.length === 1) ctx.lastEntity = hm[0]!;
    // "en especie agrega Tortuga y Hámster": the choice field named before the verb.
    // "a la posición añádele Lateral y Extremo", "a las tallas de las bicis añade la XL": with
    // an article or the field's entity, the values must be written as values (capital, quotes).
    const fm = findMentions(head, ctx.names).filter((m) => entityTargets(m).length === 0);
    const at = fm[0] ? fm[0].start : -1;
    const bare = at > 0 && ['en', 'a', 'al'].includes(head[at - 1]!.f);
    const withArticle =
      at > 1 &&
      ['el', 'la', 'los', 'las'].includes(head[at - 1]!.f) &&
      ['en', 'a'].includes(head[at - 2]!.f);
    const valueWords = stripFiller(rest);
    const written =
      valueWords.length > 0 &&
      splitList(rest, true).every((v) => v[0]!.kind === 'quote' || /^\p{Lu}/u.test(v[0]!.raw));
    // "el género añade teatro y novela negra", "en los días de las clases pon el sábado", "en
    // el turno de riego falta noche": when what comes before the verb is only the field (and
    // its entity), short plain words after it are its new values, even in lower case.
    const headOnly =
      fm.length === 1 &&
      head.every(
        (x, i) =>
          x.kind === 'punct' ||
          FILLER.has(x.f) ||
          LEADING.has(x.f) ||
          HEAD_GLUE.has(x.f) ||
          findMentions(head, ctx.names).some((m) => i >= m.start && i < m.end),
      );
    if (
      hm.length <= 1 &&
      fm.length === 1 &&
      ((bare && hm.length === 0) ||
        ((bare || withArticle) && written) ||
        (headOnly && plainValues(rest))) &&
      ms.length === 0
    ) {
      const choices = choiceTargets(fm[0]!, hm[0] ?? null);
      const values = splitList(rest, true).map((v) => labelFrom(v));
      if (choices.length > 0 && values.length > 0) {
        const target = fieldOf({ ...fm[0]!, targets: choices }, hm[0] ?? null, ctx, part);
        if (target) {
          pushNewOptions(ctx, target.entity, target.field!, values);
          ctx.lastEntity = target.entity;
          return;
        }
      }
    }
  }
  // "añade a Cliente el teléfono": scope first.
  let itemToks: Tok[];
  if (scope) {
    const mStart = scope.mention.start;
    let cut = mStart;
    while (
      cut > 0 &&
      ['a', 'al', 'en', 'para', 'de', 'del', 'el', 'la', 'los', 'las', 'cada', 'dentro'].includes(
        rest[cut - 1]!.f,
      )
    )
      cut--;
    const after = rest.slice(scope.mention.end);
    const before = rest.slice(0, cut);
    itemToks = before.some((x) => x.kind !== 'punct' && !FILLER.has(x.f))
      ? [...before, ...after]
      : after;
  } else itemToks = rest;
  if (addValues(rest, ms, scope?.entity ?? null, ctx, part)) return;
  const entityWordsUsed = itemToks.some((x) => ENTITY_WORDS.has(x.f));
  if (!scope && (CREATE.test(verb.f) || entityWordsUsed)) {
    addEntity(itemToks, ctx, part);
    return;
  }
  if (!scope && ctx.lastEntity)
    scope = { entity: ctx.lastEntity, mention: { start: -1, end: -1, targets: [] } };
  if (!scope && linkedLater(itemToks, ctx)) {
    addEntity(itemToks, ctx, part);
    return;
  }
  if (!scope) {
    throw new Refuse('ambiguous', fill(t.whereToAdd, { part: part.trim() }));
  }
  const entity = scope.entity;
  // "con opciones …" / "talla: S, M o L" makes one choice field.
  const colon = itemToks.findIndex((x) => x.f === ':');
  const withOptions = itemToks.findIndex(
    (x, i) => (x.f === 'opciones' || x.f === 'valores') && i > 0,
  );
  if (colon > 0 || withOptions > 0) {
    const nameEnd = colon > 0 ? colon : withOptions;
    let nameToks = itemToks.slice(0, nameEnd);
    while (
      nameToks.length > 0 &&
      ['con', 'de', 'las', 'sus', 'y'].includes(nameToks[nameToks.length - 1]!.f)
    )
      nameToks = nameToks.slice(0, -1);
    const values = splitList(itemToks.slice(nameEnd + 1), true).map((s) => labelFrom(s));
    if (values.length < 2)
      throw new Refuse('not_understood', fill(t.optionsNeeded, { field: labelFrom(nameToks) }));
    pushField(
      entity,
      {
        label: labelFrom(nameToks),
        type: 'choice',
        required: isRequired(words(itemToks)),
        options: values,
      },
      ctx,
    );
    return;
  }
  const items = splitList(itemToks);
  if (items.length === 0)
    throw new Refuse('not_understood', fill(t.whatToAdd, { part: part.trim() }));
  // "añádeles el DNI, obligatorio": a last item that only says "obligatorio" is said of the field before.
  const lastItem = items[items.length - 1]!;
  if (
    items.length === 2 &&
    lastItem.every((x) => /^(?:obligatori[oa]s?|opcional(?:es)?)$/.test(x.f)) &&
    itemToks.some((x) => x.f === ',')
  ) {
    items.pop();
    items[0] = [...items[0]!, ...lastItem];
  }
  for (const item of items) pushField(entity, newField(item, ctx, part), ctx);
  ctx.lastEntity = entity;
}

const HEAD_GLUE = new Set(['en', 'a', 'al', 'de', 'del', 'el', 'la', 'los', 'las']);

/** Values said plainly: one to three words each, not a field of some kind ("una nota", "el precio"). */
function plainValues(toks: Tok[]): boolean {
  const values = splitList(toks, true).map((v) => stripFiller(v));
  return (
    values.length > 0 &&
    values.every(
      (v) =>
        v.length >= 1 &&
        v.length <= 3 &&
        v.every((x) => x.kind === 'word' || x.kind === 'quote') &&
        !['un', 'una', 'unos', 'unas', 'campo', 'campos', 'si', 'que', 'no'].includes(v[0]!.f) &&
        !v.some((x) => FIELD_WORDS.has(x.f) || ENTITY_WORDS.has(x.f)) &&
        inferType(fold(labelFrom(v))) === 'text',
    )
  );
}

function isRequired(text: string): boolean {
  return requiredMeant(text) === true;
}

/** One new field from its words: label, type (explicit or from the label), required. */
function newField(item: Tok[], ctx: Context, part: string): NewField {
  const text = words(item);
  // "pon el escudo en rojo": a colour said of a thing is not a new field called "Escudo en
  // rojo" (nor a design change): ask (0180, third pass).
  if (findColour(text).some((c) => /\ben (?:color )?$/.test(text.slice(0, c.at))))
    throw notUnderstood(part);
  const required = isRequired(text);
  let toks = item.filter(
    (x) => !/^(obligatori[oa]s?|opcional(?:es)?|requerid[oa]s?|siempre)$/.test(x.f),
  );
  // Explicit type: "de tipo fecha", "como número", "(fecha)", "tipo texto largo".
  let type: FieldType | null = null;
  // "el tipo (amarilla o roja)", "disponibilidad (mañanas, tardes o findes)": its options.
  let options: string[] | undefined;
  const open = toks.findIndex((x) => x.f === '(');
  if (open > 0) {
    const close = toks.findIndex((x, i) => i > open && x.f === ')');
    const inner = toks.slice(open + 1, close < 0 ? toks.length : close);
    const values = splitList(inner, true).map((v) => labelFrom(v));
    const after = close < 0 ? [] : toks.slice(close + 1).filter((x) => x.kind !== 'punct');
    if (values.length >= 2 && !typeWord(words(inner)) && after.length === 0) {
      options = values;
      type = 'choice';
      toks = toks.slice(0, open);
    }
  }
  for (let i = 0; i < toks.length && !options; i++) {
    const x = toks[i]!;
    const lead = x.f === 'tipo' || x.f === 'como' || x.f === '(';
    if (!lead) continue;
    const hit = typeWord(words(toks.slice(i + 1)));
    if (hit) {
      type = hit.type;
      let start = i;
      if (x.f === 'tipo' && toks[i - 1]?.f === 'de') start = i - 1;
      toks = [...toks.slice(0, start), ...toks.slice(i + 1 + hit.end).filter((y) => y.f !== ')')];
      break;
    }
  }
  // "un campo 'sin gluten' sí o no": a quoted name followed by its type.
  if (!type && toks.length > 1 && toks[0]!.kind === 'quote') {
    const hit = typeWord(words(toks.slice(1)));
    if (hit && hit.end === toks.length - 1) {
      type = hit.type;
      toks = toks.slice(0, 1);
    }
  }
  // "un campo fecha llamado Entrega".
  const named = toks.findIndex((x) => x.f === 'llamado' || x.f === 'llamada');
  if (named > 0) {
    const hit = typeWord(words(stripFiller(toks.slice(0, named))));
    if (hit) type = hit.type;
    toks = toks.slice(named + 1);
  }
  // "y si está vacunada", "si tiene jardín": a yes/no named by its state ("Vacunada",
  // "Tiene jardín"), the copula dropped.
  let lead = stripFiller(toks);
  if (lead[0]?.f === 'si' && lead.length > 1 && lead[1]!.f !== 'o') {
    // "si ya está pagada": "ya" says nothing of the field.
    if (lead[1]!.f === 'ya' && lead.length > 2) lead = [lead[0]!, ...lead.slice(2)];
    const copula = ['es', 'esta', 'son', 'estan'].includes(lead[1]!.f) && lead.length > 2;
    toks = lead.slice(copula ? 2 : 1);
    // "si tienen caseta" is the field "Tiene caseta", as for one of them.
    if (toks[0]?.f === 'tienen')
      toks = [{ ...toks[0]!, raw: 'tiene', f: 'tiene' }, ...toks.slice(1)];
    // "si está castrado o no": the "o no" only says it is a yes/no.
    const n = toks.length;
    if (n > 2 && toks[n - 2]!.f === 'o' && toks[n - 1]!.f === 'no') toks = toks.slice(0, n - 2);
    // "si es para llevar o para comer ahí", "si es urgente o normal": one or the other is a
    // choice between the two, never a yes/no named "Para llevar o".
    const or = toks.findIndex((x) => x.f === 'o' || x.f === 'u');
    if (or > 0 && or < toks.length - 1 && !type) {
      const said = (part: Tok[]) =>
        part
          .filter((x) => x.kind !== 'punct')
          .map((x) => x.raw)
          .join(' ')
          .trim();
      const first = said(toks.slice(0, or));
      const second = said(toks.slice(or + 1));
      if (first && second && first.split(' ').length <= 4 && second.split(' ').length <= 4) {
        const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
        return {
          label: cap(`${first} o ${second}`),
          type: 'choice',
          required,
          options: [cap(first), cap(second)],
        };
      }
    }
    type ??= 'boolean';
  }
  toks = withoutClause(toks);
  const label = labelFrom(toks);
  if (!label) throw notUnderstood(part);
  if (label.length > 60) throw notUnderstood(part);
  // "póngale algo más bonito": "algo", "cosas" name nothing (sixth pass).
  if (/^(?:algo|alguna cosa|cosas?|nada|lo que)\b/.test(fold(label))) throw notUnderstood(part);
  // "añade a Toby a las mascotas", "añade Juan Pérez a los vecinos": a record (a person, a
  // pet), not a field. A field's name never starts with the personal "a", and a run of
  // capitalised words none of which the dictionary knows is somebody's name.
  const kept = stripFiller(toks);
  if (toks.find((x) => (x.kind !== 'punct' && !LEADING.has(x.f)) || x.f === 'a')?.f === 'a')
    throw notUnderstood(part);
  if (
    kept.length >= 2 &&
    kept.every((x) => x.kind === 'word' && /^\p{Lu}\p{Ll}/u.test(x.raw) && !isKnown(x.f))
  )
    throw notUnderstood(part);
  // "añade la sala a las clases y la tarifa a los abonados": a name that carries "a <entity>"
  // is two additions to two entities, not one field called "Sala a las clases": ask.
  const inner = findMentions(toks, ctx.names);
  if (
    inner.some(
      (m) =>
        entityTargets(m).length > 0 &&
        ['a', 'al', 'para'].includes(
          (['el', 'la', 'los', 'las'].includes(toks[m.start - 1]?.f ?? '')
            ? toks[m.start - 2]
            : toks[m.start - 1]
          )?.f ?? '',
        ),
    )
  )
    throw notUnderstood(part);
  // An existing entity's name: a reference to it. Not a word for a picture ("una foto de cada
  // invitado" in an app with a list of album photos): a picture of each is an image.
  const ms = findMentions(stripFiller(toks), ctx.names);
  const labelWords = stripFiller(toks).length;
  if (
    !type &&
    ms.length === 1 &&
    ms[0]!.end - ms[0]!.start === labelWords &&
    inferType(fold(label)) !== 'image'
  ) {
    const es = uniqueEntities(entityTargets(ms[0]!).filter((x) => x.dist === 0));
    if (es.length === 1)
      return { label: es[0]!.label, type: 'reference', required, ref: es[0]!.key };
  }
  const question = toks.length === 1 && toks[0]!.question === true;
  if (options) return { label, type: 'choice', required, options };
  return { label, type: type ?? (question ? 'boolean' : inferType(fold(label))), required };
}

/**
 * A new field's name without what the owner says about it: a relative clause ("el jugador que
 * marca", "la mascota a la que se le pone", "una descripción de lo que le pasa"), a purpose
 * ("el correo para mandarles recordatorios") or the "es" of a question ("qué herramienta es").
 * Only a name is left, and only when one is left (0180, fifth pass).
 */
function withoutClause(toks: Tok[]): Tok[] {
  if (toks.some((x) => x.kind === 'quote')) return toks;
  const asked = toks[0]?.kind === 'word' && /^(?:que|cual|quien)$/.test(toks[0].f);
  let out = toks;
  // "qué herramienta es" (the "qué" already gone as filler): "es" closes a question.
  if (
    (asked ? out.length > 2 : out.length === 2) &&
    ['es', 'son', 'era'].includes(out[out.length - 1]!.f)
  )
    out = out.slice(0, -1);
  for (let i = 1; i < out.length; i++) {
    const x = out[i]!;
    const prev = out[i - 1]!;
    let cut = -1;
    if (
      x.f === 'que' &&
      x.raw.toLowerCase() === 'que' &&
      !['hay', 'tiene', 'lo', 'el', 'la', 'los', 'las'].includes(prev.f)
    )
      cut = i;
    // "unas observaciones de qué se le hizo": what it is about, asked.
    else if (
      ['que', 'cual', 'cuanto', 'como', 'quien'].includes(x.f) &&
      x.raw.toLowerCase() !== x.f &&
      prev.f === 'de' &&
      i > 1
    )
      cut = i - 1;
    else if (
      x.f === 'que' &&
      prev.f === 'lo' &&
      ['de', 'a', 'en', 'con'].includes(out[i - 2]?.f ?? '')
    )
      cut = i - 2;
    else if (
      x.f === 'que' &&
      ['el', 'la', 'los', 'las'].includes(prev.f) &&
      ['a', 'de', 'en', 'con', 'para', 'por'].includes(out[i - 2]?.f ?? '')
    )
      cut = i - 2;
    else if (x.f === 'al' && out[i + 1]?.f === 'que') cut = i;
    else if (x.f === 'donde' || x.f === 'cuando') cut = i;
    else if (x.f === 'para' && out[i + 1] && isInfinitive(out[i + 1]!.f)) cut = i;
    if (cut > 0 && stripFiller(out.slice(0, cut)).length > 0) return out.slice(0, cut);
  }
  return out;
}

const isInfinitive = (w: string) =>
  /^[a-z]+(?:ar|er|ir)(?:lo|la|los|las|le|les|me|nos|se)?$/.test(w) &&
  analyze(w).some((a) => a.pos === 'verb');

/** The type a new field gets from its name: the grammar's word list (server/engine/changes/words.ts). */
export function inferType(folded: string): FieldType {
  return typeFromName(folded);
}

function pushField(entity: DataEntity, field: NewField, ctx: Context): void {
  const key = keyFromLabel(field.label);
  const pending = ctx.ops.some(
    (o) => o.op === 'addField' && o.entity === entity.key && keyFromLabel(o.field.label) === key,
  );
  if (entity.fields.some((f) => f.key === key || fold(f.label) === fold(field.label)) || pending)
    throw new Refuse(
      'nothing_to_change',
      fill(t.fieldExists, { entity: entity.label, field: field.label }),
    );
  ctx.ops.push({ op: 'addField', entity: entity.key, field });
  ctx.lastEntity = entity;
}

/**
 * "añade un servicio con nombre y precio y que cada cita tenga un servicio": with no entity to
 * add to, "un X con …" is a new entity only when a later clause links an entity to that same X
 * (0180, third pass); on its own it still asks where to add it.
 */
function linkedLater(itemToks: Tok[], ctx: Context): boolean {
  const con = itemToks.findIndex((x) => x.f === 'con');
  if (con < 2 || !['un', 'una'].includes(itemToks[0]!.f)) return false;
  const name = itemToks.slice(1, con);
  if (name.some((x) => x.kind !== 'word') || findMentions(name, ctx.names).length > 0) return false;
  const written = name.map((x) => x.f).join(' ');
  const link = new RegExp(
    `\\b(?:tenga|tengan|tiene|tienen|lleve|lleven|tuviera|tuvieran) (?:un|una|su) ${written}$`,
  );
  return link.test(words(ctx.later));
}

function addEntity(itemToks: Tok[], ctx: Context, part: string): void {
  const con = itemToks.findIndex((x) => x.f === 'con' || x.f === ':');
  const nameToks = con >= 0 ? itemToks.slice(0, con) : itemToks;
  // "un apartado para las averías", "una sección sobre los goles": the name after the preposition.
  const named = nameToks.filter(
    (x, i) =>
      !(
        ['para', 'sobre'].includes(x.f) &&
        nameToks.slice(0, i).every((y) => LEADING.has(y.f) || ENTITY_WORDS.has(y.f))
      ),
  );
  const names = splitList(named);
  if (names.length !== 1)
    throw new Refuse('not_understood', fill(t.whatToAdd, { part: part.trim() }));
  const written = labelFrom(names[0]!);
  if (!written) throw notUnderstood(part);
  // "la tabla de posiciones se calcule sola": a name never carries a verb with "se".
  if (/\bse \p{L}+/u.test(fold(written))) throw notUnderstood(part);
  // "Cita aparezca también el veterinario": nor a verb after its first word, in a long name.
  const nameWords = fold(written).split(/\s+/u);
  if (
    nameWords.length >= 3 &&
    nameWords.slice(1).some((w) => {
      const a = analyze(w);
      return a.some((x) => x.pos === 'verb') && !a.some((x) => x.pos !== 'verb');
    })
  )
    throw notUnderstood(part);
  const label = singularLabel(written);
  const key = keyFromLabel(pluralize(label), 'registros');
  if (ctx.model.entities.some((e) => e.key === key || fold(e.label) === fold(label)))
    throw new Refuse('nothing_to_change', fill(t.entityExists, { entity: label }));
  const fields: NewField[] = [];
  if (con >= 0) {
    // "con fecha, temperatura y estado: cargando, cociendo o lista": what follows a colon after
    // the last field is that field's options.
    let rest = itemToks.slice(con + 1);
    // "con fecha, socio y tarea con las opciones regar y abrir el huerto": the options of the
    // last field said with «con (las) opciones», read as after a colon.
    const withOptions = rest.findIndex(
      (x, i) =>
        i > 0 &&
        x.f === 'con' &&
        (rest[i + 1]?.f === 'opciones' ||
          (rest[i + 1]?.f === 'las' && rest[i + 2]?.f === 'opciones')),
    );
    if (withOptions > 0) {
      const at = rest[withOptions + 1]!.f === 'las' ? withOptions + 2 : withOptions + 1;
      const after = rest.slice(at + 1).filter((x, i) => !(i === 0 && x.f === ':'));
      rest = [
        ...rest.slice(0, withOptions),
        { ...rest[at]!, f: ':', raw: ':', kind: 'punct' },
        ...after,
      ];
    }
    const colon = rest.findIndex((x) => x.f === ':');
    const options: string[] = [];
    if (colon > 0) {
      let said: string[] = [];
      for (const x of [...rest.slice(colon + 1), null]) {
        if (x === null || x.kind === 'punct' || ['y', 'o', 'u', 'e'].includes(x.f)) {
          if (said.length > 0) options.push(said.join(' '));
          said = [];
        } else said.push(x.raw);
      }
    }
    if (options.length >= 2 && options.every((o) => o.split(/\s+/u).length <= 4))
      rest = rest.slice(0, colon);
    else options.length = 0;
    for (const item of spokenList(rest)) {
      const f = newField(item, ctx, part);
      if (fields.some((x) => keyFromLabel(x.label) === keyFromLabel(f.label))) continue;
      fields.push(f);
    }
    const last = fields[fields.length - 1];
    if (last && options.length > 0) {
      last.type = 'choice';
      last.options = [...new Set(options.map(capital))];
    }
  }
  ctx.ops.push({ op: 'addEntity', label, fields });
}

/**
 * A new entity's fields said without commas ("con los kilos la parcela y la fecha"): each
 * article that does not follow a preposition starts another field.
 */
function spokenList(toks: Tok[]): Tok[][] {
  const items = splitList(toks);
  if (toks.some((x) => x.kind === 'punct')) return items;
  return items.flatMap((item) => {
    const out: Tok[][] = [[]];
    for (const [i, x] of item.entries()) {
      const prev = item[i - 1];
      if (
        i > 0 &&
        ['el', 'la', 'los', 'las', 'su', 'sus'].includes(x.f) &&
        prev &&
        !PREPOSITIONS.has(prev.f) &&
        !['con', 'por', 'sin', 'entre', 'que'].includes(prev.f)
      )
        out.push([]);
      out[out.length - 1]!.push(x);
    }
    return out.map((s) => stripFiller(s)).filter((s) => s.length > 0);
  });
}

// Re-exported for tests and the eval script.
export type { DataField };

// ——— values of a choice field without the word "opción" ———

const choiceTargets = (m: Mention, entity: DataEntity | null) =>
  fieldTargets(m).filter((x) => x.field!.type === 'choice' && (!entity || x.entity === entity));

/** "añade sábado a los días", "añade la cuota Semestral", "añade talla XL a las bicis". */
function addValues(
  rest: Tok[],
  ms: Mention[],
  entity: DataEntity | null,
  ctx: Context,
  part: string,
): boolean {
  for (const m of ms) {
    const choices = choiceTargets(m, entity);
    if (choices.length === 0 || entityTargets(m).length > 0) continue;
    let p = m.start - 1;
    while (p >= 0 && ['el', 'la', 'los', 'las'].includes(rest[p]!.f)) p--;
    const prep = p >= 0 && ['a', 'al', 'en', 'como', 'para'].includes(rest[p]!.f);
    let valueToks: Tok[];
    if (prep) valueToks = rest.slice(0, p);
    else if (stripFiller(rest.slice(0, m.start)).length === 0) {
      let end = m.end;
      while (end < rest.length && !['a', 'al', 'en', 'para'].includes(rest[end]!.f)) end++;
      valueToks = rest.slice(m.end, end);
      const first = stripFiller(valueToks)[0];
      if (!first || !(first.kind === 'quote' || /^\p{Lu}/u.test(first.raw))) continue;
    } else continue;
    const values = splitList(valueToks, true).map((v) => labelFrom(v));
    if (values.length === 0 || findMentions(valueToks, ctx.names).length > 0) continue;
    const target = fieldOf({ ...m, targets: choices }, entity, ctx, part);
    if (!target) continue;
    pushNewOptions(ctx, target.entity, target.field!, values);
    ctx.lastEntity = target.entity;
    return true;
  }
  return false;
}

const ARTICLES = new Set(['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas']);

/** "quita trimestral", "quita cómic y poesía de los géneros", "quita la intensidad suave". */
/** The choice field the request's last operation (of the kind asked) was about, if any. */
function lastChoiceField(
  ctx: Context,
  kind: (op: ChangeOperation) => boolean,
): { entity: DataEntity; field: DataField } | undefined {
  const op = ctx.ops[ctx.ops.length - 1];
  if (!op || !kind(op) || !('field' in op) || typeof op.field !== 'string') return undefined;
  const entity = ctx.model.entities.find((e) => e.key === op.entity);
  const field = entity?.fields.find((f) => f.key === op.field && f.type === 'choice');
  return entity && field ? { entity, field } : undefined;
}

function removeValues(toks: Tok[], mentions: Mention[], ctx: Context, part: string): boolean {
  const choiceMentions = mentions.filter((m) => choiceTargets(m, null).length > 0);
  const covered = new Set<number>();
  for (const m of choiceMentions) for (let i = m.start; i < m.end; i++) covered.add(i);
  // "quita la talla S de las bicis": the entity after "de" is the choice field's own.
  const owners = new Set(
    choiceMentions.flatMap((m) => choiceTargets(m, null)).map((x) => x.entity),
  );
  const ownerMentions = mentions.filter(
    (m) =>
      !choiceMentions.includes(m) &&
      (['de', 'del'].includes(toks[m.start - 1]?.f ?? '') ||
        (ARTICLES.has(toks[m.start - 1]?.f ?? '') && toks[m.start - 2]?.f === 'de')) &&
      entityTargets(m).some((x) => owners.has(x.entity)),
  );
  for (const m of ownerMentions) for (let i = m.start; i < m.end; i++) covered.add(i);
  if (ownerMentions.length > 0)
    choiceMentions.splice(
      0,
      choiceMentions.length,
      ...choiceMentions.map((m) => ({
        ...m,
        targets: m.targets.filter((x) =>
          ownerMentions.some((o) => entityTargets(o).some((e) => e.entity === x.entity)),
        ),
      })),
    );
  const PREP = ['de', 'del', 'en', 'a', 'al', 'opcion', 'opciones'];
  const rest = toks.filter(
    (x, i) =>
      !covered.has(i) &&
      !PREP.includes(x.f) &&
      // "quita Portero de las posiciones": "las" goes with the field, not the value.
      !(
        ['el', 'la', 'los', 'las'].includes(x.f) &&
        (covered.has(i + 1) || PREP.includes(toks[i + 1]?.f ?? '') || i + 1 === toks.length)
      ),
  );
  const values = splitList(rest, true).map((v) => fold(labelFrom(v)));
  if (values.length === 0) return false;
  // Without its field, an option may only be named bare ("quita trimestral"): with an article
  // ("quita la media") it reads as a thing of its own, and removing an option of whatever
  // field has that word would be a guess (0180, third pass).
  // But "añade Sábado a los días y sácale el Viernes": a capitalised value of the choice field
  // the request has just changed is that field's.
  const last = lastChoiceField(ctx, (o) => o.op === 'addOptions' || o.op === 'removeOptions');
  const sameField =
    choiceMentions.length === 0 &&
    last !== undefined &&
    rest.some((x) => x.kind === 'word' && /^\p{Lu}/u.test(x.raw)) &&
    values.every((v) => last.field.options?.some((o) => sameOption(o, v)));
  if (choiceMentions.length === 0 && !sameField && toks.some((x) => ARTICLES.has(x.f)))
    return false;
  const pool: Target[] =
    choiceMentions.length > 0
      ? choiceMentions.flatMap((m) => choiceTargets(m, null))
      : sameField && last
        ? [{ kind: 'field' as const, entity: last.entity, field: last.field, dist: 0 }]
        : ctx.model.entities.flatMap((e) =>
            e.fields
              .filter((f) => f.type === 'choice')
              .map((f) => ({ kind: 'field' as const, entity: e, field: f, dist: 0 })),
          );
  const holders = pool.filter((x) =>
    values.every((v) => x.field!.options?.some((o) => sameOption(o, v))),
  );
  const distinct = holders.filter((x, i) => holders.findIndex((y) => sameTarget(x, y)) === i);
  if (distinct.length === 0) return false;
  if (distinct.length > 1) throw ambiguous(part, distinct.map(describeTarget));
  const target = distinct[0]!;
  ctx.ops.push({
    op: 'removeOptions',
    entity: target.entity.key,
    field: target.field!.key,
    options: values.map((v) => target.field!.options!.find((o) => sameOption(o, v))!),
  });
  ctx.lastEntity = target.entity;
  return true;
}

/** "cada clase tiene una sala", "que los clientes tengan también el móvil", "que cada encargo tenga un repartidor" (created just before). */
function readHas(toks: Tok[], ownerMention: Mention, ctx: Context, part: string): boolean {
  const verbAt = toks.findIndex((x) =>
    /^(tiene|tienen|tenga|tengan|tuviera|tuvieran|tuviese|tuviesen|lleva|lleve|lleven|llevara|llevaran|incluya|incluyan)$/.test(
      x.f,
    ),
  );
  if (verbAt < 0 || ownerMention.end > verbAt) return false;
  // "añade a cada bici si tiene luces": a yes/no field named by the question, read as an addition.
  if (toks[verbAt - 1]?.f === 'si') return false;
  // "que las reservas no tengan sala": the opposite of adding it.
  if (['no', 'nunca'].includes(toks[verbAt - 1]?.f ?? '')) throw notUnderstood(part);
  const owner = entityOf(ownerMention, part);
  if (!owner) return false;
  const after = toks.slice(verbAt + 1).filter((x) => x.f !== 'tambien');
  const item = stripFiller(after);
  if (item.length === 0) return false;
  const written = singularLabel(labelFrom(item));
  const pending = ctx.ops.find((o) => o.op === 'addEntity' && fold(o.label) === fold(written));
  if (pending && pending.op === 'addEntity') {
    pending.labelPlural = pending.labelPlural ?? pluralize(pending.label);
    pushField(
      owner,
      {
        label: pending.label,
        type: 'reference',
        required: false,
        ref: keyFromLabel(pending.labelPlural, 'registros'),
      },
      ctx,
    );
    return true;
  }
  const inner = findMentions(after, ctx.names);
  if (inner.some((m) => fieldTargets(m).some((x) => x.entity === owner))) return false;
  if (inner.some((m) => entityTargets(m).length === 0)) return false;
  pushField(owner, newField(after, ctx, part), ctx);
  return true;
}
