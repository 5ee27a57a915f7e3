// The change reader's exact outputs for the team sets (change-golden.ts). A difference is not an
// error to silence: read it with `npm run golden:changes` and accept it with `-- --accept` when
// the new reading is what the owner who typed the instruction meant.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  changeGoldenPath,
  changeItemId,
  changeTeamFiles,
  parseChangeGolden,
  VARIANTS_GOLDEN_PATH,
} from './change-golden.ts';
import { type GoldenRun, readGoldenInParallel } from './change-golden-parallel.ts';
import { CHANGE_VARIANTS } from './change-variants.ts';

// Every item and every variant is read once, spread over one thread per core (the reader is
// pure: the blocks are those one thread writes); the tests below compare what was read.
let run: GoldenRun;
beforeAll(async () => {
  run = await readGoldenInParallel();
}, 600_000);

describe('golden files of the change reader', () => {
  const files = changeTeamFiles();
  it('reads the team files of eval/changes, and only those', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.every((f) => /^team(-\d+)?\.json$/.test(f.file))).toBe(true);
  });
  for (const { file, items } of files) {
    it(`${file}: every instruction gives the operations of its golden file`, () => {
      const path = changeGoldenPath(file);
      expect(existsSync(path), `${path} falta: npm run golden:changes -- --accept`).toBe(true);
      const golden = parseChangeGolden(readFileSync(path, 'utf8'));
      const read = run.team.get(file)!;
      const ids = items.map((_, i) => changeItemId(file, i));
      expect(read.map((x) => x.id)).toEqual(ids);
      const changed = read.filter((x) => golden.get(x.id) !== x.block).map((x) => x.id);
      expect(changed, 'instrucciones cuyo resultado cambió (npm run golden:changes)').toEqual([]);
      expect([...golden.keys()].sort()).toEqual([...ids].sort());
    });
  }

  it('answers every refusal of the team sets with Spanish examples', () => {
    const without = [...run.team.values()]
      .flat()
      .filter((x) => x.refusalWithoutExamples)
      .map((x) => x.id);
    expect(without, 'rechazos sin «Por ejemplo»').toEqual([]);
  });

  // The same items worded around (a greeting, "¿Puedes …?", no accents, a typo…): the items
  // each variant misses, and never a wrong change among them. One test per variant, so a
  // difference names its variant.
  describe('every variant misses exactly the items of its golden file, none with a wrong change', () => {
    const golden = existsSync(VARIANTS_GOLDEN_PATH)
      ? parseChangeGolden(readFileSync(VARIANTS_GOLDEN_PATH, 'utf8'))
      : new Map<string, string>();
    it('the golden file has every variant, in order', () =>
      expect([...golden.keys()]).toEqual(CHANGE_VARIANTS.map((v) => v.name)));
    for (const variant of CHANGE_VARIANTS)
      it(variant.name, () => {
        const block = run.variants.get(variant.name)!;
        expect(block, 'variante cuyo resultado cambió (npm run golden:changes)').toBe(
          golden.get(variant.name),
        );
        expect(block.split('\n').filter((l) => / cambio indebido:/.test(l))).toEqual([]);
      });
  });
});
