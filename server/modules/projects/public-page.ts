import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATEGORY_LABELS, type ConceptCategory } from '../../../contracts/concept.ts';
import { messages } from '../../../contracts/messages.ts';
import { PUBLIC_SCOPE_CLASS, type PublicProject, publicPath } from '../../../contracts/projects.ts';
import { pageTitle } from '../../../contracts/routes.ts';
import type { ProjectRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { renderOgPng } from '../../lib/og-image.ts';
import type { PageResolver } from '../../web-shell.ts';
import { readPublicConcept } from './concept.ts';
import * as content from './content.repo.ts';
import { sanitizeCustomCss } from './css-sanitizer.ts';
import { readDesign } from './design.ts';
import { onCustomDomainsChanged } from './domain-events.ts';
import { findActiveLaunch, findProjectByCustomDomain } from './launches.repo.ts';
import { renderMarkdown } from './markdown.ts';
import { findSpecifications } from './project-specifications.repo.ts';
import * as repo from './repo.ts';
import { publicUrlFor } from './service.ts';

// The public project page (spec sections 2, 6 and 8): public projects only; missing is
// 404 "Proyecto no encontrado", private is 403 "Proyecto no disponible".

type Deps = Pick<AppDeps, 'db' | 'config'>;

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

// The page's content is cached per project and keyed by the row's updatedAt: every change
// to what the page shows (tasks, notes, files, design, specification, launch) touches it,
// on whichever instance made the change, so a stale entry is never served. A visit then
// costs one read and the view-count write instead of seven queries and Markdown rendering.
type CachedBody = {
  updatedAt: string;
  body: Omit<PublicProject, 'project'> & { project: Omit<PublicProject['project'], 'viewCount'> };
};
const PAGE_CACHE_LIMIT = 1000;
const pageCache = new Map<string, CachedBody>();

async function loadPageBody(deps: Deps, row: ProjectRow): Promise<CachedBody['body']> {
  const concept = repo.conceptOf(row);
  const publicConcept = readPublicConcept(row);
  const [tasks, notes, files, specs, design, canonicalUrl] = await Promise.all([
    content.findTasks(deps.db, row.id),
    content.findNotes(deps.db, row.id),
    content.findFiles(deps.db, row.id),
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
    tasks: tasks.map(({ id, title, done, position }) => ({ id, title, done, position })),
    notes: notes
      .filter((n) => n.content.trim())
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
      scopedCss: sanitizeCustomCss(design.customCss, `.${PUBLIC_SCOPE_CLASS}`),
    },
    canonicalUrl,
    concept: publicConcept,
  };
}

/** The page's content for a public row, from the per-project cache; counts nothing. */
async function readPublicPage(deps: Deps, row: ProjectRow): Promise<PublicProject> {
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
  await repo.incrementViewCount(deps.db, row.id);
  return viewCount + 1;
}

export async function getPublicProject(
  deps: Deps,
  slug: string,
  viewerUserId: string | null,
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
  slug: string,
  viewerUserId: string | null,
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

/**
 * /proyectos/:slug and /p/:slug for the server renderer (server/web-shell.ts): one query
 * decides the status and the version (updatedAt); the content loads only on a cache miss.
 */
export function createPublicPageResolver(deps: Deps): PageResolver {
  return async (params) => {
    const slug = params.slug ?? '';
    // The hot path of a cached page is this one narrow query.
    const head = await repo.findProjectVersionBySlug(deps.db, slug);
    if (head?.isPublic !== 1) {
      const title = head ? messages.publicPage.unavailable : messages.publicPage.notFound;
      return {
        status: head ? 403 : 404,
        version: head?.updatedAt ?? '',
        load: async () => ({
          meta: { title: pageTitle(title), description: messages.projectsFlow.unavailableBody },
        }),
      };
    }
    return {
      status: 200,
      version: head.updatedAt,
      lastModified: new Date(head.updatedAt),
      load: async () => {
        // A change between the two reads renders the newer content under the older version;
        // the next request sees the new version and renders again.
        const row = await findPublicRow(deps, head.slug);
        const data = await readPublicPage(deps, row);
        return {
          meta: {
            title: pageTitle(row.name),
            description: (row.description || `${row.name}: proyecto publicado con Forja.`).slice(
              0,
              300,
            ),
            image: projectOgImageUrl(deps.config.publicBaseUrl, row.slug, row.updatedAt),
            canonical: data.canonicalUrl,
          },
          data: { publicProject: { slug: row.slug, data } },
        };
      },
    };
  };
}

const OG_CACHE_LIMIT = 100;
const ogCache = new Map<string, { version: string; png: Buffer; etag: string }>();

/**
 * The public project's Open Graph card (PNG 1200×630) from its name, category and design
 * colours. Drawing takes ~0.1 s, so cards are kept per project until it changes.
 */
export async function getProjectOgImage(
  deps: Deps,
  slug: string,
): Promise<{ png: Buffer; etag: string }> {
  const row = await findPublicRow(deps, slug);
  const hit = ogCache.get(row.id);
  if (hit && hit.version === row.updatedAt) return hit;
  const design = await readDesign(deps.db, row.id);
  const png = renderOgPng({
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

/**
 * Custom domains: a request whose Host is an active launch's custom domain is sent to that
 * project's public page. The lookup is cached briefly so ordinary traffic pays one Map read.
 */
export function createCustomDomainHook(deps: Deps) {
  const TTL_MS = 30_000;
  const MAX_ENTRIES = 5000;
  const cache = new Map<string, { slug: string | null; expires: number }>();
  onCustomDomainsChanged(() => cache.clear());
  const baseHost = new URL(deps.config.publicBaseUrl).hostname.toLowerCase();

  async function slugForHost(host: string): Promise<string | null> {
    const now = Date.now();
    const hit = cache.get(host);
    if (hit && hit.expires > now) return hit.slug;
    const found = await findProjectByCustomDomain(deps.db, host);
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(host, { slug: found?.slug ?? null, expires: now + TTL_MS });
    return found?.slug ?? null;
  }

  // Callback style, answering synchronously for the platform's own host: this runs on every
  // request, and an async hook costs a promise and a microtask each time.
  return function customDomainHook(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (err?: Error) => void,
  ) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    if (
      !host ||
      host === baseHost ||
      host === 'localhost' ||
      host === '127.0.0.1' ||
      /^[\d.]+$/.test(host) ||
      host.startsWith('[')
    )
      return done();
    const path = request.url.split('?')[0];
    // The API, built assets and stored files work as usual on the custom domain.
    if (
      path.startsWith('/api/') ||
      path.startsWith('/files/') ||
      path.startsWith('/assets/') ||
      /\.[a-z0-9]{1,8}$/i.test(path)
    )
      return done();
    slugForHost(host).then((slug) => {
      if (!slug) return done();
      const own = [
        `/p/${slug}`,
        `/proyectos/${slug}`,
        publicPath(slug),
        `/p/${encodeURIComponent(slug)}`,
      ];
      if (own.includes(path.replace(/\/+$/, ''))) return done();
      // The reply is sent here, so the hook chain is not continued.
      reply.redirect(`/p/${encodeURIComponent(slug)}`, 302);
    }, done);
  };
}
