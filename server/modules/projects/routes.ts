import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { messages } from '../../../contracts/messages.ts';
import {
  createProjectSchema,
  createTaskSchema,
  deployRequestSchema,
  designSchema,
  launchConfigSchema,
  listProjectsQuerySchema,
  NOTE_MAX_LENGTH,
  PROJECT_UPLOAD_MAX_BYTES,
  reorderTasksSchema,
  type SpecificationLine,
  saveNoteSchema,
  slugAvailabilityQuerySchema,
  updateProjectSchema,
  updateTaskSchema,
} from '../../../contracts/projects.ts';
import type { App, AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findSessionUser, requireUser, userOrIpKey } from '../auth/session.ts';
import { readFilePart } from '../files/multipart.ts';
import { getDesign, saveDesign } from './design.ts';
import { relayCustomDomainEvents } from './domain-events.ts';
import { exportProject, getLatestExport, getSourceTree, openExport } from './export.ts';
import { deployProject, getLaunchState, launchProject } from './launch.ts';
import { renderMarkdown } from './markdown.ts';
import { findProjectByCustomDomain } from './panel.repo.ts';
import {
  countPublicView,
  createCustomDomainHook,
  createPublicPageResolver,
  getProjectOgImage,
  getPublicProject,
} from './public-page.ts';
import * as service from './service.ts';
import { generateSpecification, getSpecification } from './specification.ts';

// Transport only: validate, call one service function, shape the reply.

const MARKDOWN_PREVIEWS_PER_MINUTE = 60;

const id = z.string().min(1).max(64);
const projectParams = z.object({ id });
const taskParams = z.object({ id, taskId: id });
const fileParams = z.object({ id, fileId: id });
const exportParams = z.object({ id, exportId: id });
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const exportQuery = z.object({ regenerate: z.enum(['0', '1', 'true', 'false']).optional() });
const previewBody = z.object({
  content: z.string().max(NOTE_MAX_LENGTH, messages.projectsFlow.noteTooLong),
});

export async function registerProjectRoutes(app: App, deps: AppDeps) {
  const uploadLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  const generateLimit = {
    rateLimit: { max: deps.config.RATE_LIMIT_GENERATE_PER_MINUTE, timeWindow: '1 minute' },
  };

  // ---------- projects ----------

  app.get(
    '/api/projects',
    { schema: { querystring: listProjectsQuerySchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return service.listProjects(deps, user.id, request.query);
    },
  );

  app.get('/api/projects/summary', async (request) => {
    const user = await requireUser(deps, request);
    return service.summarizeProjects(deps, user.id);
  });

  app.get(
    '/api/projects/slug-availability',
    { schema: { querystring: slugAvailabilityQuerySchema } },
    async (request) => {
      await requireUser(deps, request);
      return { available: await service.isSlugAvailable(deps, request.query.slug) };
    },
  );

  app.post('/api/projects', { schema: { body: createProjectSchema } }, async (request, reply) => {
    const user = await requireUser(deps, request);
    const project = await service.createProject(deps, { ...request.body, userId: user.id });
    return reply.status(201).send({ project });
  });

  app.get('/api/projects/by-slug/:slug', { schema: { params: slugParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return { project: await service.getProjectBySlug(deps, user.id, request.params.slug) };
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
    return { project: await service.getProject(deps, user.id, request.params.id) };
  });

  app.patch(
    '/api/projects/:id',
    { schema: { params: projectParams, body: updateProjectSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        project: await service.updateProject(deps, user.id, request.params.id, request.body),
      };
    },
  );

  app.delete('/api/projects/:id', { schema: { params: projectParams } }, async (request, reply) => {
    const user = await requireUser(deps, request);
    await service.deleteProject(deps, user.id, request.params.id);
    return reply.status(204).send();
  });

  // ---------- tasks ----------

  app.get('/api/projects/:id/tasks', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return { tasks: await service.listTasks(deps, user.id, request.params.id) };
  });

  app.post(
    '/api/projects/:id/tasks',
    { schema: { params: projectParams, body: createTaskSchema } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const task = await service.addTask(deps, user.id, request.params.id, request.body.title);
      return reply.status(201).send({ task });
    },
  );

  app.put(
    '/api/projects/:id/tasks/order',
    { schema: { params: projectParams, body: reorderTasksSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        tasks: await service.reorderTasks(deps, user.id, request.params.id, request.body.taskIds),
      };
    },
  );

  app.patch(
    '/api/projects/:id/tasks/:taskId',
    { schema: { params: taskParams, body: updateTaskSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        task: await service.updateTask(
          deps,
          user.id,
          request.params.id,
          request.params.taskId,
          request.body,
        ),
      };
    },
  );

  app.delete(
    '/api/projects/:id/tasks/:taskId',
    { schema: { params: taskParams } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      await service.removeTask(deps, user.id, request.params.id, request.params.taskId);
      return reply.status(204).send();
    },
  );

  // ---------- notes ----------

  app.get('/api/projects/:id/notes', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return { notes: await service.listNotes(deps, user.id, request.params.id) };
  });

  app.put(
    '/api/projects/:id/notes',
    { schema: { params: projectParams, body: saveNoteSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        note: await service.saveNote(deps, user.id, request.params.id, request.body.content),
      };
    },
  );

  // ---------- files ----------

  app.get('/api/projects/:id/files', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return { files: await service.listFiles(deps, user.id, request.params.id) };
  });

  app.post(
    '/api/projects/:id/files',
    { schema: { params: projectParams }, config: uploadLimit },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      // Ownership first, so a stranger's upload is refused before its bytes are read.
      await service.requireOwnedProject(deps.db, user.id, request.params.id);
      const part = await readFilePart(request, {
        maxBytes: PROJECT_UPLOAD_MAX_BYTES,
        missingMessage: messages.projectsFlow.fileMissing,
      });
      const file = await service.uploadFile(deps, {
        userId: user.id,
        projectId: request.params.id,
        filename: part.filename,
        stream: part.file,
      });
      return reply.status(201).send({ file });
    },
  );

  app.delete(
    '/api/projects/:id/files/:fileId',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      await service.removeFile(deps, user.id, request.params.id, request.params.fileId);
      return reply.status(204).send();
    },
  );

  // ---------- launch ----------

  app.post(
    '/api/functions/project-deploy',
    { schema: { body: deployRequestSchema } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const { status, body } = await deployProject(deps, {
        userId: user.id,
        projectId: request.body.projectId,
        slug: request.body.slug,
      });
      return reply.status(status).send(body);
    },
  );

  /** The spec's fallback: the same fields written directly when the deploy call fails. */
  app.post('/api/projects/:id/launch', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    const result = await launchProject(deps, {
      userId: user.id,
      projectId: request.params.id,
      from: 'fallback',
    });
    return { project: result.project };
  });

  app.post('/api/projects/:id/unlaunch', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return { project: await service.unlaunchProject(deps, user.id, request.params.id) };
  });

  app.get(
    '/api/projects/:id/launch-config',
    { schema: { params: projectParams } },
    async (request) => {
      const user = await requireUser(deps, request);
      return { launch: await getLaunchState(deps, user.id, request.params.id) };
    },
  );

  app.put(
    '/api/projects/:id/launch-config',
    { schema: { params: projectParams, body: launchConfigSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      const result = await launchProject(deps, {
        userId: user.id,
        projectId: request.params.id,
        from: 'panel',
        config: request.body,
      });
      return {
        project: result.project,
        launch: await getLaunchState(deps, user.id, request.params.id),
      };
    },
  );

  // ---------- design ----------

  app.get('/api/projects/:id/design', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return { design: await getDesign(deps, user.id, request.params.id) };
  });

  app.put(
    '/api/projects/:id/design',
    { schema: { params: projectParams, body: designSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return { design: await saveDesign(deps, user.id, request.params.id, request.body) };
    },
  );

  // ---------- specification ----------

  app.get(
    '/api/projects/:id/specification',
    { schema: { params: projectParams } },
    async (request) => {
      const user = await requireUser(deps, request);
      return { specification: await getSpecification(deps, user.id, request.params.id) };
    },
  );

  app.post(
    '/api/projects/:id/specification',
    // Compression would hold back a streamed document (issue 12).
    { schema: { params: projectParams }, config: generateLimit, compress: false },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      if (!(request.headers.accept ?? '').includes('application/x-ndjson')) {
        const specification = await generateSpecification(deps, user.id, request.params.id);
        return reply.status(201).send({ specification });
      }
      // Streamed: the response starts with the first text, so a refusal before it (not
      // found, no credits) is still a plain HTTP error.
      const cancel = new AbortController();
      let stream: PassThrough | null = null;
      const write = (line: SpecificationLine) => {
        if (!stream) {
          stream = new PassThrough();
          reply.raw.on('close', () => {
            if (!reply.raw.writableFinished) cancel.abort();
          });
          reply
            .status(200)
            .header('content-type', 'application/x-ndjson; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('x-accel-buffering', 'no');
          void reply.send(stream);
        }
        if (!stream.writableEnded) stream.write(`${JSON.stringify(line)}\n`);
      };
      let sent = '';
      try {
        const specification = await generateSpecification(deps, user.id, request.params.id, {
          signal: cancel.signal,
          log: request.log,
          onText: (soFar) => {
            if (!soFar.startsWith(sent)) {
              write({ type: 'reset' });
              sent = '';
            }
            if (soFar.length > sent.length)
              write({ type: 'delta', text: soFar.slice(sent.length) });
            sent = soFar;
          },
        });
        write({ type: 'result', specification });
      } catch (error) {
        if (!stream) throw error;
        request.log.warn({ err: error }, 'specification stream failed');
        write({
          type: 'error',
          message:
            error instanceof AppError && error.code !== 'INTERNAL'
              ? error.userMessage
              : messages.controlPanel.specError,
        });
      }
      (stream as PassThrough | null)?.end();
      return reply;
    },
  );

  // ---------- export ----------

  app.post(
    '/api/projects/:id/export',
    {
      schema: { params: projectParams, querystring: exportQuery },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      const regenerate = request.query.regenerate === '1' || request.query.regenerate === 'true';
      return exportProject(deps, { userId: user.id, projectId: request.params.id, regenerate });
    },
  );

  app.get('/api/projects/:id/export', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return { export: await getLatestExport(deps, user.id, request.params.id) };
  });

  app.get(
    '/api/projects/:id/exports/:exportId/download',
    { schema: { params: exportParams } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const file = await openExport(deps, {
        userId: user.id,
        projectId: request.params.id,
        exportId: request.params.exportId,
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get('/api/projects/:id/source', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return getSourceTree(deps, user.id, request.params.id);
  });

  // ---------- public page ----------

  app.get(
    '/api/functions/public-project-get/proyectos/:slug',
    { schema: { params: slugParams } },
    async (request, reply) => {
      const viewer = await findSessionUser(deps, request);
      const data = await getPublicProject(deps, request.params.slug, viewer?.id ?? null);
      return reply.header('cache-control', 'no-store').send(data);
    },
  );

  /** For a TLS proxy's on-demand certificates (Caddy's `ask`): 200 only for an active custom domain. */
  app.get(
    '/api/custom-domains/check',
    {
      schema: {
        querystring: z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }),
      },
    },
    async (request, reply) => {
      const found = await findProjectByCustomDomain(deps.db, request.query.domain);
      return found ? { ok: true } : reply.status(404).send({ ok: false });
    },
  );

  app.post(
    '/api/functions/public-project-get/proyectos/:slug/views',
    { schema: { params: slugParams }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const viewer = await findSessionUser(deps, request);
      const counted = await countPublicView(deps, request.params.slug, viewer?.id ?? null);
      return reply.header('cache-control', 'no-store').send(counted);
    },
  );

  // The Open Graph card of a public project (og:image of its page); `?v=` changes with it.
  app.get(
    '/og/proyectos/:file',
    { schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.png$/i, '');
      const { png, etag } = await getProjectOgImage(deps, slug);
      reply.header('etag', etag).header('cache-control', 'public, max-age=3600, s-maxage=86400');
      // Other sites (and link unfurlers) may embed the card.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(png);
    },
  );

  const resolver = createPublicPageResolver(deps);
  deps.webShell.addResolver('/proyectos/:slug', resolver);
  deps.webShell.addResolver('/p/:slug', resolver);
  app.addHook('onRequest', createCustomDomainHook(deps));
  // Other instances' custom-domain changes clear this instance's Host cache at once.
  const unrelay = relayCustomDomainEvents(deps.events);
  app.addHook('onClose', async () => unrelay());
}
