import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../contracts/messages.ts';
import { publicPath } from '../../contracts/projects.ts';
import { Card } from '../components/ui/card.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AnalyticsCard } from '../features/analytics/components/analytics-card.tsx';
import { EmailHistory } from '../features/analytics/components/email-history.tsx';
import { AppDataCard } from '../features/app-runtime/components/app-data-card.tsx';
import { ChangeCard } from '../features/app-runtime/components/change-card.tsx';
import { useProjectBySlug } from '../features/projects/api/get-project.ts';
import { ConceptCard } from '../features/projects/components/concept-card.tsx';
import { ControlPanel } from '../features/projects/components/control-panel.tsx';
import { FileManager } from '../features/projects/components/file-manager.tsx';
import { LaunchPanel } from '../features/projects/components/launch-panel.tsx';
import { NotesEditor } from '../features/projects/components/notes-editor.tsx';
import { ProjectBadges } from '../features/projects/components/status-badges.tsx';
import { TaskList } from '../features/projects/components/task-list.tsx';
import { TeamCard } from '../features/projects/components/team-card.tsx';
import { ApiError } from '../lib/api.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-stone-950">{title}</h2>
      {children}
    </Card>
  );
}

export default function ProjectOwnerPage() {
  const { slug = '' } = useParams();
  const project = useProjectBySlug(slug);
  const navigate = useNavigate();
  const missing =
    project.isError && project.error instanceof ApiError && project.error.status === 404;

  useEffect(() => {
    // docs/product-spec.md §8: "Proyecto no encontrado", then back to my projects.
    if (missing) {
      toast.error(messages.projects.notFound);
      navigate('/mis-proyectos', { replace: true });
    }
  }, [missing, navigate]);
  useEffect(() => {
    if (project.data) document.title = `${project.data.name} · Forja`;
  }, [project.data]);

  if (project.isPending || missing) return <PageSpinner />;
  if (project.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-20">
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-red-800">{messages.projects.loadError}</p>
          <button
            type="button"
            className="mt-4 text-sm font-medium text-brand-800 underline"
            onClick={() => project.refetch()}
          >
            Reintentar
          </button>
        </Card>
      </div>
    );
  }
  const p = project.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div>
        <Link
          to="/mis-proyectos"
          className="inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-stone-950"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Mis proyectos
        </Link>
        <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="break-words text-3xl font-bold tracking-tight text-stone-950">
              {p.name}
            </h1>
            {p.description ? (
              <p className="mt-1 max-w-3xl text-stone-700">{p.description}</p>
            ) : null}
          </div>
          <ProjectBadges project={p} />
        </div>
      </div>
      {p.concept ? <ConceptCard name={p.name} concept={p.concept} /> : null}
      <Section title="Publicación">
        <LaunchPanel project={p} />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Tareas">
          <TaskList projectId={p.id} />
        </Section>
        <Section title="Notas">
          <NotesEditor projectId={p.id} />
        </Section>
      </div>
      <Section title="Archivos">
        <FileManager projectId={p.id} />
      </Section>
      <section aria-labelledby="panel-title" className="space-y-4">
        <h2 id="panel-title" className="text-2xl font-bold tracking-tight text-stone-950">
          Panel de control
        </h2>
        <ControlPanel project={p} />
        <ChangeCard projectId={p.id} />
        <AppDataCard projectId={p.id} appHref={`${publicPath(p.slug)}/app`} />
        <TeamCard projectId={p.id} />
        <AnalyticsCard
          projectId={p.id}
          publicUrl={p.isPublic && p.isLaunched ? p.publicUrl : null}
          collecting={p.isPublic && p.isLaunched}
        />
        <EmailHistory projectId={p.id} />
      </section>
    </div>
  );
}
