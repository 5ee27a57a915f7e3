import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CREDITS_PRICE_ID,
  type DemoFile,
  type DemoNote,
  type NoteStreamLine,
} from '../../../contracts/demo.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { analyzeUrl } from './scrape.ts';

// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function readLines(text: string): NoteStreamLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as NoteStreamLine);
}

async function upload(server: TestServer, user: TestUser, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return server.fetch('/api/demo/files', { method: 'POST', body: form, cookie: user.cookie });
}

async function credits(server: TestServer, user: TestUser): Promise<number> {
  const res = await server.fetch('/api/demo/credits', { cookie: user.cookie });
  return ((await res.json()) as { credits: number }).credits;
}

describe('demo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reports health without a session', async () => {
    const uptimeBefore = process.uptime();
    const sent = performance.now();
    const res = await server.fetch('/api/functions/demo-health');
    const elapsed = performance.now() - sent;
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      db: { engine: server.config.dbEngine },
      realtime: { connections: 0, mode: 'memory' },
      version: expect.any(String),
      deployment: { environment: 'test', nodeVersion: process.version },
    });
    // A measured round trip: a number, inside the request that reported it.
    expect(typeof body.db.latencyMs).toBe('number');
    expect(body.db.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.db.latencyMs).toBeLessThan(elapsed);
    // The server runs in this test process: its uptime is this process's, in whole seconds.
    expect(Number.isInteger(body.uptimeSeconds)).toBe(true);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(Math.floor(uptimeBefore));
    expect(body.uptimeSeconds).toBeLessThanOrEqual(Math.ceil(process.uptime()));
  });

  it('seeds once: 5 credits, a welcome note, "Seeded successfully" the first time only', async () => {
    const user = await createUser(server);
    const anon = await server.fetch('/api/functions/demo-seed', { json: {} });
    expect(anon.status).toBe(401);
    // Reading the balance first must not count as seeding (the workspace does both at once).
    expect(await credits(server, user)).toBe(5);

    const [a, b] = await Promise.all([
      server.fetch('/api/functions/demo-seed', { json: {}, cookie: user.cookie }),
      server.fetch('/api/functions/demo-seed', { json: {}, cookie: user.cookie }),
    ]);
    const bodies = [await a.json(), await b.json()];
    expect(bodies.map((x) => x.message).sort()).toEqual(['Already seeded', 'Seeded successfully']);
    const again = await server.fetch('/api/functions/demo-seed', { json: {}, cookie: user.cookie });
    expect(await again.json()).toEqual({ message: 'Already seeded', credits: 5 });

    const notes = await server.fetch('/api/demo/notes', { cookie: user.cookie });
    const list = (await notes.json()) as { notes: DemoNote[] };
    expect(list.notes).toHaveLength(1);
    expect(list.notes[0].aiOutput.length).toBeGreaterThan(20);
    expect(await credits(server, user)).toBe(5);
  });

  it('streams a note, saves it and takes one credit', async () => {
    const user = await createUser(server);
    const res = await server.fetch('/api/demo/notes', {
      json: {
        text: 'Reunión con el equipo de ventas. Hay que lanzar la campaña de verano antes del 15 de junio. Falta el presupuesto de diseño y la lista de clientes.',
      },
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = readLines(await res.text());
    expect(lines[0]).toEqual({ type: 'start', credits: 4 });
    const deltas = lines.filter((l) => l.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = lines.at(-1);
    if (done?.type !== 'done') throw new Error('no done line');
    expect(done.credits).toBe(4);
    expect(deltas.map((d) => (d.type === 'delta' ? d.text : '')).join('')).toBe(done.note.aiOutput);
    expect(done.note.aiOutput).toMatch(/-/);

    const list = (await (
      await server.fetch('/api/demo/notes', { cookie: user.cookie })
    ).json()) as {
      notes: DemoNote[];
    };
    expect(list.notes.map((n) => n.id)).toContain(done.note.id);
    expect(await credits(server, user)).toBe(4);
  });

  it('refuses an empty note and a signed-out request without taking credits', async () => {
    const user = await createUser(server);
    const empty = await server.fetch('/api/demo/notes', {
      json: { text: '   ' },
      cookie: user.cookie,
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Escribe un texto para generar la nota.');
    const anon = await server.fetch('/api/demo/notes', { json: { text: 'hola' } });
    expect(anon.status).toBe(401);
    expect(await credits(server, user)).toBe(5);
  });

  it('never goes below 0 credits: 10 concurrent notes with 5 credits make exactly 5', async () => {
    const user = await createUser(server);
    await server.fetch('/api/functions/demo-seed', { json: {}, cookie: user.cookie });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.fetch('/api/demo/notes', {
          json: { text: `Idea número ${i}: una app para organizar turnos de voluntariado.` },
          cookie: user.cookie,
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(5);
    const refused = results.find((r) => r.status === 402)!;
    expect((await refused.json()).error.message).toBe('Necesitas créditos para generar notas');
    await Promise.all(results.filter((r) => r.status === 200).map((r) => r.text()));
    expect(await credits(server, user)).toBe(0);
    const list = (await (
      await server.fetch('/api/demo/notes', { cookie: user.cookie })
    ).json()) as {
      notes: DemoNote[];
    };
    expect(list.notes).toHaveLength(6); // welcome note + 5
  });

  it("deletes only the owner's notes: another user gets 404", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    await server.fetch('/api/functions/demo-seed', { json: {}, cookie: owner.cookie });
    const { notes } = (await (
      await server.fetch('/api/demo/notes', { cookie: owner.cookie })
    ).json()) as {
      notes: DemoNote[];
    };
    const id = notes[0].id;
    const theirs = await server.fetch(`/api/demo/notes/${id}`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.message).toBe('Nota no encontrada');
    const missing = await server.fetch('/api/demo/notes/no-existe', {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(missing.status).toBe(404);
    const mine = await server.fetch(`/api/demo/notes/${id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(mine.status).toBe(204);
    const after = (await (
      await server.fetch('/api/demo/notes', { cookie: owner.cookie })
    ).json()) as {
      notes: DemoNote[];
    };
    expect(after.notes).toHaveLength(0);
  });

  it('lists at most 20 notes, newest first', async () => {
    const user = await createUser(server);
    const now = Date.now();
    await server.deps.db
      .insertInto('demoNotes')
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          id: `n-${user.id}-${i}`,
          userId: user.id,
          textInput: `t${i}`,
          aiOutput: `o${i}`,
          createdAt: new Date(now + i * 1000).toISOString(),
        })),
      )
      .execute();
    const { notes } = (await (
      await server.fetch('/api/demo/notes', { cookie: user.cookie })
    ).json()) as {
      notes: DemoNote[];
    };
    expect(notes).toHaveLength(20);
    expect(notes[0].textInput).toBe('t22');
  });

  it('uploads a file to demo-files/{userId}/{random id}.{ext}, serves it to its owner only, lists it and deletes the object too', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const res = await upload(server, user, 'captura.png', PNG);
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as { file: DemoFile };
    expect(file).toMatchObject({ name: 'captura.png', fileSize: PNG.length });
    expect(file.storageUrl).toMatch(new RegExp(`^/files/demo-files/${user.id}/[\\w-]{22}\\.png$`));
    // Demo files are private: the owner's session reads them, nobody else's.
    const served = await server.fetch(file.storageUrl, { cookie: user.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${server.url}${file.storageUrl}`)).status).toBe(404);
    expect((await server.fetch(file.storageUrl, { cookie: other.cookie })).status).toBe(404);

    const list = (await (
      await server.fetch('/api/demo/files', { cookie: user.cookie })
    ).json()) as {
      files: DemoFile[];
    };
    expect(list.files.map((f) => f.id)).toEqual([file.id]);
    const otherList = (await (
      await server.fetch('/api/demo/files', { cookie: other.cookie })
    ).json()) as {
      files: DemoFile[];
    };
    expect(otherList.files).toEqual([]);

    const theirs = await server.fetch(`/api/demo/files/${file.id}`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(theirs.status).toBe(404);
    const mine = await server.fetch(`/api/demo/files/${file.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(mine.status).toBe(204);
    expect((await fetch(`${server.url}${file.storageUrl}`)).status).toBe(404);
    const key = file.storageUrl.replace(/^\/files\//, '');
    expect(await server.deps.storage.get(key)).toBeNull();
  });

  it('refuses a wrong type, a disguised file and a file over 25 MB', async () => {
    const user = await createUser(server);
    const svg = await upload(server, user, 'logo.svg', Buffer.from('<svg/>'));
    expect(svg.status).toBe(415);
    expect((await svg.json()).error.message).toBe('El tipo de archivo .svg no está soportado.');
    const disguised = await upload(server, user, 'foto.png', Buffer.from('<html>no</html>'));
    expect(disguised.status).toBe(415);
    expect((await disguised.json()).error.message).toBe(
      'El contenido del archivo foto.png no corresponde a su extensión.',
    );
    const big = Buffer.alloc(25 * 1024 * 1024 + 10);
    PNG.copy(big);
    const tooBig = await upload(server, user, 'grande.png', big);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.message).toBe(
      'El archivo grande.png es demasiado grande. Tamaño máximo: 25MB.',
    );
    const notMultipart = await server.fetch('/api/demo/files', { json: {}, cookie: user.cookie });
    expect(notMultipart.status).toBe(415);
    const list = (await (
      await server.fetch('/api/demo/files', { cookie: user.cookie })
    ).json()) as {
      files: DemoFile[];
    };
    expect(list.files).toEqual([]);
    const anon = await server.fetch('/api/demo/files', { method: 'POST', body: new FormData() });
    expect(anon.status).toBe(401);
  });

  describe('URL analysis refuses what is not the public Internet', () => {
    let local: Server;
    let localUrl: string;
    let hits = 0;
    beforeAll(async () => {
      local = createServer((_req, res) => {
        hits += 1;
        res.setHeader('content-type', 'text/html');
        res.end('<title>Interno</title>');
      });
      await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
      localUrl = `http://127.0.0.1:${(local.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((r) => local.close(() => r())));

    it.each([
      ['a loopback address', () => localUrl, 400, 'Esa dirección no está permitida'],
      [
        'localhost (a name resolving to loopback)',
        () => localUrl.replace('127.0.0.1', 'localhost'),
        400,
        'Esa dirección no está permitida',
      ],
      ['IPv6 loopback', () => 'http://[::1]/', 400, 'Esa dirección no está permitida'],
      [
        'IPv4-mapped IPv6',
        () => 'http://[::ffff:127.0.0.1]/',
        400,
        'Esa dirección no está permitida',
      ],
      ['a private address', () => 'http://10.0.0.1/', 400, 'Esa dirección no está permitida'],
      [
        'cloud metadata',
        () => 'http://169.254.169.254/latest/meta-data/',
        400,
        'Esa dirección no está permitida',
      ],
      ['a decimal IP', () => 'http://2130706433/', 400, 'Esa dirección no está permitida'],
      [
        'a file URL',
        () => 'file:///etc/passwd',
        400,
        'Solo se pueden analizar direcciones http o https.',
      ],
      [
        'an ftp URL',
        () => 'ftp://example.com/',
        400,
        'Solo se pueden analizar direcciones http o https.',
      ],
    ])('%s', async (_label, url, status, message) => {
      const user = await createUser(server);
      const res = await server.fetch('/api/demo/scrape', {
        json: { url: url() },
        cookie: user.cookie,
      });
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toContain(message);
      expect(hits).toBe(0);
      // A refused analysis costs nothing: the integration credit is given back.
      const sub = await server.fetch('/api/billing/subscription', { cookie: user.cookie });
      expect(((await sub.json()) as { integrations: { used: number } }).integrations.used).toBe(0);
    });

    it('refuses an empty URL and a signed-out request', async () => {
      const user = await createUser(server);
      const empty = await server.fetch('/api/demo/scrape', {
        json: { url: ' ' },
        cookie: user.cookie,
      });
      expect(empty.status).toBe(400);
      expect((await empty.json()).error.message).toBe(
        'Escribe la URL del sitio que quieres analizar.',
      );
      const anon = await server.fetch('/api/demo/scrape', { json: { url: 'https://example.com' } });
      expect(anon.status).toBe(401);
    });
  });

  it('analyses a page (test seam: a local "public" site), saves it and charges one integration credit', async () => {
    const user = await createUser(server);
    const site = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        '<title>Tienda de café</title><meta name="description" content="Café de especialidad">' +
          ['/a', '/b', '/c', '/d', '/e', '/f'].map((h) => `<a href="${h}">${h}</a>`).join(''),
      );
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.2', r));
    const port = (site.address() as AddressInfo).port;
    try {
      const scrape = await analyzeUrl(
        server.deps,
        { userId: user.id, url: `http://tienda.test:${port}/` },
        {
          resolve: async () => [{ address: '127.0.0.2', family: 4 }],
          allowAddress: (a) => a === '127.0.0.2',
        },
      );
      expect(scrape).toMatchObject({
        title: 'Tienda de café',
        description: 'Café de especialidad',
      });
      expect(scrape.links).toHaveLength(5);
      expect(scrape.links[0]).toBe(`http://tienda.test:${port}/a`);
    } finally {
      await new Promise<void>((r) => site.close(() => r()));
    }
    const list = await server.fetch('/api/demo/scrapes', { cookie: user.cookie });
    const { scrapes } = (await list.json()) as { scrapes: { title: string; links: string[] }[] };
    expect(scrapes).toHaveLength(1);
    expect(scrapes[0].links).toHaveLength(5);
    const sub = await server.fetch('/api/billing/subscription', { cookie: user.cookie });
    expect(((await sub.json()) as { integrations: { used: number } }).integrations.used).toBe(1);
  });

  it('sends the test email to the signed-in user only, ignoring any other "to"', async () => {
    const user = await createUser(server, { name: 'Elena Ruiz' });
    const res = await server.fetch('/api/demo/send-email', {
      json: { to: 'victima@example.com', subject: 'Hola' },
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, to: user.email });
    const outbox = await server.deps.mailer.listOutbox();
    const mine = outbox.filter((m) => m.raw.includes(user.email));
    expect(mine).toHaveLength(1);
    expect(mine[0].raw).not.toContain('victima@example.com');
    expect(mine[0].raw).toMatch(/Subject: Hola/);
    // An email sent is one integration credit of the user's plan.
    const ledger = await server.deps.db
      .selectFrom('creditLedgers')
      .select('integrationsUsed')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.integrationsUsed)).toBe(1);
    expect((await server.fetch('/api/demo/send-email', { json: {} })).status).toBe(401);
  });

  it('rate-limits the email relay', async () => {
    const user = await createUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await server.fetch('/api/demo/send-email', { json: {}, cookie: user.cookie })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('buys 50 credits through the demo checkout, fulfilled once', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    await server.fetch('/api/functions/demo-seed', { json: {}, cookie: user.cookie });
    const wrong = await server.fetch('/api/functions/demo-stripe-checkout', {
      json: { priceId: 'price_elite' },
      cookie: user.cookie,
    });
    expect(wrong.status).toBe(400);
    const start = await server.fetch('/api/functions/demo-stripe-checkout', {
      json: {
        priceId: DEMO_CREDITS_PRICE_ID,
        successUrl: '/demo/app',
        cancelUrl: '/demo/app',
        metadata: { user_id: other.id, credits: 5000 },
      },
      cookie: user.cookie,
    });
    expect(start.status).toBe(200);
    const { url, id } = (await start.json()) as { url: string; id: string };
    expect(url).toBe(`/demo/app?checkout=${id}`);

    const view = await server.fetch(`/api/demo/checkout/${id}`, { cookie: user.cookie });
    expect(await view.json()).toMatchObject({ id, credits: 50, status: 'open' });
    expect((await server.fetch(`/api/demo/checkout/${id}`, { cookie: other.cookie })).status).toBe(
      404,
    );
    const stolen = await server.fetch(`/api/demo/checkout/${id}/complete`, {
      json: {},
      cookie: other.cookie,
    });
    expect(stolen.status).toBe(404);

    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.fetch(`/api/demo/checkout/${id}/complete`, { json: {}, cookie: user.cookie }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await credits(server, user)).toBe(55);
    expect(await credits(server, other)).toBe(5);
    const cancelAfter = await server.fetch(`/api/demo/checkout/${id}/cancel`, {
      json: {},
      cookie: user.cookie,
    });
    expect(cancelAfter.status).toBe(409);

    const second = (await (
      await server.fetch('/api/functions/demo-stripe-checkout', {
        json: { priceId: DEMO_CREDITS_PRICE_ID },
        cookie: user.cookie,
      })
    ).json()) as { id: string };
    expect(
      (
        await server.fetch(`/api/demo/checkout/${second.id}/cancel`, {
          json: {},
          cookie: user.cookie,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await server.fetch(`/api/demo/checkout/${second.id}/complete`, {
          json: {},
          cookie: user.cookie,
        })
      ).status,
    ).toBe(409);
    expect(await credits(server, user)).toBe(55);
  });

  it('deletes my demo data (notes, files and objects, messages, analyses) and keeps credits', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    await server.fetch('/api/functions/demo-seed', { json: {}, cookie: user.cookie });
    await server.fetch('/api/functions/demo-seed', { json: {}, cookie: other.cookie });
    const gen = await server.fetch('/api/demo/notes', {
      json: { text: 'Una nota de prueba.' },
      cookie: user.cookie,
    });
    await gen.text();
    const { file } = (await (await upload(server, user, 'a.png', PNG)).json()) as {
      file: DemoFile;
    };
    await server.deps.db
      .insertInto('demoMessages')
      .values([
        {
          id: `m1-${user.id}`,
          userId: user.id,
          channel: 'demo-room',
          text: 'mío',
          displayName: 'Yo',
          createdAt: new Date().toISOString(),
        },
        {
          id: `m2-${other.id}`,
          userId: other.id,
          channel: 'demo-room',
          text: 'suyo',
          displayName: 'Otra',
          createdAt: new Date().toISOString(),
        },
      ])
      .execute();
    await server.deps.db
      .insertInto('demoScrapes')
      .values({
        id: `s-${user.id}`,
        userId: user.id,
        url: 'https://example.com/',
        title: 'x',
        description: null,
        links: '[]',
        createdAt: new Date().toISOString(),
      })
      .execute();

    const res = await server.fetch('/api/demo/delete-my-data', { json: {}, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ credits: 4 });

    const count = async (
      table: 'demoNotes' | 'demoFiles' | 'demoMessages' | 'demoScrapes',
      userId: string,
    ) =>
      Number(
        (
          await server.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const table of ['demoNotes', 'demoFiles', 'demoMessages', 'demoScrapes'] as const) {
      expect(await count(table, user.id)).toBe(0);
    }
    expect(await count('demoNotes', other.id)).toBe(1);
    expect(await count('demoMessages', other.id)).toBe(1);
    expect(await server.deps.storage.get(file.storageUrl.replace(/^\/files\//, ''))).toBeNull();
    expect(await credits(server, user)).toBe(4);
    expect((await server.fetch('/api/demo/delete-my-data', { json: {} })).status).toBe(401);
  });

  it('serves the last 20 messages of demo-room, oldest first, to signed-in users', async () => {
    const user = await createUser(server);
    const base = Date.now() + 60_000;
    await server.deps.db
      .insertInto('demoMessages')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          id: `hist-${i}-${user.id}`,
          userId: user.id,
          channel: 'demo-room',
          text: `mensaje ${i}`,
          displayName: user.name,
          createdAt: new Date(base + i * 1000).toISOString(),
        })),
      )
      .execute();
    const res = await server.fetch('/api/demo/messages?channel=demo-room', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      messages: { data: { text: string }; type: string; metadata: { displayName: string } }[];
    };
    expect(body.messages).toHaveLength(20);
    expect(body.messages[0].data.text).toBe('mensaje 5');
    expect(body.messages.at(-1)).toMatchObject({
      type: 'chat',
      data: { text: 'mensaje 24' },
      metadata: { displayName: user.name },
    });
    expect(
      (await server.fetch('/api/demo/messages?channel=otro', { cookie: user.cookie })).status,
    ).toBe(404);
    expect((await server.fetch('/api/demo/messages?channel=demo-room')).status).toBe(401);
  });

  it('refuses a state change from another origin', async () => {
    const user = await createUser(server);
    const res = await server.fetch('/api/demo/delete-my-data', {
      json: {},
      cookie: user.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
