import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDefinition } from '../../../contracts/app-definition.ts';
import {
  FAKE_APP_DEFINITION,
  FAKE_CONCEPT,
  type FakeProvider,
  type FakeProviderMode,
  startFakeProvider,
} from '../../test/fake-openai-provider.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { generateProject } from './test-helpers.ts';

// The running app's first definition with a model provider (issue 20): the Vercel AI SDK's
// OpenAI-compatible provider talks over HTTP to the local test server. A valid answer
// becomes the app; an invalid one, a broken one or a failing provider leaves the definition
// derived from the data model, and the app opens either way. SQLite and PostgreSQL.

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

/** A project made in the builder from FAKE_CONCEPT (its data model: rutas and salidas). */
async function builtProject(): Promise<string> {
  return generateProject(server, user, 'Una app de rutas de senderismo por niveles');
}

async function firstDefinition(mode: FakeProviderMode): Promise<AppDefinition> {
  const projectId = await builtProject();
  provider.reset(mode);
  const res = await server.fetch(`/api/apps/${projectId}/definition`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { definition: AppDefinition }).definition;
}

const derivedShape = {
  navigation: ['rutas', 'salidas'],
  sort: ['createdAt', 'createdAt'],
};
const shape = (d: AppDefinition) => ({
  navigation: d.navigation,
  sort: d.entities.map((e) => e.views.list.sortField),
});

describe('app definition from a model provider', () => {
  it('asks through json_schema and uses a valid answer', async () => {
    const definition = await firstDefinition('valid');
    const [body] = provider.appDefinitionBodies();
    expect(provider.appDefinitionBodies()).toHaveLength(1);
    expect(body.response_format?.type).toBe('json_schema');
    expect((body.response_format as { json_schema?: { name?: string } }).json_schema?.name).toBe(
      'app_definition',
    );
    // The prompt carries the project's data model.
    expect(JSON.stringify(body.messages)).toContain('valoracion');
    expect(shape(definition)).toEqual({
      navigation: ['salidas', 'rutas'],
      sort: ['nombre', 'fecha'],
    });
    const rutas = definition.entities.find((e) => e.key === 'rutas');
    expect(rutas?.views.list).toMatchObject({ pageSize: 10, sortDir: 'asc' });
    expect(rutas?.fields).toEqual(
      FAKE_APP_DEFINITION.entities[0].fields.map(({ options, ref, ...f }) => ({
        ...f,
        ...(options ? { options } : {}),
        ...(ref ? { ref } : {}),
      })),
    );
  });

  it('keeps the stored definition: the model is asked once per project', async () => {
    const projectId = await builtProject();
    provider.reset('valid');
    for (let i = 0; i < 2; i++) {
      const res = await server.fetch(`/api/apps/${projectId}/definition`, { cookie: user.cookie });
      expect(res.status).toBe(200);
    }
    expect(provider.appDefinitionBodies()).toHaveLength(1);
    const records = await server.fetch(`/api/apps/${projectId}/records/rutas`, {
      cookie: user.cookie,
    });
    expect(records.status).toBe(200);
  });

  it.each([
    ['bad-schema', 'an answer the contract refuses'],
    ['loose-data-model', 'an answer that drops a field of the data model'],
    ['invalid-json', 'an answer that is not JSON'],
    ['error-500', 'a failing provider'],
  ] as const)('falls back to the derived definition on %s (%s)', async (mode, _why) => {
    const definition = await firstDefinition(mode);
    expect(shape(definition)).toEqual(derivedShape);
    expect(definition.entities.map((e) => e.fields.map((f) => f.key))).toEqual(
      FAKE_CONCEPT.dataModel.entities.map((e) => e.fields.map((f) => f.key)),
    );
  });
});
