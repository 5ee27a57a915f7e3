// Bench for the offline concept engine. Run: node_modules/.bin/node bench/offline-engine.ts
// Prints (never asserts): category accuracy, feature relevance, engine time p50/p95 and a
// ratio against a baseline measured in the same run.
import { performance } from 'node:perf_hooks';
import { conceptSchema } from '../contracts/concept.ts';
import {
  generateOfflineConcept,
  generateOfflineSpecification,
  renderOfflinePreviewSvg,
} from '../server/lib/ai/offline/index.ts';
import { foldText, normalizeText } from '../server/lib/ai/offline/normalize.ts';
import { HELD_OUT, IDEAS, type LabelledIdea } from './ideas.ts';

const ROUNDS = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

// ——— Quality ———
interface Quality {
  correct: number;
  relevant: number;
  schemaOk: number;
  misses: string[];
  weak: string[];
}

function evaluate(ideas: LabelledIdea[]): Quality {
  const q: Quality = { correct: 0, relevant: 0, schemaOk: 0, misses: [], weak: [] };
  for (const idea of ideas) {
    const concept = generateOfflineConcept({ prompt: idea.prompt });
    if (conceptSchema.safeParse(concept).success) q.schemaOk++;
    if (concept.category === idea.category) q.correct++;
    else
      q.misses.push(
        `    ✗ categoría ${concept.category} (esperada ${idea.category}): ${idea.prompt}`,
      );
    const hits = concept.features.filter((f) => {
      const folded = foldText(f);
      return idea.keywords.some((k) => folded.includes(k));
    }).length;
    if (hits >= 2) q.relevant++;
    else q.weak.push(`    · ${hits} funcionalidad(es) con palabra clave esperada: ${idea.prompt}`);
  }
  return q;
}

const tuned = evaluate(IDEAS);
const heldOut = evaluate(HELD_OUT);

// ——— Timing ———
const ALL = [...IDEAS, ...HELD_OUT];
// Warm-up so JIT compilation is not measured.
for (let i = 0; i < 3; i++) {
  for (const idea of ALL) {
    const c = generateOfflineConcept({ prompt: idea.prompt });
    generateOfflineSpecification({ concept: c, prompt: idea.prompt, maxTokens: 4000 });
    renderOfflinePreviewSvg(c);
    normalizeText(idea.prompt);
    JSON.stringify(c);
  }
}
const engineTimes: number[] = [];
const conceptTimes: number[] = [];
const baselineTimes: number[] = [];
let sink = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const idea of ALL) {
    const t0 = performance.now();
    const c = generateOfflineConcept({ prompt: idea.prompt });
    const t1 = performance.now();
    const spec = generateOfflineSpecification({ concept: c, prompt: idea.prompt, maxTokens: 4000 });
    const svg = renderOfflinePreviewSvg(c);
    const t2 = performance.now();
    // Baseline: normalising the prompt + serialising the result (work any engine must do).
    const normalized = normalizeText(idea.prompt);
    const json = JSON.stringify(c);
    const t3 = performance.now();
    conceptTimes.push(t1 - t0);
    engineTimes.push(t2 - t0);
    baselineTimes.push(t3 - t2);
    sink += spec.length + svg.length + normalized.tokens.length + json.length;
  }
}
engineTimes.sort((a, b) => a - b);
conceptTimes.sort((a, b) => a - b);
baselineTimes.sort((a, b) => a - b);

const pct = (n: number, total: number) => ((100 * n) / total).toFixed(1);
const ms = (n: number) => n.toFixed(3);
const p50 = percentile(engineTimes, 50);
const p95 = percentile(engineTimes, 95);
const b50 = percentile(baselineTimes, 50);
const b95 = percentile(baselineTimes, 95);

function report(title: string, q: Quality, total: number): void {
  console.log(title);
  console.log(`  Precisión de categoría: ${pct(q.correct, total)} % (${q.correct}/${total})`);
  console.log(
    `  Relevancia de funcionalidades: ${pct(q.relevant, total)} % (${q.relevant}/${total}) ` +
      '(ideas con ≥ 2 funcionalidades que contienen alguna palabra clave esperada)',
  );
  console.log(`  Conceptos válidos según conceptSchema: ${q.schemaOk}/${total}`);
  if (q.misses.length > 0) console.log(`  Fallos de categoría:\n${q.misses.join('\n')}`);
  if (q.weak.length > 0) console.log(`  Ideas con poca relevancia:\n${q.weak.join('\n')}`);
}

console.log('Motor offline de conceptos: bench');
console.log('');
report(
  `Conjunto principal (${IDEAS.length} ideas; la base de conocimiento se ajustó con él):`,
  tuned,
  IDEAS.length,
);
report(
  `Conjunto reservado (${HELD_OUT.length} ideas nunca usadas para ajustar):`,
  heldOut,
  HELD_OUT.length,
);
console.log('');
console.log(
  `Tiempos (${ROUNDS} rondas × ${ALL.length} ideas = ${engineTimes.length} muestras, tras calentamiento):`,
);
console.log(
  `  Concepto solo:            p50 ${ms(percentile(conceptTimes, 50))} ms · p95 ${ms(percentile(conceptTimes, 95))} ms`,
);
console.log(
  `  Concepto + spec + SVG:    p50 ${ms(p50)} ms · p95 ${ms(p95)} ms (objetivo p95 ≤ 50 ms)`,
);
console.log(`  Línea base (normalizar + JSON.stringify): p50 ${ms(b50)} ms · p95 ${ms(b95)} ms`);
console.log(
  `  Ratio motor / línea base: p50 ×${(p50 / Math.max(b50, 1e-6)).toFixed(1)} · p95 ×${(p95 / Math.max(b95, 1e-6)).toFixed(1)}`,
);
if (sink === 0) console.log('');
