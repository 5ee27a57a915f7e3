import {
  CSV_IMPORT_ERRORS_MAX,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CSV_IMPORT_PREVIEW_ROWS,
  type CsvImportErrorBody,
  type CsvImportPreviewRow,
  type CsvImportReport,
  type CsvImportRowError,
} from '../../../contracts/app-csv-import.ts';
import {
  type AppDefinition,
  type AppField,
  managesAll,
  type RecordData,
  readsAll,
} from '../../../contracts/app-definition.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { fill } from '../../../contracts/messages.ts';
import {
  cellValue,
  decodeCsv,
  detectSeparator,
  fold,
  mapColumns,
  parseCsv,
  UnclosedQuote,
} from '../../../kit/csv.ts';
import { titleOf } from '../../../kit/titles.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { inTransaction } from '../../deps.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { listProjectIds } from '../projects/service.ts';
import { publishAppChange } from './events.ts';
import * as records from './records.repo.ts';
import {
  audienceOf,
  type Deps,
  entityOf,
  imagePrefixFor,
  loadDefinition,
  openApp,
  recordQuota,
  type Viewer,
} from './service.ts';
import { encodeData, validateData } from './validate.ts';

// Importing an entity from a CSV (issue 38 §6; docs/decisions/0238-csv-import.md): the owner
// and `equipo` (who manage every record, decision 0232) send a file; every row goes through
// validate.ts, the same check as a record created by hand; a dry run answers the preview, the
// real import writes every row in one transaction under the owner's quota lock, or none.

const t = appMessages.csvImport.errors;
const te = appMessages.errors;

/** The 400 of a real import with bad rows, carrying the report. */
export class CsvImportInvalid extends AppError {
  readonly report: CsvImportReport;
  constructor(report: CsvImportReport) {
    super('CSV_IMPORT_INVALID', {
      userMessage: fill(t.invalidRows, { count: report.errorCount }),
      kind: 'BAD_REQUEST',
    });
    this.report = report;
  }
  body(): CsvImportErrorBody {
    return {
      error: { code: 'CSV_IMPORT_INVALID', message: this.userMessage, import: this.report },
    };
  }
}

const COLUMNS_MAX = 200;
const INSERT_CHUNK = 200;

type Resolver = (value: string) => { id: string } | { error: string };

/** References by the referred record's id or title (without case or accents). */
async function referenceResolvers(
  deps: Deps,
  projectId: string,
  definition: AppDefinition,
  fields: AppField[],
): Promise<Map<string, Resolver>> {
  const resolvers = new Map<string, Resolver>();
  for (const field of fields) {
    if (field.type !== 'reference' || resolvers.has(field.key)) continue;
    const target = definition.entities.find((e) => e.key === field.ref);
    const ids = new Set<string>();
    const byTitle = new Map<string, string[]>();
    if (target) {
      for (const row of await records.allRecords(deps.db, projectId, target.key)) {
        ids.add(row.id);
        let data: Record<string, unknown> = {};
        try {
          data = JSON.parse(row.data) as Record<string, unknown>;
        } catch {
          data = {};
        }
        const title = titleOf(target, data);
        if (title === null) continue;
        const key = fold(title);
        byTitle.set(key, [...(byTitle.get(key) ?? []), row.id]);
      }
    }
    const entityName = target?.labelPlural ?? '';
    resolvers.set(field.key, (value) => {
      if (ids.has(value)) return { id: value };
      const found = byTitle.get(fold(value)) ?? [];
      if (found.length === 1 && found[0]) return { id: found[0] };
      if (found.length > 1)
        return {
          error: fill(t.ambiguousReference, { value: value.slice(0, 80), entity: entityName }),
        };
      return { error: fill(te.badReference, { field: field.label, entity: entityName }) };
    });
  }
  return resolvers;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export async function importCsv(
  deps: Deps,
  opts: {
    projectId: string;
    entityKey: string;
    viewer: Viewer;
    bytes: Uint8Array;
    dryRun: boolean;
  },
): Promise<CsvImportReport> {
  const app = await openApp(deps, opts.projectId, opts.viewer);
  if (!managesAll(app.role)) {
    if (app.role === 'anonymous')
      throw new AppError('UNAUTHORIZED', { userMessage: t.onlyTeam, kind: 'UNAUTHORIZED' });
    throw forbidden(t.onlyTeam, readsAll(app.role) ? 'OWNER_ONLY' : 'NOT_APP_OWNER');
  }
  const definition = await loadDefinition(deps, { project: app.project });
  const entity = entityOf(definition, opts.entityKey);
  if (opts.bytes.byteLength > CSV_IMPORT_MAX_BYTES)
    throw new AppError('CSV_TOO_LARGE', {
      userMessage: fill(t.tooLarge, { mb: CSV_IMPORT_MAX_BYTES / 1024 / 1024 }),
      kind: 'PAYLOAD_TOO_LARGE',
    });
  const { text, encoding } = decodeCsv(opts.bytes);
  const separator = detectSeparator(text);
  let table: string[][];
  try {
    table = parseCsv(text, separator, CSV_IMPORT_MAX_ROWS + 1);
  } catch (error) {
    if (error instanceof UnclosedQuote)
      throw badRequest(fill(t.unclosedQuote, { row: error.row }), 'CSV_UNREADABLE');
    throw error;
  }
  // Row numbers as the spreadsheet shows them: the header is row 1.
  const numbered = table.map((cells, i) => ({ row: i + 1, cells }));
  const header = numbered[0]?.cells ?? [];
  if (header.every((h) => h.trim() === '')) throw badRequest(t.empty, 'CSV_EMPTY');
  if (header.length > COLUMNS_MAX)
    throw badRequest(fill(t.tooManyColumns, { max: COLUMNS_MAX }), 'CSV_TOO_MANY_COLUMNS');
  const body = numbered.slice(1).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (body.length > CSV_IMPORT_MAX_ROWS)
    throw badRequest(
      fill(t.tooManyRows, {
        max: CSV_IMPORT_MAX_ROWS,
      }),
      'CSV_TOO_MANY_ROWS',
    );
  const mapped = mapColumns(entity, header);
  const fields = mapped.filter((f): f is AppField => f !== null);
  if (fields.length === 0)
    throw badRequest(
      fill(t.noColumns, {
        entity: entity.labelPlural,
        fields: entity.fields
          .filter((f) => f.type !== 'file')
          .map((f) => `«${f.label}»`)
          .join(', '),
      }),
      'CSV_NO_COLUMNS',
    );
  if (body.length === 0) throw badRequest(t.noRows, 'CSV_NO_ROWS');

  const resolvers = await referenceResolvers(deps, app.project.id, definition, fields);
  const imagePrefix = imagePrefixFor(app.project.id);
  const errors: CsvImportRowError[] = [];
  const preview: CsvImportPreviewRow[] = [];
  const clean: { row: number; data: RecordData; json: string }[] = [];
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
        const resolved = resolvers.get(field.key)?.(value);
        if (resolved && 'id' in resolved) value = resolved.id;
        else if (resolved) error = resolved.error;
      }
      data[field.key] = value;
    });
    let checked: RecordData | null = null;
    if (!error) {
      try {
        checked = validateData(entity, data, { partial: false, imagePrefix }).clean;
        clean.push({ row, data: checked, json: encodeData(checked) });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        error = e.userMessage;
      }
    }
    if (error) {
      errorCount++;
      const message = fill(appMessages.csvImport.errors.rowError, {
        row,
        message: lowerFirst(error),
      });
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

  const quota = await recordQuota(deps, { ownerId: app.project.userId });
  const report: CsvImportReport = {
    separator,
    encoding,
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
    imported: 0,
    quota,
  };
  if (opts.dryRun) return report;
  if (errorCount > 0) throw new CsvImportInvalid(report);

  const quotaError = (used: number) =>
    new AppError('APP_RECORD_QUOTA', {
      userMessage: fill(t.quota, {
        rows: clean.length,
        left: Math.max(0, quota.limit - used),
        limit: quota.limit,
        plan: quota.plan,
      }),
      kind: 'PAYMENT_REQUIRED',
    });
  if (quota.used + clean.length > quota.limit) throw quotaError(quota.used);
  const now = nowIso();
  const rows: records.RecordRow[] = clean.map((c) => ({
    id: newId(),
    projectId: app.project.id,
    entityKey: entity.key,
    data: c.json,
    authorId: opts.viewer?.id ?? '',
    isExample: 0,
    createdAt: now,
    updatedAt: now,
    accessTokenHash: null,
    managedAt: null,
    // The team's `equipo` imports for the owner: its records count in the owner's quota.
    byTeam: app.role === 'equipo' ? 1 : 0,
  }));
  // Count and insert as one step per owner (the lock createRecord takes), all rows or none.
  await deps.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, deps.dbHandle.engine, `app-quota:${app.project.userId}`);
    const used = await records.countForProjects(
      trx,
      await listProjectIds(inTransaction(deps, trx), { userId: app.project.userId }),
      app.project.userId,
    );
    if (used + rows.length > quota.limit) throw quotaError(used);
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await records.insertRecords(trx, rows.slice(i, i + INSERT_CHUNK));
  });
  // One notice for the whole import: open browsers read the list again.
  publishAppChange(deps, {
    projectId: app.project.id,
    change: { entityKey: entity.key, recordId: null, kind: 'created' },
    audience: await audienceOf(deps, app.project.id, definition, entity, rows),
  });
  return { ...report, imported: rows.length };
}
