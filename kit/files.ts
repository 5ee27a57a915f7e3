// The `file` field type of a running app (issue 38 §5; docs/decisions/0233-app-files.md): what
// it accepts and how a record keeps one. In the app kit (docs/decisions/0239-the-app-kit.md):
// the platform and every exported app read these; each says where its files live (the path
// pattern of `fileValues`).

/** How a file is shown: audio plays, a PDF opens in the browser, the rest downloads. */
export type FileKind = 'pdf' | 'audio' | 'document' | 'text' | 'archive';

/**
 * The extensions a `file` field accepts, each with its kind. The bytes decide: an upload's
 * content must be what its extension says (magic bytes; office formats by their inner entries;
 * text as UTF-8 without control characters), whatever the name or the declared type.
 */
export const FILE_FIELD_EXTENSIONS: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  mp3: 'audio',
  m4a: 'audio',
  aac: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  wav: 'audio',
  weba: 'audio',
  webm: 'audio',
  docx: 'document',
  xlsx: 'document',
  pptx: 'document',
  odt: 'document',
  ods: 'document',
  txt: 'text',
  csv: 'text',
  zip: 'archive',
};

/** The `accept` of the running app's file input (extensions and types, for the picker). */
export const FILE_FIELD_ACCEPT = [
  ...Object.keys(FILE_FIELD_EXTENSIONS).map((ext) => `.${ext}`),
  'application/pdf',
  'audio/*',
].join(',');

/** The longest original name a file value keeps, in characters. */
export const FILE_NAME_MAX = 120;

/**
 * A file as a record keeps it: one string, so that lists, search, sort, CSV and the export
 * treat it like any other value: `{path}?bytes={size}&name={name}`. The path is the stored
 * file (served with its headers, the query ignored), `bytes` its size as stored and `name` the
 * name it was uploaded with (accents kept).
 */
export type FileValue = {
  /** The file's URL, without the query: what links, players and downloads use. */
  url: string;
  name: string;
  size: number;
  ext: string;
  kind: FileKind;
};

export function fileValueString(file: { url: string; name: string; size: number }): string {
  const query = new URLSearchParams({ bytes: String(file.size), name: file.name });
  return `${file.url}?${query.toString()}`;
}

/**
 * A record's file value read back, or null when it is not one (an old or foreign value):
 * `path` is the pattern of where this app keeps its files, anchored at both ends.
 */
export function parseFileValue(value: unknown, path: RegExp): FileValue | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf('?');
  if (at < 0) return null;
  const url = value.slice(0, at);
  if (!path.test(url) || url.includes('..')) return null;
  const query = new URLSearchParams(value.slice(at + 1));
  const size = Number(query.get('bytes'));
  const base = url.slice(url.lastIndexOf('/') + 1);
  const ext = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
  const kind = Object.hasOwn(FILE_FIELD_EXTENSIONS, ext) ? FILE_FIELD_EXTENSIONS[ext] : undefined;
  if (!kind || !Number.isSafeInteger(size) || size < 0) return null;
  const name = (query.get('name') ?? '').trim().slice(0, FILE_NAME_MAX) || base;
  return { url, name, size, ext, kind };
}

/** The name a file value was uploaded with, wherever it is kept (for titles), or null. */
export function fileNameOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.includes('?')) return null;
  const name = new URLSearchParams(value.slice(value.indexOf('?') + 1)).get('name')?.trim();
  return name ? name.slice(0, FILE_NAME_MAX) : null;
}

let sizes: Intl.NumberFormat | null = null;

/**
 * A size as a person reads it, in Spanish (Intl, `es`): «850 bytes», «12,5 KB», «3,2 MB».
 * Powers of 1024, like the limits.
 */
export function formatFileSize(bytes: number): string {
  sizes ??= new Intl.NumberFormat('es', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${sizes.format(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${sizes.format(bytes / 1024)} KB`;
  return `${sizes.format(bytes / 1024 / 1024)} MB`;
}
