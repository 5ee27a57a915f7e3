import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { entidadDe, rolDelKit } from '../../comun/definicion.ts';
import { textos } from '../../comun/textos.ts';
import { managesAll } from '../../kit/rules.ts';
import { appMessages, fill } from '../../kit/texts.ts';
import { type InformeImportacion, importarCsv, mensajeDe, useYo } from '../api.ts';
import { textoDe } from '../kit.tsx';
import {
  Aviso,
  clasesBoton,
  clasesBotonSecundario,
  clasesTarjeta,
  NoEncontrada,
} from './marco.tsx';

// Importar una entidad desde un CSV (POST /api/{entidad}/importar): se elige el archivo, se ve
// cómo se lee (columnas, primeras filas, el error de cada fila mala) y se importa todo o nada.
// Solo el dueño y `equipo`. Los textos son los de Forja (kit/texts.ts, `csvImport`).

const c = appMessages.csvImport;
const p = textos.pantalla;

export function Importar() {
  const { entidad: clave } = useParams();
  const entidad = entidadDe(clave);
  const yo = useYo();
  const cliente = useQueryClient();
  const navegar = useNavigate();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [informe, setInforme] = useState<InformeImportacion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState<'leyendo' | 'importando' | null>(null);
  if (!entidad) return <NoEncontrada />;
  if (yo.isPending) return <p className="text-suave">{p.cargando}</p>;
  if (!managesAll(rolDelKit(yo.data?.rol ?? 'anonimo')))
    return (
      <div className={`${clasesTarjeta} p-6`}>
        <Aviso>{c.errors.onlyTeam}</Aviso>
      </div>
    );

  const leer = async (elegido: File | undefined) => {
    setArchivo(elegido ?? null);
    setInforme(null);
    setError(null);
    if (!elegido) return;
    setOcupado('leyendo');
    try {
      const respuesta = await importarCsv(entidad.key, elegido, true);
      setInforme(respuesta.informe);
      setError(respuesta.error);
    } catch (fallo) {
      setError(mensajeDe(fallo));
    } finally {
      setOcupado(null);
    }
  };

  const importar = async () => {
    if (!archivo) return;
    setOcupado('importando');
    setError(null);
    try {
      const respuesta = await importarCsv(entidad.key, archivo, false);
      if (respuesta.error) {
        // El archivo y su vista previa se quedan: se ve qué filas corregir.
        setInforme(respuesta.informe);
        setError(respuesta.error);
        return;
      }
      await cliente.invalidateQueries({ queryKey: ['registros', entidad.key] });
      const cuantos = respuesta.informe.imported;
      navegar(`/${entidad.key}`, {
        state: {
          aviso:
            cuantos === 1
              ? fill(c.importedOne, { entity: entidad.labelPlural })
              : fill(c.imported, { count: cuantos, entity: entidad.labelPlural }),
        },
      });
    } catch (fallo) {
      setError(mensajeDe(fallo));
    } finally {
      setOcupado(null);
    }
  };

  const campos = (informe?.columns ?? [])
    .map((columna) => entidad.fields.find((campo) => campo.key === columna.field))
    .filter((campo) => campo !== undefined);

  return (
    <section className={`${clasesTarjeta} grid gap-4 p-6`}>
      <Link to={`/${entidad.key}`} className="text-sm underline">
        {p.volver}
      </Link>
      <h1 className="text-2xl font-semibold">
        {fill(c.title, { entity: entidad.labelPlural.toLowerCase() })}
      </h1>
      <p className="text-suave">{c.intro}</p>
      <label className="grid w-fit gap-1">
        <span className="text-sm font-medium">{c.chooseFile}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(evento) => leer(evento.target.files?.[0])}
          className="text-sm"
        />
      </label>
      {archivo && <p className="text-sm">{fill(c.chosen, { name: archivo.name })}</p>}
      {ocupado === 'leyendo' && <p className="text-suave">{c.reading}</p>}
      {error && <Aviso>{error}</Aviso>}
      {informe && (
        <div className="grid gap-4">
          <div>
            <h2 className="font-semibold">{c.columns}</h2>
            <ul className="mt-1 text-sm">
              {informe.columns
                .filter((columna) => columna.label)
                .map((columna) => (
                  <li key={columna.column}>
                    {fill(c.columnTo, { column: columna.column, field: columna.label ?? '' })}
                  </li>
                ))}
            </ul>
            {informe.ignored.length > 0 && (
              <p className="mt-1 text-sm text-suave">
                {fill(c.ignored, { columns: informe.ignored.join(', ') })}
              </p>
            )}
            <p className="mt-1 text-sm">{fill(c.rowsFound, { count: informe.rows })}</p>
          </div>
          <div className="overflow-x-auto">
            <h2 className="font-semibold">{c.preview}</h2>
            <table className="mt-1 w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="py-1 pr-3">{c.row}</th>
                  {campos.map((campo) => (
                    <th key={campo.key} className="py-1 pr-3">
                      {campo.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {informe.preview.map((fila) => (
                  <tr key={fila.row} className="border-t border-borde align-top">
                    <td className="py-1 pr-3">{fila.row}</td>
                    {fila.error ? (
                      <td colSpan={campos.length} className="py-1 pr-3 text-red-700">
                        {fila.error}
                      </td>
                    ) : (
                      campos.map((campo) => (
                        <td key={campo.key} className="py-1 pr-3">
                          {campo.type === 'reference'
                            ? String(fila.data[campo.key] ?? '—')
                            : textoDe(campo, fila.data[campo.key])}
                        </td>
                      ))
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {informe.errorCount > 0 ? (
            <div role="alert">
              <h2 className="font-semibold">
                {fill(c.errorsTitle, { count: informe.errorCount })}
              </h2>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {informe.errors.map((fallo) => (
                  <li key={fallo.row}>{fallo.message}</li>
                ))}
              </ul>
              {informe.errorCount > informe.errors.length && (
                <p className="text-sm">
                  {fill(c.moreErrors, { count: informe.errorCount - informe.errors.length })}
                </p>
              )}
              <p className="mt-2 text-sm text-suave">{c.fixAndRetry}</p>
            </div>
          ) : (
            <p className="text-sm">{c.noErrors}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {informe.errorCount === 0 && (
              <button
                type="button"
                onClick={importar}
                disabled={ocupado !== null}
                className={clasesBoton}
              >
                {ocupado === 'importando'
                  ? c.importing
                  : informe.rows === 1
                    ? c.importOne
                    : fill(c.importN, { count: informe.rows })}
              </button>
            )}
            <Link to={`/${entidad.key}`} className={clasesBotonSecundario}>
              {c.cancel}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
