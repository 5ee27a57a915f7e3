// The golden files' readings (change-golden.ts) spread over threads, one per core: the team
// files first, then every variant over the team items read exactly (known only once the team
// files are read). The reader is pure and each thread keeps its own caches, so the blocks are
// those one thread would write; only the time changes.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { changeTeamFiles, isVariedSet } from './change-golden.ts';
import { CHANGE_VARIANTS } from './change-variants.ts';

export type GoldenTask =
  | { kind: 'team'; file: string }
  | { kind: 'variant'; name: string; exact: string[] };

export interface GoldenItem {
  id: string;
  block: string;
  exact: boolean;
  refusalWithoutExamples: boolean;
}

export type GoldenTaskResult =
  | { kind: 'team'; file: string; items: GoldenItem[] }
  | { kind: 'variant'; name: string; block: string }
  | { kind: 'error'; message: string };

export interface GoldenRun {
  /** Each team file's items, in order. */
  team: Map<string, GoldenItem[]>;
  /** Each variant's block of variants.txt. */
  variants: Map<string, string>;
}

/** At most four threads: past that the dictionary each one loads costs more than it saves. */
const defaultThreads = () => Math.max(1, Math.min(availableParallelism(), 4));

export async function readGoldenInParallel(threads = defaultThreads()): Promise<GoldenRun> {
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL('./change-golden-worker.ts', import.meta.url)),
  );
  try {
    const team = new Map<string, GoldenItem[]>();
    const files = changeTeamFiles();
    // The longest files first, so no thread is left with a long one at the end.
    const teamTasks: GoldenTask[] = [...files]
      .sort((a, b) => b.items.length - a.items.length)
      .map(({ file }) => ({ kind: 'team', file }));
    for (const r of await runAll(workers, teamTasks))
      if (r.kind === 'team') team.set(r.file, r.items);
    const exact = files
      .filter(({ file }) => isVariedSet(file))
      .flatMap(({ file }) =>
        team
          .get(file)!
          .filter((x) => x.exact)
          .map((x) => x.id),
      );
    const variants = new Map<string, string>();
    const variantTasks: GoldenTask[] = CHANGE_VARIANTS.map((v) => ({
      kind: 'variant',
      name: v.name,
      exact,
    }));
    for (const r of await runAll(workers, variantTasks))
      if (r.kind === 'variant') variants.set(r.name, r.block);
    return { team, variants };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Every task, each to the next free thread; rejects on the first failure. */
function runAll(workers: Worker[], tasks: GoldenTask[]): Promise<GoldenTaskResult[]> {
  return new Promise((resolve, reject) => {
    const results: GoldenTaskResult[] = [];
    let next = 0;
    let done = 0;
    if (tasks.length === 0) return resolve(results);
    const give = (w: Worker) => {
      if (next < tasks.length) w.postMessage(tasks[next++]);
    };
    for (const w of workers) {
      w.removeAllListeners('message');
      w.removeAllListeners('error');
      w.on('error', reject);
      w.on('message', (r: GoldenTaskResult) => {
        if (r.kind === 'error') return reject(new Error(r.message));
        results.push(r);
        if (++done === tasks.length) resolve(results);
        else give(w);
      });
      give(w);
    }
  });
}
