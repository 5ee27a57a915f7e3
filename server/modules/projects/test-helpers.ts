import type { ProjectDetail } from '../../../contracts/projects.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';

// Factories for the projects suites: data goes in through the real API.

/** The export's zip writer, for suites that need a real zip (app files, issue 38). */
export { zipFiles } from './export-app/zip.ts';

let counter = 0;

/** A projects suite's real server and its signed-in creator, started once per file. */
export async function startProjectsSuite(): Promise<{ server: TestServer; user: TestUser }> {
  const server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  const user = await createUser(server, { name: 'Creadora' });
  return { server, user };
}

export async function createProject(
  server: TestServer,
  user: TestUser,
  overrides: Partial<{ name: string; slug: string; description: string }> = {},
): Promise<ProjectDetail> {
  counter += 1;
  const slug = overrides.slug ?? `proyecto-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const res = await server.fetch('/api/projects', {
    cookie: user.cookie,
    json: {
      name: overrides.name ?? `Proyecto ${counter}`,
      slug,
      description: overrides.description,
    },
  });
  if (res.status !== 201)
    throw new Error(`createProject failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { project: ProjectDetail }).project;
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export const errorMessage = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

/** A 1×1 PNG, real bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function uploadForm(
  filename: string,
  bytes: Buffer | Uint8Array,
  type = 'application/octet-stream',
): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
