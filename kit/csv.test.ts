import { describe, expect, it } from 'vitest';
import { cellValue, decodeCsv, detectSeparator, parseCsv, parseNumber, textOf } from './csv.ts';
import type { AppField } from './definition.ts';

// How a CSV is read before validate.ts checks it (decision 0238): the bytes, the separator,
// RFC 4180 quoting, Spanish numbers, dates and sí/no, and the export's formula mark.

const field = (type: AppField['type'], options?: string[]): AppField =>
  ({ key: 'x', label: 'X', type, required: false, ...(options && { options }) }) as AppField;

describe('reading a CSV', () => {
  it('decodes UTF-8 with or without BOM, UTF-16 with BOM, and else Windows-1252', () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Año')]))).toEqual({
      text: 'Año',
      encoding: 'utf-8',
    });
    expect(decodeCsv(Buffer.from('Año'))).toEqual({ text: 'Año', encoding: 'utf-8' });
    expect(decodeCsv(Buffer.from('Año', 'latin1'))).toEqual({
      text: 'Año',
      encoding: 'windows-1252',
    });
    expect(decodeCsv(new Uint8Array([0x80]))).toEqual({ text: '€', encoding: 'windows-1252' });
    expect(decodeCsv(new Uint8Array([0xff, 0xfe, ...Buffer.from('Ñu', 'utf16le')]))).toEqual({
      text: 'Ñu',
      encoding: 'utf-16le',
    });
  });

  it('takes the separator from the header line, outside quotes', () => {
    expect(detectSeparator('a;b;c\n1,2,3,4,5')).toBe(';');
    expect(detectSeparator('a,b\n')).toBe(',');
    expect(detectSeparator('"a;b;c",d\n')).toBe(',');
  });

  it('parses quoted separators, line breaks and doubled quotes (RFC 4180)', () => {
    expect(parseCsv('a;"b;c";"d\r\ne";"f ""g"""\r\n1;2;3;4', ';', 10)).toEqual([
      ['a', 'b;c', 'd\r\ne', 'f "g"'],
      ['1', '2', '3', '4'],
    ]);
    expect(parseCsv('a,b\rc,d\n\ne,', ',', 10)).toEqual([['a', 'b'], ['c', 'd'], [''], ['e', '']]);
    expect(parseCsv('a 5" tall,b', ',', 10)).toEqual([['a 5" tall', 'b']]);
    expect(() => parseCsv('a\n"b', ',', 10)).toThrow(/row 2/);
    // Blank lines do not count towards the limit.
    expect(parseCsv('h\n\n\n\na\nb\nc', ',', 2)).toHaveLength(6);
  });

  it('reads Spanish and plain numbers', () => {
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('1,234.56')).toBe(1234.56);
    expect(parseNumber('2.500')).toBe(2500);
    expect(parseNumber('1.5')).toBe(1.5);
    expect(parseNumber('0.500')).toBe(0.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('1.000.000')).toBe(1_000_000);
    expect(parseNumber('45,50 €')).toBe(45.5);
    expect(parseNumber('diez')).toBeNull();
    expect(parseNumber('1.2.3')).toBeNull();
    expect(parseNumber('=1+1')).toBeNull();
  });

  it('turns cells into the values the record API takes', () => {
    expect(cellValue(field('date'), '07/03/2024')).toBe('2024-03-07');
    expect(cellValue(field('date'), '7-3-24')).toBe('2024-03-07');
    expect(cellValue(field('date'), '2024-03-07')).toBe('2024-03-07');
    expect(cellValue(field('date'), 'ayer')).toBe('ayer');
    expect(cellValue(field('datetime'), '07/03/2024 9:30')).toBe('2024-03-07T09:30');
    expect(cellValue(field('boolean'), 'Sí')).toBe(true);
    expect(cellValue(field('boolean'), 'NO')).toBe(false);
    expect(cellValue(field('boolean'), 'quizá')).toBe('quizá');
    expect(cellValue(field('choice', ['Sénior', 'Juvenil']), ' SENIOR ')).toBe('Sénior');
    expect(cellValue(field('phone'), '+34 600 111 222')).toBe('+34 600 111 222');
    expect(cellValue(field('rating'), '4')).toBe(4);
    expect(cellValue(field('text'), '   ')).toBe('');
  });

  it('keeps formulas as text and takes off the mark the export puts before them', () => {
    expect(textOf('=SUMA(A1)')).toBe('=SUMA(A1)');
    expect(textOf("'=SUMA(A1)")).toBe('=SUMA(A1)');
    expect(textOf("'@x")).toBe('@x');
    // A quote before a plain number is the person's own: the export never adds it there.
    expect(textOf("'-3")).toBe("'-3");
    expect(textOf("'hola")).toBe("'hola");
  });
});
