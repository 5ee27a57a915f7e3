// Written by scripts/train-patterns.ts; do not edit by hand.
import type { SecondWeights } from './choose.ts';

export const SECOND_WEIGHTS: SecondWeights = {
  features: [
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
  ],
  weights: [
    -4.4409, 1.1188, 0.242, 0.7767, 0.3849, 0.723, 0.4329, 0.4148, 0.4932, 0.3784, 0.308, 0.0407,
    1.1511,
  ],
  threshold: 0.2,
};
