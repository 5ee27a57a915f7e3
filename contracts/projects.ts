import { z } from 'zod';
import type { AttachedFile } from './builder.ts';
import type { Complexity } from './concept.ts';
import type { DataModel } from './data-model.ts';
import { messages } from './messages.ts';
import { isValidSlug, normalizeManualSlug, SLUG_MAX_LENGTH } from './slug.ts';

// The projects API: list, create, tasks, notes, files, launch, design, specification,
// export and the public page. Shared by the server routes and the web feature.

const t = messages.projectsFlow;

// ---------- projects ----------

export const PROJECT_STATUSES = ['active', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_LIST_FILTERS = ['todos', 'activos', 'archivados'] as const;
export type ProjectListFilter = (typeof PROJECT_LIST_FILTERS)[number];
export const PROJECT_LIST_PAGE_SIZE = 50;

export const NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 2000;

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: messages.validation.nameAndSlugRequired })
    .trim()
    .min(1, messages.validation.nameAndSlugRequired)
    .max(max, tooLong);

export const createProjectSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH, t.nameTooLong),
  slug: z
    .string({ error: messages.validation.nameAndSlugRequired })
    .trim()
    .min(1, messages.validation.nameAndSlugRequired)
    .max(SLUG_MAX_LENGTH, t.slugTooLong)
    .refine((s) => isValidSlug(s) && normalizeManualSlug(s) === s, t.slugInvalid),
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, t.descriptionTooLong).optional(),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

export const updateProjectSchema = z
  .object({
    name: z.string().trim().min(1, t.nameRequired).max(NAME_MAX_LENGTH, t.nameTooLong).optional(),
    description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, t.descriptionTooLong).optional(),
    isPublic: z.boolean({ error: t.invalidField }).optional(),
    status: z.enum(PROJECT_STATUSES, { error: t.invalidStatus }).optional(),
  })
  .strict();
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

export const listProjectsQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  status: z.enum(PROJECT_LIST_FILTERS, { error: t.invalidStatus }).default('todos'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(PROJECT_LIST_PAGE_SIZE),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuerySchema>;

export const slugAvailabilityQuerySchema = z.object({
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX_LENGTH * 2)
    .default(''),
});

/**
 * The builder's badge (docs/design.md "One project table"), derived from the lifecycle and launch
 * state: archived; not launched → draft; launched at creation by the builder → generated;
 * otherwise published.
 */
export type ProjectBadge = 'generated' | 'published' | 'draft' | 'archived';

export const PROJECT_BADGE_LABELS: Record<ProjectBadge, string> = {
  generated: 'Generado',
  published: 'Publicado',
  draft: 'Borrador',
  archived: 'Archivado',
};

/** What the lists, the dashboard and the owner page show about a project. */
export type Project = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  category: string | null;
  status: ProjectStatus;
  isPublic: boolean;
  isLaunched: boolean;
  launchedAt: string | null;
  launchUrl: string | null;
  previewUrl: string | null;
  liveUrl: string | null;
  publicUrl: string | null;
  viewCount: number;
  aiGenerated: boolean;
  badge: ProjectBadge;
  /** The builder concept's complexity; null for a project made by hand. */
  complexity: Complexity | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * The builder's generation result (its stream's `result` line): the project as the lists
 * show it, with its concept spelled out for the result card. `status` is the badge there.
 */
export type GeneratedProject = Omit<Project, 'status' | 'description' | 'category'> & {
  status: ProjectBadge;
  description: string;
  category: string;
  prompt: string;
  features: string[];
  techStack: string[];
  userStories: string[];
  detailedSpec: string;
  uploadedFiles: AttachedFile[];
  generatedAt: string | null;
  /** The entities the app keeps (issue 19), shown as "Modelo de datos". */
  dataModel: DataModel;
};

/**
 * The concept the builder generated (appData), as a visitor of the public page sees it.
 * `category` and `complexity` are the schema values (contracts/concept.ts has the Spanish
 * labels); `detailedSpecHtml` is the Markdown specification rendered and sanitised by the server.
 */
export type PublicConcept = {
  category: string | null;
  complexity: Complexity | null;
  features: string[];
  techStack: string[];
  userStories: string[];
  detailedSpecHtml: string | null;
  previewUrl: string | null;
  aiGenerated: boolean;
};
/**
 * The owner also sees the original idea, when it was generated, and the data model (issue
 * 19): the one saved with the project, or, for a project saved before it, one derived on read.
 */
export type ProjectConcept = PublicConcept & {
  prompt: string | null;
  generatedAt: string | null;
  dataModel: DataModel;
};
/** `concept` is null for a project made by hand in /proyecto/nuevo. */
export type ProjectDetail = Project & { concept: ProjectConcept | null };

export type ProjectList = { projects: Project[]; total: number; nextOffset: number | null };

export type DashboardSummary = {
  projects: number;
  launched: number;
  public: number;
  totalViews: number;
  recent: Project[];
};

// ---------- tasks ----------

export const TASK_TITLE_MAX_LENGTH = 300;
export const createTaskSchema = z.object({
  title: z
    .string({ error: t.taskTitleRequired })
    .trim()
    .min(1, t.taskTitleRequired)
    .max(TASK_TITLE_MAX_LENGTH, t.taskTitleTooLong),
});
export const updateTaskSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, t.taskTitleRequired)
      .max(TASK_TITLE_MAX_LENGTH, t.taskTitleTooLong)
      .optional(),
    done: z.boolean({ error: t.invalidField }).optional(),
    /** Shown on the public page (decision 0230); the builder's starter tasks start hidden. */
    isPublic: z.boolean({ error: t.invalidField }).optional(),
  })
  .strict();
export const reorderTasksSchema = z.object({
  taskIds: z.array(z.string().min(1).max(64), { error: t.invalidOrder }).max(1000, t.invalidOrder),
});
export type Task = {
  id: string;
  title: string;
  done: boolean;
  position: number;
  /** Shown on the public page; false for starter tasks the owner has not kept. */
  isPublic: boolean;
  createdAt: string;
  updatedAt: string;
};

// ---------- notes ----------

export const NOTE_MAX_LENGTH = 50_000;
export const saveNoteSchema = z.object({
  content: z.string({ error: t.invalidField }).max(NOTE_MAX_LENGTH, t.noteTooLong),
  /** Shown on the public page (decision 0230); left out, the notes keep their choice. */
  isPublic: z.boolean({ error: t.invalidField }).optional(),
});
export type Note = {
  id: string;
  content: string;
  /** Shown on the public page; notes are the owner's only until marked so. */
  isPublic: boolean;
  createdAt: string;
  updatedAt: string;
};
/** A note with its Markdown already rendered and sanitised by the server. */
export type RenderedNote = Note & { html: string };

// ---------- files ----------

export const PROJECT_UPLOAD_MAX_MB = 25;
export const PROJECT_UPLOAD_MAX_BYTES = PROJECT_UPLOAD_MAX_MB * 1024 * 1024;
export const PROJECT_UPLOAD_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'zip',
  'pdf',
  'gif',
  'webp',
] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export type ProjectFile = {
  id: string;
  name: string;
  size: number;
  mimeType: string;
  publicUrl: string;
  isImage: boolean;
  createdAt: string;
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedProjectExtension(fileName: string): boolean {
  return (PROJECT_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

// ---------- launch ----------

export const deployRequestSchema = z.object({
  projectId: z
    .string({ error: messages.validation.projectIdRequired })
    .min(1, messages.validation.projectIdRequired)
    .max(64),
  slug: z.string({ error: t.slugInvalid }).trim().min(1, t.slugInvalid).max(SLUG_MAX_LENGTH),
  deploymentType: z.literal('launch', { error: t.deploymentTypeInvalid }),
});
export type DeployRequest = z.infer<typeof deployRequestSchema>;
export type DeployLog = {
  level: 'info' | 'warn' | 'error';
  timestamp: string;
  message: string;
  metadata: Record<string, unknown>;
};
export type DeployResponse = { error: string | null; logs: DeployLog[]; project?: Project };

export const DOMAIN_TYPES = ['subdomain', 'custom'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];
const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const launchConfigSchema = z.object({
  domain: z.enum(DOMAIN_TYPES, { error: t.domainTypeInvalid }),
  customDomain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, t.customDomainInvalid)
    .transform((v) => v.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
    .refine((v) => v === '' || HOSTNAME.test(v), t.customDomainInvalid)
    .optional(),
  ssl: z.boolean().optional(),
});
export type LaunchConfigInput = z.infer<typeof launchConfigSchema>;
export type LaunchState = {
  status: 'active' | 'none';
  domain: DomainType;
  customDomain: string | null;
  ssl: boolean;
  launchUrl: string | null;
  absoluteUrl: string | null;
  updatedAt: string | null;
};

// ---------- design ----------

export const THEMES = ['modern', 'minimal', 'classic', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const LAYOUTS = ['grid', 'flex', 'sidebar', 'dashboard'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const THEME_LABELS: Record<Theme, string> = {
  modern: 'Moderno',
  minimal: 'Minimalista',
  classic: 'Clásico',
  dark: 'Oscuro',
};
export const LAYOUT_LABELS: Record<Layout, string> = {
  grid: 'Cuadrícula',
  flex: 'Flexible',
  sidebar: 'Barra lateral',
  dashboard: 'Panel',
};
/** docs/product-spec.md §3: orange and orange-yellow, modern, grid. */
export const DEFAULT_DESIGN = {
  primaryColor: '#f97316',
  secondaryColor: '#fbbf24',
  theme: 'modern' as Theme,
  layout: 'grid' as Layout,
  customCss: '',
};
export const CUSTOM_CSS_MAX_LENGTH = 20_000;
const hexColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, t.colorInvalid);
export const designSchema = z.object({
  primaryColor: hexColor,
  secondaryColor: hexColor,
  theme: z.enum(THEMES, { error: t.themeInvalid }),
  layout: z.enum(LAYOUTS, { error: t.layoutInvalid }),
  customCss: z.string().max(CUSTOM_CSS_MAX_LENGTH, t.cssTooLong).default(''),
});
export type DesignInput = z.infer<typeof designSchema>;
export type Design = DesignInput & { status: 'active' | 'none'; updatedAt: string | null };

// ---------- specification ----------

export type Specification = {
  id: string;
  title: string;
  content: string;
  specType: string;
  aiGenerated: boolean | null;
  createdAt: string;
};
export type RenderedSpecification = Specification & { html: string };

/**
 * POST /api/projects/:id/specification with `Accept: application/x-ndjson` (issue 12): the
 * document as the model writes it (`delta` appends; `reset` starts over after a retry),
 * then the saved specification or a Spanish error.
 */
export type SpecificationLine =
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'result'; specification: RenderedSpecification }
  | { type: 'error'; message: string };

// ---------- export ----------

export type ExportResult = {
  exportUrl: string;
  fileSize: number;
  reused: boolean;
  createdAt: string;
};
export type SourceFile = { path: string; size: number; content: string };
export type SourceTree = { exportUrl: string; createdAt: string; files: SourceFile[] };

// ---------- public page ----------

export type PublicProject = {
  project: Pick<
    Project,
    | 'id'
    | 'name'
    | 'slug'
    | 'description'
    | 'category'
    | 'previewUrl'
    | 'viewCount'
    | 'launchedAt'
    | 'updatedAt'
  > & {
    features: string[];
    techStack: string[];
  };
  tasks: Pick<Task, 'id' | 'title' | 'done' | 'position'>[];
  notes: { id: string; html: string; updatedAt: string }[];
  files: Pick<ProjectFile, 'id' | 'name' | 'size' | 'publicUrl' | 'isImage' | 'createdAt'>[];
  specs: { id: string; title: string; specType: string; html: string; createdAt: string }[];
  design: {
    primaryColor: string;
    secondaryColor: string;
    theme: Theme;
    layout: Layout;
    scopedCss: string;
  };
  canonicalUrl: string;
  /** The builder's concept; null for a project made by hand. */
  concept: PublicConcept | null;
};

/** The CSS class every public page's custom CSS is scoped under. */
export const PUBLIC_SCOPE_CLASS = 'forja-proyecto';

/** docs/product-spec.md §9: {base}/proyectos/{slug}. */
export const publicPath = (slug: string) => `/proyectos/${encodeURIComponent(slug)}`;
