// The learned category classifier (decision 0150): features from lemmas, a well-formed
// weights table, deterministic answers, and fresh ideas (in no evaluation or training set)
// that any reader would put in one category.
import { describe, expect, it } from 'vitest';
import { CONCEPT_CATEGORIES } from '../../../../contracts/concept.ts';
import { chooseCategory } from './category.ts';
import {
  categoryFeatures,
  categoryProbabilities,
  featureValue,
  modelProbabilities,
} from './category-model.ts';
import { CATEGORY_WEIGHTS } from './category-weights.ts';
import { generateOfflineConcept } from './index.ts';

const none = Object.fromEntries(CONCEPT_CATEGORIES.map((c) => [c, 0])) as Record<
  (typeof CONCEPT_CATEGORIES)[number],
  number
>;

describe('category model', () => {
  it('reads lemmas, every reading of a word, and leaves out function words', () => {
    const f = categoryFeatures('Quiero que mis clientas encarguen los pedidos por la app', {
      prefix: 0,
      normalize: false,
    });
    expect(f).toContain('clienta');
    expect(f).toContain('encargar');
    expect(f).toContain('pedido');
    expect(f).toContain('pedir');
    for (const word of ['quiero', 'que', 'mis', 'los', 'por', 'la', 'app'])
      expect(f).not.toContain(word);
    const withPrefix = categoryFeatures('panadería', { prefix: 5, normalize: false });
    expect(withPrefix).toEqual(['panaderia', 'panad~']);
    const withLetters = categoryFeatures('panadería', { prefix: 0, normalize: false, ngram: 4 });
    expect(withLetters).toEqual([
      'panaderia',
      '.~pan',
      '.pana',
      '.anad',
      '.nade',
      '.ader',
      '.deri',
      '.eria',
      '.ria~',
    ]);
    const withBigrams = categoryFeatures('la lista de la compra', {
      prefix: 0,
      normalize: false,
      bigrams: true,
    });
    expect(withBigrams).toContain('lista_compra');
    const withHead = categoryFeatures('Quiero una app para las citas de la clínica dental', {
      prefix: 0,
      normalize: false,
      head: 2,
    });
    // The first reading of each of the first two content words, marked; the rest as before.
    expect(withHead.filter((f) => f.startsWith('^'))).toEqual(['^citar', '^clinica']);
    expect(withHead.filter((f) => !f.startsWith('^'))).toEqual(
      categoryFeatures('citas de la clínica dental', { prefix: 0, normalize: false }),
    );
  });

  it('weighs letter n-grams as the weights say and words as one', () => {
    const options = { prefix: 0, normalize: false, ngram: 4, ngramWeight: 0.3 };
    expect(featureValue('.pana', options)).toBe(0.3);
    expect(featureValue('panaderia', options)).toBe(1);
    expect(featureValue('panad~', options)).toBe(1);
  });

  it('has a well-formed table: one weight or count per feature and category', () => {
    const model = CATEGORY_WEIGHTS.model;
    const K = CONCEPT_CATEGORIES.length;
    if (model.kind === 'bayes') {
      expect(model.priors).toHaveLength(K);
      const rows = model.counts.split(';');
      expect(rows.length).toBeGreaterThan(1000);
      for (const row of rows) {
        expect(row).toMatch(/^\^?[a-z0-9~]+:\d+=\d+(,\d+=\d+)*$/);
        for (const cell of row.slice(row.indexOf(':') + 1).split(','))
          expect(Number(cell.split('=')[0])).toBeLessThan(K);
      }
    } else {
      expect(model.bias).toHaveLength(K);
      const features = model.features.split(' ');
      expect(features.length).toBeGreaterThan(1000);
      expect(new Set(features).size).toBe(features.length);
      for (const f of features) expect(f).toMatch(/^(\.[a-z0-9~]+|\^?[a-z0-9~]+(_[a-z0-9~]+)?)$/);
      expect(Buffer.from(model.weights, 'base64').byteLength).toBe(features.length * K);
      expect(model.scale).toBeGreaterThan(0);
    }
  });

  it('has a well-formed naive Bayes beside the model when the mix gives it a share', () => {
    const bayes = CATEGORY_WEIGHTS.bayes;
    if (!bayes) {
      expect(CATEGORY_WEIGHTS.mix.bayes ?? 0).toBe(0);
      return;
    }
    expect(CATEGORY_WEIGHTS.mix.bayes).toBeGreaterThan(0);
    expect(bayes.temperature).toBeGreaterThan(0);
    expect(bayes.priors).toHaveLength(CONCEPT_CATEGORIES.length);
    const rows = bayes.counts.split(';');
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) expect(row).toMatch(/^\^?[a-z0-9~]+:\d+=\d+(,\d+=\d+)*$/);
    const p = categoryProbabilities('Citas del dentista y recordatorio de la revisión').bayes;
    expect(Object.values(p!).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('gives probabilities that add up to one, the same every time', () => {
    const idea =
      'Una app para llevar las cuotas de los socios de la peña y lo que se gasta en la cena';
    const p = modelProbabilities(idea);
    expect(p).not.toBeNull();
    expect(Object.values(p!).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(modelProbabilities(idea)).toEqual(p);
  });

  it('has nothing to say about words it has never seen, and then the idea is General', () => {
    expect(modelProbabilities('zxqv plokj')).toBeNull();
    expect(chooseCategory('zxqv plokj', none).category).toBe('General');
  });

  // Written for this test: in no evaluation or training set.
  const fresh: [string, (typeof CONCEPT_CATEGORIES)[number]][] = [
    [
      'Quiero apuntar cuánto gasto cada semana en la compra, la gasolina y el alquiler, y ver si ahorro algo',
      'Finance',
    ],
    [
      'Clases de guitarra para mis alumnos con lecciones por nivel y ejercicios para practicar en casa',
      'Education',
    ],
    [
      'Registro de la tensión y las pastillas del abuelo con aviso si se olvida alguna toma',
      'Health',
    ],
    [
      'Vender por internet las mermeladas caseras con carrito, pago y envío a domicilio',
      'E-commerce',
    ],
    ['Torneo de futbolín del bar con cuadro de partidos y clasificación', 'Entertainment'],
    ['Turnos de los camareros del hotel y fichaje de entrada y salida', 'Business'],
  ];
  for (const [idea, category] of fresh) {
    it(`${category}: ${idea.slice(0, 40)}…`, () => {
      expect(generateOfflineConcept({ prompt: idea }).category).toBe(category);
    });
  }
});
