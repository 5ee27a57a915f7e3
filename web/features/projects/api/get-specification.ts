import { useQuery } from '@tanstack/react-query';
import type { RenderedSpecification } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useSpecification(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'specification'),
    queryFn: () =>
      apiFetch<{ specification: RenderedSpecification | null }>(
        `${projectApiPath(projectId)}/specification`,
      ).then((r) => r.specification),
  });
}
