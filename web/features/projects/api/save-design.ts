import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Design, DesignInput } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useSaveDesign(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DesignInput) =>
      apiFetch<{ design: Design }>(`${projectApiPath(projectId)}/design`, {
        method: 'PUT',
        json: input,
      }).then((r) => r.design),
    onSuccess: (design) => {
      qc.setQueryData(projectKeys.part(projectId, 'design'), design);
      qc.invalidateQueries({ queryKey: ['public-project'] });
    },
  });
}
