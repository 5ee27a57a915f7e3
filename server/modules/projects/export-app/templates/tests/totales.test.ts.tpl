import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Entidad, entidades, rutaApi } from '../comun/definicion.ts';
import { canCreate, readScope, setsField } from '../kit/rules.ts';
import { type RecordTotal, readableTotals, totalValue } from '../kit/totals.ts';
import { arrancar, type Cliente, cliente, crearValido, datosValidos, subidas } from './ayudas.ts';

// Los registros alrededor de un registro: sus totales (GET /api/{entidad}/{id}/totales)
// cuentan y suman solo los registros que quien pide puede leer, con la misma condición que
// sus listas; y la lista filtrada por la referencia es la de los registros que apuntan a él.

const conTotales = entidades.filter((e) => readableTotals(e, entidades, 'owner').length > 0);

let servidor: Awaited<ReturnType<typeof arrancar>>;
let dueno: Cliente;
let socia: Cliente;
let extra: { imagen?: string; archivo?: string } = {};

beforeAll(async () => {
  servidor = await arrancar();
  dueno = await cliente(servidor.base, {
    nombre: 'Dueña',
    email: 'duena@example.com',
    codigoDueno: servidor.codigoDueno,
  });
  socia = await cliente(servidor.base, { nombre: 'Socia', email: 'socia@example.com' });
  extra = await subidas(servidor.base, dueno);
});

afterAll(async () => {
  await servidor.app.close();
});

/** Un registro de `desde` que apunta a `id` por `via`, con cada número o importe a `valor`. */
async function apuntando(desde: Entidad, via: string, id: string, valor: number, c: Cliente) {
  const fijos: Record<string, number | string> = { [via]: id };
  for (const campo of desde.fields)
    if (campo.type === 'number' || campo.type === 'money') fijos[campo.key] = valor;
  const data = await datosValidos(desde, dueno, { ...extra, fijos });
  const creado = await c.pedir(rutaApi(desde.key), { method: 'POST', body: { data } });
  expect(creado.status).toBe(201);
}

const totalesDe = async (c: Cliente, entidad: Entidad, id: string) => {
  const respuesta = await c.pedir(`${rutaApi(entidad.key)}/${id}/totales`);
  return {
    estado: respuesta.status,
    cuerpo: (await respuesta.json()) as { totals: RecordTotal[] },
  };
};

describe('los totales de un registro', () => {
  it.each(conTotales.map((e) => [e.key, e] as const))(
    '%s: cuenta y suma lo que cada uno puede leer',
    async (_clave, entidad) => {
      const id = await crearValido(entidad, dueno, extra);
      const totales = readableTotals(entidad, entidades, 'owner');
      // Por cada lista que apunta a él: dos registros del dueño (3 y 4,5) y, si puede, uno de
      // una socia (10).
      // (Un saldo resta la suma de otra lista: sus registros se escriben igual.)
      const listas = totales.flatMap((t) => (t.minus ? [t, t.minus] : [t]));
      const grupos = new Map<string, { socia: boolean }>();
      for (const { from, via } of listas) {
        const clave = `${from.key}.${via.key}`;
        if (grupos.has(clave)) continue;
        await apuntando(from, via.key, id, 3, dueno);
        await apuntando(from, via.key, id, 4.5, dueno);
        // (Si el vínculo lo pone solo el equipo, lo que envía la socia no apunta a él.)
        const puede = canCreate(from, 'visitor') && setsField(via, 'visitor');
        if (puede) await apuntando(from, via.key, id, 10, socia);
        grupos.set(clave, { socia: puede });
      }
      // Otro registro de la misma entidad, con lo suyo: no cuenta en este.
      const otro = await crearValido(entidad, dueno, extra);
      const escritas = new Set<string>();
      for (const { from, via } of listas)
        if (!escritas.has(`${from.key}.${via.key}`)) {
          escritas.add(`${from.key}.${via.key}`);
          await apuntando(from, via.key, otro, 100, dueno);
        }

      const delDueno = await totalesDe(dueno, entidad, id);
      expect(delDueno.estado).toBe(200);
      expect(delDueno.cuerpo.totals.map((t) => t.label)).toEqual(totales.map((t) => t.total.label));
      // Lo que suma una lista para el dueño: 3 + 4,5 y, si escribió, los 10 de la socia.
      const sumaDueno = (from: Entidad, via: { key: string }) =>
        7.5 + (grupos.get(`${from.key}.${via.key}`)?.socia ? 10 : 0);
      for (const { total, from, via, field, minus } of totales) {
        const deSocia = grupos.get(`${from.key}.${via.key}`)?.socia ?? false;
        const visto = delDueno.cuerpo.totals.find((t) => t.label === total.label);
        expect(visto).toMatchObject({
          from: from.key,
          via: via.key,
          field: field?.key ?? null,
          kind: minus ? 'balance' : field ? 'sum' : 'count',
        });
        const esperado = minus
          ? totalValue(field, sumaDueno(from, via), sumaDueno(minus.from, minus.via))
          : field
            ? sumaDueno(from, via)
            : 2 + (deSocia ? 1 : 0);
        expect(visto?.value).toBe(esperado);
      }

      // La socia: solo lo que sus listas le dejan ver, o nada si no puede leer el registro.
      const vistoSocia = await totalesDe(socia, entidad, id);
      if (readScope(entidad, 'visitor') !== 'all') {
        expect(vistoSocia.estado).toBeGreaterThanOrEqual(400);
        return;
      }
      expect(vistoSocia.estado).toBe(200);
      const suyos = readableTotals(entidad, entidades, 'visitor');
      expect(vistoSocia.cuerpo.totals.map((t) => t.label)).toEqual(suyos.map((t) => t.total.label));
      // Lo que cuenta y suma una lista para la socia: lo que su alcance le deja leer.
      const deLaSocia = (from: Entidad, via: { key: string }) => {
        const deSocia = grupos.get(`${from.key}.${via.key}`)?.socia ?? false;
        const alcance = readScope(from, 'visitor');
        return {
          cuantos: alcance === 'all' ? 2 + (deSocia ? 1 : 0) : alcance === 'own' && deSocia ? 1 : 0,
          suma:
            alcance === 'all' ? 7.5 + (deSocia ? 10 : 0) : alcance === 'own' && deSocia ? 10 : 0,
        };
      };
      for (const { total, from, via, field, minus } of suyos) {
        const { cuantos, suma } = deLaSocia(from, via);
        const esperado = minus
          ? totalValue(field, suma, deLaSocia(minus.from, minus.via).suma)
          : field
            ? suma
            : cuantos;
        const visto = vistoSocia.cuerpo.totals.find((t) => t.label === total.label);
        expect(`${total.label}: ${visto?.value}`).toBe(`${total.label}: ${esperado}`);
      }
    },
  );

  it.each(conTotales.slice(0, 1).map((e) => [e.key, e] as const))(
    '%s: la lista filtrada por la referencia trae solo los registros que apuntan a él',
    async (_clave, entidad) => {
      const [{ from, via }] = readableTotals(entidad, entidades, 'owner') as [
        ReturnType<typeof readableTotals>[number],
      ];
      const id = await crearValido(entidad, dueno, extra);
      const otro = await crearValido(entidad, dueno, extra);
      await apuntando(from, via.key, id, 1, dueno);
      await apuntando(from, via.key, otro, 1, dueno);
      const lista = await dueno.pedir(`${rutaApi(from.key)}?limit=10&${via.key}=${id}`);
      expect(lista.status).toBe(200);
      const { records } = (await lista.json()) as { records: { data: Record<string, unknown> }[] };
      expect(records.length).toBe(1);
      expect(records[0]?.data[via.key]).toBe(id);
    },
  );

  // Sin totales en la definición: la ficha pide y recibe una lista vacía.
  it.each((conTotales.length > 0 ? [] : entidades.slice(0, 1)).map((e) => [e.key, e] as const))(
    '%s: sin totales, una lista vacía',
    async (_clave, entidad) => {
      const id = await crearValido(entidad, dueno, extra);
      const { estado, cuerpo } = await totalesDe(dueno, entidad, id);
      expect(estado).toBe(200);
      expect(cuerpo.totals).toEqual([]);
    },
  );

  it('un registro que no existe: 404 en español', async () => {
    const entidad = (conTotales[0] ?? entidades[0]) as Entidad;
    const respuesta = await dueno.pedir(`${rutaApi(entidad.key)}/no-existe/totales`);
    expect(respuesta.status).toBe(404);
    const { error } = (await respuesta.json()) as { error: { message: string } };
    expect(error.message).toBe('Ese registro no existe.');
  });
});
