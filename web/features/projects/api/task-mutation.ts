import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './keys.ts';

export function useTaskMutation<TInput, TResult>(
  projectId: string,
  fn: (input: TInput) => Promise<TResult>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      qc.invalidateQueries({ queryKey: projectKeys.part(projectId, 'tasks') });
      qc.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
