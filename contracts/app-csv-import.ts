import type { RecordData } from './app-definition.ts';

// Importing an entity's records from a CSV (issue 38 §6; docs/decisions/0238-csv-import.md):
// `POST /api/apps/{projectId}/records/{entity}/import[?dryRun=1]`, the owner and `equipo`
// only. The body is the file itself (`text/csv`) or one multipart file part. A dry run
// answers the preview; the real import writes every row in one transaction or none.

/** The largest CSV, its most data rows, rows previewed and errors listed (the app kit's). */
export {
  CSV_IMPORT_ERRORS_MAX,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CSV_IMPORT_PREVIEW_ROWS,
} from '../kit/csv-import.ts';

/** A column of the file and the field it fills (null: ignored). */
export type CsvImportColumn = { column: string; field: string | null; label: string | null };

/** One row of the preview: its row in the spreadsheet (the header is row 1) and its values. */
export type CsvImportPreviewRow = {
  row: number;
  /** The values as they will be stored (a bad row: the cells as read). */
  data: RecordData;
  error: string | null;
};

export type CsvImportRowError = { row: number; message: string };

export type CsvImportReport = {
  /** The separator and encoding the file was read with. */
  separator: ',' | ';';
  encoding: 'utf-8' | 'windows-1252' | 'utf-16le';
  columns: CsvImportColumn[];
  /** The columns no field took, as written in the file. */
  ignored: string[];
  /** Data rows in the file (empty lines not counted). */
  rows: number;
  preview: CsvImportPreviewRow[];
  errors: CsvImportRowError[];
  /** Rows with an error, all of them (`errors` lists the first CSV_IMPORT_ERRORS_MAX). */
  errorCount: number;
  /** Records written: 0 in a dry run. */
  imported: number;
  /** The owner's record quota before the import. */
  quota: { used: number; limit: number; plan: string };
};

export type CsvImportResponse = { import: CsvImportReport };
/** The 400 of a real import with bad rows: nothing written; the report says why. */
export type CsvImportErrorBody = {
  error: { code: 'CSV_IMPORT_INVALID'; message: string; import: CsvImportReport };
};
