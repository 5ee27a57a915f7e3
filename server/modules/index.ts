import type { App, AppDeps } from '../deps.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerStatusRoutes } from './status/routes.ts';

/** Every domain module's routes. Add one line per module. */
export async function registerModules(app: App, deps: AppDeps) {
  await registerStatusRoutes(app, deps);
  await registerAuthRoutes(app, deps);
}
