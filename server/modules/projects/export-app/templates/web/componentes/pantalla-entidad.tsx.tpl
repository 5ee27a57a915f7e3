import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { nombreApp } from '../../comun/app.ts';
import { entidadDe, puedeCrear, puedeLeer, rolDelKit } from '../../comun/definicion.ts';
import { rellenar, textos } from '../../comun/textos.ts';
import { managesAll } from '../../kit/rules.ts';
import { appMessages } from '../../kit/texts.ts';
import { mensajeDe, pedir, useYo } from '../api.ts';
import { Calendario } from './calendario.tsx';
import { Lista } from './lista.tsx';
import {
  Aviso,
  clasesBoton,
  clasesBotonSecundario,
  clasesTarjeta,
  NoEncontrada,
} from './marco.tsx';
import { Tablero } from './tablero.tsx';

// La sección de una entidad: su lista y, si las tiene, su calendario y su tablero.

const p = textos.pantalla;

/**
 * Quien tiene cuenta sin el correo confirmado no ve nada de una entidad «vinculada»: esto le
 * envía el enlace que lo confirma y le devuelve aquí.
 */
function ConfirmarCorreo({ email }: { email: string }) {
  const [estado, setEstado] = useState<'listo' | 'enviando' | 'enviado'>('listo');
  const [error, setError] = useState<string | null>(null);
  const r = appMessages.runtime;
  const enviar = async () => {
    setEstado('enviando');
    setError(null);
    try {
      await pedir('/api/auth/send-verification-email', {
        method: 'POST',
        body: JSON.stringify({ email, callbackURL: window.location.pathname }),
      });
      setEstado('enviado');
    } catch (e) {
      setError(mensajeDe(e));
      setEstado('listo');
    }
  };
  return (
    <div
      className={`${clasesTarjeta} flex flex-wrap items-center justify-between gap-2 p-3 text-sm`}
    >
      <p role="status">
        {estado === 'enviado'
          ? rellenar(r.verifySent, { email })
          : rellenar(r.verifyNeeded, { app: nombreApp, email })}
        {error ? <span className="block">{error}</span> : null}
      </p>
      {estado === 'enviado' ? null : (
        <button
          type="button"
          className={clasesBoton}
          onClick={enviar}
          disabled={estado === 'enviando'}
        >
          {estado === 'enviando' ? r.verifySending : r.verifySend}
        </button>
      )}
    </div>
  );
}

export function PantallaEntidad() {
  const { entidad: clave } = useParams();
  const entidad = entidadDe(clave);
  const [parametros, setParametros] = useSearchParams();
  const yo = useYo();
  const aviso = (useLocation().state as { aviso?: string } | null)?.aviso;
  if (!entidad) return <NoEncontrada />;
  if (yo.isPending) return <p className="text-suave">{p.cargando}</p>;
  const rol = yo.data?.rol ?? 'anonimo';
  const vistas = [
    { clave: 'lista', nombre: p.lista },
    ...(entidad.views.calendar ? [{ clave: 'calendario', nombre: p.calendario }] : []),
    ...(entidad.views.board ? [{ clave: 'tablero', nombre: p.tablero }] : []),
  ];
  const vista = vistas.some((v) => v.clave === parametros.get('vista'))
    ? parametros.get('vista')
    : 'lista';

  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{entidad.labelPlural}</h1>
        {puedeCrear(entidad, rol) ? (
          <div className="flex flex-wrap gap-2">
            {managesAll(rolDelKit(rol)) && (
              <Link to={`/${entidad.key}/importar`} className={clasesBotonSecundario}>
                {appMessages.csvImport.action}
              </Link>
            )}
            <Link to={`/${entidad.key}/nuevo`} className={clasesBoton}>
              {rellenar(p.anadir, { entidad: entidad.label.toLowerCase() })}
            </Link>
          </div>
        ) : (
          puedeLeer(entidad, rol) && (
            <p className="text-sm text-suave">
              {rol === 'anonimo'
                ? rellenar(p.iniciaSesionParaAnadir, { entidad: entidad.labelPlural.toLowerCase() })
                : rellenar(p.soloDuenoAnade, { entidad: entidad.labelPlural.toLowerCase() })}
            </p>
          )
        )}
      </div>
      {aviso && <Aviso tipo="ok">{aviso}</Aviso>}
      {entidad.rule === 'vinculada' &&
      rol === 'visitante' &&
      yo.data?.usuario &&
      !yo.data.usuario.emailVerificado ? (
        <ConfirmarCorreo email={yo.data.usuario.email} />
      ) : null}
      {!puedeLeer(entidad, rol) ? (
        <div className={`${clasesTarjeta} p-6`}>
          <Aviso>{p.seccionPrivada}</Aviso>
        </div>
      ) : (
        <>
          {vistas.length > 1 && (
            <div role="tablist" className="flex gap-1">
              {vistas.map((v) => (
                <button
                  key={v.clave}
                  type="button"
                  role="tab"
                  aria-selected={vista === v.clave}
                  onClick={() => setParametros(v.clave === 'lista' ? {} : { vista: v.clave })}
                  className={`rounded-app px-3 py-1.5 text-sm font-medium ${
                    vista === v.clave
                      ? 'bg-secundario text-sobre-secundario'
                      : 'border border-borde bg-tarjeta text-suave'
                  }`}
                >
                  {v.nombre}
                </button>
              ))}
            </div>
          )}
          {vista === 'calendario' && entidad.views.calendar ? (
            <Calendario entidad={entidad} campoFecha={entidad.views.calendar.dateField} />
          ) : vista === 'tablero' && entidad.views.board ? (
            <Tablero entidad={entidad} campoEstado={entidad.views.board.statusField} rol={rol} />
          ) : (
            <Lista entidad={entidad} />
          )}
        </>
      )}
    </section>
  );
}
