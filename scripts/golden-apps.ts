// The engine's golden files (server/engine/eval/golden.ts): prints, for every team idea whose
// app changed, the lines that went and the lines that came; `--accept` writes the new outputs.
//   node scripts/golden-apps.ts [--accept] [--only a-001,b-017]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  GOLDEN_DIR,
  goldenBlock,
  goldenPath,
  goldenText,
  parseGolden,
  teamFiles,
} from '../server/engine/eval/golden.ts';

const accept = process.argv.includes('--accept');
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : null;
let changed = 0;
let total = 0;
for (const { file, items } of teamFiles('eval/apps')) {
  const path = goldenPath(file);
  const golden = existsSync(path) ? parseGolden(readFileSync(path, 'utf8')) : new Map();
  for (const item of items) {
    total++;
    if (only && !only.has(item.id)) continue;
    const now = goldenBlock(item.id, item.idea);
    const before = golden.get(item.id);
    if (before === now) continue;
    changed++;
    const old = new Set((before ?? '').split('\n'));
    const next = new Set(now.split('\n'));
    console.log(`\n## ${item.id} (${file})  ${item.idea.slice(0, 110)}`);
    for (const line of (before ?? '').split('\n'))
      if (line && !next.has(line)) console.log(`  - ${line}`);
    for (const line of now.split('\n')) if (!old.has(line)) console.log(`  + ${line}`);
  }
  if (accept) {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(path, goldenText(items));
  }
}
console.log(
  `\n${changed} de ${total} ideas cambian${accept ? '; archivos dorados escritos' : ' (--accept para escribirlas)'}`,
);
