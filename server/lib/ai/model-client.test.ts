import { APICallError } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_SPEC, startFakeProvider } from '../../test/fake-openai-provider.ts';
import { createModelAiClient } from './model-client.ts';
import {
  extractJsonObject,
  isFormatRefusal,
  looksLikeSchemaEcho,
  parsePartialObject,
} from './structured-output.ts';

// The AI layer on its own, against the local OpenAI-compatible server over HTTP: what an
// operator finds in the log, streamed text, and the tolerant reader.

describe('model client logs and streaming', () => {
  const provider = startFakeProvider();
  let baseUrl = '';
  const logged: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = { warn: (obj: object, msg: string) => logged.push({ obj: obj as never, msg }) };

  beforeAll(async () => {
    baseUrl = await provider.listen();
  });
  beforeEach(() => {
    provider.reset();
    logged.length = 0;
  });
  afterAll(() => provider.close());

  const client = (structuredOutput: 'auto' | 'json_object' = 'auto') =>
    createModelAiClient({
      provider: 'openai-compatible',
      baseUrl,
      apiKey: 'clave-secreta-que-no-se-registra',
      model: 'modelo-local',
      specModel: 'modelo-de-especificaciones',
      timeoutMs: 1000,
      structuredOutput,
    });

  it("logs the provider's status and error body, never the key", async () => {
    provider.state.mode = 'lmstudio';
    await expect(
      client('json_object').generateConcept({ prompt: 'Una app de recetas', log }),
    ).rejects.toMatchObject({ code: 'AI_UNAVAILABLE' });
    expect(logged).toHaveLength(1);
    const { obj, msg } = logged[0];
    expect(msg).toBe('AI provider call failed');
    expect(obj.ai).toMatchObject({
      call: 'concept',
      mode: 'json_object',
      status: 400,
      body: expect.stringContaining("'response_format.type' must be 'json_schema' or 'text'"),
      url: `${baseUrl}/chat/completions`,
    });
    expect(JSON.stringify(logged)).not.toContain('clave-secreta');
  });

  it('logs the fallback it takes', async () => {
    provider.state.mode = 'no-json-schema';
    const { concept } = await client().generateConcept({ prompt: 'Una app de recetas', log });
    expect(concept.name).toBe('RutaVerde');
    expect(logged.map((l) => l.msg)).toEqual([
      'AI provider call failed',
      'AI provider refused the response format; falling back',
    ]);
    expect(logged[1].obj.ai).toEqual({
      call: 'concept',
      refusedMode: 'json_schema',
      nextMode: 'json_object',
    });
  });

  it('streams the specification as it is written, with AI_SPEC_MODEL', async () => {
    provider.state.mode = 'ollama';
    const seen: string[] = [];
    const { content } = await client().generateSpecification({
      name: 'RutaVerde',
      description: 'Rutas de senderismo',
      maxTokens: 2000,
      onText: (soFar) => seen.push(soFar),
    });
    expect(content).toBe(FAKE_SPEC);
    expect(seen.length).toBeGreaterThan(5);
    for (let i = 1; i < seen.length; i++) expect(seen[i].startsWith(seen[i - 1])).toBe(true);
    expect(provider.state.bodies[0]).toMatchObject({
      model: 'modelo-de-especificaciones',
      stream: true,
      max_tokens: 2000,
    });
    expect(provider.state.bodies[0].response_format).toBeUndefined();
  });

  it('cancels a call when its signal aborts', async () => {
    provider.state.mode = 'ollama';
    provider.state.tokenDelayMs = 30;
    const controller = new AbortController();
    const pending = client().generateText({
      prompt: 'Escribe una nota',
      maxTokens: 200,
      signal: controller.signal,
      onText: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ code: 'AI_CANCELLED' });
    await expect.poll(() => provider.state.cancelled).toBe(1);
    expect(provider.state.chatCalls).toBe(1);
  });
});

describe('tolerant reading', () => {
  const obj = { name: 'A', features: ['x'] };
  it('finds the object in fences, prose and reasoning blocks', () => {
    expect(extractJsonObject(JSON.stringify(obj))).toEqual(obj);
    expect(
      extractJsonObject(
        `¡Claro! Aquí tienes:\n\`\`\`json\n${JSON.stringify(obj)}\n\`\`\`\nSuerte.`,
      ),
    ).toEqual(obj);
    expect(extractJsonObject(`Texto {no json} y luego ${JSON.stringify(obj)} y {más}`)).toEqual(
      obj,
    );
    expect(extractJsonObject(`<think>usaré {llaves}</think>${JSON.stringify(obj)}`)).toEqual(obj);
    expect(extractJsonObject('{"name": "cortado", "features": ["a"')).toBeNull();
    expect(extractJsonObject('sin objeto')).toBeNull();
  });

  it('repairs a partial object as it is written', async () => {
    expect(await parsePartialObject('Aquí va: ```json\n{"name": "Rut')).toEqual({ name: 'Rut' });
    expect(await parsePartialObject('Pensando…')).toBeNull();
  });

  it('tells a schema echo from data', () => {
    expect(looksLikeSchemaEcho({ type: 'object', properties: {} })).toBe(true);
    expect(
      looksLikeSchemaEcho({
        name: { type: 'string' },
        category: { type: 'string' },
        features: { type: 'array' },
      }),
    ).toBe(true);
    expect(looksLikeSchemaEcho({ name: 'RutaVerde', features: ['a'], type: 'object' })).toBe(false);
    expect(looksLikeSchemaEcho({ name: 'RutaVerde' })).toBe(false);
  });
});

describe('what counts as a refusal of the format', () => {
  const error = (statusCode: number, responseBody: string) =>
    new APICallError({
      message: 'Bad Request',
      url: 'http://127.0.0.1/v1/chat/completions',
      requestBodyValues: {},
      statusCode,
      responseBody,
    });
  it('falls back only on a 4xx about the format', () => {
    expect(
      isFormatRefusal(
        error(400, `{"error":"'response_format.type' must be 'json_schema' or 'text'"}`),
      ),
    ).toBe(true);
    expect(isFormatRefusal(error(422, 'Failed to parse grammar'))).toBe(true);
    expect(isFormatRefusal(error(400, ''))).toBe(true);
    expect(
      isFormatRefusal(error(400, '{"error":"the prompt exceeds the context length (4096)"}')),
    ).toBe(false);
    expect(isFormatRefusal(error(401, 'response_format'))).toBe(false);
    expect(isFormatRefusal(error(429, 'response_format'))).toBe(false);
    expect(isFormatRefusal(error(500, 'response_format'))).toBe(false);
  });
});
