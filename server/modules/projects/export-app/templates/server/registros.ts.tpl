import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  type Entidad,
  entidadDe,
  entidades,
  puedeCambiar,
  puedeCrear,
  puedeLeer,
  type Registro,
  type Rol,
  rutaApi,
  type ValorCampo,
} from '../comun/definicion.ts';
import { rellenar, textos } from '../comun/textos.ts';
import { type Auth, rolDe, usuarioDe } from './auth.ts';
import type { Config } from './config.ts';
import type { BaseDatos, Fila } from './db.ts';
import { invalido, noEncontrado, prohibido, sinSesion } from './errores.ts';
import { esquemas, nombres } from './esquema.ts';
import type { NombresEntidad } from './nombres.ts';

// La API de cada entidad: GET/POST /api/{entidad} y GET/PATCH/DELETE /api/{entidad}/{id},
// con los cuerpos { data } y las reglas de acceso de la definición (publica, catalogo, privada).

const t = textos.errores;

/** Los nombres SQL de una entidad (server/nombres.ts). */
export function sqlDe(clave: string): NombresEntidad {
  const nombresEntidad = nombres.get(clave);
  if (!nombresEntidad) throw noEncontrado();
  return nombresEntidad;
}

/** La columna de un campo de la entidad. */
const columna = (entidad: Entidad, clave: string) =>
  sqlDe(entidad.key).columnas.get(clave) ?? clave;

/** Los datos tal como llegan, sin heredar nada: `constructor` o `toString` son claves más. */
const propios = (datos: Record<string, unknown>): Record<string, unknown> =>
  Object.assign(Object.create(null) as Record<string, unknown>, datos);

const consultaLista = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    q: z.string().trim().max(100).optional(),
    sort: z
      .string()
      .regex(/^-?[a-z][a-z0-9_]{0,39}$/i)
      .optional(),
  })
  .catchall(z.string().max(200));

const cuerpoRegistro = z.object({ data: z.record(z.string(), z.unknown()) });

function registroDe(entidad: Entidad, fila: Fila): Registro {
  const data: Record<string, ValorCampo> = {};
  for (const campo of entidad.fields) {
    const valor = Object.hasOwn(fila, columna(entidad, campo.key))
      ? fila[columna(entidad, campo.key)]
      : null;
    if (valor === null || valor === undefined) data[campo.key] = null;
    else if (campo.type === 'boolean') data[campo.key] = valor === true || valor === 1;
    else if (typeof valor === 'number' || typeof valor === 'string') data[campo.key] = valor;
    else data[campo.key] = String(valor);
  }
  return {
    id: String(fila.id),
    data,
    authorId: (fila.autor_id as string | null) ?? null,
    createdAt: String(fila.creado_en),
    updatedAt: String(fila.actualizado_en),
  };
}

/** Los datos validados con el esquema de la entidad, o un 400 en español. */
function validar(entidad: Entidad, data: Record<string, unknown>, parcial: boolean) {
  const esquema = esquemas.get(entidad.key);
  if (!esquema) throw noEncontrado();
  const resultado = (parcial ? esquema.partial() : esquema).safeParse(propios(data));
  if (resultado.success) return resultado.data as Record<string, ValorCampo | undefined>;
  const { issues } = resultado.error;
  const problema = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
  if (problema?.code === 'unrecognized_keys') {
    const campo = String(problema.keys[0] ?? '').slice(0, 40);
    throw invalido(rellenar(t.campoDesconocido, { campo, entidad: entidad.labelPlural }));
  }
  throw invalido(problema?.message ?? t.datosInvalidos);
}

export function rutasRegistros(
  app: FastifyInstance,
  { base, auth }: { config: Config; base: BaseDatos; auth: Auth },
) {
  const { db, motor } = base;

  async function quienEs(request: FastifyRequest) {
    const usuario = await usuarioDe(auth, request);
    return { usuario, rol: await rolDe(base, usuario) };
  }

  function exigirLectura(entidad: Entidad, rol: Rol) {
    if (puedeLeer(entidad.rule, rol)) return;
    if (rol === 'anonimo') throw sinSesion(t.iniciaSesionParaLeer);
    throw prohibido(t.soloDuenoLee, 'SOLO_DUENO');
  }

  function exigirCreacion(entidad: Entidad, rol: Rol) {
    if (puedeCrear(entidad.rule, rol)) return;
    if (rol === 'anonimo') throw sinSesion(t.iniciaSesionParaCrear);
    throw prohibido(t.soloDuenoEscribe, 'SOLO_DUENO');
  }

  async function buscarFila(entidad: Entidad, id: string) {
    const fila = await db
      .selectFrom(sqlDe(entidad.key).tabla)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!fila) throw noEncontrado(t.registroNoEncontrado);
    return fila;
  }

  /** Cada referencia apunta a un registro que existe en su entidad. */
  async function comprobarReferencias(entidad: Entidad, datos: Record<string, unknown>) {
    for (const campo of entidad.fields) {
      const valor = datos[campo.key];
      if (campo.type !== 'reference' || typeof valor !== 'string' || !campo.ref) continue;
      const destino = entidadDe(campo.ref);
      const existe = await db
        .selectFrom(sqlDe(campo.ref).tabla)
        .select('id')
        .where('id', '=', valor)
        .executeTakeFirst();
      if (!existe)
        throw invalido(
          rellenar(t.referenciaInvalida, {
            campo: campo.label,
            entidad: destino?.labelPlural ?? campo.ref,
          }),
          'REFERENCIA_INVALIDA',
        );
    }
  }

  const columnas = (entidad: Entidad, datos: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(datos)
        .filter(([, valor]) => valor !== undefined)
        .map(([clave, valor]) => [columna(entidad, clave), valor]),
    );

  for (const entidad of entidades) {
    const ruta = rutaApi(entidad.key);
    const tabla = sqlDe(entidad.key).tabla;
    const camposPorClave = new Map(entidad.fields.map((campo) => [campo.key, campo]));

    app.get(ruta, async (request) => {
      const { rol } = await quienEs(request);
      exigirLectura(entidad, rol);
      const consulta = consultaLista.safeParse(request.query);
      if (!consulta.success) throw invalido(t.peticionInvalida, 'CONSULTA_INVALIDA');
      const { limit, offset, q, sort, ...filtros } = consulta.data;
      let seleccion = db.selectFrom(tabla);
      const busqueda = entidad.views.list.searchFields.filter((clave) => camposPorClave.has(clave));
      if (q && busqueda.length > 0) {
        // % y _ se buscan tal cual: escapados, con ESCAPE (SQLite no tiene carácter de escape
        // por defecto).
        const patron = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const como = sql.raw(motor === 'postgres' ? 'ilike' : 'like');
        seleccion = seleccion.where((eb) =>
          eb.or(
            busqueda.map(
              (clave) =>
                sql<boolean>`${sql.ref(columna(entidad, clave))} ${como} ${patron} escape '\\'`,
            ),
          ),
        );
      }
      for (const [clave, valor] of Object.entries(filtros)) {
        const campo = camposPorClave.get(clave);
        if (!campo || !['choice', 'reference', 'boolean'].includes(campo.type))
          throw invalido(t.peticionInvalida, 'FILTRO_INVALIDO');
        const esperado =
          campo.type === 'boolean'
            ? motor === 'postgres'
              ? valor === 'true'
              : Number(valor === 'true')
            : valor;
        seleccion = seleccion.where(columna(entidad, clave), '=', esperado);
      }
      const orden =
        sort ??
        `${entidad.views.list.sortDir === 'desc' ? '-' : ''}${entidad.views.list.sortField}`;
      const clave = orden.replace(/^-/, '');
      const direccion = orden.startsWith('-') ? 'desc' : 'asc';
      const columnaOrden =
        clave === 'createdAt' ? 'creado_en' : clave === 'updatedAt' ? 'actualizado_en' : null;
      if (!columnaOrden && !camposPorClave.has(clave))
        throw invalido(t.peticionInvalida, 'ORDEN_INVALIDO');
      const total = await seleccion
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      const filas = await seleccion
        .selectAll()
        .orderBy(columnaOrden ?? columna(entidad, clave), direccion)
        .orderBy('id', direccion)
        .limit(limit)
        .offset(offset)
        .execute();
      return {
        records: filas.map((fila) => registroDe(entidad, fila)),
        total: Number(total?.total ?? 0),
      };
    });

    app.post(ruta, async (request, reply) => {
      const { usuario, rol } = await quienEs(request);
      exigirCreacion(entidad, rol);
      const cuerpo = cuerpoRegistro.safeParse(request.body);
      if (!cuerpo.success) throw invalido(t.datosInvalidos);
      const datos = validar(entidad, cuerpo.data.data, false);
      await comprobarReferencias(entidad, datos);
      const ahora = new Date().toISOString();
      const fila = {
        ...columnas(entidad, datos),
        id: randomUUID(),
        autor_id: usuario?.id ?? null,
        creado_en: ahora,
        actualizado_en: ahora,
      };
      await db.insertInto(tabla).values(fila).execute();
      return reply.status(201).send({ record: registroDe(entidad, fila) });
    });

    app.get(`${ruta}/:id`, async (request) => {
      const { rol } = await quienEs(request);
      exigirLectura(entidad, rol);
      const { id } = request.params as { id: string };
      return { record: registroDe(entidad, await buscarFila(entidad, id)) };
    });

    app.patch(`${ruta}/:id`, async (request) => {
      const { usuario, rol } = await quienEs(request);
      exigirCreacion(entidad, rol);
      const { id } = request.params as { id: string };
      const fila = await buscarFila(entidad, id);
      if (!puedeCambiar(entidad.rule, rol, fila.autor_id === usuario?.id))
        throw prohibido(t.noEsTuyo, 'NO_ES_TUYO');
      const cuerpo = cuerpoRegistro.safeParse(request.body);
      if (!cuerpo.success) throw invalido(t.datosInvalidos);
      const datos = validar(entidad, cuerpo.data.data, true);
      await comprobarReferencias(entidad, datos);
      const cambios = { ...columnas(entidad, datos), actualizado_en: new Date().toISOString() };
      await db.updateTable(tabla).set(cambios).where('id', '=', id).execute();
      return { record: registroDe(entidad, { ...fila, ...cambios }) };
    });

    app.delete(`${ruta}/:id`, async (request, reply) => {
      const { usuario, rol } = await quienEs(request);
      exigirCreacion(entidad, rol);
      const { id } = request.params as { id: string };
      const fila = await buscarFila(entidad, id);
      if (!puedeCambiar(entidad.rule, rol, fila.autor_id === usuario?.id))
        throw prohibido(t.noEsTuyo, 'NO_ES_TUYO');
      await db.deleteFrom(tabla).where('id', '=', id).execute();
      return reply.status(204).send();
    });
  }
}
