import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear } from '../../../contracts/forms.ts';
import { messages } from '../../../contracts/messages.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// The forms of the server-rendered pages posted without JavaScript (contracts/forms.ts,
// server/lib/html-forms.ts): the work is done, the visitor goes back to the page (303), and a
// refusal is rendered in Spanish (4xx, never JSON, never 5xx). Runs on SQLite and PostgreSQL.
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

/** Whether this checkout has a web build with its server renderer (`npx vite build`). */
const BUILT = existsSync(join(import.meta.dirname, '../../../dist/web/.ssr/entry-server.js'));

describe('forms without JavaScript', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    server.fetch(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'x-forwarded-for': nextIp(), ...headers },
    });

  it('subscribes and sends the visitor back to the page, marked and scrolled to the form', async () => {
    const res = await post('/formularios/newsletter', {
      email: ' Rosa.Gil@Example.com ',
      volver: '/blog?enviado=contact',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog?enviado=newsletter#newsletter');
    const rows = await server.deps.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', 'rosa.gil@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('never sends the visitor to another site', async () => {
    for (const volver of ['//otro.example/x', 'https://otro.example/', '/\\otro.example', 'x']) {
      const res = await post('/formularios/newsletter', {
        email: `vuelta-${ipCounter}@example.com`,
        volver,
      });
      expect(res.headers.get('location'), volver).toBe('/?enviado=newsletter#newsletter');
    }
  });

  it('renders a bad address with the Spanish error and what was typed, kept by no cache', async () => {
    const res = await post('/formularios/newsletter', { email: 'no-es-correo', volver: '/' });
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    expect(body).toContain(messages.site.newsletterEmailInvalid);
    if (BUILT) expect(body).toContain('value="no-es-correo"');
  });

  it('refuses another origin and a flood of posts in Spanish, in the page', async () => {
    const foreign = await post(
      '/formularios/newsletter',
      { email: 'ana@example.com', volver: '/' },
      { origin: 'https://otro.example' },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).not.toContain('json');
    expect(await foreign.text()).toContain(messages.errors.forbiddenOrigin);

    const ip = nextIp();
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i++) {
      const res = await post(
        '/formularios/newsletter',
        { email: `lote-${i}@example.com`, volver: '/' },
        { 'x-forwarded-for': ip },
      );
      statuses.push(res.status);
      last = await res.text();
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect(last).toContain(messages.errors.rateLimited);
  });

  it('renders the contact form refused with every field kept, then sends it', async () => {
    const fields = {
      name: 'Julia Navarro',
      email: 'julia@example.com',
      topic: 'empresas',
      message: 'Corto',
      volver: '/contacto',
    };
    const refused = await post('/formularios/contacto', fields);
    expect(refused.status).toBe(422);
    const body = await refused.text();
    expect(body).toContain(messages.site.contactMessageTooShort);
    if (BUILT) expect(body).toContain('Julia Navarro');

    const token = `ref-${Date.now()}`;
    const sent = await post('/formularios/contacto', {
      ...fields,
      message: `Queremos un portal para 40 franquicias (${token}).`,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contacto?enviado=contact#formulario-contacto');
    const outbox = await server.deps.mailer.listOutbox();
    expect(outbox.some((m) => m.raw.includes(token))).toBe(true);
  });

  it('leaves the JSON API refusing form posts', async () => {
    const res = await post('/api/newsletter', { email: 'ana@example.com' });
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(messages.errors.unsupportedMediaType);
  });

  it('stores the cookie choice in a cookie and goes back', async () => {
    const all = await post('/formularios/cookies', { eleccion: 'todo', volver: '/pricing' });
    expect(all.status).toBe(303);
    expect(all.headers.get('location')).toBe('/pricing');
    expect(all.headers.get('set-cookie')).toMatch(
      /^cookie-consent=a1m1; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    const prefs = await post('/formularios/cookies', {
      eleccion: 'preferencias',
      analitica: 'si',
      volver: '/',
    });
    expect(prefs.headers.get('set-cookie')).toMatch(/^cookie-consent=a1m0;/);
    const none = await post('/formularios/cookies', { eleccion: 'necesarias' });
    expect(none.headers.get('set-cookie')).toMatch(/^cookie-consent=a0m0;/);
    expect(none.headers.get('location')).toBe('/');
  });

  it.skipIf(!BUILT)(
    'renders the banner only until there is a choice, never from another visitor',
    async () => {
      const fresh = await server.fetch('/empresa');
      expect(fresh.headers.get('vary')).toContain('cookie');
      const freshHtml = await fresh.text();
      expect(freshHtml).toContain('data-cookie-banner');
      // (React separates adjacent texts with empty comments.)
      expect(freshHtml.replaceAll('<!-- -->', '')).toContain(`© ${currentYear()} Forja`);
      // The same path, just kept in the page cache, for a visitor who has chosen.
      const chosen = await server.fetch('/empresa', { cookie: 'cookie-consent=a0m0' });
      expect(await chosen.text()).not.toContain('data-cookie-banner');
      // And the one who has not is still asked.
      expect(await (await server.fetch('/empresa')).text()).toContain('data-cookie-banner');
      // A revalidation names the same variants.
      const again = await server.fetch('/empresa', {
        headers: { 'if-none-match': fresh.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('vary')).toContain('cookie');
    },
  );

  it.skipIf(!BUILT)('renders /create signed out with its sign-in prompt', async () => {
    const res = await server.fetch('/create');
    const html = await res.text();
    expect(html).toContain(messages.builderFlow.signInToCreate);
    expect(html).toContain('/login?redirect=%2Fcreate');
  });
});
