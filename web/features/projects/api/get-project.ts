import { useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '../../../../contracts/projects.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { projectKeys } from './keys.ts';

export function useProjectBySlug(slug: string) {
  return useQuery({
    queryKey: projectKeys.bySlug(slug),
    queryFn: () =>
      apiFetch<{ project: ProjectDetail }>(
        `/api/projects/by-slug/${encodeURIComponent(slug)}`,
      ).then((r) => r.project),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
