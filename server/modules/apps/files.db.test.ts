import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRecord } from '../../../contracts/app-definition.ts';
import { APP_FILE_MAX_MB, parseFileValue } from '../../../contracts/app-files.ts';
import type { PlansResponse } from '../../../contracts/billing.ts';
import type { ExportResult } from '../../../contracts/projects.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, PNG_BYTES, uploadForm, zipFiles } from '../projects/test-helpers.ts';
import { sweepUnusedImages } from './service.ts';

// The `file` field (issue 38 §5; docs/decisions/0233-app-files.md) over real HTTP on a real
// database (SQLite here, PostgreSQL under vitest.services.config.ts): every accepted type,
// built here as a tiny real file, goes through POST /api/apps/{id}/uploads and is served with
// safe headers; the bytes decide, never the name; the owner's plan sets the size; only those
// who may create records in an entity with a file field upload; visitors' uploads are capped
// a day with their images; records keep the file in one checked form.

const ascii = (s: string) => Buffer.from(s, 'latin1');
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

function wav(): Buffer {
  const data = Buffer.alloc(800, 128);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(8000, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

function mp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const id3 = Buffer.concat([ascii('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 10]), Buffer.alloc(10)]);
  return Buffer.concat([id3, frame, frame, frame]);
}

function ogg(): Buffer {
  const page = Buffer.alloc(28);
  page.write('OggS', 0, 'latin1');
  page[5] = 2;
  page[26] = 1;
  page[27] = 30;
  return Buffer.concat([page, Buffer.from([1]), ascii('vorbis'), Buffer.alloc(23)]);
}

const m4a = () =>
  Buffer.concat([u32(24), ascii('ftypM4A '), u32(0), ascii('M4A isom'), u32(8), ascii('free')]);

// An EBML header whose DocType is "webm", then the start of a Segment.
const webm = () =>
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
    0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04,
    0x42, 0x85, 0x81, 0x02, 0x18, 0x53, 0x80, 0x67, 0x01, 0, 0, 0, 0, 0, 0, 0,
  ]);

// Two ADTS frames.
const adts = [0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc];
const aac = () =>
  Buffer.concat([Buffer.from(adts), Buffer.alloc(9), Buffer.from(adts), Buffer.alloc(9)]);

const PDF = ascii(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

function ooxml(dir: string, main: string) {
  const types = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${dir}/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`;
  return zipFiles([
    ['[Content_Types].xml', types],
    ['_rels/.rels', '<Relationships/>'],
    [`${dir}/main.xml`, '<doc/>'],
  ]);
}
const odf = (type: string) =>
  zipFiles([
    ['mimetype', `application/vnd.oasis.opendocument.${type}`],
    ['content.xml', '<office:document-content/>'],
  ]);

/** Every accepted extension: its bytes, the type it is served as, and how it opens. */
async function samples(): Promise<
  { name: string; bytes: Buffer; mime: string; disposition: 'inline' | 'attachment' }[]
> {
  return [
    {
      name: 'Presupuesto año 2026.pdf',
      bytes: PDF,
      mime: 'application/pdf',
      disposition: 'inline',
    },
    { name: 'nota de voz.wav', bytes: wav(), mime: 'audio/wav', disposition: 'inline' },
    { name: 'canción.mp3', bytes: mp3(), mime: 'audio/mpeg', disposition: 'inline' },
    { name: 'ensayo.ogg', bytes: ogg(), mime: 'audio/ogg', disposition: 'inline' },
    { name: 'memo.m4a', bytes: m4a(), mime: 'audio/mp4', disposition: 'inline' },
    { name: 'grabación.webm', bytes: webm(), mime: 'audio/webm', disposition: 'inline' },
    { name: 'radio.aac', bytes: aac(), mime: 'audio/aac', disposition: 'inline' },
    {
      name: 'Acta.docx',
      bytes: await ooxml('word', 'wordprocessingml.document'),
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      disposition: 'attachment',
    },
    {
      name: 'Cuentas.xlsx',
      bytes: await ooxml('xl', 'spreadsheetml.sheet'),
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: 'attachment',
    },
    {
      name: 'Charla.pptx',
      bytes: await ooxml('ppt', 'presentationml.presentation'),
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      disposition: 'attachment',
    },
    {
      name: 'Estatutos.odt',
      bytes: await odf('text'),
      mime: 'application/vnd.oasis.opendocument.text',
      disposition: 'attachment',
    },
    {
      name: 'Socios.ods',
      bytes: await odf('spreadsheet'),
      mime: 'application/vnd.oasis.opendocument.spreadsheet',
      disposition: 'attachment',
    },
    {
      name: 'fotos.zip',
      bytes: await zipFiles([
        ['notas.txt', 'Hola'],
        ['datos/lista.csv', 'a,b\n1,2\n'],
      ]),
      mime: 'application/zip',
      disposition: 'attachment',
    },
    {
      name: 'acta.txt',
      bytes: Buffer.from('Acta de la reunión del 5 de diciembre.\nAsistentes: Ana, Beto.\n'),
      mime: 'text/plain; charset=utf-8',
      disposition: 'attachment',
    },
    {
      name: 'socios.csv',
      bytes: Buffer.from('nombre,edad\nAna,34\nBeto,41\n'),
      mime: 'text/csv; charset=utf-8',
      disposition: 'attachment',
    },
  ];
}

let server: TestServer;
let owner: TestUser;
let visitor: TestUser;
let stranger: TestUser;
let projectId: string;

const VISITOR_UPLOADS = 3;

type Json = Record<string, unknown>;
type Uploaded = { url: string; value: string; name: string; size: number; kind: string };
const body = async <T = Json>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) =>
  (await body<{ error: { code: string; message: string } }>(res)).error;

const upload = (id: string, user: TestUser | null, name: string, bytes: Buffer, type?: string) =>
  server.fetch(`/api/apps/${id}/uploads`, {
    method: 'POST',
    cookie: user?.cookie,
    body: uploadForm(name, bytes, type),
  });

const create = (id: string, user: TestUser | null, data: Json, entity = 'entregas') =>
  server.fetch(`/api/apps/${id}/records/${entity}`, { cookie: user?.cookie, json: { data } });

/** An app with a `formulario` entity that takes a file (and an image), and a `catalogo` one. */
const definition = (rule = 'formulario') => ({
  entities: [
    {
      key: 'entregas',
      label: 'Entrega',
      rule,
      fields: [
        { key: 'titulo', label: 'Título', type: 'text', required: true },
        { key: 'archivo', label: 'Archivo', type: 'file', required: false },
        { key: 'foto', label: 'Foto', type: 'image', required: false },
      ],
    },
    {
      key: 'materiales',
      label: 'Material',
      labelPlural: 'Materiales',
      rule: 'catalogo',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'documento', label: 'Documento', type: 'file', required: true },
      ],
    },
  ],
});

async function launchedApp(user: TestUser, def: unknown, name: string): Promise<string> {
  const project = await createProject(server, user, {
    name,
    description: 'Entregas de deberes, audios y documentos de una academia de música',
  });
  const put = await server.fetch(`/api/apps/${project.id}/definition`, {
    method: 'PUT',
    cookie: user.cookie,
    json: { definition: def },
  });
  expect(put.status).toBe(200);
  const launch = await server.fetch(`/api/projects/${project.id}/launch`, {
    cookie: user.cookie,
    json: {},
  });
  expect(launch.status).toBe(200);
  return project.id;
}

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
    APP_VISITOR_UPLOADS_PER_DAY: String(VISITOR_UPLOADS),
  });
  owner = await createUser(server, { name: 'Dueña' });
  visitor = await createUser(server, { name: 'Visitante' });
  stranger = await createUser(server, { name: 'Otra dueña' });
  projectId = await launchedApp(owner, definition(), 'Academia');
});

afterAll(async () => {
  await server?.close();
});

describe('uploading a file', () => {
  it('takes every accepted type, answers its value, and serves it with safe headers', async () => {
    for (const sample of await samples()) {
      const res = await upload(projectId, owner, sample.name, sample.bytes, 'text/html');
      expect(res.status, sample.name).toBe(201);
      const file = await body<Uploaded>(res);
      expect(file.name).toBe(sample.name);
      expect(file.size).toBe(sample.bytes.length);
      expect(parseFileValue(file.value)).toMatchObject({
        url: file.url,
        name: sample.name,
        size: sample.bytes.length,
      });
      // Not saved in a record yet: its uploader's only.
      expect((await server.fetch(file.url)).status, sample.name).toBe(404);
      const served = await server.fetch(file.url, { cookie: owner.cookie });
      expect(served.status, sample.name).toBe(200);
      expect(served.headers.get('content-type')).toBe(sample.mime);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toMatch(
        new RegExp(`^${sample.disposition}; filename="[A-Za-z0-9._-]+"$`),
      );
      const csp = served.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      // A PDF opens in the browser's viewer (which a sandbox blanks); no script either way.
      if (sample.mime === 'application/pdf') expect(csp).toContain("script-src 'none'");
      else expect(csp).toContain('sandbox');
      expect(Buffer.from(await served.arrayBuffer()).equals(sample.bytes)).toBe(true);
    }
  });

  it('decides by the bytes, never the name or the declared type: 415 in Spanish', async () => {
    const cases: [string, Buffer][] = [
      ['factura.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['factura.pdf', Buffer.concat([ascii('MZ'), Buffer.alloc(200, 0x90)])],
      ['acta.docx', await zipFiles([['notas.txt', 'solo un zip']])],
      ['acta.docx', PDF],
      ['canto.mp3', PDF],
      ['notas.txt', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
      ['datos.csv', Buffer.concat([Buffer.from('a,b\n'), Buffer.from([0, 1, 2, 3])])],
      ['lista.zip', await ooxml('word', 'wordprocessingml.document')],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(projectId, owner, name, bytes, 'application/pdf');
      expect(res.status, name).toBe(415);
      const error = await errorOf(res);
      expect(error.code).toBe('FILE_CONTENT_MISMATCH');
      expect(error.message).toContain(`«${name}»`);
      expect(error.message).toMatch(/no es lo que dice su extensión/);
    }
    for (const name of ['programa.exe', 'pagina.html', 'dibujo.svg', 'sin-extension']) {
      const res = await upload(projectId, owner, name, PDF);
      expect(res.status, name).toBe(415);
      const error = await errorOf(res);
      expect(error.code).toBe('FILE_TYPE_UNSUPPORTED');
      expect(error.message).toMatch(/^No se admite «.+»\. Sube un PDF, un audio/);
    }
    // An empty file is no file.
    const empty = await upload(projectId, owner, 'vacio.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
  });

  it('refuses a file over the owner plan’s limit with a 413 in Spanish, and a higher plan takes it', async () => {
    const limit = APP_FILE_MAX_MB.Free * 1024 * 1024;
    const big = Buffer.concat([PDF, Buffer.alloc(limit + 1 - PDF.length, 0x20)]);
    const res = await upload(projectId, owner, 'Memoria anual.pdf', big);
    expect(res.status).toBe(413);
    const error = await errorOf(res);
    expect(error.code).toBe('FILE_TOO_LARGE');
    expect(error.message).toBe(
      `«Memoria anual.pdf» es demasiado grande: el plan Free de esta app admite archivos de hasta ${APP_FILE_MAX_MB.Free} MB.`,
    );
    // Exactly the limit fits.
    const fits = await upload(projectId, owner, 'Memoria.pdf', big.subarray(0, limit));
    expect(fits.status).toBe(201);

    // Another owner on Starter (the local test checkout): the same file goes in.
    const paying = await createUser(server, { name: 'Dueño con plan' });
    const plans = await body<PlansResponse>(await server.fetch('/api/plans'));
    const starter = plans.plans.find((p) => p.name === 'Starter');
    const checkout = await server.fetch('/api/functions/stripe-checkout', {
      cookie: paying.cookie,
      json: { priceId: starter?.priceId, planName: 'Starter' },
    });
    expect(checkout.status).toBe(200);
    const checkoutId = (await body<{ url: string }>(checkout)).url.split('/').at(-1);
    const done = await server.fetch(`/api/billing/local-checkout/${checkoutId}/complete`, {
      cookie: paying.cookie,
      json: {},
    });
    expect(done.status).toBe(200);
    const paid = await launchedApp(paying, definition(), 'Academia con plan');
    const taken = await upload(paid, paying, 'Memoria anual.pdf', big);
    expect(taken.status).toBe(201);
    const over = Buffer.concat([PDF, Buffer.alloc(APP_FILE_MAX_MB.Starter * 1024 * 1024, 0x20)]);
    const refused = await upload(paid, paying, 'Enorme.pdf', over);
    expect(refused.status).toBe(413);
    expect((await errorOf(refused)).message).toMatch(/plan Starter .* hasta 25 MB/);
  });

  it('is only for those who may create records in an entity with a file field', async () => {
    // Signed out: 401; another app's owner in an entity they cannot write: 403.
    expect((await upload(projectId, null, 'a.pdf', PDF)).status).toBe(401);
    const catalogue = await launchedApp(owner, definition('catalogo'), 'Catálogo de partituras');
    const refused = await upload(catalogue, stranger, 'a.pdf', PDF);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toMatch(/Solo el dueño/);
    expect((await upload(catalogue, visitor, 'a.pdf', PDF)).status).toBe(403);
    // An app that is not launched is not there for them at all.
    const hidden = await launchedApp(owner, definition(), 'Aún sin lanzar');
    await server.fetch(`/api/projects/${hidden}/unlaunch`, { cookie: owner.cookie, json: {} });
    expect((await upload(hidden, stranger, 'a.pdf', PDF)).status).toBe(404);
    // An app with images only takes no documents; one with files only takes no images.
    const photos = await launchedApp(
      owner,
      {
        entities: [
          {
            key: 'fotos',
            label: 'Foto',
            rule: 'publica',
            fields: [{ key: 'foto', label: 'Foto', type: 'image', required: true }],
          },
        ],
      },
      'Solo fotos',
    );
    const noFiles = await upload(photos, visitor, 'a.pdf', PDF);
    expect(noFiles.status).toBe(403);
    expect((await errorOf(noFiles)).message).toMatch(/no acepta documentos ni audios/);
    const docs = await launchedApp(
      owner,
      {
        entities: [
          {
            key: 'docs',
            label: 'Documento',
            rule: 'publica',
            fields: [{ key: 'doc', label: 'Documento', type: 'file', required: true }],
          },
        ],
      },
      'Solo documentos',
    );
    const noImages = await upload(docs, owner, 'a.png', PNG_BYTES, 'image/png');
    expect(noImages.status).toBe(403);
    expect((await errorOf(noImages)).message).toMatch(/no acepta imágenes/);
  });
});

describe('a record with a file', () => {
  it('keeps the uploaded file with its stored size, and refuses files that are not this app’s', async () => {
    const file = await body<Uploaded>(await upload(projectId, visitor, 'Deberes tema 3.pdf', PDF));
    // The size the client claims is replaced by the size as stored.
    const claimed = file.value.replace(/bytes=\d+/, 'bytes=999999999');
    const res = await create(projectId, visitor, { titulo: 'Tema 3', archivo: claimed });
    expect(res.status).toBe(201);
    const { record } = await body<{ record: AppRecord }>(res);
    expect(record.data.archivo).toBe(file.value);
    expect(parseFileValue(record.data.archivo)).toMatchObject({
      name: 'Deberes tema 3.pdf',
      size: PDF.length,
      kind: 'pdf',
    });
    const again = await server.fetch(`/api/apps/${projectId}/records/entregas/${record.id}`, {
      cookie: owner.cookie,
    });
    expect((await body<{ record: AppRecord }>(again)).record.data.archivo).toBe(file.value);

    // Another app's file, a file never stored, an image, an outside URL: 400 in Spanish.
    const otherApp = await launchedApp(stranger, definition(), 'Otra academia');
    const foreign = await body<Uploaded>(await upload(otherApp, stranger, 'ajeno.pdf', PDF));
    const image = await body<{ url: string }>(
      await upload(projectId, owner, 'foto.png', PNG_BYTES, 'image/png'),
    );
    for (const archivo of [
      foreign.value,
      foreign.value.replace(otherApp, projectId),
      file.value.replace(/\/[A-Za-z0-9_-]{22}\//, '/AAAAAAAAAAAAAAAAAAAAAA/'),
      image.url,
      'https://ejemplo.com/virus.pdf',
      `/files/apps/${projectId}/../../uploads/x.pdf`,
    ]) {
      const bad = await create(projectId, owner, { titulo: 'Mal', archivo });
      expect(bad.status, archivo).toBe(400);
      expect((await errorOf(bad)).message).toBe(
        'El campo «Archivo» debe ser un archivo subido a esta app.',
      );
    }
    // Removing the file from the record (PATCH to null) keeps the record.
    const cleared = await server.fetch(`/api/apps/${projectId}/records/entregas/${record.id}`, {
      method: 'PATCH',
      cookie: visitor.cookie,
      json: { data: { archivo: null } },
    });
    expect(cleared.status).toBe(200);
    // The CSV carries the file's URL and name.
    const withFile = await create(projectId, owner, { titulo: 'Con archivo', archivo: file.value });
    expect(withFile.status).toBe(201);
    const csv = await (
      await server.fetch(`/api/apps/${projectId}/csv/entregas`, { cookie: owner.cookie })
    ).text();
    expect(csv).toContain(file.url);
    expect(csv).toContain('Deberes tema 3.pdf');
  });

  it('caps a visitor’s uploads a day, images and files together, with a 429 in Spanish', async () => {
    const capped = await launchedApp(owner, definition(), 'Academia con límites');
    const ana = await createUser(server, { name: 'Ana' });
    expect((await upload(capped, ana, 'uno.pdf', PDF)).status).toBe(201);
    expect((await upload(capped, ana, 'dos.wav', wav())).status).toBe(201);
    expect((await upload(capped, ana, 'tres.png', PNG_BYTES, 'image/png')).status).toBe(201);
    const refused = await upload(capped, ana, 'cuatro.pdf', PDF);
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error.code).toBe('APP_VISITOR_DAILY_UPLOADS');
    expect(error.message).toBe(
      `Has subido hoy ${VISITOR_UPLOADS} imágenes o archivos a esta app, el máximo para un visitante. Podrás subir más mañana.`,
    );
    // The owner is not capped.
    expect((await upload(capped, owner, 'cinco.pdf', PDF)).status).toBe(201);
  });

  it('removes a visitor’s unused files after a day, and keeps the ones a record uses', async () => {
    const app = await launchedApp(owner, definition(), 'Academia limpia');
    const beto = await createUser(server, { name: 'Beto' });
    const used = await body<Uploaded>(await upload(app, beto, 'usado.pdf', PDF));
    const unused = await body<Uploaded>(await upload(app, beto, 'olvidado.pdf', PDF));
    expect((await create(app, beto, { titulo: 'Con PDF', archivo: used.value })).status).toBe(201);
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await sweepUnusedImages(server.deps, { now: dayLater })).toBeGreaterThanOrEqual(1);
    expect((await server.fetch(unused.url, { cookie: beto.cookie })).status).toBe(404);
    // A file follows the rule of the record that holds it (formulario here): its author, the
    // owner; never a stranger nor someone signed out.
    expect((await server.fetch(used.url, { cookie: beto.cookie })).status).toBe(200);
    expect((await server.fetch(used.url, { cookie: owner.cookie })).status).toBe(200);
    expect((await server.fetch(used.url, { cookie: stranger.cookie })).status).toBe(404);
    expect((await server.fetch(used.url)).status).toBe(404);
    // Under a rule everyone reads (publica), anyone gets it, and it may be cached.
    const open = await launchedApp(owner, definition('publica'), 'Academia abierta');
    const shown = await body<Uploaded>(await upload(open, beto, 'programa.pdf', PDF));
    expect((await create(open, beto, { titulo: 'Programa', archivo: shown.value })).status).toBe(
      201,
    );
    const served = await server.fetch(shown.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('50 concurrent submissions with files: no 5xx, every accepted one stored', async () => {
    const app = await launchedApp(owner, definition(), 'Academia concurrida');
    const senders = [
      owner,
      ...(await Promise.all([1, 2, 3, 4].map((i) => createUser(server, { name: `Alumna ${i}` })))),
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const who = senders[i % senders.length] as TestUser;
        const up = await upload(app, who, `entrega-${i}.pdf`, PDF);
        if (up.status !== 201) return { upload: up.status, create: 0 };
        const file = await body<Uploaded>(up);
        const res = await create(app, who, { titulo: `Entrega ${i}`, archivo: file.value });
        return { upload: up.status, create: res.status };
      }),
    );
    for (const r of results) {
      expect(r.upload).toBeLessThan(500);
      expect(r.create).toBeLessThan(500);
    }
    // The owner's ten all go in; each visitor has their daily cap (429 past it).
    const created = results.filter((r) => r.create === 201).length;
    expect(created).toBe(10 + 4 * VISITOR_UPLOADS);
    expect(results.filter((r) => r.upload === 429)).toHaveLength(40 - 4 * VISITOR_UPLOADS);
    const list = await body<{ records: AppRecord[] }>(
      await server.fetch(`/api/apps/${app}/records/entregas?limit=100`, { cookie: owner.cookie }),
    );
    const withFiles = list.records.filter((r) => parseFileValue(r.data.archivo) !== null);
    expect(withFiles).toHaveLength(created);
  });
});

describe('the definition and its changes', () => {
  it('accepts file fields and adds one by asking', async () => {
    const app = await launchedApp(owner, definition(), 'Academia cambiante');
    const res = await server.fetch(`/api/apps/${app}/changes`, {
      cookie: owner.cookie,
      json: { instruction: 'Añade a Materiales un campo Partitura de tipo archivo' },
    });
    expect(res.status).toBe(200);
    const { change } = await body<{ change: { id: string; operations: Json[] } }>(res);
    expect(change.operations).toContainEqual(
      expect.objectContaining({
        op: 'addField',
        entity: 'materiales',
        field: expect.objectContaining({ label: 'Partitura', type: 'file' }),
      }),
    );
    const applied = await server.fetch(`/api/apps/${app}/changes/${change.id}/apply`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(applied.status).toBe(200);
    const def = await body<{ definition: { entities: { key: string; fields: Json[] }[] } }>(
      await server.fetch(`/api/apps/${app}/definition`, { cookie: owner.cookie }),
    );
    const materiales = def.definition.entities.find((e) => e.key === 'materiales');
    expect(materiales?.fields).toContainEqual(
      expect.objectContaining({ key: 'partitura', type: 'file' }),
    );
  });

  it('the export with data carries the file, under the exported app’s own upload URL', async () => {
    const app = await launchedApp(owner, definition(), 'Academia exportada');
    const file = await body<Uploaded>(await upload(app, owner, 'Acta de la reunión.pdf', PDF));
    expect((await create(app, owner, { titulo: 'Acta', archivo: file.value })).status).toBe(201);
    const exported = await body<ExportResult>(
      await server.fetch(`/api/projects/${app}/export?includeData=1`, {
        method: 'POST',
        cookie: owner.cookie,
        json: {},
      }),
    );
    const zip = await JSZip.loadAsync(
      Buffer.from(
        await (await server.fetch(exported.exportUrl, { cookie: owner.cookie })).arrayBuffer(),
      ),
    );
    const seed = JSON.parse(
      (await zip.file('server/semilla.json')?.async('string')) ?? '{}',
    ) as Record<string, { data: { titulo: string; archivo: string | null } }[]>;
    const value = seed.entregas?.find((r) => r.data.titulo === 'Acta')?.data.archivo ?? '';
    expect(value).toMatch(/^\/api\/subidas\/[a-f0-9]{32}\.pdf\?bytes=\d+&name=/);
    expect(new URLSearchParams(value.split('?')[1]).get('name')).toBe('Acta de la reunión.pdf');
    const name = value.slice('/api/subidas/'.length).split('?')[0];
    const carried = await zip.file(`server/semilla-imagenes/${name}`)?.async('uint8array');
    expect(Buffer.from(carried ?? new Uint8Array()).equals(PDF)).toBe(true);
  });
});
