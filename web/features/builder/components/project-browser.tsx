import { Eye, ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { AlertDialog, Tabs } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  BUILDER_STATUS_LABELS,
  type BuilderProject,
  type BuilderProjectStatus,
  promptFromTemplate,
  type Template,
} from '../../../../contracts/builder.ts';
import {
  CATEGORY_LABELS,
  COMPLEXITY_LABELS,
  type ConceptCategory,
  DEFAULT_COMPLEXITY_LABEL,
} from '../../../../contracts/concept.ts';
import { messages } from '../../../../contracts/messages.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useBuilderProjects, useDeleteBuilderProject, useTemplates } from '../api.ts';
import { TemplateCard } from './create-panel.tsx';
import { PreviewImage } from './preview-image.tsx';

const STATUS_COLORS: Record<BuilderProjectStatus, string> = {
  generated: 'bg-brand-100 text-brand-900',
  published: 'bg-green-100 text-green-900',
  draft: 'bg-amber-100 text-amber-900',
  archived: 'bg-stone-200 text-stone-800',
};

const tabTrigger =
  'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-stone-950 data-[state=active]:shadow-sm';

const categoryLabel = (c: string) => CATEGORY_LABELS[c as ConceptCategory] ?? c;

/** Spec section 2: the projects and templates browser (the Historial tab). */
export function ProjectBrowser({
  onUseTemplate,
  onNavigate,
}: {
  onUseTemplate: (prompt: string) => void;
  onNavigate?: () => void;
}) {
  const projects = useBuilderProjects();
  const templates = useTemplates();
  const [category, setCategory] = useState('all');
  const filterId = useId();

  const categories = useMemo(() => {
    const set = new Set<string>();
    for (const p of projects.data ?? []) set.add(p.category);
    for (const t of templates.data ?? []) set.add(t.category);
    return [...set].sort((a, b) => categoryLabel(a).localeCompare(categoryLabel(b), 'es'));
  }, [projects.data, templates.data]);

  const byCategory = <T extends { category: string }>(items: T[] | undefined) =>
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
        {projects.isLoading ? (
          <Spinner />
        ) : projects.isError ? (
          <p className="text-sm text-red-700">{messages.projects.loadListError}</p>
        ) : byCategory(projects.data).length === 0 ? (
          <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-700">
            {(projects.data ?? []).length === 0
              ? 'Aún no has generado ningún proyecto. Describe tu idea en la pestaña Crear.'
              : 'No hay proyectos en esta categoría.'}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {byCategory(projects.data).map((p) => (
              <li key={p.id}>
                <BuilderProjectCard project={p} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        )}
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

function BuilderProjectCard({
  project,
  onNavigate,
}: {
  project: BuilderProject;
  onNavigate?: () => void;
}) {
  const del = useDeleteBuilderProject();
  const complexity = project.complexity
    ? COMPLEXITY_LABELS[project.complexity]
    : DEFAULT_COMPLEXITY_LABEL;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white"
      data-testid="builder-project-card"
    >
      <PreviewImage
        src={project.previewUrl}
        alt={`Vista previa de ${project.name}`}
        className="aspect-[16/10] w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5 text-xs font-medium">
          <span
            className={cn(
              'rounded-full px-2 py-0.5',
              STATUS_COLORS[project.status] ?? 'bg-stone-100 text-stone-800',
            )}
          >
            {BUILDER_STATUS_LABELS[project.status] ?? project.status}
          </span>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">
            {categoryLabel(project.category)}
          </span>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">
            Complejidad: {complexity}
          </span>
        </div>
        <h4 className="font-semibold text-stone-950">{project.name}</h4>
        <p className="line-clamp-2 flex-1 text-sm text-stone-700">{project.description}</p>
        <p className="text-xs text-stone-600">Actualizado el {formatDate(project.updatedAt)}</p>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <Link
            to={`/proyectos/${project.slug}`}
            className={buttonClass('outline', 'sm')}
            onClick={onNavigate}
            aria-label={`Ver ${project.name}`}
          >
            <Eye className="h-4 w-4" aria-hidden="true" /> Ver
          </Link>
          <Link
            to={`/proyecto/${project.slug}`}
            className={buttonClass('outline', 'sm')}
            onClick={onNavigate}
            aria-label={`Editar ${project.name}`}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" /> Editar
          </Link>
          {project.previewUrl ? (
            <a
              href={project.previewUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('ghost', 'sm')}
              aria-label={`Abrir la vista previa de ${project.name} en una pestaña nueva`}
            >
              <ImageIcon className="h-4 w-4" aria-hidden="true" /> Vista previa
            </a>
          ) : null}
          <AlertDialog.Root>
            <AlertDialog.Trigger asChild>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                disabled={del.isPending}
                aria-label={`Eliminar ${project.name}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Eliminar
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-stone-950/50" />
              <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
                <AlertDialog.Title className="text-lg font-semibold text-stone-950">
                  Eliminar «{project.name}»
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-sm text-stone-700">
                  {messages.builderFlow.confirmDelete}
                </AlertDialog.Description>
                <div className="mt-6 flex justify-end gap-2">
                  <AlertDialog.Cancel asChild>
                    <Button variant="outline">Cancelar</Button>
                  </AlertDialog.Cancel>
                  <AlertDialog.Action asChild>
                    <Button variant="danger" onClick={() => del.mutate(project.id)}>
                      Eliminar
                    </Button>
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        </div>
      </div>
    </article>
  );
}
