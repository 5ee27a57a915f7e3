import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenderedSpecification, SpecificationLine } from '../../../../contracts/projects.ts';
import { ApiError } from '../../../lib/api.ts';
import { postNdjson } from '../../../lib/ndjson.ts';
import { projectApiPath, projectKeys } from './keys.ts';

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
        `${projectApiPath(projectId)}/specification`,
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
