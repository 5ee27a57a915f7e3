import { createServer } from 'node:net';

// Small HTTP helpers shared by the in-process test server (server.ts) and the tests and
// benches that start real Forja processes (cluster.ts, the kill -9 loop). No app imports.

export type RequestOptions = RequestInit & { cookie?: string; json?: unknown };

export type HttpClient = {
  /** fetch against the server, with our Origin header on state-changing requests. */
  fetch(path: string, init?: RequestOptions): Promise<Response>;
};

/** A client for `baseUrl` that sends cookies and JSON and the Origin that server trusts. */
export function createHttpClient(baseUrl: string, origin: string): HttpClient {
  return {
    fetch(path, init = {}) {
      const { cookie, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      const method = (rest.method ?? (json !== undefined ? 'POST' : 'GET')).toUpperCase();
      if (cookie) headers.set('cookie', cookie);
      if (!['GET', 'HEAD'].includes(method) && !headers.has('origin'))
        headers.set('origin', origin);
      let body = rest.body;
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(json);
      }
      return fetch(`${baseUrl}${path}`, { ...rest, method, headers, body, redirect: 'manual' });
    },
  };
}

/** A TCP port free right now on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
