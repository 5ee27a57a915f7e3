import type { AppField, RecordData } from '../../../contracts/app-definition.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format.ts';

// A record's values as a person reads them (Intl for es). Text is always rendered as text.

const r = appMessages.runtime;
let money: Intl.NumberFormat | null = null;

export function formatValue(field: AppField, value: RecordData[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.type) {
    case 'boolean':
      return value ? r.yes : r.no;
    case 'money':
      money ??= new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' });
      return money.format(Number(value));
    case 'number':
      return formatNumber(Number(value));
    case 'rating':
      return `${'★'.repeat(Number(value))}${'☆'.repeat(5 - Number(value))}`;
    case 'date':
      return formatDate(`${String(value)}T12:00:00`);
    case 'datetime':
      return formatDateTime(String(value));
    default:
      return String(value);
  }
}

export function FieldValue({
  field,
  value,
  referenceTitle,
}: {
  field: AppField;
  value: RecordData[string] | undefined;
  referenceTitle?: string | null;
}) {
  if (value === null || value === undefined || value === '')
    return <span style={{ color: 'var(--app-muted)' }}>—</span>;
  if (field.type === 'image')
    return (
      <img
        src={String(value)}
        alt={field.label}
        className="max-h-64 w-auto rounded-lg border object-cover"
        style={{ borderColor: 'var(--app-border)' }}
        loading="lazy"
      />
    );
  if (field.type === 'url')
    return (
      <a
        href={String(value)}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="break-all underline"
      >
        {String(value)}
      </a>
    );
  if (field.type === 'email')
    return (
      <a href={`mailto:${String(value)}`} className="break-all underline">
        {String(value)}
      </a>
    );
  if (field.type === 'reference') return <span>{referenceTitle ?? '…'}</span>;
  if (field.type === 'longtext')
    return <span className="whitespace-pre-wrap break-words">{String(value)}</span>;
  return <span className="break-words">{formatValue(field, value)}</span>;
}
