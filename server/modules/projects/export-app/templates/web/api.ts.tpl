import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Entidad,
  type Registro,
  type Rol,
  rutaApi,
  type ValorCampo,
} from '../comun/definicion.ts';
import { textos } from '../comun/textos.ts';
import type { RecordTotal } from '../kit/totals.ts';

// Las llamadas a la API de la app y sus consultas de TanStack Query.

export class ErrorPeticion extends Error {
  readonly estado: number;

  constructor(mensaje: string, estado: number) {
    super(mensaje);
    this.estado = estado;
  }
}

export async function pedir<T>(ruta: string, init: RequestInit = {}): Promise<T> {
  const conCuerpo = typeof init.body === 'string';
  const respuesta = await fetch(ruta, {
    ...init,
    credentials: 'same-origin',
    headers: conCuerpo ? { 'content-type': 'application/json' } : undefined,
  });
  if (respuesta.status === 204) return undefined as T;
  const cuerpo = (await respuesta.json().catch(() => null)) as {
    error?: { message?: string };
  } | null;
  if (!respuesta.ok)
    throw new ErrorPeticion(cuerpo?.error?.message ?? textos.pantalla.errorCarga, respuesta.status);
  return cuerpo as T;
}

export const mensajeDe = (error: unknown) =>
  error instanceof Error ? error.message : textos.pantalla.errorCarga;

export type Yo = {
  usuario: { id: string; name: string; email: string; emailVerificado: boolean } | null;
  rol: Rol;
};

export function useYo() {
  return useQuery({ queryKey: ['yo'], queryFn: () => pedir<Yo>('/api/yo') });
}

export type Lista = { records: Registro[]; total: number };

export function useRegistros(entidad: Entidad, parametros: Record<string, string>, activa = true) {
  const consulta = new URLSearchParams(parametros).toString();
  return useQuery({
    queryKey: ['registros', entidad.key, consulta],
    queryFn: () => pedir<Lista>(`${rutaApi(entidad.key)}?${consulta}`),
    enabled: activa,
    placeholderData: (anterior) => anterior,
  });
}

/** Los primeros cien registros de una entidad: las opciones de una referencia. */
export function useOpciones(entidad: Entidad | undefined) {
  return useQuery({
    queryKey: ['registros', entidad?.key, 'opciones'],
    queryFn: () => pedir<Lista>(`${rutaApi(entidad?.key)}?limit=100`),
    enabled: Boolean(entidad),
  });
}

export function useRegistro(clave: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: ['registro', clave, id],
    queryFn: () => pedir<{ record: Registro }>(`${rutaApi(clave)}/${id}`),
    enabled: Boolean(clave && id),
  });
}

/** Los totales de un registro (GET /api/{entidad}/{id}/totales). */
export function useTotales(clave: string, id: string, activa: boolean) {
  return useQuery({
    queryKey: ['registro', clave, id, 'totales'],
    queryFn: () => pedir<{ totals: RecordTotal[] }>(`${rutaApi(clave)}/${id}/totales`),
    enabled: activa,
  });
}

/** Lo que responde una importación de CSV: su vista previa, sus errores, lo importado. */
export type InformeImportacion = {
  separator: ',' | ';';
  encoding: string;
  columns: { column: string; field: string | null; label: string | null }[];
  ignored: string[];
  rows: number;
  preview: { row: number; data: Record<string, ValorCampo>; error: string | null }[];
  errors: { row: number; message: string }[];
  errorCount: number;
  imported: number;
};

/** Envía el CSV tal cual (text/csv): con `vistaPrevia`, solo para leerlo. */
export async function importarCsv(
  clave: string,
  archivo: File,
  vistaPrevia: boolean,
): Promise<{ informe: InformeImportacion; error: string | null }> {
  const respuesta = await fetch(`${rutaApi(clave)}/importar${vistaPrevia ? '?preview=1' : ''}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'text/csv' },
    body: archivo,
  });
  const cuerpo = (await respuesta.json().catch(() => null)) as {
    import?: InformeImportacion;
    error?: { message?: string; import?: InformeImportacion };
  } | null;
  // Filas con errores: el informe viene con el error, para enseñarlas.
  const informe = cuerpo?.import ?? cuerpo?.error?.import;
  if (informe) return { informe, error: respuesta.ok ? null : (cuerpo?.error?.message ?? null) };
  throw new ErrorPeticion(cuerpo?.error?.message ?? textos.pantalla.errorCarga, respuesta.status);
}

export function useGuardar(clave: string) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: string; data: Record<string, ValorCampo> }) =>
      pedir<{ record: Registro }>(id ? `${rutaApi(clave)}/${id}` : rutaApi(clave), {
        method: id ? 'PATCH' : 'POST',
        body: JSON.stringify({ data }),
      }),
    onSuccess: () => {
      cliente.invalidateQueries({ queryKey: ['registros', clave] });
      // Todas las fichas: un registro nuevo o cambiado mueve los totales del que apunta.
      cliente.invalidateQueries({ queryKey: ['registro'] });
    },
  });
}

export function useBorrar(clave: string) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pedir<void>(`${rutaApi(clave)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      cliente.invalidateQueries({ queryKey: ['registros', clave] });
      cliente.invalidateQueries({ queryKey: ['registro'] });
    },
  });
}

/** Sube el archivo de un campo de tipo archivo: `value` es lo que guarda el registro. */
export async function subirArchivo(archivo: File): Promise<string> {
  const formulario = new FormData();
  formulario.append('file', archivo);
  const { value } = await pedir<{ value: string }>('/api/subidas', {
    method: 'POST',
    body: formulario,
  });
  return value;
}

/** Sube una imagen: `url` es lo que guarda el registro; sin cuenta, `uploadToken` la enseña. */
export async function subirImagen(archivo: File): Promise<{ url: string; uploadToken?: string }> {
  const formulario = new FormData();
  formulario.append('file', archivo);
  return pedir<{ url: string; uploadToken?: string }>('/api/subidas', {
    method: 'POST',
    body: formulario,
  });
}
