import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contracts/messages.ts';
import type { NotificationLogEntry } from '../../../contracts/notifications.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, errorMessage, PNG_BYTES, uploadForm } from '../projects/test-helpers.ts';

// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).

const REQUIRED = 'The "to", "subject", and either "html" or "text" fields are required.';

describe('notifications', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let projectId: string;

  const send = (user: TestUser | null, body: unknown, id = projectId) =>
    server.fetch(`/api/notifications/${id}/email`, { json: body, cookie: user?.cookie });
  const integrationsUsed = async (user: TestUser) => {
    const res = await server.fetch('/api/billing/subscription', { cookie: user.cookie });
    return ((await res.json()) as { integrations: { used: number } }).integrations.used;
  };
  const history = async (user: TestUser, id = projectId) => {
    const res = await server.fetch(`/api/projects/${id}/notifications`, { cookie: user.cookie });
    return {
      status: res.status,
      emails: res.ok ? ((await res.json()) as { emails: NotificationLogEntry[] }).emails : [],
    };
  };

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    owner = await createUser(server);
    other = await createUser(server);
    projectId = (await createProject(server, owner)).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends a sanitised email to the outbox, charges one credit and logs it', async () => {
    const before = await integrationsUsed(owner);
    const res = await send(owner, {
      to: ['ana@example.com', 'luis@example.com'],
      subject: 'Bienvenida',
      html: '<p onclick="x()">Hola <b>Ana</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      from: 'Mi App <evil@attacker.test>',
      replyTo: 'soporte@example.com',
      cc: 'jefa@example.com',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, messageId: expect.any(String) });
    expect(await integrationsUsed(owner)).toBe(before + 1);

    const [mail] = await server.deps.mailer.listOutbox();
    expect(mail.raw).toContain('To: ana@example.com, luis@example.com');
    expect(mail.raw).toContain('Cc: jefa@example.com');
    expect(mail.raw).toContain('Reply-To: soporte@example.com');
    expect(mail.raw).toContain('From: Mi App <no-reply@forja.local>');
    expect(mail.raw).not.toContain('attacker.test');
    expect(mail.raw).not.toContain('<script');
    expect(mail.raw).not.toContain('onclick');
    expect(mail.raw).not.toContain('javascript:');
    expect(mail.raw).toContain('<b>Ana</b>');

    const { emails } = await history(owner);
    expect(emails[0]).toMatchObject({
      recipients: ['ana@example.com', 'luis@example.com'],
      subject: 'Bienvenida',
      status: 'sent',
      messageId: body.messageId,
    });
  });

  it('answers the spec text when a field is missing, and Spanish for other bad input', async () => {
    const before = await integrationsUsed(owner);
    for (const body of [
      {},
      { to: 'a@example.com', subject: 'x' },
      { subject: 'x', text: 'y' },
      { to: 'a@example.com', text: 'y' },
      { to: [], subject: 'x', text: 'y' },
      { to: 5 },
    ]) {
      const res = await send(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorMessage(res)).toBe(REQUIRED);
    }
    const badAddress = await send(owner, { to: 'no-es-correo', subject: 'x', text: 'y' });
    expect(badAddress.status).toBe(400);
    expect(await errorMessage(badAddress)).toBe(
      'La dirección "no-es-correo" no es un correo electrónico válido.',
    );
    const many = await send(owner, {
      to: Array.from({ length: 11 }, (_, i) => `p${i}@example.com`),
      subject: 'x',
      text: 'y',
    });
    expect(many.status).toBe(400);
    expect(await errorMessage(many)).toBe(messages.notifications.tooManyRecipients);
    const injected = await send(owner, {
      to: 'a@example.com',
      subject: 'Hola\r\nBcc: x@evil.test',
      text: 'y',
    });
    expect(injected.status).toBe(400);
    const foreignFile = await send(owner, {
      to: 'a@example.com',
      subject: 'x',
      text: 'y',
      attachments: [{ url: 'https://evil.test/a.pdf' }],
    });
    expect(foreignFile.status).toBe(400);
    expect(await errorMessage(foreignFile)).toBe(messages.notifications.attachmentNotOurs);
    expect(await integrationsUsed(owner)).toBe(before);
  });

  it("attaches the project's own stored files only", async () => {
    const up = await server.fetch(`/api/projects/${projectId}/files`, {
      method: 'POST',
      cookie: owner.cookie,
      body: uploadForm('logo.png', PNG_BYTES, 'image/png'),
    });
    expect(up.status).toBe(201);
    const file = (await up.json()) as { file: { publicUrl: string } };
    const ok = await send(owner, {
      to: 'a@example.com',
      subject: 'Con adjunto',
      text: 'Mira',
      attachments: [{ filename: 'logo.png', url: file.file.publicUrl, type: 'image/png' }],
    });
    expect(ok.status).toBe(200);
    const [mail] = await server.deps.mailer.listOutbox();
    expect(mail.raw).toContain('filename=logo.png');
    // Another project's file is not ours to send from this project.
    const otherProject = await createProject(server, owner);
    const cross = await send(
      owner,
      { to: 'a@example.com', subject: 'x', text: 'y', attachments: [{ url: file.file.publicUrl }] },
      otherProject.id,
    );
    expect(cross.status).toBe(400);
  });

  it('is for the owner only', async () => {
    expect((await send(null, { to: 'a@example.com', subject: 'x', text: 'y' })).status).toBe(401);
    const foreign = await send(other, { to: 'a@example.com', subject: 'x', text: 'y' });
    expect(foreign.status).toBe(404);
    expect(await errorMessage(foreign)).toBe(messages.projects.notFound);
    expect(
      (await send(other, { to: 'a@example.com', subject: 'x', text: 'y' }, 'no-existe')).status,
    ).toBe(404);
    expect((await history(other)).status).toBe(404);
    expect((await server.fetch(`/api/projects/${projectId}/notifications`)).status).toBe(401);
  });

  it('refunds the credit and logs the failure when the mailer fails', async () => {
    const before = await integrationsUsed(owner);
    const mailer = server.deps.mailer;
    const original = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      const res = await send(owner, { to: 'a@example.com', subject: 'Fallará', text: 'y' });
      expect(res.status).toBe(502);
      expect(await errorMessage(res)).toBe(messages.notifications.sendFailed);
    } finally {
      mailer.send = original;
    }
    expect(await integrationsUsed(owner)).toBe(before);
    expect((await history(owner)).emails[0]).toMatchObject({
      subject: 'Fallará',
      status: 'failed',
    });
  });

  it('holds the daily cap under concurrent sends', async () => {
    const user = await createUser(server);
    const project = await createProject(server, user);
    // Free plan: 20 a day. 25 at once: exactly 20 go out.
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        send(user, { to: 'a@example.com', subject: `n${i}`, text: 'y' }, project.id),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = results.find((r) => r.status === 429);
    expect(await errorMessage(refused as Response)).toBe(
      messages.notifications.dailyCapReached.replace('{cap}', '20'),
    );
    expect(await integrationsUsed(user)).toBe(20);
  });
});
