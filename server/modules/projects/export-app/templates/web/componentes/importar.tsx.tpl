import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { entidadDe, rolDelKit } from '../../comun/definicion.ts';
import { textos } from '../../comun/textos.ts';
import { managesAll } from '../../kit/rules.ts';
import { CsvImportPreview } from '../../kit/screens/csv-preview.tsx';
import { appMessages, fill } from '../../kit/texts.ts';
import { type InformeImportacion, importarCsv, mensajeDe, useYo } from '../api.ts';
import { leerValorArchivo } from '../kit.tsx';
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
        <CsvImportPreview
          entity={entidad}
          report={informe}
          readFile={leerValorArchivo}
          chipClass="border border-borde bg-fondo"
        >
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
        </CsvImportPreview>
      )}
    </section>
  );
}
