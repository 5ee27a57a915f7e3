// Entry point: `node server/index.js`. Plain JavaScript on purpose: V8's compile cache (on
// disk, enabled here before anything else loads) also keeps Node's type-stripped output of
// every TypeScript module, so when the entry itself needs no stripping, a start with a warm
// cache never loads Node's TypeScript stripper at all (~23 MB of memory and ~100 ms less;
// docs/decisions/0160-lean-server.md). The app's modules load through the dynamic import,
// after the cache is on.
import { readFileSync, statSync } from 'node:fs';
import { enableCompileCache, flushCompileCache, registerHooks } from 'node:module';

enableCompileCache();
loadBundledDependencies();
await import(bundledServer() ?? './start.ts');
// Node keeps every module's cache entry in memory (~3 MB for the ~800 modules of start-up)
// until it writes them at exit; written now (only new ones touch the disk), they are freed.
flushCompileCache();

/**
 * `npm run build` bundles the packages that start-up loads as hundreds of small files (kysely,
 * zod, fastify and its plugins) into a few files each (scripts/bundle-server-deps.ts). When
 * that bundle exists and was made from the versions installed now, every import that resolves
 * to one of those packages' entry files loads the bundled file instead, always as an ES module
 * (a CommonJS entry's bundle is one). Otherwise node_modules as usual.
 */
function loadBundledDependencies() {
  const root = new URL('../', import.meta.url);
  const dir = new URL(process.env.FORJA_SERVER_DEPS_DIR ?? 'dist/server-deps/', root);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8'));
    for (const [name, version] of Object.entries(manifest.versions)) {
      const installed = JSON.parse(
        readFileSync(new URL(`node_modules/${name}/package.json`, root), 'utf8'),
      ).version;
      if (installed !== version) {
        console.warn(
          `dist/server-deps was built for ${name} ${version}, installed is ${installed}: loading node_modules (npm run build makes it again).`,
        );
        return;
      }
    }
  } catch {
    return; // no bundle (not built yet): node_modules as usual
  }
  const bundled = new Map(
    Object.entries(manifest.entries).map(([from, to]) => [
      new URL(from, root).href,
      new URL(to, dir).href,
    ]),
  );
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const url = bundled.get(resolved.url);
      return url ? { ...resolved, url, format: 'module', shortCircuit: true } : resolved;
    },
  });
}

/**
 * `npm run build` also bundles the server's own modules into a few files (dist/server/,
 * scripts/bundle-server.ts). It is used when every source file it was made from is unchanged
 * (same size and modification time); after an edit, or with FORJA_SERVER_BUNDLE=off (`npm run
 * dev`, whose --watch follows the files it loads), the sources are loaded as they are.
 */
function bundledServer() {
  if (process.env.FORJA_SERVER_BUNDLE === 'off') return null;
  const root = new URL('../', import.meta.url);
  const dir = new URL(process.env.FORJA_SERVER_BUNDLE_DIR ?? 'dist/server/', root);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8'));
  } catch {
    return null; // not built yet: the sources
  }
  for (const [file, [size, mtimeMs]] of Object.entries(manifest.sources)) {
    const now = statSync(new URL(file, root), { throwIfNoEntry: false });
    if (now?.size !== size || now.mtimeMs !== mtimeMs) {
      console.warn(
        `dist/server was built before ${file} changed: loading the sources (npm run build makes it again).`,
      );
      return null;
    }
  }
  return new URL(manifest.entry, dir).href;
}
