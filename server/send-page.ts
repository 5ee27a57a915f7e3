import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './web-shell.ts';

// Sends a page from server/web-shell.ts. Server-rendered public pages carry an ETag and
// Last-Modified derived from the build and the content's version (a project's updatedAt),
// so every instance agrees on them; a matching conditional request gets a 304. Shared
// caches may keep a page for a minute and serve it stale while they revalidate; browsers
// always revalidate (max-age=0), so an owner sees a change at once. A page differs with the
// visitor's cookie-consent cookie (no banner once chosen, server/web-shell.ts), so it varies
// on Cookie: a shared cache never hands one visitor's variant to another.

export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

function notModified(request: FastifyRequest, page: RenderedPage): boolean {
  const inm = request.headers['if-none-match'];
  if (inm !== undefined) {
    if (!page.etag) return false;
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return inm.trim() === '*' || inm.split(',').some((tag) => weak(tag) === weak(page.etag!));
  }
  const ims = request.headers['if-modified-since'];
  if (ims && page.lastModified) {
    const since = Date.parse(ims);
    return !Number.isNaN(since) && Date.parse(page.lastModified) <= since;
  }
  return false;
}

/** Picks the precompressed form the client accepts (br, then gzip). */
function encodingFor(request: FastifyRequest, page: RenderedPage): 'br' | 'gzip' | null {
  const accept = request.headers['accept-encoding'] ?? '';
  if (page.br && /\bbr\b/.test(accept)) return 'br';
  if (page.gzip && /\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const shared = page.status === 200 && page.etag !== undefined;
  reply.header(
    'cache-control',
    page.personal ? 'no-store' : shared ? PUBLIC_PAGE_CACHE_CONTROL : 'no-cache',
  );
  // A 304 names the same variants as the page it validates.
  reply.header('vary', page.etag ? 'accept-encoding, cookie' : 'accept-encoding');
  if (shared) {
    reply.header('etag', page.etag);
    reply.header('last-modified', page.lastModified);
    if (notModified(request, page)) return reply.status(304).send();
  }
  reply.status(page.status).type('text/html; charset=utf-8');
  const encoding = encodingFor(request, page);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
