import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { type ServerRender, ServerStatusProvider } from '../lib/server-state.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
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
