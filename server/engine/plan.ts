// From an idea to a plan (issue 37): which app patterns it asks for, what of the idea fills each
// pattern's entities, and which of its own details become fields. A word that fills no slot
// never becomes an entity: not a typo, slang, a pronoun, a filler, a time or a place said in
// passing. The plan is what `emit.ts` turns into the app definition and `text.ts` into words.

import { pluralize } from '../lib/ai/offline/morphology.ts';
import { analyzeText, findPhrase, fold, type IdeaText, matches, type Token } from './analysis/analyze.ts';
import {
  ANIMAL_NOUNS,
  BUSINESS_NOUNS,
  COUNTABLE,
  EVENT_NOUNS,
  GROUP_NOUNS,
  NEVER_ENTITIES,
  PERSON_NOUNS,
  PLACE_NOUNS,
  SERVICE_NOUNS,
  THING_NOUNS,
} from './analysis/words.ts';
import { ideaDetails } from './details.ts';
import { PATTERNS } from './patterns/catalogue.ts';
import { classifierScores } from './patterns/classifier.ts';
import type { AppPattern, PatternEntity, PatternField, SlotKind } from './patterns/types.ts';

export interface PlannedEntity {
  /** `pattern:id`, unique in the plan. */
  ref: string;
  pattern: string;
  source: PatternEntity;
  label: string;
  labelPlural: string;
  gender: 'm' | 'f';
  /** The idea's word that named it, folded; null when the pattern's label stayed. */
  filledBy: string | null;
  fields: PatternField[];
  /** Other refs merged into this one (an entity shared by two patterns). */
  aliases: string[];
}

export interface AppPlan {
  idea: IdeaText;
  patterns: { pattern: AppPattern; score: number }[];
  entities: PlannedEntity[];
  main: PlannedEntity;
  /** The idea's business or group, when it names one: "peluquería", "club de remo". */
  place: { display: string; gender: 'm' | 'f' } | null;
  /** Idea details added as fields, for the description. */
  details: PatternField[];
}

/** Scores below this choose nothing: the idea gets the small fallback app. */
const MIN_SCORE = 2;
const FALLBACK_ID = 'registro-general';
const MAX_ENTITIES = 8;

const CLASS_OF: Record<Exclude<SlotKind, 'record'>, Set<string>> = {
  person: PERSON_NOUNS,
  thing: THING_NOUNS,
  animal: ANIMAL_NOUNS,
  place: PLACE_NOUNS,
  service: SERVICE_NOUNS,
  event: EVENT_NOUNS,
  group: GROUP_NOUNS,
};

interface CompiledCue {
  words: string[];
  weight: number;
}
const compiled = new Map<string, CompiledCue[]>();
function cuesOf(p: AppPattern): CompiledCue[] {
  let c = compiled.get(p.id);
  if (!c) {
    c = p.cues.map((cue) => ({ words: fold(cue.text).split(/\s+/).filter(Boolean), weight: cue.weight }));
    compiled.set(p.id, c);
  }
  return c;
}

/** Each pattern's score for an idea: its cues found, plus the trained classifier's vote. */
export function patternScores(idea: IdeaText): { pattern: AppPattern; score: number }[] {
  const learned = classifierScores(idea);
  const out: { pattern: AppPattern; score: number }[] = [];
  for (const pattern of PATTERNS) {
    if (pattern.id === FALLBACK_ID) continue;
    let score = 0;
    for (const cue of cuesOf(pattern)) {
      const at = cue.words.length === 1 ? (idea.lemmaSet.has(cue.words[0]!) ? 0 : -1) : findPhrase(idea, cue.words);
      if (at >= 0) score += cue.weight;
    }
    score += learned.get(pattern.id) ?? 0;
    out.push({ pattern, score });
  }
  out.sort((a, b) => b.score - a.score || a.pattern.id.localeCompare(b.pattern.id));
  return out;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function nounTokens(idea: IdeaText): Token[] {
  return idea.tokens.filter((t) => t.nounLemma !== null && t.norm.length >= 3);
}

/** A noun of the idea that may name an entity: known, not a filler, not said in passing. */
function usableNoun(t: Token): boolean {
  const lemma = t.nounLemma;
  if (!lemma || NEVER_ENTITIES.has(lemma) || NEVER_ENTITIES.has(t.norm)) return false;
  return true;
}

function labelFromWord(display: string) {
  const singular = display.toLowerCase();
  return {
    label: capitalize(singular),
    labelPlural: capitalize(pluralize(singular)),
  };
}

interface Filled {
  display: string;
  folded: string;
  gender: 'm' | 'f';
}

/** What of the idea names a pattern entity: one of its names, else a noun of its slot's kind. */
function fillEntity(entity: PatternEntity, idea: IdeaText, used: Set<string>, allowClass: boolean): Filled | null {
  const nouns = nounTokens(idea);
  // Its own names, earliest in the idea first.
  const names = (entity.names ?? []).map((n) => ({ n, f: fold(n) }));
  let best: { at: number; display: string; folded: string } | null = null;
  for (const { n, f } of names) {
    if (used.has(f)) continue;
    const words = f.split(/\s+/);
    const at =
      words.length === 1
        ? nouns.findIndex((t) => t.nounLemma === f || t.norm === f || matches(t, f))
        : findPhrase(idea, words);
    if (at < 0) continue;
    const position = words.length === 1 ? (nouns[at]?.i ?? at) : at;
    if (!best || position < best.at) best = { at: position, display: n, folded: f };
  }
  if (best) {
    const g = entity.names && fold(entity.names[0] ?? '') === best.folded ? entity.gender : null;
    return { display: best.display, folded: best.folded, gender: g ?? genderOfWord(best.display, entity.gender) };
  }
  if (!allowClass || !entity.slot || entity.slot === 'record') return null;
  const cls = CLASS_OF[entity.slot];
  for (const t of nouns) {
    const lemma = t.nounLemma!;
    if (used.has(lemma) || !usableNoun(t)) continue;
    if (cls.has(lemma)) return countable(t, entity);
  }
  if (entity.slot === 'thing') {
    // Any other noun the idea counts or points at ("mis 40 colmenas", "los disfraces") that
    // belongs to no other class: the idea's own thing.
    for (const t of nouns) {
      const lemma = t.nounLemma!;
      if (used.has(lemma) || !usableNoun(t) || t.pos !== 'noun') continue;
      if (PERSON_NOUNS.has(lemma) || PLACE_NOUNS.has(lemma) || EVENT_NOUNS.has(lemma) || GROUP_NOUNS.has(lemma)) continue;
      const prev = idea.tokens[t.i - 1];
      if (prev && (prev.pos === 'number' || /^(mis|los|las|nuestros|nuestras|sus|cada|unos|unas|de)$/.test(prev.norm)) && t.plural)
        return countable(t, entity);
    }
  }
  return null;
}

function countable(t: Token, entity: PatternEntity): Filled {
  const lemma = t.nounLemma!;
  const display = COUNTABLE[lemma] ?? t.display;
  return {
    display,
    folded: lemma,
    gender: COUNTABLE[lemma] ? genderOfWord(display, entity.gender) : (t.gender ?? entity.gender),
  };
}

function genderOfWord(display: string, fallback: 'm' | 'f'): 'm' | 'f' {
  const f = fold(display.split(' ')[0] ?? display);
  if (/(cion|sion|dad|tud|umbre)$/.test(f)) return 'f';
  if (/a$/.test(f) && !/(ma|dia)$/.test(f)) return 'f';
  if (/(o|or|aje|an|on)$/.test(f)) return 'm';
  return fallback;
}

function planPattern(
  pattern: AppPattern,
  idea: IdeaText,
  used: Set<string>,
  primary: boolean,
): PlannedEntity[] {
  const out: PlannedEntity[] = [];
  // Records (named by their own words) first, then the people and things that fill slots.
  const order = [...pattern.entities].sort((a, b) => rank(a) - rank(b));
  const classFilled = new Set<SlotKind>();
  for (const entity of order) {
    const allowClass = entity.core && !!entity.slot && !classFilled.has(entity.slot);
    const filled = fillEntity(entity, idea, used, allowClass);
    if (!filled && !entity.core) continue;
    // A second pattern brings its own records and what the idea names, not generic people.
    if (!filled && !primary && entity.slot === 'person' && entity.id !== pattern.main) continue;
    if (filled) {
      used.add(filled.folded);
      if (entity.slot) classFilled.add(entity.slot);
    }
    const words = filled ? labelFromWord(filled.display) : { label: entity.label, labelPlural: entity.labelPlural };
    out.push({
      ref: `${pattern.id}:${entity.id}`,
      pattern: pattern.id,
      source: entity,
      label: words.label,
      labelPlural: words.labelPlural,
      gender: filled ? filled.gender : entity.gender,
      filledBy: filled?.folded ?? null,
      fields: entity.fields.map((f) => ({ ...f })),
      aliases: [],
    });
  }
  return out;
}

function rank(e: PatternEntity): number {
  if (e.slot === 'record') return 0;
  if (e.names && e.names.length > 0) return 1;
  return 2;
}

/** The idea's business, club or group, for the name: a place or group noun no entity took. */
function placeOf(idea: IdeaText, used: Set<string>): AppPlan['place'] {
  for (const t of nounTokens(idea)) {
    const lemma = t.nounLemma!;
    if (used.has(lemma)) continue;
    if (!(BUSINESS_NOUNS.has(lemma) || PLACE_NOUNS.has(lemma) || GROUP_NOUNS.has(lemma))) continue;
    if (['mesa', 'turno', 'clase', 'curso', 'categoria', 'seccion', 'division', 'familia', 'equipo', 'grupo', 'lugar', 'punto', 'espacio', 'ruta', 'plaza', 'sitio', 'liga'].includes(lemma)) continue;
    const next = idea.tokens[t.i + 1];
    const after = idea.tokens[t.i + 2];
    let display = t.display.toLowerCase();
    if (next?.norm === 'de' && after && after.pos !== 'stop' && after.nounLemma && !NEVER_ENTITIES.has(after.nounLemma))
      display = `${display} de ${after.text.toLowerCase()}`;
    return { display, gender: t.gender ?? 'm' };
  }
  return null;
}

/** Merges entities of two patterns that are the same thing (one Socio for fees and events). */
function merge(into: PlannedEntity[], extra: PlannedEntity[]): void {
  for (const e of extra) {
    const same = into.find(
      (x) =>
        fold(x.label) === fold(e.label) ||
        (x.source.slot === 'person' && e.source.slot === 'person' && x.source.accountField && !e.filledBy && e.source.core),
    );
    if (same) {
      same.aliases.push(e.ref);
      const keys = new Set(same.fields.map((f) => f.key));
      for (const f of e.fields) if (!keys.has(f.key) && same.fields.length < 14) {
        same.fields.push({ ...f });
        keys.add(f.key);
      }
      continue;
    }
    if (into.length < MAX_ENTITIES) into.push(e);
  }
}

export function planIdea(input: string): AppPlan {
  const idea = analyzeText(input);
  const ranked = patternScores(idea);
  const top = ranked[0];
  const chosen: { pattern: AppPattern; score: number }[] = [];
  if (top && top.score >= MIN_SCORE) {
    chosen.push(top);
    const second = ranked[1];
    if (second && second.score >= Math.max(4, top.score * 0.6)) chosen.push(second);
  } else {
    const fallback = PATTERNS.find((p) => p.id === FALLBACK_ID);
    if (!fallback) throw new Error('Falta el patrón de reserva');
    chosen.push({ pattern: fallback, score: 0 });
  }
  const used = new Set<string>();
  const entities = planPattern(chosen[0]!.pattern, idea, used, true);
  for (const extra of chosen.slice(1)) merge(entities, planPattern(extra.pattern, idea, used, false));
  const mainRef = `${chosen[0]!.pattern.id}:${chosen[0]!.pattern.main}`;
  const main = entities.find((e) => e.ref === mainRef) ?? entities[0]!;
  // The idea's own details, on the entity that receives them.
  const target =
    entities.find((e) => e.pattern === chosen[0]!.pattern.id && e.source.details) ?? main;
  const taken = new Set(entities.flatMap((e) => [fold(e.label), e.filledBy ?? '']));
  const details = ideaDetails(
    idea,
    entities.flatMap((e) => e.fields),
    taken,
  );
  target.fields.push(...details);
  return { idea, patterns: chosen, entities, main, place: placeOf(idea, used), details };
}
