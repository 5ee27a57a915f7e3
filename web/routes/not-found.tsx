import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <Compass className="h-12 w-12 text-brand-600" aria-hidden="true" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
      <h1 className="text-3xl font-bold tracking-tight text-stone-950">Página no encontrada</h1>
      <p className="text-stone-600">
        La página que buscas no existe o se ha movido. Comprueba la dirección o vuelve al inicio.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Volver al inicio
        </Link>
        <Link to="/create" className={buttonClass('outline')}>
          Crear una app
        </Link>
      </div>
    </div>
  );
}
