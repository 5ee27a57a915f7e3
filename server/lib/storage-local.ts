import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  assertSafePrefix,
  ByteCounter,
  type ObjectInfo,
  publicUrlFor,
  type Storage,
  toReadable,
} from './storage.ts';

// The local driver: objects under `root`, written to `root/.tmp/{uuid}` first and renamed
// into place. Every write has its own temporary name (a random UUID), so concurrent uploads
// of one key never share or steal each other's temporary file, and a reader sees either the
// old file or the new one. Temporary files a crash left behind are removed at start-up.

const TMP_DIR = '.tmp';
/** Temporary files younger than this may belong to another process sharing the directory. */
const STALE_TMP_MS = 60_000;
/** The previous driver's temporary names: `{key}.{pid}.{timestamp}.tmp` next to the object. */
const LEGACY_TMP = /\.\d+\.\d+\.tmp$/;

function etagOf(s: Stats): string {
  return `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}-${s.ino.toString(16)}"`;
}

export function createLocalStorage(root: string, publicPrefix = '/files'): Storage {
  const base = normalize(root);
  const tmpDir = join(base, TMP_DIR);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = normalize(join(base, key));
    if (!full.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  const statFile = async (key: string): Promise<{ full: string; s: Stats } | null> => {
    let full: string;
    try {
      full = pathOf(key);
    } catch {
      return null;
    }
    try {
      const s = await stat(full);
      return s.isFile() ? { full, s } : null;
    } catch {
      return null;
    }
  };
  const infoOf = (key: string, s: Stats): ObjectInfo => ({
    key,
    size: s.size,
    etag: etagOf(s),
    lastModified: s.mtime,
  });

  return {
    driver: 'local',
    async put(key, body, _contentType, options = {}) {
      const full = pathOf(key);
      const tmp = join(tmpDir, randomUUID());
      await mkdir(tmpDir, { recursive: true });
      const counter = new ByteCounter(options.maxBytes);
      try {
        await pipeline(toReadable(body), counter, createWriteStream(tmp, { flags: 'wx' }));
        await mkdir(dirname(full), { recursive: true });
        await rename(tmp, full);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      const s = await stat(full);
      return { key, size: s.size, etag: etagOf(s), publicUrl: publicUrlFor(key, publicPrefix) };
    },
    async get(key, options = {}) {
      const found = await statFile(key);
      if (!found) return null;
      const { range } = options;
      const stream = range
        ? createReadStream(found.full, { start: range.start, end: range.end })
        : createReadStream(found.full);
      return { ...infoOf(key, found.s), stream, range };
    },
    async head(key) {
      const found = await statFile(key);
      return found ? infoOf(key, found.s) : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      const dir = pathOf(prefix.slice(0, -1));
      let count = 0;
      const walk = async (path: string) => {
        let entries: import('node:fs').Dirent[];
        try {
          entries = await readdir(path, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          const child = join(path, entry.name);
          if (entry.isDirectory()) await walk(child);
          else {
            await rm(child, { force: true });
            count++;
          }
        }
        await rmdir(path).catch(() => {});
      };
      await walk(dir);
      return count;
    },
    publicUrl(key) {
      return publicUrlFor(key, publicPrefix);
    },
    async check() {
      await mkdir(base, { recursive: true });
      await stat(base);
    },
    async sweepTemporary() {
      const cutoff = Date.now() - STALE_TMP_MS;
      let removed = 0;
      const walk = async (path: string, inTmp: boolean) => {
        let entries: import('node:fs').Dirent[];
        try {
          entries = await readdir(path, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          const child = join(path, entry.name);
          if (entry.isDirectory()) {
            await walk(child, inTmp || (path === base && entry.name === TMP_DIR));
            continue;
          }
          if (!inTmp && !LEGACY_TMP.test(entry.name)) continue;
          const s = await stat(child).catch(() => null);
          if (s && s.mtimeMs < cutoff) {
            await rm(child, { force: true });
            removed++;
          }
        }
      };
      await walk(base, false);
      return removed;
    },
  };
}
