import { useQuery } from '@tanstack/react-query';
import type { RecentMessagesResponse } from '../../../contracts/realtime.ts';
import { apiFetch } from '../../lib/api.ts';

export const recentMessagesKey = (channel: string) => ['realtime', 'messages', channel] as const;

/** The room's last 20 messages (docs/product-spec.md §7), oldest first. */
export function useRecentMessages(channel: string) {
  return useQuery({
    queryKey: recentMessagesKey(channel),
    queryFn: () =>
      apiFetch<RecentMessagesResponse>(`/api/demo/messages?channel=${encodeURIComponent(channel)}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
