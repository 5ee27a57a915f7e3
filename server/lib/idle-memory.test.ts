import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { returnMemoryWhenIdle } from './idle-memory.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const newSpaceBytes = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;

/**
 * Waits until `done()` holds, up to `limitMs`. Whether the process is quiet is read off the
 * event loop's busy share, which a loaded machine (the whole suite on two cores) stretches:
 * a fixed wait made the test fail on CI. The outcome is asserted, never the time it took.
 */
async function until(done: () => boolean, limitMs = 20_000) {
  const end = Date.now() + limitMs;
  while (!done() && Date.now() < end) await sleep(25);
}

describe('memory returned when idle', () => {
  it('collects once when the process goes quiet, and again only after the heap grew a lot', async () => {
    // Survivors of many scavenges make V8 grow its young generation, like start-up does.
    let keep: unknown[] = [];
    for (let i = 0; i < 40; i++) keep.push(Array.from({ length: 20_000 }, (_, j) => ({ j })));
    const grown = newSpaceBytes();
    const idle = returnMemoryWhenIdle({ intervalMs: 50, collectAgainAfterBytes: 16 << 20 });
    try {
      await until(() => idle.collections() >= 1);
      expect(idle.collections()).toBe(1);
      expect(newSpaceBytes()).toBeLessThan(grown);
      // Quiet for many more intervals, with a heap that did not grow: no second collection.
      await sleep(400);
      expect(idle.collections()).toBe(1);

      keep = Array.from({ length: 60 }, () => Array.from({ length: 20_000 }, (_, j) => ({ j })));
      await until(() => idle.collections() >= 2);
      expect(idle.collections()).toBe(2);
    } finally {
      idle.stop();
    }
    expect(keep.length).toBe(60);
  }, 60_000);

  it('after the first collection, leaves a heap that grew like a burst of requests to V8', async () => {
    let keep: unknown[] = [];
    for (let i = 0; i < 40; i++) keep.push(Array.from({ length: 20_000 }, (_, j) => ({ j })));
    // The default threshold (64 MB): a burst grows the heap by its young generation, ~30 MB.
    const idle = returnMemoryWhenIdle({ intervalMs: 50 });
    try {
      await until(() => idle.collections() >= 1);
      expect(idle.collections()).toBe(1);
      keep = Array.from({ length: 30 }, () => Array.from({ length: 20_000 }, (_, j) => ({ j })));
      // Many quiet intervals with ~12 MB more heap: still one collection.
      await sleep(600);
      expect(idle.collections()).toBe(1);
    } finally {
      idle.stop();
    }
    expect(keep.length).toBe(30);
  }, 60_000);

  it('does not collect while the event loop is busy', async () => {
    let keep: unknown[] = [];
    for (let i = 0; i < 40; i++) keep.push(Array.from({ length: 20_000 }, (_, j) => ({ j })));
    const idle = returnMemoryWhenIdle({ intervalMs: 50 });
    try {
      // Busy 40 ms out of every 50, for half a second: never quiet.
      const end = Date.now() + 500;
      while (Date.now() < end) {
        const slice = Date.now() + 40;
        while (Date.now() < slice) keep = keep.slice();
        await sleep(10);
      }
      expect(idle.collections()).toBe(0);
      await until(() => idle.collections() >= 1);
      expect(idle.collections()).toBe(1);
    } finally {
      idle.stop();
    }
    expect(keep.length).toBe(40);
  }, 60_000);
});
