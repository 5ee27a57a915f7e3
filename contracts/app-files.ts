import type { PlanName } from './billing.ts';

// The `file` field type of a running app (issue 38 §5; docs/decisions/0233-app-files.md): what
// it accepts, how large per plan, and how a record keeps one. The server (upload, validation,
// serving), the running app's screens and the export all read these.

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

/**
 * The largest file a `file` field takes, in MB, by the plan of the app's owner (whoever
 * uploads). Images keep their own 5 MB (APP_IMAGE_MAX_MB on the server).
 */
export const APP_FILE_MAX_MB: Record<PlanName, number> = {
  Free: 10,
  Starter: 25,
  Builder: 50,
  Pro: 100,
  Elite: 100,
};

/** The longest original name a file value keeps, in characters. */
export const FILE_NAME_MAX = 120;

/**
 * A file as a record keeps it: one string, so that lists, search, sort, CSV and the export
 * treat it like any other value. `/files/apps/{projectId}/{id}/{safe name}?bytes={size}&name={name}`:
 * the path is the stored object (served with its headers by /files, which ignores the query),
 * `bytes` its size as stored and `name` the name it was uploaded with (accents kept).
 */
export type FileValue = {
  /** The object's URL, without the query: what links, players and downloads use. */
  url: string;
  name: string;
  size: number;
  ext: string;
  kind: FileKind;
};

const VALUE =
  /^(\/files\/apps\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{16,64}\/[A-Za-z0-9._-]{1,100})\?(.*)$/;

export function fileValueString(file: { url: string; name: string; size: number }): string {
  const query = new URLSearchParams({ bytes: String(file.size), name: file.name });
  return `${file.url}?${query.toString()}`;
}

/** A record's file value read back, or null when it is not one (an old or foreign value). */
export function parseFileValue(value: unknown): FileValue | null {
  if (typeof value !== 'string') return null;
  const match = VALUE.exec(value);
  if (!match) return null;
  const url = match[1] as string;
  const query = new URLSearchParams(match[2]);
  const size = Number(query.get('bytes'));
  const base = url.slice(url.lastIndexOf('/') + 1);
  const ext = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
  const kind = FILE_FIELD_EXTENSIONS[ext];
  if (!kind || !Number.isSafeInteger(size) || size < 0) return null;
  const name = (query.get('name') ?? '').trim().slice(0, FILE_NAME_MAX) || base;
  return { url, name, size, ext, kind };
}

/** The stored object's key of a file value's URL (`apps/{projectId}/{id}/{name}`). */
export const fileKeyOf = (file: FileValue) => file.url.slice('/files/'.length);

let sizes: Intl.NumberFormat | null = null;

/**
 * A size as a person reads it, in Spanish (Intl, `es`): «850 bytes», «12,5 KB», «3,2 MB».
 * Powers of 1024, like the limits (APP_FILE_MAX_MB × 1024 × 1024 bytes).
 */
export function formatFileSize(bytes: number): string {
  sizes ??= new Intl.NumberFormat('es', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${sizes.format(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${sizes.format(bytes / 1024)} KB`;
  return `${sizes.format(bytes / 1024 / 1024)} MB`;
}
