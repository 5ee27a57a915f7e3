import { type AppEntity, type AppRecord, ownValue } from '../../../../contracts/app-definition.ts';
import { parseFileValue } from '../../../../contracts/app-files.ts';

/** What names a record in lists and references: its first text value, or the entity. */
export function recordTitle(entity: AppEntity, record: AppRecord): string {
  const field =
    entity.fields.find((f) => f.type === 'text' && ownValue(record.data, f.key)) ??
    entity.fields.find((f) => {
      const v = ownValue(record.data, f.key);
      return v !== null && v !== undefined;
    });
  const value = field ? ownValue(record.data, field.key) : null;
  // A file names the record by its name, never by its URL.
  if (field?.type === 'file') return parseFileValue(value)?.name ?? entity.label;
  return value === null || value === undefined || value === '' ? entity.label : String(value);
}
