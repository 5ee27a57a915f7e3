import { APICallError } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Concept } from '../../../contracts/concept.ts';
import { dataModelSchema } from '../../../contracts/data-model.ts';
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

describe('the data model through the structured-output path (issue 19)', () => {
  const provider = startFakeProvider();
  let baseUrl = '';
  const logged: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = { warn: (obj: object, msg: string) => logged.push({ obj: obj as never, msg }) };
  const idea =
    'Una app para que los vecinos de un barrio se presten herramientas (taladros, escaleras) y se valoren después de cada préstamo';

  beforeAll(async () => {
    baseUrl = await provider.listen();
  });
  beforeEach(() => {
    provider.reset();
    logged.length = 0;
  });
  afterAll(() => provider.close());

  const client = () =>
    createModelAiClient({
      provider: 'openai-compatible',
      baseUrl,
      model: 'modelo-local',
      timeoutMs: 1000,
    });

  /** Every reference points to an entity of the same model. */
  const referencesResolve = (model: NonNullable<Concept['dataModel']>) => {
    const keys = new Set(model.entities.map((e) => e.key));
    return model.entities.every((e) =>
      e.fields.every((f) => f.type !== 'reference' || (f.ref !== undefined && keys.has(f.ref))),
    );
  };

  it('asks for the data model in the json_schema and keeps a valid one (null options and ref read as absent)', async () => {
    const { concept } = await client().generateConcept({ prompt: idea, log });
    const schema = provider.conceptBodies()[0].response_format?.json_schema?.schema as {
      required: string[];
      properties: Record<string, { required?: string[] }>;
    };
    expect(provider.conceptBodies()[0].response_format?.type).toBe('json_schema');
    expect(schema.required).toContain('dataModel');
    expect(schema.properties.dataModel.required).toEqual(['entities']);
    expect(concept.dataModel).toEqual({
      entities: [
        {
          key: 'rutas',
          label: 'Ruta',
          labelPlural: 'Rutas',
          rule: 'catalogo',
          fields: [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            {
              key: 'dificultad',
              label: 'Dificultad',
              type: 'choice',
              required: true,
              options: ['Fácil', 'Media', 'Difícil'],
            },
          ],
        },
        {
          key: 'salidas',
          label: 'Salida',
          labelPlural: 'Salidas',
          rule: 'privada',
          fields: [
            { key: 'ruta', label: 'Ruta', type: 'reference', required: true, ref: 'rutas' },
            { key: 'fecha', label: 'Fecha', type: 'date', required: true },
            { key: 'valoracion', label: 'Valoración', type: 'rating', required: false },
          ],
        },
      ],
    });
    expect(logged).toEqual([]);
  });

  it('derives a data model when the model gives none, and says so in the log', async () => {
    provider.state.mode = 'no-data-model';
    const { concept, aiGenerated } = await client().generateConcept({ prompt: idea, log });
    expect(aiGenerated).toBe(true);
    expect(concept.name).toBe('RutaVerde');
    expect(dataModelSchema.safeParse(concept.dataModel).success).toBe(true);
    expect(concept.dataModel?.entities.length).toBeGreaterThanOrEqual(2);
    expect(referencesResolve(concept.dataModel as never)).toBe(true);
    expect(logged.map((l) => l.msg)).toEqual([
      'AI model gave no valid data model; derived one from the concept',
    ]);
    expect(logged[0].obj.ai).toEqual({
      call: 'concept',
      mode: 'json_schema',
      dataModel: 'derived',
    });
    // One request: a missing data model is not worth asking again.
    expect(provider.conceptBodies()).toHaveLength(1);
  });

  it('derives one instead of failing when a reference points nowhere', async () => {
    provider.state.mode = 'bad-data-model';
    const { concept } = await client().generateConcept({ prompt: idea, log });
    expect(dataModelSchema.safeParse(concept.dataModel).success).toBe(true);
    expect(JSON.stringify(concept.dataModel)).not.toContain('montanas');
    expect(referencesResolve(concept.dataModel as never)).toBe(true);
    expect(logged).toHaveLength(1);
  });

  it('repairs a loosely written data model: keys from labels, a label as reference, Spanish and English type names', async () => {
    provider.state.mode = 'loose-data-model';
    const { concept } = await client().generateConcept({ prompt: idea, log });
    expect(logged).toEqual([]);
    expect(concept.dataModel).toEqual({
      entities: [
        {
          key: 'herramientas',
          label: 'Herramienta',
          labelPlural: 'Herramientas',
          rule: 'publica',
          fields: [
            { key: 'nombre', label: 'Nombre', type: 'text', required: true },
            { key: 'ano_de_compra', label: 'Año de compra', type: 'number', required: false },
          ],
        },
        {
          key: 'prestamos',
          label: 'Préstamo',
          labelPlural: 'Préstamos',
          rule: 'privada',
          fields: [
            {
              key: 'herramienta',
              label: 'Herramienta',
              type: 'reference',
              required: true,
              ref: 'herramientas',
            },
            {
              key: 'estado',
              label: 'Estado',
              type: 'choice',
              required: true,
              options: ['Pedido', 'Devuelto'],
            },
          ],
        },
      ],
    });
  });

  it('spells the data model out for servers without a JSON mode', async () => {
    provider.state.mode = 'text-only';
    const { concept } = await client().generateConcept({ prompt: idea, log });
    expect(concept.dataModel?.entities.map((e) => e.key)).toEqual(['rutas', 'salidas']);
    const plain = provider.conceptBodies().at(-1);
    expect(plain?.response_format).toBeUndefined();
    expect(JSON.stringify(plain?.messages)).toContain('\\"dataModel\\": {\\"entities\\"');
  });

  it("writes the data model into the specification's prompt", async () => {
    const { concept } = await client().generateConcept({ prompt: idea });
    provider.reset();
    await client().generateSpecification({
      name: concept.name,
      description: concept.description,
      prompt: idea,
      concept,
      maxTokens: 1000,
    });
    const text = JSON.stringify(provider.state.bodies[0].messages);
    expect(text).toContain('Modelo de datos:');
    expect(text).toContain('- Ruta [rutas], acceso catálogo: Nombre [nombre] (texto, obligatorio)');
    expect(text).toContain(
      'Dificultad [dificultad] (opciones, Fácil / Media / Difícil, obligatorio)',
    );
    expect(text).toContain(
      '- Salida [salidas], acceso privada: Ruta [ruta] (referencia, → Ruta, obligatorio)',
    );
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
