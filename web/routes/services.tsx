import { ArrowRight, CheckCircle2, Info } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { CtaBand, PageHero, Section } from '../features/marketing/components/layout.tsx';
import { CASES } from '../features/marketing/content/cases.ts';
import { findService, SERVICES } from '../features/marketing/content/services.ts';
import NotFoundPage from './not-found.tsx';

export default function ServicePage() {
  const { slug } = useParams();
  const service = findService(slug);
  if (!service) return <NotFoundPage />;
  const cases = CASES.filter((c) => c.services.includes(service.slug));
  const others = SERVICES.filter((s) => s.slug !== service.slug);

  return (
    <>
      <PageHero
        eyebrow="Servicios"
        title={service.title}
        lead={<p>{service.intro}</p>}
        breadcrumb={{ to: '/servicios', label: 'Todos los servicios' }}
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/create" className={buttonClass('primary', 'lg')}>
            Empieza a crear <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
          <Link to="/contacto" className={buttonClass('outline', 'lg')}>
            Hablar con el equipo
          </Link>
        </div>
        <dl className="mt-10 grid gap-4 sm:grid-cols-3">
          {service.facts.map((f) => (
            <div
              key={f.label}
              className="flex flex-col-reverse justify-end rounded-xl border border-stone-200 bg-white/80 p-4"
            >
              <dt className="text-sm text-stone-600">{f.label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-stone-950">{f.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <Section id="que-hacemos" eyebrow="Qué hacemos" title="En qué te ayudamos">
        <ul className="grid gap-5 md:grid-cols-2">
          {service.whatWeDo.map((w) => (
            <li
              key={w.title}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-stone-950">{w.title}</h3>
              <p className="mt-2 text-stone-700">{w.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="entregables" tone="muted" eyebrow="Entregables" title="Qué recibes al terminar">
        <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2">
          {service.deliverables.map((d) => (
            <li key={d.title} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-stone-950">{d.title}</h3>
                <p className="mt-1 text-stone-700">{d.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="proceso" eyebrow="Proceso" title="Cómo lo hacemos">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {service.process.map((p, i) => (
            <li key={p.title} className="border-t-4 border-brand-600 pt-5">
              <p className="text-sm font-semibold text-brand-700">
                {i + 1}. {p.duration}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-stone-950">{p.title}</h3>
              <p className="mt-2 text-stone-700">{p.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 rounded-2xl border border-stone-200 bg-stone-50 p-6">
          <h3 className="font-semibold text-stone-950">Herramientas y tecnologías habituales</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {service.tools.map((t) => (
              <li
                key={t}
                className="rounded-full bg-white px-3 py-1 text-sm text-stone-800 ring-1 ring-stone-200"
              >
                {t}
              </li>
            ))}
          </ul>
          {service.note ? (
            <p className="mt-4 flex gap-2 text-sm text-stone-700">
              <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />{' '}
              {service.note}
            </p>
          ) : null}
        </div>
      </Section>

      {cases.length > 0 ? (
        <Section
          id="casos-relacionados"
          tone="muted"
          eyebrow="En la práctica"
          title="Casos en los que aplicamos este servicio"
        >
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {cases.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/casos/${c.slug}`}
                  className="block h-full rounded-2xl border border-stone-200 bg-white p-6 shadow-sm hover:border-brand-300"
                >
                  <p className="text-sm text-stone-600">{c.client}</p>
                  <p className="mt-2 text-3xl font-extrabold text-brand-700">{c.headline.value}</p>
                  <p className="text-sm text-stone-600">{c.headline.label}</p>
                  <h3 className="mt-4 font-semibold text-stone-950">{c.title}</h3>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CtaBand
        title="Empieza por el concepto"
        text="Describe tu idea en Forja y obtén el concepto y la especificación técnica en dos minutos. Es el mejor punto de partida para trabajar con nosotros, y es gratis."
      />

      <nav aria-label="Otros servicios" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-600">
          Otros servicios
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {others.map((s) => (
            <li key={s.slug}>
              <Link
                to={`/servicios/${s.slug}`}
                className="inline-flex items-center gap-2 rounded-full border border-stone-200 px-4 py-2 text-sm font-medium text-stone-800 hover:border-brand-300 hover:text-brand-800"
              >
                <s.icon className="h-4 w-4" aria-hidden="true" /> {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
