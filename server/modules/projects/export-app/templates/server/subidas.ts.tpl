import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { entidades, puedeCrear } from '../comun/definicion.ts';
import { textos } from '../comun/textos.ts';
import { type Auth, rolDe, usuarioDe } from './auth.ts';
import type { Config } from './config.ts';
import type { BaseDatos } from './db.ts';
import { invalido, noEncontrado, prohibido, sinSesion } from './errores.ts';

// Las imágenes de los campos de tipo imagen: POST /api/subidas (multipart, campo `file`) las
// guarda en UPLOADS_DIR con un nombre aleatorio; GET /api/subidas/{nombre} las sirve.

const TIPOS: { extension: string; tipo: string; firma: (b: Buffer) => boolean }[] = [
  {
    extension: 'png',
    tipo: 'image/png',
    firma: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  { extension: 'jpg', tipo: 'image/jpeg', firma: (b) => b[0] === 0xff && b[1] === 0xd8 },
  {
    extension: 'webp',
    tipo: 'image/webp',
    firma: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { extension: 'gif', tipo: 'image/gif', firma: (b) => b.toString('latin1', 0, 4) === 'GIF8' },
];
const NOMBRE = /^[a-z0-9-]{1,64}\.(png|jpg|webp|gif)$/;

export function rutasSubidas(
  app: FastifyInstance,
  { config, base, auth }: { config: Config; base: BaseDatos; auth: Auth },
) {
  const conImagen = entidades.filter((e) => e.fields.some((campo) => campo.type === 'image'));

  app.post('/api/subidas', async (request, reply) => {
    const usuario = await usuarioDe(auth, request);
    const rol = await rolDe(base, usuario);
    if (rol === 'anonimo') throw sinSesion();
    if (!conImagen.some((entidad) => puedeCrear(entidad.rule, rol)))
      throw prohibido(textos.errores.sinPermisoImagen);
    const archivo = await request.file();
    if (!archivo) throw invalido(textos.errores.imagenInvalida, 'IMAGEN_INVALIDA');
    const contenido = await archivo.toBuffer();
    const tipo = TIPOS.find((t) => t.firma(contenido));
    if (!tipo) throw invalido(textos.errores.imagenInvalida, 'IMAGEN_INVALIDA');
    await mkdir(config.carpetaSubidas, { recursive: true });
    const nombre = `${randomUUID()}.${tipo.extension}`;
    await writeFile(join(config.carpetaSubidas, nombre), contenido);
    return reply.status(201).send({ url: `/api/subidas/${nombre}` });
  });

  app.get('/api/subidas/:nombre', async (request, reply) => {
    const { nombre } = request.params as { nombre: string };
    const ruta = join(config.carpetaSubidas, nombre);
    if (!NOMBRE.test(nombre) || !existsSync(ruta)) throw noEncontrado();
    const tipo = TIPOS.find((t) => nombre.endsWith(`.${t.extension}`));
    return reply
      .header('content-type', tipo?.tipo ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(ruta));
  });
}
