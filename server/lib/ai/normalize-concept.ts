import { z } from 'zod';
import {
  CATEGORY_LABELS,
  COMPLEXITIES,
  CONCEPT_CATEGORIES,
  type Concept,
  type ConceptCategory,
  conceptSchema,
} from '../../../contracts/concept.ts';
import { aiMalformed } from './errors.ts';

// What we ask a model for: the fields of spec section 3 with no length limits, so an
// answer with nine features or a Spanish category label is repaired, not rejected.
export const looseConceptSchema = z.object({
  name: z.string(),
  category: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  techStack: z.array(z.string()),
  userStories: z.array(z.string()),
  estimatedComplexity: z.string(),
});

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const CATEGORY_BY_WORD = new Map<string, ConceptCategory>();
for (const c of CONCEPT_CATEGORIES) {
  CATEGORY_BY_WORD.set(fold(c), c);
  CATEGORY_BY_WORD.set(fold(CATEGORY_LABELS[c]), c);
}
CATEGORY_BY_WORD.set('ecommerce', 'E-commerce');
CATEGORY_BY_WORD.set('comercio', 'E-commerce');

const COMPLEXITY_BY_WORD: Record<string, Concept['estimatedComplexity']> = {
  simple: 'Simple',
  baja: 'Simple',
  low: 'Simple',
  medium: 'Medium',
  media: 'Medium',
  moderate: 'Medium',
  complex: 'Complex',
  compleja: 'Complex',
  alta: 'Complex',
  high: 'Complex',
};

const cleanList = (items: string[], max: number, maxLen: number) =>
  [...new Set(items.map((s) => s.trim()).filter(Boolean))]
    .slice(0, max)
    .map((s) => s.slice(0, maxLen));

/** Repairs a model's answer into the strict concept schema, or throws AI_MALFORMED. */
export function normalizeConcept(raw: unknown): Concept {
  const loose = looseConceptSchema.safeParse(raw);
  if (!loose.success) throw aiMalformed(loose.error);
  const r = loose.data;
  const complexity = COMPLEXITY_BY_WORD[fold(r.estimatedComplexity)];
  const candidate = {
    name: r.name.trim().slice(0, 80),
    category: CATEGORY_BY_WORD.get(fold(r.category)) ?? 'General',
    description: r.description.trim().slice(0, 600),
    features: cleanList(r.features, 12, 200),
    techStack: cleanList(r.techStack, 16, 80),
    userStories: cleanList(r.userStories, 12, 300),
    estimatedComplexity:
      complexity ?? (COMPLEXITIES as readonly string[]).find((c) => c === r.estimatedComplexity),
  };
  const strict = conceptSchema.safeParse(candidate);
  if (!strict.success) throw aiMalformed(strict.error);
  return strict.data;
}
