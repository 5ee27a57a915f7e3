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
    -4.3091, 0.99, 0.3329, 0.8728, 0.3583, 0.8488, 0.359, 0.4336, 0.5871, 0.3322, 0.285, 0.076,
    1.1525,
  ],
  threshold: 0.25,
};
