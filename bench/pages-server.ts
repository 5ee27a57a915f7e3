import { createProject } from '../server/modules/projects/test-helpers.ts';
import { createUser, startTestServer } from '../server/test/server.ts';

// The server the page benchmarks (pages.ts, trace-pages.ts, first-interaction.ts) measure:
// the built app in production mode, with one launched project, and the four pages of
// issue 9 and the project's running app (issue 41) already rendered once (the first render
// loads the server renderer).

export async function startPagesServer() {
  const server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const user = await createUser(server);
  const project = await createProject(server, user, {
    name: 'Huerto Compartido',
    slug: 'huerto-compartido',
    description: 'Reserva parcelas del huerto del barrio y coordina riegos con tus vecinos.',
  });
  const pages = [
    '/',
    '/pricing',
    `/proyectos/${project.slug}`,
    `/proyectos/${project.slug}/app`,
    '/demo',
  ];
  for (const path of pages) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  return { server, user, project, pages };
}
