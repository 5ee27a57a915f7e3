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
    -4.3482, 1.029, 0.3252, 0.8471, 0.3923, 0.699, 0.4179, 0.3984, 0.496, 0.3466, 0.3003, 0.0228,
    1.2685,
  ],
  threshold: 0.2,
};
