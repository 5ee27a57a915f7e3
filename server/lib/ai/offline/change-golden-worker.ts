// One thread of the golden test's readings (change-golden-parallel.ts): reads the team files
// and the variants it is given, and answers each with the blocks of its golden file.
import { parentPort } from 'node:worker_threads';
import type { ChangeItem } from './change-evaluate.ts';
import {
  changeGoldenReading,
  changeItemId,
  changeTeamFiles,
  variantGoldenBlock,
} from './change-golden.ts';
import type { GoldenTask, GoldenTaskResult } from './change-golden-parallel.ts';
import { CHANGE_VARIANTS } from './change-variants.ts';

const files = changeTeamFiles();
const byId = new Map<string, ChangeItem>(
  files.flatMap(({ file, items }) =>
    items.map((item, i) => [changeItemId(file, i), item] as const),
  ),
);

function run(task: GoldenTask): GoldenTaskResult {
  if (task.kind === 'team') {
    const { items } = files.find((f) => f.file === task.file)!;
    return {
      kind: 'team',
      file: task.file,
      items: items.map((item, i) => {
        const id = changeItemId(task.file, i);
        const { block, result } = changeGoldenReading(id, item);
        const reading = result.reading;
        return {
          id,
          block,
          exact: result.exact,
          // A refusal answers with Spanish examples of what the reader does understand.
          refusalWithoutExamples:
            !reading.ok &&
            reading.reason !== 'nothing_to_change' &&
            !reading.message.includes('Por ejemplo'),
        };
      }),
    };
  }
  const variant = CHANGE_VARIANTS.find((v) => v.name === task.name)!;
  const exact = task.exact.map((id) => ({ id, item: byId.get(id)! }));
  return { kind: 'variant', name: task.name, block: variantGoldenBlock(variant, exact) };
}

parentPort!.on('message', (task: GoldenTask) => {
  try {
    parentPort!.postMessage(run(task));
  } catch (error) {
    parentPort!.postMessage({ kind: 'error', message: String((error as Error)?.stack ?? error) });
  }
});
