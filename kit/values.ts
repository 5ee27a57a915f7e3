import {
  type AppEntity,
  type AppField,
  FIELD_MAX_LENGTH,
  ownValue,
  type RecordData,
  type RecordValue,
} from './definition.ts';
import { type FileValue, fileValueString } from './files.ts';
import { type RecordRole, setsField } from './rules.ts';
import { appMessages, fill } from './texts.ts';

// A record's data checked against its entity's fields (issue 20; the app kit, decision 0239):
// the types, required fields, lengths and options, one rule per type; unknown (and removed)
// fields refused, with a Spanish message naming the field. The platform and every exported
// app check every record here. References are only collected: the caller checks that they
// point at records of this app. Images and files must be this app's own uploads: `uploads` is
// where they live and how a file value is read back.

const t = appMessages.errors;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const PHONE = /^\+?[0-9][0-9 ()./-]{2,28}$/;
const MONEY_MAX = 1e12;

function validDate(text: string): boolean {
  const d = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text.slice(0, 10);
}

export type Uploads = {
  /** The start of every image URL of this app (`/files/apps/{id}/`, `/api/subidas/`). */
  prefix: string;
  /** A file value read back, or null when it is not one of this app's. */
  parseFile: (value: unknown) => FileValue | null;
};

export type ValueCheck = Uploads & {
  /** The error to throw for a bad value: the caller's 400 with this Spanish message. */
  invalid: (message: string) => Error;
};

/** One value, cleaned, or the caller's error naming the field in Spanish. */
export function checkValue(
  field: AppField,
  value: unknown,
  check: ValueCheck,
): string | number | boolean {
  const { invalid } = check;
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
      // Only images uploaded to this app: no outside URLs.
      if (!text.startsWith(check.prefix) || text.includes('..') || !/^[\w./-]+$/.test(text))
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
      // Only files uploaded to this app, written back in the one canonical form (kit/files.ts).
      const file =
        typeof value === 'string' && value.length <= 1000 ? check.parseFile(value) : null;
      if (!file) throw invalid(fill(t.badFile, { field: field.label }));
      return fileValueString(file);
    }
  }
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

export type CheckedData = {
  clean: RecordData;
  references: { field: AppField; id: string }[];
  files: { field: AppField; file: FileValue }[];
};

/**
 * What a field the writer may not set holds on a new record (a `teamOnly` field sent by a
 * visitor, decision 0270): a required choice its first option («Pendiente»), a yes/no field
 * «no» (false), any other field nothing (absent). Counter-example: an optional choice stays
 * empty, never a made-up first option.
 */
export function teamFieldDefault(field: AppField): RecordValue | undefined {
  if (field.type === 'choice' && field.required) return field.options?.[0];
  if (field.type === 'boolean') return false;
  return undefined;
}

/**
 * The clean data of a create (`partial: false`: every required field present) or of a
 * change (`partial: true`: only the given fields; a required one cannot be emptied).
 * Empty optional values are stored as null. `role` is who writes (kit/rules.ts): the values
 * of fields they may not set (`teamOnly`, unless the owner or `equipo` writes) are left out,
 * never refused; on a create such a field gets its default (`teamFieldDefault`) and is not
 * required of them; on a change it keeps its stored value.
 */
export function validateData(
  entity: AppEntity,
  data: Record<string, unknown>,
  opts: ValueCheck & { partial: boolean; role: RecordRole },
): CheckedData {
  const byKey = new Map(entity.fields.map((f) => [f.key, f]));
  for (const key of Object.keys(data)) {
    if (!byKey.has(key))
      throw opts.invalid(fill(t.unknownField, { field: key.slice(0, 40), entity: entity.label }));
  }
  const clean: RecordData = {};
  const references: CheckedData['references'] = [];
  const files: CheckedData['files'] = [];
  for (const field of entity.fields) {
    if (!setsField(field, opts.role)) {
      // Set by the team only: what the writer sent is left out (decision 0270).
      const initial = opts.partial ? undefined : teamFieldDefault(field);
      if (initial !== undefined) clean[field.key] = initial;
      continue;
    }
    const present = Object.hasOwn(data, field.key);
    if (!present && opts.partial) continue;
    // Own properties only: `constructor` is a plain key, not Object's.
    const value = present ? ownValue(data, field.key) : undefined;
    const emptyText = typeof value === 'string' && value.trim() === '';
    if (isEmpty(value) || emptyText) {
      if (field.required) throw opts.invalid(fill(t.required, { field: field.label }));
      if (present) clean[field.key] = null;
      continue;
    }
    const checked = checkValue(field, value, opts);
    clean[field.key] = checked;
    if (field.type === 'reference') references.push({ field, id: checked as string });
    if (field.type === 'file') {
      const file = opts.parseFile(checked);
      if (file) files.push({ field, file });
    }
  }
  return { clean, references, files };
}
