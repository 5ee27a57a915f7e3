import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createFastRoutes } from './fast-routes.ts';

// The fast routes in front of a real Fastify instance on a real port: which requests they
// take, which they leave to Fastify, and that Fastify's server settings still apply.

const headers = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function start(bypass = () => false) {
  const fast = createFastRoutes({ headers, bypass });
  const app = Fastify({
    serverFactory: fast.serverFactory as never,
    keepAliveTimeout: 12_345,
  });
  let seen = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    seen++;
    done();
  });
  app.get('/salud', async () => ({ de: 'fastify' }));
  app.get('/otra', async () => ({ de: 'fastify' }));
  app.get('/luego', async () => ({ de: 'fastify' }));
  const answer = fast.answer(200, JSON.stringify({ de: 'rápida' }));
  fast.get('/salud', () => answer);
  fast.get(
    '/luego',
    () => new Promise((r) => setTimeout(() => r(fast.answer(503, '{"luego":true}')), 5)),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, seen: () => seen, app };
}

describe('createFastRoutes', () => {
  it('answers GET of its exact path before Fastify, with the headers and a JSON body', async () => {
    const s = await start();
    const res = await fetch(`${s.url}/salud`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength('{"de":"rápida"}')));
    expect(await res.json()).toEqual({ de: 'rápida' });
    expect(s.seen()).toBe(0);
    expect(s.app.server.keepAliveTimeout).toBe(12_345);
  });

  it('waits for an answer that is a promise', async () => {
    const s = await start();
    const res = await fetch(`${s.url}/luego`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ luego: true });
    expect(s.seen()).toBe(0);
  });

  it('leaves HEAD, a query string and other paths to Fastify', async () => {
    const s = await start();
    expect(await (await fetch(`${s.url}/salud?x=1`)).json()).toEqual({ de: 'fastify' });
    expect((await fetch(`${s.url}/salud`, { method: 'HEAD' })).status).toBe(200);
    expect(await (await fetch(`${s.url}/otra`)).json()).toEqual({ de: 'fastify' });
    expect(s.seen()).toBe(3);
  });

  it('sends everything to Fastify while bypassed (draining)', async () => {
    let draining = false;
    const s = await start(() => draining);
    draining = true;
    expect(await (await fetch(`${s.url}/salud`)).json()).toEqual({ de: 'fastify' });
    draining = false;
    expect(await (await fetch(`${s.url}/salud`)).json()).toEqual({ de: 'rápida' });
    expect(s.seen()).toBe(1);
  });
});
