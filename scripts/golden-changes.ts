// The change reader's golden files (server/lib/ai/offline/change-golden.ts): prints, for every
// team instruction whose reading changed, the lines that went and the lines that came; `--accept`
// writes the new outputs. Read each difference as the owner who typed the instruction would.
//   npm run golden:changes [-- --accept] [-- --only team-3/017,team-8/004]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CHANGES_GOLDEN_DIR,
  changeGoldenBlock,
  changeGoldenPath,
  changeItemId,
  changeTeamFiles,
  parseChangeGolden,
} from '../server/lib/ai/offline/change-golden.ts';

const accept = process.argv.includes('--accept');
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : null;
let changed = 0;
let total = 0;
for (const { file, items } of changeTeamFiles()) {
  const path = changeGoldenPath(file);
  const golden = existsSync(path) ? parseChangeGolden(readFileSync(path, 'utf8')) : new Map();
  const blocks: string[] = [];
  for (const [i, item] of items.entries()) {
    total++;
    const id = changeItemId(file, i);
    const before = golden.get(id) as string | undefined;
    if (only && !only.has(id)) {
      blocks.push(before ?? changeGoldenBlock(id, item));
      continue;
    }
    const now = changeGoldenBlock(id, item);
    blocks.push(now);
    if (before === now) continue;
    changed++;
    const old = new Set((before ?? '').split('\n'));
    const next = new Set(now.split('\n'));
    console.log(`\n${now.split('\n').slice(0, 2).join('\n')}`);
    for (const line of (before ?? '').split('\n').slice(2))
      if (line && !next.has(line)) console.log(`  - ${line}`);
    for (const line of now.split('\n').slice(2)) if (!old.has(line)) console.log(`  + ${line}`);
    if (before && before.split('\n')[0] !== now.split('\n')[0])
      console.log(`  (antes: ${before.split('\n')[0]!.replace(/^## \S+ /, '')})`);
  }
  if (accept) {
    mkdirSync(CHANGES_GOLDEN_DIR, { recursive: true });
    writeFileSync(path, `${blocks.join('\n\n')}\n`);
  }
}
console.log(
  `\n${changed} de ${total} instrucciones cambian${accept ? '; archivos dorados escritos' : ' (--accept para escribirlas)'}`,
);
