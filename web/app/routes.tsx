import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PAGES, type PageAccess, type PagePath } from '../../contracts/routes.ts';
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

/** The page modules (web/routes/*.tsx), each loaded the first time its page is shown. */
const ROUTE_MODULES = import.meta.glob<PageModule>('../routes/*.tsx');

/**
 * Every page's module in web/routes, keyed by the paths of contracts/routes.ts (the page
 * registry): a page registered there without its module here, or a module here without its
 * page there, fails typechecking; a module named here that does not exist stops the app at
 * start. Its guard follows the page's `access`.
 */
const PAGE_FILES: Record<PagePath, string> = {
  '/': 'home',
  '/login': 'login',
  '/registro': 'register',
  '/create': 'create',
  '/pricing': 'pricing',
  '/enterprise': 'enterprise',
  '/affiliates': 'affiliates',
  '/demo': 'demo',
  '/demo/app': 'demo-app',
  '/demo/status': 'demo-status',
  '/checkout/local/:id': 'checkout-local',
  '/servicios': 'services-index',
  '/servicios/:slug': 'services',
  '/casos': 'case-studies',
  '/casos/:slug': 'case-study',
  '/empresa': 'company',
  '/blog': 'blog',
  '/blog/:slug': 'blog-post',
  '/talento': 'talent',
  '/contacto': 'contact',
  '/privacidad': 'privacy',
  '/terminos': 'terms',
  '/cookies': 'cookies-policy',
  '/dashboard': 'dashboard',
  '/mis-proyectos': 'my-projects',
  '/proyecto/nuevo': 'new-project',
  '/proyecto/:slug': 'project-owner',
  '/admin/analitica': 'admin-analytics',
  '/proyectos/:slug': 'public-project',
  '/p/:slug': 'public-project',
  '/proyectos/:slug/app': 'app-runtime',
  '/p/:slug/app': 'app-runtime',
};

/**
 * What a route carries for the server: the page's module as the build manifest names it,
 * so the server can tell the page entry which files the page will need
 * (docs/decisions/0112-hydrate-on-interaction.md).
 */
export type RouteHandle = { module: string };

function routeModule(file: string): { load: () => Promise<PageModule>; handle: RouteHandle } {
  const load = ROUTE_MODULES[`../routes/${file}.tsx`];
  if (!load) throw new Error(`web/routes/${file}.tsx does not exist`);
  return { load, handle: { module: `routes/${file}.tsx` } };
}

function pageRoute(path: PagePath): RouteObject {
  const { load, handle } = routeModule(PAGE_FILES[path]);
  const access: PageAccess = PAGES[path].access;
  if (access === 'auth') return { path, handle, ...guarded(load) };
  if (access === 'demo-auth') return { path, handle, ...guarded(load, '/demo') };
  return { path, handle, ...page(load) };
}

const notFound = routeModule('not-found');

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    ErrorBoundary: RouteError,
    children: [
      ...(Object.keys(PAGE_FILES) as PagePath[]).map(pageRoute),
      { path: '*', handle: notFound.handle, ...page(notFound.load) },
    ],
  },
];
