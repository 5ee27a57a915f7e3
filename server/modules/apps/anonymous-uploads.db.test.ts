import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRecord } from '../../../contracts/app-definition.ts';
import { parseFileValue } from '../../../contracts/app-files.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, PNG_BYTES, uploadForm } from '../projects/test-helpers.ts';
import { sweepUnusedImages } from './service.ts';
import * as usage from './usage.repo.ts';

// Uploads from visitors without an account (issue 38, decision 0249) over real HTTP on a real
// database (SQLite here, PostgreSQL and Redis under vitest.services.config.ts): only to an
// app with a `formulario` + `anonymous` entity that has a file or image field, only what that
// field takes, capped per address a minute and a day and per app a day (count and bytes),
// counted like every visitor's upload; the upload opens with its upload token until a record
// holds it, then with the submission's private link only; unused ones are swept.

type Json = Record<string, unknown>;
type Uploaded = {
  url: string;
  value: string;
  name: string;
  size: number;
  kind: string;
  uploadToken?: string;
};
type Created = { record: AppRecord; access?: { token: string; path: string } };
const body = async <T = Json>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) =>
  (await body<{ error: { code: string; message: string } }>(res)).error;

const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
/** A PDF of `bytes` bytes (a comment pads it). */
const pdfOf = (bytes: number) => {
  const head = pdf('relleno');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0x20)]);
};

/** A booking form anyone may send, with a PDF and a photo; and a list only the owner writes. */
const bookings = {
  entities: [
    {
      key: 'reservas',
      label: 'Reserva',
      rule: 'formulario',
      anonymous: true,
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'justificante', label: 'Justificante', type: 'file', required: false },
        { key: 'foto', label: 'Foto', type: 'image', required: false },
      ],
    },
  ],
};

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;

const ADDRESS_PER_DAY = 12;

async function launchedApp(def: unknown, name: string, on = server, who = owner) {
  const project = await createProject(on, who, {
    name,
    description: 'Reservas de una casa rural con justificante de pago',
  });
  const put = await on.fetch(`/api/apps/${project.id}/definition`, {
    method: 'PUT',
    cookie: who.cookie,
    json: { definition: def },
  });
  expect(put.status).toBe(200);
  const launch = await on.fetch(`/api/projects/${project.id}/launch`, {
    cookie: who.cookie,
    json: {},
  });
  expect(launch.status).toBe(200);
  return project.id;
}

const upload = (app: string, user: TestUser | null, name: string, bytes: Buffer, on = server) =>
  on.fetch(`/api/apps/${app}/uploads`, {
    method: 'POST',
    cookie: user?.cookie,
    body: uploadForm(name, bytes),
  });

const get = (path: string, user: TestUser | null = null) =>
  server.fetch(path, { cookie: user?.cookie });

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    APP_ANONYMOUS_UPLOADS_PER_MINUTE: '1000',
    APP_ANONYMOUS_UPLOADS_PER_DAY: String(ADDRESS_PER_DAY),
  });
  owner = await createUser(server, { name: 'Dueña' });
  stranger = await createUser(server, { name: 'Otra persona' });
});

afterAll(async () => {
  await server?.close();
});

describe('who may upload without an account', () => {
  it('only to an app whose anonymous form has a file or image field, and only what it takes', async () => {
    // A form for signed-in visitors only: 401, as before, in Spanish.
    const closed = await launchedApp(
      { entities: [{ ...bookings.entities[0], anonymous: undefined }] },
      'Reservas con cuenta',
    );
    const refused = await upload(closed, null, 'pago.pdf', pdf('a'));
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toBe('Inicia sesión para añadir registros.');
    // An anonymous form without files, beside a list with files that only the owner fills.
    const noFiles = await launchedApp(
      {
        entities: [
          {
            key: 'consultas',
            label: 'Consulta',
            rule: 'formulario',
            anonymous: true,
            fields: [{ key: 'pregunta', label: 'Pregunta', type: 'text', required: true }],
          },
          {
            key: 'folletos',
            label: 'Folleto',
            rule: 'catalogo',
            fields: [
              { key: 'titulo', label: 'Título', type: 'text', required: true },
              { key: 'pdf', label: 'PDF', type: 'file', required: true },
            ],
          },
        ],
      },
      'Consultas sin archivos',
    );
    expect((await upload(noFiles, null, 'pago.pdf', pdf('b'))).status).toBe(401);
    // An anonymous form with a file field only: a PDF yes, an image no (403 in Spanish).
    const onlyFile = await launchedApp(
      {
        entities: [
          {
            ...bookings.entities[0],
            fields: bookings.entities[0]?.fields.filter((f) => f.type !== 'image'),
          },
          {
            key: 'fotos',
            label: 'Foto',
            rule: 'catalogo',
            fields: [{ key: 'imagen', label: 'Imagen', type: 'image', required: true }],
          },
        ],
      },
      'Reservas solo con PDF',
    );
    expect((await upload(onlyFile, null, 'pago.pdf', pdf('c'))).status).toBe(201);
    const image = await upload(onlyFile, null, 'foto.png', PNG_BYTES);
    expect(image.status).toBe(403);
    expect((await errorOf(image)).message).toMatch(/no acepta imágenes/);
    // A private app: 404 to a stranger, as everything else of it.
    const hidden = await launchedApp(bookings, 'Reservas privadas');
    const made = await server.fetch(`/api/projects/${hidden}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { isPublic: false },
    });
    expect(made.status).toBe(200);
    expect((await upload(hidden, null, 'pago.pdf', pdf('d'))).status).toBe(404);
  });

  it('refuses a wrong type, bytes that are not what the name says, and a file over the plan', async () => {
    const app = await launchedApp(bookings, 'Casa rural tipos');
    const html = await upload(app, null, 'pago.html', Buffer.from('<html><script>1</script>'));
    expect(html.status).toBe(415);
    expect((await errorOf(html)).message).toMatch(/^No se admite «pago\.html»\. Sube un PDF/);
    const renamed = await upload(app, null, 'pago.pdf', PNG_BYTES);
    expect(renamed.status).toBe(415);
    expect((await errorOf(renamed)).message).toMatch(/no es lo que dice su extensión/);
    const fakeImage = await upload(app, null, 'foto.png', pdf('e'));
    expect(fakeImage.status).toBe(415);
    // The owner's plan (Free): 10 MB.
    const big = await upload(app, null, 'pago.pdf', pdfOf(10 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toBe(
      '«pago.pdf» es demasiado grande: el plan Free de esta app admite archivos de hasta 10 MB.',
    );
    const bigImage = await upload(
      app,
      null,
      'foto.png',
      Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(bigImage.status).toBe(413);
    // Nothing refused was kept, nor counted in bytes.
    const today = new Date().toISOString().slice(0, 10);
    const counts = await usage.readUsage(server.deps.db, app, today, ['', usage.ALL_VISITORS]);
    expect(counts.get('')?.uploadBytes).toBe(0);
    expect(counts.get(usage.ALL_VISITORS)?.uploadBytes).toBe(0);
    const kept = await server.deps.db
      .selectFrom('storedObjects')
      .select('key')
      .where('projectId', '=', app)
      .execute();
    expect(kept).toHaveLength(0);
  });
});

describe('who opens an anonymous upload', () => {
  it('its uploader with the upload token until a record holds it; then the private link', async () => {
    const app = await launchedApp(bookings, 'Casa rural abierta');
    const bytes = pdf('justificante de Marta');
    const res = await upload(app, null, 'Justificante de pago.pdf', bytes);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const file = await body<Uploaded>(res);
    expect(file.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parseFileValue(file.value)).toMatchObject({ name: 'Justificante de pago.pdf' });
    const other = await body<Uploaded>(await upload(app, null, 'otro.pdf', pdf('otro')));
    const photo = await body<Uploaded>(await upload(app, null, 'foto.png', PNG_BYTES));
    expect(photo.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Before the form is sent: the uploader (with the token), privately; the owner; no one else.
    const mine = await get(`${file.url}?upload=${file.uploadToken}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await mine.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await get(`${photo.url}?upload=${photo.uploadToken}`)).status).toBe(200);
    expect((await get(file.url)).status).toBe(404);
    expect((await get(`${file.url}?upload=${other.uploadToken}`)).status).toBe(404);
    expect((await get(`${file.url}?upload=${'x'.repeat(43)}`)).status).toBe(404);
    expect((await get(file.url, stranger)).status).toBe(404);
    expect((await get(`${file.url}?upload=${other.uploadToken}`, stranger)).status).toBe(404);
    expect((await get(file.url, owner)).status).toBe(200);
    // The form is sent with the file and the photo.
    const sent = await server.fetch(`/api/apps/${app}/records/reservas`, {
      json: { data: { nombre: 'Marta', justificante: file.value, foto: photo.url } },
    });
    expect(sent.status).toBe(201);
    const created = await body<Created>(sent);
    const token = created.access?.token ?? '';
    const otherSent = await body<Created>(
      await server.fetch(`/api/apps/${app}/records/reservas`, {
        json: { data: { nombre: 'Luis', justificante: other.value } },
      }),
    );
    // Now it follows its record: the private link opens it, the upload token no longer does.
    const shown = await body<{ record: AppRecord }>(await get(`${created.access?.path}`));
    expect(parseFileValue(shown.record.data.justificante)?.url).toBe(file.url);
    for (const [url, uploadToken] of [
      [file.url, file.uploadToken],
      [photo.url, photo.uploadToken],
    ] as const) {
      const opened = await get(`${url}?token=${token}`);
      expect(uploadToken).toBeTruthy();
      expect(opened.status).toBe(200);
      expect(opened.headers.get('cache-control')).toBe('private, no-store');
      expect((await get(`${url}?upload=${uploadToken}`)).status).toBe(404);
      expect((await get(`${url}?token=${otherSent.access?.token}`)).status).toBe(404);
      expect((await get(url)).status).toBe(404);
      expect((await get(`${url}?token=${token}`, stranger)).status).toBe(200);
      expect((await get(url, stranger)).status).toBe(404);
      expect((await get(url, owner)).status).toBe(200);
    }
  });

  it('an unused anonymous upload is swept after a day; one a record holds is kept', async () => {
    const app = await launchedApp(bookings, 'Casa rural limpia');
    const used = await body<Uploaded>(await upload(app, null, 'usado.pdf', pdf('usado')));
    const unused = await body<Uploaded>(await upload(app, null, 'olvidado.pdf', pdf('olvido')));
    const sent = await body<Created>(
      await server.fetch(`/api/apps/${app}/records/reservas`, {
        json: { data: { nombre: 'Ana', justificante: used.value } },
      }),
    );
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await sweepUnusedImages(server.deps, { now: dayLater })).toBeGreaterThanOrEqual(1);
    expect((await get(`${unused.url}?upload=${unused.uploadToken}`)).status).toBe(404);
    expect((await get(unused.url, owner)).status).toBe(404);
    expect((await get(`${used.url}?token=${sent.access?.token}`)).status).toBe(200);
  });
});

describe('what strangers can spend', () => {
  it('an address has its daily cap in an app, with a 429 in Spanish', async () => {
    const app = await launchedApp(bookings, 'Casa rural con tope');
    for (let i = 0; i < ADDRESS_PER_DAY; i++)
      expect((await upload(app, null, `pago-${i}.pdf`, pdf(`p${i}`))).status).toBe(201);
    const refused = await upload(app, null, 'uno-mas.pdf', pdf('más'));
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error.code).toBe('APP_ANONYMOUS_DAILY_UPLOADS');
    expect(error.message).toBe(
      `Desde tu conexión se han subido hoy ${ADDRESS_PER_DAY} imágenes o archivos a esta app sin cuenta, el máximo. Podrás subir más mañana, o inicia sesión.`,
    );
    // Another app is another count; an account is not an anonymous visitor.
    const next = await launchedApp(bookings, 'Casa rural vecina');
    expect((await upload(next, null, 'pago.pdf', pdf('vecina'))).status).toBe(201);
    const visitor = await createUser(server, { name: 'Visitante' });
    expect((await upload(app, visitor, 'pago.pdf', pdf('cuenta'))).status).toBe(201);
  });

  it('10 concurrent anonymous uploads: all stored, every byte counted once', async () => {
    const app = await launchedApp(bookings, 'Casa rural concurrida');
    const files = Array.from({ length: 10 }, (_, i) => pdfOf(2000 + i * 1111));
    const results = await Promise.all(
      files.map(async (bytes, i) => {
        const res = await upload(app, null, `pago-${i}.pdf`, bytes);
        return { status: res.status, file: await body<Uploaded>(res) };
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const total = files.reduce((sum, f) => sum + f.length, 0);
    const today = new Date().toISOString().slice(0, 10);
    const counts = await usage.readUsage(server.deps.db, app, today, ['', usage.ALL_VISITORS]);
    expect(counts.get('')).toMatchObject({ uploads: 10, uploadBytes: total });
    expect(counts.get(usage.ALL_VISITORS)).toMatchObject({ uploads: 10, uploadBytes: total });
    // The owner sees them in the app's summary, like any visitor's.
    const summary = await body<{ summary: { visitorsToday: { uploads: number } } }>(
      await server.fetch(`/api/apps/${app}/summary`, { cookie: owner.cookie }),
    );
    expect(summary.summary.visitorsToday).toMatchObject({ uploads: 10, uploadBytes: total });
    const stored = await server.deps.db
      .selectFrom('storedObjects')
      .select(['ownerUserId', 'size'])
      .where('projectId', '=', app)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.every((o) => o.ownerUserId === '')).toBe(true);
    expect(stored.reduce((sum, o) => sum + Number(o.size), 0)).toBe(total);
    // Each opens with its own token only.
    const [first, second] = results;
    expect((await get(`${first?.file.url}?upload=${first?.file.uploadToken}`)).status).toBe(200);
    expect((await get(`${first?.file.url}?upload=${second?.file.uploadToken}`)).status).toBe(404);
  });
});

describe('the limits a minute and per app', () => {
  let tight: TestServer;
  let host: TestUser;
  beforeAll(async () => {
    // 12 a minute per address, and an app's anonymous bytes of 1 MB a day.
    tight = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      APP_ANONYMOUS_UPLOADS_PER_MINUTE: '12',
      APP_ANONYMOUS_APP_UPLOAD_MB_PER_DAY: '1',
    });
    host = await createUser(tight, { name: 'Anfitriona' });
  });
  afterAll(async () => {
    await tight?.close();
  });

  it('the app’s anonymous megabytes a day, then the minute’s limit per address: 429 in Spanish', async () => {
    const app = await launchedApp(bookings, 'Casa rural pequeña', tight, host);
    const kb400 = pdfOf(400 * 1024);
    expect((await upload(app, null, 'uno.pdf', kb400, tight)).status).toBe(201);
    expect((await upload(app, null, 'dos.pdf', kb400, tight)).status).toBe(201);
    // 224 KB left today: a 400 KB file is the app's daily cap, not the plan's limit.
    const over = await upload(app, null, 'tres.pdf', kb400, tight);
    expect(over.status).toBe(429);
    const error = await errorOf(over);
    expect(error.code).toBe('APP_ANONYMOUS_APP_DAILY_UPLOADS');
    expect(error.message).toBe(
      'Esta app ya ha recibido hoy todas las imágenes y archivos que admite de visitantes sin cuenta (50 archivos, 1 MB). Prueba de nuevo mañana o inicia sesión.',
    );
    // What the refused one set aside came back: a small one still fits.
    expect((await upload(app, null, 'cuatro.pdf', pdf('pequeño'), tight)).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const counts = await usage.readUsage(tight.deps.db, app, today, ['']);
    expect(counts.get('')?.uploadBytes).toBe(2 * kb400.length + pdf('pequeño').length);
    expect(counts.get('')?.uploadBytes).toBeLessThanOrEqual(1024 * 1024);
    // Only what each request can carry is set aside (its Content-Length, not the plan's 10 MB):
    // 8 uploads of 100 KB at once fit in another app's 1 MB.
    const other = await launchedApp(bookings, 'Casa rural a la vez', tight, host);
    const kb100 = pdfOf(100 * 1024);
    const together = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(other, null, `a-la-vez-${i}.pdf`, kb100, tight)),
    );
    expect(together.map((r) => r.status)).toEqual(Array(8).fill(201));
    const both = await usage.readUsage(tight.deps.db, other, today, ['']);
    expect(both.get('')).toMatchObject({ uploads: 8, uploadBytes: 8 * kb100.length });
    // Twelve requests this minute: the thirteenth is the minute's limit.
    const fast = await upload(app, null, 'trece.pdf', pdf('trece'), tight);
    expect(fast.status).toBe(429);
    expect((await errorOf(fast)).message).toBe(
      'Has subido demasiados archivos seguidos. Espera un minuto y vuelve a intentarlo.',
    );
    // An account keeps the app's write limit.
    expect((await upload(app, host, 'dueña.pdf', pdf('dueña'), tight)).status).toBe(201);
  });
});
