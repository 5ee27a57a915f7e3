import type { Concept } from '../../../contracts/concept.ts';
import {
  deriveDataModel,
  generateOfflineConcept,
  generateOfflineSpecification,
  generateOfflineText,
  renderOfflinePreviewSvg,
} from './offline/index.ts';
import type { AiClient, AiFileContext, SpecificationRequest } from './types.ts';

/**
 * A concept for a project known only by name and description (the control panel's
 * specification of a hand-made project): the engine reads them as the idea, then the
 * project's own name and description win.
 */
export function conceptFromSummary(input: {
  name: string;
  description: string;
  prompt?: string;
  files?: AiFileContext[];
}): Concept {
  const idea =
    [input.prompt, input.name, input.description].filter((s) => s?.trim()).join('. ') || input.name;
  const derived = generateOfflineConcept({ prompt: idea, files: input.files });
  return {
    ...derived,
    name: input.name.trim().slice(0, 80) || derived.name,
    description: input.description.trim().slice(0, 600) || derived.description,
  };
}

export function offlineSpecification(input: SpecificationRequest): string {
  const concept = input.concept ?? conceptFromSummary(input);
  const prompt = input.prompt?.trim() || `${input.name}. ${input.description}`;
  return generateOfflineSpecification({
    concept,
    prompt,
    maxTokens: input.maxTokens,
    files: input.files,
  });
}

export function offlineSvg(concept: Concept) {
  return {
    bytes: new TextEncoder().encode(renderOfflinePreviewSvg(concept)),
    contentType: 'image/svg+xml',
  };
}

/** The embedded default: deterministic, no network, output marked aiGenerated: false. */
export function createOfflineAiClient(): AiClient {
  return {
    provider: 'offline',
    usesImageModel: false,
    status: () => ({ provider: 'offline', structuredOutput: null, structuredOutputSetting: null }),
    async generateConcept({ prompt, files }) {
      const concept = generateOfflineConcept({ prompt, files });
      // Every concept carries its data model (issue 19), whatever the engine's version gives.
      const dataModel = concept.dataModel ?? deriveDataModel({ concept, prompt });
      return { concept: { ...concept, dataModel }, aiGenerated: false };
    },
    async generateAppDefinition() {
      // The derived definition (contracts/app-definition.ts) is the offline default.
      return null;
    },
    async generateSpecification(input) {
      const content = offlineSpecification(input);
      // The engine is instant: the whole document is one delta.
      input.onText?.(content);
      return { content, aiGenerated: false };
    },
    async generateImage({ concept }) {
      return offlineSvg(concept);
    },
    async generateText({ prompt, maxTokens, onText }) {
      const content = generateOfflineText({ prompt, maxTokens });
      onText?.(content);
      return { content, aiGenerated: false };
    },
  };
}
