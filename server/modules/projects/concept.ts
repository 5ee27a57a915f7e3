import type {
  GeneratedProject,
  ProjectConcept,
  ProjectDetail,
  PublicConcept,
} from '../../../contracts/projects.ts';
import type { ProjectRow } from '../../db/types.ts';
import { asComplexity, conceptOf } from './app-data.ts';
import { renderMarkdown } from './markdown.ts';
import { toProject } from './repo.ts';

// The builder's concept (appData) as the owner page and the public page show it. A project
// made by hand has no appData, and so no concept: the pages then show only its own content.

type ConceptRow = Pick<ProjectRow, 'appData' | 'prompt' | 'category' | 'previewUrl'>;

export function readConcept(row: ConceptRow): ProjectConcept | null {
  if (!row.appData) return null;
  const c = conceptOf(row);
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
    prompt: c.prompt,
    generatedAt: c.generatedAt,
  };
}

/** What a visitor sees: the product, not the owner's brief (the prompt field stays private). */
export function readPublicConcept(row: ConceptRow): PublicConcept | null {
  const concept = readConcept(row);
  if (!concept) return null;
  const { prompt: _prompt, generatedAt: _generatedAt, ...visible } = concept;
  return visible;
}

export function toProjectDetail(row: ProjectRow): ProjectDetail {
  const concept = readConcept(row);
  return { ...toProject(row, concept?.aiGenerated ?? false), concept };
}

/** The builder's result card: the project with its concept spelled out (contracts). */
export function toGeneratedProject(row: ProjectRow): GeneratedProject {
  const c = conceptOf(row);
  const { status: _status, description, category, ...project } = toProject(row, c.aiGenerated);
  return {
    ...project,
    status: project.badge,
    description: description ?? '',
    category: category ?? 'General',
    prompt: c.prompt ?? '',
    features: c.features,
    techStack: c.techStack,
    userStories: c.userStories,
    detailedSpec: c.detailedSpec ?? '',
    uploadedFiles: c.uploadedFiles,
    generatedAt: c.generatedAt,
  };
}
