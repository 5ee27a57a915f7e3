import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { textos } from '../../comun/textos.ts';
import { mensajeDe, pedir } from '../api.ts';
import { Aviso, clasesBoton, clasesCampo, clasesTarjeta } from './marco.tsx';

// Iniciar sesión y crear cuenta (Better Auth, email y contraseña).

const p = textos.pantalla;

export function Cuenta({ modo }: { modo: 'entrar' | 'registro' }) {
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const cliente = useQueryClient();
  const navegar = useNavigate();
  const registro = modo === 'registro';
  // El enlace de puesta en marcha (/registro?dueno=…) crea la cuenta del dueño.
  const [parametros] = useSearchParams();
  const codigoDueno = registro ? parametros.get('dueno') : null;

  const enviar = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const datos = new FormData(evento.currentTarget);
    setEnviando(true);
    setError(null);
    try {
      await pedir(registro ? '/api/auth/sign-up/email' : '/api/auth/sign-in/email', {
        method: 'POST',
        body: JSON.stringify({
          name: registro ? String(datos.get('nombre') ?? '') : undefined,
          email: String(datos.get('email') ?? ''),
          password: String(datos.get('contrasena') ?? ''),
          codigoDueno: codigoDueno ?? undefined,
        }),
      });
      await cliente.invalidateQueries();
      navegar('/');
    } catch (fallo) {
      setError(mensajeDe(fallo));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div className={`${clasesTarjeta} mx-auto max-w-md p-6`}>
      <h1 className="mb-4 text-2xl font-semibold">{registro ? p.registrarse : p.entrar}</h1>
      <form onSubmit={enviar} className="grid gap-4">
        {error && <Aviso>{error}</Aviso>}
        {codigoDueno && <p className="text-sm">{p.cuentaDueno}</p>}
        {registro && (
          <label className="grid gap-1 text-sm font-medium">
            {p.nombre}
            <input name="nombre" required maxLength={100} className={clasesCampo} />
          </label>
        )}
        <label className="grid gap-1 text-sm font-medium">
          {p.email}
          <input name="email" type="email" required autoComplete="email" className={clasesCampo} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {p.contrasena}
          <input
            name="contrasena"
            type="password"
            required
            minLength={8}
            maxLength={128}
            autoComplete={registro ? 'new-password' : 'current-password'}
            className={clasesCampo}
          />
        </label>
        <button type="submit" disabled={enviando} className={clasesBoton}>
          {registro ? p.registrarse : p.entrar}
        </button>
        <Link to={registro ? '/entrar' : '/registro'} className="text-sm underline">
          {registro ? p.tienesCuenta : p.noTienesCuenta}
        </Link>
      </form>
    </div>
  );
}
