import type { ConceptDraft } from '../../../contracts/builder.ts';
import type { Concept } from '../../../contracts/concept.ts';
import type { DataModel } from '../../../contracts/data-model.ts';
import type { AiCallOptions } from './errors.ts';
import type { StructuredOutputMode, StructuredOutputSetting } from './structured-output.ts';

export type AiProviderName = 'offline' | 'openai-compatible' | 'openai' | 'anthropic';

/** An uploaded file given to the AI as context (name and type only, never its bytes). */
export type AiFileContext = { originalName: string; fileType: string };

export type ConceptResult = { concept: Concept; aiGenerated: boolean };
/** A model's app definition as it came (JSON, unchecked): the caller validates it. */
export type AppDefinitionResult = { raw: Record<string, unknown>; aiGenerated: true };
export type TextResult = { content: string; aiGenerated: boolean };
export type ImageResult = { bytes: Uint8Array; contentType: string };

export type SpecificationRequest = {
  name: string;
  description: string;
  prompt?: string;
  /** Without a concept, one is derived from name and description. */
  concept?: Concept;
  maxTokens: number;
  files?: AiFileContext[];
  /** Called with the whole text written so far, each time the model adds to it. */
  onText?: (soFar: string) => void;
} & AiCallOptions;

/** What GET /api/health shows about the AI layer: never a URL or a key. */
export type AiStatus = {
  provider: AiProviderName;
  /** How concepts are asked for now; null for the offline engine. */
  structuredOutput: StructuredOutputMode | null;
  /** AI_STRUCTURED_OUTPUT: auto, or the mode an operator pinned. */
  structuredOutputSetting: StructuredOutputSetting | null;
};

/**
 * The one AI entry point of the server. Every call has a timeout and one retry; failures
 * throw AppError with a Spanish userMessage (AI_TIMEOUT, AI_UNAVAILABLE, AI_MALFORMED).
 */
export interface AiClient {
  readonly provider: AiProviderName;
  /** True when previews come from a real image model (an integration request that costs a credit). */
  readonly usesImageModel: boolean;
  /** Which provider and structured-output mode are in use, for operators. */
  status(): AiStatus;
  /** Starts loading what the first generation needs, when someone is about to ask for one. */
  preload?(): void;
  /** The generated-object schema of docs/product-spec.md §3, validated. */
  generateConcept(
    input: {
      prompt: string;
      files?: AiFileContext[];
      /** Called with the fields written so far while a model streams its answer. */
      onPartial?: (draft: ConceptDraft) => void;
    } & AiCallOptions,
  ): Promise<ConceptResult>;
  /**
   * A running app's definition (issue 20) written by the model through json_schema from the
   * project and its data model; null from the offline engine, whose default is the
   * definition derived from the data model. Throws like every call (AI_MALFORMED, …).
   */
  generateAppDefinition(
    input: { name: string; description: string; dataModel: DataModel } & AiCallOptions,
  ): Promise<AppDefinitionResult | null>;
  /**
   * A change asked in words (issue 27) read by the model through json_schema into the
   * operations of contracts/app-changes.ts (raw JSON, unchecked: the caller validates it);
   * null from the offline engine, whose reader the caller uses instead. One attempt.
   */
  proposeChange(
    input: {
      instruction: string;
      dataModel: DataModel;
      design: { primaryColor: string; secondaryColor: string; theme: string; layout: string };
    } & AiCallOptions,
  ): Promise<{ raw: Record<string, unknown> } | null>;
  /** A Markdown technical specification (docs/product-spec.md §7: 1000 tokens in the builder, 2000 in the panel). */
  generateSpecification(input: SpecificationRequest): Promise<TextResult>;
  /** A 1024×1024 preview; offline (and for providers without images) an SVG mock-up. */
  generateImage(input: { prompt: string; concept: Concept } & AiCallOptions): Promise<ImageResult>;
  /** Free text, e.g. a demo note or a starter note. */
  generateText(
    input: {
      prompt: string;
      maxTokens: number;
      system?: string;
      onText?: (soFar: string) => void;
    } & AiCallOptions,
  ): Promise<TextResult>;
}
