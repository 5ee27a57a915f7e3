import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthProviders, SignInInput, SignUpInput } from '../../../contracts/auth.ts';
import { apiFetch } from '../../lib/api.ts';
import { meQueryKey } from '../../lib/session.ts';
import { setSignedInHint } from '../../lib/signed-in-hint.ts';

export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => apiFetch<AuthProviders>('/api/auth-providers'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      apiFetch('/api/auth/sign-in/email', { method: 'POST', json: input }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiFetch('/api/auth/sign-up/email', { method: 'POST', json: input }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

let signedOutAt = 0;

/**
 * True for a few seconds after this tab signed out. A guarded page that still renders then
 * (lazy routes and transitions can commit the navigation home after the session is
 * forgotten) sends the person home, where they asked to go, and not to sign in.
 */
export function justSignedOut(): boolean {
  return Date.now() - signedOutAt < 5_000;
}

/**
 * Signs out. The caller navigates away first and then calls the returned `forget()`, so
 * a guarded page never sees the signed-out state and redirects to sign in.
 */
export function useSignOut() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      apiFetch('/api/auth/sign-out', { method: 'POST', json: {}, toastOnError: true }),
  });
  const forget = () => {
    signedOutAt = Date.now();
    setSignedInHint(false);
    qc.setQueryData(meQueryKey, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
  };
  return { ...mutation, forget };
}

/** Starts OAuth sign-in with Google or GitHub; better-auth answers with the provider URL. */
export async function startSocialSignIn(provider: 'google' | 'github', callbackURL: string) {
  const data = await apiFetch<{ url?: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider, callbackURL },
    toastOnError: true,
  });
  if (data.url) window.location.assign(data.url);
}
