import {
  ArrowRight,
  FileUp,
  Globe,
  MessagesSquare,
  NotebookPen,
  Quote,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CASES } from '../content/cases.ts';
import { PHASES, SECTORS } from '../content/landing.ts';
import { SERVICES } from '../content/services.ts';
import { Section } from './layout.tsx';

/** A card that is a link (services, cases): lifts on hover. */
const CARD_LINK =
  'group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md';

export function CapabilitiesSection() {
  return (
    <Section
      id="capacidades"
      eyebrow="Capacidades"
      title="La plataforma genera el concepto. Nuestro equipo te ayuda a llevarlo lejos."
      lead="Cuando tu proyecto necesita más que un concepto, trabajamos contigo en cinco áreas, con el mismo método y la misma exigencia."
    >
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((s) => (
          <li key={s.slug}>
            <Link to={`/servicios/${s.slug}`} className={CARD_LINK}>
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <s.icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-stone-950">{s.title}</h3>
              <p className="mt-2 flex-1 text-stone-700">{s.summary}</p>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Ver servicio{' '}
                <ArrowRight
                  className="h-4 w-4 transition group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
        <li className="flex flex-col justify-between rounded-2xl bg-stone-950 p-6">
          <div>
            <h3 className="text-lg font-semibold text-white">¿No sabes por dónde empezar?</h3>
            <p className="mt-2 text-stone-300">
              Cuéntanos tu idea y te decimos en una llamada de 30 minutos qué necesita y qué no.
            </p>
          </div>
          <Link to="/contacto" className={buttonClass('primary', 'md', 'mt-6 self-start')}>
            Habla con nosotros
          </Link>
        </li>
      </ul>
    </Section>
  );
}

export function PhasesSection() {
  return (
    <Section
      id="fases"
      tone="muted"
      eyebrow="Cómo trabajamos"
      title="Cuatro fases, de la primera frase a la primera persona usuaria"
      lead="El mismo recorrido tanto si lo haces tú solo con Forja como si lo hacemos juntos."
    >
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {PHASES.map((p, i) => (
          <li key={p.title} className="relative rounded-2xl border border-stone-200 bg-white p-6">
            <span
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-950">
              <span className="sr-only">Fase {i + 1}: </span>
              {p.title}
            </h3>
            <p className="mt-2 text-stone-700">{p.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const DEMO_FEATURES = [
  { icon: NotebookPen, text: 'Notas con IA: resumen y tres acciones a partir de tu texto' },
  { icon: FileUp, text: 'Subida y gestión de archivos' },
  { icon: MessagesSquare, text: 'Sala de chat en tiempo real' },
  { icon: Globe, text: 'Análisis de cualquier URL: título, descripción y enlaces' },
  { icon: Wallet, text: 'Sistema de créditos con compra de prueba' },
];

export function DemoCard() {
  return (
    <section aria-labelledby="demo-titulo" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="grid overflow-hidden rounded-3xl border border-stone-200 bg-gradient-to-br from-stone-50 to-brand-50 lg:grid-cols-2">
          <div className="p-8 sm:p-12">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-200">
              <span className="h-2 w-2 rounded-full bg-green-600" aria-hidden="true" /> Demo en vivo
            </p>
            <h2 id="demo-titulo" className="mt-5 text-3xl font-bold tracking-tight text-stone-950">
              Prueba una app construida sobre la plataforma
            </h2>
            <p className="mt-4 text-lg leading-8 text-stone-700">
              La demo usa los mismos servicios que tendrá tu app: autenticación, base de datos,
              almacenamiento, IA, tiempo real y pagos. Entra con tu cuenta y tócalo todo.
            </p>
            <Link to="/demo" className={buttonClass('secondary', 'lg', 'mt-8')}>
              Abrir la demo <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid content-center gap-3 border-t border-stone-200 bg-white/60 p-8 sm:p-12 lg:border-l lg:border-t-0">
            {DEMO_FEATURES.map((f) => (
              <li
                key={f.text}
                className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
              >
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <f.icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-stone-800">{f.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function CasesSection() {
  return (
    <Section
      id="casos"
      tone="muted"
      eyebrow="Casos de éxito"
      title="Resultados medidos, no promesas"
      lead="Tres proyectos recientes en los que combinamos producto, datos e ingeniería."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {CASES.map((c) => (
          <li key={c.slug}>
            <Link to={`/casos/${c.slug}`} className={CARD_LINK}>
              <p className="text-sm font-medium text-stone-600">
                {c.client} · {c.sector}
              </p>
              <p className="mt-4 text-4xl font-extrabold tracking-tight text-brand-700">
                {c.headline.value}
              </p>
              <p className="text-sm text-stone-600">{c.headline.label}</p>
              <h3 className="mt-5 flex-1 text-lg font-semibold text-stone-950">{c.title}</h3>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Leer el caso{' '}
                <ArrowRight
                  className="h-4 w-4 transition group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/casos" className={buttonClass('outline', 'lg')}>
          Ver todos los casos
        </Link>
      </div>
    </Section>
  );
}

export function TestimonialsSection() {
  const quotes = CASES.slice(0, 2).map((c) => c.quote);
  return (
    <Section
      id="testimonios"
      eyebrow="Testimonios"
      title="Lo que dicen quienes ya trabajan con nosotros"
    >
      <div className="grid gap-6 md:grid-cols-2">
        {quotes.map((q) => (
          <figure
            key={q.author}
            className="flex flex-col rounded-2xl border border-stone-200 bg-white p-8 shadow-sm"
          >
            <Quote className="h-8 w-8 text-brand-500" aria-hidden="true" />
            <blockquote className="mt-4 flex-1 text-lg leading-8 text-stone-800">
              «{q.text}»
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                className="flex h-11 w-11 items-center justify-center rounded-full bg-stone-900 text-sm font-bold text-white"
                aria-hidden="true"
              >
                {q.author
                  .split(' ')
                  .map((w) => w[0])
                  .join('')}
              </span>
              <span>
                <span className="block font-semibold text-stone-950">{q.author}</span>
                <span className="block text-sm text-stone-600">{q.role}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

export function SectorsSection() {
  return (
    <Section
      id="sectores"
      tone="muted"
      eyebrow="Sectores"
      title="Experiencia en los sectores que más exigen"
      lead="Regulación, picos de demanda, datos sensibles: conocemos los matices de cada sector antes de la primera reunión."
    >
      <ul className="flex flex-wrap gap-3">
        {SECTORS.map((s) => (
          <li
            key={s.name}
            className="inline-flex items-center gap-2 rounded-full border border-stone-200 bg-white px-4 py-2 text-sm font-medium text-stone-800 shadow-sm"
          >
            <s.icon className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {s.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
