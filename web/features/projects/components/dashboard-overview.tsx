import { Eye, FolderKanban, Globe, Plus, Rocket, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../../contracts/messages.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useProjectSummary } from '../api/get-project-summary.ts';
import { ProjectBadges } from './status-badges.tsx';

/** Dashboard stat cards, the five most recent projects and quick actions. */
export function DashboardOverview() {
  const summary = useProjectSummary();
  if (summary.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="h-8 w-8" label="Cargando el dashboard…" />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <Card className="p-8 text-center" role="alert">
        <p className="font-medium text-red-800">{messages.dashboard.loadError}</p>
        <Button variant="outline" className="mt-4" onClick={() => summary.refetch()}>
          Reintentar
        </Button>
      </Card>
    );
  }
  const s = summary.data;
  const stats = [
    { label: 'Proyectos', value: s.projects, icon: FolderKanban },
    { label: 'Lanzados', value: s.launched, icon: Rocket },
    { label: 'Públicos', value: s.public, icon: Globe },
    { label: 'Visitas totales', value: s.totalViews, icon: Eye },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="p-5">
            <dt className="flex items-center gap-2 text-sm text-stone-600">
              <Icon className="h-4 w-4 text-brand-700" aria-hidden="true" /> {label}
            </dt>
            <dd className="mt-2 text-3xl font-bold text-stone-950">{formatNumber(value)}</dd>
          </Card>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="p-5">
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-lg font-semibold text-stone-950">Proyectos recientes</h2>
            <Link
              to="/mis-proyectos"
              className="text-sm font-medium text-brand-800 hover:underline"
            >
              Ver todos
            </Link>
          </div>
          {s.recent.length === 0 ? (
            <p className="text-sm text-stone-600">
              Aún no tienes proyectos. Crea el primero con las acciones rápidas.
            </p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {s.recent.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <Link
                      to={`/proyecto/${encodeURIComponent(p.slug)}`}
                      className="block truncate font-medium text-stone-900 hover:text-brand-700 hover:underline"
                    >
                      {p.name}
                    </Link>
                    <p className="text-xs text-stone-600">
                      Actualizado el {formatDate(p.updatedAt)} · {formatNumber(p.viewCount)} visitas
                    </p>
                  </div>
                  <ProjectBadges project={p} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="p-5">
          <h2 className="mb-3 text-lg font-semibold text-stone-950">Acciones rápidas</h2>
          <div className="flex flex-col gap-2">
            <Link to="/create" className={buttonClass('primary')}>
              <Sparkles className="h-4 w-4" aria-hidden="true" /> Crear app con IA
            </Link>
            <Link to="/proyecto/nuevo" className={buttonClass('outline')}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Nuevo proyecto
            </Link>
            <Link to="/mis-proyectos" className={buttonClass('outline')}>
              <FolderKanban className="h-4 w-4" aria-hidden="true" /> Mis proyectos
            </Link>
            <Link to="/pricing" className={buttonClass('ghost')}>
              Ver planes
            </Link>
          </div>
        </Card>
      </div>
    </div>
  );
}
