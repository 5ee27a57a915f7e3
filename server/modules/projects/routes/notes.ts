import { saveNoteSchema } from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { requireUser } from '../../auth/session.ts';
import * as service from '../service.ts';
import { projectParams } from './params.ts';

export async function registerNoteRoutes(app: App, deps: AppDeps) {
  app.get('/api/projects/:id/notes', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return {
      notes: await service.listNotes(deps, { userId: user.id, projectId: request.params.id }),
    };
  });

  app.put(
    '/api/projects/:id/notes',
    { schema: { params: projectParams, body: saveNoteSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        note: await service.saveNote(deps, {
          userId: user.id,
          projectId: request.params.id,
          text: request.body.content,
        }),
      };
    },
  );
}
