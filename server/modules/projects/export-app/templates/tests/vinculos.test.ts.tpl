import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Entidad, entidadDe, entidades, rutaApi } from '../comun/definicion.ts';
import { readScope, recordAccess } from '../kit/rules.ts';
import { recordTitle } from '../kit/titles.ts';
import {
  arrancar,
  type Cliente,
  cliente,
  datosValidos,
  subirPdf,
  subirPng,
  verificarEmail,
} from './ayudas.ts';

// Lo que una cuenta ve de la persona que es, y lo que abre el enlace privado de un envío sin
// cuenta (como en Forja, decisión 0247):
// - en una entidad de personas (`accountField`), la cuenta verificada con el email de una
//   persona lee la ficha de esa persona (una familia, la de su hijo: el parte dice «Niño:
//   Lucas»), nunca la de otra, y no la cambia;
// - los archivos e imágenes de un envío sin cuenta se abren con el `token` de su enlace
//   privado, y con ningún otro.

type Registro = { id: string; data: Record<string, unknown> };

// Las personas que no lee cualquiera (en una entidad pública o de catálogo, todos las leen).
const personas = entidades.filter((e) => e.accountField && readScope(e, 'visitor') !== 'all');
const vinculadas = entidades.filter((e) => e.rule === 'vinculada' && e.linkField);
const anonimas = entidades.filter(
  (e) =>
    e.rule === 'formulario' &&
    e.anonymous &&
    e.fields.some((c) => c.type === 'file' || c.type === 'image'),
);

let servidor: Awaited<ReturnType<typeof arrancar>>;
let dueno: Cliente;
let lopez: Cliente;
let ruiz: Cliente;
let sinVerificar: Cliente;
let anonimo: Cliente;
let extra: { imagen?: string; archivo?: string } = {};

beforeAll(async () => {
  servidor = await arrancar();
  dueno = await cliente(servidor.base, {
    nombre: 'Dueña',
    email: 'duena@example.com',
    codigoDueno: servidor.codigoDueno,
  });
  lopez = await cliente(servidor.base, { nombre: 'Familia López', email: 'lopez@example.com' });
  ruiz = await cliente(servidor.base, { nombre: 'Familia Ruiz', email: 'ruiz@example.com' });
  sinVerificar = await cliente(servidor.base, {
    nombre: 'Sin confirmar',
    email: 'hugo@example.com',
  });
  anonimo = await cliente(servidor.base);
  await verificarEmail(servidor, 'lopez@example.com');
  await verificarEmail(servidor, 'ruiz@example.com');
  const hay = (tipo: string) => entidades.some((e) => e.fields.some((c) => c.type === tipo));
  extra = {
    imagen: hay('image') ? await subirPng(servidor.base, dueno) : undefined,
    archivo: hay('file') ? await subirPdf(servidor.base, dueno) : undefined,
  };
});

afterAll(async () => {
  await servidor.app.close();
});

/** Una persona de la entidad cuya cuenta es `email` (escrito en mayúsculas, como lo teclean). */
async function persona(entidad: Entidad, email: string): Promise<Registro> {
  const data = await datosValidos(entidad, dueno, {
    ...extra,
    fijos: { [entidad.accountField as string]: email.toUpperCase() },
  });
  const creada = await dueno.pedir(rutaApi(entidad.key), { method: 'POST', body: { data } });
  expect(creada.status).toBe(201);
  return ((await creada.json()) as { record: Registro }).record;
}

/** El estado de una respuesta, leída entera (una subida sin leer deja abierta su conexión). */
async function estadoDe(pedida: Promise<Response>): Promise<number> {
  const respuesta = await pedida;
  await respuesta.arrayBuffer();
  return respuesta.status;
}

const leer = async (c: Cliente, ruta: string) => {
  const respuesta = await c.pedir(ruta);
  return { estado: respuesta.status, texto: await respuesta.text() };
};

describe('la persona que es una cuenta', () => {
  it.each(personas.map((e) => [e.key, e] as const))(
    '%s: su cuenta verificada lee su ficha, y ninguna otra; nadie más lee la suya',
    async (_clave, entidad) => {
      const ruta = rutaApi(entidad.key);
      const suya = await persona(entidad, 'lopez@example.com');
      const otra = await persona(entidad, 'ruiz@example.com');
      await persona(entidad, 'hugo@example.com');
      const vista = await leer(lopez, `${ruta}/${suya.id}`);
      expect(vista.estado).toBe(200);
      const { record } = JSON.parse(vista.texto) as { record: Registro };
      expect(record.data).toEqual(suya.data);
      expect((await leer(lopez, `${ruta}/${suya.id}/totales`)).estado).toBe(200);
      // La de otra familia no: ni López la de Ruiz, ni Ruiz, una cuenta sin verificar o
      // alguien sin sesión la de López. Nada de sus datos en la respuesta.
      const titulo = recordTitle(entidad, suya as never);
      for (const [quien, id] of [
        [lopez, otra.id],
        [ruiz, suya.id],
        [sinVerificar, suya.id],
        [anonimo, suya.id],
      ] as const) {
        const negada = await leer(quien, `${ruta}/${id}`);
        expect(negada.estado).toBeGreaterThanOrEqual(400);
        expect(negada.estado).toBeLessThan(500);
        if (id === suya.id && titulo) expect(negada.texto).not.toContain(titulo);
        expect((await leer(quien, `${ruta}/${id}/totales`)).estado).toBe(negada.estado);
      }
      // Leerla no es cambiarla.
      const cambio = await lopez.pedir(`${ruta}/${suya.id}`, {
        method: 'PATCH',
        body: { data: {} },
      });
      expect(cambio.status).toBe(403);
      const borrado = await lopez.pedir(`${ruta}/${suya.id}`, { method: 'DELETE' });
      expect(borrado.status).toBe(403);
      expect((await dueno.pedir(`${ruta}/${suya.id}`)).status).toBe(200);
    },
  );

  it.each(vinculadas.map((e) => [e.key, e] as const))(
    '%s: el registro vinculado nombra a su persona para su familia, no para otra',
    async (_clave, entidad) => {
      const enlace = entidad.fields.find((c) => c.key === entidad.linkField);
      const destino = entidadDe(enlace?.ref);
      if (!enlace || !destino?.accountField) throw new Error('vinculada sin persona');
      const suya = await persona(destino, 'lopez@example.com');
      const data = await datosValidos(entidad, dueno, {
        ...extra,
        fijos: { [enlace.key]: suya.id },
      });
      const creado = await dueno.pedir(rutaApi(entidad.key), { method: 'POST', body: { data } });
      expect(creado.status).toBe(201);
      const { record } = (await creado.json()) as { record: Registro };
      // López: el registro, y la ficha a la que apunta, con su título.
      const visto = await leer(lopez, `${rutaApi(entidad.key)}/${record.id}`);
      expect(visto.estado).toBe(200);
      const ref = (JSON.parse(visto.texto) as { record: Registro }).record.data[enlace.key];
      const ficha = await leer(lopez, `${rutaApi(destino.key)}/${String(ref)}`);
      expect(ficha.estado).toBe(200);
      const leida = (JSON.parse(ficha.texto) as { record: Registro }).record;
      expect(recordTitle(destino, leida as never)).toBe(recordTitle(destino, suya as never));
      // Ruiz: ni el registro ni la ficha.
      expect((await leer(ruiz, `${rutaApi(entidad.key)}/${record.id}`)).estado).toBe(404);
      expect((await leer(ruiz, `${rutaApi(destino.key)}/${suya.id}`)).estado).not.toBe(200);
    },
  );

  it('el kit: la persona que es una cuenta se lee y no se cambia; sin sesión, nada', () => {
    const relacion = { isAuthor: false, isLinked: false, managed: false, isAccount: true };
    for (const rule of ['privada', 'propia', 'formulario', 'vinculada'] as const) {
      expect(recordAccess({ rule }, 'visitor', relacion)).toEqual({ read: true, change: false });
      expect(recordAccess({ rule }, 'visitor', { ...relacion, isAccount: false }).read).toBe(false);
      expect(recordAccess({ rule }, 'anonymous', relacion).read).toBe(false);
    }
  });
});

describe('el enlace privado de un envío sin cuenta', () => {
  it.each(anonimas.map((e) => [e.key, e] as const))(
    '%s: sus archivos se abren con su token, y con ningún otro',
    async (_clave, entidad) => {
      const ruta = rutaApi(entidad.key);
      const enviar = async () => {
        const data = await datosValidos(entidad, dueno, {});
        for (const c of entidad.fields)
          if (c.type === 'file' || c.type === 'image') delete data[c.key];
        const enviado = await anonimo.pedir(ruta, { method: 'POST', body: { data } });
        expect(enviado.status).toBe(201);
        return (await enviado.json()) as {
          record: Registro;
          access: { token: string; path: string };
        };
      };
      const mio = await enviar();
      const otro = await enviar();
      // El dueño responde con un presupuesto y un plano.
      const archivos: Record<string, string> = {};
      for (const c of entidad.fields) {
        if (c.type === 'file')
          archivos[c.key] = await subirPdf(servidor.base, dueno, 'Presupuesto.pdf');
        if (c.type === 'image') archivos[c.key] = await subirPng(servidor.base, dueno);
      }
      const cambiado = await dueno.pedir(`${ruta}/${mio.record.id}`, {
        method: 'PATCH',
        body: { data: archivos },
      });
      expect(cambiado.status).toBe(200);
      const visto = await anonimo.pedir(mio.access.path);
      expect(visto.status).toBe(200);
      for (const valor of Object.values(archivos)) {
        const url = valor.split('?')[0] as string;
        const abierto = await anonimo.pedir(`${url}?token=${mio.access.token}`);
        expect(abierto.status).toBe(200);
        expect(abierto.headers.get('cache-control')).toBe('private, no-store');
        expect((await abierto.arrayBuffer()).byteLength).toBeGreaterThan(0);
        expect(await estadoDe(anonimo.pedir(url))).toBe(404);
        expect(await estadoDe(anonimo.pedir(`${url}?token=${otro.access.token}`))).toBe(404);
        expect(await estadoDe(anonimo.pedir(`${url}?token=${'x'.repeat(43)}`))).toBe(404);
        expect(await estadoDe(ruiz.pedir(url))).toBe(404);
        expect(await estadoDe(dueno.pedir(url))).toBe(200);
      }
    },
  );

  it('una subida que ningún registro guarda todavía se abre (el formulario la enseña)', async () => {
    const url = await subirPng(servidor.base, dueno);
    if (!extra.imagen) {
      // Sin campos de imagen, la app no deja subir imágenes: un 403 en español.
      expect(url).toBeUndefined();
      return;
    }
    const abierta = await dueno.pedir(url);
    expect(abierta.status).toBe(200);
    expect(abierta.headers.get('cache-control')).toBe('private, no-store');
    await abierta.arrayBuffer();
  });
});
