import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { diseno, nombreApp } from '../../comun/app.ts';
import { entidades } from '../../comun/definicion.ts';
import { rellenar, textos } from '../../comun/textos.ts';
import { pedir, useYo } from '../api.ts';

// El marco de la app: cabecera con las secciones y la cuenta, y la pantalla de cada ruta.

const p = textos.pantalla;
const lateral = diseno.disposicion === 'sidebar';

export const clasesBoton =
  'inline-flex items-center justify-center gap-2 rounded-app bg-primario px-4 py-2 text-sm font-medium text-sobre-primario hover:opacity-90 disabled:opacity-60';
export const clasesBotonSecundario =
  'inline-flex items-center justify-center gap-2 rounded-app border border-borde bg-tarjeta px-4 py-2 text-sm font-medium hover:bg-fondo';
export const clasesTarjeta = 'rounded-app border border-borde bg-tarjeta';
export const clasesCampo =
  'w-full rounded-app border border-borde bg-tarjeta px-3 py-2 text-sm text-texto placeholder:text-suave';

function Navegacion() {
  return (
    <nav aria-label={p.menu} className={lateral ? 'flex flex-col gap-1' : 'flex flex-wrap gap-1'}>
      {entidades.map((entidad) => (
        <NavLink
          key={entidad.key}
          to={`/${entidad.key}`}
          className={({ isActive }) =>
            `rounded-app px-3 py-2 text-sm font-medium ${
              isActive ? 'bg-primario text-sobre-primario' : 'text-suave hover:bg-tarjeta'
            }`
          }
        >
          {entidad.labelPlural}
        </NavLink>
      ))}
    </nav>
  );
}

function Cuenta() {
  const yo = useYo();
  const cliente = useQueryClient();
  const navegar = useNavigate();
  if (yo.isPending) return null;
  const usuario = yo.data?.usuario;
  if (!usuario)
    return (
      <div className="flex gap-2">
        <Link to="/entrar" className={clasesBotonSecundario}>
          {p.entrar}
        </Link>
        <Link to="/registro" className={clasesBoton}>
          {p.registrarse}
        </Link>
      </div>
    );
  const salir = async () => {
    await pedir('/api/auth/sign-out', { method: 'POST', body: '{}' });
    await cliente.invalidateQueries();
    navegar('/');
  };
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="text-suave">{rellenar(p.hola, { nombre: usuario.name })}</span>
      <button type="button" onClick={salir} className={clasesBotonSecundario}>
        {p.salir}
      </button>
    </div>
  );
}

export function Marco() {
  return (
    <div className="min-h-screen">
      <header className="border-b border-borde bg-tarjeta">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="text-lg font-semibold text-primario">
            {nombreApp}
          </Link>
          <Cuenta />
        </div>
        {!lateral && (
          <div className="mx-auto max-w-6xl px-4 pb-3">
            <Navegacion />
          </div>
        )}
      </header>
      <div
        className={`mx-auto max-w-6xl px-4 py-6 ${lateral ? 'md:grid md:grid-cols-[14rem_1fr] md:gap-6' : ''}`}
      >
        {lateral && (
          <aside className="mb-4 md:mb-0">
            <Navegacion />
          </aside>
        )}
        <main>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function NoEncontrada() {
  return (
    <div className={`${clasesTarjeta} p-8 text-center`} role="alert">
      <p className="font-medium">{p.paginaNoEncontrada}</p>
      <Link to="/" className="mt-4 inline-block underline">
        {p.irAlInicio}
      </Link>
    </div>
  );
}

export function Aviso({ children, tipo = 'error' }: { children: string; tipo?: 'error' | 'ok' }) {
  return (
    <p
      role={tipo === 'error' ? 'alert' : 'status'}
      className={`rounded-app border px-4 py-3 text-sm ${
        tipo === 'error'
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-emerald-300 bg-emerald-50 text-emerald-800'
      }`}
    >
      {children}
    </p>
  );
}
