// Which patterns an idea asks for (issue 37): each pattern's score (its cues found plus the
// trained classifier's vote), the first above a least score, and a second one chosen by a small
// logistic model over what the idea says of each candidate (`second-weights.ts`, trained by
// `scripts/train-patterns.ts` on the team's annotated ideas, as the classifier is). A second
// pattern costs lists that fit nothing when it is wrong and loses the idea's other half when it is
// missed: the model weighs the evidence instead of three rules tried in order.

import { findPhrase, fold, type IdeaText, matches, type Token } from '../analysis/analyze.ts';
import { ALSO_WORDS, DETERMINERS } from '../analysis/words.ts';
import { PATTERNS } from './catalogue.ts';
import { classifierScores } from './classifier.ts';
import { SECOND_WEIGHTS } from './second-weights.ts';
import type { AppPattern } from './types.ts';

export const FALLBACK_ID = 'registro-general';
/** The least score of a first pattern; under it the idea gets the fallback's small app. */
export const MIN_SCORE = 2;
/** How many patterns after the first are weighed as the second. */
const CANDIDATES = 5;

interface CompiledCue {
  words: string[];
  weight: number;
}
const compiled = new Map<string, CompiledCue[]>();
export function cuesOf(p: AppPattern): CompiledCue[] {
  let c = compiled.get(p.id);
  if (!c) {
    c = p.cues.map((cue) => ({
      words: fold(cue.text).split(/\s+/).filter(Boolean),
      weight: cue.weight,
    }));
    compiled.set(p.id, c);
  }
  return c;
}

export interface PatternScore {
  pattern: AppPattern;
  score: number;
  /** The part of the score the cues give. */
  cues: number;
  /** The part the classifier gives. */
  learned: number;
}

/** Each pattern's score for an idea: its cues found, plus the trained classifier's vote. */
export function patternScores(idea: IdeaText): PatternScore[] {
  const learnedScores = classifierScores(idea);
  const out: PatternScore[] = [];
  for (const pattern of PATTERNS) {
    if (pattern.id === FALLBACK_ID) continue;
    let cues = 0;
    for (const cue of cuesOf(pattern)) {
      const at =
        cue.words.length === 1
          ? idea.lemmaSet.has(cue.words[0]!)
            ? 0
            : -1
          : findPhrase(idea, cue.words);
      if (at >= 0) cues += cue.weight;
    }
    const learned = learnedScores.get(pattern.id) ?? 0;
    out.push({ pattern, score: cues + learned, cues, learned });
  }
  out.sort((a, b) => b.score - a.score || a.pattern.id.localeCompare(b.pattern.id));
  return out;
}

/** Where the idea first says it wants something more: "también", "además", "aparte", "a la vez". */
function alsoAt(idea: IdeaText): number {
  for (const t of idea.tokens) {
    if (ALSO_WORDS.has(t.norm)) return t.i;
    if (
      t.norm === 'vez' &&
      idea.tokens[t.i - 1]?.norm === 'la' &&
      idea.tokens[t.i - 2]?.norm === 'a'
    )
      return t.i;
  }
  return -1;
}

/** The words of a pattern: its cues, and its lists' labels and names, folded. */
function wordsOf(p: AppPattern, own = false): Set<string> {
  return new Set([
    // A cue against the pattern ("gasto" for a trip's itinerary) says the idea asks for another
    // app: it names none of this one's records (`own`).
    ...cuesOf(p)
      .filter((c) => !own || c.weight > 0)
      .map((c) => c.words.join(' ')),
    ...p.entities.flatMap((e) => [e.label, ...(e.names ?? [])]).map((n) => fold(n)),
  ]);
}

/** Each single word of the first pattern's cues and names, folded. */
function singleWordsOf(p: AppPattern): Set<string> {
  return new Set([...wordsOf(p, true)].flatMap((w) => w.split(' ')));
}

/** A cue of `pattern` of weight 2 or more, and none of `first`'s, said after "también"… */
function cueAfterAlso(pattern: AppPattern, first: AppPattern, idea: IdeaText): boolean {
  const at = alsoAt(idea);
  if (at < 0) return false;
  // "también que dejen opiniones" in a directory: the first app has a list for that already.
  const firstWords = wordsOf(first);
  // "…las piezas que tengo en el taller" in a repair shop: a word of the first app's own phrases
  // («taller de reparación») is no cue of another.
  const firstSingles = singleWordsOf(first);
  for (const cue of cuesOf(pattern)) {
    if (cue.weight < 2 || firstWords.has(cue.words.join(' '))) continue;
    if (cue.words.length === 1 && firstSingles.has(cue.words[0]!)) continue;
    if (cue.words.length === 1) {
      // A noun names the other app's thing ("la cotización"); a verb alone ("cuánto se debe")
      // says too little.
      if (idea.tokens.some((t) => t.i > at && t.pos === 'noun' && matches(t, cue.words[0]!)))
        return true;
    } else if (findPhrase(idea, cue.words) > at) return true;
  }
  return false;
}

/**
 * The idea names, as a noun in the plural, the record of `pattern` (a natillera that "se prestan
 * plata… llevar aportes, préstamos": a loan is a record of the ledger, not of the tanda), a word
 * the first pattern has no list, name or cue for.
 */
function recordNamed(pattern: AppPattern, first: AppPattern, idea: IdeaText): boolean {
  const firstWords = singleWordsOf(first);
  const records = new Set(
    pattern.entities
      .filter((e) => e.slot === 'record' && e.core)
      .flatMap((e) => e.names ?? [])
      .map((n) => fold(n))
      .filter((n) => !n.includes(' ') && !firstWords.has(n)),
  );
  // Said in the plural, as a list the idea keeps ("llevar aportes, préstamos"): one thing said in
  // the singular is seldom a list of records ("según el presupuesto que queda", "la cuota"), nor
  // one said of another thing ("los mails de las reservas").
  return idea.tokens.some(
    (t) =>
      t.pos === 'noun' &&
      t.plural &&
      !t.aside &&
      t.nounLemma !== null &&
      records.has(t.nounLemma) &&
      !ofAnother(idea, t),
  );
}

/** A noun said of another thing: "los mails de las reservas", "del pedido". */
function ofAnother(idea: IdeaText, t: Token): boolean {
  return (
    /^(de|del)$/.test(idea.tokens[t.i - 1]?.norm ?? '') ||
    (DETERMINERS.has(idea.tokens[t.i - 1]?.norm ?? '') &&
      /^(de|del)$/.test(idea.tokens[t.i - 2]?.norm ?? ''))
  );
}

/** The idea's nouns (lemmas) that are a name of one of `pattern`'s lists and no word of `first`. */
function ownNounsNamed(pattern: AppPattern, first: AppPattern, idea: IdeaText, core: boolean) {
  const firstWords = singleWordsOf(first);
  const names = new Set(
    pattern.entities
      .filter((e) => !core || (e.core && e.slot === 'record'))
      .flatMap((e) => [e.label, ...(e.names ?? [])])
      .map((n) => fold(n))
      .filter((n) => !n.includes(' ') && !firstWords.has(n)),
  );
  const seen = new Set<string>();
  for (const t of idea.tokens)
    if (
      t.pos === 'noun' &&
      t.nounLemma &&
      !t.aside &&
      names.has(t.nounLemma) &&
      !ofAnother(idea, t)
    )
      seen.add(t.nounLemma);
  return seen.size;
}

/** The names of the second pattern's features, in the order of the weights. */
export const SECOND_FEATURES = [
  'bias',
  'cues',
  'learned',
  'ratio',
  'rank',
  'strong',
  'afterAlso',
  'recordNamed',
  'ownNouns',
  'ownRecords',
  'alsoSaid',
  'length',
  'residual',
] as const;

/** What the idea says of `candidate` as a second app beside `first`, as numbers. */
export function secondFeatures(
  idea: IdeaText,
  first: PatternScore,
  candidate: PatternScore,
  rank: number,
  residual: Map<string, number>,
): number[] {
  const ratio = first.score > 0 ? candidate.score / first.score : 0;
  return [
    1,
    Math.sign(candidate.cues) * Math.log1p(Math.abs(candidate.cues)),
    candidate.learned / 8,
    ratio,
    1 / rank,
    candidate.score >= Math.max(4, first.score * 0.45) ? 1 : 0,
    cueAfterAlso(candidate.pattern, first.pattern, idea) ? 1 : 0,
    recordNamed(candidate.pattern, first.pattern, idea) ? 1 : 0,
    Math.log1p(ownNounsNamed(candidate.pattern, first.pattern, idea, false)),
    Math.log1p(ownNounsNamed(candidate.pattern, first.pattern, idea, true)),
    alsoAt(idea) >= 0 ? 1 : 0,
    Math.log1p(idea.tokens.length) / 4,
    (residual.get(candidate.pattern.id) ?? 0) / 8,
  ];
}

export interface SecondWeights {
  features: readonly string[];
  weights: number[];
  /** The least probability of a second pattern. */
  threshold: number;
}

let second: SecondWeights = SECOND_WEIGHTS;

/** For the training script's cross-validation only: the model of a fold that did not see it. */
export function setSecondWeights(w: SecondWeights): void {
  second = w;
}

export function secondProbability(features: number[]): number {
  let z = 0;
  for (let i = 0; i < features.length; i++) z += (second.weights[i] ?? 0) * features[i]!;
  return 1 / (1 + Math.exp(-z));
}

/**
 * The classifier's vote on what the idea says once the first pattern's own words are set aside
 * ("club de ajedrez con socios y cuotas, y un ranking con las partidas": without club, socio and
 * cuota, what is left is a competition).
 */
function residualScores(idea: IdeaText, first: AppPattern): Map<string, number> {
  const own = new Set([...wordsOf(first)].flatMap((w) => w.split(' ')));
  const tokens = idea.tokens.filter((t) => !own.has(t.nounLemma ?? t.lemma) && !own.has(t.norm));
  return classifierScores({ ...idea, tokens });
}

/** The candidates for a second pattern, after the first, with their features. */
export function secondCandidates(idea: IdeaText, ranked: PatternScore[]) {
  const first = ranked[0]!;
  const residual = residualScores(idea, first.pattern);
  return ranked.slice(1, 1 + CANDIDATES).map((candidate, k) => ({
    candidate,
    features: secondFeatures(idea, first, candidate, k + 2, residual),
  }));
}

/** The patterns the idea asks for: the first, and a second when the model is sure enough. */
export function choosePatterns(idea: IdeaText): PatternScore[] {
  const ranked = patternScores(idea);
  const top = ranked[0];
  if (!top || top.score < MIN_SCORE) return [];
  let best: { candidate: PatternScore; p: number } | null = null;
  for (const { candidate, features } of secondCandidates(idea, ranked)) {
    if (candidate.score <= 0) continue;
    // A marketplace sells already: a shop beside it only when the idea names its orders.
    if (
      top.pattern.covers?.patterns.includes(candidate.pattern.id) &&
      !recordNamed(candidate.pattern, top.pattern, idea)
    )
      continue;
    // "…y aparte necesitamos el inventario": a strong cue of another app said after «también»,
    // «además», «aparte» is asked for, whatever the model weighs.
    const p =
      candidate.score >= 2 && features[SECOND_FEATURES.indexOf('afterAlso')] === 1
        ? 1
        : secondProbability(features);
    if (p >= second.threshold && (!best || p > best.p)) best = { candidate, p };
  }
  return best ? [top, best.candidate] : [top];
}
