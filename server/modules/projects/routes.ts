import type { App, AppDeps } from '../../deps.ts';
import { registerDesignRoutes } from './routes/design.ts';
import { registerExportRoutes } from './routes/export.ts';
import { registerLaunchRoutes } from './routes/launch.ts';
import { registerNoteRoutes } from './routes/notes.ts';
import { registerProjectCrudRoutes } from './routes/projects.ts';
import { registerPublicPageRoutes } from './routes/public-page.ts';
import { registerSpecificationRoutes } from './routes/specification.ts';
import { registerTaskRoutes } from './routes/tasks.ts';

// Transport only, one file per use case under routes/: validate, call one domain function,
// shape the reply. Status codes and headers are decided there, never in the domain files.

// The project file routes (uploads) are registered by modules/index.ts, in the scope that
// has the multipart parser.
export async function registerProjectRoutes(app: App, deps: AppDeps) {
  await registerProjectCrudRoutes(app, deps);
  await registerTaskRoutes(app, deps);
  await registerNoteRoutes(app, deps);
  await registerLaunchRoutes(app, deps);
  await registerDesignRoutes(app, deps);
  await registerSpecificationRoutes(app, deps);
  await registerExportRoutes(app, deps);
  // Last, like before the split: its onRequest hook redirects custom-domain Hosts.
  await registerPublicPageRoutes(app, deps);
}
