import { useState } from 'react';
import { Link } from 'react-router';
import type { Entidad } from '../../comun/definicion.ts';
import { textos } from '../../comun/textos.ts';
import { mensajeDe, useRegistros } from '../api.ts';
import { tituloDe } from '../kit.tsx';
import { Aviso, clasesBotonSecundario, clasesTarjeta } from './marco.tsx';

// El calendario de una entidad con fechas: un mes, con cada registro en su día.

const p = textos.pantalla;
const DIAS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const nombreMes = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric' });
const dos = (n: number) => String(n).padStart(2, '0');

export function Calendario({ entidad, campoFecha }: { entidad: Entidad; campoFecha: string }) {
  const hoy = new Date();
  const [mes, setMes] = useState({ ano: hoy.getFullYear(), mes: hoy.getMonth() });
  const lista = useRegistros(entidad, { limit: '100', sort: `-${campoFecha}` });
  const primero = new Date(mes.ano, mes.mes, 1);
  const huecos = (primero.getDay() + 6) % 7;
  const diasMes = new Date(mes.ano, mes.mes + 1, 0).getDate();
  const prefijo = `${mes.ano}-${dos(mes.mes + 1)}-`;
  const porDia = new Map<number, { id: string; titulo: string }[]>();
  const sinFecha: { id: string; titulo: string }[] = [];
  for (const registro of lista.data?.records ?? []) {
    const valor = registro.data[campoFecha];
    const elemento = { id: registro.id, titulo: tituloDe(entidad, registro) };
    if (typeof valor !== 'string') sinFecha.push(elemento);
    else if (valor.startsWith(prefijo)) {
      const dia = Number(valor.slice(8, 10));
      porDia.set(dia, [...(porDia.get(dia) ?? []), elemento]);
    }
  }
  const mover = (delta: number) => {
    const fecha = new Date(mes.ano, mes.mes + delta, 1);
    setMes({ ano: fecha.getFullYear(), mes: fecha.getMonth() });
  };

  return (
    <div className={`${clasesTarjeta} grid gap-3 p-4`}>
      {lista.isError && <Aviso>{mensajeDe(lista.error)}</Aviso>}
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => mover(-1)} className={clasesBotonSecundario}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{p.mesAnterior}</span>
        </button>
        <h2 className="text-lg font-semibold first-letter:uppercase">
          {nombreMes.format(primero)}
        </h2>
        <button type="button" onClick={() => mover(1)} className={clasesBotonSecundario}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">{p.mesSiguiente}</span>
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-suave">
        {DIAS.map((dia) => (
          <div key={dia}>{dia}</div>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {Array.from({ length: huecos }, (_, i) => (
          <div key={`hueco-${String(i)}`} />
        ))}
        {Array.from({ length: diasMes }, (_, i) => i + 1).map((dia) => (
          <div
            key={dia}
            className="min-h-20 min-w-0 overflow-hidden rounded-app border border-borde p-1 text-left"
          >
            <span className="text-xs text-suave">{dia}</span>
            <ul className="grid gap-1">
              {(porDia.get(dia) ?? []).map((elemento) => (
                <li key={elemento.id}>
                  <Link
                    to={`/${entidad.key}/${elemento.id}`}
                    className="block truncate rounded bg-primario px-1 text-xs text-sobre-primario"
                  >
                    {elemento.titulo}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {sinFecha.length > 0 && (
        <div className="text-sm">
          <h3 className="font-medium">{p.sinFecha}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {sinFecha.map((elemento) => (
              <li key={elemento.id}>
                <Link to={`/${entidad.key}/${elemento.id}`} className="underline">
                  {elemento.titulo}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
