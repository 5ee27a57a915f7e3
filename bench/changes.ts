// Bench for the offline change reader (issues 27 and 39). Run:
//   node_modules/.bin/node bench/changes.ts [--baseline=REF]
// Prints (never asserts) the proposal time — readChange, which also applies the operations to
// check them — on a definition of 20 entities, against the reader of REF (default: the commit of
// main this branch grew from) measured in the same run: every team instruction is read once by
// each reader, in turn (which one goes first alternates), each time on a fresh copy of the
// definition, as a request brings its own; after a warm-up on other instructions. The
// instructions are cut into interleaved rounds: p50 and p95 of each round, and their medians.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { type DataEntity, type DataModel, dataModelSchema } from '../contracts/data-model.ts';
import { EVAL_DESIGN } from '../server/lib/ai/offline/change-evaluate.ts';
import { readChange } from '../server/lib/ai/offline/index.ts';
import { warmMorphology } from '../server/lib/ai/offline/morphology.ts';
import { fmt, percentile } from './lib.ts';

const ROUNDS = 5;
const root = new URL('..', import.meta.url);
const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../eval/changes/${name}`, import.meta.url), 'utf8'));

// The reader before: REF's tree in a temporary directory, sharing node_modules.
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const refArg = process.argv.find((a) => a.startsWith('--baseline='))?.slice('--baseline='.length);
const ref = refArg ?? git('merge-base', 'HEAD', 'main');
const commit = git('rev-parse', '--short', ref);
const baseDir = mkdtempSync(join(tmpdir(), 'forja-reader-'));
execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${baseDir}"`], { cwd: root });
symlinkSync(new URL('../node_modules', import.meta.url).pathname, join(baseDir, 'node_modules'));
const before = (await import(
  pathToFileURL(join(baseDir, 'server/lib/ai/offline/index.ts')).href
)) as { readChange: typeof readChange };
const beforeMorphology = (await import(
  pathToFileURL(join(baseDir, 'server/lib/ai/offline/morphology.ts')).href
)) as { warmMorphology: () => void };

// One definition of 20 entities: the evaluation definitions' entities, first of each key.
const definitions = read('definitions.json') as Record<string, DataModel>;
const entities: DataEntity[] = [];
for (const model of Object.values(definitions))
  for (const e of model.entities)
    if (entities.length < 20 && !entities.some((x) => x.key === e.key)) entities.push(e);
const keys = new Set(entities.map((e) => e.key));
const big = dataModelSchema.parse({
  entities: entities.map((e) => ({
    ...e,
    fields: e.fields.filter((f) => f.type !== 'reference' || keys.has(f.ref ?? '')),
  })),
});
const instructionsOf = (file: string) =>
  (read(file) as { instruction: string }[]).map((i) => i.instruction);
const teamFiles = readdirSync(new URL('../eval/changes/', import.meta.url))
  .filter((f) => /^team-\d+\.json$/.test(f))
  .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
// Warm-up on team.json; measured on the other team sets, each instruction once per reader.
const warmUp = instructionsOf('team.json');
const instructions = teamFiles.flatMap(instructionsOf);

const readers = { after: readChange, before: before.readChange };
type Name = keyof typeof readers;
warmMorphology();
beforeMorphology.warmMorphology();
for (let i = 0; i < 3; i++)
  for (const instruction of warmUp)
    for (const name of ['before', 'after'] as Name[])
      readers[name]({ instruction, model: structuredClone(big), design: { ...EVAL_DESIGN } });

const times: Record<Name, number[][]> = { before: [], after: [] };
let understood = 0;
let differ = 0;
const perRound = Math.ceil(instructions.length / ROUNDS);
for (let round = 0; round < ROUNDS; round++) {
  times.before.push([]);
  times.after.push([]);
  const slice = instructions.slice(round * perRound, (round + 1) * perRound);
  for (const [i, instruction] of slice.entries()) {
    const order: Name[] = (i + round) % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    const out: Partial<Record<Name, string>> = {};
    for (const name of order) {
      const given = { instruction, model: structuredClone(big), design: { ...EVAL_DESIGN } };
      const t0 = performance.now();
      const r = readers[name](given);
      times[name][round]!.push(performance.now() - t0);
      out[name] = JSON.stringify(r);
      if (name === 'after' && r.ok) understood++;
    }
    if (out.before !== out.after) differ++;
  }
}
rmSync(baseDir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
function figures(rounds: number[][]) {
  const sorted = rounds.map((r) => [...r].sort((a, b) => a - b));
  const all = sorted.flat().sort((a, b) => a - b);
  return {
    p50: median(sorted.map((r) => percentile(r, 50))),
    p95: median(sorted.map((r) => percentile(r, 95))),
    p95all: percentile(all, 95),
    p99all: percentile(all, 99),
    max: all.at(-1)!,
    total: all.reduce((s, x) => s + x, 0),
  };
}
const a = figures(times.after);
const b = figures(times.before);
const line = (label: string, f: ReturnType<typeof figures>) =>
  `  ${label} p50 ${fmt(f.p50, 3)} ms · p95 ${fmt(f.p95, 3)} ms (medianas de ${ROUNDS} rondas) · p95 de todas ${fmt(f.p95all, 3)} ms · p99 ${fmt(f.p99all, 3)} ms · máx. ${fmt(f.max, 1)} ms · total ${fmt(f.total / 1000, 2)} s`;
console.log('Lector de cambios sin conexión: bench');
console.log(
  `Definición de ${big.entities.length} entidades y ${big.entities.reduce((n, e) => n + e.fields.length, 0)} campos; ${instructions.length} instrucciones del equipo (${understood} entendidas sobre esta definición), cada una leída una vez por cada lector, alternando cuál va primero; ${ROUNDS} rondas intercaladas.`,
);
console.log(line('Propuesta, este lector:        ', a));
console.log(line(`Propuesta, lector de ${commit}:`, b));
console.log(
  `  Ratio este / ${commit}: p50 ×${fmt(a.p50 / b.p50, 2)} · p95 ×${fmt(a.p95 / b.p95, 2)} · total ×${fmt(a.total / b.total, 2)} (objetivo p95 ≤ 50 ms)`,
);
console.log(`  Lecturas distintas entre los dos lectores: ${differ} de ${instructions.length}`);
