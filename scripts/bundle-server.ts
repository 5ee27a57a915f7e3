// Bundles the server's own modules (server/ and the contracts it imports: ~170 TypeScript files
// at start-up) into a few ES modules in dist/server/, for server/index.js to load in their place:
// Node resolves, reads, looks up in the compile cache and links every module one by one, and
// that was a fifth of the start-up (docs/decisions/0160-lean-server.md). Packages stay where
// they are (imported by name, so dist/server-deps still applies to the packages bundled there); a module
// loaded on first use (`await import(…)`) stays a chunk of its own, loaded on first use.
// The manifest lists every source file bundled with its size and modification time: when one
// differs, server/index.js loads the sources instead (an edit after the build is never hidden).
//   node scripts/bundle-server.ts [outDir]
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(root, process.argv[2] ?? 'dist/server');
const posix = (path: string) => path.split('\\').join('/');

/** Where a source file is, seen from the bundle's directory (every chunk is written there). */
const fromBundle = (file: string) => {
  const path = posix(relative(outDir, file));
  return path.startsWith('.') ? path : `./${path}`;
};

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  input: { start: resolve(root, 'server/start.ts') },
  platform: 'node',
  cwd: root,
  logLevel: 'warn',
  // Packages and Node's built-ins are imported as before, by name.
  external: (id) => !id.startsWith('.') && !isAbsolute(id),
  plugins: [
    {
      name: 'forja-module-location',
      // A module that finds files next to itself (templates, assets) keeps finding them: its
      // import.meta.url and import.meta.dirname still name the source file and its folder.
      transform(code, id) {
        if (!/import\.meta\.(?:url|dirname)\b/.test(code)) return null;
        const url = `new URL(${JSON.stringify(fromBundle(id))}, import.meta.url).href`;
        const dir = `__forjaFileURLToPath(new URL(${JSON.stringify(`${fromBundle(dirname(id))}/`)}, import.meta.url)).replace(/[\\\\/]$/, '')`;
        return {
          code: `import { fileURLToPath as __forjaFileURLToPath } from 'node:url';\n${code
            .replace(/import\.meta\.url\b/g, url)
            .replace(/import\.meta\.dirname\b/g, dir)}`,
          map: null,
        };
      },
    },
  ],
  output: {
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name].mjs',
    chunkFileNames: '[name]-[hash].mjs',
    sourcemap: true,
  },
});

const sources: Record<string, [number, number]> = {};
for (const chunk of result.output)
  if (chunk.type === 'chunk')
    for (const id of chunk.moduleIds) {
      if (!isAbsolute(id) || id.includes('/node_modules/')) continue;
      const { size, mtimeMs } = statSync(id);
      sources[posix(relative(root, id))] = [size, mtimeMs];
    }
writeFileSync(
  resolve(outDir, 'manifest.json'),
  `${JSON.stringify({ entry: 'start.mjs', sources }, null, 2)}\n`,
);
console.log(
  `server bundled: ${Object.keys(sources).length} source files → ${result.output.filter((c) => c.type === 'chunk').length} modules in ${posix(relative(root, outDir))}`,
);
