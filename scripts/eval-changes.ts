// `npm run eval:changes`: how well the offline change reader follows the owner's instruction
// (issue 27). Prints, for the team sets and the two held-out sets separately, exact and partial
// matches, wrong changes and refusals; then the worst examples of the team sets only. The held-out set is
// only ever printed as aggregate figures: never tune on it (eval/changes/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { type DataModel, dataModelSchema } from '../contracts/data-model.ts';
import {
  type ChangeFigures,
  type ChangeItem,
  type ChangeResult,
  changeFigures,
  EVAL_DESIGN,
  isChangeItem,
  sameOperations,
  scoreChange,
} from '../server/lib/ai/offline/change-evaluate.ts';
import { suggestChanges } from '../server/lib/ai/offline/change-suggest.ts';
import { variantFigures } from '../server/lib/ai/offline/change-variants.ts';

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../eval/changes/${name}`, import.meta.url), 'utf8'));

const definitions: Record<string, DataModel> = Object.fromEntries(
  Object.entries(read('definitions.json') as Record<string, unknown>).map(([k, v]) => [
    k,
    dataModelSchema.parse(v),
  ]),
);

function load(name: string): ChangeItem[] {
  const raw = read(name);
  if (!Array.isArray(raw) || !raw.every(isChangeItem))
    throw new Error(`${name}: formato no válido`);
  return raw;
}

function run(items: ChangeItem[]): ChangeResult[] {
  return items.map((item) => {
    const model = definitions[item.definition];
    if (!model) throw new Error(`Definición desconocida: ${item.definition}`);
    return scoreChange(item, model);
  });
}

function line(label: string, f: ChangeFigures): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, f.items)).toFixed(1)} %`;
  return `${label.padEnd(12)} instrucciones ${String(f.items).padStart(3)} · exactas ${f.exact} (${pct(f.exact)}) · parciales ${f.partial} · cambios indebidos ${f.wrongChanges} (en ${f.wrongItems}) · rechazos correctos ${f.refusalsCorrect}/${f.shouldRefuse} · rechazos indebidos ${f.refusalsIncorrect}`;
}

// The team sets, in the order they were written (eval/changes/README.md); tuned on.
// (every team-N.json of the folder: a new team set joins without touching this script).
const TEAM_SETS = [
  'team',
  ...readdirSync(new URL('../eval/changes/', import.meta.url))
    .map((f) => /^team-(\d+)\.json$/.exec(f)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
    .map((n) => `team-${n}`),
];
const teams = TEAM_SETS.map((name) => ({
  label: name === 'team' ? 'equipo' : `equipo ${name.slice(5)}`,
  results: run(load(`${name}.json`)),
}));
const onlyTeam = process.argv.includes('--team');
const heldOut = onlyTeam ? [] : run(load('held-out.json'));
const heldOut2 = onlyTeam ? [] : run(load('held-out-2.json'));

console.log('Lector de cambios sin conexión frente a las instrucciones anotadas (issue 27)');
console.log('Objetivo: ≥ 90 % exactas en ambos conjuntos, 0 cambios indebidos\n');
for (const { label, results } of teams) console.log(line(label, changeFigures(results)));
console.log(line('equipo: todo', changeFigures(teams.flatMap((t) => t.results))));
if (!onlyTeam) {
  console.log(line('reservado', changeFigures(heldOut)));
  console.log(line('reservado 2', changeFigures(heldOut2)));
}

// "¿Querías decir…?" (issue 39 item 3): of the changes refused, how many have the annotated
// change among their suggestions (aggregates only, held-out included).
function suggested(results: ChangeResult[]): string {
  const refused = results.filter((r) => r.refused && r.item.expected !== null);
  const hits = refused.filter((r) =>
    suggestChanges(
      {
        instruction: r.item.instruction,
        model: definitions[r.item.definition]!,
        // No time budget: the figure says which suggestions, not how fast (bench/changes.ts).
        design: EVAL_DESIGN,
      },
      undefined,
      Number.POSITIVE_INFINITY,
    ).some((s) => sameOperations(r.item.expected!, s.operations)),
  ).length;
  return `${hits} de ${refused.length}`;
}
console.log(
  '\nRechazos indebidos con el cambio anotado entre las sugerencias («¿Querías decir…?»):',
);
console.log(`  equipo: todo ${suggested(teams.flatMap((t) => t.results))}`);
if (!onlyTeam) {
  console.log(`  reservado   ${suggested(heldOut)}`);
  console.log(`  reservado 2 ${suggested(heldOut2)}`);
}

// Blind sets (issue 39): written after the reader was frozen, by someone who had seen none of its
// rules, on definitions of their own (eval/changes/blind-N/definitions.json). Aggregates only,
// like the held-out sets; `--blind` prints them alone.
function blindSets(): {
  label: string;
  results: ChangeResult[];
  models: Record<string, DataModel>;
}[] {
  const dir = new URL('../eval/changes/', import.meta.url);
  return readdirSync(dir)
    .filter((name) => /^blind-\d+$/.test(name))
    .sort()
    .map((name) => {
      const models: Record<string, DataModel> = Object.fromEntries(
        Object.entries(read(`${name}/definitions.json`) as Record<string, unknown>).map(
          ([k, v]) => [k, dataModelSchema.parse(v)],
        ),
      );
      const items = load(`${name}/items.json`);
      const results = items.map((item) => {
        const model = models[item.definition];
        if (!model) throw new Error(`Definición desconocida: ${item.definition}`);
        return scoreChange(item, model);
      });
      return { label: `ciego ${name.slice(6)}`, results, models };
    });
}
if (!onlyTeam) {
  console.log('\nConjuntos ciegos (solo cifras agregadas):');
  for (const { label, results, models } of blindSets()) {
    console.log(line(label, changeFigures(results)));
    const refused = results.filter((r) => r.refused && r.item.expected !== null);
    const hits = refused.filter((r) =>
      suggestChanges(
        {
          instruction: r.item.instruction,
          model: models[r.item.definition]!,
          design: EVAL_DESIGN,
        },
        undefined,
        Number.POSITIVE_INFINITY,
      ).some((s) => sameOperations(r.item.expected!, s.operations)),
    ).length;
    console.log(`  con el cambio anotado entre las sugerencias: ${hits} de ${refused.length}`);
  }
}
if (process.argv.includes('--blind')) process.exit(0);

// The team items the reader reads exactly, worded around differently (change-variants.ts).
const variants = variantFigures(
  TEAM_SETS.flatMap((name) => load(`${name}.json`)),
  definitions,
);
console.log('\nLas mismas instrucciones del equipo, dichas de otra forma (variantes):');
for (const v of variants)
  console.log(
    `  ${v.description.padEnd(48)} ${String(v.exact).padStart(4)}/${String(v.items).padEnd(4)} exactas (${((100 * v.exact) / Math.max(1, v.items)).toFixed(1)} %) · con cambios indebidos ${v.wrongItems}`,
  );
const variantFailures = Number(
  process.argv.find((a) => a.startsWith('--variant-failures='))?.slice(19) ?? 0,
);
for (const v of variants)
  for (const r of v.failures.slice(0, variantFailures))
    console.log(
      `  · ${v.name} [${r.item.definition}] ${r.item.instruction} → ${r.reading.ok ? JSON.stringify(r.reading.operations) : 'rechazo'}`,
    );

const worstCount = Number(process.argv.find((a) => a.startsWith('--worst='))?.slice(8) ?? 15);
const worst = teams
  .flatMap((t) => t.results)
  .filter((r) => !r.exact)
  .sort((a, b) => b.wrong.length - a.wrong.length || Number(a.partial) - Number(b.partial))
  .slice(0, worstCount);
if (worst.length > 0)
  console.log(`\nPeores ejemplos de los conjuntos del equipo (${worst.length}):`);
for (const r of worst) {
  console.log(`\n· [${r.item.definition}] ${r.item.instruction}`);
  console.log(`  esperado: ${JSON.stringify(r.item.expected)}`);
  console.log(
    `  obtenido: ${r.reading.ok ? JSON.stringify(r.reading.operations) : `rechazo (${r.reading.reason}) ${r.reading.message.split('. Puedo')[0]}`}`,
  );
  if (r.wrong.length > 0) console.log(`  cambios indebidos: ${r.wrong.join('; ')}`);
}
