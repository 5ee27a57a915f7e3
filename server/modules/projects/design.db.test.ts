import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Design } from '../../../contracts/projects.ts';
import type { TestServer, TestUser } from '../../test/server.ts';
import { createProject, errorMessage, json, startProjectsSuite } from './test-helpers.ts';

// The control panel's design card.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
afterAll(() => server.close());

const get = async <T>(path: string, cookie = user.cookie) =>
  json<T>(await server.fetch(path, { cookie }));

describe('state transitions', () => {
  it('design: none -> active on save, with the spec defaults before', async () => {
    const p = await createProject(server, user);
    const before = await get<{ design: Design }>(`/api/projects/${p.id}/design`);
    expect(before.design).toMatchObject({
      status: 'none',
      primaryColor: '#f97316',
      secondaryColor: '#fbbf24',
      theme: 'modern',
      layout: 'grid',
      customCss: '',
    });
    const put = (body: unknown) =>
      server.fetch(`/api/projects/${p.id}/design`, {
        method: 'PUT',
        cookie: user.cookie,
        json: body,
      });
    const saved = await json<{ design: Design }>(
      await put({
        primaryColor: '#1D4ED8',
        secondaryColor: '#22c55e',
        theme: 'dark',
        layout: 'sidebar',
        customCss: 'h1 { color: red }',
      }),
    );
    expect(saved.design).toMatchObject({
      status: 'active',
      primaryColor: '#1d4ed8',
      theme: 'dark',
      layout: 'sidebar',
      customCss: 'h1 { color: red }',
    });
    const bad = await put({
      primaryColor: 'naranja',
      secondaryColor: '#22c55e',
      theme: 'dark',
      layout: 'grid',
    });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('Los colores deben tener el formato #rrggbb.');
    expect(
      (
        await put({
          primaryColor: '#000000',
          secondaryColor: '#22c55e',
          theme: 'neón',
          layout: 'grid',
        })
      ).status,
    ).toBe(400);
    expect((await get<{ design: Design }>(`/api/projects/${p.id}/design`)).design.theme).toBe(
      'dark',
    );
  });
});
