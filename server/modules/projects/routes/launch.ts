import {
  type DeployResponse,
  deployRequestSchema,
  launchConfigSchema,
} from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { requireUser } from '../../auth/session.ts';
import { deployProject, getLaunchState, launchProject, unlaunchProject } from '../launch.ts';
import { projectParams } from './params.ts';

export async function registerLaunchRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/functions/project-deploy',
    { schema: { body: deployRequestSchema } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const result = await deployProject(deps, {
        userId: user.id,
        projectId: request.body.projectId,
        slug: request.body.slug,
      });
      // docs/product-spec.md §7: the deploy answers `{error, logs[]}` even when it fails.
      if (!result.deployed)
        return reply
          .status(result.failure.status)
          .send({ error: result.failure.userMessage, logs: result.logs } satisfies DeployResponse);
      return { error: null, logs: result.logs, project: result.project } satisfies DeployResponse;
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
    return {
      project: await unlaunchProject(deps, {
        userId: user.id,
        projectId: request.params.id,
      }),
    };
  });

  app.get(
    '/api/projects/:id/launch-config',
    { schema: { params: projectParams } },
    async (request) => {
      const user = await requireUser(deps, request);
      return {
        launch: await getLaunchState(deps, { userId: user.id, projectId: request.params.id }),
      };
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
        launch: await getLaunchState(deps, { userId: user.id, projectId: request.params.id }),
      };
    },
  );
}
