// Los campos de tipo archivo (PDF, audio, documentos de oficina, texto o ZIP): lo que admiten,
// cuánto pueden pesar y cómo guarda un registro cada archivo. Lo leen el servidor (subida,
// validación, entrega) y la web (formulario y detalle).

/** Cómo se muestra: el audio suena en la página, el PDF se abre en el navegador, el resto se descarga. */
export type ClaseArchivo = 'pdf' | 'audio' | 'document' | 'text' | 'archive';

export const EXTENSIONES_ARCHIVO: Readonly<Record<string, ClaseArchivo>> = {
  pdf: 'pdf',
  mp3: 'audio',
  m4a: 'audio',
  aac: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  wav: 'audio',
  weba: 'audio',
  webm: 'audio',
  docx: 'document',
  xlsx: 'document',
  pptx: 'document',
  odt: 'document',
  ods: 'document',
  txt: 'text',
  csv: 'text',
  zip: 'archive',
};

export const ACEPTA_ARCHIVO = [
  ...Object.keys(EXTENSIONES_ARCHIVO).map((extension) => `.${extension}`),
  'application/pdf',
  'audio/*',
].join(',');

/** El archivo más grande que admite un campo de tipo archivo, en MB. */
export const ARCHIVO_MAX_MB = 25;

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

const VALOR = /^(\/api\/subidas\/[a-z0-9-]{1,64}\.([a-z0-9]{2,5}))\?(.*)$/;

export function valorDeArchivo(archivo: { url: string; nombre: string; bytes: number }): string {
  return `${archivo.url}?${new URLSearchParams({ bytes: String(archivo.bytes), name: archivo.nombre })}`;
}

/** El archivo de un valor, o null si no lo es. */
export function leerArchivo(valor: unknown): ValorArchivo | null {
  if (typeof valor !== 'string' || valor.length > 1000) return null;
  const partes = VALOR.exec(valor);
  if (!partes) return null;
  const [, url = '', extension = '', consulta = ''] = partes;
  const clase = EXTENSIONES_ARCHIVO[extension];
  const datos = new URLSearchParams(consulta);
  const bytes = Number(datos.get('bytes'));
  if (!clase || !Number.isSafeInteger(bytes) || bytes < 0) return null;
  const nombre =
    (datos.get('name') ?? '').trim().slice(0, 120) || url.slice(url.lastIndexOf('/') + 1);
  return { url, nombre, bytes, extension, clase };
}

const cifras = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });

/** Un tamaño en español: «850 bytes», «12,5 KB», «3,2 MB». */
export function tamanoDe(bytes: number): string {
  if (bytes < 1024) return `${cifras.format(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${cifras.format(bytes / 1024)} KB`;
  return `${cifras.format(bytes / 1024 / 1024)} MB`;
}
