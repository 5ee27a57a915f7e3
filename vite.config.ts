import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: process.env.VITE_OUT_DIR ? `../${process.env.VITE_OUT_DIR}` : '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  resolve: { alias: { '@contracts': new URL('./contracts', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
