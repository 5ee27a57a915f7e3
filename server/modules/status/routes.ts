import { pingDatabase } from '../../db/client.ts';
import type { App, AppDeps } from '../../deps.ts';

export const VERSION = '0.1.0';

/** How long one database check answers for: probes may poll fast; the database need not feel it. */
const CHECK_TTL_MS = 1000;

export async function registerStatusRoutes(app: App, deps: AppDeps) {
  let lastCheck = 0;
  let lastOk = false;
  let pending: Promise<boolean> | null = null;

  const databaseOk = (): Promise<boolean> => {
    if (Date.now() - lastCheck < CHECK_TTL_MS) return Promise.resolve(lastOk);
    pending ??= pingDatabase(deps.dbHandle)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        lastOk = ok;
        lastCheck = Date.now();
        pending = null;
        return ok;
      });
    return pending;
  };

  app.get('/api/health', async (_request, reply) => {
    const ok = await databaseOk();
    if (!ok)
      return reply
        .status(503)
        .send({ status: 'error', db: deps.dbHandle.engine, version: VERSION });
    // Which AI provider and structured-output mode are in use (issue 12): no URL, no key.
    return { status: 'ok', db: deps.dbHandle.engine, version: VERSION, ai: deps.ai.status() };
  });
}
