// The plan becomes the app definition (issue 37): the engine emits `contracts/app-definition.ts`
// directly, and the concept's data model is derived from it, never the other way round.
// Keys come from labels through `keyFromLabel`, made unique; references follow the entities the
// plan kept; what the contract of this version does not know yet (a rule, a field type, an
// entity property) is emitted as the nearest thing it knows that gives nobody more access.

import {
  ACCESS_RULES,
  type AppDefinition,
  type AppEntityInput,
  appDefinitionInputSchema,
  appEntityInputSchema,
  normalizeAppDefinition,
} from '../../contracts/app-definition.ts';
import {
  type DataField,
  type EntityTotal,
  FIELD_TYPES,
  keyFromLabel,
  TOTALS_MAX,
  totalProblem,
} from '../../contracts/data-model.ts';
import { accented } from '../lib/ai/offline/morphology.ts';
import { fold } from './analysis/analyze.ts';
import { currencyOf, localLabel, localOptions } from './analysis/currency.ts';
import { PLACE_NOUNS } from './analysis/words.ts';
import { PATTERNS } from './patterns/catalogue.ts';
import type { PatternRule } from './patterns/types.ts';
import type { AppPlan, PlannedEntity } from './plan.ts';
import { TEAM_MARKS, TEAM_WRITES } from './tables/team-fields.ts';

const KNOWN_RULES = new Set<string>(ACCESS_RULES);
const KNOWN_TYPES = new Set<string>(FIELD_TYPES);
const ENTITY_PROPS = new Set(Object.keys(appEntityInputSchema.shape));

/** A rule this version of the contract may not know yet, as the nearest one that exposes less. */
export function contractRule(rule: PatternRule): AppEntityInput['rule'] {
  if (KNOWN_RULES.has(rule)) return rule as AppEntityInput['rule'];
  return 'privada' as AppEntityInput['rule'];
}

function unique(base: string, taken: Set<string>): string {
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base.slice(0, 37)}_${n}`;
  taken.add(key);
  return key;
}

export interface Emitted {
  definition: AppDefinition;
  /** Plan ref (and aliases) → entity key. */
  keys: Map<string, string>;
  /** Entity key → the field keys that were renamed from the pattern's. */
  planned: Map<string, PlannedEntity>;
}

export function emitDefinition(plan: AppPlan): Emitted {
  const keys = new Map<string, string>();
  const planned = new Map<string, PlannedEntity>();
  const entityKeys = new Set<string>();
  for (const e of plan.entities) {
    const key = unique(keyFromLabel(e.labelPlural, 'elementos'), entityKeys);
    keys.set(e.ref, key);
    for (const alias of e.aliases) keys.set(alias, key);
    planned.set(key, e);
  }
  const labelOf = new Map(plan.entities.map((e) => [keys.get(e.ref)!, e.label]));
  // "tengo una fonda en Puebla": the amounts are pesos, not euros (none said: euros).
  const currency = currencyOf(plan.idea);
  const entities: AppEntityInput[] = [];
  const renamedOf = new Map<string, Map<string, string>>();
  for (const e of plan.entities) {
    const key = keys.get(e.ref)!;
    const fieldKeys = new Set<string>();
    const renamed = new Map<string, string>();
    renamedOf.set(key, renamed);
    const fields: DataField[] = [];
    const refTargets = new Set<string>();
    for (const f of e.fields) {
      if (!KNOWN_TYPES.has(f.type)) continue;
      let label = f.label;
      let ref: string | undefined;
      if (f.type === 'reference') {
        ref = f.ref ? keys.get(f.ref.includes(':') ? f.ref : `${e.pattern}:${f.ref}`) : undefined;
        if (!ref || ref === key) continue;
        // Two patterns merged: one reference to the same list is enough.
        if (refTargets.has(ref) && f.ref?.includes(':')) continue;
        refTargets.add(ref);
        // The target's name when the pattern called the field by the target's own word; a
        // field with a role of its own ("Quién da", "Local") keeps it.
        const target = planned.get(ref);
        if (
          !target ||
          fold(label) === fold(target.source.label) ||
          fold(label) === fold(target.label)
        )
          label = labelOf.get(ref) ?? label;
      }
      const fieldKey = unique(f.type === 'reference' ? keyFromLabel(label) : f.key, fieldKeys);
      renamed.set(f.key, fieldKey);
      const field: DataField = {
        key: fieldKey,
        label: localLabel(label, currency),
        type: f.type as DataField['type'],
        required: f.required ?? false,
      };
      // "pie diabetico" typed without its accent: the option as the dictionary writes it.
      if (f.options) field.options = localOptions(f.options.map(withAccents), currency);
      if (ref) field.ref = ref;
      if (field.type === 'money' && currency && currency !== 'EUR') field.currency = currency;
      fields.push(field);
    }
    const src = e.source;
    const entity: AppEntityInput & Record<string, unknown> = {
      key,
      label: e.label,
      labelPlural: e.labelPlural,
      rule: contractRule(e.rule ?? src.rule),
      fields,
    };
    const calendar = src.calendar ? renamed.get(src.calendar) : undefined;
    const board = src.board ? renamed.get(src.board) : undefined;
    entity.views = {
      calendar: calendar ? { dateField: calendar } : null,
      board: board ? { statusField: board } : null,
    };
    // What the contract knows of issue 38 (rules with accounts, mail): emitted when it does.
    if (entity.rule === src.rule) {
      if (src.anonymous && src.rule === 'formulario' && ENTITY_PROPS.has('anonymous'))
        entity.anonymous = true;
    }
    // The link to the person, where the records reach them (the pattern's rule, or a private
    // list the idea says its people see: "que cada socio vea sus cuotas").
    if (entity.rule === 'vinculada') {
      const link = src.linkField ? renamed.get(src.linkField) : undefined;
      if (link && ENTITY_PROPS.has('linkField')) entity.linkField = link;
    }
    if (src.accountField && ENTITY_PROPS.has('accountField')) {
      const account = renamed.get(src.accountField);
      if (account) entity.accountField = account;
    }
    if (src.notify && ENTITY_PROPS.has('notify')) {
      const change = src.notify.onChangeOf ? (renamed.get(src.notify.onChangeOf) ?? null) : null;
      entity.notify = { onCreate: src.notify.onCreate, onChangeOf: change };
    }
    entities.push(entity);
  }
  // Counts and sums (decision 0237): `from` the emitted list of the pattern's entity, `via`
  // its reference to this one, `field` as renamed; one that does not resolve is left out.
  if (ENTITY_PROPS.has('totals'))
    for (const e of plan.entities) {
      const key = keys.get(e.ref)!;
      const entity = entities.find((x) => x.key === key)!;
      const totals: EntityTotal[] = [];
      // A list shared by two patterns keeps the counts of both (a book club's books: their
      // opinions, and how often each was lent).
      const sources = [
        { pattern: e.pattern, totals: e.source.totals ?? [] },
        ...e.aliases.map((alias) => {
          const [pattern = '', id] = alias.split(':');
          const source = PATTERNS.find((p) => p.id === pattern)?.entities.find((x) => x.id === id);
          return { pattern, totals: source?.totals ?? [] };
        }),
      ];
      for (const { pattern, t } of sources.flatMap((s) => s.totals.map((t) => ({ ...s, t })))) {
        const fromKey = keys.get(`${pattern}:${t.from}`);
        const from = entities.find((x) => x.key === fromKey);
        const viaKey = t.via && from ? renamedOf.get(from.key)?.get(t.via) : undefined;
        const via = from?.fields.find(
          (f) => f.type === 'reference' && f.ref === key && (!t.via || f.key === viaKey),
        );
        if (!from || !via || from.key === key) continue;
        const field = t.field ? renamedOf.get(from.key)?.get(t.field) : undefined;
        if (t.field && !field) continue;
        // A count labelled with its list's pattern name follows the list's name in this app:
        // «Directores», not «Equipos».
        const source = plan.entities.find((x) => keys.get(x.ref) === from.key);
        const label =
          !t.field && source && t.label === source.source.labelPlural
            ? (from.labelPlural ?? source.labelPlural)
            : t.label;
        // A balance: the sum less another list's sum, both pointing at this record.
        let minus: EntityTotal['minus'];
        if (t.minus) {
          const mKey = keys.get(`${pattern}:${t.minus.from}`);
          const mFrom = entities.find((x) => x.key === mKey);
          const mVia = mFrom?.fields.find((f) => f.type === 'reference' && f.ref === key);
          const mField = mFrom ? renamedOf.get(mFrom.key)?.get(t.minus.field) : undefined;
          if (!mFrom || !mVia || !mField) continue;
          minus = { from: mFrom.key, via: mVia.key, field: mField };
        }
        const total: EntityTotal = {
          from: from.key,
          via: via.key,
          ...(field && { field }),
          label: localLabel(label, currency),
          ...(minus && { minus }),
        };
        if (totalProblem(entity, total, entities)) continue;
        // One count of a list once, whichever pattern brought it («Apuntados», «Inscripciones»).
        const twice = (x: EntityTotal) =>
          x.label === total.label ||
          (x.from === total.from &&
            x.via === total.via &&
            x.field === total.field &&
            !x.minus &&
            !total.minus);
        if (totals.some(twice) || totals.length >= TOTALS_MAX) continue;
        totals.push(total);
      }
      if (totals.length > 0) entity.totals = totals;
    }
  // A link to a person the app does not have, or whose list has no account field (the pattern
  // that brought it was not chosen): that list alone is kept for the owner and the team.
  for (const entity of entities as (AppEntityInput & Record<string, unknown>)[]) {
    if (entity.rule !== 'vinculada') continue;
    const link = entity.fields.find((f) => f.key === entity.linkField);
    const person = entities.find((x) => link?.type === 'reference' && x.key === link.ref) as
      | (AppEntityInput & Record<string, unknown>)
      | undefined;
    if (person?.accountField) continue;
    delete entity.linkField;
    entity.rule = 'privada';
  }
  visitorsRecords(entities, planned);
  let parsed = appDefinitionInputSchema.safeParse({ entities });
  if (!parsed.success) {
    // A combination the contract refuses (a link whose person lost its account field when two
    // patterns merged): the strictest reading, without the links.
    for (const entity of entities as (AppEntityInput & Record<string, unknown>)[]) {
      if (entity.linkField || entity.rule !== 'privada') {
        delete entity.linkField;
        delete entity.anonymous;
        if (!['publica', 'catalogo', 'privada'].includes(entity.rule)) entity.rule = 'privada';
      }
    }
    parsed = appDefinitionInputSchema.safeParse({ entities });
  }
  if (!parsed.success) throw new Error(`Definición no válida: ${parsed.error.message}`);
  return { definition: normalizeAppDefinition(parsed.data), keys, planned };
}

/** A yes/no the team decides on a record a visitor sends: paid, approved, attended, returned. */
const TEAM_DECIDES =
  /^(pagad|pago recibido|cobrad|aprobad|confirmad|asisti|devuelt|fianza devuelta|entregad)/;

/**
 * The records visitors send (formulario, propia), as a business can trust them (decision 0270):
 * - what the team decides on them is the team's (`teamOnly`): the status whose change is mailed
 *   to the author, a yes/no such as «Pagada» or «Asistió», a link to the team's own people
 *   («Técnico asignado», «Repartidor») or to any private list they could only leave empty;
 * - a visitor is never asked for what they cannot see: a link to a private list of people is
 *   not required of them (a neighbour could never order: «Vecino» was required and private),
 *   and a private list of things a visitor must pick («Mesa» of an order at the table) is shown
 *   to them as a catalogue, and so is a private list of places («Departamento», «Aula»).
 */
function visitorsRecords(entities: AppEntityInput[], planned: Map<string, PlannedEntity>): void {
  for (const entity of entities as (AppEntityInput & Record<string, unknown>)[]) {
    if (entity.rule !== 'formulario' && entity.rule !== 'propia') continue;
    const notify = entity.notify as { onChangeOf: string | null } | undefined;
    for (const f of entity.fields) {
      if (f.key === notify?.onChangeOf) f.teamOnly = true;
      if (f.type === 'boolean' && TEAM_DECIDES.test(fold(f.label))) f.teamOnly = true;
      // The team writes it after the visitor sends the record: never required of them.
      if (TEAM_WRITES.test(fold(f.label))) {
        f.teamOnly = true;
        f.required = false;
      }
      if ((f.type === 'number' || f.type === 'rating') && TEAM_MARKS.test(fold(f.label)))
        f.teamOnly = true;
      if (f.type !== 'reference' || !f.ref) continue;
      const target = entities.find((x) => x.key === f.ref) as
        | (AppEntityInput & Record<string, unknown>)
        | undefined;
      if (!target || target.rule !== 'privada') continue;
      const source = planned.get(target.key)?.source;
      const people = source?.slot === 'person' || source?.members || !!target.accountField;
      // "el número de depa", "el aula": where the visitor's record happens is theirs to pick
      // (not a list the team plans, such as a delivery's route).
      const place =
        source?.slot === 'place' || (PLACE_NOUNS.has(fold(target.label)) && !source?.teamPlans);
      if (!people && (f.required || place)) target.rule = 'catalogo';
      else {
        f.teamOnly = true;
        f.required = false;
      }
    }
  }
}

/** Each word of an option the idea typed without its accents, as the dictionary writes it. */
function withAccents(option: string): string {
  return option
    .split(' ')
    .map((w) => {
      if (!/^[a-zñ]+$/i.test(w)) return w;
      const word = accented(w.toLowerCase());
      if (word === w.toLowerCase()) return w;
      return /^[A-ZÑ]/.test(w) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}
