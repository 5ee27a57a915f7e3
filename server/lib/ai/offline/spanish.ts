// Small Spanish grammar helpers for composing text around the idea's own words: articles
// that agree in gender and number, "de el" → "del", capitals.

import { isKnown } from './morphology.ts';

/** A noun with its forms, for the helpers below. */
export interface Term {
  singular: string;
  plural: string;
  gender: 'm' | 'f';
}

/** Feminine nouns that take "el" in the singular (stressed a-): "el agua", "el aula". */
const STRESSED_A = new Set([
  'agua',
  'aula',
  'área',
  'arma',
  'alma',
  'ave',
  'ala',
  'águila',
  'hacha',
  'hada',
  'hambre',
  'arca',
  'alba',
  'asma',
]);

export function definite(term: Term, plural: boolean): string {
  if (plural) return term.gender === 'f' ? 'las' : 'los';
  if (term.gender === 'f' && !STRESSED_A.has(term.singular)) return 'la';
  return 'el';
}

export function indefinite(term: Term): string {
  if (term.gender === 'f' && !STRESSED_A.has(term.singular)) return 'una';
  return 'un';
}

/** "las herramientas", "el pan". */
export function withArticle(term: Term, plural: boolean): string {
  return `${definite(term, plural)} ${plural ? term.plural : term.singular}`;
}

/** "de las herramientas", "del pan". */
export function ofTerm(term: Term, plural: boolean): string {
  const article = definite(term, plural);
  return article === 'el'
    ? `del ${term.singular}`
    : `de ${article} ${plural ? term.plural : term.singular}`;
}

/** Adjective ending that agrees: agree(term, plural, 'publicad') → "publicadas". */
export function agree(term: Term, plural: boolean, stem: string): string {
  return `${stem}${term.gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`;
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** "a, b y c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  // "y" becomes "e" before an i- sound: "padres e hijos".
  const and = /^(i|hi)[^aeiouáéó]/i.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/** Fixes the contractions a template can produce: "de el" → "del", "a el" → "al". */
export function contract(text: string): string {
  return text
    .replace(/\bde el\b/g, 'del')
    .replace(/\ba el\b/g, 'al')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words a phrase cannot end on: a cut made by the reader ("conducir cada", "según"). */
const UNFINISHED = new Set(
  'a al ante bajo cada con contra de del desde el en entre hacia hasta la las los mi mis para por según sin sobre su sus tras un una unos unas y e o u que cuyo cuya'.split(
    ' ',
  ),
);

/** "y conducir cada" → "y conducir": drops the words a cut phrase was left hanging on. */
export function dropUnfinished(text: string): string {
  const words = text.split(' ');
  while (words.length > 0 && UNFINISHED.has(words[words.length - 1]!.toLowerCase())) words.pop();
  return words.join(' ');
}

/**
 * The last pass over a composed line: a sentence never ends on a preposition or determiner
 * («…y conducir cada.»), and an acronym the idea wrote in capitals keeps them (ITV, DNI).
 */
export function finishLine(text: string, idea: string): string {
  let out = text
    .split(/(?<=\.)\s+/)
    .map((sentence) => {
      const end = /[.…]$/.exec(sentence)?.[0] ?? '';
      const body = end ? sentence.slice(0, -1) : sentence;
      const kept = dropUnfinished(body).replace(/[,;:]$/, '');
      return kept ? `${kept}${end}` : '';
    })
    .filter((s) => s.length > 0)
    .join(' ');
  for (const acronym of ideaAcronyms(idea)) {
    out = out.replace(new RegExp(`(?<!\\p{L})${acronym}(?!\\p{L})`, 'giu'), acronym);
  }
  return out;
}

/** What the idea writes in capitals and is no word: ITV, DNI, CRM (not «CITAS», shouted). */
export function ideaAcronyms(idea: string): string[] {
  const capitals = idea.match(/(?<!\p{L})[A-ZÑ]{2,5}(?!\p{L})/gu) ?? [];
  return [...new Set(capitals)].filter((w) => !isKnown(w));
}
