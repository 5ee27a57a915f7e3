// `npm run eval:apps`: how well the generated apps follow the idea (issue 37, eval/apps/README.md).
// Generates each annotated idea's app definition and scores it against the data model a designer
// would draw (server/engine/eval/score.ts). Prints, for the team, held-out and blind sets
// separately, the fit rate and each figure; for the team set only, the figures per pattern and
// the worst examples. Held-out and blind sets are only ever printed as aggregate figures (never
// tune on them) unless `--show-held-out` is given.
//
//   node scripts/eval-apps.ts [--set team|held-out|blind] [--engine old|new] [--json out.json]
//                             [--worst=N] [--show-held-out] [--dir eval/apps]
//
// --engine old: today's engine, the offline reader's data model as an app definition (what
// generateOfflineConcept gave before issue 37).
// --engine new (default): `generateAppDefinition(idea)` of server/engine/index.ts; when that
// module cannot be loaded, one line says so and the old engine runs instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { definitionFromDataModel } from '../contracts/app-definition.ts';
import type { DataModel } from '../contracts/data-model.ts';
import { catalogueIds, EVAL_SETS, type EvalSet, loadEvalSets } from '../server/engine/eval/load.ts';
import {
  type AnnotatedItem,
  badness,
  type ItemScore,
  type ScoredApp,
  type SetFigures,
  scoreItem,
  setFigures,
} from '../server/engine/eval/score.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    engine: { type: 'string', default: 'new' },
    json: { type: 'string' },
    worst: { type: 'string', default: '15' },
    'show-held-out': { type: 'boolean', default: false },
    dir: { type: 'string' },
  },
});
if (values.set !== undefined && !(EVAL_SETS as readonly string[]).includes(values.set)) {
  console.error(`--set debe ser uno de: ${EVAL_SETS.join(', ')}`);
  process.exit(2);
}
if (values.engine !== 'old' && values.engine !== 'new') {
  console.error('--engine debe ser old o new');
  process.exit(2);
}
const showHeldOut = values['show-held-out'];
const worstCount = Number(values.worst);

type Generate = (idea: string) => Promise<ScoredApp>;

const OLD_READER = '../server/lib/ai/offline/reader.ts';
const OLD_MODEL = '../server/lib/ai/offline/data-model.ts';
const firstLine = (error: unknown) => (error as Error).message.split('\n')[0];

const viaConcept: Generate = async (idea) => {
  const { generateOfflineConcept } = await import('../server/lib/ai/offline/index.ts');
  const model = generateOfflineConcept({ prompt: idea }).dataModel;
  if (!model) throw new Error('el concepto no trae modelo de datos');
  return definitionFromDataModel(model);
};

/**
 * Today's engine: the data model of the offline reader (reader.ts → data-model.ts), which is what
 * `generateOfflineConcept` gave before it was routed through server/engine/. Loaded by path, so
 * the baseline stays the same while the concept is rewired; if those modules are gone, the
 * concept's data model stands in (and a line says so).
 */
async function oldEngine(): Promise<Generate> {
  try {
    const reader = (await import(OLD_READER)) as { readIdea: (idea: string) => unknown };
    const model = (await import(OLD_MODEL)) as { dataModelFromReading: (r: unknown) => DataModel };
    return async (idea) =>
      definitionFromDataModel(model.dataModelFromReading(reader.readIdea(idea)));
  } catch (error) {
    console.log(
      `El lector sin conexión no se puede cargar (${firstLine(error)}): el motor actual es el modelo de datos de generateOfflineConcept (el motor anterior a issue 37 está en el commit 97cb17d: «git archive 97cb17d», este script y --dir).`,
    );
    return viaConcept;
  }
}
async function chooseEngine(): Promise<{ name: 'old' | 'new'; generate: Generate }> {
  if (values.engine === 'old') return { name: 'old', generate: await oldEngine() };
  try {
    const path = '../server/engine/index.ts';
    const mod = (await import(path)) as { generateAppDefinition?: unknown };
    const fn = mod.generateAppDefinition;
    if (typeof fn !== 'function') throw new Error('no exporta generateAppDefinition');
    return {
      name: 'new',
      generate: async (idea) => {
        const app = (await fn(idea)) as ScoredApp;
        if (!Array.isArray(app?.entities))
          throw new Error('generateAppDefinition no devolvió una definición con entidades');
        return app;
      },
    };
  } catch (error) {
    console.log(
      `El motor nuevo (server/engine/index.ts) no se puede cargar (${firstLine(error)}): se usa el motor actual.`,
    );
    return { name: 'old', generate: await oldEngine() };
  }
}

interface Run {
  set: EvalSet;
  file: string;
  score: ItemScore;
  ms: number;
  error: string | null;
}

async function runItem(
  generate: Generate,
  set: EvalSet,
  file: string,
  item: AnnotatedItem,
): Promise<Run> {
  const start = performance.now();
  let app: ScoredApp = { entities: [] };
  let error: string | null = null;
  try {
    app = await generate(item.idea);
  } catch (e) {
    error = (e as Error).message;
  }
  const ms = performance.now() - start;
  return { set, file, score: scoreItem(item, app), ms, error };
}

// ---------- printing ----------

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const ratio = (a: number, b: number) =>
  b === 0 ? '—' : `${a}/${b} (${((100 * a) / b).toFixed(1)} %)`;
const median = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

function printFigures(title: string, f: SetFigures, runs: Run[]): void {
  console.log(`\n${title}: ${f.items} ideas`);
  console.log(`  encaja                          ${f.fits}/${f.items} (${f.fitRate.toFixed(1)} %)`);
  console.log(`  entidades requeridas presentes  ${pct(f.required)} (media)`);
  console.log(`  relaciones presentes            ${pct(f.relations)} (media)`);
  console.log(`  campos clave presentes          ${pct(f.keyFields)} (media)`);
  console.log(
    `  tipos de campos clave           ${ratio(f.keyFieldTypes.agree, f.keyFieldTypes.total)}`,
  );
  console.log(`  entidades que no encajan        ${f.fitsNothingPerIdea.toFixed(2)} por idea`);
  console.log(
    `  solo Nombre y Descripción       ${ratio(f.bare.count, f.bare.entities)} entidades`,
  );
  console.log(`  reglas que coinciden            ${ratio(f.rules.agree, f.rules.total)}`);
  console.log(
    `  visitantes crean donde deben    ${ratio(f.visitorsCreate.ok, f.visitorsCreate.total)}`,
  );
  const errors = runs.filter((r) => r.error).length;
  console.log(
    `  generación: mediana ${median(runs.map((r) => r.ms)).toFixed(0)} ms por idea${errors ? ` · ${errors} sin app (error)` : ''}`,
  );
}

function printPatterns(runs: Run[]): void {
  const byPattern = new Map<string, Run[]>();
  for (const r of runs) {
    const p = r.score.patterns[0];
    byPattern.set(p, [...(byPattern.get(p) ?? []), r]);
  }
  const cells = [...byPattern.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([p, rs]) => {
      const f = setFigures(rs.map((r) => r.score));
      return `${p} ${f.items}·${f.fitRate.toFixed(0)}%`;
    });
  console.log('\n  Por patrón (primer patrón: ideas·encaja):');
  let line = '   ';
  for (const cell of cells) {
    if (line.length + cell.length > 98) {
      console.log(line);
      line = '   ';
    }
    line += ` ${cell} ·`;
  }
  if (line.trim()) console.log(line.replace(/ ·$/, ''));
}

function printWorst(runs: Run[], count: number): void {
  const worst = runs
    .filter((r) => !r.score.fits || r.score.fitsNothing.length > 0)
    .sort((a, b) => badness(b.score) - badness(a.score))
    .slice(0, count);
  if (worst.length === 0) return;
  console.log(`\n  Peores ejemplos (${worst.length}):`);
  for (const { score: s, error, file } of worst) {
    const flat = s.idea.replace(/\s+/g, ' ').trim();
    const idea = flat.length > 100 ? `${flat.slice(0, 99)}…` : flat;
    console.log(`\n  · ${s.id} [${s.patterns.join(', ')}] ${file}${s.fits ? '' : ' — no encaja'}`);
    console.log(`    ${idea}`);
    if (error) console.log(`    error: ${error}`);
    console.log(
      `    app: ${s.entities.map((e) => (e.group === null ? e.label : `${e.label}→${e.groupName}`)).join(', ') || '(vacía)'}`,
    );
    const missing = [
      s.required.missing.length ? `requeridas ${s.required.missing.join(', ')}` : '',
      s.relations.missing.length ? `relaciones ${s.relations.missing.join(', ')}` : '',
      s.keyFields.missing.length
        ? `campos ${s.keyFields.present}/${s.keyFields.total}: ${s.keyFields.missing.join(', ')}`
        : '',
    ].filter(Boolean);
    if (missing.length) console.log(`    falta: ${missing.join(' · ')}`);
    if (s.fitsNothing.length) console.log(`    no encaja: ${s.fitsNothing.join(', ')}`);
  }
}

// ---------- main ----------

const dir = values.dir ?? new URL('../eval/apps/', import.meta.url).pathname;
const known = catalogueIds(
  readFileSync(new URL('../server/engine/patterns/README.md', import.meta.url), 'utf8'),
);
const loaded = loadEvalSets(dir, known);
const sets = (values.set ? [values.set] : [...EVAL_SETS]) as EvalSet[];
const engine = await chooseEngine();

console.log(`Apps generadas frente a las ideas anotadas (issue 37) · motor ${engine.name}`);
console.log(
  'Encaja: ≥ 3/4 requeridas, ≥ 1/2 relaciones, ≥ 1/2 campos clave, ≤ 1 entidad que no encaja',
);
if (loaded.problems.length > 0) {
  console.log(`\n${loaded.problems.length} avisos de formato (ítems no válidos quedan fuera):`);
  for (const p of loaded.problems) console.log(`  ${p}`);
}

const allRuns: Run[] = [];
const TITLES: Record<EvalSet, string> = { team: 'Equipo', 'held-out': 'Reservado', blind: 'Ciego' };
for (const set of sets) {
  const items = loaded.items.filter((x) => x.set === set);
  if (items.length === 0) {
    console.log(`\n${TITLES[set]}: sin ítems (${loaded.files[set].length} ficheros)`);
    continue;
  }
  const runs: Run[] = [];
  for (const { file, item } of items) runs.push(await runItem(engine.generate, set, file, item));
  allRuns.push(...runs);
  printFigures(
    `${TITLES[set]} (${loaded.files[set].join(', ')})`,
    setFigures(runs.map((r) => r.score)),
    runs,
  );
  if (set === 'team' || showHeldOut) {
    printPatterns(runs);
    printWorst(runs, worstCount);
  }
}

if (values.json) {
  const visible = allRuns.filter((r) => r.set === 'team' || showHeldOut);
  const out = {
    engine: engine.name,
    figures: Object.fromEntries(
      sets.map((set) => [
        set,
        setFigures(allRuns.filter((r) => r.set === set).map((r) => r.score)),
      ]),
    ),
    items: visible.map((r) => ({
      set: r.set,
      file: r.file,
      ms: Math.round(r.ms),
      error: r.error,
      ...r.score,
    })),
  };
  writeFileSync(values.json, `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    `\nResultados por ítem en ${values.json}${showHeldOut ? '' : ' (solo los del equipo; reservados y ciegos como cifras)'}`,
  );
}
