import { Link } from 'react-router';
import { type Entidad, puedeCambiar, type Rol, rolDelKit } from '../../comun/definicion.ts';
import { textos } from '../../comun/textos.ts';
import { setsField } from '../../kit/rules.ts';
import { mensajeDe, useGuardar, useRegistros, useYo } from '../api.ts';
import { tituloDe } from '../kit.tsx';
import { Aviso, clasesCampo, clasesTarjeta } from './marco.tsx';

// El tablero de una entidad con estado: una columna por opción; cada tarjeta cambia de columna
// con su selector, si quien mira puede cambiarla y poner ese campo (el que pone el equipo,
// `teamOnly`, solo lo cambian el dueño y `equipo`).

const p = textos.pantalla;

function Columna({
  entidad,
  campoEstado,
  opcion,
  opciones,
  rol,
}: {
  entidad: Entidad;
  campoEstado: string;
  opcion: string;
  opciones: string[];
  rol: Rol;
}) {
  const campo = entidad.fields.find((c) => c.key === campoEstado);
  const etiqueta = campo?.label ?? campoEstado;
  const poneEstado = campo !== undefined && setsField(campo, rolDelKit(rol));
  const lista = useRegistros(entidad, { limit: '50', [campoEstado]: opcion });
  const guardar = useGuardar(entidad.key);
  const yo = useYo();
  return (
    <section className={`${clasesTarjeta} grid content-start gap-2 p-3`}>
      <h2 className="flex items-center justify-between text-sm font-semibold">
        {opcion}
        <span className="text-suave">{lista.data?.total ?? ''}</span>
      </h2>
      {lista.isError && <Aviso>{mensajeDe(lista.error)}</Aviso>}
      {guardar.isError && <Aviso>{mensajeDe(guardar.error)}</Aviso>}
      <ul className="grid gap-2">
        {lista.data?.records.map((registro) => (
          <li key={registro.id} className="rounded-app border border-borde bg-fondo p-2 text-sm">
            <Link to={`/${entidad.key}/${registro.id}`} className="font-medium hover:underline">
              {tituloDe(entidad, registro)}
            </Link>
            {poneEstado &&
              puedeCambiar(entidad, rol, {
                esAutor: registro.authorId === yo.data?.usuario?.id,
                gestionado: registro.managed,
              }) && (
                <select
                  aria-label={`${tituloDe(entidad, registro)}: ${etiqueta}`}
                  value={opcion}
                  disabled={guardar.isPending}
                  onChange={(e) =>
                    guardar.mutate({ id: registro.id, data: { [campoEstado]: e.target.value } })
                  }
                  className={`${clasesCampo} mt-2 py-1 text-xs`}
                >
                  {opciones.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              )}
          </li>
        ))}
      </ul>
      {lista.data?.records.length === 0 && <p className="text-xs text-suave">—</p>}
    </section>
  );
}

export function Tablero({
  entidad,
  campoEstado,
  rol,
}: {
  entidad: Entidad;
  campoEstado: string;
  rol: Rol;
}) {
  const campo = entidad.fields.find((c) => c.key === campoEstado);
  const opciones = campo?.options ?? [];
  if (!campo) return <Aviso>{p.errorCarga}</Aviso>;
  return (
    <div className="grid gap-3 md:auto-cols-fr md:grid-flow-col">
      {opciones.map((opcion) => (
        <Columna
          key={opcion}
          entidad={entidad}
          campoEstado={campoEstado}
          opcion={opcion}
          opciones={opciones}
          rol={rol}
        />
      ))}
    </div>
  );
}
