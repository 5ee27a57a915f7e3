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
import {
  type AccessRule,
  BASIC_ACCESS_RULES,
  type DataModel,
  dataModelSchema,
  FIELD_TYPES,
  type FieldType,
  keyFromLabel,
  MODEL_KEY_PATTERN,
} from '../../../contracts/data-model.ts';
import { deriveDataModel } from '../../engine/index.ts';
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

const RULE_BY_WORD = new Map<string, AccessRule>([
  ...BASIC_ACCESS_RULES.map((r) => [r, r] as const),
  ['public', 'publica'],
  ['publico', 'publica'],
  ['catalog', 'catalogo'],
  ['private', 'privada'],
  ['privado', 'privada'],
]);

const TYPE_BY_WORD = new Map<string, FieldType>([
  ...FIELD_TYPES.map((t) => [t, t] as const),
  ['string', 'text'],
  ['texto', 'text'],
  ['long_text', 'longtext'],
  ['texto largo', 'longtext'],
  ['textarea', 'longtext'],
  ['integer', 'number'],
  ['int', 'number'],
  ['float', 'number'],
  ['decimal', 'number'],
  ['numero', 'number'],
  ['currency', 'money'],
  ['importe', 'money'],
  ['precio', 'money'],
  ['fecha', 'date'],
  ['date-time', 'datetime'],
  ['date_time', 'datetime'],
  ['timestamp', 'datetime'],
  ['fecha y hora', 'datetime'],
  ['bool', 'boolean'],
  ['si/no', 'boolean'],
  ['enum', 'choice'],
  ['select', 'choice'],
  ['opciones', 'choice'],
  ['imagen', 'image'],
  ['foto', 'image'],
  ['archivo', 'file'],
  ['attachment', 'file'],
  ['adjunto', 'file'],
  ['documento', 'file'],
  ['correo', 'email'],
  ['telefono', 'phone'],
  ['enlace', 'url'],
  ['valoracion', 'rating'],
  ['referencia', 'reference'],
  ['relation', 'reference'],
]);

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => !!v && typeof v === 'object' && !Array.isArray(v);
const textOf = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, 60) : undefined;
/** A key as written when it is already one, else derived from what was written or the label. */
const keyOf = (v: unknown, label: string, fallback: string): string =>
  typeof v === 'string' && MODEL_KEY_PATTERN.test(v)
    ? v
    : keyFromLabel(typeof v === 'string' && v.trim() ? v : label, fallback);

/**
 * The data model a model wrote, repaired where the repair is certain (null for "absent",
 * keys derived from labels, a reference written as the entity's label, type and rule names in
 * Spanish or English), then checked against the contract. Null when it is missing, invalid, or
 * has fewer than two entities: the caller derives one instead.
 */
export function readDataModel(raw: unknown): DataModel | null {
  const list = Array.isArray(raw) ? raw : isObject(raw) ? raw.entities : undefined;
  if (!Array.isArray(list)) return null;
  const entities = list.filter(isObject).map((e) => {
    const label = textOf(e.label) ?? textOf(e.name) ?? '';
    const labelPlural = textOf(e.labelPlural) ?? label;
    return {
      key: keyOf(e.key, labelPlural, 'entidad'),
      label,
      labelPlural,
      rule: RULE_BY_WORD.get(fold(String(e.rule ?? ''))) ?? e.rule,
      fields: (Array.isArray(e.fields) ? e.fields : []).filter(isObject).map((f) => {
        const fieldLabel = textOf(f.label) ?? textOf(f.name) ?? '';
        const type = TYPE_BY_WORD.get(fold(String(f.type ?? ''))) ?? f.type;
        return {
          key: keyOf(f.key, fieldLabel, 'campo'),
          label: fieldLabel,
          type,
          required: f.required === true,
          options:
            type === 'choice' && Array.isArray(f.options)
              ? cleanList(
                  f.options.filter((o): o is string => typeof o === 'string'),
                  20,
                  60,
                )
              : undefined,
          ref: type === 'reference' && typeof f.ref === 'string' ? f.ref : undefined,
        };
      }),
    };
  });
  // A reference may name its entity by label ("Herramienta") rather than by key.
  const targets = new Map<string, string>();
  for (const e of entities)
    for (const name of [e.key, e.label, e.labelPlural]) targets.set(fold(name), e.key);
  for (const e of entities)
    for (const f of e.fields)
      if (f.ref !== undefined)
        f.ref = targets.get(fold(f.ref)) ?? targets.get(keyFromLabel(f.ref)) ?? f.ref;
  if (entities.length < 2) return null;
  const parsed = dataModelSchema.safeParse({ entities });
  return parsed.success ? parsed.data : null;
}

/**
 * Repairs a model's answer into the strict concept schema, or throws AI_MALFORMED. The data
 * model is the model's own when it is valid; otherwise one is derived from the concept and
 * the idea (`dataModelDerived`), since the rest of the concept is good.
 */
export function normalizeConcept(
  raw: unknown,
  idea?: string,
): { concept: Concept; dataModelDerived: boolean } {
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
  const concept = strict.data;
  const given = readDataModel((raw as Loose).dataModel);
  return {
    concept: {
      ...concept,
      dataModel: given ?? deriveDataModel({ concept, prompt: idea }),
    },
    dataModelDerived: given === null,
  };
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
