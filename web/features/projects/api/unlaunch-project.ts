import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useUnlaunchProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiFetch<{ project: ProjectDetail }>(`${projectApiPath(projectId)}/unlaunch`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
