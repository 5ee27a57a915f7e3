import { Moon, Sun } from 'lucide-react';
import { type CSSProperties, type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';

// The demo pages' light/dark theme: CSS variables (--d-*) on the page wrapper, read by
// demo and realtime components, so one switch recolours everything inside.

export type DemoTheme = 'light' | 'dark';
const STORAGE_KEY = 'forja-demo-theme';

const PALETTES: Record<DemoTheme, Record<string, string>> = {
  light: {
    '--d-bg': '#f5f5f4',
    '--d-surface': '#ffffff',
    '--d-border': '#d6d3d1',
    '--d-text': '#1c1917',
    '--d-muted': '#57534e',
    '--d-hover': '#f5f5f4',
  },
  dark: {
    '--d-bg': '#0c0a09',
    '--d-surface': '#1c1917',
    '--d-border': '#44403c',
    '--d-text': '#fafaf9',
    '--d-muted': '#d6d3d1',
    '--d-hover': '#292524',
  },
};

/** The choice when storage is blocked: it lasts for this page only. */
let chosenTheme: DemoTheme | null = null;

function readTheme(): DemoTheme {
  if (chosenTheme) return chosenTheme;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // storage blocked
  }
  return typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The stored theme, read through useSyncExternalStore: a server-rendered page hydrates with
 * the light theme it was rendered with, then switches, without a hydration mismatch.
 */
export function useDemoTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const);
  const toggle = useCallback(() => {
    chosenTheme = readTheme() === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(STORAGE_KEY, chosenTheme);
    } catch {
      // storage blocked: chosenTheme keeps the choice for this page
    }
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggle };
}

export function DemoSurface({ theme, children }: { theme: DemoTheme; children: ReactNode }) {
  return (
    <div
      data-theme={theme}
      style={PALETTES[theme] as CSSProperties}
      className="min-h-[calc(100vh-4rem)] bg-(--d-bg) text-(--d-text) transition-colors"
    >
      {children}
    </div>
  );
}

export function ThemeToggle({ theme, onToggle }: { theme: DemoTheme; onToggle: () => void }) {
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={dark}
      className="inline-flex h-9 items-center gap-2 rounded-lg border border-(--d-border) bg-(--d-surface) px-3 text-sm font-medium text-(--d-text) hover:bg-(--d-hover)"
    >
      {dark ? (
        <Sun className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Moon className="h-4 w-4" aria-hidden="true" />
      )}
      {dark ? 'Tema claro' : 'Tema oscuro'}
    </button>
  );
}

/** A card of the demo pages, coloured by the theme. */
export function DemoPanel({
  title,
  icon,
  children,
  className,
  actions,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-(--d-border) bg-(--d-surface) p-5 shadow-sm',
        className,
      )}
      aria-label={title}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="inline-flex items-center gap-2 text-base font-semibold">
          {icon}
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const secondaryButton =
  'inline-flex h-9 items-center justify-center gap-2 rounded-lg border border-(--d-border) bg-(--d-surface) px-3 text-sm font-medium text-(--d-text) hover:bg-(--d-hover) disabled:cursor-not-allowed disabled:opacity-50';

export const fieldClass =
  'w-full rounded-lg border border-(--d-border) bg-(--d-surface) px-3 py-2 text-sm text-(--d-text) placeholder:text-(--d-muted) focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';
