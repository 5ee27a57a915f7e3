import { Eye, Gauge, Handshake, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../contracts/messages.ts';
import { CtaBand, PageHero, Section } from '../features/marketing/components/layout.tsx';

const FIGURES = [
  { value: '2019', label: 'año de fundación, en Madrid' },
  { value: '60+', label: 'productos digitales lanzados con clientes' },
  { value: '24', label: 'personas en el equipo' },
  { value: '100%', label: 'de los datos de clientes alojados en la UE' },
];

const VALUES = [
  {
    icon: Eye,
    title: 'Claridad antes que brillo',
    text: 'Preferimos una especificación que todo el mundo entiende a una demo espectacular que nadie sabe mantener. Escribimos en español llano, también el código y la documentación.',
  },
  {
    icon: Gauge,
    title: 'Medir para decidir',
    text: 'Cada proyecto empieza con la métrica que debe mover y termina con la cifra conseguida. Si algo no funciona, lo decimos pronto.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacidad por defecto',
    text: 'Alojamos en la UE, recogemos solo los datos necesarios y no usamos los tuyos para entrenar modelos. La seguridad no es un extra del plan caro.',
  },
  {
    icon: Handshake,
    title: 'Sin dependencia',
    text: 'El código que generas o que escribimos para ti es tuyo y se puede exportar. Queremos que te quedes porque te aporta valor, no porque no puedas irte.',
  },
];

const TEAM = [
  {
    name: 'Marcos Vidal',
    role: 'Cofundador y director general',
    bio: 'Diez años construyendo productos digitales para banca y seguros antes de fundar la empresa.',
  },
  {
    name: 'Irene Salas',
    role: 'Cofundadora y diseño de producto',
    bio: 'Ha dirigido la investigación con usuarios de más de 30 lanzamientos. Diseñó el flujo de creación de Forja.',
  },
  {
    name: 'Daniel Ortega',
    role: 'Director de ingeniería',
    bio: 'Responsable de la plataforma y de que cada despliegue sea aburrido. Antes, ingeniero de infraestructura en una fintech.',
  },
  {
    name: 'Nuria Campos',
    role: 'Responsable de privacidad y cumplimiento',
    bio: 'Abogada especializada en protección de datos. Revisa cada funcionalidad nueva antes de que llegue a producción.',
  },
];

export default function CompanyPage() {
  return (
    <>
      <PageHero
        eyebrow="Sobre nosotros"
        title="Construimos la herramienta que nos habría gustado tener"
        lead={
          <p>
            Somos un equipo de producto, diseño, datos e ingeniería. Durante cinco años ayudamos a
            empresas a convertir ideas en software; {PRODUCT_NAME} es lo que aprendimos por el
            camino, convertido en una plataforma que cualquiera puede usar en español.
          </p>
        }
      />
      <section aria-label="La empresa en cifras" className="border-b border-stone-200 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 lg:grid-cols-4">
          {FIGURES.map((f) => (
            <div key={f.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm text-stone-600">{f.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-stone-950">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="historia" eyebrow="Nuestra historia" title="De consultora a plataforma">
        <div className="grid gap-8 text-lg leading-8 text-stone-700 lg:grid-cols-2">
          <p>
            Empezamos en 2019 como consultora de producto digital. En cada proyecto, las primeras
            semanas eran casi idénticas: entender la idea, ponerle nombre, decidir las
            funcionalidades de la primera versión, elegir el stack y escribir una especificación que
            el equipo pudiera ejecutar. Un trabajo valioso, pero lento y caro para quien solo quería
            saber si su idea tenía sentido.
          </p>
          <p>
            En 2024 lanzamos {PRODUCT_NAME} para automatizar esas semanas. Describes tu idea en
            español y obtienes el concepto, las historias de usuario y la especificación técnica en
            dos minutos; después gestionas el proyecto, lo publicas y exportas el código. Cuando el
            proyecto necesita personas, el mismo equipo que diseñó la plataforma está a una
            conversación de distancia.
          </p>
        </div>
      </Section>

      <Section
        id="valores"
        tone="muted"
        eyebrow="Cómo trabajamos"
        title="Cuatro principios que no negociamos"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {VALUES.map((v) => (
            <li
              key={v.title}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <v.icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-stone-950">{v.title}</h3>
              <p className="mt-2 text-stone-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="equipo"
        eyebrow="Equipo"
        title="Quién está detrás"
        lead="Un equipo distribuido por España, con oficina en Madrid y reuniones presenciales una semana cada trimestre."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((p) => (
            <li key={p.name}>
              <span
                className="flex h-16 w-16 items-center justify-center rounded-2xl bg-stone-900 text-xl font-bold text-white"
                aria-hidden="true"
              >
                {p.name
                  .split(' ')
                  .map((w) => w[0])
                  .join('')}
              </span>
              <h3 className="mt-4 font-semibold text-stone-950">{p.name}</h3>
              <p className="text-sm font-medium text-brand-700">{p.role}</p>
              <p className="mt-2 text-sm text-stone-700">{p.bio}</p>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-stone-700">
          ¿Quieres unirte?{' '}
          <Link to="/talento" className="font-semibold text-brand-700 underline">
            Mira nuestros puestos abiertos
          </Link>
          .
        </p>
      </Section>

      <CtaBand
        title="Hablemos de tu idea"
        text="Pruébala tú mismo en Forja o cuéntanosla y te respondemos en un día laborable."
      />
    </>
  );
}
