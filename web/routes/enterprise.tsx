import { ArrowRight, Headphones, Server, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../contracts/messages.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

const CARDS = [
  {
    icon: Headphones,
    title: 'Soporte y SLA',
    text: 'Un equipo de soporte dedicado, respuesta prioritaria y acuerdos de nivel de servicio con disponibilidad garantizada por contrato.',
    points: [
      'Gestor de cuenta asignado',
      'Respuesta en menos de 4 horas laborables',
      'Disponibilidad del 99,9 %',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Seguridad',
    text: 'Tus ideas y datos son tuyos. Aislamos cada cuenta, ciframos en tránsito y cumplimos el RGPD.',
    points: [
      'Datos alojados en la UE o en tu propia infraestructura',
      'Sesiones seguras y control de acceso por propietario',
      'Registro de actividad y copias de seguridad',
    ],
  },
  {
    icon: Server,
    title: 'Escalabilidad',
    text: `${PRODUCT_NAME} crece con tu equipo: la misma plataforma funciona en un servidor o en varias instancias detrás de un balanceador.`,
    points: [
      'Créditos a medida para todo el equipo',
      'PostgreSQL, Redis y almacenamiento compatible con S3',
      'Despliegue autoalojado si lo necesitas',
    ],
  },
];

export default function EnterprisePage() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <section className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Empresas</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-stone-950 sm:text-5xl">
          {PRODUCT_NAME} para equipos que construyen en serio
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-700">
          Lleva la generación de apps con IA a toda tu organización con soporte garantizado,
          seguridad de nivel empresarial y la escala que necesites.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/create" className={buttonClass('primary', 'lg')}>
            Solicitar demo <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
          <Link to="/pricing" className={buttonClass('outline', 'lg')}>
            Ver planes
          </Link>
        </div>
      </section>
      <section
        className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 md:grid-cols-3"
        aria-label="Ventajas para empresas"
      >
        {CARDS.map(({ icon: Icon, title, text, points }) => (
          <Card key={title} className="p-6">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-xl font-semibold text-stone-950">{title}</h2>
            <p className="mt-2 text-stone-700">{text}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-stone-700">
              {points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Card>
        ))}
      </section>
    </div>
  );
}
