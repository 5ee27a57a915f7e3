// Reads the app evaluation sets (eval/apps/*.json, issue 37): each file an array of annotated
// items, named by its set (team-*, held-out-*, blind-*). Items that do not follow the format are
// left out and reported with the reason, so one writer's typo does not stop the evaluation.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnnotatedItem, annotatedItemSchema } from './score.ts';

export const EVAL_SETS = ['team', 'held-out', 'blind'] as const;
export type EvalSet = (typeof EVAL_SETS)[number];

export interface LoadedItem {
  set: EvalSet;
  file: string;
  item: AnnotatedItem;
}

export interface LoadResult {
  items: LoadedItem[];
  /** Files read, per set. */
  files: Record<EvalSet, string[]>;
  /** "team-a.json a-017: relations.0.to: «Colmenas» no nombra ningún grupo" */
  problems: string[];
}

export function setOf(file: string): EvalSet | null {
  // held-out before the others: "held-out-1.json".
  for (const set of EVAL_SETS) if (file.startsWith(`${set}-`) && file.endsWith('.json')) return set;
  return null;
}

/** Pattern ids of the catalogue table in server/engine/patterns/README.md. */
export function catalogueIds(readme: string): Set<string> {
  const ids = new Set<string>();
  for (const match of readme.matchAll(/^\| ([a-z][a-z0-9-]*) \|/gm)) ids.add(match[1]);
  ids.delete('id');
  return ids;
}

export function loadEvalSets(dir: string, knownPatterns?: Set<string>): LoadResult {
  const result: LoadResult = {
    items: [],
    files: { team: [], 'held-out': [], blind: [] },
    problems: [],
  };
  const seen = new Map<string, string>();
  for (const file of readdirSync(dir).sort()) {
    const set = setOf(file);
    if (!set) continue;
    result.files[set].push(file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      result.problems.push(`${file}: no es JSON válido (${(error as Error).message})`);
      continue;
    }
    if (!Array.isArray(raw)) {
      result.problems.push(`${file}: debe ser una lista de ítems`);
      continue;
    }
    raw.forEach((entry, i) => {
      const parsed = annotatedItemSchema.safeParse(entry);
      const label = `${file} ${(entry as { id?: unknown })?.id ?? `#${i}`}`;
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          result.problems.push(`${label}: ${issue.path.join('.')}: ${issue.message}`);
        return;
      }
      const item = parsed.data;
      const earlier = seen.get(item.id);
      if (earlier) {
        result.problems.push(`${label}: id repetido (también en ${earlier})`);
        return;
      }
      seen.set(item.id, file);
      if (knownPatterns) {
        const unknown = item.patterns.filter((p) => !knownPatterns.has(p));
        if (unknown.length > 0)
          result.problems.push(
            `${label}: patrón fuera del catálogo (${unknown.join(', ')}), se evalúa igual`,
          );
      }
      result.items.push({ set, file, item });
    });
  }
  return result;
}
