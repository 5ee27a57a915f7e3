import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entidades, rutaApi } from '../comun/definicion.ts';
import { arrancar, type Cliente, cliente, crearValido, subirPdf, subirPng } from './ayudas.ts';

// La API de la app sobre un servidor de verdad: salud, crear, listar, cambiar y borrar cada
// entidad y la validación en español. Quién ve qué: tests/reglas.test.ts.

let servidor: Awaited<ReturnType<typeof arrancar>>;
let dueno: Cliente;
let visitante: Cliente;
let anonimo: Cliente;
let imagen: string | undefined;
let archivo: string | undefined;
const conArchivo = entidades.some((e) => e.fields.some((c) => c.type === 'file'));

beforeAll(async () => {
  servidor = await arrancar();
  // Sin el código de puesta en marcha, la primera cuenta no es la del dueño; con él, sí.
  visitante = await cliente(servidor.base, { nombre: 'Visitante', email: 'visita@example.com' });
  dueno = await cliente(servidor.base, {
    nombre: 'Dueña',
    email: 'duena@example.com',
    codigoDueno: servidor.codigoDueno,
  });
  anonimo = await cliente(servidor.base);
  if (entidades.some((e) => e.fields.some((c) => c.type === 'image')))
    imagen = await subirPng(servidor.base, dueno);
  if (conArchivo) archivo = await subirPdf(servidor.base, dueno);
});

afterAll(async () => {
  await servidor.app.close();
});

describe('la API', () => {
  it('decide por los bytes y sirve los archivos con cabeceras seguras', async () => {
    const pagina = new FormData();
    pagina.append(
      'file',
      new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'application/pdf' }),
      'factura.pdf',
    );
    const rechazada = await fetch(`${servidor.base}/api/subidas`, {
      method: 'POST',
      headers: { cookie: dueno.cookie },
      body: pagina,
    });
    // Sin campos de tipo archivo, la app no admite ninguno; con ellos, deciden los bytes.
    if (!conArchivo) {
      expect(rechazada.status).toBe(403);
      return;
    }
    expect(rechazada.status).toBe(415);
    expect(((await rechazada.json()) as { error: { message: string } }).error.message).toContain(
      '«factura.pdf» no es lo que dice su extensión',
    );
    const url = (archivo ?? '').split('?')[0] ?? '';
    const servido = await fetch(`${servidor.base}${url}`);
    expect(servido.status).toBe(200);
    expect(servido.headers.get('content-type')).toBe('application/pdf');
    expect(servido.headers.get('x-content-type-options')).toBe('nosniff');
    expect(servido.headers.get('content-disposition')).toBe('inline');
  });

  it('responde a /api/health con cabeceras de seguridad', async () => {
    const respuesta = await anonimo.pedir('/api/health');
    expect(respuesta.status).toBe(200);
    expect(await respuesta.json()).toEqual({ status: 'ok' });
    expect(respuesta.headers.get('x-content-type-options')).toBe('nosniff');
    expect(respuesta.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('reconoce al dueño y a los visitantes', async () => {
    const yo = (await (await dueno.pedir('/api/yo')).json()) as { rol: string };
    expect(yo.rol).toBe('dueno');
    const otro = (await (await visitante.pedir('/api/yo')).json()) as { rol: string };
    expect(otro.rol).toBe('visitante');
  });

  it('da la cuenta del dueño solo con el código de puesta en marcha, y una sola vez', async () => {
    const otra = await anonimo.pedir('/api/auth/sign-up/email', {
      method: 'POST',
      body: {
        name: 'Otra',
        email: 'otra-mas@example.com',
        password: 'contrasena-segura-1',
        codigoDueno: servidor.codigoDueno,
      },
    });
    expect(otra.status).toBe(403);
    const { error } = (await otra.json()) as { error: { message: string } };
    expect(error.message).toBe('El código de dueño no es válido o ya se usó.');
  });

  it('responde en español a una ruta que no existe', async () => {
    const respuesta = await anonimo.pedir('/api/no-existe');
    expect(respuesta.status).toBe(404);
    const cuerpo = (await respuesta.json()) as { error: { code: string; message: string } };
    expect(cuerpo.error.message).toBe('No existe esa dirección.');
  });
});

describe.each(entidades.map((e) => [e.key, e] as const))('%s', (_clave, entidad) => {
  it('crea, lista, cambia y borra registros', async () => {
    const id = await crearValido(entidad, dueno, { imagen, archivo });
    const lista = await dueno.pedir(`${rutaApi(entidad.key)}?limit=100`);
    expect(lista.status).toBe(200);
    const { records, total } = (await lista.json()) as { records: { id: string }[]; total: number };
    expect(records.map((r) => r.id)).toContain(id);
    expect(total).toBeGreaterThanOrEqual(1);

    const campo = entidad.fields.find((c) => c.type === 'text' || c.type === 'longtext');
    if (campo) {
      const cambio = await dueno.pedir(`${rutaApi(entidad.key)}/${id}`, {
        method: 'PATCH',
        body: { data: { [campo.key]: 'Valor cambiado' } },
      });
      expect(cambio.status).toBe(200);
      const leido = await dueno.pedir(`${rutaApi(entidad.key)}/${id}`);
      const { record } = (await leido.json()) as { record: { data: Record<string, unknown> } };
      expect(record.data[campo.key]).toBe('Valor cambiado');
    }

    const borrado = await dueno.pedir(`${rutaApi(entidad.key)}/${id}`, { method: 'DELETE' });
    expect(borrado.status).toBe(204);
    expect((await dueno.pedir(`${rutaApi(entidad.key)}/${id}`)).status).toBe(404);
  });

  it('rechaza datos no válidos con un mensaje en español', async () => {
    const desconocido = await dueno.pedir(rutaApi(entidad.key), {
      method: 'POST',
      body: { data: { campo_que_no_existe: 'x' } },
    });
    expect(desconocido.status).toBe(400);
    const cuerpo = (await desconocido.json()) as { error: { message: string } };
    expect(cuerpo.error.message).toContain('no existe');

    const obligatorio = entidad.fields.find((c) => c.required);
    if (obligatorio) {
      const falta = await dueno.pedir(rutaApi(entidad.key), {
        method: 'POST',
        body: { data: {} },
      });
      expect(falta.status).toBe(400);
      const { error } = (await falta.json()) as { error: { message: string } };
      expect(error.message).toMatch(/obligatorio/);
    }

    const numerico = entidad.fields.find((c) => ['number', 'money', 'rating'].includes(c.type));
    if (numerico) {
      const id = await crearValido(entidad, dueno, { imagen, archivo });
      const mal = await dueno.pedir(`${rutaApi(entidad.key)}/${id}`, {
        method: 'PATCH',
        body: { data: { [numerico.key]: 'no es un número' } },
      });
      expect(mal.status).toBe(400);
      const { error } = (await mal.json()) as { error: { message: string } };
      expect(error.message).toContain(`«${numerico.label}»`);
    }
  });
});
