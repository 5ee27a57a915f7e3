import { useQuery } from '@tanstack/react-query';
import type { ProjectFile } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useFiles(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'files'),
    queryFn: () =>
      apiFetch<{ files: ProjectFile[] }>(`${projectApiPath(projectId)}/files`).then((r) => r.files),
  });
}
