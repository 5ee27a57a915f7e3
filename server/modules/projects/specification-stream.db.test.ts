import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SpecificationLine } from '../../../contracts/projects.ts';
import { FAKE_SPEC, startFakeProvider } from '../../test/fake-openai-provider.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';

// "Ver Especificación" streamed (issue 12): with Accept: application/x-ndjson the document
// arrives as the model writes it, then the saved specification. SQLite and PostgreSQL.

async function readLines(res: Response): Promise<SpecificationLine[]> {
  return (await res.text())
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as SpecificationLine);
}

describe('streamed specification', () => {
  const provider = startFakeProvider();
  let server: TestServer;
  let user: TestUser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: await provider.listen(),
      AI_MODEL: 'modelo-local',
      AI_SPEC_MODEL: 'modelo-de-especificaciones',
      AI_TIMEOUT_MS: '1000',
    });
  });
  beforeEach(async () => {
    provider.reset();
    user = await createUser(server);
    const res = await server.fetch('/api/projects', {
      json: {
        name: 'Huerto Compartido',
        slug: `huerto-${Date.now()}`,
        description: 'Parcelas de un huerto urbano',
      },
      cookie: user.cookie,
    });
    expect(res.status).toBe(201);
    projectId = ((await res.json()) as { project: { id: string } }).project.id;
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const generate = (cookie = user.cookie) =>
    server.fetch(`/api/projects/${projectId}/specification`, {
      json: {},
      cookie,
      headers: { accept: 'application/x-ndjson' },
    });
  const saved = () =>
    server.deps.db
      .selectFrom('projectSpecifications')
      .select(['content'])
      .where('projectId', '=', projectId)
      .execute();
  const messagesUsed = async () =>
    Number(
      (
        await server.deps.db
          .selectFrom('creditLedgers')
          .select('messagesUsed')
          .where('userId', '=', user.id)
          .executeTakeFirst()
      )?.messagesUsed ?? 0,
    );

  it('streams the text as the model writes it, then saves it', async () => {
    provider.state.mode = 'ollama';
    const res = await generate();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = await readLines(res);
    const deltas = lines.filter((l) => l.type === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    const result = lines.at(-1) as Extract<SpecificationLine, { type: 'result' }>;
    expect(result.type).toBe('result');
    expect(deltas.map((d) => d.text).join('')).toBe(FAKE_SPEC);
    expect(result.specification).toMatchObject({ content: FAKE_SPEC, aiGenerated: true });
    expect(result.specification.html).toContain('<h1');
    expect(await saved()).toEqual([{ content: FAKE_SPEC }]);
    expect(provider.state.bodies[0]).toMatchObject({
      model: 'modelo-de-especificaciones',
      stream: true,
      max_tokens: 2000,
    });
    expect(await messagesUsed()).toBe(1);
  });

  it('answers without streaming when NDJSON is not asked for', async () => {
    const res = await server.fetch(`/api/projects/${projectId}/specification`, {
      json: {},
      cookie: user.cookie,
    });
    expect(res.status).toBe(201);
    expect(
      ((await res.json()) as { specification: { content: string } }).specification.content,
    ).toBe(FAKE_SPEC);
  });

  it('gives a clean Spanish error when the model fails, saves nothing and refunds', async () => {
    provider.state.mode = 'error-500';
    const res = await generate();
    // The model failed before writing anything: a plain HTTP error, never a 5xx body leak.
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: {
        code: 'AI_UNAVAILABLE',
        message: 'El servicio de IA no está disponible en este momento.',
      },
    });
    expect(await saved()).toEqual([]);
    expect(await messagesUsed()).toBe(0);
  });

  it('ends the stream with a Spanish error when the model stalls mid-document', async () => {
    provider.state.mode = 'stall';
    const res = await generate();
    expect(res.status).toBe(200);
    const lines = await readLines(res);
    // The first token arrived, then silence; the retry wrote the same start, never doubled.
    const text = lines
      .map((l) => (l.type === 'delta' ? l.text : l.type === 'reset' ? '|' : ''))
      .join('');
    expect(text).toBe(FAKE_SPEC.slice(0, 4));
    expect(lines.at(-1)).toEqual({
      type: 'error',
      message: 'El servicio de IA tardó demasiado en responder.',
    });
    expect(await saved()).toEqual([]);
    expect(await messagesUsed()).toBe(0);
  });

  it("answers 404 for another user's project, before any streaming", async () => {
    const other = await createUser(server);
    const res = await generate(other.cookie);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
