import type { FastifyReply } from 'fastify';
import { messages } from '../../../contracts/messages.ts';
import type { App, AppDeps } from '../../deps.ts';
import { errorBody } from '../../lib/errors.ts';
import { isSafeKey } from '../../lib/storage.ts';
import { appObjectAccess } from '../apps/service.ts';
import { findSessionUser, hasVerifiedEmail } from '../auth/session.ts';
import { findProjectVisibility } from '../projects/service.ts';
import { contentTypeOf } from './mime.ts';
import { etagMatches, parseRange } from './range.ts';
import { checkObjectAccess, createMissCounter, verifySignedKey } from './service.ts';
import { StorageUnavailableError } from './upload.ts';

// Stored files are served with a type from our own list (never HTML), nosniff, and a
// sandboxing CSP, so an uploaded file can never run script on our origin. Range and
// If-None-Match work on both drivers, so large files resume and unchanged ones revalidate.
// Every object is checked at serve time (issue 10): public projects' files and previews
// are public and cacheable; everything else needs its owner's session or a signed link,
// is `private, no-store`, and answers 404 to anyone else exactly like a missing key.

/** Every stored file: nothing runs, nothing loads but our images and the media itself. */
const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
/**
 * A PDF opens in the browser's viewer, which Chrome and Safari refuse to start in a sandboxed
 * document (a blank page, "blocked"): no `sandbox` for PDFs, still no script, no frame of
 * ours around it from elsewhere. A PDF's own scripts run, if at all, inside the viewer, never
 * with our origin; served as application/pdf with nosniff it is never read as a page.
 */
const PDF_CSP =
  "default-src 'none'; script-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('No encontrado');
}

/**
 * The part of the key space a miss probes: `projects/<id>` for a project's files, else the
 * first folder (`uploads`). Guessing keys in one space meets the limit; other spaces do not.
 */
function probedSpace(key: string): string {
  const parts = key.split('/').slice(0, 3);
  const space = parts.length >= 3 ? parts.slice(0, 2) : parts.slice(0, 1);
  return space.join('/').slice(0, 200);
}

export async function registerFileRoutes(app: App, deps: AppDeps) {
  const secret = deps.authSecret;
  // Misses (missing or not yours) per client per minute before /files answers 429.
  const misses = createMissCounter(deps.config.RATE_LIMIT_FILE_MISSES_PER_MINUTE, {
    redis: deps.redis,
    prefix: `forja-files-miss:${deps.config.DATABASE_SCHEMA ?? 'default'}:`,
  });

  // No compression: Range offsets and Content-Length refer to the stored bytes.
  app.get('/files/*', { compress: false }, async (request, reply) => {
    // Only misses count, and only against what was probed (issue 24): a page with 60 broken
    // images must not take a visitor's (or an office's) public images and own files away.
    // Hits are served before the limit is looked at.
    const miss = async (key: string) => {
      const probe = `${request.ip}|${probedSpace(key)}`;
      if (!(await misses.allows(probe))) {
        return reply
          .status(429)
          .header('retry-after', '60')
          .send(errorBody('RATE_LIMITED', messages.storage.tooManyMisses));
      }
      await misses.record(probe);
      return notFound(reply);
    };
    const raw = (request.params as { '*': string })['*'];
    let key: string;
    try {
      key = decodeURIComponent(raw);
    } catch {
      return miss(raw);
    }
    if (!isSafeKey(key)) return miss(key);
    const query = request.query as {
      expires?: string;
      signature?: string;
      token?: string;
      upload?: string;
    };
    const signed = query.signature !== undefined && verifySignedKey(secret, key, query);
    const access = signed
      ? 'private'
      : await checkObjectAccess(deps, {
          key,
          findProject: (projectId) => findProjectVisibility(deps, { projectId }),
          currentUserId: async () => (await findSessionUser(deps, request))?.id ?? null,
          // An anonymous visitor's upload no record holds yet opens with its upload token.
          upload: {
            token: typeof query.upload === 'string' ? query.upload : undefined,
            secret,
          },
          // A running app's images and files follow the rules of the records that hold them.
          appObject: async (projectId) => {
            const user = await findSessionUser(deps, request);
            const email = user?.email.toLowerCase() ?? null;
            return appObjectAccess(deps, {
              projectId,
              key: `/files/${key}`,
              // An anonymous submission's private link opens its record's files (decision 0247).
              token: typeof query.token === 'string' ? query.token : undefined,
              viewer: user
                ? {
                    id: user.id,
                    email,
                    verifiedEmail: hasVerifiedEmail(user) ? email : null,
                    name: user.name,
                  }
                : null,
            });
          },
        });
    if (access === 'denied') return miss(key);
    const info = await deps.storage.head(key).catch((error: unknown) => {
      throw new StorageUnavailableError(error);
    });
    if (!info) return miss(key);

    const { mime, inline } = contentTypeOf(key);
    const fileName = key.split('/').pop() ?? 'archivo';
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', mime === 'application/pdf' ? PDF_CSP : FILE_CSP)
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename="${fileName.replace(/"/g, '')}"`,
      )
      .header('cache-control', access === 'public' ? 'public, max-age=300' : 'private, no-store')
      .header('etag', info.etag)
      .header('last-modified', info.lastModified.toUTCString())
      .header('accept-ranges', 'bytes');
    if (access !== 'public') reply.header('vary', 'cookie');

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
        .send(messages.storage.rangeNotSatisfiable);
    }
    const object = await deps.storage.get(key, { range }).catch((error: unknown) => {
      throw new StorageUnavailableError(error);
    });
    if (!object) return miss(key);
    reply.header('content-type', mime);
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
