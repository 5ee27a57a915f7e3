import { describe, expect, it } from 'vitest';
import { entityOf, field } from '../entities.fixture.ts';
import { formData } from './record-form.tsx';

// What the form sends (decision 0292): amounts typed as Spanish speakers type them. A number
// input dropped the decimal comma («18,50» saved as 1850,00 €, found by a hand test).

const entity = entityOf(
  'piezas',
  [field('importe', 'money'), field('cantidad', 'number'), field('nota', 'rating')],
  { label: 'Pieza', labelPlural: 'Piezas' },
);

describe('numbers and amounts as typed in Spanish', () => {
  it.each([
    ['18,50', 18.5],
    ['18.50', 18.5],
    ['1.250,00', 1250],
    ['1.250', 1250],
    ['45,50 €', 45.5],
    ['-3', -3],
    ['7', 7],
  ])('«%s» is %d', (typed, value) =>
    expect(formData(entity, { importe: typed, cantidad: typed })).toEqual({
      importe: value,
      cantidad: value,
    }),
  );
  it('what is no number goes as typed, for the server to refuse, never as an empty value', () => {
    expect(formData(entity, { importe: 'dieciocho' })).toEqual({ importe: 'dieciocho' });
  });
  it('an edit that changes nothing sends nothing; a rating stays a whole number', () => {
    expect(formData(entity, { importe: '18,5', nota: '4' }, { data: { importe: 18.5 } })).toEqual({
      nota: 4,
    });
  });
});
