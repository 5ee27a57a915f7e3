// Text normalisation for the offline engine: strips diacritics, lowercases, tokenises and
// applies a light Spanish plural stemmer, so "Aplicación de CITAS médicas" and
// "aplicacion de cita medica" read the same. Everything here is pure and deterministic.

/** Hard cap on how much of a prompt the engine reads (keeps worst-case time bounded). */
export const MAX_INPUT_CHARS = 12_000;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^a-z0-9]+/;

/** NFD + strip combining marks + lowercase. "Ñandú Fácil" -> "nandu facil". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** Coerces anything to a bounded string (callers may pass garbage at runtime). */
export function safeString(value: unknown, max = MAX_INPUT_CHARS): string {
  if (typeof value !== 'string') return '';
  return value.length > max ? value.slice(0, max) : value;
}

const ES_PLURAL_CONSONANT_BEFORE_ES = new Set(['l', 'n', 'r', 'd', 'j', 'y']);
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/**
 * Light plural stemmer (not a full Snowball): "reservas" -> "reserva",
 * "profesores" -> "profesor", "ciudades" -> "ciudad", "luces" -> "luz", "pagos" -> "pago",
 * "padres" -> "padre", "clases" -> "clase". Applied identically to knowledge-base keywords
 * and to prompts, so it only has to be consistent, not linguistically perfect.
 */
export function stem(token: string): string {
  const n = token.length;
  if (n <= 3 || /\d/.test(token)) return token;
  const beforeCluster = token[n - 4] ?? '';
  if (n > 4 && token.endsWith('ces') && VOWELS.has(beforeCluster)) return `${token.slice(0, -3)}z`;
  if (
    n > 4 &&
    token.endsWith('es') &&
    ES_PLURAL_CONSONANT_BEFORE_ES.has(token[n - 3] ?? '') &&
    VOWELS.has(beforeCluster)
  ) {
    return token.slice(0, -2);
  }
  if (
    token.endsWith('s') &&
    !token.endsWith('ss') &&
    !token.endsWith('is') &&
    !token.endsWith('us')
  ) {
    return token.slice(0, -1);
  }
  return token;
}

/** Splits folded text into raw tokens (no stemming). */
export function rawTokens(text: string): string[] {
  return foldText(text)
    .split(NON_WORD)
    .filter((t) => t.length > 0);
}

/** Folded, tokenised and stemmed. */
export function tokenize(text: string): string[] {
  return rawTokens(text).map(stem);
}

export interface NormalizedText {
  /** Folded original (accents stripped, lowercase). */
  folded: string;
  /** Stemmed tokens in order. */
  tokens: string[];
  /** Stemmed tokens joined by single spaces, padded with a space at both ends. */
  joined: string;
  /** Set of stemmed tokens. */
  set: Set<string>;
}

export function normalizeText(text: string): NormalizedText {
  const folded = foldText(safeString(text));
  const tokens = folded
    .split(NON_WORD)
    .filter((t) => t.length > 0)
    .map(stem);
  return { folded, tokens, joined: ` ${tokens.join(' ')} `, set: new Set(tokens) };
}

/** 32-bit FNV-1a over the UTF-16 code units of a string. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic pick from a non-empty list, salted so different choices decorrelate. */
export function pick<T>(list: readonly T[], seed: string, salt: string): T {
  const index = fnv1a(`${salt}|${seed}`) % list.length;
  return list[index] as T;
}

/** Capitalises the first letter only. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/**
 * A compiled keyword: "cita" (exact stemmed token), "reserv*" (token prefix) or
 * "lista de tarea" (phrase of stemmed tokens).
 */
export interface Matcher {
  kind: 'token' | 'prefix' | 'phrase';
  value: string;
  /** Length in tokens (phrases weigh a bit more: they are more specific). */
  size: number;
}

export function compileKeyword(keyword: string): Matcher | null {
  const isPrefix = keyword.trim().endsWith('*');
  const tokens = tokenize(keyword.replace(/\*/g, ' '));
  if (tokens.length === 0) return null;
  if (isPrefix && tokens.length === 1) {
    // Prefixes are folded but not stemmed ("reserv*" must still match "reservas").
    const prefix = rawTokens(keyword.replace(/\*/g, ''))[0] ?? tokens[0]!;
    return { kind: 'prefix', value: prefix, size: 1 };
  }
  if (tokens.length === 1) return { kind: 'token', value: tokens[0]!, size: 1 };
  return { kind: 'phrase', value: ` ${tokens.join(' ')} `, size: tokens.length };
}

export function compileKeywords(list: string): Matcher[] {
  return list
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0)
    .map(compileKeyword)
    .filter((m): m is Matcher => m !== null);
}

/** Returns the first token index where the matcher hits, or -1. */
export function matchPosition(m: Matcher, text: NormalizedText): number {
  if (m.kind === 'token') {
    if (!text.set.has(m.value)) return -1;
    return text.tokens.indexOf(m.value);
  }
  if (m.kind === 'prefix') {
    for (let i = 0; i < text.tokens.length; i++) {
      if (text.tokens[i]!.startsWith(m.value)) return i;
    }
    return -1;
  }
  const at = text.joined.indexOf(m.value);
  if (at < 0) return -1;
  // Token index = number of spaces before the match (joined is space-padded).
  let count = 0;
  for (let i = 1; i <= at; i++) if (text.joined.charCodeAt(i) === 32) count++;
  return count;
}
