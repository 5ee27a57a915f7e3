import { useNavigate, useParams, useSearchParams } from 'react-router';
import { definicion, entidadDe, rolDelKit } from '../../comun/definicion.ts';
import { rellenar, textos } from '../../comun/textos.ts';
import { RecordForm } from '../../kit/screens/record-form.tsx';
import { mensajeDe, useGuardar, useRegistro, useYo } from '../api.ts';
import { appFormulario, aspectoFormulario, tituloDe } from '../kit.tsx';
import { Aviso, clasesTarjeta, NoEncontrada } from './marco.tsx';

// La página del formulario de un registro, nuevo o existente: el formulario es el del kit de la
// app (kit/screens/record-form.tsx), el mismo que en Forja; aquí, a dónde se vuelve. Muestra
// los campos que pone quien lo rellena: un visitante no ve los que pone el equipo (`teamOnly`).

const p = textos.pantalla;

export function Formulario() {
  const { entidad: clave, id } = useParams();
  const entidad = entidadDe(clave);
  const existente = useRegistro(entidad?.key, id);
  const guardar = useGuardar(entidad?.key ?? '');
  const navegar = useNavigate();
  const yo = useYo();
  // `?con=campo:id`: añadido desde la ficha de un registro, con la referencia a él ya puesta;
  // al guardar se vuelve a esa ficha.
  const [parametros] = useSearchParams();
  const [claveCon, idCon] = (parametros.get('con') ?? '').split(':');
  const campoCon = entidad?.fields.find((c) => c.key === claveCon && c.type === 'reference');
  const origen = !id && campoCon?.ref && idCon ? `/${campoCon.ref}/${idCon}` : null;
  if (!entidad) return <NoEncontrada />;
  if (yo.isPending || (id && existente.isPending))
    return <p className="text-suave">{p.cargando}</p>;
  if (id && existente.isError) return <Aviso>{mensajeDe(existente.error)}</Aviso>;

  return (
    <div className={`${clasesTarjeta} mx-auto grid max-w-2xl gap-4 p-6`}>
      <h1 className="text-2xl font-semibold">
        {id && existente.data
          ? tituloDe(entidad, existente.data.record)
          : rellenar(p.anadir, { entidad: entidad.label.toLowerCase() })}
      </h1>
      <RecordForm
        // Otro registro, otro formulario: sus valores empiezan de nuevo.
        key={`${entidad.key}:${id ?? 'nuevo'}`}
        entity={entidad}
        role={rolDelKit(yo.data?.rol ?? 'anonimo')}
        entities={definicion.entities}
        record={id ? existente.data?.record : undefined}
        initial={campoCon && idCon ? { [campoCon.key]: idCon } : undefined}
        pending={guardar.isPending}
        app={appFormulario}
        look={aspectoFormulario}
        idPrefix="campo-"
        onCancel={() => navegar(id ? `/${entidad.key}/${id}` : (origen ?? `/${entidad.key}`))}
        onSubmit={async (datos) => {
          try {
            const { record } = await guardar.mutateAsync({ id, data: datos });
            navegar(origen ?? `/${entidad.key}/${record.id}`, {
              state: { aviso: id ? p.actualizado : p.creado },
            });
            return null;
          } catch (fallo) {
            return mensajeDe(fallo);
          }
        }}
      />
    </div>
  );
}
