import type { AppEntity, AppField, EntityTotal, TotalMinus } from './definition.ts';
import { canRead, type RecordRole } from './rules.ts';

// The records around a record (issue 38 §4; docs/decisions/0237-records-around-a-record.md):
// which lists point at a record, and which of its entity's totals a viewer gets. The platform
// and every exported app compute each total in one query under the list's own scope; what is
// shared here is which totals there are and who may see them.

/**
 * One total of a record: how many records of `from` point at it through `via`, or the sum of
 * their `field`, over only the records the viewer may read. A balance (`kind: 'balance'`,
 * decision 0279) is that sum less the sum of `minus.field` of the records of `minus.from`
 * that point at it through `minus.via`, also over only what the viewer may read.
 */
export type RecordTotal = {
  label: string;
  from: string;
  via: string;
  field: string | null;
  kind: 'count' | 'sum' | 'balance';
  value: number;
  minus?: TotalMinus;
};

/** Where a total's numbers come from, resolved against the definition. */
export type TotalSource = {
  from: AppEntity;
  via: AppField;
  field: AppField | null;
  /** A balance's subtracted sum; null for a count or a plain sum. */
  minus: { from: AppEntity; via: AppField; field: AppField } | null;
};

/** The entities with a reference field that points at `entity`, one per field. */
export function referrersOf(
  entities: AppEntity[],
  entity: { key: string },
): { from: AppEntity; via: AppField }[] {
  const out: { from: AppEntity; via: AppField }[] = [];
  for (const from of entities)
    for (const via of from.fields)
      if (via.type === 'reference' && via.ref === entity.key) out.push({ from, via });
  return out;
}

/** The records of `from` whose reference `via` points at `entity`, or null. */
function pointing(entity: { key: string }, fromKey: string, viaKey: string, entities: AppEntity[]) {
  const from = entities.find((e) => e.key === fromKey);
  const via = from?.fields.find((f) => f.key === viaKey);
  if (!from || via?.type !== 'reference' || via.ref !== entity.key) return null;
  return { from, via };
}

const isAmount = (f: AppField | undefined): f is AppField =>
  f?.type === 'number' || f?.type === 'money';

/**
 * What a total counts or adds up: `from`, whose `via` is a reference to `entity`, and its
 * number or money `field` (null: a count); for a balance, also what it subtracts: a number
 * field from a number field, an amount from an amount in the same currency. Null when the
 * total does not hold together (a removed entity or field; the platform's `totalProblem`
 * says why in Spanish).
 */
export function totalSource(
  entity: { key: string },
  total: EntityTotal,
  entities: AppEntity[],
): TotalSource | null {
  const source = pointing(entity, total.from, total.via, entities);
  if (!source) return null;
  if (total.field === undefined)
    return total.minus === undefined ? { ...source, field: null, minus: null } : null;
  const field = source.from.fields.find((f) => f.key === total.field);
  if (!isAmount(field)) return null;
  if (total.minus === undefined) return { ...source, field, minus: null };
  const other = pointing(entity, total.minus.from, total.minus.via, entities);
  const minusKey = total.minus.field;
  const minusField = other?.from.fields.find((f) => f.key === minusKey);
  if (!other || !isAmount(minusField) || minusField.type !== field.type) return null;
  if ((minusField.currency ?? 'EUR') !== (field.currency ?? 'EUR')) return null;
  return { ...source, field, minus: { ...other, field: minusField } };
}

/**
 * A total's value as shown and answered: `sum` less `minus` (a balance; 0 otherwise), money
 * to the cent and numbers without binary remainders (0,1 + 0,2 is 0,3), never «-0».
 */
export function totalValue(field: Pick<AppField, 'type'> | null, sum: number, minus = 0): number {
  const value = sum - minus;
  if (!Number.isFinite(value)) return 0;
  const exact = Number(value.toPrecision(15));
  const rounded =
    field?.type === 'money' ? (Math.sign(exact) * Math.round(Math.abs(exact) * 100)) / 100 : exact;
  return rounded + 0;
}

/**
 * The totals of `entity` a viewer gets: those that hold together, over a list the viewer may
 * open. A total over a list they may not open is left out: its existence is the definition's,
 * which anyone may read, but not its value. A balance needs both lists: one who may not read
 * the payments does not get what is owed (it would tell them what was paid).
 */
export function readableTotals(
  entity: AppEntity,
  entities: AppEntity[],
  role: RecordRole,
): ({ total: EntityTotal } & TotalSource)[] {
  const out: ({ total: EntityTotal } & TotalSource)[] = [];
  for (const total of entity.totals ?? []) {
    const source = totalSource(entity, total, entities);
    if (!source || !canRead(source.from, role)) continue;
    if (source.minus && !canRead(source.minus.from, role)) continue;
    out.push({ total, ...source });
  }
  return out;
}

/** Kind of a total as answered: a count, a sum, or a sum less another (a balance). */
export function totalKind(source: Pick<TotalSource, 'field' | 'minus'>): RecordTotal['kind'] {
  return source.minus ? 'balance' : source.field ? 'sum' : 'count';
}
