import { useQuery } from '@tanstack/react-query';
import type { Task } from '../../../../contracts/projects.ts';
import { apiFetch } from '../../../lib/api.ts';
import { projectApiPath, projectKeys } from './keys.ts';

export function useTasks(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'tasks'),
    queryFn: () =>
      apiFetch<{ tasks: Task[] }>(`${projectApiPath(projectId)}/tasks`).then((r) => r.tasks),
  });
}
