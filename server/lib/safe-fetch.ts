import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, request } from 'undici';

// Fetching a URL a user typed, without letting them reach our own network (SSRF).
// docs/design.md "Security baseline / URL analysis": http(s) only; every hop, redirects included,
// is resolved and every address it resolves to is checked; the connection is then pinned
// to the checked address (undici Agent `connect.lookup`), so a DNS answer that changes
// between the check and the connect (rebinding) cannot move it elsewhere.

export type SafeFetchErrorCode =
  | 'INVALID_URL'
  | 'SCHEME_NOT_ALLOWED'
  | 'ADDRESS_BLOCKED'
  | 'DNS_FAILED'
  | 'TOO_MANY_REDIRECTS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'NOT_HTML'
  | 'HTTP_ERROR'
  | 'NETWORK';

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  readonly status?: number;
  constructor(code: SafeFetchErrorCode, detail?: string, status?: number) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
    this.status = status;
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };

export type SafeFetchOptions = {
  /** Redirects followed at most (each one checked like the first hop). */
  maxRedirects?: number;
  /** Cap on the whole fetch, every hop included. */
  timeoutMs?: number;
  /** Cap on the body, in bytes. */
  maxBytes?: number;
  /** Only these content types are read (a prefix match on the media type). */
  acceptTypes?: string[];
  /** Test seam: how a hostname is resolved (defaults to the system resolver). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Test seam: addresses allowed although they are in a blocked range. */
  allowAddress?: (address: string) => boolean;
};

export type SafeFetchResult = {
  url: string;
  status: number;
  contentType: string;
  body: string;
  redirects: number;
};

const DEFAULTS = {
  maxRedirects: 3,
  timeoutMs: 8_000,
  maxBytes: 1_048_576,
  acceptTypes: ['text/html', 'application/xhtml+xml'],
};

// Every range that is not the public Internet. IPv4-mapped (::ffff:0:0/96), NAT64 and the
// 6to4/Teredo tunnels can carry an IPv4 address inside IPv6, so they are refused whole.
// Two lists: a BlockList applies IPv6 rules such as ::ffff:0:0/96 to plain IPv4 addresses
// too, which would block the whole IPv4 Internet.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED_V4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['::ffff:0:0', 96], // IPv4-mapped
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED_V6.addSubnet(net, prefix, 'ipv6');
}

/** True when the address is not a public unicast Internet address. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? BLOCKED_V4.check(address, 'ipv4') : BLOCKED_V6.check(address, 'ipv6');
}

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** The URL parsed and limited to http(s), or a SafeFetchError. */
export function parsePublicUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('INVALID_URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('SCHEME_NOT_ALLOWED', url.protocol);
  if (url.username || url.password) throw new SafeFetchError('INVALID_URL', 'credentials');
  if (!url.hostname) throw new SafeFetchError('INVALID_URL');
  return url;
}

/** Resolves a hop's hostname and returns the one address to connect to, all checked. */
async function resolveChecked(
  url: URL,
  opts: Required<Pick<SafeFetchOptions, 'resolve'>> & Pick<SafeFetchOptions, 'allowAddress'>,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await opts.resolve(host);
    } catch (error) {
      throw new SafeFetchError('DNS_FAILED', (error as Error).message);
    }
    if (addresses.length === 0) throw new SafeFetchError('DNS_FAILED', 'no addresses');
  }
  // Every address must be public: a name with one private answer is refused whole, as the
  // client could otherwise be steered to it.
  for (const a of addresses) {
    if (isBlockedAddress(a.address) && !opts.allowAddress?.(a.address))
      throw new SafeFetchError('ADDRESS_BLOCKED', a.address);
  }
  return addresses[0];
}

/** An agent whose every connection goes to `pinned`, whatever DNS says by then. */
function pinnedAgent(pinned: ResolvedAddress, timeoutMs: number): Agent {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Agent({
    connect: { lookup, timeout: timeoutMs },
    connections: 1,
    pipelining: 0,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

function charsetOf(contentType: string): string {
  const match = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType);
  return match ? match[1].toLowerCase() : 'utf-8';
}

function decode(bytes: Uint8Array, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a public http(s) URL with SSRF checks on every hop, manual redirects (3 at most),
 * an overall time cap (8 s) and a body cap (1 MB); only HTML is read.
 */
export async function safeFetch(
  raw: string | URL,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const acceptTypes = options.acceptTypes ?? DEFAULTS.acceptTypes;
  const resolve = options.resolve ?? systemResolve;
  const deadline = Date.now() + timeoutMs;
  const remaining = () => {
    const left = deadline - Date.now();
    if (left <= 0) throw new SafeFetchError('TIMEOUT');
    return left;
  };

  let url = parsePublicUrl(raw);
  for (let hop = 0; ; hop++) {
    const pinned = await withDeadline(
      resolveChecked(url, { resolve, allowAddress: options.allowAddress }),
      remaining(),
    );
    const agent = pinnedAgent(pinned, remaining());
    try {
      let res: Awaited<ReturnType<typeof request>>;
      try {
        res = await request(url, {
          method: 'GET',
          dispatcher: agent,
          signal: AbortSignal.timeout(remaining()),
          headers: {
            'user-agent': 'ForjaDemoBot/1.0 (+analisis de URL)',
            accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
            'accept-encoding': 'identity',
          },
        });
      } catch (error) {
        throw toFetchError(error);
      }

      if (REDIRECTS.has(res.statusCode)) {
        await res.body.dump().catch(() => {});
        const location = res.headers.location;
        const target = Array.isArray(location) ? location[0] : location;
        if (!target)
          throw new SafeFetchError('HTTP_ERROR', 'redirect without location', res.statusCode);
        if (hop >= maxRedirects) throw new SafeFetchError('TOO_MANY_REDIRECTS');
        url = parsePublicUrl(new URL(target, url));
        continue;
      }
      if (res.statusCode < 200 || res.statusCode >= 300) {
        await res.body.dump().catch(() => {});
        throw new SafeFetchError('HTTP_ERROR', undefined, res.statusCode);
      }
      const typeHeader = res.headers['content-type'];
      const contentType = (Array.isArray(typeHeader) ? typeHeader[0] : typeHeader) ?? '';
      const mediaType = contentType.split(';')[0].trim().toLowerCase();
      if (!acceptTypes.some((t) => mediaType === t)) {
        await res.body.dump().catch(() => {});
        throw new SafeFetchError('NOT_HTML', mediaType || 'no content-type');
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        res.body.destroy();
        throw new SafeFetchError('TOO_LARGE');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of res.body) {
          size += (chunk as Buffer).length;
          if (size > maxBytes) {
            res.body.destroy();
            throw new SafeFetchError('TOO_LARGE');
          }
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        throw toFetchError(error);
      }
      return {
        url: url.toString(),
        status: res.statusCode,
        contentType,
        body: decode(Buffer.concat(chunks, size), contentType),
        redirects: hop,
      };
    } finally {
      void agent.close().catch(() => {});
    }
  }
}

function toFetchError(error: unknown): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  const e = error as { name?: string; code?: string; message?: string };
  if (
    e.name === 'TimeoutError' ||
    e.name === 'AbortError' ||
    e.code === 'UND_ERR_CONNECT_TIMEOUT' ||
    e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e.code === 'UND_ERR_BODY_TIMEOUT'
  )
    return new SafeFetchError('TIMEOUT');
  return new SafeFetchError('NETWORK', e.code ?? e.message);
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SafeFetchError('TIMEOUT')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
