import { describe, expect, it } from 'vitest';
import { formatValue } from './format.ts';
import {
  COUNTER_EXAMPLES,
  cargos,
  clientes,
  EXAMPLES,
  ledger,
  pagos,
  SALDO,
} from './totals.fixture.ts';
import { readableTotals, totalKind, totalSource, totalValue } from './totals.ts';

// A balance on a record's detail (docs/decisions/0279-a-balance-charged-less-paid.md): a
// customer's «Saldo», the sum of their charges less the sum of their payments. Which balances
// hold together (kit/totals.fixture.ts: the same examples the contract's `totalProblem` gives
// its Spanish reasons for), who gets one (both lists readable), and its value.

describe('balance totals', () => {
  it.each(EXAMPLES.map((x) => [x.name, x] as const))('holds: %s', (_name, { total }) => {
    expect(totalSource(clientes, total, ledger)).not.toBeNull();
  });

  it.each(COUNTER_EXAMPLES.map((x) => [x.problem, x] as const))(
    'does not hold: %s',
    (_problem, { total }) => {
      // The kit leaves out exactly what the contract refuses (contracts/totals.test.ts).
      expect(totalSource(clientes, total, ledger)).toBeNull();
    },
  );

  it('resolves what a balance adds and subtracts, and names its kind', () => {
    const source = totalSource(clientes, SALDO, ledger);
    expect(source?.field?.key).toBe('importe');
    expect(source?.minus?.from.key).toBe('pagos');
    expect(source?.minus?.via.key).toBe('cliente');
    expect(source && totalKind(source)).toBe('balance');
    const plain = totalSource(clientes, { ...SALDO, minus: undefined }, ledger);
    expect(plain && totalKind(plain)).toBe('sum');
    const count = totalSource(clientes, { from: 'cargos', via: 'cliente', label: 'N' }, ledger);
    expect(count && totalKind(count)).toBe('count');
  });

  it('is left out for a viewer who may not read the payments, kept for who reads both', () => {
    const withSaldo = {
      ...clientes,
      totals: [
        { from: 'cargos', via: 'cliente', field: 'importe', label: 'Total cargado' },
        { from: 'pagos', via: 'cliente', field: 'importe', label: 'Total pagado' },
        SALDO,
      ],
    };
    const labels = (role: Parameters<typeof readableTotals>[2]) =>
      readableTotals(withSaldo, ledger, role).map((t) => t.total.label);
    expect(labels('owner')).toEqual(['Total cargado', 'Total pagado', 'Saldo']);
    expect(labels('lector')).toEqual(['Total cargado', 'Total pagado', 'Saldo']);
    expect(labels('visitor')).toEqual(['Total cargado']);
    // The charges private instead: the visitor gets none of the three.
    const privateCharges = [clientes, { ...cargos, rule: 'privada' as const }, pagos];
    expect(readableTotals(withSaldo, privateCharges, 'visitor')).toEqual([]);
  });

  it('subtracts, to the cent for money, without binary remainders, never «-0»', () => {
    const money = { type: 'money' as const };
    const number = { type: 'number' as const };
    expect(totalValue(money, 120, 45.5)).toBe(74.5);
    expect(totalValue(money, 20, 32.5)).toBe(-12.5);
    expect(totalValue(money, 10.1, 0.3)).toBe(9.8);
    expect(totalValue(number, 0.1 + 0.2)).toBe(0.3);
    expect(Object.is(totalValue(money, 0.3, 0.1 + 0.2), 0)).toBe(true);
    expect(Object.is(totalValue(money, 1, 1.004), 0)).toBe(true);
    expect(totalValue(null, 3)).toBe(3);
    expect(totalValue(money, Number.NaN, 1)).toBe(0);
  });

  it('is written as Spanish writes an amount, negative too, in the field’s currency', () => {
    const read = () => null;
    expect(formatValue({ type: 'money' }, totalValue({ type: 'money' }, 20, 32.5), read)).toBe(
      '-12,50\u00a0€',
    );
    expect(formatValue({ type: 'money', currency: 'MXN' }, -1234.5, read)).toBe('-$1,234.50');
    expect(formatValue({ type: 'number' }, totalValue({ type: 'number' }, 3, 10.5), read)).toBe(
      '-7,5',
    );
  });
});
