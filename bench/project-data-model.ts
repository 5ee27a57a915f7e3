import { performance } from 'node:perf_hooks';
import type { ProjectRow } from '../server/db/types.ts';
import { createOfflineAiClient } from '../server/lib/ai/offline-client.ts';
import { encodeAppData } from '../server/modules/projects/app-data.ts';
import {
  NEW_PROJECT_ROW_DEFAULTS,
  toProjectDetail,
} from '../server/modules/projects/project-mapper.ts';
import { IDEAS } from './ideas.ts';
import { fmt, percentile } from './lib.ts';

// What issue 19 adds to reading a project's detail (the owner page's GET): a project saved
// with its data model (baseline: the stored model is checked against the contract) against a
// project saved before issue 19 (the model is derived on every read). Same rows, interleaved
// rounds, medians and p95 per read, in one process.
//   node bench/project-data-model.ts [rounds=15]

const ROUNDS = Number(process.argv[2] ?? 15);
const ai = createOfflineAiClient();
const now = new Date().toISOString();

async function rowsFor(prompt: string, i: number): Promise<{ saved: ProjectRow; old: ProjectRow }> {
  const { concept } = await ai.generateConcept({ prompt });
  const appData = {
    features: concept.features,
    techStack: concept.techStack,
    userStories: concept.userStories,
    complexity: concept.estimatedComplexity,
    detailedSpec: `# ${concept.name}\n\nEspecificación.`,
    uploadedFiles: [],
    generatedAt: now,
    aiGenerated: false,
  };
  const saved: ProjectRow = {
    ...NEW_PROJECT_ROW_DEFAULTS,
    id: `p${i}`,
    userId: 'u',
    name: concept.name,
    slug: `p-${i}`,
    description: concept.description,
    category: concept.category,
    prompt,
    status: 'active',
    isPublic: 1,
    isLaunched: 1,
    launchedAt: now,
    appData: encodeAppData({ ...appData, dataModel: concept.dataModel as never }),
    createdAt: now,
    updatedAt: now,
  };
  // The same project as saved before issue 19: no dataModel in its appData.
  return { saved, old: { ...saved, appData: JSON.stringify(appData) } };
}

const pairs = await Promise.all(IDEAS.map((idea, i) => rowsFor(idea.prompt, i)));

function round(rows: ProjectRow[]): number[] {
  return rows.map((row) => {
    const t0 = performance.now();
    const detail = toProjectDetail(row);
    const ms = performance.now() - t0;
    if (!detail.concept?.dataModel.entities.length) throw new Error('no data model');
    return ms;
  });
}

// Warm-up (JIT, the engine's dictionaries), then interleaved rounds.
round(pairs.map((p) => p.saved));
round(pairs.map((p) => p.old));
const saved: number[] = [];
const old: number[] = [];
const medians = { saved: [] as number[], old: [] as number[] };
for (let r = 0; r < ROUNDS; r++) {
  const a = round(pairs.map((p) => p.saved));
  const b = round(pairs.map((p) => p.old));
  saved.push(...a);
  old.push(...b);
  medians.saved.push(
    percentile(
      [...a].sort((x, y) => x - y),
      50,
    ),
  );
  medians.old.push(
    percentile(
      [...b].sort((x, y) => x - y),
      50,
    ),
  );
}
saved.sort((a, b) => a - b);
old.sort((a, b) => a - b);
const med = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

console.log(`Project detail shaping, ${pairs.length} projects × ${ROUNDS} rounds (ms per read)`);
console.log(
  `  saved with its data model:  median ${fmt(percentile(saved, 50), 3)}  p95 ${fmt(percentile(saved, 95), 3)}`,
);
console.log(
  `  derived on read (old row):  median ${fmt(percentile(old, 50), 3)}  p95 ${fmt(percentile(old, 95), 3)}`,
);
console.log(
  `  ratio derived / saved (median of round medians): ${fmt(med(medians.old) / med(medians.saved), 2)}×`,
);
