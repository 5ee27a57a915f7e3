import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ARCHIVO_MAX_MB, EXTENSIONES_ARCHIVO, valorDeArchivo } from '../comun/archivos.ts';
import { entidades, puedeCrear, rolDelKit } from '../comun/definicion.ts';
import { rellenar, textos } from '../comun/textos.ts';
import { readsAll } from '../kit/rules.ts';
import { appMessages, fill } from '../kit/texts.ts';
import { type Auth, rolDe, usuarioDe } from './auth.ts';
import type { Config } from './config.ts';
import type { BaseDatos } from './db.ts';
import { ErrorApi, invalido, noEncontrado, prohibido, sinSesion } from './errores.ts';
import type { Registros } from './registros.ts';

// Las imágenes de los campos de tipo imagen y los archivos de los campos de tipo archivo:
// POST /api/subidas (multipart, campo `file`) los guarda en UPLOADS_DIR con un nombre
// aleatorio; GET /api/subidas/{nombre} los sirve a quien puede leer un registro que los
// guarda (con `?token=`, el enlace privado de un envío sin cuenta). Deciden los bytes, nunca
// el nombre ni el tipo que declara el navegador: cada extensión tiene su firma. Quien no tiene
// cuenta sube solo a un formulario abierto (`anonymous`) con un campo de imagen o archivo, con
// límites por dirección y por día (ANON_UPLOADS_*), y su subida se abre con la llave que le
// responde la subida hasta que un registro la guarda; luego, con el enlace privado del envío.

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
const e = appMessages.errors;
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

/** El día (UTC) de los límites diarios. */
const hoy = (ahora = new Date()) => ahora.toISOString().slice(0, 10);

/** Los límites de quien sube sin cuenta, con su mensaje en español (429). */
const demasiadas = (codigo: string, mensaje: string, valores: Record<string, number>) =>
  new ErrorApi(429, codigo, fill(mensaje, valores));

export function rutasSubidas(
  app: FastifyInstance,
  {
    config,
    base,
    auth,
    registros,
  }: { config: Config; base: BaseDatos; auth: Auth; registros: Registros },
) {
  const { db, motor } = base;
  const limites = config.subidasAnonimas;
  const con = (tipo: 'image' | 'file') =>
    entidades.filter((e) => e.fields.some((campo) => campo.type === tipo));

  /** Quien sube sin cuenta se cuenta por un resumen de su dirección, nunca por la dirección. */
  const clienteDe = (request: FastifyRequest) =>
    createHmac('sha256', config.secreto)
      .update(`subida-anonima:${request.ip}`)
      .digest('base64url')
      .slice(0, 22);
  /** La llave de una subida sin cuenta: la POST la responde; abre la subida hasta que un registro la guarda. */
  const llaveDe = (nombre: string) =>
    createHmac('sha256', config.secreto).update(`subida:${nombre}`).digest('base64url');
  const llaveValida = (nombre: string, llave: unknown) => {
    if (typeof llave !== 'string' || llave.length > 100) return false;
    const esperada = Buffer.from(llaveDe(nombre));
    const dada = Buffer.from(llave);
    return esperada.length === dada.length && timingSafeEqual(esperada, dada);
  };

  /**
   * Una subida sin cuenta del día: el límite de su dirección, luego los de la app entre todos
   * (número y MB), o un 429; aparta los bytes que puede traer (lo que admite el campo, o lo que
   * queda del día) en el mismo paso, de uno en uno, para que subidas a la vez no pasen juntas
   * del límite. Devuelve cuántos bytes apartó, y si fueron menos de los que quería (lo que
   * quedaba del día).
   */
  async function apartar(
    nombre: string,
    cliente: string,
    quiere: number,
  ): Promise<{ bytes: number; alTope: boolean }> {
    const dia = hoy();
    const tope = limites.mbPorDia * 1024 * 1024;
    return db.transaction().execute(async (trx) => {
      if (motor === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext('app-subidas-anonimas'))`.execute(trx);
      const suyas = await trx
        .selectFrom('app_subidas_anonimas')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('dia', '=', dia)
        .where('cliente', '=', cliente)
        .executeTakeFirst();
      if (Number(suyas?.n ?? 0) >= limites.porDia)
        throw demasiadas('SUBIDAS_ANONIMAS_DIA', e.anonymousDailyUploads, {
          limit: limites.porDia,
        });
      const todas = await trx
        .selectFrom('app_subidas_anonimas')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number | string | null>('bytes').as('bytes'),
        ])
        .where('dia', '=', dia)
        .executeTakeFirst();
      const usados = Number(todas?.bytes ?? 0);
      if (Number(todas?.n ?? 0) >= limites.appPorDia || usados >= tope)
        throw demasiadas('SUBIDAS_ANONIMAS_APP', e.anonymousAppDailyUploads, {
          limit: limites.appPorDia,
          mb: limites.mbPorDia,
        });
      const quedan = tope - usados;
      const bytes = Math.min(quiere, quedan);
      await trx
        .insertInto('app_subidas_anonimas')
        .values({ nombre, cliente, bytes, dia, creado_en: new Date().toISOString() })
        .execute();
      return { bytes, alTope: quedan < quiere };
    });
  }
  /**
   * Lo apartado pasa a ser lo guardado, con el nombre del archivo (0 bytes si no se guardó
   * nada: su plaza del día sigue gastada).
   */
  const ajustar = (id: string, bytes: number, nombre: string) =>
    db
      .updateTable('app_subidas_anonimas')
      .set({ bytes, nombre })
      .where('nombre', '=', id)
      .execute();

  app.post(
    '/api/subidas',
    {
      config: {
        // Sin cuenta, ANON_UPLOADS_PER_MINUTE por dirección; con cuenta, el límite general.
        rateLimit: {
          keyGenerator: async (request: FastifyRequest) => {
            const usuario = await usuarioDe(auth, request).catch(() => null);
            return usuario ? `cuenta:${usuario.id}` : `ip:${request.ip}`;
          },
          max: async (_request: FastifyRequest, clave: string) =>
            clave.startsWith('ip:') ? limites.porMinuto : config.peticionesPorMinuto,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new ErrorApi(429, 'DEMASIADAS_SUBIDAS', e.uploadsTooFast),
        },
      },
    },
    async (request, reply) => {
      const usuario = await usuarioDe(auth, request);
      const rol = await rolDe(base, usuario);
      // Sin cuenta, solo a un formulario abierto (`anonymous`) con un campo de imagen o archivo.
      const imagenes = con('image').some((entidad) => puedeCrear(entidad, rol));
      const archivos = con('file').some((entidad) => puedeCrear(entidad, rol));
      if (!imagenes && !archivos) {
        if (rol === 'anonimo') throw sinSesion(e.signInToCreate);
        throw prohibido(textos.errores.sinPermisoImagen);
      }
      const limite = Math.max(
        imagenes ? IMAGEN_MAX_BYTES : 0,
        archivos ? ARCHIVO_MAX_MB * 1024 * 1024 : 0,
      );
      const id = randomUUID();
      // Se aparta lo que puede traer la petición (su Content-Length), no todo lo que admite el
      // campo: subidas pequeñas a la vez no se quitan el sitio unas a otras.
      const declarados = Number(request.headers['content-length']) || limite;
      const apartados =
        rol === 'anonimo'
          ? await apartar(id, clienteDe(request), Math.min(limite, declarados))
          : null;
      let subida: Awaited<ReturnType<typeof guardar>>;
      try {
        subida = await guardar(request, {
          id,
          imagenes,
          archivos,
          maximo: apartados?.bytes ?? limite,
          // Más de lo que queda del día (y menos de lo que admite el campo): el límite del día.
          alPasarse: apartados?.alTope
            ? demasiadas('SUBIDAS_ANONIMAS_APP', e.anonymousAppDailyUploads, {
                limit: limites.appPorDia,
                mb: limites.mbPorDia,
              })
            : null,
        });
      } catch (fallo) {
        if (apartados !== null) await ajustar(id, 0, id);
        throw fallo;
      }
      if (apartados === null) return reply.status(201).send(subida.respuesta);
      // Contada antes de responder: quien pregunta justo después ve sus bytes de verdad.
      await ajustar(id, subida.bytes, subida.nombre);
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ ...subida.respuesta, uploadToken: llaveDe(subida.nombre) });
    },
  );

  /** Lee la única parte `file`, comprueba sus bytes y la guarda: `{id}.{extensión}`. */
  async function guardar(
    request: FastifyRequest,
    opciones: {
      id: string;
      imagenes: boolean;
      archivos: boolean;
      maximo: number;
      alPasarse: ErrorApi | null;
    },
  ) {
    const parte = await request.file({ limits: { fileSize: opciones.maximo, files: 1 } });
    if (!parte) throw invalido(textos.errores.imagenInvalida, 'IMAGEN_INVALIDA');
    const original = (parte.filename.split(/[\\/]/).pop() ?? '').trim() || 'archivo';
    const extension = extensionDe(original).replace('jpeg', 'jpg');
    const esArchivo = Object.hasOwn(EXTENSIONES_ARCHIVO, extension);
    const descartar = () => {
      parte.file.resume();
    };
    if (esArchivo && !opciones.archivos) {
      descartar();
      throw prohibido(textos.errores.sinPermisoArchivo);
    }
    if (!esArchivo && !opciones.imagenes) {
      descartar();
      throw new ErrorApi(
        415,
        'ARCHIVO_NO_ADMITIDO',
        rellenar(textos.errores.archivoNoAdmitido, { nombre: original }),
      );
    }
    const grande = () =>
      opciones.alPasarse ??
      new ErrorApi(
        413,
        'ARCHIVO_GRANDE',
        rellenar(textos.errores.archivoGrande, { nombre: original, mb: ARCHIVO_MAX_MB }),
      );
    let contenido: Buffer;
    try {
      contenido = await parte.toBuffer();
    } catch {
      throw grande();
    }
    // Cortado en el límite sin error (el último trozo llega antes que el aviso): no se guarda.
    if (parte.file.truncated) throw grande();
    await mkdir(config.carpetaSubidas, { recursive: true });
    if (!esArchivo) {
      const tipo = IMAGENES.find((t) => t.firma(contenido));
      if (!tipo || contenido.length > IMAGEN_MAX_BYTES)
        throw invalido(textos.errores.imagenInvalida, 'IMAGEN_INVALIDA');
      const nombre = `${opciones.id}.${tipo.extension}`;
      await writeFile(join(config.carpetaSubidas, nombre), contenido);
      return { nombre, bytes: contenido.length, respuesta: { url: `/api/subidas/${nombre}` } };
    }
    const tipo = ARCHIVOS.find((t) => t.extension === extension);
    if (!tipo || contenido.length === 0 || !tipo.firma(contenido)) {
      throw new ErrorApi(
        415,
        'ARCHIVO_NO_COINCIDE',
        rellenar(textos.errores.archivoNoCoincide, { nombre: original }),
      );
    }
    const nombre = `${opciones.id}.${tipo.extension}`;
    await writeFile(join(config.carpetaSubidas, nombre), contenido);
    const url = `/api/subidas/${nombre}`;
    const archivo = { url, nombre: original.slice(0, 120), bytes: contenido.length };
    return {
      nombre,
      bytes: contenido.length,
      respuesta: { ...archivo, value: valorDeArchivo(archivo) },
    };
  }

  app.get('/api/subidas/:nombre', async (request, reply) => {
    const { nombre } = request.params as { nombre: string };
    const ruta = join(config.carpetaSubidas, nombre);
    if (!NOMBRE.test(nombre) || !existsSync(ruta)) throw noEncontrado();
    const { token, upload } = request.query as { token?: string; upload?: string };
    const acceso = await registros.accesoArchivo(
      request,
      nombre,
      typeof token === 'string' ? token : undefined,
    );
    // La de un registro que quien pide no puede leer no existe para él.
    if (acceso === 'no') throw noEncontrado();
    // Una subida sin cuenta que ningún registro guarda todavía: a quien trae su llave (la
    // respuesta de su subida), al dueño y al equipo; a nadie más.
    if (acceso === 'libre' && (await esAnonima(nombre)) && !llaveValida(nombre, upload)) {
      const rol = await rolDe(base, await usuarioDe(auth, request));
      if (!readsAll(rolDelKit(rol))) throw noEncontrado();
    }
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

  const esAnonima = async (nombre: string) =>
    (await db
      .selectFrom('app_subidas_anonimas')
      .select('nombre')
      .where('nombre', '=', nombre)
      .executeTakeFirst()) !== undefined;

  /**
   * Las subidas sin cuenta de hace más de 24 horas: las que ningún registro guarda se borran;
   * de todas se olvida la fila (solo contaba para los límites del día). Devuelve cuántos
   * archivos borró. Corre cada hora (server/app.ts) y en las pruebas.
   */
  async function barrer(ahora = new Date()): Promise<number> {
    const antes = new Date(ahora.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const viejas = await db
      .selectFrom('app_subidas_anonimas')
      .select('nombre')
      .where('creado_en', '<', antes)
      .execute();
    let borradas = 0;
    for (const { nombre } of viejas) {
      const ruta = join(config.carpetaSubidas, String(nombre));
      if (NOMBRE.test(String(nombre)) && !(await registros.guardada(String(nombre)))) {
        if (existsSync(ruta)) {
          await unlink(ruta).catch(() => {});
          borradas += 1;
        }
      }
      await db.deleteFrom('app_subidas_anonimas').where('nombre', '=', nombre).execute();
    }
    return borradas;
  }

  return { barrer };
}
