import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../contracts/auth.ts';
import { apiFetch } from './api.ts';
import { setSignedInHint } from './signed-in-hint.ts';

// The session is read by the app shell, pages and several features (the builder shows a
// sign-in prompt to a visitor), so it lives here rather than in features/auth.

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async (): Promise<Me | null> => {
      const { user } = await apiFetch<{ user: Me | null }>('/api/session');
      setSignedInHint(user !== null);
      return user;
    },
    staleTime: 60_000,
    retry: false,
  });
}
