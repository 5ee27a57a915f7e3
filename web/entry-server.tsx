import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ConsentChoice, FormResult } from '../contracts/forms.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { type RouteHandle, routes } from './app/routes.tsx';
import { appKeys, firstPageParams } from './features/app-runtime/api.ts';
import { plansQueryKey } from './features/billing/api.ts';
import { projectKeys } from './features/projects/api/keys.ts';
import { serializeServerState } from './lib/server-state.ts';
import { meQueryKey } from './lib/session.ts';

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
    signedOut?: boolean;
    app?: { slug: string; info: unknown; records?: { entityKey: string; data: unknown } };
  };
  /** The footer's year. */
  year: number;
  /** The visitor's cookie choice; once there is one, no banner. */
  consent: ConsentChoice | null;
  /** A form the server refused, rendered with its errors and values. */
  form?: FormResult;
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
  const { publicProject, plans, signedOut, app } = input.data ?? {};
  if (signedOut) queryClient.setQueryData(meQueryKey, null);
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
  const render = {
    path,
    status: input.status,
    year: input.year,
    consent: input.consent,
    form: input.form,
  };
  const appHtml = renderToString(
    <AppProviders queryClient={queryClient} serverStatus={render}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const stateJson = serializeServerState({ ...render, queries: dehydrate(queryClient) });
  queryClient.clear();
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return { appHtml, stateJson, routeModule: handle?.module ?? null };
}
