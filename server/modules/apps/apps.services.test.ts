import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';
import { readChanges } from './test-helpers.ts';

// A running app on two instances sharing PostgreSQL and Redis (npm run test:services): a
// record created through one reaches a browser streaming from the other, and unlaunching on
// one hides the app on the other at once.

describe('a running app across two instances', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required: run with npm run test:services');
    const secret = randomBytes(24).toString('hex');
    a = await startTestServer({
      REDIS_URL: redisUrl,
      AUTH_SECRET: secret,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    });
    const shared: Record<string, string> = a.config.DATABASE_URL
      ? { DATABASE_URL: a.config.DATABASE_URL, DATABASE_SCHEMA: a.config.DATABASE_SCHEMA ?? '' }
      : { DATA_DIR: a.dataDir };
    b = await startTestServer({ REDIS_URL: redisUrl, AUTH_SECRET: secret, ...shared });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('streams a change made on one instance to a browser on the other, and hides on unlaunch', async () => {
    const owner = await createUser(a, { name: 'Dueña' });
    const visitor = await createUser(a, { name: 'Visitante' });
    const project = await createProject(a, owner, { name: 'Tablón del barrio' });
    const put = await a.fetch(`/api/apps/${project.id}/definition`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: {
        definition: {
          entities: [
            {
              key: 'avisos',
              label: 'Aviso',
              rule: 'publica',
              fields: [{ key: 'titulo', label: 'Título', type: 'text', required: true }],
            },
          ],
        },
      },
    });
    expect(put.status).toBe(200);
    // Signed out on instance B: public apps stream to anyone who may read them.
    const stream = await b.fetch(`/api/apps/${project.id}/events`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const arriving = readChanges(stream, 1);
    // Give B's subscription a moment to be in place on Redis before publishing.
    await new Promise((r) => setTimeout(r, 200));
    const created = await a.fetch(`/api/apps/${project.id}/records/avisos`, {
      cookie: visitor.cookie,
      json: { data: { titulo: 'Se busca gato' } },
    });
    expect(created.status).toBe(201);
    const { record } = (await created.json()) as { record: { id: string } };
    const changes = await arriving;
    expect(changes).toEqual([{ entityKey: 'avisos', recordId: record.id, kind: 'created' }]);

    expect((await b.fetch(`/api/apps/${project.id}/records/avisos`)).status).toBe(200);
    await a.fetch(`/api/projects/${project.id}/unlaunch`, { cookie: owner.cookie, json: {} });
    expect((await b.fetch(`/api/apps/${project.id}/records/avisos`)).status).toBe(404);
    expect((await b.fetch(`/api/apps/${project.id}/events`)).status).toBe(404);
  });

  // Issue 40 row 7: made private on one instance, the visitors' streams on the other end at
  // once; the owner's stays and still hears the app.
  it('closes the visitors’ streams on every instance when the project is made private', async () => {
    const owner = await createUser(a, { name: 'Dueña' });
    const project = await createProject(a, owner, { name: 'Tablón que se cierra' });
    const definition = (label: string) => ({
      entities: [
        {
          key: 'avisos',
          label,
          rule: 'privada',
          fields: [{ key: 'titulo', label: 'Título', type: 'text', required: true }],
        },
      ],
    });
    const put = (label: string) =>
      a.fetch(`/api/apps/${project.id}/definition`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { definition: definition(label) },
      });
    expect((await put('Aviso')).status).toBe(200);
    const visitorStream = await b.fetch(`/api/apps/${project.id}/events`);
    const ownerStream = await b.fetch(`/api/apps/${project.id}/events`, { cookie: owner.cookie });
    expect([visitorStream.status, ownerStream.status]).toEqual([200, 200]);
    const ended = (async () => {
      const reader = (visitorStream.body as ReadableStream<Uint8Array>).getReader();
      for (;;) if ((await reader.read()).done) return true;
    })();
    const ownerHears = readChanges(ownerStream, 1, 10_000);
    // Give B's subscription a moment to be in place on Redis before publishing.
    await new Promise((r) => setTimeout(r, 200));
    const hide = await a.fetch(`/api/projects/${project.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { isPublic: false },
    });
    expect(hide.status).toBe(200);
    expect(await ended).toBe(true);
    expect((await put('Aviso del barrio')).status).toBe(200);
    expect(await ownerHears).toEqual([{ entityKey: '', recordId: null, kind: 'definition' }]);
  });
});
