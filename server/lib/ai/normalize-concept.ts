import { z } from 'zod';
import type { ConceptDraft } from '../../../contracts/builder.ts';
import {
  CATEGORY_LABELS,
  COMPLEXITIES,
  CONCEPT_CATEGORIES,
  type Concept,
  type ConceptCategory,
  conceptSchema,
} from '../../../contracts/concept.ts';
import { aiMalformed } from './errors.ts';

// What we ask a model for: the fields of docs/product-spec.md §3 with no length limits, so an
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

const draftString = (v: unknown, max: number) =>
  typeof v === 'string' && v.trim() ? v.slice(0, max) : undefined;
const draftList = (v: unknown, max: number, maxLen: number) =>
  Array.isArray(v)
    ? v
        .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
        .slice(0, max)
        .map((s) => s.slice(0, maxLen))
    : undefined;

/**
 * The fields a partial answer has so far, for the result card while the model writes.
 * Anything of the wrong type (a schema echo's `{type: …}`) is left out, never shown.
 */
export function draftConcept(raw: Record<string, unknown>): ConceptDraft {
  const draft: ConceptDraft = {
    name: draftString(raw.name, 80),
    category: draftString(raw.category, 40),
    description: draftString(raw.description, 600),
    features: draftList(raw.features, 12, 200),
    techStack: draftList(raw.techStack, 16, 80),
    userStories: draftList(raw.userStories, 12, 300),
    estimatedComplexity: draftString(raw.estimatedComplexity, 20),
  };
  if (draft.category) draft.category = CATEGORY_BY_WORD.get(fold(draft.category)) ?? draft.category;
  if (draft.estimatedComplexity)
    draft.estimatedComplexity =
      COMPLEXITY_BY_WORD[fold(draft.estimatedComplexity)] ?? draft.estimatedComplexity;
  for (const key of Object.keys(draft) as (keyof ConceptDraft)[]) {
    const v = draft[key];
    if (v === undefined || (Array.isArray(v) && v.length === 0)) delete draft[key];
  }
  return draft;
}
