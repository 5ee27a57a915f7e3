// Trains the pattern classifier (issue 37): a multinomial naive Bayes over the ideas' content
// lemmas (server/engine/patterns/classifier.ts), on the patterns' own examples and the team's
// annotated ideas (eval/apps/team-*.json; never the held-out or blind sets). Prints a 5-fold
// cross-validated accuracy of the first pattern chosen by the whole engine, then writes the
// weights of the model trained on everything to classifier-weights.ts. Then trains the choice of a
// second pattern (server/engine/patterns/choose.ts): a logistic model over each candidate's
// features, computed with the classifier of the fold that did not see the idea. Each fold's ideas
// are then planned and scored by the whole engine with the classifier and the second model of
// the other folds (decision 0302): per fold, the fit rate, how many annotated second (and third)
// patterns are found, and how many patterns the engine adds are annotated. The threshold is the
// one that fits most ideas over the folds; writes second-weights.ts.
//   node scripts/train-patterns.ts [--scale N] [--dry] [--dump cv.json]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { analyzeText } from '../server/engine/analysis/analyze.ts';
import { emitDefinition } from '../server/engine/emit.ts';
import { loadEvalSets } from '../server/engine/eval/load.ts';
import { scoreItem } from '../server/engine/eval/score.ts';
import { PATTERNS } from '../server/engine/patterns/catalogue.ts';
import {
  MIN_SCORE,
  patternScores,
  SECOND_FEATURES,
  type SecondWeights,
  secondCandidates,
  setSecondWeights,
} from '../server/engine/patterns/choose.ts';
import {
  type ClassifierWeights,
  featuresOf,
  setWeights,
} from '../server/engine/patterns/classifier.ts';
import { SECOND_WEIGHTS } from '../server/engine/patterns/second-weights.ts';
import { planIdea } from '../server/engine/plan.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const SCALE = Number(arg('--scale') ?? 8);
const dry = process.argv.includes('--dry');

type Example = { idea: string; label: string; weight: number; team: boolean };
const examples: Example[] = [];
const annotated = new Map<string, string[]>();
for (const p of PATTERNS)
  for (const idea of p.examples) examples.push({ idea, label: p.id, weight: 1, team: false });
const dir = new URL('../eval/apps/', import.meta.url);
for (const file of readdirSync(dir)
  .filter((f) => /^team-.*\.json$/.test(f))
  .sort()) {
  const items = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
    idea: string;
    patterns: string[];
  }[];
  for (const item of items) {
    annotated.set(item.idea, item.patterns);
    const [first, second] = item.patterns;
    if (first) examples.push({ idea: item.idea, label: first, weight: 1, team: true });
    if (second) examples.push({ idea: item.idea, label: second, weight: 0.5, team: true });
  }
}
const labels = PATTERNS.map((p) => p.id).filter((id) => id !== 'registro-general');
const feats = examples.map((e) => featuresOf(analyzeText(e.idea)));

function train(indices: number[]): ClassifierWeights {
  const k = labels.length;
  const docs = new Array(k).fill(0);
  const totals = new Array(k).fill(0);
  const counts = new Map<string, number[]>();
  for (const i of indices) {
    const li = labels.indexOf(examples[i]!.label);
    if (li < 0) continue;
    const w = examples[i]!.weight;
    docs[li] += w;
    for (const f of feats[i]!) {
      let c = counts.get(f);
      if (!c) {
        c = new Array(k).fill(0);
        counts.set(f, c);
      }
      c[li] += w;
      totals[li] += w;
    }
  }
  const vocab = counts.size;
  const alpha = 0.5;
  const allDocs = docs.reduce((a, b) => a + b, 0);
  const features: Record<string, number[]> = {};
  // Only features seen at least twice, to keep the table small and the votes steady.
  for (const [f, c] of counts) {
    if (c.reduce((a, b) => a + b, 0) < 2) continue;
    features[f] = c.map((n, li) =>
      Number(Math.log((n + alpha) / (totals[li] + alpha * vocab)).toFixed(3)),
    );
  }
  return {
    labels,
    prior: docs.map((d) => Number(Math.log((d + 1) / (allDocs + k)).toFixed(3))),
    features,
    unseen: totals.map((t) => Number(Math.log(alpha / (t + alpha * vocab)).toFixed(3))),
    scale: SCALE,
  };
}

// 5-fold cross-validation over the team items (pattern examples always train): an idea's fold is
// its place among the team items, modulo 5. The candidates for a second pattern are read here
// too, each with the classifier that did not see its idea.
const FOLDS = 5;
/** The thresholds the whole engine is cross-validated with, beside the model's own best. */
const THRESHOLDS = [0.175, 0.2, 0.225, 0.25, 0.3];
const teamIdx = examples.map((e, i) => (e.team && e.weight === 1 ? i : -1)).filter((i) => i >= 0);
const foldOf = new Map<string, number>(teamIdx.map((i, n) => [examples[i]!.idea, n % FOLDS]));
let right = 0;
let rightCues = 0;
type Candidate = { features: number[]; wanted: boolean };
const ideasCandidates: { idea: string; fold: number; multi: boolean; candidates: Candidate[] }[] =
  [];
const classifiers: ClassifierWeights[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const test = teamIdx.filter((i) => foldOf.get(examples[i]!.idea) === fold);
  const testIdeas = new Set(test.map((i) => examples[i]!.idea));
  const trainIdx = examples.map((_, i) => i).filter((i) => !testIdeas.has(examples[i]!.idea));
  classifiers.push(train(trainIdx));
  setWeights(classifiers[fold]!);
  for (const i of test) {
    if (planIdea(examples[i]!.idea).patterns[0]?.pattern.id === examples[i]!.label) right++;
    const idea = analyzeText(examples[i]!.idea);
    const ranked = patternScores(idea);
    if (!ranked[0] || ranked[0].score < MIN_SCORE) continue;
    const wanted = annotated.get(examples[i]!.idea) ?? [];
    ideasCandidates.push({
      idea: examples[i]!.idea,
      fold,
      multi: wanted.length > 1,
      candidates: secondCandidates(idea, ranked)
        .filter((c) => c.candidate.score > 0)
        .map((c) => ({
          features: c.features,
          wanted: wanted.includes(c.candidate.pattern.id) && c.candidate !== ranked[0],
        })),
    });
  }
}
setWeights({ labels: [], prior: [], features: {}, unseen: [], scale: 0 });
for (const i of teamIdx)
  if (planIdea(examples[i]!.idea).patterns[0]?.pattern.id === examples[i]!.label) rightCues++;
console.log(
  `team items: ${teamIdx.length}; first pattern right, cues alone: ${rightCues} (${((100 * rightCues) / teamIdx.length).toFixed(1)} %); cues + classifier, 5-fold: ${right} (${((100 * right) / teamIdx.length).toFixed(1)} %)`,
);

// The second pattern: logistic regression, L2, plain gradient descent (deterministic).
function fitLogistic(rows: Candidate[]): number[] {
  const d = SECOND_FEATURES.length;
  const w = new Array(d).fill(0);
  const lambda = 0.01;
  for (let step = 0; step < 3000; step++) {
    const grad = new Array(d).fill(0);
    for (const r of rows) {
      let z = 0;
      for (let k = 0; k < d; k++) z += w[k] * r.features[k]!;
      const err = 1 / (1 + Math.exp(-z)) - (r.wanted ? 1 : 0);
      for (let k = 0; k < d; k++) grad[k] += err * r.features[k]!;
    }
    for (let k = 0; k < d; k++) w[k] -= 0.5 * (grad[k] / rows.length + (k ? lambda * w[k] : 0));
  }
  return w.map((x) => Number(x.toFixed(4)));
}
const probability = (w: number[], f: number[]) =>
  1 / (1 + Math.exp(-f.reduce((z, x, k) => z + x * (w[k] ?? 0), 0)));
/** Per fold, the second model trained on the other folds' ideas. */
const secondOfFold: number[][] = [];
/** Per idea, the best candidate's probability and whether it is wanted. */
const decisions: { p: number; wanted: boolean; multi: boolean }[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const w = fitLogistic(
    ideasCandidates.filter((x) => x.fold !== fold).flatMap((x) => x.candidates),
  );
  secondOfFold.push(w);
  for (const x of ideasCandidates) {
    if (x.fold !== fold) continue;
    let best = { p: 0, wanted: false, multi: x.multi };
    for (const c of x.candidates) {
      const p = probability(w, c.features);
      if (p > best.p) best = { p, wanted: c.wanted, multi: x.multi };
    }
    decisions.push(best);
  }
}
let threshold = 0.5;
let bestGain = Number.NEGATIVE_INFINITY;
for (let t = 0.2; t <= 0.8001; t += 0.025) {
  const chosen = decisions.filter((d) => d.p >= t);
  const gain = chosen.filter((d) => d.wanted).length - chosen.filter((d) => !d.wanted).length;
  if (gain > bestGain) {
    bestGain = gain;
    threshold = Number(t.toFixed(3));
  }
}
console.log(
  `ideas whose wanted second is among the candidates: ${ideasCandidates.filter((x) => x.candidates.some((c) => c.wanted)).length}`,
);
for (const t of [0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5]) {
  const c = decisions.filter((d) => d.p >= t);
  console.log(
    `  threshold ${t}: right ${c.filter((d) => d.wanted).length}, wrong ${c.filter((d) => !d.wanted).length}`,
  );
}
const chosenCv = decisions.filter((d) => d.p >= threshold);
console.log(
  `second pattern, model alone, 5-fold: ideas with two or more annotated ${decisions.filter((d) => d.multi).length}; chosen right ${chosenCv.filter((d) => d.wanted).length}, chosen wrong ${chosenCv.filter((d) => !d.wanted).length} (threshold ${threshold})`,
);

// The whole engine, 5-fold: each fold's ideas planned and scored with the classifier and the
// second model that did not see them. An annotated pattern after the first counts as found when
// the engine chooses it, when a chosen pattern covers it (`covers`), or when the app has every
// required list the designer drew (the first app's lists do the other pattern's work); a pattern
// the engine adds counts as right only when the designer annotated it.
const items = new Map(
  loadEvalSets(new URL('../eval/apps/', import.meta.url).pathname)
    .items.filter((x) => x.set === 'team')
    .map((x) => [x.item.idea, x.item]),
);
type Tally = {
  fits: number;
  ideas: number;
  wanted: number[];
  found: number[];
  chosenOnly: number[];
  added: number;
  addedRight: number;
};
const tally = (): Tally => ({
  fits: 0,
  ideas: 0,
  wanted: [0, 0],
  found: [0, 0],
  chosenOnly: [0, 0],
  added: 0,
  addedRight: 0,
});
/** `--dump FILE`: each idea's cross-validated choice, to read (team ideas only). */
const dump: object[] | undefined = arg('--dump') ? [] : undefined;
function engineFolds(threshold: number): Tally[] {
  const out: Tally[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    setWeights(classifiers[fold]!);
    setSecondWeights({ features: [...SECOND_FEATURES], weights: secondOfFold[fold]!, threshold });
    const f = tally();
    for (const i of teamIdx) {
      const text = examples[i]!.idea;
      const item = items.get(text);
      if (foldOf.get(text) !== fold || !item) continue;
      const plan = planIdea(text);
      const score = scoreItem(item, emitDefinition(plan).definition);
      const chosen = plan.patterns.map((p) => p.pattern);
      f.ideas++;
      if (score.fits) f.fits++;
      dump?.push({
        id: item.id,
        fold,
        threshold,
        fits: score.fits,
        wanted: item.patterns,
        chosen: chosen.map((p) => p.id),
        missing: score.required.missing,
        fitsNothing: score.fitsNothing,
        idea: text,
      });
      item.patterns.slice(1, 3).forEach((id, k) => {
        f.wanted[k]!++;
        const picked = chosen.some((p) => p.id === id);
        if (picked) f.chosenOnly[k]!++;
        if (
          picked ||
          chosen.some((p) => p.covers?.patterns.includes(id)) ||
          score.required.missing.length === 0
        )
          f.found[k]!++;
      });
      for (const p of chosen.slice(1)) {
        f.added++;
        if (item.patterns.includes(p.id)) f.addedRight++;
      }
    }
    out.push(f);
  }
  setWeights({ labels: [], prior: [], features: {}, unseen: [], scale: 0 });
  return out;
}
const pc = (a: number, b: number) => `${a}/${b} (${b ? ((100 * a) / b).toFixed(1) : '—'} %)`;
function sum(folds: Tally[]): Tally {
  const t = tally();
  for (const f of folds) {
    for (const k of ['fits', 'ideas', 'added', 'addedRight'] as const) t[k] += f[k];
    for (const k of [0, 1]) {
      t.wanted[k]! += f.wanted[k]!;
      t.found[k]! += f.found[k]!;
      t.chosenOnly[k]! += f.chosenOnly[k]!;
    }
  }
  return t;
}
const line = (f: Tally) =>
  `fits ${pc(f.fits, f.ideas)}; second annotated found ${pc(f.found[0]!, f.wanted[0]!)} (chosen ${f.chosenOnly[0]}), third ${pc(f.found[1]!, f.wanted[1]!)} (chosen ${f.chosenOnly[1]}); patterns added right ${pc(f.addedRight, f.added)}`;
// The threshold the whole engine fits most ideas with, over the folds (the higher one on a tie:
// a second list that fits nothing is worse than one the writer adds).
let best: { threshold: number; folds: Tally[]; fits: number } | null = null;
for (const t of [...new Set([threshold, ...THRESHOLDS])].sort((a, b) => a - b)) {
  const folds = engineFolds(t);
  const all = sum(folds);
  console.log(`  threshold ${t}: whole engine, 5-fold: ${line(all)}`);
  if (!best || all.fits >= best.fits) best = { threshold: t, folds, fits: all.fits };
}
threshold = best!.threshold;
for (const [fold, f] of best!.folds.entries()) console.log(`  fold ${fold}: ${line(f)}`);
console.log(`whole engine, 5-fold, threshold ${threshold}: ${line(sum(best!.folds))}`);
setSecondWeights(SECOND_WEIGHTS);

if (dump) writeFileSync(arg('--dump')!, JSON.stringify(dump, null, 1));
const secondModel: SecondWeights = {
  features: [...SECOND_FEATURES],
  weights: fitLogistic(ideasCandidates.flatMap((x) => x.candidates)),
  threshold,
};
console.log(
  `second pattern weights: ${SECOND_FEATURES.map((f, k) => `${f} ${secondModel.weights[k]}`).join(', ')}`,
);

const model = train(examples.map((_, i) => i));
console.log(`features kept: ${Object.keys(model.features).length}`);
if (!dry) {
  writeFileSync(
    new URL('../server/engine/patterns/classifier-weights.ts', import.meta.url),
    `// Written by scripts/train-patterns.ts; do not edit by hand.\nimport type { ClassifierWeights } from './classifier.ts';\n\nexport const WEIGHTS: ClassifierWeights = ${JSON.stringify(model)};\n`,
  );
  console.log('wrote server/engine/patterns/classifier-weights.ts');
  writeFileSync(
    new URL('../server/engine/patterns/second-weights.ts', import.meta.url),
    `// Written by scripts/train-patterns.ts; do not edit by hand.\nimport type { SecondWeights } from './choose.ts';\n\nexport const SECOND_WEIGHTS: SecondWeights = ${JSON.stringify(secondModel)};\n`,
  );
  console.log('wrote server/engine/patterns/second-weights.ts');
}
