import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail, UpdateProjectInput } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useUpdateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateProjectInput }) =>
      apiFetch<{ project: ProjectDetail }>(projectApiPath(id), {
        method: 'PATCH',
        json: input,
      }).then((r) => r.project),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
