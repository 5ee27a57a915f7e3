// Scores a generated app definition against an annotated idea (issue 37, eval/apps/README.md,
// "How an app is scored"). Pure functions: no files, no engine; `scripts/eval-apps.ts` loads the
// sets, generates the apps and prints the figures.
//
// Matching, in the words of the README, with the choices it left open:
// - Folding: NFD, accents stripped, lower case ("Revisión" → "revision", "Año" → "ano"); labels
//   are split into words on anything that is not a letter or digit.
// - Singular: two words agree when they are equal or one can be the simple Spanish plural of the
//   other: "-ces" of "-z" (luces/luz), "-es" (revisiones/revision, profesores/profesor), "-s"
//   (colmenas/colmena, clases/clase). This is a relation, not a lemmatiser: it never needs to
//   decide whether "clases" loses "s" or "es".
// - Entity ↔ group: an app entity's label or plural agrees with one of the group's names word by
//   word (leading articles dropped), or their first nouns agree (the first word after the
//   articles: "Revisión de colmena" → "revision", "Objeto encontrado" → "objeto"). Each entity
//   takes its best group: a whole-label agreement before a first-noun one, then required groups
//   before optional ones, then the more natural (earlier) name, then the group's order. A group
//   may take several entities (the README's "an entity matching `from`"); its *primary* entity,
//   whose rule is checked, is the best-matched one, first in the app's order on a tie.
// - Field ↔ key field: only fields of the entities matched to the key field's group. A field
//   matches when its label agrees with a name word by word, or contains every content word of a
//   name, or a name contains every content word of the label (stop words ignored; the label's
//   parenthesised asides too: "Notas (dedicatoria, tamaño…)" is a Notas field). Best
//   agreements first; a field that only holds part of a name counts for one key field (one
//   "Fecha" cannot be both "Fecha de préstamo" and "Fecha de devolución"), a field whose label
//   holds the whole of several names counts for each ("Fecha y hora" for Fecha and Hora). The
//   type is compared exactly and reported, never required for presence.
// - Relation: present when an entity matched to `from` has a reference field to an entity matched
//   to `to`; ALSO when it is drawn the other way (an entity matched to `to` refers to one matched
//   to `from`), because designers often draw the arrow from the "one" side. Such relations are
//   counted as `reversed` so the figure can be read both ways. A join entity in between does not
//   count.
// - Rule agreement: groups with a `rule` whose primary entity's rule equals it, out of the matched
//   groups with a rule (an unmatched group already counts against "required"). "Visitors can
//   create where they should": matched groups whose rule is formulario/propia/publica, whose
//   primary entity's rule is one of those three.

import { z } from 'zod';
import { FIELD_TYPES } from '../../../contracts/data-model.ts';

// ---------- the annotated item ----------

export const ANNOTATION_RULES = [
  'publica',
  'catalogo',
  'privada',
  'formulario',
  'propia',
  'vinculada',
] as const;
/** Rules that let the idea's visitors, customers or members create records. */
export const VISITOR_CREATE_RULES: ReadonlySet<string> = new Set([
  'formulario',
  'propia',
  'publica',
]);
/** The contract's field types (`file` included). */
export const ANNOTATION_FIELD_TYPES = FIELD_TYPES;

const name = z.string().trim().min(1).max(80);

export const annotatedItemSchema = z
  .object({
    id: z.string().trim().min(1).max(40),
    idea: z.string().trim().min(1).max(2000),
    patterns: z
      .array(z.string().regex(/^[a-z][a-z0-9-]*$/))
      .min(1)
      .max(3),
    entities: z
      .array(
        z.object({
          names: z.array(name).min(1).max(12),
          required: z.boolean(),
          rule: z.enum(ANNOTATION_RULES).optional(),
        }),
      )
      .min(1)
      .max(20),
    relations: z
      .array(z.object({ from: name, to: name }))
      .max(30)
      .default([]),
    keyFields: z
      .array(
        z.object({
          entity: name,
          names: z.array(name).min(1).max(12),
          type: z.enum(ANNOTATION_FIELD_TYPES).optional(),
        }),
      )
      .max(60)
      .default([]),
  })
  .superRefine((item, ctx) => {
    const groups = item.entities.map((g) => g.names);
    const check = (groupName: string, path: (string | number)[]) => {
      if (groupIndex(groups, groupName) === -1)
        ctx.addIssue({ code: 'custom', path, message: `«${groupName}» no nombra ningún grupo` });
    };
    item.relations.forEach((r, i) => {
      check(r.from, ['relations', i, 'from']);
      check(r.to, ['relations', i, 'to']);
    });
    item.keyFields.forEach((k, i) => {
      check(k.entity, ['keyFields', i, 'entity']);
    });
  });
export type AnnotatedItem = z.infer<typeof annotatedItemSchema>;

/**
 * The group a relation or key field names: by its first name (as the README says), else by any
 * of its names, folded. -1 when none.
 */
export function groupIndex(groups: string[][], groupName: string): number {
  const target = words(groupName).join(' ');
  const byFirst = groups.findIndex((names) => words(names[0]).join(' ') === target);
  if (byFirst !== -1) return byFirst;
  return groups.findIndex((names) => names.some((n) => words(n).join(' ') === target));
}

// ---------- the app (structural: an AppDefinition fits, and so does a wider engine's) ----------

export interface ScoredField {
  key: string;
  label: string;
  type: string;
  ref?: string;
}
export interface ScoredEntity {
  key: string;
  label: string;
  labelPlural?: string;
  rule: string;
  fields: ScoredField[];
}
export interface ScoredApp {
  entities: ScoredEntity[];
}

// ---------- words ----------

const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']);
/** The articles and the small words a name's words are read without (the scorer's and its scripts'). */
export const STOP_WORDS = new Set([
  ...ARTICLES,
  'de',
  'del',
  'y',
  'o',
  'en',
  'por',
  'para',
  'con',
  'a',
  'al',
]);

/** Lower case, accents (and the tilde of ñ) removed. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a label. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** What a folded word may be the plural of (itself included). */
function singulars(word: string): string[] {
  const out = [word];
  if (word.length > 3 && word.endsWith('ces')) out.push(`${word.slice(0, -3)}z`);
  if (word.length > 3 && word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s')) out.push(word.slice(0, -1));
  return out;
}

/** Two folded words agree: equal, or one is a simple plural of the other. */
export function sameWord(a: string, b: string): boolean {
  return a === b || singulars(a).includes(b) || singulars(b).includes(a);
}

function withoutLeadingArticles(ws: string[]): string[] {
  let i = 0;
  while (i < ws.length - 1 && ARTICLES.has(ws[i])) i++;
  return ws.slice(i);
}

/** Two labels agree word by word (leading articles dropped, plurals allowed). */
export function sameLabel(a: string, b: string): boolean {
  const wa = withoutLeadingArticles(words(a));
  const wb = withoutLeadingArticles(words(b));
  return wa.length > 0 && wa.length === wb.length && wa.every((w, i) => sameWord(w, wb[i]));
}

/** The first noun of a label: its first word after the articles ("Revisión de colmena" → "revision"). */
export function firstNoun(label: string): string | null {
  return withoutLeadingArticles(words(label))[0] ?? null;
}

function contentWords(label: string): string[] {
  return words(label).filter((w) => !STOP_WORDS.has(w));
}

/** Every word of `part` agrees with some word of `whole`. */
function containsAll(whole: string[], part: string[]): boolean {
  return part.length > 0 && part.every((p) => whole.some((w) => sameWord(w, p)));
}

// ---------- matching ----------

/** 2: the label agrees with a name; 1: their first nouns agree; 0: no match. */
export type EntityMatchQuality = 0 | 1 | 2;

/** How well an app entity's label (or plural) matches one group name. */
export function entityMatchQuality(
  entity: Pick<ScoredEntity, 'label' | 'labelPlural'>,
  groupName: string,
): EntityMatchQuality {
  const labels = [entity.label, entity.labelPlural].filter((l): l is string => Boolean(l));
  if (labels.some((l) => sameLabel(l, groupName))) return 2;
  const noun = firstNoun(groupName);
  if (noun && labels.some((l) => sameWordOrNull(firstNoun(l), noun))) return 1;
  return 0;
}

function sameWordOrNull(a: string | null, b: string): boolean {
  return a !== null && sameWord(a, b);
}

/** 3: label agrees with the name; 2: label holds the name's words; 1: name holds the label's. */
export type FieldMatchQuality = 0 | 1 | 2 | 3;

export function fieldMatchQuality(rawLabel: string, keyFieldName: string): FieldMatchQuality {
  const fieldLabel = withoutAsides(rawLabel);
  if (sameLabel(fieldLabel, keyFieldName)) return 3;
  const label = contentWords(fieldLabel);
  const nameWords = contentWords(keyFieldName);
  if (containsAll(label, nameWords)) return 2;
  if (containsAll(nameWords, label)) return 1;
  return 0;
}

/** A label without its parenthesised asides: "Notas (dedicatoria, tamaño…)" → "Notas". */
function withoutAsides(label: string): string {
  const bare = label.replace(/\([^)]*\)?/g, ' ');
  return words(bare).length > 0 ? bare : label;
}

const NAME_WORDS = new Set(['nombre', 'titulo', 'name']);
const DESCRIPTION_WORDS = new Set([
  'descripcion',
  'nota',
  'notas',
  'detalle',
  'detalles',
  'observacion',
  'observaciones',
  'comentario',
  'comentarios',
]);

/**
 * An entity with only Nombre and Descripción: apart from at most one name-like text field
 * (Nombre, Título) and one description-like long text (Descripción, Notas, Detalles), nothing.
 */
export function isBareEntity(entity: ScoredEntity): boolean {
  let names = 0;
  let descriptions = 0;
  for (const field of entity.fields) {
    const first = firstNoun(field.label) ?? '';
    if (field.type === 'text' && NAME_WORDS.has(first) && names === 0) names++;
    else if (field.type === 'longtext' && DESCRIPTION_WORDS.has(first) && descriptions === 0)
      descriptions++;
    else return false;
  }
  return true;
}

// ---------- the score of one item ----------

export interface EntityMatch {
  key: string;
  label: string;
  rule: string;
  /** Index of the group it matched, or null: it fits nothing. */
  group: number | null;
  /** The group's first name. */
  groupName: string | null;
  how: 'label' | 'first-noun' | null;
}

export interface ItemScore {
  id: string;
  idea: string;
  patterns: string[];
  entities: EntityMatch[];
  /** Per group (annotation order): its first name and the labels of the app entities it took. */
  groups: { name: string; required: boolean; entities: string[] }[];
  required: { present: number; total: number; missing: string[] };
  relations: { present: number; total: number; reversed: number; missing: string[] };
  keyFields: {
    present: number;
    total: number;
    /** Present key fields whose annotation gives a type. */
    typed: number;
    typeAgree: number;
    missing: string[];
    /** "Revisión.Reina: boolean ≠ text" */
    typeMismatches: string[];
    /** "Revisión.Reina ← Reina vista" */
    matched: string[];
  };
  /** Labels of app entities that match no group. */
  fitsNothing: string[];
  /** Labels of app entities with only Nombre and Descripción. */
  bare: string[];
  entityCount: number;
  rules: { agree: number; total: number; mismatches: string[] };
  visitorsCreate: { ok: number; total: number; missing: string[] };
  fractions: { required: number; relations: number; keyFields: number };
  fits: boolean;
}

/** The README's thresholds. */
export const FIT = { required: 3 / 4, relations: 1 / 2, keyFields: 1 / 2, fitsNothing: 1 } as const;

const fraction = (present: number, total: number) => (total === 0 ? 1 : present / total);

/**
 * The group an app entity matches best: a whole-label agreement before a first-noun one, then
 * required groups first, then the more natural (earlier) name, then the group's order.
 */
export function bestGroup(
  entity: Pick<ScoredEntity, 'label' | 'labelPlural'>,
  groups: AnnotatedItem['entities'],
): { group: number; q: EntityMatchQuality; nameIndex: number } | null {
  let best: { group: number; q: EntityMatchQuality; nameIndex: number } | null = null;
  for (const [gi, g] of groups.entries())
    for (const [nameIndex, n] of g.names.entries()) {
      const q = entityMatchQuality(entity, n);
      if (q === 0) continue;
      const rank = (x: { group: number; q: number; nameIndex: number }) => [
        -x.q,
        groups[x.group].required ? 0 : 1,
        x.nameIndex,
        x.group,
      ];
      const candidate = { group: gi, q, nameIndex };
      if (!best || lexicographicLess(rank(candidate), rank(best))) best = candidate;
    }
  return best;
}

function lexicographicLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

export function scoreItem(item: AnnotatedItem, app: ScoredApp): ItemScore {
  const groups = item.entities;
  const groupNames = groups.map((g) => g.names);

  // Entities → groups: each entity its best candidate.
  const quality: number[] = [];
  const entities: EntityMatch[] = app.entities.map((entity, ei) => {
    const found = bestGroup(entity, groups);
    quality[ei] = found?.q ?? 0;
    return {
      key: entity.key,
      label: entity.label,
      rule: entity.rule,
      group: found ? found.group : null,
      groupName: found ? groups[found.group].names[0] : null,
      how: found ? (found.q === 2 ? 'label' : 'first-noun') : null,
    };
  });

  const members: number[][] = groups.map(() => []);
  entities.forEach((e, ei) => {
    if (e.group !== null) members[e.group].push(ei);
  });
  // The primary entity of a group: best quality, first in the app on a tie.
  const primary = members.map((list) =>
    list.length === 0 ? null : list.reduce((a, b) => (quality[b] > quality[a] ? b : a)),
  );

  // Required groups.
  const requiredGroups = groups.map((g, gi) => ({ g, gi })).filter(({ g }) => g.required);
  const missingRequired = requiredGroups
    .filter(({ gi }) => members[gi].length === 0)
    .map(({ g }) => g.names[0]);
  const required = {
    present: requiredGroups.length - missingRequired.length,
    total: requiredGroups.length,
    missing: missingRequired,
  };

  // Relations.
  const keysOf = (gi: number) => new Set(members[gi].map((ei) => app.entities[ei].key));
  const refersTo = (fromGroup: number, toGroup: number) => {
    const targets = keysOf(toGroup);
    return members[fromGroup].some((ei) =>
      app.entities[ei].fields.some((f) => f.type === 'reference' && f.ref && targets.has(f.ref)),
    );
  };
  let relationsPresent = 0;
  let reversed = 0;
  const missingRelations: string[] = [];
  for (const r of item.relations) {
    const from = groupIndex(groupNames, r.from);
    const to = groupIndex(groupNames, r.to);
    if (from !== -1 && to !== -1 && refersTo(from, to)) relationsPresent++;
    else if (from !== -1 && to !== -1 && refersTo(to, from)) {
      relationsPresent++;
      reversed++;
    } else missingRelations.push(`${r.from} → ${r.to}`);
  }

  // Key fields: best agreements first, each field used once.
  const candidates: { kf: number; ei: number; fi: number; q: number; nameIndex: number }[] = [];
  item.keyFields.forEach((kf, kfi) => {
    const gi = groupIndex(groupNames, kf.entity);
    if (gi === -1) return;
    for (const ei of members[gi])
      app.entities[ei].fields.forEach((field, fi) => {
        kf.names.forEach((n, nameIndex) => {
          const q = fieldMatchQuality(field.label, n);
          if (q > 0) candidates.push({ kf: kfi, ei, fi, q, nameIndex });
        });
      });
  });
  candidates.sort((a, b) => b.q - a.q || a.nameIndex - b.nameIndex || a.kf - b.kf);
  const assigned = new Map<number, { ei: number; fi: number }>();
  // A field whose label holds the whole of several names ("Fecha y hora" for Fecha and Hora)
  // serves them all; a field that is only part of a name ("Fecha" for "Fecha de devolución")
  // serves that one key field alone.
  const usedFields = new Map<string, 'shared' | 'alone'>();
  for (const c of candidates) {
    const fieldId = `${c.ei}:${c.fi}`;
    const use = usedFields.get(fieldId);
    if (assigned.has(c.kf) || use === 'alone' || (use && c.q < 2)) continue;
    assigned.set(c.kf, { ei: c.ei, fi: c.fi });
    usedFields.set(fieldId, c.q >= 2 ? 'shared' : 'alone');
  }
  const keyFields: ItemScore['keyFields'] = {
    present: assigned.size,
    total: item.keyFields.length,
    typed: 0,
    typeAgree: 0,
    missing: [],
    typeMismatches: [],
    matched: [],
  };
  item.keyFields.forEach((kf, kfi) => {
    const name = `${kf.entity}.${kf.names[0]}`;
    const hit = assigned.get(kfi);
    if (!hit) {
      keyFields.missing.push(name);
      return;
    }
    const field = app.entities[hit.ei].fields[hit.fi];
    keyFields.matched.push(`${name} ← ${field.label}`);
    if (!kf.type) return;
    keyFields.typed++;
    if (field.type === kf.type) keyFields.typeAgree++;
    else keyFields.typeMismatches.push(`${name}: ${kf.type} ≠ ${field.type}`);
  });

  // Rules.
  const rules = { agree: 0, total: 0, mismatches: [] as string[] };
  const visitorsCreate = { ok: 0, total: 0, missing: [] as string[] };
  groups.forEach((g, gi) => {
    const p = primary[gi];
    if (!g.rule || p === null) return;
    const rule = app.entities[p].rule;
    rules.total++;
    if (rule === g.rule) rules.agree++;
    else rules.mismatches.push(`${g.names[0]}: ${g.rule} ≠ ${rule}`);
    if (!VISITOR_CREATE_RULES.has(g.rule)) return;
    visitorsCreate.total++;
    if (VISITOR_CREATE_RULES.has(rule)) visitorsCreate.ok++;
    else visitorsCreate.missing.push(`${g.names[0]}: ${rule}`);
  });

  const fitsNothing = entities.filter((e) => e.group === null).map((e) => e.label);
  const fractions = {
    required: fraction(required.present, required.total),
    relations: fraction(relationsPresent, item.relations.length),
    keyFields: fraction(keyFields.present, keyFields.total),
  };
  const fits =
    fractions.required >= FIT.required &&
    fractions.relations >= FIT.relations &&
    fractions.keyFields >= FIT.keyFields &&
    fitsNothing.length <= FIT.fitsNothing;

  return {
    id: item.id,
    idea: item.idea,
    patterns: item.patterns,
    entities,
    groups: groups.map((g, gi) => ({
      name: g.names[0],
      required: g.required,
      entities: members[gi].map((ei) => app.entities[ei].label),
    })),
    required,
    relations: {
      present: relationsPresent,
      total: item.relations.length,
      reversed,
      missing: missingRelations,
    },
    keyFields,
    fitsNothing,
    bare: app.entities.filter(isBareEntity).map((e) => e.label),
    entityCount: app.entities.length,
    rules,
    visitorsCreate,
    fractions,
    fits,
  };
}

// ---------- the figures of a set ----------

export interface SetFigures {
  items: number;
  fits: number;
  /** Percentages (0–100) and means. */
  fitRate: number;
  required: number;
  relations: number;
  keyFields: number;
  /** Of present key fields whose annotation gives a type, pooled over the set. */
  keyFieldTypes: { agree: number; total: number };
  fitsNothingPerIdea: number;
  bare: { count: number; entities: number };
  /** Pooled over the matched groups with a rule. */
  rules: { agree: number; total: number };
  visitorsCreate: { ok: number; total: number };
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

export function setFigures(scores: ItemScore[]): SetFigures {
  const sum = (f: (s: ItemScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const fits = scores.filter((s) => s.fits).length;
  return {
    items: scores.length,
    fits,
    fitRate: scores.length === 0 ? 0 : (100 * fits) / scores.length,
    required: mean(scores.map((s) => s.fractions.required)),
    relations: mean(scores.map((s) => s.fractions.relations)),
    keyFields: mean(scores.map((s) => s.fractions.keyFields)),
    keyFieldTypes: {
      agree: sum((s) => s.keyFields.typeAgree),
      total: sum((s) => s.keyFields.typed),
    },
    fitsNothingPerIdea: mean(scores.map((s) => s.fitsNothing.length)),
    bare: { count: sum((s) => s.bare.length), entities: sum((s) => s.entityCount) },
    rules: { agree: sum((s) => s.rules.agree), total: sum((s) => s.rules.total) },
    visitorsCreate: {
      ok: sum((s) => s.visitorsCreate.ok),
      total: sum((s) => s.visitorsCreate.total),
    },
  };
}

/** How far an item is from fitting, for ordering the worst examples (higher is worse). */
export function badness(score: ItemScore): number {
  return (
    Number(!score.fits) * 10 +
    (1 - score.fractions.required) * 2 +
    (1 - score.fractions.relations) +
    (1 - score.fractions.keyFields) +
    0.5 * score.fitsNothing.length
  );
}
