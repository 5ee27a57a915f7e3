import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDefinitionInput, RecordTotal } from '../../../../contracts/app-definition.ts';
import {
  account,
  add,
  type Call,
  client,
  runOwnTest,
  SETUP_TOKEN,
  startExport,
  stopExports,
  writeExport,
} from './run-export.test-helpers.ts';

// A balance in the exported app (decision 0279): a shop's «fiado» exported, its server started
// on this Node over its own SQLite file (with Forja's node_modules: the export pins the same
// versions), and driven over HTTP as around.db.test.ts drives the platform — the same
// customer, the same charges and payments, the same «Saldo» — then the export's own generic
// test of totals (tests/totales.test.ts) run on it, balances included.

const amounts = (key: 'cargos' | 'pagos', rule: 'publica' | 'propia' | 'privada') => ({
  key,
  label: key === 'cargos' ? 'Cargo' : 'Pago',
  rule,
  fields: [
    { key: 'cliente', label: 'Cliente', type: 'reference', required: true, ref: 'clientes' },
    { key: 'importe', label: 'Importe', type: 'money', required: true },
  ],
});
const SALDO = {
  from: 'cargos',
  via: 'cliente',
  field: 'importe',
  label: 'Saldo',
  minus: { from: 'pagos', via: 'cliente', field: 'importe' },
};
const fiado = (pagos: 'propia' | 'privada'): AppDefinitionInput =>
  ({
    entities: [
      {
        key: 'clientes',
        label: 'Cliente',
        rule: 'publica',
        totals: [{ from: 'cargos', via: 'cliente', field: 'importe', label: 'Cargado' }, SALDO],
        fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
      },
      amounts('cargos', 'publica'),
      amounts('pagos', pagos),
    ],
  }) as AppDefinitionInput;

const root = mkdtempSync(join(tmpdir(), 'forja-export-saldo-'));
const dirs = { propia: join(root, 'propia'), privada: join(root, 'privada') };

function write(dir: string, pagos: 'propia' | 'privada') {
  writeExport(dir, {
    name: 'Fiado',
    slug: 'fiado',
    description: 'Lo que cada cliente se lleva fiado y lo que va pagando',
    definition: fiado(pagos),
  });
}

/** The exported server started on its own SQLite file: its address. */
const start = async (dir: string) => (await startExport(dir)).base;

async function totals(call: Call, id: string) {
  const res = await call(`/api/clientes/${id}/totales`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { totals: RecordTotal[] }).totals;
}

/** Ana's ledger as the platform's test writes it: 50,10 charged; 20,10 paid by the owner, 5 by a neighbour. */
async function ledger(base: string, pagos: 'propia' | 'privada') {
  const owner = await account(base, 'duena@example.com', { codigoDueno: SETUP_TOKEN });
  const neighbour = await account(base, 'vecina@example.com');
  const ana = await add(owner, 'clientes', { nombre: 'Ana' });
  const luis = await add(owner, 'clientes', { nombre: 'Luis' });
  for (const importe of [12.5, 30, 7.6]) await add(owner, 'cargos', { cliente: ana, importe });
  await add(owner, 'pagos', { cliente: ana, importe: 20 });
  await add(owner, 'pagos', { cliente: ana, importe: 0.1 });
  // (Under privada only the owner writes payments: she writes the neighbour's.)
  await add(pagos === 'propia' ? neighbour : owner, 'pagos', { cliente: ana, importe: 5 });
  await add(owner, 'cargos', { cliente: luis, importe: 100 });
  await add(owner, 'pagos', { cliente: luis, importe: 1 });
  return { owner, neighbour, anonymous: client(base), ana };
}

beforeAll(() => {
  write(dirs.propia, 'propia');
  write(dirs.privada, 'privada');
});

afterAll(async () => {
  await stopExports();
  if (!process.env.KEEP_EXPORTS) rmSync(root, { recursive: true, force: true });
});

describe('the exported app shows the same balance as the platform', () => {
  it('what a customer owes, each list under its own scope; a payment moves it below 0', async () => {
    const { owner, neighbour, ana } = await ledger(await start(dirs.propia), 'propia');
    const saldo = async (call: Call) =>
      (await totals(call, ana)).map((t) => [t.label, t.kind, t.value]);
    expect(await totals(owner, ana)).toEqual([
      {
        label: 'Cargado',
        from: 'cargos',
        via: 'cliente',
        field: 'importe',
        kind: 'sum',
        value: 50.1,
      },
      {
        label: 'Saldo',
        from: 'cargos',
        via: 'cliente',
        field: 'importe',
        kind: 'balance',
        value: 25,
        minus: { from: 'pagos', via: 'cliente', field: 'importe' },
      },
    ]);
    // Payments propia: the neighbour's list (and balance) has only her own payment.
    expect(await saldo(neighbour)).toEqual([
      ['Cargado', 'sum', 50.1],
      ['Saldo', 'balance', 45.1],
    ]);
    const extra = await add(owner, 'pagos', { cliente: ana, importe: 37.35 });
    expect((await saldo(owner))[1]).toEqual(['Saldo', 'balance', -12.35]);
    expect((await owner(`/api/pagos/${extra}`, 'DELETE')).status).toBeLessThan(300);
    expect((await saldo(owner))[1]).toEqual(['Saldo', 'balance', 25]);
  });

  it('left out for whoever may not read the payments', async () => {
    const { owner, neighbour, anonymous, ana } = await ledger(await start(dirs.privada), 'privada');
    const labels = async (call: Call) => (await totals(call, ana)).map((t) => t.label);
    expect((await totals(owner, ana)).map((t) => [t.label, t.value])).toEqual([
      ['Cargado', 50.1],
      ['Saldo', 25],
    ]);
    expect(await labels(neighbour)).toEqual(['Cargado']);
    expect(await labels(anonymous)).toEqual(['Cargado']);
  });

  it('passes its own test of totals, balances included', async () => {
    const { code, out } = await runOwnTest(dirs.propia, 'tests/totales.test.ts');
    expect(code, out.slice(-4000)).toBe(0);
    expect(out).toMatch(/clientes: cuenta y suma lo que cada uno puede leer/);
  }, 120_000);
});
