import type { AppField, RecordData } from '../../../contracts/app-definition.ts';
import { formatFileSize, parseFileValue } from '../../../contracts/app-files.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { formatValue as formatKitValue } from '../../../kit/format.ts';

// A record's values as a person reads them: the app kit's rule per type (kit/format.ts), with
// this platform's files. Text is always rendered as text.

const r = appMessages.runtime;

export function formatValue(field: AppField, value: RecordData[string] | undefined): string {
  return formatKitValue(field, value, parseFileValue);
}

/**
 * A file as the detail shows it: audio plays in the page, a PDF opens in a new tab, anything
 * else downloads; each with its name and size.
 */
/**
 * A stored file's address; opened through an anonymous submission's private link, with its
 * token, which the server asks of no one else (decision 0247).
 */
const withToken = (url: string, token?: string | null) =>
  token ? `${url}?token=${encodeURIComponent(token)}` : url;

export function FileValue({
  value,
  label,
  token,
}: {
  value: RecordData[string] | undefined;
  label: string;
  token?: string | null;
}) {
  const parsed = parseFileValue(value);
  if (!parsed) return <span style={{ color: 'var(--app-muted)' }}>—</span>;
  const file = { ...parsed, url: withToken(parsed.url, token) };
  const size = formatFileSize(file.size);
  const caption = (
    <span className="break-all">
      {file.name}{' '}
      <span className="whitespace-nowrap" style={{ color: 'var(--app-muted)' }}>
        ({size})
      </span>
    </span>
  );
  if (file.kind === 'audio')
    return (
      <span className="block space-y-1" data-testid="file-value">
        {/* biome-ignore lint/a11y/useMediaCaption: people's own recordings come without captions. */}
        <audio
          controls
          preload="metadata"
          src={file.url}
          className="w-full max-w-md"
          aria-label={`${label}: ${file.name}`}
        />
        <a href={file.url} download={file.name} className="block text-sm underline">
          {caption}
        </a>
      </span>
    );
  if (file.kind === 'pdf')
    return (
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        className="inline-flex flex-wrap items-baseline gap-x-2 underline"
        data-testid="file-value"
      >
        <span className="font-semibold">{r.openPdf}:</span> {caption}
        <span className="sr-only">{r.opensInNewTab}</span>
      </a>
    );
  return (
    <a
      href={file.url}
      download={file.name}
      className="inline-flex flex-wrap items-baseline gap-x-2 underline"
      data-testid="file-value"
    >
      <span className="font-semibold">{r.download}:</span> {caption}
    </a>
  );
}

export function FieldValue({
  field,
  value,
  referenceTitle,
  compact = false,
  token,
}: {
  field: AppField;
  value: RecordData[string] | undefined;
  referenceTitle?: string | null;
  /** Inside a list's card (itself a button): text only, no player or link. */
  compact?: boolean;
  /** The private token the record was opened with (an anonymous submission's link). */
  token?: string | null;
}) {
  if (value === null || value === undefined || value === '')
    return <span style={{ color: 'var(--app-muted)' }}>—</span>;
  if (field.type === 'file')
    return compact ? (
      <span className="break-all">{formatValue(field, value)}</span>
    ) : (
      <FileValue value={value} label={field.label} token={token} />
    );
  if (field.type === 'image')
    return (
      <img
        src={withToken(String(value), token)}
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
