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
      { path: '/pricing', ...page(() => import('../routes/pricing.tsx')) },
      { path: '/enterprise', ...page(() => import('../routes/enterprise.tsx')) },
      { path: '/affiliates', ...page(() => import('../routes/affiliates.tsx')) },
      // Demo (spec section 2): /demo is public; the workspace and status send signed-out visitors to /demo.
      { path: '/demo', ...page(() => import('../routes/demo.tsx')) },
      { path: '/demo/app', ...guarded(() => import('../routes/demo-app.tsx'), '/demo') },
      { path: '/demo/status', ...guarded(() => import('../routes/demo-status.tsx'), '/demo') },
      { path: '/checkout/local/:id', ...guarded(() => import('../routes/checkout-local.tsx')) },
      // Marketing site (site)
      { path: '/servicios', ...page(() => import('../routes/services-index.tsx')) },
      { path: '/servicios/:slug', ...page(() => import('../routes/services.tsx')) },
      { path: '/casos', ...page(() => import('../routes/case-studies.tsx')) },
      { path: '/casos/:slug', ...page(() => import('../routes/case-study.tsx')) },
      { path: '/empresa', ...page(() => import('../routes/company.tsx')) },
      { path: '/blog', ...page(() => import('../routes/blog.tsx')) },
      { path: '/blog/:slug', ...page(() => import('../routes/blog-post.tsx')) },
      { path: '/talento', ...page(() => import('../routes/talent.tsx')) },
      { path: '/contacto', ...page(() => import('../routes/contact.tsx')) },
      { path: '/privacidad', ...page(() => import('../routes/privacy.tsx')) },
      { path: '/terminos', ...page(() => import('../routes/terms.tsx')) },
      { path: '/cookies', ...page(() => import('../routes/cookies-policy.tsx')) },
      { path: '/dashboard', ...guarded(() => import('../routes/dashboard.tsx')) },
      { path: '/mis-proyectos', ...guarded(() => import('../routes/my-projects.tsx')) },
      { path: '/proyecto/nuevo', ...guarded(() => import('../routes/new-project.tsx')) },
      { path: '/proyecto/:slug', ...guarded(() => import('../routes/project-owner.tsx')) },
      { path: '/admin/analitica', ...guarded(() => import('../routes/admin-analytics.tsx')) },
      { path: '/proyectos/:slug', ...page(() => import('../routes/public-project.tsx')) },
      { path: '/p/:slug', ...page(() => import('../routes/public-project.tsx')) },
      { path: '*', ...page(() => import('../routes/not-found.tsx')) },
    ],
  },
];

export { guarded };
