import { PLATFORM_SITE_ID } from '../../contracts/analytics-limits.ts';
import { analyticsAllowed, CONSENT_EVENT } from './consent.ts';

// The pageview of the page as it was loaded is logged by the page entry (web/main.tsx), since
// a server-rendered page may never start the app (docs/decisions/0112-hydrate-on-interaction.md);
// the app's own counters (web/features/analytics/track.tsx) log the pages navigated to after
// it and skip this one. The analytics client is fetched only when consent allows it.

/** A public project page: its visits count for the project, not the platform. */
export const PROJECT_PAGE = /^\/(proyectos|p)\/[^/]+\/?$/;

let claimed: { siteId: string; pathname: string } | null = null;

/**
 * Takes charge of the current page's pageview, at once so the app cannot count it too, and
 * returns what logs it: then if analytics are allowed, else when consent is given on this
 * page. A public project page counts for `projectId` (read from its HTML); without it the
 * app's counter logs the page once it knows the project.
 */
export function claimLoadPageview(projectId: string | null): () => void {
  const { pathname } = location;
  const siteId = PROJECT_PAGE.test(pathname) ? projectId : PLATFORM_SITE_ID;
  if (!siteId) return () => {};
  claimed = { siteId, pathname };
  const send = () => {
    if (!analyticsAllowed()) return;
    window.removeEventListener(CONSENT_EVENT, send);
    void import('./analytics.ts').then((m) => m.analyticsFor(siteId, analyticsAllowed).pageview());
  };
  return () => {
    send();
    window.addEventListener(CONSENT_EVENT, send);
  };
}

/** True once if the entry has taken charge of this page's pageview (the app then skips it). */
export function takeLoadPageview(siteId: string, pathname: string): boolean {
  if (claimed?.siteId !== siteId || claimed.pathname !== pathname) return false;
  claimed = null;
  return true;
}
