// After `vite build`: writes .br and .gz beside each text asset so the server sends them
// precompressed (server/lib/static-files.ts) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? join('dist', 'web');
const TEXT = /\.(js|css|svg|json|txt|html)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // .ssr holds the server renderer, which is never sent to browsers.
      if (!name.startsWith('.')) walk(path);
      continue;
    }
    if (!TEXT.test(name) || name === 'index.html') continue;
    const data = readFileSync(path);
    if (data.length < 1024) continue;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    files += 1;
    before += data.length;
    after += br.length;
  }
}

walk(root);
console.log(
  `compressed ${files} assets: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB (brotli)`,
);
