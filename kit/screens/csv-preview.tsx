import type { ReactNode } from 'react';
import type { CsvColumn, CsvPreviewRow, CsvRowError } from '../csv-import.ts';
import { type AppEntity, ownValue } from '../definition.ts';
import { formatValue } from '../format.ts';
import { appMessages, fill } from '../texts.ts';
import { FieldValue, type ReadFile } from './value.tsx';

// How a CSV is read before it is imported, the same in the platform's running app and in every
// exported app (docs/decisions/0246-kit-screens.md): the columns and the fields they fill, the
// first rows as they will be stored, and an error per bad row. Choosing the file, the limits of
// a plan and the buttons are each app's. Colours come from the app (`--app-*`), with the
// platform's greys when drawn outside the app (the live app's dialog).

const c = appMessages.csvImport;
const muted = { color: 'var(--app-muted, #57534e)' };
const strong = { color: 'var(--app-fg, #1c1917)' };
const number = (n: number) => formatValue({ type: 'number' }, n, () => null);

/** What an import answers (a preview, or a refused import with its rows' errors). */
export type CsvImportPreviewReport = {
  columns: CsvColumn[];
  ignored: string[];
  rows: number;
  preview: CsvPreviewRow[];
  errors: CsvRowError[];
  errorCount: number;
};

export function CsvImportPreview({
  entity,
  report,
  readFile,
  chipClass,
  children,
}: {
  entity: AppEntity;
  report: CsvImportPreviewReport;
  readFile: ReadFile;
  /** The look of a column's chip, in the app's colours. */
  chipClass: string;
  /** What follows: each app's limits and its buttons. */
  children?: ReactNode;
}) {
  const fields = report.columns
    .map((col) => entity.fields.find((f) => f.key === col.field))
    .filter((f) => f !== undefined);
  const errorsTitle = fill(c.errorsTitle, { count: number(report.errorCount) });
  return (
    <div className="space-y-4" data-testid="csv-import-report">
      <section>
        <h3 className="font-semibold" style={strong}>
          {c.columns}
        </h3>
        <ul className="mt-1 flex flex-wrap gap-1">
          {report.columns
            .filter((col) => col.label)
            .map((col) => (
              <li
                key={`${col.column}-${col.field}`}
                className={`rounded-full px-2 py-0.5 text-xs ${chipClass}`}
              >
                {fill(c.columnTo, { column: col.column, field: col.label ?? '' })}
              </li>
            ))}
        </ul>
        {report.ignored.length > 0 ? (
          <p className="mt-1 text-xs" style={muted}>
            {fill(c.ignored, { columns: report.ignored.map((x) => `«${x}»`).join(', ') })}
          </p>
        ) : null}
      </section>
      <section>
        <h3 className="font-semibold" style={strong}>
          {c.preview}{' '}
          <span className="font-normal" style={muted}>
            · {fill(c.rowsFound, { count: number(report.rows) })}
          </span>
        </h3>
        <section
          className="mt-1 max-h-72 overflow-auto rounded-lg border"
          style={{ borderColor: 'var(--app-border, #e7e5e4)' }}
          aria-label={c.preview}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable preview must be reachable by keyboard.
          tabIndex={0}
        >
          <table className="w-full text-left text-xs" data-testid="csv-import-preview">
            <thead className="sticky top-0" style={{ background: 'var(--app-bg, #f5f5f4)' }}>
              <tr>
                <th className="px-2 py-1 font-semibold">{c.row}</th>
                {fields.map((f) => (
                  <th key={f.key} className="px-2 py-1 font-semibold">
                    {f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.preview.map((row) => (
                <tr
                  key={row.row}
                  className={row.error ? 'bg-red-50 align-top text-red-950' : 'border-t align-top'}
                  style={row.error ? undefined : { borderColor: 'var(--app-border, #f5f5f4)' }}
                >
                  <td className="px-2 py-1 tabular-nums" style={row.error ? undefined : muted}>
                    {row.row}
                  </td>
                  {fields.map((f) => (
                    <td key={f.key} className="max-w-48 break-words px-2 py-1">
                      {row.error || f.type === 'reference' ? (
                        String(ownValue(row.data, f.key) ?? '')
                      ) : (
                        <FieldValue
                          field={f}
                          value={ownValue(row.data, f.key)}
                          readFile={readFile}
                          compact
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
      {report.errorCount > 0 ? (
        <section
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
          data-testid="csv-import-errors"
        >
          <h3 className="font-semibold">{errorsTitle}</h3>
          <ul
            className="mt-1 max-h-48 list-disc space-y-0.5 overflow-auto pl-5"
            aria-label={errorsTitle}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable list must be reachable by keyboard.
            tabIndex={0}
          >
            {report.errors.map((e) => (
              <li key={e.row}>{e.message}</li>
            ))}
          </ul>
          {report.errorCount > report.errors.length ? (
            <p className="mt-1">
              {fill(c.moreErrors, { count: number(report.errorCount - report.errors.length) })}
            </p>
          ) : null}
          <p className="mt-2">{c.fixAndRetry}</p>
        </section>
      ) : (
        <p className="text-green-800">{c.noErrors}</p>
      )}
      {children}
    </div>
  );
}
