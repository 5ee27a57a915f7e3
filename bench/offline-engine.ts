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
import { IDEAS } from './ideas.ts';

const ROUNDS = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

// ——— Quality ———
let correct = 0;
let relevant = 0;
let schemaOk = 0;
const misses: string[] = [];
const weak: string[] = [];
for (const idea of IDEAS) {
  const concept = generateOfflineConcept({ prompt: idea.prompt });
  if (conceptSchema.safeParse(concept).success) schemaOk++;
  if (concept.category === idea.category) correct++;
  else misses.push(`  ✗ categoría ${concept.category} (esperada ${idea.category}): ${idea.prompt}`);
  const hits = concept.features.filter((f) => {
    const folded = foldText(f);
    return idea.keywords.some((k) => folded.includes(k));
  }).length;
  if (hits >= 2) relevant++;
  else weak.push(`  · ${hits} funcionalidad(es) con palabra clave esperada: ${idea.prompt}`);
}

// ——— Timing ———
// Warm-up so JIT compilation is not measured.
for (const idea of IDEAS) {
  const c = generateOfflineConcept({ prompt: idea.prompt });
  generateOfflineSpecification({ concept: c, prompt: idea.prompt, maxTokens: 4000 });
  renderOfflinePreviewSvg(c);
}
const engineTimes: number[] = [];
const conceptTimes: number[] = [];
const baselineTimes: number[] = [];
let sink = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const idea of IDEAS) {
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

const pct = (n: number) => ((100 * n) / IDEAS.length).toFixed(1);
const ms = (n: number) => n.toFixed(3);
const p50 = percentile(engineTimes, 50);
const p95 = percentile(engineTimes, 95);
const b50 = percentile(baselineTimes, 50);
const b95 = percentile(baselineTimes, 95);

console.log('Motor offline de conceptos: bench');
console.log(`Ideas etiquetadas: ${IDEAS.length} · rondas de tiempo: ${ROUNDS}`);
console.log('');
console.log(`Precisión de categoría: ${pct(correct)} % (${correct}/${IDEAS.length})`);
console.log(
  `Relevancia de funcionalidades: ${pct(relevant)} % (${relevant}/${IDEAS.length}) ` +
    '(ideas con ≥ 2 funcionalidades que contienen alguna palabra clave esperada)',
);
console.log(`Conceptos válidos según conceptSchema: ${schemaOk}/${IDEAS.length}`);
if (misses.length > 0) console.log(`Fallos de categoría:\n${misses.join('\n')}`);
if (weak.length > 0) console.log(`Ideas con poca relevancia:\n${weak.join('\n')}`);
console.log('');
console.log(
  `Concepto solo:            p50 ${ms(percentile(conceptTimes, 50))} ms · p95 ${ms(percentile(conceptTimes, 95))} ms`,
);
console.log(
  `Concepto + spec + SVG:    p50 ${ms(p50)} ms · p95 ${ms(p95)} ms (objetivo p95 ≤ 50 ms)`,
);
console.log(`Línea base (normalizar + JSON.stringify): p50 ${ms(b50)} ms · p95 ${ms(b95)} ms`);
console.log(
  `Ratio motor / línea base: p50 ×${(p50 / Math.max(b50, 1e-6)).toFixed(1)} · p95 ×${(p95 / Math.max(b95, 1e-6)).toFixed(1)}`,
);
if (sink === 0) console.log('');
