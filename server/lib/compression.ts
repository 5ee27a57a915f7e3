import { availableParallelism } from 'node:os';
import { pipeline, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preParsingHookHandler,
  RouteOptions,
} from 'fastify';

// Response compression and compressed request bodies, for every route that does not opt out
// with `compress: false` / `decompress: false`. It does what @fastify/compress did here
// (global, 8 KB threshold, the same encodings, negotiation and Brotli quality) without its
// module graph, whose mime-db table and stream libraries were ~1.2 MB of heap at start-up
// (docs/decisions/0160-lean-server.md), and without its per-route onRequest hook, which only
// decorated a `reply.compress` nothing calls. Static assets are precompressed at build time
// (scripts/compress-assets.ts) and sent as they are.

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** false: the response is sent as it is (streams that must not be buffered, small bodies). */
    compress?: false;
    /** false: a compressed request body is not inflated. */
    decompress?: false;
  }
}

const hasZstd = typeof zlib.createZstdCompress === 'function';
/** Server preference when the browser accepts several equally. */
const ENCODINGS = [...(hasZstd ? ['zstd'] : []), 'br', 'gzip', 'deflate', 'identity'];
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;
/** Compressible types the pattern above misses (as the mime database marks them). */
const ALSO_COMPRESSIBLE = new Set([
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'application/wasm',
  'application/x-www-form-urlencoded',
  'application/rtf',
  'application/vnd.ms-fontobject',
  'font/otf',
  'font/ttf',
  'image/bmp',
  'image/vnd.microsoft.icon',
  'image/x-icon',
]);
/**
 * Bodies up to this size are compressed synchronously (fewer round trips through the
 * thread pool); larger ones stream. Smaller with more cores, where the pool runs in parallel.
 */
const SYNC_LIMIT = Math.min(
  Math.max(65536 >> (3 * (Math.min(availableParallelism(), 4) - 1)), 4096),
  65536,
);

type Encoding = 'zstd' | 'br' | 'gzip' | 'deflate';

const compressStream: Record<Encoding, () => Transform> = {
  zstd: () => zlib.createZstdCompress(),
  br: () => zlib.createBrotliCompress(BROTLI),
  gzip: () => zlib.createGzip(),
  deflate: () => zlib.createDeflate(),
};
const compressSync: Record<Encoding, (buffer: Buffer) => Buffer> = {
  zstd: (buffer) => zlib.zstdCompressSync(buffer),
  br: (buffer) => zlib.brotliCompressSync(buffer, BROTLI),
  gzip: (buffer) => zlib.gzipSync(buffer),
  deflate: (buffer) => zlib.deflateSync(buffer),
};
const decompressStream: Record<Encoding, () => Transform> = {
  zstd: () => zlib.createZstdDecompress(),
  br: () => zlib.createBrotliDecompress(),
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
};

export function isCompressible(contentType: string): boolean {
  if (COMPRESSIBLE.test(contentType)) return true;
  return ALSO_COMPRESSIBLE.has(contentType.split(';', 1)[0].trim().toLowerCase());
}

/** The encoding to answer with, or undefined for none. */
function responseEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header == null) return undefined;
  let chosen: string | undefined;
  let best = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [rawToken, ...params] = part.split(';').map((p) => p.trim());
    // '*' and x-gzip count as gzip.
    const token = rawToken === '*' || rawToken === 'x-gzip' ? 'gzip' : rawToken;
    const qParam = params.find((p) => /^q\s*=/.test(p));
    const q = qParam ? Number.parseFloat(qParam.replace(/^q\s*=\s*/, '')) || 0 : 1;
    if (q <= 0 || !ENCODINGS.includes(token)) continue;
    // The highest q wins; between equals, the server's order.
    if (q > best || (q === best && ENCODINGS.indexOf(token) < ENCODINGS.indexOf(chosen ?? ''))) {
      chosen = token;
      best = q;
    }
  }
  return chosen && chosen !== 'identity' ? (chosen as Encoding) : undefined;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) return reply.header('vary', 'accept-encoding');
  const value = String(vary);
  if (value === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(value)) return;
  reply.header('vary', `${value}, accept-encoding`);
}

export function registerCompression(app: FastifyInstance, options: { threshold: number }) {
  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    if (payload == null) return done(null, payload);
    const current = reply.getHeader('content-encoding');
    if (current && current !== 'identity') return done(null, payload);
    if (
      request.headers['x-no-compression'] !== undefined ||
      reply.statusCode === 206 ||
      reply.getHeader('content-range') !== undefined ||
      !isCompressible(String(reply.getHeader('content-type') ?? 'application/json'))
    )
      return done(null, payload);
    const encoding = responseEncoding(request);
    if (!encoding) return done(null, payload);

    let body = payload as Readable | Buffer | string;
    if (typeof (body as Readable).pipe !== 'function') {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return done(null, payload);
      const size = Buffer.byteLength(body);
      if (size < options.threshold) return done(null, payload);
      const buffer = typeof body === 'string' ? Buffer.from(body) : body;
      if (size <= SYNC_LIMIT) {
        let compressed: Buffer;
        try {
          compressed = compressSync[encoding](buffer);
        } catch (error) {
          return done(error as Error);
        }
        addVary(reply);
        reply.header('content-encoding', encoding);
        reply.header('content-length', compressed.length);
        return done(null, compressed);
      }
      body = Readable.from([buffer]);
    }
    addVary(reply);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    const compressor = compressStream[encoding]();
    pipeline(body as Readable, compressor, (error) => {
      // A client that goes away mid-response is not an error worth a log line.
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        request.log.error({ err: error }, 'response compression failed');
    });
    return done(null, compressor);
  };

  const preParsing: preParsingHookHandler = (request, _reply, raw, done) => {
    const encoding = request.headers['content-encoding'];
    if (!encoding || encoding === 'identity') return done(null, raw);
    if (!ENCODINGS.includes(encoding))
      return done(
        Object.assign(new Error(`Unsupported Content-Encoding: ${encoding}`), { statusCode: 415 }),
      );
    const inflater = decompressStream[encoding as Encoding]() as Transform & {
      receivedEncodedLength: number;
    };
    // Fastify checks the body limit against the bytes received as well as the inflated ones.
    inflater.receivedEncodedLength = 0;
    raw.on('data', (chunk: Buffer) => {
      inflater.receivedEncodedLength += chunk.length;
    });
    pipeline(raw, inflater, (error) => {
      if (error)
        inflater.destroy(
          Object.assign(new Error('Could not decompress the request payload'), {
            statusCode: 400,
          }),
        );
    });
    return done(null, inflater);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.compress !== false) route.onSend = [...hooks(route.onSend), onSend];
    if (route.decompress !== false) route.preParsing = [preParsing, ...hooks(route.preParsing)];
  });
}

const hooks = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
