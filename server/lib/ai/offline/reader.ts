// Reads an app idea in Spanish: tokens, lemma and part of speech for each (morphology.ts),
// then the idea's actors (vecinos, clientes), things (herramientas, pan), actions (prestar,
// encargar) with their objects, the fields it names (precio, foto) and its constraints
// ("la noche anterior", "por horas"). Pure and deterministic.

import {
  ACTORS,
  ATTRIBUTES,
  CONTAINERS,
  NOUN_CONTEXT,
  STOP,
  VERB_CONTEXT,
  VERB_IGNORE,
  VERB_OF_EVENT,
} from './lexicon.ts';
import { type Analysis, accented, analyze, fold, genderOfNoun, pluralize } from './morphology.ts';

/** How much of an idea is read (a 2,000-character idea is read whole). */
export const MAX_READ_CHARS = 4000;

export interface Term {
  /** Folded lemma: the identity of the term. */
  key: string;
  /** Singular with accents: "préstamo". */
  singular: string;
  plural: string;
  gender: 'm' | 'f';
  count: number;
  /** Token index of the first mention. */
  first: number;
}

export interface Action {
  /** Infinitive, folded: "prestar". */
  verb: string;
  /** Infinitive with accents. */
  label: string;
  object: Term | null;
  first: number;
}

export interface Attribute {
  key: string;
  first: number;
}

export interface Reading {
  actors: Term[];
  things: Term[];
  actions: Action[];
  attributes: Attribute[];
  /** Examples given for a thing: "herramientas (taladros, escaleras)" → herramienta: [taladro, escalera]. */
  examples: Map<string, string[]>;
  /** Where the idea happens, not a record of its own: "un barrio", "una panadería". */
  settings: Term[];
  /** Things named through a list/management noun: "lista de invitados" → lista. */
  containers: string[];
  constraints: string[];
  /** Words read, and how many the dictionary knew. */
  words: number;
  known: number;
}

type Kind = 'noun' | 'verb' | 'skip' | 'break';

interface Token {
  surface: string;
  folded: string;
  kind: Kind;
  lemma: string;
}

const BREAK = /^[,.;:!?¿¡()\n]+$/;

function tokenize(text: string): { surface: string; folded: string; isBreak: boolean }[] {
  const parts = text.slice(0, MAX_READ_CHARS).match(/[\p{L}\p{N}]+|[,.;:!?¿¡()\n]/gu) ?? [];
  return parts.map((p) => ({
    surface: p.toLowerCase(),
    folded: fold(p),
    isBreak: BREAK.test(p),
  }));
}

/** Weak verb contexts: a word that is itself a noun stays a noun after them ("y presupuesto"). */
const WEAK_VERB_CONTEXT = new Set(['y', 'o', 'a', 'e', 'u']);

/** Businesses and places an idea is for: not records of their own. */
const BUSINESS =
  /(eria|barrio|pueblo|ciudad|comunidad|edificio|urbanizacion|colegio|escuela|instituto|universidad|academia|clinica|consulta|gimnasio|club|asociacion|tienda|restaurante|bar|cafeteria|hotel|hostal|taller|oficina|empresa|negocio|parroquia|ayuntamiento|granja|huerto|vivero|farmacia|floristeria|fruteria|cooperativa|ong|fundacion|despacho|estudio|salon)$/;

const PARTICIPLE = /(ado|ada|ados|adas|ido|ida|idos|idas)$/;
const FINITE_VERB = /(an|en|amos|emos|imos|aron|ieron|ando|iendo|ar|er|ir)$/;

function chooseReading(
  analyses: Analysis[],
  folded: string,
  prev: string,
  prevKind: Kind | null,
): { kind: Kind; lemma: string } {
  const nouns = analyses.filter((a) => a.pos === 'noun');
  const verbs = analyses.filter((a) => a.pos === 'verb');
  const infinitive = verbs.find((v) => fold(v.lemma) === folded);
  if (infinitive) return { kind: 'verb', lemma: infinitive.lemma };
  // A verb with clitics ("recogerlo") comes back as its infinitive only.
  if (
    verbs.length > 0 &&
    nouns.length === 0 &&
    /(r)(lo|la|los|las|le|les|se|me|te|nos)+$/.test(folded)
  )
    return { kind: 'verb', lemma: verbs[0]!.lemma };
  const nounContext = NOUN_CONTEXT.has(prev);
  if (nouns.length > 0 && nounContext) {
    // Prefer the noun whose lemma is this very word or its singular.
    return { kind: 'noun', lemma: bestNoun(nouns, folded).lemma };
  }
  const exactNoun = nouns.some((n) => fold(n.lemma) === folded);
  const weakContext = WEAK_VERB_CONTEXT.has(prev) && exactNoun;
  if (verbs.length > 0 && ((VERB_CONTEXT.has(prev) && !weakContext) || nouns.length === 0)) {
    if (PARTICIPLE.test(folded) && prevKind !== 'skip') return { kind: 'skip', lemma: '' };
    return { kind: 'verb', lemma: verbs[0]!.lemma };
  }
  if (nouns.length > 0) {
    const noun = bestNoun(nouns, folded);
    // "pasan a recogerlo pagado": a participle after a verb or noun describes, it is not a thing.
    if (PARTICIPLE.test(folded) && verbs.length > 0 && prevKind !== null && prevKind !== 'skip')
      return { kind: 'skip', lemma: '' };
    // A gendered word right after a noun is an adjective ("citas médicas").
    if (noun.gendered && prevKind === 'noun' && !ACTORS.has(fold(noun.lemma)))
      return { kind: 'skip', lemma: '' };
    if (
      verbs.length > 0 &&
      FINITE_VERB.test(folded) &&
      fold(noun.lemma) !== folded &&
      !folded.endsWith('es')
    )
      return { kind: 'verb', lemma: verbs[0]!.lemma };
    return { kind: 'noun', lemma: noun.lemma };
  }
  return { kind: 'skip', lemma: '' };
}

function bestNoun(nouns: Analysis[], folded: string): Analysis {
  return (
    nouns.find((n) => fold(n.lemma) === folded) ??
    nouns.find((n) => folded.startsWith(fold(n.lemma))) ??
    nouns[0]!
  );
}

function makeTerm(lemma: string, first: number): Term {
  const singular = accented(lemma);
  return {
    key: fold(singular),
    singular,
    plural: pluralize(singular),
    gender: genderOfNoun(singular),
    count: 1,
    first,
  };
}

const CONSTRAINT_PATTERNS: RegExp[] = [
  /\bpor (?:horas|d[ií]as|semanas|meses|turnos|zonas|barrios|whatsapp|correo|email|sms|telegram|adelantado|tallas|niveles|edades)\b/gu,
  /\b(?:la noche anterior|el d[ií]a anterior|con antelaci[oó]n|en tiempo real|a domicilio|de segunda mano|sin conexi[oó]n|sin internet|sin registro|sin spoilers|sin comisiones|sin anuncios|sin papel|sin efectivo|al instante|cerca de (?:casa|m[ií])|en el momento)\b/gu,
  /\bcada (?:d[ií]a|semana|mes|a[nñ]o|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|ma[nñ]ana|noche|\d+ (?:d[ií]as|horas|semanas|meses))\b/gu,
  /\b(?:antes|despu[eé]s) de (?:cada|la|el|las|los) \p{L}+/gu,
  /\b(?:gratis|gratuit[oa]s?|pagad[oa]s?)\b/gu,
];

function findConstraints(text: string): string[] {
  const lower = text.slice(0, MAX_READ_CHARS).toLowerCase();
  const out: { at: number; text: string }[] = [];
  for (const re of CONSTRAINT_PATTERNS) {
    for (const m of lower.matchAll(re)) out.push({ at: m.index ?? 0, text: m[0] });
  }
  out.sort((a, b) => a.at - b.at);
  return [...new Set(out.map((c) => c.text))].slice(0, 4);
}

export function readIdea(idea: string): Reading {
  const raw = tokenize(idea);
  const tokens: Token[] = [];
  let known = 0;
  let words = 0;
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (t.isBreak) {
      tokens.push({ surface: t.surface, folded: t.folded, kind: 'break', lemma: '' });
      continue;
    }
    words++;
    const prev = i > 0 ? raw[i - 1]!.folded : '';
    const prevKind = tokens.length > 0 ? tokens[tokens.length - 1]!.kind : null;
    const analyses = /^\d+$/.test(t.folded) ? [] : analyze(t.folded);
    if (analyses.length > 0) known++;
    if (STOP.has(t.folded) && !CONTAINERS.has(t.folded) && !ATTRIBUTES[t.folded]) {
      // Function words: a verb after one still reads as a verb, so keep its kind neutral.
      tokens.push({ surface: t.surface, folded: t.folded, kind: 'skip', lemma: '' });
      continue;
    }
    const chosen = chooseReading(analyses, t.folded, prev, prevKind);
    tokens.push({ surface: t.surface, folded: t.folded, kind: chosen.kind, lemma: chosen.lemma });
  }

  const actors = new Map<string, Term>();
  const things = new Map<string, Term>();
  const attributes = new Map<string, Attribute>();
  const containers: string[] = [];
  const actionList: { verb: string; label: string; first: number; objectAt: number }[] = [];

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'noun') {
      const key = fold(t.lemma);
      if (STOP.has(key) && !CONTAINERS.has(key) && !ATTRIBUTES[key]) continue;
      if (CONTAINERS.has(key) && nextNounAfterDe(tokens, i) >= 0) {
        containers.push(key);
        continue;
      }
      if (ATTRIBUTES[key]) {
        if (!attributes.has(key)) attributes.set(key, { key, first: i });
        continue;
      }
      const target = ACTORS.has(key) ? actors : things;
      const existing = target.get(key);
      if (existing) existing.count++;
      else target.set(key, makeTerm(t.lemma, i));
    } else if (t.kind === 'verb') {
      const verb = fold(t.lemma);
      if (VERB_IGNORE.has(verb) || STOP.has(verb)) continue;
      actionList.push({ verb, label: t.lemma, first: i, objectAt: objectOf(tokens, i) });
    }
  }

  // A thing that is the record of an action ("préstamo" for "prestar") keeps its own term,
  // and the action is read even when only the noun was written ("reservas de pistas").
  for (const thing of things.values()) {
    const verb = VERB_OF_EVENT[thing.key];
    if (verb && !actionList.some((a) => a.verb === verb)) {
      actionList.push({
        verb,
        label: verb,
        first: thing.first,
        objectAt: objectAfterEvent(tokens, thing.first),
      });
    }
  }

  const actions: Action[] = [];
  const seenVerbs = new Set<string>();
  actionList.sort((a, b) => a.first - b.first);
  for (const a of actionList) {
    if (seenVerbs.has(a.verb)) continue;
    seenVerbs.add(a.verb);
    let object: Term | null = null;
    if (a.objectAt >= 0) {
      const key = fold(tokens[a.objectAt]!.lemma);
      object = things.get(key) ?? actors.get(key) ?? null;
    }
    actions.push({ verb: a.verb, label: accented(a.label), object, first: a.first });
  }

  // Examples in parentheses or after "como": kinds of the thing before them, not things.
  const examples = new Map<string, string[]>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'noun' || !things.has(fold(t.lemma))) continue;
    const opener = tokens[i + 1];
    if (!opener || !(opener.surface === '(' || opener.surface === ':' || opener.folded === 'como'))
      continue;
    const closer = opener.surface === '(' ? ')' : null;
    const kinds: string[] = [];
    for (let j = i + 2; j < Math.min(tokens.length, i + 14); j++) {
      const u = tokens[j]!;
      if (
        closer ? u.surface === closer : u.surface === '.' || u.surface === ';' || u.surface === ':'
      )
        break;
      if (u.kind === 'verb') break;
      if (u.kind === 'noun') {
        const key = fold(u.lemma);
        const term = things.get(key);
        if (term && term.first === j && term.count === 1) kinds.push(term.singular);
      }
    }
    if (kinds.length >= 2 && (closer || opener.folded === 'como')) {
      examples.set(fold(t.lemma), kinds);
      for (const k of kinds) things.delete(fold(k));
    }
  }
  // Settings: "vecinos de un barrio", "para una panadería: …".
  const settings: Term[] = [];
  for (const thing of [...things.values()]) {
    const at = thing.first;
    const before = tokens.slice(Math.max(0, at - 3), at);
    const afterActor =
      before.some((b) => b.kind === 'noun' && ACTORS.has(fold(b.lemma))) &&
      before.some((b) => b.folded === 'de' || b.folded === 'del');
    const business =
      BUSINESS.test(thing.key) &&
      before.some(
        (b) =>
          b.folded === 'para' ||
          b.folded === 'mi' ||
          b.folded === 'nuestra' ||
          b.folded === 'nuestro',
      );
    if ((afterActor || business) && things.size > 1 && !actionList.some((a) => a.objectAt === at)) {
      settings.push(thing);
      things.delete(thing.key);
    }
  }

  const byWeight = (x: Term, y: Term) => y.count - x.count || x.first - y.first;
  return {
    actors: [...actors.values()].sort(byWeight),
    things: [...things.values()].sort((x, y) => x.first - y.first),
    actions,
    attributes: [...attributes.values()],
    examples,
    settings,
    containers,
    constraints: findConstraints(idea),
    words,
    known,
  };
}

/** "lista de invitados": the noun after "de" that a container names. */
function nextNounAfterDe(tokens: Token[], i: number): number {
  const next = tokens[i + 1];
  if (!next || (next.folded !== 'de' && next.folded !== 'del')) return -1;
  for (let j = i + 2; j < Math.min(tokens.length, i + 5); j++) {
    const t = tokens[j]!;
    if (t.kind === 'break') return -1;
    if (t.kind === 'noun') return j;
  }
  return -1;
}

/** The object of a verb: the first noun within a few words, not past punctuation. */
function objectOf(tokens: Token[], i: number): number {
  for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
    const t = tokens[j]!;
    if (t.kind === 'break' || t.kind === 'verb') return -1;
    if (t.kind === 'noun') {
      const key = fold(t.lemma);
      if (CONTAINERS.has(key)) continue;
      if (ATTRIBUTES[key] || STOP.has(key)) continue;
      return j;
    }
  }
  return -1;
}

/** "reserva de pistas": the thing an event noun is about. */
function objectAfterEvent(tokens: Token[], i: number): number {
  const next = tokens[i + 1];
  if (!next || !['de', 'del', 'para'].includes(next.folded)) return -1;
  return objectOf(tokens, i + 1);
}
