import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, type ReactNode, useEffect, useRef } from 'react';
import { revealInRow, useScrollEdges } from '../../../lib/scroll-edges.ts';

// The running app's tabs (its lists). On a phone they overflow the width (B10: at 390 px the
// last ones were hidden with nothing to say so): each side with more to show fades into the
// header with a chevron, drawn over the row and never in its way (no pointer events, hidden
// from screen readers, which read every tab of the navigation as before). Tab moves through
// the tabs and the browser scrolls the focused one into view; the current one is brought into
// view when the app opens on a later list.

const fade = (side: 'left' | 'right') =>
  `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, var(--app-primary) 35%, transparent)`;

export function AppTabs({
  label,
  current,
  children,
}: {
  label: string;
  /** The current list's key: its tab is kept in view. */
  current: string | undefined;
  children: ReactNode;
}) {
  const row = useRef<HTMLElement>(null);
  // Measured again when the tabs change (signing in shows more), as well as on scroll and resize.
  const edges = useScrollEdges(row, Children.count(children));
  useEffect(() => {
    const nav = row.current;
    if (!current) return;
    const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && tab) revealInRow(nav, tab);
  }, [current]);
  return (
    <div className="relative mx-auto mt-4 max-w-6xl" data-testid="app-tabs">
      <nav ref={row} aria-label={label} className="flex gap-1 overflow-x-auto">
        {children}
      </nav>
      {edges.start ? (
        <span
          aria-hidden="true"
          data-testid="tabs-more-start"
          className="pointer-events-none absolute inset-y-0 left-0 flex w-10 items-center justify-start"
          style={{ background: fade('left') }}
        >
          <ChevronLeft className="h-4 w-4" />
        </span>
      ) : null}
      {edges.end ? (
        <span
          aria-hidden="true"
          data-testid="tabs-more-end"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end"
          style={{ background: fade('right') }}
        >
          <ChevronRight className="h-4 w-4" />
        </span>
      ) : null}
    </div>
  );
}
