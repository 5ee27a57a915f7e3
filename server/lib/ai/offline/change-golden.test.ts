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
  variantGoldenText,
} from './change-golden.ts';

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
  // each variant misses, and never a wrong change among them.
  it('every variant misses exactly the items of its golden file, none with a wrong change', () => {
    expect(existsSync(VARIANTS_GOLDEN_PATH), 'npm run golden:changes -- --accept').toBe(true);
    const golden = parseChangeGolden(readFileSync(VARIANTS_GOLDEN_PATH, 'utf8'));
    const now = parseChangeGolden(variantGoldenText());
    const changed = [...now].filter(([name, block]) => golden.get(name) !== block).map(([n]) => n);
    expect(changed, 'variantes cuyo resultado cambió (npm run golden:changes)').toEqual([]);
    expect([...golden.keys()]).toEqual([...now.keys()]);
    const wrong = [...now.values()].flatMap((b) =>
      b
        .split('\n')
        .filter((l) => / cambio indebido:/.test(l))
        .map((l) => l.split(' ')[0]),
    );
    expect(wrong).toEqual([]);
  }, 120_000);
});
