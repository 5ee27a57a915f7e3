import { GripVertical } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type AppEntity,
  type AppRecord,
  ownValue,
  type RecordRole,
  recordAccess,
} from '../../../../contracts/app-definition.ts';
import { appMessages } from '../../../../contracts/app-messages.ts';
import { fill } from '../../../../contracts/messages.ts';
import { setsField } from '../../../../kit/rules.ts';
import { CardFacts } from '../../../../kit/screens/record-card.tsx';
import { namedBy, recordName } from '../../../../kit/titles.ts';
import { errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { showToast } from '../../../lib/toast.ts';
import { MoveNotSaved, useMoveRecord } from '../api.ts';
import { surface } from '../theme.ts';

// The board of an entity with a status (decision 0291): a column per option of its choice
// field. A card whose record the viewer may change, and whose field they may set, has a handle:
// dragged (mouse, pen or touch: native pointer events, no library) it moves the card to the
// column it is dropped on; pressed (or Enter from the keyboard) it opens «Mover a…», the other
// columns as a menu. Either way the record is saved through the same PATCH as the form
// (`useMoveRecord`): the card moves at once and goes back, with a toast saying why, if the
// server refuses. Others' changes arrive as before (the app's event stream reads the lists again).

const r = appMessages.runtime;
/** How far a pointer goes before a press on the handle becomes a drag (px). */
const DRAG_FROM = 6;
/** How near an edge a dragged card scrolls the board or the page (px), and how fast. */
const EDGE = 48;
const EDGE_STEP = 8;

type Drag = {
  id: string;
  title: string;
  from: string | null;
  x: number;
  y: number;
  dx: number;
  dy: number;
  width: number;
  over: string | null;
};

/** The column under a point, if it is one a card can be dropped on. */
function columnAt(x: number, y: number): string | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-board-column]');
  return el?.dataset.boardColumn ?? null;
}

export function BoardView({
  projectId,
  entity,
  records,
  role,
  userId,
  open,
}: {
  projectId: string;
  entity: AppEntity;
  records: AppRecord[];
  role: RecordRole;
  userId: string | null;
  open: (id: string) => void;
}) {
  const field = entity.fields.find((f) => f.key === entity.views.board?.statusField);
  const options = field?.options ?? [];
  const move = useMoveRecord(projectId, entity.key);
  const board = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // The handle to focus once its card is in this column (after «Mover a…», the card is drawn
  // anew in its new column: focus follows it there).
  const focusAfter = useRef<{ id: string; column: string | null } | null>(null);
  const press = useRef<{ id: string; x: number; y: number; pointer: number } | null>(null);
  const dragged = useRef(false);
  const latest = useRef<Drag | null>(null);
  latest.current = drag;

  const statusOf = (record: AppRecord) => (field ? ownValue(record.data, field.key) : null);
  // A card is named as its list card is (kit/titles.ts `recordName`): a repair without text of
  // its own by its customer and bike («Jorge Pérez · Orbea Alma»), which the server sent with it.
  const nameOf = (record: AppRecord) => recordName(entity, record, namedBy(record.refTitles));
  const mayMove = (record: AppRecord) =>
    field !== undefined &&
    setsField(field, role) &&
    recordAccess(entity, role, {
      isAuthor: userId !== null && record.authorId === userId,
      isLinked: false,
      managed: record.managed,
    }).change;

  const moveTo = (record: AppRecord, to: string) => {
    if (!field || statusOf(record) === to) return;
    const title = nameOf(record);
    const from = statusOf(record);
    move.mutate(
      { id: record.id, field: field.key, to },
      {
        onSuccess: () => showToast('success', fill(r.moved, { title, column: to })),
        onError: (error) => {
          // Back where it was: so is the focus of a move from the keyboard.
          if (focusAfter.current?.id === record.id)
            focusAfter.current = {
              id: record.id,
              column: typeof from === 'string' && options.includes(from) ? from : null,
            };
          showToast(
            'error',
            error instanceof MoveNotSaved
              ? fill(r.moveNotSaved, { title, column: to })
              : fill(r.moveFailed, { title, column: to, reason: errorMessage(error) }),
          );
        },
      },
    );
  };

  useEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    const handle = board.current?.querySelector<HTMLElement>(
      `[data-move-handle="${CSS.escape(want.id)}"]`,
    );
    const column = handle?.closest<HTMLElement>('[data-board-column]')?.dataset.boardColumn;
    if (handle && (column ?? null) === want.column) {
      handle.focus();
      focusAfter.current = null;
    }
  });

  // While a card is dragged: Escape puts it back; near an edge the board (or the page) scrolls.
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        press.current = null;
        setDrag(null);
      }
    };
    let frame = 0;
    const step = () => {
      const d = latest.current;
      const el = board.current;
      if (d && el) {
        const box = el.getBoundingClientRect();
        const left = el.scrollLeft;
        const top = window.scrollY;
        if (d.x < box.left + EDGE) el.scrollLeft -= EDGE_STEP;
        else if (d.x > box.right - EDGE) el.scrollLeft += EDGE_STEP;
        if (d.y < EDGE) window.scrollBy(0, -EDGE_STEP);
        else if (d.y > window.innerHeight - EDGE) window.scrollBy(0, EDGE_STEP);
        // What is under the pointer changed with the scroll.
        if (el.scrollLeft !== left || window.scrollY !== top) {
          const over = columnAt(d.x, d.y);
          if (over !== d.over) setDrag({ ...d, over });
        }
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    window.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey);
    };
  }, [dragging]);

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>, record: AppRecord) => {
    if (e.button !== 0) return;
    // A mouse press starts no text selection; a touch on the handle scrolls nothing
    // (`touch-action: none`), so it can only drag.
    if (e.pointerType === 'mouse') e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    press.current = { id: record.id, x: e.clientX, y: e.clientY, pointer: e.pointerId };
    dragged.current = false;
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>, record: AppRecord) => {
    const p = press.current;
    if (!p || p.pointer !== e.pointerId || p.id !== record.id) return;
    if (!drag) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_FROM) return;
      const card = e.currentTarget.closest<HTMLElement>('[data-testid="board-card"]');
      const box = card?.getBoundingClientRect();
      dragged.current = true;
      setMenuFor(null);
      setDrag({
        id: record.id,
        title: nameOf(record),
        from: typeof statusOf(record) === 'string' ? String(statusOf(record)) : null,
        x: e.clientX,
        y: e.clientY,
        dx: box ? p.x - box.left : 16,
        dy: box ? p.y - box.top : 16,
        width: box?.width ?? 240,
        over: columnAt(e.clientX, e.clientY),
      });
      return;
    }
    setDrag({ ...drag, x: e.clientX, y: e.clientY, over: columnAt(e.clientX, e.clientY) });
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLButtonElement>, record: AppRecord) => {
    const p = press.current;
    press.current = null;
    if (!p || p.pointer !== e.pointerId) return;
    if (drag && drag.id === record.id) {
      const to = columnAt(e.clientX, e.clientY);
      setDrag(null);
      if (to && to !== drag.from) moveTo(record, to);
    }
  };

  const onPointerCancel = () => {
    press.current = null;
    setDrag(null);
  };

  const onHandleClick = (record: AppRecord) => {
    // The click that ends a drag opens nothing.
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    setMenuFor((id) => (id === record.id ? null : record.id));
  };

  const closeMenu = (record: AppRecord, column: string | null) => {
    setMenuFor(null);
    focusAfter.current = { id: record.id, column };
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>, record: AppRecord) => {
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') {
      const v = statusOf(record);
      closeMenu(record, typeof v === 'string' && options.includes(v) ? v : null);
    } else if (e.key === 'Tab') setMenuFor(null);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  const columns = [...options, null];
  return (
    <>
      <div ref={board} className="relative flex gap-3 overflow-x-auto pb-2" data-testid="board">
        {columns.map((option) => {
          const isRest = option === null;
          const items = records.filter((rec) => {
            const v = statusOf(rec);
            return isRest ? !options.includes(String(v)) : v === option;
          });
          if (isRest && items.length === 0) return null;
          const target = drag !== null && !isRest && drag.over === option && drag.from !== option;
          return (
            <section
              key={option ?? '—'}
              className={cn(
                'w-64 shrink-0 border p-2 transition-colors',
                target && 'outline-dashed outline-2 outline-offset-2',
              )}
              style={{
                ...surface,
                ...(target ? { outlineColor: 'var(--app-primary)' } : {}),
              }}
              data-board-column={isRest ? undefined : option}
              data-drop-target={target ? '' : undefined}
              data-testid="board-column"
            >
              <h3 className="mb-2 text-sm font-semibold">
                {isRest ? '—' : option}{' '}
                <span style={{ color: 'var(--app-muted)' }}>({items.length})</span>
              </h3>
              <ul className="min-h-10 space-y-2">
                {items.map((record) => {
                  const title = nameOf(record);
                  const movable = mayMove(record);
                  const menuOpen = menuFor === record.id;
                  const current = statusOf(record);
                  return (
                    <li
                      key={record.id}
                      className={cn(
                        'relative rounded border text-sm',
                        drag?.id === record.id && 'opacity-40',
                      )}
                      style={{ borderColor: 'var(--app-border)', background: 'var(--app-bg)' }}
                      data-testid="board-card"
                      data-record-id={record.id}
                    >
                      <button
                        type="button"
                        onClick={() => open(record.id)}
                        className="block w-full p-2 text-left"
                      >
                        {/* The handle sits at the top right, beside the name; the date below
                            has the card's whole width. */}
                        <span className={cn('block break-words font-medium', movable && 'pr-9')}>
                          {title}
                        </span>
                        <CardFacts
                          entity={entity}
                          data={record.data}
                          status={false}
                          className="mt-1.5"
                        />
                      </button>
                      {movable ? (
                        <button
                          type="button"
                          className="absolute right-0.5 top-0.5 grid h-9 w-9 cursor-grab place-items-center rounded active:cursor-grabbing"
                          style={{ color: 'var(--app-muted)', touchAction: 'none' }}
                          aria-label={fill(r.moveCard, { title })}
                          title={r.moveHint}
                          aria-haspopup="menu"
                          aria-expanded={menuOpen}
                          data-move-handle={record.id}
                          data-testid="move-handle"
                          onPointerDown={(e) => onPointerDown(e, record)}
                          onPointerMove={(e) => onPointerMove(e, record)}
                          onPointerUp={(e) => onPointerUp(e, record)}
                          onPointerCancel={onPointerCancel}
                          onLostPointerCapture={() => {
                            if (press.current?.id === record.id) onPointerCancel();
                          }}
                          onClick={() => onHandleClick(record)}
                        >
                          <GripVertical className="h-5 w-5" aria-hidden="true" />
                        </button>
                      ) : null}
                      {menuOpen ? (
                        <MoveMenu
                          options={options.filter((o) => o !== current)}
                          onKeyDown={(e) => onMenuKey(e, record)}
                          onPick={(to) => {
                            closeMenu(record, to);
                            moveTo(record, to);
                          }}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      {drag ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed left-0 top-0 z-50 rotate-2 rounded border p-2 text-sm font-medium shadow-xl"
          style={{
            width: drag.width,
            transform: `translate(${drag.x - drag.dx}px, ${drag.y - drag.dy}px) rotate(2deg)`,
            borderColor: 'var(--app-primary)',
            background: 'var(--app-card)',
            color: 'var(--app-fg)',
          }}
          data-testid="drag-ghost"
        >
          {drag.title}
        </div>
      ) : null}
    </>
  );
}

/** «Mover a…»: the other columns, as a menu the keyboard walks with its arrows. */
function MoveMenu({
  options,
  onPick,
  onKeyDown,
}: {
  options: string[];
  onPick: (to: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      role="menu"
      aria-label={r.moveTo}
      className="border-t p-1"
      style={{ borderColor: 'var(--app-border)' }}
      onKeyDown={onKeyDown}
      data-testid="move-menu"
    >
      <p
        aria-hidden="true"
        className="px-2 pb-1 pt-0.5 text-xs"
        style={{ color: 'var(--app-muted)' }}
      >
        {r.moveTo}
      </p>
      {options.map((o, i) => (
        <button
          key={o}
          ref={i === 0 ? first : undefined}
          type="button"
          role="menuitem"
          tabIndex={i === 0 ? 0 : -1}
          className="block w-full rounded px-2 py-2 text-left text-sm hover:underline focus-visible:underline"
          onClick={() => onPick(o)}
        >
          {o}
        </button>
      ))}
    </div>
  );
}
