import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAppDefinition } from '../../../../contracts/app-definition.ts';
import { freePort } from '../../../test/http.ts';
import { runCommand } from '../../../test/process.ts';
import { exportFiles } from './generate.ts';

// Decision 0293 in the exported app: a repair without text of its own is named by its
// customer and its bike, as in Forja. Its server sends those titles with each record
// (`refTitles`, only what the viewer may read: a visitor never gets the private bikes' names),
// and its mails name the record by the same rule. The export started on this Node over its own
// SQLite file, as balance-run.test.ts does, and driven over HTTP.

const NODE_DIR = dirname(process.execPath);
const { TEST_DATABASE_URL: _testDb, DATABASE_URL: _db, ...INHERITED } = process.env;
const ENV = { ...INHERITED, PATH: `${NODE_DIR}:${process.env.PATH ?? ''}`, CI: '1' };
const SETUP_TOKEN = 'codigo-de-prueba-del-dueno-0123456789';
const NODE_MODULES = fileURLToPath(new URL('../../../../node_modules', import.meta.url));

const definition = {
  entities: [
    {
      key: 'reparaciones',
      label: 'Reparación',
      rule: 'publica',
      notify: { onCreate: true, onChangeOf: 'estado' },
      fields: [
        { key: 'cliente', label: 'Cliente', type: 'reference', required: true, ref: 'clientes' },
        { key: 'bici', label: 'Bicicleta', type: 'reference', required: false, ref: 'bicis' },
        { key: 'entrada', label: 'Entrada', type: 'date', required: true },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          required: true,
          options: ['Recibida', 'Lista'],
        },
      ],
      views: { board: { statusField: 'estado' }, calendar: { dateField: 'entrada' } },
    },
    {
      key: 'clientes',
      label: 'Cliente',
      rule: 'publica',
      fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
    },
    {
      key: 'bicis',
      label: 'Bicicleta',
      rule: 'privada',
      fields: [{ key: 'modelo', label: 'Modelo', type: 'text', required: true }],
    },
  ],
};

const root = mkdtempSync(join(tmpdir(), 'forja-export-nombres-'));
const dir = join(root, 'taller');
const data = join(root, 'datos');
let child: ChildProcess | null = null;
let base = '';

function client(cookie = '') {
  return (path: string, method = 'GET', body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
type Call = ReturnType<typeof client>;

async function account(email: string, extra: Record<string, string> = {}) {
  const res = await client()('/api/auth/sign-up/email', 'POST', {
    name: 'Persona',
    email,
    password: 'contrasena-segura-1',
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return client(
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  );
}

async function add(call: Call, entity: string, body: Record<string, unknown>) {
  const res = await call(`/api/${entity}`, 'POST', { data: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { record: { id: string } }).record.id;
}

type Named = { id: string; refTitles?: Record<string, string> };

beforeAll(async () => {
  const files = exportFiles({
    name: 'Taller',
    slug: 'taller',
    description: 'Las reparaciones de bicis de un taller',
    definition: normalizeAppDefinition(definition as never),
    design: {
      primaryColor: '#4f46e5',
      secondaryColor: '#0f766e',
      theme: 'modern',
      layout: 'grid',
      customCss: '',
    },
    specification: '# Taller\n',
    seed: null,
  });
  for (const [name, content] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'), 'dir');
  mkdirSync(data, { recursive: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['server/index.ts'], {
    cwd: dir,
    env: {
      ...ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: data,
      SQLITE_PATH: join(data, 'app.db'),
      SETUP_TOKEN,
    },
    stdio: 'pipe',
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  let up = false;
  for (let i = 0; i < 300 && !up && child.exitCode === null; i++) {
    up = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  expect(up, log).toBe(true);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child?.once('close', r));
  }
  if (!process.env.KEEP_EXPORTS) rmSync(root, { recursive: true, force: true });
});

describe('the exported app names a record without text as Forja does', () => {
  it('the titles each viewer may read, in the list and the record, and in each mail', async () => {
    const owner = await account('duena@example.com', { codigoDueno: SETUP_TOKEN });
    const visitor = await account('ana@example.com');
    const ana = await add(owner, 'clientes', { nombre: 'Ana Ruiz' });
    const orbea = await add(owner, 'bicis', { modelo: 'Orbea Alma' });
    // Ana brings her bike in.
    const repair = await add(visitor, 'reparaciones', {
      cliente: ana,
      bici: orbea,
      entrada: '2026-12-08',
      estado: 'Recibida',
    });
    const titlesOf = async (call: Call, path: string) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { records?: Named[]; record?: Named };
      return (body.record ?? body.records?.find((r) => r.id === repair))?.refTitles;
    };
    expect(await titlesOf(owner, '/api/reparaciones')).toEqual({
      cliente: 'Ana Ruiz',
      bici: 'Orbea Alma',
    });
    // The visitor reads the customers (publica), never the private bikes.
    expect(await titlesOf(visitor, '/api/reparaciones')).toEqual({ cliente: 'Ana Ruiz' });
    expect(await titlesOf(visitor, `/api/reparaciones/${repair}`)).toEqual({
      cliente: 'Ana Ruiz',
    });
    const changed = await owner(`/api/reparaciones/${repair}`, 'PATCH', {
      data: { estado: 'Lista' },
    });
    expect(changed.status).toBe(200);
    const db = new DatabaseSync(join(data, 'app.db'), { readOnly: true });
    const mails = db
      .prepare('select para, asunto, texto from app_correos order by creado_en, rowid')
      .all() as { para: string; asunto: string; texto: string }[];
    db.close();
    // Ana wrote the repair: what a visitor wrote is never named in a mail (a stranger could
    // have the app mail their words to an address they gave), as in Forja.
    expect(mails.map((m) => [m.para.toLowerCase(), m.asunto])).toEqual([
      ['duena@example.com', 'Nuevo registro en Reparaciones · Taller'],
      ['ana@example.com', 'Estado: Lista · Taller'],
    ]);
    expect(mails[1]?.texto).toContain(
      'Lo que enviaste en «Reparaciones» de «Taller» ha cambiado: Estado es ahora «Lista».',
    );
  });

  it('passes its own test of mails, which names each record as its reader reads it', async () => {
    const { code, out } = await runCommand(
      process.execPath,
      [
        join(dir, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--reporter=verbose',
        'tests/avisos.test.ts',
      ],
      { cwd: dir, env: ENV },
    );
    expect(code, out.slice(-4000)).toBe(0);
    expect(out).toMatch(/reparaciones: un registro nuevo avisa al dueño/);
    expect(out).toMatch(
      /reparaciones: cuando el dueño cambia la opción, avisa a quien lo escribió/,
    );
  }, 120_000);
});
