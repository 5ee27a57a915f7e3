import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { entidadDe, type ValorCampo } from '../comun/definicion.ts';
import type { Tablas } from './db.ts';
import { nombres } from './esquema.ts';

// Los datos iniciales: si existe server/semilla.json (los registros que tenía la app en Forja),
// se cargan una sola vez, en la primera puesta en marcha (la migración 0003-datos-iniciales).
// Sus imágenes (server/semilla-imagenes/) se copian entonces a la carpeta de subidas, desde
// donde /api/subidas/{nombre} las sirve como a las demás.

type RegistroSemilla = {
  id: string;
  data: Record<string, ValorCampo>;
  createdAt: string;
  updatedAt: string;
};
type Semilla = Record<string, RegistroSemilla[]>;

const RUTA = new URL('./semilla.json', import.meta.url);
const IMAGENES = fileURLToPath(new URL('./semilla-imagenes/', import.meta.url));

function copiarImagenes(carpetaSubidas: string): void {
  if (!existsSync(IMAGENES)) return;
  mkdirSync(carpetaSubidas, { recursive: true });
  for (const nombre of readdirSync(IMAGENES)) {
    const destino = join(carpetaSubidas, nombre);
    if (!existsSync(destino)) copyFileSync(join(IMAGENES, nombre), destino);
  }
}

export async function cargarSemilla(db: Kysely<Tablas>, carpetaSubidas: string): Promise<number> {
  if (!existsSync(RUTA)) return 0;
  copiarImagenes(carpetaSubidas);
  const semilla = JSON.parse(readFileSync(RUTA, 'utf8')) as Semilla;
  let cargados = 0;
  await db.transaction().execute(async (trx) => {
    for (const [clave, registros] of Object.entries(semilla)) {
      const entidad = entidadDe(clave);
      const sql = nombres.get(clave);
      if (!entidad || !sql || registros.length === 0) continue;
      for (const registro of registros) {
        const fila: Record<string, ValorCampo> = {
          id: registro.id,
          autor_id: null,
          creado_en: registro.createdAt,
          actualizado_en: registro.updatedAt,
        };
        // Solo lo que trae el registro: un campo `constructor` que no está es null, no la
        // función que todo objeto hereda.
        for (const campo of entidad.fields)
          fila[sql.columnas.get(campo.key) ?? campo.key] = Object.hasOwn(registro.data, campo.key)
            ? (registro.data[campo.key] ?? null)
            : null;
        await trx.insertInto(sql.tabla).values(fila).execute();
        cargados++;
      }
    }
  });
  return cargados;
}
