import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuilderProject,
  GenerateRequest,
  GenerationLine,
  Template,
  UploadedFileRecord,
} from '../../../contracts/builder.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { postNdjson } from '../../lib/ndjson.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

export const builderProjectsKey = ['builder', 'projects'] as const;
export const builderTemplatesKey = ['builder', 'templates'] as const;

export function useBuilderProjects(enabled = true) {
  return useQuery({
    queryKey: builderProjectsKey,
    queryFn: () =>
      apiFetch<{ projects: BuilderProject[] }>('/api/builder/projects').then((d) => d.projects),
    enabled,
  });
}

export function useTemplates() {
  return useQuery({
    queryKey: builderTemplatesKey,
    queryFn: () =>
      apiFetch<{ templates: Template[] }>('/api/builder/templates').then((d) => d.templates),
    staleTime: 5 * 60_000,
  });
}

/** Spec section 8: a failed delete in the builder browser is only logged. */
export function useDeleteBuilderProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/builder/projects/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onError: (error) => console.error('No se pudo eliminar el proyecto', error),
    onSettled: () =>
      qc
        .invalidateQueries({ queryKey: ['builder'] })
        .then(() => qc.invalidateQueries({ queryKey: ['projects'] })),
  });
}

/**
 * Runs a generation and reports every NDJSON line as it arrives. Resolves with the saved
 * project; rejects with the Spanish message the person should see.
 */
export async function streamGeneration(
  input: GenerateRequest,
  onLine: (line: GenerationLine) => void,
  signal?: AbortSignal,
): Promise<BuilderProject> {
  let project: BuilderProject | null = null;
  let failure: string | null = null;
  await postNdjson<GenerationLine>(
    '/api/builder/generate',
    input,
    (line) => {
      onLine(line);
      if (line.type === 'result') project = line.project;
      if (line.type === 'error') failure = line.message;
    },
    {
      signal,
      // Spec section 8: "Error: {reason}", or the default text when there is no reason.
      errorMessage: (reason) =>
        reason
          ? fill(messages.builder.generationError, { reason })
          : messages.builder.generationDefaultError,
    },
  );
  if (failure) throw new ApiError('GENERATION_FAILED', failure, 200);
  if (!project)
    throw new ApiError('GENERATION_FAILED', messages.builder.generationDefaultError, 200);
  return project;
}

export function useInvalidateBuilder() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['builder'] }),
      qc.invalidateQueries({ queryKey: ['projects'] }),
    ]);
}

/**
 * Uploads one file with progress. Rejects with the server's Spanish message, or
 * "Error al subir {filename}".
 */
export function uploadBuilderFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedFileRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<{ file: UploadedFileRecord }>(
    '/api/builder/uploads',
    form,
    onProgress,
    {
      fallbackMessage: fill(messages.builder.uploadFailed, { filename: file.name }),
    },
  ).then((r) => r.file);
}
