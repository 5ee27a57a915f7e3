import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  generateImage,
  type ImageModel,
  jsonSchema,
  type LanguageModel,
  type ModelMessage,
  Output,
  streamText,
} from 'ai';
import type { ConceptDraft } from '../../../contracts/builder.ts';
import type { Concept } from '../../../contracts/concept.ts';
import {
  type AiCallOptions,
  AiCancelledError,
  aiMalformed,
  aiTruncated,
  withIdleTimeout,
} from './errors.ts';
import { draftConcept, normalizeConcept } from './normalize-concept.ts';
import { offlineSvg } from './offline-client.ts';
import {
  APP_DEFINITION_SHAPE_HINT,
  APP_DEFINITION_SYSTEM,
  appDefinitionPrompt,
  CHANGE_SHAPE_HINT,
  CHANGE_SYSTEM,
  CONCEPT_SYSTEM,
  changePrompt,
  conceptPrompt,
  imagePrompt,
  SPEC_SYSTEM,
  specificationPrompt,
} from './prompts.ts';
import {
  describeAiFailure,
  isRetryable,
  toAiError,
  withTimeoutAndRetry,
} from './provider-errors.ts';
import {
  CONCEPT_SHAPE_HINT,
  createStructuredOutputState,
  extractJsonObject,
  isFormatRefusal,
  looksLikeSchemaEcho,
  parsePartialObject,
  responseFormatFor,
  SCHEMA_ECHO_CORRECTION,
  STRUCTURED_SCHEMAS,
  type StructuredOutputMode,
  type StructuredOutputSetting,
  type StructuredTarget,
} from './structured-output.ts';
import type { AiClient, AiProviderName } from './types.ts';

export type ModelClientConfig = {
  provider: Exclude<AiProviderName, 'offline'>;
  baseUrl?: string;
  apiKey?: string;
  /** AI_MODEL: concepts and free text (demo notes). */
  model?: string;
  /** AI_SPEC_MODEL: specifications; AI_MODEL when unset. */
  specModel?: string;
  imageModel?: string;
  timeoutMs: number;
  structuredOutput?: StructuredOutputSetting;
};

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;

/** The result card is redrawn at most this often while the model writes (a new field or item always shows). */
const PARTIAL_INTERVAL_MS = 30;

type Models = {
  /** The structured-answer model for a mode and what is asked (the concept by default). */
  concept: (mode: StructuredOutputMode, target?: StructuredTarget) => LanguageModel;
  /** Whether streamText must ask for the object itself (providers with native structured output). */
  nativeOutput: boolean;
  /** Modes this provider can use; the first is where `auto` starts. */
  modes: StructuredOutputMode[];
  spec: LanguageModel;
  text: LanguageModel;
  image: ImageModel | null;
  imageOptions?: Record<string, Record<string, string>>;
};

function buildModels(c: ModelClientConfig): Models {
  if (c.provider === 'openai-compatible') {
    if (!c.baseUrl)
      throw new Error(
        'Invalid configuration: AI_BASE_URL is required when AI_PROVIDER=openai-compatible',
      );
    if (!c.model)
      throw new Error(
        'Invalid configuration: AI_MODEL is required when AI_PROVIDER=openai-compatible',
      );
    const base = { name: 'compatible', baseURL: c.baseUrl, apiKey: c.apiKey };
    const plain = createOpenAICompatible(base);
    // One provider per mode: the request body's response_format is ours to choose, since
    // the SDK would send json_object only (supportsStructuredOutputs defaults to false).
    const byMode = (target: StructuredTarget) =>
      Object.fromEntries(
        (['json_schema', 'json_object', 'none'] as const).map((mode) => [
          mode,
          createOpenAICompatible({
            ...base,
            transformRequestBody: ({ response_format: _ignored, ...body }) => {
              const format = responseFormatFor(mode, target);
              return format ? { ...body, response_format: format } : body;
            },
          }).chatModel(c.model as string),
        ]),
      ) as Record<StructuredOutputMode, LanguageModel>;
    const byTarget = {
      concept: byMode('concept'),
      app: byMode('app'),
      change: byMode('change'),
    };
    return {
      concept: (mode, target = 'concept') => byTarget[target][mode],
      nativeOutput: false,
      modes: ['json_schema', 'json_object', 'none'],
      spec: plain.chatModel(c.specModel ?? c.model),
      text: plain.chatModel(c.model),
      image: c.imageModel ? plain.imageModel(c.imageModel) : null,
    };
  }
  if (c.provider === 'openai') {
    if (!c.apiKey)
      throw new Error('Invalid configuration: AI_API_KEY is required when AI_PROVIDER=openai');
    const p = createOpenAI({ apiKey: c.apiKey, baseURL: c.baseUrl });
    const model = p.chat(c.model ?? DEFAULT_MODELS.openai);
    return {
      concept: () => model,
      nativeOutput: true,
      modes: ['json_schema', 'none'],
      spec: p.chat(c.specModel ?? c.model ?? DEFAULT_MODELS.openai),
      text: model,
      image: c.imageModel ? p.image(c.imageModel) : null,
      imageOptions: { openai: { quality: 'high' } },
    };
  }
  if (!c.apiKey)
    throw new Error('Invalid configuration: AI_API_KEY is required when AI_PROVIDER=anthropic');
  const p = createAnthropic({ apiKey: c.apiKey, baseURL: c.baseUrl });
  const model = p(c.model ?? DEFAULT_MODELS.anthropic);
  // Anthropic has no image model (previews come from the SVG renderer) and no JSON mode
  // on its messages API: the shape goes in the prompt.
  return {
    concept: () => model,
    nativeOutput: false,
    modes: ['none'],
    spec: p(c.specModel ?? c.model ?? DEFAULT_MODELS.anthropic),
    text: model,
    image: null,
  };
}

function pickSetting(c: ModelClientConfig, models: Models): StructuredOutputSetting {
  const wanted = c.structuredOutput ?? 'auto';
  if (wanted !== 'auto' && !models.modes.includes(wanted)) return models.modes[0];
  if (wanted === 'auto' && models.modes.length === 1) return models.modes[0];
  return wanted;
}

/** A real model behind the Vercel AI SDK; output is marked aiGenerated: true. */
export function createModelAiClient(c: ModelClientConfig): AiClient {
  // The SDK prints warnings with console.warn, outside our JSON logs; our prompts already
  // spell out the JSON shape for servers without structured outputs.
  (globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
  const models = buildModels(c);
  const structured = createStructuredOutputState(pickSetting(c, models));

  /** Streams one answer, reporting the text so far; throws on a provider error or a cut-off answer. */
  async function streamOnce(
    args: {
      model: LanguageModel;
      system: string;
      messages: ModelMessage[];
      maxTokens?: number;
      /** The schema the SDK asks for itself (providers with native structured output). */
      output?: StructuredTarget;
      onText?: (soFar: string) => void | Promise<void>;
    },
    signal: AbortSignal,
    touch: () => void,
  ): Promise<string> {
    const result = streamText({
      model: args.model,
      system: args.system,
      messages: args.messages,
      maxOutputTokens: args.maxTokens,
      maxRetries: 0,
      abortSignal: signal,
      // Errors arrive as stream parts below; the default handler would print them to stderr.
      onError: () => {},
      ...(args.output
        ? {
            output: Output.object({
              schema: jsonSchema<Record<string, unknown>>(
                STRUCTURED_SCHEMAS[args.output].schema as unknown as Parameters<
                  typeof jsonSchema
                >[0],
              ),
              name: STRUCTURED_SCHEMAS[args.output].name,
            }),
          }
        : {}),
    });
    let text = '';
    let finishReason: string | undefined;
    for await (const part of result.fullStream) {
      touch();
      if (part.type === 'text-delta') {
        text += part.text;
        await args.onText?.(text);
      } else if (part.type === 'error') throw part.error;
      else if (part.type === 'finish') finishReason = part.finishReason;
    }
    if (finishReason === 'length') throw aiTruncated(new Error('finish_reason: length'));
    return text;
  }

  /** Free text with its timeout and one retry. */
  const text = async (
    model: LanguageModel,
    input: { system: string; prompt: string; maxTokens: number; onText?: (s: string) => void },
    options: AiCallOptions & { what: string },
  ) => {
    const content = await withTimeoutAndRetry(
      c.timeoutMs,
      (signal, touch) =>
        streamOnce(
          {
            model,
            system: input.system,
            messages: [{ role: 'user', content: input.prompt }],
            maxTokens: input.maxTokens,
            onText: input.onText,
          },
          signal,
          touch,
        ),
      options,
    );
    if (!content.trim()) throw aiMalformed(new Error('empty text'));
    return content.trim();
  };

  /** A partial-object reporter that skips redraws nobody would see. */
  function partialReporter(onPartial: (draft: ConceptDraft) => void) {
    let lastJson = '';
    let lastShape = '';
    let lastAt = 0;
    return async (soFar: string) => {
      const raw = await parsePartialObject(soFar);
      if (!raw) return;
      const draft = draftConcept(raw);
      const json = JSON.stringify(draft);
      if (json === lastJson || json === '{}') return;
      // A new field or a new list item is always shown; more letters of one at most every 30 ms.
      const shape = Object.entries(draft)
        .map(([k, v]) => `${k}:${Array.isArray(v) ? v.length : 1}`)
        .join(',');
      const now = performance.now();
      if (shape === lastShape && now - lastAt < PARTIAL_INTERVAL_MS) return;
      lastJson = json;
      lastShape = shape;
      lastAt = now;
      onPartial(draft);
    };
  }

  return {
    provider: c.provider,
    usesImageModel: models.image !== null,
    status: () => ({
      provider: c.provider,
      structuredOutput: structured.current(),
      structuredOutputSetting: structured.setting,
    }),
    async generateConcept({ prompt, files, onPartial, signal, log }) {
      let history: ModelMessage[] = [{ role: 'user', content: conceptPrompt(prompt, files) }];
      let corrected = false;
      let failures = 0;
      for (;;) {
        const mode = structured.current();
        let echoedTwice = false;
        try {
          const answer = await withIdleTimeout(c.timeoutMs, signal, (s, touch) =>
            streamOnce(
              {
                model: models.concept(mode),
                system:
                  mode === 'none' ? `${CONCEPT_SYSTEM}\n\n${CONCEPT_SHAPE_HINT}` : CONCEPT_SYSTEM,
                messages: history,
                output: models.nativeOutput && mode !== 'none' ? 'concept' : undefined,
                onText: onPartial ? partialReporter(onPartial) : undefined,
              },
              s,
              touch,
            ),
          );
          const object = extractJsonObject(answer);
          if (!object) throw aiMalformed(new Error('no JSON object in the answer'));
          if (looksLikeSchemaEcho(object)) {
            if (corrected) {
              echoedTwice = true;
              throw aiMalformed(new Error('the model echoed the schema again after a correction'));
            }
            log?.warn(
              { ai: { call: 'concept', mode, schemaEcho: true } },
              'AI model echoed the schema; asking again with a correction',
            );
            corrected = true;
            history = [
              ...history,
              { role: 'assistant', content: answer },
              { role: 'user', content: SCHEMA_ECHO_CORRECTION },
            ];
            continue;
          }
          const { concept, dataModelDerived } = normalizeConcept(object, prompt);
          if (dataModelDerived)
            log?.warn(
              { ai: { call: 'concept', mode, dataModel: 'derived' } },
              'AI model gave no valid data model; derived one from the concept',
            );
          return { concept, aiGenerated: true };
        } catch (error) {
          if (error instanceof AiCancelledError) throw toAiError(error);
          log?.warn(
            { ai: { call: 'concept', mode, attempt: failures + 1, ...describeAiFailure(error) } },
            'AI provider call failed',
          );
          if (isFormatRefusal(error) && structured.fallBackFrom(mode)) {
            log?.warn(
              { ai: { call: 'concept', refusedMode: mode, nextMode: structured.current() } },
              'AI provider refused the response format; falling back',
            );
            continue;
          }
          failures++;
          if (echoedTwice || failures >= 2 || !isRetryable(error)) throw toAiError(error);
        }
      }
    },
    async generateAppDefinition({ name, description, dataModel, signal }) {
      // One attempt, no retry and no correction round: the caller has a derived definition
      // to fall back on, and the person is waiting for the app's first page.
      const mode = structured.current();
      const answer = await withIdleTimeout(c.timeoutMs, signal, (s, touch) =>
        streamOnce(
          {
            model: models.concept(mode, 'app'),
            system:
              mode === 'none'
                ? `${APP_DEFINITION_SYSTEM}\n\n${APP_DEFINITION_SHAPE_HINT}`
                : APP_DEFINITION_SYSTEM,
            messages: [
              { role: 'user', content: appDefinitionPrompt({ name, description, dataModel }) },
            ],
            output: models.nativeOutput && mode !== 'none' ? 'app' : undefined,
          },
          s,
          touch,
        ),
      ).catch((error: unknown) => {
        throw toAiError(error);
      });
      const object = extractJsonObject(answer);
      if (!object || looksLikeSchemaEcho(object))
        throw aiMalformed(new Error('no app definition in the answer'));
      return { raw: object, aiGenerated: true };
    },
    async proposeChange({ instruction, dataModel, design, signal, log }) {
      // One answer, no retry: the offline reader is the fallback. A provider that refuses
      // the response format moves to the next mode (json_schema → json_object → none).
      for (;;) {
        const mode = structured.current();
        try {
          const answer = await withIdleTimeout(c.timeoutMs, signal, (s, touch) =>
            streamOnce(
              {
                model: models.concept(mode, 'change'),
                system:
                  mode === 'none' ? `${CHANGE_SYSTEM}\n\n${CHANGE_SHAPE_HINT}` : CHANGE_SYSTEM,
                messages: [
                  { role: 'user', content: changePrompt({ instruction, dataModel, design }) },
                ],
                output: models.nativeOutput && mode !== 'none' ? 'change' : undefined,
              },
              s,
              touch,
            ),
          );
          const object = extractJsonObject(answer);
          if (!object || looksLikeSchemaEcho(object))
            throw aiMalformed(new Error('no change operations in the answer'));
          return { raw: object };
        } catch (error) {
          if (!(error instanceof AiCancelledError) && isFormatRefusal(error)) {
            if (structured.fallBackFrom(mode)) {
              log?.warn(
                { ai: { call: 'change', refusedMode: mode, nextMode: structured.current() } },
                'AI provider refused the response format; falling back',
              );
              continue;
            }
          }
          throw toAiError(error);
        }
      }
    },
    async generateSpecification(input) {
      const concept: Concept | undefined = input.concept;
      const content = await text(
        models.spec,
        {
          system: SPEC_SYSTEM,
          prompt: specificationPrompt({ ...input, concept }),
          maxTokens: input.maxTokens,
          onText: input.onText,
        },
        { signal: input.signal, log: input.log, what: 'specification' },
      );
      return { content, aiGenerated: true };
    },
    async generateImage({ prompt, concept, signal, log }) {
      if (!models.image) return offlineSvg(concept, prompt);
      const image = models.image;
      const result = await withTimeoutAndRetry(
        c.timeoutMs,
        (abortSignal) =>
          generateImage({
            model: image,
            prompt: imagePrompt(concept, prompt),
            size: '1024x1024',
            n: 1,
            providerOptions: models.imageOptions,
            maxRetries: 0,
            abortSignal,
          }),
        { what: 'image', signal, log },
      );
      return { bytes: result.image.uint8Array, contentType: result.image.mediaType || 'image/png' };
    },
    async generateText({ prompt, maxTokens, system, onText, signal, log }) {
      const content = await text(
        models.text,
        {
          system: system ?? 'Responde en español, de forma clara y concisa.',
          prompt,
          maxTokens,
          onText,
        },
        { signal, log, what: 'text' },
      );
      return { content, aiGenerated: true };
    },
  };
}
