import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killEntries, startEntry } from './test/entry-process.ts';

// server/index.js loads kysely, zod, fastify and its plugins from dist/server-deps when `npm run build` bundled them
// for the versions installed (scripts/bundle-server-deps.ts), and node_modules otherwise.
// Each case starts the real entry point in its own process.

const root = new URL('..', import.meta.url).pathname;
let depsDir: string;

beforeAll(() => {
  depsDir = mkdtempSync(join(tmpdir(), 'forja-deps-'));
  const build = spawnSync(process.execPath, ['scripts/bundle-server-deps.ts', depsDir], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}, 60_000);

afterAll(() => {
  killEntries();
  rmSync(depsDir, { recursive: true, force: true });
});

/** Starts `node server/index.js` with `dir` as its bundle; resolves once it answers or exits. */
const start = (dir: string) => startEntry({ FORJA_SERVER_DEPS_DIR: `${dir}/` });

/** A copy of the bundle with one file or the manifest changed. */
function variant(change: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'forja-deps-variant-'));
  spawnSync('cp', ['-r', `${depsDir}/.`, dir]);
  change(dir);
  return dir;
}

describe('bundled dependencies at start-up', () => {
  it('serves with the bundle: validation (zod), a database write (kysely), a rate limit (fastify and @fastify/rate-limit)', async () => {
    const server = await start(depsDir);
    try {
      const headers = { 'content-type': 'application/json', origin: server.url };
      const bad = await fetch(`${server.url}/api/newsletter`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'no es un correo' }),
      });
      expect(bad.status).toBe(400);
      const good = await fetch(`${server.url}/api/newsletter`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'lectora@example.com' }),
      });
      expect(good.status).toBe(200);
      expect(good.headers.get('x-ratelimit-limit')).toBe('5');
      expect(server.output()).not.toMatch(/server-deps/);
    } finally {
      await server.stop();
    }
  }, 60_000);

  for (const file of ['kysely.mjs', 'fastify.mjs', '@fastify__rate-limit.mjs']) {
    it(`really loads the bundled files (${file} throwing stops the start)`, async () => {
      // Its exports stay, so the graph links; evaluating it throws.
      const dir = variant((d) => {
        const path = join(d, file);
        writeFileSync(
          path,
          `throw new Error('${file} del paquete cargado');\n${readFileSync(path, 'utf8')}`,
        );
      });
      const server = await start(dir);
      try {
        expect(server.exitCode()).not.toBeNull();
        expect(server.output()).toContain(`${file} del paquete cargado`);
      } finally {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);
  }

  it('ignores a bundle made for other versions, says so, and serves from node_modules', async () => {
    const dir = variant((d) => {
      const manifestPath = join(d, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      manifest.versions.kysely = '0.0.1';
      writeFileSync(manifestPath, JSON.stringify(manifest));
      const file = join(d, 'kysely.mjs');
      writeFileSync(file, `throw new Error('no debía cargarse');\n${readFileSync(file, 'utf8')}`);
    });
    const server = await start(dir);
    try {
      expect(server.exitCode()).toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.output()).toMatch(/built for kysely 0\.0\.1/);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
