import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../contracts/projects.ts';
import type { TestServer, TestUser } from '../../test/server.ts';
import { createProject, errorMessage, json, startProjectsSuite } from './test-helpers.ts';

// Archiving and publishing a project (docs/product-spec.md §4).

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
afterAll(() => server.close());

const patch = (id: string, body: unknown) =>
  server.fetch(`/api/projects/${id}`, { method: 'PATCH', cookie: user.cookie, json: body });

describe('state transitions', () => {
  it('active <-> archived', async () => {
    const p = await createProject(server, user);
    const archived = await json<{ project: ProjectDetail }>(
      await patch(p.id, { status: 'archived' }),
    );
    expect(archived.project.status).toBe('archived');
    const restored = await json<{ project: ProjectDetail }>(
      await patch(p.id, { status: 'active' }),
    );
    expect(restored.project.status).toBe('active');
    const bad = await patch(p.id, { status: 'borrado' });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('El estado indicado no es válido.');
    expect((await patch(p.id, {})).status).toBe(400);
  });

  it('isPublic 1 <-> 0', async () => {
    const p = await createProject(server, user);
    expect(
      (await json<{ project: ProjectDetail }>(await patch(p.id, { isPublic: false }))).project
        .isPublic,
    ).toBe(false);
    expect(
      (await server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`)).status,
    ).toBe(403);
    expect(
      (await json<{ project: ProjectDetail }>(await patch(p.id, { isPublic: true }))).project
        .isPublic,
    ).toBe(true);
    expect(
      (await server.fetch(`/api/functions/public-project-get/proyectos/${p.slug}`)).status,
    ).toBe(200);
    expect((await patch(p.id, { isPublic: 'sí' })).status).toBe(400);
  });
});
