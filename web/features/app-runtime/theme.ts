import type { CSSProperties } from 'react';
import type { AppInfo } from '../../../contracts/app-definition.ts';
import { darken, readableOn, safeHex } from '../../../kit/colors.ts';

// The project's design applied to its running app: the same colours, theme and layout the
// public page uses (web/features/projects/components/public-project-view.tsx), as CSS
// variables on the app's root. Kept here because features do not import each other.
// `--app-danger` marks a deadline past on a card, beside its words (kit/screens/record-card.tsx).

const THEME_VARS: Record<string, Record<string, string>> = {
  modern: {
    '--app-bg': '#fafaf9',
    '--app-fg': '#1c1917',
    '--app-muted': '#57534e',
    '--app-card': '#ffffff',
    '--app-border': '#e7e5e4',
    '--app-radius': '1rem',
    '--app-danger': '#b91c1c',
  },
  minimal: {
    '--app-bg': '#ffffff',
    '--app-fg': '#111827',
    '--app-muted': '#4b5563',
    '--app-card': '#ffffff',
    '--app-border': '#e5e7eb',
    '--app-radius': '0.25rem',
    '--app-danger': '#b91c1c',
  },
  classic: {
    '--app-bg': '#f8f5ef',
    '--app-fg': '#292524',
    '--app-muted': '#57534e',
    '--app-card': '#fffdf8',
    '--app-border': '#d6d3d1',
    '--app-radius': '0.375rem',
    '--app-danger': '#b91c1c',
  },
  dark: {
    '--app-bg': '#0c0a09',
    '--app-fg': '#f5f5f4',
    '--app-muted': '#d6d3d1',
    '--app-card': '#1c1917',
    '--app-border': '#44403c',
    '--app-radius': '0.75rem',
    '--app-danger': '#fca5a5',
  },
};

/**
 * The colours of the platform's controls (`brand`) replaced by the app's, with the text that
 * reads on them: on the app's root, and on the document while the app is open, so that its
 * dialogs (drawn outside the root) wear them too.
 */
export function appControlColors(design: AppInfo['design']): Record<string, string> {
  const primary = safeHex(design.primaryColor, '#4f46e5');
  return {
    '--app-on-primary': readableOn(primary),
    '--color-brand-600': primary,
    '--color-brand-700': primary,
    '--color-brand-800': darken(primary, 0.15),
  };
}

/**
 * The app's colours on every control (issue 41 §1): the primary colour is the header's, the
 * tabs' and every primary button's (the platform's `brand` colours are replaced inside the
 * app), with black or white text, whichever contrasts more on it (kit/colors.ts).
 */
export function appStyle(design: AppInfo['design']): CSSProperties {
  const primary = safeHex(design.primaryColor, '#4f46e5');
  return {
    ...(THEME_VARS[design.theme] ?? THEME_VARS.modern),
    ...appControlColors(design),
    '--app-primary': primary,
    '--app-secondary': safeHex(design.secondaryColor, primary),
    background: 'var(--app-bg)',
    color: 'var(--app-fg)',
    ...(design.theme === 'classic' ? { fontFamily: 'Georgia, "Times New Roman", serif' } : {}),
  } as CSSProperties;
}

/** A themed card: background, border and corner radius from the design. */
export const surface: CSSProperties = {
  background: 'var(--app-card)',
  borderColor: 'var(--app-border)',
  borderRadius: 'var(--app-radius)',
};

/** The records' grid per layout: the public page's layouts, applied to the list. */
export const LIST_LAYOUT: Record<string, string> = {
  grid: 'grid gap-3 sm:grid-cols-2',
  flex: 'flex flex-wrap gap-3 [&>*]:min-w-[16rem] [&>*]:flex-1',
  sidebar: 'grid gap-3',
  dashboard: 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3',
};
