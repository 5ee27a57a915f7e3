import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local OpenAI-compatible server (chat completions, streamed or not, and images) that
// reproduces, selectable per test, the documented behaviours of real model servers. The AI
// SDK's real provider talks to it over HTTP: tests, the browser test and the bench use it.

export type FakeProviderMode =
  /** Accepts every response_format; answers the concept as plain JSON. */
  | 'valid'
  /** LM Studio: 400 to `json_object` ("must be 'json_schema' or 'text'"), accepts json_schema. */
  | 'lmstudio'
  /** Ollama ≥ 0.5 / llama.cpp: accepts json_schema, streams token chunks. */
  | 'ollama'
  /** An older server: 400 to `json_schema`, accepts json_object. */
  | 'no-json-schema'
  /** Refuses any response_format with a 400; a small model then fences its JSON in prose. */
  | 'text-only'
  /** "¡Claro! Aquí tienes: ```json … ``` Espero que te sirva." */
  | 'fenced'
  /** The object followed by a paragraph of prose. */
  | 'trailing-prose'
  /** Answers with the schema it was sent; after a corrective message, with the data. */
  | 'schema-echo'
  /** Answers with the schema every time. */
  | 'schema-echo-always'
  /** Half the object, then finish_reason "length". */
  | 'truncated'
  /** Sends the first chunk, then nothing for 30 seconds. */
  | 'stall'
  /** Never answers at all. */
  | 'timeout'
  | 'error-500'
  | 'image-500'
  | 'invalid-json'
  | 'bad-schema'
  /** A valid concept without a data model (an older prompt, a model that skips it). */
  | 'no-data-model'
  /** A valid concept whose data model references an entity that does not exist. */
  | 'bad-data-model'
  /** A data model written loosely: labels as references, keys with accents, Spanish type names. */
  | 'loose-data-model';

export const FAKE_CONCEPT = {
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
  // As strict json_schema decoding writes it: options and ref are null where they do not apply.
  dataModel: {
    entities: [
      {
        key: 'rutas',
        label: 'Ruta',
        labelPlural: 'Rutas',
        rule: 'catalogo',
        fields: [
          {
            key: 'nombre',
            label: 'Nombre',
            type: 'text',
            required: true,
            options: null,
            ref: null,
          },
          {
            key: 'dificultad',
            label: 'Dificultad',
            type: 'choice',
            required: true,
            options: ['Fácil', 'Media', 'Difícil'],
            ref: null,
          },
        ],
      },
      {
        key: 'salidas',
        label: 'Salida',
        labelPlural: 'Salidas',
        rule: 'privada',
        fields: [
          {
            key: 'ruta',
            label: 'Ruta',
            type: 'reference',
            required: true,
            options: null,
            ref: 'rutas',
          },
          { key: 'fecha', label: 'Fecha', type: 'date', required: true, options: null, ref: null },
          {
            key: 'valoracion',
            label: 'Valoración',
            type: 'rating',
            required: false,
            options: null,
            ref: null,
          },
        ],
      },
    ],
  },
};

/** Fields of the loose data model, as a model without a schema might write them. */
const LOOSE_DATA_MODEL = {
  entities: [
    {
      key: 'Herramientas',
      label: 'Herramienta',
      labelPlural: 'Herramientas',
      rule: 'Pública',
      fields: [
        { key: 'Nombre', label: 'Nombre', type: 'texto', required: true },
        { label: 'Año de compra', type: 'integer', required: false, options: null },
      ],
    },
    {
      key: 'préstamos',
      label: 'Préstamo',
      labelPlural: 'Préstamos',
      rule: 'private',
      fields: [
        {
          key: 'herramienta',
          label: 'Herramienta',
          type: 'reference',
          required: true,
          ref: 'Herramienta',
        },
        {
          key: 'estado',
          label: 'Estado',
          type: 'enum',
          required: true,
          options: ['Pedido', 'Devuelto'],
        },
      ],
    },
  ],
};
/**
 * The running app's definition (issue 20) a model writes for FAKE_CONCEPT's data model: the
 * routes list sorted by name, ten a page, and the outings first in the navigation, none of
 * which the derived definition does.
 */
export const FAKE_APP_DEFINITION = {
  entities: FAKE_CONCEPT.dataModel.entities.map((e) => ({
    ...e,
    views: {
      list: {
        searchFields: e.key === 'rutas' ? ['nombre'] : [],
        filterFields: e.key === 'rutas' ? ['dificultad'] : ['ruta'],
        sortField: e.key === 'rutas' ? 'nombre' : 'fecha',
        sortDir: 'asc',
        pageSize: 10,
        columns: e.fields.map((f) => f.key),
      },
      calendar: e.key === 'salidas' ? { dateField: 'fecha' } : null,
      board: null,
    },
  })),
  navigation: ['salidas', 'rutas'],
};

/**
 * A change asked in words (issue 27) as a model reads it, in the flat strict shape of
 * CHANGE_OPERATIONS_JSON_SCHEMA: a number field "Distancia (km)" for the routes.
 */
const nulls = {
  entity: null,
  field: null,
  label: null,
  labelPlural: null,
  rule: null,
  type: null,
  required: null,
  options: null,
  ref: null,
  newField: null,
  fields: null,
  primaryColor: null,
  secondaryColor: null,
  theme: null,
  layout: null,
};
export const FAKE_CHANGE = {
  operations: [
    {
      ...nulls,
      op: 'addField',
      entity: 'rutas',
      newField: {
        label: 'Distancia (km)',
        type: 'number',
        required: false,
        options: null,
        ref: null,
      },
    },
  ],
};

export const FAKE_SPEC = '# RutaVerde\n\n## Resumen\n\nEspecificación técnica de prueba.';
export const FAKE_NOTE = 'Nota de prueba escrita por el modelo local.';
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Body = Record<string, unknown> & {
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  response_format?: { type?: string; json_schema?: { schema?: unknown } };
};

/** Splits text into model-sized tokens (about four characters, as real tokenizers do). */
export function tokenize(text: string): string[] {
  return text.match(/[\s\S]{1,4}/g) ?? [];
}

export function startFakeProvider(options: { tokenDelayMs?: number } = {}) {
  const state = {
    mode: 'valid' as FakeProviderMode,
    /** Pause between two streamed tokens. */
    tokenDelayMs: options.tokenDelayMs ?? 0,
    chatCalls: 0,
    imageCalls: 0,
    /** Streamed answers the client closed before their end (a cancelled request). */
    cancelled: 0,
    bodies: [] as Body[],
  };
  const pending = new Set<ServerResponse>();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };

  async function answer(res: ServerResponse, body: Body, content: string, finish = 'stop') {
    if (!body.stream) {
      return send(res, 200, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'modelo-local',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableFinished) {
        closed = true;
        state.cancelled += 1;
      }
    });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: 'modelo-local',
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      })}\n\n`;
    const tokens = tokenize(content);
    for (let i = 0; i < tokens.length; i++) {
      if (closed) return;
      res.write(
        chunk(i === 0 ? { role: 'assistant', content: tokens[i] } : { content: tokens[i] }, null),
      );
      if (state.mode === 'stall' && i === 0) {
        pending.add(res);
        await sleep(30_000);
        if (closed) return;
      } else if (state.tokenDelayMs > 0) await sleep(state.tokenDelayMs);
    }
    if (closed) return;
    res.write(chunk({}, finish));
    res.end('data: [DONE]\n\n');
  }

  function conceptAnswer(body: Body): { content: string; finish?: string } {
    // Indented as small models write it; the data model on one line, so that the streamed
    // answer (a few characters per token) stays about as long as before issue 19.
    const { dataModel, ...rest } = FAKE_CONCEPT;
    const json = JSON.stringify({ ...rest, dataModel: '<dataModel>' }, null, 2).replace(
      '"<dataModel>"',
      JSON.stringify(dataModel),
    );
    const echo = () =>
      JSON.stringify(
        body.response_format?.json_schema?.schema ?? {
          type: 'object',
          properties: { name: { type: 'string' }, features: { type: 'array' } },
          required: ['name', 'features'],
        },
      );
    const corrected = (body.messages ?? []).some(
      (m) => m.role === 'assistant' && String(m.content).includes('"properties"'),
    );
    switch (state.mode) {
      case 'text-only':
      case 'fenced':
        return {
          content: `¡Claro! Aquí tienes:\n\n\`\`\`json\n${json}\n\`\`\`\n\nEspero que te sirva.`,
        };
      case 'trailing-prose':
        return { content: `${json}\n\nEspero que te sirva. ¡Suerte con el proyecto {RutaVerde}!` };
      case 'schema-echo':
        return { content: corrected ? json : echo() };
      case 'schema-echo-always':
        return { content: echo() };
      case 'truncated':
        return { content: json.slice(0, Math.floor(json.length / 2)), finish: 'length' };
      case 'invalid-json':
        return { content: 'Claro, aquí tienes tu concepto: {nombre: RutaVerde' };
      case 'bad-schema':
        return { content: JSON.stringify({ name: 'X', features: 'muchas' }) };
      case 'no-data-model': {
        const { dataModel: _dataModel, ...concept } = FAKE_CONCEPT;
        return { content: JSON.stringify(concept) };
      }
      case 'bad-data-model': {
        const [rutas, salidas] = FAKE_CONCEPT.dataModel.entities;
        const broken = {
          entities: [
            rutas,
            {
              ...salidas,
              fields: [{ ...salidas.fields[0], ref: 'montanas' }, ...salidas.fields.slice(1)],
            },
          ],
        };
        return { content: JSON.stringify({ ...FAKE_CONCEPT, dataModel: broken }) };
      }
      case 'loose-data-model':
        return { content: JSON.stringify({ ...FAKE_CONCEPT, dataModel: LOOSE_DATA_MODEL }) };
      default:
        return { content: json };
    }
  }

  /** The 400 a server gives to a response_format it does not support, or null. */
  function refusal(body: Body): unknown | null {
    const type = body.response_format?.type;
    if (state.mode === 'lmstudio' && type === 'json_object')
      return { error: "'response_format.type' must be 'json_schema' or 'text'" };
    if (state.mode === 'no-json-schema' && type === 'json_schema')
      return {
        error: {
          message: 'response_format json_schema is not supported',
          type: 'invalid_request_error',
        },
      };
    if (state.mode === 'text-only' && type !== undefined)
      return {
        error: { message: 'response_format is not supported', type: 'invalid_request_error' },
      };
    return null;
  }

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = (raw ? JSON.parse(raw) : {}) as Body;
    state.bodies.push(body);
    if (state.mode === 'timeout') {
      pending.add(res);
      return; // never answers; the client's timeout must fire
    }
    if (state.mode === 'error-500')
      return send(res, 500, { error: { message: 'upstream exploded', type: 'server_error' } });
    if (req.url?.endsWith('/images/generations')) {
      state.imageCalls += 1;
      if (state.mode === 'image-500')
        return send(res, 500, { error: { message: 'no images today', type: 'server_error' } });
      return send(res, 200, { created: 1, data: [{ b64_json: PNG_B64 }] });
    }
    if (req.url?.endsWith('/chat/completions')) {
      state.chatCalls += 1;
      const refused = refusal(body);
      if (refused) return send(res, 400, refused);
      const text = JSON.stringify(body.messages ?? []);
      if (text.includes('Definición de la aplicación')) {
        // 'bad-schema': a calendar on a text field, which the contract refuses.
        // 'loose-data-model': a field of the data model left out.
        const content =
          state.mode === 'bad-schema'
            ? JSON.stringify({
                ...FAKE_APP_DEFINITION,
                entities: FAKE_APP_DEFINITION.entities.map((e) => ({
                  ...e,
                  views: { ...e.views, calendar: { dateField: e.fields[0].key } },
                })),
              })
            : state.mode === 'loose-data-model'
              ? // Valid for the contract, but the outings lost their rating field.
                JSON.stringify({
                  ...FAKE_APP_DEFINITION,
                  entities: FAKE_APP_DEFINITION.entities.map((e) =>
                    e.key === 'salidas' ? { ...e, fields: e.fields.slice(0, 2) } : e,
                  ),
                })
              : state.mode === 'invalid-json'
                ? 'Claro, aquí tienes la definición: {entidades: rutas'
                : JSON.stringify(FAKE_APP_DEFINITION);
        return answer(res, body, content);
      }
      if (text.includes('Cambio pedido en la aplicación')) {
        // 'bad-schema': an operation on an entity the app does not have.
        const content =
          state.mode === 'bad-schema'
            ? JSON.stringify({
                operations: [{ ...FAKE_CHANGE.operations[0], entity: 'montanas' }],
              })
            : state.mode === 'invalid-json'
              ? 'Claro, aquí tienes el cambio: {operaciones: distancia'
              : JSON.stringify(FAKE_CHANGE);
        return answer(res, body, content);
      }
      if (text.includes('Idea de la aplicación')) {
        const { content, finish } = conceptAnswer(body);
        return answer(res, body, content, finish);
      }
      if (state.mode === 'stall') return answer(res, body, FAKE_SPEC);
      return answer(res, body, text.includes('especificación técnica') ? FAKE_SPEC : FAKE_NOTE);
    }
    send(res, 404, { error: { message: 'not found' } });
  });

  return {
    state,
    reset(mode: FakeProviderMode = 'valid') {
      state.mode = mode;
      state.chatCalls = 0;
      state.imageCalls = 0;
      state.cancelled = 0;
      state.bodies = [];
    },
    /** The app-definition requests (issue 20). */
    appDefinitionBodies: () =>
      state.bodies.filter((b) =>
        JSON.stringify(b.messages ?? []).includes('Definición de la aplicación'),
      ),
    /** The change requests (issue 27). */
    changeBodies: () =>
      state.bodies.filter((b) =>
        JSON.stringify(b.messages ?? []).includes('Cambio pedido en la aplicación'),
      ),
    /** The concept requests (not the specification or note ones). */
    conceptBodies: () =>
      state.bodies.filter((b) =>
        JSON.stringify(b.messages ?? []).includes('Idea de la aplicación'),
      ),
    async listen(port = 0): Promise<string> {
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
export type FakeProvider = ReturnType<typeof startFakeProvider>;
