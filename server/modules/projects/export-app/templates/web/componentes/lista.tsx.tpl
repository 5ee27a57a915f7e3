import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { diseno } from '../../comun/app.ts';
import { type Campo, type Entidad, entidadDe } from '../../comun/definicion.ts';
import { rellenar, textos } from '../../comun/textos.ts';
import { RecordCardBody } from '../../kit/screens/record-card.tsx';
import { mensajeDe, useOpciones, useRegistros } from '../api.ts';
import { leerValorArchivo, Referencia, tituloDe } from '../kit.tsx';
import { Aviso, clasesBotonSecundario, clasesCampo, clasesTarjeta } from './marco.tsx';

// La lista de una entidad: búsqueda, filtros, orden y páginas.

const p = textos.pantalla;
const REJILLA: Record<string, string> = {
  grid: 'grid gap-3 sm:grid-cols-2',
  flex: 'flex flex-wrap gap-3 [&>*]:min-w-[16rem] [&>*]:flex-1',
  sidebar: 'grid gap-3',
  dashboard: 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3',
};

function Filtro({
  campo,
  valor,
  cambiar,
}: {
  campo: Campo;
  valor: string;
  cambiar: (valor: string) => void;
}) {
  const destino = entidadDe(campo.ref);
  const opciones = useOpciones(campo.type === 'reference' ? destino : undefined);
  return (
    <label className="grid gap-1 text-xs font-medium text-suave">
      {campo.label}
      <select value={valor} onChange={(e) => cambiar(e.target.value)} className={clasesCampo}>
        <option value="">{p.todos}</option>
        {campo.type === 'boolean' && (
          <>
            <option value="true">{p.si}</option>
            <option value="false">{p.no}</option>
          </>
        )}
        {campo.type === 'choice' &&
          campo.options?.map((opcion) => (
            <option key={opcion} value={opcion}>
              {opcion}
            </option>
          ))}
        {campo.type === 'reference' &&
          destino &&
          opciones.data?.records.map((registro) => (
            <option key={registro.id} value={registro.id}>
              {tituloDe(destino, registro)}
            </option>
          ))}
      </select>
    </label>
  );
}

export function Lista({ entidad }: { entidad: Entidad }) {
  const vista = entidad.views.list;
  const [busqueda, setBusqueda] = useState('');
  const [filtros, setFiltros] = useState<Record<string, string>>({});
  const [orden, setOrden] = useState(`${vista.sortDir === 'desc' ? '-' : ''}${vista.sortField}`);
  const [pagina, setPagina] = useState(0);
  const q = useDeferredValue(busqueda.trim());
  const parametros: Record<string, string> = {
    limit: String(vista.pageSize),
    offset: String(pagina * vista.pageSize),
    sort: orden,
    ...Object.fromEntries(Object.entries(filtros).filter(([, v]) => v !== '')),
  };
  if (q) parametros.q = q;
  const lista = useRegistros(entidad, parametros);
  const camposFiltro = vista.filterFields
    .map((clave) => entidad.fields.find((c) => c.key === clave))
    .filter((c): c is Campo => c !== undefined);
  const hayBusqueda = vista.searchFields.length > 0;
  const ordenables = entidad.fields.filter((c) => !['longtext', 'image', 'file'].includes(c.type));
  const paginas = Math.max(1, Math.ceil((lista.data?.total ?? 0) / vista.pageSize));
  const cambiarFiltro = (clave: string, valor: string) => {
    setFiltros({ ...filtros, [clave]: valor });
    setPagina(0);
  };

  return (
    <div className="grid gap-4">
      <div className={`${clasesTarjeta} grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
        {hayBusqueda && (
          <label className="grid gap-1 text-xs font-medium text-suave sm:col-span-2">
            {p.buscar}
            <input
              type="search"
              value={busqueda}
              onChange={(e) => {
                setBusqueda(e.target.value);
                setPagina(0);
              }}
              placeholder={rellenar(p.buscarEn, { entidad: entidad.labelPlural.toLowerCase() })}
              className={clasesCampo}
            />
          </label>
        )}
        {camposFiltro.map((campo) => (
          <Filtro
            key={campo.key}
            campo={campo}
            valor={Object.hasOwn(filtros, campo.key) ? filtros[campo.key] : ''}
            cambiar={(valor) => cambiarFiltro(campo.key, valor)}
          />
        ))}
        <label className="grid gap-1 text-xs font-medium text-suave">
          {p.ordenar}
          <select
            value={orden}
            onChange={(e) => {
              setOrden(e.target.value);
              setPagina(0);
            }}
            className={clasesCampo}
          >
            <option value="-createdAt">{p.masRecientes}</option>
            <option value="createdAt">{p.masAntiguos}</option>
            {ordenables.flatMap((campo) => [
              <option key={`${campo.key}-asc`} value={campo.key}>
                {rellenar(p.ascendente, { campo: campo.label })}
              </option>,
              <option key={`${campo.key}-desc`} value={`-${campo.key}`}>
                {rellenar(p.descendente, { campo: campo.label })}
              </option>,
            ])}
          </select>
        </label>
      </div>
      {lista.isError && <Aviso>{mensajeDe(lista.error)}</Aviso>}
      {lista.isPending && <p className="text-suave">{p.cargando}</p>}
      {lista.data && lista.data.records.length === 0 && (
        <p className={`${clasesTarjeta} p-6 text-center text-suave`}>
          {q || Object.values(filtros).some(Boolean)
            ? p.sinResultados
            : rellenar(p.vacio, { entidad: entidad.labelPlural.toLowerCase() })}
        </p>
      )}
      <ul className={REJILLA[diseno.disposicion] ?? REJILLA.grid}>
        {lista.data?.records.map((registro) => (
          <li key={registro.id}>
            <Link
              to={`/${entidad.key}/${registro.id}`}
              className={`${clasesTarjeta} block h-full p-4 hover:border-primario`}
            >
              <RecordCardBody
                entity={entidad}
                data={registro.data}
                title={tituloDe(entidad, registro)}
                readFile={leerValorArchivo}
                reference={(campo, id) => <Referencia campo={campo} id={id} />}
              />
            </Link>
          </li>
        ))}
      </ul>
      {paginas > 1 && (
        <nav className="flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            disabled={pagina === 0}
            onClick={() => setPagina(pagina - 1)}
            className={clasesBotonSecundario}
          >
            {p.anterior}
          </button>
          <span>{rellenar(p.pagina, { pagina: pagina + 1, paginas })}</span>
          <button
            type="button"
            disabled={pagina + 1 >= paginas}
            onClick={() => setPagina(pagina + 1)}
            className={clasesBotonSecundario}
          >
            {p.siguiente}
          </button>
        </nav>
      )}
    </div>
  );
}
