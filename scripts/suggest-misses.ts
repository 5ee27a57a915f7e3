// Team refusals whose annotated change is not among the first three suggestions («¿Querías
// decir…?», decision 0268), grouped by why: no candidate with the same kinds of operation, the
// same kinds but another slot (list, field, label, type…), the change found but ranked below
// three. Team sets only (never the held-out or blind ones).
//   node_modules/.bin/node scripts/suggest-misses.ts [team-24 team-25 …] [--hits]
import { readdirSync, readFileSync } from 'node:fs';
import type { ChangeOperation } from '../contracts/app-changes.ts';
import { type DataModel, dataModelSchema } from '../contracts/data-model.ts';
import { applyOperations } from '../server/lib/ai/offline/change-apply.ts';
import {
  EVAL_DESIGN,
  isChangeItem,
  sameOperations,
  scoreChange,
} from '../server/lib/ai/offline/change-evaluate.ts';
import { suggestChanges } from '../server/lib/ai/offline/change-suggest.ts';

const dir = new URL('../eval/changes/', import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
const definitions: Record<string, DataModel> = Object.fromEntries(
  Object.entries(read('definitions.json') as Record<string, unknown>).map(([k, v]) => [
    k,
    dataModelSchema.parse(v),
  ]),
);
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const sets = readdirSync(dir)
  .filter((f) => /^team(?:-\d+)?\.json$/.test(f))
  .map((f) => f.replace('.json', ''))
  .filter((f) => args.length === 0 || args.includes(f))
  .sort((a, b) => Number(/\d+/.exec(a)?.[0] ?? 1) - Number(/\d+/.exec(b)?.[0] ?? 1));
const showHits = process.argv.includes('--hits');
const kinds = (ops: { op: string }[]) =>
  ops
    .map((o) => o.op)
    .sort()
    .join('+');
const groups = new Map<string, string[]>();
const perSet: string[] = [];
let allHits = 0;
let allRefused = 0;
for (const set of sets) {
  const items = read(`${set}.json`);
  if (!Array.isArray(items) || !items.every(isChangeItem)) throw new Error(set);
  let hits = 0;
  let refused = 0;
  for (const [i, item] of items.entries()) {
    const model = definitions[item.definition]!;
    const r = scoreChange(item, model);
    if (!r.refused || item.expected === null) continue;
    refused++;
    const all = suggestChanges(
      { instruction: item.instruction, model, design: EVAL_DESIGN },
      100,
      Number.POSITIVE_INFINITY,
    );
    const rank = all.findIndex((s) => sameOperations(item.expected!, s.operations));
    const id = `${set}/${String(i + 1).padStart(3, '0')}`;
    if (rank >= 0 && rank < 3) {
      hits++;
      if (showHits) console.log(`✓ ${id} ${item.instruction}`);
      continue;
    }
    const want = kinds(item.expected as { op: string }[]);
    const applies = applyOperations(model, EVAL_DESIGN, item.expected as ChangeOperation[]).ok;
    const why = !applies
      ? 'annotated change does not apply'
      : rank >= 3
        ? `found, ranked ${rank + 1}`
        : all.some((s) => kinds(s.operations) === want)
          ? 'same kinds, wrong slot'
          : all.length === 0
            ? 'no suggestion at all'
            : 'no candidate of those kinds';
    const group = why.startsWith('found') ? 'found, ranked below 3' : why;
    const lines = [
      `· ${id} [${item.definition}] ${item.instruction}`,
      `    esperado: ${JSON.stringify(item.expected)}`,
      ...all
        .slice(0, rank >= 3 ? rank + 1 : 4)
        .map((s, k) => `    ${k + 1}. ${JSON.stringify(s.operations)}`),
      `    (${why}; ${all.length} válidas)`,
    ];
    groups.set(`${group} — ${want}`, [
      ...(groups.get(`${group} — ${want}`) ?? []),
      lines.join('\n'),
    ]);
  }
  perSet.push(`${set.padEnd(8)} ${hits} de ${refused}`);
  allHits += hits;
  allRefused += refused;
}
for (const [g, lines] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
  console.log(`\n## ${g} (${lines.length})`);
  for (const l of lines) console.log(l);
}
console.log(`\n${perSet.join('\n')}\ntodo     ${allHits} de ${allRefused}`);
