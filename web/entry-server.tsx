import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { type RouteHandle, routes } from './app/routes.tsx';
import { serializeServerState } from './app/server-state.ts';
import { appKeys, firstPageParams } from './features/app-runtime/api.ts';
import { plansQueryKey } from './features/billing/api.ts';
import { projectKeys } from './features/projects/api.ts';

// The server renderer of the web app (docs/decisions/0110-server-rendered-pages.md): the
// same routes and components as the browser, rendered to a string. The server calls it
// for public pages only and never with a session, so the HTML can be shared and cached.

const handler = createStaticHandler(routes);

export type RenderInput = {
  /** Absolute URL of the page. */
  url: string;
  /** The status the server answers with (403/404 pages render their card). */
  status: number;
  /** API data the page reads (server/web-shell.ts PageData), seeded into the query cache. */
  data?: {
    publicProject?: { slug: string; data: unknown };
    plans?: unknown;
    app?: { slug: string; info: unknown; records?: { entityKey: string; data: unknown } };
  };
};

export type RenderOutput = {
  appHtml: string;
  stateJson: string;
  /** The page's module as the build manifest names it (`routes/home.tsx`). */
  routeModule: string | null;
};

export async function renderPage(input: RenderInput): Promise<RenderOutput | null> {
  const context = await handler.query(new Request(input.url));
  // No route has a loader or redirects today; a Response would mean one does.
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  const { publicProject, plans, app } = input.data ?? {};
  if (publicProject)
    queryClient.setQueryData(projectKeys.public(publicProject.slug), publicProject.data);
  if (plans) queryClient.setQueryData(plansQueryKey, plans);
  if (app) {
    queryClient.setQueryData(appKeys.info(app.slug), app.info);
    const { projectId } = app.info as { projectId: string };
    if (app.records)
      queryClient.setQueryData(appKeys.list(projectId, app.records.entityKey, firstPageParams), {
        pages: [app.records.data],
        pageParams: [''],
      });
  }
  const path = new URL(input.url).pathname;
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <AppProviders queryClient={queryClient} serverStatus={{ path, status: input.status }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const stateJson = serializeServerState({
    path,
    status: input.status,
    queries: dehydrate(queryClient),
  });
  queryClient.clear();
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return { appHtml, stateJson, routeModule: handle?.module ?? null };
}
