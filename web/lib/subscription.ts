import { useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '../../contracts/billing.ts';
import { fill, messages } from '../../contracts/messages.ts';
import { apiFetch } from './api.ts';

// The signed-in user's plan and usage, read by billing's cards (dashboard, /pricing) and by the
// screens that spend a message (B9: «Pide un cambio» said that a change costs a message but not
// how many the owner had left, the 5 a day and 25 a month of the Free plan, spec §9). One
// query key, so a spent message shows everywhere.

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** The signed-in user's plan and usage; pass `enabled: false` when signed out. */
export function useSubscription(opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: () => apiFetch<SubscriptionView>('/api/billing/subscription'),
    enabled: opts.enabled ?? true,
    retry: false,
  });
}

/**
 * The messages used of the plan, where one is about to be spent: on the Free plan today's of
 * its daily 5 and the month's of its 25; on a paid plan the month's.
 */
export function messageAllowance(view: SubscriptionView): string {
  const t = messages.credits;
  return view.daily
    ? fill(t.freeAllowance, {
        today: view.daily.used,
        daily: view.daily.limit,
        used: view.messages.used,
        limit: view.messages.limit,
      })
    : fill(t.monthAllowance, { used: view.messages.used, limit: view.messages.limit });
}
