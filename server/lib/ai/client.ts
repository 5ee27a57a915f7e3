import type { Config } from '../../config.ts';
import { createOfflineAiClient } from './offline-client.ts';
import type { AiClient } from './types.ts';

/**
 * Picks the provider from AI_PROVIDER (docs/product-spec.md §7; docs/operations.md lists the variables).
 * The AI SDK is loaded only for a model provider: the offline default starts ~50 MB lighter.
 */
export async function createAiClient(
  config: Pick<
    Config,
    | 'AI_PROVIDER'
    | 'AI_BASE_URL'
    | 'AI_API_KEY'
    | 'AI_MODEL'
    | 'AI_SPEC_MODEL'
    | 'AI_IMAGE_MODEL'
    | 'AI_TIMEOUT_MS'
    | 'AI_STRUCTURED_OUTPUT'
  >,
): Promise<AiClient> {
  if (config.AI_PROVIDER === 'offline') return createOfflineAiClient();
  const { createModelAiClient } = await import('./model-client.ts');
  return createModelAiClient({
    provider: config.AI_PROVIDER,
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    specModel: config.AI_SPEC_MODEL,
    imageModel: config.AI_IMAGE_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    structuredOutput: config.AI_STRUCTURED_OUTPUT,
  });
}

export type {
  AiClient,
  AiFileContext,
  AiProviderName,
  AiStatus,
  AppDefinitionResult,
  ConceptResult,
  ImageResult,
  SpecificationRequest,
  TextResult,
} from './types.ts';
