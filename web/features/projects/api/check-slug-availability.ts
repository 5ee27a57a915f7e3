import { apiFetch } from '../../../lib/api.ts';

export function checkSlugAvailability(slug: string, signal?: AbortSignal) {
  return apiFetch<{ available: boolean }>(
    `/api/projects/slug-availability?slug=${encodeURIComponent(slug)}`,
    { signal },
  );
}
