// Mechanical Spanish checks over a composed concept: the slips a template can make when it
// wraps the idea's own words (issue 19 asks for «el préstamo», «las herramientas», «Como
// vecino, quiero…»). Gender and number come from the engine's own morphology, so a finding
// means the composer contradicts what the engine itself believes about the word.
// Used by scripts/lint-concepts.ts over the training and team ideas, and by the tests.

import { ACTORS } from './lexicon.ts';
import { analyze, fold, genderOfNoun, pluralize } from './morphology.ts';
import { ideaAcronyms } from './spanish.ts';

export type LintRule =
  | 'contraction'
  | 'uncontracted'
  | 'article'
  | 'dangling'
  | 'doubled'
  | 'en-person'
  | 'acronym'
  | 'first-person'
  | 'manager-actor'
  | 'punctuation';

export const LINT_RULES: LintRule[] = [
  'contraction',
  'uncontracted',
  'article',
  'dangling',
  'doubled',
  'en-person',
  'acronym',
  'first-person',
  'manager-actor',
  'punctuation',
];

export interface LintIssue {
  rule: LintRule;
  field: 'name' | 'description' | 'feature' | 'story';
  text: string;
  /** The words that break the rule. */
  at: string;
}

export interface LintInput {
  idea: string;
  name: string;
  description: string;
  features: string[];
  userStories: string[];
}

/** Feminine nouns that take "el"/"al"/"del" in the singular: "el agua", "del aula". */
const STRESSED_A = new Set([
  'agua',
  'aula',
  'area',
  'arma',
  'alma',
  'ave',
  'ala',
  'aguila',
  'hacha',
  'hada',
  'hambre',
  'arca',
  'alba',
  'asma',
]);

/** Nouns either article fits: «el/la maratón», «la final» (the match), «el fisio» (the person). */
const EITHER_GENDER = new Set(['maraton', 'final', 'mar', 'azucar', 'arte', 'fisio', 'radio']);
/** «los cuatro compañeros», «los noventa»: numerals are no nouns here. */
const NUMERALS = new Set(
  'dos tres cuatro cinco seis siete ocho nueve diez once doce veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien'.split(
    ' ',
  ),
);

const WORD = /[a-záéíóúüñ]+/i;

interface NounReading {
  gender: 'm' | 'f';
  plural: boolean;
}

/**
 * What the engine believes of a word read as a noun, or null when it is not clearly one (a
 * verb, an adjective that inflects for gender, a word the dictionary does not know).
 */
function nounReading(word: string): NounReading | null {
  const lower = word.toLowerCase();
  if (!/^[a-záéíóúüñ]{2,}$/.test(lower)) return null;
  const readings = analyze(lower);
  // "revisiones": a plural the dictionary lacks still says its number and gender.
  if (readings.length === 0) return /iones$/.test(lower) ? { gender: 'f', plural: true } : null;
  if (readings.some((a) => a.pos !== 'noun' || a.gendered)) return null;
  const lemma = readings[0]!.lemma.toLowerCase();
  // «el dentista», «la dentista»: nouns of common gender agree with whoever they name.
  if (ACTORS.has(fold(lemma)) || /(ista|eta|atra|ante|ente)$/.test(fold(lemma))) return null;
  if (EITHER_GENDER.has(fold(lemma)) || NUMERALS.has(fold(lower))) return null;
  if (readings.some((a) => a.lemma.toLowerCase() !== lemma)) return null;
  // "los campus", "las crisis": a word that does not change in the plural says no number.
  if (fold(pluralize(lemma)) === fold(lemma)) return null;
  const plural = fold(lower) !== fold(lemma) && fold(pluralize(lemma)) === fold(lower);
  if (!plural && fold(lower) !== fold(lemma)) return null;
  return { gender: genderOfNoun(lemma), plural };
}

const ARTICLES: Record<string, NounReading> = {
  el: { gender: 'm', plural: false },
  la: { gender: 'f', plural: false },
  los: { gender: 'm', plural: true },
  las: { gender: 'f', plural: true },
  un: { gender: 'm', plural: false },
  una: { gender: 'f', plural: false },
  unos: { gender: 'm', plural: true },
  unas: { gender: 'f', plural: true },
};

/** Words after which a sentence or list item cannot end. */
const UNFINISHED = new Set(
  'a al ante bajo cada con contra de del desde el en entre hacia hasta la las los mi mis para por según sin sobre su sus tras un una unos unas y e o u que cuyo cuya algún alguna algunos algunas cualquier'.split(
    ' ',
  ),
);

const MANAGERS =
  /^Como (responsable|administrador|administradora|encargado|encargada|gestor|gestora)\b/;
/** First-person reflexive actions that members do for themselves: «apuntarme», «inscribirme». */
const SELF_ACTION =
  /\bquiero (apuntarme|inscribirme|unirme|anotarme|apuntarme|reservar mi|pedir mi|darme de alta|votar|participar)\b/;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function checkText(
  text: string,
  field: LintIssue['field'],
  input: LintInput,
): Map<LintRule, string> {
  const found = new Map<LintRule, string>();
  const add = (rule: LintRule, at: string) => {
    if (!found.has(rule)) found.set(rule, at);
  };
  const words = text.split(/[^a-záéíóúüñA-ZÁÉÍÓÚÜÑ0-9]+/).filter((w) => w.length > 0);
  for (let i = 0; i + 1 < words.length; i++) {
    const w = words[i]!.toLowerCase();
    const next = words[i + 1]!;
    if ((w === 'al' || w === 'del') && WORD.test(next)) {
      const n = nounReading(next);
      if (n && (n.plural || (n.gender === 'f' && !STRESSED_A.has(fold(next)))))
        add('contraction', `${w} ${next}`);
    }
    const article = ARTICLES[w];
    if (article && !(words[i] === 'La' && i > 0)) {
      const n = nounReading(next);
      const stressed = STRESSED_A.has(fold(next)) && (w === 'el' || w === 'un');
      if (n && !stressed && (n.gender !== article.gender || n.plural !== article.plural))
        add('article', `${w} ${next}`);
    }
    if (w === fold(next) && w.length > 1 && !/^\d+$/.test(w)) add('doubled', `${w} ${next}`);
  }
  // Whole words only: «cada día el parte» is no «a el» (`\b` takes «í» for no letter).
  const uncontracted = /(?<![\p{L}\p{N}])(a|de) el(?![\p{L}\p{N}])/iu.exec(text);
  if (uncontracted) add('uncontracted', uncontracted[0]);
  for (const s of field === 'feature' || field === 'name' ? [text] : sentences(text)) {
    const last = /([a-záéíóúüñ]+)\W*$/i.exec(s)?.[1]?.toLowerCase();
    if (last && UNFINISHED.has(last)) add('dangling', last);
  }
  // «Inscripción en los hijos»: one enrols a person in something, not in a person.
  const en = /\ben (?:el|la|los|las|un|una|sus|mis|su|mi|cada) ([a-záéíóúüñ]+)/gi;
  for (const m of text.matchAll(en)) {
    const lemma = fold(analyze(m[1]!).find((a) => a.pos === 'noun')?.lemma ?? m[1]!);
    if (ACTORS.has(lemma) && !/^(familia|mayor|guia|comercial|agente)$/.test(lemma))
      add('en-person', m[0]);
  }
  for (const acronym of ideaAcronyms(input.idea)) {
    const re = new RegExp(`\\b${acronym}\\b`, 'gi');
    for (const m of text.matchAll(re)) if (m[0] !== acronym) add('acronym', m[0]);
  }
  const mine = /(?<![\p{L}])(mi|mis)(?![\p{L}])/iu.exec(text);
  if (field !== 'story' && mine) add('first-person', mine[0]);
  const self = SELF_ACTION.exec(text);
  if (field === 'story' && MANAGERS.test(text) && self) add('manager-actor', self[0]);
  const stray = /\(\s*\)|\s[,.;:)]|[,;:]\s*[,.;:]|\.\.(?!\.)|\(\s|,\s*$|^[,.;:\s]/.exec(text);
  if (stray) add('punctuation', stray[0]);
  return found;
}

/** Every mechanical slip in a concept's visible text, one issue per rule and text. */
export function lintConcept(input: LintInput): LintIssue[] {
  const issues: LintIssue[] = [];
  const texts: [LintIssue['field'], string][] = [
    ['name', input.name],
    ['description', input.description],
    ...input.features.map((f): [LintIssue['field'], string] => ['feature', f]),
    ...input.userStories.map((s): [LintIssue['field'], string] => ['story', s]),
  ];
  for (const [field, text] of texts) {
    for (const [rule, at] of checkText(text, field, input)) issues.push({ rule, field, text, at });
  }
  return issues;
}
