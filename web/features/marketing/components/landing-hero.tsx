import { ArrowRight, Check, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CLAIMS, SAMPLE_CONCEPT } from '../content/landing.ts';

const STAGES = [
  'Idea analizada',
  'Especificación técnica creada',
  'Proyecto guardado',
  'URL de lanzamiento asignada',
  'Vista previa generada',
];

/** `builderButton` is the builder feature's modal trigger, composed in by the route. */
export function LandingHero({ builderButton }: { builderButton?: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-titulo"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,#e7e5e4_1px,transparent_1px),linear-gradient(to_bottom,#e7e5e4_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] opacity-60"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 top-10 h-[28rem] w-[28rem] rounded-full bg-brand-300/30 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-14 sm:pt-20 lg:grid-cols-[1.2fr_0.8fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <Sparkles className="h-4 w-4" aria-hidden="true" /> Concepto, especificación y código en
            un solo lugar
          </p>
          <h1
            id="hero-titulo"
            className="mt-6 text-balance text-4xl font-extrabold tracking-tight text-stone-950 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
          >
            Describe tu idea en español. La convertimos en una app lista para lanzar.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-stone-700">
            Nombre, funcionalidades, stack, historias de usuario, especificación técnica y vista
            previa en dos minutos. Después organizas el trabajo, personalizas el diseño, exportas el
            código y la publicas en su propia URL.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <Link to="/create" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
              Empieza a crear <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            {builderButton}
            <Link
              to="/pricing"
              className={buttonClass(
                'ghost',
                'lg',
                'w-full underline-offset-4 hover:underline sm:w-auto',
              )}
            >
              Ver precios
            </Link>
          </div>
          <p className="mt-4 text-sm text-stone-600">
            Plan Free con 25 mensajes al mes. Sin tarjeta.
          </p>
        </div>

        <SampleConcept />
      </div>

      <div className="relative border-y border-stone-200 bg-white/80">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 divide-stone-200 px-4 lg:grid-cols-4 lg:divide-x">
          {CLAIMS.map((c) => (
            <div
              key={c.value}
              className="flex flex-col-reverse justify-end gap-1 px-2 py-6 text-center sm:px-6"
            >
              <dt className="text-sm text-stone-600">{c.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">
                {c.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** A static rendering of a real generation result, so visitors see what they get. */
function SampleConcept() {
  const c = SAMPLE_CONCEPT;
  return (
    <figure
      className="relative mx-auto w-full max-w-md lg:max-w-none"
      aria-label="Ejemplo de concepto generado"
    >
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-1.5" aria-hidden="true">
          <span className="h-2.5 w-2.5 rounded-full bg-stone-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-stone-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-stone-300" />
        </div>
        <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-stone-600">
          Tu idea
        </p>
        <p className="mt-1 rounded-lg bg-stone-50 p-3 text-sm text-stone-800">{c.prompt}</p>
        <ul className="mt-4 grid gap-1.5 text-xs text-stone-700 sm:grid-cols-2">
          {STAGES.map((s) => (
            <li key={s} className="flex items-center gap-1.5">
              <Check className="h-3.5 w-3.5 text-green-700" aria-hidden="true" /> {s}
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-lg font-bold text-stone-950">{c.name}</p>
            <div className="flex gap-1.5 text-xs font-medium">
              <span className="rounded-full bg-white px-2 py-0.5 text-stone-700 ring-1 ring-stone-200">
                {c.category}
              </span>
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-800">
                Complejidad {c.complexity}
              </span>
            </div>
          </div>
          <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
            {c.features.map((f) => (
              <li key={f} className="flex items-start gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" /> {f}
              </li>
            ))}
          </ul>
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Stack tecnológico">
            {c.stack.map((s) => (
              <li
                key={s}
                className="rounded-md bg-stone-900 px-2 py-0.5 text-xs font-medium text-white"
              >
                {s}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="sr-only">
        Ejemplo: a partir de una idea escrita en una frase, Forja devuelve nombre, categoría,
        complejidad, funcionalidades y stack.
      </figcaption>
    </figure>
  );
}
