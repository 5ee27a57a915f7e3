import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutRequest,
  LocalCheckoutResult,
  LocalCheckoutView,
  PlansResponse,
  UrlResponse,
} from '../../../contracts/billing.ts';
import { apiFetch } from '../../lib/api.ts';

export const plansQueryKey = ['billing', 'plans'] as const;
const localCheckoutKey = (id: string) => ['billing', 'local-checkout', id] as const;

export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: () => apiFetch<PlansResponse>('/api/plans'),
    staleTime: 5 * 60_000,
  });
}

/** Starts a checkout; the caller opens the returned URL and shows errors itself. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutRequest) =>
      apiFetch<UrlResponse>('/api/functions/stripe-checkout', {
        method: 'POST',
        json: input,
      }),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: (input: { returnUrl: string }) =>
      apiFetch<UrlResponse>('/api/functions/stripe-portal', {
        method: 'POST',
        json: input,
      }),
  });
}

export function useLocalCheckout(id: string) {
  return useQuery({
    queryKey: localCheckoutKey(id),
    queryFn: () =>
      apiFetch<LocalCheckoutView>(`/api/billing/local-checkout/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export function useFinishLocalCheckout(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: 'complete' | 'cancel') =>
      apiFetch<LocalCheckoutResult>(
        `/api/billing/local-checkout/${encodeURIComponent(id)}/${action}`,
        { method: 'POST', json: {}, toastOnError: true },
      ),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}

export function useCancelLocalSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ ok: true }>('/api/billing/local-portal/cancel', {
        method: 'POST',
        json: {},
        toastOnError: true,
      }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
