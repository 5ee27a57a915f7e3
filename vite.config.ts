import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const outDir = process.env.VITE_OUT_DIR ? `../${process.env.VITE_OUT_DIR}` : '../dist/web';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
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
