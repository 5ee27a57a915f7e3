import multipart from '@fastify/multipart';
import type { App, AppDeps } from '../deps.ts';
import { registerAnalyticsRoutes } from './analytics/routes.ts';
import { registerAppRoutes } from './apps/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerBillingRoutes } from './billing/routes.ts';
import { registerBuilderRoutes } from './builder/routes.ts';
import { registerDemoRoutes } from './demo/routes.ts';
import { registerNewsletterRoutes } from './newsletter/routes.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerPageRoutes } from './pages/routes.ts';
import { registerProjectFileRoutes } from './projects/routes/files.ts';
import { registerProjectRoutes } from './projects/routes.ts';
import { registerRealtimeRoutes } from './realtime/routes.ts';
import { registerStatusRoutes } from './status/routes.ts';

/** Every domain module's routes. Add one line per module. */
export async function registerModules(app: App, deps: AppDeps) {
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
