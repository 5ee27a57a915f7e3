// Bundles the ES-module packages of the server's start-up that are spread over many files
// into a few files each (dist/server-deps/), for server/index.js to load in their place:
// kysely is 262 modules and zod 95 of the ~820 that start-up loads, and Node resolves,
// reads and links each one (docs/decisions/0160-lean-server.md). Every subpath a package
// exports is an entry of one build, so a module shared by two entries (zod and zod/v4/core)
// lands in one shared chunk and keeps a single identity. The manifest records each package's
// version: a later `npm install` that changes one makes server/index.js ignore the bundle
// (it loads node_modules as usual) until the next `npm run build`.
//   node scripts/bundle-server-deps.ts [outDir]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const BUNDLED_PACKAGES = ['kysely', 'zod'];

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(root, process.argv[2] ?? 'dist/server-deps');

type PackageJson = { version: string; exports?: Record<string, unknown> };
const readPackage = (name: string) =>
  JSON.parse(
    readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8'),
  ) as PackageJson;

const input: Record<string, string> = {};
const entries: Record<string, string> = {};
const versions: Record<string, string> = {};
for (const name of BUNDLED_PACKAGES) {
  const pkg = readPackage(name);
  versions[name] = pkg.version;
  for (const subpath of Object.keys(pkg.exports ?? { '.': null })) {
    if (subpath === './package.json' || subpath.includes('*')) continue;
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    let file: string;
    try {
      file = fileURLToPath(import.meta.resolve(specifier));
    } catch {
      continue; // an export with no file for `import` on Node
    }
    const chunk = specifier.replaceAll('/', '__');
    input[chunk] = file;
    entries[relative(root, file)] = `${chunk}.mjs`;
  }
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  input,
  platform: 'node',
  cwd: root,
  logLevel: 'warn',
  output: {
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name].mjs',
    chunkFileNames: 'shared-[hash].mjs',
  },
});
writeFileSync(
  resolve(outDir, 'manifest.json'),
  `${JSON.stringify({ versions, entries }, null, 2)}\n`,
);
console.log(
  `server deps bundled: ${Object.keys(entries).length} entries of ${BUNDLED_PACKAGES.join(', ')} → ${relative(root, outDir)}`,
);
