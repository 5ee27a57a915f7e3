import { z } from 'zod';
import {
  ACCESS_RULES,
  type AccessRule,
  CURRENCIES,
  type Currency,
  type EntityNotify,
  FIELD_TYPES,
  type FieldType,
  MODEL_KEY_PATTERN,
} from '../kit/definition.ts';

// The data model of a concept (issue 19): the entities an app keeps, with typed fields and
// references. It is saved with the project, shown as "Modelo de datos", written into the
// specification's data section, and is what the running app and the export are built from.

export { FIELD_TYPES, type FieldType };

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
  file: 'archivo',
};

/** Who sees what, per entity: kit/definition.ts says what each rule means. */
export { ACCESS_RULES, type AccessRule };
/** The rules before issue 38: what model-written concepts and change wording still produce. */
export const BASIC_ACCESS_RULES = ['publica', 'catalogo', 'privada'] as const;
export type BasicAccessRule = (typeof BASIC_ACCESS_RULES)[number];

export { MODEL_KEY_PATTERN };

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
    /**
     * Set by the owner and the team only (decision 0270): a booking's status, whether an order
     * is paid, who it is assigned to. Visitors who send a record (formulario, propia) read it on
     * theirs but never set it; a value they send is left out and the field keeps its default.
     */
    teamOnly: z.boolean().optional(),
    /**
     * Money fields: the currency of the amounts (ISO 4217); none is euros (decision 0275). On a
     * field of another type (a money field turned into text) it is dropped, never refused.
     */
    currency: z.enum(CURRENCIES).optional(),
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

/**
 * The optional access settings of an entity (issue 38), shared by the data model and the app
 * definition: `anonymous` (formulario), `linkField` (vinculada), `accountField` (a people
 * entity's email field that names the person's account).
 */
export function entityAccessShape() {
  return {
    anonymous: z.boolean().optional(),
    linkField: key.optional(),
    accountField: key.optional(),
    /**
     * Mail when something happens (issue 38 §6; off when absent): to the owner on a new
     * record, to the record's author when the choice field `onChangeOf` changes.
     */
    notify: z.object({ onCreate: z.boolean(), onChangeOf: key.nullable() }).optional(),
    /**
     * Counts and sums of the records that refer to this one (issue 38 §4; decision 0237),
     * shown on its detail: the records of `from` whose reference field `via` points at it,
     * counted, or with `field` (a number or money field of `from`) added up.
     */
    totals: z
      .array(entityTotalSchema)
      .max(TOTALS_MAX, `Una entidad muestra como mucho ${TOTALS_MAX} totales.`)
      .optional(),
  };
}
export type { EntityNotify };
/** Totals one entity may show on its detail. */
export const TOTALS_MAX = 6;
export const entityTotalSchema = z.object({
  from: key,
  via: key,
  field: key.optional(),
  label,
  /**
   * A balance (decision 0279): the sum of `field` less the sum of `minus.field` over the
   * records of `minus.from` whose reference `minus.via` points at the record.
   */
  minus: z.object({ from: key, via: key, field: key }).optional(),
});
export type EntityTotal = z.infer<typeof entityTotalSchema>;

type AccessEntity = {
  key: string;
  label: string;
  rule: AccessRule;
  anonymous?: boolean;
  linkField?: string;
  accountField?: string;
  notify?: EntityNotify;
  totals?: EntityTotal[];
  fields: {
    key: string;
    label: string;
    type: FieldType;
    ref?: string;
    currency?: Currency | undefined;
  }[];
};

/** Why a total of `entity` does not hold, in Spanish, or null (decision 0237). */
export function totalProblem(
  entity: { key: string; label: string },
  total: EntityTotal,
  entities: { key: string; label: string; fields: AccessEntity['fields'] }[],
): string | null {
  const from = entities.find((e) => e.key === total.from);
  if (!from)
    return `El total «${total.label}» de «${entity.label}» cuenta registros de una entidad que no existe.`;
  const via = from.fields.find((f) => f.key === total.via);
  if (via?.type !== 'reference' || via.ref !== entity.key)
    return `El total «${total.label}» de «${entity.label}» necesita un campo de «${from.label}» que apunte a «${entity.label}».`;
  if (total.field !== undefined) {
    const f = from.fields.find((x) => x.key === total.field);
    if (f?.type !== 'number' && f?.type !== 'money')
      return `El total «${total.label}» de «${entity.label}» solo puede sumar un campo de número o de dinero de «${from.label}».`;
  }
  if (total.minus === undefined) return null;
  // A balance (decision 0279): a sum less a sum of the same kind (money in one currency).
  const minus = total.minus;
  if (total.field === undefined)
    return `El total «${total.label}» de «${entity.label}» solo puede restar de una suma, no de una cuenta.`;
  const minusFrom = entities.find((e) => e.key === minus.from);
  if (!minusFrom)
    return `El total «${total.label}» de «${entity.label}» resta registros de una entidad que no existe.`;
  const minusVia = minusFrom.fields.find((f) => f.key === minus.via);
  if (minusVia?.type !== 'reference' || minusVia.ref !== entity.key)
    return `El total «${total.label}» de «${entity.label}» necesita un campo de «${minusFrom.label}» que apunte a «${entity.label}».`;
  const summed = from.fields.find((x) => x.key === total.field);
  const minusField = minusFrom.fields.find((x) => x.key === minus.field);
  if (minusField?.type !== 'number' && minusField?.type !== 'money')
    return `El total «${total.label}» de «${entity.label}» solo puede restar un campo de número o de dinero de «${minusFrom.label}».`;
  if (
    minusField.type !== summed?.type ||
    (minusField.currency ?? 'EUR') !== (summed.currency ?? 'EUR')
  )
    return `El total «${total.label}» de «${entity.label}» resta «${minusField.label}» de «${summed?.label ?? total.field}»: los dos tienen que ser números, o importes en la misma moneda.`;
  return null;
}

/** The Spanish problems of entities' access settings that no single field can see. */
export function entityAccessProblems(entities: AccessEntity[]): string[] {
  const problems: string[] = [];
  const byKey = new Map(entities.map((e) => [e.key, e]));
  for (const entity of entities) {
    const labels = new Set<string>();
    for (const total of entity.totals ?? []) {
      const problem = totalProblem(entity, total, entities);
      if (problem) problems.push(problem);
      if (labels.has(total.label))
        problems.push(`«${entity.label}» tiene dos totales llamados «${total.label}».`);
      labels.add(total.label);
    }
    if (entity.anonymous && entity.rule !== 'formulario')
      problems.push(
        `«${entity.label}» solo puede aceptar envíos sin cuenta con la regla «formulario».`,
      );
    if (entity.accountField !== undefined) {
      const f = entity.fields.find((x) => x.key === entity.accountField);
      if (f?.type !== 'email')
        problems.push(`La cuenta de cada «${entity.label}» debe ser uno de sus campos de email.`);
    }
    const changeOf = entity.notify?.onChangeOf;
    if (changeOf && entity.fields.find((x) => x.key === changeOf)?.type !== 'choice')
      problems.push(
        `El aviso por cambios de «${entity.label}» necesita uno de sus campos de opciones.`,
      );
    if (entity.linkField !== undefined && entity.rule !== 'vinculada')
      problems.push(`Solo una entidad con la regla «vinculada» indica a quién pertenece.`);
    if (entity.rule !== 'vinculada') continue;
    const link = entity.fields.find((x) => x.key === entity.linkField);
    if (entity.linkField === undefined || link?.type !== 'reference' || !link.ref) {
      problems.push(
        `«${entity.label}» es vinculada: necesita un campo de referencia que diga a quién pertenece cada registro.`,
      );
      continue;
    }
    const target = byKey.get(link.ref);
    if (target && target.accountField === undefined)
      problems.push(
        `El campo «${link.label}» de «${entity.label}» apunta a «${target.label}», que necesita un campo de email con la cuenta de cada uno.`,
      );
  }
  return problems;
}

export const dataEntitySchema = z.object({
  key,
  /** Singular label, as a person says it: "Préstamo". */
  label,
  /** Plural label: "Préstamos". */
  labelPlural: label,
  rule: z.enum(ACCESS_RULES),
  ...entityAccessShape(),
  fields: z.array(dataFieldSchema).min(1).max(30),
  /**
   * The calendar and board the app opens with, as the engine chose them (null: none); absent,
   * the app derives them (contracts/app-definition.ts). A view whose field is gone or of another
   * type after a change is derived again.
   */
  views: z
    .object({
      calendar: z.object({ dateField: key }).nullable().optional(),
      board: z.object({ statusField: key }).nullable().optional(),
    })
    .optional(),
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
    for (const problem of entityAccessProblems(model.entities))
      ctx.addIssue({ code: 'custom', message: problem });
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
