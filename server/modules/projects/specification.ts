import { messages } from '../../../contracts/messages.ts';
import type { RenderedSpecification } from '../../../contracts/projects.ts';
import type { AppDeps } from '../../deps.ts';
import type { AiClient, SpecificationRequest } from '../../lib/ai/types.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { consumeCredit, refundCredit } from '../billing/service.ts';
import { conceptOf } from './app-data.ts';
import { storedConcept } from './concept.ts';
import { renderMarkdown } from './markdown.ts';
import { requireOwnedProject } from './ownership.ts';
import { findLatestSpecification, insertSpecification } from './project-specifications.repo.ts';
import { touchProject } from './repo.ts';

// "Ver Especificación" (docs/product-spec.md §§2, 7): load the latest specification or generate
// one through the AI layer (maxTokens 2000). A generation costs one message credit, taken
// from billing's service directly (as the builder and the demo do).

/** docs/product-spec.md §7: maxTokens 2000 for the specification view. */
export const SPEC_MAX_TOKENS = 2000;

export type SpecDeps = Pick<AppDeps, 'db' | 'dbHandle'> & {
  ai: Pick<AiClient, 'generateSpecification'>;
};

const render = (
  row: { id: string; title: string; content: string; specType: string; createdAt: string },
  aiGenerated: boolean | null,
): RenderedSpecification => ({
  id: row.id,
  title: row.title,
  content: row.content,
  specType: row.specType,
  aiGenerated,
  createdAt: row.createdAt,
  html: renderMarkdown(row.content),
});

/**
 * The latest stored specification; before any, a builder project's first one, written at
 * generation and kept in its appData (decision 0120).
 */
export async function getSpecification(
  deps: Pick<AppDeps, 'db'>,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<RenderedSpecification | null> {
  const project = await requireOwnedProject(deps.db, userId, projectId);
  const latest = await findLatestSpecification(deps.db, projectId);
  if (latest) return render(latest, null);
  const concept = conceptOf(project);
  const existing = concept.detailedSpec;
  if (!existing) return null;
  return render(
    {
      id: `concept-${project.id}`,
      title: `Especificación técnica de ${project.name}`,
      content: existing,
      specType: 'technical',
      createdAt: project.createdAt,
    },
    concept.aiGenerated,
  );
}

/** Streaming (issue 12): `onText` gets the text so far as the model writes; `signal` cancels. */
export type GenerateSpecificationOptions = { userId: string; projectId: string } & Pick<
  SpecificationRequest,
  'onText' | 'signal' | 'log'
>;

export async function generateSpecification(
  deps: SpecDeps,
  { userId, projectId, ...options }: GenerateSpecificationOptions,
): Promise<RenderedSpecification> {
  const project = await requireOwnedProject(deps.db, userId, projectId);
  await consumeCredit(deps, { userId, kind: 'message' });
  let result: { content: string; aiGenerated: boolean };
  try {
    result = await deps.ai.generateSpecification({
      name: project.name,
      description: project.description ?? '',
      prompt: project.prompt ?? undefined,
      concept: storedConcept(project),
      maxTokens: SPEC_MAX_TOKENS,
      ...options,
    });
  } catch (error) {
    // The work the credit paid for failed on our side: give it back.
    await refundCredit(deps, { userId, kind: 'message' }).catch(() => {});
    if (error instanceof AppError) throw error;
    throw new AppError('SPEC_GENERATION_FAILED', {
      userMessage: messages.controlPanel.specError,
      kind: 'BAD_GATEWAY',
      cause: error,
    });
  }
  const now = nowIso();
  const row = {
    id: newId(),
    projectId,
    userId,
    title: `Especificación técnica de ${project.name}`,
    content: result.content,
    specType: 'technical',
    createdAt: now,
    updatedAt: now,
  };
  await insertSpecification(deps.db, row);
  await touchProject(deps.db, projectId, now);
  return render(row, result.aiGenerated);
}
