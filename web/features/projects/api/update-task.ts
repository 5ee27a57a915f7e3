import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useUpdateTask(projectId: string) {
  const qc = useQueryClient();
  const key = projectKeys.part(projectId, 'tasks');
  return useMutation({
    mutationFn: ({
      id,
      ...input
    }: {
      id: string;
      title?: string;
      done?: boolean;
      isPublic?: boolean;
    }) =>
      apiFetch<{ task: Task }>(`${projectApiPath(projectId)}/tasks/${id}`, {
        method: 'PATCH',
        json: input,
      }),
    // The checkbox ticks at once; a failure puts the saved state back.
    onMutate: async ({ id, ...input }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Task[]>(key);
      if (previous)
        qc.setQueryData<Task[]>(
          key,
          previous.map((t) => (t.id === id ? { ...t, ...input } : t)),
        );
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
    },
    onSettled: () => {
      qc.invalidateQueries({ queryKey: key });
      qc.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
