import type { FastifyReply } from 'fastify';
import type { App, AppDeps } from '../../deps.ts';
import { isSafeKey } from '../../lib/storage.ts';
import { etagMatches, parseRange } from './range.ts';

// Stored files are served with a type from our own list (never HTML), nosniff, and a
// sandboxing CSP, so an uploaded file can never run script on our origin. Range and
// If-None-Match work on both drivers, so large files resume and unchanged ones revalidate.
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
};
const INLINE = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'pdf']);

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain; charset=utf-8').send('No encontrado');
}

export async function registerFileRoutes(app: App, deps: AppDeps) {
  // No compression: Range offsets and Content-Length refer to the stored bytes.
  app.get('/files/*', { compress: false }, async (request, reply) => {
    const raw = (request.params as { '*': string })['*'];
    let key: string;
    try {
      key = decodeURIComponent(raw);
    } catch {
      return notFound(reply);
    }
    if (!isSafeKey(key)) return notFound(reply);
    const info = await deps.storage.head(key);
    if (!info) return notFound(reply);

    const ext = key.split('.').pop()?.toLowerCase() ?? '';
    const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
    const fileName = key.split('/').pop() ?? 'archivo';
    reply
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      )
      .header(
        'content-disposition',
        `${INLINE.has(ext) ? 'inline' : 'attachment'}; filename="${fileName.replace(/"/g, '')}"`,
      )
      .header('cache-control', 'public, max-age=300')
      .header('etag', info.etag)
      .header('last-modified', info.lastModified.toUTCString())
      .header('accept-ranges', 'bytes');

    if (etagMatches(request.headers['if-none-match'], info.etag)) {
      return reply.status(304).send();
    }
    const ifRange = request.headers['if-range'];
    const range =
      ifRange && ifRange !== info.etag ? undefined : parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${info.size}`)
        .type('text/plain; charset=utf-8')
        .send('Rango no válido');
    }
    const object = await deps.storage.get(key, { range });
    if (!object) return notFound(reply);
    reply.header('content-type', type);
    if (range) {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(object.stream);
    }
    return reply.header('content-length', object.size).send(object.stream);
  });
}
