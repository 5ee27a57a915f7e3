// Golden files of the change reader (issue 39 item 4): for every item of the team sets, the exact
// operations "Pide un cambio" proposes (or the refusal's code), one block per item. The golden
// test fails naming the items whose output changed; `npm run golden:changes` shows the
// differences and, with `-- --accept`, writes them once a person has read them as the owner who
// typed the instruction would. Only team sets have golden files: held-out sets run in
// `npm run eval:changes` alone and are never read while tuning (eval/changes/README.md).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ChangeOperation, changeOperationsSchema } from '../../../../contracts/app-changes.ts';
import { type DataModel, dataModelSchema } from '../../../../contracts/data-model.ts';
import { type ChangeItem, type ChangeResult, scoreChange } from './change-evaluate.ts';
import { CHANGE_VARIANTS } from './change-variants.ts';

export const CHANGES_DIR = 'eval/changes';
export const CHANGES_GOLDEN_DIR = join(CHANGES_DIR, 'golden');

/** Team files only, in name order: `team.json`, `team-2.json`, … (never held-out or blind). */
export function changeTeamFiles(dir = CHANGES_DIR): { file: string; items: ChangeItem[] }[] {
  return readdirSync(dir)
    .filter((f) => /^team(?:-\d+)?\.json$/.test(f))
    .sort((a, b) => setNumber(a) - setNumber(b))
    .map((file) => ({
      file,
      items: JSON.parse(readFileSync(join(dir, file), 'utf8')) as ChangeItem[],
    }));
}

const setNumber = (file: string) => Number(/-(\d+)\.json$/.exec(file)?.[1] ?? 1);

let definitions: Record<string, DataModel> | null = null;
export function changeDefinitions(dir = CHANGES_DIR): Record<string, DataModel> {
  definitions ??= Object.fromEntries(
    Object.entries(
      JSON.parse(readFileSync(join(dir, 'definitions.json'), 'utf8')) as Record<string, unknown>,
    ).map(([k, v]) => [k, dataModelSchema.parse(v)]),
  );
  return definitions;
}

/** "team-3.json", item 17 → "team-3/017": items are appended, so an index stays its item. */
export const changeItemId = (file: string, index: number) =>
  `${file.replace(/\.json$/, '')}/${String(index + 1).padStart(3, '0')}`;

/** One operation on one line: its kind, then its properties as the contract writes them. */
export function operationLine(op: ChangeOperation): string {
  const { op: kind, ...rest } = op;
  return `${kind} ${JSON.stringify(rest)}`;
}

/** What the reader gives for one item, as lines a person can read and diff. */
export function changeGoldenBlock(id: string, item: ChangeItem): string {
  return changeGoldenReading(id, item).block;
}

/** One item read once: its golden block, and the reading it comes from. */
export function changeGoldenReading(
  id: string,
  item: ChangeItem,
): { block: string; result: ChangeResult } {
  const model = changeDefinitions()[item.definition];
  if (!model) throw new Error(`${id}: definición desconocida ${item.definition}`);
  const r = scoreChange(item, model);
  return { block: goldenBlockOf(id, item, r), result: r };
}

function goldenBlockOf(id: string, item: ChangeItem, r: ChangeResult): string {
  const verdict = r.wrong.length
    ? 'cambio indebido'
    : r.exact
      ? 'como la anotación'
      : 'distinto de la anotación';
  const head = [
    `## ${id} (${item.definition}; ${verdict})`,
    `« ${item.instruction.replace(/\s*\n\s*/g, ' ')} »`,
  ];
  if (!r.reading.ok) return [...head, `rechazo: ${r.reading.reason}`].join('\n');
  return [...head, ...changeOperationsSchema.parse(r.reading.operations).map(operationLine)].join(
    '\n',
  );
}

export function changeGoldenText(file: string, items: ChangeItem[]): string {
  return `${items.map((item, i) => changeGoldenBlock(changeItemId(file, i), item)).join('\n\n')}\n`;
}

/** Blocks of a golden file by id. */
export function parseChangeGolden(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of text.split(/\n(?=## )/)) {
    const id = /^## (\S+)/.exec(block)?.[1];
    if (id) out.set(id, block.trimEnd());
  }
  return out;
}

export const changeGoldenPath = (teamFile: string) =>
  join(CHANGES_GOLDEN_DIR, teamFile.replace(/\.json$/, '.txt'));

// ——— the same team items worded around (change-variants.ts) ———

export const VARIANTS_GOLDEN_PATH = join(CHANGES_GOLDEN_DIR, 'variants.txt');
const VARIED_SETS = 17;
/** The team sets the variants word around: the first seventeen (see exactVariedItems). */
export const isVariedSet = (file: string) => setNumber(file) <= VARIED_SETS;

/**
 * For every variant, the team items read exactly as written that it no longer reads exactly,
 * one line each (id, how it was read, the reworded instruction). An item that starts or stops
 * failing shows as a difference, where a percentage floor hid which one moved.
 */
/** The varied team items the reader reads exactly as written, read once per process. */
let exactItems: { id: string; item: ChangeItem }[] | null = null;
function exactVariedItems(): { id: string; item: ChangeItem }[] {
  if (exactItems) return exactItems;
  const defs = changeDefinitions();
  // The first seventeen team sets, as the floor test they replace: varying all of them would
  // add a third to the reader's slowest test (`npm run eval:changes` varies every team set).
  const varied = changeTeamFiles().filter(({ file }) => isVariedSet(file));
  const items = varied.flatMap(({ file, items }) =>
    items.map((item, i) => ({ id: changeItemId(file, i), item })),
  );
  exactItems = items.filter(({ item }) => scoreChange(item, defs[item.definition]!).exact);
  return exactItems;
}

/** One variant's block of the golden file: the exact items it words around and misses. */
export function variantGoldenBlock(variant: (typeof CHANGE_VARIANTS)[number]): string {
  return [variantGoldenHeading(variant), ...variantGoldenLines(variant, exactVariedItems())].join(
    '\n',
  );
}

export const variantGoldenHeading = (variant: (typeof CHANGE_VARIANTS)[number]) =>
  `## ${variant.name} (${variant.description})`;

/** The lines of a variant's block for these items read exactly, in their order. */
export function variantGoldenLines(
  variant: (typeof CHANGE_VARIANTS)[number],
  exact: { id: string; item: ChangeItem }[],
): string[] {
  const defs = changeDefinitions();
  const lines: string[] = [];
  for (const { id, item } of exact) {
    const model = defs[item.definition]!;
    const instruction = variant.apply(item.instruction, { model, expected: item.expected });
    if (instruction === item.instruction) continue;
    const r = scoreChange({ ...item, instruction }, model);
    if (r.exact) continue;
    const how = r.wrong.length ? 'cambio indebido' : r.refused ? 'rechazo' : 'otra lectura';
    lines.push(`${id} ${how}: ${instruction.replace(/\s*\n\s*/g, ' ')}`);
  }
  return lines;
}

export function variantGoldenText(): string {
  return `${CHANGE_VARIANTS.map(variantGoldenBlock).join('\n\n')}\n`;
}
