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
  await registerBuilderRoutes(app, deps);
  await registerRealtimeRoutes(app, deps);
  await registerDemoRoutes(app, deps);
  await registerAnalyticsRoutes(app, deps);
  await registerNotificationRoutes(app, deps);
  await registerAppRoutes(app, deps);
  await registerPageRoutes(app, deps);
}
