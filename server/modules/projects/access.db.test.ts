import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail, Task } from '../../../contracts/projects.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, json, PNG_BYTES, uploadForm } from './test-helpers.ts';

// The authorisation matrix: every project-scoped endpoint as the owner, as another user
// (404 exactly like a missing project, and nothing changes) and signed out (401).

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let project: ProjectDetail;
let taskId: string;
let fileId: string;
let exportId: string;

type Call = {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  form?: () => FormData;
  ownerStatus: number;
};

const calls: Call[] = [
  {
    name: 'read project',
    method: 'GET',
    path: () => `/api/projects/${project.id}`,
    ownerStatus: 200,
  },
  {
    name: 'read by slug',
    method: 'GET',
    path: () => `/api/projects/by-slug/${project.slug}`,
    ownerStatus: 200,
  },
  {
    name: 'update project',
    method: 'PATCH',
    path: () => `/api/projects/${project.id}`,
    body: () => ({ name: 'Cambiado' }),
    ownerStatus: 200,
  },
  {
    name: 'list tasks',
    method: 'GET',
    path: () => `/api/projects/${project.id}/tasks`,
    ownerStatus: 200,
  },
  {
    name: 'add task',
    method: 'POST',
    path: () => `/api/projects/${project.id}/tasks`,
    body: () => ({ title: 'Intrusa' }),
    ownerStatus: 201,
  },
  {
    name: 'update task',
    method: 'PATCH',
    path: () => `/api/projects/${project.id}/tasks/${taskId}`,
    body: () => ({ done: true }),
    ownerStatus: 200,
  },
  {
    name: 'reorder tasks',
    method: 'PUT',
    path: () => `/api/projects/${project.id}/tasks/order`,
    body: () => ({ taskIds: [] }),
    ownerStatus: 400,
  },
  {
    name: 'list notes',
    method: 'GET',
    path: () => `/api/projects/${project.id}/notes`,
    ownerStatus: 200,
  },
  {
    name: 'save notes',
    method: 'PUT',
    path: () => `/api/projects/${project.id}/notes`,
    body: () => ({ content: 'pisado' }),
    ownerStatus: 200,
  },
  {
    name: 'list files',
    method: 'GET',
    path: () => `/api/projects/${project.id}/files`,
    ownerStatus: 200,
  },
  {
    name: 'upload file',
    method: 'POST',
    path: () => `/api/projects/${project.id}/files`,
    form: () => uploadForm('a.png', PNG_BYTES, 'image/png'),
    ownerStatus: 201,
  },
  {
    name: 'deploy',
    method: 'POST',
    path: () => '/api/functions/project-deploy',
    body: () => ({ projectId: project.id, slug: project.slug, deploymentType: 'launch' }),
    ownerStatus: 200,
  },
  {
    name: 'direct launch',
    method: 'POST',
    path: () => `/api/projects/${project.id}/launch`,
    body: () => ({}),
    ownerStatus: 200,
  },
  {
    name: 'read launch config',
    method: 'GET',
    path: () => `/api/projects/${project.id}/launch-config`,
    ownerStatus: 200,
  },
  {
    name: 'save launch config',
    method: 'PUT',
    path: () => `/api/projects/${project.id}/launch-config`,
    body: () => ({ domain: 'subdomain' }),
    ownerStatus: 200,
  },
  {
    name: 'read design',
    method: 'GET',
    path: () => `/api/projects/${project.id}/design`,
    ownerStatus: 200,
  },
  {
    name: 'save design',
    method: 'PUT',
    path: () => `/api/projects/${project.id}/design`,
    body: () => ({
      primaryColor: '#000000',
      secondaryColor: '#111111',
      theme: 'dark',
      layout: 'flex',
      customCss: '',
    }),
    ownerStatus: 200,
  },
  {
    name: 'generate specification',
    method: 'POST',
    path: () => `/api/projects/${project.id}/specification`,
    body: () => ({}),
    ownerStatus: 201,
  },
  {
    name: 'read specification',
    method: 'GET',
    path: () => `/api/projects/${project.id}/specification`,
    ownerStatus: 200,
  },
  {
    name: 'latest export',
    method: 'GET',
    path: () => `/api/projects/${project.id}/export`,
    ownerStatus: 200,
  },
  {
    name: 'export',
    method: 'POST',
    path: () => `/api/projects/${project.id}/export`,
    body: () => ({}),
    ownerStatus: 200,
  },
  {
    name: 'download export',
    method: 'GET',
    path: () => `/api/projects/${project.id}/exports/${exportId}/download`,
    ownerStatus: 200,
  },
  {
    name: 'source tree',
    method: 'GET',
    path: () => `/api/projects/${project.id}/source`,
    ownerStatus: 200,
  },
  {
    name: 'unlaunch',
    method: 'POST',
    path: () => `/api/projects/${project.id}/unlaunch`,
    body: () => ({}),
    ownerStatus: 200,
  },
  {
    name: 'delete file',
    method: 'DELETE',
    path: () => `/api/projects/${project.id}/files/${fileId}`,
    ownerStatus: 204,
  },
  {
    name: 'delete task',
    method: 'DELETE',
    path: () => `/api/projects/${project.id}/tasks/${taskId}`,
    ownerStatus: 204,
  },
  {
    name: 'delete project',
    method: 'DELETE',
    path: () => `/api/projects/${project.id}`,
    ownerStatus: 204,
  },
];

function send(call: Call, cookie?: string) {
  if (call.form)
    return server.fetch(call.path(), { method: call.method, cookie, body: call.form() });
  return server.fetch(call.path(), {
    method: call.method,
    cookie,
    ...(call.body ? { json: call.body() } : {}),
  });
}

/** Everything stored about the project, to compare before and after a stranger's calls. */
async function snapshot(projectId: string) {
  const db = server.deps.db;
  const [p, tasks, notes, files, launches, designs, specs, exports] = await Promise.all([
    db.selectFrom('projects').selectAll().where('id', '=', projectId).execute(),
    db
      .selectFrom('projectTasks')
      .selectAll()
      .where('projectId', '=', projectId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('projectNotes')
      .selectAll()
      .where('projectId', '=', projectId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('projectFiles')
      .selectAll()
      .where('projectId', '=', projectId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('launches')
      .selectAll()
      .where('projectId', '=', projectId)
      .orderBy('id')
      .execute(),
    db.selectFrom('designCustomizations').selectAll().where('projectId', '=', projectId).execute(),
    db.selectFrom('projectSpecifications').selectAll().where('projectId', '=', projectId).execute(),
    db
      .selectFrom('codeExports')
      .selectAll()
      .where('projectId', '=', projectId)
      .orderBy('id')
      .execute(),
  ]);
  return { p, tasks, notes, files, launches, designs, specs, exports };
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  owner = await createUser(server, { name: 'Dueña' });
  stranger = await createUser(server, { name: 'Extraña' });
  project = await createProject(server, owner, { name: 'Matriz', slug: 'matriz' });
  const tasks = await json<{ tasks: Task[] }>(
    await server.fetch(`/api/projects/${project.id}/tasks`, { cookie: owner.cookie }),
  );
  taskId = tasks.tasks[0].id;
  const up = await server.fetch(`/api/projects/${project.id}/files`, {
    method: 'POST',
    cookie: owner.cookie,
    body: uploadForm('b.png', PNG_BYTES, 'image/png'),
  });
  fileId = (await json<{ file: { id: string } }>(up)).file.id;
  const exp = await json<{ exportUrl: string }>(
    await server.fetch(`/api/projects/${project.id}/export`, {
      method: 'POST',
      cookie: owner.cookie,
      json: {},
    }),
  );
  exportId = exp.exportUrl.split('/').at(-2)!;
});
afterAll(async () => {
  await server.close();
});

describe('authorisation matrix', () => {
  it('answers 401 to a signed-out visitor on every project endpoint, and changes nothing', async () => {
    const before = await snapshot(project.id);
    for (const call of calls) {
      const res = await send(call);
      expect(res.status, `${call.name} signed out`).toBe(401);
    }
    expect(await snapshot(project.id)).toEqual(before);
  });

  it('answers another user 404 "Proyecto no encontrado" on every project endpoint, and changes nothing', async () => {
    const before = await snapshot(project.id);
    for (const call of calls) {
      const res = await send(call, stranger.cookie);
      expect(res.status, `${call.name} as a stranger`).toBe(404);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message, call.name).toBe('Proyecto no encontrado');
    }
    expect(await snapshot(project.id)).toEqual(before);
  });

  it('answers a missing project exactly like another user’s', async () => {
    const missing = await server.fetch('/api/projects/00000000-0000-0000-0000-000000000000', {
      cookie: owner.cookie,
    });
    const foreign = await server.fetch(`/api/projects/${project.id}`, { cookie: stranger.cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(await foreign.json());
  });

  it('lets the owner do every one of them', async () => {
    for (const call of calls) {
      const res = await send(call, owner.cookie);
      expect(
        res.status,
        `${call.name} as the owner: ${res.status === call.ownerStatus ? '' : await res.text()}`,
      ).toBe(call.ownerStatus);
    }
    const gone = await server.fetch(`/api/projects/${project.id}`, { cookie: owner.cookie });
    expect(gone.status).toBe(404);
  });
});
