// Bench for the offline concept engine. Run: node_modules/.bin/node bench/offline-engine.ts
// Prints (never asserts) the time of concept + data model + specification + preview for each
// idea, p50/p95, against the engine as it was before issue 37 (commit ab0709b, the reader of decision 0150), loaded from git
// history into a temporary directory and run in the same process, in interleaved rounds. It
// also prints the one-off cost of loading the Spanish dictionary. Quality figures are printed
// by `npm run eval:concepts`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fmt, percentile, tempDir } from './lib.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE_COMMIT = 'ab0709b';
const ROUNDS = 15;

interface Engine {
  generateOfflineConcept(input: { prompt: string }): { name: string };
  generateOfflineSpecification(input: {
    concept: never;
    prompt: string;
    maxTokens: number;
  }): string;
  renderOfflinePreviewSvg(concept: never, opts: { mobile: boolean }): string;
}

/** The engine at BASELINE_COMMIT, written out of git history next to a link to node_modules. */
async function loadBaseline(): Promise<{ engine: Engine; dir: string } | null> {
  const dir = tempDir('forja-engine-baseline-');
  try {
    const files = execFileSync(
      'git',
      ['ls-tree', '-r', '--name-only', BASELINE_COMMIT, 'server/lib/ai/offline', 'contracts'],
      { cwd: ROOT, encoding: 'utf8' },
    )
      .split('\n')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files) {
      const body = execFileSync('git', ['show', `${BASELINE_COMMIT}:${file}`], {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
      });
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), body);
    }
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    const engine = (await import(
      pathToFileURL(join(dir, 'server/lib/ai/offline/index.ts')).href
    )) as Engine;
    return { engine, dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `(Sin línea base: no se pudo leer ${BASELINE_COMMIT} del historial de git: ${String(error).slice(0, 120)})`,
    );
    return null;
  }
}

const ideas: string[] = [
  ...(
    JSON.parse(readFileSync(join(ROOT, 'eval/concepts/team.json'), 'utf8')) as { idea: string }[]
  ).map((i) => i.idea),
  (await import('./ideas.ts')).IDEAS.map((i) => i.prompt),
].flat();
ideas.push(
  'panadería',
  'x'.repeat(2000),
  'Una app para que los vecinos se presten herramientas. '.repeat(36).slice(0, 2000),
);

// One-off cost of reading the dictionary (done once per process, at the first idea).
const heapBefore = process.memoryUsage().heapUsed;
const t0 = performance.now();
const { warmMorphology } = await import('../server/lib/ai/offline/morphology.ts');
const lemmas = warmMorphology();
const loadMs = performance.now() - t0;
const heapAfter = process.memoryUsage().heapUsed;

const current = (await import('../server/lib/ai/offline/index.ts')) as unknown as Engine;
const baseline = await loadBaseline();

function once(engine: Engine, prompt: string): number {
  const start = performance.now();
  const concept = engine.generateOfflineConcept({ prompt }) as never;
  const spec = engine.generateOfflineSpecification({ concept, prompt, maxTokens: 4000 });
  const svg = engine.renderOfflinePreviewSvg(concept, { mobile: false });
  const took = performance.now() - start;
  if (spec.length + svg.length === 0) throw new Error('salida vacía');
  return took;
}

// Warm-up (JIT, caches) for both engines.
for (let i = 0; i < 2; i++) {
  for (const prompt of ideas) {
    once(current, prompt);
    if (baseline) once(baseline.engine, prompt);
  }
}
const now: number[] = [];
const before: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const prompt of ideas) {
    // Interleaved, alternating which engine goes first.
    if (baseline && round % 2 === 1) before.push(once(baseline.engine, prompt));
    now.push(once(current, prompt));
    if (baseline && round % 2 === 0) before.push(once(baseline.engine, prompt));
  }
}
now.sort((a, b) => a - b);
before.sort((a, b) => a - b);

const ms = (n: number) => `${fmt(n, 2)} ms`;
console.log('Motor sin conexión: concepto + modelo de datos + especificación + vista previa');
console.log(
  `Diccionario (dictionary-es): ${lemmas.toLocaleString('es')} lemas; importar y leer: ${ms(loadMs)}, ` +
    `${fmt((heapAfter - heapBefore) / 1e6, 1)} MB de montículo (una vez por proceso)`,
);
console.log(
  `${ROUNDS} rondas × ${ideas.length} ideas = ${now.length} muestras por motor, tras calentamiento`,
);
console.log(
  `  Actual:            p50 ${ms(percentile(now, 50))} · p95 ${ms(percentile(now, 95))} · máx ${ms(now.at(-1) ?? 0)} (objetivo p95 ≤ 50 ms)`,
);
if (baseline) {
  console.log(
    `  Antes (${BASELINE_COMMIT}):   p50 ${ms(percentile(before, 50))} · p95 ${ms(percentile(before, 95))} · máx ${ms(before.at(-1) ?? 0)}`,
  );
  console.log(
    `  Ratio actual/antes: p50 ×${fmt(percentile(now, 50) / percentile(before, 50), 2)} · p95 ×${fmt(percentile(now, 95) / percentile(before, 95), 2)}`,
  );
  rmSync(baseline.dir, { recursive: true, force: true });
}
