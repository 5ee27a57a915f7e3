import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand, PageHero, Section } from '../features/marketing/components/layout.tsx';
import { CASES } from '../features/marketing/content/cases.ts';

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero
        eyebrow="Casos de éxito"
        title="Proyectos reales, cifras comprobables"
        lead={
          <p>
            Cada caso cuenta el punto de partida, lo que construimos y lo que cambió, con las
            métricas que el cliente usa para medir su negocio.
          </p>
        }
      />
      <Section>
        <ul className="space-y-8">
          {CASES.map((c) => (
            <li key={c.slug}>
              <article className="grid overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm md:grid-cols-[0.8fr_1.2fr]">
                <div className="flex flex-col justify-center bg-gradient-to-br from-brand-50 to-stone-50 p-8">
                  <p className="text-sm font-medium text-stone-600">
                    {c.sector} · {c.location}
                  </p>
                  <p className="mt-3 text-5xl font-extrabold tracking-tight text-brand-700">
                    {c.headline.value}
                  </p>
                  <p className="mt-1 text-stone-700">{c.headline.label}</p>
                </div>
                <div className="p-8">
                  <p className="text-sm font-semibold uppercase tracking-wider text-stone-600">
                    {c.client}
                  </p>
                  <h2 className="mt-2 text-2xl font-bold tracking-tight text-stone-950">
                    {c.title}
                  </h2>
                  <p className="mt-3 text-stone-700">{c.description}</p>
                  <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tecnologías">
                    {c.stack.slice(0, 5).map((s) => (
                      <li
                        key={s}
                        className="rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-700"
                      >
                        {s}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={`/casos/${c.slug}`}
                    className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
                    Leer el caso completo <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    <span className="sr-only">: {c.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="¿Tu proyecto podría ser el siguiente?"
        text="Empieza describiendo la idea en Forja o cuéntanosla directamente. Te respondemos en un día laborable."
      />
    </>
  );
}
