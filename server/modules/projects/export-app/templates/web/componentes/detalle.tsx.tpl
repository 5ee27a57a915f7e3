import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  type Campo,
  definicion,
  type Entidad,
  entidadDe,
  entidades,
  puedeCambiar,
  puedeCrear,
  puedeLeer,
  type Registro,
  type Rol,
} from '../../comun/definicion.ts';
import { rellenar, textos } from '../../comun/textos.ts';
import { RecordFields, RecordTotals } from '../../kit/screens/record-detail.tsx';
import { RelatedRecords } from '../../kit/screens/related-records.tsx';
import { referrersOf } from '../../kit/totals.ts';
import { mensajeDe, useBorrar, useRegistro, useRegistros, useTotales, useYo } from '../api.ts';
import { leerValorArchivo, Referencia, tituloDe } from '../kit.tsx';
import {
  Aviso,
  clasesBoton,
  clasesBotonSecundario,
  clasesTarjeta,
  NoEncontrada,
} from './marco.tsx';

// La ficha de un registro: todos sus campos, y editar o borrar a quien puede; sus totales y
// los registros que apuntan a él (kit/totals.ts), cada lista solo a quien puede abrirla.

const p = textos.pantalla;

/** Los totales del registro (kit/screens/record-detail.tsx): solo lo que quien mira puede leer. */
function Totales({ entidad, id }: { entidad: Entidad; id: string }) {
  const totales = useTotales(entidad.key, id, Boolean(entidad.totals?.length));
  return (
    <RecordTotals
      totals={totales.data?.totals ?? []}
      entities={definicion.entities}
      readFile={leerValorArchivo}
    />
  );
}

/**
 * Los registros de `desde` cuyo campo `via` apunta a `padre`: la lista de siempre filtrada por
 * la referencia (solo lo que quien mira puede leer); «Añadir» abre el formulario con ella puesta.
 */
function Relacionados({
  entidad,
  padre,
  desde,
  via,
  rol,
}: {
  entidad: Entidad;
  padre: Registro;
  desde: Entidad;
  via: Campo;
  rol: Rol;
}) {
  const lista = useRegistros(desde, { limit: '10', [via.key]: padre.id });
  return (
    <RelatedRecords
      from={desde}
      via={via}
      parentTitle={tituloDe(entidad, padre)}
      records={lista.data?.records}
      status={
        lista.isError ? (
          <Aviso>{mensajeDe(lista.error)}</Aviso>
        ) : (
          <p className="text-suave">{p.cargando}</p>
        )
      }
      add={
        puedeCrear(desde, rol) ? (
          <Link
            to={`/${desde.key}/nuevo?con=${encodeURIComponent(`${via.key}:${padre.id}`)}`}
            className={clasesBotonSecundario}
          >
            {rellenar(p.anadir, { entidad: desde.label.toLowerCase() })}
          </Link>
        ) : null
      }
      row={(registro, { className, children }) => (
        <Link to={`/${desde.key}/${registro.id}`} className={className}>
          {children}
        </Link>
      )}
      reference={(campo, id) => <Referencia campo={campo} id={id} />}
      readFile={leerValorArchivo}
      className={`${clasesTarjeta} p-6`}
      heading="h2"
    />
  );
}

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
        <RecordFields
          entity={entidad}
          data={record.data}
          readFile={leerValorArchivo}
          reference={(campo, id) => <Referencia campo={campo} id={id} />}
        />
        <Totales entidad={entidad} id={record.id} />
      </div>
      {referrersOf(entidades, entidad)
        .filter(({ from }) => puedeLeer(from, rol))
        .map(({ from, via }) => (
          <Relacionados
            key={`${from.key}.${via.key}`}
            entidad={entidad}
            padre={record}
            desde={from}
            via={via}
            rol={rol}
          />
        ))}
    </article>
  );
}
