import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress, type ResolvedAddress, SafeFetchError, safeFetch } from './safe-fetch.ts';

// No public site is reachable here, so "the public Internet" is played by local servers
// on 127.0.0.2 that the tests allow through the function's own seams (resolver and
// allow-list). 127.0.0.1 stays blocked, so every refusal below is the real check.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(host: string, handler: Handler): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, host, r));
  return { server, port: (server.address() as AddressInfo).port };
}

const PUBLIC_IP = '127.0.0.2';
const allowPublic = (address: string) => address === PUBLIC_IP;

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.169.254',
    '224.0.0.251',
    '239.255.255.250',
    '0.0.0.0',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:8.8.8.8',
    'fc00::1',
    'fd00:abcd::1',
    'fe80::1',
    'ff02::1',
    '64:ff9b::7f00:1',
    'not-an-ip',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700:4700::1111',
  ])('allows %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('safeFetch', () => {
  let publicSite: { server: Server; port: number };
  let internal: { server: Server; port: number };
  let internalHits = 0;

  beforeAll(async () => {
    internal = await listen('127.0.0.1', (_req, res) => {
      internalHits += 1;
      res.setHeader('content-type', 'text/html');
      res.end('<title>secreto</title>');
    });
    publicSite = await listen(PUBLIC_IP, (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const hop = Number(url.searchParams.get('hop') ?? 0);
      switch (url.pathname) {
        case '/':
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(
            `<html><head><title> Página de prueba </title><meta name="description" content="Una descripción con acentos: canción"></head>
             <body><a href="/uno">1</a><a href="https://otro.example/dos#x">2</a><a href="mailto:a@b.c">m</a>
             <a href="/uno">1 otra vez</a><a href="tres">3</a><a href="http://cuatro.example/">4</a>
             <a href="/cinco">5</a><a href="/seis">6</a></body></html>`,
          );
          return;
        case '/to-internal':
          res.writeHead(302, { location: `http://127.0.0.1:${internal.port}/` });
          res.end();
          return;
        case '/to-localhost':
          res.writeHead(301, { location: `http://localhost:${internal.port}/` });
          res.end();
          return;
        case '/to-file':
          res.writeHead(302, { location: 'file:///etc/passwd' });
          res.end();
          return;
        case '/loop':
          res.writeHead(302, { location: `/loop?hop=${hop + 1}` });
          res.end();
          return;
        case '/chain':
          if (hop < 3) {
            res.writeHead(307, { location: `/chain?hop=${hop + 1}` });
            res.end();
          } else {
            res.setHeader('content-type', 'text/html');
            res.end('<title>final</title>');
          }
          return;
        case '/json':
          res.setHeader('content-type', 'application/json');
          res.end('{}');
          return;
        case '/huge':
          res.setHeader('content-type', 'text/html');
          res.write('<html>');
          for (let i = 0; i < 2100; i++) res.write('x'.repeat(1024));
          res.end();
          return;
        case '/slow':
          res.setHeader('content-type', 'text/html');
          res.write('<html>');
          return; // never ends
        case '/latin1':
          res.setHeader('content-type', 'text/html; charset=iso-8859-1');
          res.end(Buffer.from('<title>Espa\xf1a</title>', 'latin1'));
          return;
        case '/missing':
          res.statusCode = 404;
          res.end('no');
          return;
        default:
          res.statusCode = 500;
          res.end();
      }
    });
  });
  afterAll(async () => {
    await new Promise<void>((r) => publicSite.server.close(() => r()));
    await new Promise<void>((r) => internal.server.close(() => r()));
  });

  const site = (path: string) => `http://127.0.0.2:${publicSite.port}${path}`;
  const opts = { allowAddress: allowPublic };

  it('fetches an allowed page with its final URL and UTF-8 body (the demo reads its metadata: demo/scrape.test.ts)', async () => {
    const page = await safeFetch(site('/'), opts);
    expect(page.status).toBe(200);
    expect(page.url).toBe(site('/'));
    expect(page.body).toContain('<title> Página de prueba </title>');
    expect(page.body).toContain('Una descripción con acentos: canción');
  });

  it('pins the connection to the checked address: a name is resolved once per hop', async () => {
    const asked: string[] = [];
    const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
      asked.push(hostname);
      // A rebinding resolver: public on the first question, loopback afterwards.
      return asked.length === 1
        ? [{ address: PUBLIC_IP, family: 4 }]
        : [{ address: '127.0.0.1', family: 4 }];
    };
    const page = await safeFetch(`http://sitio-publico.test:${publicSite.port}/`, {
      resolve,
      allowAddress: allowPublic,
    });
    expect(page.body).toContain('Página de prueba');
    expect(asked).toEqual(['sitio-publico.test']);
    expect(internalHits).toBe(0);
  });

  it('refuses a name with any private answer', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [
      { address: PUBLIC_IP, family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    await expect(
      safeFetch('http://mixto.test/', { resolve, allowAddress: allowPublic }),
    ).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
  });

  it('refuses loopback by address and by name (real DNS: localhost)', async () => {
    await expect(safeFetch(`http://127.0.0.1:${internal.port}/`)).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    await expect(safeFetch(`http://localhost:${internal.port}/`)).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    await expect(safeFetch(`http://[::ffff:7f00:1]:${internal.port}/`)).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    expect(internalHits).toBe(0);
  });

  it('checks every redirect hop: to a private address, to localhost, to file:', async () => {
    await expect(safeFetch(site('/to-internal'), opts)).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    await expect(safeFetch(site('/to-localhost'), opts)).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    await expect(safeFetch(site('/to-file'), opts)).rejects.toMatchObject({
      code: 'SCHEME_NOT_ALLOWED',
    });
    expect(internalHits).toBe(0);
  });

  it('follows at most 3 redirects', async () => {
    const page = await safeFetch(site('/chain'), opts);
    expect(page.redirects).toBe(3);
    expect(page.body).toContain('final');
    await expect(safeFetch(site('/loop'), opts)).rejects.toMatchObject({
      code: 'TOO_MANY_REDIRECTS',
    });
  });

  it('refuses non-http schemes and credentials in the URL', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/',
      'gopher://x/',
      'data:text/html,hola',
    ]) {
      await expect(safeFetch(url)).rejects.toMatchObject({ code: 'SCHEME_NOT_ALLOWED' });
    }
    await expect(safeFetch('http://user:pw@example.com/')).rejects.toMatchObject({
      code: 'INVALID_URL',
    });
    await expect(safeFetch('no es una url')).rejects.toBeInstanceOf(SafeFetchError);
  });

  it('reads only HTML, at most 1 MB, within the time cap, decoding the declared charset', async () => {
    await expect(safeFetch(site('/json'), opts)).rejects.toMatchObject({ code: 'NOT_HTML' });
    await expect(safeFetch(site('/huge'), opts)).rejects.toMatchObject({ code: 'TOO_LARGE' });
    const started = Date.now();
    await expect(safeFetch(site('/slow'), { ...opts, timeoutMs: 400 })).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(safeFetch(site('/missing'), opts)).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 404,
    });
    const latin = await safeFetch(site('/latin1'), opts);
    expect(latin.body).toContain('España');
  });

  it('reports an unknown domain as a DNS failure', async () => {
    await expect(safeFetch('http://no-existe.invalid/')).rejects.toMatchObject({
      code: 'DNS_FAILED',
    });
  });
});
