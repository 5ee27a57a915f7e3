import multipart from '@fastify/multipart';
import type { App, AppDeps } from '../deps.ts';
import { registerAnalyticsRoutes } from './analytics/routes.ts';
import { startRollupScheduler } from './analytics/service.ts';
import { registerAppRoutes } from './apps/routes.ts';
import { startAppSweeps } from './apps/service.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerBillingRoutes } from './billing/routes.ts';
import { registerBuilderRoutes } from './builder/routes.ts';
import { seedTemplates } from './builder/templates.ts';
import { registerDemoRoutes } from './demo/routes.ts';
import { registerFileRoutes } from './files/routes.ts';
import { registerNewsletterRoutes } from './newsletter/routes.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerPageRoutes } from './pages/routes.ts';
import { registerProjectFileRoutes } from './projects/routes/files.ts';
import { registerProjectRoutes } from './projects/routes.ts';
import { registerRealtimeRoutes } from './realtime/routes.ts';
import { registerStatusRoutes } from './status/routes.ts';

/** Every route of the server, in one place. Add one line per module. */
export async function registerModules(app: App, deps: AppDeps) {
  await registerFileRoutes(app, deps);
  await registerStatusRoutes(app, deps);
  await registerAuthRoutes(app, deps);
  await registerBillingRoutes(app, deps);
  await registerNewsletterRoutes(app, deps);
  await registerProjectRoutes(app, deps);
  // Plugins whose hooks run on every request of their scope, registered only around the
  // routes that use them (docs/decisions/0160-lean-server.md): the multipart parser (an async
  // onRequest and onResponse hook each) for the routes that take a file, the websocket
  // plugin (an onRequest and onResponse hook) for the realtime route.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: 25 * 1024 * 1024, files: 1, fields: 10, parts: 12 },
    });
    await registerProjectFileRoutes(uploads, deps);
    await registerBuilderRoutes(uploads, deps);
    await registerDemoRoutes(uploads, deps);
    await registerAppRoutes(uploads, deps);
  });
  await app.register(async (realtime) => registerRealtimeRoutes(realtime, deps));
  await registerAnalyticsRoutes(app, deps);
  await registerNotificationRoutes(app, deps);
  await registerPageRoutes(app, deps);
}

/**
 * The modules' work outside requests, started by buildApp once the routes are registered and
 * stopped by its close (before the database): the builder's template rows, the analytics
 * day rollups (docs/decisions/0071), the running apps' unused-image sweep (decision 0211).
 */
export async function startBackgroundWork(
  deps: AppDeps,
  log: { warn(obj: unknown, msg?: string): void },
): Promise<{ stop(): Promise<void> }> {
  await seedTemplates(deps);
  const rollups = startRollupScheduler(deps, {
    onError: (error) => log.warn({ err: error }, 'analytics rollup pass failed'),
  });
  const appSweeps = startAppSweeps(deps, {
    onError: (error) => log.warn({ err: error }, 'unused app images sweep failed'),
  });
  return { stop: async () => void (await Promise.all([rollups.stop(), appSweeps.stop()])) };
}
