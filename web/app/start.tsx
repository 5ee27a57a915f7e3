import './zod-config.ts';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { readServerState } from '../lib/server-state.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { routes } from './routes.tsx';

/**
 * Loads the lazy modules of the routes matching the current URL before hydrating, so the
 * first client render is the page the server rendered and not a loading state.
 */
async function resolveLazyMatches(list: RouteObject[]) {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

export async function startApp() {
  // Fetched alongside the page's own chunks, so the toaster mounted right after hydration
  // (web/app/layout.tsx) is ready before anyone can trigger a toast.
  void import('./lazy-toaster.tsx');
  const rootEl = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const state = readServerState();
  if (!state || !rootEl.firstChild) {
    const router = createBrowserRouter(routes);
    createRoot(rootEl).render(
      <AppProviders queryClient={queryClient} serverStatus={null}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return;
  }
  hydrate(queryClient, state.queries);
  await resolveLazyMatches(routes);
  // Hydration data (the routes have no loaders: none to give) tells the router the page is
  // already on screen, so it keeps the scroll position instead of jumping to the top: a
  // visitor who scrolled before the app started would otherwise lose their place, and a tap
  // on its way would land on whatever moved under the finger.
  const router = createBrowserRouter(routes, { hydrationData: {} });
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      rootEl,
      <AppProviders
        queryClient={queryClient}
        serverStatus={{
          path: state.path,
          status: state.status,
          year: state.year,
          consent: state.consent,
          form: state.form,
        }}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}
