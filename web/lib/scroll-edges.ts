import { type RefObject, useEffect, useState } from 'react';

// A row that scrolls sideways (the running app's tabs on a phone, B10) says so: a fade on each
// side that has more to show. Phones hide their scrollbars, so without it nothing hints that
// the last tabs are there.

export type ScrollEdges = { start: boolean; end: boolean };

/** Which sides of a row have more to show; a pixel of rounding is not more. */
export function scrollEdges(box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  return { start: box.scrollLeft > 1, end: hidden - box.scrollLeft > 1 };
}

/** The row's edges, kept up to date as it scrolls, resizes or its items change. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, items: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` is what the row shows; a new set measures again.
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () =>
      setEdges((old) => {
        const next = scrollEdges(row);
        return old.start === next.start && old.end === next.end ? old : next;
      });
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [ref, items]);
  return edges;
}

/**
 * Scrolls the row, and only the row (never the page), so that `item` is in view: the current
 * tab of a long row opened on a later section.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement) {
  const left = item.offsetLeft - row.offsetLeft;
  const right = left + item.offsetWidth;
  if (left < row.scrollLeft) row.scrollLeft = left;
  // The last tab: to the row's very end, so that no sub-pixel of it (offsets are rounded, its
  // width is not) stays hidden.
  else if (item === row.lastElementChild) row.scrollLeft = row.scrollWidth;
  else if (right > row.scrollLeft + row.clientWidth) row.scrollLeft = right - row.clientWidth;
}
