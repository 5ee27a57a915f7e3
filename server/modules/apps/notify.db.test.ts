import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRecord } from '../../../contracts/app-definition.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';

// Decision 0250, over real HTTP on a real database (SQLite here, PostgreSQL under
// vitest.services.config.ts): when the chosen choice field of a `vinculada` record changes, the
// person the record is about (the `accountField` email of the customer its `linkField` points
// at) gets the mail, as the author always did; once per address, never to whoever changed it.
// Read from the outbox (no SMTP_URL): who each mail goes to, its subject, its words and link.

let server: TestServer;
let owner: TestUser;
let member: TestUser;
let marta: TestUser;
let luis: TestUser;
let app: string;
let slug: string;
const customers: Record<'marta' | 'luis' | 'sinCorreo' | 'duena', string> = {
  marta: '',
  luis: '',
  sinCorreo: '',
  duena: '',
};

const definition = {
  entities: [
    {
      key: 'reparaciones',
      label: 'Reparación',
      labelPlural: 'Reparaciones',
      rule: 'vinculada',
      linkField: 'cliente',
      notify: { onCreate: false, onChangeOf: 'estado' },
      fields: [
        { key: 'aparato', label: 'Aparato', type: 'text', required: true },
        { key: 'cliente', label: 'Cliente', type: 'reference', required: false, ref: 'clientes' },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: false,
          options: ['Recibida', 'En reparación', 'Lista para recoger'],
        },
      ],
    },
    {
      key: 'clientes',
      label: 'Cliente',
      rule: 'privada',
      accountField: 'correo',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'correo', label: 'Correo', type: 'email', required: false },
      ],
    },
    {
      // A repair with no text of its own (decision 0293): named by its customer and its bike.
      key: 'arreglos',
      label: 'Arreglo',
      labelPlural: 'Arreglos',
      rule: 'vinculada',
      linkField: 'cliente',
      notify: { onCreate: true, onChangeOf: 'estado' },
      fields: [
        { key: 'cliente', label: 'Cliente', type: 'reference', required: true, ref: 'clientes' },
        { key: 'bici', label: 'Bici', type: 'reference', required: false, ref: 'bicis' },
        { key: 'entrada', label: 'Entrada', type: 'date', required: false },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: false,
          options: ['Recibida', 'Lista'],
        },
      ],
    },
    {
      key: 'bicis',
      label: 'Bici',
      rule: 'privada',
      fields: [{ key: 'modelo', label: 'Modelo', type: 'text', required: true }],
    },
    {
      // Not vinculada: its mail goes to whoever sent it, as before 0250.
      key: 'presupuestos',
      label: 'Presupuesto',
      labelPlural: 'Presupuestos',
      rule: 'formulario',
      notify: { onCreate: false, onChangeOf: 'estado' },
      fields: [
        { key: 'aparato', label: 'Aparato', type: 'text', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: false,
          options: ['Pendiente', 'Aceptado'],
        },
      ],
    },
  ],
};

type Mail = { to: string; subject: string; text: string };

/** RFC 2047 words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );

function quotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** One .eml of the outbox: its recipient, subject and body, decoded. */
function parseMail(raw: string): Mail {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(at).trim();
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  return { to: header('To'), subject: decodeWords(header('Subject')), text: text.trim() };
}

/** The mails a step sends: the outbox's new files, oldest first. */
async function mailsOf(step: () => Promise<void>): Promise<Mail[]> {
  const seen = new Set((await server.deps.mailer.listOutbox()).map((m) => m.file));
  await step();
  return (await server.deps.mailer.listOutbox())
    .filter((m) => !seen.has(m.file))
    .reverse()
    .map((m) => parseMail(m.raw));
}

const path = (entity: string, rest = '') => `/api/apps/${app}/records/${entity}${rest}`;

async function create(entity: string, user: TestUser, data: Record<string, unknown>) {
  const res = await server.fetch(path(entity), { cookie: user.cookie, json: { data } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { record: AppRecord }).record.id;
}

async function change(entity: string, id: string, user: TestUser, data: Record<string, unknown>) {
  const res = await server.fetch(path(entity, `/${id}`), {
    method: 'PATCH',
    cookie: user.cookie,
    json: { data },
  });
  expect(res.status).toBe(200);
}

const recordLink = (entity: string, id: string) =>
  `${server.config.publicBaseUrl}/proyectos/${slug}/app?seccion=${entity}&registro=${id}`;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: 'Pepe del taller' });
  member = await createUser(server, { name: 'Eva, técnica' });
  marta = await createUser(server, { name: 'Marta' });
  luis = await createUser(server, { name: 'Luis' });
  await server.deps.db
    .updateTable('users')
    .set({ emailVerified: sql<boolean>`true` })
    .where('id', 'in', [marta.id, luis.id])
    .execute();
  const project = await createProject(server, owner, {
    name: 'Taller Pepe',
    description: 'Un taller de reparación de móviles: los clientes y sus reparaciones',
  });
  app = project.id;
  slug = project.slug;
  const put = await server.fetch(`/api/apps/${app}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition },
  });
  expect(put.status).toBe(200);
  const launch = await server.fetch(`/api/projects/${app}/launch`, {
    cookie: owner.cookie,
    json: {},
  });
  expect(launch.status).toBe(200);
  const invited = await server.fetch(`/api/apps/${app}/team`, {
    cookie: owner.cookie,
    json: { email: member.email, role: 'equipo' },
  });
  expect(invited.status).toBe(201);
  // Marta's address as the owner typed it, in capitals: her mail goes there all the same.
  customers.marta = await create('clientes', owner, {
    nombre: 'Marta',
    correo: marta.email.toUpperCase(),
  });
  customers.luis = await create('clientes', owner, { nombre: 'Luis', correo: luis.email });
  customers.sinCorreo = await create('clientes', owner, { nombre: 'Sin correo' });
  customers.duena = await create('clientes', owner, { nombre: 'Pepe', correo: owner.email });
});

afterAll(async () => {
  await server?.close();
});

describe('a vinculada record’s change reaches the person it is about', () => {
  it('the owner changes Estado of Marta’s repair: one mail, to Marta, with a link she opens', async () => {
    const repair = await create('reparaciones', owner, {
      aparato: 'Móvil con la pantalla rota',
      cliente: customers.marta,
      estado: 'Recibida',
    });
    await create('reparaciones', owner, {
      aparato: 'Tablet',
      cliente: customers.luis,
      estado: 'Recibida',
    });
    const mails = await mailsOf(() =>
      change('reparaciones', repair, owner, { estado: 'Lista para recoger' }),
    );
    expect(mails.map((m) => m.to.toLowerCase())).toEqual([marta.email.toLowerCase()]);
    const [mail] = mails;
    expect(mail?.subject).toBe(
      'Móvil con la pantalla rota · Estado: Lista para recoger · Taller Pepe',
    );
    expect(mail?.text).toBe(
      `Un registro de «Reparaciones» de «Taller Pepe» que te corresponde, «Móvil con la pantalla rota», ha cambiado: Estado es ahora «Lista para recoger».\n\nÁbrelo aquí, con tu cuenta de este correo: ${recordLink('reparaciones', repair)}`,
    );
    // What the link opens, Marta reads (vinculada); Luis does not.
    const opened = await server.fetch(path('reparaciones', `/${repair}`), {
      cookie: marta.cookie,
    });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { record: AppRecord }).record.data.estado).toBe(
      'Lista para recoger',
    );
    expect(
      (await server.fetch(path('reparaciones', `/${repair}`), { cookie: luis.cookie })).status,
    ).toBe(404);
  });

  it('another field, or the same option again: no mail', async () => {
    const repair = await create('reparaciones', owner, {
      aparato: 'Portátil',
      cliente: customers.marta,
      estado: 'Recibida',
    });
    expect(
      await mailsOf(() => change('reparaciones', repair, owner, { aparato: 'Portátil HP' })),
    ).toEqual([]);
    expect(
      await mailsOf(() => change('reparaciones', repair, owner, { estado: 'Recibida' })),
    ).toEqual([]);
    // A real change after them does send one (the quiet steps were not a broken mailer).
    expect(
      (
        await mailsOf(() => change('reparaciones', repair, member, { estado: 'En reparación' }))
      ).map((m) => m.to.toLowerCase()),
    ).toEqual([owner.email.toLowerCase(), marta.email.toLowerCase()]);
  });

  it('a team member’s repair changed by the owner: the member (as before) and Marta, once each', async () => {
    const repair = await create('reparaciones', member, {
      aparato: 'Consola',
      cliente: customers.marta,
      estado: 'Recibida',
    });
    const mails = await mailsOf(() =>
      change('reparaciones', repair, owner, { estado: 'En reparación' }),
    );
    expect(mails.map((m) => m.to.toLowerCase())).toEqual([
      member.email.toLowerCase(),
      marta.email.toLowerCase(),
    ]);
    expect(mails[0]?.text).toContain(
      '«Consola», lo que enviaste en «Reparaciones» de «Taller Pepe», ha cambiado',
    );
    expect(mails[1]?.text).toContain('que te corresponde, «Consola», ha cambiado');
    for (const mail of mails) expect(mail.text).toContain(recordLink('reparaciones', repair));
  });

  it('the reference and the option changed at once: the new customer hears, not the old', async () => {
    const repair = await create('reparaciones', owner, {
      aparato: 'Reloj',
      cliente: customers.marta,
      estado: 'Recibida',
    });
    const mails = await mailsOf(() =>
      change('reparaciones', repair, owner, {
        cliente: customers.luis,
        estado: 'Lista para recoger',
      }),
    );
    expect(mails.map((m) => m.to.toLowerCase())).toEqual([luis.email.toLowerCase()]);
  });

  it('no reference, a customer without email, or the changer’s own address: no mail', async () => {
    const orphan = await create('reparaciones', owner, { aparato: 'Radio', estado: 'Recibida' });
    const noEmail = await create('reparaciones', owner, {
      aparato: 'Cafetera',
      cliente: customers.sinCorreo,
      estado: 'Recibida',
    });
    const own = await create('reparaciones', owner, {
      aparato: 'Móvil del taller',
      cliente: customers.duena,
      estado: 'Recibida',
    });
    for (const id of [orphan, noEmail, own])
      expect(
        await mailsOf(() => change('reparaciones', id, owner, { estado: 'En reparación' })),
        id,
      ).toEqual([]);
    // The owner's own customer record, changed by a team member: the owner (author and
    // customer at once) gets one mail, not two.
    const mails = await mailsOf(() =>
      change('reparaciones', own, member, { estado: 'Lista para recoger' }),
    );
    expect(mails.map((m) => m.to.toLowerCase())).toEqual([owner.email.toLowerCase()]);
  });

  it('an entity that is not vinculada: its author, as before, and nobody else', async () => {
    const quote = await create('presupuestos', marta, { aparato: 'Móvil', estado: 'Pendiente' });
    const mails = await mailsOf(() => change('presupuestos', quote, owner, { estado: 'Aceptado' }));
    expect(mails).toEqual([
      {
        to: marta.email,
        // What a visitor typed is never in a mail (a stranger could have the app mail their
        // words to an address they gave): her record is not named.
        subject: 'Estado: Aceptado · Taller Pepe',
        text: `Lo que enviaste en «Presupuestos» de «Taller Pepe» ha cambiado: Estado es ahora «Aceptado».\n\nÁbrelo aquí: ${recordLink('presupuestos', quote)}`,
      },
    ]);
    // The owner's own: nobody.
    const own = await create('presupuestos', owner, { aparato: 'Tablet', estado: 'Pendiente' });
    expect(await mailsOf(() => change('presupuestos', own, owner, { estado: 'Aceptado' }))).toEqual(
      [],
    );
  });
});

describe('a record without text of its own is named by what it points at (decision 0293)', () => {
  it('the mails name it «Marta · Orbea Alma»; Marta’s own leaves out the private bike', async () => {
    const bike = await create('bicis', owner, { modelo: 'Orbea Alma' });
    let repair = '';
    // A member adds it: the owner is told which repair, with the customer and the bike.
    const created = await mailsOf(async () => {
      repair = await create('arreglos', member, {
        cliente: customers.marta,
        bici: bike,
        entrada: '2026-12-08',
        estado: 'Recibida',
      });
    });
    expect(created.map((m) => [m.to.toLowerCase(), m.subject])).toEqual([
      [owner.email.toLowerCase(), 'Nuevo registro en Arreglos: Marta · Orbea Alma · Taller Pepe'],
    ]);
    expect(created[0]?.text).toContain('de tu app «Taller Pepe»: «Marta · Orbea Alma».');
    // The owner marks it ready: the member who wrote it (the team reads every list) and Marta,
    // who reads her own customer record but not the private bikes: no «Orbea Alma» for her.
    const changed = await mailsOf(() => change('arreglos', repair, owner, { estado: 'Lista' }));
    expect(changed.map((m) => [m.to.toLowerCase(), m.subject])).toEqual([
      [member.email.toLowerCase(), 'Marta · Orbea Alma · Estado: Lista · Taller Pepe'],
      [marta.email.toLowerCase(), 'Marta · Estado: Lista · Taller Pepe'],
    ]);
    expect(changed[1]?.text).toBe(
      `Un registro de «Arreglos» de «Taller Pepe» que te corresponde, «Marta», ha cambiado: Estado es ahora «Lista».\n\nÁbrelo aquí, con tu cuenta de este correo: ${recordLink('arreglos', repair)}`,
    );
    expect(
      changed.some((m) => /Orbea/.test(m.text) && m.to.toLowerCase() === marta.email.toLowerCase()),
    ).toBe(false);
  });

  it('the list and the record carry the titles each viewer may read, in one page', async () => {
    const bike = await create('bicis', owner, { modelo: 'Cannondale Trail' });
    const repair = await create('arreglos', owner, {
      cliente: customers.marta,
      bici: bike,
      entrada: '2026-12-09',
    });
    const titlesOf = async (user: TestUser, rest = '') => {
      const res = await server.fetch(path('arreglos', rest), { cookie: user.cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { records?: AppRecord[]; record?: AppRecord };
      const record = body.record ?? body.records?.find((r) => r.id === repair);
      return record?.refTitles;
    };
    expect(await titlesOf(owner)).toEqual({ cliente: 'Marta', bici: 'Cannondale Trail' });
    expect(await titlesOf(member, `/${repair}`)).toEqual({
      cliente: 'Marta',
      bici: 'Cannondale Trail',
    });
    // Marta reads her repair and her own customer record, never the owner's private bikes.
    expect(await titlesOf(marta)).toEqual({ cliente: 'Marta' });
    expect(await titlesOf(marta, `/${repair}`)).toEqual({ cliente: 'Marta' });
  });
});
