// Written by scripts/train-patterns.ts; do not edit by hand.
import type { ClassifierWeights } from './classifier.ts';

export const WEIGHTS: ClassifierWeights = { labels: [], prior: [], features: {}, unseen: [], scale: 0 };
