import { APICallError, parsePartialJson } from 'ai';
import { COMPLEXITIES, CONCEPT_CATEGORIES } from '../../../contracts/concept.ts';
import { ACCESS_RULES, BASIC_ACCESS_RULES, FIELD_TYPES } from '../../../contracts/data-model.ts';

// How a concept is asked of a model and read back (decision 0060). Constrained decoding
// first (`json_schema`), then JSON mode (`json_object`), then plain text with the shape in the
// prompt; whatever comes back is read tolerantly: fences, prose and <think> blocks are skipped.

export const STRUCTURED_OUTPUT_MODES = ['json_schema', 'json_object', 'none'] as const;
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];
export type StructuredOutputSetting = 'auto' | StructuredOutputMode;

/**
 * The data model part of the schema (issue 19). Strict decoders want every property listed
 * as required: a field's `options` and `ref` are null when they do not apply (the reader turns
 * null into "absent"). Keys are not constrained here: the reader derives them from the labels
 * when a model writes them with accents or spaces.
 */
const DATA_MODEL_JSON_SCHEMA = {
  type: 'object',
  properties: {
    entities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          label: { type: 'string' },
          labelPlural: { type: 'string' },
          rule: { type: 'string', enum: [...BASIC_ACCESS_RULES] },
          fields: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                key: { type: 'string' },
                label: { type: 'string' },
                type: { type: 'string', enum: [...FIELD_TYPES] },
                required: { type: 'boolean' },
                options: { type: ['array', 'null'], items: { type: 'string' } },
                ref: { type: ['string', 'null'] },
              },
              required: ['key', 'label', 'type', 'required', 'options', 'ref'],
              additionalProperties: false,
            },
          },
        },
        required: ['key', 'label', 'labelPlural', 'rule', 'fields'],
        additionalProperties: false,
      },
    },
  },
  required: ['entities'],
  additionalProperties: false,
} as const;

/**
 * The concept's JSON schema as sent to the model: every field required, no length limits, so
 * grammar-based decoders (llama.cpp, Ollama) accept it. The property order is the order the
 * result card fills in: name first, then the lists, the data model last.
 */
export const CONCEPT_JSON_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    category: { type: 'string', enum: [...CONCEPT_CATEGORIES] },
    description: { type: 'string' },
    features: { type: 'array', items: { type: 'string' } },
    techStack: { type: 'array', items: { type: 'string' } },
    userStories: { type: 'array', items: { type: 'string' } },
    estimatedComplexity: { type: 'string', enum: [...COMPLEXITIES] },
    dataModel: DATA_MODEL_JSON_SCHEMA,
  },
  required: [
    'name',
    'category',
    'description',
    'features',
    'techStack',
    'userStories',
    'estimatedComplexity',
    'dataModel',
  ],
  additionalProperties: false,
} as const;

export const CONCEPT_SCHEMA_NAME = 'app_concept';

const keyList = { type: 'array', items: { type: 'string' } } as const;

/**
 * The running app's definition (issue 20, contracts/app-definition.ts) as asked of a model:
 * the data model's entities plus each one's screens and the navigation. Strict as above: a
 * calendar or board the entity does not have is null. The contract validates the answer.
 */
export const APP_DEFINITION_JSON_SCHEMA = {
  type: 'object',
  properties: {
    entities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...DATA_MODEL_JSON_SCHEMA.properties.entities.items.properties,
          views: {
            type: 'object',
            properties: {
              list: {
                type: 'object',
                properties: {
                  searchFields: keyList,
                  filterFields: keyList,
                  sortField: { type: 'string' },
                  sortDir: { type: 'string', enum: ['asc', 'desc'] },
                  pageSize: { type: 'integer', enum: [10, 20, 50] },
                  columns: keyList,
                },
                required: [
                  'searchFields',
                  'filterFields',
                  'sortField',
                  'sortDir',
                  'pageSize',
                  'columns',
                ],
                additionalProperties: false,
              },
              calendar: {
                type: ['object', 'null'],
                properties: { dateField: { type: 'string' } },
                required: ['dateField'],
                additionalProperties: false,
              },
              board: {
                type: ['object', 'null'],
                properties: { statusField: { type: 'string' } },
                required: ['statusField'],
                additionalProperties: false,
              },
            },
            required: ['list', 'calendar', 'board'],
            additionalProperties: false,
          },
        },
        required: [...DATA_MODEL_JSON_SCHEMA.properties.entities.items.required, 'views'],
        additionalProperties: false,
      },
    },
    navigation: keyList,
  },
  required: ['entities', 'navigation'],
  additionalProperties: false,
} as const;

export const APP_DEFINITION_SCHEMA_NAME = 'app_definition';

const nullableString = { type: ['string', 'null'] } as const;
const NEW_FIELD_JSON_SCHEMA = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    type: { type: 'string', enum: [...FIELD_TYPES] },
    required: { type: 'boolean' },
    options: { type: ['array', 'null'], items: { type: 'string' } },
    ref: nullableString,
  },
  required: ['label', 'type', 'required', 'options', 'ref'],
  additionalProperties: false,
} as const;

/**
 * A change asked in words (issue 27, contracts/app-changes.ts) as asked of a model: a list of
 * operations, each one flat object with every property present and null where it does not
 * apply (strict decoders and grammar-based servers take one object shape more readily than a
 * union). `newField` is the field an `addField` adds; `field` names an existing one. The
 * server turns nulls into "absent" and validates with the contract and applyOperations.
 */
export const CHANGE_OPERATIONS_JSON_SCHEMA = {
  type: 'object',
  properties: {
    operations: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          op: {
            type: 'string',
            enum: [
              'addEntity',
              'removeEntity',
              'renameEntity',
              'addField',
              'removeField',
              'renameField',
              'changeFieldType',
              'setRequired',
              'addOptions',
              'removeOptions',
              'setRule',
              'setAccountField',
              'setNotify',
              'addTotal',
              'removeTotal',
              'setDesign',
            ],
          },
          entity: nullableString,
          field: nullableString,
          label: nullableString,
          labelPlural: nullableString,
          rule: { type: ['string', 'null'], enum: [...ACCESS_RULES, null] },
          anonymous: { type: ['boolean', 'null'] },
          linkField: nullableString,
          onCreate: { type: ['boolean', 'null'] },
          onChangeOf: nullableString,
          from: nullableString,
          via: nullableString,
          // addTotal's balance (decision 0279): the sum of `field` less this one.
          minus: {
            anyOf: [
              {
                type: 'object',
                properties: {
                  from: { type: 'string' },
                  via: nullableString,
                  field: { type: 'string' },
                },
                required: ['from', 'via', 'field'],
                additionalProperties: false,
              },
              { type: 'null' },
            ],
          },
          type: { type: ['string', 'null'], enum: [...FIELD_TYPES, null] },
          required: { type: ['boolean', 'null'] },
          options: { type: ['array', 'null'], items: { type: 'string' } },
          ref: nullableString,
          newField: { anyOf: [NEW_FIELD_JSON_SCHEMA, { type: 'null' }] },
          fields: { type: ['array', 'null'], items: NEW_FIELD_JSON_SCHEMA },
          primaryColor: nullableString,
          secondaryColor: nullableString,
          theme: nullableString,
          layout: nullableString,
        },
        required: [
          'op',
          'entity',
          'field',
          'label',
          'labelPlural',
          'rule',
          'anonymous',
          'linkField',
          'onCreate',
          'onChangeOf',
          'from',
          'via',
          'minus',
          'type',
          'required',
          'options',
          'ref',
          'newField',
          'fields',
          'primaryColor',
          'secondaryColor',
          'theme',
          'layout',
        ],
        additionalProperties: false,
      },
    },
  },
  required: ['operations'],
  additionalProperties: false,
} as const;

export const CHANGE_OPERATIONS_SCHEMA_NAME = 'app_change';

/** What a structured answer is asked for: the concept, a running app's definition, a change. */
export type StructuredTarget = 'concept' | 'app' | 'change';

export const STRUCTURED_SCHEMAS = {
  concept: { name: CONCEPT_SCHEMA_NAME, schema: CONCEPT_JSON_SCHEMA },
  app: { name: APP_DEFINITION_SCHEMA_NAME, schema: APP_DEFINITION_JSON_SCHEMA },
  change: { name: CHANGE_OPERATIONS_SCHEMA_NAME, schema: CHANGE_OPERATIONS_JSON_SCHEMA },
} as const;

/** The `response_format` each mode puts in a chat-completions request body. */
export function responseFormatFor(
  mode: StructuredOutputMode,
  target: StructuredTarget = 'concept',
): Record<string, unknown> | undefined {
  if (mode === 'json_schema')
    return {
      type: 'json_schema',
      json_schema: { ...STRUCTURED_SCHEMAS[target], strict: true },
    };
  if (mode === 'json_object') return { type: 'json_object' };
  return undefined;
}

/**
 * What worked on this process's provider, remembered so the next call does not pay the
 * refusal again. An explicit AI_STRUCTURED_OUTPUT pins the mode and disables the fallback.
 */
export function createStructuredOutputState(setting: StructuredOutputSetting) {
  let current: StructuredOutputMode = setting === 'auto' ? 'json_schema' : setting;
  return {
    get setting() {
      return setting;
    },
    current: () => current,
    /** After `mode` was refused: moves to the next mode; false when there is none to try. */
    fallBackFrom(mode: StructuredOutputMode): boolean {
      if (setting !== 'auto') return false;
      const next = STRUCTURED_OUTPUT_MODES[STRUCTURED_OUTPUT_MODES.indexOf(mode) + 1];
      if (!next) return false;
      // Another call may have moved on already; never move back.
      if (STRUCTURED_OUTPUT_MODES.indexOf(current) <= STRUCTURED_OUTPUT_MODES.indexOf(mode))
        current = next;
      return true;
    },
  };
}

// Statuses that say "not this request" rather than "not this response_format".
const NOT_A_REFUSAL = new Set([401, 403, 404, 408, 409, 429]);

// What a refusal of the format says (LM Studio: "'response_format.type' must be…"; llama.cpp
// and vLLM name the schema or the grammar). A 400 about something else (a prompt over the
// context length) must not downgrade the mode for the whole process.
const ABOUT_THE_FORMAT = /response_format|json_schema|json_object|schema|grammar|format/i;

/** A 4xx answer to the request's shape: the server does not accept this response_format. */
export function isFormatRefusal(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500 || NOT_A_REFUSAL.has(status))
    return false;
  const body = error.responseBody?.trim() ?? '';
  return body === '' || ABOUT_THE_FORMAT.test(body);
}

const THINK_BLOCK = /<think>[\s\S]*?(<\/think>|$)/g;

/** The text from the first `{` of the answer on: skips reasoning blocks, prose and fences. */
export function jsonStart(text: string): string | null {
  const clean = text.replace(THINK_BLOCK, '');
  const fence = clean.match(/```(?:json)?\s*\{/i);
  const from = fence ? (fence.index ?? 0) + fence[0].length - 1 : clean.indexOf('{');
  return from < 0 ? null : clean.slice(from);
}

/** The end (exclusive) of the balanced object starting at text[0], or -1 when it is cut short. */
function balancedEnd(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The JSON object in a model's answer: the whole text, a fenced block, or an object surrounded
 * by prose. Null when there is no complete object.
 */
export function extractJsonObject(text: string): Record<string, unknown> | null {
  const clean = text.replace(THINK_BLOCK, '');
  const starts: number[] = [];
  const first = jsonStart(clean);
  if (first !== null) starts.push(clean.length - first.length);
  for (let i = clean.indexOf('{'); i >= 0 && starts.length < 20; i = clean.indexOf('{', i + 1))
    if (!starts.includes(i)) starts.push(i);
  for (const start of starts) {
    const rest = clean.slice(start);
    const end = balancedEnd(rest);
    if (end < 0) continue;
    try {
      const value = JSON.parse(rest.slice(0, end));
      if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    } catch {
      // Not JSON after all (prose with braces): try the next candidate.
    }
  }
  return null;
}

/** The object written so far, repaired where it is cut off; null before the first `{`. */
export async function parsePartialObject(text: string): Promise<Record<string, unknown> | null> {
  const start = jsonStart(text);
  if (start === null) return null;
  const end = balancedEnd(start);
  const { value } = await parsePartialJson(end < 0 ? start : start.slice(0, end));
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const SCHEMA_KEYS = ['$schema', 'properties', 'required', 'additionalProperties', 'json_schema'];
const CONCEPT_KEYS = Object.keys(CONCEPT_JSON_SCHEMA.properties);

/**
 * An answer that repeats the schema instead of filling it (small models do this): schema
 * keywords at the top, or the concept's fields holding `{type: …}` descriptions.
 */
export function looksLikeSchemaEcho(value: Record<string, unknown>): boolean {
  if (typeof value.name === 'string' && Array.isArray(value.features)) return false;
  if (SCHEMA_KEYS.some((k) => k in value)) return true;
  if (value.type === 'object') return true;
  const described = CONCEPT_KEYS.filter((k) => {
    const v = value[k];
    return v !== null && typeof v === 'object' && !Array.isArray(v) && 'type' in v;
  });
  return described.length >= 3;
}

export const SCHEMA_ECHO_CORRECTION =
  'Has devuelto el esquema JSON en lugar de los datos. Responde solo con el objeto JSON del concepto, con cada campo relleno con su valor real (textos y listas de textos), sin "type", "properties" ni "required".';

/** The shape spelled out for servers without any JSON mode (mode `none`). */
export const CONCEPT_SHAPE_HINT = `Formato exacto de la respuesta (un único objeto JSON, sin bloques de código ni texto antes o después):
{"name": "…", "category": "…", "description": "…", "features": ["…"], "techStack": ["…"], "userStories": ["…"], "estimatedComplexity": "Simple|Medium|Complex", "dataModel": {"entities": [{"key": "…", "label": "…", "labelPlural": "…", "rule": "publica|catalogo|privada", "fields": [{"key": "…", "label": "…", "type": "…", "required": true, "options": null, "ref": null}]}]}}`;
