import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Entidad, entidadDe, entidades, rutaApi } from '../comun/definicion.ts';
import { ACCESS_MATRIX, type AccessActor, type AccessVariant } from '../kit/access-matrix.ts';
import {
  arrancar,
  type Cliente,
  cliente,
  datosValidos,
  subirPdf,
  subirPng,
  verificarEmail,
} from './ayudas.ts';

// Quién ve qué, sobre esta misma API: la tabla del kit de la app (kit/access-matrix.ts), la
// misma que recorren las pruebas de Forja. Para cada entidad, con su regla, cada persona que
// pide (sin cuenta, otra cuenta, quien escribió el registro, la cuenta vinculada a él, el
// equipo, el lector y el dueño) × ver, listar (y buscar y ordenar), crear, cambiar y borrar.
// Donde los visitantes no crean (catálogo, privada, vinculada), el registro lo escribe el dueño,
// y quien «lo escribió» es una cuenta más: la tabla le da lo mismo que a otra cuenta.

type Actor = Exclude<AccessActor, 'otherOwner'>;
const ACTORES: Actor[] = ['anonymous', 'member', 'author', 'linked', 'equipo', 'lector', 'owner'];

let servidor: Awaited<ReturnType<typeof arrancar>>;
let clientes: Record<Actor, Cliente>;
let imagen: string | undefined;
let archivo: string | undefined;

const variante = (entidad: Entidad): AccessVariant =>
  entidad.rule === 'formulario' && entidad.anonymous ? 'formulario-anonimo' : entidad.rule;
const escribeVisitante = (entidad: Entidad) =>
  ['publica', 'formulario', 'propia'].includes(entidad.rule);

beforeAll(async () => {
  servidor = await arrancar();
  const cuenta = (nombre: string, email: string, codigoDueno?: string | null) =>
    cliente(servidor.base, { nombre, email, codigoDueno });
  const owner = await cuenta('Dueña', 'duena@example.com', servidor.codigoDueno);
  clientes = {
    anonymous: await cliente(servidor.base),
    owner,
    member: await cuenta('Socia', 'socia@example.com'),
    author: await cuenta('Autora', 'autora@example.com'),
    linked: await cuenta('Familia', 'familia@example.com'),
    equipo: await cuenta('Monitora', 'monitora@example.com'),
    lector: await cuenta('Lectora', 'lectora@example.com'),
  };
  await verificarEmail(servidor, 'familia@example.com');
  for (const [email, role] of [
    ['MONITORA@example.com', 'equipo'],
    ['lectora@example.com', 'lector'],
  ]) {
    const invitada = await owner.pedir('/api/equipo', { method: 'POST', body: { email, role } });
    expect(invitada.status).toBe(201);
  }
  if (entidades.some((e) => e.fields.some((c) => c.type === 'image')))
    imagen = await subirPng(servidor.base, owner);
  if (entidades.some((e) => e.fields.some((c) => c.type === 'file')))
    archivo = await subirPdf(servidor.base, owner);
});

afterAll(async () => {
  await servidor.app.close();
});

/** vinculada: una persona cuya cuenta es la de «linked», para que el registro apunte a ella. */
async function personaVinculada(entidad: Entidad): Promise<Record<string, string>> {
  const enlace = entidad.fields.find((c) => c.key === entidad.linkField);
  const persona = entidadDe(enlace?.ref);
  if (!enlace || !persona?.accountField) return {};
  const { owner } = clientes;
  const data = await datosValidos(persona, owner, {
    imagen,
    archivo,
    fijos: { [persona.accountField]: 'familia@example.com' },
  });
  const creada = await owner.pedir(rutaApi(persona.key), { method: 'POST', body: { data } });
  expect(creada.status).toBe(201);
  return { [enlace.key]: ((await creada.json()) as { record: { id: string } }).record.id };
}

/** Un registro nuevo de la entidad, de «author» donde un visitante puede escribirlo. */
async function registroDe(entidad: Entidad): Promise<string> {
  const { owner, author } = clientes;
  const fijos = entidad.rule === 'vinculada' ? await personaVinculada(entidad) : {};
  const data = await datosValidos(entidad, owner, { imagen, archivo, fijos });
  const quien = escribeVisitante(entidad) ? author : owner;
  const creado = await quien.pedir(rutaApi(entidad.key), { method: 'POST', body: { data } });
  expect(creado.status).toBe(201);
  return ((await creado.json()) as { record: { id: string } }).record.id;
}

describe.each(entidades.map((e) => [e.key, e.rule, e] as const))('%s (%s)', (_c, _r, entidad) => {
  it.each(ACTORES)('%s', async (actor) => {
    const esperado = ACCESS_MATRIX[variante(entidad)][actor];
    const c = clientes[actor];
    const ruta = rutaApi(entidad.key);
    const id = await registroDe(entidad);

    const visto = await c.pedir(`${ruta}/${id}`);
    expect(`ver ${visto.status}`).toBe(`ver ${esperado.get}`);

    for (const consulta of ['?limit=100', '?limit=100&sort=-createdAt']) {
      const lista = await c.pedir(`${ruta}${consulta}`);
      expect(`listar${consulta} ${lista.status}`).toBe(`listar${consulta} ${esperado.list}`);
      if (lista.status !== 200) continue;
      const { records } = (await lista.json()) as { records: { id: string; authorId: string }[] };
      expect(`listado: ${records.some((r) => r.id === id)}`).toBe(`listado: ${esperado.listed}`);
    }

    const data = await datosValidos(entidad, clientes.owner, {
      imagen,
      archivo,
      fijos: entidad.rule === 'vinculada' ? await personaVinculada(entidad) : {},
    });
    const creado = await c.pedir(ruta, { method: 'POST', body: { data } });
    expect(`crear ${creado.status}`).toBe(`crear ${esperado.create}`);

    const cambiado = await c.pedir(`${ruta}/${id}`, { method: 'PATCH', body: { data: {} } });
    expect(`cambiar ${cambiado.status}`).toBe(`cambiar ${esperado.patch}`);
    const borrado = await c.pedir(`${ruta}/${id}`, { method: 'DELETE' });
    expect(`borrar ${borrado.status}`).toBe(`borrar ${esperado.remove}`);
    for (const respuesta of [visto, creado, cambiado, borrado])
      if (respuesta.status >= 400) {
        const { error } = (await respuesta.json()) as { error: { message: string } };
        expect(error.message).toMatch(/[a-záéíóúñ]/i);
      }
    // Lo que se le negó no cambió nada.
    const despues = await clientes.owner.pedir(`${ruta}/${id}`);
    expect(despues.status).toBe(esperado.remove === 204 ? 404 : 200);
  });
});

describe('el equipo', () => {
  it('solo el dueño lo ve y lo cambia; a cualquier otro estas rutas no existen', async () => {
    const lista = await clientes.owner.pedir('/api/equipo');
    expect(lista.status).toBe(200);
    const { members } = (await lista.json()) as { members: { email: string; role: string }[] };
    expect(members.map((m) => `${m.email} ${m.role}`)).toEqual([
      'monitora@example.com equipo',
      'lectora@example.com lector',
    ]);
    for (const actor of ['anonymous', 'member', 'equipo', 'lector'] as const)
      expect((await clientes[actor].pedir('/api/equipo')).status).toBe(404);
    const yo = (await (await clientes.equipo.pedir('/api/yo')).json()) as { rol: string };
    expect(yo.rol).toBe('equipo');
  });

  it('rechaza en español un email o un rol que no valen, y a quien ya está', async () => {
    const pedir = (body: unknown) => clientes.owner.pedir('/api/equipo', { method: 'POST', body });
    const malEmail = await pedir({ email: 'no-es-un-email', role: 'equipo' });
    expect(malEmail.status).toBe(400);
    const malRol = await pedir({ email: 'nueva@example.com', role: 'jefa' });
    expect(malRol.status).toBe(400);
    expect(((await malRol.json()) as { error: { message: string } }).error.message).toBe(
      'El rol debe ser «equipo» o «lector».',
    );
    const repetida = await pedir({ email: 'Lectora@example.com', role: 'equipo' });
    expect(repetida.status).toBe(409);
    // La misma invitación dos veces en el mismo instante: una entra, la otra es un 409.
    const dos = await Promise.all([
      pedir({ email: 'doble@example.com', role: 'lector' }),
      pedir({ email: 'doble@example.com', role: 'lector' }),
    ]);
    expect(dos.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
