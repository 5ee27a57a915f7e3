import type { ReactNode } from 'react';
import { type AppEntity, type AppField, ownValue, type RecordData } from '../definition.ts';
import { FieldValue, type ReadFile } from './value.tsx';

// A record's card in a list, the same in the platform's running app and in every exported app
// (docs/decisions/0246-kit-screens.md): its name, then the list's other columns, each value as
// text (a card is itself a button or a link: no player, no link inside). What the card is
// (a button, a link), its frame and what names a reference are each app's.

const muted = { color: 'var(--app-muted)' };

/**
 * The columns a card shows under the record's name: the list's columns after the first, but
 * none the name already says (`inTitle`: "Pista 2 · Lucía" shows no «Nombre: Lucía» again).
 */
export function cardColumns(entity: AppEntity, inTitle: readonly string[] = []): AppField[] {
  return entity.views.list.columns
    .map((key) => entity.fields.find((f) => f.key === key))
    .filter((f): f is AppField => f !== undefined)
    .slice(1)
    .filter((f) => !inTitle.includes(f.key));
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
