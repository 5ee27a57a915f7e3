import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders `children` (typically React.lazy parts with no visible HTML: toaster, pageview
 * counters) only once the page has hydrated, so their code is fetched and run after the
 * page is interactive and server and client HTML agree.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
