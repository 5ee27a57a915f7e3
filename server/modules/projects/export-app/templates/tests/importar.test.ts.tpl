import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Campo, type Entidad, entidadDe, entidades, rutaApi } from '../comun/definicion.ts';
import { arrancar, type Cliente, cliente, datosValidos, valorDe } from './ayudas.ts';

// Importar un CSV (POST /api/{entidad}/importar): como en Forja, solo el dueño y `equipo`;
// cada fila se comprueba como un registro creado a mano, las referencias por el título del
// registro al que apuntan, un error en español por fila mala, y todas las filas o ninguna.

/** Entidades que se pueden importar sin subir nada: ningún archivo ni imagen obligatorios. */
const importables = entidades
  .filter(
    (e) =>
      e.fields.some((c) => c.type === 'text') &&
      !e.fields.some((c) => c.required && (c.type === 'image' || c.type === 'file')),
  )
  .slice(0, 3);

let servidor: Awaited<ReturnType<typeof arrancar>>;
let dueno: Cliente;
let equipo: Cliente;
let lector: Cliente;
let socia: Cliente;
let anonimo: Cliente;

beforeAll(async () => {
  servidor = await arrancar();
  const cuenta = (nombre: string, email: string, codigoDueno?: string | null) =>
    cliente(servidor.base, { nombre, email, codigoDueno });
  dueno = await cuenta('Dueña', 'duena@example.com', servidor.codigoDueno);
  equipo = await cuenta('Monitora', 'monitora@example.com');
  lector = await cuenta('Lectora', 'lectora@example.com');
  socia = await cuenta('Socia', 'socia@example.com');
  anonimo = await cliente(servidor.base);
  for (const [email, role] of [
    ['monitora@example.com', 'equipo'],
    ['lectora@example.com', 'lector'],
  ])
    await dueno.pedir('/api/equipo', { method: 'POST', body: { email, role } });
});

afterAll(async () => {
  await servidor.app.close();
});

/** Los campos que van en el CSV: todos menos archivos e imágenes. */
const columnas = (entidad: Entidad) =>
  entidad.fields.filter((c) => c.type !== 'file' && c.type !== 'image');

/** Una celda como la escribe una hoja de cálculo en español. */
async function celda(campo: Campo, fila: number): Promise<string> {
  if (campo.type === 'reference') {
    const destino = entidadDe(campo.ref);
    if (!destino) return '';
    // Por su título, escrito de otra manera (sin acentos, en mayúsculas); si no tiene texto,
    // por su id.
    const texto = destino.fields.find((c) => c.type === 'text');
    const nombre = `Destinó ${campo.key} ${fila} ${Math.random().toString(36).slice(2, 8)}`;
    const data = await datosValidos(destino, dueno, {
      fijos: texto ? { [texto.key]: nombre } : {},
    });
    const creado = await dueno.pedir(rutaApi(destino.key), { method: 'POST', body: { data } });
    const { record } = (await creado.json()) as { record: { id: string } };
    return texto ? nombre.replace('ó', 'o').toUpperCase() : record.id;
  }
  const valor = valorDe(campo);
  if (valor === null) return '';
  switch (campo.type) {
    case 'number':
      return `${fila}.000,5`;
    case 'money':
      return '12,50 €';
    case 'date':
      return '15/03/2026';
    case 'boolean':
      return 'Sí';
    case 'choice':
      return String(valor).toUpperCase();
    case 'text':
      return fila === 1 ? '=SUMA(A1:A3)' : `${String(valor)} ${fila}`;
    default:
      return String(valor);
  }
}

const csv = (filas: string[][]) =>
  filas
    .map((f) => f.map((c) => (/[";\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';'))
    .join('\r\n');

const importar = (entidad: Entidad, c: Cliente, cuerpo: string, consulta = '') =>
  fetch(`${servidor.base}${rutaApi(entidad.key)}/importar${consulta}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...(c.cookie ? { cookie: c.cookie } : {}) },
    body: cuerpo,
  });

const cuantos = async (entidad: Entidad) => {
  const lista = await dueno.pedir(`${rutaApi(entidad.key)}?limit=1`);
  return ((await lista.json()) as { total: number }).total;
};

type Informe = {
  rows: number;
  imported: number;
  errorCount: number;
  errors: { row: number; message: string }[];
  preview: { row: number; data: Record<string, unknown>; error: string | null }[];
  ignored: string[];
};

// En cualquier app, importar pide el dueño o el equipo.
it.each(entidades.slice(0, 1).map((e) => [e.key, e] as const))(
  '%s: sin sesión, importar responde 401 en español',
  async (_clave, entidad) => {
    const respuesta = await importar(entidad, anonimo, 'a;b\r\n1;2');
    expect(respuesta.status).toBe(401);
    expect(((await respuesta.json()) as { error: { message: string } }).error.message).toBe(
      'Solo el dueño de la app y su equipo pueden importar registros.',
    );
  },
);

describe.each(importables.map((e) => [e.key, e] as const))(
  'importar %s desde un CSV',
  (_c, entidad) => {
    const campos = columnas(entidad);
    let bueno = '';

    beforeAll(async () => {
      const filas = [[...campos.map((c) => c.label), 'Columna suelta']];
      for (const n of [1, 2])
        filas.push([...(await Promise.all(campos.map((c) => celda(c, n)))), 'x']);
      bueno = csv(filas);
    });

    it('la vista previa lee el archivo y no escribe nada', async () => {
      const antes = await cuantos(entidad);
      const respuesta = await importar(entidad, dueno, bueno, '?preview=1');
      expect(respuesta.status).toBe(200);
      const { import: informe } = (await respuesta.json()) as { import: Informe };
      expect(informe.errors).toEqual([]);
      expect(informe).toMatchObject({ rows: 2, imported: 0, errorCount: 0 });
      expect(informe.ignored).toEqual(['Columna suelta']);
      expect(informe.preview.map((f) => f.row)).toEqual([2, 3]);
      expect(await cuantos(entidad)).toBe(antes);
    });

    it('el dueño importa todas las filas; una fórmula se guarda como texto, sin calcular', async () => {
      const antes = await cuantos(entidad);
      const respuesta = await importar(entidad, dueno, bueno);
      expect(respuesta.status).toBe(201);
      const { import: informe } = (await respuesta.json()) as { import: Informe };
      expect(informe.imported).toBe(2);
      expect(await cuantos(entidad)).toBe(antes + 2);
      const texto = campos.find((c) => c.type === 'text');
      if (texto) {
        const lista = await dueno.pedir(`${rutaApi(entidad.key)}?limit=100`);
        const { records } = (await lista.json()) as {
          records: { data: Record<string, unknown> }[];
        };
        expect(records.some((r) => r.data[texto.key] === '=SUMA(A1:A3)')).toBe(true);
      }
      const numero = campos.find((c) => c.type === 'number');
      if (numero) expect(informe.preview[1]?.data[numero.key]).toBe(2000.5);
    });

    it('equipo también importa, y como formulario con multipart', async () => {
      const formulario = new FormData();
      formulario.append('file', new Blob([bueno], { type: 'text/csv' }), 'datos.csv');
      const respuesta = await fetch(`${servidor.base}${rutaApi(entidad.key)}/importar`, {
        method: 'POST',
        headers: { cookie: equipo.cookie },
        body: formulario,
      });
      expect(respuesta.status).toBe(201);
    });

    it('una fila mala: ninguna se guarda, y el error dice la fila en español', async () => {
      const obligatorio = campos.find((c) => c.required && c.type !== 'reference');
      const numero = campos.find((c) => c.type === 'number' || c.type === 'money');
      const malo = numero ?? obligatorio;
      if (!malo) return;
      const filas = bueno.split('\r\n');
      const celdas = (filas[2] ?? '').split(';');
      celdas[campos.indexOf(malo)] = numero ? 'doce' : '';
      const antes = await cuantos(entidad);
      const respuesta = await importar(entidad, dueno, [...filas, celdas.join(';')].join('\r\n'));
      expect(respuesta.status).toBe(400);
      const { error } = (await respuesta.json()) as {
        error: { code: string; message: string; import: Informe };
      };
      expect(error.code).toBe('CSV_IMPORT_INVALID');
      expect(error.message).toBe('El CSV tiene 1 fila con errores: no se ha importado ninguna.');
      expect(error.import.errors[0]?.row).toBe(4);
      expect(error.import.errors[0]?.message?.startsWith(`Fila 4: el campo «${malo.label}»`)).toBe(
        true,
      );
      expect(await cuantos(entidad)).toBe(antes);
    });

    it('un archivo sin columnas que coincidan, vacío o sin filas: 400 en español', async () => {
      const sinColumnas = await importar(entidad, dueno, 'nada;que;ver\r\n1;2;3');
      expect(sinColumnas.status).toBe(400);
      expect(((await sinColumnas.json()) as { error: { message: string } }).error.message).toMatch(
        /^Ninguna columna del archivo coincide/,
      );
      expect((await importar(entidad, dueno, '')).status).toBe(400);
      expect((await importar(entidad, dueno, campos.map((c) => c.label).join(';'))).status).toBe(
        400,
      );
      expect((await importar(entidad, dueno, bueno, '?preview=quizas')).status).toBe(400);
    });

    it('nadie más importa: sin sesión 401, el lector y otra cuenta 403', async () => {
      expect((await importar(entidad, anonimo, bueno)).status).toBe(401);
      for (const c of [lector, socia]) {
        const respuesta = await importar(entidad, c, bueno);
        expect(respuesta.status).toBe(403);
        expect(((await respuesta.json()) as { error: { message: string } }).error.message).toBe(
          'Solo el dueño de la app y su equipo pueden importar registros.',
        );
      }
    });
  },
);
