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

/**
 * The reference a record is named by when it has no text of its own (a join entity:
 * Inscripción → Alumno, Curso): its first reference with a value other than `exclude` (the
 * side the viewer came from), whose target's title names it. Null when text names it.
 */
export function titleReference(
  entity: AppEntity,
  record: AppRecord,
  exclude?: string,
): { key: string; ref: string } | null {
  if (entity.fields.some((f) => f.type === 'text' && ownValue(record.data, f.key))) return null;
  const field = entity.fields.find(
    (f) =>
      f.type === 'reference' &&
      f.ref &&
      f.key !== exclude &&
      typeof ownValue(record.data, f.key) === 'string' &&
      ownValue(record.data, f.key) !== '',
  );
  return field?.ref ? { key: field.key, ref: field.ref } : null;
}
