// The change reader's exact outputs for the team sets (change-golden.ts). A difference is not an
// error to silence: read it with `npm run golden:changes` and accept it with `-- --accept` when
// the new reading is what the owner who typed the instruction meant.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  changeGoldenBlock,
  changeGoldenPath,
  changeItemId,
  changeTeamFiles,
  parseChangeGolden,
  VARIANTS_GOLDEN_PATH,
  variantGoldenBlock,
} from './change-golden.ts';
import { CHANGE_VARIANTS } from './change-variants.ts';

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
      const ids = items.map((_, i) => changeItemId(file, i));
      const changed = items
        .map((item, i) => [ids[i]!, item] as const)
        .filter(([id, item]) => golden.get(id) !== changeGoldenBlock(id, item))
        .map(([id]) => id);
      expect(changed, 'instrucciones cuyo resultado cambió (npm run golden:changes)').toEqual([]);
      expect([...golden.keys()].sort()).toEqual([...ids].sort());
    });
  }

  // The same items worded around (a greeting, "¿Puedes …?", no accents, a typo…): the items
  // each variant misses, and never a wrong change among them. One test per variant, so each
  // has its own time and a difference names its variant.
  describe('every variant misses exactly the items of its golden file, none with a wrong change', () => {
    const golden = existsSync(VARIANTS_GOLDEN_PATH)
      ? parseChangeGolden(readFileSync(VARIANTS_GOLDEN_PATH, 'utf8'))
      : new Map<string, string>();
    it('the golden file has every variant, in order', () =>
      expect([...golden.keys()]).toEqual(CHANGE_VARIANTS.map((v) => v.name)));
    for (const variant of CHANGE_VARIANTS)
      it(variant.name, () => {
        const block = variantGoldenBlock(variant);
        expect(block, 'variante cuyo resultado cambió (npm run golden:changes)').toBe(
          golden.get(variant.name),
        );
        expect(block.split('\n').filter((l) => / cambio indebido:/.test(l))).toEqual([]);
      }, 60_000);
  });
});
