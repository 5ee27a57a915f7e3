import { z } from 'zod';

// The data model of a concept (issue 19): the entities an app keeps, with typed fields and
// references. It is saved with the project, shown as "Modelo de datos", written into the
// specification's data section, and is what the running app and the export are built from.

export const FIELD_TYPES = [
  'text',
  'longtext',
  'number',
  'money',
  'date',
  'datetime',
  'boolean',
  'choice',
  'image',
  'email',
  'phone',
  'url',
  'rating',
  'reference',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** How each type is named to a person (Spanish). */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'texto',
  longtext: 'texto largo',
  number: 'número',
  money: 'importe',
  date: 'fecha',
  datetime: 'fecha y hora',
  boolean: 'sí/no',
  choice: 'opciones',
  image: 'imagen',
  email: 'email',
  phone: 'teléfono',
  url: 'enlace',
  rating: 'valoración',
  reference: 'referencia',
};

export const ACCESS_RULES = ['publica', 'catalogo', 'privada'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/** Keys are readable ASCII identifiers derived from Spanish labels: `prestamos`, `fecha_inicio`. */
export const MODEL_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
const key = z.string().regex(MODEL_KEY_PATTERN);
const label = z.string().trim().min(1).max(60);

export const dataFieldSchema = z
  .object({
    key,
    label,
    type: z.enum(FIELD_TYPES),
    required: z.boolean(),
    /** Choice fields: the options, in order. */
    options: z.array(z.string().trim().min(1).max(60)).min(2).max(20).optional(),
    /** Reference fields: the target entity's key. */
    ref: key.optional(),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'choice' && !field.options) {
      ctx.addIssue({ code: 'custom', message: 'Un campo de opciones necesita sus opciones.' });
    }
    if (field.type === 'reference' && !field.ref) {
      ctx.addIssue({ code: 'custom', message: 'Una referencia necesita su entidad de destino.' });
    }
  });
export type DataField = z.infer<typeof dataFieldSchema>;

export const dataEntitySchema = z.object({
  key,
  /** Singular label, as a person says it: "Préstamo". */
  label,
  /** Plural label: "Préstamos". */
  labelPlural: label,
  rule: z.enum(ACCESS_RULES),
  fields: z.array(dataFieldSchema).min(1).max(30),
});
export type DataEntity = z.infer<typeof dataEntitySchema>;

export const dataModelSchema = z
  .object({
    entities: z.array(dataEntitySchema).min(1).max(20),
  })
  .superRefine((model, ctx) => {
    const keys = new Set<string>();
    for (const entity of model.entities) {
      if (keys.has(entity.key)) {
        ctx.addIssue({ code: 'custom', message: `Entidad repetida: ${entity.key}` });
      }
      keys.add(entity.key);
      const fieldKeys = new Set<string>();
      for (const field of entity.fields) {
        if (fieldKeys.has(field.key)) {
          ctx.addIssue({ code: 'custom', message: `Campo repetido: ${entity.key}.${field.key}` });
        }
        fieldKeys.add(field.key);
      }
    }
    for (const entity of model.entities) {
      for (const field of entity.fields) {
        if (field.type === 'reference' && field.ref && !keys.has(field.ref)) {
          ctx.addIssue({
            code: 'custom',
            message: `La referencia ${entity.key}.${field.key} apunta a una entidad que no existe.`,
          });
        }
      }
    }
  });
export type DataModel = z.infer<typeof dataModelSchema>;

/**
 * An ASCII key from a Spanish label: accents folded, ñ → n, lowercase, words joined by "_".
 * "Fecha de préstamo" → "fecha_de_prestamo"; "Año" → "ano". Empty input gives "campo".
 */
export function keyFromLabel(text: string, fallback = 'campo'): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/g, '');
  if (!folded) return fallback;
  return /^[a-z]/.test(folded) ? folded : `${fallback}_${folded}`.slice(0, 40);
}
