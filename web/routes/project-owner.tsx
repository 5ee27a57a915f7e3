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
import {
  ControlPanel,
  DesignSection,
  ExportSection,
} from '../features/projects/components/control-panel.tsx';
import { FileManager } from '../features/projects/components/file-manager.tsx';
import { LaunchPanel } from '../features/projects/components/launch-panel.tsx';
import { NotesEditor } from '../features/projects/components/notes-editor.tsx';
import {
  type OwnerSectionId,
  OwnerSummary,
  SectionNav,
} from '../features/projects/components/owner-summary.tsx';
import { TaskList } from '../features/projects/components/task-list.tsx';
import { TeamCard } from '../features/projects/components/team-card.tsx';
import { ApiError } from '../lib/api.ts';

/** A part of the page the section bar jumps to, clear of the sticky header and bar. */
function Anchor({
  id,
  children,
  className,
}: {
  id: OwnerSectionId | 'cambios';
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div id={id} className={`scroll-mt-32 ${className ?? 'space-y-6'}`}>
      {children}
    </div>
  );
}

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
  const path = publicPath(p.slug);
  // On a phone the first screen holds the state and the three main actions; the section bar
  // reaches everything else in one tap (issue 41).
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <Link
          to="/mis-proyectos"
          className="inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-stone-950"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Mis proyectos
        </Link>
        <h1 className="mt-2 break-words text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">
          {p.name}
        </h1>
        {p.description ? (
          <p className="mt-1 line-clamp-2 max-w-3xl text-stone-700 sm:line-clamp-none">
            {p.description}
          </p>
        ) : null}
      </div>
      <OwnerSummary project={p} />
      <SectionNav hasConcept={Boolean(p.concept)} />
      {p.concept ? (
        <Anchor id="concepto">
          <ConceptCard name={p.name} concept={p.concept} />
        </Anchor>
      ) : null}
      <Anchor id="app">
        <Section title="Publicación">
          <LaunchPanel project={p} />
        </Section>
        <Anchor id="cambios">
          <ChangeCard projectId={p.id} />
        </Anchor>
        <section aria-labelledby="panel-title" className="space-y-4">
          <h2 id="panel-title" className="text-2xl font-bold tracking-tight text-stone-950">
            Panel de control
          </h2>
          <ControlPanel project={p} />
        </section>
      </Anchor>
      <Anchor id="datos">
        <AppDataCard projectId={p.id} appHref={`${path}/app`} />
        <TeamCard projectId={p.id} />
      </Anchor>
      <Anchor id="diseno">
        <DesignSection projectId={p.id} />
      </Anchor>
      <Anchor id="tareas">
        <div className="grid gap-6 lg:grid-cols-2">
          <Section title="Tareas">
            <TaskList projectId={p.id} publicPath={path} />
          </Section>
          <Section title="Notas">
            <NotesEditor projectId={p.id} publicPath={path} />
          </Section>
        </div>
        <Section title="Archivos">
          <FileManager projectId={p.id} publicPath={path} />
        </Section>
      </Anchor>
      <Anchor id="exportar">
        <ExportSection projectId={p.id} />
      </Anchor>
      <Anchor id="analitica">
        <AnalyticsCard
          projectId={p.id}
          publicUrl={p.isPublic && p.isLaunched ? p.publicUrl : null}
          collecting={p.isPublic && p.isLaunched}
        />
        <EmailHistory projectId={p.id} />
      </Anchor>
    </div>
  );
}
