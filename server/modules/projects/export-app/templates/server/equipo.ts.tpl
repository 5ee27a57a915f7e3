import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { TEAM_MEMBERS_MAX, TEAM_ROLES } from '../kit/rules.ts';
import { appMessages, fill } from '../kit/texts.ts';
import { type Auth, rolDe, usuarioDe } from './auth.ts';
import type { BaseDatos } from './db.ts';
import { ErrorApi, invalido, noEncontrado } from './errores.ts';

// El equipo de la app (kit/rules.ts): el dueño invita por email a quien le ayuda, con el rol
// `equipo` (ve y gestiona todos los registros) o `lector` (los ve todos). Entran con su cuenta
// de esta app con ese email. Solo el dueño ve y cambia el equipo: para cualquier otro, estas
// rutas no existen (404).
//   GET /api/equipo → { members: [{ id, email, role }] }
//   POST /api/equipo { email, role } → 201 { member }
//   DELETE /api/equipo/{id} → 204

const t = appMessages.team.errors;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const invitacion = z.object({ email: z.string().max(254), role: z.string().max(20) });

type Fila = { id: string; email: string; rol: string };
const miembro = (fila: Fila) => ({ id: fila.id, email: fila.email, role: fila.rol });

export function rutasEquipo(app: FastifyInstance, { base, auth }: { base: BaseDatos; auth: Auth }) {
  const { db } = base;

  async function exigirDueno(request: FastifyRequest) {
    const usuario = await usuarioDe(auth, request);
    if ((await rolDe(base, usuario)) !== 'dueno') throw noEncontrado();
    return usuario;
  }

  app.get('/api/equipo', async (request) => {
    await exigirDueno(request);
    const filas = (await db
      .selectFrom('app_equipo')
      .select(['id', 'email', 'rol'])
      .orderBy('creado_en')
      .orderBy('id')
      .execute()) as Fila[];
    return { members: filas.map(miembro) };
  });

  app.post('/api/equipo', async (request, reply) => {
    const dueno = await exigirDueno(request);
    const cuerpo = invitacion.safeParse(request.body);
    if (!cuerpo.success) throw invalido(t.badEmail, 'EQUIPO_INVALIDO');
    const email = cuerpo.data.email.trim().toLowerCase();
    if (!EMAIL.test(email)) throw invalido(t.badEmail, 'EQUIPO_INVALIDO');
    const rol = cuerpo.data.role;
    if (!(TEAM_ROLES as readonly string[]).includes(rol))
      throw invalido(t.badRole, 'EQUIPO_INVALIDO');
    if (email === dueno?.email) throw invalido(t.ownEmail, 'EQUIPO_INVALIDO');
    const fila: Fila & { creado_en: string } = {
      id: randomUUID(),
      email,
      rol,
      creado_en: new Date().toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      // En PostgreSQL, dos invitaciones a la vez esperan una a la otra (SQLite ya escribe de
      // una en una): así la cuenta y el alta no dejan pasar del máximo.
      if (base.motor === 'postgres')
        await sql`lock table app_equipo in exclusive mode`.execute(trx);
      const { total } = (await trx
        .selectFrom('app_equipo')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()) as { total: number | string };
      if (Number(total) >= TEAM_MEMBERS_MAX)
        throw invalido(fill(t.tooMany, { max: TEAM_MEMBERS_MAX }), 'EQUIPO_LLENO');
      const ya = await trx
        .selectFrom('app_equipo')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (ya) throw new ErrorApi(409, 'YA_EN_EL_EQUIPO', fill(t.duplicate, { email }));
      try {
        await trx.insertInto('app_equipo').values(fila).execute();
      } catch {
        // La misma invitación en el mismo instante: la otra ya entró.
        throw new ErrorApi(409, 'YA_EN_EL_EQUIPO', fill(t.duplicate, { email }));
      }
    });
    return reply.status(201).send({ member: miembro(fila) });
  });

  app.delete('/api/equipo/:id', async (request, reply) => {
    await exigirDueno(request);
    const { id } = request.params as { id: string };
    const borrado = await db.deleteFrom('app_equipo').where('id', '=', id).executeTakeFirst();
    if (Number(borrado.numDeletedRows) === 0) throw noEncontrado(t.memberNotFound);
    return reply.status(204).send();
  });
}
