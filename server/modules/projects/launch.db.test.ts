import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeployResponse, LaunchState, ProjectDetail } from '../../../contracts/projects.ts';
import { createUser, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, errorMessage, json, startProjectsSuite } from './test-helpers.ts';

// Launching (docs/product-spec.md §§4, 7): unlaunch, the deploy function and its fallback, the
// control panel's launch card and custom domains.

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  ({ server, user } = await startProjectsSuite());
});
afterAll(() => server.close());

const get = async <T>(path: string, cookie = user.cookie) =>
  json<T>(await server.fetch(path, { cookie }));
const patch = (id: string, body: unknown) =>
  server.fetch(`/api/projects/${id}`, { method: 'PATCH', cookie: user.cookie, json: body });
const launches = (projectId: string) =>
  server.deps.db
    .selectFrom('launches')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt')
    .execute();

describe('state transitions', () => {
  it('unlaunch sets isLaunched and isPublic to 0 and marks every active launch inactive; deploy launches again', async () => {
    const p = await createProject(server, user);
    const un = await server.fetch(`/api/projects/${p.id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(un.status).toBe(200);
    const { project } = await json<{ project: ProjectDetail }>(un);
    expect(project).toMatchObject({ isLaunched: false, isPublic: false });
    expect((await launches(p.id)).map((l) => l.launchStatus)).toEqual(['inactive']);
    expect(
      (await get<{ launch: LaunchState }>(`/api/projects/${p.id}/launch-config`)).launch.status,
    ).toBe('none');

    const deploy = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { projectId: p.id, slug: p.slug, deploymentType: 'launch', userId: 'ignorado' },
    });
    expect(deploy.status).toBe(200);
    const body = await json<DeployResponse>(deploy);
    expect(body.error).toBeNull();
    expect(body.logs.length).toBeGreaterThanOrEqual(3);
    for (const log of body.logs) {
      expect(log).toEqual({
        level: expect.stringMatching(/^(info|warn|error)$/),
        timestamp: expect.any(String),
        message: expect.any(String),
        metadata: expect.any(Object),
      });
    }
    expect(body.logs.at(-1)?.metadata).toMatchObject({ url: `${server.url}/proyectos/${p.slug}` });
    expect(body.project).toMatchObject({
      isLaunched: true,
      isPublic: true,
      publicUrl: `${server.url}/proyectos/${p.slug}`,
    });
    expect((await launches(p.id)).map((l) => l.launchStatus)).toEqual(['inactive', 'active']);
  });

  it('deploy reports a failed step in {error, logs} and the direct fallback writes the same fields', async () => {
    const p = await createProject(server, user);
    await server.fetch(`/api/projects/${p.id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    const wrong = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { projectId: p.id, slug: 'otro-slug', deploymentType: 'launch' },
    });
    expect(wrong.status).toBe(422);
    const body = await json<DeployResponse>(wrong);
    expect(body.error).toBe('El slug no corresponde a este proyecto.');
    expect(body.logs.at(-1)?.level).toBe('error');
    const badType = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { projectId: p.id, slug: p.slug, deploymentType: 'borrar' },
    });
    expect(badType.status).toBe(400);
    const noId = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { slug: p.slug, deploymentType: 'launch' },
    });
    expect(await errorMessage(noId)).toBe('projectId is required');

    const direct = await server.fetch(`/api/projects/${p.id}/launch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(direct.status).toBe(200);
    expect((await json<{ project: ProjectDetail }>(direct)).project).toMatchObject({
      isLaunched: true,
      isPublic: true,
    });
    const active = (await launches(p.id)).filter((l) => l.launchStatus === 'active');
    expect(active).toHaveLength(1);
    expect(JSON.parse(active[0].launchConfig)).toMatchObject({ launchedFrom: 'fallback' });
  });

  it('an archived project cannot be launched', async () => {
    const p = await createProject(server, user);
    await patch(p.id, { status: 'archived' });
    const res = await server.fetch('/api/functions/project-deploy', {
      cookie: user.cookie,
      json: { projectId: p.id, slug: p.slug, deploymentType: 'launch' },
    });
    expect(res.status).toBe(422);
    expect((await json<DeployResponse>(res)).error).toBe(
      'Un proyecto archivado no se puede lanzar. Restáuralo primero.',
    );
  });

  it('control-panel launch: none -> active; the custom domain applies only when the type is custom and a value is given', async () => {
    const p = await createProject(server, user);
    await server.fetch(`/api/projects/${p.id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    const put = (body: unknown) =>
      server.fetch(`/api/projects/${p.id}/launch-config`, {
        method: 'PUT',
        cookie: user.cookie,
        json: body,
      });

    const sub = await json<{ launch: LaunchState }>(
      await put({ domain: 'subdomain', customDomain: 'ignorado.example.com' }),
    );
    expect(sub.launch).toMatchObject({ status: 'active', domain: 'subdomain', customDomain: null });
    const emptyCustom = await json<{ launch: LaunchState }>(
      await put({ domain: 'custom', customDomain: '' }),
    );
    expect(emptyCustom.launch).toMatchObject({
      status: 'active',
      domain: 'custom',
      customDomain: null,
    });
    const custom = await json<{ launch: LaunchState }>(
      await put({ domain: 'custom', customDomain: 'https://App.Ejemplo.com/' }),
    );
    expect(custom.launch).toMatchObject({
      status: 'active',
      domain: 'custom',
      customDomain: 'app.ejemplo.com',
      absoluteUrl: 'https://app.ejemplo.com/',
    });
    expect((await launches(p.id)).filter((l) => l.launchStatus === 'active')).toHaveLength(1);

    const invalid = await put({ domain: 'custom', customDomain: 'no es un dominio' });
    expect(invalid.status).toBe(400);
    expect(await errorMessage(invalid)).toBe(
      'Introduce un dominio válido, por ejemplo app.midominio.com.',
    );
    const other = await createProject(server, await createUser(server));
    const taken = await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'custom', customDomain: 'app.ejemplo.com' },
    });
    expect(taken.status).toBe(200);
    expect(other.id).toBeTruthy();
  });

  it('refuses a custom domain already serving another project', async () => {
    const a = await createProject(server, user);
    const b = await createProject(server, user);
    const put = (id: string) =>
      server.fetch(`/api/projects/${id}/launch-config`, {
        method: 'PUT',
        cookie: user.cookie,
        json: { domain: 'custom', customDomain: 'compartido.example.com' },
      });
    expect((await put(a.id)).status).toBe(200);
    const res = await put(b.id);
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe('Ese dominio ya está en uso por otro proyecto.');
  });
});

describe('the public page', () => {
  it('serves a custom domain’s project page from its Host', async () => {
    const p = await createProject(server, user, { slug: 'con-dominio' });
    await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'custom', customDomain: 'mi-app.example.org' },
    });
    const port = Number(new URL(server.url).port);
    const hit = (host: string, path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on('error', reject);
        req.end();
      });
    expect(await hit('mi-app.example.org', '/')).toMatchObject({
      status: 302,
      location: '/p/con-dominio',
    });
    expect(await hit('mi-app.example.org', '/dashboard')).toMatchObject({
      status: 302,
      location: '/p/con-dominio',
    });
    expect((await hit('mi-app.example.org', '/p/con-dominio')).status).not.toBe(302);
    expect(
      (await hit('mi-app.example.org', '/api/functions/public-project-get/proyectos/con-dominio'))
        .status,
    ).toBe(200);
    expect((await hit('otro.example.org', '/')).status).not.toBe(302);
    expect((await server.fetch('/api/custom-domains/check?domain=mi-app.example.org')).status).toBe(
      200,
    );
    expect((await server.fetch('/api/custom-domains/check?domain=otro.example.org')).status).toBe(
      404,
    );

    // Unlaunching frees the domain at once (the host cache is cleared on change).
    await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'subdomain' },
    });
    expect((await hit('mi-app.example.org', '/')).status).not.toBe(302);
    await server.fetch(`/api/projects/${p.id}/launch-config`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { domain: 'custom', customDomain: 'mi-app.example.org' },
    });
    expect((await hit('mi-app.example.org', '/')).status).toBe(302);
    await server.fetch(`/api/projects/${p.id}/unlaunch`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect((await hit('mi-app.example.org', '/')).status).not.toBe(302);
    expect((await server.fetch('/api/custom-domains/check?domain=mi-app.example.org')).status).toBe(
      404,
    );
  });
});
