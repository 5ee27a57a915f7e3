import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, ProjectDetail } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectKeys } from './keys.ts';

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectInput) =>
      apiFetch<{ project: ProjectDetail }>('/api/projects', {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
