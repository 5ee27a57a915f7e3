import { saveNoteSchema } from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { requireUser, userOrIpKey } from '../../auth/session.ts';
import * as useCase from '../notes.ts';
import { projectParams } from './params.ts';

const NOTE_SAVES_PER_MINUTE = 60;

export async function registerNoteRoutes(app: App, deps: AppDeps) {
  app.get('/api/projects/:id/notes', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return {
      notes: await useCase.listNotes(deps, { userId: user.id, projectId: request.params.id }),
    };
  });

  app.put(
    '/api/projects/:id/notes',
    {
      schema: { params: projectParams, body: saveNoteSchema },
      // Saving renders the note, like the preview: the same 60 a minute per account keeps one
      // account from keeping the renderer busy (issue 24).
      config: {
        rateLimit: {
          max: NOTE_SAVES_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: userOrIpKey(deps),
        },
      },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        note: await useCase.saveNote(deps, {
          userId: user.id,
          projectId: request.params.id,
          text: request.body.content,
          isPublic: request.body.isPublic,
        }),
      };
    },
  );
}
