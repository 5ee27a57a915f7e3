// The golden files' readings (change-golden.ts) spread over threads, one per core: each thread
// reads whole team files, and for the varied sets every variant of the items it read exactly.
// The reader is pure and each thread keeps its own caches, so the blocks are those one thread
// would write, put back in the order of the files; only the time changes.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { changeTeamFiles, isVariedSet, variantGoldenHeading } from './change-golden.ts';
import { CHANGE_VARIANTS } from './change-variants.ts';

export interface GoldenItem {
  id: string;
  block: string;
  exact: boolean;
  refusalWithoutExamples: boolean;
}

export type GoldenFileRead = {
  kind: 'file';
  file: string;
  items: GoldenItem[];
  /** Per variant, its lines for this file's items (none for a set that is not varied). */
  variantLines: [name: string, lines: string[]][];
};

type Answer = GoldenFileRead | { kind: 'error'; message: string };

export interface GoldenRun {
  /** Each team file's items, in order. */
  team: Map<string, GoldenItem[]>;
  /** Each variant's block of variants.txt. */
  variants: Map<string, string>;
}

/** At most four threads: past that the dictionary each one loads costs more than it saves. */
const defaultThreads = () => Math.max(1, Math.min(availableParallelism(), 4));

export async function readGoldenInParallel(threads = defaultThreads()): Promise<GoldenRun> {
  const files = changeTeamFiles();
  // The heaviest first (a varied set is read once more per variant), so no thread is left
  // with a long one at the end.
  const cost = ({ file, items }: (typeof files)[number]) =>
    items.length * (isVariedSet(file) ? 12 : 1);
  const order = [...files].sort((a, b) => cost(b) - cost(a)).map((f) => f.file);
  const workers = Array.from(
    { length: Math.min(threads, order.length) },
    () => new Worker(new URL('./change-golden-worker.ts', import.meta.url)),
  );
  try {
    const read = new Map((await runAll(workers, order)).map((r) => [r.file, r]));
    const team = new Map(files.map(({ file }) => [file, read.get(file)!.items]));
    const variants = new Map(
      CHANGE_VARIANTS.map((v) => {
        const lines = files.flatMap(
          ({ file }) => read.get(file)!.variantLines.find(([name]) => name === v.name)?.[1] ?? [],
        );
        return [v.name, [variantGoldenHeading(v), ...lines].join('\n')];
      }),
    );
    return { team, variants };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Every file, each to the next free thread; rejects on the first failure. */
function runAll(workers: Worker[], files: string[]): Promise<GoldenFileRead[]> {
  return new Promise((resolve, reject) => {
    const results: GoldenFileRead[] = [];
    let next = 0;
    const give = (w: Worker) => {
      if (next < files.length) w.postMessage(files[next++]);
    };
    for (const w of workers) {
      w.on('error', reject);
      // A thread that stops before answering (out of memory…) fails the run, never hangs it.
      w.on('exit', (code) => {
        if (results.length < files.length)
          reject(new Error(`un hilo del test dorado terminó (${code})`));
      });
      w.on('message', (r: Answer) => {
        if (r.kind === 'error') return reject(new Error(r.message));
        results.push(r);
        if (results.length === files.length) resolve(results);
        else give(w);
      });
      give(w);
    }
  });
}
