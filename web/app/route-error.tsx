import { Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';

/** Each route's error boundary: a failure in one page never blanks the whole app. */
export function RouteError() {
  const error = useRouteError();
  // A stale chunk after a deploy: a reload fetches the new build.
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Algo ha fallado al cargar esta página</h1>
      <p className="text-stone-600">
        {chunkFailed
          ? 'Hay una versión nueva de la aplicación. Recarga la página para continuar.'
          : 'Inténtalo de nuevo en unos segundos. Si el problema continúa, escríbenos.'}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Recargar
        </button>
        <Link to="/" className={buttonClass('outline')}>
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
