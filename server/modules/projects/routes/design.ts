import { designSchema } from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { saveDesignAsVersion } from '../../apps/service.ts';
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
      const target = { userId: user.id, projectId: request.params.id };
      // With a running app, the design and its version are one write (issue 27).
      if (await saveDesignAsVersion(deps, { ...target, design: request.body }))
        return { design: await getDesign(deps, target) };
      return { design: await saveDesign(deps, { ...target, input: request.body }) };
    },
  );
}
