// Spanish morphology for the offline engine, from the Hunspell dictionary `dictionary-es`
// (maintained, MIT/LGPL/MPL word list of the RLA-ES project). Its .dic lists lemmas with affix
// flags and its .aff says how each flag inflects them; reading a word backwards through those
// rules gives its lemma and, from the lemma's flags, its part of speech: a lemma with a verb
// conjugation flag (R, E, I, X) and an -ar/-er/-ir ending is a verb, one with the plural flag
// S is a noun or adjective, and G marks words that also inflect for gender (vecino → vecina).
// See docs/decisions/0150-concepts-from-the-idea.md for why this and not a stemmer.

import { readFileSync } from 'node:fs';
import { pluralOfPhrase } from '../../../../contracts/app-definition.ts';

// The package's two files (0.9 MB) are read when the first word is analysed, not imported at
// start-up, where its module would read them into memory for every server
// (docs/decisions/0160-lean-server.md; start-up still checks that it resolves, lib/lazy-deps.ts).
const readDictionaryFile = (name: 'index.aff' | 'index.dic') =>
  readFileSync(new URL(name, import.meta.resolve('dictionary-es')), 'utf8');

export type PartOfSpeech = 'verb' | 'noun' | 'other';

export interface Analysis {
  /** Lemma with its accents, as the dictionary writes it: "préstamo", "prestar". */
  lemma: string;
  pos: PartOfSpeech;
  /** Lemma inflects for gender (vecino/vecina, rápido/rápida). */
  gendered: boolean;
}

interface Rule {
  flag: string;
  strip: string;
  add: string;
  cond: RegExp | null;
  /** `add` and `strip` folded, once at load: lookup() tries every rule for every new word. */
  addFolded: string;
  stripFolded: string;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;

const NOT_ASCII = /[^\t\n\r -~]/;
/** Folded texts with accents, kept: the readers fold the same words and labels many times. */
const folded = new Map<string, string>();
const FOLDED_KEPT = 20_000;

/** Lowercase, accents folded, ñ kept as n. */
export function fold(text: string): string {
  // ASCII has nothing to decompose: lower case is the whole fold, and the common case.
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  let out = folded.get(text);
  if (out === undefined) {
    out = text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
    if (folded.size >= FOLDED_KEPT) folded.clear();
    folded.set(text, out);
  }
  return out;
}

const VERB_FLAGS = ['R', 'E', 'I', 'X'];
const VERB_ENDING = /(ar|er|ir|ír)$/;

interface Entry {
  word: string;
  flags: string;
}

let lexicon: Map<string, Entry[]> | null = null;
/** Suffix rules indexed by the last folded letter of what they add ('' = adds nothing). */
let rulesByEnd: Map<string, Rule[]> | null = null;
let pluralRules: Rule[] = [];
let femaleRules: Rule[] = [];

function parseCondition(cond: string): RegExp | null {
  if (cond === '.' || cond === '') return null;
  return new RegExp(`${cond}$`);
}

function load(): void {
  if (lexicon) return;
  const aff = readDictionaryFile('index.aff').split('\n');
  const dic = readDictionaryFile('index.dic').split('\n');
  const byEnd = new Map<string, Rule[]>();
  const plural: Rule[] = [];
  const female: Rule[] = [];
  for (const line of aff) {
    if (!line.startsWith('SFX ')) continue;
    const parts = line.trim().split(/\s+/);
    if (parts.length < 5) continue;
    const [, flag = '', strip = '', addRaw = '', cond = '.'] = parts;
    const ruleStrip = strip === '0' ? '' : strip;
    const ruleAdd = (addRaw.split('/')[0] ?? '') === '0' ? '' : (addRaw.split('/')[0] ?? '');
    const rule: Rule = {
      flag,
      strip: ruleStrip,
      add: ruleAdd,
      cond: parseCondition(cond),
      addFolded: fold(ruleAdd),
      stripFolded: fold(ruleStrip),
    };
    const end = fold(rule.add).slice(-1);
    const list = byEnd.get(end) ?? [];
    list.push(rule);
    byEnd.set(end, list);
    if (flag === 'S') plural.push(rule);
    if (flag === 'G' && !rule.add.endsWith('s')) female.push(rule);
  }
  const map = new Map<string, Entry[]>();
  for (let i = 1; i < dic.length; i++) {
    const line = dic[i]!.trim();
    if (!line) continue;
    const slash = line.indexOf('/');
    const word = slash >= 0 ? line.slice(0, slash) : line;
    const flags = slash >= 0 ? line.slice(slash + 1) : '';
    if (!word || /[A-Z]/.test(word[0]!)) continue;
    const key = fold(word);
    const list = map.get(key);
    const existing = list?.find((e) => e.word === word);
    if (existing) existing.flags += flags;
    else if (list) list.push({ word, flags });
    else map.set(key, [{ word, flags }]);
  }
  lexicon = map;
  rulesByEnd = byEnd;
  pluralRules = plural;
  femaleRules = female;
}

function posOf(entry: Entry): PartOfSpeech {
  if (VERB_ENDING.test(entry.word) && VERB_FLAGS.some((f) => entry.flags.includes(f)))
    return 'verb';
  if (entry.flags.includes('S')) return 'noun';
  return 'other';
}

function toAnalysis(entry: Entry): Analysis {
  return { lemma: entry.word, pos: posOf(entry), gendered: entry.flags.includes('G') };
}

const cache = new Map<string, Analysis[]>();

/** Affix flags that make a noun from another word (the .aff's derivations, not inflections):
 * -ción (A, Q), -dura (B), -aje (C), -cia (F), -azo (H), -idad (J, K), -ería (L), -ez (M),
 * -illa/-ito (N, U), -ismo (O), -miento (P). */
const NOUN_MAKING = new Set('ABCFHJKLMNOPQU'.split(''));

/** Clitics a verb can carry: "recogerlo", "prestárselas". */
const ENCLITIC = /(?:(?:se|me|te|nos|os)(?:lo|la|los|las|le|les)?|lo|la|los|las|le|les)$/;

function lookup(folded: string): Analysis[] {
  load();
  const out: Analysis[] = [];
  const seen = new Set<string>();
  // How many affix flags a verb's entry has: common verbs take every clitic ("elegir" before
  // the rare "elijar" for "elijan").
  const reach = new Map<Analysis, number>();
  const push = (a: Analysis, flags = '') => {
    const key = `${a.lemma}|${a.pos}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(a);
      reach.set(a, flags.length);
    }
  };
  for (const e of lexicon!.get(folded) ?? []) push(toAnalysis(e), e.flags);
  // Backwards through every suffix rule whose addition ends the word.
  const last = folded.slice(-1);
  for (const list of [rulesByEnd!.get(last) ?? [], rulesByEnd!.get('') ?? []]) {
    for (const rule of list) {
      const add = rule.addFolded;
      if (!folded.endsWith(add) || folded.length - add.length < 1) continue;
      const base = folded.slice(0, folded.length - add.length) + rule.stripFolded;
      for (const e of lexicon!.get(base) ?? []) {
        if (!e.flags.includes(rule.flag)) continue;
        if (rule.cond && !rule.cond.test(e.word)) continue;
        // "clasificación" (clasificar + A), "zapatilla" (zapata + N): a noun of its own, with
        // its own lemma, not the word it was made from.
        if (NOUN_MAKING.has(rule.flag))
          push({
            lemma: e.word.slice(0, e.word.length - rule.strip.length) + rule.add,
            pos: 'noun',
            gendered: false,
          });
        else push(toAnalysis(e), e.flags);
      }
    }
  }
  const verbs = out.filter((a) => a.pos === 'verb');
  if (verbs.length < 2) return out;
  verbs.sort((x, y) => reach.get(y)! - reach.get(x)!);
  let v = 0;
  return out.map((a) => (a.pos === 'verb' ? verbs[v++]! : a));
}

/**
 * Every reading of a word: lemma, part of speech, gender inflection. Accent-insensitive
 * ("prestamos" → préstamo), clitics stripped from verbs ("recogerlo" → recoger).
 */
export function analyze(word: string): Analysis[] {
  const folded = fold(word);
  const cached = cache.get(folded);
  if (cached) return cached;
  let out = folded.length >= 2 && /^[a-z]+$/.test(folded) ? lookup(folded) : [];
  // "clasificaciones", "zapatillas": the plural of a derived noun is two affixes deep.
  if (!out.some((a) => a.pos === 'noun') && /s$/.test(folded) && folded.length > 4) {
    const singulars = [folded.slice(0, -1), folded.slice(0, -2), folded.replace(/ones$/, 'on')];
    for (const s of singulars) {
      if (s === folded) continue;
      const nouns = lookup(s).filter(
        (a) => a.pos === 'noun' && fold(pluralize(a.lemma)) === folded,
      );
      if (nouns.length > 0) {
        out = [...out, ...nouns];
        break;
      }
    }
  }
  if (out.length === 0 && folded.length > 5) {
    const m = ENCLITIC.exec(folded);
    if (m && m.index >= 3) {
      const host = lookup(folded.slice(0, m.index)).filter((a) => a.pos === 'verb');
      if (host.length > 0) out = host;
    }
  }
  if (cache.size > 20_000) cache.clear();
  cache.set(folded, out);
  return out;
}

/** Is this a known Spanish word at all? */
export function isKnown(word: string): boolean {
  return analyze(word).length > 0;
}

/** The dictionary's own spelling (with accents) of a folded lemma, if listed: "prestamo" → "préstamo". */
export function accented(word: string): string {
  load();
  const entries = lexicon!.get(fold(word));
  if (!entries || entries.length === 0) return word;
  if (entries.some((e) => e.word === word)) return word;
  return entries.find((e) => fold(e.word) === fold(word) && e.word !== fold(word))?.word ?? word;
}

/**
 * The plural of a word or a label: a word by the dictionary's S rules ("préstamo" → "préstamos",
 * "reunión" → "reuniones", "pez" → "peces"); a label by the platform's phrase rule with these
 * words ("parte diario" → "partes diarios", "línea de pedido" → "líneas de pedido", never «parte
 * diarios» nor «línea de pedidos»).
 */
export function pluralize(word: string): string {
  if (!/\S\s+\S/.test(word)) return pluralOfWord(word);
  return pluralOfPhrase(word, { word: pluralOfWord, foreign: (w) => !isKnown(fold(w)) });
}

function pluralOfWord(word: string): string {
  load();
  const lower = word.toLowerCase();
  if (/[sx]$/.test(lower) && !/[áéíóú]s$/.test(lower) && fold(lower).length > 3) {
    // "lunes", "análisis", "tórax": invariable.
    if (!/[aeiou]s$/.test(fold(lower)) || /[^aeiou][aeiou]s$/.test(fold(lower))) return word;
  }
  // "mamá" → "mamás", "bebé" → "bebés", "dominó" → "dominós".
  if (/[áéó]$/.test(lower)) return `${word}s`;
  // A word the dictionary does not know, ending in a consonant, is a loanword: "deal" → "deals",
  // "lead" → "leads" (never «deales»).
  // (Only endings Spanish words seldom have, or English vowel pairs: «tatuador» → «tatuadores».)
  if (
    /^[a-z]+$/.test(lower) &&
    (/[bcfghkmpqtvw]$/.test(lower) || /(?:ea|ee|oo|ou)[a-z]$/.test(lower)) &&
    !isKnown(lower)
  )
    return `${word}s`;
  for (const rule of pluralRules) {
    if (!lower.endsWith(rule.strip)) continue;
    if (rule.cond && !rule.cond.test(lower)) continue;
    const out = lower.slice(0, lower.length - rule.strip.length) + rule.add;
    return word[0] === word[0]!.toUpperCase() ? out[0]!.toUpperCase() + out.slice(1) : out;
  }
  return /[aeiouáéó]$/.test(lower) ? `${word}s` : `${word}es`;
}

/** Feminine form of a gendered word: "vecino" → "vecina", "profesor" → "profesora". */
export function feminine(word: string): string {
  load();
  for (const rule of femaleRules) {
    if (!word.endsWith(rule.strip)) continue;
    if (rule.cond && !rule.cond.test(word)) continue;
    return word.slice(0, word.length - rule.strip.length) + rule.add;
  }
  return word;
}

const GENDER_EXCEPTIONS: Record<string, 'm' | 'f'> = {
  foto: 'f',
  moto: 'f',
  bici: 'f',
  crema: 'f',
  cama: 'f',
  rama: 'f',
  goma: 'f',
  broma: 'f',
  pluma: 'f',
  alarma: 'f',
  firma: 'f',
  norma: 'f',
  yema: 'f',
  dama: 'f',
  loma: 'f',
  paloma: 'f',
  tarima: 'f',
  suma: 'f',
  lima: 'f',
  mano: 'f',
  radio: 'f',
  sistema: 'm',
  tema: 'm',
  programa: 'm',
  problema: 'm',
  clima: 'm',
  mapa: 'm',
  día: 'm',
  idioma: 'm',
  planeta: 'm',
  esquema: 'm',
  menú: 'm',
  sofá: 'm',
  agua: 'f',
  clase: 'f',
  noche: 'f',
  tarde: 'f',
  llave: 'f',
  nube: 'f',
  calle: 'f',
  leche: 'f',
  carne: 'f',
  gente: 'f',
  parte: 'f',
  suerte: 'f',
  fuente: 'f',
  frase: 'f',
  base: 'f',
  mente: 'f',
  muerte: 'f',
  nieve: 'f',
  torre: 'f',
  red: 'f',
  pared: 'f',
  sed: 'f',
  imagen: 'f',
  orden: 'f',
  ley: 'f',
  flor: 'f',
  piel: 'f',
  sal: 'f',
  miel: 'f',
  labor: 'f',
  mujer: 'f',
  crisis: 'f',
  tesis: 'f',
  dosis: 'f',
  análisis: 'm',
  lunes: 'm',
  paciente: 'm',
  cliente: 'm',
  estudiante: 'm',
  tenis: 'm',
  césped: 'm',
  huésped: 'm',
  lápiz: 'm',
  pez: 'm',
  arroz: 'm',
  maíz: 'm',
  ajedrez: 'm',
  altavoz: 'm',
  itv: 'f',
  señal: 'f',
  fiebre: 'f',
  gripe: 'f',
  editorial: 'f',
  disfraz: 'm',
  tique: 'm',
  web: 'f',
  app: 'f',
};
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(GENDER_EXCEPTIONS, null);

const MASCULINE_ION = new Set([
  'avion',
  'camion',
  'gorrion',
  'sarampion',
  'aluvion',
  'bastion',
  'escorpion',
  'centurion',
  'guion',
  'ion',
]);

/** Grammatical gender of a noun in the singular. */
export function genderOfNoun(noun: string): 'm' | 'f' {
  const lower = noun.toLowerCase();
  const last = lower.split(' ')[0]!;
  const known = GENDER_EXCEPTIONS[last];
  if (known) return known;
  // "-ión" is feminine (la comunión, la región) but for a few: el avión, el camión.
  if (/i[oó]n$/.test(last) && !MASCULINE_ION.has(fold(last))) return 'f';
  if (/(ción|sión|dad|tad|tud|umbre|ie|sis|itis)$/.test(last)) return 'f';
  if (/(ma|aje|or|án|ón|ío)$/.test(last) && !/(ción|sión)$/.test(last)) {
    if (/ma$/.test(last) && !/(ema|oma|grama)$/.test(last)) return 'f';
    return 'm';
  }
  return /(a|z|d)$/.test(last) ? 'f' : 'm';
}

/** Forces the lexicon to load (startup, benches). Returns the number of lemmas read. */
export function warmMorphology(): number {
  load();
  return lexicon!.size;
}
