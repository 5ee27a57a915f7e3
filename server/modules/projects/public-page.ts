import { createHash } from 'node:crypto';
import { CATEGORY_LABELS, type ConceptCategory } from '../../../contracts/concept.ts';
import { messages } from '../../../contracts/messages.ts';
import { PUBLIC_SCOPE_CLASS, type PublicProject } from '../../../contracts/projects.ts';
import type { ProjectRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { renderOgPng } from '../../lib/og-image.ts';
import { conceptOf } from './app-data.ts';
import type { CachedPublicPage } from './caches.ts';
import { readPublicConcept } from './concept.ts';
import { readDesign } from './design.ts';
import { findActiveLaunch } from './launches.repo.ts';
import { renderMarkdown } from './markdown.ts';
import * as filesRepo from './project-files.repo.ts';
import * as notesRepo from './project-notes.repo.ts';
import { findSpecifications } from './project-specifications.repo.ts';
import * as tasksRepo from './project-tasks.repo.ts';
import { publicUrlFor } from './records.ts';
import * as repo from './repo.ts';

// The public project page (docs/product-spec.md §§2, 6, 8): public projects only; missing is
// 404 "Proyecto no encontrado", private is 403 "Proyecto no disponible".

type Deps = Pick<AppDeps, 'db' | 'config' | 'projectCaches'>;

const missing = () =>
  new AppError('PROJECT_NOT_FOUND', {
    userMessage: messages.publicPage.notFound,
    kind: 'NOT_FOUND',
  });
const unavailable = () =>
  new AppError('PROJECT_NOT_PUBLIC', {
    userMessage: messages.publicPage.unavailable,
    kind: 'FORBIDDEN',
  });

async function canonicalFor(deps: Deps, projectId: string, slug: string): Promise<string> {
  const launch = await findActiveLaunch(deps.db, projectId);
  if (launch?.customDomain)
    return `${launch.absoluteUrl.replace(/\/+$/, '')}/p/${encodeURIComponent(slug)}`;
  return publicUrlFor(deps.config, slug);
}

// The page's content is cached per project (deps.projectCaches) and keyed by the row's
// updatedAt: every change to what the page shows (tasks, notes, files, design, specification,
// launch) touches it, on whichever instance made the change, so a stale entry is never
// served. A visit then costs one read and the view-count write instead of seven queries and
// Markdown rendering.
const PAGE_CACHE_LIMIT = 1000;

// css-tree builds its CSS lexer (~5 MB of heap) at import: it loads with the first page that
// has custom CSS, not at start-up (docs/decisions/0160-lean-server.md).
let cssSanitizer: Promise<typeof import('./css-sanitizer.ts')> | undefined;
async function scopedCustomCss(css: string): Promise<string> {
  if (!css.trim()) return '';
  cssSanitizer ??= import('./css-sanitizer.ts').catch((error: unknown) => {
    cssSanitizer = undefined;
    throw error;
  });
  return (await cssSanitizer).sanitizeCustomCss(css, `.${PUBLIC_SCOPE_CLASS}`);
}

async function loadPageBody(deps: Deps, row: ProjectRow): Promise<CachedPublicPage['body']> {
  const concept = conceptOf(row);
  const publicConcept = readPublicConcept(row);
  const [tasks, notes, files, specs, design, canonicalUrl] = await Promise.all([
    tasksRepo.findTasks(deps.db, row.id),
    notesRepo.findNotes(deps.db, row.id),
    filesRepo.findFiles(deps.db, row.id),
    findSpecifications(deps.db, row.id),
    readDesign(deps.db, row.id),
    canonicalFor(deps, row.id, row.slug),
  ]);
  return {
    project: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      category: row.category,
      previewUrl: row.previewUrl,
      launchedAt: row.launchedAt,
      updatedAt: row.updatedAt,
      features: concept.features,
      techStack: concept.techStack,
    },
    // Only what the owner chose to show (decision 0230): their own tasks and the starter
    // tasks they kept; the notes when marked for the public page.
    tasks: tasks
      .filter((t) => t.isPublic)
      .map(({ id, title, done, position }) => ({ id, title, done, position })),
    notes: notes
      .filter((n) => n.isPublic && n.content.trim())
      .map((n) => ({ id: n.id, html: renderMarkdown(n.content), updatedAt: n.updatedAt })),
    files: files.map(({ id, name, size, publicUrl, isImage, createdAt }) => ({
      id,
      name,
      size,
      publicUrl,
      isImage,
      createdAt,
    })),
    specs: specs.map((s) => ({
      id: s.id,
      title: s.title,
      specType: s.specType,
      html: renderMarkdown(s.content),
      createdAt: s.createdAt,
    })),
    design: {
      primaryColor: design.primaryColor,
      secondaryColor: design.secondaryColor,
      theme: design.theme,
      layout: design.layout,
      scopedCss: await scopedCustomCss(design.customCss),
    },
    canonicalUrl,
    concept: publicConcept,
  };
}

/** The page's content for a public row, from the per-project cache; counts nothing. */
async function readPublicPage(deps: Deps, row: ProjectRow): Promise<PublicProject> {
  const pageCache = deps.projectCaches.publicPages;
  let cached = pageCache.get(row.id);
  if (!cached || cached.updatedAt !== row.updatedAt) {
    cached = { updatedAt: row.updatedAt, body: await loadPageBody(deps, row) };
    pageCache.delete(row.id);
    pageCache.set(row.id, cached);
    if (pageCache.size > PAGE_CACHE_LIMIT)
      pageCache.delete(pageCache.keys().next().value as string);
  }
  return {
    ...cached.body,
    project: { ...cached.body.project, viewCount: Number(row.viewCount) },
  };
}

async function findPublicRow(deps: Deps, slug: string): Promise<ProjectRow> {
  const row = await repo.findProjectRowBySlug(deps.db, slug);
  if (!row) throw missing();
  if (row.isPublic !== 1) throw unavailable();
  return row;
}

/** Counts a visit, except the owner's own; returns the count the visitor should see. */
async function countView(deps: Deps, row: ProjectRow, viewerUserId: string | null) {
  const viewCount = Number(row.viewCount);
  if (viewerUserId === row.userId) return viewCount;
  // The row read before may already be behind a visit made in the same instant.
  return (await repo.incrementViewCount(deps.db, row.id)) ?? viewCount + 1;
}

export async function getPublicProject(
  deps: Deps,
  { slug, viewerUserId }: { slug: string; viewerUserId: string | null },
): Promise<PublicProject> {
  const row = await findPublicRow(deps, slug);
  const page = await readPublicPage(deps, row);
  const viewCount = await countView(deps, row, viewerUserId);
  return { ...page, project: { ...page.project, viewCount } };
}

/**
 * The visit of a server-rendered page, reported by the page after it shows: the HTML itself
 * is cached (ETag, shared caches), so serving it cannot be what counts.
 */
export async function countPublicView(
  deps: Deps,
  { slug, viewerUserId }: { slug: string; viewerUserId: string | null },
): Promise<{ viewCount: number }> {
  const row = await findPublicRow(deps, slug);
  return { viewCount: await countView(deps, row, viewerUserId) };
}

/**
 * Crawlers resolve og:image on their own, with no page URL to resolve a path against, so a
 * stored preview under /files/… must be made absolute against the public base URL.
 */
export function absoluteUrl(base: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const root = base.replace(/\/+$/, '');
  return `${root}/${url.replace(/^\/+/, '')}`;
}

/** The Open Graph image of a public project; `v` changes with the project. */
export function projectOgImageUrl(base: string, slug: string, updatedAt: string): string {
  const v = createHash('sha256').update(updatedAt).digest('base64url').slice(0, 10);
  return absoluteUrl(base, `/og/proyectos/${encodeURIComponent(slug)}.png?v=${v}`);
}

/** The narrow read that decides a public page's state and version: a cached page's hot path. */
export async function findPublicPageHead(
  deps: Deps,
  { slug }: { slug: string },
): Promise<{ slug: string; updatedAt: string; isPublic: boolean } | null> {
  const head = await repo.findProjectVersionBySlug(deps.db, slug);
  if (!head) return null;
  return { slug: head.slug, updatedAt: head.updatedAt, isPublic: head.isPublic === 1 };
}

/** A public project's page, from the per-project cache; counts no visit (the page reports it). */
export async function readPublicProject(
  deps: Deps,
  { slug }: { slug: string },
): Promise<PublicProject> {
  const row = await findPublicRow(deps, slug);
  return readPublicPage(deps, row);
}

const OG_CACHE_LIMIT = 100;

/**
 * The public project's Open Graph card (PNG 1200×630) from its name, category and design
 * colours. Drawing takes ~0.1 s, so cards are kept per project until it changes.
 */
export async function getProjectOgImage(
  deps: Deps,
  { slug }: { slug: string },
): Promise<{ png: Buffer; etag: string }> {
  const row = await findPublicRow(deps, slug);
  const ogCache = deps.projectCaches.ogImages;
  const hit = ogCache.get(row.id);
  if (hit && hit.version === row.updatedAt) return hit;
  const design = await readDesign(deps.db, row.id);
  const png = await renderOgPng({
    title: row.name,
    eyebrow: CATEGORY_LABELS[row.category as ConceptCategory] ?? row.category ?? undefined,
    subtitle: row.description || undefined,
    primaryColor: design.primaryColor,
    secondaryColor: design.secondaryColor,
  });
  const etag = `"og-${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`;
  const entry = { version: row.updatedAt, png, etag };
  ogCache.delete(row.id);
  ogCache.set(row.id, entry);
  if (ogCache.size > OG_CACHE_LIMIT) ogCache.delete(ogCache.keys().next().value as string);
  return entry;
}
