import type { ReactNode } from 'react';
import { type AppEntity, type AppField, ownValue, type RecordData } from '../definition.ts';
import { formatValue } from '../format.ts';
import { appMessages } from '../texts.ts';
import type { RecordTotal } from '../totals.ts';
import { FieldValue, type ReadFile } from './value.tsx';

// A record's detail, the same in the platform's running app and in every exported app
// (docs/decisions/0246-kit-screens.md): every value under its label, and the counts and sums
// of the records that point at it (kit/totals.ts). The page around it (back, edit, delete,
// the records around it) is each app's; so is how it names the record a reference points at.

const r = appMessages.runtime;
const muted = { color: 'var(--app-muted)' };

/** Values that need the whole width: long text, an image, a file (its player). */
const WIDE = new Set<AppField['type']>(['longtext', 'image', 'file']);

/** Every value of a record under its label, two columns from a tablet's width on. */
export function RecordFields({
  entity,
  data,
  readFile,
  reference,
  className = '',
  token,
}: {
  entity: AppEntity;
  data: RecordData;
  readFile: ReadFile;
  /** What names the record a reference points at (each app reads it its own way). */
  reference: (field: AppField, id: string) => ReactNode;
  className?: string;
  /** The private token the record was opened with (an anonymous submission's link). */
  token?: string | null;
}) {
  return (
    <dl className={`grid gap-3 sm:grid-cols-2 ${className}`.trim()}>
      {entity.fields.map((f) => {
        const value = ownValue(data, f.key);
        return (
          <div key={f.key} className={WIDE.has(f.type) ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs font-semibold uppercase tracking-wide" style={muted}>
              {f.label}
            </dt>
            <dd className="mt-0.5">
              <FieldValue
                field={f}
                value={value}
                readFile={readFile}
                reference={
                  f.type === 'reference' && typeof value === 'string' ? reference(f, value) : null
                }
                token={token}
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * The counts and sums of the records that refer to this one, as the server gives them (only
 * what the viewer may read): a count as a number in Spanish, a sum as its field (12,50 €).
 */
export function RecordTotals({
  totals,
  entities,
  readFile,
  className = '',
}: {
  totals: RecordTotal[];
  entities: AppEntity[];
  readFile: ReadFile;
  className?: string;
}) {
  if (totals.length === 0) return null;
  return (
    <section className={className || undefined} aria-label={r.totals} data-testid="record-totals">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {totals.map((total) => {
          const field = entities
            .find((e) => e.key === total.from)
            ?.fields.find((f) => f.key === total.field);
          return (
            <div
              key={total.label}
              className="rounded-lg border px-3 py-2"
              style={{ borderColor: 'var(--app-border)' }}
            >
              <dt className="text-xs font-semibold" style={muted}>
                {total.label}
              </dt>
              <dd className="text-lg font-bold" data-testid="record-total">
                {formatValue(
                  total.kind !== 'count' && field ? field : { type: 'number' },
                  total.value,
                  readFile,
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
