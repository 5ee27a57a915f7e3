import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AttachedFile,
  type BuilderProject,
  type BuilderProjectStatus,
  GENERATION_STAGES,
  type GenerationLine,
  type GenerationStage,
} from '../../../contracts/builder.ts';
import {
  CATEGORY_LABELS,
  COMPLEXITIES,
  COMPLEXITY_LABELS,
  type Complexity,
  type Concept,
} from '../../../contracts/concept.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import { SLUG_MAX_LENGTH, slugFromName } from '../../../contracts/slug.ts';
import type { LaunchesTable, ProjectRow, ProjectsTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type AiLogger, aiCancelled } from '../../lib/ai/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { keyOfPublicUrl } from '../../lib/storage.ts';
import { consumeCredit, refundCredit } from '../billing/service.ts';
import { attachObjectsToProject, discardObject, recordObject } from '../files/service.ts';
import { createStarterContent, deleteProject } from '../projects/service.ts';
import * as repo from './repo.ts';
import { ANONYMOUS_USER_ID } from './uploads.ts';

// The generation pipeline (spec sections 2–4). The five stages are reported as they start;
// everything is prepared first and written in ONE transaction at the end, so a failure at
// any stage leaves no project, no launch and no attached file behind.

type Deps = Pick<AppDeps, 'db' | 'dbHandle' | 'config' | 'storage' | 'ai'>;

const DETAILED_SPEC_MAX_TOKENS = 1000;
const PLACEHOLDER_SVG = readFileSync(
  join(import.meta.dirname, 'assets', 'preview-placeholder.svg'),
);
const ATTACHABLE_FOR_MS = 24 * 60 * 60 * 1000;

export type AppData = {
  features: string[];
  techStack: string[];
  userStories: string[];
  complexity: Complexity;
  detailedSpec: string;
  uploadedFiles: AttachedFile[];
  generatedAt: string;
  aiGenerated: boolean;
};

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
 * The files a generation may attach (DESIGN: safe attach rule): the caller's own uploads,
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
  userId: string,
): Promise<void> {
  await consumeCredit(deps, { userId, kind: 'message' });
}

/** Spec section 8: "Error: {reason}", or the default text when there is no reason to show. */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.code !== 'INTERNAL' && error.userMessage) {
    return fill(messages.builder.generationError, { reason: error.userMessage });
  }
  return messages.builder.generationDefaultError;
}

function pickSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base}-${newId().slice(0, 8)}`;
}

function slugBase(name: string): string {
  // Room for a "-NNN" suffix within the 80-character limit.
  const base = slugFromName(name)
    .slice(0, SLUG_MAX_LENGTH - 10)
    .replace(/-+$/, '');
  return base || 'app';
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  return (
    !!e &&
    (e.code === '23505' ||
      e.errcode === 2067 ||
      e.errcode === 1555 ||
      /UNIQUE constraint failed/i.test(e.message ?? ''))
  );
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
  // A real image model is an integration request: one integration credit (DESIGN.md).
  // Without credits, or when the model fails, the preview falls back silently (spec 8).
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
    // Spec section 8: an image failure silently falls back to a placeholder image.
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

const STARTER_TASKS_MAX = 5;

/**
 * A generated project starts like one made in /proyecto/nuevo, but from its concept: one
 * task per key feature (the first five, in the concept's order) and a note summarising it.
 */
export function starterContentFor(
  concept: Concept,
  aiGenerated: boolean,
): { tasks: string[]; note: string } {
  const c = messages.concept;
  const tasks = concept.features
    .slice(0, STARTER_TASKS_MAX)
    .map((feature) => fill(c.starterTask, { feature }));
  const note = [
    `# ${concept.name}`,
    concept.description,
    [
      `- **${c.category}:** ${CATEGORY_LABELS[concept.category] ?? concept.category}`,
      `- **${c.complexity}:** ${COMPLEXITY_LABELS[concept.estimatedComplexity]}`,
      `- **${c.techStack}:** ${concept.techStack.join(' · ')}`,
      `- ${aiGenerated ? c.aiEngine : c.offlineEngine}`,
    ].join('\n'),
    // The key features are the tasks already; the note points at what to do with them.
    `## ${c.starterNoteNextSteps}`,
    c.starterNoteSteps.map((step, i) => `${i + 1}. ${step}`).join('\n'),
  ].join('\n\n');
  return { tasks, note: `${note}\n` };
}

/**
 * Runs the five stages, reporting each as it starts, and returns the saved project.
 * Throws AppError on failure; nothing is saved then.
 */
export async function generateProject(
  deps: Deps,
  input: GenerationRequest,
  report: (line: Extract<GenerationLine, { type: 'progress' | 'partial' }>) => void,
): Promise<BuilderProject> {
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
  const now = nowIso();
  const appData: AppData = {
    features: concept.features,
    techStack: concept.techStack,
    userStories: concept.userStories,
    complexity: concept.estimatedComplexity,
    detailedSpec: spec.content,
    uploadedFiles: input.files,
    generatedAt: now,
    aiGenerated: aiGenerated && spec.aiGenerated,
  };

  progress('launch-url');
  const base = slugBase(concept.name);
  let slug = pickSlug(base, new Set(await repo.slugsStartingWith(deps.db, base)));

  progress('preview');
  const preview = await storePreview(deps, {
    projectId,
    userId: input.userId,
    prompt: input.prompt,
    concept,
    signal: input.signal,
    log: input.log,
  });

  const rowFor = (s: string): ProjectsTable => {
    const url = `${deps.config.publicBaseUrl}/proyectos/${s}`;
    return {
      id: projectId,
      userId: input.userId,
      name: concept.name,
      slug: s,
      description: concept.description,
      category: concept.category,
      prompt: input.prompt,
      status: 'active',
      isPublic: 1,
      isLaunched: 1,
      launchedAt: now,
      launchUrl: url,
      previewUrl: preview?.url ?? null,
      liveUrl: url,
      publicUrl: url,
      viewCount: 0,
      appData: JSON.stringify(appData),
      specification: spec.content,
      createdAt: now,
      updatedAt: now,
    };
  };

  try {
    // Left during the preview: the preview file goes, nothing is saved.
    if (input.signal?.aborted) throw aiCancelled();
    for (let attempt = 0; ; attempt++) {
      try {
        const row = rowFor(slug);
        await deps.db.transaction().execute(async (trx) => {
          await repo.insertProjectRow(trx, row);
          // Inside the transaction: a generation that fails later leaves no orphan tasks.
          await createStarterContent(trx, {
            projectId,
            userId: input.userId,
            ...starterContentFor(concept, appData.aiGenerated),
            now,
          });
          const launch: LaunchesTable = {
            id: newId(),
            projectId,
            userId: input.userId,
            launchType: 'public',
            launchUrl: `/proyectos/${slug}`,
            absoluteUrl: row.launchUrl as string,
            launchStatus: 'active',
            launchConfig: JSON.stringify({
              domain: 'subdomain',
              customDomain: null,
              ssl: true,
              launchedFrom: 'builder',
              timestamp: now,
              note: 'Generado con el constructor',
            }),
            customDomain: null,
            createdAt: now,
            updatedAt: now,
          };
          await repo.insertLaunchRow(trx, launch);
          const ids = input.files.map((f) => f.id);
          if ((await repo.attachUploadedFiles(trx, ids, projectId)) !== ids.length) {
            throw new AppError('FILE_NOT_ATTACHABLE', {
              userMessage: messages.builderFlow.fileNotAttachable,
              kind: 'BAD_REQUEST',
            });
          }
          // The uploads now belong to the project: its owner reads them, its deletion removes them.
          await attachObjectsToProject(
            { db: trx },
            input.files.flatMap((f) => keyOfPublicUrl(f.storageUrl) ?? []),
            projectId,
          );
        });
        return toBuilderProject(rowFor(slug));
      } catch (error) {
        // Another generation took the slug between our check and our insert.
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
        slug = pickSlug(base, new Set(await repo.slugsStartingWith(deps.db, base)));
        if (attempt >= 2) slug = `${base}-${newId().slice(0, 8)}`;
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
): Promise<BuilderProject | null> {
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

function parseAppData(raw: string | null): Partial<AppData> {
  if (!raw) return {};
  try {
    const data = JSON.parse(raw);
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * DESIGN "One project table": the builder badge is derived. Archived → archived; not
 * launched → draft; launched at creation (the builder's own launch) → generated;
 * launched later from the panel → published.
 */
export function builderStatus(
  row: Pick<ProjectRow, 'status' | 'isLaunched' | 'launchedAt' | 'createdAt' | 'appData'>,
): BuilderProjectStatus {
  if (row.status === 'archived') return 'archived';
  if (Number(row.isLaunched) !== 1) return 'draft';
  if (row.appData && row.launchedAt === row.createdAt) return 'generated';
  return 'published';
}

export function toBuilderProject(row: ProjectRow): BuilderProject {
  const data = parseAppData(row.appData);
  const files = Array.isArray(data.uploadedFiles) ? (data.uploadedFiles as AttachedFile[]) : [];
  const complexity = (COMPLEXITIES as readonly string[]).includes(data.complexity as string)
    ? (data.complexity as Complexity)
    : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    category: row.category ?? 'General',
    prompt: row.prompt ?? '',
    status: builderStatus(row),
    previewUrl: row.previewUrl,
    launchUrl: row.launchUrl,
    publicUrl: row.publicUrl,
    features: strings(data.features),
    techStack: strings(data.techStack),
    userStories: strings(data.userStories),
    complexity,
    detailedSpec: typeof data.detailedSpec === 'string' ? data.detailedSpec : '',
    uploadedFiles: files,
    aiGenerated: data.aiGenerated === true,
    generatedAt: typeof data.generatedAt === 'string' ? data.generatedAt : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listBuilderProjects(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
): Promise<BuilderProject[]> {
  const rows = await repo.findProjectsByUser(deps.db, userId);
  return rows.map(toBuilderProject);
}

/** Owner only; another user's project is a 404 exactly like a missing one (projects' rule). */
export async function deleteBuilderProject(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<void> {
  // Its files, exports, preview and attached uploads go with it (projects' deleteProject).
  await deleteProject(deps, userId, projectId);
}
