import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsStats, AnalyticsSummary } from '../../../contracts/analytics.ts';
import type { NotificationLogEntry } from '../../../contracts/notifications.ts';
import { apiFetch } from '../../lib/api.ts';

// Analytics and notification-history reads (issue 8). Nothing here mutates: events are
// sent by web/lib/analytics, emails by the provider's client or the API.

export const analyticsKeys = {
  project: (id: string, days: number) => ['analytics', 'project', id, days] as const,
  platform: (days: number) => ['analytics', 'platform', days] as const,
  summary: () => ['analytics', 'summary'] as const,
  emails: (id: string) => ['notifications', id] as const,
};

export function useProjectAnalytics(projectId: string, days: number) {
  return useQuery({
    queryKey: analyticsKeys.project(projectId, days),
    queryFn: () =>
      apiFetch<AnalyticsStats>(
        `/api/projects/${encodeURIComponent(projectId)}/analytics?days=${days}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePlatformAnalytics(days: number) {
  return useQuery({
    queryKey: analyticsKeys.platform(days),
    queryFn: () => apiFetch<AnalyticsStats>(`/api/admin/analytics?days=${days}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useVisitsSummary() {
  return useQuery({
    queryKey: analyticsKeys.summary(),
    queryFn: () => apiFetch<AnalyticsSummary>('/api/analytics/summary'),
  });
}

export function useEmailHistory(projectId: string) {
  return useQuery({
    queryKey: analyticsKeys.emails(projectId),
    queryFn: () =>
      apiFetch<{ emails: NotificationLogEntry[] }>(
        `/api/projects/${encodeURIComponent(projectId)}/notifications`,
      ).then((r) => r.emails),
  });
}
