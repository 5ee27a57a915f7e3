import { AppWindow, ExternalLink, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import {
  CATEGORY_LABELS,
  COMPLEXITY_LABELS,
  type ConceptCategory,
  DEFAULT_COMPLEXITY_LABEL,
} from '../../../../contracts/concept.ts';
import { messages } from '../../../../contracts/messages.ts';
import { type GeneratedProject, publicPath } from '../../../../contracts/projects.ts';
import { DataModelView } from '../../../components/data-model-view.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PreviewImage } from '../../../components/ui/preview-image.tsx';

/** docs/product-spec.md §2: the generated project card. */
export function ProjectResultCard({
  project,
  onNavigate,
}: {
  project: GeneratedProject;
  onNavigate?: () => void;
}) {
  const complexity = project.complexity
    ? COMPLEXITY_LABELS[project.complexity]
    : DEFAULT_COMPLEXITY_LABEL;
  const category = CATEGORY_LABELS[project.category as ConceptCategory] ?? project.category;
  return (
    <article
      aria-labelledby={`resultado-${project.id}`}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      data-testid="result-card"
    >
      <div className="grid gap-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="border-b border-stone-200 bg-stone-100 md:border-r md:border-b-0">
          <PreviewImage
            src={project.previewUrl}
            alt={`Vista previa de ${project.name}`}
            className="aspect-square w-full object-cover"
          />
        </div>
        <div className="space-y-5 p-5 sm:p-6">
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
              <span className="rounded-full bg-brand-100 px-2.5 py-1 text-brand-900">
                {category}
              </span>
              <span className="rounded-full bg-stone-100 px-2.5 py-1 text-stone-800">
                Complejidad: {complexity}
              </span>
              {!project.aiGenerated ? (
                <span className="rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">
                  Motor sin conexión
                </span>
              ) : null}
            </div>
            <h3
              id={`resultado-${project.id}`}
              className="text-2xl font-bold tracking-tight text-stone-950"
            >
              {project.name}
            </h3>
            <p className="text-stone-700">{project.description}</p>
          </header>

          <section aria-label="Funcionalidades clave">
            <h4 className="text-sm font-semibold text-stone-900">Funcionalidades clave</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
              {project.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </section>

          <section aria-label="Stack tecnológico">
            <h4 className="text-sm font-semibold text-stone-900">Stack tecnológico</h4>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {project.techStack.map((t) => (
                <li
                  key={t}
                  className="rounded-md border border-stone-200 bg-stone-50 px-2 py-0.5 text-xs text-stone-800"
                >
                  {t}
                </li>
              ))}
            </ul>
          </section>

          <section aria-label="Historias de usuario">
            <h4 className="text-sm font-semibold text-stone-900">Historias de usuario</h4>
            <ol className="mt-2 space-y-1.5 text-sm text-stone-700">
              {project.userStories.slice(0, 3).map((s) => (
                <li key={s} className="rounded-lg bg-stone-50 px-3 py-2">
                  {s}
                </li>
              ))}
            </ol>
          </section>

          <DataModelView model={project.dataModel} level={4} />

          {project.uploadedFiles.length > 0 ? (
            <p className="text-sm text-stone-600">
              Archivos de contexto: {project.uploadedFiles.map((f) => f.originalName).join(', ')}
            </p>
          ) : null}

          <div className="flex flex-wrap gap-2 pt-1">
            <Link
              to={`/proyecto/${project.slug}`}
              className={buttonClass('primary', 'md')}
              onClick={onNavigate}
            >
              <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Abrir panel del proyecto
            </Link>
            <Link
              to={publicPath(project.slug)}
              className={buttonClass('outline', 'md')}
              onClick={onNavigate}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> Ver página pública
            </Link>
            {/* The running app itself (issue 41), in a tab of its own like the owner page's. */}
            <a
              href={`${publicPath(project.slug)}/app`}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('outline', 'md')}
            >
              <AppWindow className="h-4 w-4" aria-hidden="true" /> {messages.ownerPage.openApp}
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
