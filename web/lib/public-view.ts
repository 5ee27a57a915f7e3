// The visit of a server-rendered public project page. Its HTML may come from a shared cache,
// so the visit is counted by a small POST, sent by the page entry (web/main.tsx) whether or
// not the app ever starts, and at most once per slug in a page's life: the app awaits the same
// request for the count it shows (docs/decisions/0112-hydrate-on-interaction.md).

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
