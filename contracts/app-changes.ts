import { z } from 'zod';
import { ACCESS_RULES, FIELD_TYPES, MODEL_KEY_PATTERN } from './data-model.ts';
import { LAYOUTS, THEMES } from './projects.ts';

// "Change the app by asking" (issue 27): what an instruction in Spanish is read into. Each
// operation names existing entities and fields by key (resolved from the labels the owner
// sees) and new ones by label (their key comes from `keyFromLabel`). The offline reader and
// a model provider produce the same operations; both are validated with this schema and then
// checked against the definition they apply to.

const key = z.string().regex(MODEL_KEY_PATTERN);
const label = z.string().trim().min(1).max(60);
const option = z.string().trim().min(1).max(60);
const hexColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/);

/** A new field as an instruction describes it. `ref` only for `reference`, `options` only for `choice`. */
export const newFieldSchema = z.object({
  label,
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  options: z.array(option).min(2).max(20).optional(),
  ref: key.optional(),
});
export type NewField = z.infer<typeof newFieldSchema>;

export const changeOperationSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('addEntity'),
    label,
    labelPlural: label.optional(),
    rule: z.enum(ACCESS_RULES).optional(),
    fields: z.array(newFieldSchema).max(30).default([]),
  }),
  z.object({ op: z.literal('removeEntity'), entity: key }),
  z.object({ op: z.literal('renameEntity'), entity: key, label }),
  z.object({ op: z.literal('addField'), entity: key, field: newFieldSchema }),
  z.object({ op: z.literal('removeField'), entity: key, field: key }),
  z.object({ op: z.literal('renameField'), entity: key, field: key, label }),
  z.object({
    op: z.literal('changeFieldType'),
    entity: key,
    field: key,
    type: z.enum(FIELD_TYPES),
    options: z.array(option).min(2).max(20).optional(),
    ref: key.optional(),
  }),
  z.object({ op: z.literal('setRequired'), entity: key, field: key, required: z.boolean() }),
  z.object({
    op: z.literal('addOptions'),
    entity: key,
    field: key,
    options: z.array(option).min(1).max(20),
  }),
  z.object({
    op: z.literal('removeOptions'),
    entity: key,
    field: key,
    options: z.array(option).min(1).max(20),
  }),
  /**
   * Who sees what (issue 38 item 7, decision 0212): any of the six rules; `anonymous` only
   * with `formulario` (anyone without an account may submit), `linkField` only with
   * `vinculada` (the reference field naming the person each record belongs to).
   */
  z.object({
    op: z.literal('setRule'),
    entity: key,
    rule: z.enum(ACCESS_RULES),
    anonymous: z.boolean().optional(),
    linkField: key.optional(),
  }),
  /** A people entity's email field that is each person's account (for `vinculada`). */
  z.object({ op: z.literal('setAccountField'), entity: key, field: key }),
  /**
   * Mail when something happens (issue 38 §6): `onCreate` to the owner and the team on a new
   * record; `onChangeOf` (a choice field, or null for none) to the author when it changes.
   * What is absent stays as it is.
   */
  z.object({
    op: z.literal('setNotify'),
    entity: key,
    onCreate: z.boolean().optional(),
    onChangeOf: key.nullable().optional(),
  }),
  /**
   * Counts and sums on a record's detail (issue 38 §4, decision 0237): on each record of
   * `entity`, how many records of `from` point at it (through `via`, by default its first
   * reference to `entity`), or the sum of their number or money `field`, shown as `label`;
   * with `minus`, that sum less another (a balance).
   */
  z.object({
    op: z.literal('addTotal'),
    entity: key,
    from: key,
    via: key.optional(),
    field: key.optional(),
    label,
    /**
     * A balance (decision 0279): the sum of `field` less the sum of `minus.field` of the
     * records of `minus.from` (through `minus.via`, by default its first reference).
     */
    minus: z.object({ from: key, via: key.optional(), field: key }).optional(),
  }),
  z.object({ op: z.literal('removeTotal'), entity: key, label }),
  z.object({
    op: z.literal('setDesign'),
    primaryColor: hexColor.optional(),
    secondaryColor: hexColor.optional(),
    theme: z.enum(THEMES).optional(),
    layout: z.enum(LAYOUTS).optional(),
  }),
]);
export type ChangeOperation = z.infer<typeof changeOperationSchema>;

export const changeOperationsSchema = z.array(changeOperationSchema).min(1).max(20);

/**
 * The operations that remove or rewrite what exists (everything but additions and the
 * design): the reader only proposes one for what the instruction names, and the evaluation
 * counts one that was not expected as a wrong change (decision 0180).
 */
export const REWRITING_OPERATIONS: ReadonlySet<ChangeOperation['op']> = new Set([
  'removeEntity',
  'removeField',
  'removeOptions',
  'renameEntity',
  'renameField',
  'changeFieldType',
  'setRequired',
  'setRule',
  'setAccountField',
  'setNotify',
  'removeTotal',
]);

export const INSTRUCTION_MAX_LENGTH = 1000;
export const changeRequestSchema = z.object({
  instruction: z.string().trim().min(1).max(INSTRUCTION_MAX_LENGTH),
});

/**
 * `POST /api/apps/{projectId}/changes` with operations instead of an instruction (a
 * "¿Querías decir…?" suggestion, an outside client, the model path): validated by this
 * schema and applyOperations, answered like a proposal. `instruction` is optional: the
 * words the version history shows (the owner's request a suggestion came from).
 */
export const operationsRequestSchema = z.object({
  operations: changeOperationsSchema,
  instruction: z.string().trim().min(1).max(INSTRUCTION_MAX_LENGTH).optional(),
});

/** One "¿Querías decir…?" change offered with a refusal: what it does, and its operations. */
export type ChangeSuggestion = { summary: string[]; operations: ChangeOperation[] };
/** At most this many suggestions come with a refusal (issue 39 item 3). */
export const SUGGESTIONS_MAX = 3;
/** The 422 body of an instruction not understood. */
export type ChangeNotUnderstoodBody = {
  error: {
    code: 'CHANGE_NOT_UNDERSTOOD';
    message: string;
    suggestions: ChangeSuggestion[];
    /** The app is already as asked («ya te aviso por correo…»): nothing was misunderstood. */
    nothingToChange?: true;
  };
};
