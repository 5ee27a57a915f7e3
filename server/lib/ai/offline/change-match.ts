// Tokens and fuzzy name matching for the change reader (issue 27): an instruction's words
// against the labels the owner sees, with or without accents, singular or plural, with a
// typo where the name is still clear (edit distance on each word).

import type { DataEntity, DataField, DataModel } from '../../../../contracts/data-model.ts';
import { CLIPPED, verbIntent } from './change-lexicon.ts';
import { fold, isKnown, pluralize } from './morphology.ts';

export interface Tok {
  /** As written (quotes removed for a quoted span). */
  raw: string;
  /** Folded: lowercase, no accents. */
  f: string;
  kind: 'word' | 'quote' | 'hex' | 'punct';
  /** A yes/no question: "¿pagado?". */
  question?: boolean;
}

const QUOTES = /«([^»]*)»|"([^"]*)"|“([^”]*)”|'([^']*)'|‘([^’]*)’/gy;

export function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    QUOTES.lastIndex = i;
    const q = QUOTES.exec(text);
    if (q) {
      const inner = (q[1] ?? q[2] ?? q[3] ?? q[4] ?? q[5] ?? '').trim();
      if (inner) out.push({ raw: inner, f: fold(inner), kind: 'quote' });
      i = QUOTES.lastIndex;
      continue;
    }
    const question = /^¿([^?]{1,80})\?/.exec(text.slice(i));
    if (question) {
      const inner = question[1]!.trim();
      // "¿pagado?" names a yes/no field; "¿podrías quitar el móvil?" is the instruction itself
      // asked as a question: read its words.
      if (inner && isInstruction(inner)) {
        i++;
        continue;
      }
      if (inner) out.push({ raw: inner, f: fold(inner), kind: 'quote', question: true });
      i += question[0].length;
      continue;
    }
    const hex = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/.exec(text.slice(i));
    if (hex) {
      out.push({ raw: hex[0], f: hex[0].toLowerCase(), kind: 'hex' });
      i += hex[0].length;
      continue;
    }
    // "9:00", "18:30": a time is one word.
    const word = /^(?:\d{1,2}:\d{2}\b|[\p{L}\p{N}][\p{L}\p{N}_\-/]*)/u.exec(text.slice(i));
    if (word) {
      const raw = word[0].replace(/[-/]+$/, '');
      out.push({ raw, f: fold(raw), kind: 'word' });
      i += word[0].length;
      continue;
    }
    if (/[,.;:!?()¿¡]/.test(ch)) out.push({ raw: ch, f: ch, kind: 'punct' });
    i++;
  }
  return out;
}

const ASKING =
  /^(?:podrias|puedes|podeis|pueden|podria|se puede|seria posible|me|nos|y si|que tal si|por que no|como)\b/;

/** A question that asks for a change ("¿podrías quitar…?", "¿y si quitamos…?"), not a field's yes/no name. */
function isInstruction(inner: string): boolean {
  const ws = fold(inner)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
  return ASKING.test(ws.join(' ')) || ws.some((w) => verbIntent(w) !== undefined) || ws.length > 4;
}

/** Damerau-Levenshtein distance (optimal string alignment), capped. */
export function distance(a: string, b: string, cap = 3): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = v;
      if (v < best) best = v;
    }
    if (best > cap) return cap + 1;
  }
  return rows[a.length]![b.length]!;
}

/** A word as it sounds in Spanish: ll/y, b/v, c/z/s before e and i, a silent h, qu/k. */
export function sounds(word: string): string {
  return word
    .replace(/ll/g, 'y')
    .replace(/v/g, 'b')
    .replace(/z/g, 's')
    .replace(/c(?=[ei])/g, 's')
    .replace(/qu(?=[ei])|k|c(?=[aou])/g, 'k')
    .replace(/(^|[^c])h/g, '$1');
}

/** How many typos a word of this length may carry and still name something. */
export function tolerance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

export interface Target {
  kind: 'entity' | 'field';
  entity: DataEntity;
  field?: DataField;
  /** Total typos over the words. */
  dist: number;
}

interface Name {
  words: string[];
  /** How each word sounds (`sounds`), worked out once per definition. */
  sounds: string[];
  target: Omit<Target, 'dist'>;
}

/** How the words asked about sound, kept: the same words are matched against every name. */
const soundsKept = new Map<string, string>();
function soundsOf(word: string): string {
  let s = soundsKept.get(word);
  if (s === undefined) {
    s = sounds(word);
    if (soundsKept.size >= 20_000) soundsKept.clear();
    soundsKept.set(word, s);
  }
  return s;
}

function variants(label: string): string[] {
  const f = fold(label)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
  const out = new Set([f]);
  out.add(
    fold(pluralize(label))
      .replace(/[^a-z0-9ñ]+/g, ' ')
      .trim(),
  );
  const words = f.split(' ');
  const last = words[0]!;
  // "fecha de nacimiento" → "fechas de nacimiento"; "notas" → "nota".
  if (words.length > 1) out.add([fold(pluralize(last)), ...words.slice(1)].join(' '));
  if (/[^aeiou]es$/.test(last) && last.length > 4)
    out.add([last.slice(0, -2), ...words.slice(1)].join(' '));
  if (/s$/.test(last) && last.length > 3) out.add([last.slice(0, -1), ...words.slice(1)].join(' '));
  // "número de carné" for "Nº de carné", "nº de socio" for "Número de socio".
  for (const w of [...out]) {
    const ws = w.split(' ');
    if (ws[0] === 'n' || ws[0] === 'no' || ws[0] === 'num' || ws[0] === 'nro')
      out.add(['numero', ...ws.slice(1)].join(' '));
    if (ws[0] === 'numero') out.add(['n', ...ws.slice(1)].join(' '));
  }
  // "las bicis" for «Bicicleta»: the head word as owners cut it short (CLIPPED).
  for (const w of [...out]) {
    const ws = w.split(' ');
    const single = /^(.+?)(?:es|s)$/.exec(ws[0]!)?.[1];
    const short = CLIPPED[ws[0]!] ?? (single !== undefined ? CLIPPED[single] : undefined);
    if (short) {
      out.add([short, ...ws.slice(1)].join(' '));
      out.add([`${short}s`, ...ws.slice(1)].join(' '));
    }
  }
  // "vacunada" for "Vacunado", "veterinaria" for "Veterinario" (typos no longer cover a known word).
  for (const w of [...out]) {
    const ws = w.split(' ');
    const g = /^(.{3,})([oa])(s?)$/.exec(ws[0]!);
    if (g) out.add([`${g[1]}${g[2] === 'o' ? 'a' : 'o'}${g[3]}`, ...ws.slice(1)].join(' '));
  }
  return [...out].filter(Boolean);
}

/** First words that many fields could start with: never a field's name on their own. */
const GENERIC_HEADS = new Set([
  'fecha',
  'nombre',
  'tipo',
  'numero',
  'hora',
  'precio',
  'estado',
  'foto',
  'notas',
  'datos',
  'dia',
  'lugar',
  'codigo',
  'importe',
  'cantidad',
  'total',
  'descripcion',
  'telefono',
  'correo',
  'email',
  'direccion',
  'turno',
  'tiene',
  'esta',
  'apto',
  'hecho',
  'hecha',
  'veces',
]);

export class Names {
  /** The names by how many words they have, each list in the order they were written. */
  private byLength = new Map<number, Name[]>();
  readonly maxWords: number;
  readonly model: DataModel;
  constructor(model: DataModel) {
    this.model = model;
    let max = 1;
    // The targets each written name already has: looked up, not searched (an app of 20 lists
    // has hundreds of names, and the index is built for every definition read).
    const written = new Map<string, Omit<Target, 'dist'>[]>();
    const push = (text: string, target: Omit<Target, 'dist'>) => {
      for (const v of variants(text)) {
        const words = v.split(' ');
        max = Math.max(max, words.length);
        const targets = written.get(v);
        if (targets?.some((x) => same(x, target))) continue;
        const name = { words, sounds: words.map(soundsOf), target };
        const sized = this.byLength.get(words.length);
        if (sized) sized.push(name);
        else this.byLength.set(words.length, [name]);
        if (targets) targets.push(target);
        else written.set(v, [target]);
      }
    };
    for (const entity of model.entities) {
      push(entity.label, { kind: 'entity', entity });
      push(entity.labelPlural, { kind: 'entity', entity });
      push(entity.key.replace(/_/g, ' '), { kind: 'entity', entity });
      const head = entity.label.split(' ')[0]!;
      const others = model.entities.filter(
        (e) => e !== entity && fold(e.label.split(' ')[0]!) === fold(head),
      );
      if (entity.label.includes(' ') && head.length >= 4 && others.length === 0)
        push(head, { kind: 'entity', entity });
      for (const field of entity.fields) {
        push(field.label, { kind: 'field', entity, field });
        push(field.key.replace(/_/g, ' '), { kind: 'field', entity, field });
      }
    }
    // "la merienda" for "Merienda incluida": a field's first word names it when no other field
    // or entity of the app starts with or is that word, and the word says what the field is
    // about (not "fecha", "nombre", "tipo"…, which many fields could start with).
    const heads = new Map<string, number>();
    const headOf = (label: string) => fold(label.split(' ')[0]!);
    for (const entity of model.entities) {
      for (const label of [entity.label, entity.labelPlural])
        heads.set(headOf(label), (heads.get(headOf(label)) ?? 0) + 2);
      for (const field of entity.fields)
        heads.set(headOf(field.label), (heads.get(headOf(field.label)) ?? 0) + 1);
    }
    for (const entity of model.entities)
      for (const field of entity.fields) {
        const head = headOf(field.label);
        if (
          field.label.includes(' ') &&
          head.length >= 4 &&
          heads.get(head) === 1 &&
          !GENERIC_HEADS.has(head) &&
          !written.has(head)
        )
          push(head, { kind: 'field', entity, field });
      }
    this.maxWords = Math.min(max, 6);
  }

  /** Best targets for exactly these words (folded), fuzzy per word. */
  match(words: string[], fuzzy = true, knownTypos = false): Target[] {
    let best: Target[] = [];
    let bestDist = Number.POSITIVE_INFINITY;
    // Every target the words reach within the typo tolerance, however far.
    const reached: Target[] = [];
    for (const name of this.byLength.get(words.length) ?? []) {
      let total = 0;
      for (let i = 0; i < words.length; i++) {
        const w = words[i]!;
        const n = name.words[i]!;
        if (w === n) continue;
        // A word the dictionary knows ("piso", "masa", "hecha") is that word, not a typo of a
        // name one letter away ("peso", "mesa", "fecha"): only unknown words are typos.
        const tol =
          fuzzy && (knownTypos || !knownWord(w)) ? Math.min(tolerance(n), tolerance(w)) : 0;
        if (tol === 0) {
          total = Number.POSITIVE_INFINITY;
          break;
        }
        // A spelling that sounds the same ("ensallos", "vici", "zerveza") is one typo.
        const d = soundsOf(w) === name.sounds[i] ? 1 : distance(w, n, tol);
        if (d > tol) {
          total = Number.POSITIVE_INFINITY;
          break;
        }
        total += d;
      }
      if (total === Number.POSITIVE_INFINITY) continue;
      const target = { ...name.target, dist: total };
      if (!reached.some((r) => same(r, target))) reached.push(target);
      if (total < bestDist) {
        bestDist = total;
        best = [target];
      } else if (total === bestDist && !best.some((b) => same(b, target))) best.push(target);
    }
    // A name reached only through typos must be the only one within reach: "direcsion" is one
    // letter from Dirección but two from Dimensión, too close to choose (0180, third pass).
    if (bestDist > 0 && reached.some((r) => !best.some((b) => same(b, r)))) return [];
    return best;
  }
}

const known = new Map<string, boolean>();
function knownWord(w: string): boolean {
  let k = known.get(w);
  if (k === undefined) {
    k = isKnown(w);
    if (known.size > 5000) known.clear();
    known.set(w, k);
  }
  return k;
}

function same(a: Omit<Target, 'dist'>, b: Omit<Target, 'dist'>): boolean {
  return a.kind === b.kind && a.entity.key === b.entity.key && a.field?.key === b.field?.key;
}

export function sameTarget(a: Target, b: Target): boolean {
  return same(a, b);
}
