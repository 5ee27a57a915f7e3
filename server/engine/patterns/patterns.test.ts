// The one generic test of the app patterns (issue 37): every pattern's shape, and its own
// examples and counter-examples, run through the engine as an idea would be.

import { describe, expect, it } from 'vitest';
import { analyzeText } from '../analysis/analyze.ts';
import { generateAppDefinition } from '../index.ts';
import { planIdea, variantsFor } from '../plan.ts';
import { PATTERNS } from './catalogue.ts';
import { patternProblems } from './schema.ts';

describe.each(PATTERNS.map((p) => [p.id, p] as const))('pattern %s', (_id, pattern) => {
  it('is well formed', () => {
    expect(patternProblems(pattern)).toEqual([]);
  });
  it.each(pattern.examples)('chooses it: %s', (idea) => {
    const plan = planIdea(idea);
    expect(plan.patterns.map((p) => p.pattern.id)).toContain(pattern.id);
    expect(plan.patterns[0]!.pattern.id).toBe(pattern.id);
    expect(() => generateAppDefinition(idea)).not.toThrow();
  });
  it.each(pattern.counterExamples)('does not choose it first: %s', (idea) => {
    expect(planIdea(idea).patterns[0]?.pattern.id).not.toBe(pattern.id);
  });
});

const VARIANTS = PATTERNS.flatMap((p) =>
  (p.variants ?? []).map((v) => [p.id, v.id, p, v] as const),
);
describe.each(VARIANTS)('pattern %s, variant %s', (_p, _v, pattern, variant) => {
  const chosen = (idea: string) => variantsFor(pattern, analyzeText(idea)).map((v) => v.id);
  it.each(variant.examples)('chooses the pattern and the variant: %s', (idea) => {
    // First or second: a clinic's history is the logbook after its appointments.
    expect(planIdea(idea).patterns.map((p) => p.pattern.id)).toContain(pattern.id);
    expect(chosen(idea)).toContain(variant.id);
  });
  it.each(variant.counterExamples)('not the variant: %s', (idea) => {
    expect(chosen(idea)).not.toContain(variant.id);
  });
});

const COVERS = PATTERNS.filter((p) => p.covers).map((p) => [p.id, p] as const);
describe.each(COVERS)('pattern %s covers others', (_id, pattern) => {
  const covered = pattern.covers!;
  const ids = (idea: string) => planIdea(idea).patterns.map((p) => p.pattern.id);
  it.each(covered.examples)('none of them beside it: %s', (idea) => {
    expect(ids(idea)[0]).toBe(pattern.id);
    for (const id of covered.patterns) expect(ids(idea)).not.toContain(id);
  });
});
