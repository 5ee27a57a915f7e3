// Writes server/engine/patterns/catalogue.ts from the pattern files in data/ (one import each,
// in file order), so adding a pattern is adding its file and running this script.
import { readdirSync, writeFileSync } from 'node:fs';

const dir = new URL('../server/engine/patterns/data/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();
const name = (f: string) =>
  f.replace(/\.ts$/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const lines = [
  '// Every app pattern (issue 37), in one list. `scripts/engine-catalogue.ts` writes this file from',
  '// the files in `data/`; the generic test checks each one.',
  ...files.map((f) => `import ${name(f)} from './data/${f}';`),
  "import type { AppPattern } from './types.ts';",
  '',
  `export const PATTERNS: readonly AppPattern[] = [\n${files.map((f) => `  ${name(f)},`).join('\n')}\n];`,
  '',
];
writeFileSync(new URL('../catalogue.ts', dir), lines.join('\n'));
console.log(`${files.length} patterns`);
