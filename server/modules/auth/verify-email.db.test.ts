import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInfo, AppRecord, ListRecordsResponse } from '../../../contracts/app-definition.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';

// Decision 0245: a password account confirms its email from the running app, and only then
// sees the `vinculada` records that are its family's. The link goes through the platform's
// mailer (the outbox here) and brings the person back to the app, confirmed.

let server: TestServer;
let owner: TestUser;
let family: TestUser;
let projectId: string;
let slug: string;
let reportId: string;

const definition = {
  entities: [
    {
      key: 'ninos',
      label: 'Niño',
      rule: 'privada',
      accountField: 'correo_familia',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'correo_familia', label: 'Correo de la familia', type: 'email', required: true },
      ],
    },
    {
      key: 'partes',
      label: 'Parte',
      rule: 'vinculada',
      linkField: 'nino',
      fields: [
        { key: 'resumen', label: 'Resumen', type: 'text', required: true },
        { key: 'nino', label: 'Niño', type: 'reference', required: true, ref: 'ninos' },
      ],
    },
  ],
};

/** The newest outbox mail to `to`, with quoted-printable soft breaks and `=3D` undone. */
async function mailTo(to: string): Promise<string> {
  const mails = await server.deps.mailer.listOutbox();
  const raw = mails.find((m) => m.raw.includes(`To: ${to}`))?.raw ?? '';
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  owner = await createUser(server, { name: 'Directora' });
  family = await createUser(server, { name: 'Familia López' });
  const project = await createProject(server, owner, { name: 'Escuela infantil' });
  projectId = project.id;
  slug = project.slug;
  const put = await server.fetch(`/api/apps/${projectId}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition },
  });
  expect(put.status).toBe(200);
  await server.fetch(`/api/projects/${projectId}/launch`, { cookie: owner.cookie, json: {} });
  const child = await server.fetch(`/api/apps/${projectId}/records/ninos`, {
    cookie: owner.cookie,
    json: { data: { nombre: 'Lucas', correo_familia: family.email } },
  });
  expect(child.status).toBe(201);
  const childId = ((await child.json()) as { record: AppRecord }).record.id;
  const report = await server.fetch(`/api/apps/${projectId}/records/partes`, {
    cookie: owner.cookie,
    json: { data: { resumen: 'Ha comido todo y ha dormido la siesta', nino: childId } },
  });
  expect(report.status).toBe(201);
  reportId = ((await report.json()) as { record: AppRecord }).record.id;
});

afterAll(async () => {
  await server?.close();
});

const appInfo = async () =>
  (
    (await (await server.fetch(`/api/apps/by-slug/${slug}`, { cookie: family.cookie })).json()) as {
      app: AppInfo;
    }
  ).app;
const familyReports = async () =>
  (await (
    await server.fetch(`/api/apps/${projectId}/records/partes`, { cookie: family.cookie })
  ).json()) as ListRecordsResponse;

describe('confirming an email from the running app', () => {
  it('shows the family its child’s reports only once its email is confirmed', async () => {
    expect((await appInfo()).emailVerified).toBe(false);
    expect((await familyReports()).records.map((r) => r.id)).toEqual([]);

    const callbackURL = `/proyectos/${slug}/app?seccion=partes`;
    const sent = await server.fetch('/api/auth/send-verification-email', {
      cookie: family.cookie,
      json: { email: family.email, callbackURL },
    });
    expect(sent.status).toBe(200);
    const mail = await mailTo(family.email);
    expect(mail).toContain('Subject: Confirma tu correo');
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    const url = new URL(link);
    const opened = await server.fetch(`${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(callbackURL);

    expect((await appInfo()).emailVerified).toBe(true);
    expect((await familyReports()).records.map((r) => r.id)).toEqual([reportId]);
  });

  it('a link with a wrong token confirms nothing, and the mail is never sent to a stranger', async () => {
    const stranger = await createUser(server, { name: 'Otra persona' });
    const forged = await server.fetch('/api/auth/verify-email?token=no-es-un-token&callbackURL=/', {
      redirect: 'manual',
    });
    expect(forged.status).toBeLessThan(500);
    const info = (await (
      await server.fetch(`/api/apps/by-slug/${slug}`, { cookie: stranger.cookie })
    ).json()) as { app: AppInfo };
    expect(info.app.emailVerified).toBe(false);
    // Asking for an address that has no account sends nothing.
    const ghost = await server.fetch('/api/auth/send-verification-email', {
      json: { email: 'nadie@example.com', callbackURL: '/' },
    });
    expect(ghost.status).toBeLessThan(500);
    expect(await mailTo('nadie@example.com')).toBe('');
  });
});
