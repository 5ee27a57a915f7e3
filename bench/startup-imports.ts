// Where start-up goes: for each package the server could load at start-up, a fresh Node
// process imports it alone and reports the time the import took and the RSS it added
// (VmRSS, the same measure as bench/foundation.ts, after a forced GC), against an empty
// process in the same run. Packages share dependencies, so the figures overlap; they say
// what loading one package lazily can save at most. Rounds are interleaved; medians.
// Run: node bench/startup-imports.ts [package …]
import { spawnSync } from 'node:child_process';
import { fmt } from './lib.ts';

const ROUNDS = 3;
const DEFAULT = [
  'fastify',
  'zod',
  'kysely',
  'better-auth',
  'better-auth/plugins',
  'ai',
  '@ai-sdk/anthropic',
  '@ai-sdk/openai',
  '@ai-sdk/openai-compatible',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@resvg/resvg-js',
  'stripe',
  'cheerio',
  'nodemailer',
  'marked',
  'sanitize-html',
  'undici',
  'file-type',
  'ioredis',
  'pg',
  '@fastify/multipart',
  '@fastify/rate-limit',
  '@fastify/static',
  '@fastify/websocket',
  'fastify-type-provider-zod',
];
const packages = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT;

const probe = (spec: string | null) => {
  const code = `
    const { readFileSync } = await import('node:fs');
    const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
    globalThis.gc(); const before = rss(); const t0 = performance.now();
    ${spec ? `await import(${JSON.stringify(spec)});` : ''}
    const ms = performance.now() - t0; globalThis.gc(); await new Promise((r) => setTimeout(r, 50)); globalThis.gc();
    console.log(JSON.stringify({ ms, rss: rss() - before, total: rss() }));`;
  const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${spec}: ${r.stderr}`);
  return JSON.parse(r.stdout) as { ms: number; rss: number; total: number };
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = new Map<string, { ms: number[]; rss: number[] }>();
const empty: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  empty.push(probe(null).total);
  for (const spec of packages) {
    const r = probe(spec);
    const entry = results.get(spec) ?? { ms: [], rss: [] };
    entry.ms.push(r.ms);
    entry.rss.push(r.rss);
    results.set(spec, entry);
  }
}
console.log(
  `Import cost, each package alone in a fresh process (Node ${process.version}, ${ROUNDS} rounds, medians; empty process ${fmt(median(empty))} MB RSS)`,
);
console.log('| package | import ms | RSS added MB |');
console.log('|---|---:|---:|');
for (const [spec, r] of [...results].sort((a, b) => median(b[1].rss) - median(a[1].rss)))
  console.log(`| ${spec} | ${fmt(median(r.ms), 0)} | ${fmt(median(r.rss))} |`);
