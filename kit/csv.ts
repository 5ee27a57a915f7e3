import type { AppEntity, AppField } from './definition.ts';

// Reading a CSV the way people save them (issue 38 §6; decision 0238): the bytes decoded as
// UTF-8 (with or without BOM), UTF-16 (a BOM says so) or else Windows-1252 (Excel's "CSV" on a
// Spanish Windows); the separator, `,` or `;`, taken from the header line; RFC 4180 quoting
// (separators, line breaks and doubled quotes inside quotes). Then each cell as the value the
// record API takes: Spanish numbers, dates and sí/no, options and references matched without
// case or accents. What cannot be read is passed on as written, so kit/values.ts — the one check
// of every record — says what is wrong with it.

export type Decoded = { text: string; encoding: 'utf-8' | 'windows-1252' | 'utf-16le' };

export function decodeCsv(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: a Windows (Latin-1 superset) file, every byte a character.
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}

/** `;` when the header line (outside quotes) has more of them than commas, else `,`. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

export class UnclosedQuote extends Error {
  readonly row: number;
  constructor(row: number) {
    super(`unclosed quote in row ${row}`);
    this.row = row;
  }
}

/**
 * The rows of a CSV (RFC 4180, lenient): fields separated by `sep`, rows by CRLF, LF or CR;
 * a quoted field may hold separators, line breaks and `""` for a quote. A quote inside an
 * unquoted field is kept as it is. Stops once more than `maxRows` rows hold a value (the caller
 * refuses more); blank lines are kept, and not counted.
 */
export function parseCsv(text: string, sep: ',' | ';', maxRows: number): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStart = true;
  let i = 0;
  let filled = 0;
  const n = text.length;
  const endField = () => {
    row.push(field);
    field = '';
    fieldStart = true;
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell.trim() !== '')) filled++;
    rows.push(row);
    row = [];
  };
  while (i < n) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
      i++;
      continue;
    }
    if (ch === sep) {
      endField();
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRow();
      if (filled > maxRows) return rows;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += ch;
    fieldStart = false;
    i++;
  }
  if (quoted) throw new UnclosedQuote(rows.length + 1);
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Lower case, no accents, single spaces: how headers, options and titles are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
}

/**
 * Which field each column fills: by the field's label or key, without case or accents; each
 * field once (the first column naming it). File fields are not imported (a file is uploaded,
 * never named by a cell).
 */
export function mapColumns(entity: AppEntity, header: string[]): (AppField | null)[] {
  const taken = new Set<string>();
  return header.map((raw) => {
    const name = fold(raw);
    if (!name) return null;
    const field = entity.fields.find(
      (f) =>
        f.type !== 'file' && !taken.has(f.key) && (fold(f.label) === name || fold(f.key) === name),
    );
    if (!field) return null;
    taken.add(field.key);
    return field;
  });
}

/** A plain number or a phone as typed — what the CSV export writes without a `'` (0211). */
const NUMBER_OR_PHONE = /^[+-]?[0-9][0-9 ().,/-]*$/;

/**
 * A text cell as stored. The export marks text a spreadsheet would run with a leading `'`
 * (decision 0211); that mark is taken off again, so an exported file imports as it was. Any
 * other text is stored as written — `=SUMA(A1)` is text, never evaluated, and the export
 * marks it again on its way out.
 */
export function textOf(cell: string): string {
  if (/^'[=+\-@\t\r]/.test(cell) && !NUMBER_OR_PHONE.test(cell.slice(1))) return cell.slice(1);
  return cell;
}

/**
 * A Spanish or plain number: `1.234,56`, `1234,5`, `1,234.56`, `-3`, `12 €`. A single dot
 * before exactly three digits is a thousands dot (`2.500` is 2500), as Spanish writes it.
 */
export function parseNumber(cell: string): number | null {
  let s = cell.replace(/[\s\u00a0€$%]/g, '');
  if (!/^[+-]?[0-9][0-9.,]*$/.test(s) && !/^[+-]?[.,][0-9]+$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    s = s.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    const parts = s.split(',');
    // 1,234,567: thousands commas; otherwise one decimal comma.
    if (parts.length > 2) {
      if (!parts.slice(1).every((p) => p.length === 3)) return null;
      s = parts.join('');
    } else s = s.replace(',', '.');
  } else if (lastDot >= 0) {
    const parts = s.split('.');
    if (parts.length > 2 || (parts[1]?.length === 3 && /^[+-]?[1-9]/.test(parts[0] ?? ''))) {
      if (!parts.slice(1).every((p) => p.length === 3)) return null;
      s = parts.join('');
    }
  }
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

const YES = new Set(['si', 's', 'yes', 'y', 'true', 'verdadero', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0']);

const pad = (n: string) => n.padStart(2, '0');

/** `dd/mm/aaaa` (or with - or .; a two-digit year is 20xx) as `aaaa-mm-dd`; ISO as is. */
function dateOf(cell: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(cell);
  if (iso) return `${iso[1]}-${pad(iso[2] ?? '')}-${pad(iso[3] ?? '')}`;
  const es = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(cell.split(/[\sT]/)[0] ?? '');
  if (!es) return null;
  const year = (es[3] ?? '').length === 2 ? `20${es[3]}` : es[3];
  return `${year}-${pad(es[2] ?? '')}-${pad(es[1] ?? '')}`;
}

function dateTimeOf(cell: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}T/.test(cell)) return cell;
  const date = dateOf(cell);
  if (!date) return null;
  const time = /[\sT](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(cell);
  if (!time) return `${date}T00:00`;
  return `${date}T${pad(time[1] ?? '')}:${time[2]}${time[3] ? `:${time[3]}` : ''}`;
}

/**
 * A cell as the value the record API takes for `field`; what cannot be read stays the text,
 * for kit/values.ts to refuse in Spanish. References are resolved by the caller.
 */
export function cellValue(field: AppField, raw: string): unknown {
  const cell = raw.trim();
  if (cell === '') return '';
  switch (field.type) {
    case 'number':
    case 'money':
    case 'rating':
      return parseNumber(cell) ?? cell;
    case 'boolean': {
      const folded = fold(cell);
      if (YES.has(folded)) return true;
      if (NO.has(folded)) return false;
      return cell;
    }
    case 'date':
      return dateOf(cell) ?? cell;
    case 'datetime':
      return dateTimeOf(cell) ?? cell;
    case 'choice': {
      const folded = fold(cell);
      return (field.options ?? []).find((o) => fold(o) === folded) ?? cell;
    }
    default:
      // Text, long text, email, phone (kept as typed), link, image, reference.
      return textOf(raw.replace(/^\s+|\s+$/g, ''));
  }
}
