import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand, PageHero, Section } from '../features/marketing/components/layout.tsx';
import { SERVICES } from '../features/marketing/content/services.ts';

export default function ServicesIndexPage() {
  return (
    <>
      <PageHero
        eyebrow="Servicios"
        title="Del concepto a producción, con un equipo que ya lo ha hecho"
        lead={
          <p>
            Forja genera el concepto y la especificación de tu app. Cuando necesitas investigar con
            usuarios, integrar sistemas, entrenar un modelo o operar en la nube, nuestro equipo se
            encarga con el mismo método.
          </p>
        }
      />
      <Section>
        <ul className="grid gap-5 md:grid-cols-2">
          {SERVICES.map((s) => (
            <li key={s.slug}>
              <Link
                to={`/servicios/${s.slug}`}
                className="group flex h-full gap-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <s.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <div className="flex flex-col">
                  <h2 className="text-xl font-semibold text-stone-950">{s.title}</h2>
                  <span className="mt-2 text-stone-700">{s.description}</span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Ver servicio{' '}
                    <ArrowRight
                      className="h-4 w-4 transition group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="¿Tienes un proyecto en mente?"
        text="Cuéntanoslo y te respondemos en un día laborable con una propuesta de siguientes pasos, sin compromiso."
        primary={{ to: '/contacto', label: 'Cuéntanos tu proyecto' }}
        secondary={{ to: '/casos', label: 'Ver casos de éxito' }}
      />
    </>
  );
}
