import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenderedNote } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useSaveNote(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; isPublic: boolean }) =>
      apiFetch<{ note: RenderedNote }>(`${projectApiPath(projectId)}/notes`, {
        method: 'PUT',
        json: input,
      }).then((r) => r.note),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: projectKeys.part(projectId, 'notes') });
      qc.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
