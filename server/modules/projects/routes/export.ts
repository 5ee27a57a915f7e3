import { z } from 'zod';
import type { App, AppDeps } from '../../../deps.ts';
import { requireUser } from '../../auth/session.ts';
import {
  exportProject,
  getLatestExport,
  getSourceTree,
  openExport,
  preloadExportGenerator,
} from '../export.ts';
import { id, projectParams } from './params.ts';

const exportParams = z.object({ id, exportId: id });
const flag = z.enum(['0', '1', 'true', 'false']).optional();
/** `regenerate=1` makes a new export; `includeData=1` brings the live app's records as seed data. */
const exportQuery = z.object({ regenerate: flag, includeData: flag });
const isOn = (value: string | undefined) => value === '1' || value === 'true';

export async function registerExportRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/projects/:id/export',
    {
      schema: { params: projectParams, querystring: exportQuery },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      return exportProject(deps, {
        userId: user.id,
        projectId: request.params.id,
        regenerate: isOn(request.query.regenerate),
        includeData: isOn(request.query.includeData),
      });
    },
  );

  app.get('/api/projects/:id/export', { schema: { params: projectParams } }, async (request) => {
    const user = await requireUser(deps, request);
    // The control panel asks as it opens; an export may follow.
    preloadExportGenerator();
    return {
      export: await getLatestExport(deps, { userId: user.id, projectId: request.params.id }),
    };
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
    return getSourceTree(deps, { userId: user.id, projectId: request.params.id });
  });
}
