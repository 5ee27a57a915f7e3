import type { AppEntity, AppField, EntityTotal } from './definition.ts';
import { entityOf, labelledField } from './entities.fixture.ts';

// A shop's «fiado» (decision 0279): customers, what each one is charged and what each one pays,
// and the balances on a customer that hold or not, each with the Spanish reason the contract
// gives (contracts/data-model.ts `totalProblem`). Run by the kit's test (kit/totals.test.ts:
// `totalSource` leaves out exactly these) and the contract's (contracts/totals.test.ts). A
// test file, not part of the kit: an export copies only `[a-z-]+.ts` files.

const entity = (
  key: string,
  label: string,
  rule: AppEntity['rule'],
  fields: AppField[],
): AppEntity => entityOf(key, fields, { label, labelPlural: `${label}s`, rule });
const f = labelledField;

export const clientes = entity('clientes', 'Cliente', 'publica', [f('nombre', 'text')]);
export const cargos = entity('cargos', 'Cargo', 'publica', [
  f('cliente', 'reference', { ref: 'clientes' }),
  f('importe', 'money'),
  f('unidades', 'number'),
  f('concepto', 'text'),
]);
// The payments only the owner and the team read.
export const pagos = entity('pagos', 'Pago', 'privada', [
  f('cliente', 'reference', { ref: 'clientes' }),
  f('importe', 'money'),
  f('dolares', 'money', { currency: 'USD', label: 'Dólares' }),
  f('unidades', 'number'),
  f('otro', 'reference', { ref: 'cargos' }),
]);
export const ledger = [clientes, cargos, pagos];

export const SALDO: EntityTotal = {
  from: 'cargos',
  via: 'cliente',
  field: 'importe',
  label: 'Saldo',
  minus: { from: 'pagos', via: 'cliente', field: 'importe' },
};

// Balances on «Cliente» that hold, and (below) ones that do not, each with the contract's reason.
export const EXAMPLES: { name: string; total: EntityTotal }[] = [
  { name: 'charged amount less paid amount', total: SALDO },
  {
    name: 'units taken less units returned',
    total: {
      ...SALDO,
      field: 'unidades',
      minus: { from: 'pagos', via: 'cliente', field: 'unidades' },
    },
  },
  // An old total without `minus` still holds.
  {
    name: 'a plain sum',
    total: { from: 'cargos', via: 'cliente', field: 'importe', label: 'Cargado' },
  },
];
export const COUNTER_EXAMPLES: { total: EntityTotal; problem: string }[] = [
  {
    total: { from: 'cargos', via: 'cliente', label: 'Saldo', minus: SALDO.minus },
    problem: 'El total «Saldo» de «Cliente» solo puede restar de una suma, no de una cuenta.',
  },
  {
    total: { ...SALDO, minus: { from: 'devoluciones', via: 'cliente', field: 'importe' } },
    problem: 'El total «Saldo» de «Cliente» resta registros de una entidad que no existe.',
  },
  {
    total: { ...SALDO, minus: { from: 'pagos', via: 'otro', field: 'importe' } },
    problem: 'El total «Saldo» de «Cliente» necesita un campo de «Pago» que apunte a «Cliente».',
  },
  {
    total: { ...SALDO, minus: { from: 'pagos', via: 'cliente', field: 'cliente' } },
    problem:
      'El total «Saldo» de «Cliente» solo puede restar un campo de número o de dinero de «Pago».',
  },
  {
    total: { ...SALDO, minus: { from: 'pagos', via: 'cliente', field: 'unidades' } },
    problem:
      'El total «Saldo» de «Cliente» resta «Unidades» de «Importe»: los dos tienen que ser números, o importes en la misma moneda.',
  },
  {
    total: { ...SALDO, minus: { from: 'pagos', via: 'cliente', field: 'dolares' } },
    problem:
      'El total «Saldo» de «Cliente» resta «Dólares» de «Importe»: los dos tienen que ser números, o importes en la misma moneda.',
  },
];
