import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nombreApp } from '../comun/app.ts';
import { type Entidad, entidadDe, entidades, type Registro, rutaApi } from '../comun/definicion.ts';
import { canCreate } from '../kit/rules.ts';
import { namedBy, recordName } from '../kit/titles.ts';
import {
  arrancar,
  type Cliente,
  cliente,
  datosValidos,
  subidas,
  verificarEmail,
} from './ayudas.ts';

// Los avisos por correo de las entidades con `notify` (server/correo.ts, kit/notify.ts): cada
// correo queda en la tabla `app_correos` y, con SMTP_URL, se envía. Un registro nuevo avisa al
// dueño y al equipo, nunca a quien lo creó; un cambio de la opción elegida, a quien lo escribió
// y, en una entidad vinculada, a la persona a la que se refiere (su email, una vez).

const conAvisos = entidades.filter((e) => e.notify?.onCreate || e.notify?.onChangeOf);

/** vinculada: la entidad de personas (con `accountField`) a la que apunta su `linkField`. */
const personaDe = (entidad: Entidad) => {
  const persona = entidadDe(entidad.fields.find((c) => c.key === entidad.linkField)?.ref);
  return persona?.accountField ? persona : null;
};
const vinculadasConAviso = conAvisos.filter(
  (e) => e.rule === 'vinculada' && e.notify?.onChangeOf && personaDe(e),
);

type Servidor = Awaited<ReturnType<typeof arrancar>>;
type Fila = {
  para: string;
  asunto: string;
  texto: string;
  enviado_en: string | null;
  error: string | null;
};

async function preparar(env: NodeJS.ProcessEnv = {}) {
  const servidor = await arrancar(env);
  const cuenta = (nombre: string, email: string, codigoDueno?: string | null) =>
    cliente(servidor.base, { nombre, email, codigoDueno });
  const dueno = await cuenta('Dueña', 'duena@example.com', servidor.codigoDueno);
  const monitora = await cuenta('Monitora', 'monitora@example.com');
  const socia = await cuenta('Socia', 'socia@example.com');
  await dueno.pedir('/api/equipo', {
    method: 'POST',
    body: { email: 'monitora@example.com', role: 'equipo' },
  });
  const extra = await subidas(servidor.base, dueno);
  return { servidor, dueno, monitora, socia, anonimo: await cliente(servidor.base), extra };
}

const bandeja = async (servidor: Servidor) =>
  (await servidor.baseDatos.db
    .selectFrom('app_correos')
    .selectAll()
    .orderBy('creado_en')
    .execute()) as unknown as Fila[];

let p: Awaited<ReturnType<typeof preparar>>;

beforeAll(async () => {
  p = await preparar();
});

afterAll(async () => {
  await p.servidor.app.close();
});

/** Quien crea de fuera: una socia si puede, si no alguien sin cuenta, si no el equipo. */
const creador = (entidad: Entidad): Cliente =>
  canCreate(entidad, 'visitor')
    ? p.socia
    : canCreate(entidad, 'anonymous')
      ? p.anonimo
      : p.monitora;

async function crear(entidad: Entidad, c: Cliente) {
  const data = await datosValidos(entidad, p.dueno, p.extra);
  const respuesta = await c.pedir(rutaApi(entidad.key), { method: 'POST', body: { data } });
  expect(respuesta.status).toBe(201);
  return ((await respuesta.json()) as { record: { id: string; data: Record<string, unknown> } })
    .record;
}

/**
 * El registro como lo nombra el correo de `c` (kit/titles.ts `recordName`: su texto o, sin
 * texto propio, los títulos a los que apunta que `c` puede leer), en una línea. Nunca las
 * palabras de un visitante: sin nombre si no lo escribió el dueño o el equipo (`autor`), y
 * solo con listas en las que los visitantes no escriben.
 */
async function nombreSegun(c: Cliente, entidad: Entidad, id: string, autor: Cliente) {
  if (autor !== p.dueno && autor !== p.monitora) return '';
  const respuesta = await c.pedir(`${rutaApi(entidad.key)}/${id}`);
  expect(respuesta.status).toBe(200);
  const { record } = (await respuesta.json()) as { record: Registro };
  const soloDelDueno = Object.fromEntries(
    Object.entries(record.refTitles ?? {}).filter(([clave]) => {
      const ref = entidad.fields.find((x) => x.key === clave)?.ref;
      const destino = entidades.find((e) => e.key === ref);
      return !!destino && !['formulario', 'propia', 'publica'].includes(destino.rule);
    }),
  );
  const nombre = recordName(entidad, record, namedBy(soloDelDueno)).replace(/\s+/g, ' ').trim();
  return nombre.length > 120 ? `${nombre.slice(0, 119)}…` : nombre;
}

describe('los avisos por correo', () => {
  it.each(conAvisos.filter((e) => e.notify?.onCreate).map((e) => [e.key, e] as const))(
    '%s: un registro nuevo avisa al dueño y al equipo, con un enlace, y no a quien lo creó',
    async (_clave, entidad) => {
      const antes = (await bandeja(p.servidor)).length;
      const c = creador(entidad);
      const registro = await crear(entidad, c);
      const nuevos = (await bandeja(p.servidor)).slice(antes);
      const esperados = [
        ...(c === p.dueno ? [] : ['duena@example.com']),
        ...(c === p.monitora ? [] : ['monitora@example.com']),
      ];
      expect(nuevos.map((f) => f.para)).toEqual(esperados);
      // El dueño y el equipo leen todo: el registro, con su nombre entero (si no lo escribió un
      // visitante).
      const nombre = await nombreSegun(p.dueno, entidad, registro.id, c);
      for (const correo of nuevos) {
        expect(correo.asunto).toBe(
          nombre
            ? `Nuevo registro en ${entidad.labelPlural}: ${nombre} · ${nombreApp}`
            : `Nuevo registro en ${entidad.labelPlural} · ${nombreApp}`,
        );
        if (nombre) expect(correo.texto).toContain(`«${nombre}»`);
        expect(correo.texto).toContain(`/${entidad.key}/${registro.id}`);
        // Sin SMTP_URL se guarda y no se envía.
        expect(correo.enviado_en).toBeNull();
      }
      // Lo que crea el dueño solo avisa al equipo.
      const antesDueno = (await bandeja(p.servidor)).length;
      await crear(entidad, p.dueno);
      expect((await bandeja(p.servidor)).slice(antesDueno).map((f) => f.para)).toEqual([
        'monitora@example.com',
      ]);
    },
  );

  it.each(
    conAvisos
      .filter((e) => e.notify?.onChangeOf && canCreate(e, 'visitor'))
      .map((e) => [e.key, e] as const),
  )('%s: cuando el dueño cambia la opción, avisa a quien lo escribió', async (_clave, entidad) => {
    const campo = entidad.fields.find((c) => c.key === entidad.notify?.onChangeOf);
    const opciones = campo?.options ?? [];
    if (!campo || opciones.length < 2) return;
    const registro = await crear(entidad, p.socia);
    const nueva = opciones.find((o) => o !== registro.data[campo.key]) as string;
    const antes = (await bandeja(p.servidor)).length;
    const ruta = `${rutaApi(entidad.key)}/${registro.id}`;
    const cambio = await p.dueno.pedir(ruta, {
      method: 'PATCH',
      body: { data: { [campo.key]: nueva } },
    });
    expect(cambio.status).toBe(200);
    const nuevos = (await bandeja(p.servidor)).slice(antes);
    expect(nuevos.map((f) => f.para)).toEqual(['socia@example.com']);
    // Lo escribió ella: sin nombre, nunca sus palabras en un correo.
    expect(nuevos[0]?.asunto).toBe(`${campo.label}: ${nueva} · ${nombreApp}`);
    expect(nuevos[0]?.texto).toContain('Lo que enviaste en');
    expect(nuevos[0]?.texto).toContain(`/${entidad.key}/${registro.id}`);
    // La misma opción otra vez, u otro campo: nada.
    const igual = await p.dueno.pedir(ruta, {
      method: 'PATCH',
      body: { data: { [campo.key]: nueva } },
    });
    expect(igual.status).toBe(200);
    expect((await bandeja(p.servidor)).length).toBe(antes + 1);
  });

  it.each(vinculadasConAviso.map((e) => [e.key, e] as const))(
    '%s: cuando el dueño cambia la opción, avisa a la persona vinculada, una vez, y a nadie más',
    async (_clave, entidad) => {
      const campo = entidad.fields.find((c) => c.key === entidad.notify?.onChangeOf);
      const opciones = campo?.options ?? [];
      const enlace = entidad.linkField as string;
      const persona = personaDe(entidad) as Entidad;
      const cuenta = persona.accountField as string;
      if (!campo || opciones.length < 2) return;
      const crearPersona = async (email: string | null) => {
        const data = await datosValidos(persona, p.dueno, {
          ...p.extra,
          fijos: { [cuenta]: email },
        });
        const creada = await p.dueno.pedir(rutaApi(persona.key), {
          method: 'POST',
          body: { data },
        });
        expect(creada.status).toBe(201);
        return ((await creada.json()) as { record: { id: string } }).record.id;
      };
      const crearVinculado = async (c: Cliente, personaId: string | null) => {
        const data = await datosValidos(entidad, p.dueno, {
          ...p.extra,
          fijos: { [enlace]: personaId, [campo.key]: opciones[0] ?? null },
        });
        const creado = await c.pedir(rutaApi(entidad.key), { method: 'POST', body: { data } });
        expect(creado.status).toBe(201);
        return ((await creado.json()) as { record: { id: string } }).record.id;
      };
      const cambiar = async (c: Cliente, id: string, data: Record<string, unknown>) => {
        const antes = (await bandeja(p.servidor)).length;
        const cambio = await c.pedir(`${rutaApi(entidad.key)}/${id}`, {
          method: 'PATCH',
          body: { data },
        });
        expect(cambio.status).toBe(200);
        return (await bandeja(p.servidor)).slice(antes);
      };
      const para = (filas: Fila[]) => filas.map((f) => f.para.toLowerCase()).sort();
      const nueva = opciones[1] as string;

      // La socia es la clienta (su email escrito en mayúsculas, como lo teclean).
      const socia = await crearPersona('SOCIA@example.com');
      const suyo = await crearVinculado(p.dueno, socia);
      const avisos = await cambiar(p.dueno, suyo, { [campo.key]: nueva });
      expect(para(avisos)).toEqual(['socia@example.com']);
      // Nombrado con lo que ella puede leer (aún sin su email confirmado: lo de todos).
      const asunto = avisos[0]?.asunto ?? '';
      expect(asunto.endsWith(` · ${campo.label}: ${nueva} · ${nombreApp}`), asunto).toBe(true);
      expect(asunto).not.toBe(`${campo.label}: ${nueva} · ${nombreApp}`);
      expect(avisos[0]?.texto).toMatch(/que te corresponde, «[^»]+», ha cambiado/);
      expect(avisos[0]?.texto).toContain(`/${entidad.key}/${suyo}`);
      // El enlace lo abre ella (vinculada, con su email confirmado).
      await verificarEmail(p.servidor, 'socia@example.com');
      expect((await p.socia.pedir(`${rutaApi(entidad.key)}/${suyo}`)).status).toBe(200);
      // La misma opción otra vez, u otro campo: nada.
      expect(await cambiar(p.dueno, suyo, { [campo.key]: nueva })).toEqual([]);
      const otro = entidad.fields.find(
        (c) =>
          c.key !== campo.key && c.key !== enlace && (c.type === 'text' || c.type === 'longtext'),
      );
      if (otro) expect(await cambiar(p.dueno, suyo, { [otro.key]: 'Otro texto' })).toEqual([]);

      // Lo escribió la monitora: ella, como siempre, y la clienta; cada una una vez.
      const deMonitora = await crearVinculado(p.monitora, socia);
      expect(para(await cambiar(p.dueno, deMonitora, { [campo.key]: nueva }))).toEqual([
        'monitora@example.com',
        'socia@example.com',
      ]);

      // La clienta es la dueña (quien cambia): nada.
      const propio = await crearVinculado(p.dueno, await crearPersona('duena@example.com'));
      expect(await cambiar(p.dueno, propio, { [campo.key]: nueva })).toEqual([]);
      // Una persona sin email, o ninguna persona: nada.
      if (!persona.fields.find((c) => c.key === cuenta)?.required) {
        const sinEmail = await crearVinculado(p.dueno, await crearPersona(null));
        expect(await cambiar(p.dueno, sinEmail, { [campo.key]: nueva })).toEqual([]);
      }
      if (!entidad.fields.find((c) => c.key === enlace)?.required) {
        const deNadie = await crearVinculado(p.dueno, null);
        expect(await cambiar(p.dueno, deNadie, { [campo.key]: nueva })).toEqual([]);
      }
    },
  );

  // Sin avisos en la definición: crear un registro no escribe ningún correo.
  it.each((conAvisos.length > 0 ? [] : entidades.slice(0, 1)).map((e) => [e.key, e] as const))(
    '%s: sin avisos, ningún correo',
    async (_clave, entidad) => {
      const c = canCreate(entidad, 'visitor') ? p.socia : p.dueno;
      await crear(entidad, c);
      expect(await bandeja(p.servidor)).toEqual([]);
    },
  );

  it.each(
    conAvisos
      .filter((e) => e.notify?.onCreate)
      .slice(0, 1)
      .map((e) => [e.key, e] as const),
  )(
    '%s: con SMTP_URL se intenta enviar; si el servidor de correo falla, el registro se guarda y el correo queda con su error',
    async (_clave, entidad) => {
      // Un puerto en el que no escucha nadie.
      const otro = await preparar({ SMTP_URL: 'smtp://127.0.0.1:9' });
      try {
        const c = canCreate(entidad, 'visitor') ? otro.socia : otro.monitora;
        const data = await datosValidos(entidad, otro.dueno, otro.extra);
        const creado = await c.pedir(rutaApi(entidad.key), { method: 'POST', body: { data } });
        expect(creado.status).toBe(201);
        let filas: Fila[] = [];
        for (let i = 0; i < 100; i++) {
          filas = await bandeja(otro.servidor);
          if (filas.length > 0 && filas.every((f) => f.error !== null || f.enviado_en !== null))
            break;
          await new Promise((listo) => setTimeout(listo, 100));
        }
        expect(filas.length).toBeGreaterThan(0);
        for (const fila of filas) {
          expect(fila.enviado_en).toBeNull();
          expect(fila.error).toBeTruthy();
        }
      } finally {
        await otro.servidor.app.close();
      }
    },
  );
});
