import { describe, expect, it } from 'vitest';
import { COUNTER_EXAMPLES, clientes, EXAMPLES, ledger } from '../kit/totals.fixture.ts';
import { entityAccessProblems, totalProblem } from './data-model.ts';

// The one check of a total (decision 0237), a balance's too (decision 0279): the examples of
// kit/totals.fixture.ts hold, each counter-example is refused with its Spanish reason — the
// same ones the kit's `totalSource` leaves out (kit/totals.test.ts).

describe('totalProblem on balances', () => {
  it.each(EXAMPLES.map((x) => [x.name, x] as const))('holds: %s', (_name, { total }) => {
    expect(totalProblem(clientes, total, ledger)).toBeNull();
  });

  it.each(COUNTER_EXAMPLES.map((x) => [x.problem, x] as const))(
    'refuses: %s',
    (_problem, { total, problem }) => {
      expect(totalProblem(clientes, total, ledger)).toBe(problem);
      // And so does the check of a whole definition.
      const withTotal = ledger.map((e) => (e.key === 'clientes' ? { ...e, totals: [total] } : e));
      expect(entityAccessProblems(withTotal)).toContain(problem);
    },
  );
});
