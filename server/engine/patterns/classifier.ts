// The pattern classifier (issue 37): a multinomial naive Bayes over the idea's lemmas, trained by
// `scripts/train-patterns.ts` on the patterns' own examples and the team's annotated ideas, as
// the category model is. Its weights are data (`classifier-weights.json`); it adds to the cues'
// scores a vote that stays small when it is unsure.

import type { IdeaText } from '../analysis/analyze.ts';
import { STOP_WORDS } from '../analysis/words.ts';
import { WEIGHTS } from './classifier-weights.ts';

export interface ClassifierWeights {
  /** Pattern ids, in order. */
  labels: string[];
  /** Log prior per label. */
  prior: number[];
  /** Per feature: log likelihood per label, and the unseen value per label. */
  features: Record<string, number[]>;
  unseen: number[];
  /** How many points of cue score the most probable label gets at probability 1. */
  scale: number;
}

let model: ClassifierWeights = WEIGHTS;

/** For the training script's cross-validation only. */
export function setWeights(w: ClassifierWeights): void {
  model = w;
}

/** The features of an idea: content lemmas, once each. */
export function featuresOf(idea: IdeaText): string[] {
  const out = new Set<string>();
  for (const t of idea.tokens) {
    if (t.pos === 'stop' || t.pos === 'number' || t.norm.length < 3 || STOP_WORDS.has(t.norm))
      continue;
    out.add(t.nounLemma ?? t.lemma);
  }
  return [...out];
}

export function classifierScores(idea: IdeaText): Map<string, number> {
  const out = new Map<string, number>();
  if (!model.labels || model.labels.length === 0) return out;
  const feats = featuresOf(idea).filter((f) => model.features[f]);
  if (feats.length === 0) return out;
  const logp = model.labels.map((_, k) => {
    let s = model.prior[k]!;
    for (const f of feats) s += model.features[f]![k] ?? model.unseen[k]!;
    return s;
  });
  const max = Math.max(...logp);
  const exp = logp.map((v) => Math.exp(v - max));
  const total = exp.reduce((a, b) => a + b, 0);
  model.labels.forEach((label, k) => {
    const p = exp[k]! / total;
    if (p > 0.05) out.set(label, p * model.scale);
  });
  return out;
}
