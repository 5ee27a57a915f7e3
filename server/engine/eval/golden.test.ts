// The engine's exact outputs for the team ideas (golden.ts). A difference is not an error to
// silence: read it with `node scripts/golden-apps.ts` and accept it with `--accept` when the new
// app is what a designer would draw.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goldenBlock, goldenPath, parseGolden, teamFiles } from './golden.ts';

const DIR = 'eval/apps';

describe('golden files of the engine', () => {
  for (const { file, items } of teamFiles(DIR)) {
    it(`${file}: every idea gives the app of its golden file`, () => {
      const path = goldenPath(file);
      expect(existsSync(path), `${path} falta: node scripts/golden-apps.ts --accept`).toBe(true);
      const golden = parseGolden(readFileSync(path, 'utf8'));
      const changed = items
        .filter((i) => golden.get(i.id) !== goldenBlock(i.id, i.idea))
        .map((i) => i.id);
      expect(changed, 'ideas cuyo resultado cambió (node scripts/golden-apps.ts)').toEqual([]);
      expect([...golden.keys()].sort()).toEqual(items.map((i) => i.id).sort());
    });
  }
  it('reads the team files from eval/apps', () => {
    expect(teamFiles(join(DIR)).length).toBeGreaterThan(0);
  });
});
