import { apiFetch } from '../../../lib/api.ts';

export function previewMarkdown(content: string, signal?: AbortSignal) {
  return apiFetch<{ html: string }>('/api/projects/markdown-preview', {
    method: 'POST',
    json: { content },
    signal,
  });
}
