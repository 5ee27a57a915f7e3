import type { AppEntity, AppRecord } from '../../../../contracts/app-definition.ts';

/** What names a record in lists and references: its first text value, or the entity. */
export function recordTitle(entity: AppEntity, record: AppRecord): string {
  const field =
    entity.fields.find((f) => f.type === 'text' && record.data[f.key]) ??
    entity.fields.find((f) => record.data[f.key] !== null && record.data[f.key] !== undefined);
  const value = field ? record.data[field.key] : null;
  return value === null || value === undefined || value === '' ? entity.label : String(value);
}
