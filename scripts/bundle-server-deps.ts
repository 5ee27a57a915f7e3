// Bundles the packages of the server's start-up that are spread over many files into a few
// files each (dist/server-deps/), for server/index.js to load in their place: kysely is 262
// modules, zod 95, fastify and its plugins ~260 (CommonJS) of the ~820 that start-up loaded,
// and Node resolves, reads and links each one (docs/decisions/0160-lean-server.md). A
// CommonJS package becomes an ES module whose default export is its `module.exports` (the
// server imports only defaults from them); what it requires lazily stays lazy inside. Every subpath a package
// exports is an entry of one build, so a module shared by two entries (zod and zod/v4/core)
// lands in one shared chunk and keeps a single identity. The manifest records each package's
// version: a later `npm install` that changes one makes server/index.js ignore the bundle
// (it loads node_modules as usual) until the next `npm run build`.
//   node scripts/bundle-server-deps.ts [outDir]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

// Each package, and the subpaths bundled (all it exports, or the ones the server imports).
// better-auth is loaded on the first sign-in (modules/auth/auth.ts): 260 modules of it and of
// the packages it imports (@better-auth/core, jose, better-call, …), bundled with it.
const BUNDLED: Record<string, 'all' | string[]> = {
  kysely: 'all',
  zod: 'all',
  'better-auth': ['.'],
  fastify: ['.'],
  'fastify-type-provider-zod': ['.'],
  '@fastify/rate-limit': ['.'],
  '@fastify/multipart': ['.'],
  '@fastify/websocket': ['.'],
};
const BUNDLED_PACKAGES = Object.keys(BUNDLED);

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
  const wanted = BUNDLED[name]!;
  // `exports` is either a map of subpaths ("./v4") or, for a package with one entry, the
  // conditions of that entry ({ require, default }).
  const exported = pkg.exports ?? {};
  const subpaths = Object.keys(exported).some((key) => key.startsWith('.'))
    ? Object.keys(exported)
    : ['.'];
  for (const subpath of subpaths) {
    if (wanted !== 'all' && !wanted.includes(subpath)) continue;
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
const result = await build({
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
// Every package whose files went into the bundle, with the version installed: a later
// `npm install` that changes any of them makes server/index.js ignore the bundle. Keyed by
// where it is under node_modules ("jose", or "better-auth/node_modules/jose").
for (const chunk of result.output)
  if (chunk.type === 'chunk')
    for (const id of chunk.moduleIds) {
      const marker = '/node_modules/';
      const first = id.indexOf(marker);
      const last = id.lastIndexOf(marker);
      if (first < 0) continue;
      const [scope, base] = id.slice(last + marker.length).split('/');
      const key =
        id.slice(first + marker.length, last + marker.length) +
        (scope!.startsWith('@') ? `${scope}/${base}` : scope!);
      versions[key] ??= readPackage(key).version;
    }
writeFileSync(
  resolve(outDir, 'manifest.json'),
  `${JSON.stringify({ versions, entries }, null, 2)}\n`,
);
console.log(
  `server deps bundled: ${Object.keys(entries).length} entries of ${BUNDLED_PACKAGES.join(', ')} → ${relative(root, outDir)}`,
);
