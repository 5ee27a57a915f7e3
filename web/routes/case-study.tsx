import { Quote } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CtaBand, PageHero, Section } from '../features/marketing/components/layout.tsx';
import { findCase } from '../features/marketing/content/cases.ts';
import { SERVICES } from '../features/marketing/content/services.ts';
import NotFoundPage from './not-found.tsx';

export default function CaseStudyPage() {
  const { slug } = useParams();
  const study = findCase(slug);
  if (!study) return <NotFoundPage />;
  const services = SERVICES.filter((s) => study.services.includes(s.slug));

  return (
    <>
      <PageHero
        eyebrow={`Caso de éxito · ${study.sector}`}
        title={study.title}
        lead={<p>{study.description}</p>}
        breadcrumb={{ to: '/casos', label: 'Todos los casos' }}
      >
        <dl className="grid gap-4 text-sm sm:grid-cols-4">
          {[
            ['Cliente', study.client],
            ['Ubicación', study.location],
            ['Duración', study.duration],
            ['Equipo', study.team],
          ].map(([k, v]) => (
            <div key={k} className="rounded-xl border border-stone-200 bg-white/80 p-4">
              <dt className="text-stone-600">{k}</dt>
              <dd className="mt-1 font-semibold text-stone-950">{v}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <section aria-labelledby="resultados-titulo" className="bg-stone-950">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2
            id="resultados-titulo"
            className="text-sm font-semibold uppercase tracking-wider text-brand-300"
          >
            Resultados
          </h2>
          <dl className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {study.results.map((r) => (
              <div key={r.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-stone-300">{r.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-white">{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section>
        <div className="grid gap-12 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-12">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-stone-950">El cliente</h2>
              {study.context.map((p) => (
                <p key={p} className="mt-4 text-lg leading-8 text-stone-700">
                  {p}
                </p>
              ))}
            </div>
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-stone-950">El reto</h2>
              {study.challenge.map((p) => (
                <p key={p} className="mt-4 text-lg leading-8 text-stone-700">
                  {p}
                </p>
              ))}
            </div>
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-stone-950">La solución</h2>
              <ul className="mt-6 grid gap-5 sm:grid-cols-2">
                {study.solution.map((s) => (
                  <li key={s.title} className="rounded-2xl border border-stone-200 bg-stone-50 p-5">
                    <h3 className="font-semibold text-stone-950">{s.title}</h3>
                    <p className="mt-2 text-stone-700">{s.text}</p>
                  </li>
                ))}
              </ul>
            </div>
            <figure className="rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-8">
              <Quote className="h-7 w-7 text-brand-600" aria-hidden="true" />
              <blockquote className="mt-3 text-xl leading-8 text-stone-900">
                «{study.quote.text}»
              </blockquote>
              <figcaption className="mt-4 text-sm text-stone-700">
                <span className="font-semibold text-stone-950">{study.quote.author}</span>,{' '}
                {study.quote.role}
              </figcaption>
            </figure>
          </div>
          <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-600">
                Stack
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {study.stack.map((s) => (
                  <li
                    key={s}
                    className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800"
                  >
                    {s}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-600">
                Servicios
              </h2>
              <ul className="mt-3 space-y-2">
                {services.map((s) => (
                  <li key={s.slug}>
                    <Link
                      to={`/servicios/${s.slug}`}
                      className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
                    >
                      <s.icon className="h-4 w-4" aria-hidden="true" /> {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </Section>

      <CtaBand
        title="¿Un reto parecido?"
        text="Describe tu idea en Forja para tener el concepto y la especificación hoy mismo, o cuéntanos tu caso y te proponemos un plan."
      />
    </>
  );
}
