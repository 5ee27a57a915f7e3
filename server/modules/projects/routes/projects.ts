import { z } from 'zod';
import { messages } from '../../../../contracts/messages.ts';
import {
  createProjectSchema,
  listProjectsQuerySchema,
  NOTE_MAX_LENGTH,
  slugAvailabilityQuerySchema,
  updateProjectSchema,
} from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { requireUser, userOrIpKey } from '../../auth/session.ts';
import { createProject } from '../create.ts';
import { renderMarkdown } from '../markdown.ts';
import * as useCase from '../projects.ts';
import { projectParams, slugParams } from './params.ts';

const MARKDOWN_PREVIEWS_PER_MINUTE = 60;

const previewBody = z.object({
  content: z.string().max(NOTE_MAX_LENGTH, messages.projectsFlow.noteTooLong),
});

/** The dashboard's list and summary, slugs, one project's details, and the Markdown preview. */
export async function registerProjectCrudRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/projects',
    { schema: { querystring: listProjectsQuerySchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return useCase.listProjects(deps, { userId: user.id, query: request.query });
    },
  );

  app.get('/api/projects/summary', async (request) => {
    const user = await requireUser(deps, request);
    return useCase.summarizeProjects(deps, { userId: user.id });
  });

  app.get(
    '/api/projects/slug-availability',
    { schema: { querystring: slugAvailabilityQuerySchema } },
    async (request) => {
      await requireUser(deps, request);
      return { available: await useCase.isSlugAvailable(deps, { slug: request.query.slug }) };
    },
  );

  app.post('/api/projects', { schema: { body: createProjectSchema } }, async (request, reply) => {
    const user = await requireUser(deps, request);
    const project = await createProject(deps, { ...request.body, userId: user.id });
    return reply.status(201).send({ project });
  });

  app.get('/api/projects/by-slug/:slug', { schema: { params: slugParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return {
      project: await useCase.getProjectBySlug(deps, { userId: user.id, slug: request.params.slug }),
    };
  });

  app.post(
    '/api/projects/markdown-preview',
    {
      schema: { body: previewBody },
      // The editor previews after a pause in typing: 60 a minute is generous for a person
      // and keeps one account from keeping the renderer busy (issue 10).
      config: {
        rateLimit: {
          max: MARKDOWN_PREVIEWS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: userOrIpKey(deps),
        },
      },
    },
    async (request) => {
      await requireUser(deps, request);
      return { html: renderMarkdown(request.body.content) };
    },
  );

  app.get('/api/projects/:id', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return {
      project: await useCase.getProject(deps, { userId: user.id, projectId: request.params.id }),
    };
  });

  app.patch(
    '/api/projects/:id',
    { schema: { params: projectParams, body: updateProjectSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        project: await useCase.updateProject(deps, {
          userId: user.id,
          projectId: request.params.id,
          input: request.body,
        }),
      };
    },
  );

  app.delete('/api/projects/:id', { schema: { params: projectParams } }, async (request, reply) => {
    const user = await requireUser(deps, request);
    await useCase.deleteProject(deps, { userId: user.id, projectId: request.params.id });
    return reply.status(204).send();
  });
}
