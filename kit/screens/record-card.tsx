import type { ReactNode } from 'react';
import { cardDate, cardDateField, cardStatus, cardStatusField } from '../card.ts';
import { type AppEntity, type AppField, ownValue, type RecordData } from '../definition.ts';
import { appMessages } from '../texts.ts';
import { FieldValue, type ReadFile } from './value.tsx';

// A record's card in a list, the same in the platform's running app and in every exported app
// (docs/decisions/0246-kit-screens.md): its name, then the list's other columns, each value as
// text (a card is itself a button or a link: no player, no link inside). What the card is
// (a button, a link), its frame and what names a reference are each app's. Under the name, the
// record's status and key date at a glance (`CardFacts`, decision 0291).

const muted = { color: 'var(--app-muted)' };
const r = appMessages.runtime;

/**
 * The columns a card shows under the record's name: the list's columns after the first, but
 * none the name already says (`inTitle`: "Pista 2 · Lucía" shows no «Nombre: Lucía» again) nor
 * the status and date its badges say (`CardFacts`).
 */
export function cardColumns(entity: AppEntity, inTitle: readonly string[] = []): AppField[] {
  const inFacts = [cardStatusField(entity)?.key, cardDateField(entity)?.key];
  return entity.views.list.columns
    .map((key) => entity.fields.find((f) => f.key === key))
    .filter((f): f is AppField => f !== undefined)
    .slice(1)
    .filter((f) => !inTitle.includes(f.key) && !inFacts.includes(f.key));
}

/** A small calendar, or a warning sign for a deadline past (inline: the kit draws its own icons). */
function DateIcon({ overdue }: { overdue: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      className="shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {overdue ? (
        <>
          <path d="M8 1.8 15 14H1Z" />
          <path d="M8 6.2v3.6M8 11.9v.1" />
        </>
      ) : (
        <>
          <rect x="1.8" y="2.8" width="12.4" height="11.4" rx="1.6" />
          <path d="M1.8 6.4h12.4M5 1.4v2.8M11 1.4v2.8" />
        </>
      )}
    </svg>
  );
}

/**
 * A record's status as a badge and its key date (kit/card.ts), compact, in one line that wraps
 * on a phone. A deadline already past says «Fuera de plazo» with a warning sign, in bold: never
 * by colour alone. Each badge is `relative`, so that its words for screen readers (`sr-only`,
 * absolute) stay inside a board's scrolled column instead of widening the page. `status: false`
 * leaves the status out (the board's column says it). Nothing when the record has neither.
 */
export function CardFacts({
  entity,
  data,
  status = true,
  now = new Date(),
  className,
}: {
  entity: AppEntity;
  data: RecordData;
  status?: boolean;
  now?: Date;
  className?: string;
}) {
  const state = status ? cardStatus(entity, data) : null;
  const date = cardDate(entity, data, now);
  if (!state && !date) return null;
  return (
    <span className={`flex flex-wrap items-center gap-1.5 text-xs ${className ?? ''}`}>
      {state ? (
        <span
          className="relative inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 font-medium"
          style={{ borderColor: 'var(--app-border)', background: 'var(--app-bg)' }}
          data-testid="card-status"
        >
          <span className="sr-only">{state.field.label}: </span>
          <span
            aria-hidden="true"
            className="h-1.5 w-1.5 shrink-0 rounded-full"
            style={{ background: 'var(--app-primary)' }}
          />
          <span className="truncate">{state.value}</span>
        </span>
      ) : null}
      {date ? (
        <span
          className={`relative inline-flex items-center gap-1 rounded-full border px-2 py-0.5 ${
            date.overdue ? 'font-semibold' : ''
          }`}
          style={
            date.overdue
              ? {
                  borderColor: 'var(--app-danger, currentColor)',
                  color: 'var(--app-danger, inherit)',
                }
              : { borderColor: 'var(--app-border)', ...muted }
          }
          title={date.field.label}
          data-testid="card-date"
          data-overdue={date.overdue ? '' : undefined}
        >
          <DateIcon overdue={date.overdue} />
          <span className="sr-only">{date.field.label}: </span>
          {date.overdue ? (
            <>
              <span>{r.overdue}</span>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <span className="whitespace-nowrap">{date.text}</span>
        </span>
      ) : null}
    </span>
  );
}

export function RecordCardBody({
  entity,
  data,
  title,
  badge,
  note,
  readFile,
  reference,
  inTitle,
}: {
  entity: AppEntity;
  data: RecordData;
  /** The fields the name says already (kit/titles.ts `fieldsInTitle`), not shown again. */
  inTitle?: readonly string[];
  /** What names the record (kit/titles.ts, or the records a join entity points at). */
  title: ReactNode;
  /** Beside the name (the platform's «Ejemplo»). */
  badge?: ReactNode;
  /** Under the name (who wrote it). */
  note?: ReactNode;
  readFile: ReadFile;
  /** What names the record a reference points at (each app reads it its own way). */
  reference: (field: AppField, id: string) => ReactNode;
}) {
  return (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="break-words font-semibold">{title}</span>
        {badge}
      </span>
      {note}
      <CardFacts entity={entity} data={data} className="mt-2" />
      <dl className="mt-2 grid gap-1 text-sm">
        {cardColumns(entity, inTitle).map((f) => {
          const value = ownValue(data, f.key);
          return (
            <div key={f.key} className="flex gap-2">
              <dt style={muted}>{f.label}:</dt>
              <dd className="min-w-0">
                <FieldValue
                  field={f}
                  value={value}
                  readFile={readFile}
                  reference={
                    f.type === 'reference' && typeof value === 'string' ? reference(f, value) : null
                  }
                  compact
                />
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
