import { type AppField, CURRENCY_LOCALES, type Currency, type RecordValue } from './definition.ts';
import { type FileValue, formatFileSize } from './files.ts';
import { appMessages } from './texts.ts';

// A record's values as a person reads them, in Spanish (Intl, `es`), one rule per type: the
// platform's running app and every exported app show the same (decision 0239). Text stays
// text: what a person typed is never read as markup here.

const moneyFormats = new Map<Currency, Intl.NumberFormat>();
/** Amounts in a currency, as its country writes them: one formatter per currency, kept. */
function money(currency: Currency = 'EUR'): Intl.NumberFormat {
  let f = moneyFormats.get(currency);
  if (!f) {
    const locale = CURRENCY_LOCALES[currency] ?? 'es';
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(currency, f);
  }
  return f;
}

let formatters: {
  number: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
} | null = null;

function fmt() {
  formatters ??= {
    number: new Intl.NumberFormat('es'),
    // A date is a day, wherever the reader is: read at noon UTC, shown in UTC.
    date: new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    dateTime: new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  };
  return formatters;
}

/** «—» for an empty value; else the value in Spanish: «Sí», «12,50 €», «4 de mayo de 2026»… */
export function formatValue(
  field: Pick<AppField, 'type' | 'currency'>,
  value: RecordValue | undefined,
  parseFile: (value: unknown) => FileValue | null,
): string {
  if (value === null || value === undefined || value === '') return '—';
  const f = fmt();
  switch (field.type) {
    case 'boolean':
      return value ? appMessages.runtime.yes : appMessages.runtime.no;
    case 'money':
      return money(field.currency).format(Number(value));
    case 'number':
      return f.number.format(Number(value));
    case 'rating': {
      const stars = Math.max(0, Math.min(5, Math.round(Number(value)) || 0));
      return `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}`;
    }
    case 'date':
      return f.date.format(new Date(`${String(value).slice(0, 10)}T12:00:00Z`));
    case 'datetime':
      return f.dateTime.format(new Date(String(value)));
    case 'file': {
      const file = parseFile(value);
      return file ? `${file.name} (${formatFileSize(file.size)})` : '—';
    }
    default:
      return String(value);
  }
}
