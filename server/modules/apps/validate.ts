import {
  type AppEntity,
  type AppField,
  FIELD_MAX_LENGTH,
  RECORD_MAX_BYTES,
  type RecordData,
} from '../../../contracts/app-definition.ts';
import { fileKeyOf, fileValueString, parseFileValue } from '../../../contracts/app-files.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { fill } from '../../../contracts/messages.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

// A record's data checked against its entity's fields (issue 20): the types, required
// fields, lengths and options; unknown (and removed) fields refused. References are only
// collected here; the service checks that they point at records of this project.

const t = appMessages.errors;

const invalid = (message: string) => badRequest(message, 'INVALID_RECORD');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const PHONE = /^\+?[0-9][0-9 ()./-]{2,28}$/;
const MONEY_MAX = 1e12;

function validDate(text: string): boolean {
  const d = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text.slice(0, 10);
}

export type Reference = { field: AppField; id: string };
/** A file value: the service checks that the app stored it and writes its stored size. */
export type FileRef = { field: AppField; key: string };

/** One value, cleaned, or an AppError naming the field in Spanish. */
function checkValue(
  field: AppField,
  value: unknown,
  imagePrefix: string,
): string | number | boolean {
  const wrong = () =>
    invalid(fill(t.wrongType, { field: field.label, type: appMessages.typeNames[field.type] }));
  const max = FIELD_MAX_LENGTH[field.type];
  const asText = () => {
    if (typeof value !== 'string') throw wrong();
    const text = value.trim();
    if (max && text.length > max) throw invalid(fill(t.tooLong, { field: field.label, max }));
    return text;
  };
  switch (field.type) {
    case 'text':
    case 'longtext':
      return asText();
    case 'email': {
      const text = asText();
      if (!EMAIL.test(text)) throw wrong();
      return text.toLowerCase();
    }
    case 'phone': {
      const text = asText();
      if (!PHONE.test(text)) throw wrong();
      return text;
    }
    case 'url': {
      const text = asText();
      let ok = false;
      try {
        const u = new URL(text);
        ok = u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        ok = false;
      }
      if (!ok) throw wrong();
      return text;
    }
    case 'image': {
      const text = asText();
      // Only images uploaded to this app (POST /api/apps/{id}/uploads): no outside URLs.
      if (!text.startsWith(imagePrefix) || text.includes('..') || !/^[\w./-]+$/.test(text))
        throw invalid(fill(t.badImage, { field: field.label }));
      return text;
    }
    case 'number':
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > MONEY_MAX)
        throw wrong();
      return field.type === 'money' ? Math.round(value * 100) / 100 : value;
    }
    case 'rating': {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5)
        throw wrong();
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw wrong();
      return value;
    case 'date': {
      if (typeof value !== 'string' || !DATE.test(value) || !validDate(value)) throw wrong();
      return value;
    }
    case 'datetime': {
      if (typeof value !== 'string' || !DATETIME.test(value) || !validDate(value)) throw wrong();
      return value;
    }
    case 'choice': {
      if (typeof value !== 'string' || !(field.options ?? []).includes(value))
        throw invalid(fill(t.badOption, { field: field.label }));
      return value;
    }
    case 'reference': {
      if (typeof value !== 'string' || !/^[\w-]{1,64}$/.test(value)) throw wrong();
      return value;
    }
    case 'file': {
      // Only files uploaded to this app (POST /api/apps/{id}/uploads), written back in the one
      // canonical form (contracts/app-files.ts).
      const file = typeof value === 'string' && value.length <= 1000 ? parseFileValue(value) : null;
      if (!file?.url.startsWith(imagePrefix))
        throw invalid(fill(t.badFile, { field: field.label }));
      return fileValueString(file);
    }
  }
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The clean data of a create (`partial: false`: every required field present) or of a
 * PATCH (`partial: true`: only the given fields; a required one cannot be emptied).
 * Empty optional values are stored as null.
 */
export function validateData(
  entity: AppEntity,
  data: Record<string, unknown>,
  opts: { partial: boolean; imagePrefix: string },
): { clean: RecordData; references: Reference[]; files: FileRef[] } {
  const byKey = new Map(entity.fields.map((f) => [f.key, f]));
  for (const key of Object.keys(data)) {
    if (!byKey.has(key))
      throw invalid(fill(t.unknownField, { field: key.slice(0, 40), entity: entity.label }));
  }
  const clean: RecordData = {};
  const references: Reference[] = [];
  const files: FileRef[] = [];
  for (const field of entity.fields) {
    const present = Object.hasOwn(data, field.key);
    if (!present && opts.partial) continue;
    // Own properties only: `constructor` is a plain key, not Object's (issue 40, row 9).
    const value = present ? data[field.key] : undefined;
    const emptyText = typeof value === 'string' && value.trim() === '';
    if (isEmpty(value) || emptyText) {
      if (field.required) throw invalid(fill(t.required, { field: field.label }));
      if (present) clean[field.key] = null;
      continue;
    }
    const checked = checkValue(field, value, opts.imagePrefix);
    clean[field.key] = checked;
    if (field.type === 'reference') references.push({ field, id: checked as string });
    if (field.type === 'file') {
      const file = parseFileValue(checked);
      if (file) files.push({ field, key: fileKeyOf(file) });
    }
  }
  return { clean, references, files };
}

/** A record's JSON within RECORD_MAX_BYTES, or 413 in Spanish. */
export function encodeData(data: RecordData): string {
  const json = JSON.stringify(data);
  if (Buffer.byteLength(json) > RECORD_MAX_BYTES)
    throw new AppError('RECORD_TOO_LARGE', {
      userMessage: fill(t.recordTooLarge, { kb: RECORD_MAX_BYTES / 1024 }),
      kind: 'PAYLOAD_TOO_LARGE',
    });
  return json;
}
