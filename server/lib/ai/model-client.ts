import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  generateImage,
  generateObject,
  generateText,
  type ImageModel,
  type LanguageModel,
} from 'ai';
import type { Concept } from '../../../contracts/concept.ts';
import { aiMalformed, withTimeoutAndRetry } from './errors.ts';
import { looseConceptSchema, normalizeConcept } from './normalize-concept.ts';
import { offlineSvg } from './offline-client.ts';
import {
  CONCEPT_SYSTEM,
  conceptPrompt,
  imagePrompt,
  SPEC_SYSTEM,
  specificationPrompt,
} from './prompts.ts';
import type { AiClient, AiProviderName } from './types.ts';

export type ModelClientConfig = {
  provider: Exclude<AiProviderName, 'offline'>;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  imageModel?: string;
  timeoutMs: number;
};

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;

type Models = {
  language: LanguageModel;
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
    const p = createOpenAICompatible({ name: 'compatible', baseURL: c.baseUrl, apiKey: c.apiKey });
    return {
      language: p.chatModel(c.model),
      image: c.imageModel ? p.imageModel(c.imageModel) : null,
    };
  }
  if (c.provider === 'openai') {
    if (!c.apiKey)
      throw new Error('Invalid configuration: AI_API_KEY is required when AI_PROVIDER=openai');
    const p = createOpenAI({ apiKey: c.apiKey, baseURL: c.baseUrl });
    return {
      language: p.chat(c.model ?? DEFAULT_MODELS.openai),
      image: c.imageModel ? p.image(c.imageModel) : null,
      imageOptions: { openai: { quality: 'high' } },
    };
  }
  if (!c.apiKey)
    throw new Error('Invalid configuration: AI_API_KEY is required when AI_PROVIDER=anthropic');
  const p = createAnthropic({ apiKey: c.apiKey, baseURL: c.baseUrl });
  // Anthropic has no image model: previews come from the SVG renderer.
  return { language: p(c.model ?? DEFAULT_MODELS.anthropic), image: null };
}

/** A real model behind the Vercel AI SDK; output is marked aiGenerated: true. */
export function createModelAiClient(c: ModelClientConfig): AiClient {
  // The SDK prints warnings with console.warn, outside our JSON logs; our prompts already
  // spell out the JSON shape for servers without structured outputs.
  (globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
  const models = buildModels(c);
  const run = <T>(call: (signal: AbortSignal) => Promise<T>) =>
    withTimeoutAndRetry(c.timeoutMs, call);

  const text = async (system: string, prompt: string, maxTokens: number) => {
    const result = await run((abortSignal) =>
      generateText({
        model: models.language,
        system,
        prompt,
        maxOutputTokens: maxTokens,
        maxRetries: 0,
        abortSignal,
      }),
    );
    const content = result.text.trim();
    if (!content) throw aiMalformed(new Error('empty text'));
    return content;
  };

  return {
    provider: c.provider,
    usesImageModel: models.image !== null,
    async generateConcept({ prompt, files }) {
      const result = await run((abortSignal) =>
        generateObject({
          model: models.language,
          schema: looseConceptSchema,
          schemaName: 'app_concept',
          system: CONCEPT_SYSTEM,
          prompt: conceptPrompt(prompt, files),
          maxRetries: 0,
          abortSignal,
        }),
      );
      return { concept: normalizeConcept(result.object), aiGenerated: true };
    },
    async generateSpecification(input) {
      const concept: Concept | undefined = input.concept;
      const content = await text(
        SPEC_SYSTEM,
        specificationPrompt({ ...input, concept }),
        input.maxTokens,
      );
      return { content, aiGenerated: true };
    },
    async generateImage({ prompt, concept }) {
      if (!models.image) return offlineSvg(concept);
      const image = models.image;
      const result = await run((abortSignal) =>
        generateImage({
          model: image,
          prompt: imagePrompt(concept, prompt),
          size: '1024x1024',
          n: 1,
          providerOptions: models.imageOptions,
          maxRetries: 0,
          abortSignal,
        }),
      );
      return { bytes: result.image.uint8Array, contentType: result.image.mediaType || 'image/png' };
    },
    async generateText({ prompt, maxTokens, system }) {
      const content = await text(
        system ?? 'Responde en español, de forma clara y concisa.',
        prompt,
        maxTokens,
      );
      return { content, aiGenerated: true };
    },
  };
}
