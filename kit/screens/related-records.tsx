import { Fragment, type ReactNode } from 'react';
import { type AppEntity, type AppField, ownValue, type RecordData } from '../definition.ts';
import { formatValue } from '../format.ts';
import { appMessages, fill } from '../texts.ts';
import { recordTitle, type TitleParts, titleParts } from '../titles.ts';
import type { ReadFile } from './value.tsx';

// The records around a record, the same in the platform's running app and in every exported
// app (docs/decisions/0246-kit-screens.md): what names a record (its text, or for a join entity
// the records it points at), and the list on a detail of the records of another entity that
// point at it. Fetching them, «Añadir» and opening one (a button, a link) are each app's.

const r = appMessages.runtime;
const muted = { color: 'var(--app-muted)' };

/** A record; `refTitles`: the titles its name points at, when its server sent them. */
type Named = { data: RecordData; createdAt?: string; refTitles?: Record<string, string> };
/** What names the record a reference points at (each app reads it its own way). */
type Reference = (field: AppField, id: string) => ReactNode;

/**
 * A record's name: its text, or for a join entity without text the titles of the records it
 * points at (kit/titles.ts), other than `exclude`, the side the viewer came from.
 */
export function RecordName({
  entity,
  record,
  exclude,
  reference,
  parts,
}: {
  entity: AppEntity;
  record: Named;
  exclude?: string;
  reference: Reference;
  /** What names it (kit/titles.ts `titleParts`), when the caller has worked it out already. */
  parts?: TitleParts;
}) {
  // "Rocky": the record a report, a fiado or an inspection belongs to names it first; a name of
  // its own the record must have follows ("Pista 2 · Lucía", "Lucía García · Tornillos").
  const { refs, lead } = parts ?? titleParts(entity, record, exclude);
  // What the server sent with the record names it at once, with no request per reference.
  const sent = record.refTitles;
  const referenced = (field: AppField, id: string) => sent?.[field.key] ?? reference(field, id);
  const leadField = lead ? entity.fields.find((f) => f.key === lead.key) : undefined;
  const leadId = lead ? ownValue(record.data, lead.key) : null;
  if (leadField && typeof leadId === 'string') {
    const text = lead?.own ? String(ownValue(record.data, lead.own)) : '';
    return (
      <>
        {referenced(leadField, leadId)}
        {text ? ` · ${text.length > 60 ? `${text.slice(0, 59)}…` : text}` : null}
      </>
    );
  }
  if (refs.length === 0) return <>{recordTitle(entity, record)}</>;
  return (
    <>
      {refs.map((ref, i) => {
        const field = entity.fields.find((f) => f.key === ref.key);
        const id = ownValue(record.data, ref.key);
        return (
          <Fragment key={ref.key}>
            {i > 0 ? ' · ' : null}
            {field && typeof id === 'string' ? referenced(field, id) : null}
          </Fragment>
        );
      })}
    </>
  );
}

/** A text of the catalogue whose `{title}` is a name made of elements (a reference's title). */
function withTitle(template: string, values: Record<string, string>, title: ReactNode) {
  const [before, after = ''] = fill(template, values).split('{title}');
  return (
    <>
      {before}
      {title}
      {after}
    </>
  );
}

/**
 * The records of `from` whose `via` points at the record on screen (only what the viewer may
 * read, as its app fetched them): each by its name and two of its list's columns.
 */
export function RelatedRecords({
  from,
  via,
  parentTitle,
  records,
  status,
  add,
  row,
  footer,
  reference,
  readFile,
  className = '',
  heading: Heading = 'h3',
}: {
  from: AppEntity;
  via: AppField;
  /** The name of the record on screen, as its own heading says it (its app's `RecordName`). */
  parentTitle: ReactNode;
  /** The records, or undefined while they load or when they could not. */
  records: (Named & { id: string })[] | undefined;
  /** What shows instead of the records then: the app's spinner or error. */
  status?: ReactNode;
  /** The app's «Añadir», when the viewer may add one. */
  add?: ReactNode;
  /** One record's row: the app's button or link, with the kit's class and content. */
  row: (
    record: Named & { id: string },
    props: { className: string; children: ReactNode },
  ) => ReactNode;
  /** Under the list: the app's «Cargar más». */
  footer?: ReactNode;
  reference: Reference;
  readFile: ReadFile;
  className?: string;
  heading?: 'h2' | 'h3';
}) {
  const columns = from.views.list.columns
    .map((k) => from.fields.find((f) => f.key === k))
    .filter((f): f is AppField => Boolean(f) && f?.key !== via.key)
    .slice(1, 3);
  return (
    <section
      className={className || undefined}
      style={{ borderColor: 'var(--app-border)' }}
      data-testid="related"
      data-related={from.key}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-bold">
          {withTitle(r.related, { entities: from.labelPlural }, parentTitle)}
        </Heading>
        {add}
      </div>
      {records === undefined ? (
        status
      ) : records.length === 0 ? (
        <p className="text-sm" style={muted}>
          {withTitle(r.relatedEmpty, { entities: from.labelPlural.toLowerCase() }, parentTitle)}
        </p>
      ) : (
        <ul>
          {records.map((record, i) => (
            <li
              key={record.id}
              className={i > 0 ? 'border-t' : undefined}
              style={{ borderColor: 'var(--app-border)' }}
            >
              {row(record, {
                className:
                  'flex w-full flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-left hover:underline',
                children: (
                  <>
                    <span className="font-semibold">
                      <RecordName
                        entity={from}
                        record={record}
                        exclude={via.key}
                        reference={reference}
                      />
                    </span>
                    <span className="flex flex-wrap gap-x-4 text-sm" style={muted}>
                      {columns
                        .filter((f) => {
                          const v = ownValue(record.data, f.key);
                          return v !== null && v !== undefined && v !== '';
                        })
                        .map((f) => {
                          const v = ownValue(record.data, f.key);
                          return (
                            <span key={f.key}>
                              {f.label}:{' '}
                              {f.type === 'reference'
                                ? (record.refTitles?.[f.key] ?? reference(f, String(v)))
                                : formatValue(f, v, readFile)}
                            </span>
                          );
                        })}
                    </span>
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
