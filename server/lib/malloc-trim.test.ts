import { describe, expect, it } from 'vitest';
import { trimMalloc } from './malloc-trim.ts';

const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header
    ?.glibcVersionRuntime,
);

describe('trimMalloc', () => {
  it.runIf(glibc)('calls glibc malloc_trim through the binding, again and again', async () => {
    expect(await trimMalloc()).toBe(true);
    expect(await trimMalloc()).toBe(true);
  });

  it.runIf(!glibc)('does nothing where there is no glibc', async () => {
    expect(await trimMalloc()).toBe(false);
  });
});
