import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppField } from '../definition.ts';
import { entityOf, field } from '../entities.fixture.ts';
import { titleParts } from '../titles.ts';
import { RecordName, RelatedRecords } from './related-records.tsx';

// A list's card works out what names a record once (kit/titles.ts `titleParts`) and hands it to
// its name: the name then says what it was given, never asking the same questions again.

const partes = entityOf(
  'partes',
  [field('perro', 'reference', { ref: 'perros', required: true }), field('fecha', 'date')],
  { label: 'Parte', labelPlural: 'Partes' },
);
const record = { data: { perro: 'p1', fecha: '2026-05-04' } };
const reference = (f: AppField, id: string) => `«${f.label} ${id}»`;
/** The text a node says (RecordName holds no state: called as a function, it gives its tree). */
const text = (node: ReactNode): string => {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(text).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return text(node.props.children);
  return '';
};
const name = (parts?: ReturnType<typeof titleParts>) =>
  text(RecordName({ entity: partes, record, reference, parts }));

describe('RecordName with the parts its card worked out', () => {
  it('says the same as when it works them out itself', () => {
    expect(name()).toBe('«perro p1»');
    expect(name(titleParts(partes, record))).toBe(name());
  });
  it('uses the parts it is given, not its own: they are not asked again', () => {
    // Parts that say nothing leads the record: the name falls back to its own value.
    expect(name({ refs: [], lead: null })).toBe('4 de mayo de 2026');
  });
});

describe('RelatedRecords names the record on screen as its own heading does', () => {
  it('a name made of elements (the record it belongs to first) reads whole in the heading and the empty text', () => {
    const via = field('perro', 'reference', { ref: 'perros', required: true });
    const list = (parentTitle: ReactNode) =>
      text(
        RelatedRecords({
          from: partes,
          via,
          parentTitle,
          records: [],
          row: () => null,
          reference,
          readFile: () => null,
        }),
      );
    const name = RecordName({ entity: partes, record, reference });
    expect(list(name)).toBe('Partes de ««perro p1»»Todavía no hay partes de ««perro p1»».');
    // A plain text still reads as before.
    expect(list('Rocky')).toBe('Partes de «Rocky»Todavía no hay partes de «Rocky».');
  });
});
