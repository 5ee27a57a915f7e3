import {
  Archive,
  ArchiveRestore,
  ExternalLink,
  Eye,
  FolderPlus,
  ImageIcon,
  Pencil,
  Rocket,
  Search,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { AlertDialog, Switch } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  CATEGORY_LABELS,
  COMPLEXITY_LABELS,
  type ConceptCategory,
  DEFAULT_COMPLEXITY_LABEL,
} from '../../../../contracts/concept.ts';
import { messages } from '../../../../contracts/messages.ts';
import {
  PROJECT_BADGE_LABELS,
  PROJECT_LIST_FILTERS,
  type Project,
  type ProjectBadge,
  type ProjectListFilter,
  publicPath,
} from '../../../../contracts/projects.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { PreviewImage } from '../../../components/ui/preview-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useDeleteProject } from '../api/delete-project.ts';
import { BROWSE_PAGE_SIZE, useProjectList } from '../api/get-projects.ts';
import { useUnlaunchProject } from '../api/unlaunch-project.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { toastError } from '../toast-error.ts';
import { ProjectBadges } from './status-badges.tsx';

const FILTER_LABELS: Record<ProjectListFilter, string> = {
  todos: 'Todos',
  activos: 'Activos',
  archivados: 'Archivados',
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** A project without a concept is shown under the builder's default category. */
export const projectCategory = (p: Pick<Project, 'category'>) => p.category ?? 'General';
const categoryLabel = (c: string) => CATEGORY_LABELS[c as ConceptCategory] ?? c;

/**
 * The one list of the user's projects (GET /api/projects). `manage` is /mis-proyectos: search,
 * status filter, visibility, archive, unpublish and delete. `browse` is the builder's
 * Historial tab: cards with preview, badge, category and complexity, filtered by the
 * browser's category (docs/product-spec.md §2).
 */
export function ProjectList(
  props: { variant?: 'manage' } | { variant: 'browse'; category: string; onNavigate?: () => void },
) {
  const browse = props.variant === 'browse';
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ProjectListFilter>('todos');
  const q = useDebounced(query.trim(), 250);
  const list = useProjectList(
    browse ? '' : q,
    browse ? 'todos' : status,
    browse ? BROWSE_PAGE_SIZE : undefined,
  );
  const searchId = useId();
  const loaded = list.data?.pages.flatMap((p) => p.projects) ?? [];
  const projects =
    props.variant === 'browse' && props.category !== 'all'
      ? loaded.filter((p) => projectCategory(p) === props.category)
      : loaded;
  const total = list.data?.pages[0]?.total ?? 0;

  if (props.variant === 'browse') {
    if (list.isPending) return <Spinner />;
    if (list.isError)
      return <p className="text-sm text-red-700">{messages.projects.loadListError}</p>;
    if (projects.length === 0)
      return (
        <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-700">
          {loaded.length === 0
            ? 'Aún no has generado ningún proyecto. Describe tu idea en la pestaña Crear.'
            : 'No hay proyectos en esta categoría.'}
        </p>
      );
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((p) => (
          <li key={p.id}>
            <ProjectCard project={p} onNavigate={props.onNavigate} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Buscar por nombre o slug
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Buscar por nombre o slug"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
        <fieldset className="flex rounded-lg border border-stone-300 bg-white p-1">
          <legend className="sr-only">Estado</legend>
          {PROJECT_LIST_FILTERS.map((f) => (
            <label
              key={f}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                status === f ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
              )}
            >
              <input
                type="radio"
                name="estado"
                value={f}
                checked={status === f}
                onChange={() => setStatus(f)}
                className="sr-only"
              />
              {FILTER_LABELS[f]}
            </label>
          ))}
        </fieldset>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" label="Cargando proyectos…" />
        </div>
      ) : list.isError ? (
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-red-800">{messages.projects.loadListError}</p>
          <Button variant="outline" className="mt-4" onClick={() => list.refetch()}>
            Reintentar
          </Button>
        </Card>
      ) : projects.length === 0 ? (
        <EmptyState filtered={Boolean(q) || status !== 'todos'} />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {total === 1 ? '1 proyecto' : `${formatNumber(total)} proyectos`}
          </p>
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Proyectos">
            {projects.map((p) => (
              <ProjectRow key={p.id} project={p} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  if (filtered) {
    return (
      <Card className="p-8 text-center">
        <p className="text-stone-700">Ningún proyecto coincide con tu búsqueda.</p>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-4 p-10 text-center">
      <FolderPlus className="h-10 w-10 text-brand-600" aria-hidden="true" />
      <div>
        <h2 className="text-lg font-semibold text-stone-950">Aún no tienes proyectos</h2>
        <p className="mt-1 text-sm text-stone-600">
          Crea uno desde cero o genera el concepto completo con IA.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/proyecto/nuevo" className={buttonClass('primary')}>
          Nuevo proyecto
        </Link>
        <Link to="/create" className={buttonClass('outline')}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> Crear con IA
        </Link>
      </div>
    </Card>
  );
}

function ProjectRow({ project }: { project: Project }) {
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const unlaunch = useUnlaunchProject();
  const busy = update.isPending || remove.isPending || unlaunch.isPending;

  const toggleArchive = () => {
    const archiving = project.status === 'active';
    update.mutate(
      { id: project.id, input: { status: archiving ? 'archived' : 'active' } },
      {
        onSuccess: () =>
          toast.success(archiving ? messages.projects.archived : messages.projects.restored),
        onError: (e) => toastError(messages.projects.updateError, e),
      },
    );
  };
  const toggleVisibility = (isPublic: boolean) => {
    update.mutate(
      { id: project.id, input: { isPublic } },
      {
        onSuccess: () =>
          toast.success(isPublic ? messages.projects.nowPublic : messages.projects.nowPrivate),
        onError: (e) => toastError(messages.projects.visibilityError, e),
      },
    );
  };
  const switchId = useId();

  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="truncate text-base font-semibold text-stone-950">
              <Link
                to={`/proyecto/${encodeURIComponent(project.slug)}`}
                className="hover:text-brand-700 hover:underline"
              >
                {project.name}
              </Link>
            </h3>
            <p className="truncate text-sm text-stone-600">/{project.slug}</p>
          </div>
          <ProjectBadges project={project} />
        </div>
        {project.description ? (
          <p className="line-clamp-2 text-sm text-stone-700">{project.description}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
          <span>Actualizado el {formatDate(project.updatedAt)}</span>
          <span className="inline-flex items-center gap-1">
            <Eye className="h-3.5 w-3.5" aria-hidden="true" /> {formatNumber(project.viewCount)}{' '}
            visitas
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
          <div className="mr-auto flex items-center gap-2">
            <Switch.Root
              id={switchId}
              checked={project.isPublic}
              onCheckedChange={toggleVisibility}
              disabled={busy}
              className="relative h-6 w-11 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-50"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
            <label htmlFor={switchId} className="text-sm text-stone-700">
              Público
            </label>
          </div>
          {project.isPublic ? (
            <a
              href={publicPath(project.slug)}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('ghost', 'sm')}
              aria-label={`Ver la página pública de ${project.name}`}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </a>
          ) : null}
          {project.isLaunched ? (
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label={`Despublicar ${project.name}`}
                >
                  <Rocket className="h-4 w-4 rotate-180" aria-hidden="true" /> Despublicar
                </Button>
              }
              title="Despublicar proyecto"
              description={messages.projectsFlow.confirmUnlaunch}
              confirmLabel="Despublicar"
              onConfirm={() =>
                unlaunch.mutate(project.id, {
                  onSuccess: () => toast.success(messages.projects.unpublished),
                  onError: (e) => toastError(messages.launchOwner.unpublishError, e),
                })
              }
            />
          ) : null}
          <Button variant="ghost" size="sm" onClick={toggleArchive} disabled={busy}>
            {project.status === 'active' ? (
              <>
                <Archive className="h-4 w-4" aria-hidden="true" /> Archivar
              </>
            ) : (
              <>
                <ArchiveRestore className="h-4 w-4" aria-hidden="true" /> Restaurar
              </>
            )}
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                className="text-red-700 hover:bg-red-50"
                aria-label={`Eliminar ${project.name}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            }
            title="Eliminar proyecto"
            description={messages.validation.confirmDeleteProject}
            confirmLabel="Eliminar"
            onConfirm={() =>
              remove.mutate(project.id, {
                onSuccess: () => toast.success(messages.projectsFlow.projectDeleted),
                onError: (e) => toastError(messages.projects.deleteError, e),
              })
            }
          />
        </div>
      </Card>
    </li>
  );
}

const BADGE_COLORS: Record<ProjectBadge, string> = {
  generated: 'bg-brand-100 text-brand-900',
  published: 'bg-green-100 text-green-900',
  draft: 'bg-amber-100 text-amber-900',
  archived: 'bg-stone-200 text-stone-800',
};

/** The builder browser's card. docs/product-spec.md §8: a failed delete there is only logged. */
function ProjectCard({ project, onNavigate }: { project: Project; onNavigate?: () => void }) {
  const del = useDeleteProject();
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
          <span className={cn('rounded-full px-2 py-0.5', BADGE_COLORS[project.badge])}>
            {PROJECT_BADGE_LABELS[project.badge]}
          </span>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">
            {categoryLabel(projectCategory(project))}
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
            to={publicPath(project.slug)}
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
                    <Button
                      variant="danger"
                      onClick={() =>
                        del.mutate(project.id, {
                          onError: (error) =>
                            console.error('No se pudo eliminar el proyecto', error),
                        })
                      }
                    >
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
