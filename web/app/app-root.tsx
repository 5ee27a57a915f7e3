import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers.tsx';
import { routes } from './routes.tsx';

// The app as the browser mounts it: providers around the router of web/app/routes.tsx.
// Imported by web/app/start.tsx in a task of its own (after React DOM and the libraries).

export { createQueryClient, routes };

export const createAppRouter = () => createBrowserRouter(routes);

export function AppRoot({
  queryClient,
  serverStatus,
  router,
}: {
  queryClient: ReturnType<typeof createQueryClient>;
  serverStatus: { path: string; status: number } | null;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <AppProviders queryClient={queryClient} serverStatus={serverStatus}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
