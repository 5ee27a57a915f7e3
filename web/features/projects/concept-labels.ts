import {
  CATEGORY_LABELS,
  COMPLEXITY_LABELS,
  type Complexity,
  type ConceptCategory,
  DEFAULT_COMPLEXITY_LABEL,
} from '../../../contracts/concept.ts';
import { messages } from '../../../contracts/messages.ts';

// The concept's schema values (English, docs/product-spec.md §3) as a Spanish reader sees them.

export const categoryLabel = (category: string | null): string =>
  category ? (CATEGORY_LABELS[category as ConceptCategory] ?? category) : CATEGORY_LABELS.General;

/** docs/product-spec.md §2: complexity shows a Spanish label, "Media" when the concept has none. */
export const complexityLabel = (complexity: Complexity | null): string =>
  complexity ? COMPLEXITY_LABELS[complexity] : DEFAULT_COMPLEXITY_LABEL;

export const engineLabel = (aiGenerated: boolean): string =>
  aiGenerated ? messages.concept.aiEngine : messages.concept.offlineEngine;
