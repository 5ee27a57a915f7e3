import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { nombreApp } from '../comun/app.ts';
import { RUTA_SUBIDA } from '../comun/archivos.ts';
import {
  definicion,
  type Entidad,
  entidadDe,
  entidades,
  puedeCrear,
  type Registro,
  type Rol,
  rolDelKit,
  rutaApi,
  type ValorCampo,
} from '../comun/definicion.ts';
import { rellenar, textos } from '../comun/textos.ts';
import {
  CSV_IMPORT_MAX_BYTES,
  CsvRefused,
  type CsvTable,
  checkCsvRows,
  invalidRowsMessage,
  type ReferenceResolver,
  readCsvTable,
  referenceResolver,
} from '../kit/csv-import.ts';
import type { AppField, RecordData } from '../kit/definition.ts';
import { parseFileValue } from '../kit/files.ts';
import { changedChoice, changedMails, createdMails } from '../kit/notify.ts';
import { managesAll, type RecordRole, readScope, recordAccess } from '../kit/rules.ts';
import { appMessages, fill } from '../kit/texts.ts';
import { namedBy, namingReferences, recordName, recordTitle } from '../kit/titles.ts';
import { type RecordTotal, readableTotals, totalKind, totalValue } from '../kit/totals.ts';
import { validateData } from '../kit/values.ts';
import { type Auth, rolDe, usuarioDe } from './auth.ts';
import type { Config } from './config.ts';
import type { Correo } from './correo.ts';
import type { BaseDatos, Fila } from './db.ts';
import { ErrorApi, invalido, noEncontrado, prohibido, sinSesion } from './errores.ts';
import { nombres } from './esquema.ts';
import type { NombresEntidad } from './nombres.ts';

// La API de cada entidad: GET/POST /api/{entidad} y GET/PATCH/DELETE /api/{entidad}/{id},
// con los cuerpos { data } y quién ve qué según la regla de cada entidad (publica, catalogo,
// privada, formulario, propia, vinculada) y el equipo de la app: lo decide el kit de la app
// (kit/rules.ts), la misma regla que en Forja, en cada camino de lectura (ver, listar, buscar,
// filtrar, ordenar, sumar) y de escritura. Además, los totales de un registro
// (GET /api/{entidad}/{id}/totales), la importación de un CSV (POST /api/{entidad}/importar)
// y los avisos por correo de las entidades con `notify` (server/correo.ts).

const t = textos.errores;
const e = appMessages.errors;
const ti = appMessages.csvImport.errors;

/** El CSV de una importación: el cuerpo (text/csv) o la única parte de un formulario. */
async function csvDe(request: FastifyRequest): Promise<Uint8Array> {
  if (request.isMultipart()) {
    const parte = await request.file({ limits: { fileSize: CSV_IMPORT_MAX_BYTES + 1 } });
    if (!parte) throw invalido(ti.notCsv, 'CSV_FALTA');
    try {
      return await parte.toBuffer();
    } catch {
      throw new ErrorApi(
        413,
        'CSV_TOO_LARGE',
        fill(ti.tooLarge, { mb: CSV_IMPORT_MAX_BYTES / 1024 / 1024 }),
      );
    }
  }
  if (Buffer.isBuffer(request.body)) return request.body;
  throw invalido(ti.notCsv, 'CSV_FALTA');
}

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

/** El enlace privado de un envío sin cuenta: 43 caracteres base64url (32 bytes al azar). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const resumen = (token: string) => createHash('sha256').update(token).digest('hex');

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
    managed: fila.gestionado === true || fila.gestionado === 1,
  };
}

/**
 * Los datos comprobados por el kit de la app (kit/values.ts), o un 400 en español. Lo que quien
 * escribe no pone (un campo `teamOnly` si no es el dueño ni `equipo`) se deja fuera: al crear,
 * el campo toma su valor por defecto; al cambiar, se queda como estaba.
 */
function validar(
  entidad: Entidad,
  data: Record<string, unknown>,
  parcial: boolean,
  rol: RecordRole,
) {
  return validateData(entidad, propios(data), {
    partial: parcial,
    role: rol,
    prefix: '/api/subidas/',
    parseFile: (valor) => parseFileValue(valor, RUTA_SUBIDA),
    invalid: (mensaje) => invalido(mensaje),
  }).clean;
}

export function rutasRegistros(
  app: FastifyInstance,
  { config, base, auth, correo }: { config: Config; base: BaseDatos; auth: Auth; correo: Correo },
) {
  const { db, motor } = base;

  // Un CSV llega como el archivo mismo (text/csv) o como la parte de un formulario (multipart).
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: CSV_IMPORT_MAX_BYTES + 1024 },
    (_peticion, cuerpo, hecho) => hecho(null, cuerpo),
  );

  /** Quién pide: su cuenta (con su email, y si lo tiene verificado) y su rol en la app. */
  async function quienEs(request: FastifyRequest) {
    const usuario = await usuarioDe(auth, request);
    const rol: Rol = await rolDe(base, usuario);
    return { usuario, rol, kit: rolDelKit(rol) as RecordRole };
  }

  /** La lista entera no se abre: 401 sin sesión, 403 con ella. */
  function sinLectura(rol: Rol): ErrorApi {
    if (rol === 'anonimo') return sinSesion(t.iniciaSesionParaLeer);
    return prohibido(e.onlyOwnerReads, 'SOLO_DUENO');
  }

  function exigirCreacion(entidad: Entidad, rol: Rol) {
    if (puedeCrear(entidad, rol)) return;
    if (rol === 'anonimo') throw sinSesion(t.iniciaSesionParaCrear);
    throw prohibido(e.onlyOwnerWrites, 'SOLO_DUENO');
  }

  /**
   * vinculada: los registros cuyo campo `linkField` apunta a una persona cuyo `accountField` es
   * el email verificado de quien pide (sin distinguir mayúsculas). Null si no se puede.
   */
  function vinculo(entidad: Entidad, email: string | null): Expression<SqlBool> | null {
    const enlace = entidad.fields.find((f) => f.key === entidad.linkField);
    const persona = entidadDe(enlace?.ref);
    if (!email || !enlace || !persona?.accountField) return null;
    const personas = sqlDe(persona.key);
    const cuenta = personas.columnas.get(persona.accountField) ?? persona.accountField;
    return sql<SqlBool>`${sql.ref(columna(entidad, enlace.key))} in (select id from ${sql.table(personas.tabla)} where lower(${sql.ref(cuenta)}) = ${email.toLowerCase()})`;
  }

  type Quien = Awaited<ReturnType<typeof quienEs>>;
  const emailVerificado = (quien: Quien) =>
    quien.usuario?.emailVerificado ? quien.usuario.email : null;

  /**
   * Las filas de la entidad que quien pide ve en sus listas (y en sus totales): todas, las
   * suyas o las vinculadas a su cuenta; null si no abre la lista. Las listas y los totales usan
   * esta misma condición, para que nunca discrepen.
   */
  function alcanceDe(entidad: Entidad, quien: Quien): Expression<SqlBool> | null {
    const alcance = readScope(entidad, quien.kit);
    if (alcance === 'none') return null;
    if (alcance === 'own') return sql<SqlBool>`${sql.ref('autor_id')} = ${quien.usuario?.id ?? ''}`;
    if (alcance === 'linked')
      return vinculo(entidad, emailVerificado(quien)) ?? sql<SqlBool>`1 = 0`;
    return sql<SqlBool>`1 = 1`;
  }

  /** Lo que quien pide puede hacer con una fila: leerla (si no, 404) y cambiarla (si no, 403). */
  async function accesoA(entidad: Entidad, quien: Quien, fila: Fila, token?: string) {
    const enlazado = async () => {
      const condicion = vinculo(entidad, emailVerificado(quien));
      if (!condicion) return false;
      const hay = await db
        .selectFrom(sqlDe(entidad.key).tabla)
        .select('id')
        .where('id', '=', String(fila.id))
        .where(condicion)
        .executeTakeFirst();
      return hay !== undefined;
    };
    // La persona cuya cuenta es la de quien pide (su `accountField` es su email verificado):
    // una familia lee la ficha de su hijo, y la de ningún otro.
    const email = emailVerificado(quien);
    const cuenta = entidad.accountField ? fila[columna(entidad, entidad.accountField)] : null;
    return recordAccess(entidad, quien.kit, {
      isAuthor: quien.usuario !== null && fila.autor_id === quien.usuario.id,
      isLinked: entidad.rule === 'vinculada' ? await enlazado() : false,
      isAccount:
        email !== null &&
        typeof cuenta === 'string' &&
        cuenta.toLowerCase() === email.toLowerCase(),
      managed: fila.gestionado === true || fila.gestionado === 1,
      hasToken:
        token !== undefined &&
        TOKEN.test(token) &&
        typeof fila.token === 'string' &&
        fila.token === resumen(token),
    });
  }

  /**
   * Una fila que quien pide puede leer, o 404 (la de otra persona no existe para él). En una
   * entidad privada, lo mismo que su lista (401 o 403), exista o no, salvo para la persona que
   * es (una cuenta verificada cuyo email es su `accountField`).
   */
  async function filaLegible(entidad: Entidad, quien: Quien, id: string, token?: string) {
    const puedeSerSuya = Boolean(entidad.accountField && emailVerificado(quien));
    if (readScope(entidad, quien.kit) === 'none' && token === undefined && !puedeSerSuya) {
      // Sin lista que abrir (privada para un visitante): lo mismo que la lista.
      if (entidad.rule === 'privada') throw sinLectura(quien.rol);
    }
    const fila = await db
      .selectFrom(sqlDe(entidad.key).tabla)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!fila) {
      if (entidad.rule === 'privada' && readScope(entidad, quien.kit) === 'none')
        throw sinLectura(quien.rol);
      throw noEncontrado(t.registroNoEncontrado);
    }
    const acceso = await accesoA(entidad, quien, fila, token);
    if (!acceso.read) {
      if (entidad.rule === 'privada') throw sinLectura(quien.rol);
      throw noEncontrado(t.registroNoEncontrado);
    }
    return { fila, acceso };
  }

  /**
   * Los `refTitles` de cada registro: los títulos de los registros a los que apunta su nombre
   * (kit/titles.ts `recordName`), si no tiene texto propio. Una consulta por entidad a la que
   * apuntan, para toda la página; solo lo que quien pide puede leer (los nombres de una lista
   * privada nunca llegan a un visitante: esa parte se queda fuera).
   */
  async function conTitulos(entidad: Entidad, quien: Quien, lista: Registro[]) {
    // Nada que buscar en una lista de la que quien pide no lee nada (una entidad de personas
    // la lee cada una por su propia cuenta).
    const nombrados = await filasNombradas(entidad, lista, (destino) =>
      noLeeTitulos(destino, quien),
    );
    const titulos = await titulosLegibles(quien, nombrados.filas);
    return lista.map((registro, i) => {
      const refTitles = refTitlesDe(nombrados.referencias[i] ?? [], titulos);
      return Object.keys(refTitles).length > 0 ? { ...registro, refTitles } : registro;
    });
  }

  /** Las referencias que nombran cada registro de una lista y las filas a las que apuntan. */
  type Nombrados = {
    referencias: { field: AppField; id: string }[][];
    /** Por `${clave de la entidad}:${id}`. */
    filas: Map<string, { destino: Entidad; fila: Fila }>;
  };

  /**
   * Las filas a las que apuntan los nombres de la lista (kit/titles.ts `namingReferences`), una
   * consulta por entidad; las entidades que `omitir` señala no se buscan.
   */
  async function filasNombradas(
    entidad: Entidad,
    lista: Registro[],
    omitir: (destino: Entidad) => boolean,
  ): Promise<Nombrados> {
    const buscados = new Map<string, Set<string>>();
    const referencias = lista.map((registro) => namingReferences(entidad, registro));
    for (const delRegistro of referencias)
      for (const { field, id } of delRegistro) {
        if (!field.ref) continue;
        const ids = buscados.get(field.ref) ?? new Set<string>();
        ids.add(id);
        buscados.set(field.ref, ids);
      }
    const filas: Nombrados['filas'] = new Map();
    for (const [clave, ids] of buscados) {
      const destino = entidadDe(clave);
      if (!destino || omitir(destino)) continue;
      const encontradas = await db
        .selectFrom(sqlDe(destino.key).tabla)
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      for (const fila of encontradas)
        filas.set(`${destino.key}:${String(fila.id)}`, { destino, fila });
    }
    return { referencias, filas };
  }

  /** Si quien pide no lee ningún registro de la entidad (una persona lee el suyo por su cuenta). */
  const noLeeTitulos = (destino: Entidad, quien: Quien) =>
    readScope(destino, quien.kit) === 'none' && !destino.accountField;

  /** Los títulos de las filas que quien pide puede leer, con las mismas claves. */
  async function titulosLegibles(quien: Quien, filas: Nombrados['filas']) {
    const titulos = new Map<string, string>();
    for (const [clave, { destino, fila }] of filas) {
      if (noLeeTitulos(destino, quien)) continue;
      const alcance = readScope(destino, quien.kit);
      if (alcance !== 'all' && !(await accesoA(destino, quien, fila)).read) continue;
      titulos.set(clave, recordTitle(destino, registroDe(destino, fila)));
    }
    return titulos;
  }

  /** Los `refTitles` de un registro (por clave de campo), de los títulos encontrados. */
  function refTitlesDe(
    referencias: { field: AppField; id: string }[],
    titulos: Map<string, string>,
  ): Record<string, string> {
    const refTitles: Record<string, string> = {};
    for (const { field, id } of referencias) {
      const titulo = titulos.get(`${field.ref}:${id}`);
      if (titulo) refTitles[field.key] = titulo;
    }
    return refTitles;
  }

  /**
   * Lo que nombra el registro en los correos de un aviso, igual para todos sus destinatarios:
   * el registro y las filas a las que apunta su nombre; null si un correo no nombra nada.
   * Nunca las palabras de un visitante (alguien podría hacer que la app mande lo que escribió a
   * un correo que dio): se nombra solo lo que escribió el dueño o el equipo (`autor`), y solo
   * con listas en las que los visitantes no escriben.
   */
  async function nombradoEnCorreo(entidad: Entidad, registro: Registro, autor: Quien | null) {
    if (!autor || !managesAll(autor.kit)) return null;
    const nombrados = await filasNombradas(entidad, [registro], (destino) =>
      ['formulario', 'propia', 'publica'].includes(destino.rule),
    );
    return { entidad, registro, nombrados };
  }

  /** El registro como lo nombra un correo, con lo que su destinatario puede leer; una línea. */
  async function nombreEnCorreo(
    quien: Quien,
    nombrado: Awaited<ReturnType<typeof nombradoEnCorreo>>,
  ) {
    if (!nombrado) return '';
    const { entidad, registro, nombrados } = nombrado;
    const titulos = await titulosLegibles(quien, nombrados.filas);
    const refTitles = refTitlesDe(nombrados.referencias[0] ?? [], titulos);
    const nombre = recordName(entidad, registro, namedBy(refTitles)).replace(/\s+/g, ' ').trim();
    return nombre.length > 120 ? `${nombre.slice(0, 119)}…` : nombre;
  }

  /** Quién recibe un correo, por su cuenta (por id o por su email), con su rol en la app. */
  async function destinatario(por: { id: string } | { email: string }): Promise<Quien> {
    const consulta = db
      .selectFrom('auth_usuarios')
      .select(['id', 'name', 'email', 'email_verified']);
    const fila = await ('id' in por
      ? consulta.where('id', '=', por.id)
      : consulta.where(sql`lower(email)`, '=', por.email.trim().toLowerCase())
    ).executeTakeFirst();
    const usuario = fila
      ? {
          id: String(fila.id),
          name: String(fila.name),
          email: String(fila.email).toLowerCase(),
          emailVerificado: fila.email_verified === true || fila.email_verified === 1,
        }
      : null;
    const rol: Rol = await rolDe(base, usuario);
    return { usuario, rol, kit: rolDelKit(rol) as RecordRole };
  }

  /** Un cambio que quien pide no puede hacer: 401 sin sesión, 403 con ella, en español. */
  function sinCambio(entidad: Entidad, quien: Quien, fila: Fila): ErrorApi {
    if (quien.rol === 'anonimo') return sinSesion(t.iniciaSesionParaCrear);
    const esAutor = quien.usuario !== null && fila.autor_id === quien.usuario.id;
    if (entidad.rule === 'formulario' && esAutor) return prohibido(e.alreadyManaged, 'GESTIONADO');
    if (entidad.rule === 'catalogo' || entidad.rule === 'privada' || entidad.rule === 'vinculada')
      return prohibido(e.onlyOwnerWrites, 'SOLO_DUENO');
    return prohibido(t.noEsTuyo, 'NO_ES_TUYO');
  }

  /** El email de una cuenta, o null. */
  async function emailDe(id: string | null): Promise<string | null> {
    if (!id) return null;
    const fila = await db
      .selectFrom('auth_usuarios')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirst();
    return typeof fila?.email === 'string' ? fila.email : null;
  }

  /**
   * Los avisos por correo de una entidad con `notify`, después de escribir (kit/notify.ts, los
   * mismos que en Forja): un registro nuevo, al dueño y al equipo (nunca a quien lo creó); un
   * cambio de la opción elegida, a quien lo escribió (si no lo cambió él) y, en una entidad
   * vinculada, a la persona a la que se refiere (su email, una sola vez, nunca a quien lo
   * cambió). Llevan la entidad, el campo, la opción, el nombre del registro (kit/titles.ts
   * `recordName`, con lo que cada destinatario puede leer) y un enlace, nunca el resto de lo
   * que escribió un visitante.
   */
  async function avisar(
    entidad: Entidad,
    registro: Registro,
    antes: Registro | null,
    quien: Quien,
  ) {
    const notify = entidad.notify;
    if (!notify) return;
    const link = `${config.urlPublica}/${entidad.key}/${registro.id}`;
    if (!antes) {
      if (!notify.onCreate) return;
      const dueno = await db
        .selectFrom('auth_dueno')
        .select('usuario_id')
        .where('id', '=', 'dueno')
        .executeTakeFirst();
      const equipo = await db.selectFrom('app_equipo').select('email').execute();
      const autor = registro.authorId ? await destinatario({ id: registro.authorId }) : null;
      const nombrado = await nombradoEnCorreo(entidad, registro, autor);
      await correo.enviar(
        createdMails({
          entity: entidad,
          app: nombreApp,
          link,
          authorEmail: await emailDe(registro.authorId),
          ownerEmail: await emailDe(
            typeof dueno?.usuario_id === 'string' ? dueno.usuario_id : null,
          ),
          teamEmails: equipo.map((fila) => String(fila.email)),
          // El dueño y el equipo leen todas las listas: el registro, con su nombre entero.
          name: await nombreEnCorreo({ usuario: null, rol: 'dueno', kit: 'owner' }, nombrado),
        }),
      );
      return;
    }
    if (!changedChoice(entidad, antes.data, registro.data)) return;
    const vinculado = await emailVinculado(entidad, registro);
    const autor = registro.authorId ? await destinatario({ id: registro.authorId }) : null;
    const nombrado = await nombradoEnCorreo(entidad, registro, autor);
    const avisos = changedMails({
      entity: entidad,
      app: nombreApp,
      link,
      before: antes.data,
      after: registro.data,
      authorId: registro.authorId,
      authorEmail: await emailDe(registro.authorId),
      byId: quien.usuario?.id ?? null,
      byEmail: quien.usuario?.email ?? null,
      linkedEmail: vinculado,
      // Cada uno, con lo que puede leer: una lista que no abre no pone nombres en su correo.
      name: autor ? await nombreEnCorreo(autor, nombrado) : null,
      linkedName: vinculado
        ? await nombreEnCorreo(await destinatario({ email: vinculado }), nombrado)
        : null,
    });
    if (avisos.length > 0) await correo.enviar(avisos);
  }

  /**
   * vinculada: el email de la persona a la que apunta el registro (el `accountField` del
   * registro de su `linkField`), o null si no apunta a nadie o esa persona no tiene email.
   */
  async function emailVinculado(entidad: Entidad, registro: Registro): Promise<string | null> {
    const enlace = entidad.fields.find((f) => f.key === entidad.linkField);
    const persona = entidadDe(enlace?.ref);
    const id = enlace ? registro.data[enlace.key] : null;
    if (entidad.rule !== 'vinculada' || !persona?.accountField || typeof id !== 'string')
      return null;
    const fila = await db
      .selectFrom(sqlDe(persona.key).tabla)
      .select(sql<unknown>`${sql.ref(columna(persona, persona.accountField))}`.as('email'))
      .where('id', '=', id)
      .executeTakeFirst();
    return typeof fila?.email === 'string' && fila.email !== '' ? fila.email : null;
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

  /**
   * Quién abre una subida (`GET /api/subidas/{nombre}`): la siguen los registros que la
   * guardan, con sus reglas (kit/rules.ts), como en Forja. `publico` si alguno lo lee
   * cualquiera; `privado` si quien pide lee alguno (el dueño y el equipo, su autor, la cuenta
   * vinculada, o quien trae el `token` de un envío sin cuenta); `no` si ninguno; `libre` si
   * ningún registro la guarda todavía (una subida a medio formulario, cuyo nombre al azar solo
   * conoce quien la subió).
   */
  async function accesoArchivo(
    request: FastifyRequest,
    nombre: string,
    token?: string,
  ): Promise<'publico' | 'privado' | 'libre' | 'no'> {
    const quien = await quienEs(request);
    const guardan = await filasQueGuardan(nombre);
    let acceso: 'privado' | 'no' = 'no';
    for (const { entidad, fila } of guardan) {
      if (!(await accesoA(entidad, quien, fila, token)).read) continue;
      if (readScope(entidad, 'anonymous') === 'all') return 'publico';
      acceso = 'privado';
    }
    return guardan.length > 0 ? acceso : 'libre';
  }

  /** Los registros (hasta 20 por entidad) que guardan la subida en un campo de imagen o archivo. */
  async function filasQueGuardan(nombre: string) {
    const url = `/api/subidas/${nombre}`;
    const guardan: { entidad: Entidad; fila: Fila }[] = [];
    for (const entidad of entidades) {
      const campos = entidad.fields.filter((c) => c.type === 'image' || c.type === 'file');
      if (campos.length === 0) continue;
      const filas = await db
        .selectFrom(sqlDe(entidad.key).tabla)
        .selectAll()
        .where((eb) =>
          eb.or(
            campos.flatMap((c) => [
              eb(columna(entidad, c.key), '=', url),
              // Un archivo: `/api/subidas/{nombre}?bytes=…&name=…` (el nombre no lleva % ni _).
              eb(columna(entidad, c.key), 'like', `${url}?%`),
            ]),
          ),
        )
        .limit(20)
        .execute();
      for (const fila of filas) guardan.push({ entidad, fila });
    }
    return guardan;
  }

  /** Si algún registro guarda ya la subida (la limpieza de las subidas sin cuenta). */
  const guardada = async (nombre: string) => (await filasQueGuardan(nombre)).length > 0;

  const columnas = (entidad: Entidad, datos: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(datos)
        .filter(([, valor]) => valor !== undefined)
        .map(([clave, valor]) => [columna(entidad, clave), valor]),
    );
  const verdad = (valor: boolean) => (motor === 'postgres' ? valor : Number(valor));

  for (const entidad of entidades) {
    const ruta = rutaApi(entidad.key);
    const tabla = sqlDe(entidad.key).tabla;
    const camposPorClave = new Map(entidad.fields.map((campo) => [campo.key, campo]));

    app.get(ruta, async (request) => {
      const quien = await quienEs(request);
      const alcance = alcanceDe(entidad, quien);
      if (!alcance) throw sinLectura(quien.rol);
      const consulta = consultaLista.safeParse(request.query);
      if (!consulta.success) throw invalido(t.peticionInvalida, 'CONSULTA_INVALIDA');
      const { limit, offset, q, sort, ...filtros } = consulta.data;
      // Quién ve qué, en la misma consulta que la búsqueda, los filtros, el orden y las páginas.
      let seleccion = db.selectFrom(tabla).where(alcance);
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
        const esperado = campo.type === 'boolean' ? verdad(valor === 'true') : valor;
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
        records: await conTitulos(
          entidad,
          quien,
          filas.map((fila) => registroDe(entidad, fila)),
        ),
        total: Number(total?.total ?? 0),
      };
    });

    app.post(ruta, async (request, reply) => {
      const quien = await quienEs(request);
      exigirCreacion(entidad, quien.rol);
      const cuerpo = cuerpoRegistro.safeParse(request.body);
      if (!cuerpo.success) throw invalido(t.datosInvalidos);
      const datos = validar(entidad, cuerpo.data.data, false, quien.kit);
      await comprobarReferencias(entidad, datos);
      const ahora = new Date().toISOString();
      // Un envío sin cuenta (formulario con `anonymous`) lleva su enlace privado, una vez.
      const token = quien.usuario ? null : randomBytes(32).toString('base64url');
      const fila = {
        ...columnas(entidad, datos),
        id: randomUUID(),
        autor_id: quien.usuario?.id ?? null,
        creado_en: ahora,
        actualizado_en: ahora,
        gestionado: verdad(false),
        token: token ? resumen(token) : null,
      };
      await db.insertInto(tabla).values(fila).execute();
      const record = registroDe(entidad, fila);
      await avisar(entidad, record, null, quien);
      if (!token) return reply.status(201).send({ record });
      const path = `${ruta}/${record.id}?token=${token}`;
      return reply.status(201).send({ record, access: { token, path } });
    });

    // Importar un CSV (kit/csv-import.ts, lo mismo que en Forja): solo el dueño y `equipo`.
    // Con ?preview=1 responde cómo se lee sin escribir nada; sin él, guarda todas las filas en
    // una transacción, o ninguna si alguna tiene un error. Importar no envía avisos por correo.
    app.post(
      `${ruta}/importar`,
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const quien = await quienEs(request);
        if (!managesAll(quien.kit)) {
          if (quien.rol === 'anonimo') throw sinSesion(ti.onlyTeam);
          throw prohibido(ti.onlyTeam, 'SOLO_DUENO');
        }
        const { preview } = request.query as { preview?: string };
        if (preview !== undefined && !['1', 'true', '0', 'false'].includes(preview))
          throw invalido(t.vistaPreviaInvalida, 'CONSULTA_INVALIDA');
        const bytes = await csvDe(request);
        let hoja: CsvTable;
        try {
          hoja = readCsvTable(entidad, bytes);
        } catch (error) {
          if (!(error instanceof CsvRefused)) throw error;
          throw new ErrorApi(error.tooLarge ? 413 : 400, error.code, error.message);
        }
        const filas = checkCsvRows(hoja, {
          resolvers: await resolutores(hoja),
          check: (data) => validar(entidad, data, false, quien.kit) as RecordData,
          messageOf: (error) =>
            error instanceof ErrorApi && error.estado === 400 ? error.message : null,
        });
        const { clean, ...informe } = filas;
        const report = {
          separator: hoja.separator,
          encoding: hoja.encoding,
          ...informe,
          imported: 0,
        };
        if (preview === '1' || preview === 'true') return { import: report };
        if (report.errorCount > 0)
          return reply.status(400).send({
            error: {
              code: 'CSV_IMPORT_INVALID',
              message: invalidRowsMessage(report.errorCount),
              import: report,
            },
          });
        const ahora = new Date().toISOString();
        const nuevas = clean.map(({ data }) => ({
          ...columnas(entidad, data),
          id: randomUUID(),
          autor_id: quien.usuario?.id ?? null,
          creado_en: ahora,
          actualizado_en: ahora,
          gestionado: verdad(false),
          token: null,
        }));
        // Todas o ninguna: una transacción, por tandas (SQLite limita las variables por orden).
        await db.transaction().execute(async (trx) => {
          for (let i = 0; i < nuevas.length; i += 100)
            await trx
              .insertInto(tabla)
              .values(nuevas.slice(i, i + 100))
              .execute();
        });
        return reply.status(201).send({ import: { ...report, imported: nuevas.length } });
      },
    );

    /** Las referencias del CSV, por el id o el título del registro al que apuntan. */
    async function resolutores(hoja: CsvTable) {
      const mapa = new Map<string, ReferenceResolver>();
      for (const campo of hoja.fields) {
        if (campo.type !== 'reference' || mapa.has(campo.key)) continue;
        const destino = entidadDe(campo.ref);
        const filas = destino
          ? await db.selectFrom(sqlDe(destino.key).tabla).selectAll().execute()
          : [];
        mapa.set(
          campo.key,
          referenceResolver(
            campo,
            destino,
            destino ? filas.map((fila) => registroDe(destino, fila)) : [],
          ),
        );
      }
      return mapa;
    }

    app.get(`${ruta}/:id`, async (request) => {
      const quien = await quienEs(request);
      const { id } = request.params as { id: string };
      const { token } = request.query as { token?: string };
      const { fila } = await filaLegible(entidad, quien, id, token);
      const [record] = await conTitulos(entidad, quien, [registroDe(entidad, fila)]);
      return { record };
    });

    // Los totales de un registro (kit/totals.ts): cuántos registros de cada entidad apuntan a
    // él, o la suma de un campo de número o dinero, contando solo los que quien pide puede leer
    // (la misma condición que sus listas). Un total de una lista que no abre no aparece. Un
    // saldo resta a esa suma la de otra lista (lo cargado menos lo pagado), cada una con su
    // condición; quien no abre las dos listas no lo recibe.
    app.get(`${ruta}/:id/totales`, async (request) => {
      const quien = await quienEs(request);
      const { id } = request.params as { id: string };
      const { token } = request.query as { token?: string };
      await filaLegible(entidad, quien, id, token);
      /** Cuántos registros de `desde` apuntan a `id` por `por`, o la suma de su `campo`. */
      const calcular = async (desde: Entidad, por: string, campo: AppField | null) => {
        const alcance = alcanceDe(desde, quien);
        if (!alcance) return 0;
        const calculo = campo
          ? sql<number | string | null>`sum(${sql.ref(columna(desde, campo.key))})`
          : sql<number | string>`count(*)`;
        const fila = await db
          .selectFrom(sqlDe(desde.key).tabla)
          .select(calculo.as('total'))
          .where(alcance)
          .where(columna(desde, por), '=', id)
          .executeTakeFirst();
        const valor = Number(fila?.total ?? 0);
        return Number.isFinite(valor) ? valor : 0;
      };
      const totals: RecordTotal[] = [];
      for (const fuente of readableTotals(entidad, definicion.entities, quien.kit)) {
        const { total, from, via, field, minus } = fuente;
        // Los importes, al céntimo (una suma de decimales arrastra restos: 0,1 + 0,2).
        const value = totalValue(
          field,
          await calcular(from, via.key, field),
          minus ? await calcular(minus.from, minus.via.key, minus.field) : 0,
        );
        totals.push({
          label: total.label,
          from: from.key,
          via: via.key,
          field: field?.key ?? null,
          kind: totalKind(fuente),
          value,
          ...(minus && {
            minus: { from: minus.from.key, via: minus.via.key, field: minus.field.key },
          }),
        });
      }
      return { totals };
    });

    app.patch(`${ruta}/:id`, async (request) => {
      const quien = await quienEs(request);
      const { id } = request.params as { id: string };
      if (quien.rol === 'anonimo') throw sinSesion(t.iniciaSesionParaCrear);
      const { fila, acceso } = await filaLegible(entidad, quien, id);
      if (!acceso.change) throw sinCambio(entidad, quien, fila);
      const cuerpo = cuerpoRegistro.safeParse(request.body);
      if (!cuerpo.success) throw invalido(t.datosInvalidos);
      const datos = validar(entidad, cuerpo.data.data, true, quien.kit);
      await comprobarReferencias(entidad, datos);
      const esAutor = quien.usuario !== null && fila.autor_id === quien.usuario.id;
      const cambios = {
        ...columnas(entidad, datos),
        actualizado_en: new Date().toISOString(),
        // formulario: cuando lo cambia el dueño o el equipo, su autor ya no puede.
        ...(entidad.rule === 'formulario' && !esAutor && { gestionado: verdad(true) }),
      };
      await db.updateTable(tabla).set(cambios).where('id', '=', id).execute();
      const record = registroDe(entidad, { ...fila, ...cambios });
      await avisar(entidad, record, registroDe(entidad, fila), quien);
      return { record };
    });

    app.delete(`${ruta}/:id`, async (request, reply) => {
      const quien = await quienEs(request);
      const { id } = request.params as { id: string };
      if (quien.rol === 'anonimo') throw sinSesion(t.iniciaSesionParaCrear);
      const { fila, acceso } = await filaLegible(entidad, quien, id);
      if (!acceso.change) throw sinCambio(entidad, quien, fila);
      await db.deleteFrom(tabla).where('id', '=', id).execute();
      return reply.status(204).send();
    });
  }

  return { accesoArchivo, guardada };
}

/** Lo que las subidas preguntan a los registros (server/subidas.ts). */
export type Registros = ReturnType<typeof rutasRegistros>;
