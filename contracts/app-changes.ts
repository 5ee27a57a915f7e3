import { z } from 'zod';
import { BASIC_ACCESS_RULES, FIELD_TYPES, MODEL_KEY_PATTERN } from './data-model.ts';
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
    rule: z.enum(BASIC_ACCESS_RULES).optional(),
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
  z.object({ op: z.literal('setRule'), entity: key, rule: z.enum(BASIC_ACCESS_RULES) }),
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
]);

export const INSTRUCTION_MAX_LENGTH = 1000;
export const changeRequestSchema = z.object({
  instruction: z.string().trim().min(1).max(INSTRUCTION_MAX_LENGTH),
});
