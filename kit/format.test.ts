import { describe, expect, it } from 'vitest';
import { formatValue } from './format.ts';

// Each type as a person reads it in Spanish, the same in the platform and in every export.
const none = () => null;
const file = () => ({
  url: '/x/a.pdf',
  name: 'Acta de la reunión.pdf',
  size: 12_800,
  ext: 'pdf',
  kind: 'pdf' as const,
});

describe('formatValue', () => {
  it.each([
    ['boolean', true, 'Sí'],
    ['boolean', false, 'No'],
    ['money', 12.5, '12,50\u00a0€'],
    ['number', 1234.5, '1234,5'],
    ['number', 12345, '12.345'],
    ['rating', 4, '★★★★☆'],
    ['rating', 9, '★★★★★'],
    ['date', '2026-05-04', '4 de mayo de 2026'],
    ['text', '<b>hola</b>', '<b>hola</b>'],
    ['text', '', '—'],
    ['choice', null, '—'],
  ] as const)('%s %s → %s', (type, value, shown) => {
    expect(formatValue({ type }, value, none)).toBe(shown);
  });

  it('names a file with its size, and a value that is no file as empty', () => {
    expect(formatValue({ type: 'file' }, '/x/a.pdf?bytes=12800', file)).toBe(
      'Acta de la reunión.pdf (12,5 KB)',
    );
    expect(formatValue({ type: 'file' }, 'https://evil.example/x', none)).toBe('—');
  });
});

describe('money in its currency, as its country writes it (decision 0275)', () => {
  it.each([
    ['MXN', 1234.5, '$1,234.50'],
    ['ARS', 1234.5, '$\u00a01.234,50'],
    ['PEN', 1234.5, 'S/\u00a01,234.50'],
    ['EUR', 12.5, '12,50\u00a0€'],
  ] as const)('%s %s → %s', (currency, value, shown) =>
    expect(formatValue({ type: 'money', currency }, value, none)).toBe(shown),
  );
});
