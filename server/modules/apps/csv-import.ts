import type { CsvImportErrorBody, CsvImportReport } from '../../../contracts/app-csv-import.ts';
import {
  type AppDefinition,
  type AppField,
  managesAll,
  readsAll,
} from '../../../contracts/app-definition.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { fill } from '../../../contracts/messages.ts';
import {
  CsvRefused,
  type CsvTable,
  checkCsvRows,
  invalidRowsMessage,
  type ReferenceResolver,
  readCsvTable,
  referenceResolver,
} from '../../../kit/csv-import.ts';
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

/** The 400 of a real import with bad rows, carrying the report. */
export class CsvImportInvalid extends AppError {
  readonly report: CsvImportReport;
  constructor(report: CsvImportReport) {
    super('CSV_IMPORT_INVALID', {
      userMessage: invalidRowsMessage(report.errorCount),
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

const INSERT_CHUNK = 200;

/** References by the referred record's id or title (kit/csv-import.ts). */
async function referenceResolvers(
  deps: Deps,
  projectId: string,
  definition: AppDefinition,
  fields: AppField[],
): Promise<Map<string, ReferenceResolver>> {
  const resolvers = new Map<string, ReferenceResolver>();
  for (const field of fields) {
    if (field.type !== 'reference' || resolvers.has(field.key)) continue;
    const target = definition.entities.find((e) => e.key === field.ref);
    const rows = target ? await records.allRecords(deps.db, projectId, target.key) : [];
    const read = rows.map((row) => {
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(row.data) as Record<string, unknown>;
      } catch {
        data = {};
      }
      return { id: row.id, data };
    });
    resolvers.set(field.key, referenceResolver(field, target, read));
  }
  return resolvers;
}

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
  let table: CsvTable;
  try {
    table = readCsvTable(entity, opts.bytes);
  } catch (error) {
    if (!(error instanceof CsvRefused)) throw error;
    if (error.tooLarge)
      throw new AppError(error.code, { userMessage: error.message, kind: 'PAYLOAD_TOO_LARGE' });
    throw badRequest(error.message, error.code);
  }
  const resolvers = await referenceResolvers(deps, app.project.id, definition, table.fields);
  const imagePrefix = imagePrefixFor(app.project.id);
  const { clean: checked, ...rowsReport } = checkCsvRows(table, {
    resolvers,
    check: (data) =>
      validateData(entity, data, { partial: false, imagePrefix, role: app.role }).clean,
    messageOf: (e) => (e instanceof AppError ? e.userMessage : null),
  });
  const clean = checked.map((c) => ({ ...c, json: encodeData(c.data) }));
  const errorCount = rowsReport.errorCount;

  const quota = await recordQuota(deps, { ownerId: app.project.userId });
  const report: CsvImportReport = {
    separator: table.separator,
    encoding: table.encoding,
    ...rowsReport,
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
