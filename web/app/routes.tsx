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

/**
 * Every page's component, keyed by the paths of contracts/routes.ts (the page registry):
 * a page registered there without its component here, or a component here without its
 * page there, fails typechecking. Its guard follows the page's `access`.
 */
const PAGE_MODULES: Record<PagePath, () => Promise<PageModule>> = {
  '/': () => import('../routes/home.tsx'),
  '/login': () => import('../routes/login.tsx'),
  '/registro': () => import('../routes/register.tsx'),
  '/create': () => import('../routes/create.tsx'),
  '/pricing': () => import('../routes/pricing.tsx'),
  '/enterprise': () => import('../routes/enterprise.tsx'),
  '/affiliates': () => import('../routes/affiliates.tsx'),
  '/demo': () => import('../routes/demo.tsx'),
  '/demo/app': () => import('../routes/demo-app.tsx'),
  '/demo/status': () => import('../routes/demo-status.tsx'),
  '/checkout/local/:id': () => import('../routes/checkout-local.tsx'),
  '/servicios': () => import('../routes/services-index.tsx'),
  '/servicios/:slug': () => import('../routes/services.tsx'),
  '/casos': () => import('../routes/case-studies.tsx'),
  '/casos/:slug': () => import('../routes/case-study.tsx'),
  '/empresa': () => import('../routes/company.tsx'),
  '/blog': () => import('../routes/blog.tsx'),
  '/blog/:slug': () => import('../routes/blog-post.tsx'),
  '/talento': () => import('../routes/talent.tsx'),
  '/contacto': () => import('../routes/contact.tsx'),
  '/privacidad': () => import('../routes/privacy.tsx'),
  '/terminos': () => import('../routes/terms.tsx'),
  '/cookies': () => import('../routes/cookies-policy.tsx'),
  '/dashboard': () => import('../routes/dashboard.tsx'),
  '/mis-proyectos': () => import('../routes/my-projects.tsx'),
  '/proyecto/nuevo': () => import('../routes/new-project.tsx'),
  '/proyecto/:slug': () => import('../routes/project-owner.tsx'),
  '/admin/analitica': () => import('../routes/admin-analytics.tsx'),
  '/proyectos/:slug': () => import('../routes/public-project.tsx'),
  '/p/:slug': () => import('../routes/public-project.tsx'),
};

function pageRoute(path: PagePath): RouteObject {
  const load = PAGE_MODULES[path];
  const access: PageAccess = PAGES[path].access;
  if (access === 'auth') return { path, ...guarded(load) };
  if (access === 'demo-auth') return { path, ...guarded(load, '/demo') };
  return { path, ...page(load) };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    ErrorBoundary: RouteError,
    children: [
      ...(Object.keys(PAGE_MODULES) as PagePath[]).map(pageRoute),
      { path: '*', ...page(() => import('../routes/not-found.tsx')) },
    ],
  },
];
