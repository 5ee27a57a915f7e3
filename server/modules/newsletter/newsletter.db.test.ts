import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';

// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).
// Each test speaks from its own client IP (X-Forwarded-For, trusted as behind a proxy) so
// the per-IP limits of one test do not leak into another.
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

type ErrorReply = { error: { code: string; message: string } };

describe('newsletter and contact', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.close();
  });

  const subscribe = (email: unknown, ip = nextIp()) =>
    server.fetch('/api/newsletter', { json: { email }, headers: { 'x-forwarded-for': ip } });

  const rowsFor = (email: string) =>
    server.deps.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', email)
      .execute();

  const mailsTo = async (address: string) =>
    (await server.deps.mailer.listOutbox()).filter((m) =>
      new RegExp(`^To: ${address}$`, 'mi').test(m.raw),
    );

  it('subscribes an email, stores it active and sends one welcome mail', async () => {
    const res = await subscribe('lucia.perez@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscribed: true });
    const rows = await rowsFor('lucia.perez@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('active');
    expect(await mailsTo('lucia.perez@example.com')).toHaveLength(1);
  });

  it('answers a duplicate email the same way, keeps one row and sends no second mail', async () => {
    expect((await subscribe('dup@example.com')).status).toBe(200);
    const again = await subscribe('  DUP@Example.com ');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true });
    expect(await rowsFor('dup@example.com')).toHaveLength(1);
    expect(await mailsTo('dup@example.com')).toHaveLength(1);
  });

  it('reactivates an address that had left the list', async () => {
    await subscribe('vuelve@example.com');
    await server.deps.db
      .updateTable('newsletterSubscriptions')
      .set({ status: 'unsubscribed' })
      .where('email', '=', 'vuelve@example.com')
      .execute();
    expect((await subscribe('vuelve@example.com')).status).toBe(200);
    const rows = await rowsFor('vuelve@example.com');
    expect(rows.map((r) => r.status)).toEqual(['active']);
    expect(await mailsTo('vuelve@example.com')).toHaveLength(2);
  });

  it('refuses an invalid or missing email with a Spanish 400 and stores nothing', async () => {
    for (const email of ['no-es-un-correo', '', 42, undefined]) {
      const res = await subscribe(email);
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorReply;
      expect(body.error.message).toBe('Introduce un correo electrónico válido.');
    }
    const all = await server.deps.db
      .selectFrom('newsletterSubscriptions')
      .select('email')
      .execute();
    expect(all.some((r) => r.email.includes('no-es-un-correo'))).toBe(false);
  });

  it('refuses a cross-site subscription (Origin check)', async () => {
    const res = await server.fetch('/api/newsletter', {
      json: { email: 'csrf@example.com' },
      headers: { origin: 'https://evil.example', 'x-forwarded-for': nextIp() },
    });
    expect(res.status).toBe(403);
    expect(await rowsFor('csrf@example.com')).toHaveLength(0);
  });

  it('rate-limits signups per IP with a Spanish 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await subscribe(`rl${i}@example.com`, ip)).status).toBe(200);
    const limited = await subscribe('rl-extra@example.com', ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorReply).error.message).toBe(
      'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.',
    );
    expect(await rowsFor('rl-extra@example.com')).toHaveLength(0);
    // Another visitor is unaffected.
    expect((await subscribe('otra-ip@example.com')).status).toBe(200);
  });

  const contact = (json: Record<string, unknown>, ip = nextIp()) =>
    server.fetch('/api/contact', { json, headers: { 'x-forwarded-for': ip } });
  const validContact = {
    name: 'Marta Gil',
    email: 'marta@example.com',
    company: 'Taller Norte',
    topic: 'proyecto',
    message: 'Queremos una app de reservas para 3 talleres. Ref token-c0ntact0-7f3.',
  };

  it('sends a contact message to the team mailbox and answers 202', async () => {
    const res = await contact(validContact);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true });
    const mails = await mailsTo('hola@forja.app');
    const mail = mails.find((m) => m.raw.includes('token-c0ntact0-7f3'));
    expect(mail, 'the message reaches the outbox').toBeDefined();
    expect(mail!.raw).toMatch(/^Reply-To: marta@example\.com$/m);
    expect(mail!.raw).toContain('Marta Gil');
  });

  it('validates the contact form with Spanish 400s and sends nothing', async () => {
    const before = (await mailsTo('hola@forja.app')).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validContact, name: '   ' }, 'Escribe tu nombre.'],
      [{ ...validContact, name: 'Ana\r\nBcc: x@example.com' }, 'Escribe tu nombre.'],
      [{ ...validContact, email: 'marta@' }, 'Introduce un correo electrónico válido.'],
      [
        { ...validContact, message: 'Hola' },
        'Cuéntanos un poco más: el mensaje debe tener al menos 20 caracteres.',
      ],
      [
        { ...validContact, message: 'x'.repeat(5001) },
        'El mensaje no puede superar los 5000 caracteres.',
      ],
      [{ ...validContact, topic: 'spam' }, 'Elige un motivo de contacto de la lista.'],
    ];
    for (const [body, message] of cases) {
      const res = await contact(body);
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as ErrorReply).error.message).toBe(message);
    }
    expect(await mailsTo('hola@forja.app')).toHaveLength(before);
  });

  it('drops a message whose honeypot field is filled, answering as if sent', async () => {
    const before = (await mailsTo('hola@forja.app')).length;
    const res = await contact({ ...validContact, website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(await mailsTo('hola@forja.app')).toHaveLength(before);
  });

  it('rate-limits the contact form per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await contact(validContact, ip)).status).toBe(202);
    expect((await contact(validContact, ip)).status).toBe(429);
  });
});

describe('when the mailer fails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // A file where the outbox directory should be: every send fails.
    writeFileSync(join(server.dataDir, 'outbox'), 'no soy un directorio');
  });
  afterAll(async () => {
    await server.close();
  });

  it('still saves the subscription (the welcome mail is best effort)', async () => {
    const res = await server.fetch('/api/newsletter', {
      json: { email: 'sin-correo@example.com' },
    });
    expect(res.status).toBe(200);
    const rows = await server.deps.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', 'sin-correo@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('tells the visitor in Spanish that the contact message was not sent', async () => {
    const res = await server.fetch('/api/contact', {
      json: {
        name: 'Pablo',
        email: 'pablo@example.com',
        message: 'Necesito presupuesto para una app interna.',
      },
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as ErrorReply).error.message).toBe(
      'No hemos podido enviar tu mensaje. Inténtalo de nuevo o escríbenos a hola@forja.app.',
    );
  });
});
