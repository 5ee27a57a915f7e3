import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppField } from '../definition.ts';
import { entityOf, field } from '../entities.fixture.ts';
import type { RecordTotal } from '../totals.ts';
import { RecordTotals } from './record-detail.tsx';

// A record's totals on its detail (decisions 0237, 0279): a balance («Saldo») is shown as an
// amount of the field it adds up, in that field's currency, negative as Spanish writes it.

const entity = (key: string, fields: AppField[]) => entityOf(key, fields, { rule: 'publica' });
const entities = [
  entity('cargos', [field('cliente', 'reference', { ref: 'clientes' }), field('importe', 'money')]),
  entity('ventas', [
    field('cliente', 'reference', { ref: 'clientes' }),
    field('importe', 'money', { currency: 'MXN' }),
    field('kilos', 'number'),
  ]),
];
/** Each total's label and value as read (RecordTotals holds no state: called, it gives its tree). */
const shown = (node: ReactNode): string[] => {
  if (Array.isArray(node)) return node.flatMap(shown);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const children = node.props.children;
  if (node.type === 'div' && Array.isArray(children)) {
    const text = (n: ReactNode): string =>
      isValidElement<{ children?: ReactNode }>(n) ? String(n.props.children) : '';
    return [`${text(children[0])}: ${text(children[1]).replace(/\u00a0/g, ' ')}`];
  }
  return shown(children);
};
const balance = (label: string, from: string, f: string, value: number): RecordTotal => ({
  label,
  from,
  via: 'cliente',
  field: f,
  kind: 'balance',
  value,
  minus: { from: 'pagos', via: 'cliente', field: f },
});

describe('RecordTotals', () => {
  it('shows a balance in its field’s currency, negative too, beside a count', () => {
    const totals: RecordTotal[] = [
      balance('Saldo', 'cargos', 'importe', -12.5),
      balance('Saldo en pesos', 'ventas', 'importe', -1234.5),
      balance('Kilos pendientes', 'ventas', 'kilos', -30.5),
      { label: 'Cargos', from: 'cargos', via: 'cliente', field: null, kind: 'count', value: 3 },
    ];
    expect(shown(RecordTotals({ totals, entities, readFile: () => null }))).toEqual([
      'Saldo: -12,50 €',
      'Saldo en pesos: -$1,234.50',
      'Kilos pendientes: -30,5',
      'Cargos: 3',
    ]);
  });
});
