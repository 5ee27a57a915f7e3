import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PLATFORM_SITE_ID } from '../../../contracts/analytics-limits.ts';
import { analyticsFor } from '../../lib/analytics.ts';
import { analyticsAllowed, CONSENT_EVENT } from '../../lib/consent.ts';
import { PROJECT_PAGE, takeLoadPageview } from '../../lib/load-pageview.ts';

// Where pageviews go (issue 8): a public project page to its project, everything else to
// the platform's reserved site id. Nothing is sent without consent (analyticsAllowed). The
// page as loaded is logged by the page entry (web/lib/load-pageview.ts); these count the
// pages navigated to in the app.

/** Logs a pageview for `siteId` now, and again when consent is given on this page. */
function usePageview(siteId: string | null, pageKey: string) {
  // Re-runs on every route change (pageKey): one pageview per page.
  useEffect(() => {
    if (!siteId || !pageKey || takeLoadPageview(siteId, pageKey)) return;
    const client = analyticsFor(siteId, analyticsAllowed);
    let counted = false;
    const count = () => {
      if (counted || !client.isEnabled()) return;
      counted = true;
      client.pageview();
    };
    count();
    window.addEventListener(CONSENT_EVENT, count);
    return () => window.removeEventListener(CONSENT_EVENT, count);
  }, [siteId, pageKey]);
}

/** In the layout: a pageview per route change of the platform's own pages. */
export function PlatformPageviews() {
  const { pathname } = useLocation();
  usePageview(PROJECT_PAGE.test(pathname) ? null : PLATFORM_SITE_ID, pathname);
  return null;
}

/** On a public project page: one pageview for that project. */
export function ProjectPageview({ projectId }: { projectId: string }) {
  const { pathname } = useLocation();
  usePageview(projectId, pathname);
  return null;
}
