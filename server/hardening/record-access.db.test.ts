import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppChange,
  AppRecord,
  CreateRecordResponse,
  ListRecordsResponse,
} from '../../contracts/app-definition.ts';
import { ACCESS_MATRIX, ACCESS_VARIANTS, type AccessVariant } from '../../kit/access-matrix.ts';
import { markEmailVerified } from '../modules/auth/test-helpers.ts';
import { createProject } from '../modules/projects/test-helpers.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../test/server.ts';

// Who sees what (issue 38; docs/decisions/0212-who-sees-what.md), over real HTTP on a real
// database (SQLite here; PostgreSQL with `vitest.services.config.ts`): every rule × who asks
// (signed out, a member, the record's author, the account linked to it, the owner, another
// project's owner) × every records endpoint (get, list, search, filter, CSV, events, create,
// update, delete). Then the private link of an anonymous submission, the owner's hand on a
// submission, a linked email that is not verified, inconsistent definitions, 50 concurrent
// anonymous submissions, and the streams of an app made private (issue 40 row 7).

type Actor = 'anonymous' | 'member' | 'author' | 'linked' | 'owner' | 'otherOwner';
const ACTORS: Actor[] = ['anonymous', 'member', 'author', 'linked', 'owner', 'otherOwner'];
const VARIANTS = ACCESS_VARIANTS;
type Variant = AccessVariant;
type Rule = 'publica' | 'catalogo' | 'privada' | 'formulario' | 'propia' | 'vinculada';
const ruleOf = (v: Variant): Rule => (v === 'formulario-anonimo' ? 'formulario' : v);

let server: TestServer;
let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
let projectId: string;
let otherProjectId: string;
let personId: string;

const cookieOf = (actor: Actor) => (actor === 'anonymous' ? undefined : users[actor].cookie);

function definitionWith(variant: Variant) {
  const rule = ruleOf(variant);
  return {
    entities: [
      {
        key: 'registros',
        label: 'Registro',
        rule,
        ...(variant === 'formulario-anonimo' && { anonymous: true }),
        ...(rule === 'vinculada' && { linkField: 'persona' }),
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

let sentinels = 0;
/**
 * A definition notice every viewer of the stream gets: a real change (a new plural), so it
 * is published even if unchanged writes are not. Notices before it have all been sent.
 */
async function sentinel(definition: { entities: object[] }, id = projectId) {
  sentinels += 1;
  const next = structuredClone(definition);
  next.entities[0] = { ...next.entities[0], labelPlural: `Registros ${sentinels}` };
  expect((await putDefinition(next, id)).status).toBe(200);
}

async function setVariant(variant: Variant) {
  const res = await putDefinition(definitionWith(variant));
  expect(res.status).toBe(200);
}

const records = (path = '') => `/api/apps/${projectId}/records/registros${path}`;

/** A record written by the author (while public), linked to the linked account's person. */
async function authorsRecord(titulo: string): Promise<string> {
  const res = await server.fetch(records(), {
    cookie: users.author.cookie,
    json: { data: { titulo, estado: 'Abierto', persona: personId } },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { record: AppRecord }).record.id;
}

// ---------- what each actor gets: the app kit's table (kit/access-matrix.ts) ----------

const outcome = (v: Variant, a: Actor) => ACCESS_MATRIX[v][a];
const readsRecord = (v: Variant, a: Actor) => outcome(v, a).listed;
const getStatus = (v: Variant, a: Actor) => outcome(v, a).get;
const listStatus = (v: Variant, a: Actor) => outcome(v, a).list;
const createStatus = (v: Variant, a: Actor) => outcome(v, a).create;
const changeStatus = (v: Variant, a: Actor, method: 'PATCH' | 'DELETE') =>
  method === 'PATCH' ? outcome(v, a).patch : outcome(v, a).remove;

// ---------- the live stream ----------

/** Opens the app's event stream as `actor`; `next` reads until a definition notice (a sentinel). */
async function openStream(actor: Actor, id = projectId) {
  const res = await server.fetch(`/api/apps/${id}/events`, { cookie: cookieOf(actor) });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next frame's change, or 'ended' when the server closed the stream. */
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
    /** Every record notice before the next definition notice (which every viewer gets). */
    async untilDefinition(): Promise<AppChange[]> {
      const seen: AppChange[] = [];
      for (;;) {
        const change = await nextChange();
        if (change === 'ended') throw new Error('the stream ended before the sentinel');
        if (change.kind === 'definition') return seen;
        seen.push(change);
      }
    },
    close: () => reader.cancel(),
  };
}

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_APP_READS_PER_MINUTE: '100000',
  });
  users = {
    owner: await createUser(server, { name: 'Dueña' }),
    member: await createUser(server, { name: 'Socia' }),
    author: await createUser(server, { name: 'Autora' }),
    linked: await createUser(server, { name: 'Familia' }),
    otherOwner: await createUser(server, { name: 'Otra dueña' }),
  };
  await markEmailVerified(server.deps.db, users.linked.id);
  const project = await createProject(server, users.owner, {
    name: 'Escuela infantil',
    description: 'Partes diarios para las familias y reservas de visitas',
  });
  projectId = project.id;
  otherProjectId = (await createProject(server, users.otherOwner, { name: 'Otra escuela' })).id;
  await setVariant('publica');
  const person = await server.fetch(`/api/apps/${projectId}/records/personas`, {
    cookie: users.owner.cookie,
    json: { data: { nombre: 'Lucía', correo: users.linked.email.toUpperCase() } },
  });
  expect(person.status).toBe(201);
  personId = ((await person.json()) as { record: AppRecord }).record.id;
});
afterAll(async () => {
  await server?.close();
});

describe('who sees what: every rule × who asks × every records endpoint', () => {
  for (const variant of VARIANTS) {
    for (const actor of ACTORS) {
      it(`${variant} × ${actor}`, async () => {
        const marker = `m${Math.random().toString(36).slice(2, 10)}`;
        await setVariant('publica');
        const recordId = await authorsRecord(marker);
        const eventId = await authorsRecord(`${marker}-evento`);
        await setVariant(variant);
        const cookie = cookieOf(actor);
        const stream = await openStream(actor);
        try {
          // get
          const got = await server.fetch(records(`/${recordId}`), { cookie });
          expect(`get ${got.status}`).toBe(`get ${getStatus(variant, actor)}`);
          // list, search, filter (and the sort and cursor of every list: in the same query)
          for (const query of ['', `?q=${marker}`, '?estado=Abierto', '?sort=titulo&limit=1']) {
            const list = await server.fetch(`${records()}${query}`, { cookie });
            expect(`list${query} ${list.status}`).toBe(
              `list${query} ${listStatus(variant, actor)}`,
            );
            if (list.status !== 200) continue;
            let body = (await list.json()) as ListRecordsResponse;
            const ids = body.records.map((r) => r.id);
            // Follow the pages: the record is on one of them, or on none.
            while (body.nextCursor && ids.length < 500) {
              const more = await server.fetch(
                `${records()}${query}${query ? '&' : '?'}cursor=${body.nextCursor}`,
                { cookie },
              );
              expect(more.status).toBe(200);
              body = (await more.json()) as ListRecordsResponse;
              ids.push(...body.records.map((r) => r.id));
            }
            expect(`list${query} has it: ${ids.includes(recordId)}`).toBe(
              `list${query} has it: ${readsRecord(variant, actor)}`,
            );
            if (!readsRecord(variant, actor)) {
              // Nor anyone else's: a member's list under a per-record rule holds only theirs.
              const list2 = await server.fetch(`${records()}?limit=100`, { cookie });
              const all = ((await list2.json()) as ListRecordsResponse).records;
              for (const r of all) expect(r.data.titulo).not.toBe(marker);
            }
          }
          // CSV (the owner's download)
          const csv = await server.fetch(`/api/apps/${projectId}/csv/registros`, { cookie });
          expect(`csv ${csv.status}`).toBe(`csv ${outcome(variant, actor).csv}`);
          const csvText = await csv.text();
          expect(csvText.includes(marker)).toBe(outcome(variant, actor).csv === 200);
          // events: the owner changes the second record; the definition notice is the sentinel.
          const patched = await server.fetch(records(`/${eventId}`), {
            method: 'PATCH',
            cookie: users.owner.cookie,
            json: { data: { estado: 'Cerrado' } },
          });
          expect(patched.status).toBe(200);
          await sentinel(definitionWith(variant));
          const heard = (await stream.untilDefinition()).some((c) => c.recordId === eventId);
          expect(`event heard: ${heard}`).toBe(`event heard: ${readsRecord(variant, actor)}`);
          // create
          const created = await server.fetch(records(), {
            cookie,
            json: { data: { titulo: `${marker}-nuevo` } },
          });
          expect(`create ${created.status}`).toBe(`create ${createStatus(variant, actor)}`);
          // update, then delete
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
              const body = (await res.json()) as { error: { message: string } };
              expect(body.error.message).toMatch(/[a-záéíóúñ]/i);
              expect(body.error.message).not.toMatch(/unauthorized|forbidden|not found|error/i);
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
            const edited = changeStatus(variant, actor, 'PATCH') === 200;
            expect(record.data.titulo).toBe(edited ? `${marker}-cambio` : marker);
          }
        } finally {
          await stream.close();
        }
      });
    }
  }

  it('another project’s owner cannot reach these records through their own app', async () => {
    await setVariant('publica');
    const recordId = await authorsRecord('ajeno');
    const otherId = otherProjectId;
    await server.fetch(`/api/apps/${otherId}/definition`, { cookie: users.otherOwner.cookie });
    const res = await server.fetch(`/api/apps/${otherId}/records/registros/${recordId}`, {
      cookie: users.otherOwner.cookie,
    });
    expect(res.status).toBe(404);
  });
});

describe('formulario: the author’s hand and the owner’s', () => {
  it('the author edits a submission until the owner changes it; then a 403 in Spanish', async () => {
    await setVariant('formulario');
    const sent = await server.fetch(records(), {
      cookie: users.author.cookie,
      json: { data: { titulo: 'Reserva para dos' } },
    });
    expect(sent.status).toBe(201);
    const { record } = (await sent.json()) as CreateRecordResponse;
    expect(record.managed).toBe(false);
    const edit = (titulo: string) =>
      server.fetch(records(`/${record.id}`), {
        method: 'PATCH',
        cookie: users.author.cookie,
        json: { data: { titulo } },
      });
    expect((await edit('Reserva para tres')).status).toBe(200);
    const byOwner = await server.fetch(records(`/${record.id}`), {
      method: 'PATCH',
      cookie: users.owner.cookie,
      json: { data: { estado: 'Cerrado' } },
    });
    expect(byOwner.status).toBe(200);
    const late = await edit('Reserva para cuatro');
    expect(late.status).toBe(403);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      'El dueño de la app ya ha revisado este envío: ya no puedes cambiarlo.',
    );
    const read = await server.fetch(records(`/${record.id}`), { cookie: users.author.cookie });
    const again = ((await read.json()) as { record: AppRecord }).record;
    expect(again.managed).toBe(true);
    expect(again.data).toMatchObject({ titulo: 'Reserva para tres', estado: 'Cerrado' });
    // Nor delete it.
    const del = await server.fetch(records(`/${record.id}`), {
      method: 'DELETE',
      cookie: users.author.cookie,
    });
    expect(del.status).toBe(403);
  });

  it('a submission without an account answers a private token that reads it back, and only it', async () => {
    await setVariant('formulario-anonimo');
    const send = (titulo: string) =>
      server.fetch(records(), { json: { data: { titulo } } }).then(async (res) => {
        expect(res.status).toBe(201);
        expect(res.headers.get('cache-control')).toBe('no-store');
        return (await res.json()) as CreateRecordResponse;
      });
    const first = await send('Sin cuenta 1');
    const second = await send('Sin cuenta 2');
    expect(first.record.authorId).toBe('');
    expect(first.access?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.access?.path).toBe(
      `/api/apps/${projectId}/records/registros/${first.record.id}?token=${first.access?.token}`,
    );
    const byLink = await server.fetch(first.access?.path ?? '');
    expect(byLink.status).toBe(200);
    expect(((await byLink.json()) as { record: AppRecord }).record.data.titulo).toBe(
      'Sin cuenta 1',
    );
    const byHeader = await server.fetch(records(`/${first.record.id}`), {
      headers: { 'x-record-token': first.access?.token ?? '' },
    });
    expect(byHeader.status).toBe(200);
    // Another submission's token, a changed token, none: 404. Nor can it be written.
    // (A changed last character: one that differs from the token's own, which may be an «A».)
    const own = first.access?.token ?? '';
    const changed = `${own.slice(0, -1)}${own.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [second.access?.token, changed, '']) {
      const res = await server.fetch(records(`/${first.record.id}?token=${token}`));
      expect(res.status).toBe(404);
    }
    const patch = await server.fetch(records(`/${first.record.id}?token=${first.access?.token}`), {
      method: 'PATCH',
      json: { data: { titulo: 'Cambiado' } },
    });
    expect(patch.status).toBe(401);
    // Signed out, the list is refused; a member's list does not hold them.
    expect((await server.fetch(records())).status).toBe(401);
    const member = await server.fetch(`${records()}?limit=100`, { cookie: users.member.cookie });
    const ids = ((await member.json()) as ListRecordsResponse).records.map((r) => r.id);
    expect(ids).not.toContain(first.record.id);
    // A signed-in submission carries no token.
    const signed = await server.fetch(records(), {
      cookie: users.member.cookie,
      json: { data: { titulo: 'Con cuenta' } },
    });
    expect(((await signed.json()) as CreateRecordResponse).access).toBeUndefined();
  });

  it('50 concurrent anonymous submissions: each stored or a clean 429, never a 5xx', async () => {
    const limited = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_APP_WRITES_PER_MINUTE: '20',
    });
    try {
      const owner = await createUser(limited, { name: 'Dueña' });
      const project = await createProject(limited, owner, { name: 'Reservas sin cuenta' });
      const put = await limited.fetch(`/api/apps/${project.id}/definition`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { definition: definitionWith('formulario-anonimo') },
      });
      expect(put.status).toBe(200);
      const before = await limited.fetch(`/api/apps/${project.id}/summary`, {
        cookie: owner.cookie,
      });
      const countOf = async (res: Response) =>
        (
          (await res.json()) as { summary: { entities: { key: string; count: number }[] } }
        ).summary.entities.find((e) => e.key === 'registros')?.count ?? 0;
      const start = await countOf(before);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          limited.fetch(`/api/apps/${project.id}/records/registros`, {
            json: { data: { titulo: `Envío ${i}` } },
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      for (const s of statuses) expect([201, 429]).toContain(s);
      for (const res of answers)
        if (res.status === 429) {
          const body = (await res.json()) as { error: { message: string } };
          expect(body.error.message).toMatch(/[a-záéíóúñ]/i);
        } else await res.body?.cancel();
      const stored = statuses.filter((s) => s === 201).length;
      expect(stored).toBeGreaterThan(0);
      const after = await limited.fetch(`/api/apps/${project.id}/summary`, {
        cookie: owner.cookie,
      });
      expect((await countOf(after)) - start).toBe(stored);
    } finally {
      await limited.close();
    }
  });
});

describe('vinculada: only a verified address reaches linked records', () => {
  it('an account with the person’s email but not verified sees nothing', async () => {
    await setVariant('publica');
    const person = await server.fetch(`/api/apps/${projectId}/records/personas`, {
      cookie: users.owner.cookie,
      json: { data: { nombre: 'Mario', correo: 'familia-mario@example.com' } },
    });
    const marioId = ((await person.json()) as { record: AppRecord }).record.id;
    const report = await server.fetch(records(), {
      cookie: users.owner.cookie,
      json: { data: { titulo: 'Parte de Mario', persona: marioId } },
    });
    const reportId = ((await report.json()) as { record: AppRecord }).record.id;
    await setVariant('vinculada');
    const unverified = await createUser(server, { email: 'familia-mario@example.com' });
    expect(
      (await server.fetch(records(`/${reportId}`), { cookie: unverified.cookie })).status,
    ).toBe(404);
    const list = await server.fetch(records(), { cookie: unverified.cookie });
    expect(((await list.json()) as ListRecordsResponse).records).toEqual([]);
    await markEmailVerified(server.deps.db, unverified.id);
    const now = await server.fetch(records(`/${reportId}`), { cookie: unverified.cookie });
    expect(now.status).toBe(200);
    // A second child of the same family: both children's reports, in one list.
    await setVariant('publica');
    const sister = await server.fetch(`/api/apps/${projectId}/records/personas`, {
      cookie: users.owner.cookie,
      json: { data: { nombre: 'Ana', correo: 'familia-mario@example.com' } },
    });
    const anaId = ((await sister.json()) as { record: AppRecord }).record.id;
    const anas = await server.fetch(records(), {
      cookie: users.owner.cookie,
      json: { data: { titulo: 'Parte de Ana', persona: anaId } },
    });
    const anaReport = ((await anas.json()) as { record: AppRecord }).record.id;
    await setVariant('vinculada');
    // The other family's records stay out of it.
    const theirs = await server.fetch(`${records()}?limit=100`, { cookie: unverified.cookie });
    const mine = ((await theirs.json()) as ListRecordsResponse).records;
    expect(new Set(mine.map((r) => r.data.persona))).toEqual(new Set([marioId, anaId]));
    expect(mine.map((r) => r.id)).toEqual(expect.arrayContaining([reportId, anaReport]));
  });
});

/** A mail as text: headers, and its body decoded from quoted-printable or base64. */
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
    } else bytes.push(...Buffer.from(soft[i]));
  }
  return `${head}\n\n${Buffer.from(bytes).toString('utf8')}`;
}

describe('notify: mail to the owner on a new record, to the author when the chosen field changes', () => {
  it('sends through the outbox, only what was switched on, and no visitor’s words', async () => {
    const withNotify = (notify: unknown) => {
      const d = definitionWith('formulario');
      return { entities: [{ ...d.entities[0], notify }, d.entities[1]] };
    };
    const outbox = async () => (await server.deps.mailer.listOutbox()).map((m) => readable(m.raw));
    // Off: nothing is sent.
    expect((await putDefinition(definitionWith('formulario'))).status).toBe(200);
    const mailsBefore = (await outbox()).length;
    const quiet = await server.fetch(records(), {
      cookie: users.author.cookie,
      json: { data: { titulo: 'Sin aviso' } },
    });
    expect(quiet.status).toBe(201);
    expect((await outbox()).length).toBe(mailsBefore);
    // On.
    expect((await putDefinition(withNotify({ onCreate: true, onChangeOf: 'estado' }))).status).toBe(
      200,
    );
    const sent = await server.fetch(records(), {
      cookie: users.author.cookie,
      json: { data: { titulo: '<b>Texto de la visitante</b>' } },
    });
    const { record } = (await sent.json()) as CreateRecordResponse;
    let mails = await outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]).toContain(`To: ${users.owner.email}`);
    expect(mails[0]).toContain(`registro=${record.id}`);
    expect(mails[0]).not.toContain('Texto de la visitante');
    // Another field changes: no mail; the chosen one: a mail to the author.
    const patch = (data: unknown, cookie = users.owner.cookie) =>
      server.fetch(records(`/${record.id}`), { method: 'PATCH', cookie, json: { data } });
    expect((await patch({ titulo: 'Otro título' })).status).toBe(200);
    expect((await outbox()).length).toBe(mailsBefore + 1);
    expect((await patch({ estado: 'Cerrado' })).status).toBe(200);
    mails = await outbox();
    expect(mails.length).toBe(mailsBefore + 2);
    expect(mails[0]).toContain(`To: ${users.author.email}`);
    expect(mails[0]).toContain('Cerrado');
    // The same value again: no mail.
    expect((await patch({ estado: 'Cerrado' })).status).toBe(200);
    expect((await outbox()).length).toBe(mailsBefore + 2);
    // The owner's own record: no mail to the owner.
    await server.fetch(records(), {
      cookie: users.owner.cookie,
      json: { data: { titulo: 'Mío' } },
    });
    expect((await outbox()).length).toBe(mailsBefore + 2);
    // onChangeOf that is no choice field: 400 in Spanish.
    const bad = await putDefinition(withNotify({ onCreate: false, onChangeOf: 'titulo' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /necesita uno de sus campos de opciones/,
    );
  });
});

describe('inconsistent definitions: a 400 in Spanish', () => {
  const cases: [string, (d: ReturnType<typeof definitionWith>) => void, RegExp][] = [
    [
      'a linkField that is no reference',
      (d) => {
        (d.entities[0] as { linkField?: string }).linkField = 'titulo';
      },
      /necesita un campo de referencia/,
    ],
    [
      'a target without accountField',
      (d) => {
        delete (d.entities[1] as { accountField?: string }).accountField;
      },
      /necesita un campo de email con la cuenta/,
    ],
    [
      'an accountField that is no email field',
      (d) => {
        (d.entities[1] as { accountField?: string }).accountField = 'nombre';
      },
      /debe ser uno de sus campos de email/,
    ],
    [
      'anonymous on another rule',
      (d) => {
        (d.entities[1] as { anonymous?: boolean }).anonymous = true;
      },
      /solo puede aceptar envíos sin cuenta/,
    ],
  ];
  for (const [name, spoil, message] of cases) {
    it(name, async () => {
      const definition = definitionWith('vinculada');
      spoil(definition);
      const res = await putDefinition(definition);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('INVALID_DEFINITION');
      expect(body.error.message).toMatch(message);
    });
  }
});

// Issue 40 row 7 (and item 6): a signed-out stream got a `privada` entity's notices, and kept
// them after the project was made private.
describe('realtime tells only those who may read (issue 40 row 7)', () => {
  it('a privada entity’s notices reach only the owner; making the project private or unlaunching it closes every stream but the owner’s', async () => {
    const project = await createProject(server, users.owner, { name: 'Tablón privado' });
    const def = {
      entities: [
        {
          key: 'notas',
          label: 'Nota',
          rule: 'privada',
          fields: [{ key: 'texto', label: 'Texto', type: 'text', required: true }],
        },
      ],
    };
    expect((await putDefinition(def, project.id)).status).toBe(200);
    const anonymous = await openStream('anonymous', project.id);
    const member = await openStream('member', project.id);
    const owner = await openStream('owner', project.id);
    const note = await server.fetch(`/api/apps/${project.id}/records/notas`, {
      cookie: users.owner.cookie,
      json: { data: { texto: 'Secreto' } },
    });
    expect(note.status).toBe(201);
    const noteId = ((await note.json()) as { record: AppRecord }).record.id;
    await sentinel(def, project.id);
    expect(await anonymous.untilDefinition()).toEqual([]);
    expect(await member.untilDefinition()).toEqual([]);
    expect((await owner.untilDefinition()).map((c) => c.recordId)).toEqual([noteId]);
    // Made private: the visitors' streams end at once; the owner's goes on.
    const hide = await server.fetch(`/api/projects/${project.id}`, {
      method: 'PATCH',
      cookie: users.owner.cookie,
      json: { isPublic: false },
    });
    expect(hide.status).toBe(200);
    expect(await anonymous.nextChange()).toBe('ended');
    expect(await member.nextChange()).toBe('ended');
    await sentinel(def, project.id);
    expect(await owner.nextChange()).toMatchObject({ kind: 'definition' });
    // And a new one is refused.
    expect((await server.fetch(`/api/apps/${project.id}/events`)).status).toBe(404);
    await owner.close();
    // Launched and public again, then unlaunched: the same.
    await server.fetch(`/api/projects/${project.id}/launch`, {
      cookie: users.owner.cookie,
      json: {},
    });
    const again = await openStream('member', project.id);
    const ownerAgain = await openStream('owner', project.id);
    await server.fetch(`/api/projects/${project.id}/unlaunch`, {
      cookie: users.owner.cookie,
      json: {},
    });
    expect(await again.nextChange()).toBe('ended');
    await sentinel(def, project.id);
    expect(await ownerAgain.nextChange()).toMatchObject({ kind: 'definition' });
    await ownerAgain.close();
  });
});

describe('who sent it (issue 41 §2)', () => {
  it('the owner reads the author’s name on a submission; the author and others never get it', async () => {
    await setVariant('formulario');
    const sent = await server.fetch(records(), {
      cookie: users.author.cookie,
      json: { data: { titulo: 'Quiero una plaza el martes' } },
    });
    expect(sent.status).toBe(201);
    const { record } = (await sent.json()) as { record: AppRecord };
    expect(record.authorName).toBeUndefined();
    const ownerList = (await (
      await server.fetch(`${records()}?limit=100`, { cookie: users.owner.cookie })
    ).json()) as ListRecordsResponse;
    expect(ownerList.records.find((r) => r.id === record.id)?.authorName).toBe('Autora');
    const ownerGet = (await (
      await server.fetch(records(`/${record.id}`), { cookie: users.owner.cookie })
    ).json()) as { record: AppRecord };
    expect(ownerGet.record.authorName).toBe('Autora');
    const own = (await (
      await server.fetch(`${records()}?limit=100`, { cookie: users.author.cookie })
    ).json()) as ListRecordsResponse;
    expect(own.records.every((r) => r.authorName === undefined)).toBe(true);
    // The owner's own records carry no name.
    const mine = await server.fetch(records(), {
      cookie: users.owner.cookie,
      json: { data: { titulo: 'Apunte de la dueña' } },
    });
    const mineId = ((await mine.json()) as { record: AppRecord }).record.id;
    const again = (await (
      await server.fetch(records(`/${mineId}`), { cookie: users.owner.cookie })
    ).json()) as { record: AppRecord };
    expect(again.record.authorName).toBeUndefined();
  });
});
