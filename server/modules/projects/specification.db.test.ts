import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProject } from '../../../contracts/projects.ts';
import { createUser, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, errorMessage, json, startProjectsSuite } from './test-helpers.ts';

// The control panel's specification card.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
afterAll(() => server.close());

const get = async <T>(path: string, cookie = user.cookie) =>
  json<T>(await server.fetch(path, { cookie }));

describe('state transitions', () => {
  it('the specification view loads a builder project’s existing specification', async () => {
    const p = await createProject(server, user);
    expect(
      (await get<{ specification: unknown }>(`/api/projects/${p.id}/specification`)).specification,
    ).toBeNull();
    await server.deps.db
      .updateTable('projects')
      .set({ appData: JSON.stringify({ detailedSpec: '# Spec\n\n<script>x</script>hola' }) })
      .where('id', '=', p.id)
      .execute();
    const spec = await get<{ specification: { content: string; html: string; specType: string } }>(
      `/api/projects/${p.id}/specification`,
    );
    expect(spec.specification).toMatchObject({ specType: 'technical' });
    expect(spec.specification.html).toContain('<h1>Spec</h1>');
    expect(spec.specification.html).not.toContain('<script');
  });
});

describe('the specification card', () => {
  it('generates a specification through the AI layer, charging one message credit, then loads it', async () => {
    const author = await createUser(server);
    const p = await createProject(server, author, {
      name: 'Huerto Urbano',
      description: 'Reparto de parcelas en un huerto vecinal',
    });
    const res = await server.fetch(`/api/projects/${p.id}/specification`, {
      method: 'POST',
      cookie: author.cookie,
      json: {},
    });
    expect(res.status).toBe(201);
    const { specification } = await json<{
      specification: {
        title: string;
        content: string;
        html: string;
        specType: string;
        aiGenerated: boolean;
      };
    }>(res);
    expect(specification).toMatchObject({
      title: 'Especificación técnica de Huerto Urbano',
      specType: 'technical',
      aiGenerated: false,
    });
    expect(specification.content.length).toBeGreaterThan(200);
    expect(specification.html).toContain('<h');
    const ledger = await server.deps.db
      .selectFrom('creditLedgers')
      .select('messagesUsed')
      .where('userId', '=', author.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.messagesUsed)).toBe(1);
    const loaded = await get<{ specification: { content: string } }>(
      `/api/projects/${p.id}/specification`,
      author.cookie,
    );
    expect(loaded.specification.content).toBe(specification.content);
    const pub = await json<PublicProject>(
      await server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`),
    );
    expect(pub.specs).toHaveLength(1);
    expect(pub.specs[0]).toMatchObject({
      title: 'Especificación técnica de Huerto Urbano',
      specType: 'technical',
    });
  });

  it('stops at the Free plan’s daily cap of 5 messages with a Spanish message, storing nothing more', async () => {
    const author = await createUser(server);
    const p = await createProject(server, author);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.fetch(`/api/projects/${p.id}/specification`, {
        method: 'POST',
        cookie: author.cookie,
        json: {},
      });
      statuses.push(res.status);
      if (i === 5) expect(await errorMessage(res)).toMatch(/límite diario de 5 mensajes/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const specs = await server.deps.db
      .selectFrom('projectSpecifications')
      .select('id')
      .where('projectId', '=', p.id)
      .execute();
    expect(specs).toHaveLength(5);
  });
});
