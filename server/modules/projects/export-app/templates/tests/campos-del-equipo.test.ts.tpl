import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Campo, type Entidad, entidades, rutaApi } from '../comun/definicion.ts';
import { canCreate, recordAccess, setsField, writableFields } from '../kit/rules.ts';
import { teamFieldDefault, validateData } from '../kit/values.ts';
import { arrancar, type Cliente, cliente, datosValidos, subidas } from './ayudas.ts';

// Los campos que pone el equipo (`teamOnly`, como en Forja): el estado de una inscripción, si
// está pagada, a quién se asigna. Un visitante (con o sin cuenta, o el `lector`) los lee en sus
// registros pero nunca los pone: lo que envíe se deja fuera; al crear, el campo toma su valor
// por defecto (una opción obligatoria, la primera; un sí/no, «no»; lo demás, vacío) y no se le
// pide aunque sea obligatorio; al cambiar, se queda como estaba. El dueño y `equipo` los ponen.

type Registro = { id: string; data: Record<string, unknown> };

// Las entidades donde escriben los visitantes y que tienen campos del equipo.
const conCampos = entidades.filter(
  (e) => canCreate(e, 'visitor') && e.fields.some((c) => c.teamOnly === true),
);

let servidor: Awaited<ReturnType<typeof arrancar>>;
let dueno: Cliente;
let socia: Cliente;
let anonimo: Cliente;
let extra: { imagen?: string; archivo?: string } = {};

beforeAll(async () => {
  servidor = await arrancar();
  dueno = await cliente(servidor.base, {
    nombre: 'Dueña',
    email: 'duena@example.com',
    codigoDueno: servidor.codigoDueno,
  });
  socia = await cliente(servidor.base, { nombre: 'Socia', email: 'socia@example.com' });
  anonimo = await cliente(servidor.base);
  extra = await subidas(servidor.base, dueno);
});

afterAll(async () => {
  await servidor.app.close();
});

/** Lo que guarda un campo del equipo en un registro que crea un visitante. */
const porDefecto = (entidad: Entidad) =>
  Object.fromEntries(
    entidad.fields
      .filter((c) => c.teamOnly === true)
      .map((c) => [c.key, teamFieldDefault(c) ?? null]),
  );

async function crear(entidad: Entidad, c: Cliente, data: Record<string, unknown>) {
  const creado = await c.pedir(rutaApi(entidad.key), { method: 'POST', body: { data } });
  expect(creado.status, await creado.clone().text()).toBe(201);
  return ((await creado.json()) as { record: Registro }).record;
}

async function cambiar(entidad: Entidad, c: Cliente, id: string, data: Record<string, unknown>) {
  const cambio = await c.pedir(`${rutaApi(entidad.key)}/${id}`, {
    method: 'PATCH',
    body: { data },
  });
  expect(cambio.status, await cambio.clone().text()).toBe(200);
  return ((await cambio.json()) as { record: Registro }).record;
}

describe('los campos que pone el equipo', () => {
  it.each(conCampos.map((e) => [e.key, e] as const))(
    '%s: un visitante que los envía crea el registro con sus valores por defecto',
    async (_clave, entidad) => {
      const data = await datosValidos(entidad, dueno, extra);
      const record = await crear(entidad, socia, data);
      expect(record.data).toMatchObject(porDefecto(entidad));
      // Lo demás, tal como lo envió.
      for (const campo of writableFields(entidad, 'visitor'))
        if (campo.type !== 'datetime' && data[campo.key] !== undefined)
          expect(record.data[campo.key], campo.key).toEqual(data[campo.key]);
      // Sin ellos, también (un campo del equipo obligatorio no se le pide).
      const sinEllos = Object.fromEntries(
        Object.entries(data).filter(([clave]) =>
          writableFields(entidad, 'visitor').some((c) => c.key === clave),
        ),
      );
      expect((await crear(entidad, socia, sinEllos)).data).toMatchObject(porDefecto(entidad));
      // Sin cuenta (un formulario abierto a todos), lo mismo.
      if (
        canCreate(entidad, 'anonymous') &&
        !entidad.fields.some((c) => c.type === 'image' || c.type === 'file')
      )
        expect((await crear(entidad, anonimo, data)).data).toMatchObject(porDefecto(entidad));
    },
  );

  it.each(conCampos.map((e) => [e.key, e] as const))(
    '%s: el visitante no los cambia en su registro; el dueño sí',
    async (_clave, entidad) => {
      const data = await datosValidos(entidad, dueno, extra);
      const suyo = await crear(entidad, socia, data);
      const delEquipo = entidad.fields.filter((c) => c.teamOnly === true);
      // Un valor distinto del que tiene cada uno (otra opción, «sí», un texto).
      const otros = Object.fromEntries(
        delEquipo
          .map((c) => {
            if (c.type === 'choice')
              return [c.key, c.options?.find((o) => o !== suyo.data[c.key]) ?? null];
            if (c.type === 'boolean') return [c.key, suyo.data[c.key] !== true];
            return [c.key, data[c.key] ?? null];
          })
          .filter(([, valor]) => valor !== null && valor !== undefined),
      );
      const puede = recordAccess(entidad, 'visitor', {
        isAuthor: true,
        isLinked: false,
        managed: false,
      }).change;
      if (puede) {
        const tras = await cambiar(entidad, socia, suyo.id, otros);
        expect(tras.data).toEqual(suyo.data);
      }
      const delDueno = await cambiar(entidad, dueno, suyo.id, otros);
      expect(delDueno.data).toMatchObject(otros);
      // Lo que puso el dueño, la visitante lo lee.
      const leido = await socia.pedir(`${rutaApi(entidad.key)}/${suyo.id}`);
      expect(leido.status).toBe(200);
      expect(((await leido.json()) as { record: Registro }).record.data).toMatchObject(otros);
    },
  );

  it('el kit: quién pone un campo del equipo, y qué guarda uno que no se pone', () => {
    const estado: Campo = {
      key: 'estado',
      label: 'Estado',
      type: 'choice',
      required: true,
      options: ['Pendiente', 'Confirmada'],
      teamOnly: true,
    };
    const pagada: Campo = { key: 'pagada', label: 'Pagada', type: 'boolean', required: false };
    for (const rol of ['owner', 'equipo'] as const) expect(setsField(estado, rol)).toBe(true);
    for (const rol of ['visitor', 'anonymous', 'lector'] as const)
      expect(setsField(estado, rol)).toBe(false);
    expect(setsField(pagada, 'visitor')).toBe(true);
    const entidad: Entidad = {
      key: 'inscripciones',
      label: 'Inscripción',
      labelPlural: 'Inscripciones',
      rule: 'formulario',
      fields: [estado, { ...pagada, teamOnly: true }],
      views: {
        list: {
          searchFields: [],
          filterFields: [],
          sortField: 'createdAt',
          sortDir: 'desc',
          pageSize: 20,
          columns: [],
        },
        calendar: null,
        board: null,
      },
      removedFields: [],
    };
    const comprobar = {
      prefix: '/api/subidas/',
      parseFile: () => null,
      invalid: (mensaje: string) => new Error(mensaje),
    };
    const enviado = { estado: 'Confirmada', pagada: true };
    expect(
      validateData(entidad, enviado, { ...comprobar, partial: false, role: 'visitor' }).clean,
    ).toEqual({ estado: 'Pendiente', pagada: false });
    expect(
      validateData(entidad, enviado, { ...comprobar, partial: true, role: 'visitor' }).clean,
    ).toEqual({});
    expect(
      validateData(entidad, enviado, { ...comprobar, partial: false, role: 'owner' }).clean,
    ).toEqual(enviado);
  });
});
