// Applying change operations (issue 27) to a data model and a design, and describing them
// in Spanish. Pure: returns a new model and design, validated with dataModelSchema, or a
// refusal. Removing an entity also removes the reference fields that point at it (named in
// the summary), so a change never leaves a reference to an entity that no longer exists; an
// entity left with no field by that is refused. Operations that remove data are reported so
// the server can ask for confirmation. See docs/decisions/0180-reading-change-instructions.md.

import type { ChangeOperation, NewField } from '../../../../contracts/app-changes.ts';
import {
  type DataEntity,
  type DataField,
  type DataModel,
  dataModelSchema,
  FIELD_TYPE_LABELS,
  type FieldType,
  keyFromLabel,
  TOTALS_MAX,
  totalProblem,
} from '../../../../contracts/data-model.ts';
import { fill, messages } from '../../../../contracts/messages.ts';
import type { Layout, Theme } from '../../../../contracts/projects.ts';
import { PLURAL_POSSESSIVES } from '../../../engine/changes/words.ts';
import { COLOURS } from './change-lexicon.ts';
import { accented, fold, pluralize } from './morphology.ts';

export interface ChangeDesign {
  primaryColor: string;
  secondaryColor: string;
  theme: Theme;
  layout: Layout;
  [extra: string]: unknown;
}

export type ApplyResult =
  | {
      ok: true;
      model: DataModel;
      design: ChangeDesign;
      /** Indexes of the operations that remove stored values (ask before applying). */
      removesData: number[];
    }
  | { ok: false; reason: 'not_understood' | 'nothing_to_change'; message: string };

const t = messages.changes;

/** Conversions that keep every stored value readable. Anything else may lose values. */
const LOSSLESS: Partial<Record<FieldType, FieldType[]>> = {
  text: ['longtext'],
  longtext: [],
  number: ['text', 'longtext', 'money'],
  money: ['text', 'longtext', 'number'],
  date: ['text', 'longtext', 'datetime'],
  datetime: ['text', 'longtext'],
  boolean: ['text', 'longtext'],
  choice: ['text', 'longtext'],
  email: ['text', 'longtext'],
  phone: ['text', 'longtext'],
  url: ['text', 'longtext'],
  image: [],
  rating: ['number', 'text', 'longtext'],
  reference: [],
  file: [],
};

/** «Mi alumno» → «Mis alumnos»: a possessive before the noun goes to the plural with it. */
function pluralLabel(label: string): string {
  const [first, noun, ...more] = label.split(' ');
  const own = Object.entries(PLURAL_POSSESSIVES).find(([, one]) => one === fold(first!))?.[0];
  if (!own || !noun) return pluralize(label);
  return [
    first![0] === first![0]!.toUpperCase() ? own[0]!.toUpperCase() + own.slice(1) : own,
    pluralize([noun, ...more].join(' ')),
  ].join(' ');
}

export function typeChangeLosesValues(from: FieldType, to: FieldType): boolean {
  if (from === to) return false;
  return !(LOSSLESS[from] ?? []).includes(to);
}

function toField(field: NewField): DataField {
  const out: DataField = {
    key: keyFromLabel(field.label),
    label: field.label,
    type: field.type,
    required: field.required ?? false,
  };
  if (field.type === 'choice') out.options = field.options;
  if (field.type === 'reference') out.ref = field.ref;
  return out;
}

class Stop extends Error {}

export function applyOperations(
  model: DataModel,
  design: ChangeDesign,
  operations: ChangeOperation[],
): ApplyResult {
  const entities: DataEntity[] = structuredClone(model.entities);
  const currency = entities
    .flatMap((e) => e.fields)
    .find((f) => f.type === 'money' && f.currency)?.currency;
  const nextDesign: ChangeDesign = { ...design };
  const removesData: number[] = [];
  const fail = (message: string): never => {
    throw Object.assign(new Stop(message), { message });
  };
  const entityAt = (key: string) => {
    const e = entities.find((x) => x.key === key);
    if (!e) fail(fill(t.entityGone, { entity: key }));
    return e!;
  };
  const fieldAt = (entity: DataEntity, key: string) => {
    const f = entity.fields.find((x) => x.key === key);
    if (!f) fail(fill(t.fieldGone, { field: key, entity: entity.label }));
    return f!;
  };
  try {
    operations.forEach((op, index) => {
      switch (op.op) {
        case 'addEntity': {
          const labelPlural = op.labelPlural ?? pluralLabel(op.label);
          const key = keyFromLabel(labelPlural, 'registros');
          if (entities.some((e) => e.key === key)) fail(fill(t.entityExists, { entity: op.label }));
          const fields = op.fields.length > 0 ? op.fields.map(toField) : [defaultNameField()];
          entities.push({ key, label: op.label, labelPlural, rule: op.rule ?? 'privada', fields });
          break;
        }
        case 'removeEntity': {
          entityAt(op.entity);
          removesData.push(index);
          const rest = entities.filter((e) => e.key !== op.entity);
          for (const e of rest) {
            e.fields = e.fields.filter((f) => !(f.type === 'reference' && f.ref === op.entity));
            if (e.fields.length === 0) fail(fill(t.entityEmptied, { entity: e.label }));
          }
          entities.splice(0, entities.length, ...rest);
          break;
        }
        case 'renameEntity': {
          const e = entityAt(op.entity);
          // Renaming a list renames what points at it (issue 39): a reference field named as
          // the list was ("Herramienta" of each Préstamo) takes the new name; its key stays.
          for (const other of entities)
            for (const f of other.fields)
              if (f.type === 'reference' && f.ref === e.key && fold(f.label) === fold(e.label))
                f.label = op.label;
          // A count named as the list was («Turnos» on each Dueño) takes its new name too.
          const oldPlural = fold(e.labelPlural ?? pluralLabel(e.label));
          const newPlural = pluralLabel(op.label);
          for (const other of entities)
            for (const total of other.totals ?? [])
              if (total.from === e.key && fold(total.label) === oldPlural) total.label = newPlural;
          e.label = op.label;
          e.labelPlural = newPlural;
          break;
        }
        case 'addField': {
          const e = entityAt(op.entity);
          const field = toField(op.field);
          // A new amount is in the app's currency (decision 0275).
          if (field.type === 'money' && currency) field.currency = currency;
          // Never two fields of one name, whatever their keys («Raza» kept as «tipo»).
          if (e.fields.some((f) => f.key === field.key || fold(f.label) === fold(field.label)))
            fail(fill(t.fieldExists, { entity: e.label, field: field.label }));
          e.fields.push(field);
          break;
        }
        case 'removeField': {
          const e = entityAt(op.entity);
          fieldAt(e, op.field);
          if (e.fields.length === 1) fail(fill(t.lastField, { entity: e.label }));
          e.fields = e.fields.filter((f) => f.key !== op.field);
          // A mail on changes of that field goes with it (issue 38).
          if (e.notify?.onChangeOf === op.field) e.notify = { ...e.notify, onChangeOf: null };
          removesData.push(index);
          break;
        }
        case 'renameField': {
          // The key stays: stored values keep their place.
          fieldAt(entityAt(op.entity), op.field).label = op.label;
          break;
        }
        case 'changeFieldType': {
          const f = fieldAt(entityAt(op.entity), op.field);
          if (typeChangeLosesValues(f.type, op.type)) removesData.push(index);
          f.type = op.type;
          delete f.options;
          delete f.ref;
          delete f.currency;
          if (op.type === 'money' && currency) f.currency = currency;
          if (op.type === 'choice') f.options = op.options;
          if (op.type === 'reference') f.ref = op.ref;
          break;
        }
        case 'setRequired':
          fieldAt(entityAt(op.entity), op.field).required = op.required;
          break;
        case 'addOptions': {
          const f = fieldAt(entityAt(op.entity), op.field);
          if (f.type !== 'choice') fail(fill(t.notChoice, { field: f.label }));
          f.options = [...(f.options ?? []), ...op.options.filter((o) => !f.options?.includes(o))];
          break;
        }
        case 'removeOptions': {
          const f = fieldAt(entityAt(op.entity), op.field);
          if (f.type !== 'choice') fail(fill(t.notChoice, { field: f.label }));
          f.options = (f.options ?? []).filter((o) => !op.options.includes(o));
          if (f.options.length < 2) fail(fill(t.fewOptions, { field: f.label }));
          removesData.push(index);
          break;
        }
        case 'setRule': {
          const entity = entityAt(op.entity);
          if (op.anonymous !== undefined && op.rule !== 'formulario')
            fail(fill(t.settingOffRule, { setting: t.anonymousSetting, rule: 'formulario' }));
          if (op.linkField !== undefined && op.rule !== 'vinculada')
            fail(fill(t.settingOffRule, { setting: t.linkFieldSetting, rule: 'vinculada' }));
          entity.rule = op.rule;
          // Settings of the rule it leaves (issue 38) no longer apply.
          delete entity.anonymous;
          delete entity.linkField;
          if (op.anonymous) entity.anonymous = true;
          if (op.linkField !== undefined) {
            const link = fieldAt(entity, op.linkField);
            if (link.type !== 'reference')
              fail(fill(t.linkNotReference, { field: link.label, entity: entity.label }));
            entity.linkField = op.linkField;
          }
          break;
        }
        case 'setAccountField': {
          const entity = entityAt(op.entity);
          const f = fieldAt(entity, op.field);
          if (f.type !== 'email')
            fail(fill(t.accountNotEmail, { field: f.label, entity: entity.label }));
          entity.accountField = op.field;
          break;
        }
        case 'setNotify': {
          const entity = entityAt(op.entity);
          if (op.onCreate === undefined && op.onChangeOf === undefined) fail(t.notifyEmpty);
          const before = entity.notify ?? { onCreate: false, onChangeOf: null };
          const onChangeOf = op.onChangeOf === undefined ? before.onChangeOf : op.onChangeOf;
          if (onChangeOf !== null) {
            const f = fieldAt(entity, onChangeOf);
            if (f.type !== 'choice')
              fail(fill(t.notifyNotChoice, { field: f.label, entity: entity.label }));
          }
          const onCreate = op.onCreate ?? before.onCreate;
          entity.notify = { onCreate, onChangeOf };
          break;
        }
        case 'addTotal': {
          const entity = entityAt(op.entity);
          const from = entityAt(op.from);
          const via = op.via
            ? fieldAt(from, op.via)
            : from.fields.find((f) => f.type === 'reference' && f.ref === entity.key);
          if (via?.type !== 'reference' || via.ref !== entity.key)
            fail(fill(t.totalNoReference, { from: from.label, entity: entity.label }));
          if (op.field !== undefined) {
            const f = fieldAt(from, op.field);
            if (f.type !== 'number' && f.type !== 'money')
              fail(fill(t.totalNotNumber, { field: f.label, from: from.label }));
          }
          // A balance (decision 0279): a sum less a sum of the same kind, from another list.
          let minus: { from: string; via: string; field: string } | undefined;
          if (op.minus !== undefined) {
            if (op.field === undefined) fail(fill(t.totalMinusNotSum, { from: from.label }));
            const minusFrom = entityAt(op.minus.from);
            const minusVia = op.minus.via
              ? fieldAt(minusFrom, op.minus.via)
              : minusFrom.fields.find((f) => f.type === 'reference' && f.ref === entity.key);
            if (minusVia?.type !== 'reference' || minusVia.ref !== entity.key)
              fail(fill(t.totalNoReference, { from: minusFrom.label, entity: entity.label }));
            const summed = fieldAt(from, op.field as string);
            const subtracted = fieldAt(minusFrom, op.minus.field);
            if (subtracted.type !== 'number' && subtracted.type !== 'money')
              fail(fill(t.totalNotNumber, { field: subtracted.label, from: minusFrom.label }));
            if (
              subtracted.type !== summed.type ||
              (subtracted.currency ?? 'EUR') !== (summed.currency ?? 'EUR')
            )
              fail(
                fill(t.totalMinusMismatch, {
                  minus: subtracted.label,
                  minusFrom: minusFrom.label,
                  field: summed.label,
                  from: from.label,
                }),
              );
            minus = { from: minusFrom.key, via: minusVia!.key, field: subtracted.key };
          }
          const totals = entity.totals ?? [];
          if (totals.some((x) => x.label === op.label))
            fail(fill(t.totalExists, { entity: entity.label, label: op.label }));
          if (totals.length >= TOTALS_MAX)
            fail(fill(t.totalsFull, { entity: entity.label, max: String(TOTALS_MAX) }));
          entity.totals = [
            ...totals,
            {
              from: from.key,
              via: via!.key,
              ...(op.field !== undefined && { field: op.field }),
              label: op.label,
              ...(minus && { minus }),
            },
          ];
          break;
        }
        case 'removeTotal': {
          const entity = entityAt(op.entity);
          const totals = entity.totals ?? [];
          if (!totals.some((x) => x.label === op.label))
            fail(fill(t.totalGone, { entity: entity.label, label: op.label }));
          entity.totals = totals.filter((x) => x.label !== op.label);
          if (entity.totals.length === 0) delete entity.totals;
          break;
        }
        case 'setDesign':
          if (op.primaryColor) nextDesign.primaryColor = op.primaryColor;
          if (op.secondaryColor) nextDesign.secondaryColor = op.secondaryColor;
          if (op.theme) nextDesign.theme = op.theme;
          if (op.layout) nextDesign.layout = op.layout;
          break;
      }
    });
  } catch (error) {
    if (error instanceof Stop)
      return { ok: false, reason: 'not_understood', message: error.message };
    throw error;
  }
  // A total whose list, reference or summed field a change removed (or retyped) goes with it.
  for (const e of entities) {
    if (!e.totals) continue;
    e.totals = e.totals.filter((x) => totalProblem(e, x, entities) === null);
    if (e.totals.length === 0) delete e.totals;
  }
  const checked = dataModelSchema.safeParse({ entities });
  if (!checked.success) {
    return {
      ok: false,
      reason: 'not_understood',
      message: fill(t.invalidResult, { detail: checked.error.issues[0]?.message ?? '' }),
    };
  }
  return { ok: true, model: checked.data, design: nextDesign, removesData };
}

function defaultNameField(): DataField {
  return { key: 'nombre', label: 'Nombre', type: 'text', required: true };
}

const typeName = (type: FieldType) => FIELD_TYPE_LABELS[type];

/** One readable Spanish line per operation (plus the references a removal takes with it). */
export function summarize(model: DataModel, operations: ChangeOperation[]): string[] {
  const s = t.summary;
  const lines: string[] = [];
  const entities = structuredClone(model.entities);
  const entity = (key: string) => entities.find((e) => e.key === key);
  const label = (key: string) => entity(key)?.label ?? key;
  const plural = (key: string) => entity(key)?.labelPlural ?? key;
  const fieldLabel = (e: string, f: string) =>
    entity(e)?.fields.find((x) => x.key === f)?.label ?? f;
  // ("…y que sea obligatorio": the owner sees it was understood.)
  const describeNew = (f: NewField) =>
    f.type === 'reference' && f.ref
      ? fill(f.required ? s.requiredReferenceField : s.referenceField, {
          field: f.label,
          target: label(f.ref),
        })
      : fill(f.required ? s.requiredTypedField : s.typedField, {
          field: f.label,
          type: typeName(f.type),
        });
  for (const op of operations) {
    switch (op.op) {
      case 'addEntity': {
        const fields =
          op.fields.length > 0
            ? op.fields
            : [{ label: 'Nombre', type: 'text' as const, required: true }];
        lines.push(
          fill(s.addEntity, {
            entity: op.label,
            fields: joinAnd(fields.map((f) => describeNew(f as NewField))),
          }),
        );
        if (op.rule)
          lines.push(
            fill(s[`rule_${op.rule}`], {
              entities: op.labelPlural ?? pluralLabel(op.label),
              field: '',
            }),
          );
        const labelPlural = op.labelPlural ?? pluralLabel(op.label);
        entities.push({
          key: keyFromLabel(labelPlural, 'registros'),
          label: op.label,
          labelPlural,
          rule: op.rule ?? 'privada',
          fields: [],
        });
        break;
      }
      case 'removeEntity': {
        lines.push(fill(s.removeEntity, { entity: label(op.entity), entities: plural(op.entity) }));
        for (const e of entities) {
          for (const f of e.fields) {
            if (f.type === 'reference' && f.ref === op.entity && e.key !== op.entity)
              lines.push(
                fill(s.removeReference, {
                  field: f.label,
                  entity: e.label,
                  target: label(op.entity),
                }),
              );
          }
        }
        break;
      }
      case 'renameEntity':
        lines.push(fill(s.renameEntity, { entity: label(op.entity), label: op.label }));
        // The reference fields named as the list follow it (applyOperations): said, not hidden.
        for (const e of entities)
          for (const f of e.fields)
            if (
              f.type === 'reference' &&
              f.ref === op.entity &&
              fold(f.label) === fold(label(op.entity))
            )
              lines.push(
                fill(s.renameReference, { field: f.label, entity: e.label, label: op.label }),
              );
        break;
      case 'addField':
        lines.push(fill(s.addField, { field: describeNew(op.field), entity: label(op.entity) }));
        break;
      case 'removeField':
        lines.push(
          fill(s.removeField, { field: fieldLabel(op.entity, op.field), entity: label(op.entity) }),
        );
        break;
      case 'renameField':
        lines.push(
          fill(s.renameField, {
            field: fieldLabel(op.entity, op.field),
            entity: label(op.entity),
            label: op.label,
          }),
        );
        break;
      case 'changeFieldType':
        lines.push(
          fill(s.changeFieldType, {
            field: fieldLabel(op.entity, op.field),
            entity: label(op.entity),
            type:
              op.type === 'reference' && op.ref
                ? `${typeName(op.type)} a «${label(op.ref)}»`
                : op.type === 'choice' && op.options
                  ? `${typeName(op.type)} (${op.options.join(', ')})`
                  : typeName(op.type),
          }),
        );
        break;
      case 'setRequired':
        lines.push(
          fill(op.required ? s.setRequired : s.setOptional, {
            field: fieldLabel(op.entity, op.field),
            entity: label(op.entity),
          }),
        );
        break;
      case 'addOptions':
        lines.push(
          fill(op.options.length === 1 ? s.addOption : s.addOptions, {
            options: joinAnd(op.options.map((o) => `«${o}»`)),
            field: fieldLabel(op.entity, op.field),
            entity: label(op.entity),
          }),
        );
        break;
      case 'removeOptions':
        lines.push(
          fill(op.options.length === 1 ? s.removeOption : s.removeOptions, {
            options: joinAnd(op.options.map((o) => `«${o}»`)),
            field: fieldLabel(op.entity, op.field),
            entity: label(op.entity),
          }),
        );
        break;
      case 'setRule': {
        const link = op.linkField ?? '';
        const key =
          op.rule === 'formulario' && op.anonymous ? 'rule_formularioAnonymous' : `rule_${op.rule}`;
        lines.push(
          fill(s[key as keyof typeof s], {
            entities: plural(op.entity),
            field: fieldLabel(op.entity, link),
          }),
        );
        break;
      }
      case 'setAccountField':
        lines.push(
          fill(s.accountField, {
            field: fieldLabel(op.entity, op.field),
            entities: plural(op.entity),
          }),
        );
        break;
      case 'setNotify':
        if (op.onCreate !== undefined)
          lines.push(
            fill(op.onCreate ? s.notifyOnCreate : s.notifyOffCreate, {
              entities: plural(op.entity),
            }),
          );
        if (op.onChangeOf !== undefined)
          lines.push(
            op.onChangeOf === null
              ? fill(s.notifyOffChange, { entities: plural(op.entity) })
              : fill(s.notifyOnChange, {
                  entities: plural(op.entity),
                  field: fieldLabel(op.entity, op.onChangeOf),
                }),
          );
        break;
      case 'addTotal':
        lines.push(
          op.field && op.minus
            ? fill(s.addTotalBalance, {
                entities: plural(op.entity),
                field: fieldLabel(op.from, op.field),
                from: plural(op.from),
                minus: fieldLabel(op.minus.from, op.minus.field),
                minusFrom: plural(op.minus.from),
                label: op.label,
              })
            : op.field
              ? fill(s.addTotalSum, {
                  entities: plural(op.entity),
                  field: fieldLabel(op.from, op.field),
                  from: plural(op.from),
                  label: op.label,
                })
              : fill(s.addTotalCount, {
                  entities: plural(op.entity),
                  from: plural(op.from),
                  label: op.label,
                }),
        );
        break;
      case 'removeTotal':
        lines.push(fill(s.removeTotal, { label: op.label, entities: plural(op.entity) }));
        break;
      case 'setDesign':
        if (op.primaryColor)
          lines.push(fill(s.primaryColor, { color: colourName(op.primaryColor) }));
        if (op.secondaryColor)
          lines.push(fill(s.secondaryColor, { color: colourName(op.secondaryColor) }));
        if (op.theme) lines.push(fill(s.theme, { theme: messages.changes.themes[op.theme] }));
        if (op.layout) lines.push(fill(s.layout, { layout: messages.changes.layouts[op.layout] }));
        break;
    }
  }
  return lines;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** "verde (#16a34a)": a colour of the table is said by its name, the code after it for the record. */
function colourName(hex: string): string {
  const name = Object.entries(COLOURS).find(([, h]) => h === hex.toLowerCase())?.[0];
  // The table's keys are folded ("anil", "marron"): the dictionary gives their accents back.
  return name ? `${name.split(' ').map(accented).join(' ')} (${hex})` : hex;
}
