import type { AttachedFile } from '../../../contracts/builder.ts';
import { COMPLEXITIES, type Complexity } from '../../../contracts/concept.ts';
import { type DataModel, dataModelSchema } from '../../../contracts/data-model.ts';
import type { ProjectRow } from '../../db/types.ts';

// The one codec of `projects.appData`, the builder's concept stored with its project
// (decision 0120). Everything that writes or reads that JSON goes through here.

export type AppData = {
  features: string[];
  techStack: string[];
  userStories: string[];
  complexity: Complexity;
  /** The specification written at generation: the project's first one (decision 0120). */
  detailedSpec: string;
  uploadedFiles: AttachedFile[];
  generatedAt: string;
  aiGenerated: boolean;
  /** The concept's data model (issue 19); projects saved before it have none. */
  dataModel: DataModel;
};

/** appData as read back: every field present, with safe defaults for old or damaged JSON. */
export type DecodedAppData = {
  features: string[];
  techStack: string[];
  userStories: string[];
  /** The stored value; concept.ts checks it against the schema's complexities. */
  complexity: string | null;
  detailedSpec: string | null;
  uploadedFiles: AttachedFile[];
  generatedAt: string | null;
  aiGenerated: boolean;
  /** The stored data model when it is valid; null for projects saved before issue 19. */
  dataModel: DataModel | null;
};

/** A stored complexity when it is one of the schema's values, else null. */
export const asComplexity = (v: string | null): Complexity | null =>
  (COMPLEXITIES as readonly string[]).includes(v ?? '') ? (v as Complexity) : null;

export function encodeAppData(data: AppData): string {
  const { features, techStack, userStories, complexity, detailedSpec } = data;
  const { uploadedFiles, generatedAt, aiGenerated, dataModel } = data;
  return JSON.stringify({
    features,
    techStack,
    userStories,
    complexity,
    detailedSpec,
    uploadedFiles,
    generatedAt,
    aiGenerated,
    dataModel,
  });
}

function parse(raw: string | null | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function attachedFiles(v: unknown): AttachedFile[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (f): f is AttachedFile =>
      !!f && typeof f === 'object' && typeof (f as AttachedFile).id === 'string',
  );
}

/** A stored data model, checked against the contract (references included); null otherwise. */
function dataModel(v: unknown): DataModel | null {
  if (v === undefined || v === null) return null;
  const parsed = dataModelSchema.safeParse(v);
  return parsed.success ? parsed.data : null;
}

export function decodeAppData(raw: string | null | undefined): DecodedAppData {
  const data = parse(raw);
  return {
    features: strings(data.features),
    techStack: strings(data.techStack),
    userStories: strings(data.userStories),
    complexity: text(data.complexity),
    detailedSpec: text(data.detailedSpec),
    uploadedFiles: attachedFiles(data.uploadedFiles),
    generatedAt: text(data.generatedAt),
    aiGenerated: data.aiGenerated === true,
    dataModel: dataModel(data.dataModel),
  };
}

/** The concept fields of a project row (its prompt included); concept.ts shapes them for pages. */
export function conceptOf(
  row: Pick<ProjectRow, 'appData' | 'prompt'>,
): DecodedAppData & { prompt: string | null } {
  return { prompt: row.prompt, ...decodeAppData(row.appData) };
}
