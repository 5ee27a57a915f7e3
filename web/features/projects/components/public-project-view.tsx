import { CheckCircle2, ChevronDown, Circle, Eye, FileArchive, FileText } from 'lucide-react';
import { type CSSProperties, useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { fill, messages, PRODUCT_NAME } from '../../../../contracts/messages.ts';
import {
  PUBLIC_SCOPE_CLASS,
  type PublicProject,
  type Theme,
} from '../../../../contracts/projects.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatMb, formatNumber } from '../../../lib/format.ts';
import { viewCountLabel } from '../../../lib/public-view.ts';
import { useServerStatus } from '../../../lib/server-state.ts';
import { useCountServerRenderedView, usePublicProject } from '../api/get-public-project.ts';
import { categoryLabel, complexityLabel } from '../concept-labels.ts';
import { ConceptPreview } from './concept-preview.tsx';

const THEME_VARS: Record<Theme, Record<string, string>> = {
  modern: {
    '--pp-bg': '#fafaf9',
    '--pp-fg': '#1c1917',
    '--pp-muted': '#57534e',
    '--pp-card': '#ffffff',
    '--pp-border': '#e7e5e4',
    '--pp-radius': '1rem',
  },
  minimal: {
    '--pp-bg': '#ffffff',
    '--pp-fg': '#111827',
    '--pp-muted': '#4b5563',
    '--pp-card': '#ffffff',
    '--pp-border': '#e5e7eb',
    '--pp-radius': '0.25rem',
  },
  classic: {
    '--pp-bg': '#f8f5ef',
    '--pp-fg': '#292524',
    '--pp-muted': '#57534e',
    '--pp-card': '#fffdf8',
    '--pp-border': '#d6d3d1',
    '--pp-radius': '0.375rem',
  },
  dark: {
    '--pp-bg': '#0c0a09',
    '--pp-fg': '#f5f5f4',
    '--pp-muted': '#d6d3d1',
    '--pp-card': '#1c1917',
    '--pp-border': '#44403c',
    '--pp-radius': '0.75rem',
  },
};

/** A themed box: background and border from the design's variables, its corner radius. */
const surface = (background: 'bg' | 'card', border: 'border' | 'primary'): CSSProperties => ({
  background: `var(--pp-${background})`,
  borderColor: `var(--pp-${border})`,
  borderRadius: 'var(--pp-radius)',
});

const LAYOUT_CLASS = {
  grid: 'grid gap-5 md:grid-cols-2',
  flex: 'flex flex-wrap gap-5 [&>*]:min-w-[18rem] [&>*]:flex-1',
  sidebar: 'grid gap-5 md:grid-cols-[18rem_1fr] [&>*:nth-child(n+3)]:md:col-start-2',
  dashboard: 'grid gap-5 md:grid-cols-2 xl:grid-cols-3',
} as const;

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      className={cn('border p-5', className)}
      style={surface('card', 'border')}
      aria-labelledby={id}
    >
      <h2 id={id} className="mb-3 text-lg font-semibold" style={{ color: 'var(--pp-fg)' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function UnavailableCard({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-20">
      <Card className="p-8 text-center">
        <h1 className="text-xl font-semibold text-stone-950">{message}</h1>
        <p className="mt-2 text-stone-700">{messages.projectsFlow.unavailableBody}</p>
        <Link to="/" className={cn(buttonClass('primary'), 'mt-6')}>
          Ir a {PRODUCT_NAME}
        </Link>
      </Card>
    </div>
  );
}

/** The public page: the project with its own design; unavailable card on 403, 404 and errors. */
export function PublicProjectView({ slug }: { slug: string }) {
  // Server-rendered visits arrive with the data (200) or with the card (403/404); a
  // client-side navigation fetches the data, which counts the visit on the server.
  const serverStatus = useServerStatus(useLocation().pathname);
  const refusedOnServer = serverStatus === 403 || serverStatus === 404;
  const query = usePublicProject(slug, { enabled: !refusedOnServer });
  useCountServerRenderedView(slug, serverStatus === 200 && query.isSuccess);
  useEffect(() => {
    if (query.data) document.title = `${query.data.project.name} · ${PRODUCT_NAME}`;
  }, [query.data]);

  if (refusedOnServer)
    return (
      <UnavailableCard
        message={
          serverStatus === 404 ? messages.publicPage.notFound : messages.publicPage.unavailable
        }
      />
    );
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const message =
      status === 404
        ? messages.publicPage.notFound
        : status === 403
          ? messages.publicPage.unavailable
          : messages.publicPage.loadError;
    return <UnavailableCard message={message} />;
  }
  return <PublicProjectBody slug={slug} data={query.data} />;
}

const t = messages.concept;

function PublicProjectBody({ slug, data }: { slug: string; data: PublicProject }) {
  const { project, design, concept } = data;
  const { pathname } = useLocation();
  const style = {
    ...THEME_VARS[design.theme],
    '--pp-primary': design.primaryColor,
    '--pp-secondary': design.secondaryColor,
    background: 'var(--pp-bg)',
    color: 'var(--pp-fg)',
  } as CSSProperties;
  const done = data.tasks.filter((t) => t.done).length;
  const serif =
    design.theme === 'classic' ? { fontFamily: 'Georgia, "Times New Roman", serif' } : undefined;

  return (
    // The box clips and contains the custom CSS (web/styles.css, issue 10); the scope
    // element inside it is all the CSS can select. The page entry reads the data attributes
    // to count the visit and the pageview before the app starts (web/main.tsx).
    <div className="user-content-box" data-project-id={project.id} data-view-slug={slug}>
      <div
        className={cn(PUBLIC_SCOPE_CLASS, 'min-h-[70vh]')}
        data-theme={design.theme}
        data-layout={design.layout}
        style={{ ...style, ...serif }}
      >
        {/* Sanitised and scoped on the server (css-sanitizer.ts); React writes it as text. */}
        {design.scopedCss ? <style>{design.scopedCss}</style> : null}
        <header
          className="px-4 py-14 text-white"
          style={{
            background:
              design.theme === 'minimal'
                ? 'var(--pp-primary)'
                : 'linear-gradient(135deg, var(--pp-primary), var(--pp-secondary))',
          }}
        >
          <div
            className={cn(
              'mx-auto max-w-6xl',
              concept &&
                'grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem]',
            )}
          >
            <div className="min-w-0">
              <h1
                className="text-3xl font-extrabold tracking-tight drop-shadow-sm sm:text-5xl"
                style={{ textShadow: '0 1px 2px rgba(0,0,0,0.35)' }}
              >
                {project.name}
              </h1>
              {project.description ? (
                <p
                  className="mt-3 max-w-3xl text-lg"
                  style={{ textShadow: '0 1px 2px rgba(0,0,0,0.35)' }}
                >
                  {project.description}
                </p>
              ) : null}
              <p
                className="mt-4 flex flex-wrap gap-4 text-sm font-medium"
                style={{ textShadow: '0 1px 2px rgba(0,0,0,0.35)' }}
              >
                <span className="inline-flex items-center gap-1.5 rounded-full bg-black/35 px-3 py-1">
                  <Eye className="h-4 w-4" aria-hidden="true" />
                  {/* The page entry may show a newer count before the app starts. */}
                  <span data-view-count="label" suppressHydrationWarning>
                    {viewCountLabel(project.viewCount)}
                  </span>
                </span>
                {project.launchedAt ? (
                  <span className="rounded-full bg-black/35 px-3 py-1">
                    Publicado el {formatDate(project.launchedAt)}
                  </span>
                ) : null}
                {concept ? (
                  <>
                    <span className="rounded-full bg-black/35 px-3 py-1">
                      <span className="sr-only">{t.category}: </span>
                      {categoryLabel(concept.category)}
                    </span>
                    <span className="rounded-full bg-black/35 px-3 py-1">
                      {t.complexity}: {complexityLabel(concept.complexity)}
                    </span>
                  </>
                ) : null}
              </p>
              {/* The running app (issue 20), under the same prefix the page was reached by. */}
              <Link
                to={`${pathname.startsWith('/p/') ? '/p' : '/proyectos'}/${encodeURIComponent(slug)}/app`}
                className="mt-5 inline-flex h-11 items-center rounded-lg bg-white px-5 text-sm font-semibold text-stone-900 shadow hover:bg-stone-100"
                data-testid="open-app"
              >
                Abrir la app
              </Link>
            </div>
            {concept ? (
              <ConceptPreview
                src={concept.previewUrl}
                alt={fill(t.previewAlt, { name: project.name })}
                className="aspect-square w-full max-w-xs border-4 border-white/70 shadow-xl md:max-w-none"
                style={{ borderRadius: 'var(--pp-radius)' }}
              />
            ) : null}
          </div>
        </header>
        <div className="mx-auto max-w-6xl px-4 py-10">
          {design.layout === 'dashboard' ? (
            <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  ['Tareas', `${done}/${data.tasks.length}`],
                  ['Notas', data.notes.length],
                  ['Archivos', data.files.length],
                  // The page entry may show a newer count before the app starts.
                  ['Visitas', formatNumber(project.viewCount), 'number'],
                ] as [string, string | number, 'number'?][]
              ).map(([label, value, viewCount]) => (
                <div key={label} className="border p-4" style={surface('card', 'border')}>
                  <dt className="text-sm" style={{ color: 'var(--pp-muted)' }}>
                    {label}
                  </dt>
                  <dd
                    className="text-2xl font-bold"
                    style={{ color: 'var(--pp-fg)' }}
                    data-view-count={viewCount}
                    suppressHydrationWarning={viewCount !== undefined}
                  >
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className={LAYOUT_CLASS[design.layout]}>
            <Section title="Progreso">
              {data.tasks.length === 0 ? (
                <p style={{ color: 'var(--pp-muted)' }}>Sin tareas.</p>
              ) : (
                <ul className="space-y-2">
                  {data.tasks.map((t) => (
                    <li key={t.id} className="flex items-start gap-2">
                      {t.done ? (
                        <CheckCircle2
                          className="mt-0.5 h-5 w-5 shrink-0"
                          style={{ color: 'var(--pp-primary)' }}
                          aria-label="Hecha"
                        />
                      ) : (
                        <Circle
                          className="mt-0.5 h-5 w-5 shrink-0"
                          style={{ color: 'var(--pp-muted)' }}
                          aria-label="Pendiente"
                        />
                      )}
                      <span className={t.done ? 'line-through opacity-75' : ''}>{t.title}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            {project.features.length > 0 ? (
              <Section title={concept ? t.features : 'Funcionalidades'}>
                <ul className="list-disc space-y-1 pl-5">
                  {project.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {concept && concept.userStories.length > 0 ? (
              <Section title={t.userStories} className="@container md:col-span-full">
                <ol className="grid gap-2 @2xl:grid-cols-2">
                  {concept.userStories.map((story) => (
                    <li
                      key={story}
                      className="border-l-4 px-3 py-2 text-sm"
                      style={surface('bg', 'primary')}
                    >
                      {story}
                    </li>
                  ))}
                </ol>
              </Section>
            ) : null}
            {concept && concept.techStack.length > 0 ? (
              <Section title={t.techStack} className="md:col-span-full">
                <ul className="flex flex-wrap gap-2">
                  {concept.techStack.map((item) => (
                    <li
                      key={item}
                      className="border px-2.5 py-1 text-sm"
                      style={surface('bg', 'border')}
                    >
                      {item}
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {data.notes.map((n) => (
              <Section key={n.id} title="Notas">
                <SanitizedHtml html={n.html} />
              </Section>
            ))}
            {data.files.length > 0 ? (
              <Section title="Archivos">
                <ul className="grid grid-cols-2 gap-3">
                  {data.files.map((f) => (
                    <li key={f.id}>
                      <a
                        href={f.publicUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="block text-sm hover:underline"
                      >
                        {f.isImage ? (
                          <img
                            src={f.publicUrl}
                            alt={f.name}
                            className="mb-1 aspect-video w-full object-cover"
                            style={{ borderRadius: 'var(--pp-radius)' }}
                            loading="lazy"
                          />
                        ) : (
                          <span
                            className="mb-1 flex aspect-video items-center justify-center"
                            style={{ background: 'var(--pp-bg)', borderRadius: 'var(--pp-radius)' }}
                          >
                            {f.name.endsWith('.zip') ? (
                              <FileArchive className="h-8 w-8" aria-hidden="true" />
                            ) : (
                              <FileText className="h-8 w-8" aria-hidden="true" />
                            )}
                          </span>
                        )}
                        <span className="block truncate">{f.name}</span>
                        <span className="text-xs" style={{ color: 'var(--pp-muted)' }}>
                          {formatMb(f.size)}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {concept?.detailedSpecHtml ? (
              <Section title={t.detailedSpec} className="md:col-span-full">
                <details className="group">
                  <summary
                    className="flex cursor-pointer list-none items-center gap-2 text-sm font-semibold [&::-webkit-details-marker]:hidden"
                    style={{ color: 'var(--pp-fg)' }}
                  >
                    <ChevronDown
                      className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                    {t.showSpec}
                  </summary>
                  <div className="mt-4">
                    <SanitizedHtml html={concept.detailedSpecHtml} as="article" />
                  </div>
                </details>
              </Section>
            ) : null}
            {data.specs.slice(0, 1).map((s) => (
              <Section key={s.id} title="Especificación" className="md:col-span-full">
                <p className="mb-3 text-sm" style={{ color: 'var(--pp-muted)' }}>
                  {s.title} · {s.specType === 'technical' ? 'Técnica' : s.specType}
                </p>
                <SanitizedHtml html={s.html} />
              </Section>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
