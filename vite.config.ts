import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const outDir = process.env.VITE_OUT_DIR ? `../${process.env.VITE_OUT_DIR}` : '../dist/web';

// web/app/start.tsx imports the app in stages, one main-thread task each. The chunks it
// imports (and theirs) are preloaded, fetched but not run, as soon as start.tsx itself is
// requested, so the stages do not wait for one download after another
// (docs/decisions/0111-app-start-in-stages.md).
let clientBundle: OutputBundle | undefined;

/** Keeps the browser build's chunk list for `startPreloads`. */
const keepClientBundle = (): Plugin => ({
  name: 'forja:keep-client-bundle',
  applyToEnvironment: (env) => env.name === 'client',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      clientBundle = bundle;
    },
  },
});

/** `file`'s preload list: its own imports and, for start.tsx, what it imports in stages. */
function startPreloads(file: string, deps: string[]): string[] {
  const start = clientBundle?.[file];
  if (!/(^|\/)start-[\w-]+\.js$/.test(file) || start?.type !== 'chunk') return deps;
  const found = new Set(deps);
  const add = (fileName: string) => {
    const chunk = clientBundle?.[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') return;
    found.add(fileName);
    for (const dep of chunk.imports) add(dep);
  };
  for (const dynamic of start.dynamicImports) add(dynamic);
  return [...found];
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), keepClientBundle()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      resolveDependencies: startPreloads,
    },
  },
  // One `vite build` builds the browser app and, into <outDir>/.ssr, the server renderer of
  // the same app (docs/decisions/0110-server-rendered-pages.md). The dot keeps it out of the
  // static file server.
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: `${outDir}/.ssr`,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: { 'entry-server': './web/entry-server.tsx' } },
      },
    },
  },
  resolve: { alias: { '@contracts': new URL('./contracts', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
