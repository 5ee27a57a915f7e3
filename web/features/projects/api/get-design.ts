import { useQuery } from '@tanstack/react-query';
import type { Design } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useDesign(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'design'),
    queryFn: () =>
      apiFetch<{ design: Design }>(`${projectApiPath(projectId)}/design`).then((r) => r.design),
  });
}
