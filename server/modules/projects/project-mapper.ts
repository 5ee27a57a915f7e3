import type {
  GeneratedProject,
  Project,
  ProjectBadge,
  ProjectDetail,
  ProjectStatus,
} from '../../../contracts/projects.ts';
import type { ProjectRow } from '../../db/types.ts';
import { asComplexity, conceptOf, decodeAppData } from './app-data.ts';
import { dataModelOf, readConcept } from './concept.ts';

// The one place a projects row becomes what the API answers: a list item (`toProject`), the
// owner's detail (`toProjectDetail`) and the builder's result card (`toGeneratedProject`).
// A new column reaches every answer by one line in `toProject`.

/** The columns a list item needs (repo.ts selects exactly these for the lists). */
export const LIST_COLUMNS = [
  'id',
  'userId',
  'name',
  'slug',
  'description',
  'category',
  'status',
  'isPublic',
  'isLaunched',
  'launchedAt',
  'launchUrl',
  'previewUrl',
  'liveUrl',
  'publicUrl',
  'viewCount',
  // The badge and the complexity the lists show are read from the builder's concept.
  'appData',
  'createdAt',
  'updatedAt',
] as const;

type ListRow = Pick<ProjectRow, (typeof LIST_COLUMNS)[number]>;

/**
 * What a new row holds until something sets it: saveNewProject and the benches start from
 * these, so a new optional column gets its default here and nowhere else.
 */
export const NEW_PROJECT_ROW_DEFAULTS = {
  description: null,
  category: null,
  prompt: null,
  launchedAt: null,
  launchUrl: null,
  previewUrl: null,
  liveUrl: null,
  publicUrl: null,
  viewCount: 0,
  appData: null,
} satisfies Partial<ProjectRow>;

/** docs/design.md "One project table": the builder's badge, derived (contracts' ProjectBadge). */
export function projectBadge(
  row: Pick<ProjectRow, 'status' | 'isLaunched' | 'launchedAt' | 'createdAt'> & {
    appData?: string | null;
  },
): ProjectBadge {
  if (row.status === 'archived') return 'archived';
  if (Number(row.isLaunched) !== 1) return 'draft';
  if (row.appData && row.launchedAt === row.createdAt) return 'generated';
  return 'published';
}

export function toProject(row: ListRow, aiGenerated = false): Project {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category,
    status: (row.status === 'archived' ? 'archived' : 'active') as ProjectStatus,
    isPublic: row.isPublic === 1,
    isLaunched: row.isLaunched === 1,
    launchedAt: row.launchedAt,
    launchUrl: row.launchUrl,
    previewUrl: row.previewUrl,
    liveUrl: row.liveUrl,
    publicUrl: row.publicUrl,
    viewCount: Number(row.viewCount),
    aiGenerated,
    badge: projectBadge(row),
    complexity: row.appData ? asComplexity(decodeAppData(row.appData).complexity) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
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
    dataModel: dataModelOf(row, c),
  };
}
