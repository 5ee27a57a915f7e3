import type { AttachedFile } from '../../../contracts/builder.ts';
import { CATEGORY_LABELS, COMPLEXITY_LABELS, type Concept } from '../../../contracts/concept.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import {
  type CreateProjectInput,
  NOTE_MAX_LENGTH,
  type ProjectDetail,
  TASK_TITLE_MAX_LENGTH,
} from '../../../contracts/projects.ts';
import { SLUG_MAX_LENGTH, slugFromName } from '../../../contracts/slug.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DbOrTrx, ProjectRow } from '../../db/types.ts';
import { type AppDeps, inTransaction } from '../../deps.ts';
import { deriveDataModel } from '../../engine/index.ts';
import { conflict } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { encodeAppData } from './app-data.ts';
import { insertLaunch } from './launches.repo.ts';
import { NEW_PROJECT_ROW_DEFAULTS, toProjectDetail } from './project-mapper.ts';
import * as notesRepo from './project-notes.repo.ts';
import * as tasksRepo from './project-tasks.repo.ts';
import { launchRow, publicUrlFor } from './records.ts';
import * as repo from './repo.ts';

// Creating a project: the one use case behind /proyecto/nuevo (`createProject`) and the
// builder's generation (`saveNewProject`, called inside the builder's transaction). It
// writes the project row, its starter tasks and note, and its launch record.

const t = messages.projectsFlow;

/** What the builder generated for the project (stored as its appData, decision 0120). */
export type GeneratedContent = {
  concept: Concept;
  prompt: string;
  specification: string;
  uploadedFiles: AttachedFile[];
  aiGenerated: boolean;
  previewUrl: string | null;
};

export type NewProject = {
  /** Chosen by the caller when it stores files under the id first (the builder's preview). */
  id?: string;
  userId: string;
  name: string;
  slug: string;
  description: string | null;
  now?: string;
} & ({ source: 'form' } | { source: 'builder'; generated: GeneratedContent });

/**
 * Saves a new project, launched, public and active (docs/product-spec.md §4), with its starter content
 * and its launch record, in the caller's transaction. A taken slug throws the unique violation.
 */
export async function saveNewProject(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: NewProject,
): Promise<ProjectRow> {
  const trx = deps.db;
  const now = input.now ?? nowIso();
  const id = input.id ?? newId();
  const url = publicUrlFor(deps.config, input.slug);
  const generated = input.source === 'builder' ? input.generated : null;
  const row: ProjectRow = {
    ...NEW_PROJECT_ROW_DEFAULTS,
    id,
    userId: input.userId,
    name: input.name,
    slug: input.slug,
    description: input.description || null,
    category: generated?.concept.category ?? null,
    prompt: generated?.prompt ?? null,
    status: 'active',
    isPublic: 1,
    isLaunched: 1,
    launchedAt: now,
    launchUrl: url,
    previewUrl: generated?.previewUrl ?? null,
    liveUrl: url,
    publicUrl: url,
    viewCount: 0,
    appData: generated
      ? encodeAppData({
          features: generated.concept.features,
          techStack: generated.concept.techStack,
          userStories: generated.concept.userStories,
          complexity: generated.concept.estimatedComplexity,
          detailedSpec: generated.specification,
          uploadedFiles: generated.uploadedFiles,
          generatedAt: now,
          aiGenerated: generated.aiGenerated,
          // Every AI client returns one; a concept without one still gets it saved.
          dataModel:
            generated.concept.dataModel ??
            deriveDataModel({ concept: generated.concept, prompt: generated.prompt }),
        })
      : null,
    createdAt: now,
    updatedAt: now,
  };
  await repo.insertProject(trx, row);
  // docs/product-spec.md §9: the form's three starter tasks and note; a generated project's come
  // from its concept.
  const starter = generated
    ? starterContentFor(generated.concept, generated.aiGenerated)
    : { tasks: [...t.starterTasks], note: t.starterNote };
  await createStarterContent(trx, { projectId: id, userId: input.userId, ...starter, now });
  await insertLaunch(
    trx,
    launchRow(newId(), {
      projectId: id,
      userId: input.userId,
      slug: input.slug,
      absoluteUrl: url,
      domain: 'subdomain',
      customDomain: null,
      ssl: true,
      launchedFrom: input.source === 'form' ? 'create' : 'builder',
      note: input.source === 'form' ? 'Proyecto creado' : 'Generado con el constructor',
      now,
    }),
  );
  return row;
}

/** /proyecto/nuevo (POST /api/projects). */
export async function createProject(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: CreateProjectInput & { userId: string },
): Promise<ProjectDetail> {
  try {
    const row = await deps.db.transaction().execute((trx) =>
      saveNewProject(inTransaction(deps, trx), {
        source: 'form',
        userId: input.userId,
        name: input.name,
        slug: input.slug,
        description: input.description ?? null,
      }),
    );
    return toProjectDetail(row);
  } catch (error) {
    // The unique index decides a race between two creates with the same slug.
    if (isUniqueViolation(error)) throw conflict(messages.validation.slugTaken, 'SLUG_TAKEN');
    throw error;
  }
}

/**
 * A new project's first tasks (positions 0..n-1, in the given order) and its starter note,
 * in the caller's transaction so the project and its starter content are saved together.
 */
export async function createStarterContent(
  trx: DbOrTrx,
  input: { projectId: string; userId: string; tasks: string[]; note: string; now?: string },
): Promise<void> {
  const now = input.now ?? nowIso();
  const titles = input.tasks
    .map((title) => title.trim().slice(0, TASK_TITLE_MAX_LENGTH))
    .filter((title) => title.length > 0);
  await tasksRepo.insertTasks(
    trx,
    titles.map((title, position) => ({
      id: newId(),
      projectId: input.projectId,
      userId: input.userId,
      title,
      done: 0,
      position,
      // Suggestions, not the owner's words: shown publicly once the owner keeps them.
      isPublic: 0,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const note = input.note.slice(0, NOTE_MAX_LENGTH);
  if (note.trim()) {
    await notesRepo.insertNote(trx, {
      id: newId(),
      projectId: input.projectId,
      userId: input.userId,
      content: note,
      isPublic: 0,
      createdAt: now,
      updatedAt: now,
    });
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

function slugBase(name: string): string {
  // Room for a "-NNN" suffix within the 80-character limit.
  const base = slugFromName(name)
    .slice(0, SLUG_MAX_LENGTH - 10)
    .replace(/-+$/, '');
  return base || 'app';
}

/**
 * A free slug for a generated project: its name's slug, else `-2`, `-3`… After `failures`
 * lost races (another insert took the slug first) from the third on, a random suffix.
 */
export async function availableSlug(
  deps: Pick<AppDeps, 'db'>,
  { name, failures = 0 }: { name: string; failures?: number },
): Promise<string> {
  const base = slugBase(name);
  if (failures >= 3) return `${base}-${newId().slice(0, 8)}`;
  const taken = new Set(await repo.slugsStartingWith(deps.db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base}-${newId().slice(0, 8)}`;
}
