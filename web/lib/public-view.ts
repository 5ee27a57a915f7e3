import { formatNumber } from './format.ts';

// The visit of a server-rendered public project page. Its HTML may come from a shared cache,
// so the visit is counted by a small POST, sent by the page entry (web/main.tsx) whether or
// not the app ever starts, and at most once per slug in a page's life: the app awaits the same
// request for the count it shows (docs/decisions/0112-hydrate-on-interaction.md).
// The HTML's count is the one at render time, which a cached page keeps until the project
// changes; the entry puts the reply's count on the page (showViewCount) for a visitor who
// only reads, and the app's state takes it over when it starts.

const sent = new Map<string, Promise<number | null>>();

/** Counts the visit of `slug` once; resolves to the new count, or null if it was not counted. */
export function countPublicView(slug: string): Promise<number | null> {
  let counted = sent.get(slug);
  if (!counted) {
    counted = fetch(
      `/api/functions/public-project-get/proyectos/${encodeURIComponent(slug)}/views`,
      {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        keepalive: true,
      },
    )
      .then((res) => (res.ok ? (res.json() as Promise<{ viewCount?: unknown }>) : null))
      .then(
        (body) => (typeof body?.viewCount === 'number' ? body.viewCount : null),
        () => null,
      );
    sent.set(slug, counted);
  }
  return counted;
}

/** "1 visita", "1.234 visitas": the count as the public page shows it. */
export const viewCountLabel = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'visita' : 'visitas'}`;

/**
 * Shows `count` in the server-rendered page before the app starts: the elements marked
 * `data-view-count` ("label" or "number") by the public page, which lets their text differ
 * from its own state when it hydrates (suppressHydrationWarning) until it sets the same count.
 */
export function showViewCount(count: number) {
  for (const el of document.querySelectorAll<HTMLElement>('[data-view-count]'))
    el.textContent =
      el.dataset.viewCount === 'number' ? formatNumber(count) : viewCountLabel(count);
}
