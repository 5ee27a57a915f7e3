import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LaunchConfigInput, LaunchState } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useSaveLaunchConfig(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LaunchConfigInput) =>
      apiFetch<{ launch: LaunchState }>(`${projectApiPath(projectId)}/launch-config`, {
        method: 'PUT',
        json: input,
      }).then((r) => r.launch),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
