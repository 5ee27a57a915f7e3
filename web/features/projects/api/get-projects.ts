import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectList, ProjectListFilter } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectKeys } from './keys.ts';

/** The builder's browser lists the user's projects in one page of up to this many. */
export const BROWSE_PAGE_SIZE = 200;

/** `limit` is the page size (the server's default, 50, when not given). */
export function useProjectList(q: string, status: ProjectListFilter, limit?: number) {
  return useInfiniteQuery({
    queryKey: projectKeys.list(q, status, limit),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ status, offset: String(pageParam) });
      if (q) params.set('q', q);
      if (limit) params.set('limit', String(limit));
      return apiFetch<ProjectList>(`/api/projects?${params}`);
    },
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
  });
}
