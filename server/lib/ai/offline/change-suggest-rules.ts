// "¿Querías decir…?" from a partial reading (issue 39 item 3, decision 0256): when the reader
// refuses, the names of the app the instruction mentions, its words of intent and the values it
// writes are still there. Each rule below builds candidate operations from them: a field named
// and a new name after a word that renames, a field named and a type word after a word that
// changes, options of a field named with a word that removes, a list named with the words of an
// access rule, a new list said with its fields and the list it hangs from. A rule is data: its
// cue words, and its own examples and counter-examples (run by change-suggest.test.ts). Nothing
// here applies on its own: change-suggest.ts keeps only what applies to the current version and
// offers it for the owner to confirm.

import type { ChangeOperation } from '../../../../contracts/app-changes.ts';
import type { DataModel, FieldType } from '../../../../contracts/data-model.ts';
import { keyFromLabel } from '../../../../contracts/data-model.ts';
import { RULE_PATTERNS, TYPE_WORDS, verbIntent } from './change-lexicon.ts';
import { singularLabel } from './change-reader.ts';
import { analyze, fold, pluralize } from './morphology.ts';

/** One word of the instruction: as written, folded, and whether a punctuation mark follows it. */
export interface Word {
  raw: string;
  norm: string;
  /** A mark that ends a phrase (, . ; : ? ! ) « » / and parentheses) follows the word. */
  stop: boolean;
}

/** A part of the app named in the instruction: words [from, to). */
export interface Mention {
  entity: string;
  field?: string;
  from: number;
  to: number;
}

export interface SuggestContext {
  instruction: string;
  model: DataModel;
  words: Word[];
  /** The folded words joined by one space. */
  text: string;
  mentions: Mention[];
}

/** A candidate and how many of the instruction's words it accounts for (higher first). */
export interface Built {
  operations: ChangeOperation[];
  score: number;
}

export interface SuggestRule {
  id: string;
  /** What the rule reads, in a sentence. */
  what: string;
  build: (ctx: SuggestContext) => Built[];
  /** [definition, instruction, operations the rule must offer among its candidates]. */
  examples: [string, string, ChangeOperation[]][];
  /** [definition, instruction]: the rule offers nothing. */
  counterExamples: [string, string][];
}

const SPLIT = /([\p{L}\p{N}º]+)([^\p{L}\p{N}º]*)/gu;

export function wordsOf(instruction: string): Word[] {
  const out: Word[] = [];
  for (const m of instruction.matchAll(SPLIT)) {
    const norm = fold(m[1]!).replace(/º/g, '');
    if (!norm) continue;
    out.push({ raw: m[1]!, norm, stop: /[,.;:?!¡¿()«»"/]/.test(m[2] ?? '') });
  }
  return out;
}

const singular = (w: string) => w.replace(/(?:es|s)$/, '');
const sameWord = (a: string, b: string) => a === b || singular(a) === singular(b);

/** Every name of the app the words say, longest first where two overlap. */
export function mentionsIn(words: Word[], model: DataModel): Mention[] {
  const names: { entity: string; field?: string; parts: string[] }[] = [];
  const parts = (label: string) => wordsOf(label).map((w) => w.norm);
  for (const e of model.entities) {
    names.push({ entity: e.key, parts: parts(e.label) });
    names.push({ entity: e.key, parts: parts(e.labelPlural) });
    for (const f of e.fields) {
      names.push({ entity: e.key, field: f.key, parts: parts(f.label) });
      names.push({ entity: e.key, field: f.key, parts: parts(pluralize(f.label)) });
    }
  }
  const found: Mention[] = [];
  for (let i = 0; i < words.length; i++)
    for (const n of names) {
      if (n.parts.length === 0 || i + n.parts.length > words.length) continue;
      if (!n.parts.every((p, k) => sameWord(words[i + k]!.norm, p))) continue;
      // A name inside a phrase ("Goles local" holds no "Local" of its own) counts only when
      // written as a whole, never as the tail of a longer name already found.
      found.push({ entity: n.entity, field: n.field, from: i, to: i + n.parts.length });
    }
  const unique = new Map<string, Mention>();
  for (const m of found) unique.set(`${m.entity}/${m.field ?? ''}/${m.from}/${m.to}`, m);
  const all = [...unique.values()];
  // Keep a mention only when no longer one covers it.
  return all
    .filter(
      (m) =>
        !all.some(
          (o) => o !== m && o.from <= m.from && o.to >= m.to && o.to - o.from > m.to - m.from,
        ),
    )
    .sort((a, b) => a.from - b.from);
}

export function contextOf(instruction: string, model: DataModel): SuggestContext {
  const words = wordsOf(instruction);
  return {
    instruction,
    model,
    words,
    text: words.map((w) => w.norm).join(' '),
    mentions: mentionsIn(words, model),
  };
}

/** Where word `i` starts in the instruction as written. */
function rawIndex(ctx: SuggestContext, i: number): number {
  let at = 0;
  for (let k = 0; k < ctx.words.length; k++) {
    const found = ctx.instruction.indexOf(ctx.words[k]!.raw, at);
    if (k === i) return found < 0 ? ctx.instruction.length : found;
    if (found >= 0) at = found + ctx.words[k]!.raw.length;
  }
  return ctx.instruction.length;
}

/** Index of the word at which a regular expression over `ctx.text` matches, or -1. */
function wordAt(ctx: SuggestContext, charIndex: number): number {
  let at = 0;
  for (let i = 0; i < ctx.words.length; i++) {
    if (at >= charIndex) return i;
    at += ctx.words[i]!.norm.length + 1;
  }
  return ctx.words.length;
}

const DETERMINERS = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'lo']);
/** Words that end a new name: what follows is talk, not the name ("… que es más corto"). */
const NAME_ENDS = new Set([
  'que',
  'porque',
  'pues',
  'para',
  'pls',
  'porfa',
  'xfa',
  'gracias',
  'por',
  'mejor',
  'ya',
  'no',
  'si',
]);
const capital = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/**
 * A new name written from word `i` on: up to the next mark, at most four words, stopped by a
 * word of talk or by "y" before another request or another name of the app.
 */
function nameFrom(ctx: SuggestContext, i: number): { label: string; to: number } | null {
  let k = i;
  while (k < ctx.words.length && DETERMINERS.has(ctx.words[k]!.norm)) k++;
  const start = k;
  if (NAME_ENDS.has(ctx.words[k]?.norm ?? '')) return null;
  const taken: string[] = [];
  while (k < ctx.words.length && taken.length < 4) {
    const w = ctx.words[k]!;
    if (taken.length > 0 && NAME_ENDS.has(w.norm)) break;
    if ((w.norm === 'y' || w.norm === 'e') && taken.length > 0) {
      const next = ctx.words[k + 1];
      if (
        !next ||
        DETERMINERS.has(next.norm) ||
        verbIntent(next.norm) ||
        ctx.mentions.some((m) => m.from === k + 1)
      )
        break;
    }
    taken.push(w.raw);
    k++;
    if (w.stop) break;
  }
  if (taken.length === 0 || start >= ctx.words.length) return null;
  // A name of the app said whole is what is renamed or removed, never the new name.
  if (ctx.mentions.some((m) => m.from === start && m.to === k)) return null;
  if (verbIntent(fold(taken[0]!))) return null;
  const text = taken.join(' ');
  return { label: capital(text), to: k };
}

// ——— renames ———

/** Words after which a new name comes ("que se llame Tandas", "renombra campo a estadio"). */
const RENAME_CUES =
  /\b(?:(?:que )?(?:se )?(?:llame|llamen|llamara|llamaran)|(?:pase|pasa|pasen|pasan) a (?:llamarse|ser|decir)|deberia(?:n)? (?:llamarse|decir|poner)|llama(?:lo|la|los|las|le|les)?|llame(?:lo|la|los|las|le|les)|ponele|ponelo|pongale|ponles|ponle|nosotros (?:les|le) decimos|(?:les|le) decimos|(?:les|le) llamamos|son|que sea|que ponga|renombra(?:lo|la|los|las)?(?: [a-z]+)*? (?:a|como|por)|cambia(?:le|les|lo|la|los|las)? (?:el nombre )?(?:[a-z]+ )*?(?:a|por)|cambie(?:le|les)? (?:el nombre )?(?:[a-z]+ )*?(?:a|por)|cambias (?:el nombre )?(?:[a-z]+ )*?(?:a|por))\s/g;
/** The instruction asks to rename something. */
const RENAME_SAID =
  /\b(?:renombr|llam|nombre|decir\b|decimos|cambia|cambie|cambias|cambiale|cambialo|pase a ser|pasa a ser|ponele|pongale|son\b)/;

function renames(ctx: SuggestContext): Built[] {
  if (!RENAME_SAID.test(ctx.text)) return [];
  const out: Built[] = [];
  for (const m of `${ctx.text} `.matchAll(RENAME_CUES)) {
    const cueFrom = wordAt(ctx, m.index!);
    const at = wordAt(ctx, m.index! + m[0].length);
    const name = nameFrom(ctx, at);
    if (!name) continue;
    // "cámbieles el nombre a Entrenadores": the name of the list, not a field called Nombre.
    const listName = /\bel nombre\b/.test(m[0]);
    // The thing renamed: a name of the app said before the new one, nearest first; "¿Le
    // cambias el nombre a Con riego? Que sea Regadío" names it after the cue's verb.
    const before = ctx.mentions.filter((x) => x.to <= at && !ofField(ctx, x));
    // "cambia Cómic por Novela gráfica": an option is replaced, no field renamed.
    const optionBetween = (from: number) =>
      optionsNamed(ctx).some((o) =>
        o.options.some((opt) => {
          const parts = wordsOf(opt).map((w) => w.norm);
          return ctx.words.some(
            (_, i) => i >= from && i < at && parts.every((p, k) => ctx.words[i + k]?.norm === p),
          );
        }),
      );
    for (const target of before) {
      if (optionBetween(target.to)) continue;
      const distance = at - target.to;
      const inCue = target.from >= cueFrom;
      const ops = renameOf(ctx, target, name.label);
      if (!ops) continue;
      let score = 2 - distance / 20;
      if (inCue && listName && target.field) score -= 0.6;
      if (listName && !target.field) score += 0.3;
      out.push({ operations: ops, score });
    }
  }
  return out;
}

/** A list named only to say whose field it is ("el móvil de los coristas"). */
function ofField(ctx: SuggestContext, m: Mention): boolean {
  if (m.field) return false;
  const field = [...ctx.mentions]
    .reverse()
    .find((x) => x.to <= m.from && x.field && x.entity === m.entity);
  if (!field) return false;
  const between = ctx.words.slice(field.to, m.from).map((w) => w.norm);
  return (
    between.length >= 1 &&
    between.length <= 2 &&
    ['de', 'del'].includes(between[0]!) &&
    between.slice(1).every((w) => DETERMINERS.has(w))
  );
}

function renameOf(ctx: SuggestContext, target: Mention, label: string): ChangeOperation[] | null {
  if (target.field) {
    const field = ctx.model.entities
      .find((e) => e.key === target.entity)
      ?.fields.find((f) => f.key === target.field);
    if (!field || fold(field.label) === fold(label)) return null;
    return [{ op: 'renameField', entity: target.entity, field: target.field, label }];
  }
  const single = singularLabel(label);
  return [{ op: 'renameEntity', entity: target.entity, label: single }];
}

// ——— options removed ———

/** The instruction removes something ("quita", "sobra", "ya no se usan", "fuera"). */
export function removalSaid(text: string): boolean {
  return (
    text.split(' ').some((w) => verbIntent(w) === 'remove') ||
    /\b(?:ya no|no (?:hace|hacen) falta|no (?:(?:lo|la|los|las) )?(?:se usa|se usan|usamos|necesitamos|queremos)|sobra|sobran|fuera|prescind)/.test(
      text,
    )
  );
}

/** Options of a choice field the instruction names ("la trimestral", "Conejo y Otro"). */
function optionsNamed(ctx: SuggestContext) {
  const out: { entity: string; field: string; options: string[]; fieldSaid: boolean }[] = [];
  for (const e of ctx.model.entities)
    for (const f of e.fields) {
      if (f.type !== 'choice' || !f.options) continue;
      const said = f.options.filter((o) => {
        const parts = wordsOf(o).map((w) => w.norm);
        return ctx.words.some((_, i) => parts.every((p, k) => ctx.words[i + k]?.norm === p));
      });
      if (said.length === 0) continue;
      out.push({
        entity: e.key,
        field: f.key,
        options: said,
        fieldSaid: ctx.mentions.some((m) => m.entity === e.key && m.field === f.key),
      });
    }
  return out;
}

function removedOptions(ctx: SuggestContext): Built[] {
  if (!removalSaid(ctx.text)) return [];
  return optionsNamed(ctx).map((o) => ({
    operations: [{ op: 'removeOptions', entity: o.entity, field: o.field, options: o.options }],
    score: (o.fieldSaid ? 2 : 1.5) + o.options.length / 10,
  }));
}

/** "cambia Horno pequeño por Horno de leña": an option replaced by another. */
function replacedOptions(ctx: SuggestContext): Built[] {
  const out: Built[] = [];
  for (const o of optionsNamed(ctx))
    for (const option of o.options) {
      const parts = wordsOf(option).map((w) => w.norm);
      const at = ctx.words.findIndex((_, i) => parts.every((p, k) => ctx.words[i + k]?.norm === p));
      const after = ctx.words[at + parts.length];
      if (after?.norm !== 'por') continue;
      const name = nameFrom(ctx, at + parts.length + 1);
      if (!name) continue;
      out.push({
        operations: [
          { op: 'removeOptions', entity: o.entity, field: o.field, options: [option] },
          { op: 'addOptions', entity: o.entity, field: o.field, options: [name.label] },
        ],
        score: 2.5,
      });
    }
  return out;
}

// ——— access rules ———

/** Self-service said without "pueda": "que reserven ellos solos", "sin pasar por mí". */
const MORE_RULE_WORDS: [RegExp, 'publica' | 'catalogo' | 'privada'][] = [
  [
    /\b(?:ellos|ellas) (?:mismos|mismas|solos|solas)\b|\bsin pasar por mi\b|\bsin (?:tener que )?pedirmelo\b/,
    'publica',
  ],
  [
    /\b(?:pueda|puedan) (?:apuntar|poner|anadir|crear|hacer)(?:los|las)? (?:cualquier|cualquiera)\b/,
    'publica',
  ],
  [/\b(?:lo|la|los|las) vea todo el mundo pero (?:que )?solo yo\b/, 'catalogo'],
];

/** The first access rule the folded words say, if any. */
export function ruleSaid(text: string): 'publica' | 'catalogo' | 'privada' | 'propia' | null {
  for (const [re, rule] of [...MORE_RULE_WORDS, ...RULE_PATTERNS]) if (re.test(text)) return rule;
  return null;
}

function rules(ctx: SuggestContext): Built[] {
  const said: { rule: 'publica' | 'catalogo' | 'privada' | 'propia'; at: number }[] = [];
  for (const [re, rule] of [...MORE_RULE_WORDS, ...RULE_PATTERNS]) {
    const m = re.exec(ctx.text);
    if (m) said.push({ rule, at: wordAt(ctx, m.index) });
  }
  if (said.length === 0) return [];
  const out: Built[] = [];
  // The lists named (a field of a list does not name it), then a list a verb names ("que
  // reserven ellos solos" on an app with Reservas).
  const lists = ctx.mentions.filter((m) => !m.field);
  for (const { rule, at } of said.slice(0, 2)) {
    for (const m of lists)
      out.push({
        operations: [{ op: 'setRule', entity: m.entity, rule }],
        score: 1.8 - Math.abs(at - m.to) / 30,
      });
    for (const e of ctx.model.entities) {
      const stem = fold(e.label).slice(0, Math.max(5, fold(e.label).length - 2));
      if (stem.length < 5 || lists.some((m) => m.entity === e.key)) continue;
      if (
        ctx.words.some(
          (w) => w.norm.startsWith(stem) && analyze(w.norm).some((a) => a.pos === 'verb'),
        )
      )
        out.push({ operations: [{ op: 'setRule', entity: e.key, rule }], score: 1.2 });
    }
  }
  return out;
}

// ——— type changes ———

const CHANGE_SAID =
  /\b(?:cambia|cambie|cambiaria|cambiale|cambialo|cambiala|pasa|pasalo|pasala|pase|convierte|conviertelo|convertilo|que sea|mejor|prefiero|preferiria|deberia ser|hazlo|hazla|dejalo|dejala|como)\b/;
const CHOICE_SAID =
  /\b(?:lista|elegir|elegirlo|elegirla|escoger|escogerlo|escogerla|elija|escoja|opciones|desplegable|seleccionar)\b/;

/** "X lo cambiaría a importe", "pasa la sala a una lista: A, B o C". */
function typeChanges(ctx: SuggestContext): Built[] {
  if (!CHANGE_SAID.test(ctx.text) && !CHOICE_SAID.test(ctx.text)) return [];
  const fields = ctx.mentions.filter((m) => m.field);
  const out: Built[] = [];
  const options = enumeration(ctx);
  for (const m of fields) {
    const field = ctx.model.entities
      .find((e) => e.key === m.entity)
      ?.fields.find((f) => f.key === m.field);
    if (!field) continue;
    if (options && CHOICE_SAID.test(ctx.text) && field.type !== 'choice')
      out.push({
        operations: [
          { op: 'changeFieldType', entity: m.entity, field: m.field!, type: 'choice', options },
        ],
        score: 2.2,
      });
    // A type word after the field ("a importe", "como número", "en fecha").
    for (let i = m.to; i < Math.min(ctx.words.length, m.to + 8); i++) {
      const type = typeWordAt(ctx, i);
      if (!type || type === field.type || type === 'choice' || type === 'reference') continue;
      const prev = ctx.words[i - 1]?.norm ?? '';
      if (!['a', 'como', 'en', 'un', 'una', 'de', 'sea'].includes(prev)) continue;
      out.push({
        operations: [{ op: 'changeFieldType', entity: m.entity, field: m.field!, type }],
        score: 2 - (i - m.to) / 20,
      });
      break;
    }
  }
  return out;
}

function typeWordAt(ctx: SuggestContext, i: number): FieldType | null {
  for (const [words, type] of TYPE_WORDS) {
    const parts = words.split(' ');
    if (parts.every((p, k) => ctx.words[i + k]?.norm === p)) return type;
  }
  return null;
}

/**
 * Values written as a list: "Municipal, Polideportivo Norte o La Cantera" (after a colon, or
 * names with capitals joined by commas and a last "o"/"y"). At least two.
 */
function enumeration(ctx: SuggestContext): string[] | null {
  const raw = ctx.instruction;
  const re =
    /([\p{Lu}][\p{L}]*(?:\s+(?:de|del|la|el|[\p{Lu}][\p{L}]*))*)((?:\s*,\s*[\p{Lu}][\p{L}]*(?:\s+(?:de|del|la|el|[\p{Lu}][\p{L}]*))*)*)\s+(?:o|y)\s+([\p{Lu}][\p{L}]*(?:\s+(?:de|del|la|el|[\p{Lu}][\p{L}]*))*)/gu;
  let best: string[] | null = null;
  for (const m of raw.matchAll(re)) {
    const items = [
      m[1]!,
      ...m[2]!
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
      m[3]!,
    ].map((x) => x.replace(/\s+(?:de|del|la|el)$/u, '').trim());
    // Names of the app are no new values.
    const app = new Set(ctx.mentions.map((x) => x.from));
    const starts = wordsOf(raw.slice(0, m.index!)).length;
    if (app.has(starts)) continue;
    if (items.length >= 2 && (!best || items.length > best.length)) best = items;
  }
  return best;
}

// ——— a new list with its fields, and the list it hangs from ———

/** Words that say a new list: "crea", "una lista de", "llevar las", "registrar los". */
const NEW_LIST_CUES =
  /\b(?:(?:una )?(?:lista|tabla|seccion|ficha|apartado) de(?: los| las)?|llevar(?: las| los)?|registrar(?: las| los)?|anotar(?: las| los)?|apuntar(?:los|las)?|tener a(?: los| las)?|dar de alta a(?: los| las)?|crea|cread|creame)\s+([a-z]+)/;

/** "Necesito llevar las vacunas: nombre, fecha y la mascota" → "crea vacunas con …". */
function newListPhrase(ctx: SuggestContext): { noun: string; rest: string } | null {
  const m = NEW_LIST_CUES.exec(ctx.text);
  if (!m) return null;
  const noun = m[1]!;
  if (noun.length < 4 || DETERMINERS.has(noun) || verbIntent(noun)) return null;
  // The list must be new: no list of the app has that name.
  if (ctx.mentions.some((x) => !x.field && ctx.words[x.from]?.norm === noun)) return null;
  // The fields come after "con", a colon or a parenthesis in the same sentence ("… a los
  // voluntarios en su propia tabla, con nombre y móvil"), or right after the list's name.
  const from = m.index + m[0].length;
  const after = ctx.instruction.slice(rawIndex(ctx, wordAt(ctx, from)));
  const opener = /^[^.;]*?(?:\bcon\b|:|\()/u.exec(after);
  let rest = opener ? after.slice(opener[0].length) : after;
  // "de cada vacuna el nombre…", "en cada una, la parcela…": whose fields, said again.
  rest = rest.replace(/^\s*(?:de|en|para) cada (?:una|uno|[\p{L}]+),?\s*/u, '');
  return { noun, rest };
}

/** "ya no hace falta elegir horno", "fuera lo del jardín", "No necesitamos la tabla de X". */
function removedByName(ctx: SuggestContext): Built[] {
  if (!removalSaid(ctx.text)) return [];
  const out: Built[] = [];
  for (const m of ctx.mentions) {
    if (ofField(ctx, m)) continue;
    out.push({
      operations: m.field
        ? [{ op: 'removeField', entity: m.entity, field: m.field }]
        : [{ op: 'removeEntity', entity: m.entity }],
      score: m.field ? 1.6 : 1.4,
    });
  }
  // A word of a field's name ("lo del jardín" for Tiene jardín), in a list the instruction names.
  const lists = new Set(ctx.mentions.filter((m) => !m.field).map((m) => m.entity));
  for (const e of ctx.model.entities) {
    if (lists.size > 0 && !lists.has(e.key)) continue;
    for (const f of e.fields) {
      const own = wordsOf(f.label)
        .map((w) => w.norm)
        .filter((w) => w.length >= 4);
      if (ctx.mentions.some((m) => m.field === f.key && m.entity === e.key)) continue;
      if (
        own.some((w) =>
          ctx.words.some(
            (x, i) => x.norm === w && ['de', 'del'].includes(ctx.words[i - 1]?.norm ?? ''),
          ),
        )
      )
        out.push({ operations: [{ op: 'removeField', entity: e.key, field: f.key }], score: 1.3 });
    }
  }
  return out;
}

export const SUGGEST_RULES: SuggestRule[] = [
  {
    id: 'rename-after-cue',
    what: 'a name of the app, then a word that renames and the new name',
    build: renames,
    examples: [
      [
        'liga_futbol',
        'en partidos, renombra campo a estadio',
        [{ op: 'renameField', entity: 'partidos', field: 'campo', label: 'Estadio' }],
      ],
      [
        'gimnasio',
        'Las notas de los abonados solo son para las lesiones, que se llamen Lesiones.',
        [{ op: 'renameField', entity: 'abonados', field: 'notas', label: 'Lesiones' }],
      ],
      [
        'panaderia',
        'A los encargos aquí les decimos pedidos, ¿lo cambias?',
        [{ op: 'renameEntity', entity: 'encargos', label: 'Pedido' }],
      ],
      [
        'club_lectura',
        'El campo Alta debería decir Fecha de alta',
        [{ op: 'renameField', entity: 'socios', field: 'alta', label: 'Fecha de alta' }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'añade el móvil a los clientes'],
      ['gimnasio', 'quita las notas de los abonados'],
    ],
  },
  {
    id: 'options-removed',
    what: 'options of a choice field named with a word that removes',
    build: removedOptions,
    examples: [
      [
        'gimnasio',
        'ya no cobramos la cuota anual, quítala',
        [{ op: 'removeOptions', entity: 'abonados', field: 'cuota', options: ['Anual'] }],
      ],
      [
        'veterinaria',
        'En la especie sobran Conejo y Otro, nadie los usa',
        [
          {
            op: 'removeOptions',
            entity: 'mascotas',
            field: 'especie',
            options: ['Conejo', 'Otro'],
          },
        ],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'añade la cuota semestral además de la anual'],
      ['veterinaria', 'el conejo también puede tener raza'],
    ],
  },
  {
    id: 'removed-by-name',
    what: 'a word that removes and a name of the app (or a word of a field\'s name after "lo de")',
    build: removedByName,
    examples: [
      [
        'panaderia',
        'como ya solo tenemos un horno, en las hornadas no hace falta elegir horno',
        [{ op: 'removeField', entity: 'hornadas', field: 'horno' }],
      ],
      [
        'protectora',
        'en las familias acogedoras lo del jardín sobra',
        [{ op: 'removeField', entity: 'familias_acogedoras', field: 'tiene_jardin' }],
      ],
      [
        'liga_futbol',
        'los árbitros no los necesitamos, los pone la federación',
        [{ op: 'removeEntity', entity: 'arbitros' }],
      ],
    ],
    counterExamples: [
      ['panaderia', 'en las hornadas añade el horno de leña'],
      ['liga_futbol', 'añade el teléfono a los árbitros'],
    ],
  },
  {
    id: 'option-replaced',
    what: 'an option of the app, "por" and the option that replaces it',
    build: replacedOptions,
    examples: [
      [
        'club_lectura',
        'En el género, cambia Cómic por Novela gráfica',
        [
          { op: 'removeOptions', entity: 'libros', field: 'genero', options: ['Cómic'] },
          { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Novela gráfica'] },
        ],
      ],
    ],
    counterExamples: [['club_lectura', 'cambia el género a texto']],
  },
  {
    id: 'rule-of-a-list',
    what: 'the words of an access rule and a list named (or a verb of its name)',
    build: rules,
    examples: [
      [
        'gimnasio',
        'estaría bien que los abonados reservaran ellos solos sin llamarme',
        [{ op: 'setRule', entity: 'reservas', rule: 'publica' }],
      ],
      [
        'huerto',
        'los hortelanos, que cualquiera pueda apuntarse desde el móvil de su casa',
        [{ op: 'setRule', entity: 'hortelanos', rule: 'publica' }],
      ],
      [
        'veterinaria',
        'a los clientes no les enseñes los veterinarios, que solo los vea yo',
        [{ op: 'setRule', entity: 'veterinarios', rule: 'privada' }],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'añade el teléfono a los abonados'],
      ['veterinaria', 'quita la raza de las mascotas'],
    ],
  },
  {
    id: 'type-of-a-field',
    what: 'a field named and a type word after it, or a list of values to choose from',
    build: typeChanges,
    examples: [
      [
        'coro',
        'la Cuota al día yo la cambiaría a importe, para saber cuánto paga cada uno',
        [{ op: 'changeFieldType', entity: 'coristas', field: 'cuota_al_dia', type: 'money' }],
      ],
      [
        'coro',
        'La sala del ensayo mejor elegirla de una lista: Parroquia, Auditorio o Sala Grande.',
        [
          {
            op: 'changeFieldType',
            entity: 'ensayos',
            field: 'sala',
            type: 'choice',
            options: ['Parroquia', 'Auditorio', 'Sala Grande'],
          },
        ],
      ],
    ],
    counterExamples: [
      ['coro', 'añade un campo de importe a los coristas'],
      ['coro', 'la sala de los ensayos no hace falta'],
    ],
  },
];

/**
 * A new list said in everyday words, read again as "crea <lista> con <campos>", and the list it
 * hangs from: the reader's own reading of the new list, then a reference to it where the
 * instruction names an existing list after it ("y que en cada producto se escoja el
 * proveedor"), or a reference from it ("que cada una sea de una herramienta", "a qué mascota").
 */
export function newListRereads(ctx: SuggestContext): string[] {
  const phrase = newListPhrase(ctx);
  if (!phrase) return [];
  const rest = phrase.rest.trim();
  const out = [`crea ${phrase.noun} con ${rest}`];
  // The fields alone, up to the first clause that is no field ("y que …", ". Y …").
  const cut = rest.split(
    /[.;)]|,?\s+y\s+que\s+|,\s+que\s+|,?\s+y\s+(?:en|que|a qu[eé])\s+|,\s+y\s+/u,
  )[0]!;
  if (cut !== rest) out.push(`crea ${phrase.noun} con ${cut.replace(/[(:]/g, ' ')}`);
  return out;
}

/** The links the instruction says between a new list and the lists of the app. */
export function linksOfNewList(
  ctx: SuggestContext,
  entity: Extract<ChangeOperation, { op: 'addEntity' }>,
): ChangeOperation[][] {
  const plural = capital(pluralize(entity.label));
  const key = keyFromLabel(plural);
  const newWord = fold(entity.label);
  const newAt = ctx.words.findIndex((w) => sameWord(w.norm, newWord));
  const out: ChangeOperation[][] = [];
  for (const m of ctx.mentions) {
    if (m.field || m.from <= newAt) continue;
    if (entity.fields.some((f) => f.ref === m.entity)) continue;
    const existing = ctx.model.entities.find((e) => e.key === m.entity)!;
    const named = existing.fields.find((f) => fold(f.label) === newWord && f.type !== 'reference');
    const with1 = { ...entity, labelPlural: plural };
    // The new list named again after the existing one: the existing one points at it.
    const pointsAtNew = ctx.words.slice(m.to).some((w) => sameWord(w.norm, newWord));
    const toNew: ChangeOperation[] = named
      ? [
          with1,
          {
            op: 'changeFieldType',
            entity: m.entity,
            field: named.key,
            type: 'reference',
            ref: key,
          },
        ]
      : [
          with1,
          {
            op: 'addField',
            entity: m.entity,
            field: { label: entity.label, type: 'reference', required: false, ref: key },
          },
        ];
    const fromNew: ChangeOperation[] = [
      {
        ...entity,
        fields: [
          ...entity.fields,
          { label: existing.label, type: 'reference', required: false, ref: existing.key },
        ],
      },
    ];
    out.push(...(pointsAtNew || named ? [toNew, fromNew] : [fromNew, toNew]));
  }
  return out;
}
