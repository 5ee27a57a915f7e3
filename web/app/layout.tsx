import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { FALLBACK_DESCRIPTION, matchPage, pageTitle } from '../../contracts/routes.ts';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { PlatformPageviews } from '../features/analytics/track.tsx';
import { CookieBanner } from '../features/consent/cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

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

export function Layout() {
  useDocumentMeta();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Saltar al contenido
      </a>
      <Header />
      <main id="contenido" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <MarkAppReady />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <PlatformPageviews />
      <Toaster
        position="top-center"
        closeButton
        toastOptions={{
          // Sonner's rich colours fail WCAG contrast; these pairs pass AA.
          classNames: {
            success: 'bg-green-50! text-green-900! border-green-300!',
            error: 'bg-red-50! text-red-900! border-red-300!',
            warning: 'bg-amber-50! text-amber-900! border-amber-300!',
          },
        }}
      />
      <ScrollRestoration />
    </div>
  );
}
