import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

// Files users upload or we generate. Keys look like `uploads/1700000000-plano.pdf`.
// The local driver keeps them under DATA_DIR/storage and they are served at /files/{key}.

export type StoredObject = { key: string; size: number; publicUrl: string };

export interface Storage {
  /** Writes bytes under `key` (replacing any existing object: the spec's upsert). */
  put(key: string, data: Buffer | Uint8Array | string, contentType: string): Promise<StoredObject>;
  /** A readable stream and size, or null when the key does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._\-/]{0,400}$/;

export function isSafeKey(key: string): boolean {
  return (
    SAFE_KEY.test(key) &&
    !key.split('/').some((part) => part === '' || part === '.' || part === '..')
  );
}

/** A file name safe for a storage key: accents folded, only [a-zA-Z0-9._-], ≤ 100 chars. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const folded = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-100);
  return folded || 'archivo';
}

export function createLocalStorage(root: string, publicPrefix = '/files'): Storage {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const full = normalize(join(root, key));
    if (!full.startsWith(normalize(root) + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      // Write to a temporary file and rename, so a reader never sees half a file.
      const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
      const handle = await open(tmp, 'w');
      try {
        await handle.writeFile(data);
      } finally {
        await handle.close();
      }
      await rename(tmp, full);
      const { size } = await stat(full);
      return { key, size, publicUrl: this.publicUrl(key) };
    },
    async get(key) {
      let full: string;
      try {
        full = pathOf(key);
      } catch {
        return null;
      }
      try {
        const s = await stat(full);
        if (!s.isFile()) return null;
        return { stream: createReadStream(full), size: s.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl(key) {
      return `${publicPrefix}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}
