// One thread of the golden test's readings (change-golden-parallel.ts): reads the team files it
// is given and, for a varied set, every variant of the items it read exactly, right after them
// (the reader's caches still hold what a variant shares with its item).
import { parentPort } from 'node:worker_threads';
import {
  changeGoldenReading,
  changeItemId,
  changeTeamFiles,
  isVariedSet,
  variantGoldenLines,
} from './change-golden.ts';
import type { GoldenFileRead } from './change-golden-parallel.ts';
import { CHANGE_VARIANTS } from './change-variants.ts';

const files = changeTeamFiles();

function readFile(file: string): GoldenFileRead {
  const { items } = files.find((f) => f.file === file)!;
  const read = items.map((item, i) => {
    const id = changeItemId(file, i);
    const { block, result } = changeGoldenReading(id, item);
    const reading = result.reading;
    return {
      id,
      item,
      block,
      exact: result.exact,
      // A refusal answers with Spanish examples of what the reader does understand.
      refusalWithoutExamples:
        !reading.ok &&
        reading.reason !== 'nothing_to_change' &&
        !reading.message.includes('Por ejemplo'),
    };
  });
  const exact = read.filter((x) => x.exact);
  return {
    kind: 'file',
    file,
    items: read.map(({ item: _, ...rest }) => rest),
    variantLines: isVariedSet(file)
      ? CHANGE_VARIANTS.map((v) => [v.name, variantGoldenLines(v, exact)] as [string, string[]])
      : [],
  };
}

parentPort!.on('message', (file: string) => {
  try {
    parentPort!.postMessage(readFile(file));
  } catch (error) {
    parentPort!.postMessage({ kind: 'error', message: String((error as Error)?.stack ?? error) });
  }
});
