// The second pattern's model (issue 37, decision 0302): its weights are data written by
// scripts/train-patterns.ts, read by position against the features choose.ts computes.

import { afterEach, describe, expect, it } from 'vitest';
import { analyzeText } from '../analysis/analyze.ts';
import { choosePatterns, SECOND_FEATURES, setSecondWeights } from './choose.ts';
import { SECOND_WEIGHTS } from './second-weights.ts';

const ids = (idea: string) => choosePatterns(analyzeText(idea)).map((p) => p.pattern.id);

describe('the second pattern model', () => {
  afterEach(() => setSecondWeights(SECOND_WEIGHTS));

  it('has one weight per feature, in the order choose.ts computes them', () => {
    // A feature added to choose.ts without retraining would be read with another's weight.
    expect(SECOND_WEIGHTS.features).toEqual([...SECOND_FEATURES]);
    expect(SECOND_WEIGHTS.weights).toHaveLength(SECOND_FEATURES.length);
  });

  it('asks for a second app only when the model is sure enough', () => {
    // «club de montaña con socios y cuotas»: with a model that is never sure, one app; the
    // cross-validation of the training script swaps in each fold's model this way.
    const idea = 'club de montaña con socios y cuotas, y salidas cada fin de semana';
    setSecondWeights({
      ...SECOND_WEIGHTS,
      weights: SECOND_FEATURES.map((f) => (f === 'bias' ? -50 : 0)),
    });
    expect(ids(idea)).toHaveLength(1);
    setSecondWeights({
      ...SECOND_WEIGHTS,
      weights: SECOND_FEATURES.map((f) => (f === 'bias' ? 50 : 0)),
    });
    expect(ids(idea)).toHaveLength(2);
  });
});
