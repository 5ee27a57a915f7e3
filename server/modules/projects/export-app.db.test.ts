import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppDefinition,
  AppEntityInput,
  AppField,
  RecordData,
} from '../../../contracts/app-definition.ts';
import type { ExportResult } from '../../../contracts/projects.ts';
import { freePort } from '../../test/http.ts';
import { runCommand } from '../../test/process.ts';
import type { TestServer, TestUser } from '../../test/server.ts';
import { createProject, json, PNG_BYTES, startProjectsSuite } from './test-helpers.ts';

// Issue 21's "Done when": six exported projects of different shapes, each installed with npm
// (the shared cache, --prefer-offline), then its own `npm test` (Vitest API tests and the
// Playwright smoke test in Chromium), `npm run build`, `tsc --noEmit` and Biome with no
// warnings; then its server is started and records are created, listed, changed and deleted
// over HTTP. Slow by nature (a real install and build per project): one test per shape.

const NODE_DIR = dirname(process.execPath);
const { TEST_DATABASE_URL: _testDb, DATABASE_URL: _db, ...INHERITED } = process.env;
const ENV = {
  // The exported project's own settings only: its database is its SQLite unless a step says.
  ...INHERITED,
  // The exported project runs on this Node (24: type stripping and node:sqlite).
  PATH: `${NODE_DIR}:${process.env.PATH ?? ''}`,
  CI: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};
const STEP_TIMEOUT = 8 * 60_000;

type Shape = {
  name: string;
  slug: string;
  entities: AppEntityInput[];
  records?: Record<string, RecordData[]>;
  includeData?: boolean;
  design?: Record<string, string>;
};

const text = (key: string, label: string, required = false): AppField => ({
  key,
  label,
  type: 'text',
  required,
});
const ref = (key: string, label: string, target: string, required = false): AppField => ({
  key,
  label,
  type: 'reference',
  required,
  ref: target,
});

const SHAPES: Shape[] = [
  {
    name: 'Notas rápidas',
    slug: 'notas-rapidas',
    entities: [
      {
        key: 'notas',
        label: 'Nota',
        rule: 'privada',
        fields: [
          text('titulo', 'Título', true),
          { key: 'cuerpo', label: 'Cuerpo', type: 'longtext', required: false },
        ],
      },
    ],
    records: { notas: [{ titulo: 'Comprar pan', cuerpo: 'Y leche' }] },
    includeData: true,
  },
  {
    name: 'Biblioteca de barrio',
    slug: 'biblioteca-barrio',
    entities: [
      {
        key: 'autores',
        label: 'Autor',
        rule: 'catalogo',
        fields: [text('nombre', 'Nombre', true)],
        totals: [{ from: 'libros', via: 'autor', label: 'Libros' }],
      },
      {
        key: 'libros',
        label: 'Libro',
        rule: 'catalogo',
        // Records around a record (decision 0237): counted and summed in the export under the
        // reader's scope; préstamos are private, so a visitor never gets «Multas».
        totals: [
          { from: 'resenas', via: 'libro', label: 'Reseñas' },
          { from: 'prestamos', via: 'libro', field: 'multa', label: 'Multas' },
        ],
        fields: [
          text('titulo', 'Título', true),
          ref('autor', 'Autor', 'autores', true),
          { key: 'ano', label: 'Año', type: 'number', required: false },
        ],
      },
      {
        key: 'socios',
        label: 'Socio',
        rule: 'privada',
        fields: [
          text('nombre', 'Nombre', true),
          { key: 'email', label: 'Email', type: 'email', required: true },
        ],
      },
      {
        key: 'prestamos',
        label: 'Préstamo',
        rule: 'privada',
        fields: [
          ref('libro', 'Libro', 'libros', true),
          ref('socio', 'Socio', 'socios', true),
          { key: 'fecha_prestamo', label: 'Fecha de préstamo', type: 'date', required: true },
          { key: 'devuelto', label: 'Devuelto', type: 'boolean', required: false },
          { key: 'multa', label: 'Multa', type: 'money', required: false },
        ],
      },
      {
        key: 'resenas',
        label: 'Reseña',
        rule: 'publica',
        fields: [
          ref('libro', 'Libro', 'libros', true),
          { key: 'valoracion', label: 'Valoración', type: 'rating', required: true },
          { key: 'comentario', label: 'Comentario', type: 'longtext', required: false },
        ],
      },
    ],
  },
  {
    // Every rule read per record (issue 38): a clinic whose patients book without an account,
    // read their own reports (vinculada) and keep their own notes (propia).
    name: 'Agenda de la clínica',
    slug: 'agenda-clinica',
    entities: [
      {
        key: 'citas',
        label: 'Cita',
        rule: 'formulario',
        anonymous: true,
        // Mail on a booking and when its state changes: the export's outbox (app_correos).
        notify: { onCreate: true, onChangeOf: 'estado' },
        fields: [
          text('paciente', 'Paciente', true),
          { key: 'fecha', label: 'Fecha', type: 'date', required: true },
          { key: 'hora', label: 'Hora de llegada', type: 'datetime', required: false },
          { key: 'telefono', label: 'Teléfono', type: 'phone', required: false },
          {
            key: 'estado',
            label: 'Estado',
            type: 'choice',
            required: false,
            options: ['Pendiente', 'Confirmada'],
          },
        ],
      },
      {
        key: 'pacientes',
        label: 'Paciente',
        rule: 'privada',
        accountField: 'correo',
        fields: [
          text('nombre', 'Nombre', true),
          { key: 'correo', label: 'Correo', type: 'email', required: true },
        ],
      },
      {
        key: 'informes',
        label: 'Informe',
        rule: 'vinculada',
        linkField: 'paciente',
        fields: [
          text('resumen', 'Resumen', true),
          ref('paciente', 'Paciente', 'pacientes', true),
          { key: 'informe', label: 'Informe', type: 'file', required: false },
        ],
      },
      {
        key: 'notas',
        label: 'Nota',
        rule: 'propia',
        fields: [text('texto', 'Texto', true)],
      },
    ],
    design: { theme: 'classic', layout: 'sidebar', primaryColor: '#0f766e' },
  },
  {
    name: 'Tablero del equipo',
    slug: 'tablero-equipo',
    entities: [
      {
        key: 'tareas',
        label: 'Tarea',
        rule: 'catalogo',
        fields: [
          text('titulo', 'Título', true),
          {
            key: 'estado',
            label: 'Estado',
            type: 'choice',
            required: true,
            options: ['Pendiente', 'En curso', 'Hecha'],
          },
          {
            key: 'prioridad',
            label: 'Prioridad',
            type: 'choice',
            required: false,
            options: ['Baja', 'Media', 'Alta'],
          },
          { key: 'urgente', label: '¿Urgente?', type: 'boolean', required: false },
        ],
      },
    ],
    design: { theme: 'dark', layout: 'dashboard', primaryColor: '#facc15' },
  },
  {
    name: 'Tienda de cerámica',
    slug: 'tienda-ceramica',
    entities: [
      {
        key: 'productos',
        label: 'Producto',
        rule: 'catalogo',
        fields: [
          text('nombre', 'Nombre', true),
          { key: 'foto', label: 'Foto', type: 'image', required: true },
          { key: 'precio', label: 'Precio', type: 'money', required: true },
          { key: 'web', label: 'Web del taller', type: 'url', required: false },
        ],
      },
    ],
    design: { theme: 'minimal', layout: 'flex' },
  },
  {
    name: "L'Escola d'Estiu «Año»",
    slug: 'escola-estiu',
    entities: [
      {
        key: 'anuncios',
        label: 'Anuncio',
        rule: 'publica',
        fields: [
          text('titulo', "Título del anuncio que se publica en el tablón de l'escola", true),
          {
            key: 'categoria_del_anuncio_en_el_tablon',
            label: 'Categoría del anuncio en el tablón principal de la escuela',
            type: 'choice',
            required: false,
            options: [
              'Actividades de verano',
              'Excursiones de fin de semana',
              'Talleres "de tarde"',
              "L'hora del pati",
              'Comedor y menús',
            ],
          },
        ],
      },
      {
        key: 'cursos',
        label: 'Curso',
        rule: 'catalogo',
        fields: [text('nombre', 'Nombre', true), ref('anuncio', 'Anuncio', 'anuncios')],
      },
      {
        key: 'inscripciones',
        label: 'Inscripción',
        rule: 'privada',
        fields: [
          ref('curso', 'Curso', 'cursos', true),
          text('id', 'Identificador', false),
          { key: 'pagado', label: 'Pagado', type: 'money', required: false },
        ],
      },
    ],
  },
];

let server: TestServer;
let user: TestUser;
const root = mkdtempSync(join(tmpdir(), 'forja-exports-'));

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
// Removing six installed projects takes a while on a busy machine.
afterAll(async () => {
  await server.close();
  if (!process.env.KEEP_EXPORTS) rmSync(root, { recursive: true, force: true });
}, STEP_TIMEOUT);

/** Runs a command in the project; fails the test with its output when it fails. */
async function run(cwd: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const { code, out } = await runCommand(cmd, args, { cwd: cwd, env: { ...ENV, ...env } });
  if (code !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out.slice(-6000)}`);
  return out;
}

async function exportShape(
  shape: Shape,
): Promise<{ dir: string; definition: AppDefinition; seeded: number }> {
  const project = await createProject(server, user, { name: shape.name, slug: shape.slug });
  const put = await server.fetch(`/api/apps/${project.id}/definition`, {
    method: 'PUT',
    cookie: user.cookie,
    json: { definition: { entities: shape.entities } },
  });
  expect(put.status).toBe(200);
  const { definition } = await json<{ definition: AppDefinition }>(put);
  if (shape.design)
    await server.fetch(`/api/projects/${project.id}/design`, {
      method: 'PUT',
      cookie: user.cookie,
      json: {
        primaryColor: '#4f46e5',
        secondaryColor: '#0f766e',
        theme: 'modern',
        layout: 'grid',
        customCss: '.app-nota { font-weight: 600; }',
        ...shape.design,
      },
    });
  for (const [key, records] of Object.entries(shape.records ?? {}))
    for (const data of records) {
      const res = await server.fetch(`/api/apps/${project.id}/records/${key}`, {
        method: 'POST',
        cookie: user.cookie,
        json: { data },
      });
      expect(res.status).toBe(201);
    }
  const query = shape.includeData ? '?includeData=1' : '';
  const result = await json<ExportResult>(
    await server.fetch(`/api/projects/${project.id}/export${query}`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    }),
  );
  const bytes = Buffer.from(
    await (await server.fetch(result.exportUrl, { cookie: user.cookie })).arrayBuffer(),
  );
  const zip = await JSZip.loadAsync(bytes);
  const dir = join(root, shape.slug);
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const path = join(dir, file.name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await file.async('nodebuffer'));
  }
  const seed = zip.file('server/semilla.json');
  expect(Boolean(seed)).toBe(shape.includeData === true);
  const seeded = seed
    ? Object.values(JSON.parse(await seed.async('string')) as Record<string, unknown[]>).reduce(
        (n, records) => n + records.length,
        0,
      )
    : 0;
  return { dir, definition, seeded };
}

/** A valid value of each type for the started export (images: one uploaded PNG). */
function valueFor(field: AppField, image: string | null): RecordData[string] {
  switch (field.type) {
    case 'longtext':
      return `Descripción de ${field.label}`;
    case 'number':
    case 'money':
      return 12.5;
    case 'rating':
      return 4;
    case 'date':
      return '2026-05-04';
    case 'datetime':
      return '2026-05-04T09:30:00.000Z';
    case 'boolean':
      return true;
    case 'choice':
      return field.options?.[0] ?? null;
    case 'image':
      return image;
    case 'file':
      // Files are the export's own tests' (tests/api.test.ts uploads a PDF).
      return null;
    case 'email':
      return 'ana@example.com';
    case 'phone':
      return '+34 600 111 222';
    case 'url':
      return 'https://example.com';
    default:
      return `${field.label} de prueba`.slice(0, 200);
  }
}

/** Starts the exported server and drives every entity's API over HTTP as its owner. */
async function exercise(dir: string, definition: AppDefinition, seeded: number) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
    cwd: dir,
    env: {
      ...ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: join(dir, 'data-http'),
      // The owner's account is made with the setup code (issue 40, row 4).
      SETUP_TOKEN: 'codigo-del-dueno-de-la-prueba-0123',
    },
    stdio: 'pipe',
  });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  try {
    let up = false;
    for (let i = 0; i < 100 && !up; i++) {
      up = await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    expect(up, log).toBe(true);
    const page = await fetch(`${base}/`);
    expect(await page.text()).toContain('<div id="raiz">');

    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: 'Dueña',
        email: 'duena@example.com',
        password: 'segura-123456',
        codigoDueno: 'codigo-del-dueno-de-la-prueba-0123',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          cookie,
          origin: base,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    let image: string | null = null;
    if (definition.entities.some((e) => e.fields.some((f) => f.type === 'image'))) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'a.png');
      const upload = await fetch(`${base}/api/subidas`, {
        method: 'POST',
        headers: { cookie, origin: base },
        body: form,
      });
      expect(upload.status).toBe(201);
      image = ((await upload.json()) as { url: string }).url;
      expect((await fetch(`${base}${image}`)).headers.get('content-type')).toBe('image/png');
    }

    // Entities in an order where every required reference already has a target.
    const ids = new Map<string, string>();
    const pending = [...definition.entities];
    let total = 0;
    while (pending.length > 0) {
      const index = pending.findIndex((e) =>
        e.fields.every((f) => f.type !== 'reference' || !f.required || ids.has(f.ref ?? '')),
      );
      expect(index).toBeGreaterThanOrEqual(0);
      const [entity] = pending.splice(index, 1);
      const data: RecordData = {};
      for (const field of entity.fields) {
        if (field.type === 'reference') {
          const target = ids.get(field.ref ?? '');
          if (target) data[field.key] = target;
        } else data[field.key] = valueFor(field, image);
      }
      const created = await call(`/api/${entity.key}`, 'POST', { data });
      expect(created.status, await created.clone().text()).toBe(201);
      const { record } = (await created.json()) as { record: { id: string } };
      ids.set(entity.key, record.id);

      const list = await call(`/api/${entity.key}?limit=100`);
      expect(list.status).toBe(200);
      const listed = (await list.json()) as { records: { id: string }[]; total: number };
      expect(listed.records.map((r) => r.id)).toContain(record.id);
      total += listed.total;

      const textField = entity.fields.find((f) => f.type === 'text' && f.key !== 'id');
      if (textField) {
        const patched = await call(`/api/${entity.key}/${record.id}`, 'PATCH', {
          data: { [textField.key]: 'Cambiado por HTTP' },
        });
        expect(patched.status).toBe(200);
        const read = (await (await call(`/api/${entity.key}/${record.id}`)).json()) as {
          record: { data: RecordData };
        };
        expect(read.record.data[textField.key]).toBe('Cambiado por HTTP');
      }
      const bad = await call(`/api/${entity.key}`, 'POST', { data: { no_existe: 1 } });
      expect(bad.status).toBe(400);
    }
    // The seed data (includeData=1) was loaded on the first start.
    expect(total).toBe(definition.entities.length + seeded);

    // Delete in reverse order, so nothing points at a deleted record.
    for (const entity of [...definition.entities].reverse()) {
      const id = ids.get(entity.key);
      const deleted = await call(`/api/${entity.key}/${id}`, 'DELETE');
      expect(deleted.status).toBe(204);
      expect((await call(`/api/${entity.key}/${id}`)).status).toBe(404);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('close', r));
  }
}

async function onPostgres(dir: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `forja_export_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    await run(dir, join(dir, 'node_modules/.bin/vitest'), ['run'], {
      TEST_DATABASE_URL: url.toString(),
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe('the export of six shapes installs, tests, builds, lints and runs', () => {
  for (const shape of SHAPES)
    it(
      shape.name,
      async () => {
        const { dir, definition, seeded } = await exportShape(shape);
        await run(dir, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
        const e2ePort = await freePort();
        const tests = await run(dir, 'npm', ['test'], { E2E_PORT: String(e2ePort) });
        expect(tests).toMatch(/Tests\s+.*\d+ passed/);
        expect(tests).toMatch(/\d+ passed \(/);
        expect(tests).not.toMatch(/skipped/);
        await run(dir, 'npm', ['run', 'build']);
        await run(dir, join(dir, 'node_modules/.bin/tsc'), ['--noEmit']);
        await run(dir, join(dir, 'node_modules/.bin/biome'), ['check', '--error-on-warnings', '.']);
        await exercise(dir, definition, seeded);
        // On PostgreSQL too, when the suite has one: the export's API tests (the clinic's: every
        // rule's access matrix, totals, import and mail) on an empty database.
        if (
          process.env.TEST_DATABASE_URL &&
          ['biblioteca-barrio', 'agenda-clinica'].includes(shape.slug)
        )
          await onPostgres(dir);
      },
      STEP_TIMEOUT,
    );
});
