import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = process.env.VITE_OUT_DIR ? `../${process.env.VITE_OUT_DIR}` : '../dist/web';

/**
 * Writes the files of the app's start chunk (web/app/start.tsx and every chunk it imports)
 * into the page entry, which prefetches them once the page is idle
 * (docs/decisions/0112-hydrate-on-interaction.md). The entry already names each of these
 * files in its preload map, so its content hash covers the list.
 */
function appFilesPlugin(): Plugin {
  const PLACEHOLDER = /(["'`])__FORJA_APP_FILES__\1/;
  return {
    name: 'forja-app-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const start = chunks.find((c) => c.facadeModuleId?.endsWith('/web/app/start.tsx'));
      const entry = chunks.find((c) => c.isEntry && PLACEHOLDER.test(c.code));
      if (!start || !entry) return;
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        for (const imported of chunk.imports) if (imported !== entry.fileName) visit(imported);
      };
      visit(start.fileName);
      entry.code = entry.code.replace(PLACEHOLDER, JSON.stringify([...files]));
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), appFilesPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // <outDir>/.vite/manifest.json: the server reads which files each page's module needs
    // (server/web-shell.ts); the dot keeps it out of the static file server.
    manifest: true,
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
        manifest: false,
        rollupOptions: { input: { 'entry-server': './web/entry-server.tsx' } },
      },
    },
  },
  resolve: { alias: { '@contracts': new URL('./contracts', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
