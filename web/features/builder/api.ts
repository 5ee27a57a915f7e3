import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GenerateRequest,
  GenerationLine,
  Template,
  UploadedFileRecord,
} from '../../../contracts/builder.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import type { GeneratedProject } from '../../../contracts/projects.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { postNdjson } from '../../lib/ndjson.ts';
import { subscriptionQueryKey } from '../../lib/subscription.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

export const builderTemplatesKey = ['builder', 'templates'] as const;

export function useTemplates() {
  return useQuery({
    queryKey: builderTemplatesKey,
    queryFn: () =>
      apiFetch<{ templates: Template[] }>('/api/builder/templates').then((d) => d.templates),
    staleTime: 5 * 60_000,
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
): Promise<GeneratedProject> {
  let project: GeneratedProject | null = null;
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
      // docs/product-spec.md §8: "Error: {reason}", or the default text when there is no reason.
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
      // A generation spends a message (B9).
      qc.invalidateQueries({ queryKey: subscriptionQueryKey }),
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
