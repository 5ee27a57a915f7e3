import { z } from 'zod';
import { messages } from '../../../../contracts/messages.ts';
import { PROJECT_UPLOAD_MAX_BYTES } from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { requireUser } from '../../auth/session.ts';
import { readFilePart } from '../../files/multipart.ts';
import * as useCase from '../files.ts';
import { requireOwnedProject } from '../ownership.ts';
import { id, projectParams } from './params.ts';

const fileParams = z.object({ id, fileId: id });
const uploadLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function registerProjectFileRoutes(app: App, deps: AppDeps) {
  app.get('/api/projects/:id/files', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return {
      files: await useCase.listFiles(deps, { userId: user.id, projectId: request.params.id }),
    };
  });

  app.post(
    '/api/projects/:id/files',
    { schema: { params: projectParams }, config: uploadLimit },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      // Ownership first, so a stranger's upload is refused before its bytes are read.
      await requireOwnedProject(deps.db, user.id, request.params.id);
      const part = await readFilePart(request, {
        maxBytes: PROJECT_UPLOAD_MAX_BYTES,
        missingMessage: messages.projectsFlow.fileMissing,
      });
      const file = await useCase.uploadFile(deps, {
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
      await useCase.removeFile(deps, {
        userId: user.id,
        projectId: request.params.id,
        fileId: request.params.fileId,
      });
      return reply.status(204).send();
    },
  );
}
