import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppChange,
  type AppInfo,
  type AppRecord,
  type ListRecordsResponse,
  TEAM_MEMBERS_MAX,
} from '../../../contracts/app-definition.ts';
import type { TeamMember } from '../../../contracts/app-team.ts';
import { ACCESS_MATRIX, ACCESS_VARIANTS, type AccessVariant } from '../../../kit/access-matrix.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, PNG_BYTES, uploadForm } from '../projects/test-helpers.ts';
import { countForProjects } from './records.repo.ts';

// The team of a running app (issue 38 §3; docs/decisions/0232-the-team.md), over real HTTP on
// a real database (SQLite here; PostgreSQL with `vitest.services.config.ts`): `equipo` and
// `lector` × every rule × every records endpoint (get, list, search, filter, sort, cursor,
// CSV, events, create, update, delete); the team endpoints (owner only, duplicates, bad
// input, the cap, two invitations in the same instant); a removal that ends the rights and
// the open streams at once; the owner's quota, uploads, mails and a project not launched.

type Actor = 'equipo' | 'lector';
const ACTORS: Actor[] = ['equipo', 'lector'];
const VARIANTS = ACCESS_VARIANTS;
type Variant = AccessVariant;
type Rule = 'publica' | 'catalogo' | 'privada' | 'formulario' | 'propia' | 'vinculada';
const ruleOf = (v: Variant): Rule => (v === 'formulario-anonimo' ? 'formulario' : v);

let server: TestServer;
let users: Record<'owner' | 'author' | 'member' | 'otherOwner' | Actor, TestUser>;
let projectId: string;
let projectSlug: string;
let otherProjectId: string;
let personId: string;

function definitionWith(variant: Variant, extra: Record<string, unknown> = {}) {
  const rule = ruleOf(variant);
  return {
    entities: [
      {
        key: 'registros',
        label: 'Registro',
        rule,
        ...(variant === 'formulario-anonimo' && { anonymous: true }),
        ...(rule === 'vinculada' && { linkField: 'persona' }),
        ...extra,
        fields: [
          { key: 'titulo', label: 'Título', type: 'text', required: true },
          {
            key: 'estado',
            label: 'Estado',
            type: 'choice',
            required: false,
            options: ['Abierto', 'Cerrado'],
          },
          { key: 'persona', label: 'Persona', type: 'reference', required: false, ref: 'personas' },
          { key: 'foto', label: 'Foto', type: 'image', required: false },
        ],
      },
      {
        key: 'personas',
        label: 'Persona',
        rule: 'privada',
        accountField: 'correo',
        fields: [
          { key: 'nombre', label: 'Nombre', type: 'text', required: true },
          { key: 'correo', label: 'Correo', type: 'email', required: true },
        ],
      },
    ],
  };
}

async function putDefinition(definition: unknown, id = projectId) {
  return server.fetch(`/api/apps/${id}/definition`, {
    method: 'PUT',
    cookie: users.owner.cookie,
    json: { definition },
  });
}

async function setVariant(variant: Variant) {
  expect((await putDefinition(definitionWith(variant))).status).toBe(200);
}

let sentinels = 0;
/** A definition notice every viewer gets: the notices before it have all been sent. */
async function sentinel(variant: Variant) {
  sentinels += 1;
  const next: { entities: object[] } = definitionWith(variant);
  next.entities[0] = { ...next.entities[0], labelPlural: `Registros ${sentinels}` };
  expect((await putDefinition(next)).status).toBe(200);
}

const records = (path = '') => `/api/apps/${projectId}/records/registros${path}`;
const teamPath = (id = projectId) => `/api/apps/${id}/team`;

async function authorsRecord(titulo: string): Promise<string> {
  const res = await server.fetch(records(), {
    cookie: users.author.cookie,
    json: { data: { titulo, estado: 'Abierto', persona: personId } },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { record: AppRecord }).record.id;
}

async function invite(email: string, role: string, cookie = users.owner.cookie, id = projectId) {
  return server.fetch(teamPath(id), { cookie, json: { email, role } });
}

/** A mail of the outbox with its body decoded (quoted-printable or base64). */
function readable(raw: string): string {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at);
  const body = raw.slice(at).trim();
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return `${head}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? ''));
  }
  return `${head}\n\n${Buffer.from(bytes).toString('utf8')}`;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function openStream(cookie: string | undefined) {
  const res = await server.fetch(`/api/apps/${projectId}/events`, { cookie });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  async function nextChange(): Promise<AppChange | 'ended'> {
    for (;;) {
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (frame.includes('event: change') && data) return JSON.parse(data.slice(6)) as AppChange;
        end = buffer.indexOf('\n\n');
      }
      const chunk = await reader.read();
      if (chunk.done) return 'ended';
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  return {
    nextChange,
    async untilDefinition(): Promise<AppChange[]> {
      const seen: AppChange[] = [];
      for (;;) {
        const change = await nextChange();
        if (change === 'ended') throw new Error('the stream ended before the sentinel');
        if (change.kind === 'definition') return seen;
        seen.push(change);
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

// ---------- what each role gets on a record someone else (a visitor) wrote ----------

// The app kit's table (kit/access-matrix.ts): `equipo` creates, changes and deletes under
// every rule; `lector` reads every record and writes only where any signed-in visitor may.
const createStatus = (v: Variant, a: Actor) => ACCESS_MATRIX[v][a].create;
const changeStatus = (v: Variant, a: Actor, method: 'PATCH' | 'DELETE') =>
  method === 'PATCH' ? ACCESS_MATRIX[v][a].patch : ACCESS_MATRIX[v][a].remove;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_APP_READS_PER_MINUTE: '100000',
  });
  users = {
    owner: await createUser(server, { name: 'Dueña' }),
    author: await createUser(server, { name: 'Autora' }),
    member: await createUser(server, { name: 'Socia' }),
    otherOwner: await createUser(server, { name: 'Otra dueña' }),
    equipo: await createUser(server, { name: 'Monitora' }),
    lector: await createUser(server, { name: 'Lectora' }),
  };
  const project = await createProject(server, users.owner, {
    name: 'Escuela de vela',
    description: 'Inscripciones a los cursos y partes de cada salida',
  });
  projectId = project.id;
  projectSlug = project.slug;
  otherProjectId = (await createProject(server, users.otherOwner, { name: 'Otro club' })).id;
  await setVariant('publica');
  const person = await server.fetch(`/api/apps/${projectId}/records/personas`, {
    cookie: users.owner.cookie,
    json: { data: { nombre: 'Lucía', correo: 'lucia@example.com' } },
  });
  expect(person.status).toBe(201);
  personId = ((await person.json()) as { record: AppRecord }).record.id;
  // Invited in capitals: an account matches on its email whatever the case.
  expect((await invite(users.equipo.email.toUpperCase(), 'equipo')).status).toBe(201);
  expect((await invite(` ${users.lector.email} `, 'lector')).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

describe('the team: equipo and lector × every rule × every records endpoint', () => {
  for (const variant of VARIANTS) {
    for (const actor of ACTORS) {
      it(`${variant} × ${actor}`, async () => {
        const marker = `m${Math.random().toString(36).slice(2, 10)}`;
        await setVariant('publica');
        const recordId = await authorsRecord(marker);
        const eventId = await authorsRecord(`${marker}-evento`);
        await setVariant(variant);
        const cookie = users[actor].cookie;
        const stream = await openStream(cookie);
        try {
          // The app tells the screens who is looking.
          const info = await server.fetch(`/api/apps/by-slug/${projectSlug}`, { cookie });
          expect(info.status).toBe(200);
          expect(((await info.json()) as { app: AppInfo }).app).toMatchObject({
            isOwner: false,
            teamRole: actor,
          });
          // get: every record, as the owner reads it
          const got = await server.fetch(records(`/${recordId}`), { cookie });
          expect(`get ${got.status}`).toBe('get 200');
          // list, search, filter, sort and every cursor page: the record is there
          for (const query of ['', `?q=${marker}`, '?estado=Abierto', '?sort=titulo&limit=1']) {
            const list = await server.fetch(`${records()}${query}`, { cookie });
            expect(`list${query} ${list.status}`).toBe(`list${query} 200`);
            let body = (await list.json()) as ListRecordsResponse;
            const ids = body.records.map((r) => r.id);
            while (body.nextCursor && !ids.includes(recordId) && ids.length < 1000) {
              const more = await server.fetch(
                `${records()}${query}${query ? '&' : '?'}cursor=${body.nextCursor}`,
                { cookie },
              );
              expect(more.status).toBe(200);
              body = (await more.json()) as ListRecordsResponse;
              ids.push(...body.records.map((r) => r.id));
            }
            expect(`list${query} has it: ${ids.includes(recordId)}`).toBe(
              `list${query} has it: true`,
            );
          }
          // CSV: those who read every record may download it
          const csv = await server.fetch(`/api/apps/${projectId}/csv/registros`, { cookie });
          expect(`csv ${csv.status}`).toBe('csv 200');
          expect((await csv.text()).includes(marker)).toBe(true);
          // events: the author changes the second record; the team hears of it
          const patched = await server.fetch(records(`/${eventId}`), {
            method: 'PATCH',
            cookie: users.owner.cookie,
            json: { data: { estado: 'Cerrado' } },
          });
          expect(patched.status).toBe(200);
          await sentinel(variant);
          const heard = (await stream.untilDefinition()).some((c) => c.recordId === eventId);
          expect(`event heard: ${heard}`).toBe('event heard: true');
          // create
          const created = await server.fetch(records(), {
            cookie,
            json: { data: { titulo: `${marker}-nuevo`, persona: personId } },
          });
          expect(`create ${created.status}`).toBe(`create ${createStatus(variant, actor)}`);
          if (created.status === 201) {
            // What one wrote, one may change (lector: as a visitor may; equipo: all).
            const own = ((await created.json()) as { record: AppRecord }).record;
            const mine = await server.fetch(records(`/${own.id}`), {
              method: 'PATCH',
              cookie,
              json: { data: { titulo: `${marker}-mío` } },
            });
            expect(`own PATCH ${mine.status}`).toBe('own PATCH 200');
          }
          // update, then delete the author's record
          for (const method of ['PATCH', 'DELETE'] as const) {
            const res = await server.fetch(records(`/${recordId}`), {
              method,
              cookie,
              json: method === 'PATCH' ? { data: { titulo: `${marker}-cambio` } } : undefined,
            });
            expect(`${method} ${res.status}`).toBe(
              `${method} ${changeStatus(variant, actor, method)}`,
            );
            if (res.status >= 400) {
              const { message } = await errorOf(res);
              expect(message).toMatch(/[a-záéíóúñ]/i);
              expect(message).not.toMatch(/unauthorized|forbidden|not found|error/i);
            }
          }
          // What was refused changed nothing.
          const after = await server.fetch(records(`/${recordId}`), {
            cookie: users.owner.cookie,
          });
          const deleted = changeStatus(variant, actor, 'DELETE') === 204;
          expect(after.status).toBe(deleted ? 404 : 200);
          if (!deleted) {
            const { record } = (await after.json()) as { record: AppRecord };
            expect(record.data.titulo).toBe(marker);
          }
        } finally {
          await stream.close();
        }
      });
    }
  }

  it('a member of another app’s team is a visitor here', async () => {
    await setVariant('privada');
    const other = await server.fetch(teamPath(otherProjectId), {
      cookie: users.otherOwner.cookie,
      json: { email: users.member.email, role: 'equipo' },
    });
    expect(other.status).toBe(201);
    const list = await server.fetch(records(), { cookie: users.member.cookie });
    expect(list.status).toBe(403);
  });

  it('equipo manages a formulario submission: its author can no longer change it', async () => {
    await setVariant('formulario');
    const id = await authorsRecord('Inscripción de Ana');
    const byTeam = await server.fetch(records(`/${id}`), {
      method: 'PATCH',
      cookie: users.equipo.cookie,
      json: { data: { estado: 'Cerrado' } },
    });
    expect(byTeam.status).toBe(200);
    expect(((await byTeam.json()) as { record: AppRecord }).record.managed).toBe(true);
    const late = await server.fetch(records(`/${id}`), {
      method: 'PATCH',
      cookie: users.author.cookie,
      json: { data: { titulo: 'Otra' } },
    });
    expect(late.status).toBe(403);
    // A lector's look changes nothing.
    const read = await server.fetch(records(`/${id}`), { cookie: users.lector.cookie });
    expect(read.status).toBe(200);
  });

  it('the team never changes the definition, the versions, the summary nor a visitor’s records at once', async () => {
    for (const actor of ACTORS) {
      const cookie = users[actor].cookie;
      const put = await server.fetch(`/api/apps/${projectId}/definition`, {
        method: 'PUT',
        cookie,
        json: { definition: definitionWith('publica') },
      });
      expect(put.status).toBe(403);
      expect((await server.fetch(`/api/apps/${projectId}/versions`, { cookie })).status).toBe(404);
      expect((await server.fetch(`/api/apps/${projectId}/summary`, { cookie })).status).toBe(403);
      const bulk = await server.fetch(
        `/api/apps/${projectId}/visitors/${users.author.id}/records`,
        { method: 'DELETE', cookie },
      );
      expect(bulk.status).toBe(403);
      const asked = await server.fetch(`/api/apps/${projectId}/changes`, {
        cookie,
        json: { instruction: 'Añade un campo Teléfono a Registros' },
      });
      expect(asked.status).toBe(404);
      const examples = await server.fetch(`/api/apps/${projectId}/examples`, {
        method: 'DELETE',
        cookie,
      });
      expect(examples.status).toBe(403);
    }
  });

  it('equipo’s records count in the owner’s quota, not in the visitors’ daily caps; its uploads too', async () => {
    await setVariant('privada');
    const before = await countForProjects(server.deps.db, [projectId], users.owner.id);
    const res = await server.fetch(records(), {
      cookie: users.equipo.cookie,
      json: { data: { titulo: 'Salida del sábado' } },
    });
    expect(res.status).toBe(201);
    expect(await countForProjects(server.deps.db, [projectId], users.owner.id)).toBe(before + 1);
    // An image for a privada entity: equipo may, lector (like any visitor) may not.
    for (const [actor, status] of [
      ['equipo', 201],
      ['lector', 403],
    ] as const) {
      const up = await server.fetch(`/api/apps/${projectId}/uploads`, {
        method: 'POST',
        cookie: users[actor].cookie,
        body: uploadForm('foto.png', PNG_BYTES),
      });
      expect(`${actor} upload ${up.status}`).toBe(`${actor} upload ${status}`);
    }
    const summary = await server.fetch(`/api/apps/${projectId}/summary`, {
      cookie: users.owner.cookie,
    });
    const { visitorsToday } = (
      (await summary.json()) as {
        summary: { visitorsToday: { records: number; uploads: number } };
      }
    ).summary;
    expect(visitorsToday.uploads).toBe(0);
  });

  it('a new record is mailed to the owner and the team, never to whoever wrote it', async () => {
    const d = definitionWith('formulario', { notify: { onCreate: true, onChangeOf: null } });
    expect((await putDefinition(d)).status).toBe(200);
    const outbox = async () => (await server.deps.mailer.listOutbox()).map((m) => m.raw);
    const before = (await outbox()).length;
    const sent = await server.fetch(records(), {
      cookie: users.lector.cookie,
      json: { data: { titulo: 'Inscripción de la lectora' } },
    });
    expect(sent.status).toBe(201);
    const mails = (await outbox()).slice(0, (await outbox()).length - before);
    const to = mails.map((raw) => /^To: (.+)$/m.exec(raw)?.[1]?.trim()).sort();
    expect(to).toEqual([users.equipo.email, users.owner.email].sort());
  });

  it('the team reaches the app while visitors cannot (not launched or private)', async () => {
    const id = (await createProject(server, users.owner, { name: 'Herramienta interna' })).id;
    const asOwner = await server.fetch(`/api/apps/${id}/definition`, {
      cookie: users.owner.cookie,
    });
    expect(asOwner.status).toBe(200);
    const unlaunched = await server.fetch(`/api/projects/${id}/unlaunch`, {
      cookie: users.owner.cookie,
      json: {},
    });
    expect(unlaunched.status).toBe(200);
    expect((await invite(users.lector.email, 'lector', users.owner.cookie, id)).status).toBe(201);
    const byLector = await server.fetch(`/api/apps/${id}/definition`, {
      cookie: users.lector.cookie,
    });
    expect(byLector.status).toBe(200);
    const byMember = await server.fetch(`/api/apps/${id}/definition`, {
      cookie: users.member.cookie,
    });
    expect(byMember.status).toBe(404);
  });
});

describe('the app’s own words for the roles', () => {
  it('are kept in the definition, answered to the team, and refused in Spanish when too long', async () => {
    const withWords = { ...definitionWith('privada'), team: { equipoLabel: 'Monitores' } };
    const put = await putDefinition(withWords);
    expect(put.status).toBe(200);
    const { definition } = (await put.json()) as { definition: { team?: object } };
    expect(definition.team).toEqual({ equipoLabel: 'Monitores' });
    const info = await server.fetch(`/api/apps/by-slug/${projectSlug}`, {
      cookie: users.equipo.cookie,
    });
    expect(((await info.json()) as { app: AppInfo }).app.definition.team).toEqual({
      equipoLabel: 'Monitores',
    });
    const long = await putDefinition({
      ...definitionWith('privada'),
      team: { lectorLabel: 'x'.repeat(61) },
    });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toMatch(/^La definición de la app no es válida/);
    // Empty words are no words: the definition reads as one without them.
    const empty = await putDefinition({ ...definitionWith('privada'), team: {} });
    expect(((await empty.json()) as { definition: { team?: object } }).definition.team).toBe(
      undefined,
    );
  });
});

describe('the team endpoints', () => {
  it('are the owner’s only: 404 for anyone else, the team included', async () => {
    const list = await server.fetch(teamPath(), { cookie: users.owner.cookie });
    expect(list.status).toBe(200);
    const { members } = (await list.json()) as { members: TeamMember[] };
    expect(members.map((m) => [m.email, m.role])).toEqual([
      [users.equipo.email.toLowerCase(), 'equipo'],
      [users.lector.email.toLowerCase(), 'lector'],
    ]);
    const someone = members[0] as TeamMember;
    for (const cookie of [
      undefined,
      users.member.cookie,
      users.author.cookie,
      users.equipo.cookie,
      users.lector.cookie,
      users.otherOwner.cookie,
    ]) {
      expect((await server.fetch(teamPath(), { cookie })).status).toBe(404);
      const posted = await server.fetch(teamPath(), {
        cookie,
        json: { email: 'intrusa@example.com', role: 'equipo' },
      });
      expect(posted.status).toBe(404);
      expect((await errorOf(posted)).message).toMatch(/no existe/);
      const removed = await server.fetch(`${teamPath()}/${someone.id}`, {
        method: 'DELETE',
        cookie,
      });
      expect(removed.status).toBe(404);
    }
    // Another owner cannot remove this app's members through their own app either.
    const cross = await server.fetch(`${teamPath(otherProjectId)}/${someone.id}`, {
      method: 'DELETE',
      cookie: users.otherOwner.cookie,
    });
    expect(cross.status).toBe(404);
    const again = (await (
      await server.fetch(teamPath(), { cookie: users.owner.cookie })
    ).json()) as { members: TeamMember[] };
    expect(again.members).toHaveLength(2);
  });

  it('refuses bad input, a duplicate and the owner’s own email in Spanish', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ email: 'no-es-un-email', role: 'equipo' }, 400, /email válido/],
      [{ email: '', role: 'equipo' }, 400, /email válido/],
      [{ email: `${'a'.repeat(250)}@example.com`, role: 'equipo' }, 400, /email válido/],
      [{ role: 'equipo' }, 400, /email válido/],
      [{ email: 'nueva@example.com', role: 'admin' }, 400, /«equipo» o «lector»/],
      [{ email: 'nueva@example.com' }, 400, /«equipo» o «lector»/],
      [{ email: users.owner.email.toUpperCase(), role: 'lector' }, 400, /tu propio email/],
      [{ email: users.equipo.email, role: 'lector' }, 409, /ya forma parte del equipo/],
      ['texto', 400, /email válido/],
    ];
    for (const [json, status, message] of cases) {
      const res = await server.fetch(teamPath(), { cookie: users.owner.cookie, json });
      expect(`${JSON.stringify(json)} ${res.status}`).toBe(`${JSON.stringify(json)} ${status}`);
      expect((await errorOf(res)).message).toMatch(message);
    }
    // The duplicate left the role as it was.
    const { members } = (await (
      await server.fetch(teamPath(), { cookie: users.owner.cookie })
    ).json()) as { members: TeamMember[] };
    expect(members.find((m) => m.email === users.equipo.email.toLowerCase())?.role).toBe('equipo');
    // An unknown member: 404 in Spanish.
    const gone = await server.fetch(`${teamPath()}/no-existe`, {
      method: 'DELETE',
      cookie: users.owner.cookie,
    });
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe('Esa persona ya no forma parte del equipo.');
  });

  it('the invited person gets a mail that names the app, who invites and the link to it', async () => {
    const email = `invitada-${Date.now()}@example.com`;
    expect((await invite(email, 'lector')).status).toBe(201);
    const mails = (await server.deps.mailer.listOutbox()).map((m) => readable(m.raw));
    const mail = mails.find((m) => m.includes(`To: ${email}`));
    expect(mail).toBeDefined();
    expect(mail).toContain(
      'Dueña te ha invitado al equipo de la app «Escuela de vela» en Forja como lector',
    );
    expect(mail).toContain(`/proyectos/${projectSlug}/app`);
  });

  it(`holds at most ${TEAM_MEMBERS_MAX} people`, async () => {
    const id = (await createProject(server, users.owner, { name: 'Club grande' })).id;
    for (let i = 0; i < TEAM_MEMBERS_MAX; i += 1)
      expect(
        (await invite(`persona${i}@example.com`, 'lector', users.owner.cookie, id)).status,
      ).toBe(201);
    const full = await invite('una-mas@example.com', 'lector', users.owner.cookie, id);
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe(
      `El equipo de una app admite como máximo ${TEAM_MEMBERS_MAX} personas.`,
    );
  });

  it('two owners invite the same email in the same instant: both hold; one owner twice: one does', async () => {
    const email = `compartida-${Date.now()}@example.com`;
    const both = await Promise.all([
      invite(email, 'equipo', users.owner.cookie, projectId),
      invite(email, 'lector', users.otherOwner.cookie, otherProjectId),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const twice = `dos-veces-${Date.now()}@example.com`;
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        invite(twice, i % 2 ? 'lector' : 'equipo', users.owner.cookie, projectId),
      ),
    );
    const statuses = racing.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const { members } = (await (
      await server.fetch(teamPath(), { cookie: users.owner.cookie })
    ).json()) as { members: TeamMember[] };
    expect(members.filter((m) => m.email === twice)).toHaveLength(1);
  });

  it('a removal ends the rights and the open streams at once; inviting again gives them back', async () => {
    await setVariant('publica');
    const id = await authorsRecord('Parte privado');
    await setVariant('privada');
    const stream = await openStream(users.equipo.cookie);
    const { members } = (await (
      await server.fetch(teamPath(), { cookie: users.owner.cookie })
    ).json()) as { members: TeamMember[] };
    const equipo = members.find((m) => m.role === 'equipo' && m.email === users.equipo.email);
    expect(equipo).toBeDefined();
    const removed = await server.fetch(`${teamPath()}/${equipo?.id}`, {
      method: 'DELETE',
      cookie: users.owner.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await stream.nextChange()).toBe('ended');
    const cookie = users.equipo.cookie;
    expect((await server.fetch(records(`/${id}`), { cookie })).status).toBe(403);
    expect((await server.fetch(records(), { cookie })).status).toBe(403);
    expect((await server.fetch(`/api/apps/${projectId}/csv/registros`, { cookie })).status).toBe(
      403,
    );
    const write = await server.fetch(records(`/${id}`), {
      method: 'PATCH',
      cookie,
      json: { data: { titulo: 'No' } },
    });
    expect(write.status).toBe(403);
    // A stream opened now is a visitor's: a private record's notice does not reach it.
    const visitorStream = await openStream(cookie);
    await server.fetch(records(`/${id}`), {
      method: 'PATCH',
      cookie: users.owner.cookie,
      json: { data: { estado: 'Cerrado' } },
    });
    await sentinel('privada');
    expect((await visitorStream.untilDefinition()).some((c) => c.recordId === id)).toBe(false);
    await visitorStream.close();
    // Invited again: the rights are back at once, and the open visitor stream is reopened.
    const back = await openStream(cookie);
    expect((await invite(users.equipo.email, 'equipo')).status).toBe(201);
    expect(await back.nextChange()).toBe('ended');
    expect((await server.fetch(records(`/${id}`), { cookie })).status).toBe(200);
  });
});
