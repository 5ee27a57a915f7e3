// Slug rules of docs/product-spec.md §5, exactly.

/**
 * From a name: lowercase, trimmed, characters other than word characters, space and
 * hyphen removed, runs of space, underscore and hyphen become one hyphen, leading and
 * trailing hyphens removed.
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Manual entry: lowercase, only a-z, 0-9 and hyphen kept. */
export function normalizeManualSlug(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Availability is checked only from this many characters on. */
export const SLUG_MIN_CHECK_LENGTH = 3;
export const SLUG_MAX_LENGTH = 80;

/** A slug the server accepts: what normalizeManualSlug keeps, non-empty, ≤ 80 chars. */
export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && /^[a-z0-9-]+$/.test(slug);
}
