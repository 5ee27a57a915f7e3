import './zod-config.ts';
import type { RouteObject } from 'react-router';
import { readServerState } from './server-state.ts';

// Starts the app in several main-thread tasks instead of one: React DOM, TanStack Query,
// React Router, the app's routes and layout, sonner, zod and then the page's own chunk are
// each evaluated in a task of their own, so none blocks input for long (Total Blocking
// Time; docs/decisions/0110-server-rendered-pages.md). Hydration itself yields to the
// browser as a transition.

/**
 * Resolves in a new task, so the code evaluated before and after it are separate tasks. A
 * message rather than a timer: background tabs delay timers by up to a second each.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Loads the lazy modules of the routes matching the current URL before hydrating, so the
 * first client render is the page the server rendered and not a loading state.
 */
async function resolveLazyMatches(list: RouteObject[]) {
  const { matchRoutes } = await import('react-router');
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
  const rootEl = document.getElementById('root')!;
  const state = readServerState();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { hydrate } = await import('@tanstack/react-query');
  await nextTask();
  await import('react-router');
  await nextTask();
  const { AppRoot, createAppRouter, createQueryClient, routes } = await import('./app-root.tsx');
  // Fetched alongside the page's own chunks, so the toaster mounted right after hydration
  // (web/app/layout.tsx) is ready before anyone can trigger a toast.
  void import('./lazy-toaster.tsx');
  const queryClient = createQueryClient();
  if (!state || !rootEl.firstChild) {
    createRoot(rootEl).render(
      <AppRoot queryClient={queryClient} serverStatus={null} router={createAppRouter()} />,
    );
    return;
  }
  hydrate(queryClient, state.queries);
  await nextTask();
  // Libraries every page loads soon anyway (the toaster and the pageview counter mount right
  // after hydration), evaluated here one task each rather than inside the page's chunk.
  await import('sonner');
  await nextTask();
  await import('zod');
  await nextTask();
  await resolveLazyMatches(routes);
  await nextTask();
  const router = createAppRouter();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Total Blocking Time).
  const { startTransition } = await import('react');
  startTransition(() => {
    hydrateRoot(
      rootEl,
      <AppRoot
        queryClient={queryClient}
        serverStatus={{ path: state.path, status: state.status }}
        router={router}
      />,
    );
  });
}
