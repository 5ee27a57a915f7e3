// Trains the pattern classifier (issue 37): a multinomial naive Bayes over the ideas' content
// lemmas (server/engine/patterns/classifier.ts), on the patterns' own examples and the team's
// annotated ideas (eval/apps/team-*.json; never the held-out or blind sets). Prints a 5-fold
// cross-validated accuracy of the first pattern chosen by the whole engine, then writes the
// weights of the model trained on everything to classifier-weights.ts.
//   node scripts/train-patterns.ts [--scale N] [--dry]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { analyzeText } from '../server/engine/analysis/analyze.ts';
import { PATTERNS } from '../server/engine/patterns/catalogue.ts';
import {
  type ClassifierWeights,
  featuresOf,
  setWeights,
} from '../server/engine/patterns/classifier.ts';
import { planIdea } from '../server/engine/plan.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const SCALE = Number(arg('--scale') ?? 8);
const dry = process.argv.includes('--dry');

type Example = { idea: string; label: string; weight: number; team: boolean };
const examples: Example[] = [];
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

// 5-fold cross-validation over the team items (pattern examples always train).
const teamIdx = examples.map((e, i) => (e.team && e.weight === 1 ? i : -1)).filter((i) => i >= 0);
let right = 0;
let rightCues = 0;
for (let fold = 0; fold < 5; fold++) {
  const test = new Set(teamIdx.filter((_, n) => n % 5 === fold));
  const testIdeas = new Set([...test].map((i) => examples[i]!.idea));
  const trainIdx = examples.map((_, i) => i).filter((i) => !testIdeas.has(examples[i]!.idea));
  setWeights(train(trainIdx));
  for (const i of test)
    if (planIdea(examples[i]!.idea).patterns[0]?.pattern.id === examples[i]!.label) right++;
}
setWeights({ labels: [], prior: [], features: {}, unseen: [], scale: 0 });
for (const i of teamIdx)
  if (planIdea(examples[i]!.idea).patterns[0]?.pattern.id === examples[i]!.label) rightCues++;
console.log(
  `team items: ${teamIdx.length}; first pattern right, cues alone: ${rightCues} (${((100 * rightCues) / teamIdx.length).toFixed(1)} %); cues + classifier, 5-fold: ${right} (${((100 * right) / teamIdx.length).toFixed(1)} %)`,
);

const model = train(examples.map((_, i) => i));
console.log(`features kept: ${Object.keys(model.features).length}`);
if (!dry) {
  writeFileSync(
    new URL('../server/engine/patterns/classifier-weights.ts', import.meta.url),
    `// Written by scripts/train-patterns.ts; do not edit by hand.\nimport type { ClassifierWeights } from './classifier.ts';\n\nexport const WEIGHTS: ClassifierWeights = ${JSON.stringify(model)};\n`,
  );
  console.log('wrote server/engine/patterns/classifier-weights.ts');
}
