import type { AppDefinition } from '../../../contracts/app-definition.ts';
import type { Concept } from '../../../contracts/concept.ts';
import { type DataModel, dataModelSchema } from '../../../contracts/data-model.ts';
import type { DbOrTrx, ProjectRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { dataModelOf, deriveDataModel } from '../../engine/index.ts';
import { conceptOf } from './app-data.ts';
import { readDesign } from './design.ts';
import * as repo from './repo.ts';

// What the apps module (issue 20) asks of a project, through service.ts: who owns it, whether
// visitors may reach it, its design and the data model its app starts from. Read fresh on
// every call (one indexed row), so unlaunching or making a project private hides its app at
// once on every instance.

export type AppProjectSource = {
  id: string;
  userId: string;
  slug: string;
  name: string;
  description: string | null;
  /** Public and launched: visitors may use the app. The owner always may. */
  isLive: boolean;
  updatedAt: string;
};

export type AppProjectDesign = {
  primaryColor: string;
  secondaryColor: string;
  theme: string;
  layout: string;
};

type HeadRow = Pick<
  ProjectRow,
  'id' | 'userId' | 'slug' | 'name' | 'description' | 'isPublic' | 'isLaunched' | 'updatedAt'
>;

const toSource = (row: HeadRow): AppProjectSource => ({
  id: row.id,
  userId: row.userId,
  slug: row.slug,
  name: row.name,
  description: row.description,
  isLive: row.isPublic === 1 && row.isLaunched === 1,
  updatedAt: row.updatedAt,
});

/** The project behind an app, by id or by slug; null when there is none. */
export async function findAppProject(
  deps: Pick<AppDeps, 'db'>,
  by: { projectId: string } | { slug: string },
): Promise<AppProjectSource | null> {
  const row = await repo.findAppHead(deps.db, by);
  return row ? toSource(row) : null;
}

/** The design the app is drawn with (the public page's colours, theme and layout). */
export async function readAppDesign(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
): Promise<AppProjectDesign> {
  const d = await readDesign(deps.db, projectId);
  return {
    primaryColor: d.primaryColor,
    secondaryColor: d.secondaryColor,
    theme: d.theme,
    layout: d.layout,
  };
}

/**
 * The project's data model: the one saved with its concept (issue 19) when present and
 * valid, else derived from the idea and the concept, or from the name and description of a
 * project made by hand. Deterministic, so two instances derive the same one.
 */
export async function readAppDataModel(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
): Promise<DataModel | null> {
  const row = await repo.findProjectRowById(deps.db, projectId);
  if (!row) return null;
  let stored: unknown;
  try {
    stored = row.appData ? (JSON.parse(row.appData) as { dataModel?: unknown }).dataModel : null;
  } catch {
    stored = null;
  }
  const parsed = dataModelSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const c = conceptOf(row);
  const concept = {
    name: row.name,
    description: row.description ?? row.name,
    features: c.features,
    userStories: c.userStories,
    techStack: c.techStack,
  } as unknown as Concept;
  return deriveDataModel({ concept, prompt: c.prompt ?? `${row.name}. ${row.description ?? ''}` });
}

/**
 * Keeps the concept's data model the app's current one (issue 37): the concept card, the
 * specification's data section and the export read what the owner changed by asking, never
 * the first model. The apps module calls it in the transaction that writes the definition; a
 * project made by hand (no concept) has nothing to keep.
 */
export async function saveAppDataModel(
  db: DbOrTrx,
  engine: 'sqlite' | 'postgres',
  opts: { projectId: string; definition: AppDefinition; at: string },
): Promise<void> {
  const row = await repo.findAppDataForUpdate(db, engine, opts.projectId);
  if (!row?.appData) return;
  let data: unknown;
  try {
    data = JSON.parse(row.appData);
  } catch {
    return;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  const next = { ...(data as Record<string, unknown>), dataModel: dataModelOf(opts.definition) };
  await repo.updateAppData(db, opts.projectId, JSON.stringify(next), opts.at);
}
