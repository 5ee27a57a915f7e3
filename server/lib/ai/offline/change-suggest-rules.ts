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
import { typeFromName as typeFromLabel } from '../../../engine/changes/words.ts';
import {
  COLOURS,
  LAYOUT_WORDS,
  RULE_PATTERNS,
  THEME_WORDS,
  TYPE_WORDS,
  UNKNOWN_SHADES,
  verbIntent,
} from './change-lexicon.ts';
import { distance } from './change-match.ts';
import { requiredMeant, singularLabel } from './change-reader.ts';
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
  /** Written with a typo ("telefno", "abonaods"): never taken for a new name's words. */
  fuzzy?: boolean;
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
const sameWord = (a: string, b: string) =>
  a === b ||
  `${a}s` === b ||
  `${b}s` === a ||
  `${a}es` === b ||
  `${b}es` === a ||
  singular(a) === singular(b);
/**
 * A typo of a name's word: one letter off in a word of six letters or more, never a change of
 * gender or number alone ("voluntaria" is a new name, not a typo of "voluntario").
 */
const typoOf = (a: string, b: string) =>
  b.length >= 6 &&
  a.length >= 6 &&
  a.slice(0, -1) !== b.slice(0, -1) &&
  singular(a) !== singular(b) &&
  distance(a, b, 1) <= 1;

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
      const exact = n.parts.every((p, k) => sameWord(words[i + k]!.norm, p));
      const typo =
        !exact &&
        n.parts.every((p, k) => sameWord(words[i + k]!.norm, p) || typoOf(words[i + k]!.norm, p));
      if (!exact && !typo) continue;
      found.push({
        entity: n.entity,
        field: n.field,
        from: i,
        to: i + n.parts.length,
        ...(typo ? { fuzzy: true } : {}),
      });
    }
  // A list of two words or more named by one of them ("las prácticas" for Clases prácticas,
  // "las bicis" for Bicis de préstamo): a loose mention, where no other name is said.
  for (const e of model.entities)
    for (const label of [e.label, e.labelPlural]) {
      const own = parts(label).filter((w) => !['de', 'del', 'la', 'el', 'y'].includes(w));
      if (parts(label).length < 2) continue;
      for (const head of [own[0], own[own.length - 1]]) {
        if (!head || head.length < 5) continue;
        for (let i = 0; i < words.length; i++)
          if (
            sameWord(words[i]!.norm, head) &&
            // (After "cada" it is the list, even where another list has a field of that name.)
            (words[i - 1]?.norm === 'cada'
              ? !found.some((m) => !m.field && m.from <= i && i < m.to)
              : !found.some((m) => m.from <= i && i < m.to) &&
                !names.some(
                  (n) => n.entity !== e.key && n.parts.length === 1 && sameWord(n.parts[0]!, head),
                ))
          )
            found.push({ entity: e.key, from: i, to: i + 1, fuzzy: true });
      }
    }
  // "cada alumna" where the list is Alumnos: after "cada", the other gender names the list.
  for (let i = 1; i < words.length; i++) {
    if (words[i - 1]!.norm !== 'cada' || found.some((m) => m.from <= i && i < m.to)) continue;
    const w = words[i]!.norm;
    const other = w.endsWith('a')
      ? `${w.slice(0, -1)}o`
      : w.endsWith('o')
        ? `${w.slice(0, -1)}a`
        : '';
    const e = other.length >= 5 && model.entities.find((x) => fold(x.label) === other);
    if (e) found.push({ entity: e.key, from: i, to: i + 1, fuzzy: true });
  }
  const unique = new Map<string, Mention>();
  for (const m of found) {
    const key = `${m.entity}/${m.field ?? ''}/${m.from}/${m.to}`;
    if (!unique.has(key) || !m.fuzzy) unique.set(key, m);
  }
  // An exact name wins over a typo of another at the same words.
  // (A list after "cada" stays beside a field of another list of that name: "cada peludo".)
  const eachList = (m: Mention) => !m.field && words[m.from - 1]?.norm === 'cada';
  const all = [...unique.values()].filter(
    (m) =>
      !m.fuzzy ||
      !found.some((o) => !o.fuzzy && !(o.field && eachList(m)) && o.from < m.to && m.from < o.to),
  );
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
    // "por Transferencia en la forma de pago": where it goes is no part of the name.
    if (
      taken.length > 0 &&
      ['en', 'a', 'al', 'para'].includes(w.norm) &&
      ctx.mentions.some(
        (m) =>
          !m.fuzzy &&
          (m.from === k + 1 || (m.from === k + 2 && DETERMINERS.has(ctx.words[k + 1]!.norm))),
      )
    )
      break;
    if ((w.norm === 'y' || w.norm === 'e') && taken.length > 0) {
      const next = ctx.words[k + 1];
      if (
        !next ||
        DETERMINERS.has(next.norm) ||
        NAME_ENDS.has(next.norm) ||
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
  if (ctx.mentions.some((m) => !m.fuzzy && m.from === start && m.to === k)) return null;
  if (verbIntent(fold(taken[0]!))) return null;
  const text = taken.join(' ');
  return { label: capital(text), to: k };
}

// ——— renames ———

/** Words after which a new name comes ("que se llame Tandas", "renombra campo a estadio"). */
const RENAME_CUES =
  /\b(?:(?:que )?(?:se )?(?:llame|llamen|llamara|llamaran)|(?:pase|pasa|pasen|pasan) a (?:llamarse|ser|decir)|deberia(?:n)? (?:llamarse|decir|poner)|llama(?:lo|la|los|las|le|les)?|llamad(?:lo|la|los|las|le|les)|llame(?:lo|la|los|las|le|les)|ponele|ponelo|pongale|ponles|ponle|nosotros (?:les|le) decimos|(?:les|le) decimos|(?:les|le) llamamos|son|que sea|que ponga|renombra(?:lo|la|los|las)?(?: [a-z]+)*? (?:a|como|por)|cambia(?:le|les|lo|la|los|las)? (?:el nombre )?(?:[a-z]+ )*?(?:a|por)|cambie(?:le|les)? (?:el nombre )?(?:[a-z]+ )*?(?:a|por)|cambias (?:el nombre )?(?:[a-z]+ )*?(?:a|por)|cambien(?:le|les|lo|la)? (?:el nombre )?(?:[a-z]+ )*?(?:a|por)|pongan(?:le|les)?|poned(?:le|les)?)\s/g;
/** The instruction asks to rename something. */
const RENAME_SAID =
  /\b(?:renombr|llam|nombre|decir\b|decimos|cambia|cambie|cambias|cambiale|cambialo|pase a ser|pasa a ser|ponele|pongale|son\b)/;
/** After an option, a word that renames it: "el estilo Prenatal renómbralo a Embarazadas". */
const OPTION_RENAMED = /^(?:renombr[a-z]*|llam[a-z]*|cambi[a-z]*)$/;

function renames(ctx: SuggestContext): Built[] {
  if (!RENAME_SAID.test(ctx.text)) return [];
  const out: Built[] = [];
  for (const m of `${ctx.text} `.matchAll(RENAME_CUES)) {
    const cueFrom = wordAt(ctx, m.index!);
    const at = wordAt(ctx, m.index! + m[0].length);
    const pairs = parallelRenames(ctx, cueFrom, at);
    if (pairs) out.push({ operations: pairs, score: 2.5 });
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
      // "«Incidencias» suena fatal…, llamadlo …": a name in quotes is the one talked about.
      if (quoted(ctx, target)) score += 0.3;
      if (inCue && listName && target.field) score -= 0.6;
      if (listName && !target.field) score += 0.3;
      out.push({ operations: ops, score });
    }
  }
  return out;
}

/** A name of the app written between quotes. */
function quoted(ctx: SuggestContext, m: Mention): boolean {
  const at = rawIndex(ctx, m.from);
  return /[«"“'‘]\s*$/u.test(ctx.instruction.slice(Math.max(0, at - 2), at));
}

/**
 * "llamad a la lista de Profesoras «Profesores»": a new name in quotes that is no name of the
 * app, said with a word that renames; the name of the app nearest before it is what is renamed.
 */
function quotedRenames(ctx: SuggestContext): Built[] {
  if (!RENAME_SAID.test(ctx.text)) return [];
  const out: Built[] = [];
  for (const q of ctx.instruction.matchAll(/[«"“]([^»"”]{2,40})[»"”]/gu)) {
    const label = q[1]!.trim();
    const at = wordsOf(ctx.instruction.slice(0, q.index)).length;
    if (ctx.mentions.some((m) => !m.fuzzy && m.from === at && m.to === at + wordsOf(label).length))
      continue;
    const before = ctx.mentions.filter((m) => m.to <= at).reverse();
    for (const [k, target] of before.slice(0, 3).entries()) {
      const ops = renameOf(ctx, target, capital(label));
      if (ops) out.push({ operations: ops, score: 2.2 - k / 10 });
    }
  }
  return out;
}

/**
 * "que los goles local y los goles visitante se llamen Goles en casa y Goles fuera": two or more
 * fields named in a row before the cue, as many new names after it, paired in order.
 */
function parallelRenames(
  ctx: SuggestContext,
  cueFrom: number,
  at: number,
): ChangeOperation[] | null {
  const targets: Mention[] = [];
  let k = cueFrom;
  while (k > 0) {
    const m = ctx.mentions.find((x) => x.to === k && x.field && !x.fuzzy);
    if (m) {
      targets.unshift(m);
      k = m.from;
      continue;
    }
    const w = ctx.words[k - 1]!.norm;
    if (
      DETERMINERS.has(w) ||
      w === 'y' ||
      w === 'e' ||
      (w === 'que' && targets.length === 0) ||
      w === 'se'
    )
      k--;
    else break;
  }
  if (targets.length < 2) return null;
  const names: string[][] = [[]];
  for (let i = at; i < ctx.words.length; i++) {
    const w = ctx.words[i]!;
    if (w.norm === 'y' || w.norm === 'e') names.push([]);
    else if (!DETERMINERS.has(w.norm)) names[names.length - 1]!.push(w.raw);
    // A mark ends the names once there are as many as fields ("…, Goles fuera. Gracias").
    if (w.stop) {
      if (names.length >= targets.length) break;
      names.push([]);
    }
  }
  const labels = names.filter((n) => n.length > 0).map((n) => capital(n.join(' ')));
  if (labels.length !== targets.length) return null;
  return targets.map((t, i) => renameOf(ctx, t, labels[i]!)?.[0]).every(Boolean)
    ? targets.map((t, i) => renameOf(ctx, t, labels[i]!)![0]!)
    : null;
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
const REMOVAL_PHRASES =
  /\b(?:ya no|no (?:hace|hacen) falta|no (?:(?:lo|la|los|las) )?(?:se usa|se usan|usamos|necesitamos|queremos)|sobra|sobran|fuera|prescind)/g;

export function removalSaid(text: string): boolean {
  REMOVAL_PHRASES.lastIndex = 0;
  const said =
    text.split(' ').some((w) => verbIntent(w) === 'remove') || REMOVAL_PHRASES.test(text);
  REMOVAL_PHRASES.lastIndex = 0;
  return said;
}

/** Options of a choice field the instruction names ("la trimestral", "Conejo y Otro"). */
function optionsNamed(ctx: SuggestContext) {
  const out: { entity: string; field: string; options: string[]; fieldSaid: boolean }[] = [];
  for (const e of ctx.model.entities)
    for (const f of e.fields) {
      if (f.type !== 'choice' || !f.options) continue;
      // (One word said in the plural is the option: "ya no hacemos desayunos" for Desayuno.)
      const said = f.options.filter((o) => {
        const parts = wordsOf(o).map((w) => w.norm);
        return ctx.words.some((_, i) =>
          parts.every((p, k) =>
            parts.length === 1 && p.length >= 4
              ? sameWord(ctx.words[i + k]?.norm ?? '', p)
              : ctx.words[i + k]?.norm === p,
          ),
        );
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
  // "los cómics van en Infantil": an option said as where things go stays.
  const whereTo = (option: string) => {
    const first = wordsOf(option)[0]?.norm ?? '';
    return ctx.words.some(
      (w, i) =>
        w.norm === first && ['en', 'a', 'al', 'como'].includes(ctx.words[i - 1]?.norm ?? ''),
    );
  };
  return optionsNamed(ctx)
    .map((o) => ({ ...o, options: o.options.filter((x) => !whereTo(x)) }))
    .filter((o) => o.options.length > 0)
    .map((o) => ({
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
      if (at < 0) continue;
      // "Historieta cámbiala por Cómic": a verb of changing may come between.
      const verb = /^(?:cambia|cambie|sustituye|sustituya|reemplaza|reemplace)(?:la|lo|las|los)?$/;
      const skip = verb.test(ctx.words[at + parts.length]?.norm ?? '') ? 1 : 0;
      const after = ctx.words[at + parts.length + skip];
      // "Prenatal renómbralo a Embarazadas": a rename of the option is a replacement too.
      // ("Prenatal lo renombráis a …": a pronoun may come before the verb. "La intensidad media
      // la llamamos moderada" renames nothing: it is no order to replace.)
      const clitic = ['la', 'lo', 'las', 'los', 'le', 'les'].includes(
        ctx.words[at + parts.length]?.norm ?? '',
      )
        ? 1
        : 0;
      const verbAt = at + parts.length + clitic;
      const renamed =
        OPTION_RENAMED.test(ctx.words[verbAt]?.norm ?? '') &&
        !/^(?:llamamos|llaman|llamo)$/.test(ctx.words[verbAt]?.norm ?? '') &&
        ['a', 'como'].includes(ctx.words[verbAt + 1]?.norm ?? '');
      if (renamed) {
        const prep = 1;
        const name = nameFrom(ctx, verbAt + 1 + prep);
        if (name && fold(name.label) !== fold(option))
          out.push({
            operations: [
              { op: 'addOptions', entity: o.entity, field: o.field, options: [name.label] },
              { op: 'removeOptions', entity: o.entity, field: o.field, options: [option] },
            ],
            score: 2.5,
          });
        continue;
      }
      if (after?.norm !== 'por') continue;
      const name = nameFrom(ctx, at + parts.length + skip + 1);
      if (!name) continue;
      out.push({
        // The new one first: a field of two options keeps two at every step.
        operations: [
          { op: 'addOptions', entity: o.entity, field: o.field, options: [name.label] },
          { op: 'removeOptions', entity: o.entity, field: o.field, options: [option] },
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
  [
    /\b(?:ver|verlos|verlas|vean|vea|mirar|consultar)(?: [a-z]+){0,3} pero (?:sin|no) (?:poder )?(?:tocar|cambiar|editar|modificar|borrar)[a-z]*\b/,
    'catalogo',
  ],
  [
    /\b(?:ver|verlos|verlas|vean|vea|puedan ver)\b.* pero (?:que )?solo yo (?:los |las |lo |la )?(?:cambio|cambie|edito|edite|toco|modifico|gestiono|pueda cambiar|pueda editar)\b/,
    'catalogo',
  ],
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
/** A mail sent or received: «que le llegue un correo», «mándame un email», «avísame por mail». */
const MAIL_SENT =
  /\b(?:llegue|lleguen|llega|mande|manden|mandar|mandame|envie|envien|enviar|enviame|avis\p{L}*|notifi\p{L}*|reciba|reciban|recibir)\b/u;

function typeChanges(ctx: SuggestContext): Built[] {
  if (!CHANGE_SAID.test(ctx.text) && !CHOICE_SAID.test(ctx.text)) return [];
  // A list named ("en apicultores") is not the reference field of the same name.
  const fields = ctx.mentions.filter(
    (m) => m.field && !ctx.mentions.some((x) => !x.field && x.from === m.from && x.to === m.to),
  );
  const out: Built[] = [];
  const options = enumeration(ctx);
  const choiceAt = ctx.words.findIndex((w) => CHOICE_SAID.test(w.norm));
  for (const m of fields) {
    const field = ctx.model.entities
      .find((e) => e.key === m.entity)
      ?.fields.find((f) => f.key === m.field);
    if (!field) continue;
    // "la bici que se elija entre Propia, De la empresa o Alquilada": a choice already, the
    // values it lacks are added.
    if (options && field.type === 'choice' && field.options) {
      const have = new Set(field.options.map((o) => fold(o)));
      const added = options.filter((o) => !have.has(fold(o)));
      if (added.length > 0 && added.length < options.length)
        out.push({
          operations: [{ op: 'addOptions', entity: m.entity, field: m.field!, options: added }],
          score: 2.2,
        });
    }
    if (options && CHOICE_SAID.test(ctx.text) && field.type !== 'choice')
      out.push({
        operations: [
          { op: 'changeFieldType', entity: m.entity, field: m.field!, type: 'choice', options },
        ],
        // The field said nearest before the word of choosing first.
        score: 2.2 - (choiceAt >= m.to ? choiceAt - m.to : 10) / 40,
      });
    // A type word after the field ("a importe", "como número", "en fecha").
    for (let i = m.to; i < Math.min(ctx.words.length, m.to + 8); i++) {
      const type = typeWordAt(ctx, i);
      if (!type || type === field.type || type === 'choice' || type === 'reference') continue;
      // "que le llegue un correo": a mail to send, never a field to make an email.
      if (type === 'email' && MAIL_SENT.test(ctx.text)) continue;
      const prev = ctx.words[i - 1]?.norm ?? '';
      // ("que sea la fecha en que lo aprobó": an article after the verb.)
      const prev2 = ctx.words[i - 2]?.norm ?? '';
      const article = ['la', 'el'].includes(prev) && ['sea', 'a', 'como', 'en'].includes(prev2);
      if (!['a', 'como', 'en', 'un', 'una', 'de', 'sea'].includes(prev) && !article) continue;
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
  // After a colon, the values as written, up to the end of the sentence: "A1, A2, A3, B1",
  // "Normal, Urgente o Mismo día".
  const colon = /(?::|\bentre\s)\s*([^:.;()]+)/u.exec(raw);
  if (colon) {
    const items = colon[1]!
      .split(/\s*,\s*|\s+(?:o|y|u)\s+/u)
      .map((x) => x.trim())
      .filter(Boolean);
    if (
      items.length >= 2 &&
      items.every((x) => x.split(/\s+/).length <= 3 && /^[\p{L}\p{N}]/u.test(x))
    )
      return items.map((x) => capital(x));
  }
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
  /\b(?:(?:una )?(?:lista|tabla|seccion|ficha|apartado) de(?: los| las)?|llevar(?: las| los)?|registrar(?: las| los)?|anotar(?: las| los)?|apuntar(?:los|las)?|tener a(?: los| las)?|dar de alta a(?: los| las)?|crea|cread|creame)\s+([a-z]+)/g;

/** "Necesito llevar las vacunas: nombre, fecha y la mascota" → "crea vacunas con …". */
function newListPhrases(ctx: SuggestContext): { noun: string; rest: string }[] {
  const out: { noun: string; rest: string }[] = [];
  for (const m of ctx.text.matchAll(NEW_LIST_CUES)) {
    const noun = m[1]!;
    if (noun.length < 4 || DETERMINERS.has(noun) || verbIntent(noun)) continue;
    // ("apuntar desde la web": a word that is no noun names no list.)
    const analyses = analyze(noun);
    if (analyses.length > 0 && !analyses.some((a) => a.pos === 'noun')) continue;
    // The list must be new: no list of the app has that name.
    if (ctx.mentions.some((x) => !x.field && ctx.words[x.from]?.norm === noun)) continue;
    // The fields come after "con", a colon or a parenthesis in the same sentence ("… a los
    // voluntarios en su propia tabla, con nombre y móvil"), or right after the list's name.
    const from = m.index + m[0].length;
    const after = ctx.instruction.slice(rawIndex(ctx, wordAt(ctx, from)));
    const opener = /^[^.;]*?(?:\bcon\b|:|\()/u.exec(after);
    let rest = opener ? after.slice(opener[0].length) : after;
    // "de cada vacuna el nombre…", "en cada una, la parcela…": whose fields, said again.
    rest = rest.replace(/^\s*(?:de|en|para) cada (?:una|uno|[\p{L}]+),?\s*/u, '');
    out.push({ noun, rest });
    if (out.length >= 2) break;
  }
  return out;
}

/** Where the instruction says to remove (word indexes). */
function removalsAt(ctx: SuggestContext): number[] {
  const at = ctx.words.flatMap((w, i) => (verbIntent(w.norm) === 'remove' ? [i] : []));
  for (const m of ctx.text.matchAll(REMOVAL_PHRASES)) at.push(wordAt(ctx, m.index));
  return at;
}

/** Words between two places with no mark that ends a phrase. */
function sameClause(ctx: SuggestContext, a: number, b: number): boolean {
  const [from, to] = a < b ? [a, b] : [b, a];
  return ctx.words.slice(from, to).every((w) => !w.stop || w.raw.length === 0);
}

/** "en monitores, …": the list where, not what is removed. */
const isScope = (ctx: SuggestContext, m: Mention) => {
  const before = ctx.words[m.from - 1]?.norm;
  const before2 = ctx.words[m.from - 2]?.norm;
  return before === 'en' || (DETERMINERS.has(before ?? '') && before2 === 'en');
};

/** "ya no hace falta elegir horno", "fuera lo del jardín", "No necesitamos la tabla de X". */
function removedByName(ctx: SuggestContext): Built[] {
  const at = removalsAt(ctx);
  if (at.length === 0) return [];
  const near = (from: number, to: number) =>
    at.some((r) => Math.min(Math.abs(r - from), Math.abs(r - to)) <= 8 && sameClause(ctx, r, from));
  const out: Built[] = [];
  for (const m of ctx.mentions) {
    if (ofField(ctx, m) || isScope(ctx, m) || !near(m.from, m.to)) continue;
    out.push({
      operations: m.field
        ? [{ op: 'removeField', entity: m.entity, field: m.field }]
        : [{ op: 'removeEntity', entity: m.entity }],
      score: m.field ? 1.6 : 1.4,
    });
  }
  // "Las reuniones las montamos por WhatsApp, sobran: elimínalas": nothing named near the
  // removing word, which points back at the list the instruction is about.
  const topic = ctx.mentions.find((m) => !m.field && !isScope(ctx, m));
  if (out.length === 0 && topic)
    out.push({ operations: [{ op: 'removeEntity', entity: topic.entity }], score: 1.2 });
  // A word of a field's name after "lo de" ("lo del jardín" for Tiene jardín), in a list the
  // instruction names when it names one.
  const lists = new Set(ctx.mentions.filter((m) => !m.field).map((m) => m.entity));
  for (const e of ctx.model.entities) {
    if (lists.size > 0 && !lists.has(e.key)) continue;
    for (const f of e.fields) {
      const own = wordsOf(f.label)
        .map((w) => w.norm)
        .filter((w) => w.length >= 4);
      if (ctx.mentions.some((m) => m.field === f.key && m.entity === e.key)) continue;
      const i = ctx.words.findIndex(
        (x, k) => own.includes(x.norm) && ['de', 'del'].includes(ctx.words[k - 1]?.norm ?? ''),
      );
      if (i < 0 || !near(i, i + 1)) continue;
      const lo = ctx.words[i - 2]?.norm === 'lo' || ctx.words[i - 3]?.norm === 'lo';
      out.push({
        operations: [{ op: 'removeField', entity: e.key, field: f.key }],
        score: lo ? 1.8 : 1.3,
      });
    }
  }
  return out;
}

/** Optional said as not needing it: "las reservas que no necesiten email". */
const NOT_NEEDED = /\bque no (?:necesite|necesiten|pida|pidan|exija|exijan|requiera|requieran)\b/;

/**
 * Required or optional, as the instruction says it, or else as its last clause that says it
 * ("la fecha no siempre la sabemos…, que no sea obligatoria").
 */
function requiredNow(ctx: SuggestContext): boolean | null {
  // "quítale lo de obligatorio": required, taken off.
  if (
    /\b(?:quita|quite|quitale|quitele|quitar|saca|sacale|saque|sacar)(?: lo de| el| la)? obligatori/.test(
      ctx.text,
    )
  )
    return false;
  const clauses = ctx.instruction
    .split(/[,.;:]/)
    .map((x) =>
      wordsOf(x)
        .map((w) => w.norm)
        .join(' '),
    )
    .filter(Boolean);
  // A clause that says "obligatorio" or "opcional" outright wins over talk in another ("la
  // humedad que sea opcional, no siempre la medimos").
  for (const clause of [...clauses].reverse()) {
    if (!/\b(?:obligatori|opcional|requerid)/.test(clause)) continue;
    const said = requiredMeant(clause);
    if (said !== null) return said;
  }
  const whole = requiredMeant(ctx.text);
  if (whole !== null) return whole;
  if (NOT_NEEDED.test(ctx.text)) return false;
  for (const clause of clauses.reverse()) {
    const said = requiredMeant(clause);
    if (said !== null) return said;
  }
  return null;
}

/** "el teléfono que no sea obligatorio", "la raza opcional": a field named and the words of required. */
function requiredOfField(ctx: SuggestContext): Built[] {
  const required = requiredNow(ctx);
  if (required === null) return [];
  const out: Built[] = [];
  for (const m of ctx.mentions) {
    if (!m.field) continue;
    // "en zonas, …" names the list, not the field Zona of another list.
    if (ctx.mentions.some((x) => !x.field && x.from === m.from && x.to === m.to)) continue;
    const f = ctx.model.entities
      .find((e) => e.key === m.entity)
      ?.fields.find((x) => x.key === m.field);
    if (!f || (f.required ?? false) === required) continue;
    const listSaid = ctx.mentions.some((x) => !x.field && x.entity === m.entity);
    out.push({
      operations: [{ op: 'setRequired', entity: m.entity, field: m.field, required }],
      score: listSaid ? 1.9 : 1.7,
    });
  }
  return out;
}

/** Words that end a new field's name: where it goes, or talk after it. */
const FIELD_NAME_ENDS = new Set(['a', 'al', 'en', 'para', 'de', 'del', 'tambien', 'que']);
const ADD_WORDS =
  /\b(?:anad|agreg|pon|pone|ponga|meter|mete|meta|inclu|sum|crea|apunt|anot|registr|guard|llevar|falta|faltan|necesit|tener\b|tenga\b|tengan\b|tuvieran?\b)/;

/**
 * "poné el celular en su lugar" (a list named before), "a las bicis cobramos una fianza, ¿se la
 * puedes añadir?": a word that adds, a list named, and a name that is no part of the app.
 */
function addedFields(ctx: SuggestContext): Built[] {
  if (!ADD_WORDS.test(ctx.text)) return [];
  const lists = ctx.mentions.filter((m) => !m.field);
  if (lists.length === 0) return [];
  const out: Built[] = [];
  for (let i = 0; i < ctx.words.length; i++) {
    const w = ctx.words[i]!;
    if (!DETERMINERS.has(w.norm) || !['el', 'la', 'un', 'una'].includes(w.norm)) continue;
    const next = ctx.words[i + 1];
    // (A field another list has is a new name here: "a las bicis… una fianza" where the tools
    // have a Fianza.)
    const named = (k: number) =>
      ctx.mentions.some(
        (m) => m.from === k && (!m.field || lists.some((l) => l.entity === m.entity)),
      );
    if (!next || named(i + 1) || verbIntent(next.norm)) continue;
    // (A word no dictionary knows written in capitals is a name: "el ISBN".)
    const acronym = /^\p{Lu}{2,}$/u.test(next.raw) && analyze(next.norm).length === 0;
    if (
      !acronym &&
      !analyze(next.norm).some((a) => a.pos === 'noun') &&
      typeFromLabel(next.norm) === 'text'
    )
      continue;
    const taken: string[] = [];
    for (let k = i + 1; k < ctx.words.length && taken.length < 4; k++) {
      const x = ctx.words[k]!;
      if (taken.length > 0 && (FIELD_NAME_ENDS.has(x.norm) || NAME_ENDS.has(x.norm))) {
        // "foto de la cartilla": "de" and a word that is no list of the app stays in the name.
        if (x.norm === 'de' && !ctx.mentions.some((m) => m.from === k + 1 || m.from === k + 2)) {
          taken.push(x.raw);
          continue;
        }
        break;
      }
      if (named(k)) break;
      taken.push(x.raw);
      if (x.stop) break;
    }
    while (taken.length > 0 && ['de', 'la', 'el', 'del'].includes(fold(taken[taken.length - 1]!)))
      taken.pop();
    if (taken.length === 0) continue;
    // (An acronym keeps its capitals: "ISBN".)
    const label = capital(
      taken.map((w) => (/^\p{Lu}{2,}$/u.test(w) ? w : w.toLowerCase())).join(' '),
    );
    const type = typeFromLabel(fold(label));
    for (const l of lists) {
      const e = ctx.model.entities.find((x) => x.key === l.entity)!;
      if (e.fields.some((f) => fold(f.label) === fold(label))) continue;
      out.push({
        operations: [{ op: 'addField', entity: l.entity, field: { label, type, required: false } }],
        score: 1.5 - Math.abs(l.from - i) / 40,
      });
    }
  }
  return out;
}

/**
 * "pon la app en rosa pastel": a shade outside the table is never guessed, but its colour is the
 * nearest change that is understood (its main colour, from the table).
 */
function shadeColour(ctx: SuggestContext): Built[] {
  const out: Built[] = [];
  const names = Object.keys(COLOURS).sort((a, b) => b.length - a.length);
  for (const name of names) {
    const m = new RegExp(`\\b${name}\\b(?= (\\S+))`).exec(ctx.text);
    if (!m || !UNKNOWN_SHADES.test(m[1] ?? '')) continue;
    out.push({ operations: [{ op: 'setDesign', primaryColor: COLOURS[name]! }], score: 1 });
    break;
  }
  return out;
}

/** A phrase of the lexicon said in the words (its last word in the plural too: "modernas"). */
function phraseAt(ctx: SuggestContext, phrase: string): number {
  const parts = phrase.split(' ');
  return ctx.words.findIndex((_, i) =>
    parts.every((p, k) => {
      const w = ctx.words[i + k]?.norm ?? '';
      return (
        w === p || (k === parts.length - 1 && p.length >= 5 && (w === `${p}s` || w === `${p}es`))
      );
    }),
  );
}

/**
 * "la app en azul oscuro y con letras más modernas": a colour (its main one when a shade follows),
 * a style and a layout said in one instruction, as one design change.
 */
function designWords(ctx: SuggestContext): Built[] {
  const design: Extract<ChangeOperation, { op: 'setDesign' }> = { op: 'setDesign' };
  let colourEnds = -1;
  for (const name of Object.keys(COLOURS).sort((a, b) => b.length - a.length)) {
    const at = phraseAt(ctx, name);
    if (at < 0) continue;
    design.primaryColor = COLOURS[name]!;
    colourEnds = at + name.split(' ').length;
    break;
  }
  for (const [phrase, theme] of [...THEME_WORDS].sort((a, b) => b[0].length - a[0].length)) {
    const at = phraseAt(ctx, phrase);
    // ("azul oscuro" is a shade of the colour, not the dark style.)
    if (at < 0 || at === colourEnds) continue;
    design.theme = theme;
    break;
  }
  for (const [phrase, layout] of [...LAYOUT_WORDS].sort((a, b) => b[0].length - a[0].length)) {
    if (phraseAt(ctx, phrase) < 0) continue;
    design.layout = layout;
    break;
  }
  return Object.keys(design).length >= 3 ? [{ operations: [design], score: 2.2 }] : [];
}

export const SUGGEST_RULES: SuggestRule[] = [
  {
    id: 'design-words',
    what: 'two or more of a colour, a style and a layout said in one instruction',
    build: designWords,
    examples: [
      [
        'laboratorio_dental',
        'quiero la app en azul oscuro y con letras más modernas',
        [{ op: 'setDesign', primaryColor: '#2563eb', theme: 'modern' }],
      ],
    ],
    counterExamples: [
      ['laboratorio_dental', 'el color dental que sea obligatorio'],
      ['laboratorio_dental', 'quita el material de los trabajos'],
    ],
  },
  {
    id: 'colour-of-a-shade',
    what: 'a colour of the table followed by a shade the table lacks (pastel, claro, oscuro…)',
    build: shadeColour,
    examples: [
      [
        'panaderia',
        'poné la app en rosa pastel, como el cartel de mi emprendimiento',
        [{ op: 'setDesign', primaryColor: '#db2777' }],
      ],
      ['coro', 'el color principal verde oscuro', [{ op: 'setDesign', primaryColor: '#16a34a' }]],
    ],
    counterExamples: [
      ['panaderia', 'quita la raza de las mascotas'],
      ['coro', 'añade a los coristas la talla: pequeña, mediana o grande'],
    ],
  },
  {
    id: 'required-of-a-field',
    what: 'a field named and the words of required or optional',
    build: requiredOfField,
    examples: [
      [
        'veterinaria',
        'la raza de las mascotas que sea obligatoria, que siempre se nos olvida',
        [{ op: 'setRequired', entity: 'mascotas', field: 'raza', required: true }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'quita la raza de las mascotas'],
      ['veterinaria', 'añade un campo obligatorio de alergias a las mascotas'],
    ],
  },
  {
    id: 'field-added',
    what: 'a word that adds, a list named and a name that is no part of the app',
    build: addedFields,
    examples: [
      [
        'libreria_usada',
        'los libros, ¿pueden tener el ISBN?',
        [
          {
            op: 'addField',
            entity: 'libros',
            field: { label: 'ISBN', type: 'text', required: false },
          },
        ],
      ],
      [
        'coro',
        'para los coristas queremos apuntar también el email, así les mandamos las partituras',
        [
          {
            op: 'addField',
            entity: 'coristas',
            field: { label: 'Email', type: 'email', required: false },
          },
        ],
      ],
    ],
    counterExamples: [
      ['coro', 'quita el móvil de los coristas'],
      ['coro', 'renombra la cuerda a voz'],
    ],
  },
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
        'liga_futbol',
        'que el local y el visitante se llamen Casa y Fuera',
        [
          { op: 'renameField', entity: 'partidos', field: 'local', label: 'Casa' },
          { op: 'renameField', entity: 'partidos', field: 'visitante', label: 'Fuera' },
        ],
      ],
      [
        'club_lectura',
        'El campo Alta debería decir Fecha de alta',
        [{ op: 'renameField', entity: 'socios', field: 'alta', label: 'Fecha de alta' }],
      ],
      [
        'catering',
        'cámbienle el nombre a Platillos, pongan Menú',
        [{ op: 'renameEntity', entity: 'platillos', label: 'Menú' }],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'añade el móvil a los clientes'],
      ['gimnasio', 'quita las notas de los abonados'],
    ],
  },
  {
    id: 'rename-to-quoted-name',
    what: 'a word that renames and a new name in quotes after a name of the app',
    build: quotedRenames,
    examples: [
      [
        'gimnasio',
        'llamad a la lista de Monitores «Entrenadores», que suena mejor',
        [{ op: 'renameEntity', entity: 'monitores', label: 'Entrenador' }],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'añade a los monitores un campo «Titulación»'],
      ['gimnasio', 'quita «Notas» de los abonados'],
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
          { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Novela gráfica'] },
          { op: 'removeOptions', entity: 'libros', field: 'genero', options: ['Cómic'] },
        ],
      ],
      [
        'coro',
        'en la dificultad, cambia Media por Normal',
        [
          { op: 'addOptions', entity: 'obras', field: 'dificultad', options: ['Normal'] },
          { op: 'removeOptions', entity: 'obras', field: 'dificultad', options: ['Media'] },
        ],
      ],
      [
        'estudio_yoga',
        'en las sesiones, el estilo Prenatal renómbralo a Embarazadas',
        [
          { op: 'addOptions', entity: 'sesiones', field: 'estilo', options: ['Embarazadas'] },
          { op: 'removeOptions', entity: 'sesiones', field: 'estilo', options: ['Prenatal'] },
        ],
      ],
      [
        'libreria_usada',
        'Historieta cámbiala por Cómic en el género',
        [
          { op: 'addOptions', entity: 'libros', field: 'genero', options: ['Cómic'] },
          { op: 'removeOptions', entity: 'libros', field: 'genero', options: ['Historieta'] },
        ],
      ],
    ],
    counterExamples: [
      ['club_lectura', 'cambia el género a texto'],
      ['club_lectura', 'cambia el género por otro campo'],
    ],
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
      [
        'catering',
        'que los meseros puedan ver los eventos pero no tocarlos',
        [{ op: 'setRule', entity: 'eventos', rule: 'catalogo' }],
      ],
      [
        'autoescuela',
        'los vehículos que puedan verlos todos los profesores pero solo yo los cambio',
        [{ op: 'setRule', entity: 'vehiculos', rule: 'catalogo' }],
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
      [
        'mensajeria',
        'en los mensajeros, la bici que se elija entre Propia, De la empresa o Alquilada',
        [{ op: 'addOptions', entity: 'mensajeros', field: 'bici', options: ['Alquilada'] }],
      ],
    ],
    counterExamples: [
      ['coro', 'añade un campo de importe a los coristas'],
      ['mensajeria', 'en los mensajeros, que la bici se elija entre Propia y De la empresa'],
      ['coro', 'la sala de los ensayos no hace falta'],
      ['coro', 'cuando cambie la sala de un ensayo, que me llegue un correo'],
    ],
  },
  {
    id: 'field-of-each',
    what: 'a new name said with "de cada <lista>" after it, or after "en cada <lista>,"',
    build: fieldOfEach,
    examples: [
      [
        'gimnasio',
        'la fecha de nacimiento de cada abonado, para felicitarle',
        [
          {
            op: 'addField',
            entity: 'abonados',
            field: { label: 'Fecha de nacimiento', type: 'date', required: false },
          },
        ],
      ],
      [
        'gimnasio',
        'en cada clase, la sala: grande, pequeña o exterior',
        [
          {
            op: 'addField',
            entity: 'clases',
            field: {
              label: 'Sala',
              type: 'choice',
              required: false,
              options: ['Grande', 'Pequeña', 'Exterior'],
            },
          },
        ],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'el teléfono de cada abonado que sea obligatorio'],
      ['mensajeria', 'que en la ficha de cada mensajero salga el total de incidencias'],
      ['gimnasio', 'quita las reservas de cada abonado'],
    ],
  },
  {
    id: 'sign-up-form',
    what: 'people who sign themselves up and a list only the owner sees: a form',
    build: signUpForm,
    examples: [
      [
        'gimnasio',
        'que los abonados nuevos se puedan apuntar sin tener cuenta y que la lista solo la vea yo',
        [{ op: 'setRule', entity: 'abonados', rule: 'formulario', anonymous: true }],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'que los abonados se apunten a las clases'],
      ['gimnasio', 'las reservas que solo las vea yo'],
    ],
  },
  {
    id: 'options-with-capitals',
    what: 'a choice field named, a word that adds and values written with a capital',
    build: optionsWithCapitals,
    examples: [
      [
        'gimnasio',
        'a la cuota le faltan Semestral y Bianual',
        [
          {
            op: 'addOptions',
            entity: 'abonados',
            field: 'cuota',
            options: ['Semestral', 'Bianual'],
          },
        ],
      ],
    ],
    counterExamples: [
      ['gimnasio', 'quita la cuota Anual'],
      ['gimnasio', 'Añade el teléfono a los abonados'],
    ],
  },
  {
    id: 'reference-picked',
    what: 'a list named, a word of choosing and another list named in the singular after it',
    build: referencePicked,
    examples: [
      [
        'veterinaria',
        'en las citas que se pueda elegir el veterinario',
        [
          {
            op: 'addField',
            entity: 'citas',
            field: {
              label: 'Veterinario',
              type: 'reference',
              required: false,
              ref: 'veterinarios',
            },
          },
        ],
      ],
    ],
    counterExamples: [
      ['veterinaria', 'en las citas que se pueda elegir la mascota'],
      ['veterinaria', 'quita los clientes'],
    ],
  },
  {
    id: 'total-of-each',
    what: 'a list (after "cada" first), another that points at it after a word of counting, or a number of it with a word of summing',
    build: totalsOfEach,
    examples: [
      [
        'apicultores',
        'que en cada colmenar se vea cuántas cosechas lleva',
        [{ op: 'addTotal', entity: 'colmenares', from: 'cosechas', label: 'Cosechas' }],
      ],
      [
        'autoescuela',
        'la suma de las tasas de cada alumno, para saber lo que lleva pagado',
        [
          {
            op: 'addTotal',
            entity: 'alumnos',
            from: 'examenes',
            field: 'tasa',
            label: 'Tasa de exámenes',
          },
        ],
      ],
      [
        'protectora',
        'los minutos que ha paseado cada peludo, sumados',
        [
          {
            op: 'addTotal',
            entity: 'peludos_en_acogida',
            from: 'paseos',
            field: 'duracion_en_minutos',
            label: 'Duración en minutos de paseos',
          },
        ],
      ],
      [
        'mensajeria',
        'quiero saber cuánto ha pagado cada cliente',
        [
          {
            op: 'addTotal',
            entity: 'clientes',
            from: 'envios',
            field: 'precio',
            label: 'Precio de envíos',
          },
        ],
      ],
    ],
    counterExamples: [
      ['apicultores', 'añade el número de registro a los apicultores'],
      ['mensajeria', 'quita el precio de los envíos'],
    ],
  },
  {
    id: 'total-removed',
    what: 'a word that removes, a word of a total and a total of the app named by a word of its name',
    build: totalsRemoved,
    examples: [
      [
        'compania_teatro',
        'en las funciones ya no hace falta la suma de entradas',
        [{ op: 'removeTotal', entity: 'funciones', label: 'Entradas de reservas' }],
      ],
      [
        'libreria_usada',
        'no quiero seguir viendo el importe de ventas en los clientes',
        [{ op: 'removeTotal', entity: 'clientes', label: 'Importe de ventas' }],
      ],
    ],
    counterExamples: [
      ['compania_teatro', 'quita las funciones'],
      ['compania_teatro', 'no quiero seguir viendo las funciones'],
      ['apicultores', 'añade el total de kilos en los colmenares'],
    ],
  },
  {
    id: 'account-field',
    what: 'a word of entering and a list with an email field (the one named, or its only one)',
    build: accountSaid,
    examples: [
      [
        'compania_teatro',
        'los intérpretes van a entrar con su email',
        [{ op: 'setAccountField', entity: 'interpretes', field: 'email' }],
      ],
      [
        'compania_teatro',
        'que el usuario de los intérpretes sea su email',
        [{ op: 'setAccountField', entity: 'interpretes', field: 'email' }],
      ],
    ],
    counterExamples: [
      ['compania_teatro', 'añade el email a los intérpretes'],
      ['mensajeria', 'que los envíos entren por la mañana'],
    ],
  },
  {
    id: 'own-records',
    what: 'each person (a list after "cada") sees only the records of a list that point at them',
    build: ownRecords,
    examples: [
      [
        'mensajeria',
        'que cada mensajero vea solo los envíos que tiene a su nombre',
        [
          { op: 'setRule', entity: 'envios', rule: 'vinculada', linkField: 'mensajero' },
          { op: 'setAccountField', entity: 'mensajeros', field: 'correo' },
        ],
      ],
      [
        'guarderia',
        'que las familias entren con el email de la familia y vean solo los partes de su niño',
        [
          { op: 'setRule', entity: 'partes_diarios', rule: 'vinculada', linkField: 'nino' },
          { op: 'setAccountField', entity: 'ninos', field: 'email_de_la_familia' },
        ],
      ],
      [
        'estudio_yoga',
        'que cada alumna pueda ver sus bonos entrando con el email',
        [
          { op: 'setRule', entity: 'bonos', rule: 'vinculada', linkField: 'alumno' },
          { op: 'setAccountField', entity: 'alumnos', field: 'email' },
        ],
      ],
      [
        'autoescuela',
        'Los alumnos que entren con su correo y que vean solamente sus exámenes',
        [
          { op: 'setRule', entity: 'examenes', rule: 'vinculada', linkField: 'alumno' },
          { op: 'setAccountField', entity: 'alumnos', field: 'email' },
        ],
      ],
    ],
    counterExamples: [
      ['mensajeria', 'que cada mensajero tenga su zona'],
      ['compania_teatro', 'quiero ver las obras en tarjetas'],
    ],
  },
  {
    id: 'mail-off',
    what: 'a mail word, a word of no longer, and a list (or a field) whose mail the app sends',
    build: mailsOff,
    examples: [
      [
        'apicultores',
        'ya no me mandes correo cuando se crea un colmenar',
        [{ op: 'setNotify', entity: 'colmenares', onCreate: false }],
      ],
    ],
    counterExamples: [
      ['apicultores', 'mándame un correo cuando se cree una cosecha'],
      ['apicultores', 'ya no hace falta el colmenar en las cosechas'],
    ],
  },
  {
    id: 'mail-when',
    what: 'a mail word and a choice field after "cuando cambie", or a list after "cuando se <verbo>"',
    build: mailsWhen,
    examples: [
      [
        'mensajeria',
        'que al cliente le llegue un correo cuando cambie el estado de su envío',
        [{ op: 'setNotify', entity: 'envios', onChangeOf: 'estado' }],
      ],
      [
        'mensajeria',
        'mándenle un correo al cliente cuando su envío cambie de estado',
        [{ op: 'setNotify', entity: 'envios', onChangeOf: 'estado' }],
      ],
      [
        'compania_teatro',
        'avísenme por correo cuando se cree una obra nueva',
        [{ op: 'setNotify', entity: 'obras', onCreate: true }],
      ],
      [
        'catering',
        'que me llegue un correo en cuanto se confirme un evento',
        [{ op: 'setNotify', entity: 'eventos', onChangeOf: 'estado' }],
      ],
    ],
    counterExamples: [
      ['mensajeria', 'ya no quiero correos cuando se cree un envío'],
      ['compania_teatro', 'cambia el estado de las funciones a texto'],
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
  const out: string[] = [];
  for (const phrase of newListPhrases(ctx)) {
    const rest = phrase.rest.trim();
    out.push(`crea ${phrase.noun} con ${rest}`);
    // The fields alone, up to the first clause that is no field ("y que …", ". Y …").
    const cut = rest.split(
      /[.;)]|,?\s+y\s+que\s+|,\s+que\s+|,?\s+y\s+(?:en|que|a qu[eé])\s+|,\s+y\s+/u,
    )[0]!;
    if (cut !== rest) out.push(`crea ${phrase.noun} con ${cut.replace(/[(:]/g, ' ')}`);
  }
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

// ——— totals, accounts, own records and mails, said loosely (decision 0268) ———

/**
 * "el cumpleaños de cada corista", "en cada reserva, el canal: teléfono, recepción o app": a new
 * name said with "de cada <lista>" after it, or after "en cada <lista>," (a choice when values
 * follow a colon); no verb needed.
 */
function fieldOfEach(ctx: SuggestContext): Built[] {
  const out: Built[] = [];
  for (const l of ctx.mentions) {
    if (l.field || ctx.words[l.from - 1]?.norm !== 'cada') continue;
    const e = entityAt(ctx, l.entity)!;
    const labels: string[] = [];
    // "el cumpleaños de cada corista"
    if (['de', 'a', 'para'].includes(ctx.words[l.from - 2]?.norm ?? '')) {
      let k = l.from - 3;
      const taken: string[] = [];
      while (k >= 0 && taken.length < 3 && !DETERMINERS.has(ctx.words[k]!.norm)) {
        // (A field another list has is a new name here.)
        const named = ctx.mentions.some(
          (m) => m.from <= k && k < m.to && (!m.field || m.entity === e.key),
        );
        if (ctx.words[k]!.stop || named) break;
        taken.unshift(ctx.words[k]!.raw);
        k--;
      }
      if (taken.length > 0 && k >= 0 && DETERMINERS.has(ctx.words[k]!.norm))
        labels.push(taken.join(' '));
    }
    // "en cada reserva, el canal: …"
    if (
      ['en', 'para', 'a'].includes(ctx.words[l.from - 2]?.norm ?? '') &&
      DETERMINERS.has(ctx.words[l.to]?.norm ?? '')
    ) {
      const taken: string[] = [];
      for (let k = l.to + 1; k < ctx.words.length && taken.length < 3; k++) {
        const w = ctx.words[k]!;
        // ("las horas de formación": "de" and a word that names nothing stay in the name.)
        const inName =
          w.norm === 'de' && taken.length > 0 && !ctx.mentions.some((m) => m.from === k + 1);
        if (!inName && (NAME_ENDS.has(w.norm) || FIELD_NAME_ENDS.has(w.norm) || verbIntent(w.norm)))
          break;
        if (ctx.mentions.some((m) => m.from === k && (!m.field || m.entity === e.key))) break;
        taken.push(w.raw);
        if (w.stop) break;
      }
      if (taken.length > 0) labels.push(taken.join(' '));
    }
    for (const raw of labels) {
      const label = capital(raw.toLowerCase());
      // "en la ficha de cada alumno": a word of the app's screens names no new field.
      if (SCREEN_WORDS.has(fold(label))) continue;
      if (
        verbIntent(fold(raw.split(' ')[0]!)) ||
        e.fields.some((f) => fold(f.label) === fold(label))
      )
        continue;
      const after = ctx.instruction.slice(ctx.instruction.indexOf(raw) + raw.length);
      const options = /^\s*:/.test(after) ? enumeration(ctx) : null;
      out.push({
        operations: [
          {
            op: 'addField',
            entity: e.key,
            field: options
              ? { label, type: 'choice', required: false, options }
              : { label, type: typeFromLabel(fold(label)), required: false },
          },
        ],
        score: 1.8,
      });
    }
  }
  return out;
}

/** Words of the app's screens, never a new field's name. */
const SCREEN_WORDS = new Set(
  'ficha fichas lista listado tabla pantalla app aplicacion seccion apartado vista detalle pagina'.split(
    ' ',
  ),
);

/** People who sign themselves up, and a list only the owner sees. */
const SIGN_UP =
  /\b(?:se )?(?:apunten|apunte|apuntarse|apuntar|inscriban|inscriba|inscribirse|registren|registre|registrarse|den de alta|darse de alta)\b/;
const ONLY_WE_SEE =
  /\bsolo (?:la |lo |los |las )?(?:vea|veamos|veo|vemos|vere|veremos) (?:yo|nosotros|nosotras)\b|\b(?:solo|solamente) (?:yo|nosotros|nosotras) (?:la |lo |los |las )?(?:vea|veamos|veo|vemos)\b/;
const NO_ACCOUNT = /\bsin (?:tener )?(?:cuenta|usuario|registrarse|registro)\b/;

/**
 * "que los alumnos nuevos se puedan apuntar desde la web sin tener cuenta, y que la lista solo la
 * vea yo": people who sign themselves up and a list only the owner sees (a form), open to anyone
 * without an account when it says so; on the list named, or else on the lists of people (an
 * email field) that are no form yet.
 */
function signUpForm(ctx: SuggestContext): Built[] {
  if (!SIGN_UP.test(ctx.text) || !ONLY_WE_SEE.test(ctx.text)) return [];
  const anonymous = NO_ACCOUNT.test(ctx.text);
  const named = ctx.mentions.filter((m) => !m.field).map((m) => m.entity);
  const people = ctx.model.entities
    .filter((e) => e.rule !== 'formulario' && e.fields.some((f) => f.type === 'email'))
    .map((e) => e.key);
  const lists = named.length > 0 ? [...new Set(named)] : people;
  return lists.map((entity) => ({
    operations: [
      { op: 'setRule', entity, rule: 'formulario', ...(anonymous && { anonymous: true }) },
    ],
    score: named.length > 0 ? 2.4 : 1.8,
  }));
}

/**
 * "al material de los trabajos le faltan PMMA y Cromo-cobalto", "damos también el C, añádelo a
 * los permisos": a choice field named, a word that adds, and values written with a capital
 * (never the first word of a sentence, a name of the app or an option it has).
 */
function optionsWithCapitals(ctx: SuggestContext): Built[] {
  if (!ADD_WORDS.test(ctx.text) && !/\bopcion\b/.test(ctx.text)) return [];
  const fields = ctx.mentions.filter((m) => m.field && !m.fuzzy);
  if (fields.length === 0) return [];
  const appWords = new Set(
    ctx.model.entities.flatMap((e) => [
      ...wordsOf(e.label).map((w) => w.norm),
      ...wordsOf(e.labelPlural).map((w) => w.norm),
      ...e.fields.flatMap((f) => wordsOf(f.label).map((w) => w.norm)),
    ]),
  );
  const values: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) values.push(current.join(' '));
    current = [];
  };
  for (const m of ctx.instruction.matchAll(/([\p{L}\p{N}][\p{L}\p{N}-]*)([^\p{L}\p{N}-]*)/gu)) {
    const word = m[1]!;
    const first = m.index === 0 || /[.!?¿¡:]\s*$/u.test(ctx.instruction.slice(0, m.index));
    const cap = /^\p{Lu}/u.test(word) && !first && !appWords.has(fold(word));
    if (cap) current.push(word);
    else flush();
    if (cap && /[^\s]/.test(m[2]!)) flush();
  }
  flush();
  const out: Built[] = [];
  for (const m of fields) {
    const f = entityAt(ctx, m.entity)!.fields.find((x) => x.key === m.field)!;
    if (f.type !== 'choice' || !f.options) continue;
    const have = new Set(f.options.map((o) => fold(o)));
    const options = values.filter((v) => !have.has(fold(v)));
    if (options.length === 0 || options.length > 6) continue;
    out.push({
      operations: [{ op: 'addOptions', entity: m.entity, field: f.key, options }],
      score: 2,
    });
  }
  return out;
}

/** Words that choose or show a record of another list ("que se pueda escoger el platillo"). */
const PICK =
  /\b(?:escoger|elegir|seleccionar|escoja|elija|seleccione|aparezca|salga|figure|indicar|poner|ponga)\b/;

/**
 * "que en los eventos se pueda escoger el platillo", "al crear una cita que aparezca el
 * veterinario": a list named, a word of choosing and another list named in the singular after it
 * (a reference from the first to the second).
 */
function referencePicked(ctx: SuggestContext): Built[] {
  const pick = PICK.exec(ctx.text);
  if (!pick) return [];
  const at = wordAt(ctx, pick.index);
  const lists = ctx.mentions.filter((m) => !m.field);
  const out: Built[] = [];
  for (const target of lists) {
    if (target.from <= at || target.from > at + 3) continue;
    const t = entityAt(ctx, target.entity)!;
    if (
      fold(
        ctx.words
          .slice(target.from, target.to)
          .map((w) => w.raw)
          .join(' '),
      ) !== fold(t.label)
    )
      continue;
    for (const owner of lists) {
      if (owner.entity === target.entity || owner.from > at) continue;
      const o = entityAt(ctx, owner.entity)!;
      if (o.fields.some((f) => f.ref === t.key || fold(f.label) === fold(t.label))) continue;
      out.push({
        operations: [
          {
            op: 'addField',
            entity: o.key,
            field: { label: t.label, type: 'reference', required: false, ref: t.key },
          },
        ],
        score: 2,
      });
    }
  }
  return out;
}

const entityAt = (ctx: SuggestContext, key: string) =>
  ctx.model.entities.find((e) => e.key === key);
/** A word of a field's or list's name said with another ending ("se entregan" for Entrega). */
const stemSaid = (ctx: SuggestContext, label: string) =>
  wordsOf(label)
    .map((w) => w.norm)
    .filter((w) => w.length >= 5)
    .some((w) => ctx.words.some((x) => x.norm.slice(0, 6) === w.slice(0, 6)));

/** Words that ask how many, or how much in all. */
const HOW_MANY = /\b(?:cuant[oa]s|contador|recuento|conteo|numero de)\b/;
/** Said just before a list, a count of it: "cuántos envíos", "el total de envíos". */
const COUNT_BEFORE = /\b(?:cuant[oa]s|contador|recuento|conteo|numero|total|cantidad)\b/;
/** "cuánto ha pagado cada cliente": a sum of the only money field of what points at it. */
const MONEY_SPENT =
  /\bcuanto (?:se |nos |me |le |les )?(?:ha |han |lleva |llevan |ha ido |va )?(?:pagad|gastad|facturad|cobrad|dejad|invertid|pag|gast|factur|cobr|ingres)[a-z]*\b|\b(?:lo que|cuanto) (?:valen|vale|cuestan|cuesta|costaron|costo|cobramos|pagamos|pagaron)\b/;
const SUM_WORDS = /\b(?:cuant[oa]|suma|sumad[oa]s?|sumando|sumar|total|en total)\b/;

/**
 * "en cada apicultor mostrá cuántos préstamos de equipo lleva", "¿cuánto se ha dejado cada
 * alumno en tasas? … sumado": a list named (after "cada" first), another list that points at it
 * said after a word of counting (a count), or a number of that list said with a word of summing
 * (a sum); the reference the instruction names when the other list has several.
 */
function totalsOfEach(ctx: SuggestContext): Built[] {
  const count = HOW_MANY.test(ctx.text) || /\b(?:total|cantidad) de\b/.test(ctx.text);
  const sum = SUM_WORDS.test(ctx.text);
  const spent = MONEY_SPENT.test(ctx.text);
  if (!count && !sum) return [];
  const out: Built[] = [];
  const owners = ctx.mentions.filter((m) => !m.field);
  for (const o of owners) {
    const owner = entityAt(ctx, o.entity)!;
    const each = ctx.words[o.from - 1]?.norm === 'cada';
    for (const from of ctx.model.entities) {
      if (from.key === owner.key) continue;
      const refs = from.fields.filter((f) => f.type === 'reference' && f.ref === owner.key);
      if (refs.length === 0) continue;
      const named = refs.filter(
        (f) =>
          ctx.mentions.some((m) => m.entity === from.key && m.field === f.key) ||
          stemSaid(ctx, f.label),
      );
      const vias =
        refs.length === 1 ? [undefined] : (named.length > 0 ? named : refs).map((f) => f.key);
      const has = (label: string) =>
        (owner.totals ?? []).some((t) => fold(t.label) === fold(label));
      const score = (each ? 2.3 : 1.9) - (vias.length > 1 ? 0.2 : 0);
      // A count: the other list named after a word of counting.
      const listSaid = ctx.mentions.find(
        (m) =>
          !m.field &&
          m.entity === from.key &&
          COUNT_BEFORE.test(
            ctx.words
              .slice(Math.max(0, m.from - 3), m.from)
              .map((w) => w.norm)
              .join(' '),
          ),
      );
      if (count && listSaid && !has(from.labelPlural))
        for (const via of vias)
          out.push({
            operations: [
              {
                op: 'addTotal',
                entity: owner.key,
                from: from.key,
                ...(via && { via }),
                label: from.labelPlural,
              },
            ],
            score,
          });
      // A sum: a number of the other list named with a word of summing, or its only money
      // field when the instruction asks how much was paid or spent.
      if (!sum) continue;
      const money = from.fields.filter((f) => f.type === 'money');
      const summed = ctx.mentions
        .filter((m) => m.entity === from.key && m.field)
        .map((m) => m.field!)
        .filter((key) => from.fields.some((f) => f.key === key && f.type !== 'reference'));
      if (spent && money.length === 1 && summed.length === 0) summed.push(money[0]!.key);
      // ("los minutos que ha paseado cada peludo, sumados": a word of Duración en minutos.)
      if (summed.length === 0)
        for (const f of from.fields)
          if (
            (f.type === 'number' || f.type === 'money') &&
            wordsOf(f.label).some(
              (w) => w.norm.length >= 5 && ctx.words.some((x) => sameWord(x.norm, w.norm)),
            )
          )
            summed.push(f.key);
      for (const key of summed) {
        const f = from.fields.find((x) => x.key === key)!;
        if (f.type !== 'number' && f.type !== 'money') continue;
        const label = `${f.label} de ${from.labelPlural.toLowerCase()}`;
        if (has(label)) continue;
        for (const via of vias)
          out.push({
            operations: [
              {
                op: 'addTotal',
                entity: owner.key,
                from: from.key,
                ...(via && { via }),
                field: f.key,
                label,
              },
            ],
            score,
          });
      }
    }
  }
  return out;
}

/** "no quiero seguir viendo …", "que no salga …": something shown, no longer wanted. */
const NOT_SEEN =
  /\bno (?:quiero|necesito|hace falta|me hace falta) (?:seguir )?(?:ver|viendo)\b|\bque no (?:salga|aparezca|se vea|se muestre)\b/;
const TOTAL_WORDS =
  /\b(?:contador|contadores|recuento|conteo|suma|total|totales|cuenta de|cuantos|cuantas)\b/;

/**
 * "sobra el contador de clases prácticas", "ya no quiero ver la suma de kilos, sacala": a word
 * that removes, a word of a total and a total the app shows named by a word of its name; on the
 * list the instruction names first.
 */
function totalsRemoved(ctx: SuggestContext): Built[] {
  if (!removalSaid(ctx.text) && !NOT_SEEN.test(ctx.text)) return [];
  const totalSaid = TOTAL_WORDS.test(ctx.text);
  const out: Built[] = [];
  for (const e of ctx.model.entities)
    for (const t of e.totals ?? []) {
      const words = wordsOf(t.label)
        .map((w) => w.norm)
        .filter((w) => w.length >= 4);
      if (!words.some((w) => ctx.words.some((x) => sameWord(x.norm, w)))) continue;
      // Without a word of a total, only its whole name says it ("el importe de ventas").
      const whole = ` ${ctx.text} `.includes(
        ` ${wordsOf(t.label)
          .map((w) => w.norm)
          .join(' ')} `,
      );
      // (A total named like a list, "Funciones", is the list when no word of a total is said.)
      const listName = ctx.model.entities.some(
        (x) => fold(x.labelPlural) === fold(t.label) || fold(x.label) === fold(t.label),
      );
      if (!totalSaid && (!whole || listName)) continue;
      const where = ctx.mentions.some((m) => !m.field && m.entity === e.key);
      out.push({
        operations: [{ op: 'removeTotal', entity: e.key, label: t.label }],
        score: where ? 2.4 : 2,
      });
    }
  return out;
}

const ACCOUNT_WORDS = /\b(?:email|e mail|mail|correo|cuenta|usuario|app|aplicacion|login)\b/;
const ENTERS =
  /\b(?:entre|entren|entrar|entrando|entran|acceda|accedan|acceder|ingrese|ingresen|ingresar|inicie|inicien|usuario|login|loguearse|loguee|logueen)\b/;

/** The email fields of a list the instruction says, the one it names first. */
function accountFieldsOf(ctx: SuggestContext, key: string): string[] {
  const e = entityAt(ctx, key)!;
  const emails = e.fields.filter((f) => f.type === 'email');
  const said = emails.filter((f) =>
    ctx.mentions.some((m) => m.entity === key && m.field === f.key),
  );
  return (said.length > 0 ? said : emails.length === 1 ? emails : []).map((f) => f.key);
}

/**
 * "el email de los profesores es con el que van a entrar", "que los clientes entren con su email
 * normal": a word of entering and a list with an email field; the email it names, or its only one.
 */
function accountSaid(ctx: SuggestContext): Built[] {
  // ("que se elija entre A y B": "entre" enters nothing without an email or an account said.)
  if (!ENTERS.test(ctx.text) || !ACCOUNT_WORDS.test(ctx.text)) return [];
  const out: Built[] = [];
  const seen = new Set<string>();
  for (const m of ctx.mentions) {
    if (seen.has(m.entity)) continue;
    // The list named, or named as whose email it is ("el email de los profesores").
    if (m.field && !ctx.mentions.some((x) => !x.field && x.entity === m.entity)) continue;
    seen.add(m.entity);
    const e = entityAt(ctx, m.entity)!;
    for (const field of accountFieldsOf(ctx, m.entity))
      if (e.accountField !== field)
        out.push({ operations: [{ op: 'setAccountField', entity: e.key, field }], score: 2.1 });
  }
  return out;
}

/** "vea solo las prácticas que tiene a su nombre", "los papeles en los que figura". */
const SEES = /\b(?:ve|vea|vean|ver|viera|vieran|vera)\b/;
const OWN =
  /\b(?:a su nombre|de su|suy[oa]s|sus|en (?:los|las) que (?:figura|aparece|esta|sale)|que (?:figura|figuran|aparece|aparecen|lleva|llevan|tiene|tienen))\b/;

/**
 * "que cada apicultor vea solamente los colmenares que figuran a su nombre": each person (a list
 * after "cada") sees only the records of another list that point at them, with the person's email
 * as their account when the app has none yet.
 */
function ownRecords(ctx: SuggestContext): Built[] {
  const sees = SEES.exec(ctx.text);
  if (!sees || !OWN.test(ctx.text)) return [];
  const seesAt = wordAt(ctx, sees.index);
  const out: Built[] = [];
  // Each person: a list after "cada", else a list named before the verb of seeing ("que los
  // mensajeros vean nada más sus envíos").
  const each = ctx.mentions.filter((m) => !m.field && ctx.words[m.from - 1]?.norm === 'cada');
  // (Or the list whose email field is named: "entren con el email de la familia".)
  const persons =
    each.length > 0
      ? each
      : ctx.mentions.filter(
          (m) =>
            m.to <= seesAt &&
            (!m.field ||
              entityAt(ctx, m.entity)!.fields.find((f) => f.key === m.field)?.type === 'email'),
        );
  for (const p of persons) {
    const person = entityAt(ctx, p.entity)!;
    for (const r of ctx.mentions) {
      if (r.field || r.entity === person.key || r.from < seesAt) continue;
      const records = entityAt(ctx, r.entity)!;
      const refs = records.fields.filter((f) => f.type === 'reference' && f.ref === person.key);
      const named = refs.filter((f) =>
        ctx.mentions.some((m) => m.from > r.to && m.entity === records.key && m.field === f.key),
      );
      for (const link of refs.length === 1 ? refs : named) {
        const rule: ChangeOperation = {
          op: 'setRule',
          entity: records.key,
          rule: 'vinculada',
          linkField: link.key,
        };
        const accounts = person.accountField ? [] : accountFieldsOf(ctx, person.key);
        for (const field of accounts)
          out.push({
            operations: [rule, { op: 'setAccountField', entity: person.key, field }],
            score: 2.4,
          });
        out.push({ operations: [rule], score: accounts.length > 0 ? 1.7 : 2.4 });
      }
    }
  }
  return out;
}

/**
 * "ya no me mandes correo cuando se crea un colmenar": a mail the app sends, no longer wanted (on
 * a new record of the list named, or on the change of the field named).
 */
function mailsOff(ctx: SuggestContext): Built[] {
  if (
    !MAIL_WORDS.test(ctx.text) ||
    !/\b(?:ya no|deja de|deje de|dejen de|no quiero|no hace falta|sin)\b/.test(ctx.text)
  )
    return [];
  const out: Built[] = [];
  for (const m of ctx.mentions) {
    const e = entityAt(ctx, m.entity)!;
    if (!m.field && e.notify?.onCreate)
      out.push({ operations: [{ op: 'setNotify', entity: e.key, onCreate: false }], score: 2.3 });
    if (m.field && e.notify?.onChangeOf === m.field)
      out.push({ operations: [{ op: 'setNotify', entity: e.key, onChangeOf: null }], score: 2.3 });
  }
  return out;
}

const MAIL_WORDS = /\b(?:correo|correos|email|mail|avis[a-z]*|notifi[a-z]*)\b/;
const WHEN = '(?:cuando|cada vez que|siempre que|en cuanto|apenas)';
const WHEN_CHANGES = new RegExp(
  `\\b${WHEN}\\b(?: [a-z]+){0,3}? (?:se )?(?:cambie|cambia|cambien|modifique|modifiquen|actualice|actualicen|pase|pasen)\\b(?: de| a)?`,
);
const WHEN_NEW = new RegExp(
  `\\b${WHEN} (?:alguien )?(?:se )?(?:cree|creen|reporte|reporten|registre|registren|apunte|apunten|anote|anoten|cargue|carguen|haga|hagan|pida|pidan|llegue|lleguen|entre|entren|haya|reserve|reserven|inscriba|inscriban|mande|manden)\\b`,
);

/**
 * "cuando cambie el estado de una función, que avise por correo": a mail word and a choice field
 * after "cuando cambie" (a mail to whoever made the record); "avisadme al correo cuando se
 * reporte una incidencia nueva": a mail word and a list after "cuando se <verb>" (a mail on each
 * new record).
 */
function mailsWhen(ctx: SuggestContext): Built[] {
  if (!MAIL_WORDS.test(ctx.text) || /\b(?:ya no|deja de|no quiero)\b/.test(ctx.text)) return [];
  const out: Built[] = [];
  const changes = WHEN_CHANGES.exec(ctx.text);
  if (changes) {
    const at = wordAt(ctx, changes.index + changes[0].length);
    for (const m of ctx.mentions) {
      if (!m.field || m.from < at || m.from > at + 3) continue;
      const e = entityAt(ctx, m.entity)!;
      const f = e.fields.find((x) => x.key === m.field)!;
      if (f.type !== 'choice' || e.notify?.onChangeOf === f.key) continue;
      const listSaid = ctx.mentions.some((x) => !x.field && x.entity === e.key);
      out.push({
        operations: [{ op: 'setNotify', entity: e.key, onChangeOf: f.key }],
        score: listSaid ? 2.3 : 1.9,
      });
    }
  }
  // "en cuanto se confirme un evento": a verb said like an option of a choice field (Confirmado).
  const when = new RegExp(`\\b${WHEN}\\b(?: [a-z]+){0,3}? (?:se )?([a-z]{5,})`).exec(ctx.text);
  if (when && !changes) {
    const stem = when[1]!.slice(0, 6);
    for (const e of ctx.model.entities)
      for (const f of e.fields) {
        if (f.type !== 'choice' || e.notify?.onChangeOf === f.key) continue;
        if (!(f.options ?? []).some((o) => fold(o).slice(0, 6) === stem)) continue;
        const listSaid = ctx.mentions.some((x) => !x.field && x.entity === e.key);
        out.push({
          operations: [{ op: 'setNotify', entity: e.key, onChangeOf: f.key }],
          score: listSaid ? 2.3 : 1.8,
        });
      }
  }
  const made = WHEN_NEW.exec(ctx.text);
  if (made && !changes && out.length === 0) {
    const at = wordAt(ctx, made.index);
    for (const m of ctx.mentions) {
      if (m.field || m.from < at || m.from > at + 6) continue;
      const e = entityAt(ctx, m.entity)!;
      if (e.notify?.onCreate) continue;
      out.push({ operations: [{ op: 'setNotify', entity: e.key, onCreate: true }], score: 2.2 });
      break;
    }
  }
  return out;
}
