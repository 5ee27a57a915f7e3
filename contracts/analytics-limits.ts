// The analytics limits the browser client needs (docs/product-spec.md §9), kept apart from
// contracts/analytics.ts so that the page entry can load the client without zod
// (docs/decisions/0112-hydrate-on-interaction.md). contracts/analytics.ts re-exports them.

/** docs/product-spec.md §9: batches of 10, flush after 3 s, strings capped at 256, 30-minute sessions. */
export const ANALYTICS_BATCH_SIZE = 10;
export const ANALYTICS_FLUSH_MS = 3000;
export const ANALYTICS_MAX_STRING = 256;
export const ANALYTICS_SESSION_MS = 30 * 60 * 1000;
/** What the server accepts in one request (the client sends 10; other clients up to 100). */
export const ANALYTICS_MAX_BATCH = 100;

/** The site id the platform's own pages report to; no project can have it (ids are uuids). */
export const PLATFORM_SITE_ID = 'forja-site';

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
