import { useEffect, useMemo } from 'react';
import { BROWSE_PAGE_SIZE, useProjectList } from '../api/get-projects.ts';
import { ProjectList, projectCategory } from './project-list.tsx';

/**
 * The builder's "Mis proyectos" tab (docs/product-spec.md §2, projects and templates
 * browser): the one project list in its `browse` variant. The builder does not import this
 * feature; the pages that show the builder hand it this pane (web/routes/create.tsx,
 * web/routes/home.tsx), and it reports the categories its projects use for the browser's
 * category filter.
 */
export default function ProjectBrowsePane({
  category,
  onNavigate,
  onCategories,
}: {
  category: string;
  onNavigate?: () => void;
  onCategories: (categories: string[]) => void;
}) {
  // The same query as the list (one request): its categories feed the filter.
  const projects = useProjectList('', 'todos', BROWSE_PAGE_SIZE);
  const categories = useMemo(() => {
    const set = new Set<string>();
    for (const page of projects.data?.pages ?? [])
      for (const p of page.projects) set.add(projectCategory(p));
    return [...set];
  }, [projects.data]);
  useEffect(() => onCategories(categories), [categories, onCategories]);
  return <ProjectList variant="browse" category={category} onNavigate={onNavigate} />;
}
