// Golden files of the engine (issue 37): for every team idea, the exact app the engine makes of it
// (name, patterns, entities with their rules, fields and views, the description, features and
// stories), one text block per idea. `golden.test.ts` fails on any difference and names the
// ideas that changed; `scripts/golden-apps.ts` shows the differences and, with `--accept`,
// writes the new outputs once a person has read them. Only team sets have golden files: the
// held-out and blind sets are never read while tuning.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppEntity } from '../../../contracts/app-definition.ts';
import { conceptFromIdea } from '../index.ts';

export const GOLDEN_DIR = 'eval/apps/golden';

function fieldLine(f: AppEntity['fields'][number], labels: Map<string, string>): string {
  let type: string = f.type;
  if (f.type === 'reference' && f.ref) type = `→${labels.get(f.ref) ?? f.ref}`;
  if (f.type === 'choice' && f.options) type = `choice(${f.options.join('|')})`;
  if (f.type === 'money' && f.currency) type = `money(${f.currency})`;
  return `${f.label}:${type}${f.required ? '*' : ''}${f.teamOnly ? ' (equipo)' : ''}`;
}

function totalText(t: NonNullable<AppEntity['totals']>[number], entities: AppEntity[]): string {
  const from = entities.find((x) => x.key === t.from);
  const field = from?.fields.find((f) => f.key === t.field);
  const what = field ? `suma ${field.label}` : 'cuenta';
  const minusFrom = t.minus ? entities.find((x) => x.key === t.minus!.from) : undefined;
  const less = t.minus
    ? ` menos ${minusFrom?.fields.find((f) => f.key === t.minus!.field)?.label ?? t.minus.field} de ${minusFrom?.labelPlural ?? t.minus.from}`
    : '';
  return `${what} de ${from?.labelPlural ?? t.from}${less} «${t.label}»`;
}

function entityLine(e: AppEntity, labels: Map<string, string>, entities: AppEntity[]): string {
  const extra: string[] = [e.rule];
  if (e.anonymous) extra.push('anónimo');
  if (e.linkField) extra.push(`vínculo ${e.linkField}`);
  if (e.accountField) extra.push(`cuenta ${e.accountField}`);
  if (e.views.calendar) extra.push(`calendario ${e.views.calendar.dateField}`);
  if (e.views.board) extra.push(`tablero ${e.views.board.statusField}`);
  if (e.notify?.onCreate) extra.push('aviso al crear');
  if (e.notify?.onChangeOf) extra.push(`aviso al cambiar ${e.notify.onChangeOf}`);
  for (const t of e.totals ?? []) extra.push(totalText(t, entities));
  return `- ${e.label} / ${e.labelPlural} (${extra.join(', ')}): ${e.fields.map((f) => fieldLine(f, labels)).join('; ')}`;
}

/** The engine's whole output for one idea, as lines a person can read and diff. */
export function goldenBlock(id: string, idea: string): string {
  const c = conceptFromIdea(idea);
  const labels = new Map(c.definition.entities.map((e) => [e.key, e.label]));
  return [
    `## ${id}`,
    `nombre: ${c.name}`,
    `patrones: ${c.plan.patterns.map((p) => p.pattern.id).join(', ')}`,
    ...c.definition.entities.map((e) => entityLine(e, labels, c.definition.entities)),
    `descripción: ${c.description}`,
    ...c.features.map((f) => `· ${f}`),
    ...c.userStories.map((s) => `» ${s}`),
  ].join('\n');
}

/** Team files of a folder, each with its items' ids and ideas. */
export function teamFiles(dir: string): { file: string; items: { id: string; idea: string }[] }[] {
  return readdirSync(dir)
    .filter((f) => /^team-.*\.json$/.test(f))
    .sort()
    .map((file) => ({
      file,
      items: JSON.parse(readFileSync(join(dir, file), 'utf8')) as { id: string; idea: string }[],
    }));
}

export function goldenText(items: { id: string; idea: string }[]): string {
  return `${items.map((i) => goldenBlock(i.id, i.idea)).join('\n\n')}\n`;
}

/** Blocks of a golden file by id. */
export function parseGolden(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of text.split(/\n(?=## )/)) {
    const id = /^## (\S+)/.exec(block)?.[1];
    if (id) out.set(id, block.trimEnd());
  }
  return out;
}

export const goldenPath = (teamFile: string) =>
  join(GOLDEN_DIR, teamFile.replace(/\.json$/, '.txt'));
