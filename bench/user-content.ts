// User-content cost (issue 10): the time to render the red-team's pathological Markdown and
// CSS, against an ordinary note and stylesheet of the same length rendered in the same run
// (the baseline), rounds interleaved, medians reported. Each round renders a fresh text
// (a unique suffix), so the render cache does not answer.
// Run: node bench/user-content.ts

import { sanitizeCustomCss } from '../server/modules/projects/css-sanitizer.ts';
import { renderMarkdown } from '../server/modules/projects/markdown.ts';

const ROUNDS = 7;

const ordinaryNote = Array.from(
  { length: 700 },
  (_, i) =>
    `## Sección ${i}\n\nTexto con **negrita**, _cursiva_ y un [enlace](https://example.com/${i}).\n\n- uno\n- dos\n`,
)
  .join('\n')
  .slice(0, 50_000);
const markdownCases: Record<string, string> = {
  "'>'×49999+'a' (was a 500)": `${'>'.repeat(49_999)}a`,
  "'_a'×24999 (was 2.7-4.5 s)": '_a'.repeat(24_999),
  "'*a'×24999": '*a'.repeat(24_999),
  "'- '×20000 (was a 500)": `${'- '.repeat(20_000)}a`,
  "'[a]('×12000": '[a]('.repeat(12_000),
  "'<a'×24999": '<a'.repeat(24_999),
};

const ordinaryCss = Array.from(
  { length: 600 },
  (_, i) => `.card-${i} h2 { color: #333; margin: 0 0 ${i % 20}px; padding: 4px 8px }`,
)
  .join('\n')
  .slice(0, 20_000);
const cssCases: Record<string, string> = {
  'unbalanced braces': '{'.repeat(20_000),
  'quotes and braces': '"{'.repeat(10_000),
  '2,000 declarations': `p { ${'color: red; '.repeat(1_600)} }`,
  '1,600 rules': 'p { color: red }'.repeat(1_250),
};

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function bench(
  label: string,
  baseline: string,
  cases: Record<string, string>,
  render: (s: string) => unknown,
) {
  const times: Record<string, number[]> = { baseline: [] };
  for (const name of Object.keys(cases)) times[name] = [];
  for (let round = 0; round < ROUNDS; round++) {
    times.baseline.push(time(() => render(`${baseline}\n${round}`)));
    for (const [name, input] of Object.entries(cases))
      times[name].push(time(() => render(`${input}\n${round}`)));
  }
  const base = median(times.baseline);
  console.log(`\n${label} (median of ${ROUNDS} rounds)`);
  console.log(`  ordinary text (baseline): ${base.toFixed(1)} ms`);
  for (const name of Object.keys(cases)) {
    const m = median(times[name]);
    console.log(`  ${name}: ${m.toFixed(1)} ms (${(m / base).toFixed(2)}× baseline)`);
  }
}

renderMarkdown('calentamiento');
bench('Markdown render (50,000-character inputs)', ordinaryNote, markdownCases, renderMarkdown);
bench('Custom CSS sanitising (20,000-character inputs)', ordinaryCss, cssCases, (s) =>
  sanitizeCustomCss(s, '.forja-proyecto'),
);
