import { describe, expect, it } from 'vitest';
import { CURRENCY_CUES, currencyOf, localLabel } from './analysis/currency.ts';

// Each currency's own examples and counter-examples (decision 0275), run by one generic test.
describe.each(CURRENCY_CUES.map((c) => [c.currency, c] as const))(
  'currency %s',
  (currency, cue) => {
    it.each(cue.examples)('chooses it: %s', (idea) => expect(currencyOf(idea)).toBe(currency));
    it.each(cue.counterExamples)('does not choose it: %s', (idea) =>
      expect(currencyOf(idea)).not.toBe(currency),
    );
  },
);

describe('an idea that says no place nor currency', () => {
  it.each([
    'quiero una app para mi peluquería',
    'tomamos el sol en la playa y alquilamos hamacas',
    'que los vecinos suban fotos y voten',
    'cuánta plata me debe cada cliente',
  ])('%s → none (euros, as before)', (idea) => expect(currencyOf(idea)).toBeNull());
});

describe('a place two countries share', () => {
  it('is read by both, even by the one it weighs less for («Valencia»: euros 2, dollars 1)', () =>
    // Euros 2 + dollars 1 for Valencia, dollars 1 + pesos 1 for San Juan: a tie says nothing.
    expect(currencyOf('feria de artesanía en Valencia y en San Juan')).toBeNull());
});

describe("a field's label in the country's words (localLabel)", () => {
  it.each([
    ['DNI o documento', 'COP', 'Cédula o documento'],
    ['Importe', 'MXN', 'Monto'],
    ['Importe pagado', 'COP', 'Valor pagado'],
    ['Suma del importe', 'PEN', 'Suma del monto'],
    ['Importe o monto estimado', 'MXN', 'Monto estimado'],
  ] as const)('%s in %s → %s', (label, currency, expected) =>
    expect(localLabel(label, currency)).toBe(expected),
  );
  it.each([
    ['Importe', 'EUR'],
    ['Importe', 'ARS'],
    ['Importe', null],
    ['Importes varios', 'MXN'],
    ['Importe o monto estimado', 'EUR'],
    ['Día o noche', 'MXN'],
  ] as const)('%s in %s stays', (label, currency) =>
    expect(localLabel(label, currency)).toBe(label),
  );
});
