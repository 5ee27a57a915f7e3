import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationLine } from '../../../contracts/builder.ts';
import { dataModelSchema } from '../../../contracts/data-model.ts';
import type { ProjectDetail } from '../../../contracts/projects.ts';
import {
  type FakeProvider,
  type FakeProviderMode,
  FAKE_SPEC as SPEC,
  startFakeProvider,
} from '../../test/fake-openai-provider.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';

// The real provider path: the Vercel AI SDK's OpenAI-compatible provider talks to a local
// HTTP server that speaks the chat-completions and images API and reproduces, per test, how
// real model servers behave (LM Studio, Ollama, llama.cpp, small models). Runs on SQLite and
// PostgreSQL. Every case ends in a saved valid concept or a clean Spanish error with nothing
// saved, and never a 5xx.

type Line = GenerationLine;
type Partial = Extract<Line, { type: 'partial' }>;
type Result = Extract<Line, { type: 'result' }>;

async function readLines(res: Response): Promise<Line[]> {
  return (await res.text())
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Line);
}

const MALFORMED = 'Error: La IA devolvió una respuesta con un formato no válido.';
const UNAVAILABLE = 'Error: El servicio de IA no está disponible en este momento.';
const TIMEOUT = 'Error: El servicio de IA tardó demasiado en responder.';
const TRUNCATED =
  'Error: La respuesta de la IA quedó incompleta: el modelo alcanzó su límite de longitud.';

/** One Forja server over one fake provider, with the checks every case needs. */
function harness(env: Record<string, string> = {}) {
  const ctx = {
    provider: startFakeProvider() as FakeProvider,
    server: undefined as unknown as TestServer,
    user: undefined as unknown as TestUser,
  };
  beforeAll(async () => {
    const baseUrl = await ctx.provider.listen();
    ctx.server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'clave-de-prueba',
      AI_MODEL: 'modelo-local',
      AI_IMAGE_MODEL: 'imagen-local',
      // Long enough for a cold first call on a busy machine; the stall cases wait 2× this.
      AI_TIMEOUT_MS: '1000',
      ...env,
    });
  });
  beforeEach(async () => {
    ctx.provider.reset();
    // A fresh user per case keeps the Free plan's daily cap out of the way.
    ctx.user = await createUser(ctx.server);
  });
  afterAll(async () => {
    await ctx.server?.close();
    await ctx.provider.close();
  });
  return ctx;
}

describe('builder on an OpenAI-compatible provider', () => {
  const ctx = harness();
  let server: TestServer;
  let user: TestUser;
  let provider: FakeProvider;
  beforeEach(() => {
    ({ server, user, provider } = ctx);
  });

  const generate = (init: RequestInit = {}) =>
    server.fetch('/api/builder/generate', {
      json: { prompt: 'Una app de rutas de senderismo por niveles' },
      cookie: user.cookie,
      ...init,
    });

  const usage = async () => {
    const ledger = await server.deps.db
      .selectFrom('creditLedgers')
      .select(['messagesUsed', 'integrationsUsed'])
      .where('userId', '=', user.id)
      .executeTakeFirst();
    return {
      messages: Number(ledger?.messagesUsed ?? 0),
      integrations: Number(ledger?.integrationsUsed ?? 0),
    };
  };

  async function expectNothingSaved() {
    const projects = await server.deps.db
      .selectFrom('projects')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(projects).toEqual([]);
    const launches = await server.deps.db
      .selectFrom('launches')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(launches).toEqual([]);
    for (const table of ['projectTasks', 'projectNotes'] as const) {
      const rows = await server.deps.db
        .selectFrom(table)
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const previews = join(server.dataDir, 'storage', 'previews');
    const files = existsSync(previews) ? readdirSync(previews) : [];
    const ids = (await server.deps.db.selectFrom('projects').select('id').execute()).map(
      (p) => p.id,
    );
    expect(files.filter((f) => !ids.some((id) => f.startsWith(id)))).toEqual([]);
    // The credit taken at the start is given back.
    const ledger = await server.deps.db
      .selectFrom('creditLedgers')
      .select('messagesUsed')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(Number(ledger?.messagesUsed ?? 0)).toBe(0);
  }

  it('turns a valid model object into a saved project with a generated image', async () => {
    provider.state.mode = 'valid';
    const res = await generate();
    expect(res.status).toBe(200);
    const lines = await readLines(res);
    expect(lines.filter((l) => l.type === 'progress')).toHaveLength(5);
    const result = lines.at(-1) as Extract<GenerationLine, { type: 'result' }>;
    expect(result.type).toBe('result');
    expect(result.project).toMatchObject({
      name: 'RutaVerde',
      category: 'Health', // the Spanish label is repaired to the schema's value
      complexity: 'Medium',
      aiGenerated: true,
      detailedSpec: SPEC,
      previewUrl: `/files/previews/${result.project.id}.png`,
    });
    expect(provider.state.chatCalls).toBe(2);
    expect(provider.state.imageCalls).toBe(1);
    // The concept call asks for JSON and carries the idea; the spec call is capped at 1000 tokens.
    const [conceptBody, specBody] = provider.state.bodies;
    expect(conceptBody.response_format).toBeDefined();
    expect(JSON.stringify(conceptBody.messages)).toContain('rutas de senderismo');
    expect(specBody.max_tokens).toBe(1000);
    const image = await server.fetch(result.project.previewUrl as string);
    expect(image.headers.get('content-type')).toBe('image/png');
    const row = await server.deps.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', result.project.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.appData as string).aiGenerated).toBe(true);
    // The starter note says where the concept came from.
    const note = await server.deps.db
      .selectFrom('projectNotes')
      .select('content')
      .where('projectId', '=', result.project.id)
      .executeTakeFirstOrThrow();
    expect(note.content).toContain('Generado con IA');
    expect(note.content).not.toContain('motor offline');
    // One message credit for the concept, one integration credit for the image model.
    expect(await usage()).toEqual({ messages: 1, integrations: 1 });
  });

  it("saves the model's data model with the project and writes it into the specification's prompt", async () => {
    provider.state.mode = 'valid';
    const lines = await readLines(await generate());
    const { project } = lines.at(-1) as Result;
    expect(project.dataModel.entities.map((e) => [e.key, e.rule])).toEqual([
      ['rutas', 'catalogo'],
      ['salidas', 'privada'],
    ]);
    const specBody = provider.state.bodies[1];
    expect(JSON.stringify(specBody.messages)).toContain('- Salida [salidas], acceso privada:');
    const detail = (await (
      await server.fetch(`/api/projects/${project.id}`, { cookie: user.cookie })
    ).json()) as { project: ProjectDetail };
    expect(detail.project.concept?.dataModel).toEqual(project.dataModel);
  });

  it('derives a data model when the model gives none, and saves the project', async () => {
    provider.state.mode = 'no-data-model';
    const lines = await readLines(await generate());
    const { project } = lines.at(-1) as Result;
    expect(project.name).toBe('RutaVerde');
    expect(dataModelSchema.safeParse(project.dataModel).success).toBe(true);
    expect(project.dataModel.entities.length).toBeGreaterThanOrEqual(2);
    expect(provider.conceptBodies()).toHaveLength(1);
    const row = await server.deps.db
      .selectFrom('projects')
      .select('appData')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.appData as string).dataModel).toEqual(project.dataModel);
  });

  it('falls back to the placeholder when the image call fails, and still saves', async () => {
    provider.state.mode = 'image-500';
    const lines = await readLines(await generate());
    const result = lines.at(-1) as Extract<GenerationLine, { type: 'result' }>;
    expect(result.type).toBe('result');
    expect(provider.state.imageCalls).toBe(2); // one retry
    const placeholder = await server.fetch(result.project.previewUrl as string);
    expect(await placeholder.text()).toContain('Vista previa no disponible');
    // The failed image gives its integration credit back.
    expect(await usage()).toEqual({ messages: 1, integrations: 0 });
  });

  it('gives a clean Spanish error on invalid JSON, after one retry, and saves nothing', async () => {
    provider.state.mode = 'invalid-json';
    const res = await generate();
    expect(res.status).toBe(200);
    const lines = await readLines(res);
    expect(lines.map((l) => l.type)).toEqual(['progress', 'error']);
    expect(lines[1]).toEqual({
      type: 'error',
      message: 'Error: La IA devolvió una respuesta con un formato no válido.',
    });
    expect(provider.state.chatCalls).toBe(2);
    await expectNothingSaved();
  });

  it('refuses an object that does not fit the schema', async () => {
    provider.state.mode = 'bad-schema';
    const lines = await readLines(await generate());
    expect(lines.at(-1)).toEqual({
      type: 'error',
      message: 'Error: La IA devolvió una respuesta con un formato no válido.',
    });
    await expectNothingSaved();
  });

  it('gives a clean Spanish error on a timeout, after one retry, and saves nothing', async () => {
    provider.state.mode = 'timeout';
    const started = Date.now();
    const lines = await readLines(await generate());
    expect(lines.at(-1)).toEqual({
      type: 'error',
      message: 'Error: El servicio de IA tardó demasiado en responder.',
    });
    expect(provider.state.bodies).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5000);
    await expectNothingSaved();
  });

  it('gives a clean Spanish error on a 500, after one retry, and saves nothing', async () => {
    provider.state.mode = 'error-500';
    const lines = await readLines(await generate());
    expect(lines.at(-1)).toEqual({
      type: 'error',
      message: 'Error: El servicio de IA no está disponible en este momento.',
    });
    expect(provider.state.bodies).toHaveLength(2);
    await expectNothingSaved();
  });

  it('sends the concept schema as json_schema and streams partial concepts before the result', async () => {
    provider.state.mode = 'ollama';
    const res = await generate();
    expect(res.status).toBe(200);
    const lines = await readLines(res);
    const partials = lines.filter((l): l is Partial => l.type === 'partial');
    const resultAt = lines.findIndex((l) => l.type === 'result');
    expect(resultAt).toBe(lines.length - 1);
    expect(partials.length).toBeGreaterThan(3);
    // Every partial comes before the result, the name first, the features one by one.
    expect(lines.findIndex((l) => l.type === 'partial')).toBeLessThan(resultAt);
    expect(partials[0].concept.features).toBeUndefined();
    expect(partials.some((p) => p.concept.name === 'RutaVerde' && !p.concept.features)).toBe(true);
    const featureCounts = partials.map((p) => p.concept.features?.length ?? 0);
    for (let n = 1; n <= 5; n++) expect(featureCounts).toContain(n);
    expect(partials.at(-1)?.concept).toMatchObject({ name: 'RutaVerde', category: 'Health' });
    // The request asked for constrained decoding with the schema, and streamed.
    const [body] = provider.conceptBodies();
    expect(body.stream).toBe(true);
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'app_concept',
        strict: true,
        schema: {
          type: 'object',
          required: expect.arrayContaining(['name', 'features', 'estimatedComplexity']),
          additionalProperties: false,
        },
      },
    });
    const schema = (body.response_format as { json_schema: { schema: { properties: object } } })
      .json_schema.schema;
    expect(Object.keys(schema.properties)).toEqual([
      'name',
      'category',
      'description',
      'features',
      'techStack',
      'userStories',
      'estimatedComplexity',
      'dataModel',
    ]);
    expect((lines.at(-1) as Result).project.name).toBe('RutaVerde');
  });

  it('works against LM Studio, which refuses json_object: json_schema is sent first', async () => {
    provider.state.mode = 'lmstudio';
    const lines = await readLines(await generate());
    expect(lines.at(-1)?.type).toBe('result');
    expect(provider.conceptBodies().map((b) => b.response_format?.type)).toEqual(['json_schema']);
    expect(provider.state.bodies.some((b) => b.response_format?.type === 'json_object')).toBe(
      false,
    );
  });

  for (const mode of ['fenced', 'trailing-prose'] as FakeProviderMode[]) {
    it(`reads the object out of a ${mode} answer and saves it`, async () => {
      provider.state.mode = mode;
      const lines = await readLines(await generate());
      const result = lines.at(-1) as Result;
      expect(result.type).toBe('result');
      expect(result.project).toMatchObject({ name: 'RutaVerde', category: 'Health' });
      expect(result.project.features).toHaveLength(5);
      expect(provider.conceptBodies()).toHaveLength(1);
      // The prose never reaches the card.
      for (const p of lines.filter((l): l is Partial => l.type === 'partial'))
        expect(JSON.stringify(p.concept)).not.toContain('Claro');
    });
  }

  it('asks again with a correction when the model echoes the schema, then saves', async () => {
    provider.state.mode = 'schema-echo';
    const lines = await readLines(await generate());
    expect(lines.at(-1)?.type).toBe('result');
    const bodies = provider.conceptBodies();
    expect(bodies).toHaveLength(2);
    const correction = JSON.stringify(bodies[1].messages);
    expect(correction).toContain('Has devuelto el esquema JSON en lugar de los datos');
    // The echo never showed up on the card as a concept.
    const partials = lines.filter((l): l is Partial => l.type === 'partial');
    expect(partials.length).toBeGreaterThan(0);
    for (const p of partials) {
      expect('RutaVerde'.startsWith(p.concept.name ?? '')).toBe(true);
      expect(JSON.stringify(p.concept)).not.toContain('properties');
    }
  });

  it('refuses a model that keeps echoing the schema, and saves nothing', async () => {
    provider.state.mode = 'schema-echo-always';
    const lines = await readLines(await generate());
    expect(lines.at(-1)).toEqual({ type: 'error', message: MALFORMED });
    expect(provider.conceptBodies()).toHaveLength(2);
    await expectNothingSaved();
  });

  it('gives a clean Spanish error on a truncated answer, without asking again, and saves nothing', async () => {
    provider.state.mode = 'truncated';
    const lines = await readLines(await generate());
    expect(lines.at(-1)).toEqual({ type: 'error', message: TRUNCATED });
    expect(provider.conceptBodies()).toHaveLength(1);
    await expectNothingSaved();
  });

  it('gives up on a model that stalls mid-answer (AI_TIMEOUT_MS of silence) and saves nothing', async () => {
    provider.state.mode = 'stall';
    // The fake server would stay silent for 30 s; the test's own time limit fails it if we wait.
    const res = await generate();
    expect(res.status).toBe(200);
    const lines = await readLines(res);
    expect(lines.at(-1)).toEqual({ type: 'error', message: TIMEOUT });
    expect(provider.conceptBodies()).toHaveLength(2);
    await expectNothingSaved();
  });

  it('cancels the model request when the client goes away, and saves nothing', async () => {
    provider.state.mode = 'ollama';
    provider.state.tokenDelayMs = 40;
    const controller = new AbortController();
    const res = await generate({ signal: controller.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let seen = '';
    while (!seen.includes('"partial"'))
      seen += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await expect.poll(() => provider.state.cancelled, { timeout: 5000 }).toBe(1);
    // The whole answer would take ~14 s at this pace: the request ended long before.
    expect(provider.conceptBodies()).toHaveLength(1);
    await expect.poll(async () => (await usage()).messages, { timeout: 5000 }).toBe(0);
    await expectNothingSaved();
  });

  it('shows the provider and structured-output mode in GET /api/health', async () => {
    const res = await server.fetch('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ai: unknown };
    expect(body.ai).toEqual({
      provider: 'openai-compatible',
      structuredOutput: 'json_schema',
      structuredOutputSetting: 'auto',
    });
    expect(JSON.stringify(body)).not.toContain('clave-de-prueba');
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
  });
});

describe('structured-output fallback on servers that refuse a response_format', () => {
  const ctx = harness();
  const generate = () =>
    ctx.server.fetch('/api/builder/generate', {
      json: { prompt: 'Una app de rutas de senderismo por niveles' },
      cookie: ctx.user.cookie,
    });
  const mode = async () =>
    ((await (await ctx.server.fetch('/api/health')).json()) as { ai: { structuredOutput: string } })
      .ai.structuredOutput;

  it('falls back json_schema → json_object on a 400, and remembers it', async () => {
    ctx.provider.state.mode = 'no-json-schema';
    const lines = await readLines(await generate());
    expect(lines.at(-1)?.type).toBe('result');
    expect(ctx.provider.conceptBodies().map((b) => b.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    expect(await mode()).toBe('json_object');
    // The next generation does not pay the refusal again.
    ctx.provider.reset('no-json-schema');
    ctx.user = await createUser(ctx.server);
    expect((await readLines(await generate())).at(-1)?.type).toBe('result');
    expect(ctx.provider.conceptBodies().map((b) => b.response_format?.type)).toEqual([
      'json_object',
    ]);
  });

  it('falls back json_object → plain text with the shape in the prompt', async () => {
    ctx.provider.state.mode = 'text-only';
    const lines = await readLines(await generate());
    const result = lines.at(-1) as Result;
    expect(result.type).toBe('result');
    expect(result.project.name).toBe('RutaVerde');
    const bodies = ctx.provider.conceptBodies();
    expect(bodies.map((b) => b.response_format?.type)).toEqual(['json_object', undefined]);
    expect(JSON.stringify(bodies[1].messages)).toContain('Formato exacto de la respuesta');
    expect(await mode()).toBe('none');
  });
});

describe('concurrent generations while the server refuses json_schema', () => {
  const ctx = harness();

  it('all save, each pays the refusal at most once, and the mode settles on json_object', async () => {
    ctx.provider.state.mode = 'no-json-schema';
    ctx.provider.state.tokenDelayMs = 2;
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.server)));
    const results = await Promise.all(
      users.map(async (u) =>
        readLines(
          await ctx.server.fetch('/api/builder/generate', {
            json: { prompt: 'Una app de rutas de senderismo por niveles' },
            cookie: u.cookie,
          }),
        ),
      ),
    );
    for (const lines of results) expect(lines.at(-1)?.type).toBe('result');
    const formats = ctx.provider.conceptBodies().map((b) => b.response_format?.type);
    expect(formats.filter((f) => f === 'json_object')).toHaveLength(4);
    expect(formats.filter((f) => f === 'json_schema').length).toBeLessThanOrEqual(4);
    expect(formats).not.toContain(undefined); // nobody fell further than json_object
    const slugs = results.map((lines) => (lines.at(-1) as Result).project.slug);
    expect(new Set(slugs).size).toBe(4);
  });
});

describe('AI_STRUCTURED_OUTPUT pins the mode', () => {
  const ctx = harness({ AI_STRUCTURED_OUTPUT: 'json_object' });

  it("sends json_object only, and gives LM Studio's refusal as a clean Spanish error", async () => {
    ctx.provider.state.mode = 'lmstudio';
    const res = await ctx.server.fetch('/api/builder/generate', {
      json: { prompt: 'Una app de rutas de senderismo por niveles' },
      cookie: ctx.user.cookie,
    });
    expect(res.status).toBe(200);
    expect((await readLines(res)).at(-1)).toEqual({ type: 'error', message: UNAVAILABLE });
    // A 400 does not get better by asking again, and the pinned mode does not fall back.
    expect(ctx.provider.conceptBodies().map((b) => b.response_format?.type)).toEqual([
      'json_object',
    ]);
    const health = (await (await ctx.server.fetch('/api/health')).json()) as { ai: unknown };
    expect(health.ai).toEqual({
      provider: 'openai-compatible',
      structuredOutput: 'json_object',
      structuredOutputSetting: 'json_object',
    });
    const projects = await ctx.server.deps.db
      .selectFrom('projects')
      .select('id')
      .where('userId', '=', ctx.user.id)
      .execute();
    expect(projects).toEqual([]);
  });
});
