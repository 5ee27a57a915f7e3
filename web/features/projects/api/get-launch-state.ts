import { useQuery } from '@tanstack/react-query';
import type { LaunchState } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useLaunchState(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'launch'),
    queryFn: () =>
      apiFetch<{ launch: LaunchState }>(`${projectApiPath(projectId)}/launch-config`).then(
        (r) => r.launch,
      ),
  });
}
