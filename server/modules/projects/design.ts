import {
  DEFAULT_DESIGN,
  type Design,
  type DesignInput,
  LAYOUTS,
  type Layout,
  THEMES,
  type Theme,
} from '../../../contracts/projects.ts';
import type { DbOrTrx } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findDesign, upsertDesign } from './design-customizations.repo.ts';
import { requireOwnedProject } from './ownership.ts';
import { touchProject } from './repo.ts';

// The design card (docs/product-spec.md §3): designData {colors, theme, layout, customCss},
// themeConfig {theme, layout}; none -> active on save. The CSS is stored as typed and
// sanitised when a page renders it, so a sanitiser fix applies to everything already saved.

type Deps = Pick<AppDeps, 'db'>;

const hex = (v: unknown, fallback: string) =>
  typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? v.toLowerCase() : fallback;

/** The project's design or the defaults; never throws on a malformed stored row. */
export async function readDesign(db: DbOrTrx, projectId: string): Promise<Design> {
  const row = await findDesign(db, projectId);
  if (!row) return { ...DEFAULT_DESIGN, status: 'none', updatedAt: null };
  let data: {
    colors?: { primary?: unknown; secondary?: unknown };
    theme?: unknown;
    layout?: unknown;
  } = {};
  try {
    data = JSON.parse(row.designData) ?? {};
  } catch {
    data = {};
  }
  return {
    primaryColor: hex(data.colors?.primary, DEFAULT_DESIGN.primaryColor),
    secondaryColor: hex(data.colors?.secondary, DEFAULT_DESIGN.secondaryColor),
    theme: (THEMES as readonly unknown[]).includes(data.theme)
      ? (data.theme as Theme)
      : DEFAULT_DESIGN.theme,
    layout: (LAYOUTS as readonly unknown[]).includes(data.layout)
      ? (data.layout as Layout)
      : DEFAULT_DESIGN.layout,
    customCss: row.customCss ?? '',
    status: row.designStatus === 'active' ? 'active' : 'none',
    updatedAt: row.updatedAt,
  };
}

export async function getDesign(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<Design> {
  await requireOwnedProject(deps.db, userId, projectId);
  return readDesign(deps.db, projectId);
}

export async function saveDesign(
  deps: Deps,
  { userId, projectId, input }: { userId: string; projectId: string; input: DesignInput },
): Promise<Design> {
  await requireOwnedProject(deps.db, userId, projectId);
  const now = nowIso();
  await upsertDesign(deps.db, {
    id: newId(),
    projectId,
    userId,
    designData: JSON.stringify({
      colors: { primary: input.primaryColor, secondary: input.secondaryColor },
      theme: input.theme,
      layout: input.layout,
      customCss: input.customCss,
    }),
    themeConfig: JSON.stringify({ theme: input.theme, layout: input.layout }),
    customCss: input.customCss,
    designStatus: 'active',
    createdAt: now,
    updatedAt: now,
  });
  await touchProject(deps.db, projectId, now);
  return readDesign(deps.db, projectId);
}
