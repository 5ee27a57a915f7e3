import { Tabs } from 'radix-ui';
import { type ComponentType, Suspense, useId, useMemo, useState } from 'react';
import { promptFromTemplate, type Template } from '../../../../contracts/builder.ts';
import { CATEGORY_LABELS, type ConceptCategory } from '../../../../contracts/concept.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTemplates } from '../api.ts';
import { TemplateCard } from './create-panel.tsx';

const tabTrigger =
  'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-stone-950 data-[state=active]:shadow-sm';

const categoryLabel = (c: string) => CATEGORY_LABELS[c as ConceptCategory] ?? c;

/**
 * The user's projects inside the browser. The list belongs to the projects feature, which
 * the builder does not import: the page showing the builder passes it in (app-level
 * composition, docs/architecture.md "Layers").
 */
export type ProjectsPane = ComponentType<{
  category: string;
  onNavigate?: () => void;
  /** The categories the user's projects use, for the category filter. */
  onCategories: (categories: string[]) => void;
}>;

/** docs/product-spec.md §2: the projects and templates browser (the Historial tab). */
export function ProjectBrowser({
  projectsPane: Projects,
  onUseTemplate,
  onNavigate,
}: {
  projectsPane: ProjectsPane;
  onUseTemplate: (prompt: string) => void;
  onNavigate?: () => void;
}) {
  const templates = useTemplates();
  const [projectCategories, setProjectCategories] = useState<string[]>([]);
  const [category, setCategory] = useState('all');
  const filterId = useId();

  const categories = useMemo(() => {
    const set = new Set<string>(projectCategories);
    for (const t of templates.data ?? []) set.add(t.category);
    return [...set].sort((a, b) => categoryLabel(a).localeCompare(categoryLabel(b), 'es'));
  }, [projectCategories, templates.data]);

  const byCategory = (items: Template[] | undefined) =>
    (items ?? []).filter((i) => category === 'all' || i.category === category);

  return (
    <Tabs.Root defaultValue="projects" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs.List
          aria-label="Proyectos y plantillas"
          className="inline-flex rounded-lg bg-stone-100 p-1"
        >
          <Tabs.Trigger value="projects" className={tabTrigger}>
            Mis proyectos
          </Tabs.Trigger>
          <Tabs.Trigger value="templates" className={tabTrigger}>
            Plantillas
          </Tabs.Trigger>
        </Tabs.List>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-stone-700">
            Categoría
          </label>
          <select
            id={filterId}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900"
          >
            <option value="all">Todas</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <Tabs.Content value="projects">
        <Suspense fallback={<Spinner />}>
          <Projects
            category={category}
            onNavigate={onNavigate}
            onCategories={setProjectCategories}
          />
        </Suspense>
      </Tabs.Content>

      <Tabs.Content value="templates">
        {templates.isLoading ? (
          <Spinner />
        ) : templates.isError ? (
          <p className="text-sm text-red-700">No se pudieron cargar las plantillas.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {byCategory(templates.data).map((t: Template) => (
              <li key={t.id} className="flex">
                <div className="flex w-full flex-col">
                  <p className="mb-1 text-xs font-medium text-stone-600">
                    {categoryLabel(t.category)}
                  </p>
                  <TemplateCard template={t} onUse={() => onUseTemplate(promptFromTemplate(t))} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
