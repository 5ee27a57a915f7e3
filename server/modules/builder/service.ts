import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AttachedFile,
  GENERATION_STAGES,
  type GenerationLine,
  type GenerationStage,
} from '../../../contracts/builder.ts';
import type { Concept } from '../../../contracts/concept.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import type { GeneratedProject } from '../../../contracts/projects.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type AppDeps, inTransaction } from '../../deps.ts';
import { type AiLogger, aiCancelled } from '../../lib/ai/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { keyOfPublicUrl } from '../../lib/storage.ts';
import { consumeCredit, refundCredit } from '../billing/service.ts';
import { attachObjectsToProject, discardObject, recordObject } from '../files/service.ts';
import { availableSlug, saveNewProject, toGeneratedProject } from '../projects/service.ts';
import * as repo from './repo.ts';
import { ANONYMOUS_USER_ID } from './uploads.ts';

// The generation pipeline (docs/product-spec.md §§2–4). The five stages are reported as they start;
// everything is prepared first and written in ONE transaction at the end (projects'
// saveNewProject plus the attached uploads), so a failure at any stage leaves no project,
// no launch and no attached file behind. The builder keeps no project queries or types.

type Deps = Pick<AppDeps, 'db' | 'dbHandle' | 'config' | 'storage' | 'ai'>;

const DETAILED_SPEC_MAX_TOKENS = 1000;
const PLACEHOLDER_SVG = readFileSync(
  join(import.meta.dirname, 'assets', 'preview-placeholder.svg'),
);
const ATTACHABLE_FOR_MS = 24 * 60 * 60 * 1000;

export type GenerationRequest = {
  userId: string;
  prompt: string;
  files: AttachedFile[];
  /** Aborted when the person leaves: the model request is cancelled and nothing is saved. */
  signal?: AbortSignal;
  /** The request's logger (it carries the request id) for provider failures. */
  log?: AiLogger;
};

export const stageMessage = (stage: GenerationStage) =>
  GENERATION_STAGES.find((s) => s.stage === stage)?.message ?? '';

/**
 * The files a generation may attach (docs/design.md: safe attach rule): the caller's own uploads,
 * or `anonymous` uploads whose ids this browser's signed cookie lists; in both cases not
 * attached to a project yet and uploaded in the last 24 hours. Anything else → 400.
 */
export async function resolveAttachments(
  deps: Pick<AppDeps, 'db'>,
  input: { userId: string; fileIds: string[]; anonymousIds: string[] },
): Promise<AttachedFile[]> {
  const ids = [...new Set(input.fileIds)];
  if (ids.length === 0) return [];
  const rows = await repo.findUploadedFilesByIds(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const anonymous = new Set(input.anonymousIds);
  const cutoff = Date.now() - ATTACHABLE_FOR_MS;
  return ids.map((id) => {
    const row = byId.get(id);
    const owned =
      row &&
      (row.userId === input.userId || (row.userId === ANONYMOUS_USER_ID && anonymous.has(row.id)));
    if (!row || !owned || row.projectId !== null || Date.parse(row.createdAt) < cutoff) {
      throw new AppError('FILE_NOT_ATTACHABLE', {
        userMessage: messages.builderFlow.fileNotAttachable,
        kind: 'BAD_REQUEST',
      });
    }
    return {
      id: row.id,
      name: row.name,
      originalName: row.originalName,
      fileType: row.fileType,
      fileSize: Number(row.fileSize),
      storageUrl: row.storageUrl,
    };
  });
}

/** Billing's single hook: one message credit per generation, taken before any work. */
export async function chargeGeneration(
  deps: Pick<AppDeps, 'db' | 'dbHandle'>,
  { userId }: { userId: string },
): Promise<void> {
  await consumeCredit(deps, { userId, kind: 'message' });
}

/** docs/product-spec.md §8: "Error: {reason}", or the default text when there is no reason to show. */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.code !== 'INTERNAL' && error.userMessage) {
    return fill(messages.builder.generationError, { reason: error.userMessage });
  }
  return messages.builder.generationDefaultError;
}

function recordPreview(
  deps: Pick<AppDeps, 'db'>,
  p: { key: string; userId: string; projectId: string; contentType: string; size: number },
) {
  return recordObject(deps, {
    key: p.key,
    ownerUserId: p.userId,
    projectId: p.projectId,
    kind: 'preview',
    contentType: p.contentType,
    size: p.size,
  });
}

async function storePreview(
  deps: Deps,
  input: {
    projectId: string;
    userId: string;
    prompt: string;
    concept: Concept;
    signal?: AbortSignal;
    log?: AiLogger;
  },
): Promise<{ key: string; url: string } | null> {
  const { projectId, userId, prompt, concept, signal, log } = input;
  // A real image model is an integration request: one integration credit (docs/design.md).
  // Without credits, or when the model fails, the preview falls back silently (docs/product-spec.md §8).
  let charged = false;
  try {
    if (deps.ai.usesImageModel) {
      await consumeCredit(deps, { userId, kind: 'integration' });
      charged = true;
    }
    const image = await deps.ai.generateImage({ prompt, concept, signal, log });
    const ext = image.contentType.includes('svg')
      ? 'svg'
      : image.contentType.includes('jpeg')
        ? 'jpg'
        : 'png';
    const key = `previews/${projectId}.${ext}`;
    const stored = await deps.storage.put(key, image.bytes, image.contentType);
    await recordPreview(deps, {
      key,
      userId,
      projectId,
      contentType: image.contentType,
      size: stored.size,
    });
    return { key, url: stored.publicUrl };
  } catch {
    if (charged) await refundCredit(deps, { userId, kind: 'integration' }).catch(() => {});
    // docs/product-spec.md §8: an image failure silently falls back to a placeholder image.
    try {
      const key = `previews/${projectId}.svg`;
      const stored = await deps.storage.put(key, PLACEHOLDER_SVG, 'image/svg+xml');
      await recordPreview(deps, {
        key,
        userId,
        projectId,
        contentType: 'image/svg+xml',
        size: stored.size,
      });
      return { key, url: stored.publicUrl };
    } catch {
      return null;
    }
  }
}

/**
 * Runs the five stages, reporting each as it starts, and returns the saved project.
 * Throws AppError on failure; nothing is saved then.
 */
export async function generateProject(
  deps: Deps,
  input: GenerationRequest,
  report: (line: Extract<GenerationLine, { type: 'progress' | 'partial' }>) => void,
): Promise<GeneratedProject> {
  const progress = (stage: GenerationStage) =>
    report({ type: 'progress', stage, message: stageMessage(stage) });
  const fileContext = input.files.map((f) => ({
    originalName: f.originalName,
    fileType: f.fileType,
  }));

  progress('analyze');
  const { concept, aiGenerated } = await deps.ai.generateConcept({
    prompt: input.prompt,
    files: fileContext,
    // The result card fills in as the model writes (issue 12); the offline engine has no partials.
    onPartial: (draft) => report({ type: 'partial', concept: draft }),
    signal: input.signal,
    log: input.log,
  });

  progress('specification');
  const spec = await deps.ai.generateSpecification({
    name: concept.name,
    description: concept.description,
    prompt: input.prompt,
    concept,
    maxTokens: DETAILED_SPEC_MAX_TOKENS,
    files: fileContext,
    signal: input.signal,
    log: input.log,
  });

  // Whoever closed the page gets nothing saved in their name (and the credit back).
  if (input.signal?.aborted) throw aiCancelled();
  progress('save');
  const projectId = newId();
  const generated = {
    concept,
    prompt: input.prompt,
    specification: spec.content,
    uploadedFiles: input.files,
    aiGenerated: aiGenerated && spec.aiGenerated,
  };

  progress('launch-url');
  let slug = await availableSlug(deps, { name: concept.name });

  progress('preview');
  const preview = await storePreview(deps, {
    projectId,
    userId: input.userId,
    prompt: input.prompt,
    concept,
    signal: input.signal,
    log: input.log,
  });

  try {
    // Left during the preview: the preview file goes, nothing is saved.
    if (input.signal?.aborted) throw aiCancelled();
    for (let failures = 0; ; ) {
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          // Projects' use case: the row, the starter content and the launch record.
          const saved = await saveNewProject(inTransaction(deps, trx), {
            source: 'builder',
            id: projectId,
            userId: input.userId,
            name: concept.name,
            slug,
            description: concept.description,
            generated: { ...generated, previewUrl: preview?.url ?? null },
          });
          const ids = input.files.map((f) => f.id);
          if ((await repo.attachUploadedFiles(trx, ids, projectId)) !== ids.length) {
            throw new AppError('FILE_NOT_ATTACHABLE', {
              userMessage: messages.builderFlow.fileNotAttachable,
              kind: 'BAD_REQUEST',
            });
          }
          // The uploads now belong to the project: its owner reads them, its deletion removes them.
          await attachObjectsToProject(
            inTransaction(deps, trx),
            input.files.flatMap((f) => keyOfPublicUrl(f.storageUrl) ?? []),
            projectId,
          );
          return saved;
        });
        return toGeneratedProject(row);
      } catch (error) {
        // Another generation took the slug between our check and our insert.
        failures++;
        if (!isUniqueViolation(error) || failures > 4) throw error;
        slug = await availableSlug(deps, { name: concept.name, failures });
      }
    }
  } catch (error) {
    if (preview) await discardObject(deps, preview.key).catch(() => {});
    throw error;
  }
}

/** The whole request: charge, run, and give the credit back if the work failed. */
export async function runGeneration(
  deps: Deps,
  input: GenerationRequest,
  emit: (line: GenerationLine) => void,
  log?: (error: unknown) => void,
): Promise<GeneratedProject | null> {
  try {
    const project = await generateProject(deps, input, emit);
    emit({ type: 'result', project });
    return project;
  } catch (error) {
    log?.(error);
    await refundCredit(deps, { userId: input.userId, kind: 'message' }).catch((e) => log?.(e));
    emit({ type: 'error', message: generationErrorMessage(error) });
    return null;
  }
}
