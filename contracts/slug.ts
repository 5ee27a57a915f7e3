// Slug rules of docs/product-spec.md §5, with Spanish letters kept readable (issue 19):
// accents are folded and ñ becomes n before anything is removed ("Mascotafácil" →
// "mascotafacil", not "mascotafcil").

// Letters that do not decompose into a base letter and a combining mark.
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lowercase, accents and diacritics folded to their base letter: "Ñandú Æ" → "nandu ae". */
export function foldLetters(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþı]/g, (ch) => LIGATURES[ch] ?? ch);
}

/**
 * From a name: lowercase, accents folded (ñ → n), trimmed, characters other than word
 * characters, space and hyphen removed, runs of space, underscore and hyphen become one
 * hyphen, leading and trailing hyphens removed.
 */
export function slugFromName(name: string): string {
  return foldLetters(name)
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Manual entry: lowercase, accents folded (ñ → n), only a-z, 0-9 and hyphen kept. */
export function normalizeManualSlug(input: string): string {
  return foldLetters(input).replace(/[^a-z0-9-]/g, '');
}

/** Availability is checked only from this many characters on. */
export const SLUG_MIN_CHECK_LENGTH = 3;
export const SLUG_MAX_LENGTH = 80;

/** A slug the server accepts: what normalizeManualSlug keeps, non-empty, ≤ 80 chars. */
export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && /^[a-z0-9-]+$/.test(slug);
}
