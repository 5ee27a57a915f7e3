import { describe, expect, it } from 'vitest';
import { revealInRow, scrollEdges } from './scroll-edges.ts';

// B10: at 390 px the running app's tabs overflow; each side with more to show gets a fade.

describe('scrollEdges', () => {
  it('a row that fits has no fade', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({
      start: false,
      end: false,
    });
  });
  it('at the start of a long row, only the end fades; in the middle both; at the end only the start', () => {
    const row = { scrollWidth: 900, clientWidth: 358 };
    expect(scrollEdges({ ...row, scrollLeft: 0 })).toEqual({ start: false, end: true });
    expect(scrollEdges({ ...row, scrollLeft: 200 })).toEqual({ start: true, end: true });
    expect(scrollEdges({ ...row, scrollLeft: 542 })).toEqual({ start: true, end: false });
  });
  it('a pixel of rounding (a zoomed phone) is not more to show', () => {
    expect(scrollEdges({ scrollLeft: 541.5, scrollWidth: 900, clientWidth: 358 })).toEqual({
      start: true,
      end: false,
    });
  });
});

describe('revealInRow', () => {
  const row = (scrollLeft: number) => ({ offsetLeft: 16, clientWidth: 358, scrollLeft });
  const item = (offsetLeft: number, offsetWidth = 120) => ({ offsetLeft, offsetWidth });
  const reveal = (r: ReturnType<typeof row>, i: ReturnType<typeof item>) => {
    revealInRow(r as unknown as HTMLElement, i as unknown as HTMLElement);
    return r.scrollLeft;
  };
  it('brings a tab past the end into view, and one before the start', () => {
    expect(reveal(row(0), item(16 + 600))).toBe(600 + 120 - 358);
    expect(reveal(row(500), item(16 + 100))).toBe(100);
  });
  it('brings the last tab to the very end of the row (no sub-pixel of it left hidden)', () => {
    const last = item(16 + 600, 120.4);
    const r = { ...row(0), scrollWidth: 737, lastElementChild: last };
    revealInRow(r as unknown as HTMLElement, last as unknown as HTMLElement);
    expect(r.scrollLeft).toBe(737);
  });
  it('leaves a tab in view where it is', () => {
    expect(reveal(row(0), item(16 + 100))).toBe(0);
  });
});
