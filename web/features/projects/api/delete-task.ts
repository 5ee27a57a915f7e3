import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath } from './keys.ts';
import { useTaskMutation } from './task-mutation.ts';

export function useDeleteTask(projectId: string) {
  return useTaskMutation(projectId, (id: string) =>
    apiFetch<void>(`${projectApiPath(projectId)}/tasks/${id}`, { method: 'DELETE' }),
  );
}
