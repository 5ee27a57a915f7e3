import type { AppEntity, AppField, EntityTotal } from './definition.ts';
import { canRead, type RecordRole } from './rules.ts';

// The records around a record (issue 38 §4; docs/decisions/0237-records-around-a-record.md):
// which lists point at a record, and which of its entity's totals a viewer gets. The platform
// and every exported app compute each total in one query under the list's own scope; what is
// shared here is which totals there are and who may see them.

/**
 * One total of a record: how many records of `from` point at it through `via`, or the sum of
 * their `field`, over only the records the viewer may read.
 */
export type RecordTotal = {
  label: string;
  from: string;
  via: string;
  field: string | null;
  kind: 'count' | 'sum';
  value: number;
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

/**
 * What a total counts or adds up: `from`, whose `via` is a reference to `entity`, and its
 * number or money `field` (null: a count). Null when the total does not hold together (a
 * removed entity or field; the platform's `totalProblem` says why in Spanish).
 */
export function totalSource(
  entity: { key: string },
  total: EntityTotal,
  entities: AppEntity[],
): { from: AppEntity; via: AppField; field: AppField | null } | null {
  const from = entities.find((e) => e.key === total.from);
  const via = from?.fields.find((f) => f.key === total.via);
  if (!from || via?.type !== 'reference' || via.ref !== entity.key) return null;
  if (total.field === undefined) return { from, via, field: null };
  const field = from.fields.find((f) => f.key === total.field);
  if (field?.type !== 'number' && field?.type !== 'money') return null;
  return { from, via, field };
}

/**
 * The totals of `entity` a viewer gets: those that hold together, over a list the viewer may
 * open. A total over a list they may not open is left out: its existence is the definition's,
 * which anyone may read, but not its value.
 */
export function readableTotals(
  entity: AppEntity,
  entities: AppEntity[],
  role: RecordRole,
): { total: EntityTotal; from: AppEntity; via: AppField; field: AppField | null }[] {
  const out: { total: EntityTotal; from: AppEntity; via: AppField; field: AppField | null }[] = [];
  for (const total of entity.totals ?? []) {
    const source = totalSource(entity, total, entities);
    if (source && canRead(source.from, role)) out.push({ total, ...source });
  }
  return out;
}
