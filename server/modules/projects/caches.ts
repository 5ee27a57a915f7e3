import type { PublicProject } from '../../../contracts/projects.ts';

// The projects module's in-memory caches, built once per app by buildApp (deps.projectCaches)
// rather than at module level: two apps in one process (tests, the in-process cluster) keep
// their own, and a test can hand in fresh ones. Page and card entries are keyed by the
// project's updatedAt, so a stale one is never served; custom-domain answers expire after
// 30 s and are cleared at once by the custom-domains-changed cluster event.

/** A public page's content without its view count, which changes on every visit. */
export type CachedPublicPage = {
  updatedAt: string;
  body: Omit<PublicProject, 'project'> & { project: Omit<PublicProject['project'], 'viewCount'> };
};
export type CachedOgImage = { version: string; png: Buffer; etag: string };
export type CachedCustomDomain = { slug: string | null; expires: number };

export type ProjectCaches = {
  /** Public page content per project id (at most 1000, least recently filled dropped first). */
  publicPages: Map<string, CachedPublicPage>;
  /** Open Graph cards per project id (at most 100). */
  ogImages: Map<string, CachedOgImage>;
  /** The project slug (or none) a Host resolves to (at most 5000). */
  customDomains: Map<string, CachedCustomDomain>;
};

export function createProjectCaches(): ProjectCaches {
  return { publicPages: new Map(), ogImages: new Map(), customDomains: new Map() };
}
