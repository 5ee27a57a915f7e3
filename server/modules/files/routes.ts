import type { App, AppDeps } from '../../deps.ts';
import { isSafeKey } from '../../lib/storage.ts';

// Stored files are served with a type from our own list (never HTML), nosniff, and a
// sandboxing CSP, so an uploaded file can never run script on our origin.
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

export async function registerFileRoutes(app: App, deps: AppDeps) {
  app.get('/files/*', async (request, reply) => {
    const raw = (request.params as { '*': string })['*'];
    let key: string;
    try {
      key = decodeURIComponent(raw);
    } catch {
      return reply.callNotFound();
    }
    if (!isSafeKey(key)) return reply.callNotFound();
    const object = await deps.storage.get(key);
    if (!object) return reply.callNotFound();
    const ext = key.split('.').pop()?.toLowerCase() ?? '';
    const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
    const fileName = key.split('/').pop() ?? 'archivo';
    return reply
      .header('content-type', type)
      .header('content-length', object.size)
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
      .send(object.stream);
  });
}
