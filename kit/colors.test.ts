import { describe, expect, it } from 'vitest';
import { contrast, darken, readableOn, safeHex } from './colors.ts';

// Text on any colour the owner picks reads at WCAG AA on every colour.
describe('readableOn', () => {
  it.each([
    ['#4f46e5', '#ffffff'],
    ['#facc15', '#000000'],
    ['#fef9c3', '#000000'],
    ['#0c0a09', '#ffffff'],
    ['#c2410c', '#ffffff'],
    ['#22d3ee', '#000000'],
  ])('%s → %s', (background, text) => {
    expect(readableOn(background)).toBe(text);
  });

  it('meets 4.5:1 on every grey and on the pure hues', () => {
    const colours = [
      ...Array.from({ length: 18 }, (_, i) => {
        const v = (i * 15).toString(16).padStart(2, '0');
        return `#${v}${v}${v}`;
      }),
      '#ff0000',
      '#00ff00',
      '#0000ff',
      '#ffff00',
      '#ff00ff',
      '#00ffff',
    ];
    for (const c of colours) expect(contrast(c, readableOn(c))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a bad colour out, and darkens', () => {
    expect(safeHex('red; background: url(x)', '#4f46e5')).toBe('#4f46e5');
    expect(safeHex('#ABCDEF', '#000000')).toBe('#abcdef');
    expect(darken('#ffffff', 0.5)).toBe('#808080');
  });
});
