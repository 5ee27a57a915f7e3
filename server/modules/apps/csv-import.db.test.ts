import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportErrorBody, CsvImportResponse } from '../../../contracts/app-csv-import.ts';
import {
  APP_RECORD_QUOTA,
  type AppChange,
  type AppRecord,
  type ListRecordsResponse,
} from '../../../contracts/app-definition.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';
import { countForProjects, insertRecords } from './records.repo.ts';

// Importing an entity from a CSV (issue 38 §6; docs/decisions/0238-csv-import.md), over real
// HTTP on a real database (SQLite here; PostgreSQL with `vitest.services.config.ts`): the
// encodings and separators people save, Spanish numbers, dates and sí/no, formula cells kept
// as text, references by title, the same validation as a record made by hand (a bad row: 400
// with every row's error and nothing written), the owner's quota, who may import, and two
// imports in the same instant.

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let lector: TestUser;
let equipo: TestUser;
let projectId: string;

const definition = {
  entities: [
    {
      key: 'socios',
      label: 'Socio',
      rule: 'publica',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'cuota', label: 'Importe', type: 'money', required: false },
        { key: 'alta', label: 'Fecha de alta', type: 'date', required: false },
        { key: 'activo', label: 'Activo', type: 'boolean', required: false },
        {
          key: 'tipo',
          label: 'Tipo',
          type: 'choice',
          required: false,
          options: ['Juvenil', 'Adulto', 'Sénior'],
        },
        { key: 'telefono', label: 'Teléfono', type: 'phone', required: false },
        { key: 'notas', label: 'Notas', type: 'longtext', required: false },
      ],
    },
    {
      key: 'pagos',
      label: 'Pago',
      rule: 'privada',
      fields: [
        { key: 'concepto', label: 'Concepto', type: 'text', required: true },
        { key: 'socio', label: 'Socio', type: 'reference', required: true, ref: 'socios' },
      ],
    },
  ],
};

const importPath = (entity: string, dryRun = false, id = projectId) =>
  `/api/apps/${id}/records/${entity}/import${dryRun ? '?dryRun=1' : ''}`;

function send(
  body: string | Uint8Array,
  opts: {
    entity?: string;
    dryRun?: boolean;
    cookie?: string;
    id?: string;
    type?: string;
  } = {},
) {
  return server.fetch(importPath(opts.entity ?? 'socios', opts.dryRun, opts.id), {
    method: 'POST',
    cookie: opts.cookie ?? owner.cookie,
    headers: { 'content-type': opts.type ?? 'text/csv' },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
}

async function list(entity = 'socios'): Promise<AppRecord[]> {
  const res = await server.fetch(`/api/apps/${projectId}/records/${entity}?limit=100`, {
    cookie: owner.cookie,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as ListRecordsResponse).records;
}

const byName = (records: AppRecord[], nombre: string) =>
  records.find((r) => r.data.nombre === nombre);

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_APP_READS_PER_MINUTE: '100000',
  });
  owner = await createUser(server, { name: 'Tesorera' });
  stranger = await createUser(server, { name: 'Visitante' });
  lector = await createUser(server, { name: 'Lectora' });
  equipo = await createUser(server, { name: 'Secretaria' });
  projectId = (
    await createProject(server, owner, {
      name: 'Club de remo',
      description: 'Los socios del club y sus cuotas',
    })
  ).id;
  const put = await server.fetch(`/api/apps/${projectId}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition },
  });
  expect(put.status).toBe(200);
  for (const [user, role] of [
    [lector, 'lector'],
    [equipo, 'equipo'],
  ] as const) {
    const res = await server.fetch(`/api/apps/${projectId}/team`, {
      cookie: owner.cookie,
      json: { email: user.email, role },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('importing an entity from a CSV', () => {
  it('previews and imports a UTF-8 file with BOM, `;` and decimal commas', async () => {
    // The app starts with its example records.
    const before = (await list()).length;
    const csv =
      '\uFEFFnombre;IMPORTE;Fecha de alta;activo;tipo;Teléfono;Color favorito\r\n' +
      'Ana Pérez;1.234,56;07/03/2024;sí;senior;+34 600 111 222;azul\r\n' +
      '"Núñez; Luis";12,5;2024-01-15;no;ADULTO;600111333;\r\n' +
      '\r\n' +
      '"Marta ""la capitana""";0;1/2/2023;Si;Juvenil;;"verde\r\ny rojo"\r\n';
    const dry = await send(csv, { dryRun: true });
    expect(dry.status).toBe(200);
    const preview = ((await dry.json()) as CsvImportResponse).import;
    expect(preview).toMatchObject({
      separator: ';',
      encoding: 'utf-8',
      rows: 3,
      errorCount: 0,
      imported: 0,
      ignored: ['Color favorito'],
    });
    expect(preview.columns.map((c) => c.field)).toEqual([
      'nombre',
      'cuota',
      'alta',
      'activo',
      'tipo',
      'telefono',
      null,
    ]);
    expect(preview.preview[0]).toEqual({
      row: 2,
      error: null,
      data: {
        nombre: 'Ana Pérez',
        cuota: 1234.56,
        alta: '2024-03-07',
        activo: true,
        tipo: 'Sénior',
        telefono: '+34 600 111 222',
      },
    });
    // The blank line still counts in the spreadsheet's numbering.
    expect(preview.preview.map((p) => p.row)).toEqual([2, 3, 5]);
    // A dry run writes nothing.
    expect(await list()).toHaveLength(before);

    const res = await send(csv);
    expect(res.status).toBe(201);
    expect(((await res.json()) as CsvImportResponse).import.imported).toBe(3);
    const records = await list();
    expect(records).toHaveLength(before + 3);
    expect(byName(records, 'Núñez; Luis')?.data).toMatchObject({
      cuota: 12.5,
      alta: '2024-01-15',
      activo: false,
      tipo: 'Adulto',
      telefono: '600111333',
    });
    expect(byName(records, 'Marta "la capitana"')?.data).toMatchObject({
      alta: '2023-02-01',
      activo: true,
    });
  });

  it('reads a Windows-1252 (Latin-1) file with accents, comma-separated', async () => {
    const csv = 'Nombre,Tipo,Notas\r\nÍñigo Ibáñez,Sénior,"Año de alta, 1998"\r\n';
    const bytes = Buffer.from(csv, 'latin1');
    const dry = await send(bytes, { dryRun: true });
    expect(dry.status).toBe(200);
    const report = ((await dry.json()) as CsvImportResponse).import;
    expect(report).toMatchObject({ encoding: 'windows-1252', separator: ',', errorCount: 0 });
    // The charset a client may name is not needed: the bytes say it.
    expect((await send(bytes, { type: 'text/csv; charset=windows-1252' })).status).toBe(201);
    expect(byName(await list(), 'Íñigo Ibáñez')?.data).toMatchObject({
      tipo: 'Sénior',
      notas: 'Año de alta, 1998',
    });
  });

  it('stores formula cells as text, never evaluated; the export marks them again', async () => {
    const csv =
      'Nombre;Notas\n"=HYPERLINK(""http://x.test"";""pulsa"")";+1+1\n@SUMA(A1);-2\n' +
      "Exportada;'=1+2\n";
    expect((await send(csv)).status).toBe(201);
    const records = await list();
    expect(byName(records, '=HYPERLINK("http://x.test";"pulsa")')?.data.notas).toBe('+1+1');
    expect(byName(records, '@SUMA(A1)')?.data.notas).toBe('-2');
    // The `'` the CSV export puts before a formula is taken off: an export imports as it was.
    expect(byName(records, 'Exportada')?.data.notas).toBe('=1+2');
    const exported = await server.fetch(`/api/apps/${projectId}/csv/socios`, {
      cookie: owner.cookie,
    });
    const text = await exported.text();
    expect(text).toContain(`"'@SUMA(A1)"`);
    expect(text).toContain(`"'=1+2"`);
  });

  it('refuses a file with wrong types: 400, a Spanish error per row, nothing written', async () => {
    const before = (await list()).length;
    const csv =
      'Nombre;Importe;Fecha de alta;Activo;Tipo\n' +
      'Bien;10;01/01/2024;sí;Adulto\n' +
      'Mal importe;diez euros;;;\n' +
      ';5;;;\n' +
      'Mala fecha;5;31/02/2024;;\n' +
      'Mal tipo;5;;quizá;Infantil\n';
    const dry = await send(csv, { dryRun: true });
    expect(dry.status).toBe(200);
    const preview = ((await dry.json()) as CsvImportResponse).import;
    expect(preview.errorCount).toBe(4);
    expect(preview.errors).toEqual([
      { row: 3, message: 'Fila 3: el campo «Importe» debe ser un importe.' },
      { row: 4, message: 'Fila 4: el campo «Nombre» es obligatorio.' },
      { row: 5, message: 'Fila 5: el campo «Fecha de alta» debe ser una fecha (AAAA-MM-DD).' },
      { row: 6, message: 'Fila 6: el campo «Activo» debe ser sí o no.' },
    ]);
    expect(preview.preview[1]).toMatchObject({ row: 3, data: { cuota: 'diez euros' } });
    // A bad row is shown as written, a good one as it will be stored.
    expect(preview.preview[4]).toMatchObject({ row: 6, data: { activo: 'quizá', cuota: '5' } });
    expect(preview.preview[0]).toMatchObject({ row: 2, data: { cuota: 10, activo: true } });

    const res = await send(csv);
    expect(res.status).toBe(400);
    const body = (await res.json()) as CsvImportErrorBody;
    expect(body.error.code).toBe('CSV_IMPORT_INVALID');
    expect(body.error.message).toBe(
      'El CSV tiene 4 filas con errores: no se ha importado ninguna.',
    );
    expect(body.error.import.errors).toHaveLength(4);
    expect(await list()).toHaveLength(before);
  });

  it('refuses what is not a CSV it can read, in Spanish', async () => {
    const unknown = await send('Color;Talla\nazul;M\n');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as CsvImportErrorBody).error.message).toContain(
      'Ninguna columna del archivo coincide con los campos de Socios',
    );
    const unclosed = await send('Nombre;Notas\nAna;"sin cerrar\n');
    expect(unclosed.status).toBe(400);
    expect(((await unclosed.json()) as CsvImportErrorBody).error.message).toBe(
      'Fila 2: unas comillas se abren y no se cierran.',
    );
    expect((await send('Nombre\n')).status).toBe(400);
    expect((await send('')).status).toBe(400);
    const tooMany = await send(`Nombre\n${'x\n'.repeat(5001)}`);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as CsvImportErrorBody).error.message).toBe(
      'El archivo tiene más de 5000 filas: se importan como máximo 5000 de una vez.',
    );
    const huge = await send(`Nombre\n${'x'.repeat(2 * 1024 * 1024)}\n`);
    expect(huge.status).toBe(413);
    const noEntity = await send('Nombre\nAna\n', { entity: 'nada' });
    expect(noEntity.status).toBe(404);
    const badQuery = await server.fetch(`${importPath('socios')}?dryRun=quiza`, {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'text/csv' },
      body: 'Nombre\nAna\n',
    });
    expect(badQuery.status).toBe(400);
  });

  it('takes the file as a multipart part too', async () => {
    const form = new FormData();
    form.append('file', new Blob(['Nombre;Importe\nDesde formulario;3,5\n']), 'socios.csv');
    const res = await server.fetch(importPath('socios'), {
      method: 'POST',
      cookie: owner.cookie,
      body: form,
    });
    expect(res.status).toBe(201);
    expect(byName(await list(), 'Desde formulario')?.data.cuota).toBe(3.5);
  });

  it('resolves references by the referred record’s title (or id), without case or accents', async () => {
    const socios = await list();
    const ana = byName(socios, 'Ana Pérez');
    expect(ana).toBeDefined();
    const csv = `Concepto;Socio\nCuota marzo;ana perez\nCuota abril;${ana?.id}\n`;
    expect((await send(csv, { entity: 'pagos' })).status).toBe(201);
    const pagos = await list('pagos');
    expect(pagos.map((p) => p.data.socio)).toEqual([ana?.id, ana?.id]);
    const bad = await send('Concepto;Socio\nCuota mayo;Nadie\n', { entity: 'pagos' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as CsvImportErrorBody).error.import.errors[0]?.message).toBe(
      'Fila 2: el campo «Socio» debe apuntar a un registro de Socios de esta app.',
    );
    expect(await list('pagos')).toHaveLength(2);
  });

  it('only the owner and equipo import: a lector, a stranger and no one signed in cannot', async () => {
    const csv = 'Nombre\nIntrusa\n';
    expect((await send(csv, { cookie: lector.cookie })).status).toBe(403);
    expect((await send(csv, { cookie: stranger.cookie, dryRun: true })).status).toBe(403);
    expect((await send(csv, { cookie: '' })).status).toBe(401);
    const other = await createUser(server, { name: 'Otra' });
    const hidden = await createProject(server, other, { name: 'Oculto' });
    await server.fetch(`/api/projects/${hidden.id}/unlaunch`, { cookie: other.cookie, json: {} });
    expect((await send(csv, { cookie: owner.cookie, id: hidden.id })).status).toBe(404);
    expect(byName(await list(), 'Intrusa')).toBeUndefined();
    const res = await send('Nombre\nDel equipo\n', { cookie: equipo.cookie });
    expect(res.status).toBe(201);
    expect(byName(await list(), 'Del equipo')).toBeDefined();
  });

  it('tells open browsers once, with the records readable after', async () => {
    const stream = await server.fetch(`/api/apps/${projectId}/events`, { cookie: owner.cookie });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    try {
      expect((await send('Nombre\nEn vivo 1\nEn vivo 2\n')).status).toBe(201);
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('event: change')) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      const data = text.split('\n').find((l) => l.startsWith('data: '));
      expect(JSON.parse(data?.slice(6) ?? '{}') as AppChange).toEqual({
        entityKey: 'socios',
        recordId: null,
        kind: 'created',
      });
    } finally {
      await reader.cancel();
    }
  });

  it('runs two imports in the same instant: both whole, none mixed', async () => {
    const before = (await list()).length;
    const a = `Nombre\n${Array.from({ length: 300 }, (_, i) => `A${i}`).join('\n')}\n`;
    const b = `Nombre\n${Array.from({ length: 300 }, (_, i) => `B${i}`).join('\n')}\n`;
    const [ra, rb] = await Promise.all([send(a), send(b)]);
    expect([ra.status, rb.status]).toEqual([201, 201]);
    const all = await server.fetch(`/api/apps/${projectId}/csv/socios`, { cookie: owner.cookie });
    const lines = (await all.text()).trim().split('\r\n');
    expect(lines.length - 1).toBe(before + 600);
  });

  it('respects the owner’s quota: over it, a 402 saying what is left, nothing written', async () => {
    const fresh = await createUser(server, { name: 'Al límite' });
    const project = await createProject(server, fresh, { name: 'Cupo', description: 'Socios' });
    expect(
      (
        await server.fetch(`/api/apps/${project.id}/definition`, {
          method: 'PUT',
          cookie: fresh.cookie,
          json: { definition },
        })
      ).status,
    ).toBe(200);
    const limit = APP_RECORD_QUOTA.Free;
    const used = await countForProjects(server.deps.db, [project.id], fresh.id);
    const now = new Date().toISOString();
    const rows = Array.from({ length: limit - 3 - used }, (_, i) => ({
      id: `cupo-csv-${i}`,
      projectId: project.id,
      entityKey: 'socios',
      data: JSON.stringify({ nombre: `Socio ${i}` }),
      authorId: fresh.id,
      isExample: 0,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await insertRecords(server.deps.db, rows.slice(i, i + 200));
    const res = await send('Nombre\nUno\nDos\nTres\nCuatro\n', {
      cookie: fresh.cookie,
      id: project.id,
    });
    expect(res.status).toBe(402);
    expect(((await res.json()) as CsvImportErrorBody).error.message).toBe(
      `El CSV tiene 4 registros y solo te quedan 3 de los ${limit} del plan Free: no se ha importado ninguno. Amplía tu plan o importa menos filas.`,
    );
    expect(await countForProjects(server.deps.db, [project.id], fresh.id)).toBe(limit - 3);
    const ok = await send('Nombre\nUno\nDos\nTres\n', { cookie: fresh.cookie, id: project.id });
    expect(ok.status).toBe(201);
    expect(await countForProjects(server.deps.db, [project.id], fresh.id)).toBe(limit);
  });
});
