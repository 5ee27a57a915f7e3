import { designSchema } from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { recordDesignVersion } from '../../apps/service.ts';
import { requireUser } from '../../auth/session.ts';
import { getDesign, saveDesign } from '../design.ts';
import { projectParams } from './params.ts';

export async function registerDesignRoutes(app: App, deps: AppDeps) {
  app.get('/api/projects/:id/design', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    return { design: await getDesign(deps, { userId: user.id, projectId: request.params.id }) };
  });

  app.put(
    '/api/projects/:id/design',
    { schema: { params: projectParams, body: designSchema } },
    async (request) => {
      const user = await requireUser(deps, request);
      const design = await saveDesign(deps, {
        userId: user.id,
        projectId: request.params.id,
        input: request.body,
      });
      // The running app's history gets a version for it (issue 27).
      await recordDesignVersion(deps, { projectId: request.params.id, userId: user.id });
      return { design };
    },
  );
}
