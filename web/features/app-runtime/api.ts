import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type ChangeOperation,
  type ChangeSuggestion,
  SUGGESTIONS_MAX,
} from '../../../contracts/app-changes.ts';
import type { CsvImportResponse } from '../../../contracts/app-csv-import.ts';
import {
  type AppChange,
  type AppDefinition,
  type AppDefinitionInput,
  type AppInfo,
  type AppRecord,
  appEventsPath,
  type CreateRecordResponse,
  type ListRecordsResponse,
  type RecordData,
  type RecordTotal,
  type RecordTotalsResponse,
} from '../../../contracts/app-definition.ts';
import type { PlanName } from '../../../contracts/billing.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { subscriptionQueryKey } from '../../lib/subscription.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

// The running app's API calls (issue 20; server/modules/apps/routes.ts) and its live updates.

export const appKeys = {
  info: (slug: string) => ['app', 'info', slug] as const,
  records: (projectId: string) => ['app', 'records', projectId] as const,
  list: (projectId: string, entityKey: string, params: Record<string, string>) =>
    ['app', 'records', projectId, entityKey, params] as const,
  record: (projectId: string, entityKey: string, id: string) =>
    ['app', 'records', projectId, entityKey, 'one', id] as const,
  totals: (projectId: string, entityKey: string, id: string) =>
    ['app', 'records', projectId, entityKey, 'totals', id] as const,
  summary: (projectId: string) => ['app', 'summary', projectId] as const,
  definition: (projectId: string) => ['app', 'definition', projectId] as const,
  quota: ['app', 'quota'] as const,
};

const base = (projectId: string) => `/api/apps/${encodeURIComponent(projectId)}`;

/** The list's query with nothing chosen: the page the server renders first. */
export const firstPageParams: Record<string, string> = { limit: '20' };

export function useAppInfo(slug: string) {
  return useQuery({
    queryKey: appKeys.info(slug),
    // The server-rendered copy is the signed-out view: read again with the session at once.
    staleTime: 0,
    queryFn: async () =>
      (await apiFetch<{ app: AppInfo }>(`/api/apps/by-slug/${encodeURIComponent(slug)}`)).app,
    retry: false,
  });
}

export function useRecords(
  projectId: string,
  entityKey: string,
  params: Record<string, string>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey: appKeys.list(projectId, entityKey, params),
    enabled,
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams(params);
      if (pageParam) search.set('cursor', pageParam);
      return apiFetch<ListRecordsResponse>(
        `${base(projectId)}/records/${entityKey}?${search.toString()}`,
      );
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data: InfiniteData<ListRecordsResponse, string>) =>
      data.pages.flatMap((p) => p.records),
  });
}

/** One record; `token`: an anonymous submission's private token (sent as a header). */
export function useRecord(
  projectId: string,
  entityKey: string,
  id: string | null,
  token?: string | null,
) {
  return useQuery({
    queryKey: appKeys.record(projectId, entityKey, id ?? ''),
    enabled: Boolean(id),
    queryFn: async () =>
      (
        await apiFetch<{ record: AppRecord }>(
          `${base(projectId)}/records/${entityKey}/${encodeURIComponent(id ?? '')}`,
          token ? { headers: { 'x-record-token': token } } : undefined,
        )
      ).record,
    retry: false,
  });
}

/** A record's counts and sums (decision 0237); only when its entity has `totals`. */
export function useRecordTotals(
  projectId: string,
  entityKey: string,
  id: string,
  enabled: boolean,
  token?: string | null,
) {
  return useQuery({
    queryKey: appKeys.totals(projectId, entityKey, id),
    enabled,
    queryFn: async (): Promise<RecordTotal[]> =>
      (
        await apiFetch<RecordTotalsResponse>(
          `${base(projectId)}/records/${entityKey}/${encodeURIComponent(id)}/totals`,
          token ? { headers: { 'x-record-token': token } } : undefined,
        )
      ).totals,
    retry: false,
  });
}

export function useSaveRecord(projectId: string, entityKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data }: { id?: string; data: RecordData }) => {
      const path = `${base(projectId)}/records/${entityKey}${id ? `/${encodeURIComponent(id)}` : ''}`;
      return apiFetch<CreateRecordResponse>(path, {
        method: id ? 'PATCH' : 'POST',
        json: { data },
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: appKeys.records(projectId) }),
  });
}

/** A move the server answered without the new value (a field the mover may not set). */
export class MoveNotSaved extends Error {}

/**
 * A board card moved to another column (decision 0291): the record's status field set through
 * the same PATCH as the form, so the same rules hold (who may change it, `teamOnly`, required,
 * its options). The lists of the entity show it moved at once; a refusal or a failure puts
 * them back as they were (the caller says why), and either way they are read again.
 */
export function useMoveRecord(projectId: string, entityKey: string) {
  const qc = useQueryClient();
  // The entity's lists (their key ends in their params), not its records or their totals.
  const lists = {
    queryKey: ['app', 'records', projectId, entityKey],
    predicate: (q: { queryKey: readonly unknown[] }) =>
      typeof q.queryKey[4] === 'object' && q.queryKey[4] !== null,
  };
  type Lists = InfiniteData<ListRecordsResponse, string>;
  return useMutation({
    mutationFn: async ({ id, field, to }: { id: string; field: string; to: string }) => {
      const { record } = await apiFetch<{ record: AppRecord }>(
        `${base(projectId)}/records/${entityKey}/${encodeURIComponent(id)}`,
        { method: 'PATCH', json: { data: { [field]: to } } },
      );
      if (record.data[field] !== to) throw new MoveNotSaved();
      return record;
    },
    onMutate: async ({ id, field, to }) => {
      await qc.cancelQueries(lists);
      const before = qc.getQueriesData<Lists>(lists);
      qc.setQueriesData<Lists>(lists, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                records: page.records.map((rec) =>
                  rec.id === id ? { ...rec, data: { ...rec.data, [field]: to } } : rec,
                ),
              })),
            }
          : old,
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) qc.setQueryData(key, data);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: appKeys.records(projectId) }),
  });
}

export function useDeleteRecord(projectId: string, entityKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`${base(projectId)}/records/${entityKey}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: appKeys.records(projectId) }),
  });
}

/** The owner's bulk delete: every record one visitor created in the app (issue 40). */
export function useDeleteVisitorRecords(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (
        await apiFetch<{ removed: number }>(
          `${base(projectId)}/visitors/${encodeURIComponent(userId)}/records`,
          { method: 'DELETE' },
        )
      ).removed,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: appKeys.records(projectId) }),
        qc.invalidateQueries({ queryKey: appKeys.summary(projectId) }),
      ]),
  });
}

export function uploadAppImage(projectId: string, file: File, onProgress: (f: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  // `uploadToken`: a visitor without an account's, to show it before the form is sent (0249).
  return uploadWithProgress<{ url: string; uploadToken?: string }>(
    `${base(projectId)}/uploads`,
    form,
    onProgress,
  );
}

/** What the upload answers for a file field's file: `value` is what the record keeps. */
export type UploadedFile = { url: string; value: string; name: string; size: number };

export function uploadAppFile(projectId: string, file: File, onProgress: (f: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<UploadedFile>(`${base(projectId)}/uploads`, form, onProgress);
}

/**
 * Live updates: the app's event stream (server-sent events). A change refetches the lists
 * and records on screen; a new definition refetches the app itself. EventSource reconnects
 * on its own after a drop.
 */
export function useAppEvents(projectId: string | undefined, slug: string) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!projectId || typeof EventSource === 'undefined') return;
    const source = new EventSource(appEventsPath(projectId));
    source.addEventListener('change', (event) => {
      let change: AppChange | null = null;
      try {
        change = JSON.parse((event as MessageEvent<string>).data) as AppChange;
      } catch {
        change = null;
      }
      if (!change) return;
      if (change.kind === 'definition') {
        void qc.invalidateQueries({ queryKey: appKeys.info(slug) });
        void qc.invalidateQueries({ queryKey: ['app', 'versions', projectId] });
      }
      void qc.invalidateQueries({ queryKey: appKeys.records(projectId) });
      void qc.invalidateQueries({ queryKey: appKeys.summary(projectId) });
    });
    return () => source.close();
  }, [projectId, slug, qc]);
}

// ---------- the owner's card ----------

export type AppSummary = {
  entities: { key: string; count: number; examples: number }[];
  quota: { used: number; limit: number; plan: PlanName };
};

export function useAppDefinition(projectId: string) {
  return useQuery({
    queryKey: appKeys.definition(projectId),
    queryFn: async () =>
      (await apiFetch<{ definition: AppDefinition }>(`${base(projectId)}/definition`)).definition,
  });
}

export function useAppSummary(projectId: string) {
  return useQuery({
    queryKey: appKeys.summary(projectId),
    queryFn: async () =>
      (await apiFetch<{ summary: AppSummary }>(`${base(projectId)}/summary`)).summary,
  });
}

export function useSaveDefinition(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (definition: AppDefinitionInput) =>
      (
        await apiFetch<{ definition: AppDefinition }>(`${base(projectId)}/definition`, {
          method: 'PUT',
          json: { definition },
        })
      ).definition,
    onSuccess: (definition) => {
      qc.setQueryData(appKeys.definition(projectId), definition);
      void qc.invalidateQueries({ queryKey: ['app'] });
    },
  });
}

export function useConfirmFieldRemoval(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ entityKey, fieldKey }: { entityKey: string; fieldKey: string }) =>
      (
        await apiFetch<{ definition: AppDefinition }>(
          `${base(projectId)}/definition/removed-fields/${entityKey}/${fieldKey}`,
          { method: 'DELETE' },
        )
      ).definition,
    onSuccess: (definition) => qc.setQueryData(appKeys.definition(projectId), definition),
  });
}

export function useRemoveExamples(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch<{ removed: number }>(`${base(projectId)}/examples`, { method: 'DELETE' }))
        .removed,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['app'] }),
  });
}

export const csvHref = (projectId: string, entityKey: string) =>
  `${base(projectId)}/csv/${entityKey}`;

/**
 * Imports a CSV into an entity (decision 0238): a dry run answers the preview; the real
 * import writes every row or none. The file is sent as it is (`text/csv`).
 */
export function useImportCsv(projectId: string, entityKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun }: { file: Blob; dryRun: boolean }) =>
      (
        await apiFetch<CsvImportResponse>(
          `${base(projectId)}/records/${entityKey}/import${dryRun ? '?dryRun=1' : ''}`,
          { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file },
        )
      ).import,
    onSuccess: (report) => {
      if (report.imported > 0) void qc.invalidateQueries({ queryKey: ['app'] });
    },
  });
}

export function useAppQuota(enabled: boolean) {
  return useQuery({
    queryKey: appKeys.quota,
    enabled,
    queryFn: async () =>
      (
        await apiFetch<{ quota: { used: number; limit: number; plan: PlanName } }>(
          '/api/apps/quota',
        )
      ).quota,
  });
}

// ---------- "Pide un cambio" and versions (issue 27) ----------

export type ChangeProposal = {
  id: string;
  baseVersion: number;
  summary: string[];
  operations: unknown[];
  removesData: boolean;
};
export type AppVersion = {
  version: number;
  kind: 'first' | 'change' | 'edit' | 'design' | 'restore' | 'purge' | 'repair';
  instruction: string | null;
  restoredFrom: number | null;
  authorId: string | null;
  createdAt: string;
};
type Written = { definition: AppDefinition; version: number };

export const versionsKey = (projectId: string) => ['app', 'versions', projectId] as const;

export function useAppVersions(projectId: string) {
  return useQuery({
    queryKey: versionsKey(projectId),
    queryFn: async () =>
      (await apiFetch<{ versions: AppVersion[] }>(`${base(projectId)}/versions`)).versions,
  });
}

/**
 * The history and the definition kept current while the card is open on the project page:
 * a change from another tab, the data card or the design card arrives as a `definition`
 * event on the app's stream (the running app's own stream does this there: `enabled` false).
 */
export function useVersionEvents(projectId: string, enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(appEventsPath(projectId));
    source.addEventListener('change', (event) => {
      if (!(event as MessageEvent<string>).data.includes('"definition"')) return;
      void qc.invalidateQueries({ queryKey: versionsKey(projectId) });
      void qc.invalidateQueries({ queryKey: appKeys.definition(projectId) });
    });
    return () => source.close();
  }, [projectId, enabled, qc]);
}

/**
 * An instruction to read, or operations to propose as they are (a "¿Querías decir…?"
 * suggestion, with the instruction it came from for the history).
 */
export type ChangeAsk = string | { operations: ChangeOperation[]; instruction?: string };

export function useProposeChange(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ask: ChangeAsk) =>
      (
        await apiFetch<{ change: ChangeProposal }>(`${base(projectId)}/changes`, {
          method: 'POST',
          json: typeof ask === 'string' ? { instruction: ask } : ask,
        })
      ).change,
    // A change read spends a message: the plan's counters say so at once (B9).
    onSettled: () => qc.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}

/** The "¿Querías decir…?" changes of a refusal (422 CHANGE_NOT_UNDERSTOOD), if any. */
/** Whether a refusal says the app is already as asked (nothing misunderstood). */
export function nothingToChange(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'CHANGE_NOT_UNDERSTOOD' &&
    error.error?.nothingToChange === true
  );
}

export function suggestionsOf(error: unknown): ChangeSuggestion[] {
  if (!(error instanceof ApiError) || error.code !== 'CHANGE_NOT_UNDERSTOOD') return [];
  const list = error.error?.suggestions;
  return Array.isArray(list) ? (list as ChangeSuggestion[]).slice(0, SUGGESTIONS_MAX) : [];
}

/** After a new version: the app, its versions, and the project's design card (its own key). */
function useAfterWrite(projectId: string) {
  const qc = useQueryClient();
  return (written: Written) => {
    qc.setQueryData(appKeys.definition(projectId), written.definition);
    void qc.invalidateQueries({ queryKey: ['app'] });
    // The control panel's design card reads ['projects', 'detail', id, 'design'].
    void qc.invalidateQueries({ queryKey: ['projects', 'detail', projectId] });
    void qc.invalidateQueries({ queryKey: ['public-project'] });
  };
}

export function useApplyChange(projectId: string) {
  const after = useAfterWrite(projectId);
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) =>
      apiFetch<Written>(`${base(projectId)}/changes/${encodeURIComponent(id)}/apply`, {
        method: 'POST',
        json: confirm ? { confirm: true } : {},
      }),
    onSuccess: after,
  });
}

export function useRestoreVersion(projectId: string) {
  const after = useAfterWrite(projectId);
  return useMutation({
    mutationFn: (version: number) =>
      apiFetch<Written>(`${base(projectId)}/versions/${version}/restore`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: after,
  });
}
