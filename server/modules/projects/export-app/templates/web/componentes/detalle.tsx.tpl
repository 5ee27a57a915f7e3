import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { entidadDe, puedeCambiar } from '../../comun/definicion.ts';
import { textos } from '../../comun/textos.ts';
import { mensajeDe, useBorrar, useRegistro, useYo } from '../api.ts';
import {
  Aviso,
  clasesBoton,
  clasesBotonSecundario,
  clasesTarjeta,
  NoEncontrada,
} from './marco.tsx';
import { tituloDe, Valor } from './valor.tsx';

// La ficha de un registro: todos sus campos, y editar o borrar a quien puede.

const p = textos.pantalla;

export function Detalle() {
  const { entidad: clave, id } = useParams();
  const entidad = entidadDe(clave);
  const registro = useRegistro(entidad?.key, id);
  const yo = useYo();
  const borrar = useBorrar(entidad?.key ?? '');
  const navegar = useNavigate();
  const aviso = (useLocation().state as { aviso?: string } | null)?.aviso;
  const [confirmando, setConfirmando] = useState(false);
  if (!entidad) return <NoEncontrada />;
  if (registro.isPending) return <p className="text-suave">{p.cargando}</p>;
  if (registro.isError) return <Aviso>{mensajeDe(registro.error)}</Aviso>;
  const { record } = registro.data;
  const rol = yo.data?.rol ?? 'anonimo';
  const puede = puedeCambiar(entidad, rol, {
    esAutor: record.authorId === yo.data?.usuario?.id,
    gestionado: record.managed,
  });

  const confirmarBorrado = () =>
    borrar.mutate(record.id, {
      onSuccess: () => navegar(`/${entidad.key}`, { state: { aviso: p.borrado } }),
    });

  return (
    <article className="grid gap-4">
      <Link to={`/${entidad.key}`} className="text-sm underline">
        {p.volver}
      </Link>
      {aviso && <Aviso tipo="ok">{aviso}</Aviso>}
      {borrar.isError && <Aviso>{mensajeDe(borrar.error)}</Aviso>}
      <div className={`${clasesTarjeta} grid gap-4 p-6`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-semibold">{tituloDe(entidad, record)}</h1>
          {puede && (
            <div className="flex gap-2">
              <Link to={`/${entidad.key}/${record.id}/editar`} className={clasesBoton}>
                {p.editar}
              </Link>
              <button
                type="button"
                onClick={() => setConfirmando(true)}
                className={clasesBotonSecundario}
              >
                {p.borrar}
              </button>
            </div>
          )}
        </div>
        {confirmando && (
          <div role="alertdialog" className="grid gap-3 rounded-app border border-borde p-4">
            <p>{p.confirmarBorrado}</p>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={confirmarBorrado}
                disabled={borrar.isPending}
                className={clasesBoton}
              >
                {p.borrar}
              </button>
              <button
                type="button"
                onClick={() => setConfirmando(false)}
                className={clasesBotonSecundario}
              >
                {p.cancelar}
              </button>
            </div>
          </div>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          {entidad.fields.map((campo) => (
            <div key={campo.key} className={campo.type === 'longtext' ? 'sm:col-span-2' : ''}>
              <dt className="text-sm text-suave">{campo.label}</dt>
              <dd className="mt-1">
                <Valor campo={campo} valor={record.data[campo.key]} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
