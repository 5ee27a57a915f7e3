// Lists the team ideas' missing key fields (issue 37, decision 0269), grouped by cause, to work
// from the biggest general causes. Team sets only (eval/apps/team-*.json): never held-out or blind.
//
//   node scripts/key-fields-missing.ts [--cause NAME] [--failing] [--type T] [--json out.json]
//
// Causes, for a key field the app misses on the entity a designer drew it on:
// - no-entity: no entity of the app matches the key field's group;
// - elsewhere: a field of another entity matches one of its names (read, put on another entity);
// - differently: the idea says a word of the name, and a field of the entity holds a word that
//   starts the same (named differently: «Kilos» for «Kilos de miel» is a match, «Peso» is not);
// - not-read: the idea says the name's words (or their stems), no field of the app holds them;
// - not-said: the idea does not say the name's words (the designer's own inference).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { catalogueIds, loadEvalSets } from '../server/engine/eval/load.ts';
import {
  fieldMatchQuality,
  groupIndex,
  type ScoredApp,
  STOP_WORDS,
  scoreItem,
  words,
} from '../server/engine/eval/score.ts';
import { conceptFromIdea } from '../server/engine/index.ts';

const { values } = parseArgs({
  options: {
    cause: { type: 'string' },
    failing: { type: 'boolean', default: false },
    type: { type: 'string' },
    json: { type: 'string' },
    limit: { type: 'string', default: '400' },
  },
});

const stem = (w: string) => w.slice(0, Math.max(4, Math.min(w.length, 5)));
const dir = new URL('../eval/apps/', import.meta.url).pathname;
const known = catalogueIds(
  readFileSync(new URL('../server/engine/patterns/README.md', import.meta.url), 'utf8'),
);
const loaded = loadEvalSets(dir, known);
const team = loaded.items.filter((x) => x.set === 'team' && x.file.startsWith('team-'));

interface Row {
  id: string;
  file: string;
  fits: boolean;
  idea: string;
  entity: string;
  names: string[];
  type?: string;
  cause: string;
  appEntity: string;
  fields: string;
  elsewhere?: string;
}
const rows: Row[] = [];
let failingKf = 0;
for (const { file, item } of team) {
  const concept = conceptFromIdea(item.idea);
  const app = concept.definition as unknown as ScoredApp;
  // Fields the idea's own words gave (not the pattern's): label of the entity · label of the field.
  const fromIdea = new Set(
    concept.plan.entities.flatMap((e) => {
      const own = new Set(e.source.fields.map((f) => f.key));
      return e.fields.filter((f) => !own.has(f.key)).map((f) => `${e.label}·${f.label}`);
    }),
  );
  const score = scoreItem(item, app);
  if (score.fractions.keyFields < 0.5 && !score.fits) failingKf++;
  if (values.failing && score.fits) continue;
  const groupNames = item.entities.map((g) => g.names);
  const ideaWords = words(item.idea);
  const ideaStems = new Set(ideaWords.map(stem));
  for (const kf of item.keyFields) {
    const name = `${kf.entity}.${kf.names[0]}`;
    if (!score.keyFields.missing.includes(name)) continue;
    const gi = groupIndex(groupNames, kf.entity);
    const members = score.entities
      .map((e, ei) => ({ e, ei }))
      .filter(({ e }) => e.group === gi)
      .map(({ ei }) => app.entities[ei]);
    const fields = members.flatMap((e) => e.fields);
    const fieldList = members
      .map((e) => `${e.label}: ${e.fields.map((f) => `${f.label}(${f.type})`).join(', ')}`)
      .join(' | ');
    const nameWords = kf.names.flatMap((n) => words(n).filter((w) => !STOP_WORDS.has(w)));
    const said = nameWords.filter((w) => ideaStems.has(stem(w)));
    let cause: string;
    let elsewhere: string | undefined;
    const other = app.entities
      .filter((e) => !members.includes(e))
      .flatMap((e) =>
        e.fields
          .filter((f) => fromIdea.has(`${e.label}·${f.label}`))
          .filter((f) => kf.names.some((n) => fieldMatchQuality(f.label, n) >= 1))
          .map((f) => `${e.label}.${f.label}(${f.type})`),
      );
    if (members.length === 0) cause = 'no-entity';
    else if (other.length > 0) {
      cause = 'elsewhere';
      elsewhere = other.join(', ');
    } else if (
      said.length > 0 &&
      fields.some((f) => words(f.label).some((w) => said.some((s) => stem(w) === stem(s))))
    )
      cause = 'differently';
    else if (said.length > 0) cause = 'not-read';
    else cause = 'not-said';
    rows.push({
      id: item.id,
      file,
      fits: score.fits,
      idea: item.idea.replace(/\s+/g, ' '),
      entity: kf.entity,
      names: kf.names,
      type: kf.type,
      cause,
      appEntity: members.map((e) => e.label).join(', '),
      fields: fieldList,
      elsewhere,
    });
  }
}

const byCause = new Map<string, Row[]>();
for (const r of rows) byCause.set(r.cause, [...(byCause.get(r.cause) ?? []), r]);
console.log(
  `${team.length} ideas del equipo; ${rows.length} campos clave que faltan; ideas que no encajan por campos clave: ${failingKf}`,
);
for (const [cause, rs] of [...byCause.entries()].sort((a, b) => b[1].length - a[1].length)) {
  const types = new Map<string, number>();
  for (const r of rs) types.set(r.type ?? '-', (types.get(r.type ?? '-') ?? 0) + 1);
  console.log(
    `  ${cause}: ${rs.length} (${[...types.entries()].map(([t, n]) => `${t} ${n}`).join(', ')})`,
  );
}
const limit = Number(values.limit);
for (const r of rows
  .filter((r) => !values.cause || r.cause === values.cause)
  .filter((r) => !values.type || (r.type ?? '-') === values.type)
  .slice(0, limit)) {
  console.log(
    `\n[${r.cause}] ${r.id}${r.fits ? '' : ' ✗'} ${r.entity}.${r.names.join('/')}${r.type ? `: ${r.type}` : ''}`,
  );
  console.log(`  ${r.idea.length > 300 ? `${r.idea.slice(0, 299)}…` : r.idea}`);
  console.log(`  app: ${r.fields || '—'}`);
  if (r.elsewhere) console.log(`  en otra: ${r.elsewhere}`);
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(rows, null, 2)}\n`);
