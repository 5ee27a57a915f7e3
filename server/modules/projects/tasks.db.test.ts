import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../contracts/projects.ts';
import type { TestServer, TestUser } from '../../test/server.ts';
import { createProject, errorMessage, json, startProjectsSuite } from './test-helpers.ts';

// A project's tasks.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
afterAll(() => server.close());

const get = async <T>(path: string, cookie = user.cookie) =>
  json<T>(await server.fetch(path, { cookie }));

describe('tasks', () => {
  it('adds at the end, ignores nothing silently, toggles, reorders persistently and deletes', async () => {
    const p = await createProject(server, user);
    const add = (title: unknown) =>
      server.fetch(`/api/projects/${p.id}/tasks`, { cookie: user.cookie, json: { title } });
    const created = await json<{ task: Task }>(await add('  Cuarta tarea  '));
    expect(created.task).toMatchObject({ title: 'Cuarta tarea', position: 3, done: false });
    const empty = await add('   ');
    expect(empty.status).toBe(400);
    expect(await errorMessage(empty)).toBe('Escribe el título de la tarea.');

    const toggled = await server.fetch(`/api/projects/${p.id}/tasks/${created.task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { done: true },
    });
    expect((await json<{ task: Task }>(toggled)).task.done).toBe(true);
    const untoggled = await server.fetch(`/api/projects/${p.id}/tasks/${created.task.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { done: false },
    });
    expect((await json<{ task: Task }>(untoggled)).task.done).toBe(false);

    const { tasks } = await get<{ tasks: Task[] }>(`/api/projects/${p.id}/tasks`);
    const reversed = tasks.map((t) => t.id).reverse();
    const order = await server.fetch(`/api/projects/${p.id}/tasks/order`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { taskIds: reversed },
    });
    expect(order.status).toBe(200);
    const after = await get<{ tasks: Task[] }>(`/api/projects/${p.id}/tasks`);
    expect(after.tasks.map((t) => t.id)).toEqual(reversed);
    expect(after.tasks.map((t) => t.position)).toEqual([0, 1, 2, 3]);

    for (const bad of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 'ajena'],
    ]) {
      const res = await server.fetch(`/api/projects/${p.id}/tasks/order`, {
        method: 'PUT',
        cookie: user.cookie,
        json: { taskIds: bad },
      });
      expect(res.status).toBe(400);
      expect(await errorMessage(res)).toBe(
        'El nuevo orden no coincide con las tareas del proyecto.',
      );
    }
    expect(
      (await get<{ tasks: Task[] }>(`/api/projects/${p.id}/tasks`)).tasks.map((t) => t.id),
    ).toEqual(reversed);

    expect(
      (
        await server.fetch(`/api/projects/${p.id}/tasks/${created.task.id}`, {
          method: 'DELETE',
          cookie: user.cookie,
        })
      ).status,
    ).toBe(204);
    const again = await server.fetch(`/api/projects/${p.id}/tasks/${created.task.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(again.status).toBe(404);
    expect(await errorMessage(again)).toBe('Tarea no encontrada');
  });

  it('a task id of another project is not found through this one', async () => {
    const a = await createProject(server, user);
    const b = await createProject(server, user);
    const { tasks } = await get<{ tasks: Task[] }>(`/api/projects/${b.id}/tasks`);
    const res = await server.fetch(`/api/projects/${a.id}/tasks/${tasks[0].id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { done: true },
    });
    expect(res.status).toBe(404);
    expect((await get<{ tasks: Task[] }>(`/api/projects/${b.id}/tasks`)).tasks[0].done).toBe(false);
  });
});
