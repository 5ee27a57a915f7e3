import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  CreateProjectInput,
  DashboardSummary,
  DeployResponse,
  Design,
  DesignInput,
  ExportResult,
  LaunchConfigInput,
  LaunchState,
  ProjectDetail,
  ProjectFile,
  ProjectList,
  ProjectListFilter,
  PublicProject,
  RenderedNote,
  RenderedSpecification,
  SourceTree,
  SpecificationLine,
  Task,
  UpdateProjectInput,
} from '../../../contracts/projects.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { postNdjson } from '../../lib/ndjson.ts';
import { countPublicView } from '../../lib/public-view.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

// Every projects API call, with the query keys each mutation invalidates.

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (q: string, status: ProjectListFilter, limit?: number) =>
    ['projects', 'list', limit ? { q, status, limit } : { q, status }] as const,
  summary: () => ['projects', 'summary'] as const,
  bySlug: (slug: string) => ['projects', 'by-slug', slug] as const,
  part: (id: string, part: string) => ['projects', 'detail', id, part] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  public: (slug: string) => ['public-project', slug] as const,
};

const base = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** The builder's browser lists the user's projects in one page of up to this many. */
export const BROWSE_PAGE_SIZE = 200;

/** `limit` is the page size (the server's default, 50, when not given). */
export function useProjectList(q: string, status: ProjectListFilter, limit?: number) {
  return useInfiniteQuery({
    queryKey: projectKeys.list(q, status, limit),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ status, offset: String(pageParam) });
      if (q) params.set('q', q);
      if (limit) params.set('limit', String(limit));
      return apiFetch<ProjectList>(`/api/projects?${params}`);
    },
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useProjectSummary() {
  return useQuery({
    queryKey: projectKeys.summary(),
    queryFn: () => apiFetch<DashboardSummary>('/api/projects/summary'),
  });
}

export function checkSlugAvailability(slug: string, signal?: AbortSignal) {
  return apiFetch<{ available: boolean }>(
    `/api/projects/slug-availability?slug=${encodeURIComponent(slug)}`,
    { signal },
  );
}

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectInput) =>
      apiFetch<{ project: ProjectDetail }>('/api/projects', {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useProjectBySlug(slug: string) {
  return useQuery({
    queryKey: projectKeys.bySlug(slug),
    queryFn: () =>
      apiFetch<{ project: ProjectDetail }>(
        `/api/projects/by-slug/${encodeURIComponent(slug)}`,
      ).then((r) => r.project),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useUpdateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateProjectInput }) =>
      apiFetch<{ project: ProjectDetail }>(base(id), {
        method: 'PATCH',
        json: input,
      }).then((r) => r.project),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(base(id), { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

// ---------- tasks ----------

export function useTasks(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'tasks'),
    queryFn: () => apiFetch<{ tasks: Task[] }>(`${base(projectId)}/tasks`).then((r) => r.tasks),
  });
}

function useTaskMutation<TInput, TResult>(
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

export function useAddTask(projectId: string) {
  return useTaskMutation(projectId, (title: string) =>
    apiFetch<{ task: Task }>(`${base(projectId)}/tasks`, {
      method: 'POST',
      json: { title },
    }),
  );
}

export function useUpdateTask(projectId: string) {
  const qc = useQueryClient();
  const key = projectKeys.part(projectId, 'tasks');
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; title?: string; done?: boolean }) =>
      apiFetch<{ task: Task }>(`${base(projectId)}/tasks/${id}`, {
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

export function useDeleteTask(projectId: string) {
  return useTaskMutation(projectId, (id: string) =>
    apiFetch<void>(`${base(projectId)}/tasks/${id}`, { method: 'DELETE' }),
  );
}

export function useReorderTasks(projectId: string) {
  const qc = useQueryClient();
  const key = projectKeys.part(projectId, 'tasks');
  return useMutation({
    mutationFn: (taskIds: string[]) =>
      apiFetch<{ tasks: Task[] }>(`${base(projectId)}/tasks/order`, {
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

// ---------- notes ----------

export function useNotes(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'notes'),
    queryFn: () =>
      apiFetch<{ notes: RenderedNote[] }>(`${base(projectId)}/notes`).then((r) => r.notes),
  });
}

export function useSaveNote(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch<{ note: RenderedNote }>(`${base(projectId)}/notes`, {
        method: 'PUT',
        json: { content },
      }).then((r) => r.note),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: projectKeys.part(projectId, 'notes') });
      qc.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

export function previewMarkdown(content: string, signal?: AbortSignal) {
  return apiFetch<{ html: string }>('/api/projects/markdown-preview', {
    method: 'POST',
    json: { content },
    signal,
  });
}

// ---------- files ----------

export function useFiles(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'files'),
    queryFn: () =>
      apiFetch<{ files: ProjectFile[] }>(`${base(projectId)}/files`).then((r) => r.files),
  });
}

/** One project file, with upload progress; rejects with the server's Spanish message. */
export function uploadProjectFile(
  projectId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ProjectFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<{ file: ProjectFile }>(
    `${base(projectId)}/files`,
    form,
    onProgress,
  ).then((r) => r.file);
}

export function useDeleteFile(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiFetch<void>(`${base(projectId)}/files/${fileId}`, {
        method: 'DELETE',
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: projectKeys.part(projectId, 'files') }),
  });
}

// ---------- launch ----------

/**
 * Spec section 7's project-deploy. Its reply is `{error, logs}` even when a step fails, so
 * it is read here rather than through apiFetch; a thrown ApiError means the call itself failed.
 */
export async function deployProject(input: {
  projectId: string;
  slug: string;
}): Promise<DeployResponse> {
  let res: Response;
  try {
    res = await fetch('/api/functions/project-deploy', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...input, deploymentType: 'launch' }),
    });
  } catch {
    throw new ApiError('NETWORK', '', 0);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  const body = data as { error?: unknown; logs?: unknown } | null;
  if (body && Array.isArray(body.logs)) {
    const result = body as DeployResponse;
    if (res.ok && !result.error) return result;
    throw Object.assign(new ApiError('DEPLOY_FAILED', String(result.error ?? ''), res.status), {
      logs: result.logs,
    });
  }
  const e = (body?.error ?? null) as { code?: string; message?: string } | null;
  throw new ApiError(e?.code ?? 'HTTP_ERROR', e?.message ?? '', res.status);
}

export function launchProjectDirectly(projectId: string) {
  return apiFetch<{ project: ProjectDetail }>(`${base(projectId)}/launch`, {
    method: 'POST',
    json: {},
  });
}

export function useUnlaunchProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiFetch<{ project: ProjectDetail }>(`${base(projectId)}/unlaunch`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useLaunchState(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'launch'),
    queryFn: () =>
      apiFetch<{ launch: LaunchState }>(`${base(projectId)}/launch-config`).then((r) => r.launch),
  });
}

export function useSaveLaunchConfig(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LaunchConfigInput) =>
      apiFetch<{ launch: LaunchState }>(`${base(projectId)}/launch-config`, {
        method: 'PUT',
        json: input,
      }).then((r) => r.launch),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

// ---------- design ----------

export function useDesign(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'design'),
    queryFn: () => apiFetch<{ design: Design }>(`${base(projectId)}/design`).then((r) => r.design),
  });
}

export function useSaveDesign(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DesignInput) =>
      apiFetch<{ design: Design }>(`${base(projectId)}/design`, {
        method: 'PUT',
        json: input,
      }).then((r) => r.design),
    onSuccess: (design) => {
      qc.setQueryData(projectKeys.part(projectId, 'design'), design);
      qc.invalidateQueries({ queryKey: ['public-project'] });
    },
  });
}

// ---------- specification ----------

export function useSpecification(projectId: string) {
  return useQuery({
    queryKey: projectKeys.part(projectId, 'specification'),
    queryFn: () =>
      apiFetch<{ specification: RenderedSpecification | null }>(
        `${base(projectId)}/specification`,
      ).then((r) => r.specification),
  });
}

/**
 * Generates the specification, streamed (issue 12): `onText` gets the document so far while
 * the model writes it; resolves with the saved one.
 */
export function useGenerateSpecification(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      onText,
      signal,
    }: {
      onText?: (soFar: string) => void;
      /** Leaving the page cancels the model request (and the credit is given back). */
      signal?: AbortSignal;
    } = {}) => {
      let text = '';
      let result: RenderedSpecification | null = null;
      let failure: string | null = null;
      await postNdjson<SpecificationLine>(
        `${base(projectId)}/specification`,
        {},
        (line) => {
          if (line.type === 'reset') text = '';
          else if (line.type === 'delta') text += line.text;
          else if (line.type === 'result') result = line.specification;
          else failure = line.message;
          if (line.type === 'delta' || line.type === 'reset') onText?.(text);
        },
        { signal },
      );
      if (failure) throw new ApiError('SPEC_GENERATION_FAILED', failure, 200);
      if (!result) throw new ApiError('SPEC_GENERATION_FAILED', '', 200);
      return result as RenderedSpecification;
    },
    onSuccess: (spec) => {
      qc.setQueryData(projectKeys.part(projectId, 'specification'), spec);
      qc.invalidateQueries({ queryKey: ['subscription'] });
      qc.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}

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

// ---------- public page ----------

export function usePublicProject(slug: string, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: projectKeys.public(slug),
    queryFn: () =>
      apiFetch<PublicProject>(
        `/api/functions/public-project-get/proyectos/${encodeURIComponent(slug)}`,
      ),
    retry: false,
    enabled: opts.enabled ?? true,
    // Each fetch counts a visit; refetching on focus would inflate the count.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A server-rendered public page is cached (ETag, shared caches), so its visit is counted by
 * a small request (web/lib/public-view.ts, sent by the page entry); once the app runs, the
 * reply's count replaces the cached one.
 */
export function useCountServerRenderedView(slug: string, active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    void countPublicView(slug).then((viewCount) => {
      if (viewCount === null) return;
      queryClient.setQueryData<PublicProject>(projectKeys.public(slug), (old) =>
        old ? { ...old, project: { ...old.project, viewCount } } : old,
      );
    });
  }, [active, slug, queryClient]);
}
