import type { Task } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath } from './keys.ts';
import { useTaskMutation } from './task-mutation.ts';

export function useAddTask(projectId: string) {
  return useTaskMutation(projectId, (title: string) =>
    apiFetch<{ task: Task }>(`${projectApiPath(projectId)}/tasks`, {
      method: 'POST',
      json: { title },
    }),
  );
}
