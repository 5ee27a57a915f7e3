import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ARCHIVO_MAX_MB, EXTENSIONES_ARCHIVO, valorDeArchivo } from '../comun/archivos.ts';
import { entidades, puedeCrear } from '../comun/definicion.ts';
import { rellenar, textos } from '../comun/textos.ts';
import { type Auth, rolDe, usuarioDe } from './auth.ts';
import type { Config } from './config.ts';
import type { BaseDatos } from './db.ts';
import { ErrorApi, invalido, noEncontrado, prohibido, sinSesion } from './errores.ts';
import type { Registros } from './registros.ts';

// Las imágenes de los campos de tipo imagen y los archivos de los campos de tipo archivo:
// POST /api/subidas (multipart, campo `file`) los guarda en UPLOADS_DIR con un nombre
// aleatorio; GET /api/subidas/{nombre} los sirve a quien puede leer un registro que los
// guarda (con `?token=`, el enlace privado de un envío sin cuenta). Deciden los bytes, nunca
// el nombre ni el tipo que declara el navegador: cada extensión tiene su firma.

type Tipo = { extension: string; tipo: string; firma: (b: Buffer) => boolean };

const latin = (b: Buffer, desde: number, hasta: number) => b.toString('latin1', desde, hasta);
const IMAGENES: Tipo[] = [
  {
    extension: 'png',
    tipo: 'image/png',
    firma: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  { extension: 'jpg', tipo: 'image/jpeg', firma: (b) => b[0] === 0xff && b[1] === 0xd8 },
  {
    extension: 'webp',
    tipo: 'image/webp',
    firma: (b) => latin(b, 0, 4) === 'RIFF' && latin(b, 8, 12) === 'WEBP',
  },
  { extension: 'gif', tipo: 'image/gif', firma: (b) => latin(b, 0, 4) === 'GIF8' },
];

const esZip = (b: Buffer) => b.length > 30 && b.readUInt32LE(0) === 0x04034b50;
/** Los nombres de las entradas de un zip (cabeceras locales, sin descomprimir nada). */
function entradasZip(b: Buffer): string[] {
  const nombres: string[] = [];
  let i = 0;
  while (i + 30 <= b.length && b.readUInt32LE(i) === 0x04034b50 && nombres.length < 200) {
    const largo = b.readUInt16LE(i + 26);
    const extra = b.readUInt16LE(i + 28);
    const comprimido = b.readUInt32LE(i + 18);
    nombres.push(b.toString('utf8', i + 30, i + 30 + largo));
    if (b.readUInt16LE(i + 6) & 0x08) break; // Tamaño al final de la entrada: no se sigue.
    i += 30 + largo + extra + comprimido;
  }
  return nombres;
}
const ooxml = (carpeta: string) => (b: Buffer) => {
  const nombres = esZip(b) ? entradasZip(b) : [];
  return (
    nombres.includes('[Content_Types].xml') && nombres.some((n) => n.startsWith(`${carpeta}/`))
  );
};
const odf = (tipo: string) => (b: Buffer) =>
  esZip(b) &&
  latin(b, 30, 38) === 'mimetype' &&
  b.includes(`application/vnd.oasis.opendocument.${tipo}`);
const ogg = (b: Buffer) => latin(b, 0, 4) === 'OggS';
/** Texto UTF-8 sin caracteres de control (salvo tabulador y saltos) ni una página HTML o SVG. */
function esTexto(b: Buffer): boolean {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return false;
  }
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if ((c < 0x20 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 0x7f) return false;
  }
  return !/^\s*<(!doctype|html|head|body|script|svg|\?xml)/i.test(texto);
}
const mp4 = (b: Buffer) => latin(b, 4, 8) === 'ftyp';
const adts = (b: Buffer) => b[0] === 0xff && ((b[1] ?? 0) & 0xf6) === 0xf0;
const ebml = (b: Buffer) => b.readUInt32BE(0) === 0x1a45dfa3 && b.subarray(0, 64).includes('webm');

const ARCHIVOS: Tipo[] = [
  { extension: 'pdf', tipo: 'application/pdf', firma: (b) => latin(b, 0, 5) === '%PDF-' },
  {
    extension: 'mp3',
    tipo: 'audio/mpeg',
    firma: (b) => latin(b, 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  { extension: 'm4a', tipo: 'audio/mp4', firma: mp4 },
  { extension: 'aac', tipo: 'audio/aac', firma: (b) => adts(b) || mp4(b) },
  { extension: 'ogg', tipo: 'audio/ogg', firma: ogg },
  { extension: 'oga', tipo: 'audio/ogg', firma: ogg },
  { extension: 'opus', tipo: 'audio/ogg', firma: ogg },
  {
    extension: 'wav',
    tipo: 'audio/wav',
    firma: (b) => latin(b, 0, 4) === 'RIFF' && latin(b, 8, 12) === 'WAVE',
  },
  { extension: 'weba', tipo: 'audio/webm', firma: ebml },
  { extension: 'webm', tipo: 'audio/webm', firma: ebml },
  {
    extension: 'docx',
    tipo: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    firma: ooxml('word'),
  },
  {
    extension: 'xlsx',
    tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    firma: ooxml('xl'),
  },
  {
    extension: 'pptx',
    tipo: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    firma: ooxml('ppt'),
  },
  { extension: 'odt', tipo: 'application/vnd.oasis.opendocument.text', firma: odf('text') },
  {
    extension: 'ods',
    tipo: 'application/vnd.oasis.opendocument.spreadsheet',
    firma: odf('spreadsheet'),
  },
  { extension: 'txt', tipo: 'text/plain; charset=utf-8', firma: esTexto },
  { extension: 'csv', tipo: 'text/csv; charset=utf-8', firma: esTexto },
  { extension: 'zip', tipo: 'application/zip', firma: esZip },
];
const extensiones = ARCHIVOS.map((t) => t.extension).join('|');
const NOMBRE = new RegExp(`^[a-z0-9-]{1,64}\\.(png|jpg|webp|gif|${extensiones})$`);
const IMAGEN_MAX_BYTES = 5 * 1024 * 1024;
const EN_LINEA = new Set(['pdf', 'mp3', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'wav', 'weba', 'webm']);

/** Nada se ejecuta; un PDF sin `sandbox`, que impide abrirlo en el visor del navegador. */
const CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const CSP_PDF =
  "default-src 'none'; script-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

const extensionDe = (nombre: string) => {
  const punto = nombre.lastIndexOf('.');
  return punto > 0 ? nombre.slice(punto + 1).toLowerCase() : '';
};

export function rutasSubidas(
  app: FastifyInstance,
  {
    config,
    base,
    auth,
    registros,
  }: { config: Config; base: BaseDatos; auth: Auth; registros: Registros },
) {
  const con = (tipo: 'image' | 'file') =>
    entidades.filter((e) => e.fields.some((campo) => campo.type === tipo));

  app.post('/api/subidas', async (request, reply) => {
    const usuario = await usuarioDe(auth, request);
    const rol = await rolDe(base, usuario);
    if (rol === 'anonimo') throw sinSesion();
    const imagenes = con('image').some((entidad) => puedeCrear(entidad, rol));
    const archivos = con('file').some((entidad) => puedeCrear(entidad, rol));
    if (!imagenes && !archivos) throw prohibido(textos.errores.sinPermisoImagen);
    const parte = await request.file();
    if (!parte) throw invalido(textos.errores.imagenInvalida, 'IMAGEN_INVALIDA');
    const original = (parte.filename.split(/[\\/]/).pop() ?? '').trim() || 'archivo';
    const extension = extensionDe(original).replace('jpeg', 'jpg');
    const esArchivo = Object.hasOwn(EXTENSIONES_ARCHIVO, extension);
    if (esArchivo && !archivos) throw prohibido(textos.errores.sinPermisoArchivo);
    if (!esArchivo && !imagenes) {
      throw new ErrorApi(
        415,
        'ARCHIVO_NO_ADMITIDO',
        rellenar(textos.errores.archivoNoAdmitido, { nombre: original }),
      );
    }
    let contenido: Buffer;
    try {
      contenido = await parte.toBuffer();
    } catch {
      throw new ErrorApi(
        413,
        'ARCHIVO_GRANDE',
        rellenar(textos.errores.archivoGrande, { nombre: original, mb: ARCHIVO_MAX_MB }),
      );
    }
    await mkdir(config.carpetaSubidas, { recursive: true });
    if (!esArchivo) {
      const tipo = IMAGENES.find((t) => t.firma(contenido));
      if (!tipo || contenido.length > IMAGEN_MAX_BYTES)
        throw invalido(textos.errores.imagenInvalida, 'IMAGEN_INVALIDA');
      const nombre = `${randomUUID()}.${tipo.extension}`;
      await writeFile(join(config.carpetaSubidas, nombre), contenido);
      return reply.status(201).send({ url: `/api/subidas/${nombre}` });
    }
    const tipo = ARCHIVOS.find((t) => t.extension === extension);
    if (!tipo || contenido.length === 0 || !tipo.firma(contenido)) {
      throw new ErrorApi(
        415,
        'ARCHIVO_NO_COINCIDE',
        rellenar(textos.errores.archivoNoCoincide, { nombre: original }),
      );
    }
    const nombre = `${randomUUID()}.${tipo.extension}`;
    await writeFile(join(config.carpetaSubidas, nombre), contenido);
    const url = `/api/subidas/${nombre}`;
    const archivo = { url, nombre: original.slice(0, 120), bytes: contenido.length };
    return reply.status(201).send({ ...archivo, value: valorDeArchivo(archivo) });
  });

  app.get('/api/subidas/:nombre', async (request, reply) => {
    const { nombre } = request.params as { nombre: string };
    const ruta = join(config.carpetaSubidas, nombre);
    if (!NOMBRE.test(nombre) || !existsSync(ruta)) throw noEncontrado();
    const { token } = request.query as { token?: string };
    const acceso = await registros.accesoArchivo(
      request,
      nombre,
      typeof token === 'string' ? token : undefined,
    );
    // La de un registro que quien pide no puede leer no existe para él.
    if (acceso === 'no') throw noEncontrado();
    const extension = extensionDe(nombre);
    const tipo = [...IMAGENES, ...ARCHIVOS].find((t) => t.extension === extension);
    return reply
      .header('content-type', tipo?.tipo ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', extension === 'pdf' ? CSP_PDF : CSP)
      .header(
        'content-disposition',
        EN_LINEA.has(extension) || IMAGENES.some((t) => t.extension === extension)
          ? 'inline'
          : 'attachment',
      )
      .header('cache-control', acceso === 'publico' ? 'public, max-age=300' : 'private, no-store')
      .header('vary', 'cookie')
      .send(createReadStream(ruta));
  });
}
