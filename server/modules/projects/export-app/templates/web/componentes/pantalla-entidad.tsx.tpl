import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { entidadDe, puedeCrear, puedeLeer, rolDelKit } from '../../comun/definicion.ts';
import { rellenar, textos } from '../../comun/textos.ts';
import { managesAll } from '../../kit/rules.ts';
import { appMessages } from '../../kit/texts.ts';
import { useYo } from '../api.ts';
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
