import { pingDatabase } from '../../db/client.ts';
import type { App, AppDeps } from '../../deps.ts';

export const VERSION = '0.1.0';

export async function registerStatusRoutes(app: App, deps: AppDeps) {
  app.get('/api/health', async (_request, reply) => {
    try {
      await pingDatabase(deps.dbHandle);
    } catch {
      return reply
        .status(503)
        .send({ status: 'error', db: deps.dbHandle.engine, version: VERSION });
    }
    return { status: 'ok', db: deps.dbHandle.engine, version: VERSION };
  });
}
