import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlansResponse } from '../../../contracts/billing.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';

// Versions of a running app on two instances sharing PostgreSQL (npm run test:services; each
// run in a schema of its own): twenty applies and twenty manual saves sent to both instances
// at once never lose or repeat a version number, and a change applied on one instance reaches
// a browser streaming from the other.

type Change = { id: string; baseVersion: number };
type Version = { version: number; kind: string };

const DEFINITION = {
  entities: [
    {
      key: 'socios',
      label: 'Socio',
      rule: 'publica',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'notas', label: 'Notas', type: 'longtext', required: false },
      ],
    },
  ],
};

describe('app versions across two instances on PostgreSQL', () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  let a: TestServer;
  let b: TestServer;
  let owner: TestUser;
  let projectId: string;
  const limits = {
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_APP_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_APP_READS_PER_MINUTE: '100000',
  };

  beforeAll(async () => {
    if (!pgUrl || !redisUrl)
      throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are required: npm run test:services');
    const secret = randomBytes(24).toString('hex');
    a = await startTestServer({ ...limits, REDIS_URL: redisUrl, AUTH_SECRET: secret });
    b = await startTestServer({
      ...limits,
      REDIS_URL: redisUrl,
      AUTH_SECRET: secret,
      DATABASE_URL: a.config.DATABASE_URL ?? '',
      DATABASE_SCHEMA: a.config.DATABASE_SCHEMA ?? '',
    });
    owner = await createUser(a, { name: 'Dueña' });
    // A paid plan, so twenty proposals fit in a day.
    const plans = (await (await a.fetch('/api/plans')).json()) as PlansResponse;
    const plan = plans.plans.find((p) => p.name === 'Pro')!;
    const started = await a.fetch('/api/functions/stripe-checkout', {
      cookie: owner.cookie,
      json: { priceId: plan.priceId, planName: 'Pro' },
    });
    const id = ((await started.json()) as { url: string }).url.split('/').at(-1)!;
    expect(
      (
        await a.fetch(`/api/billing/local-checkout/${id}/complete`, {
          cookie: owner.cookie,
          json: {},
        })
      ).status,
    ).toBe(200);
    projectId = (await createProject(a, owner, { name: 'Club de ajedrez' })).id;
    const put = await a.fetch(`/api/apps/${projectId}/definition`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { definition: DEFINITION },
    });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const versions = async () =>
    (
      (await (
        await b.fetch(`/api/apps/${projectId}/versions`, { cookie: owner.cookie })
      ).json()) as { versions: Version[] }
    ).versions;

  it('twenty applies from one version on two instances: one version, nineteen conflicts', async () => {
    const [start] = await versions();
    const changes: Change[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await a.fetch(`/api/apps/${projectId}/changes`, {
        cookie: owner.cookie,
        json: { instruction: i % 2 ? 'pon el color principal en rojo' : 'usa el tema oscuro' },
      });
      expect(res.status).toBe(200);
      changes.push(((await res.json()) as { change: Change }).change);
    }
    const results = await Promise.all(
      changes.map((c, i) =>
        (i % 2 ? a : b).fetch(`/api/apps/${projectId}/changes/${c.id}/apply`, {
          cookie: owner.cookie,
          json: {},
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const after = await versions();
    expect(after[0].version).toBe(start.version + 1);
    expect(after.filter((v) => v.version > start.version)).toHaveLength(1);
  });

  it('twenty manual saves on two instances each get the next number', async () => {
    const [start] = await versions();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).fetch(`/api/apps/${projectId}/definition`, {
          method: 'PUT',
          cookie: owner.cookie,
          // Twenty different saves: an unchanged one makes no version (issue 40).
          json: {
            definition: {
              entities: [{ ...DEFINITION.entities[0], labelPlural: `Socios ${i + 1}` }],
            },
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = (await versions())
      .filter((v) => v.version > start.version)
      .map((v) => v.version)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start.version + 1 + i));
  });

  it('a change applied on one instance reaches a browser streaming from the other', async () => {
    const launched = await a.fetch(`/api/projects/${projectId}/launch`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(launched.status).toBe(200);
    const stream = await b.fetch(`/api/apps/${projectId}/events`);
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await new Promise((r) => setTimeout(r, 200));
    const proposal = await a.fetch(`/api/apps/${projectId}/changes`, {
      cookie: owner.cookie,
      json: { instruction: 'añade el teléfono a los socios' },
    });
    const { change } = (await proposal.json()) as { change: Change };
    const applied = await a.fetch(`/api/apps/${projectId}/changes/${change.id}/apply`, {
      cookie: owner.cookie,
      json: {},
    });
    expect(applied.status).toBe(200);
    let text = '';
    const deadline = Date.now() + 5000;
    while (!text.includes('"kind":"definition"') && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value: undefined }>((r) =>
          setTimeout(() => r({ done: true, value: undefined }), 500),
        ),
      ]);
      if (chunk.value) text += new TextDecoder().decode(chunk.value);
    }
    await reader.cancel();
    expect(text).toContain('"kind":"definition"');
  });
});
