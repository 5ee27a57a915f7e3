import type { Concept } from '../../../contracts/concept.ts';
import type { AiClient, AiFileContext, SpecificationRequest } from './types.ts';

// The engine's tables (word lists, knowledge base, change reader) load with the first request
// that needs them, not at start-up (docs/decisions/0160-lean-server.md); a failed import is
// retried on the next call.
type Engine = typeof import('./offline/index.ts');
let engine: Promise<Engine> | undefined;
export function loadOfflineEngine(): Promise<Engine> {
  engine ??= import('./offline/index.ts').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/**
 * A concept for a project known only by name and description (the control panel's
 * specification of a hand-made project): the engine reads them as the idea, then the
 * project's own name and description win.
 */
export async function conceptFromSummary(input: {
  name: string;
  description: string;
  prompt?: string;
  files?: AiFileContext[];
}): Promise<Concept> {
  const { generateOfflineConcept } = await loadOfflineEngine();
  const idea =
    [input.prompt, input.name, input.description].filter((s) => s?.trim()).join('. ') || input.name;
  const derived = generateOfflineConcept({ prompt: idea, files: input.files });
  return {
    ...derived,
    name: input.name.trim().slice(0, 80) || derived.name,
    description: input.description.trim().slice(0, 600) || derived.description,
  };
}

export async function offlineSpecification(input: SpecificationRequest): Promise<string> {
  const { generateOfflineSpecification } = await loadOfflineEngine();
  const concept = input.concept ?? (await conceptFromSummary(input));
  const prompt = input.prompt?.trim() || `${input.name}. ${input.description}`;
  return generateOfflineSpecification({
    concept,
    prompt,
    maxTokens: input.maxTokens,
    files: input.files,
  });
}

/** The offline preview of a concept; `prompt`, the idea, says whether it is a phone app. */
export async function offlineSvg(concept: Concept, prompt: string) {
  const { ideaAsksForPhone, renderOfflinePreviewSvg } = await loadOfflineEngine();
  const svg = renderOfflinePreviewSvg(concept, { mobile: ideaAsksForPhone(prompt) });
  return {
    bytes: new TextEncoder().encode(svg),
    contentType: 'image/svg+xml',
  };
}

/** The embedded default: deterministic, no network, output marked aiGenerated: false. */
export function createOfflineAiClient(): AiClient {
  return {
    provider: 'offline',
    usesImageModel: false,
    status: () => ({ provider: 'offline', structuredOutput: null, structuredOutputSetting: null }),
    preload() {
      // The module, then the dictionary's tables (built on the first analysed word), on a
      // later turn of the event loop. A failure is retried, and reported, by the generation
      // that needs the engine.
      loadOfflineEngine()
        .then(({ warmMorphology }) => setImmediate(warmMorphology))
        .catch(() => {});
    },
    async generateConcept({ prompt, files }) {
      const { deriveDataModel, generateOfflineConcept } = await loadOfflineEngine();
      const concept = generateOfflineConcept({ prompt, files });
      // Every concept carries its data model (issue 19), whatever the engine's version gives.
      const dataModel = concept.dataModel ?? deriveDataModel({ concept, prompt });
      return { concept: { ...concept, dataModel }, aiGenerated: false };
    },
    async generateAppDefinition() {
      // The derived definition (contracts/app-definition.ts) is the offline default.
      return null;
    },
    async proposeChange() {
      // The caller reads the instruction with the offline change reader.
      return null;
    },
    async generateSpecification(input) {
      const content = await offlineSpecification(input);
      // The engine is instant: the whole document is one delta.
      input.onText?.(content);
      return { content, aiGenerated: false };
    },
    async generateImage({ prompt, concept }) {
      return offlineSvg(concept, prompt);
    },
    async generateText({ prompt, maxTokens, onText }) {
      const { generateOfflineText } = await loadOfflineEngine();
      const content = generateOfflineText({ prompt, maxTokens });
      onText?.(content);
      return { content, aiGenerated: false };
    },
  };
}
