// The schema of an app pattern (issue 37), checked by the generic test: the shape of `types.ts`
// plus what types cannot say — references resolve, views name fields of the right type, rules
// carry what they need, templates name only the pattern's own entities.

import { z } from 'zod';
import { FIELD_TYPES, MODEL_KEY_PATTERN } from '../../../contracts/data-model.ts';
import type { AppPattern, PatternField, PatternVariant } from './types.ts';

const key = z.string().regex(MODEL_KEY_PATTERN);
const label = z.string().trim().min(1).max(60);
const RULES = ['publica', 'catalogo', 'privada', 'formulario', 'propia', 'vinculada'] as const;
const SLOTS = [
  'person',
  'thing',
  'animal',
  'place',
  'service',
  'event',
  'record',
  'group',
] as const;

const plainField = z.object({
  key,
  label,
  type: z.enum(FIELD_TYPES),
  required: z.boolean().optional(),
  options: z.array(label).min(2).max(20).optional(),
  ref: key.optional(),
});
const fieldSchema = plainField.extend({
  instead: plainField.optional(),
  follows: z.boolean().optional(),
});

const entitySchema = z.object({
  id: key,
  label,
  labelPlural: label,
  gender: z.enum(['m', 'f']),
  slot: z.enum(SLOTS).nullable(),
  names: z.array(z.string().min(2).max(40)).optional(),
  callers: z.array(z.string().min(2).max(40)).optional(),
  yieldsTo: key.optional(),
  yieldsToSecond: z.boolean().optional(),
  whenFilled: z.boolean().optional(),
  verbs: z.record(z.string().min(2).max(40), z.string().min(2).max(40)).optional(),
  castBy: z.boolean().optional(),
  ofTheirThing: z.boolean().optional(),
  objects: z.array(z.string().min(2).max(40)).optional(),
  listOf: z.array(z.string().min(2).max(40)).optional(),
  keptWithMain: z.boolean().optional(),
  groupedBy: z.array(z.string().min(2)).max(6).optional(),
  payers: z.boolean().optional(),
  askers: z.boolean().optional(),
  onlyWhenGeneric: z
    .object({ entity: z.string().min(2).max(40), words: z.array(z.string().min(2).max(40)) })
    .optional(),
  core: z.boolean(),
  members: z.boolean().optional(),
  staff: z.boolean().optional(),
  teamPlans: z.boolean().optional(),
  rule: z.enum(RULES),
  anonymous: z.boolean().optional(),
  rulesByName: z.record(z.string().min(2).max(40), z.enum(RULES)).optional(),
  accountField: key.optional(),
  linkField: key.optional(),
  details: z.boolean().optional(),
  fields: z.array(fieldSchema).min(2).max(20),
  calendar: key.optional(),
  board: key.optional(),
  totals: z
    .array(
      z.object({
        from: key,
        via: key.optional(),
        field: key.optional(),
        label,
        minus: z.object({ from: key, field: key }).optional(),
      }),
    )
    .optional(),
  notify: z.object({ onCreate: z.boolean(), onChangeOf: key.nullable() }).optional(),
});

const cueText = z.string().regex(/^[a-z0-9ñ ]+$/);
const variantSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
  cues: z.array(cueText).min(1),
  unless: z.array(cueText).optional(),
  entities: z.record(
    key,
    z.object({
      names: z.array(z.string().min(2).max(40)).optional(),
      slot: z.enum(SLOTS).nullable().optional(),
      core: z.boolean().optional(),
      rule: z.enum(RULES).optional(),
      label: label.optional(),
      labelPlural: label.optional(),
      gender: z.enum(['m', 'f']).optional(),
      replace: z.record(key, fieldSchema).optional(),
      remove: z.array(key).optional(),
      add: z.array(fieldSchema).optional(),
    }),
  ),
  drop: z.array(key).optional(),
  dropTotals: z.array(z.string().min(2).max(60)).optional(),
  purpose: z.string().min(10).max(400).optional(),
  features: z.array(z.string().min(5).max(200)).min(3).max(10).optional(),
  stories: z.array(z.string().min(10).max(300)).min(3).max(10).optional(),
  examples: z.array(z.string().min(3)).min(2),
  counterExamples: z.array(z.string().min(3)).min(1),
});

export const patternSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
  label,
  main: key,
  cues: z.array(
    z.object({ text: z.string().regex(/^[a-z0-9ñ ]+$/), weight: z.number().min(-3).max(3) }),
  ),
  entities: z.array(entitySchema).min(1).max(8),
  purpose: z.string().min(10).max(400),
  purposeWithLess: z.array(z.string().min(10).max(400)).max(4).optional(),
  appNouns: z.array(z.string().min(2)).max(20).optional(),
  features: z.array(z.string().min(5).max(200)).min(3).max(10),
  stories: z.array(z.string().min(10).max(300)).min(3).max(10),
  variants: z.array(variantSchema).optional(),
  covers: z
    .object({
      patterns: z.array(z.string().regex(/^[a-z][a-z0-9-]{1,40}$/)).min(1),
      examples: z.array(z.string().min(3)).min(1),
    })
    .optional(),
  examples: z.array(z.string().min(3)),
  counterExamples: z.array(z.string().min(3)),
});

const TEMPLATE_IDS =
  /\{(?:el |la |los |las |un |una |del |de la |de los |de las |al |a la |o:|os:)?([A-Za-z][A-Za-z0-9_]*)(?:\.pl)?\}/g;

/** What is wrong with a pattern beyond its shape, in plain words. */
export function patternProblems(p: AppPattern): string[] {
  const out: string[] = [];
  const parsed = patternSchema.safeParse(p);
  if (!parsed.success)
    out.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const ids = new Set(p.entities.map((e) => e.id));
  if (ids.size !== p.entities.length) out.push('two entities share an id');
  if (!ids.has(p.main)) out.push(`main «${p.main}» is no entity`);
  for (const e of p.entities) {
    const fields = new Map(e.fields.map((f) => [f.key, f]));
    if (fields.size !== e.fields.length) out.push(`${e.id}: two fields share a key`);
    for (const f of e.fields) {
      if (f.follows && f.type !== 'reference')
        out.push(`${e.id}.${f.key}: follows needs a reference`);
      if (f.type === 'reference' && (!f.ref || !ids.has(f.ref)))
        out.push(`${e.id}.${f.key}: reference to «${f.ref}» which is no entity`);
      if (f.type === 'choice' && !f.options) out.push(`${e.id}.${f.key}: choice without options`);
    }
    const cal = e.calendar ? fields.get(e.calendar) : null;
    if (e.calendar && (!cal || (cal.type !== 'date' && cal.type !== 'datetime')))
      out.push(`${e.id}: calendar needs a date field`);
    const board = e.board ? fields.get(e.board) : null;
    if (e.board && board?.type !== 'choice') out.push(`${e.id}: board needs a choice field`);
    const change = e.notify?.onChangeOf ? fields.get(e.notify.onChangeOf) : null;
    if (e.notify?.onChangeOf && change?.type !== 'choice')
      out.push(`${e.id}: notify.onChangeOf needs a choice field`);
    if (e.accountField && fields.get(e.accountField)?.type !== 'email')
      out.push(`${e.id}: accountField needs an email field`);
    if (e.anonymous && e.rule !== 'formulario')
      out.push(`${e.id}: anonymous is for formulario only`);
    if (e.rule === 'vinculada') {
      const link = e.linkField ? fields.get(e.linkField) : null;
      if (link?.type !== 'reference') out.push(`${e.id}: vinculada needs linkField, a reference`);
      else {
        const target = p.entities.find((x) => x.id === link.ref);
        if (!target?.accountField)
          out.push(`${e.id}: the person its linkField points at needs an accountField`);
      }
    }
    for (const t of e.totals ?? []) {
      const from = p.entities.find((x) => x.id === t.from);
      if (!from) out.push(`${e.id}: total from «${t.from}» which is no entity`);
      else {
        if (!from.fields.some((f) => f.type === 'reference' && f.ref === e.id))
          out.push(`${e.id}: total from «${t.from}» which does not refer to it`);
        if (t.via && !from.fields.some((f) => f.key === t.via && f.ref === e.id))
          out.push(`${e.id}: total through «${t.via}», no reference of «${t.from}» to it`);
        const f = t.field ? from.fields.find((x) => x.key === t.field) : null;
        if (t.field && (!f || (f.type !== 'number' && f.type !== 'money')))
          out.push(`${e.id}: total of «${t.field}», no number`);
        if (t.minus) {
          const minus = p.entities.find((x) => x.id === t.minus!.from);
          const mf = minus?.fields.find((x) => x.key === t.minus!.field);
          if (!t.field) out.push(`${e.id}: a balance needs a sum to take from`);
          if (!minus?.fields.some((x) => x.type === 'reference' && x.ref === e.id))
            out.push(`${e.id}: balance less «${t.minus.from}», which does not refer to it`);
          if (!mf || mf.type !== f?.type)
            out.push(`${e.id}: balance less «${t.minus.field}», not of its sum's type`);
        }
      }
    }
  }
  for (const v of p.variants ?? []) {
    for (const label of v.dropTotals ?? [])
      if (!p.entities.some((e) => e.totals?.some((t) => t.label === label)))
        out.push(`variant ${v.id}: drops the total «${label}», which no entity has`);
    for (const id of v.drop ?? []) {
      if (!p.entities.some((x) => x.id === id))
        out.push(`variant ${v.id}: drops «${id}», no entity`);
      if (id === p.main) out.push(`variant ${v.id}: drops the main entity`);
      for (const e of p.entities) {
        if ((v.drop ?? []).includes(e.id)) continue;
        const fields = applyVariantFields(e.fields, v.entities[e.id] ?? {});
        for (const f of fields)
          if (f.ref === id) out.push(`variant ${v.id}: ${e.id}.${f.key} points at dropped «${id}»`);
      }
    }
    for (const [id, change] of Object.entries(v.entities)) {
      const e = p.entities.find((x) => x.id === id);
      if (!e || !change) {
        out.push(`variant ${v.id}: «${id}» is no entity`);
        continue;
      }
      const fields = applyVariantFields(e.fields, change);
      const keys = new Set(fields.map((f) => f.key));
      if (keys.size !== fields.length) out.push(`variant ${v.id}: ${id}: two fields share a key`);
      for (const k of [...Object.keys(change.replace ?? {}), ...(change.remove ?? [])])
        if (!e.fields.some((f) => f.key === k)) out.push(`variant ${v.id}: ${id}.${k} is no field`);
      for (const k of [e.calendar, e.board, e.notify?.onChangeOf, e.accountField, e.linkField])
        if (k && !keys.has(k))
          out.push(`variant ${v.id}: ${id} loses «${k}», which a view or rule needs`);
      const cal = e.calendar ? fields.find((f) => f.key === e.calendar) : null;
      if (cal && cal.type !== 'date' && cal.type !== 'datetime')
        out.push(`variant ${v.id}: ${id}: calendar needs a date field`);
      // A total the variant leaves without its reference is left out of the app as well.
      for (const other of p.entities)
        for (const t of other.totals ?? [])
          if (
            t.from === id &&
            t.field &&
            !keys.has(t.field) &&
            fields.some((f) => f.type === 'reference' && f.ref === other.id) &&
            !v.dropTotals?.includes(t.label)
          )
            out.push(`variant ${v.id}: ${id} loses «${t.field}», which a total adds up`);
    }
  }
  for (const story of p.stories)
    if (!/^Como [^,]+, quiero .+ para .+$/.test(story))
      out.push(`story not "Como …, quiero … para …": ${story}`);
  const variantTexts = (p.variants ?? []).flatMap((v) => [
    ...(v.purpose ? [v.purpose] : []),
    ...(v.features ?? []),
    ...(v.stories ?? []),
  ]);
  for (const story of (p.variants ?? []).flatMap((v) => v.stories ?? []))
    if (!/^Como [^,]+, quiero .+ para .+$/.test(story))
      out.push(`story not "Como …, quiero … para …": ${story}`);
  for (const text of [
    p.purpose,
    ...(p.purposeWithLess ?? []),
    ...p.features,
    ...p.stories,
    ...variantTexts,
  ]) {
    for (const m of text.matchAll(TEMPLATE_IDS)) {
      if (!ids.has(m[1]!.toLowerCase())) out.push(`template names «${m[1]}», no entity: ${text}`);
    }
    if (/\{[^}]*$|^[^{]*\}/.test(text)) out.push(`unbalanced braces: ${text}`);
  }
  return out;
}

/** An entity's fields under one variant's change: replaced in place, removed, added at the end. */
export function applyVariantFields(
  fields: PatternField[],
  change: NonNullable<PatternVariant['entities'][string]>,
): PatternField[] {
  const removed = new Set(change.remove ?? []);
  const out = fields
    .filter((f) => !removed.has(f.key))
    .map((f) => ({ ...(change.replace?.[f.key] ?? f) }));
  for (const f of change.add ?? []) if (!out.some((x) => x.key === f.key)) out.push({ ...f });
  return out;
}
