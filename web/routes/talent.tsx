import { Clock, Laptop, Mail, MapPin } from 'lucide-react';
import { TALENT_EMAIL } from '../../contracts/marketing.ts';
import { PRODUCT_NAME } from '../../contracts/messages.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { PageHero, Section } from '../features/marketing/components/layout.tsx';

const CULTURE = [
  {
    title: 'Trabajo en remoto, de verdad',
    text: 'Trabajamos desde cualquier punto de España con un horario núcleo de 10:00 a 14:00. Nos vemos en persona una semana cada trimestre.',
  },
  {
    title: 'Escribimos antes de reunirnos',
    text: 'Las decisiones importantes empiezan con un documento corto que todos pueden comentar. Menos reuniones, mejores decisiones.',
  },
  {
    title: 'Responsabilidad completa',
    text: 'Quien construye una funcionalidad la diseña con producto, la prueba, la despliega y mira sus métricas después del lanzamiento.',
  },
  {
    title: 'Aprender es parte del trabajo',
    text: '1.500 € al año para formación y conferencias, y un viernes al mes para explorar ideas propias.',
  },
];

const BENEFITS = [
  'Salario público en cada oferta, revisado cada año',
  '25 días laborables de vacaciones',
  'Seguro médico privado, también para tu familia',
  'Equipo a elegir y 600 € para tu puesto en casa',
  'Jornada intensiva en julio y agosto',
  'Permisos de cuidado por encima de lo legal',
];

const ROLES = [
  {
    title: 'Ingeniera o ingeniero full-stack sénior (TypeScript)',
    team: 'Plataforma',
    salary: '55.000–68.000 € brutos al año',
    text: 'Construirás el núcleo de Forja: el constructor, la gestión de proyectos y la exportación de código. Buscamos experiencia con React, Node.js y PostgreSQL en producción, y cuidado por las pruebas y la accesibilidad.',
  },
  {
    title: 'Ingeniera o ingeniero de aprendizaje automático (PLN en español)',
    team: 'Datos e IA',
    salary: '58.000–72.000 € brutos al año',
    text: 'Mejorarás el motor que entiende ideas escritas en cualquier variante del español y la evaluación de los modelos que usamos. Valoramos experiencia con modelos de lenguaje, conjuntos de evaluación y Python.',
  },
  {
    title: 'Diseñadora o diseñador de producto',
    team: 'Producto',
    salary: '45.000–56.000 € brutos al año',
    text: 'Diseñarás flujos para personas que nunca han creado una app. Buscamos a alguien que investigue con usuarios, prototipe rápido y cuide los detalles de interacción y accesibilidad.',
  },
];

const STEPS = [
  {
    title: 'Envíanos un correo',
    text: 'Tu CV o perfil de LinkedIn y, si quieres, algo que hayas construido. No pedimos carta de presentación.',
  },
  {
    title: 'Conversación de 30 minutos',
    text: 'Con la persona que será tu responsable. Hablamos del puesto, de ti y resolvemos tus dudas.',
  },
  {
    title: 'Ejercicio práctico',
    text: 'Un problema real y acotado, de un máximo de tres horas, que luego comentamos juntos. Si prefieres, puedes traer un proyecto propio.',
  },
  {
    title: 'Conoce al equipo y decisión',
    text: 'Dos conversaciones con futuros compañeros. Te respondemos en menos de una semana, sea cual sea la decisión.',
  },
];

const applyHref = (role: string) =>
  `mailto:${TALENT_EMAIL}?subject=${encodeURIComponent(`Candidatura: ${role}`)}`;

export default function TalentPage() {
  return (
    <>
      <PageHero
        eyebrow="Trabaja con nosotros"
        title="Ayúdanos a que cualquiera pueda crear software en su idioma"
        lead={
          <p>
            En {PRODUCT_NAME} somos 24 personas de producto, diseño, datos e ingeniería. Buscamos
            gente que disfrute resolviendo problemas reales y explicándolos con claridad.
          </p>
        }
      >
        <a href="#puestos" className={buttonClass('primary', 'lg')}>
          Ver puestos abiertos
        </a>
      </PageHero>

      <Section id="cultura" eyebrow="Cultura" title="Cómo es trabajar aquí">
        <ul className="grid gap-6 md:grid-cols-2">
          {CULTURE.map((c) => (
            <li
              key={c.title}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-stone-950">{c.title}</h3>
              <p className="mt-2 text-stone-700">{c.text}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-lg font-semibold text-stone-950">Lo que ofrecemos</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((b) => (
            <li
              key={b}
              className="rounded-xl bg-stone-50 px-4 py-3 text-stone-800 ring-1 ring-stone-200"
            >
              {b}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="puestos"
        tone="muted"
        eyebrow="Puestos abiertos"
        title={`${ROLES.length} puestos abiertos`}
      >
        <ul className="space-y-5">
          {ROLES.map((r) => (
            <li
              key={r.title}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
                <div className="max-w-3xl">
                  <p className="text-sm font-semibold text-brand-700">{r.team}</p>
                  <h3 className="mt-1 text-xl font-bold text-stone-950">{r.title}</h3>
                  <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-600">
                    <li className="inline-flex items-center gap-1.5">
                      <MapPin className="h-4 w-4" aria-hidden="true" /> Remoto (España)
                    </li>
                    <li className="inline-flex items-center gap-1.5">
                      <Clock className="h-4 w-4" aria-hidden="true" /> Jornada completa, indefinido
                    </li>
                    <li className="inline-flex items-center gap-1.5">
                      <Laptop className="h-4 w-4" aria-hidden="true" /> {r.salary}
                    </li>
                  </ul>
                  <p className="mt-4 text-stone-700">{r.text}</p>
                </div>
                <a
                  href={applyHref(r.title)}
                  className={buttonClass('primary', 'md', 'shrink-0 self-start')}
                >
                  <Mail className="h-4 w-4" aria-hidden="true" /> Enviar candidatura
                  <span className="sr-only">: {r.title}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="como-aplicar" eyebrow="Cómo aplicar" title="Un proceso corto y transparente">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="border-t-4 border-brand-600 pt-5">
              <p className="text-sm font-semibold text-brand-700">Paso {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-stone-950">{s.title}</h3>
              <p className="mt-2 text-stone-700">{s.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 rounded-2xl border border-stone-200 bg-stone-50 p-6 sm:p-8">
          <h3 className="text-lg font-semibold text-stone-950">¿No ves tu puesto?</h3>
          <p className="mt-2 text-stone-700">
            Escríbenos igualmente a{' '}
            <a href={`mailto:${TALENT_EMAIL}`} className="font-semibold text-brand-700 underline">
              {TALENT_EMAIL}
            </a>{' '}
            contándonos qué te gustaría hacer. Leemos todos los correos y respondemos a todos.
          </p>
          <p className="mt-4 text-sm text-stone-600">
            Valoramos la diversidad y tratamos todas las candidaturas por igual, sin distinción de
            género, origen, edad, discapacidad u orientación. Conservamos tu candidatura durante 12
            meses para futuros procesos; puedes pedirnos que la borremos antes cuando quieras.
          </p>
        </div>
      </Section>
    </>
  );
}
