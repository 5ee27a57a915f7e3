import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDefinitionInput, normalizeAppDefinition } from '../../contracts/app-definition.ts';
import {
  enviadoPorVisitante,
  inscripcionesDelTaller,
  reservasDelTaller,
} from '../../kit/team-fields.fixture.ts';
import {
  type ExportInput,
  type ExportSeed,
  exportFiles,
} from '../modules/projects/export-app/generate.ts';
import { freePort } from '../test/http.ts';
import { runCommand } from '../test/process.ts';

// Issue 40, the exported app itself (rows 1, 4, 5, 9 and 12): three exports generated from
// definitions that broke it, installed ONCE with npm (the shared cache, --prefer-offline; the
// other two share that node_modules, the same pinned package.json), then type-checked and
// started on this Node, and driven over HTTP.
//   - «nombres»: every row-12 definition and row 1's label and long key in one app;
//   - «dueño»: the first owner (row 4), the sign-in limit behind TRUST_PROXY=1 (row 5) and the
//     search for % and _ (row 12);
//   - «constructor»: a field with the key `constructor` and seed data without it (row 9);
//   - «talleres»: a workshop's enrolments and bookings whose «Estado», «Pagada» and «Monitor»
//     the team sets (`teamOnly`, decision 0270): what a visitor sends for them is left out.
// Slow by nature (one npm install, one tsc): about 1 to 3 minutes.

const NODE_DIR = dirname(process.execPath);
const { TEST_DATABASE_URL: _testDb, DATABASE_URL: _db, ...INHERITED } = process.env;
const ENV = {
  ...INHERITED,
  PATH: `${NODE_DIR}:${process.env.PATH ?? ''}`,
  CI: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};
const STEP_TIMEOUT = 8 * 60_000;
const EVIL = "x((await import('fs')).writeFileSync('PWNED','1'),['a']//";
const SETUP_TOKEN = 'codigo-de-prueba-del-dueno-0123456789';

const text = (key: string, label = key, required = true) =>
  ({ key, label, type: 'text', required }) as const;

const NOMBRES: AppDefinitionInput = {
  entities: [
    {
      key: 'pedido',
      label: 'Pedido',
      rule: 'privada',
      fields: [
        text('nombre', 'Nombre'),
        { key: 'estado_pago', label: EVIL, type: 'choice', required: true, options: [EVIL, 'b'] },
        text('id', 'Identificador', false),
        text('id_valor', 'Identificador (valor)', false),
        { key: 'xmin', label: 'Mínimo', type: 'number', required: false },
      ],
    },
    {
      key: 'pedido_estado',
      label: 'Estado del pedido',
      rule: 'privada',
      fields: [{ key: 'pago', label: 'Pago', type: 'choice', required: true, options: ['c', 'd'] }],
    },
    {
      key: 'reservas',
      label: 'Reserva',
      rule: 'catalogo',
      fields: [
        {
          key: 'estado_actual_de_la_reserva_del_cliente',
          label: 'Estado actual de la reserva del cliente según la recepción del hotel',
          type: 'choice',
          required: true,
          options: ['Pendiente de confirmar por la recepción', 'Confirmada por la recepción'],
        },
      ],
    },
    { key: 'auth_usuarios', label: 'Usuario', rule: 'privada', fields: [text('nombre')] },
    { key: 'kysely_migration', label: 'Migración', rule: 'privada', fields: [text('nombre')] },
    { key: 'sqlite_datos', label: 'Dato', rule: 'privada', fields: [text('nombre')] },
    { key: 'a_b', label: 'AB', rule: 'publica', fields: [text('nombre')] },
    // Keys that are the API's own paths: their records live at /api/datos/{key}.
    { key: 'subidas', label: 'Subida', rule: 'publica', fields: [text('nombre')] },
    { key: 'yo', label: 'Yo', rule: 'publica', fields: [text('nombre')] },
    {
      key: 'a',
      label: 'A',
      rule: 'publica',
      fields: [
        text('nombre'),
        { key: 'b_creado_en', label: 'B', type: 'reference', required: false, ref: 'a_b' },
      ],
    },
  ],
};

const DUENO: AppDefinitionInput = {
  entities: [
    {
      key: 'notas',
      label: 'Nota',
      rule: 'publica',
      fields: [text('titulo', 'Título'), text('detalle', 'Detalle', false)],
    },
  ],
};

const CONSTRUCTOR: AppDefinitionInput = {
  entities: [
    {
      key: 'socios',
      label: 'Socio',
      rule: 'privada',
      fields: [
        text('nombre', 'Nombre'),
        text('constructor', 'Constructor', false),
        text('tostring', 'Texto', false),
      ],
    },
  ],
};

// Decision 0270: a QA tester sent an enrolment through the public form with «Estado» =
// «Confirmada» and «Pagada» ticked, and the exported app stored it so.
const TALLERES: AppDefinitionInput = {
  entities: [
    { ...inscripcionesDelTaller(), notify: { onCreate: false, onChangeOf: 'estado' } },
    { ...reservasDelTaller(), views: { board: { statusField: 'estado' } } },
  ],
};

const SEED: ExportSeed = {
  socios: [
    {
      id: 'semilla-1',
      data: { nombre: 'Ana' },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

const input = (name: string, definition: AppDefinitionInput, seed: ExportSeed | null = null) =>
  ({
    name,
    slug: name.toLowerCase(),
    description: EVIL,
    definition: normalizeAppDefinition(definition),
    design: {
      primaryColor: '#4f46e5',
      secondaryColor: '#0f766e',
      theme: 'modern',
      layout: 'grid',
      customCss: '',
    },
    specification: `# ${name}\n`,
    seed,
  }) satisfies ExportInput;

const root = mkdtempSync(join(tmpdir(), 'forja-export-start-'));
const dirs = {
  nombres: join(root, 'nombres'),
  dueno: join(root, 'dueno'),
  ctor: join(root, 'ctor'),
  talleres: join(root, 'talleres'),
};

function write(dir: string, files: [string, string | Buffer][]) {
  for (const [name, content] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}

async function run(cwd: string, cmd: string, args: string[]) {
  const { code, out } = await runCommand(cmd, args, { cwd, env: ENV });
  if (code !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out.slice(-6000)}`);
  return out;
}

type Started = { base: string; log: () => string; stop: () => Promise<void> };
const running: Started[] = [];

/** Starts the exported server (`node server/index.ts`) and waits for /api/health. */
async function start(dir: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
    cwd: dir,
    env: {
      ...ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(dir, 'datos-')),
      ...env,
    },
    stdio: 'pipe',
  });
  let log = '';
  let exited = false;
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.once('exit', () => {
    exited = true;
  });
  const started: Started = {
    base,
    log: () => log,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('close', r));
    },
  };
  running.push(started);
  let up = false;
  for (let i = 0; i < 300 && !up && !exited; i++) {
    up = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  expect(up, log).toBe(true);
  return started;
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

function client(base: string, cookie = '') {
  return (path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function signUp(base: string, email: string, extra: Record<string, string> = {}) {
  return client(base)('/api/auth/sign-up/email', 'POST', {
    name: 'Persona',
    email,
    password: 'contrasena-segura-1',
    ...extra,
  });
}

async function roleOf(base: string, cookie: string): Promise<string> {
  return ((await (await client(base, cookie)('/api/yo')).json()) as { rol: string }).rol;
}

beforeAll(async () => {
  write(dirs.nombres, exportFiles(input('Nombres', NOMBRES)));
  write(dirs.dueno, exportFiles(input('Dueno', DUENO)));
  write(dirs.ctor, exportFiles(input('Constructor', CONSTRUCTOR, SEED)));
  write(dirs.talleres, exportFiles(input('Talleres', TALLERES)));
  await run(dirs.nombres, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
  for (const dir of [dirs.dueno, dirs.ctor, dirs.talleres])
    symlinkSync(join(dirs.nombres, 'node_modules'), join(dir, 'node_modules'), 'dir');
}, STEP_TIMEOUT);

afterAll(async () => {
  for (const server of running) await server.stop();
  if (!process.env.KEEP_EXPORTS) rmSync(root, { recursive: true, force: true });
}, STEP_TIMEOUT);

describe('issue 40: the export of definitions that broke it installs, type-checks and starts', () => {
  it(
    'rows 1 and 12: identifiers declared twice, library table names, id/id_valor, a taken index name, a hostile label and a long key',
    async () => {
      await run(dirs.nombres, join(dirs.nombres, 'node_modules/.bin/tsc'), ['--noEmit']);
      await run(dirs.nombres, join(dirs.nombres, 'node_modules/.bin/biome'), [
        'check',
        '--error-on-warnings',
        '.',
      ]);
      const server = await start(dirs.nombres, { SETUP_TOKEN });
      // The label of row 1 stayed a label: nothing wrote PWNED.
      expect(existsSync(join(dirs.nombres, 'PWNED'))).toBe(false);
      const owner = await signUp(server.base, 'duena@example.com', { codigoDueno: SETUP_TOKEN });
      expect(owner.status, await owner.clone().text()).toBe(200);
      const call = client(server.base, cookieOf(owner));
      expect(await roleOf(server.base, cookieOf(owner))).toBe('dueno');

      const ab = await call('/api/a_b', 'POST', { data: { nombre: 'Destino' } });
      expect(ab.status, await ab.clone().text()).toBe(201);
      const abId = ((await ab.json()) as { record: { id: string } }).record.id;
      const bodies: Record<string, Record<string, unknown>> = {
        pedido: { nombre: 'Uno', estado_pago: EVIL, id: 'propio', id_valor: 'otro', xmin: 3 },
        pedido_estado: { pago: 'd' },
        reservas: { estado_actual_de_la_reserva_del_cliente: 'Confirmada por la recepción' },
        auth_usuarios: { nombre: 'No es una cuenta' },
        kysely_migration: { nombre: 'No es una migración' },
        sqlite_datos: { nombre: 'Dato' },
        a: { nombre: 'Con referencia', b_creado_en: abId },
        'datos/subidas': { nombre: 'Una subida al Veleta' },
        'datos/yo': { nombre: 'Yo mismo' },
      };
      for (const [key, data] of Object.entries(bodies)) {
        const created = await call(`/api/${key}`, 'POST', { data });
        expect(created.status, `${key}: ${await created.clone().text()}`).toBe(201);
        const list = (await (await call(`/api/${key}`)).json()) as {
          records: { data: Record<string, unknown> }[];
        };
        expect(list.records[0]?.data, key).toEqual(data);
      }
      // The account tables are still Better Auth's: the owner signs in again.
      const again = await client(server.base)('/api/auth/sign-in/email', 'POST', {
        email: 'duena@example.com',
        password: 'contrasena-segura-1',
      });
      expect(again.status).toBe(200);
      const filtered = (await (await call(`/api/a?b_creado_en=${abId}`)).json()) as {
        total: number;
      };
      expect(filtered.total).toBe(1);
      // The app's own routes are still its own.
      expect(await roleOf(server.base, cookieOf(owner))).toBe('dueno');
      const upload = await call('/api/subidas', 'POST', {});
      expect(upload.status).not.toBe(201);
    },
    STEP_TIMEOUT,
  );

  describe('the first owner, the sign-in limit behind a proxy and the search', () => {
    let server: Started;
    beforeAll(async () => {
      server = await start(dirs.dueno, {
        ADMIN_EMAIL: 'Duena@Example.com',
        TRUST_PROXY: '1',
      });
    }, STEP_TIMEOUT);

    it('row 4: signing up first as ADMIN_EMAIL does not make the owner; the setup code printed at the first start does', async () => {
      const squatter = await signUp(server.base, 'duena@example.com');
      expect(squatter.status).toBe(403);
      const { error } = (await squatter.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('CUENTA_DEL_DUENO');
      expect(error.message).toMatch(/código/);
      const stranger = await signUp(server.base, 'otra@example.com');
      expect(stranger.status).toBe(200);
      expect(await roleOf(server.base, cookieOf(stranger))).toBe('visitante');
      const wrong = await signUp(server.base, 'duena@example.com', { codigoDueno: 'x'.repeat(32) });
      expect(wrong.status).toBe(403);

      const code = /\/registro\?dueno=([A-Za-z0-9_-]{20,})/.exec(server.log())?.[1];
      expect(code, server.log()).toBeTruthy();
      // The code is for ADMIN_EMAIL's account only, and works once.
      expect(
        (await signUp(server.base, 'tercera@example.com', { codigoDueno: code ?? '' })).status,
      ).toBe(403);
      const owner = await signUp(server.base, 'duena@example.com', { codigoDueno: code ?? '' });
      expect(owner.status, await owner.clone().text()).toBe(200);
      expect(await roleOf(server.base, cookieOf(owner))).toBe('dueno');
      expect(await roleOf(server.base, cookieOf(stranger))).toBe('visitante');
      const twice = await signUp(server.base, 'cuarta@example.com', { codigoDueno: code ?? '' });
      expect(twice.status).toBe(403);
    });

    it('row 5: with TRUST_PROXY=1, a spoofed X-Forwarded-For per attempt still meets the per-account sign-in limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40 && !statuses.includes(429); i++) {
        const attempt = await client(server.base)(
          '/api/auth/sign-in/email',
          'POST',
          { email: 'duena@example.com', password: `mala-${i}-contrasena` },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        );
        statuses.push(attempt.status);
        if (attempt.status === 429) {
          const { error } = (await attempt.json()) as { error: { message: string } };
          expect(error.message).toMatch(/intentos/);
        }
      }
      expect(statuses).toContain(429);
      expect(statuses.indexOf(429)).toBeLessThanOrEqual(10);
    });

    it("row 5: TRUST_PROXY takes the proxies' addresses: only a listed proxy is believed", async () => {
      // 35 requests on /api/auth/* (30 a minute per address), each with another X-Forwarded-For.
      const burst = async (base: string) => {
        const statuses: number[] = [];
        for (let i = 0; i < 35; i++) {
          const res = await client(base)(
            '/api/auth/sign-up/email',
            'POST',
            { name: 'x', email: `r${i}@example.com`, password: 'corta' },
            { 'x-forwarded-for': `198.51.100.${i + 1}` },
          );
          statuses.push(res.status);
        }
        return statuses;
      };
      const behindLocalProxy = await start(dirs.dueno, { TRUST_PROXY: '127.0.0.1' });
      expect(await burst(behindLocalProxy.base)).not.toContain(429);
      const otherProxy = await start(dirs.dueno, { TRUST_PROXY: '10.9.9.9, 10.0.0.0/8' });
      expect(await burst(otherProxy.base)).toContain(429);
      await Promise.all([behindLocalProxy.stop(), otherProxy.stop()]);
      // Anything else is refused at start, with a message.
      const read = `import('./server/config.ts').then((m) => m.leerConfig({ TRUST_PROXY: 'todos', DATA_DIR: ${JSON.stringify(join(dirs.dueno, 'datos-config'))} }))`;
      const refused = await run(dirs.dueno, process.execPath, [
        '--input-type=module',
        '-e',
        read,
      ]).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/TRUST_PROXY debe ser las direcciones de tus proxies/);
    });

    it('row 12: the search finds % and _ as they are', async () => {
      const visitor = await signUp(server.base, 'buscadora@example.com');
      expect(visitor.status).toBe(200);
      const call = client(server.base, cookieOf(visitor));
      for (const titulo of ['50% de descuento', 'guion_bajo', 'Normal', 'Sin signos'])
        expect((await call('/api/notas', 'POST', { data: { titulo } })).status).toBe(201);
      const found = async (q: string) =>
        (
          (await (await call(`/api/notas?q=${encodeURIComponent(q)}`)).json()) as {
            records: { data: { titulo: string } }[];
          }
        ).records.map((r) => r.data.titulo);
      expect(await found('%')).toEqual(['50% de descuento']);
      expect(await found('_')).toEqual(['guion_bajo']);
      expect(await found('0% d')).toEqual(['50% de descuento']);
      expect((await found('signos')).length).toBe(1);
    });
  });

  it(
    'row 9: a field with the key `constructor` is a plain key: the seed loads, records are made without it',
    async () => {
      const server = await start(dirs.ctor, { SETUP_TOKEN });
      const owner = await signUp(server.base, 'duena@example.com', { codigoDueno: SETUP_TOKEN });
      const call = client(server.base, cookieOf(owner));
      const seeded = (await (await call('/api/socios')).json()) as {
        records: { id: string; data: Record<string, unknown> }[];
      };
      expect(seeded.records.map((r) => r.data)).toEqual([
        { nombre: 'Ana', constructor: null, tostring: null },
      ]);
      const created = await call('/api/socios', 'POST', { data: { nombre: 'Luis' } });
      expect(created.status, await created.clone().text()).toBe(201);
      const { record } = (await created.json()) as { record: { id: string; data: object } };
      expect(record.data).toEqual({ nombre: 'Luis', constructor: null, tostring: null });
      const patched = await call(`/api/socios/${record.id}`, 'PATCH', { data: { tostring: 'x' } });
      expect(patched.status, await patched.clone().text()).toBe(200);
      const named = await call('/api/socios', 'POST', {
        data: { nombre: 'Eva', constructor: 'Obras Eva' },
      });
      expect(((await named.json()) as { record: { data: object } }).record.data).toEqual({
        nombre: 'Eva',
        constructor: 'Obras Eva',
        tostring: null,
      });
    },
    STEP_TIMEOUT,
  );
  it(
    'decision 0270: a visitor never sets a field the team sets, in the exported server and its form; the owner does',
    async () => {
      await run(dirs.talleres, join(dirs.talleres, 'node_modules/.bin/tsc'), ['--noEmit']);
      await run(dirs.talleres, join(dirs.talleres, 'node_modules/.bin/biome'), [
        'check',
        '--error-on-warnings',
        '.',
      ]);
      // Its own tests of the fields the team sets (and who sees what) pass on it.
      const own = await run(dirs.talleres, join(dirs.talleres, 'node_modules/.bin/vitest'), [
        'run',
        '--reporter=verbose',
        'tests/campos-del-equipo.test.ts',
        'tests/avisos.test.ts',
        'tests/reglas.test.ts',
        'tests/api.test.ts',
      ]);
      for (const entity of ['inscripciones', 'reservas'])
        for (const name of [
          'un visitante que los envía crea el registro con sus valores por defecto',
          'el visitante no los cambia en su registro; el dueño sí',
        ])
          expect(own).toMatch(new RegExp(`✓[^\\n]*${entity}: ${name}`));
      const server = await start(dirs.talleres, { SETUP_TOKEN });
      const owner = await signUp(server.base, 'duena@example.com', { codigoDueno: SETUP_TOKEN });
      expect(owner.status).toBe(200);
      const visitor = await signUp(server.base, 'lucia@example.com');
      expect(visitor.status).toBe(200);
      const asOwner = client(server.base, cookieOf(owner));
      const asVisitor = client(server.base, cookieOf(visitor));
      const anonymous = client(server.base);
      const sent = enviadoPorVisitante;
      type Body = { record: { id: string; data: Record<string, unknown> } };
      const body = async (res: Response, status: number) => {
        expect(res.status, await res.clone().text()).toBe(status);
        return ((await res.json()) as Body).record;
      };

      // The public form, without an account and signed in: stored with the defaults.
      const fromForm = await body(
        await anonymous('/api/inscripciones', 'POST', { data: { nombre: 'Ana', ...sent } }),
        201,
      );
      expect(fromForm.data).toEqual({
        nombre: 'Ana',
        estado: 'Pendiente',
        pagada: false,
        monitor: null,
      });
      const signedIn = await body(
        await asVisitor('/api/inscripciones', 'POST', { data: { nombre: 'Lucía', ...sent } }),
        201,
      );
      expect(signedIn.data).toEqual({
        nombre: 'Lucía',
        estado: 'Pendiente',
        pagada: false,
        monitor: null,
      });

      // Her own booking (propia): she changes her places, never its status.
      const booking = await body(
        await asVisitor('/api/reservas', 'POST', {
          data: { taller: 'Torno', estado: 'Confirmada', pagada: true },
        }),
        201,
      );
      expect(booking.data).toEqual({
        taller: 'Torno',
        plazas: null,
        estado: 'Pendiente',
        pagada: false,
      });
      const hers = await body(
        await asVisitor(`/api/reservas/${booking.id}`, 'PATCH', {
          data: { plazas: 2, estado: 'Confirmada', pagada: true },
        }),
        200,
      );
      expect(hers.data).toEqual({ taller: 'Torno', plazas: 2, estado: 'Pendiente', pagada: false });

      // The owner sets them, and the visitor reads what she set.
      const byOwner = await body(
        await asOwner(`/api/reservas/${booking.id}`, 'PATCH', {
          data: { estado: 'Confirmada', pagada: true },
        }),
        200,
      );
      expect(byOwner.data).toMatchObject({ estado: 'Confirmada', pagada: true, plazas: 2 });
      const read = await body(await asVisitor(`/api/reservas/${booking.id}`), 200);
      expect(read.data).toMatchObject({ estado: 'Confirmada', pagada: true });
      const created = await body(
        await asOwner('/api/inscripciones', 'POST', { data: { nombre: 'Pedro', ...sent } }),
        201,
      );
      expect(created.data).toEqual({ nombre: 'Pedro', ...sent });
      // For the owner the required ones stay required.
      const missing = await asOwner('/api/inscripciones', 'POST', {
        data: { nombre: 'Sin monitor', estado: 'Pendiente' },
      });
      expect(missing.status).toBe(400);
    },
    STEP_TIMEOUT,
  );
});
