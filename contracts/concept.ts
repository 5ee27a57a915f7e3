import { z } from 'zod';
import { dataModelSchema } from './data-model.ts';

// The generated-object schema of docs/product-spec.md §3: what any AI provider (or the offline
// engine) must return for an app idea.
export const CONCEPT_CATEGORIES = [
  'CRM',
  'Productivity',
  'E-commerce',
  'Content',
  'Finance',
  'Education',
  'Health',
  'Entertainment',
  'Social',
  'Business',
  'General',
] as const;
export type ConceptCategory = (typeof CONCEPT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ConceptCategory, string> = {
  CRM: 'CRM',
  Productivity: 'Productividad',
  'E-commerce': 'Comercio electrónico',
  Content: 'Contenido',
  Finance: 'Finanzas',
  Education: 'Educación',
  Health: 'Salud',
  Entertainment: 'Entretenimiento',
  Social: 'Social',
  Business: 'Negocios',
  General: 'General',
};

export const COMPLEXITIES = ['Simple', 'Medium', 'Complex'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

// docs/product-spec.md §2: the card shows complexity with a Spanish label, "Media" by default.
export const COMPLEXITY_LABELS: Record<Complexity, string> = {
  Simple: 'Baja',
  Medium: 'Media',
  Complex: 'Alta',
};
export const DEFAULT_COMPLEXITY_LABEL = 'Media';

export const conceptSchema = z.object({
  name: z.string().trim().min(1).max(80),
  category: z.enum(CONCEPT_CATEGORIES),
  description: z.string().trim().min(1).max(600),
  features: z.array(z.string().trim().min(1).max(200)).min(1).max(12),
  techStack: z.array(z.string().trim().min(1).max(80)).min(1).max(16),
  userStories: z.array(z.string().trim().min(1).max(300)).min(1).max(12),
  estimatedComplexity: z.enum(COMPLEXITIES),
  /** Issue 19: the app's entities. Always produced now; projects saved before it get one derived on read. */
  dataModel: dataModelSchema.optional(),
});
export type Concept = z.infer<typeof conceptSchema>;
