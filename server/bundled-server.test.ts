import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killEntries, startEntry } from './test/entry-process.ts';

// server/index.js loads the server's own modules from dist/server when `npm run build` bundled
// them (scripts/bundle-server.ts) and no source file changed since; the sources otherwise.
// Each case starts the real entry point in its own process. The bundles are made inside dist/
// (a bundle imports packages by name: it must sit under the checkout's node_modules).

const root = new URL('..', import.meta.url).pathname;
const made: string[] = [];
let bundleDir: string;

/** A fresh bundle directory under dist/, removed after the file's tests. */
function bundleDirectory() {
  const dir = mkdtempSync(join(root, 'dist', 'test-server-'));
  made.push(dir);
  return dir;
}

beforeAll(() => {
  bundleDir = bundleDirectory();
  const build = spawnSync(process.execPath, ['scripts/bundle-server.ts', bundleDir], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}, 120_000);

afterAll(() => {
  killEntries();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Starts `node server/index.js` with `dir` as its bundle; resolves once it answers or exits. */
const start = (dir: string, env: Record<string, string> = {}) =>
  startEntry({ FORJA_SERVER_BUNDLE: '', FORJA_SERVER_BUNDLE_DIR: `${dir}/`, ...env });

/** A copy of the bundle, with one of its files changed. */
function variant(change: (dir: string) => void) {
  const dir = bundleDirectory();
  cpSync(bundleDir, dir, { recursive: true });
  change(dir);
  return dir;
}

/** The bundle with its entry throwing first: the start fails if, and only if, it is loaded. */
const throwingEntry = (dir: string) => {
  const file = join(dir, 'start.mjs');
  writeFileSync(
    file,
    `throw new Error('servidor empaquetado cargado');\n${readFileSync(file, 'utf8')}`,
  );
};

describe('the bundled server at start-up', () => {
  it('lists every source file it was made from, and keeps the lazy modules apart', () => {
    const manifest = JSON.parse(readFileSync(join(bundleDir, 'manifest.json'), 'utf8'));
    expect(manifest.entry).toBe('start.mjs');
    expect(Object.keys(manifest.sources)).toEqual(
      expect.arrayContaining([
        'server/start.ts',
        'server/app.ts',
        'contracts/messages.ts',
        'server/lib/ai/offline/change-reader.ts',
      ]),
    );
    // Loaded on first use (an `await import`), so not in the entry.
    const entry = readFileSync(join(bundleDir, 'start.mjs'), 'utf8');
    expect(entry).not.toContain('// server/lib/ai/offline/change-reader.ts');
    expect(entry).not.toContain('// server/lib/ai/offline/concept-engine.ts');
  });

  it('serves with the bundle: pages, validation, a database write, files beside a module', async () => {
    const server = await start(bundleDir);
    try {
      expect(server.exitCode()).toBeNull();
      // The home page is rendered on the server with the built web app.
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('lang="es"');
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
        body: JSON.stringify({ email: 'lector@example.com' }),
      });
      expect(good.status).toBe(200);
      expect(server.output()).not.toMatch(/dist\/server/);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('really loads the bundle (an entry that throws stops the start)', async () => {
    const dir = variant(throwingEntry);
    const server = await start(dir);
    try {
      expect(server.exitCode()).not.toBeNull();
      expect(server.output()).toContain('servidor empaquetado cargado');
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('loads the sources, and says so, when a source file changed after the bundle', async () => {
    const dir = variant((d) => {
      throwingEntry(d);
      const file = join(d, 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      manifest.sources['server/app.ts'][1] -= 1000; // app.ts is a second newer than the bundle
      writeFileSync(file, JSON.stringify(manifest));
    });
    const server = await start(dir);
    try {
      expect(server.exitCode()).toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.output()).toContain('dist/server was built before server/app.ts changed');
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('loads the sources with FORJA_SERVER_BUNDLE=off (npm run dev)', async () => {
    const dir = variant(throwingEntry);
    const server = await start(dir, { FORJA_SERVER_BUNDLE: 'off' });
    try {
      expect(server.exitCode()).toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.output()).not.toContain('servidor empaquetado cargado');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
