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
  VARIANTS_GOLDEN_PATH,
  variantGoldenText,
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
// The variants: the items each one stops reading exactly (change-variants.ts).
const variantsBefore = existsSync(VARIANTS_GOLDEN_PATH)
  ? parseChangeGolden(readFileSync(VARIANTS_GOLDEN_PATH, 'utf8'))
  : new Map<string, string>();
const variantsNow = variantGoldenText();
let variantsChanged = 0;
for (const [name, block] of parseChangeGolden(variantsNow)) {
  const before = new Set((variantsBefore.get(name) ?? '').split('\n').slice(1));
  const now = new Set(block.split('\n').slice(1));
  const went = [...before].filter((l) => l && !now.has(l));
  const came = [...now].filter((l) => !before.has(l));
  if (went.length === 0 && came.length === 0) continue;
  variantsChanged++;
  console.log(`\n${block.split('\n')[0]}`);
  for (const l of went) console.log(`  - ${l}`);
  for (const l of came) console.log(`  + ${l}`);
}
if (accept) writeFileSync(VARIANTS_GOLDEN_PATH, variantsNow);
console.log(`\n${variantsChanged} variantes cambian`);
console.log(
  `\n${changed} de ${total} instrucciones cambian${accept ? '; archivos dorados escritos' : ' (--accept para escribirlas)'}`,
);
