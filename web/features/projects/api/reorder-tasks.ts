import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useReorderTasks(projectId: string) {
  const qc = useQueryClient();
  const key = projectKeys.part(projectId, 'tasks');
  return useMutation({
    mutationFn: (taskIds: string[]) =>
      apiFetch<{ tasks: Task[] }>(`${projectApiPath(projectId)}/tasks/order`, {
        method: 'PUT',
        json: { taskIds },
      }).then((r) => r.tasks),
    // The list moves at once; a failure puts the saved order back.
    onMutate: async (taskIds) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Task[]>(key);
      if (previous) {
        const byId = new Map(previous.map((t) => [t.id, t]));
        qc.setQueryData<Task[]>(
          key,
          taskIds.map((id, position) => ({ ...(byId.get(id) as Task), position })),
        );
      }
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
