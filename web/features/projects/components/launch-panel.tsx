import { useQueryClient } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { fill, messages } from '../../../../contracts/messages.ts';
import type { DeployLog, ProjectDetail } from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { deployProject, launchProjectDirectly } from '../api/deploy-project.ts';
import { projectKeys } from '../api/keys.ts';
import { useUnlaunchProject } from '../api/unlaunch-project.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { toastError } from '../toast-error.ts';
import { projectUrl } from './owner-summary.tsx';

const LEVEL_STYLE: Record<DeployLog['level'], string> = {
  info: 'text-sky-300',
  warn: 'text-amber-300',
  error: 'text-red-300',
};

/** Visibility, launch (deploy with its fallback) and unlaunch; the public URL heads the page (OwnerSummary). */
export function LaunchPanel({ project }: { project: ProjectDetail }) {
  const qc = useQueryClient();
  const update = useUpdateProject();
  const unlaunch = useUnlaunchProject();
  const [logs, setLogs] = useState<DeployLog[]>([]);
  const [launching, setLaunching] = useState(false);
  const switchId = useId();
  const url = projectUrl(project);

  const launch = async () => {
    setLaunching(true);
    setLogs([]);
    try {
      const result = await deployProject({ projectId: project.id, slug: project.slug });
      setLogs(result.logs);
      toast.success(messages.projects.launched);
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      const failedLogs = (error as { logs?: DeployLog[] }).logs ?? [];
      setLogs(failedLogs);
      if (failure && (failure.status === 401 || failure.status === 404)) {
        toastError(messages.projects.notFound, null);
        return;
      }
      toast.error(
        fill(messages.launchOwner.launchError, {
          reason: failure?.message || messages.errors.network,
        }),
      );
      setLogs((l) => [
        ...l,
        {
          level: 'warn',
          timestamp: new Date().toISOString(),
          message: 'Aplicando la actualización directa',
          metadata: {},
        },
      ]);
      // docs/product-spec.md §4: when the deployment call fails, the same fields are written directly.
      try {
        await launchProjectDirectly(project.id);
        setLogs((l) => [
          ...l,
          {
            level: 'info',
            timestamp: new Date().toISOString(),
            message: 'Proyecto publicado',
            metadata: { url },
          },
        ]);
        toast.success(messages.projects.launched);
      } catch (fallbackError) {
        toast.error(
          fill(messages.launchOwner.launchError, {
            reason:
              fallbackError instanceof ApiError && fallbackError.message
                ? fallbackError.message
                : messages.errors.network,
          }),
        );
      }
    } finally {
      setLaunching(false);
      qc.invalidateQueries({ queryKey: projectKeys.all });
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto flex items-center gap-2">
          <Switch.Root
            id={switchId}
            checked={project.isPublic}
            disabled={update.isPending}
            onCheckedChange={(isPublic) =>
              update.mutate(
                { id: project.id, input: { isPublic } },
                {
                  onSuccess: () =>
                    toast.success(
                      isPublic ? messages.projects.nowPublic : messages.projects.nowPrivate,
                    ),
                  onError: (e) => toastError(messages.projects.visibilityError, e),
                },
              )
            }
            className="relative h-6 w-11 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-brand-700"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
          <label htmlFor={switchId} className="text-sm font-medium text-stone-800">
            {project.isPublic ? 'Visible para todos' : 'Privado'}
          </label>
        </div>
        <Button onClick={launch} disabled={launching || project.status === 'archived'}>
          <Rocket className="h-4 w-4" aria-hidden="true" />{' '}
          {launching ? 'Lanzando…' : project.isLaunched ? 'Volver a lanzar' : 'Lanzar proyecto'}
        </Button>
        {project.isLaunched ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={unlaunch.isPending}>
                Despublicar
              </Button>
            }
            title="Despublicar proyecto"
            description={messages.projectsFlow.confirmUnlaunch}
            confirmLabel="Despublicar"
            onConfirm={() =>
              unlaunch.mutate(project.id, {
                onSuccess: () => {
                  setLogs([]);
                  toast.success(messages.projects.unpublished);
                },
                onError: (e) => toastError(messages.launchOwner.unpublishError, e),
              })
            }
          />
        ) : null}
      </div>
      <p className="text-sm text-stone-600">
        {project.isLaunched && project.launchedAt
          ? `Lanzado el ${formatDateTime(project.launchedAt)}`
          : 'Este proyecto no está lanzado.'}
        {project.status === 'archived'
          ? ' Restáuralo desde Mis proyectos para poder lanzarlo.'
          : ''}
      </p>
      {logs.length > 0 ? (
        <ol
          className="max-h-56 space-y-1 overflow-auto rounded-xl bg-stone-950 p-3 font-mono text-xs text-stone-100"
          aria-label="Registro del lanzamiento"
        >
          {logs.map((log, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: log lines only ever append
            <li key={`${log.timestamp}-${i}`}>
              <span className="text-stone-400">
                {new Date(log.timestamp).toLocaleTimeString('es')}
              </span>{' '}
              <span className={cn('font-semibold uppercase', LEVEL_STYLE[log.level])}>
                {log.level}
              </span>{' '}
              {log.message}
              {typeof log.metadata.url === 'string' ? (
                <span className="text-stone-400"> · {log.metadata.url}</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
