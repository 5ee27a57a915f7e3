import {
  COMPLEXITIES,
  CONCEPT_CATEGORIES,
  type Complexity,
  type Concept,
  type ConceptCategory,
} from '../../../contracts/concept.ts';
import type { DataModel } from '../../../contracts/data-model.ts';
import type { ProjectConcept, PublicConcept } from '../../../contracts/projects.ts';
import type { ProjectRow } from '../../db/types.ts';
import { deriveDataModel } from '../../engine/index.ts';
import { asComplexity, conceptOf, type DecodedAppData } from './app-data.ts';
import { renderMarkdown } from './markdown.ts';

// The builder's concept (appData) as the owner page and the public page show it. A project
// made by hand has no appData, and so no concept: the pages then show only its own content.

type ConceptRow = Pick<
  ProjectRow,
  'appData' | 'prompt' | 'category' | 'previewUrl' | 'name' | 'description'
>;

/**
 * The concept in the AI layer's schema, rebuilt from the row's columns and its appData, with
 * safe values where an old or damaged row lacks one (no data model: that is `dataModelOf`).
 */
function rebuildConcept(
  row: Pick<ProjectRow, 'name' | 'description' | 'category'>,
  c: Pick<DecodedAppData, 'features' | 'techStack' | 'userStories' | 'complexity'>,
): Concept {
  const category = (CONCEPT_CATEGORIES as readonly string[]).includes(row.category ?? '')
    ? (row.category as ConceptCategory)
    : 'General';
  const complexity = (COMPLEXITIES as readonly string[]).includes(c.complexity ?? '')
    ? (c.complexity as Complexity)
    : 'Medium';
  const name = row.name.trim().slice(0, 80) || 'App';
  return {
    name,
    category,
    description: (row.description?.trim() || name).slice(0, 600),
    features: (c.features.length ? c.features : [name]).slice(0, 12),
    techStack: (c.techStack.length ? c.techStack : ['React']).slice(0, 16),
    userStories: (c.userStories.length
      ? c.userStories
      : [`Como usuario, quiero usar ${name}`]
    ).slice(0, 12),
    estimatedComplexity: complexity,
  };
}

/**
 * The project's data model: the one saved with it, or, for a project saved before issue 19
 * (or with a damaged one), one derived from its concept and idea, the same every read.
 */
export function dataModelOf(
  row: Pick<ProjectRow, 'appData' | 'prompt' | 'category' | 'name' | 'description'>,
  c: DecodedAppData = conceptOf(row),
): DataModel {
  if (c.dataModel) return c.dataModel;
  return deriveDataModel({ concept: rebuildConcept(row, c), prompt: row.prompt ?? undefined });
}

/**
 * The builder's concept, data model included, for the AI layer (the control panel's
 * specification); undefined for a project made by hand, whose concept the AI layer derives.
 */
export function storedConcept(
  row: Pick<ProjectRow, 'appData' | 'prompt' | 'category' | 'name' | 'description'>,
): Concept | undefined {
  const c = conceptOf(row);
  if (c.features.length === 0) return undefined;
  return { ...rebuildConcept(row, c), dataModel: dataModelOf(row, c) };
}

function readVisibleConcept(row: ConceptRow, c: DecodedAppData): PublicConcept | null {
  if (!row.appData) return null;
  const spec = c.detailedSpec?.trim() ? c.detailedSpec : null;
  if (!spec && c.features.length + c.techStack.length + c.userStories.length === 0) return null;
  return {
    category: row.category,
    complexity: asComplexity(c.complexity),
    features: c.features,
    techStack: c.techStack,
    userStories: c.userStories,
    // Sanitised like every other user Markdown: the spec may come from an outside model.
    detailedSpecHtml: spec ? renderMarkdown(spec) : null,
    previewUrl: row.previewUrl,
    aiGenerated: c.aiGenerated,
  };
}

/** What the owner sees: the concept, the original idea, when it was made, and its data model. */
export function readConcept(row: ConceptRow): ProjectConcept | null {
  const c = conceptOf(row);
  const visible = readVisibleConcept(row, c);
  if (!visible) return null;
  return {
    ...visible,
    prompt: c.prompt,
    generatedAt: c.generatedAt,
    dataModel: dataModelOf(row, c),
  };
}

/** What a visitor sees: the product, not the owner's brief (the prompt field stays private). */
export function readPublicConcept(row: ConceptRow): PublicConcept | null {
  return readVisibleConcept(row, conceptOf(row));
}
