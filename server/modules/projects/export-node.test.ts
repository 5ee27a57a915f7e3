import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDefinition, AppField, RecordData } from '../../../contracts/app-definition.ts';
import { conceptFromIdea } from '../../engine/index.ts';
import { freePort } from '../../test/http.ts';
import { runCommand } from '../../test/process.ts';
import { exportFiles } from './export-app/generate.ts';

// Issue 38, item 8: the exported project runs where its user is. Three exports of real apps (the
// engine's definitions for the ideas of issue 38's "Done when"), with the machine's Node first on PATH (Node 20 here, whose
// npm cannot run TypeScript nor has node:sqlite), exactly as its README says: `npm install`,
// `npm test` (Vitest and the Playwright smoke test in Chromium) and `npm start`, then its API
// over HTTP. The export brings its own Node 24 (the npm package `node`): npm's scripts find it
// first in node_modules/.bin. EXPORT_NODE_DIR puts another Node (and its npm) first instead.
// Not a .db test: it needs no database of the platform, so CI runs it once. About a minute each.

const STEP_TIMEOUT = 8 * 60_000;
const SETUP_TOKEN = 'codigo-de-la-prueba-de-node-0123456789';
const lock = JSON.parse(
  readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8'),
) as { packages: Record<string, { version?: string }> };
const BROUGHT = `v${lock.packages['node_modules/node']?.version}`;

/** The PATH a person has: no node_modules/.bin, no platform Node; the chosen Node's folder first. */
const platformNode = dirname(process.execPath);
const personal = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => dir && !dir.includes('node_modules') && dir !== platformNode);
const nodeDir =
  process.env.EXPORT_NODE_DIR ?? personal.find((dir) => existsSync(join(dir, 'node')));
const PATH = [nodeDir, ...personal].filter(Boolean).join(delimiter);
const machineNode = spawnSync('node', ['-v'], { env: { PATH }, encoding: 'utf8' }).stdout?.trim();

const { TEST_DATABASE_URL: _testDb, DATABASE_URL: _db, ...INHERITED } = process.env;
const ENV: NodeJS.ProcessEnv = {
  ...Object.fromEntries(
    Object.entries(INHERITED).filter(([k]) => !/^(npm_|NODE$|INIT_CWD)/.test(k)),
  ),
  PATH,
  CI: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

const root = mkdtempSync(join(tmpdir(), 'forja-export-node-'));
// The apps of issue 38's "Done when": bookings (formulario, with mail), a nursery (vinculada)
// and a hive log (the records around a record and their totals), as the engine makes them.
const APPS = [
  'Quiero una app para las reservas de mi peluquería: los clientes piden cita y yo la confirmo',
  'tengo una guardería y quiero que cada familia vea en el móvil el parte diario de su hijo: lo que ha comido, la siesta y los pañales',
  'tengo 40 colmenas y quiero apuntar en cada revisión si vi la reina, cuántos cuadros de cría, si hay varroa y cuántos kilos de miel saqué',
].map((idea, i) => ({
  slug: ['peluqueria', 'guarderia', 'colmenas'][i] as string,
  concept: conceptFromIdea(idea),
  dir: join(root, `app-${i}`),
}));

async function run(dir: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const { code, out } = await runCommand(cmd, args, { cwd: dir, env: { ...ENV, ...env } });
  if (code !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out.slice(-6000)}`);
  return out;
}

/** A valid value of each type (the app's required fields; images and files are not asked). */
function valueFor(field: AppField): RecordData[string] {
  switch (field.type) {
    case 'number':
    case 'money':
      return 30;
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
    case 'email':
      return 'cliente@example.com';
    case 'phone':
      return '+34 600 111 222';
    case 'url':
      return 'https://example.com';
    default:
      return `${field.label} de prueba`.slice(0, 200);
  }
}

beforeAll(async () => {
  for (const { concept, dir, slug } of APPS)
    for (const [name, content] of exportFiles({
      name: concept.name,
      slug,
      description: concept.description,
      definition: concept.definition,
      design: {
        primaryColor: '#4f46e5',
        secondaryColor: '#0f766e',
        theme: 'modern',
        layout: 'grid',
        customCss: '',
      },
      specification: `# ${concept.name}\n`,
      seed: null,
    })) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
}, STEP_TIMEOUT);

afterAll(() => {
  if (!process.env.KEEP_EXPORTS) rmSync(root, { recursive: true, force: true });
}, STEP_TIMEOUT);

describe(`the export with Node ${machineNode} first on PATH (the machine's, or EXPORT_NODE_DIR's)`, () => {
  it.each(APPS)(
    '$slug: npm install, npm test and npm start work, on the Node 24 the export brings',
    async ({ concept, dir }) => {
      expect(machineNode, `no node on ${PATH}`).toMatch(/^v\d+\./);
      expect(Number(/^v(\d+)/.exec(machineNode ?? '')?.[1])).toBeGreaterThanOrEqual(20);

      const install = await run(dir, 'npm', [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
      ]);
      // npm 11's install-script policy has nothing to ask: the package's allowScripts names `node`.
      expect(install).not.toMatch(/install-scripts/);
      expect(existsSync(join(dir, 'node_modules/.bin/node'))).toBe(true);
      // What npm's scripts and npx run: the brought Node, not the machine's.
      expect((await run(dir, 'npm', ['exec', '--', 'node', '-p', 'process.version'])).trim()).toBe(
        BROUGHT,
      );

      // Vitest (node:sqlite, TypeScript) and Playwright, whose webServer is `node server/index.ts`.
      const tests = await run(dir, 'npm', ['test'], { E2E_PORT: String(await freePort()) });
      expect(tests).toMatch(/Tests\s+.*\d+ passed/);
      expect(tests).toMatch(/1 passed \(/);
      expect(tests).not.toMatch(/failed|skipped/);

      // `npm start`: builds the web and serves it with the API on PORT.
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server: ChildProcess = spawn('npm', ['start'], {
        cwd: dir,
        env: {
          ...ENV,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: base,
          DATA_DIR: join(dir, 'datos'),
          SETUP_TOKEN,
        },
        stdio: 'pipe',
        // Its own process group: npm, the shell and the server stop together.
        detached: true,
      });
      let log = '';
      let exited = false;
      server.stdout?.on('data', (d: Buffer) => {
        log += d.toString();
      });
      server.stderr?.on('data', (d: Buffer) => {
        log += d.toString();
      });
      server.once('exit', () => {
        exited = true;
      });
      try {
        let up = false;
        for (let i = 0; i < 600 && !up && !exited; i++) {
          up = await fetch(`${base}/api/health`)
            .then((r) => r.ok)
            .catch(() => false);
          if (!up) await new Promise((r) => setTimeout(r, 100));
        }
        expect(up, log).toBe(true);
        expect(log).toContain(`${concept.name} escucha en ${base}`);
        expect(await (await fetch(`${base}/`)).text()).toContain('<div id="raiz">');

        const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({
            name: 'Dueña',
            email: 'duena@example.com',
            password: 'contrasena-segura-1',
            codigoDueno: SETUP_TOKEN,
          }),
        });
        expect(signUp.status, await signUp.clone().text()).toBe(200);
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
        const yo = (await (await call('/api/yo')).json()) as { rol: string };
        expect(yo.rol).toBe('dueno');

        // One record in every entity, in an order where each required reference has a target.
        const { definition } = JSON.parse(readFileSync(join(dir, 'forja.app.json'), 'utf8')) as {
          definition: AppDefinition;
        };
        const ids = new Map<string, string>();
        const pending = [...definition.entities];
        while (pending.length > 0) {
          const index = pending.findIndex((e) =>
            e.fields.every((f) => f.type !== 'reference' || !f.required || ids.has(f.ref ?? '')),
          );
          expect(index).toBeGreaterThanOrEqual(0);
          const [entity] = pending.splice(index, 1);
          const data: RecordData = {};
          for (const field of entity.fields.filter((f) => f.required))
            data[field.key] =
              field.type === 'reference' ? (ids.get(field.ref ?? '') ?? null) : valueFor(field);
          const created = await call(`/api/${entity.key}`, 'POST', { data });
          expect(created.status, `${entity.key}: ${await created.clone().text()}`).toBe(201);
          const { record } = (await created.json()) as { record: { id: string } };
          ids.set(entity.key, record.id);
          const listed = (await (await call(`/api/${entity.key}`)).json()) as {
            records: { id: string }[];
          };
          expect(listed.records.map((r) => r.id)).toEqual([record.id]);
        }
        // Bad input is still a Spanish 400.
        const bad = await call(`/api/${definition.entities[0].key}`, 'POST', { data: {} });
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
          /obligatorio/,
        );
      } finally {
        if (!exited && server.pid) process.kill(-server.pid, 'SIGTERM');
        if (!exited) await new Promise((r) => server.once('exit', r));
      }
    },
    STEP_TIMEOUT,
  );
});
