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

export type ExportOptions = { regenerate?: boolean; includeData?: boolean };

export function useExportProject(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    // includeData: the live app's records go into the project as seed data (issue 21, opt-in).
    mutationFn: ({ regenerate = false, includeData = false }: ExportOptions = {}) => {
      const query = new URLSearchParams();
      if (regenerate) query.set('regenerate', '1');
      if (includeData) query.set('includeData', '1');
      const qs = query.size > 0 ? `?${query}` : '';
      return apiFetch<ExportResult>(`${base(projectId)}/export${qs}`, { method: 'POST', json: {} });
    },
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
