import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportResult, SourceTree } from '../../../contracts/projects.ts';
import { apiFetch } from '../../lib/api.ts';
import { projectApiPath as base, projectKeys } from './api/keys.ts';

// The export's requests, kept here while the export is rewritten; every other projects
// request has its own file in api/ (one per request, with the keys it invalidates).

// ---------- export ----------

export function useLatestExport(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'export'),
    queryFn: () =>
      apiFetch<{ export: ExportResult | null }>(`${base(projectId)}/export`).then((r) => r.export),
  });
}

export function useExportProject(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (regenerate: boolean) =>
      apiFetch<ExportResult>(`${base(projectId)}/export${regenerate ? '?regenerate=1' : ''}`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: (result) => {
      qc.setQueryData(projectKeys.part(projectId, 'export'), result);
      qc.invalidateQueries({ queryKey: projectKeys.part(projectId, 'source') });
    },
  });
}

export function useSourceTree(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'source'),
    queryFn: () => apiFetch<SourceTree>(`${base(projectId)}/source`),
    enabled,
    retry: false,
  });
}
