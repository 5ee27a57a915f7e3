import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { announcePlanLimit } from '../lib/limits.ts';
import { type ServerRender, ServerStatusProvider } from '../lib/server-state.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    // A limit of the plan, met by any change a screen asks for, offers the plans (issue 41).
    mutationCache: new MutationCache({ onError: announcePlanLimit }),
  });
}

/** The providers around the router, the same on the server and in the browser. */
export function AppProviders({
  queryClient,
  serverStatus,
  children,
}: {
  queryClient: QueryClient;
  serverStatus: ServerRender | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ServerStatusProvider value={serverStatus}>{children}</ServerStatusProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
