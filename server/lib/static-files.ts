import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The web app's built files (dist/web): scripts, styles, fonts, icons, with the Brotli and
// gzip copies made at build time (scripts/compress-assets.ts). Served here rather than by
// @fastify/static, whose module graph (mime tables, glob, send) was ~1 MB of heap and 2 MB of
// memory at start-up for a handful of file types (docs/decisions/0160-lean-server.md). Same
// answers as before: weak ETag and Last-Modified with 304s, one byte range, HEAD, the
// precompressed copy when the browser takes it, a year's cache for hashed assets. A path
// that is not a file here, a dot path (the server renderer in .ssr, the manifest in .vite)
// and /index.html (the shell is only served through the web-shell renderer) go to the
// not-found handler, as before.

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};
const DEFAULT_TYPE = 'application/octet-stream';
/** Preferred first when the browser takes both equally. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type StaticFilesOptions = {
  root: string;
  /** Paths never served from the folder (they go to the not-found handler). */
  refuse?: (pathname: string) => boolean;
  /** Cache-Control for a file; `public, max-age=0` when it returns undefined. */
  cacheControl?: (pathname: string) => string | undefined;
};

type Found = { file: string; stats: Stats; encoding?: string };

/** GET and HEAD for every path not answered by a more specific route. */
export function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): void {
  const root = options.root.endsWith(sep) ? options.root : options.root + sep;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodedPath(request.url);
    if (pathname === null || options.refuse?.(pathname)) return reply.callNotFound();
    const file = join(root, pathname);
    if (!file.startsWith(root)) return reply.callNotFound();
    const found = await findFile(file, request.headers['accept-encoding']);
    if (!found) return reply.callNotFound();
    return sendFile(request, reply, found, {
      type: TYPES[extname(file).toLowerCase()] ?? DEFAULT_TYPE,
      cacheControl: options.cacheControl?.(pathname) ?? 'public, max-age=0',
    });
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler });
}

/** The decoded path, or null when it is malformed or names a dot file or folder. */
function decodedPath(url: string): string | null {
  const raw = url.split('?')[0];
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return null;
  return pathname;
}

async function regularFile(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

async function findFile(file: string, acceptEncoding: string | undefined): Promise<Found | null> {
  for (const { encoding, suffix } of acceptedEncodings(acceptEncoding)) {
    const stats = await regularFile(file + suffix);
    if (stats) return { file: file + suffix, stats, encoding };
  }
  const stats = await regularFile(file);
  return stats ? { file, stats } : null;
}

/** The precompressed forms the request accepts, best first (by q, then br before gzip). */
function acceptedEncodings(header: string | undefined) {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    const name = token === 'x-gzip' ? 'gzip' : token;
    if (!Number.isNaN(value) && !q.has(name)) q.set(name, value);
  }
  const weight = (encoding: string) => q.get(encoding) ?? (q.has('*') ? (q.get('*') ?? 0) : 0);
  return PRECOMPRESSED.filter(({ encoding }) => weight(encoding) > 0).sort(
    (a, b) => weight(b.encoding) - weight(a.encoding),
  );
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  found: Found,
  headers: { type: string; cacheControl: string },
) {
  const { stats } = found;
  const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
  const lastModified = stats.mtime.toUTCString();
  reply.header('accept-ranges', 'bytes');
  reply.header('cache-control', headers.cacheControl);
  reply.header('last-modified', lastModified);
  reply.header('etag', etag);
  reply.header('vary', 'accept-encoding');
  if (notModified(request, etag, stats.mtime)) return reply.code(304).send();

  reply.header('content-type', headers.type);
  if (found.encoding) reply.header('content-encoding', found.encoding);
  let start = 0;
  let end = stats.size - 1;
  const range = request.headers.range;
  if (range && stats.size > 0 && ifRangeHolds(request, etag, lastModified)) {
    const parsed = parseRange(range, stats.size);
    if (parsed === 'unsatisfiable') {
      // Answered by the app's error handler (a Spanish 4xx), as before.
      reply.removeHeader('content-encoding');
      reply.header('content-range', `bytes */${stats.size}`);
      throw Object.assign(new Error('Range Not Satisfiable'), { statusCode: 416 });
    }
    if (parsed) {
      [start, end] = parsed;
      reply.code(206);
      reply.header('content-range', `bytes ${start}-${end}/${stats.size}`);
    }
  }
  reply.header('content-length', stats.size === 0 ? 0 : end - start + 1);
  if (request.method === 'HEAD' || stats.size === 0) return reply.send();
  return reply.send(createReadStream(found.file, { start, end }));
}

function notModified(request: FastifyRequest, etag: string, mtime: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const bare = etag.slice(2);
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim();
      return t === etag || t === bare || t === `W/${bare}`;
    });
  }
  const since = request.headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  // HTTP dates have whole seconds.
  return !Number.isNaN(time) && Math.floor(mtime.getTime() / 1000) * 1000 <= time;
}

/** A Range with If-Range applies only while the validator still matches. */
function ifRangeHolds(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const header = request.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = String(header).trim();
  return ifRange.includes('"') ? ifRange === etag : ifRange === lastModified;
}

/** One `bytes=` range within the file; null (whole file) for anything else. */
function parseRange(header: string, size: number): [number, number] | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}
