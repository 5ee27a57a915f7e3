import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import {
  type AppDefinitionInput,
  normalizeAppDefinition,
} from '../../../../contracts/app-definition.ts';
import { freePort } from '../../../test/http.ts';
import { runCommand } from '../../../test/process.ts';
import { exportFiles } from './generate.ts';

// An exported app run as its owner runs it, for the suites that drive one over HTTP
// (balance-run.test.ts, names-run.test.ts): written out with Forja's node_modules (the export
// pins the same versions), its server started on this Node over its own SQLite file, its own
// tests run in its folder. Never Forja's databases: their URLs are left out of its environment.

const NODE_DIR = dirname(process.execPath);
const { TEST_DATABASE_URL: _testDb, DATABASE_URL: _db, ...INHERITED } = process.env;
const ENV = { ...INHERITED, PATH: `${NODE_DIR}:${process.env.PATH ?? ''}`, CI: '1' };
const NODE_MODULES = fileURLToPath(new URL('../../../../node_modules', import.meta.url));

/** The owner's code of every started export: signing up with it makes the owner. */
export const SETUP_TOKEN = 'codigo-de-prueba-del-dueno-0123456789';

/** Writes the export of an app (the default design, no seed) into `dir`. */
export function writeExport(
  dir: string,
  app: { name: string; slug: string; description: string; definition: AppDefinitionInput },
) {
  const files = exportFiles({
    name: app.name,
    slug: app.slug,
    description: app.description,
    definition: normalizeAppDefinition(app.definition),
    design: {
      primaryColor: '#4f46e5',
      secondaryColor: '#0f766e',
      theme: 'modern',
      layout: 'grid',
      customCss: '',
    },
    specification: `# ${app.name}\n`,
    seed: null,
  });
  for (const [name, content] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'), 'dir');
}

const children: ChildProcess[] = [];

/**
 * The exported server (`node server/index.ts`) in `dir`, on its own SQLite file in `data`,
 * once /api/health answers: its address and its data folder.
 */
export async function startExport(
  dir: string,
  data = mkdtempSync(join(dir, 'datos-')),
): Promise<{ base: string; data: string }> {
  mkdirSync(data, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/index.ts'], {
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
  children.push(child);
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
  return { base, data };
}

/** Stops every export this file started (its afterAll). */
export async function stopExports() {
  for (const child of children.splice(0))
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('close', r));
    }
}

/** Runs one of the export's own test files (`tests/…`) in `dir`: its exit code and its output. */
export function runOwnTest(dir: string, file: string) {
  return runCommand(
    process.execPath,
    [join(dir, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=verbose', file],
    { cwd: dir, env: ENV },
  );
}

/** Calls to the export at `base`, with its Origin and, signed in, the session's cookie. */
export function client(base: string, cookie = '') {
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
export type Call = ReturnType<typeof client>;

/** A new account on the export, signed in (with `codigoDueno: SETUP_TOKEN`, its owner). */
export async function account(base: string, email: string, extra: Record<string, string> = {}) {
  const res = await client(base)('/api/auth/sign-up/email', 'POST', {
    name: 'Persona',
    email,
    password: 'contrasena-segura-1',
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return client(
    base,
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  );
}

/** Creates a record of `entity` and gives its id (201, or the test fails with the reply). */
export async function add(call: Call, entity: string, data: Record<string, unknown>) {
  const res = await call(`/api/${entity}`, 'POST', { data });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { record: { id: string } }).record.id;
}
