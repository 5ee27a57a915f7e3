import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../modules/projects/test-helpers.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../test/server.ts';
import {
  apiRoutes,
  concretePaths,
  MULTIPART_ROUTES,
  routeKey,
  SERVER_TO_SERVER,
} from './route-table.ts';

// Authorisation matrix generated from the route table (issue 10): every API route is called
// as the owner of a project, as another signed-in user and signed out. A route added later
// is in the matrix at once; to be reachable signed out it must be named in PUBLIC below.

/** Routes a signed-out visitor may use (each one public on purpose). */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/auth-providers',
  'GET /api/plans',
  'POST /api/newsletter',
  'POST /api/contact',
  'GET /api/functions/public-project-get/proyectos/:slug',
  // The public page's view beacon (issue 9): counts a visit to a public page only.
  'POST /api/functions/public-project-get/proyectos/:slug/views',
  'GET /api/custom-domains/check',
  // Readiness for load balancers (issue 11) and the signed-out session probe (issue 9).
  'GET /api/health/ready',
  'GET /api/session',
  // Anonymous visitors' analytics (issue 8): only public, launched projects accept events.
  'POST /api/analytics/:projectId/log',
  'GET /api/builder/templates',
  // Running apps (issue 20): a public, launched project's app is open to anyone (its rules
  // decide per entity); every other project's app answers 404 to all but its owner.
  'GET /api/apps/by-slug/:slug',
  'GET /api/apps/:projectId/definition',
  'PUT /api/apps/:projectId/definition',
  'DELETE /api/apps/:projectId/definition/removed-fields/:entityKey/:fieldKey',
  'GET /api/apps/:projectId/records/:entityKey',
  'POST /api/apps/:projectId/records/:entityKey',
  'GET /api/apps/:projectId/records/:entityKey/:recordId',
  'PATCH /api/apps/:projectId/records/:entityKey/:recordId',
  'DELETE /api/apps/:projectId/records/:entityKey/:recordId',
  'GET /api/apps/:projectId/summary',
  'DELETE /api/apps/:projectId/examples',
  // The owner's bulk delete of one visitor's records (issue 40): 404 for a private app.
  'DELETE /api/apps/:projectId/visitors/:userId/records',
  // The app's team (issue 38, decision 0232): the owner's only; 404 for anyone else.
  'GET /api/apps/:projectId/team',
  'POST /api/apps/:projectId/team',
  'DELETE /api/apps/:projectId/team/:memberId',
  'GET /api/apps/:projectId/csv/:entityKey',
  'POST /api/apps/:projectId/uploads',
  'GET /api/apps/:projectId/events',
  'GET /api/functions/demo-health',
  // better-auth's own endpoints: sign-up, sign-in, password reset, session reads.
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/reset-password',
  'POST /api/auth/*',
  'GET /api/auth/*',
]);

/**
 * docs/product-spec.md §2 ("Public page"): a project that is not public answers 403 "Proyecto no
 * disponible", not 404. Its slug is no secret (slug-availability says it is taken); its
 * content is, and the leak checks still cover that.
 */
const SPEC_403_NOT_404 = new Set([
  'GET /api/functions/public-project-get/proyectos/:slug',
  'POST /api/functions/public-project-get/proyectos/:slug/views',
]);

/** Parameters that name one user's record. */
const RESOURCE_PARAM = /:(id|taskId|fileId|exportId|slug)\b/;

type Row = { key: string; path: string; method: string };
type ErrorReply = { error?: { code?: string } };

describe('authorisation matrix', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  const values: Record<string, string> = {};
  const marker = `secreto-${Math.random().toString(36).slice(2, 10)}`;
  const rows: Row[] = [];
  const tally = { requests: 0, failures: 0 };

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
    owner = await createUser(server);
    other = await createUser(server);
    const project = await createProject(server, owner, { name: marker, description: marker });
    // Private: its public page must not answer to anyone but its owner either.
    await server.fetch(`/api/projects/${project.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { isPublic: false },
    });
    const task = await server.fetch(`/api/projects/${project.id}/tasks`, {
      cookie: owner.cookie,
      json: { title: marker },
    });
    const taskId = ((await task.json()) as { task: { id: string } }).task.id;
    await server.fetch(`/api/projects/${project.id}/notes`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { content: marker },
    });
    Object.assign(values, {
      id: project.id,
      taskId,
      slug: project.slug,
      fileId: 'f',
      exportId: 'e',
    });
    for (const route of apiRoutes(server.routes)) {
      const key = routeKey(route);
      if (MULTIPART_ROUTES.has(key) || SERVER_TO_SERVER.has(key)) continue;
      for (const path of concretePaths(route.url, values))
        rows.push({ key, path, method: route.method });
    }
  });
  afterAll(async () => {
    console.log(
      `authorisation matrix: ${rows.length} route paths × 3 roles, ${tally.requests} requests, ${tally.failures} failures`,
    );
    await server.close();
  });

  async function call(row: Row, cookie?: string) {
    const res = await server.fetch(row.path, {
      method: row.method,
      cookie,
      json: row.method === 'GET' || row.method === 'HEAD' ? undefined : {},
    });
    tally.requests += 1;
    const text = await res.text();
    let body: ErrorReply = {};
    try {
      body = JSON.parse(text) as ErrorReply;
    } catch {
      // not JSON (a download)
    }
    return { status: res.status, text, code: body?.error?.code };
  }

  /** Refused before any data was reached: no session, or a body that failed validation. */
  const refusedEarly = (r: { status: number; code?: string }, status: number) =>
    r.status === status || (r.status === 400 && r.code === 'VALIDATION_FAILED');

  it('covers every API route of the table', () => {
    expect(rows.length).toBeGreaterThan(60);
  });

  it('signed out: every non-public route answers 401 and nothing leaks', async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const r = await call(row);
      if (r.text.includes(marker)) wrong.push(`${row.method} ${row.path}: leaks (${r.status})`);
      if (PUBLIC.has(row.key)) {
        // Public, but a private project's page is still not shown.
        if (row.key.includes('public-project-get') && r.status !== 404 && r.status !== 403)
          wrong.push(`${row.method} ${row.path}: private page answered ${r.status}`);
        // A private project's app is not there (or the request was refused before looking).
        if (row.key.includes(' /api/apps/') && r.status !== 404 && !refusedEarly(r, 401))
          wrong.push(`${row.method} ${row.path}: private app answered ${r.status}`);
        continue;
      }
      if (!refusedEarly(r, 401)) wrong.push(`${row.method} ${row.path}: ${r.status} ${r.code}`);
    }
    tally.failures += wrong.length;
    expect(wrong).toEqual([]);
  });

  it("another user: the owner's records answer exactly like missing ones and nothing leaks", async () => {
    const wrong: string[] = [];
    const missing: Record<string, string> = {
      id: '00000000-0000-4000-8000-000000000000',
      taskId: '00000000-0000-4000-8000-000000000001',
      slug: 'no-existe-este-proyecto',
      fileId: 'f',
      exportId: 'e',
    };
    // Ending this user's own session would make every later row a vacuous 401.
    const endsSession = /\/(sign-out|revoke-sessions?|revoke-other-sessions|delete-user)$/;
    for (const row of rows.filter((r) => !endsSession.test(r.path))) {
      const r = await call(row, other.cookie);
      if (r.text.includes(marker) || r.text.includes(values.id))
        wrong.push(`${row.method} ${row.path}: leaks (${r.status})`);
      if (!RESOURCE_PARAM.test(row.key) || row.key.includes('/api/auth/')) continue;
      if (SPEC_403_NOT_404.has(row.key)) {
        if (r.status !== 403) wrong.push(`${row.method} ${row.path}: ${r.status} ${r.code}`);
        continue;
      }
      const route = apiRoutes(server.routes).find((x) => routeKey(x) === row.key);
      const [missingPath] = concretePaths(route?.url ?? row.path, missing);
      const m = await call({ ...row, path: missingPath }, other.cookie);
      if (r.status < 400 || r.status !== m.status || r.code !== m.code)
        wrong.push(
          `${row.method} ${row.path}: ${r.status} ${r.code}, missing record: ${m.status} ${m.code}`,
        );
    }
    tally.failures += wrong.length;
    expect(wrong).toEqual([]);
    // Still signed in: the comparisons above were made with a live session.
    expect((await server.fetch('/api/me', { cookie: other.cookie })).status).toBe(200);
  });

  it('the owner reads each of their records (so the 404s above mean something)', async () => {
    const wrong: string[] = [];
    const reads = rows.filter(
      (r) =>
        r.method === 'GET' &&
        r.key.startsWith('GET /api/projects/:') &&
        !/:(fileId|exportId)/.test(r.key),
    );
    expect(reads.length).toBeGreaterThan(8);
    for (const row of reads) {
      const r = await call(row, owner.cookie);
      // The latest export of a project that has none is a 404 by design.
      if (/\/(export|source)$/.test(row.key) && r.status === 404) continue;
      if (r.status >= 400) wrong.push(`${row.method} ${row.path}: ${r.status} ${r.code}`);
    }
    tally.failures += wrong.length;
    expect(wrong).toEqual([]);
  });
});
