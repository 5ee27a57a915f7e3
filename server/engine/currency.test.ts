import { describe, expect, it } from 'vitest';
import { CURRENCY_CUES, currencyOf, localLabel, localText } from './analysis/currency.ts';
import { conceptFromIdea } from './index.ts';

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

describe("what the app says in the country's words, as its fields (localText)", () => {
  it.each([
    [
      'Pagos de cada factura con fecha, importe y forma de pago',
      'MXN',
      'Pagos de cada factura con fecha, monto y forma de pago',
    ],
    [
      'Cargos con fecha, concepto e importe, y pagos con su forma de pago',
      'COP',
      'Cargos con fecha, concepto y valor, y pagos con su forma de pago',
    ],
    ['Importe estimado y probabilidad', 'CLP', 'Monto estimado y probabilidad'],
    ['a partes iguales o por importes', 'COP', 'a partes iguales o por valores'],
    ['con el importe o monto en juego', 'PEN', 'con el monto en juego'],
    ['Datos de cada inscripción: DNI y talla', 'COP', 'Datos de cada inscripción: Cédula y talla'],
  ] as const)('%s in %s → %s', (text, currency, expected) =>
    expect(localText(text, currency)).toBe(expected),
  );
  it.each([
    ['Cargos con fecha, concepto e importe', 'EUR'],
    ['Cargos con fecha, concepto e importe', 'ARS'],
    ['Cargos con fecha, concepto e importe', null],
    ['Importantes e imprescindibles: acción o sección', 'MXN'],
  ] as const)('%s in %s stays', (text, currency) => expect(localText(text, currency)).toBe(text));
  it('a Colombian ledger says «valor» in its features and stories, as its fields do', () => {
    const c = conceptFromIdea(
      'tengo una tienda de barrio en Medellín y les fío a los vecinos; quiero anotar lo que me debe cada uno y lo que me va abonando',
    );
    const all = [c.description, ...c.features, ...c.userStories].join('\n');
    expect(c.definition.entities.flatMap((e) => e.fields).some((f) => f.label === 'Valor')).toBe(
      true,
    );
    expect(all).not.toMatch(/importe/i);
  });
  it('a Spanish one keeps «importe»', () => {
    const c = conceptFromIdea(
      'tengo un bar en Cádiz y les fío a los parroquianos; quiero anotar lo que me debe cada uno y lo que me va pagando',
    );
    expect(c.features.join('\n')).toMatch(/importe/);
  });
});
