import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from './guards.tsx';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = { default: ComponentType };

/** A lazily loaded page with its own error boundary. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return { lazy: async () => ({ Component: (await load()).default }), ErrorBoundary: RouteError };
}

/** A page for signed-in users; `fallback` replaces the sign-in redirect (demo routes). */
function guarded(
  load: () => Promise<PageModule>,
  fallback?: string,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return {
    lazy: async () => {
      const Page = (await load()).default;
      return {
        // biome-ignore lint/correctness/noComponentHookFactories: built once per route, when its chunk loads.
        Component: () => (
          <RequireAuth fallback={fallback}>
            <Page />
          </RequireAuth>
        ),
      };
    },
    ErrorBoundary: RouteError,
  };
}

// Keep contracts/routes.ts (titles, descriptions, server status codes) in step with this list.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    ErrorBoundary: RouteError,
    children: [
      { path: '/', ...page(() => import('../routes/home.tsx')) },
      { path: '/login', ...page(() => import('../routes/login.tsx')) },
      { path: '/registro', ...page(() => import('../routes/register.tsx')) },
      // Not guarded: signed-out visitors get the builder's own sign-in prompt (spec section 2).
      { path: '/create', ...page(() => import('../routes/create.tsx')) },
      { path: '*', ...page(() => import('../routes/not-found.tsx')) },
    ],
  },
];

export { guarded };
