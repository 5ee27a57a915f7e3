import { z } from 'zod';
import {
  createTaskSchema,
  reorderTasksSchema,
  updateTaskSchema,
} from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { requireUser } from '../../auth/session.ts';
import * as useCase from '../tasks.ts';
import { id, projectParams } from './params.ts';

const taskParams = z.object({ id, taskId: id });

export async function registerTaskRoutes(app: App, deps: AppDeps) {
  app.get('/api/projects/:id/tasks', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return {
      tasks: await useCase.listTasks(deps, { userId: user.id, projectId: request.params.id }),
    };
  });

  app.post(
    '/api/projects/:id/tasks',
    { schema: { params: projectParams, body: createTaskSchema } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const task = await useCase.addTask(deps, {
        userId: user.id,
        projectId: request.params.id,
        title: request.body.title,
      });
      return reply.status(201).send({ task });
    },
  );

  app.put(
    '/api/projects/:id/tasks/order',
    { schema: { params: projectParams, body: reorderTasksSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        tasks: await useCase.reorderTasks(deps, {
          userId: user.id,
          projectId: request.params.id,
          taskIds: request.body.taskIds,
        }),
      };
    },
  );

  app.patch(
    '/api/projects/:id/tasks/:taskId',
    { schema: { params: taskParams, body: updateTaskSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        task: await useCase.updateTask(deps, {
          userId: user.id,
          projectId: request.params.id,
          taskId: request.params.taskId,
          input: request.body,
        }),
      };
    },
  );

  app.delete(
    '/api/projects/:id/tasks/:taskId',
    { schema: { params: taskParams } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      await useCase.removeTask(deps, {
        userId: user.id,
        projectId: request.params.id,
        taskId: request.params.taskId,
      });
      return reply.status(204).send();
    },
  );
}
