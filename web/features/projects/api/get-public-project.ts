import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicProject } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { countPublicView } from '../../../lib/public-view.ts';
import { projectKeys } from './keys.ts';

export function usePublicProject(slug: string, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: projectKeys.public(slug),
    queryFn: () =>
      apiFetch<PublicProject>(
        `/api/functions/public-project-get/proyectos/${encodeURIComponent(slug)}`,
      ),
    retry: false,
    enabled: opts.enabled ?? true,
    // Each fetch counts a visit; refetching on focus would inflate the count.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A server-rendered public page is cached (ETag, shared caches), so its visit is counted by
 * a small request (web/lib/public-view.ts, sent by the page entry); once the app runs, the
 * reply's count replaces the cached one.
 */
export function useCountServerRenderedView(slug: string, active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    void countPublicView(slug).then((viewCount) => {
      if (viewCount === null) return;
      queryClient.setQueryData<PublicProject>(projectKeys.public(slug), (old) =>
        old ? { ...old, project: { ...old.project, viewCount } } : old,
      );
    });
  }, [active, slug, queryClient]);
}
