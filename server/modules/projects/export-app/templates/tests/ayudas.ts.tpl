import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Campo,
  type Entidad,
  entidadDe,
  entidades,
  rutaApi,
  type ValorCampo,
} from '../comun/definicion.ts';
import { construirApp } from '../server/app.ts';

// Ayudas de las pruebas de la API: un servidor de verdad sobre un SQLite temporal (o un esquema
// nuevo de PostgreSQL con TEST_DATABASE_URL), cuentas y datos válidos para cada entidad.

/**
 * Con TEST_DATABASE_URL, cada servidor de pruebas tiene su propia base de datos de PostgreSQL
 * (vacía, como su SQLite temporal), que se borra al cerrarlo: las pruebas de cada archivo no se
 * pisan las cuentas ni el dueño.
 */
async function baseDePruebas(): Promise<{ url: string; borrar: () => Promise<void> } | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const { default: pg } = await import('pg');
  const nombre = `prueba_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = async (consulta: string) => {
    const cliente = new pg.Client({ connectionString: url });
    await cliente.connect();
    try {
      await cliente.query(consulta);
    } finally {
      await cliente.end();
    }
  };
  await admin(`create database ${nombre}`);
  const propia = new URL(url);
  propia.pathname = `/${nombre}`;
  return {
    url: propia.toString(),
    borrar: () => admin(`drop database if exists ${nombre} with (force)`),
  };
}

export async function arrancar(env: NodeJS.ProcessEnv = {}) {
  const carpeta = mkdtempSync(join(tmpdir(), 'app-pruebas-'));
  const postgres = await baseDePruebas();
  const {
    app,
    codigoDueno,
    base: baseDatos,
    barrerSubidas,
  } = await construirApp({
    DATA_DIR: carpeta,
    SQLITE_PATH: join(carpeta, 'app.db'),
    RATE_LIMIT_PER_MINUTE: '10000',
    DATABASE_URL: postgres?.url,
    ...env,
  });
  // Su base de datos se borra al cerrar, después de cerrar sus conexiones (cerrar dos veces no
  // hace nada).
  if (postgres)
    app.addHook('onClose', async () => {
      await baseDatos.cerrar();
      await postgres.borrar();
    });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const direccion = app.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  return { app, base: `http://127.0.0.1:${puerto}`, codigoDueno, baseDatos, barrerSubidas };
}

export type Cliente = {
  pedir: (ruta: string, init?: { method?: string; body?: unknown }) => Promise<Response>;
  cookie: string;
};

/** Un cliente que guarda la cookie de sesión, con o sin cuenta (la del dueño, con su código). */
export async function cliente(
  base: string,
  cuenta?: { nombre: string; email: string; codigoDueno?: string | null },
): Promise<Cliente> {
  let cookie = '';
  const pedir: Cliente['pedir'] = (ruta, init = {}) =>
    fetch(`${base}${ruta}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  if (cuenta) {
    const respuesta = await pedir('/api/auth/sign-up/email', {
      method: 'POST',
      body: {
        name: cuenta.nombre,
        email: cuenta.email,
        password: 'contrasena-segura-1',
        codigoDueno: cuenta.codigoDueno ?? undefined,
      },
    });
    if (!respuesta.ok) throw new Error(`No se pudo crear la cuenta: ${await respuesta.text()}`);
    cookie = respuesta.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  return { pedir, cookie };
}

/** Una imagen PNG de 1×1 subida a la app. */
export async function subirPng(base: string, c: Cliente): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const formulario = new FormData();
  formulario.append('file', new Blob([png], { type: 'image/png' }), 'punto.png');
  const respuesta = await fetch(`${base}/api/subidas`, {
    method: 'POST',
    headers: { cookie: c.cookie },
    body: formulario,
  });
  return ((await respuesta.json()) as { url: string }).url;
}

/** Un PDF mínimo subido a la app: devuelve el valor que guarda un campo de tipo archivo. */
export async function subirPdf(base: string, c: Cliente, nombre = 'Acta de la reunión.pdf') {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  const formulario = new FormData();
  formulario.append('file', new Blob([pdf], { type: 'application/pdf' }), nombre);
  const respuesta = await fetch(`${base}/api/subidas`, {
    method: 'POST',
    headers: { cookie: c.cookie },
    body: formulario,
  });
  if (respuesta.status !== 201) throw new Error(`subirPdf: ${await respuesta.text()}`);
  return ((await respuesta.json()) as { value: string }).value;
}

/**
 * Una imagen y un PDF subidos, para los campos que los piden; solo lo que algún campo de la app
 * pide (sin campos de imagen o archivo, la app no deja subir nada).
 */
export async function subidas(base: string, c: Cliente) {
  const hay = (tipo: string) =>
    entidades.some((e) => e.fields.some((campo) => campo.type === tipo));
  return {
    imagen: hay('image') ? await subirPng(base, c) : undefined,
    archivo: hay('file') ? await subirPdf(base, c) : undefined,
  };
}

/** Un valor válido de cada tipo de campo. */
export function valorDe(
  campo: Campo,
  extra: { imagen?: string; archivo?: string } = {},
): ValorCampo {
  switch (campo.type) {
    case 'longtext':
      return `Descripción de ${campo.label}`;
    case 'number':
      return 7;
    case 'money':
      return 12.5;
    case 'date':
      return '2026-03-15';
    case 'datetime':
      return '2026-03-15T10:30:00.000Z';
    case 'boolean':
      return true;
    case 'choice':
      return campo.options?.[0] ?? null;
    case 'image':
      return extra.imagen ?? null;
    case 'file':
      return extra.archivo ?? null;
    case 'email':
      return 'ana@example.com';
    case 'phone':
      return '+34 600 000 000';
    case 'url':
      return 'https://example.com';
    case 'rating':
      return 4;
    case 'reference':
      return null;
    default:
      return `${campo.label} de prueba`.slice(0, 200);
  }
}

/**
 * Crea un registro válido de la entidad (y antes, los registros a los que apunta) y devuelve
 * su id. Los registros a los que apunta los crea `extra.referencias` (el dueño) o `c`.
 */
export async function crearValido(
  entidad: Entidad,
  c: Cliente,
  extra: { imagen?: string; archivo?: string; referencias?: Cliente } = {},
  visitadas: string[] = [],
): Promise<string> {
  const respuesta = await c.pedir(rutaApi(entidad.key), {
    method: 'POST',
    body: { data: await datosValidos(entidad, extra.referencias ?? c, extra, visitadas) },
  });
  if (respuesta.status !== 201) throw new Error(`${entidad.key}: ${await respuesta.text()}`);
  return ((await respuesta.json()) as { record: { id: string } }).record.id;
}

/**
 * Datos válidos de la entidad: un valor de cada campo y, en cada referencia, un registro nuevo
 * de su destino que crea `referencias` (salvo las de `fijos`, que se usan tal cual).
 */
export async function datosValidos(
  entidad: Entidad,
  referencias: Cliente,
  extra: { imagen?: string; archivo?: string; fijos?: Record<string, ValorCampo> } = {},
  visitadas: string[] = [],
): Promise<Record<string, ValorCampo>> {
  const data: Record<string, ValorCampo> = {};
  for (const campo of entidad.fields) {
    if (extra.fijos && Object.hasOwn(extra.fijos, campo.key)) {
      data[campo.key] = extra.fijos[campo.key] ?? null;
      continue;
    }
    if (campo.type === 'reference') {
      const destino = entidadDe(campo.ref);
      if (!destino || (visitadas.includes(destino.key) && !campo.required)) continue;
      if (visitadas.includes(destino.key)) throw new Error('Referencias obligatorias en ciclo.');
      data[campo.key] = await crearValido(
        destino,
        referencias,
        { imagen: extra.imagen, archivo: extra.archivo },
        [...visitadas, entidad.key],
      );
      continue;
    }
    const valor = valorDe(campo, extra);
    if (valor !== null) data[campo.key] = valor;
  }
  return data;
}

/**
 * Marca verificado el email de una cuenta (esta app no verifica emails por correo: ver el
 * README).
 */
export async function verificarEmail(
  servidor: Awaited<ReturnType<typeof arrancar>>,
  email: string,
) {
  await servidor.baseDatos.db
    .updateTable('auth_usuarios')
    .set({ email_verified: servidor.baseDatos.motor === 'postgres' ? true : 1 })
    .where('email', '=', email)
    .execute();
}
