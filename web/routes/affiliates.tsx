import { ArrowRight, Link2, Share2, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../contracts/messages.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

const STEPS = [
  {
    icon: Link2,
    title: 'Crea tu cuenta',
    text: `Regístrate gratis en ${PRODUCT_NAME} y empieza a crear apps con IA para conocer el producto que vas a recomendar.`,
  },
  {
    icon: Share2,
    title: 'Comparte tu enlace',
    text: 'Recomienda Forja a tu comunidad, clientes o equipo con tu enlace personal en redes, blog o newsletter.',
  },
  {
    icon: Wallet,
    title: 'Gana comisiones',
    text: 'Recibe una comisión por cada persona que contrate un plan de pago a través de tu recomendación.',
  },
];

export default function AffiliatesPage() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <section className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          Programa de afiliados
        </p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-stone-950 sm:text-5xl">
          Recomienda {PRODUCT_NAME} y gana con cada suscripción
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700">
          Tres pasos sencillos para empezar a ganar comisiones.
        </p>
      </section>
      <section className="mx-auto max-w-5xl px-4 pb-12" aria-labelledby="steps-title">
        <h2 id="steps-title" className="sr-only">
          Cómo funciona
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title}>
              <Card className="h-full p-6">
                <div className="flex items-center gap-3">
                  <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {i + 1}
                  </span>
                  <Icon className="h-6 w-6 text-brand-800" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-lg font-semibold text-stone-950">{title}</h3>
                <p className="mt-2 text-stone-700">{text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
      <section className="mx-auto max-w-5xl px-4 pb-20 text-center">
        <Link to="/create" className={buttonClass('primary', 'lg')}>
          Empieza ahora <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      </section>
    </div>
  );
}
