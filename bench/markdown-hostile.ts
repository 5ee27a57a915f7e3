import { Marked } from 'marked';
import { renderUncached } from '../server/modules/projects/markdown.ts';
import { fmt } from './lib.ts';

// Hostile Markdown shapes (issue 24): the renderer in use (markdown-it + the allow-list)
// against the one it replaced (marked, GFM), each at n and 4n, interleaved rounds, medians.
// Linear growth is 4x; marked's autolink backtracking grew ~15x.
// Run: node bench/markdown-hostile.ts

const marked = new Marked({ gfm: true, breaks: false, async: false });
const renderers: Record<string, (s: string) => unknown> = {
  'marked (antes)': (s) => {
    try {
      return marked.parse(s);
    } catch {
      return ''; // stack overflow on deep nesting
    }
  },
  'markdown-it (ahora)': renderUncached,
};
const N = 12_500;
const shapes: Record<string, (n: number) => string> = {
  'www.a + !': (n) => `www.a${'!'.repeat(n)}`,
  'http://a + !': (n) => `http://a${'!'.repeat(n)}`,
  'a… + @': (n) => `${'a'.repeat(n)}@`,
  '_a repetido': (n) => '_a'.repeat(n / 2),
  '*a repetido': (n) => '*a'.repeat(n / 2),
  '[a]( repetido': (n) => '[a]('.repeat(n / 4),
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn: (s: string) => unknown, s: string) {
  const t = performance.now();
  fn(s);
  return performance.now() - t;
}

for (const [shape, make] of Object.entries(shapes)) {
  const small = make(N);
  const large = make(4 * N);
  const rows: string[] = [];
  for (const [name, fn] of Object.entries(renderers)) {
    const a: number[] = [];
    const b: number[] = [];
    for (let round = 0; round < 3; round++) {
      a.push(time(fn, small));
      b.push(time(fn, large));
    }
    const ms = median(b);
    rows.push(`${name}: ${fmt(ms)} ms a 4n, ×${fmt(ms / Math.max(median(a), 0.1))}`);
  }
  console.log(`${shape} (n=${N}) · ${rows.join(' · ')}`);
}
