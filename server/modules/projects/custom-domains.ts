import type { AppDeps } from '../../deps.ts';
import { onCustomDomainsChanged } from './domain-events.ts';
import { findProjectByCustomDomain } from './launches.repo.ts';

// Custom domains (docs/product-spec.md §2): the project whose active launch serves a Host.

type Deps = Pick<AppDeps, 'db'>;

/** True when an active launch serves this domain (a TLS proxy's on-demand certificate check). */
export async function isActiveCustomDomain(
  deps: Deps,
  { domain }: { domain: string },
): Promise<boolean> {
  return (await findProjectByCustomDomain(deps.db, domain)) !== undefined;
}

/**
 * The slug of the project a custom domain serves, or null. Every request on a foreign Host
 * asks, so answers are cached briefly (deps.projectCaches); a launch or unlaunch on any
 * instance clears the cache. `close` stops listening for those changes.
 */
export function createCustomDomainLookup(deps: Pick<AppDeps, 'db' | 'events' | 'projectCaches'>) {
  const TTL_MS = 30_000;
  const MAX_ENTRIES = 5000;
  const cache = deps.projectCaches.customDomains;
  const close = onCustomDomainsChanged(deps.events, () => cache.clear());

  async function slugForHost(host: string): Promise<string | null> {
    const now = Date.now();
    const hit = cache.get(host);
    if (hit && hit.expires > now) return hit.slug;
    const found = await findProjectByCustomDomain(deps.db, host);
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(host, { slug: found?.slug ?? null, expires: now + TTL_MS });
    return found?.slug ?? null;
  }
  return { slugForHost, close };
}
