import {
  FILE_FIELD_ACCEPT,
  FILE_FIELD_EXTENSIONS,
  type FileKind,
  fileValueString,
  formatFileSize,
  parseFileValue,
} from '../kit/files.ts';

// Los campos de tipo archivo (PDF, audio, documentos de oficina, texto o ZIP): lo que admiten y
// cómo guarda un registro cada archivo son los del kit de la app (kit/files.ts), la misma copia
// que usa Forja; aquí solo lo propio de esta app: dónde guarda los archivos y cuánto pesan.

export type ClaseArchivo = FileKind;
export const EXTENSIONES_ARCHIVO = FILE_FIELD_EXTENSIONS;
export const ACEPTA_ARCHIVO = FILE_FIELD_ACCEPT;

/** El archivo más grande que admite un campo de tipo archivo, en MB. */
export const ARCHIVO_MAX_MB = 25;

/** Dónde guarda esta app sus subidas: `/api/subidas/{nombre aleatorio}.{extensión}`. */
export const RUTA_SUBIDA = /^\/api\/subidas\/[a-z0-9-]{1,64}\.[a-z0-9]{2,5}$/;

/**
 * Un archivo tal como lo guarda un registro: `/api/subidas/{nombre}?bytes={tamaño}&name={nombre original}`.
 * La ruta es el archivo guardado; `bytes` y `name`, su tamaño y el nombre con que se subió.
 */
export type ValorArchivo = {
  url: string;
  nombre: string;
  bytes: number;
  extension: string;
  clase: ClaseArchivo;
};

export function valorDeArchivo(archivo: { url: string; nombre: string; bytes: number }): string {
  return fileValueString({ url: archivo.url, name: archivo.nombre, size: archivo.bytes });
}

/** El archivo de un valor, o null si no lo es. */
export function leerArchivo(valor: unknown): ValorArchivo | null {
  const leido = parseFileValue(valor, RUTA_SUBIDA);
  if (!leido) return null;
  return {
    url: leido.url,
    nombre: leido.name,
    bytes: leido.size,
    extension: leido.ext,
    clase: leido.kind,
  };
}

/** Un tamaño en español: «850 bytes», «12,5 KB», «3,2 MB». */
export const tamanoDe = formatFileSize;
