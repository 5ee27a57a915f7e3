import type { AppDefinition, AppEntity, RecordData } from '../../../contracts/app-definition.ts';
import { FIELD_MAX_LENGTH, ownValue } from '../../../kit/definition.ts';
import { recordTitle } from '../../../kit/titles.ts';
import type { DbOrTrx } from '../../db/types.ts';
import * as records from './records.repo.ts';

// The records an app keeps when its definition is replaced (a change asked in words, an edit, a
// restored version) are carried field by field under the same keys. A field that keeps its key
// but stops being a reference and becomes a text (QA, decision 0278) would show the id it kept
// («0b6c…» where the enrolment said «Torno»): its value becomes the title of the record it
// pointed at, the words the person saw. The way back (a text becoming a reference again, a
// restored version) points a title at the one record it names. An example whose value names
// no record is cleared; an owner's value that names none stays as it was, never dropped.

const TEXT = new Set(['text', 'longtext']);

/** A field of an entity kept in `next` that turns from a reference into text, or back. */
export type CarriedField = {
  entity: string;
  field: string;
  to: 'text' | 'reference';
  /** The entity referenced (before, or now), as it reads in `next` (else as it read before). */
  target: AppEntity;
  /** The longest text the field takes now (for `to: 'text'`). */
  max: number;
};

/** The fields that turn from a reference into a text or a long text, or back, from `previous` to `next`. */
export function carriedFields(previous: AppDefinition, next: AppDefinition): CarriedField[] {
  const found: CarriedField[] = [];
  const entityOf = (key: string) =>
    next.entities.find((e) => e.key === key) ?? previous.entities.find((e) => e.key === key);
  for (const entity of next.entities) {
    const before = previous.entities.find((e) => e.key === entity.key);
    for (const field of entity.fields) {
      const was = before?.fields.find((f) => f.key === field.key);
      if (!was) continue;
      const ref =
        was.type === 'reference' && TEXT.has(field.type)
          ? was.ref
          : TEXT.has(was.type) && field.type === 'reference'
            ? field.ref
            : undefined;
      const target = ref ? entityOf(ref) : undefined;
      if (!target) continue;
      found.push({
        entity: entity.key,
        field: field.key,
        to: field.type === 'reference' ? 'reference' : 'text',
        target,
        max: FIELD_MAX_LENGTH[field.type] ?? 200,
      });
    }
  }
  return found;
}

/**
 * The stored value of one record's field after the change, or `undefined` when it stays as
 * it is: what `names` gives for it (an id's title, or a title's one record), nothing for an
 * example whose value names no record (`null`: cleared).
 */
export function carriedValue(
  value: unknown,
  names: ReadonlyMap<string, string>,
  isExample: boolean,
  max: number,
): string | null | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const named = names.get(value);
  if (named !== undefined) return named.slice(0, max);
  return isExample ? null : undefined;
}

/**
 * Rewrites, in the caller's transaction, the values of the fields `carriedFields` finds, for
 * the records the app shows now (`sameSet(entity)`: the entity keeps its record set; the
 * records of another set are another version's and are left alone).
 */
export async function carryChangedFields(
  trx: DbOrTrx,
  projectId: string,
  previous: AppDefinition,
  next: AppDefinition,
  sameSet: (entityKey: string) => boolean,
  at: string,
): Promise<void> {
  const changes = carriedFields(previous, next).filter((c) => sameSet(c.entity));
  if (changes.length === 0) return;
  // Per referenced entity: its records' titles by id, and the ids by title of the titles only
  // one record has (a title two records share names neither).
  const names = new Map<string, { titles: Map<string, string>; ids: Map<string, string> }>();
  for (const { target } of changes) {
    if (names.has(target.key)) continue;
    const titles = new Map<string, string>();
    const ids = new Map<string, string>();
    const shared = new Set<string>();
    for (const row of await records.allRecords(trx, projectId, target.key)) {
      const data = parseData(row.data);
      if (!data) continue;
      const title = recordTitle(target, { data, createdAt: row.createdAt });
      titles.set(row.id, title);
      if (ids.has(title)) shared.add(title);
      ids.set(title, row.id);
    }
    for (const title of shared) ids.delete(title);
    names.set(target.key, { titles, ids });
  }
  for (const entity of new Set(changes.map((c) => c.entity))) {
    const mine = changes.filter((c) => c.entity === entity);
    for (const row of await records.allRecords(trx, projectId, entity)) {
      const data = parseData(row.data);
      if (!data) continue;
      let changed = false;
      for (const change of mine) {
        const target = names.get(change.target.key);
        const value = ownValue(data, change.field);
        // A reference that already names a record of its target (a restored version's) stays.
        if (change.to === 'reference' && typeof value === 'string' && target?.titles.has(value))
          continue;
        const carried = carriedValue(
          value,
          (change.to === 'text' ? target?.titles : target?.ids) ?? new Map<string, string>(),
          row.isExample === 1,
          change.max,
        );
        if (carried === undefined) continue;
        if (carried === null) delete data[change.field];
        else data[change.field] = carried;
        changed = true;
      }
      if (changed) await records.updateRecordData(trx, row.id, JSON.stringify(data), at);
    }
  }
}

function parseData(raw: string): RecordData | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as RecordData)
      : null;
  } catch {
    return null;
  }
}
