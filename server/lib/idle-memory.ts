import { flushCompileCache } from 'node:module';
import { performance } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { trimMalloc } from './malloc-trim.ts';

// Gives memory back to the system when the server goes quiet (docs/decisions/0160-lean-server.md).
// V8 grows its young generation to ~34 MB while start-up allocates, and only shrinks it under
// memory pressure, which a small VPS reaches late; start-up also leaves ~30 MB of garbage in
// the old generation; and glibc keeps what V8's compiler threads and Node's native code freed
// in its arenas (6–15 MB after a burst). So when the event loop has been nearly idle for
// 0.75 s, the process runs one memory-reducing collection (V8's "last resort" flavour, the one
// it runs itself when memory is short; the young generation shrinks to 1 MB) and asks the
// allocator to return its free pages (malloc_trim, where there is glibc): ~35 MB less in all.
//
// That collection is taken once, when the server first goes quiet after start-up, and again
// only when the heap has grown by far more than a burst of requests grows it (a large export
// or upload: COLLECT_AGAIN_BYTES, more than the young generation can hold). A memory-reducing
// collection after the server has warmed up costs every later request 10–25 % more CPU, for
// good: it drops what V8 learnt about the shapes on the request path (measured on a bare
// node:http server too; the amendment of 28 Nov 2026 in the decision). After an ordinary
// burst, only the allocator's free pages go back. Nothing on the request path.

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Below this share of busy time over an interval, the process counts as idle. */
const IDLE_UTILIZATION = 0.02;
const GROWTH_BYTES = 8 * 1024 * 1024;
/** After the first collection, the heap growth that justifies another one. */
const COLLECT_AGAIN_BYTES = 64 * 1024 * 1024;
/** Intervals in a row that must be quiet: three quarters of a second at the default interval. */
const QUIET_TICKS = 3;

const keepTickShape = () => {};

export type IdleMemory = { stop(): void; collections(): number };

export function returnMemoryWhenIdle(
  opts: { intervalMs?: number; collectAgainAfterBytes?: number } = {},
): IdleMemory {
  const intervalMs = opts.intervalMs ?? 250;
  const collectAgainAfter = opts.collectAgainAfterBytes ?? COLLECT_AGAIN_BYTES;
  // V8 hands out its gc() only to contexts created while --expose-gc is set; the flag is
  // reset at once, so no other code gets a global gc.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as Gc;
  setFlagsFromString('--no-expose-gc');

  let afterLast = 0;
  let rssAfterLast = 0;
  let count = 0;
  let quietTicks = 0;
  let last = performance.eventLoopUtilization();
  // The resident memory is measured again once the trim is done (the first loads its binding).
  const trim = () => {
    rssAfterLast = process.memoryUsage.rss();
    void trimMalloc().then(() => {
      rssAfterLast = process.memoryUsage.rss();
    });
  };
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (busy > IDLE_UTILIZATION) {
      quietTicks = 0;
      return;
    }
    quietTicks++;
    if (quietTicks < QUIET_TICKS) return;
    const grown = getHeapStatistics().total_heap_size - afterLast;
    if (grown < (count === 0 ? GROWTH_BYTES : collectAgainAfter)) {
      // An ordinary burst (its young generation, compiler threads' arenas): the trim alone
      // gives back what the allocator holds, without a full collection.
      if (process.memoryUsage.rss() - rssAfterLast >= GROWTH_BYTES) {
        flushCompileCache();
        trim();
      }
      return;
    }
    // Modules loaded since the last time (on first use) leave their compile-cache entries
    // in memory until written; writing them frees them (server/index.js).
    flushCompileCache();
    // A memory-reducing collection does not keep the maps (object shapes) that no live object
    // uses, as other collections do for a while. Node's process.nextTick builds every queued
    // tick as one object literal; with none queued during the collection, that literal's shape
    // dies and its feedback in the optimized nextTick turns megamorphic for good. A tick queued
    // over the collection keeps that shape alive; the rest of what such a collection drops is
    // why it is rare (above).
    process.nextTick(keepTickShape);
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    count++;
    afterLast = getHeapStatistics().total_heap_size;
    trim();
    last = performance.eventLoopUtilization();
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), collections: () => count };
}
