// Scoring the change reader against the annotated sets (eval/changes/README.md, "Matching
// rule"): exact, partial, wrong change, refusal. Used by `npm run eval:changes` and the floor test.

import {
  type ChangeOperation,
  changeOperationSchema,
  changeOperationsSchema,
  REWRITING_OPERATIONS,
} from '../../../../contracts/app-changes.ts';
import type { DataModel } from '../../../../contracts/data-model.ts';
import type { ChangeDesign } from './change-apply.ts';
import { type ChangeReading, readChange } from './change-reader.ts';
import { fold } from './morphology.ts';

export interface ChangeItem {
  definition: string;
  instruction: string;
  expected: unknown[] | null;
  note?: string;
}

export interface ChangeResult {
  item: ChangeItem;
  reading: ChangeReading;
  exact: boolean;
  partial: boolean;
  /** Produced operations that remove or rewrite something the instruction did not name. */
  wrong: string[];
  refused: boolean;
}

export const EVAL_DESIGN: ChangeDesign = {
  primaryColor: '#f97316',
  secondaryColor: '#fbbf24',
  theme: 'modern',
  layout: 'grid',
};

const text = (s: string) => fold(s.trim());

function canonical(op: ChangeOperation, keepPlural: boolean): string {
  const o: Record<string, unknown> = { ...op };
  if ('label' in o && typeof o.label === 'string') o.label = text(o.label);
  if (op.op === 'addEntity') {
    if (!keepPlural) delete o.labelPlural;
    else if (typeof o.labelPlural === 'string') o.labelPlural = text(o.labelPlural);
    o.fields = op.fields.map((f) => fieldCanon(f)).sort();
  }
  if (op.op === 'addField') o.field = fieldCanon(op.field);
  if ('options' in o && Array.isArray(o.options))
    o.options = (o.options as string[]).map(text).sort();
  return JSON.stringify(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}

function fieldCanon(f: {
  label: string;
  type: string;
  required?: boolean;
  options?: string[];
  ref?: string;
}): string {
  return JSON.stringify([
    text(f.label),
    f.type,
    f.required ?? false,
    f.options ? f.options.map(text).sort() : null,
    f.ref ?? null,
  ]);
}

function mergeDesign(ops: ChangeOperation[]): ChangeOperation[] {
  const designs = ops.filter((o) => o.op === 'setDesign');
  if (designs.length <= 1) return ops;
  return [
    ...ops.filter((o) => o.op !== 'setDesign'),
    Object.assign({ op: 'setDesign' as const }, ...designs),
  ];
}

/**
 * The annotated operations, checked by the contract once per annotation: an item is scored
 * again for each way of wording it (change-variants.ts), its annotation never changes.
 */
const expectedChecked = new WeakMap<unknown[], ChangeOperation[]>();
function expectedOperations(expected: unknown[]): ChangeOperation[] {
  let ops = expectedChecked.get(expected);
  if (!ops) {
    ops = mergeDesign(expected.map((e) => changeOperationSchema.parse(e)));
    expectedChecked.set(expected, ops);
  }
  return ops;
}

/** The annotated operations as compared, once per annotation (see expectedOperations). */
const expectedCanons = new WeakMap<ChangeOperation[], string[]>();
function expectedCanonical(expected: ChangeOperation[]): string[] {
  let canon = expectedCanons.get(expected);
  if (!canon) {
    canon = expected.map((e) => canonical(e, e.op === 'addEntity' && e.labelPlural !== undefined));
    expectedCanons.set(expected, canon);
  }
  return canon;
}

export function scoreChange(
  item: ChangeItem,
  model: DataModel,
  design = EVAL_DESIGN,
): ChangeResult {
  const reading = readChange({ instruction: item.instruction, model, design });
  const produced = reading.ok ? mergeDesign(changeOperationsSchema.parse(reading.operations)) : [];
  const expected = item.expected ? expectedOperations(item.expected) : null;
  const wrong: string[] = [];
  const refused = !reading.ok;
  if (!expected) {
    for (const op of produced)
      if (REWRITING_OPERATIONS.has(op.op) || op.op === 'setDesign') wrong.push(JSON.stringify(op));
    return { item, reading, exact: refused, partial: false, wrong, refused };
  }
  const keepPlural = (e: ChangeOperation) => e.op === 'addEntity' && e.labelPlural !== undefined;
  const expectedCanon = expectedCanonical(expected);
  const pluralWanted = expected.some(keepPlural);
  const producedCanon = produced.map((p) => canonical(p, pluralWanted && p.op === 'addEntity'));
  const remaining = [...expectedCanon];
  let hits = 0;
  for (const [i, c] of producedCanon.entries()) {
    const at = remaining.indexOf(c);
    if (at >= 0) {
      remaining.splice(at, 1);
      hits++;
      continue;
    }
    const op = produced[i]!;
    if (REWRITING_OPERATIONS.has(op.op)) wrong.push(JSON.stringify(op));
    if (op.op === 'setDesign') {
      const want = expected.find((e) => e.op === 'setDesign') as
        | Record<string, unknown>
        | undefined;
      for (const [k, v] of Object.entries(op)) {
        if (k === 'op') continue;
        if (!want || want[k] !== v) wrong.push(`setDesign.${k}=${String(v)}`);
      }
    }
  }
  const exact = remaining.length === 0 && hits === producedCanon.length && produced.length > 0;
  return {
    item,
    reading,
    exact,
    partial: !exact && hits > 0 && wrong.length === 0,
    wrong,
    refused,
  };
}

/** The operations are the annotated ones, as the exact match of `scoreChange` reads them. */
export function sameOperations(expected: unknown[], operations: ChangeOperation[]): boolean {
  const want = mergeDesign(expected.map((e) => changeOperationSchema.parse(e)));
  const got = mergeDesign(changeOperationsSchema.parse(operations));
  const keepPlural = (e: ChangeOperation) => e.op === 'addEntity' && e.labelPlural !== undefined;
  const pluralWanted = want.some(keepPlural);
  const a = want.map((e) => canonical(e, keepPlural(e))).sort();
  const b = got.map((p) => canonical(p, pluralWanted && p.op === 'addEntity')).sort();
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export interface ChangeFigures {
  items: number;
  exact: number;
  partial: number;
  wrongChanges: number;
  wrongItems: number;
  refusalsCorrect: number;
  refusalsIncorrect: number;
  shouldRefuse: number;
  exactRate: number;
}

export function changeFigures(results: ChangeResult[]): ChangeFigures {
  const items = results.length;
  const exact = results.filter((r) => r.exact).length;
  return {
    items,
    exact,
    partial: results.filter((r) => r.partial).length,
    wrongChanges: results.reduce((n, r) => n + r.wrong.length, 0),
    wrongItems: results.filter((r) => r.wrong.length > 0).length,
    refusalsCorrect: results.filter((r) => r.refused && r.item.expected === null).length,
    refusalsIncorrect: results.filter((r) => r.refused && r.item.expected !== null).length,
    shouldRefuse: results.filter((r) => r.item.expected === null).length,
    exactRate: items === 0 ? 0 : (100 * exact) / items,
  };
}

export function isChangeItem(x: unknown): x is ChangeItem {
  if (!x || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  return (
    typeof o.definition === 'string' &&
    typeof o.instruction === 'string' &&
    (o.expected === null || Array.isArray(o.expected))
  );
}
