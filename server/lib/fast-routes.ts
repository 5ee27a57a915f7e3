import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

// node:http through `require`, not `import`: imported as an ES module, Node builds a facade of
// all its exports, and reading its WebSocket export loads undici (~25 ms of every start-up,
// for nothing the server uses); `require` reads only what is asked for.
const { createServer } = createRequire(import.meta.url)('node:http') as typeof import('node:http');

// A few GET routes answered by node:http itself, before Fastify sees the request
// (docs/decisions/0160-lean-server.md). Only for routes that orchestrators and load balancers
// call all the time and that need nothing Fastify gives: no body, no cookie, no session, no
// rate limit, no hook. The liveness probe is the one today. Fastify still has the same route
// for everything this path does not take (HEAD, a query string, `app.inject`, draining), and
// both answer with the same bytes and the same security headers.

/**
 * A complete answer, serialised once: status, the headers and the JSON body. The body stays a
 * string: node:http then writes the head and the body in one `write`, where a Buffer body
 * takes a `writev` of two chunks and a conversion of the head (seen in a profile under load).
 */
export type FastAnswer = { status: number; head: string[]; body: string };
export type FastHandler = () => FastAnswer | Promise<FastAnswer>;

export type FastRoutes = {
  /** Answers `GET path` (exactly that path, no query string) before Fastify. */
  get(path: string, handler: FastHandler): void;
  /** Serialises an answer once, to be sent as it is to every request that gets it. */
  answer(status: number, json: string): FastAnswer;
  /** Fastify's `serverFactory`: the HTTP server with the fast routes in front of Fastify. */
  serverFactory(
    fastify: (req: IncomingMessage, res: ServerResponse) => void,
    options: FastServerOptions,
  ): Server;
};

/** The options of Fastify's that shape its HTTP server, as it applies them itself. */
type FastServerOptions = {
  http?: ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
};

export function createFastRoutes(opts: {
  /** Headers every response carries (server/lib/security-headers.ts). */
  headers: Record<string, string>;
  /** While true, every request goes to Fastify (draining: it closes keep-alive connections). */
  bypass: () => boolean;
}): FastRoutes {
  const routes = new Map<string, FastHandler>();
  const base = Object.entries({
    ...opts.headers,
    'content-type': 'application/json; charset=utf-8',
  }).flat();

  const send = (res: ServerResponse, answer: FastAnswer) => {
    res.writeHead(answer.status, answer.head);
    res.end(answer.body);
  };

  return {
    get(path, handler) {
      routes.set(path, handler);
    },
    answer(status, json) {
      const length = Buffer.byteLength(json);
      return { status, body: json, head: [...base, 'content-length', String(length)] };
    },
    serverFactory(fastify, options) {
      const server = createServer(options.http ?? {}, (req, res) => {
        const handler = req.method === 'GET' && req.url ? routes.get(req.url) : undefined;
        if (!handler || opts.bypass()) return fastify(req, res);
        const answer = handler();
        if ('then' in answer) void answer.then((a) => send(res, a));
        else send(res, answer);
      });
      // The same server settings Fastify applies to the server it creates (lib/server.js).
      if (options.keepAliveTimeout !== undefined)
        server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0)
        server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
  };
}
