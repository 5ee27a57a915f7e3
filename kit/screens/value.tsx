import type { CSSProperties, ReactNode } from 'react';
import type { AppField, RecordValue } from '../definition.ts';
import { type FileValue, formatFileSize } from '../files.ts';
import { formatValue } from '../format.ts';
import { appMessages } from '../texts.ts';

// A record's value on screen, the same in the platform's running app and in every exported app
// (docs/decisions/0246-kit-screens.md): the kit's screens are React with Tailwind classes and
// the app's colours as CSS variables (`--app-muted`, `--app-border`, …) that each app sets
// from its design. What differs between apps comes in as props: where its uploads live
// (`readFile`) and how it names the record a reference points at (`reference`).

const r = appMessages.runtime;
const muted: CSSProperties = { color: 'var(--app-muted)' };

/** A file value of this app read back (the kit's `parseFileValue` with its uploads' path). */
export type ReadFile = (value: unknown) => FileValue | null;

/**
 * A stored file's address; opened through an anonymous submission's private link, with its
 * token, which the server asks of no one else (decision 0247).
 */
const withToken = (url: string, token?: string | null) =>
  token ? `${url}?token=${encodeURIComponent(token)}` : url;

/** What an empty value shows. */
export function EmptyValue() {
  return <span style={muted}>—</span>;
}

/**
 * A file as the detail shows it: audio plays in the page, a PDF opens in a new tab, anything
 * else downloads; each with its name and size.
 */
export function FileView({
  value,
  label,
  readFile,
  token,
}: {
  value: RecordValue | undefined;
  label: string;
  readFile: ReadFile;
  token?: string | null;
}) {
  const parsed = readFile(value);
  if (!parsed) return <EmptyValue />;
  const file = { ...parsed, url: withToken(parsed.url, token) };
  const caption = (
    <span className="break-all">
      {file.name}{' '}
      <span className="whitespace-nowrap" style={muted}>
        ({formatFileSize(file.size)})
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

/**
 * One value of a record as a person reads it: links for URLs and emails, the image, the file
 * (player, PDF or download), line breaks kept in long text, and the rest as the kit formats it
 * (kit/format.ts). Text is always rendered as text.
 */
export function FieldValue({
  field,
  value,
  readFile,
  reference,
  compact = false,
  token,
}: {
  field: AppField;
  value: RecordValue | undefined;
  readFile: ReadFile;
  /** What names the record a reference points at (each app reads it its own way). */
  reference?: ReactNode;
  /** Inside a list's card (itself a link or button): text only, no player or link. */
  compact?: boolean;
  /** The private token the record was opened with (an anonymous submission's link). */
  token?: string | null;
}) {
  if (value === null || value === undefined || value === '') return <EmptyValue />;
  if (field.type === 'file')
    return compact ? (
      <span className="break-all">{formatValue(field, value, readFile)}</span>
    ) : (
      <FileView value={value} label={field.label} readFile={readFile} token={token} />
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
  if (field.type === 'reference') return <span>{reference ?? '…'}</span>;
  if (field.type === 'longtext')
    return <span className="whitespace-pre-wrap break-words">{String(value)}</span>;
  return <span className="break-words">{formatValue(field, value, readFile)}</span>;
}
