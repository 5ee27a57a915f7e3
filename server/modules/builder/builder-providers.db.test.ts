import { existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationLine } from '../../../contracts/builder.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';

// The real provider path: the Vercel AI SDK's OpenAI-compatible provider talks to a local
// HTTP server that speaks the chat-completions and images API. Runs on SQLite and PostgreSQL.

type Mode = 'valid' | 'invalid-json' | 'timeout' | 'error-500' | 'image-500' | 'bad-schema';

const CONCEPT = {
  name: 'RutaVerde',
  category: 'Salud',
  description: 'Una app para planificar rutas de senderismo adaptadas al nivel de cada persona.',
  features: [
    'Rutas por nivel',
    'Mapa sin conexión',
    'Alertas meteorológicas',
    'Diario de salidas',
    'Grupos de senderismo',
  ],
  techStack: ['React Native', 'Node.js', 'PostgreSQL', 'Mapbox'],
  userStories: [
    'Como senderista, quiero filtrar rutas por dificultad para elegir una a mi medida',
    'Como senderista, quiero descargar el mapa para orientarme sin cobertura',
    'Como organizador, quiero crear un grupo para coordinar una salida',
    'Como senderista, quiero recibir alertas del tiempo para evitar riesgos',
    'Como senderista, quiero registrar mis salidas para ver mi progreso',
  ],
  estimatedComplexity: 'Media',
};
const SPEC = '# RutaVerde\n\n## Resumen\n\nEspecificación técnica de prueba.';
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function chatReply(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'modelo-local',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function startFakeProvider() {
  const state = {
    mode: 'valid' as Mode,
    chatCalls: 0,
    imageCalls: 0,
    bodies: [] as Record<string, unknown>[],
  };
  const pending = new Set<ServerResponse>();
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    state.bodies.push(body);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (state.mode === 'timeout') {
      pending.add(res);
      return; // never answers; the client's timeout must fire
    }
    if (state.mode === 'error-500')
      return send(500, { error: { message: 'upstream exploded', type: 'server_error' } });
    if (req.url?.endsWith('/images/generations')) {
      state.imageCalls += 1;
      if (state.mode === 'image-500')
        return send(500, { error: { message: 'no images today', type: 'server_error' } });
      return send(200, { created: 1, data: [{ b64_json: PNG_B64 }] });
    }
    if (req.url?.endsWith('/chat/completions')) {
      state.chatCalls += 1;
      const wantsJson = body.response_format !== undefined;
      if (!wantsJson) return send(200, chatReply(SPEC));
      if (state.mode === 'invalid-json')
        return send(200, chatReply('Claro, aquí tienes tu concepto: {nombre: RutaVerde'));
      if (state.mode === 'bad-schema')
        return send(200, chatReply(JSON.stringify({ name: 'X', features: 'muchas' })));
      return send(200, chatReply(JSON.stringify(CONCEPT)));
    }
    send(404, { error: { message: 'not found' } });
  });
  return {
    state,
    async listen(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

async function readLines(res: Response): Promise<GenerationLine[]> {
  return (await res.text())
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GenerationLine);
}

describe('builder on an OpenAI-compatible provider', () => {
  const provider = startFakeProvider();
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    const baseUrl = await provider.listen();
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_GENERATE_PER_MINUTE: '1000',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'clave-de-prueba',
      AI_MODEL: 'modelo-local',
      AI_IMAGE_MODEL: 'imagen-local',
      AI_TIMEOUT_MS: '300',
    });
  });
  beforeEach(async () => {
    provider.state.chatCalls = 0;
    provider.state.imageCalls = 0;
    provider.state.bodies = [];
    // A fresh user per case keeps the Free plan's daily cap out of the way.
    user = await createUser(server);
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const generate = () =>
    server.fetch('/api/builder/generate', {
      json: { prompt: 'Una app de rutas de senderismo por niveles' },
      cookie: user.cookie,
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
});
