import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectKeys } from './keys.ts';

export function useProjectSummary() {
  return useQuery({
    queryKey: projectKeys.summary(),
    queryFn: () => apiFetch<DashboardSummary>('/api/projects/summary'),
  });
}
