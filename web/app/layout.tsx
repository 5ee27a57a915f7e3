import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FALLBACK_DESCRIPTION, matchPage, pageTitle } from '../../contracts/routes.ts';
import { AfterHydration } from '../components/after-hydration.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { CookieBanner } from '../features/consent/cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

// Loaded after hydration: nothing on a freshly rendered page is a toast (web/lib/toast.ts).
const LazyToaster = lazy(() => import('./lazy-toaster.tsx'));
// Also after hydration: the analytics client and its contracts (which build zod schemas)
// would otherwise put zod in the app's first chunk.
const PlatformPageviews = lazy(() =>
  import('../features/analytics/track.tsx').then((m) => ({ default: m.PlatformPageviews })),
);

/** Keeps <title> and the description right on client-side navigation. */
function useDocumentMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const match = matchPage(pathname);
    document.title = pageTitle(match ? match.page.title : 'Página no encontrada');
    const meta = document.querySelector('meta[name="description"]');
    if (meta) meta.setAttribute('content', match?.page.description ?? FALLBACK_DESCRIPTION);
  }, [pathname]);
}

/**
 * Marks <html data-app="ready"> once the page is interactive (rendered, or hydrated from the
 * server's HTML); end-to-end tests wait for it before they click.
 */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** A running app (/proyectos/{slug}/app, /p/{slug}/app) is the owner's: no platform header or footer. */
const RUNNING_APP = /^\/(?:proyectos|p)\/[^/]+\/app\/?$/;

export function Layout() {
  useDocumentMeta();
  const bare = RUNNING_APP.test(useLocation().pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Saltar al contenido
      </a>
      {bare ? null : <Header />}
      <main id="contenido" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <MarkAppReady />
        </Suspense>
      </main>
      {bare ? null : <Footer />}
      <CookieBanner />
      <AfterHydration>
        <PlatformPageviews />
        <LazyToaster />
      </AfterHydration>
      <ScrollRestoration />
    </div>
  );
}
