// Bench for the offline change reader (issue 27). Run: node_modules/.bin/node bench/changes.ts
// Prints (never asserts) the proposal time — readChange, which also applies the operations to
// check them — p50/p95 on a definition of 20 entities, against the offline concept engine
// (generateOfflineConcept) measured in the same run, interleaved, after a warm-up.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type DataEntity, type DataModel, dataModelSchema } from '../contracts/data-model.ts';
import { EVAL_DESIGN } from '../server/lib/ai/offline/change-evaluate.ts';
import { generateOfflineConcept, readChange } from '../server/lib/ai/offline/index.ts';
import { warmMorphology } from '../server/lib/ai/offline/morphology.ts';
import { IDEAS } from './ideas.ts';
import { fmt, percentile } from './lib.ts';

const ROUNDS = 15;
const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../eval/changes/${name}`, import.meta.url), 'utf8'));

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
const instructions = (read('team.json') as { instruction: string }[]).map((i) => i.instruction);
const ideas = IDEAS.map((i) => i.prompt);

warmMorphology();
for (let i = 0; i < 3; i++) {
  for (const instruction of instructions)
    readChange({ instruction, model: big, design: EVAL_DESIGN });
  for (const prompt of ideas) generateOfflineConcept({ prompt });
}

const change: number[] = [];
const concept: number[] = [];
let understood = 0;
for (let round = 0; round < ROUNDS; round++) {
  const n = Math.max(instructions.length, ideas.length);
  for (let i = 0; i < n; i++) {
    const instruction = instructions[i % instructions.length]!;
    const t0 = performance.now();
    const r = readChange({ instruction, model: big, design: EVAL_DESIGN });
    const t1 = performance.now();
    generateOfflineConcept({ prompt: ideas[i % ideas.length]! });
    const t2 = performance.now();
    change.push(t1 - t0);
    concept.push(t2 - t1);
    if (round === 0 && i < instructions.length && r.ok) understood++;
  }
}
change.sort((a, b) => a - b);
concept.sort((a, b) => a - b);
const c50 = percentile(change, 50);
const c95 = percentile(change, 95);
const g50 = percentile(concept, 50);
const g95 = percentile(concept, 95);
console.log('Lector de cambios sin conexión: bench');
console.log(
  `Definición de ${big.entities.length} entidades y ${big.entities.reduce((n, e) => n + e.fields.length, 0)} campos; ${instructions.length} instrucciones del equipo (${understood} entendidas sobre esta definición); ${ROUNDS} rondas intercaladas, ${change.length} muestras.`,
);
console.log(
  `  Propuesta (readChange):        p50 ${fmt(c50, 3)} ms · p95 ${fmt(c95, 3)} ms (objetivo p95 ≤ 50 ms)`,
);
console.log(`  Motor de conceptos (línea base): p50 ${fmt(g50, 3)} ms · p95 ${fmt(g95, 3)} ms`);
console.log(`  Ratio propuesta / concepto: p50 ×${fmt(c50 / g50, 2)} · p95 ×${fmt(c95 / g95, 2)}`);
