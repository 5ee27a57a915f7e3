import { useQuery } from '@tanstack/react-query';
import type { RenderedNote } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useNotes(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'notes'),
    queryFn: () =>
      apiFetch<{ notes: RenderedNote[] }>(`${projectApiPath(projectId)}/notes`).then(
        (r) => r.notes,
      ),
  });
}
