import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../modules/projects/test-helpers.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../test/server.ts';
import {
  apiRoutes,
  concretePaths,
  MULTIPART_ROUTES,
  routeKey,
  SERVER_TO_SERVER,
  STATE_CHANGING,
} from './route-table.ts';

// Fuzz suite generated from the route table (issue 10): every JSON endpoint receives
// hundreds of malformed bodies (wrong types, huge strings, deep nesting, prototype keys,
// broken JSON), signed in and signed out. Nothing may answer 5xx, and no body may pollute
// Object.prototype of the (in-process) server. Counts are printed for the CI summary.

/** Random bodies per endpoint, on top of the type-confusion examples below. */
const RUNS_PER_BODY_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);
const RUNS_PER_QUERY_ROUTE = Math.ceil(RUNS_PER_BODY_ROUTE / 2);

const KEYS = [
  'name',
  'slug',
  'description',
  'content',
  'title',
  'done',
  'position',
  'taskIds',
  'planName',
  'priceId',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'url',
  'text',
  'customCss',
  'primaryColor',
  'secondaryColor',
  'theme',
  'layout',
  'returnUrl',
  'projectId',
  'customDomain',
  'prompt',
  'category',
  'credits',
  'channel',
  'image',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

const hugeString = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'ñ<'.repeat(n / 2));
function nested(depth: number, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), 1e308, '', ' ', '0', 'true', 'null', '[]', '{}'),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  hugeString,
  fc.constantFrom(
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../../../etc/passwd',
    'javascript:alert(1)',
    '\u0000\u202e\ufeff',
    'https://evil.example/',
    '%00',
  ),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 50 }),
  fc.integer({ min: 1, max: 31 }).map((d) => nested(d, 'x')),
  fc.jsonValue({ maxDepth: 4 }),
);
const hostileObject = fc.dictionary(fc.constantFrom(...KEYS), hostileValue, { maxKeys: 8 });

/** A body as raw text, so broken JSON and prototype keys reach the server as written. */
const body: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileObject.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: hostileObject.map((o) => JSON.stringify(o).slice(0, -1)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"name":{"__proto__":{"polluted":true}}}',
      `{"a":${'['.repeat(40)}${']'.repeat(40)}}`,
      // Valid JSON thousands of levels deep (issue 10: a stack overflow, 500).
      `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      `{"email":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}`,
      `${'['.repeat(100_000)}`,
      '',
      'null',
      '"cadena"',
      '12',
      '[]',
      '{"name":"\\ud800"}',
    ),
  },
);

/**
 * The deterministic half of each endpoint's bodies (issue 10: `{"name":null}` on
 * update-user was a 500): every known key set to each wrong type at once, and every key
 * alone set to null, signed in.
 */
const WRONG_TYPES: unknown[] = [null, 12, true, [], { a: 1 }, 'x'.repeat(200_000)];
const TYPE_CONFUSION: [string, boolean][] = [
  ...WRONG_TYPES.map((value): [string, boolean] => [
    JSON.stringify(Object.fromEntries(KEYS.map((key) => [key, value]))),
    true,
  ]),
  ...KEYS.map((key): [string, boolean] => [`{${JSON.stringify(key)}:null}`, true]),
  // Valid JSON 100,000 levels deep (issue 10: a stack overflow on the way to better-auth).
  [`{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, true],
  ['{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', true],
];

describe('fuzz suite from the route table', () => {
  let server: TestServer;
  let owner: TestUser;
  const values: Record<string, string> = {};
  const tally = { requests: 0, fiveXx: 0 };
  const failures: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '1000000',
    });
    owner = await createUser(server);
    const project = await createProject(server, owner);
    const task = await server.fetch(`/api/projects/${project.id}/tasks`, {
      cookie: owner.cookie,
      json: { title: 'Tarea' },
    });
    const taskId = ((await task.json()) as { task: { id: string } }).task.id;
    Object.assign(values, {
      id: project.id,
      taskId,
      slug: project.slug,
      fileId: 'f',
      exportId: 'e',
    });
  });
  afterAll(async () => {
    console.log(
      `fuzz: ${tally.requests} requests over ${server.routes.length} routes, ${tally.fiveXx} × 5xx`,
    );
    await server.close();
  });

  async function send(method: string, path: string, text: string | undefined, signedIn: boolean) {
    const res = await server.fetch(path, {
      method,
      cookie: signedIn ? owner.cookie : undefined,
      headers: text === undefined ? {} : { 'content-type': 'application/json' },
      body: text,
    });
    await res.arrayBuffer();
    tally.requests += 1;
    if (res.status >= 500) {
      tally.fiveXx += 1;
      failures.push(`${res.status} ${method} ${path} ${String(text).slice(0, 200)}`);
    }
    return res.status;
  }

  it('sends hostile JSON bodies to every state-changing endpoint: 0 × 5xx', async () => {
    const routes = apiRoutes(server.routes).filter(
      (r) =>
        STATE_CHANGING.has(r.method) &&
        !MULTIPART_ROUTES.has(routeKey(r)) &&
        !SERVER_TO_SERVER.has(routeKey(r)),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const path of concretePaths(route.url, values)) {
        // Signing out or deleting the account would end the suite's session: those paths
        // are fuzzed signed out only.
        const mayUseSession =
          !/sign-out|revoke-sessions?$|revoke-other-sessions|delete-user|delete-my-data/.test(path);
        for (const [text, signedIn] of TYPE_CONFUSION)
          await send(route.method, path, text, signedIn && mayUseSession);
        // A failing endpoint is recorded (in `failures`) and the next one still attacked.
        await fc
          .assert(
            fc.asyncProperty(body, fc.boolean(), async (text, signedIn) => {
              const status = await send(route.method, path, text, signedIn && mayUseSession);
              return status < 500;
            }),
            { numRuns: RUNS_PER_BODY_ROUTE, endOnFailure: true },
          )
          .catch(() => undefined);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The session lived through it: the signed-in half really was signed in.
    expect((await server.fetch('/api/me', { cookie: owner.cookie })).status).toBe(200);
  }, 600_000);

  it('sends hostile query strings and path parameters to every GET endpoint: 0 × 5xx', async () => {
    const routes = apiRoutes(server.routes).filter((r) => r.method === 'GET');
    const param = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom('..', '%2e%2e%2f', 'x'.repeat(5000), '\u0000', '__proto__', '-1', '1e999'),
    );
    const query = fc
      .dictionary(fc.constantFrom(...KEYS, 'q', 'offset', 'limit', 'status', 'domain'), param, {
        maxKeys: 4,
      })
      .map((q) => new URLSearchParams(q as Record<string, string>).toString());
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(param, query, fc.boolean(), async (p, q, signedIn) => {
            const vals = { ...values, id: p, slug: p, taskId: p, exportId: p };
            const [path] = concretePaths(route.url, p.length % 2 ? vals : values);
            const status = await send('GET', `${path}?${q}`, undefined, signedIn);
            return status < 500;
          }),
          { numRuns: RUNS_PER_QUERY_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
