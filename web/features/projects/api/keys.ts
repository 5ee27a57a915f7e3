import type { ProjectListFilter } from '../../../../contracts/projects.ts';

// The projects query keys and the API path of one project.

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

/** The API path of one project: every per-project request starts here. */
export const projectApiPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;
