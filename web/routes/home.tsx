import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../contracts/messages.ts';
import { buttonClass } from '../components/ui/button.tsx';

export default function HomePage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
          <Sparkles className="h-4 w-4" aria-hidden="true" /> Concepto completo de tu app en 2 minutos
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-stone-950 sm:text-6xl">
          Describe tu idea. {PRODUCT_NAME} la convierte en una app lista para lanzar.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-stone-700">
          Nombre, funcionalidades, stack, historias de usuario, especificación técnica y vista previa, en español y en minutos.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/create" className={buttonClass('primary', 'lg')}>
            Empieza a crear <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
          <Link to="/pricing" className={buttonClass('outline', 'lg')}>
            Ver precios
          </Link>
        </div>
      </div>
    </section>
  );
}
