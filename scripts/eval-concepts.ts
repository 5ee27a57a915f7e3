// `npm run eval:concepts`: how well the offline engine's concepts follow the idea (issue 19).
// Prints, for the team set and the two held-out sets separately, core capture, clean rate, both,
// category accuracy and data-model validity; then the worst team examples. The held-out set
// is only ever printed as aggregate figures: never tune on it (eval/concepts/README.md).
import { readFileSync } from 'node:fs';
import {
  type Figures,
  figures,
  type IdeaResult,
  isLabelledIdea,
  type LabelledIdea,
  scoreIdea,
} from '../server/lib/ai/offline/evaluate.ts';
import { generateOfflineConcept } from '../server/lib/ai/offline/index.ts';

function load(name: string): LabelledIdea[] {
  const raw = JSON.parse(
    readFileSync(new URL(`../eval/concepts/${name}`, import.meta.url), 'utf8'),
  );
  if (!Array.isArray(raw) || !raw.every(isLabelledIdea))
    throw new Error(`${name}: formato no válido`);
  return raw;
}

function run(ideas: LabelledIdea[]): IdeaResult[] {
  return ideas.map((idea) => scoreIdea(idea, generateOfflineConcept({ prompt: idea.idea })));
}

function line(label: string, f: Figures): string {
  return `${label.padEnd(12)} ideas ${String(f.ideas).padStart(3)} · núcleo ${f.core.toFixed(1)} % · limpio ${f.clean.toFixed(1)} % · ambos ${f.both.toFixed(1)} % · categoría ${f.category.toFixed(1)} % · modelo de datos ${f.model.toFixed(1)} %`;
}

const team = run(load('team.json'));
// `--team` leaves the held-out sets out entirely, for a tuning session that must not see them.
const onlyTeam = process.argv.includes('--team');
const heldOut = onlyTeam ? [] : run(load('held-out.json'));
const heldOut2 = onlyTeam ? [] : run(load('held-out-2.json'));

console.log('Conceptos del motor sin conexión frente a las ideas anotadas (issue 19)');
console.log(
  'Objetivo: núcleo ≥ 90 %, limpio ≥ 95 %, ambos ≥ 90 %, categoría ≥ 90 %, modelo 100 %\n',
);
console.log(line('equipo', figures(team)));
if (!onlyTeam) {
  console.log(line('reservado', figures(heldOut)));
  console.log(line('reservado 2', figures(heldOut2)));
}

const worstCount = Number(process.argv.find((a) => a.startsWith('--worst='))?.slice(8) ?? 12);
const worst = team
  .filter((r) => !r.captured || !r.clean || !r.categoryOk || !r.modelOk)
  .sort(
    (a, b) =>
      Number(a.captured && a.clean) - Number(b.captured && b.clean) ||
      b.missed.length + b.foreignHits.length - (a.missed.length + a.foreignHits.length),
  )
  .slice(0, worstCount);
if (worst.length > 0) console.log(`\nPeores ejemplos del conjunto del equipo (${worst.length}):`);
for (const r of worst) {
  console.log(`\n· ${r.idea.idea}`);
  console.log(
    `  → ${r.concept.name} (${r.concept.category}${r.categoryOk ? '' : `, esperada ${r.idea.category}`})`,
  );
  if (r.missed.length > 0) console.log(`  falta: ${r.missed.join(', ')}`);
  if (r.foreignHits.length > 0) console.log(`  ajeno: ${r.foreignHits.join(', ')}`);
  if (process.argv.includes('--verbose')) {
    console.log(`  ${r.concept.description}`);
    for (const f of r.concept.features) console.log(`   - ${f}`);
    for (const s of r.concept.userStories) console.log(`   * ${s}`);
  }
}
