// The app's colours made readable (issue 41 §1): whatever colour the owner picks, text on it is
// black or white, whichever contrasts more (WCAG 2 relative luminance), so every label on the
// app's header, tabs and buttons meets AA (4.5:1) on any colour: against pure black or white,
// every colour reaches at least 4.58:1 with one of them.

const HEX = /^#[0-9a-f]{6}$/i;

/** A `#rrggbb` colour, or `fallback` when it is not one. */
export const safeHex = (value: string, fallback: string): string =>
  HEX.test(value) ? value.toLowerCase() : fallback;

/** WCAG 2 relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const INK = '#000000';
export const PAPER = '#ffffff';

/** The text colour for a background: near-black or white, whichever contrasts more. */
export function readableOn(background: string): string {
  return contrast(background, INK) >= contrast(background, PAPER) ? INK : PAPER;
}

/** The colour mixed towards black (amount 0 … 1): a pressed or hovered button. */
export function darken(hex: string, amount: number): string {
  const channel = (i: number) =>
    Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}
