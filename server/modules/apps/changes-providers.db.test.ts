import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeProvider,
  type FakeProviderMode,
  startFakeProvider,
} from '../../test/fake-openai-provider.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { generateProject } from './test-helpers.ts';

// A change asked in words with a model provider (issue 27): the instruction and the app's
// definition go to the model through json_schema (the local OpenAI-compatible test server);
// an answer the contract and applyOperations accept is the proposal; a broken answer, one
// about an entity the app lacks, or a failing provider leaves the offline reader's proposal.

let provider: FakeProvider;
let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  provider = startFakeProvider();
  const baseUrl = await provider.listen();
  server = await startTestServer({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: baseUrl,
    AI_API_KEY: 'clave-de-prueba',
    AI_MODEL: 'modelo-local',
    AI_TIMEOUT_MS: '1000',
  });
});
beforeEach(async () => {
  provider.reset();
  // A fresh user per case keeps the Free plan's daily cap out of the way.
  user = await createUser(server);
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** A project made in the builder (its data model: rutas and salidas), its app opened. */
async function appProject(): Promise<string> {
  const id = await generateProject(server, user, 'Una app de rutas de senderismo por niveles');
  expect((await server.fetch(`/api/apps/${id}/definition`, { cookie: user.cookie })).status).toBe(
    200,
  );
  return id;
}

async function proposal(mode: FakeProviderMode) {
  const projectId = await appProject();
  provider.reset(mode);
  const res = await server.fetch(`/api/apps/${projectId}/changes`, {
    cookie: user.cookie,
    json: { instruction: 'añade la distancia a las rutas' },
  });
  expect(res.status).toBe(200);
  return {
    projectId,
    change: (
      (await res.json()) as {
        change: { id: string; summary: string[]; operations: { field?: { label: string } }[] };
      }
    ).change,
  };
}

describe('a change read by a model provider', () => {
  it('asks through json_schema with the instruction and the definition, and uses a valid answer', async () => {
    const { projectId, change } = await proposal('valid');
    const bodies = provider.changeBodies();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].response_format?.type).toBe('json_schema');
    expect(
      (bodies[0].response_format as { json_schema?: { name?: string } }).json_schema?.name,
    ).toBe('app_change');
    const prompt = JSON.stringify(bodies[0].messages);
    expect(prompt).toContain('añade la distancia a las rutas');
    expect(prompt).toContain('dificultad');
    expect(change.summary).toEqual(['Añadir el campo «Distancia (km)» (número) a «Ruta»']);
    const applied = await server.fetch(`/api/apps/${projectId}/changes/${change.id}/apply`, {
      cookie: user.cookie,
      json: {},
    });
    expect(applied.status).toBe(200);
    const { definition } = (await applied.json()) as {
      definition: { entities: { key: string; fields: { key: string; type: string }[] }[] };
    };
    expect(definition.entities.find((e) => e.key === 'rutas')?.fields.at(-1)).toMatchObject({
      key: 'distancia_km',
      type: 'number',
    });
  });

  it.each([
    ['bad-schema', 'an answer about an entity the app lacks'],
    ['invalid-json', 'an answer that is not JSON'],
    ['error-500', 'a failing provider'],
  ] as const)('falls back to the offline reader on %s (%s)', async (mode, _why) => {
    const { change } = await proposal(mode);
    expect(provider.changeBodies()).toHaveLength(1);
    expect(change.operations[0].field?.label).toBe('Distancia');
  });

  // Last: the fallback is remembered by the process, as for concepts (decision 0060).
  it('moves to json_object when the provider refuses json_schema, and uses the answer', async () => {
    const { change } = await proposal('no-json-schema');
    const bodies = provider.changeBodies();
    expect(bodies.map((b) => b.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect(change.operations[0].field?.label).toBe('Distancia (km)');
  });
});
