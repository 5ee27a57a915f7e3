// Scores concepts against annotated ideas (eval/concepts/*.json, issue 19): core capture (≥ ¾ of
// the idea's core terms appear in the name, description, features or stories), clean (no
// foreign term in a feature or story), category accuracy and data-model validity. Matching is
// Spanish-aware: accents and case folded, words reduced to their lemmas (morphology.ts), so
// "herramientas" counts for "herramienta" and "prestó" for "prestar".

import {
  CONCEPT_CATEGORIES,
  type Concept,
  type ConceptCategory,
} from '../../../../contracts/concept.ts';
import { dataModelSchema } from '../../../../contracts/data-model.ts';
import { analyze, fold } from './morphology.ts';
import { stem } from './normalize.ts';

export interface LabelledIdea {
  idea: string;
  category: ConceptCategory;
  core: string[];
  foreign: string[];
}

export interface IdeaResult {
  idea: LabelledIdea;
  concept: Concept;
  missed: string[];
  foreignHits: string[];
  captured: boolean;
  clean: boolean;
  categoryOk: boolean;
  modelOk: boolean;
}

export interface Figures {
  ideas: number;
  core: number;
  clean: number;
  both: number;
  category: number;
  model: number;
}

const GLUE = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'a',
  'al',
  'en',
  'y',
  'por',
  'con',
  'para',
]);

function wordKeys(word: string): Set<string> {
  const folded = fold(word);
  const keys = new Set<string>([folded, stem(folded)]);
  for (const a of analyze(folded)) {
    const lemma = fold(a.lemma);
    keys.add(lemma);
    keys.add(stem(lemma));
  }
  return keys;
}

function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** A text read once: its words, each with every form it can stand for. */
export interface IndexedText {
  words: string[];
  keys: Set<string>[];
}

export function indexText(text: string): IndexedText {
  const list = words(text);
  return { words: list, keys: list.map(wordKeys) };
}

function matchesWord(termWord: string, keys: Set<string>): boolean {
  const folded = fold(termWord);
  if (keys.has(folded) || keys.has(stem(folded))) return true;
  for (const a of analyze(folded)) if (keys.has(fold(a.lemma))) return true;
  return false;
}

/** Does one alternative ("préstamo", "receta médica") appear? Phrases match in order, glue words skipped. */
function hasAlternative(alternative: string, text: IndexedText): boolean {
  const parts = words(alternative).filter((w) => !GLUE.has(w));
  if (parts.length === 0) return false;
  for (let i = 0; i < text.words.length; i++) {
    if (!matchesWord(parts[0]!, text.keys[i]!)) continue;
    let at = i;
    let ok = true;
    for (let p = 1; p < parts.length; p++) {
      let found = -1;
      for (let j = at + 1; j < Math.min(text.words.length, at + 3); j++) {
        if (matchesWord(parts[p]!, text.keys[j]!)) {
          found = j;
          break;
        }
        if (!GLUE.has(text.words[j]!)) break;
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) return true;
  }
  return false;
}

export function hasTerm(term: string, text: IndexedText): boolean {
  return term.split('|').some((alternative) => hasAlternative(alternative.trim(), text));
}

export function scoreIdea(idea: LabelledIdea, concept: Concept): IdeaResult {
  const whole = indexText(
    [concept.name, concept.description, ...concept.features, ...concept.userStories].join(' . '),
  );
  const body = indexText([...concept.features, ...concept.userStories].join(' . '));
  const missed = idea.core.filter((term) => !hasTerm(term, whole));
  const needed = Math.ceil((idea.core.length * 3) / 4);
  const captured = idea.core.length - missed.length >= needed;
  const foreignHits = idea.foreign.filter((term) => hasTerm(term, body));
  const model = concept.dataModel;
  const modelOk = !!model && dataModelSchema.safeParse(model).success && model.entities.length >= 2;
  return {
    idea,
    concept,
    missed,
    foreignHits,
    captured,
    clean: foreignHits.length === 0,
    categoryOk: concept.category === idea.category,
    modelOk,
  };
}

export function figures(results: IdeaResult[]): Figures {
  const n = Math.max(1, results.length);
  const pct = (count: number) => Math.round((1000 * count) / n) / 10;
  return {
    ideas: results.length,
    core: pct(results.filter((r) => r.captured).length),
    clean: pct(results.filter((r) => r.clean).length),
    both: pct(results.filter((r) => r.captured && r.clean).length),
    category: pct(results.filter((r) => r.categoryOk).length),
    model: pct(results.filter((r) => r.modelOk).length),
  };
}

export function isLabelledIdea(value: unknown): value is LabelledIdea {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.idea === 'string' &&
    (CONCEPT_CATEGORIES as readonly string[]).includes(v.category as string) &&
    Array.isArray(v.core) &&
    Array.isArray(v.foreign)
  );
}
