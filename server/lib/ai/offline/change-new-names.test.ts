// One generic test for what a new name never is (`NOT_A_NEW_NAME`, decision 0288): each
// entry's examples are refused by the whole reader, and its counter-examples are read with the
// name they give.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { NOT_A_NEW_NAME } from '../../../engine/changes/words.ts';
import { EVAL_DESIGN } from './change-evaluate.ts';
import { readChange } from './change-reader.ts';

const definitions: Record<string, DataModel> = Object.fromEntries(
  Object.entries(
    JSON.parse(
      readFileSync(new URL('../../../../eval/changes/definitions.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>,
  ).map(([k, v]) => [k, dataModelSchema.parse(v)]),
);
const read = (definition: string, instruction: string) => {
  const model = definitions[definition];
  if (!model) throw new Error(`definición desconocida: ${definition}`);
  return readChange({ instruction, model, design: EVAL_DESIGN });
};

describe('what a new name never is (NOT_A_NEW_NAME)', () => {
  for (const entry of NOT_A_NEW_NAME)
    it(`${entry.id}: refuses its examples, reads its counter-examples`, () => {
      expect(entry.examples.length, entry.id).toBeGreaterThan(0);
      expect(entry.counterExamples.length, entry.id).toBeGreaterThan(0);
      for (const [definition, instruction] of entry.examples)
        expect(read(definition, instruction).ok, `${entry.id}: «${instruction}»`).toBe(false);
      for (const [definition, instruction, name] of entry.counterExamples) {
        const r = read(definition, instruction);
        if (!r.ok) throw new Error(`${entry.id}: «${instruction}» rechazada: ${r.message}`);
        expect(JSON.stringify(r.operations), `${entry.id}: «${instruction}»`).toContain(
          `"${name}"`,
        );
      }
    });
});
