import { useQueryClient } from '@tanstack/react-query';
import { Code2, Settings } from 'lucide-react';
import { useRef, useState } from 'react';
import { messages } from '../../../../contracts/messages.ts';
import type { ProjectDetail } from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDesign } from '../api/get-design.ts';
import { useLaunchState } from '../api/get-launch-state.ts';
import { useSpecification } from '../api/get-specification.ts';
import { projectKeys } from '../api/keys.ts';
import { useLatestExport } from '../api.ts';
import { DesignCard } from './design-card.tsx';
import { ExportCard } from './export-card.tsx';
import { LaunchBadge, LaunchCard } from './launch-card.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { SourceDialog } from './source-dialog.tsx';
import { SpecCard } from './spec-card.tsx';

/**
 * docs/product-spec.md §2's control panel: a status summary, its buttons and the launch and
 * specification cards. "Abrir App en Vivo" heads the owner page (OwnerSummary); the design
 * and export cards are sections of their own there (DesignSection, ExportSection), so the
 * section bar can jump to them (issue 41).
 */
export function ControlPanel({ project }: { project: ProjectDetail }) {
  const launch = useLaunchState(project.id);
  const design = useDesign(project.id);
  const spec = useSpecification(project.id);
  const latestExport = useLatestExport(project.id);
  const qc = useQueryClient();
  const [sourceOpen, setSourceOpen] = useState(false);
  const sourceButton = useRef<HTMLButtonElement>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  if (launch.isPending || design.isPending || spec.isPending || latestExport.isPending)
    return <Spinner label="Cargando el panel de control…" />;
  if (launch.isError || design.isError || spec.isError || latestExport.isError) {
    return (
      <Card className="p-6 text-center" role="alert">
        <p className="font-medium text-red-800">{messages.controlPanel.loadError}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => qc.invalidateQueries({ queryKey: projectKeys.detail(project.id) })}
        >
          Reintentar
        </Button>
      </Card>
    );
  }

  const summary: [string, string, boolean][] = [
    [
      'Lanzamiento',
      launch.data.status === 'active' ? 'Activa' : 'Sin Lanzar',
      launch.data.status === 'active',
    ],
    ['Visibilidad', project.isPublic ? 'Pública' : 'Privada', project.isPublic],
    [
      'Diseño',
      design.data.status === 'active' ? 'Personalizado' : 'Predeterminado',
      design.data.status === 'active',
    ],
    ['Especificación', spec.data ? 'Disponible' : 'Pendiente', Boolean(spec.data)],
    ['Código', latestExport.data ? 'Exportado' : 'Sin exportar', Boolean(latestExport.data)],
  ];

  return (
    <div className="space-y-5">
      <Card className="p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-base font-semibold text-stone-950">Estado general</h3>
          <LaunchBadge active={launch.data.status === 'active'} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {summary.map(([label, value, ok]) => (
            <div key={label} className="rounded-xl bg-stone-50 p-3">
              <dt className="text-xs text-stone-600">{label}</dt>
              <dd
                className={cn(
                  'mt-0.5 text-sm font-semibold',
                  ok ? 'text-emerald-800' : 'text-stone-800',
                )}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button ref={sourceButton} variant="outline" onClick={() => setSourceOpen(true)}>
            <Code2 className="h-4 w-4" aria-hidden="true" /> Ver Código Fuente
          </Button>
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            <Settings className="h-4 w-4" aria-hidden="true" /> Configuración del Proyecto
          </Button>
        </div>
      </Card>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <LaunchCard
          projectId={project.id}
          launch={launch.data}
          disabled={project.status === 'archived'}
        />
        <SpecCard projectId={project.id} specification={spec.data} />
      </div>
      <SourceDialog
        projectId={project.id}
        open={sourceOpen}
        onOpenChange={setSourceOpen}
        returnFocusRef={sourceButton}
      />
      <SettingsDialog project={project} open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}

function SectionError() {
  const qc = useQueryClient();
  return (
    <Card className="p-6 text-center" role="alert">
      <p className="font-medium text-red-800">{messages.controlPanel.loadError}</p>
      <Button
        variant="outline"
        className="mt-3"
        onClick={() => qc.invalidateQueries({ queryKey: projectKeys.all })}
      >
        Reintentar
      </Button>
    </Card>
  );
}

/** The design card as a section of the owner page. */
export function DesignSection({ projectId }: { projectId: string }) {
  const design = useDesign(projectId);
  if (design.isPending) return <Spinner label="Cargando el diseño…" />;
  if (design.isError) return <SectionError />;
  return <DesignCard projectId={projectId} design={design.data} />;
}

/** The export card as a section of the owner page. */
export function ExportSection({ projectId }: { projectId: string }) {
  const latest = useLatestExport(projectId);
  if (latest.isPending) return <Spinner label="Cargando la exportación…" />;
  if (latest.isError) return <SectionError />;
  return <ExportCard projectId={projectId} latest={latest.data} />;
}
