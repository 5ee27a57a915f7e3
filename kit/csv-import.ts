import {
  cellValue,
  decodeCsv,
  detectSeparator,
  fold,
  mapColumns,
  parseCsv,
  UnclosedQuote,
} from './csv.ts';
import { type AppEntity, type AppField, ownValue, type RecordData } from './definition.ts';
import { appMessages, fill } from './texts.ts';
import { titleFieldOf, titleOf } from './titles.ts';

// Importing an entity's records from a CSV (issue 38 §6; docs/decisions/0238-csv-import.md),
// the part with no database: the file read into rows (kit/csv.ts), each row's cells turned into
// a record, references matched by id or title, and each record checked by the caller's check
// (kit/values.ts through the platform's validate.ts or the exported app's). The platform and
// every exported app answer the same preview, the same errors, in the same words.

/** The largest CSV accepted (bytes) and its most data rows. */
export const CSV_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 5000;
/** Rows shown in the preview, and row errors listed at most (the count says how many in all). */
export const CSV_IMPORT_PREVIEW_ROWS = 20;
export const CSV_IMPORT_ERRORS_MAX = 200;
/** Columns a file may have at most. */
export const CSV_IMPORT_COLUMNS_MAX = 200;

const t = appMessages.csvImport.errors;

/** A file refused as a whole: a stable code and the Spanish message. */
export class CsvRefused extends Error {
  readonly code: string;
  readonly tooLarge: boolean;
  constructor(code: string, message: string, tooLarge = false) {
    super(message);
    this.code = code;
    this.tooLarge = tooLarge;
  }
}

/** A column of the file and the field it fills (null: ignored). */
/** Why an import with bad rows wrote nothing, in Spanish: «1 fila», «4 filas». */
export function invalidRowsMessage(count: number): string {
  const t = appMessages.csvImport.errors;
  return count === 1 ? t.invalidRow : fill(t.invalidRows, { count });
}

export type CsvColumn = { column: string; field: string | null; label: string | null };
export type CsvPreviewRow = { row: number; data: RecordData; error: string | null };
export type CsvRowError = { row: number; message: string };

/** The file read, before its rows are checked. */
export type CsvTable = {
  separator: ',' | ';';
  encoding: 'utf-8' | 'windows-1252' | 'utf-16le';
  header: string[];
  /** The field each column fills, by position (null: ignored). */
  mapped: (AppField | null)[];
  /** The fields some column fills, in column order. */
  fields: AppField[];
  /** The data rows with a value, numbered as the spreadsheet shows them (the header is 1). */
  body: { row: number; cells: string[] }[];
};

/** The file's bytes as a table of the entity's fields, or a CsvRefused in Spanish. */
export function readCsvTable(entity: AppEntity, bytes: Uint8Array): CsvTable {
  if (bytes.byteLength > CSV_IMPORT_MAX_BYTES)
    throw new CsvRefused(
      'CSV_TOO_LARGE',
      fill(t.tooLarge, { mb: CSV_IMPORT_MAX_BYTES / 1024 / 1024 }),
      true,
    );
  const { text, encoding } = decodeCsv(bytes);
  const separator = detectSeparator(text);
  let table: string[][];
  try {
    table = parseCsv(text, separator, CSV_IMPORT_MAX_ROWS + 1);
  } catch (error) {
    if (error instanceof UnclosedQuote)
      throw new CsvRefused('CSV_UNREADABLE', fill(t.unclosedQuote, { row: error.row }));
    throw error;
  }
  // Row numbers as the spreadsheet shows them: the header is row 1.
  const numbered = table.map((cells, i) => ({ row: i + 1, cells }));
  const header = numbered[0]?.cells ?? [];
  if (header.every((h) => h.trim() === '')) throw new CsvRefused('CSV_EMPTY', t.empty);
  if (header.length > CSV_IMPORT_COLUMNS_MAX)
    throw new CsvRefused(
      'CSV_TOO_MANY_COLUMNS',
      fill(t.tooManyColumns, { max: CSV_IMPORT_COLUMNS_MAX }),
    );
  const body = numbered.slice(1).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (body.length > CSV_IMPORT_MAX_ROWS)
    throw new CsvRefused('CSV_TOO_MANY_ROWS', fill(t.tooManyRows, { max: CSV_IMPORT_MAX_ROWS }));
  const mapped = mapColumns(entity, header);
  const fields = mapped.filter((f): f is AppField => f !== null);
  if (fields.length === 0)
    throw new CsvRefused(
      'CSV_NO_COLUMNS',
      fill(t.noColumns, {
        entity: entity.labelPlural,
        fields: entity.fields
          .filter((f) => f.type !== 'file')
          .map((f) => `«${f.label}»`)
          .join(', '),
      }),
    );
  if (body.length === 0) throw new CsvRefused('CSV_NO_ROWS', t.noRows);
  return { separator, encoding, header, mapped, fields, body };
}

/** A reference cell as the id of the record it names, or the row's error. */
export type ReferenceResolver = (value: string) => { id: string } | { error: string };

/**
 * References to `target` by the referred record's id or its title (without case or accents;
 * kit/titles.ts): a title two records share is an error asking for the id.
 */
export function referenceResolver(
  field: AppField,
  target: AppEntity | undefined,
  records: { id: string; data: Record<string, unknown> }[],
): ReferenceResolver {
  const ids = new Set<string>();
  const byTitle = new Map<string, string[]>();
  if (target)
    for (const record of records) {
      ids.add(record.id);
      const title = titleOf(target, record.data);
      if (title === null) continue;
      // As shown («8 de diciembre de 2026») and as stored («2026-12-08»): a file may say either.
      const field = titleFieldOf(target, record.data);
      const stored = field ? String(ownValue(record.data, field.key)) : title;
      for (const key of new Set([fold(title), fold(stored)]))
        byTitle.set(key, [...(byTitle.get(key) ?? []), record.id]);
    }
  const entityName = target?.labelPlural ?? '';
  return (value) => {
    if (ids.has(value)) return { id: value };
    const found = byTitle.get(fold(value)) ?? [];
    if (found.length === 1 && found[0]) return { id: found[0] };
    if (found.length > 1)
      return {
        error: fill(t.ambiguousReference, { value: value.slice(0, 80), entity: entityName }),
      };
    return {
      error: fill(appMessages.errors.badReference, { field: field.label, entity: entityName }),
    };
  };
}

/** What the rows say: the preview, every error (the first CSV_IMPORT_ERRORS_MAX) and the records. */
export type CsvRows = {
  columns: CsvColumn[];
  ignored: string[];
  rows: number;
  preview: CsvPreviewRow[];
  errors: CsvRowError[];
  errorCount: number;
  /** The checked records of the good rows, in file order. */
  clean: { row: number; data: RecordData }[];
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Every row as a record: its cells read (kit/csv.ts), its references resolved, then `check`,
 * the caller's check of a record created by hand, which returns the clean data or throws; the
 * Spanish message of what it throws (`messageOf`, null for an error that is not a refusal) is
 * the row's error: «Fila 7: el campo «Importe» debe ser un importe.».
 */
export function checkCsvRows(
  table: CsvTable,
  opts: {
    resolvers: Map<string, ReferenceResolver>;
    check: (data: Record<string, unknown>) => RecordData;
    messageOf: (error: unknown) => string | null;
  },
): CsvRows {
  const { header, mapped, body } = table;
  const errors: CsvRowError[] = [];
  const preview: CsvPreviewRow[] = [];
  const clean: CsvRows['clean'] = [];
  let errorCount = 0;
  for (const { row, cells } of body) {
    const data: Record<string, unknown> = {};
    // What a reference cell said (a title or an id), for the preview.
    const written: Record<string, string> = {};
    let error: string | null = null;
    mapped.forEach((field, col) => {
      if (!field) return;
      let value = cellValue(field, cells[col] ?? '');
      if (field.type === 'reference' && typeof value === 'string' && value !== '' && !error) {
        written[field.key] = value;
        const resolved = opts.resolvers.get(field.key)?.(value);
        if (resolved && 'id' in resolved) value = resolved.id;
        else if (resolved) error = resolved.error;
      }
      data[field.key] = value;
    });
    let checked: RecordData | null = null;
    if (!error) {
      try {
        checked = opts.check(data);
        clean.push({ row, data: checked });
      } catch (e) {
        const message = opts.messageOf(e);
        if (message === null) throw e;
        error = message;
      }
    }
    if (error) {
      errorCount++;
      const message = fill(t.rowError, { row, message: lowerFirst(error) });
      if (errors.length < CSV_IMPORT_ERRORS_MAX) errors.push({ row, message });
    }
    if (preview.length < CSV_IMPORT_PREVIEW_ROWS) {
      // A good row as it will be stored (a reference as the cell named it); a bad one as written.
      const shown: RecordData = {};
      mapped.forEach((f, col) => {
        if (!f) return;
        const v = !checked
          ? (cells[col] ?? '').trim()
          : Object.hasOwn(written, f.key)
            ? written[f.key]
            : checked[f.key];
        shown[f.key] =
          typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
      });
      preview.push({ row, data: shown, error: error ? lowerFirst(error) : null });
    }
  }
  return {
    columns: header.map((column, i) => ({
      column,
      field: mapped[i]?.key ?? null,
      label: mapped[i]?.label ?? null,
    })),
    ignored: header.filter((h, i) => !mapped[i] && h.trim() !== ''),
    rows: body.length,
    preview,
    errors,
    errorCount,
    clean,
  };
}
