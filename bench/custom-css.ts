import { createRequire } from 'node:module';
import * as csstree from 'css-tree';
import { CUSTOM_CSS_MAX_LENGTH } from '../contracts/projects.ts';
import { sanitizeCustomCss } from '../server/modules/projects/css-sanitizer.ts';
import { fmt } from './lib.ts';

// User CSS parsers compared (issue 24, docs/decisions/0101-…): how each reads the issue's
// payload (a bad string in an at-rule prelude), and the cost of a stylesheet at the length
// limit: css-tree's parse alone, our whole sanitiser (parse, checks, serialise), and PostCSS
// (a Tailwind dependency here, not ours). Interleaved rounds, medians.
// Run: node bench/custom-css.ts

const require = createRequire(import.meta.url);
const postcss = require('postcss') as { parse(css: string): { nodes: { type: string }[] } };

const PAYLOAD =
  '@media screen and "a\n; .platform-header{display:none !important} body::after{position:fixed;inset:0;z-index:2147483647} x{" { p { color: red } }';
const ruleTypes = (ast: csstree.CssNode) =>
  csstree.toPlainObject(ast) as unknown as { children: { type: string }[] };
const csstreeReads = ruleTypes(csstree.parse(PAYLOAD))
  .children.map((n) => n.type)
  .join(', ');
let postcssReads: string;
try {
  postcssReads = postcss
    .parse(PAYLOAD)
    .nodes.map((n) => n.type)
    .join(', ');
} catch (error) {
  postcssReads = `error: ${(error as Error).message.split('\n')[0]}`;
}
console.log(`payload, top level: css-tree [${csstreeReads}] · PostCSS [${postcssReads}]`);
console.log('(Chromium: the @media ends at the `;` after the bad string; 3 style rules follow)');

const rule = (i: number) =>
  `.c${i} > p:hover, .d${i} { color: #333; margin: 0 auto; padding: 4px 8px; box-shadow: 0 1px 2px rgba(0,0,0,.2) }\n`;
let sheet = '';
for (let i = 0; sheet.length < CUSTOM_CSS_MAX_LENGTH - 200; i++) sheet += rule(i);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs: Record<string, (s: string) => unknown> = {
  'css-tree (parse)': (s) => csstree.parse(s, { parseValue: true, parseRulePrelude: true }),
  'sanitizeCustomCss (parse + checks + serialise)': (s) =>
    sanitizeCustomCss(`${s}/*${Math.random()}*/`, '.scope'),
  'PostCSS (parse)': (s) => postcss.parse(s),
};
const times: Record<string, number[]> = Object.fromEntries(
  Object.keys(runs).map((name) => [name, [] as number[]]),
);
for (let round = 0; round < 15; round++) {
  for (const [name, fn] of Object.entries(runs)) {
    const t = performance.now();
    fn(sheet);
    times[name].push(performance.now() - t);
  }
}
for (const [name, xs] of Object.entries(times))
  console.log(`${name}: ${fmt(median(xs.slice(3)))} ms for ${sheet.length} characters`);
